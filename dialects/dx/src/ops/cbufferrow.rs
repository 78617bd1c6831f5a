//! `dx.resource.load.cbufferrow`: reads one 16-byte row of a cbuffer or
//! tbuffer (LLVM's `llvm.dx.resource.load.cbufferrow.{2,4,8}`,
//! <https://llvm.org/docs/DirectX/DXILResources.html>; DXIL's
//! `cbufferLoadLegacy`).
//!
//! ```text
//! %row = dx.resource.load.cbufferrow %h[%row_index] attr-dict : !dx.CBuffer<...> -> vector<4xf32>
//! ```
//!
//! One op with the row's shape in its result type, rather than LLVM's three
//! intrinsics: LLVM needs one intrinsic per arity because each returns an
//! anonymous struct of N scalars (4 x 32-bit, 8 x 16-bit or 2 x 64-bit); in
//! MLIR a `vector<N x T>` result states N and the component type at once, so
//! one op covers every row shape and the verifier checks that it is exactly
//! 128 bits ([`row_type`](super::row_type)). Components are taken out with
//! `vector.extract`. The same op reads `!dx.TBuffer` rows, which use the same
//! legacy layout (DXC reads tbuffers a row at a time too).

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::I32;
use shader_mlir::op;

use super::constraints::{CBUFFER_ROW, ROW_BUFFER};

/// Loads a 16-byte row of a cbuffer or tbuffer.
#[op("dx.resource.load.cbufferrow")]
#[format("$handle `[` $row `]` attr-dict `:` type($handle) `->` type($result)")]
pub struct ResourceLoadCBufferRowOp {
    #[operand(ROW_BUFFER)]
    handle: Value,
    /// The row index.
    #[operand(I32)]
    row: Value,
    #[result(CBUFFER_ROW)]
    result: Value,
}
