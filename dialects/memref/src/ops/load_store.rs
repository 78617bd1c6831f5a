//! `memref.load` and `memref.store`: one element of a memref (MLIR's
//! `memref::LoadOp` / `StoreOp`).
//!
//! ```text
//! %v = memref.load %m[%i, %j] : memref<4x4xf32>
//! memref.store %v, %m[%i, %j] {nontemporal = true} : memref<4x4xf32>
//! "memref.load"(%m, %i, %j) : (memref<4x4xf32>, index, index) -> f32
//! ```
//!
//! One `index` per dimension.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, INDEX};
use shader_mlir::ods::property::BoolAttr;
use shader_mlir::op;

use super::support::{ANY_MEMREF, AlignmentAttr, element_type, rank};

/// Load operation.
#[op(
    "memref.load",
    traits = [TypesMatchWith("result type matches element type of 'memref'", memref, result, element_type)],
    verify = verify_load
)]
#[format("$memref `[` $indices `]` attr-dict `:` type($memref)")]
pub struct LoadOp {
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    /// `DefaultValuedOptionalAttr<BoolAttr, "false">`: absent means false.
    #[property(BoolAttr)]
    nontemporal: Option<bool>,
    #[property(AlignmentAttr)]
    alignment: Option<i64>,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Store operation.
#[op(
    "memref.store",
    traits = [TypesMatchWith("type of 'value' matches element type of 'memref'", memref, value, element_type)],
    verify = verify_store
)]
#[format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")]
pub struct StoreOp {
    #[operand(ANY_TYPE)]
    value: Value,
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    /// `DefaultValuedOptionalAttr<BoolAttr, "false">`: absent means false.
    #[property(BoolAttr)]
    nontemporal: Option<bool>,
    #[property(AlignmentAttr)]
    alignment: Option<i64>,
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = LoadOp(op);
    let expected = rank(ir.ctx(), ir.value_type(load.memref(ir))).unwrap_or(0);
    let got = load.indices(ir).len();
    if got != expected {
        return Err(ir.op_error(
            op,
            format!("incorrect number of indices for load, expected {expected} but got {got}"),
        ));
    }
    Ok(())
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let store = StoreOp(op);
    let expected = rank(ir.ctx(), ir.value_type(store.memref(ir))).unwrap_or(0);
    if store.indices(ir).len() != expected {
        return Err(ir.op_error(op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}
