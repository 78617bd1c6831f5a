//! Symbol lookup (MLIR's `SymbolTable::lookupNearestSymbolFrom`): a symbol is an
//! op with a `sym_name` directly inside an op with the symbol-table trait; a
//! reference from an op resolves in the nearest such ancestor. Also the
//! visibility check every symbol op makes (`SymbolOpInterface::verify`).

use shader_mlir::Ident;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{AttrKind, Ir, OpId};

/// The `sym_name` of `op`, if it defines a symbol.
pub fn symbol_name(ir: &Ir, op: OpId) -> Option<&str> {
    match ir.ctx().attr_kind(ir.attr_or_prop(op, "sym_name")?) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// The nearest ancestor of `op` (strictly above it) that is a symbol table.
pub fn nearest_symbol_table(ir: &Ir, op: OpId) -> Option<OpId> {
    ir.ancestor_where(op, |a| {
        ir.op_def(a).is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
    })
}

/// The symbol named `name` in the symbol table nearest to `from`.
pub fn lookup_nearest_symbol(ir: &Ir, from: OpId, name: Ident) -> Option<OpId> {
    let table = nearest_symbol_table(ir, from)?;
    let wanted = ir.ctx().str(name);
    ir.regions(table)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).iter())
        .flat_map(|&b| ir.block_ops(b))
        .find(|&o| symbol_name(ir, o) == Some(wanted))
}

/// A symbol's `sym_visibility`, when present, must be `public`, `private` or
/// `nested`.
pub fn verify_visibility(ir: &Ir, op: OpId, visibility: Option<&str>) -> Result<(), Diagnostic> {
    match visibility {
        Some(vis) if !matches!(vis, "public" | "private" | "nested") => Err(ir.op_error(
            op,
            format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{vis}\""
            ),
        )),
        _ => Ok(()),
    }
}
