//! `symbol-dce`: erases private symbols that nothing live references, as MLIR's
//! `SymbolDCE` pass does (<https://mlir.llvm.org/docs/Passes/#-symbol-dce>).
//!
//! Within each symbol table, every op that is not a private symbol is live; a
//! symbol referenced (through a symbol reference attribute anywhere inside a
//! live op) becomes live; what remains private and unreached is erased. Nested
//! symbol tables are processed innermost first.

use rustc_hash::FxHashSet;

use crate::dialect::Traits;
use crate::fn_pass;
use crate::ir::{AttrKind, Attribute, Ir, OpId};
use crate::pass::{PassContext, PassOptions, PassResult};
use crate::{Context, Ident};

fn_pass! {
    pub static SYMBOL_DCE = run {
        argument: "symbol-dce", name: "SymbolDCE",
        summary: "Eliminate dead symbols",
    }
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
    let mut tables: Vec<OpId> = Vec::new();
    cx.ir.walk(op, |o| {
        if cx.ir.op_def(o).is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
            tables.push(o);
        }
    });
    // Innermost tables first, so erasing inner symbols can't keep outer ones alive.
    for table in tables.into_iter().rev() {
        if !cx.ir.is_erased(table) {
            erase_dead_symbols(cx.ir, table);
        }
    }
    Ok(())
}

fn symbol_name(ir: &Ir, op: OpId) -> Option<Ident> {
    match ir.ctx().attr_kind(ir.attr_or_prop(op, "sym_name")?) {
        AttrKind::String { value, .. } => {
            std::str::from_utf8(value).ok().map(|s| ir.ctx().ident(s))
        }
        _ => None,
    }
}

fn is_private(ir: &Ir, op: OpId) -> bool {
    ir.attr_or_prop(op, "sym_visibility")
        .is_some_and(|v| matches!(ir.ctx().attr_kind(v), AttrKind::String { value, .. } if &value[..] == b"private"))
}

fn erase_dead_symbols(ir: &mut Ir, table: OpId) {
    let children: Vec<OpId> = ir
        .regions(table)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).iter().flat_map(|&b| ir.block_ops(b)))
        .collect();
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    let mut worklist: Vec<OpId> = Vec::new();
    for &child in &children {
        if symbol_name(ir, child).is_none() || !is_private(ir, child) {
            live.insert(child);
            worklist.push(child);
        }
    }
    let by_name: Vec<(Ident, OpId)> = children
        .iter()
        .filter_map(|&c| symbol_name(ir, c).map(|n| (n, c)))
        .collect();
    while let Some(op) = worklist.pop() {
        for referenced in referenced_roots(ir, op) {
            for &(name, sym) in &by_name {
                if name == referenced && live.insert(sym) {
                    worklist.push(sym);
                }
            }
        }
    }
    for child in children {
        if !live.contains(&child) {
            ir.erase_op(child);
        }
    }
}

/// The root names of all symbol references in the attributes of `op` and the
/// ops nested in it.
fn referenced_roots(ir: &Ir, op: OpId) -> Vec<Ident> {
    let ctx = ir.ctx();
    let mut out = Vec::new();
    let mut stack: Vec<Attribute> = Vec::new();
    ir.walk(op, |o| {
        stack.extend(ir.attrs(o).iter().map(|a| a.value));
        stack.extend(ir.properties(o));
    });
    collect_refs(ctx, stack, &mut out);
    out
}

fn collect_refs(ctx: &Context, mut stack: Vec<Attribute>, out: &mut Vec<Ident>) {
    let mut seen: FxHashSet<Attribute> = FxHashSet::default();
    while let Some(attr) = stack.pop() {
        if !seen.insert(attr) {
            continue;
        }
        match ctx.attr_kind(attr) {
            AttrKind::SymbolRef { root, .. } => out.push(*root),
            AttrKind::Array(items) => stack.extend(items.iter().copied()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().map(|e| e.value)),
            _ => {}
        }
    }
}
