//! Miscellaneous ops: `spirv.Undef` and `spirv.KHR.AssumeTrue`.
//!
//! Mirrors MLIR 22's `SPIRVMiscOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#misc-ops>).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use crate::ops::table::op_table;
use crate::types::constraints::{ANY_TYPE, BOOL};

op_table! { operands_op;
    /// Make an intermediate object whose value is undefined
    ///
    /// `%0 = spirv.Undef : f32`.
    op UndefOp = "spirv.Undef" ([traits = [Pure], ext = Encoding::Core(Op::Undef)],
        ["attr-dict `:` type($result)"],
        () -> result: ANY_TYPE);
    /// TBD
    ///
    /// `spirv.KHR.AssumeTrue %cond` (`OpAssumeTrueKHR`, `SPV_KHR_expect_assume`).
    op KHRAssumeTrueOp = "spirv.KHR.AssumeTrue" ([ext = Encoding::Core(Op::AssumeTrueKHR)],
        ["$condition attr-dict"],
        (condition: BOOL));
}
