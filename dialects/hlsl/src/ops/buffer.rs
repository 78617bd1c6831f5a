//! `hlsl.buffer.load` and `hlsl.buffer.store`: element access of buffers, the
//! `Load`/`Store` and `operator[]` of HLSL's buffer objects (LLVM's
//! `llvm.dx.resource.load.typedbuffer` / `load.rawbuffer` and their stores,
//! <https://llvm.org/docs/DirectX/DXILResources.html>).
//!
//! ```text
//! %v = "hlsl.buffer.load"(%buf, %i) <{member = array<i32: 1>}>
//!        : (!hlsl.handle<srv, !hlsl.struct<"S", (f32, vector<2xi32>)>, raw>, i32) -> vector<2xi32>
//! %v = hlsl.buffer.load %buf[%i] member [1] : !hlsl.handle<srv, !hlsl.struct<"S", (f32, vector<2xi32>)>, raw> -> vector<2xi32>
//! %w, %status = hlsl.buffer.load %bytes[%offset] : !hlsl.handle<srv, i8, raw> -> vector<2xi32>, i32
//! "hlsl.buffer.store"(%v, %buf, %i) : (f32, !hlsl.handle<uav, f32, raw>, i32) -> ()
//! hlsl.buffer.store %v, %buf[%i] : f32, !hlsl.handle<uav, f32, raw>
//! ```
//!
//! Three kinds of buffer take these ops, told apart by the handle type:
//!
//! - byte-address buffers (`raw`, element `i8`): `index` is a byte offset and
//!   the value is 1 to 4 components of 32 or 64 bits;
//! - structured buffers (`raw`, any other element): `index` selects an element,
//!   and an optional `member` path selects a field inside it;
//! - typed buffers (`dim = buffer`): `index` selects an element.
//!
//! Stores need a writeable (`uav`) buffer. Values use signless integers:
//! signedness lives only in the handle type. A load's optional `status`
//! result is the `uint` HLSL's `Load(index, out status)` writes, for
//! `CheckAccessFullyMapped`.
//!
//! HLSL methods as these ops: `Load`, `operator[]`, `Load2/3/4` and
//! `Load<T>` (the result type says how much is read) and the `Store`
//! family; `Consume` is `hlsl.updatecounter` (delta -1) then a load at the
//! index it returns, `Append` `hlsl.updatecounter` (delta 1) then a store
//! (docs/hlsl-methods.md).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, I32};
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use super::constraints::{HANDLE, checked_handle};
use super::support::{
    check_byte_address_value, check_member_path, check_value_type, check_writeable_store,
    constant_int, resolve_member, type_str,
};
use crate::types::HandleType;
use resource_model::ResourceClass;

resource_access_op! {
    buffer,
    status_read_op,
    /// Loads an element, or a member of one, from a buffer.
    #[op("hlsl.buffer.load", verify = verify_load)]
    #[format(
        "$handle `[` $index `]` (`member` $member^)? attr-dict `:` type($handle) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct BufferLoadOp [] -> ANY_TYPE {}
}

resource_access_op! {
    buffer,
    declare,
    /// Stores an element, or a member of one, to a writeable buffer.
    #[op("hlsl.buffer.store", verify = verify_store)]
    #[format(
        "$value `,` $handle `[` $index `]` (`member` $member^)? attr-dict `:` type($value) `,` type($handle)"
    )]
    pub struct BufferStoreOp [
        #[operand(ANY_TYPE)]
        value: Value,
    ] {}
}

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

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = BufferLoadOp(op);
    let value = ("loaded value", ir.value_type(load.result(ir)));
    verify_access(
        ir,
        op,
        load.handle(ir),
        (1, load.index(ir)),
        load.member(ir),
        value,
    )
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let store = BufferStoreOp(op);
    let value = ("stored value", ir.value_type(store.value(ir)));
    verify_access(
        ir,
        op,
        store.handle(ir),
        (2, store.index(ir)),
        store.member(ir),
        value,
    )
}

/// The rules of both ops, given the access's handle, index operand (position
/// and value), member path and value (what it is, and its type): a buffer
/// the ops access, a valid constant index, a writeable buffer for stores, an
/// existing member, and a value of the accessed type.
fn verify_access(
    ir: &Ir,
    op: OpId,
    handle: Value,
    index: (usize, Value),
    member: Option<Vec<i32>>,
    (what, value): (&str, Type),
) -> Result<(), Diagnostic> {
    let (_, accessed) = buffer_access(ir, op, handle, index, member.as_deref(), 4)?;
    if BufferStoreOp::isa(ir, op) {
        let handle = checked_handle(ir.ctx(), ir.value_type(handle));
        check_writeable_store(ir, op, handle, "buffer")?;
    }
    match accessed {
        None => check_byte_address_value(ir, op, what, value),
        Some(expected) => check_value_type(ir, op, what, value, expected),
    }
}

/// What an access of `handle` at `index` (position and value) with an
/// optional `member` path reads or writes: the kind of buffer and the
/// accessed type (`None` for byte-address buffers, whose accesses choose
/// their type). A constant byte offset must be a multiple of `alignment`.
pub(crate) fn buffer_access(
    ir: &Ir,
    op: OpId,
    handle: Value,
    index: (usize, Value),
    member: Option<&[i32]>,
    alignment: i128,
) -> Result<(BufferKind, Option<Type>), Diagnostic> {
    let handle_type = ir.value_type(handle);
    let handle = checked_handle(ir.ctx(), handle_type);
    let kind = BufferKind::of(ir, handle).ok_or_else(|| {
        let hint = not_a_buffer(handle);
        ir.op_error(
            op,
            format!("{hint}; got '{}'", type_str(ir.ctx(), handle_type)),
        )
    })?;
    check_constant_index(ir, op, index, kind, alignment)?;
    let accessed = match (kind, member) {
        (BufferKind::ByteAddress, None) => None,
        (BufferKind::Structured | BufferKind::Typed, None) => Some(handle.element),
        (BufferKind::Structured, Some(path)) => {
            check_member_path(ir, op, path)?;
            let member = resolve_member(ir.ctx(), handle.element, path)
                .map_err(|message| ir.op_error(op, message))?;
            Some(member)
        }
        (BufferKind::ByteAddress | BufferKind::Typed, Some(path)) => {
            check_member_path(ir, op, path)?;
            return Err(ir.op_error(
                op,
                "'member' selects a field of a structured buffer's element; byte-address and typed buffers have none",
            ));
        }
    };
    Ok((kind, accessed))
}

/// Which op accesses a handle these ops do not.
fn not_a_buffer(handle: &HandleType) -> &'static str {
    if handle.properties.counter {
        "cannot access elements through a counter handle: counter handles only feed 'hlsl.updatecounter'; use the main handle"
    } else if handle.properties.row {
        "cbuffer and tbuffer handles ('row') are read with 'hlsl.cbuffer.load'"
    } else if handle.class() == ResourceClass::Sampler {
        "samplers hold no elements; sample a texture with 'hlsl.texture.sample'"
    } else if handle.properties.feedback.is_some() {
        "feedback textures hold no elements"
    } else {
        "textures are accessed with 'hlsl.texture.load' and 'hlsl.texture.store'"
    }
}

/// A constant index must be `>= 0`; a constant byte offset into a
/// byte-address buffer must be `alignment`-byte aligned (4: DXIL's raw
/// buffer rule; 8 for 64-bit atomics).
fn check_constant_index(
    ir: &Ir,
    op: OpId,
    (position, index): (usize, Value),
    kind: BufferKind,
    alignment: i128,
) -> Result<(), Diagnostic> {
    let Some(value) = constant_int(ir, index) else {
        return Ok(());
    };
    if value < 0 {
        return Err(ir.op_error(
            op,
            format!("operand #{position} ('index') must be >= 0, got {value}"),
        ));
    }
    if kind == BufferKind::ByteAddress && value % alignment != 0 {
        return Err(ir.op_error(
            op,
            format!(
                "byte offset {value} into a byte-address buffer must be a multiple of {alignment}"
            ),
        ));
    }
    Ok(())
}
