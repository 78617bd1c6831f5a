//! `hlsl.cbuffer.load`: reads a member of a cbuffer or tbuffer (a handle with
//! `row`: the legacy 16-byte-row layout); the `dx` lowering turns it into row
//! loads at that layout.
//!
//! ```text
//! %v = "hlsl.cbuffer.load"(%cb) <{member = array<i32: 1>}> : (!hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row>) -> vector<4xf32>
//! %v = hlsl.cbuffer.load %cb member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row> -> vector<4xf32>
//! ```

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use super::constraints::{ROW_HANDLE, checked_handle};
use super::support::check_member_load;

/// Loads a member of a cbuffer or tbuffer.
#[op("hlsl.cbuffer.load", traits = [Pure], verify = verify_load)]
#[format("$handle `member` $member attr-dict `:` type($handle) `->` type($result)")]
pub struct CBufferLoadOp {
    #[operand(ROW_HANDLE)]
    handle: Value,
    /// The member path into the struct.
    #[property(DenseI32ArrayAttr)]
    member: Vec<i32>,
    #[result(ANY_TYPE)]
    result: Value,
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = CBufferLoadOp(op);
    let handle = checked_handle(ir.ctx(), ir.value_type(load.handle(ir)));
    check_member_load(ir, op, handle.element, &load.member(ir), load.result(ir))
}
