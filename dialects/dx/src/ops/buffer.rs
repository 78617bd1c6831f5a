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

/// The buffer accesses, one row per op: `kind Op = "name", verify, BUFFER
/// (indices) VALUE, "format";`. Each takes the `handle` (of constraint
/// `BUFFER`) and `i32` indices: the `index` of the element (structured and
/// typed buffers) or byte offset (byte-address buffers), then for raw
/// buffers the byte `offset` in a structured element (else 0). `load`s
/// return the `value` (of constraint `VALUE`) and the `check_bit`, whether
/// the access was fully mapped; `store`s take the `value` last.
macro_rules! buffer_ops {
    ($($(#[$doc:meta])* $kind:ident $ty:ident = $name:literal, $verify:ident,
        $buffer:ident ($($index:ident),*) $value:ident, $format:literal;)*) => {
        $(buffer_ops!(@$kind $value, $(#[$doc])* $ty = $name, $verify, $format, {
            #[operand($buffer)]
            handle: Value,
            $(
                #[operand(I32)]
                $index: Value,
            )*
        });)*
    };
    (@load $value:ident, $($op:tt)*) => {
        buffer_ops!(@op $($op)*, {
            #[result($value)]
            value: Value,
            /// Whether the access was fully mapped.
            #[result(I1)]
            check_bit: Value,
        });
    };
    (@store $value:ident, $($op:tt)*) => {
        buffer_ops!(@op $($op)*, {
            #[operand($value)]
            value: Value,
        });
    };
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, $verify:ident, $format:literal,
        { $($access:tt)* }, { $($value:tt)* }) => {
        $(#[$doc])*
        #[op($name, verify = $verify)]
        #[format($format)]
        pub struct $ty {
            $($access)*
            $($value)*
        }
    };
}

buffer_ops! {
    /// Loads an element of a typed buffer.
    load ResourceLoadTypedBufferOp = "dx.resource.load.typedbuffer", verify_typed_load,
        TYPED_BUFFER (index) ANY_TYPE,
        "$handle `[` $index `]` attr-dict `:` type($handle) `->` type($value)";
    /// Stores an element of a typed buffer.
    store ResourceStoreTypedBufferOp = "dx.resource.store.typedbuffer", verify_typed_store,
        TYPED_BUFFER (index) ANY_TYPE,
        "$value `,` $handle `[` $index `]` attr-dict `:` type($value) `,` type($handle)";
    /// Loads a scalar or vector from a raw or structured buffer.
    load ResourceLoadRawBufferOp = "dx.resource.load.rawbuffer", verify_raw_load,
        RAW_BUFFER (index, offset) RAW_VALUE,
        "$handle `[` $index `,` $offset `]` attr-dict `:` type($handle) `->` type($value)";
    /// Stores a scalar or vector to a raw or structured buffer.
    store ResourceStoreRawBufferOp = "dx.resource.store.rawbuffer", verify_raw_store,
        RAW_BUFFER (index, offset) RAW_VALUE,
        "$value `,` $handle `[` $index `,` $offset `]` attr-dict `:` type($value) `,` type($handle)";
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
