//! The buffer access ops, LLVM's `llvm.dx.resource.load.typedbuffer`,
//! `load.rawbuffer`, `store.typedbuffer` and `store.rawbuffer`
//! (<https://llvm.org/docs/DirectX/DXILResources.html>; DXIL's `bufferLoad`,
//! `rawBufferLoad`, `bufferStore`, `rawBufferStore`):
//!
//! ```text
//! %v, %ok = dx.resource.load.typedbuffer %h[%index] attr-dict : !dx.TypedBuffer<...> -> ELEM
//! %v, %ok = dx.resource.load.rawbuffer %h[%index, %offset] attr-dict : !dx.RawBuffer<...> -> VALUE
//! dx.resource.store.typedbuffer %value, %h[%index] attr-dict : VALUE, !dx.TypedBuffer<...>
//! dx.resource.store.rawbuffer %value, %h[%index, %offset] attr-dict : VALUE, !dx.RawBuffer<...>
//! ```
//!
//! Loads return the value and the `i1` check bit of `CheckAccessFullyMapped`.
//! A typed buffer's value is its element type; a store may also write the
//! full-width vector LLVM's docs describe (4 components, 2 for 64-bit ones)
//! of its component type. For a structured buffer `index` is the element and
//! `offset` the byte offset of the value in it; for a byte-address buffer
//! (`i8` element) `index` is the byte offset and `offset` is 0. Raw values
//! are a scalar or a vector of at most 4 16-, 32- or 64-bit components
//! (larger values take several ops) that fits in one element. Stores need a
//! writeable buffer.

use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, I1, I32};
use shader_mlir::op;

use super::constraints::{
    RAW_BUFFER, RAW_VALUE, TYPED_BUFFER, bit_width, checked_resource, scalar_or_vector,
};
use crate::types::ResourceType;

/// Loads an element of a typed buffer.
#[op("dx.resource.load.typedbuffer", verify = verify_typed_load)]
#[format("$handle `[` $index `]` attr-dict `:` type($handle) `->` type($value)")]
pub struct ResourceLoadTypedBufferOp {
    #[operand(TYPED_BUFFER)]
    handle: Value,
    #[operand(I32)]
    index: Value,
    /// The element.
    #[result(ANY_TYPE)]
    value: Value,
    /// Whether the access was fully mapped.
    #[result(I1)]
    check_bit: Value,
}

/// Loads a scalar or vector from a raw or structured buffer.
#[op("dx.resource.load.rawbuffer", verify = verify_raw_load)]
#[format("$handle `[` $index `,` $offset `]` attr-dict `:` type($handle) `->` type($value)")]
pub struct ResourceLoadRawBufferOp {
    #[operand(RAW_BUFFER)]
    handle: Value,
    /// The element (structured buffers) or byte offset (byte-address buffers).
    #[operand(I32)]
    index: Value,
    /// The byte offset in the element (structured buffers), else 0.
    #[operand(I32)]
    offset: Value,
    #[result(RAW_VALUE)]
    value: Value,
    /// Whether the access was fully mapped.
    #[result(I1)]
    check_bit: Value,
}

/// Stores an element of a typed buffer.
#[op("dx.resource.store.typedbuffer", verify = verify_typed_store)]
#[format("$value `,` $handle `[` $index `]` attr-dict `:` type($value) `,` type($handle)")]
pub struct ResourceStoreTypedBufferOp {
    #[operand(TYPED_BUFFER)]
    handle: Value,
    #[operand(I32)]
    index: Value,
    #[operand(ANY_TYPE)]
    value: Value,
}

/// Stores a scalar or vector to a raw or structured buffer.
#[op("dx.resource.store.rawbuffer", verify = verify_raw_store)]
#[format(
    "$value `,` $handle `[` $index `,` $offset `]` attr-dict `:` type($value) `,` type($handle)"
)]
pub struct ResourceStoreRawBufferOp {
    #[operand(RAW_BUFFER)]
    handle: Value,
    /// As for [`ResourceLoadRawBufferOp::index`].
    #[operand(I32)]
    index: Value,
    /// As for [`ResourceLoadRawBufferOp::offset`].
    #[operand(I32)]
    offset: Value,
    #[operand(RAW_VALUE)]
    value: Value,
}

/// The buffer of an access (operand #0, checked by its constraint).
fn buffer(ir: &Ir, op: OpId) -> &ResourceType {
    checked_resource(ir.ctx(), ir.value_type(ir.operand(op, 0)))
}

fn verify_typed_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let element = typed_element(ir, op);
    let value = ir.value_type(ResourceLoadTypedBufferOp(op).value(ir));
    if value == element {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "result #0 must be the buffer's element type '{}', but got '{}'",
            type_to_string(ir.ctx(), element),
            type_to_string(ir.ctx(), value)
        ),
    ))
}

fn verify_typed_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_writeable(ir, op)?;
    let ctx = ir.ctx();
    let element = typed_element(ir, op);
    let value = ir.value_type(ResourceStoreTypedBufferOp(op).value(ir));
    let full_width = scalar_or_vector(ctx, element, 4).map(|(component, _)| {
        let count = if bit_width(ctx, component) == Some(64) {
            2
        } else {
            4
        };
        ctx.vector_type(&[count], component)
    });
    if value == element || Some(value) == full_width {
        return Ok(());
    }
    let wide = full_width
        .map(|t| format!(" or '{}'", type_to_string(ctx, t)))
        .unwrap_or_default();
    Err(ir.op_error(
        op,
        format!(
            "operand #2 must be the buffer's element type '{}'{wide}, but got '{}'",
            type_to_string(ctx, element),
            type_to_string(ctx, value)
        ),
    ))
}

fn verify_raw_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let value = ResourceLoadRawBufferOp(op).value(ir);
    check_raw_value_fits(ir, op, "result #0", ir.value_type(value))
}

fn verify_raw_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_writeable(ir, op)?;
    let value = ResourceStoreRawBufferOp(op).value(ir);
    check_raw_value_fits(ir, op, "operand #3", ir.value_type(value))
}

/// The element type of the typed buffer of an access.
fn typed_element(ir: &Ir, op: OpId) -> Type {
    buffer(ir, op)
        .element
        .expect("the typed buffer constraint admits buffers with an element")
}

/// The buffer of a store must be writeable.
fn check_writeable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if buffer(ir, op).is_writeable() {
        return Ok(());
    }
    let found = type_to_string(ir.ctx(), ir.value_type(ir.operand(op, 0)));
    Err(ir.op_error(
        op,
        format!("operand #0 must be a writeable buffer (IsWriteable = 1), but got '{found}'"),
    ))
}

/// A raw value (`what` in messages) fits in one element of a structured
/// buffer.
fn check_raw_value_fits(ir: &Ir, op: OpId, what: &str, ty: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let stride = buffer(ir, op)
        .resource_info(ctx)
        .ok()
        .and_then(|info| info.record_struct_stride());
    match (stride, value_bytes(ir, ty)) {
        (Some(stride), Some(bytes)) if bytes > stride => Err(ir.op_error(
            op,
            format!(
                "{what} '{}' ({bytes} bytes) does not fit in a buffer element of {stride} bytes",
                type_to_string(ctx, ty)
            ),
        )),
        _ => Ok(()),
    }
}

/// The size in bytes of a scalar or vector value (`i1` counts 4, as stored).
fn value_bytes(ir: &Ir, ty: Type) -> Option<u32> {
    let ctx = ir.ctx();
    let (scalar, count) = scalar_or_vector(ctx, ty, i64::MAX)?;
    let bits = bit_width(ctx, scalar)?;
    let bytes = if bits == 1 { 4 } else { bits.div_ceil(8) };
    bytes.checked_mul(u32::try_from(count).ok()?)
}
