//! `hlsl.buffer.getdimensions`: the size of a buffer (HLSL's
//! `GetDimensions` on buffers).
//!
//! ```text
//! %n = hlsl.buffer.getdimensions %typed : !hlsl.handle<srv, vector<4xf32>, dim = buffer> -> i32
//! %bytes = hlsl.buffer.getdimensions %raw : !hlsl.handle<uav, i8, raw> -> i32
//! %n, %stride = hlsl.buffer.getdimensions %sb : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<3xf32>)>, raw> -> i32, i32
//! ```
//!
//! Typed buffers give their element count, byte-address buffers their size
//! in bytes, structured buffers (Append and Consume too) their element count
//! and, as a second result, the element stride in the target's layout (the
//! stride is a property of the layout the lowering picks, so it is a result
//! rather than a constant here).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::I32;
use shader_mlir::op;

use super::buffer::BufferKind;
use super::constraints::{HANDLE, checked_handle};
use super::support::type_str;

/// The size of a buffer.
#[op("hlsl.buffer.getdimensions", traits = [Pure], verify = verify)]
#[format("$handle attr-dict `:` type($handle) `->` type($size) (`,` type($stride)^)?")]
pub struct BufferGetDimensionsOp {
    #[operand(HANDLE)]
    handle: Value,
    /// Elements, or bytes for byte-address buffers.
    #[result(I32)]
    size: Value,
    /// The element stride of a structured buffer.
    #[result(I32)]
    stride: Option<Value>,
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let dims = BufferGetDimensionsOp(op);
    let ty = ir.value_type(dims.handle(ir));
    let handle = checked_handle(ir.ctx(), ty);
    let Some(kind) = BufferKind::of(ir, handle) else {
        return Err(ir.op_error(
            op,
            format!(
                "requires a typed, structured or byte-address buffer (textures use 'hlsl.texture.getdimensions'); got '{}'",
                type_str(ir.ctx(), ty)
            ),
        ));
    };
    match (kind == BufferKind::Structured, dims.stride(ir).is_some()) {
        (true, false) => Err(ir.op_error(
            op,
            "a structured buffer's dimensions are its element count and stride: add the second result ('-> i32, i32')",
        )),
        (false, true) => Err(ir.op_error(
            op,
            "only structured buffers have a stride result; typed buffers give their element count, byte-address buffers their size in bytes",
        )),
        _ => Ok(()),
    }
}
