//! Memory types of HLSL elements in LLVM IR.
//!
//! - [`natural_memory_type`]: an `!hlsl.struct` is a named struct
//!   `%struct.Name`, an `!hlsl.array` an LLVM array, `bool` an `i32` (HLSL
//!   stores booleans as 32-bit integers); the target's data layout places
//!   the members (DXIL's for structured buffers).
//! - [`explicit_layout_type`]: a cbuffer's layout as clang 22 writes it:
//!   a packed struct `%__cblayout_Name = type <{ ... }>` whose gaps are
//!   `target("dx.Padding", N)` / `target("spirv.Padding", N)` and whose
//!   padded arrays are `<{ [N-1 x <{ T, padding }>], T }>` (wg-hlsl proposal
//!   0034, "Explicit Padding in Structs and CBuffer Arrays",
//!   <https://github.com/llvm/wg-hlsl/blob/main/proposals/0034-explicit-padding.md>),
//!   from the offsets of the project's layout rules.

use resource_model::element_types::{ArrayType, StructType};
use resource_model::layout::{LayoutShape, TypeLayout};
use shader_mlir::Context;
use shader_mlir::ir::{Type, TypeKind};

use crate::body::float_type;
use crate::text::{Module, Ty};

/// The LLVM type of a scalar or vector as stored in memory (`i1` as `i32`).
fn memory_scalar_or_vector(ctx: &Context, ty: Type) -> Option<Ty> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => Some(Ty::i32()),
        TypeKind::Integer { width, .. } => Some(Ty::Int(*width)),
        TypeKind::Float(kind) => float_type(*kind),
        TypeKind::Vector { shape, element, .. } if shape.len() == 1 => Some(Ty::vector(
            u32::try_from(shape[0]).ok()?,
            memory_scalar_or_vector(ctx, *element)?,
        )),
        _ => None,
    }
}

/// The memory type of an element (a scalar, vector, `!hlsl.struct` or
/// `!hlsl.array`), with the target data layout's placement.
pub(crate) fn natural_memory_type(module: &mut Module, ctx: &Context, ty: Type) -> Option<Ty> {
    if let Some(strukt) = StructType::of(ctx, ty) {
        let fields: Option<Vec<Ty>> = strukt
            .members
            .iter()
            .map(|&member| natural_memory_type(module, ctx, member))
            .collect();
        return Some(module.named_struct(&format!("struct.{}", strukt.name), Ty::literal(fields?)));
    }
    if let Some(array) = ArrayType::of(ctx, ty) {
        return Some(Ty::array(
            u64::from(array.len),
            natural_memory_type(module, ctx, array.element)?,
        ));
    }
    memory_scalar_or_vector(ctx, ty)
}

/// The type of an element laid out at `layout`'s offsets, with explicit
/// padding of the target type `padding` (`dx.Padding`, `spirv.Padding`).
/// Structs are named `%__cblayout_<name>`; the outermost one takes
/// `outer_name`.
pub(crate) fn explicit_layout_type(
    module: &mut Module,
    ctx: &Context,
    ty: Type,
    layout: &TypeLayout,
    padding: &str,
    outer_name: Option<&str>,
) -> Option<Ty> {
    let pad = |bytes: u32| Ty::target(padding, vec![], vec![bytes]);
    match &layout.shape {
        LayoutShape::Scalar | LayoutShape::Vector => memory_scalar_or_vector(ctx, ty),
        LayoutShape::Empty => Some(Ty::packed(vec![])),
        LayoutShape::Array { stride, element } => {
            let array = ArrayType::of(ctx, ty)?;
            let inner = explicit_layout_type(module, ctx, array.element, element, padding, None)?;
            let gap = stride.checked_sub(element.size)?;
            if gap == 0 || array.len == 0 {
                return Some(Ty::array(u64::from(array.len), inner));
            }
            let padded = Ty::packed(vec![inner.clone(), pad(gap)]);
            Some(Ty::packed(vec![
                Ty::array(u64::from(array.len - 1), padded),
                inner,
            ]))
        }
        LayoutShape::Struct { members } => {
            let strukt = StructType::of(ctx, ty)?;
            let mut fields = Vec::new();
            let mut cursor = 0u32;
            for (member, &member_ty) in members.iter().zip(strukt.members.iter()) {
                if member.offset > cursor {
                    fields.push(pad(member.offset - cursor));
                }
                fields.push(explicit_layout_type(
                    module,
                    ctx,
                    member_ty,
                    &member.layout,
                    padding,
                    None,
                )?);
                cursor = member.offset + member.layout.size;
            }
            if layout.size > cursor {
                fields.push(pad(layout.size - cursor));
            }
            let name = outer_name.map_or_else(|| strukt.name.to_string(), str::to_owned);
            Some(module.named_struct(&format!("__cblayout_{name}"), Ty::packed(fields)))
        }
    }
}
