//! The pixel-shader ops, DXC's forms
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>):
//!
//! | `hlsl` op | SPIR-V |
//! |---|---|
//! | `ddx`, `ddy` | `DPdx`, `DPdy` |
//! | `ddx_coarse`, `ddy_coarse` | `DPdxCoarse`, `DPdyCoarse` |
//! | `ddx_fine`, `ddy_fine` | `DPdxFine`, `DPdyFine` |
//! | `discard` | `DemoteToHelperInvocation` where the target allows it, else `Kill` |
//!
//! SPIR-V's derivatives take 32-bit floats: a half value is converted to
//! `f32` and back (`FConvert`).
//!
//! `discard` follows DXC's rule ("discard" in the document above):
//! `OpDemoteToHelperInvocation`, which keeps the invocation running as a
//! helper as HLSL's `discard` does, when the target allows the
//! `DemoteToHelperInvocation` capability (SPIR-V 1.6 / Vulkan 1.3 core, or a
//! target listing it with `SPV_EXT_demote_to_helper_invocation`); `OpKill`
//! otherwise. `spirv.Kill` ends its block: the pattern puts it where the
//! discard was, and once the structured control flow exists
//! [`crate::kill::end_blocks_at_kills`] drops what follows it in the block
//! (dead code, as in DXC's output), so a branch of a selection ends in
//! `spirv.Kill` instead of branching to the merge, and a function's block
//! ends with it.

use dialect_hlsl::ops::{DdxCoarseOp, DdxFineOp, DdxOp, DdyCoarseOp, DdyFineOp, DdyOp, DiscardOp};
use dialect_spirv::ops::beyond::derivative::{
    DPdxCoarseOp, DPdxFineOp, DPdxOp, DPdyCoarseOp, DPdyFineOp, DPdyOp,
};
use dialect_spirv::ops::beyond::invocation::DemoteToHelperInvocationOp;
use dialect_spirv::ops::cast::FConvertOp;
use dialect_spirv::ops::control_flow::KillOp;
use dialect_spirv::target_env::TargetEnv;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Ir, Location, OpId, Value};
use shader_mlir::rewrite::{OpBuilder, OrFail, RewriteResult};

use super::Matched;
use super::{erased, replaced};
use spirv_conversion::values::{components, with_scalar};

/// A derivative builder: `(builder, location, operand) -> result`.
type Derivative = fn(&mut ConversionRewriter<'_>, Location, Value) -> Value;

/// An `hlsl` op's identity test.
type IsA = fn(&Ir, OpId) -> bool;

/// The SPIR-V derivative of an `hlsl` derivative op.
fn derivative(ir: &Ir, op: OpId) -> Option<Derivative> {
    let table: [(IsA, Derivative); 6] = [
        (DdxOp::isa, |b, l, v| DPdxOp::build(b, l, v).result(b.ir())),
        (DdyOp::isa, |b, l, v| DPdyOp::build(b, l, v).result(b.ir())),
        (DdxCoarseOp::isa, |b, l, v| {
            DPdxCoarseOp::build(b, l, v).result(b.ir())
        }),
        (DdyCoarseOp::isa, |b, l, v| {
            DPdyCoarseOp::build(b, l, v).result(b.ir())
        }),
        (DdxFineOp::isa, |b, l, v| {
            DPdxFineOp::build(b, l, v).result(b.ir())
        }),
        (DdyFineOp::isa, |b, l, v| {
            DPdyFineOp::build(b, l, v).result(b.ir())
        }),
    ];
    table.iter().find(|(isa, _)| isa(ir, op)).map(|&(_, d)| d)
}

pub fn lower_derivative<T>(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let build = derivative(rw.ir(), op).or_fail("not a derivative")?;
    let value = adaptor.operand(0);
    let ctx = rw.ctx();
    let ty = rw.ir().value_type(value);
    let f32_ty = ctx.common().f32;
    let result = if components(ctx, ty).0 == f32_ty {
        build(rw, loc, value)
    } else {
        let wide = with_scalar(ctx, ty, f32_ty);
        let wide_value = FConvertOp::build(rw, loc, wide, value).result(rw.ir());
        let d = build(rw, loc, wide_value);
        FConvertOp::build(rw, loc, ty, d).result(rw.ir())
    };
    replaced(rw, op, &[result])
}

/// Whether `env` allows `OpDemoteToHelperInvocation` (else a discard is
/// `OpKill`).
pub fn demote_available(env: &TargetEnv) -> bool {
    crate::resource_types::error::require_capability(
        env,
        "a discard",
        &[spirv::Capability::DemoteToHelperInvocation],
    )
    .is_ok()
}

pub fn lower_discard(
    Matched(lowering, _, op, loc, _adaptor, rw): Matched<'_, '_, DiscardOp>,
) -> RewriteResult {
    if demote_available(&lowering.settings.env) {
        DemoteToHelperInvocationOp::build(rw, loc);
    } else {
        KillOp::build(rw, loc);
    }
    erased(rw, op)
}
