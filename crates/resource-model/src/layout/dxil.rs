//! LLVM's DXIL data layout
//! (`e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64`),
//! which gives the stride and alignment of structured buffer elements in DXIL
//! resource records and annotate properties.
//!
//! - scalars align to their size (`i1`, HLSL's `bool`, is stored in 32 bits);
//! - a vector of 3 components of 32 or 64 bits aligns to its component; any
//!   other vector aligns to its size rounded up to a power of two (LLVM's
//!   natural vector alignment), and its size is rounded up to that alignment;
//! - an array aligns like its element and is `count` elements long;
//! - a struct is laid out as in C: members at their alignment, the struct
//!   aligned to its largest member, its size rounded up to that alignment.

use super::super::element::ElementInfo;
use super::{
    LayoutError, LayoutShape, MemberLayout, TypeLayout, add, align_to, check_depth, mul, plain_leaf,
};

/// Vector alignments that differ from LLVM's natural vector alignment:
/// (components, component bytes, alignment).
const VECTOR_ALIGN_OVERRIDES: [(u32, u32, u32); 2] = [(3, 4, 4), (3, 8, 8)];

/// The DXIL data layout of `element`.
pub fn dxil_layout(element: &ElementInfo) -> Result<TypeLayout, LayoutError> {
    layout_at(element, 0)
}

fn layout_at(element: &ElementInfo, depth: usize) -> Result<TypeLayout, LayoutError> {
    check_depth(depth)?;
    Ok(match element {
        ElementInfo::Scalar(_) | ElementInfo::Byte | ElementInfo::None => plain_leaf(element),
        &ElementInfo::Vector(scalar, count) => {
            let component = scalar.byte_size();
            let bytes = mul(component, count)?;
            let align = match VECTOR_ALIGN_OVERRIDES
                .iter()
                .find(|&&(components, size, _)| components == count && size == component)
            {
                Some(&(_, _, align)) => align,
                None => bytes
                    .max(1)
                    .checked_next_power_of_two()
                    .ok_or(LayoutError::TooLarge)?,
            };
            TypeLayout::leaf(align_to(bytes, align)?, align, LayoutShape::Vector)
        }
        ElementInfo::Array(count, inner) => {
            let inner = layout_at(inner, depth + 1)?;
            TypeLayout {
                size: mul(inner.size, *count)?,
                align: inner.align,
                shape: LayoutShape::Array {
                    stride: inner.size,
                    element: Box::new(inner),
                },
            }
        }
        ElementInfo::Struct(members) => {
            let mut laid_out = Vec::with_capacity(members.len());
            let mut end = 0u32;
            let mut align = 1u32;
            for member in members {
                let layout = layout_at(member, depth + 1)?;
                let offset = align_to(end, layout.align)?;
                align = align.max(layout.align);
                end = add(offset, layout.size)?;
                laid_out.push(MemberLayout { offset, layout });
            }
            TypeLayout {
                size: align_to(end, align)?,
                align,
                shape: LayoutShape::Struct { members: laid_out },
            }
        }
    })
}
