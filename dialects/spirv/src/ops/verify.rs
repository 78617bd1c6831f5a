//! Verification pieces shared by the ops' declarations:
//!
//! - the scope traits of `SPIRVBase.td`, `PredOpTrait`s of the
//!   declarations: `InFunctionScope` (nested in a function-like op below the
//!   nearest symbol table) and `InModuleScope` (directly in a symbol table);
//! - symbol lookup from an op (`SymbolTable::lookupNearestSymbolFrom`).

use std::cell::RefCell;

use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Attribute, Ir, OpId};
use shader_mlir::{Context, Ident};

/// Whether `op` is function-like (MLIR's `FunctionOpInterface`): a registered
/// op with a `function_type` inherent attribute (`spirv.func`, `func.func`).
fn is_function_like(ir: &Ir, op: OpId) -> bool {
    ir.op_def(op)
        .is_some_and(|d| d.properties.contains(&"function_type"))
}

fn is_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op_def(op).is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// `InFunctionScope` (`op must appear in a function-like op's block`): some
/// ancestor below the nearest symbol table is function-like.
pub fn in_function_scope(ir: &Ir, op: OpId) -> bool {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if is_symbol_table(ir, p) {
            return false;
        }
        if is_function_like(ir, p) {
            return true;
        }
        cur = ir.parent_op(p);
    }
    false
}

/// `InModuleScope` (`op must appear in a module-like op's block`): the
/// parent op is a symbol table.
pub fn in_module_scope(ir: &Ir, op: OpId) -> bool {
    ir.parent_op(op).is_some_and(|p| is_symbol_table(ir, p))
}

/// The `sym_name` of a symbol op.
pub fn symbol_name(ir: &Ir, op: OpId) -> Option<&str> {
    crate::ops::asm::string_value(ir.ctx(), ir.attr_or_prop(op, "sym_name")?)
}

/// The symbol table at or above `from`.
fn nearest_symbol_table(ir: &Ir, from: OpId) -> Option<OpId> {
    let mut cur = Some(from);
    while let Some(op) = cur {
        if is_symbol_table(ir, op) {
            return Some(op);
        }
        cur = ir.parent_op(op);
    }
    None
}

/// The names of the last symbol table looked into, keyed by the address of the
/// IR and the table op. A hit is checked against the IR before it is trusted
/// (the op still sits in the table under that name), and a miss falls back to
/// a scan, so a map built from an older state of the IR is never wrong; it
/// only saves the scan that makes verifying many references to one table
/// quadratic.
struct SymbolCache {
    ir: usize,
    table: OpId,
    symbols: rustc_hash::FxHashMap<Ident, CachedSymbol>,
}

/// A symbol op, with the properties dictionary its name was read from when
/// the name is one of its properties: while the op keeps that dictionary
/// (dictionaries are uniqued), its name is unchanged.
#[derive(Clone, Copy)]
struct CachedSymbol {
    op: OpId,
    properties: Option<Attribute>,
}

thread_local! {
    static SYMBOL_CACHE: RefCell<Option<SymbolCache>> = const { RefCell::new(None) };
}

fn table_symbols(ir: &Ir, table: OpId) -> rustc_hash::FxHashMap<Ident, CachedSymbol> {
    let ctx = ir.ctx();
    let mut symbols = rustc_hash::FxHashMap::default();
    for &region in ir.regions(table) {
        for &block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                if let Some(name) = symbol_name(ir, op) {
                    let properties = ir.prop(op, "sym_name").and(ir.properties(op));
                    symbols
                        .entry(ctx.ident(name))
                        .or_insert(CachedSymbol { op, properties });
                }
            }
        }
    }
    symbols
}

/// Whether `symbol` still defines `name` in `table`.
fn defines_symbol_in(
    ir: &Ir,
    ctx: &Context,
    symbol: CachedSymbol,
    table: OpId,
    name: Ident,
) -> bool {
    let op = symbol.op;
    op.index() < ir.op_capacity()
        && !ir.is_erased(op)
        && ir.parent_op(op) == Some(table)
        && (symbol
            .properties
            .is_some_and(|p| ir.properties(op) == Some(p))
            || symbol_name(ir, op) == Some(ctx.str(name)))
}

/// The op defining symbol `name` in the nearest symbol table at or above
/// `from` (MLIR's `SymbolTable::lookupNearestSymbolFrom`).
pub fn lookup_nearest_symbol(ir: &Ir, from: OpId, name: Ident) -> Option<OpId> {
    let table = nearest_symbol_table(ir, from)?;
    let ctx = ir.ctx();
    let key = ir as *const Ir as usize;
    SYMBOL_CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(c) = cache.as_ref()
            && c.ir == key
            && c.table == table
            && let Some(&symbol) = c.symbols.get(&name)
            && defines_symbol_in(ir, ctx, symbol, table, name)
        {
            return Some(symbol.op);
        }
        let symbols = table_symbols(ir, table);
        let found = symbols.get(&name).map(|s| s.op);
        *cache = Some(SymbolCache {
            ir: key,
            table,
            symbols,
        });
        found
    })
}

/// Looks `attr` (a `@symbol`) up from the parent of `op`.
pub fn lookup_symbol_ref(ir: &Ir, op: OpId, attr: Attribute) -> Option<OpId> {
    let name = crate::ops::asm::symbol_ref_name(ir.ctx(), attr)?;
    let parent = ir.parent_op(op)?;
    lookup_nearest_symbol(ir, parent, name)
}

/// A verifier's ordered checks, `verify_checks!(error; holds => message, ...)`:
/// returns `Err(error(message))` for the first condition that does not hold
/// (`error` words it with or without the op's prefix, as MLIR's verifier
/// does), else evaluates to `Ok(())`, so that it ends a verifier or, with
/// `?`, stands among its statements. A message is only built when its check
/// fails.
macro_rules! verify_checks {
    ($error:expr; $($holds:expr => $message:expr),+ $(,)?) => {{
        $(
            if !$holds {
                return Err($error($message));
            }
        )+
        ::std::result::Result::<(), shader_mlir::diagnostics::Diagnostic>::Ok(())
    }};
}
pub(crate) use verify_checks;
