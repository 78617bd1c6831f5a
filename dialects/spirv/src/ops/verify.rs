//! Verification pieces shared by the ops, with MLIR's wording:
//!
//! - the scope traits of `SPIRVBase.td`: `InFunctionScope` (nested in a
//!   function-like op below the nearest symbol table) and `InModuleScope`
//!   (directly in a symbol table);
//! - the ODS checks of operand and result types against a
//!   [`TypeConstraint`], and of required attributes;
//! - symbol lookup from an op (`SymbolTable::lookupNearestSymbolFrom`).

use std::cell::RefCell;

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Attribute, Ir, OpId};
use shader_mlir::{Context, Ident};

use crate::attributes::{EnumAttr, EnumKind};
use crate::support::type_str;
use crate::types::constraints::TypeConstraint;

/// Whether `op` is function-like (MLIR's `FunctionOpInterface`): a registered
/// op with a `function_type` inherent attribute (`spirv.func`, `func.func`).
fn is_function_like(ir: &Ir, op: OpId) -> bool {
    ir.op_def(op)
        .is_some_and(|d| d.properties.contains(&"function_type"))
}

fn is_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op_def(op).is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// `InFunctionScope`: some ancestor below the nearest symbol table is function-like.
pub fn in_function_scope(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if is_symbol_table(ir, p) {
            break;
        }
        if is_function_like(ir, p) {
            return Ok(());
        }
        cur = ir.parent_op(p);
    }
    Err(ir.op_error(
        op,
        "failed to verify that op must appear in a function-like op's block",
    ))
}

/// `InModuleScope`: the parent op is a symbol table.
pub fn in_module_scope(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match ir.parent_op(op) {
        Some(p) if is_symbol_table(ir, p) => Ok(()),
        _ => Err(ir.op_error(
            op,
            "failed to verify that op must appear in a module-like op's block",
        )),
    }
}

/// ODS's check of operand `index` against `constraint`.
pub fn operand(
    ir: &Ir,
    op: OpId,
    index: usize,
    constraint: &TypeConstraint,
) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    if constraint.allows(ir.ctx(), ty) {
        return Ok(());
    }
    let message = format!(
        "operand #{index} must be {}, but got '{}'",
        constraint.description,
        type_str(ir.ctx(), ty)
    );
    Err(ir.op_error(op, message))
}

/// ODS's check of a variadic operand group starting at `start`.
pub fn variadic_operands(
    ir: &Ir,
    op: OpId,
    start: usize,
    count: usize,
    constraint: &TypeConstraint,
) -> Result<(), Diagnostic> {
    for index in start..start + count {
        let ty = ir.value_type(ir.operand(op, index));
        if !constraint.allows(ir.ctx(), ty) {
            let message = format!(
                "operand #{index} must be variadic of {}, but got '{}'",
                constraint.description,
                type_str(ir.ctx(), ty)
            );
            return Err(ir.op_error(op, message));
        }
    }
    Ok(())
}

/// ODS's check of result `index` against `constraint`.
pub fn result(
    ir: &Ir,
    op: OpId,
    index: usize,
    constraint: &TypeConstraint,
) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.result(op, index));
    if constraint.allows(ir.ctx(), ty) {
        return Ok(());
    }
    let message = format!(
        "result #{index} must be {}, but got '{}'",
        constraint.description,
        type_str(ir.ctx(), ty)
    );
    Err(ir.op_error(op, message))
}

/// ODS's check that an op has exactly `operands` operands and `results` results
/// (generic-form input can give any number).
pub fn counts(ir: &Ir, op: OpId, operands: usize, results: usize) -> Result<(), Diagnostic> {
    if ir.num_operands(op) != operands {
        let message = format!(
            "expected {operands} operands, but found {}",
            ir.num_operands(op)
        );
        return Err(ir.op_error(op, message));
    }
    if ir.num_results(op) != results {
        let message = format!(
            "requires {results} result{}",
            if results == 1 { "" } else { "s" }
        );
        let message = if results == 0 {
            "requires zero results".to_owned()
        } else {
            message
        };
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

/// At least `min` operands and exactly `results` results.
pub fn counts_at_least(ir: &Ir, op: OpId, min: usize, results: usize) -> Result<(), Diagnostic> {
    if ir.num_operands(op) < min {
        let message = format!(
            "expected {min} or more operands, but found {}",
            ir.num_operands(op)
        );
        return Err(ir.op_error(op, message));
    }
    counts(ir, op, ir.num_operands(op), results)
}

/// A required inherent attribute (`requires attribute 'name'`).
pub fn required_attr(ir: &Ir, op: OpId, name: &str) -> Result<Attribute, Diagnostic> {
    ir.attr_or_prop(op, name)
        .ok_or_else(|| ir.op_error(op, format!("requires attribute '{name}'")))
}

/// A required enum attribute of `kind` stored under the kind's mnemonic.
pub fn required_enum(ir: &Ir, op: OpId, kind: EnumKind) -> Result<u32, Diagnostic> {
    let name = kind.mnemonic();
    let attr = required_attr(ir, op, name)?;
    optional_enum_value(ir, op, name, attr, kind)
}

/// An optional enum attribute of `kind` under `name`.
pub fn optional_enum(
    ir: &Ir,
    op: OpId,
    name: &str,
    kind: EnumKind,
) -> Result<Option<u32>, Diagnostic> {
    match ir.attr_or_prop(op, name) {
        None => Ok(None),
        Some(attr) => optional_enum_value(ir, op, name, attr, kind).map(Some),
    }
}

fn optional_enum_value(
    ir: &Ir,
    op: OpId,
    name: &str,
    attr: Attribute,
    kind: EnumKind,
) -> Result<u32, Diagnostic> {
    match EnumAttr::of(ir.ctx(), attr) {
        Some(e) if e.kind == kind => Ok(e.value),
        _ => {
            let class = kind_class(kind);
            Err(ir.op_error(
                op,
                format!("attribute '{name}' failed to satisfy constraint: valid SPIR-V {class}"),
            ))
        }
    }
}

/// MLIR's enum class name of `kind` (`StorageClass`).
fn kind_class(kind: EnumKind) -> String {
    format!("{kind:?}")
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
    symbols: rustc_hash::FxHashMap<Ident, OpId>,
}

thread_local! {
    static SYMBOL_CACHE: RefCell<Option<SymbolCache>> = const { RefCell::new(None) };
}

fn table_symbols(ir: &Ir, table: OpId) -> rustc_hash::FxHashMap<Ident, OpId> {
    let ctx = ir.ctx();
    let mut symbols = rustc_hash::FxHashMap::default();
    for &region in ir.regions(table) {
        for &block in ir.region_blocks(region) {
            for op in ir.block_ops(block) {
                if let Some(name) = symbol_name(ir, op) {
                    symbols.entry(ctx.ident(name)).or_insert(op);
                }
            }
        }
    }
    symbols
}

fn defines_symbol_in(ir: &Ir, ctx: &Context, op: OpId, table: OpId, name: Ident) -> bool {
    op.index() < ir.op_capacity()
        && !ir.is_erased(op)
        && ir.parent_op(op) == Some(table)
        && symbol_name(ir, op) == Some(ctx.str(name))
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
            && let Some(&op) = c.symbols.get(&name)
            && defines_symbol_in(ir, ctx, op, table, name)
        {
            return Some(op);
        }
        let symbols = table_symbols(ir, table);
        let found = symbols.get(&name).copied();
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
