//! Derivative instructions: `spirv.DPdx`, `spirv.DPdy`, `spirv.Fwidth` and
//! their `Fine` and `Coarse` forms (the SPIR-V specification's "Derivative
//! Instructions",
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#_derivative_instructions>).
//!
//! MLIR 22 has none of them; their syntax is that of its unary float ops
//! (`%d = spirv.DPdx %v : vector<2xf32>`). They read the other invocations
//! of a quad, so none is `Pure`: they may not move across control flow. The
//! plain forms need `Shader`, the `Fine` and `Coarse` ones
//! `DerivativeControl` (the grammar's availability); all exist in the
//! `Fragment` execution model (and compute with derivative groups).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::super::encoding::Encoding;
use crate::types::constraints::FLOAT32_SV;

/// One derivative op: `$operand : type`, the result of the operand's type.
macro_rules! derivative_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $(#[$doc])*
        #[op($name, traits = [SameOperandsAndResultType], ext = Encoding::Core(Op::$opcode))]
        #[format("$operand attr-dict `:` type($operand)")]
        pub struct $ty {
            #[operand(FLOAT32_SV)]
            operand: Value,
            #[result(FLOAT32_SV)]
            result: Value,
        }
    };
}

derivative_op!(
    /// The partial derivative of P with respect to the window x coordinate,
    /// fine or coarse as the implementation chooses.
    DPdxOp = "spirv.DPdx" => DPdx
);
derivative_op!(
    /// The partial derivative of P with respect to the window y coordinate,
    /// fine or coarse as the implementation chooses.
    DPdyOp = "spirv.DPdy" => DPdy
);
derivative_op!(
    /// The sum of the absolute values of DPdx and DPdy on P.
    FwidthOp = "spirv.Fwidth" => Fwidth
);
derivative_op!(
    /// The partial derivative of P with respect to the window x coordinate,
    /// using local differencing based on the invocation's own fragment.
    DPdxFineOp = "spirv.DPdxFine" => DPdxFine
);
derivative_op!(
    /// The partial derivative of P with respect to the window y coordinate,
    /// using local differencing based on the invocation's own fragment.
    DPdyFineOp = "spirv.DPdyFine" => DPdyFine
);
derivative_op!(
    /// The sum of the absolute values of DPdxFine and DPdyFine on P.
    FwidthFineOp = "spirv.FwidthFine" => FwidthFine
);
derivative_op!(
    /// The partial derivative of P with respect to the window x coordinate,
    /// one value per neighbourhood of fragments.
    DPdxCoarseOp = "spirv.DPdxCoarse" => DPdxCoarse
);
derivative_op!(
    /// The partial derivative of P with respect to the window y coordinate,
    /// one value per neighbourhood of fragments.
    DPdyCoarseOp = "spirv.DPdyCoarse" => DPdyCoarse
);
derivative_op!(
    /// The sum of the absolute values of DPdxCoarse and DPdyCoarse on P.
    FwidthCoarseOp = "spirv.FwidthCoarse" => FwidthCoarse
);

/// The derivative ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    DPdxOp::DEF,
    DPdyOp::DEF,
    FwidthOp::DEF,
    DPdxFineOp::DEF,
    DPdyFineOp::DEF,
    FwidthFineOp::DEF,
    DPdxCoarseOp::DEF,
    DPdyCoarseOp::DEF,
    FwidthCoarseOp::DEF,
];
