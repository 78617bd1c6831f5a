//! `func.call`: a direct call of a `func.func` by symbol (MLIR's `func::CallOp`).
//!
//! ```text
//! %0 = call @f(%a) : (i32) -> i32
//! "func.call"(%a) <{callee = @f}> : (i32) -> i32
//! ```
//!
//! The callee is looked up in the nearest symbol table; its signature must match
//! the operands and results.

use shader_mlir::Ident;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, Type, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::{DictArrayAttr, FlatSymbolRefAttr, UnitAttr};
use shader_mlir::op;

use super::func::FuncOp;
use super::support::type_str;
use crate::symbol::lookup_nearest_symbol;

/// Call operation.
#[op("func.call", verify = verify)]
#[format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")]
pub struct CallOp {
    /// The called function.
    #[property(FlatSymbolRefAttr)]
    callee: &str,
    #[operand(ANY_TYPE)]
    operands: Vec<Value>,
    /// One attribute dictionary per argument.
    #[property(DictArrayAttr)]
    arg_attrs: Option<&[Attribute]>,
    /// One attribute dictionary per result.
    #[property(DictArrayAttr)]
    res_attrs: Option<&[Attribute]>,
    #[property(UnitAttr)]
    no_inline: bool,
    #[result(ANY_TYPE)]
    results: Vec<Value>,
}

/// The uses of the callee symbol (MLIR's `CallOp::verifySymbolUses`).
fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let call = CallOp(op);
    let name: Ident = ctx.ident(call.callee(ir));
    let func = lookup_nearest_symbol(ir, op, name).and_then(|f| FuncOp::cast(ir, f));
    let Some((inputs, results)) = func.and_then(|f| f.signature(ir)) else {
        return Err(ir.op_error(
            op,
            format!("'{}' does not reference a valid function", ctx.str(name)),
        ));
    };
    if inputs.len() != ir.num_operands(op) {
        return Err(ir.op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (actual, &expected)) in ir.operand_types(op).zip(&inputs).enumerate() {
        if actual != expected {
            return Err(ir.op_error(
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_str(ctx, expected),
                    type_str(ctx, actual)
                ),
            ));
        }
    }
    if results.len() != ir.num_results(op) {
        return Err(ir.op_error(op, "incorrect number of results for callee"));
    }
    let list = |types: &mut dyn Iterator<Item = Type>| {
        types
            .map(|t| format!("'{}'", type_str(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (i, (actual, &expected)) in ir.result_types(op).zip(&results).enumerate() {
        if actual != expected {
            let mut diag = ir.op_error(op, format!("result type mismatch at index {i}"));
            let loc = ctx.diag_location(ir.op_loc(op));
            diag.attach_note(
                loc.clone(),
                format!("      op result types: {}", list(&mut ir.result_types(op))),
            );
            diag.attach_note(
                loc,
                format!(
                    "function result types: {}",
                    list(&mut results.iter().copied())
                ),
            );
            return Err(diag);
        }
    }
    Ok(())
}
