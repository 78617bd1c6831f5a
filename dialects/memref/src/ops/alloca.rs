//! `memref.alloca`: stack memory of the enclosing function (MLIR's
//! `memref::AllocaOp`); in shader kernels, function-local variables and
//! arrays.
//!
//! ```text
//! %a = memref.alloca() : memref<8xf32>
//! %b = memref.alloca(%n) {alignment = 16 : i64} : memref<?xf32>
//! "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
//! ```
//!
//! One dynamic size per `?` dimension; symbol operands bind the symbols of a
//! layout map, and identity or strided layouts have none.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, TypeKind, Value};
use shader_mlir::ods::constraint::INDEX;
use shader_mlir::op;

use super::support::{ANY_MEMREF, AlignmentAttr};

/// Stack memory allocation operation.
#[op(
    "memref.alloca",
    traits = [AttrSizedOperandSegments],
    verify = verify,
    asm_names = asm_names
)]
#[format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")]
pub struct AllocaOp {
    /// One size per dynamic dimension.
    #[operand(INDEX, name = "dynamicSizes")]
    dynamic_sizes: Vec<Value>,
    /// The symbols of the layout map.
    #[operand(INDEX, name = "symbolOperands")]
    symbol_operands: Vec<Value>,
    /// The alignment in bytes, if given.
    #[property(AlignmentAttr)]
    alignment: Option<i64>,
    #[result(ANY_MEMREF)]
    memref: Value,
}

/// MLIR's `verifyAllocLikeOp`.
fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let alloca = AllocaOp(op);
    let ty = ir.value_type(alloca.memref(ir));
    let TypeKind::MemRef { shape, layout, .. } = ir.ctx().type_kind(ty) else {
        return Err(ir.op_error(op, "result must be a memref"));
    };
    let expected = shape.iter().filter(|&&d| d < 0).count();
    let has = alloca.dynamic_sizes(ir).len();
    if has != expected {
        return Err(ir.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    let symbols = alloca.symbol_operands(ir).len();
    if layout.is_none() && symbols != 0 {
        return Err(ir.op_error(
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected 0, got {symbols}"
            ),
        ));
    }
    Ok(())
}

/// Names the result `%alloca`, as upstream's `getAsmResultNames`.
fn asm_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) == 1 {
        name(ir.result(op, 0), "alloca");
    }
}
