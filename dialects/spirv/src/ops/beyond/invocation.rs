//! Invocation control beyond MLIR 22's `spirv.Kill`:
//! `spirv.TerminateInvocation` (a terminator, SPIR-V 1.6's replacement of
//! `OpKill`), `spirv.DemoteToHelperInvocation` (the invocation goes on as a
//! helper), `spirv.EXT.IsHelperInvocation`, and the fragment shader
//! interlock `spirv.EXT.BeginInvocationInterlock` /
//! `spirv.EXT.EndInvocationInterlock`; the shader clock
//! `spirv.KHR.ReadClock` (`SPV_KHR_shader_clock`).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{Op, Scope};

use super::super::encoding::Encoding;
use super::super::properties::ScopeAttr;
use crate::types::constraints::{BOOL, INT_SV};

/// Terminates the invocation (`OpTerminateInvocation`).
#[op("spirv.TerminateInvocation", traits = [Terminator], ext = Encoding::Core(Op::TerminateInvocation))]
#[format("attr-dict")]
pub struct TerminateInvocationOp {}

/// Demotes the invocation to a helper invocation.
#[op("spirv.DemoteToHelperInvocation", ext = Encoding::Core(Op::DemoteToHelperInvocation))]
#[format("attr-dict")]
pub struct DemoteToHelperInvocationOp {}

/// Whether the invocation is a helper invocation (`OpIsHelperInvocationEXT`).
#[op("spirv.EXT.IsHelperInvocation", ext = Encoding::Core(Op::IsHelperInvocationEXT))]
#[format("attr-dict `:` type($result)")]
pub struct EXTIsHelperInvocationOp {
    #[result(BOOL)]
    result: Value,
}

/// Begins the critical section of a fragment shader interlock.
#[op(
    "spirv.EXT.BeginInvocationInterlock",
    ext = Encoding::Core(Op::BeginInvocationInterlockEXT)
)]
#[format("attr-dict")]
pub struct EXTBeginInvocationInterlockOp {}

/// Ends the critical section of a fragment shader interlock.
#[op(
    "spirv.EXT.EndInvocationInterlock",
    ext = Encoding::Core(Op::EndInvocationInterlockEXT)
)]
#[format("attr-dict")]
pub struct EXTEndInvocationInterlockOp {}

/// Reads the shader clock of a scope (`OpReadClockKHR`): a 64-bit
/// integer or a vector of two 32-bit integers.
///
/// `%t = spirv.KHR.ReadClock <Subgroup> : i64`.
#[op("spirv.KHR.ReadClock", ext = Encoding::Core(Op::ReadClockKHR))]
#[format("$scope attr-dict `:` type($result)")]
pub struct KHRReadClockOp {
    #[property(ScopeAttr)]
    scope: Scope,
    #[result(INT_SV)]
    result: Value,
}

/// The ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    DemoteToHelperInvocationOp::DEF,
    EXTBeginInvocationInterlockOp::DEF,
    EXTEndInvocationInterlockOp::DEF,
    EXTIsHelperInvocationOp::DEF,
    KHRReadClockOp::DEF,
    TerminateInvocationOp::DEF,
];
