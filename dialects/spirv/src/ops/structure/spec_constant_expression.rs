//! `spirv.SpecConstantExpression`: a specialization constant computed by
//! one op (an `OpSpecConstantOp`) at module level, under a symbol (beyond
//! MLIR 22, see docs/spirv-beyond-mlir-22.md).
//!
//! MLIR's `spirv.SpecConstantOperation` computes such a constant where a
//! function uses it; what is not in a function (the length of an array type,
//! a constituent of a `spirv.SpecConstantComposite`) needs a symbol to name
//! it:
//!
//! ```text
//! spirv.SpecConstantExpression @size : i32 {
//!   %0 = spirv.mlir.referenceof @x : i32
//!   %1 = spirv.Constant 2 : i32
//!   %2 = spirv.IMul %0, %1 : i32
//! }
//! ```
//!
//! The region holds the constants and references the computing op takes,
//! then that op (one MLIR marks `UsableInSpecConstantOp`), whose result is
//! the value; `spirv.mlir.referenceof` names the expression like a
//! specialization constant.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, RegionId, Type};
use shader_mlir::ods::constraint::SIZED_REGION_1;
use shader_mlir::ods::property::{SymbolNameAttr, TypeAttr};
use shader_mlir::op;

use super::super::encoding::Encoding;
use super::super::verify::in_module_scope;
use super::{ConstantOp, ReferenceOfOp, usable_in_spec_constant_op};
use crate::ops::table::operands_op;
use crate::ops::verify::verify_checks;
use crate::support::quoted;

operands_op!(
    /// A specialization constant computed by one op, at module level.
    SpecConstantExpressionOp = "spirv.SpecConstantExpression",
    [traits = [Symbol, NoTerminator, Pred("op must appear in a module-like op's block", in_module_scope)],
        ext = Encoding::Structural, verify_regions = verify_spec_constant_expression],
    ["$sym_name `:` $type attr-dict-with-keyword $body"],
    (prop sym_name: SymbolNameAttr = &str, prop ty: TypeAttr [name = "type"] = Type,
        region body: SIZED_REGION_1));

impl SpecConstantExpressionOp {
    /// The op computing the value: the last of the region.
    pub fn computing_op(self, ir: &Ir) -> Option<OpId> {
        ir.last_op(ir.entry_block(self.body(ir))?)
    }
}

fn verify_spec_constant_expression(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let expression = SpecConstantExpressionOp(op);
    let Some(computing) = expression.computing_op(ir) else {
        return Err(ir.op_error(op, "expects the op computing its value in its region"));
    };
    let Some(block) = ir.op_parent_block(computing) else {
        return Ok(());
    };
    for inner in ir.block_ops(block) {
        if inner != computing && !(ConstantOp::isa(ir, inner) || ReferenceOfOp::isa(ir, inner)) {
            return Err(ir.op_error(
                op,
                "expects only constants and references before the op computing its value",
            ));
        }
    }
    if !ir.op_def(computing).is_some_and(usable_in_spec_constant_op)
        || ir.num_results(computing) != 1
    {
        return Err(ir.op_error(op, "invalid enclosed op"));
    }
    let computed = ir.value_type(ir.result(computing, 0));
    verify_checks!(|message: String| ir.op_error(op, message);
        computed == expression.ty(ir) => format!("computes a value of type {}, not of its type {}", quoted(ctx, computed), quoted(ctx, expression.ty(ir))),
    )
}
