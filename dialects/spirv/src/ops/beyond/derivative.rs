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
use super::super::table::{op_table, same_shape_op};
use crate::types::constraints::FLOAT32_SV;

// One derivative op: `$operand : type`, the result of the operand's type.
op_table! { same_shape_op[[traits = [SameOperandsAndResultType]],
        ["$operand attr-dict `:` type($operand)"], (operand: FLOAT32_SV) -> result: FLOAT32_SV];
    derivative DPdxOp = "spirv.DPdx" (DPdx) "The partial derivative of P with respect to the window x coordinate, fine or coarse as the implementation chooses.";
    derivative DPdyOp = "spirv.DPdy" (DPdy) "The partial derivative of P with respect to the window y coordinate, fine or coarse as the implementation chooses.";
    derivative FwidthOp = "spirv.Fwidth" (Fwidth) "The sum of the absolute values of DPdx and DPdy on P.";
    derivative DPdxFineOp = "spirv.DPdxFine" (DPdxFine) "The partial derivative of P with respect to the window x coordinate, using local differencing based on the invocation's own fragment.";
    derivative DPdyFineOp = "spirv.DPdyFine" (DPdyFine) "The partial derivative of P with respect to the window y coordinate, using local differencing based on the invocation's own fragment.";
    derivative FwidthFineOp = "spirv.FwidthFine" (FwidthFine) "The sum of the absolute values of DPdxFine and DPdyFine on P.";
    derivative DPdxCoarseOp = "spirv.DPdxCoarse" (DPdxCoarse) "The partial derivative of P with respect to the window x coordinate, one value per neighbourhood of fragments.";
    derivative DPdyCoarseOp = "spirv.DPdyCoarse" (DPdyCoarse) "The partial derivative of P with respect to the window y coordinate, one value per neighbourhood of fragments.";
    derivative FwidthCoarseOp = "spirv.FwidthCoarse" (FwidthCoarse) "The sum of the absolute values of DPdxCoarse and DPdyCoarse on P.";
}
