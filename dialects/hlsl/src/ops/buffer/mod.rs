//! `hlsl.buffer.load` and `hlsl.buffer.store`: element access of buffers, the
//! `Load`/`Store` and `operator[]` of HLSL's buffer objects (LLVM's DXIL resource docs'
//! `llvm.dx.resource.load.typedbuffer` / `load.rawbuffer` and their stores).
//!
//! Three kinds of buffer take these ops, told apart by the handle type:
//!
//! - byte-address buffers (`raw`, element `i8`): `index` is a byte offset and
//!   the value is 1 to 4 components of 32 or 64 bits;
//! - structured buffers (`raw`, any other element): `index` selects an element,
//!   and an optional `member` path selects a field inside it;
//! - typed buffers (`dim = buffer`): `index` selects an element.
//!
//! Values use signless integers: signedness lives only in the handle type.

mod load;
mod store;

pub use load::BufferLoadOp;
pub use store::BufferStoreOp;

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type};

use super::support::*;

use crate::types::HandleType;
use resource_model::ResourceClass;

/// The kinds of buffer `hlsl.buffer.load` / `hlsl.buffer.store` access.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BufferKind {
    /// ByteAddressBuffer and its RW / ROV forms.
    ByteAddress,
    /// StructuredBuffer and its RW / Append / Consume / ROV forms.
    Structured,
    /// Buffer, RWBuffer, RasterizerOrderedBuffer.
    Typed,
}

impl BufferKind {
    /// The kind of buffer `handle` is, if it is one these ops access.
    pub fn of(ir: &Ir, handle: &HandleType) -> Option<BufferKind> {
        if handle.properties.counter || handle.properties.row {
            None
        } else if handle.is_byte_address(ir.ctx()) {
            Some(BufferKind::ByteAddress)
        } else if handle.properties.raw {
            Some(BufferKind::Structured)
        } else if handle.is_typed_buffer() {
            Some(BufferKind::Typed)
        } else {
            None
        }
    }
}

/// The buffer kind of the handle of a buffer access, or a message saying which
/// op accesses that handle instead.
fn buffer_kind(ir: &Ir, op: OpId, handle: &HandleType) -> Result<BufferKind, Diagnostic> {
    if let Some(kind) = BufferKind::of(ir, handle) {
        return Ok(kind);
    }
    let message = if handle.properties.counter {
        "cannot access elements through a counter handle: counter handles only feed 'hlsl.updatecounter'; use the main handle"
    } else if handle.properties.row {
        "cbuffer and tbuffer handles ('row') are read with 'hlsl.cbuffer.load'"
    } else if handle.class() == ResourceClass::Sampler {
        "samplers hold no elements; sample a texture with 'hlsl.texture.sample'"
    } else if handle.properties.feedback.is_some() {
        "feedback textures hold no elements"
    } else {
        "textures are accessed with 'hlsl.texture.load' and 'hlsl.texture.store'"
    };
    Err(ir.op_error(
        op,
        format!(
            "{message}; got '{}'",
            type_str(
                ir.ctx(),
                ir.value_type(ir.operand(op, handle_index(ir, op)))
            )
        ),
    ))
}

/// The position of the handle operand (after the stored value for stores).
fn handle_index(ir: &Ir, op: OpId) -> usize {
    if ir.op_is(op, BufferStoreOp::NAME) {
        1
    } else {
        0
    }
}

/// Checks an access of `handle` (with its optional `member` path) and returns
/// the type a value of it has: `None` for byte-address buffers, whose values
/// are any 1 to 4 components of 32 or 64 bits.
fn accessed_type(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
    kind: BufferKind,
) -> Result<Option<Type>, Diagnostic> {
    let member = member_prop(ir, op)?;
    match (kind, member) {
        (BufferKind::ByteAddress, None) => Ok(None),
        (BufferKind::Structured, None) | (BufferKind::Typed, None) => Ok(Some(handle.element)),
        (BufferKind::Structured, Some(path)) => {
            resolve_member(ir.ctx(), handle.element, &path).map(Some).map_err(|message| ir.op_error(op, message))
        }
        (BufferKind::ByteAddress | BufferKind::Typed, Some(_)) => Err(ir.op_error(
            op,
            "'member' selects a field of a structured buffer's element; byte-address and typed buffers have none",
        )),
    }
}

/// A constant index must be `>= 0`; a constant byte offset into a
/// byte-address buffer must be 4-byte aligned (DXIL's raw buffer rule).
fn check_constant_index(
    ir: &Ir,
    op: OpId,
    index: usize,
    kind: BufferKind,
) -> Result<(), Diagnostic> {
    let Some(value) = constant_int(ir, ir.operand(op, index)) else {
        return Ok(());
    };
    if value < 0 {
        return Err(ir.op_error(
            op,
            format!("operand #{index} ('index') must be >= 0, got {value}"),
        ));
    }
    if kind == BufferKind::ByteAddress && value % 4 != 0 {
        return Err(ir.op_error(
            op,
            format!("byte offset {value} into a byte-address buffer must be a multiple of 4"),
        ));
    }
    Ok(())
}

/// Checks a loaded or stored value against what the access reads or writes.
fn check_access_value(
    ir: &Ir,
    op: OpId,
    what: &str,
    value: Type,
    accessed: Option<Type>,
) -> Result<(), Diagnostic> {
    match accessed {
        None => check_byte_address_value(ir, op, what, value),
        Some(expected) => check_value_type(ir, op, what, value, expected),
    }
}
