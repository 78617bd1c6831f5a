//! Handle creation and system values: every handle op becomes the address of
//! its resource's variable (`spirv.mlir.addressof`), followed for arrays of
//! resources by an `AccessChain` to the indexed one. A non-uniform index puts
//! `NonUniform` on that access chain (the `non_uniform` attribute, which the
//! serializer writes as the decoration) and on every access through it.
//! `hlsl.system_value` loads its built-in `Input` variable.

use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Ir, Location, Value};
use shader_mlir::rewrite::{OpBuilder, OrFail, RewriteResult};

use dialect_spirv::ops::memory::LoadOp;
use dialect_spirv::ops::structure::AddressOfOp;

use super::Matched;
use super::replaced;
use crate::resources::Global;
use spirv_conversion::emit;

/// The attribute the serializer turns into the `NonUniform` decoration.
pub const NON_UNIFORM: &str = "non_uniform";

/// `hlsl.handlefrombinding`, `handlefromimplicitbinding`,
/// `counterhandlefrom*binding` and `handlefromheap`.
pub fn lower_handle<T>(
    Matched(lowering, _, op, loc, _adaptor, rewriter): Matched<'_, '_, T>,
) -> RewriteResult {
    let handle = *lowering
        .table
        .handles
        .get(&op)
        .or_fail("handle op without a resource")?;
    let variable = address_of(rewriter, loc, &lowering.table.globals[handle.global]);
    let value = match handle.index {
        None => variable,
        Some(index) => {
            let index = rewriter.remapped_value(index);
            let pointee = dialect_spirv::types::PointerType::of(rewriter.ctx(), handle.pointer)
                .or_fail("handle type is not a pointer")?
                .pointee;
            let element = emit::access_chain(rewriter, loc, variable, &[index], pointee);
            if handle.non_uniform {
                mark_non_uniform(rewriter, element);
            }
            element
        }
    };
    replaced(rewriter, op, &[value])
}

/// `hlsl.system_value`: a load of the built-in variable.
pub fn lower_system_value<T>(
    Matched(lowering, _, op, loc, _adaptor, rewriter): Matched<'_, '_, T>,
) -> RewriteResult {
    let global = lowering.table.system_value_of(op)?;
    let variable = address_of(rewriter, loc, global);
    let value = LoadOp::build_from(rewriter, loc, variable).value(rewriter.ir());
    replaced(rewriter, op, &[value])
}

/// The address of the module variable `global` (`spirv.mlir.addressof`).
pub fn address_of(rewriter: &mut ConversionRewriter<'_>, loc: Location, global: &Global) -> Value {
    AddressOfOp::build(rewriter, loc, global.ty, &global.symbol).pointer(rewriter.ir())
}

/// Puts `NonUniform` on the op defining `value`.
pub fn mark_non_uniform(rewriter: &mut ConversionRewriter<'_>, value: Value) {
    if let Some(op) = rewriter.ir().defining_op(value) {
        let unit = rewriter.ctx().unit_attr();
        rewriter.set_attr(op, NON_UNIFORM, unit);
    }
}

/// Whether `value` (a handle pointer) was marked `NonUniform`.
pub fn is_non_uniform(ir: &Ir, value: Value) -> bool {
    ir.defining_op(value)
        .is_some_and(|op| ir.attr(op, NON_UNIFORM).is_some())
}

/// Marks `derived` non-uniform when the handle it was accessed through is.
pub fn propagate_non_uniform(rewriter: &mut ConversionRewriter<'_>, handle: Value, derived: Value) {
    if is_non_uniform(rewriter.ir(), handle) {
        mark_non_uniform(rewriter, derived);
    }
}
