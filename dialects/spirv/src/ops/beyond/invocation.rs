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
use crate::ops::table::op_table;
use crate::types::constraints::{BOOL, INT_SV};

op_table! { operands_op;
    /// Demotes the invocation to a helper invocation.
    bare DemoteToHelperInvocationOp = "spirv.DemoteToHelperInvocation" (DemoteToHelperInvocation);
    /// Begins the critical section of a fragment shader interlock.
    bare EXTBeginInvocationInterlockOp = "spirv.EXT.BeginInvocationInterlock" (BeginInvocationInterlockEXT);
    /// Ends the critical section of a fragment shader interlock.
    bare EXTEndInvocationInterlockOp = "spirv.EXT.EndInvocationInterlock" (EndInvocationInterlockEXT);
    /// Whether the invocation is a helper invocation (`OpIsHelperInvocationEXT`).
    op EXTIsHelperInvocationOp = "spirv.EXT.IsHelperInvocation" (
        [ext = Encoding::Core(Op::IsHelperInvocationEXT)],
        ["attr-dict `:` type($result)"],
        () -> result: BOOL);
    /// Reads the shader clock of a scope (`OpReadClockKHR`): a 64-bit
    /// integer or a vector of two 32-bit integers.
    ///
    /// `%t = spirv.KHR.ReadClock <Subgroup> : i64`.
    op KHRReadClockOp = "spirv.KHR.ReadClock" ([ext = Encoding::Core(Op::ReadClockKHR)],
        ["$scope attr-dict `:` type($result)"],
        (prop scope: ScopeAttr = Scope) -> result: INT_SV);
    /// Terminates the invocation (`OpTerminateInvocation`).
    bare TerminateInvocationOp = "spirv.TerminateInvocation" (TerminateInvocation, [Terminator]);
}
