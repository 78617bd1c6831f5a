//! `spirv.DemoteToHelperInvocation`: HLSL's `discard` as DXC emits it
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>),
//! the SPIR-V specification's `OpDemoteToHelperInvocation`
//! (<https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#OpDemoteToHelperInvocation>).
//!
//! The invocation becomes a helper invocation: its writes are dropped but it
//! goes on running, so the derivatives of its quad stay defined. Unlike
//! `spirv.Kill` it is no terminator. MLIR 22 has no such op; the syntax is
//! its bare keyword. It needs the `DemoteToHelperInvocation` capability
//! (core in SPIR-V 1.6, else `SPV_EXT_demote_to_helper_invocation`), in the
//! `Fragment` execution model.

use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;

/// Demote this fragment shader invocation to a helper invocation.
#[op(
    "spirv.DemoteToHelperInvocation",
    ext = Encoding::Core(Op::DemoteToHelperInvocation)
)]
#[format("attr-dict")]
pub struct DemoteToHelperInvocationOp {}

/// The op of this file, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[DemoteToHelperInvocationOp::DEF];
