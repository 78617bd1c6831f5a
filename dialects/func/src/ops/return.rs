//! `func.return`: returns from a `func.func` with values matching its result
//! types (MLIR's `func::ReturnOp`).
//!
//! ```text
//! return
//! return %0, %1 : i32, f32
//! "func.return"(%0) : (i32) -> ()
//! ```

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::SymbolNameAttr;
use shader_mlir::op;

use super::func::FuncOp;
use super::support::type_str;

/// Function return operation.
#[op(
    "func.return",
    traits = [Pure, HasParent("func.func"), ReturnLike, Terminator],
    verify = verify
)]
#[format("attr-dict ($operands^ `:` type($operands))?")]
pub struct ReturnOp {
    #[operand(ANY_TYPE)]
    operands: Vec<Value>,
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(func) = ir.parent_op(op).and_then(|p| FuncOp::cast(ir, p)) else {
        return Ok(());
    };
    let name = func
        .sym_name_attr(ir)
        .and_then(|a| SymbolNameAttr::get(ir.ctx(), a));
    let (Some((_, results)), Some(name)) = (func.signature(ir), name) else {
        return Ok(());
    };
    let n = ir.num_operands(op);
    if n != results.len() {
        return Err(ir.op_error(
            op,
            format!(
                "has {n} operands, but enclosing function (@{name}) returns {}",
                results.len()
            ),
        ));
    }
    for (i, (operand, &expected)) in ir.operand_types(op).zip(&results).enumerate() {
        if operand != expected {
            return Err(ir.error_at(
                ir.op_loc(op),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_str(ir.ctx(), operand),
                    type_str(ir.ctx(), expected)
                ),
            ));
        }
    }
    Ok(())
}
