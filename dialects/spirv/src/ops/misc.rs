//! Miscellaneous ops: `spirv.Undef` and `spirv.KHR.AssumeTrue`.
//!
//! Mirrors MLIR 22's `SPIRVMiscOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#misc-ops>).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use crate::types::constraints::{ANY_TYPE, BOOL};

/// Make an intermediate object whose value is undefined
///
/// `%0 = spirv.Undef : f32`.
#[op("spirv.Undef", traits = [Pure], ext = Encoding::Core(Op::Undef))]
#[format("attr-dict `:` type($result)")]
pub struct UndefOp {
    #[result(ANY_TYPE)]
    result: Value,
}

/// TBD
///
/// `spirv.KHR.AssumeTrue %cond` (`OpAssumeTrueKHR`, `SPV_KHR_expect_assume`).
#[op("spirv.KHR.AssumeTrue", ext = Encoding::Core(Op::AssumeTrueKHR))]
#[format("$condition attr-dict")]
pub struct KHRAssumeTrueOp {
    #[operand(BOOL)]
    condition: Value,
}

/// The miscellaneous ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[UndefOp::DEF, KHRAssumeTrueOp::DEF];
