//! `hlsl.buffer.load` / `hlsl.buffer.store` for the three kinds of buffer
//! (LLVM's DXIL resource docs' typed and raw buffer accesses, DXC's SPIR-V forms):
//!
//! - structured buffers: `AccessChain %buf[0, %index, member...]`, then
//!   `Load`/`Store` of the element or member;
//! - byte-address buffers: the byte offset becomes a word index
//!   (`ShiftRightLogical` by 2); each 32-bit word is loaded or stored on its
//!   own and the value assembled with `CompositeConstruct` / `Bitcast`
//!   (64-bit components from two words, low word first);
//! - typed buffers: `ImageFetch` (Buffer) or `ImageRead` (RWBuffer) of four
//!   texels, of which the value keeps its components (their sparse forms for
//!   a `status`); `ImageWrite`.

use dialect_hlsl::ops::{BufferLoadOp, BufferStoreOp};
use dialect_hlsl::types::HandleType;
use dialect_spirv::ops::arithmetic::IAddOp;
use dialect_spirv::ops::bitwise::ShiftRightLogicalOp;
use dialect_spirv::ops::composite::{CompositeConstructOp, CompositeExtractOp};
use dialect_spirv::ops::memory::{LoadOp, StoreOp};
use dialect_spirv::types::{StructType, composite_element_type};
use shader_mlir::Context;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Location, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};

use super::handles::propagate_non_uniform;
use super::texture::{TexelAccess, read_texels, write_texels};
use super::values::{from_memory, to_memory};
use super::{Lowering, Matched};
use super::{erased, replaced};
use crate::resource_types::{ResourceKind, ResourceType, ResourceTypes};
use spirv_conversion::emit;
use spirv_conversion::values::components;

/// The lowered resource type of the handle `value` had before conversion.
pub fn resource_type(
    lowering: &Lowering,
    rewriter: &ConversionRewriter<'_>,
    handle: Value,
) -> Result<ResourceType, MatchFailure> {
    let ctx = rewriter.ctx();
    let ty = rewriter.ir().value_type(handle);
    let handle = HandleType::of(ctx, ty).or_fail("operand is not a handle")?;
    ResourceTypes::new(ctx, &lowering.settings)
        .lower(handle)
        .map_err(|_| MatchFailure("handle type has no SPIR-V form"))
}

/// The SPIR-V type an SSA value of `ty` has.
pub fn converted(
    lowering: &Lowering,
    rewriter: &ConversionRewriter<'_>,
    ty: Type,
) -> Result<Type, MatchFailure> {
    lowering
        .converter
        .convert_type(rewriter.ctx(), ty)
        .or_fail("type does not convert")
}

pub fn lower_load(
    Matched(lowering, load, op, loc, adaptor, rewriter): Matched<'_, '_, BufferLoadOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let resource = resource_type(lowering, rewriter, load.handle(ir))?;
    let member = load.member(ir);
    let result_ty = converted(lowering, rewriter, ir.value_type(load.result(ir)))?;
    let (handle, index) = (adaptor.operand(0), adaptor.operand(1));
    let status = load.status(ir).is_some();
    let mut status_value = None;
    let value = match &resource.kind {
        ResourceKind::Structured { element } => {
            let (indices, ty) = element_path(rewriter, loc, index, *element, member.as_deref())?;
            load_through(rewriter, loc, handle, &indices, ty, result_ty)?
        }
        ResourceKind::ByteAddress => load_words(rewriter, loc, handle, index, result_ty)?,
        ResourceKind::Image(image) => {
            let handles = (load.handle(rewriter.ir()), handle);
            let access = TexelAccess::new(rewriter, loc, image, handles, index);
            let (value, code) =
                read_texels(rewriter, loc, &access, (None, None), result_ty, status)?;
            status_value = code;
            value
        }
        _ => return Err(MatchFailure("not a buffer")),
    };
    let values: Vec<Value> = std::iter::once(value).chain(status_value).collect();
    if values.len() != rewriter.ir().num_results(op) {
        return Err(MatchFailure("storage buffers have no residency status"));
    }
    replaced(rewriter, op, &values)
}

pub fn lower_store(
    Matched(lowering, store, op, loc, adaptor, rewriter): Matched<'_, '_, BufferStoreOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let resource = resource_type(lowering, rewriter, store.handle(ir))?;
    let member = store.member(ir);
    let (value, handle, index) = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    match &resource.kind {
        ResourceKind::Structured { element } => {
            let (indices, ty) = element_path(rewriter, loc, index, *element, member.as_deref())?;
            store_through(rewriter, loc, handle, &indices, ty, value)?;
        }
        ResourceKind::ByteAddress => store_words(rewriter, loc, handle, index, value)?,
        ResourceKind::Image(image) => {
            let handles = (store.handle(rewriter.ir()), handle);
            let access = TexelAccess::new(rewriter, loc, image, handles, index);
            write_texels(rewriter, loc, &access, value, None);
        }
        _ => return Err(MatchFailure("not a buffer")),
    }
    erased(rewriter, op)
}

/// Whether the element of the (unconverted) handle `handle` has signed integers.
pub fn element_is_signed(rewriter: &ConversionRewriter<'_>, handle: Value) -> bool {
    let ctx = rewriter.ctx();
    HandleType::of(ctx, rewriter.ir().value_type(handle))
        .is_some_and(|h| super::values::is_signed(ctx, h.element))
}

/// The constant indices of the `member` path into a value of type `ty`,
/// appended to `indices`, and the type of the member there.
pub fn member_path(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    mut indices: Vec<Value>,
    ty: Type,
    member: &[i32],
) -> Result<(Vec<Value>, Type), MatchFailure> {
    let mut ty = ty;
    for &m in member {
        ty = composite_element_type(rewriter.ctx(), ty, m as u64)
            .or_fail("member path leaves the type")?;
        indices.push(emit::constant_i32(rewriter, loc, m));
    }
    Ok((indices, ty))
}

/// The indices `[0, %index, member...]` to an element (or member of one) of
/// a structured buffer whose elements are `element`, and the type there.
fn element_path(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    index: Value,
    element: Type,
    member: Option<&[i32]>,
) -> Result<(Vec<Value>, Type), MatchFailure> {
    let zero = emit::constant_i32(rewriter, loc, 0);
    member_path(
        rewriter,
        loc,
        vec![zero, index],
        element,
        member.unwrap_or(&[]),
    )
}

/// Loads what `indices` select below `base` (of memory type `memory`) as a
/// value of `value_ty`. Structs are loaded member by member, so that no
/// pointer to a struct other than a block is formed (a struct behind a
/// `StorageBuffer` or `Uniform` pointer reads as an interface block);
/// everything else is loaded whole and converted ([`from_memory`]).
pub fn load_through(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    base: Value,
    indices: &[Value],
    memory: Type,
    value_ty: Type,
) -> Result<Value, MatchFailure> {
    if let Some(pairs) = struct_members(rewriter.ctx(), memory, value_ty) {
        let mut members = Vec::with_capacity(pairs.len());
        for (i, (member_memory, member_value)) in pairs.into_iter().enumerate() {
            let mut path = indices.to_vec();
            path.push(emit::constant_i32(rewriter, loc, i as i32));
            members.push(load_through(
                rewriter,
                loc,
                base,
                &path,
                member_memory,
                member_value,
            )?);
        }
        let construct = CompositeConstructOp::build(rewriter, loc, value_ty, &members);
        return Ok(construct.result(rewriter.ir()));
    }
    let ptr = pointer_through(rewriter, loc, base, indices, memory);
    let loaded = LoadOp::build_from(rewriter, loc, ptr).value(rewriter.ir());
    from_memory(rewriter, loc, loaded, value_ty)
}

/// Stores `value` to what `indices` select below `base` (of memory type
/// `memory`), structs member by member (see [`load_through`]).
pub fn store_through(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    base: Value,
    indices: &[Value],
    memory: Type,
    value: Value,
) -> Result<(), MatchFailure> {
    let value_ty = rewriter.ir().value_type(value);
    if let Some(pairs) = struct_members(rewriter.ctx(), memory, value_ty) {
        for (i, (member_memory, member_value)) in pairs.into_iter().enumerate() {
            let member = CompositeExtractOp::build(rewriter, loc, member_value, value, &[i as i32])
                .component(rewriter.ir());
            let mut path = indices.to_vec();
            path.push(emit::constant_i32(rewriter, loc, i as i32));
            store_through(rewriter, loc, base, &path, member_memory, member)?;
        }
        return Ok(());
    }
    let ptr = pointer_through(rewriter, loc, base, indices, memory);
    let stored = to_memory(rewriter, loc, value, memory)?;
    StoreOp::build(rewriter, loc, ptr, stored, None, None);
    Ok(())
}

/// The member types of the structs `memory` and `value` side by side, when
/// both are structs.
fn struct_members(ctx: &Context, memory: Type, value: Type) -> Option<Vec<(Type, Type)>> {
    let (memory, value) = (StructType::of(ctx, memory)?, StructType::of(ctx, value)?);
    Some(
        memory
            .members
            .iter()
            .copied()
            .zip(value.members.iter().copied())
            .collect(),
    )
}

/// The pointer to what `indices` select below `base` (of memory type
/// `memory`), non-uniform when `base` is.
pub(super) fn pointer_through(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    base: Value,
    indices: &[Value],
    memory: Type,
) -> Value {
    let ptr = emit::access_chain(rewriter, loc, base, indices, memory);
    propagate_non_uniform(rewriter, base, ptr);
    ptr
}

/// The word index of a byte offset, and a pointer to word `k` after it.
fn word_pointer(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    handle: Value,
    word: Value,
    k: u32,
) -> Value {
    let ctx = rewriter.ctx();
    let i32 = ctx.common().i32;
    let index = if k == 0 {
        word
    } else {
        let offset = emit::constant_i32(rewriter, loc, k as i32);
        IAddOp::build(rewriter, loc, word, offset).result(rewriter.ir())
    };
    let zero = emit::constant_i32(rewriter, loc, 0);
    let ptr = emit::access_chain(rewriter, loc, handle, &[zero, index], i32);
    propagate_non_uniform(rewriter, handle, ptr);
    ptr
}

/// `offset >> 2`.
fn word_index(rewriter: &mut ConversionRewriter<'_>, loc: Location, offset: Value) -> Value {
    let two = emit::constant_i32(rewriter, loc, 2);
    ShiftRightLogicalOp::build(rewriter, loc, offset, two).result(rewriter.ir())
}

/// The scalar width in bits of a 32- or 64-bit value scalar.
fn scalar_bits(rewriter: &ConversionRewriter<'_>, scalar: Type) -> Result<u32, MatchFailure> {
    match rewriter.ctx().type_kind(scalar) {
        TypeKind::Integer {
            width: w @ (32 | 64),
            ..
        } => Ok(*w),
        TypeKind::Float(kind) if matches!(kind.width(), 32 | 64) => Ok(kind.width()),
        _ => Err(MatchFailure(
            "byte-address values have 32- or 64-bit components",
        )),
    }
}

fn load_words(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    handle: Value,
    offset: Value,
    result: Type,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let (scalar, count) = components(ctx, result);
    let bits = scalar_bits(rewriter, scalar)?;
    let words_per = bits / 32;
    let i32 = ctx.common().i32;
    let pair = ctx.vector_type(&[2], i32);
    let word = word_index(rewriter, loc, offset);
    let mut parts = Vec::with_capacity(count as usize);
    for c in 0..count {
        let mut words = Vec::with_capacity(words_per as usize);
        for w in 0..words_per {
            let ptr = word_pointer(rewriter, loc, handle, word, c * words_per + w);
            words.push(LoadOp::build_from(rewriter, loc, ptr).value(rewriter.ir()));
        }
        let part = match words.as_slice() {
            [one] => emit::bitcast(rewriter, loc, *one, scalar),
            _ => {
                let both = CompositeConstructOp::build(rewriter, loc, pair, &words);
                let both = both.result(rewriter.ir());
                emit::bitcast(rewriter, loc, both, scalar)
            }
        };
        parts.push(part);
    }
    Ok(match parts.as_slice() {
        [one] => *one,
        _ => CompositeConstructOp::build(rewriter, loc, result, &parts).result(rewriter.ir()),
    })
}

fn store_words(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    handle: Value,
    offset: Value,
    value: Value,
) -> Result<(), MatchFailure> {
    let ctx = rewriter.ctx();
    let ty = rewriter.ir().value_type(value);
    let (scalar, count) = components(ctx, ty);
    let bits = scalar_bits(rewriter, scalar)?;
    let words_per = bits / 32;
    let i32 = ctx.common().i32;
    let pair = ctx.vector_type(&[2], i32);
    let word = word_index(rewriter, loc, offset);
    for c in 0..count {
        let component = if count == 1 {
            value
        } else {
            CompositeExtractOp::build(rewriter, loc, scalar, value, &[c as i32])
                .component(rewriter.ir())
        };
        let words: Vec<Value> = if words_per == 1 {
            vec![emit::bitcast(rewriter, loc, component, i32)]
        } else {
            let both = emit::bitcast(rewriter, loc, component, pair);
            (0..2)
                .map(|w| {
                    CompositeExtractOp::build(rewriter, loc, i32, both, &[w])
                        .component(rewriter.ir())
                })
                .collect()
        };
        for (w, bits) in words.into_iter().enumerate() {
            let ptr = word_pointer(rewriter, loc, handle, word, c * words_per + w as u32);
            StoreOp::build(rewriter, loc, ptr, bits, None, None);
        }
    }
    Ok(())
}
