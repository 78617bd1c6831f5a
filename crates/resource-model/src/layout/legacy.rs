//! The legacy constant buffer layout of cbuffer and tbuffer: DXBC's 16-byte
//! rows ("Packing Rules for Constant Variables",
//! <https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-packing-rules>),
//! as clang's HLSL buffer layout builder and DXC's `FxcCTBuffer` rule compute it:
//!
//! - scalars and vectors align to their component size and are packed into
//!   16-byte rows; one that would cross a row boundary starts the next row
//!   (so one larger than a row always starts a row);
//! - structs and arrays start a new row;
//! - every array element starts a new row: the stride is the element size
//!   rounded up to 16, and the last element is not padded;
//! - nothing is padded at its end: a struct's size ends at its last member,
//!   and the next member may pack into the rest of that row.
//!
//! The size of the whole buffer is the end of its last member, the last row not
//! padded: the `CBuffer` size of DXIL's records and annotate properties.

use super::super::element::ElementInfo;
use super::{
    LayoutError, LayoutShape, MemberLayout, TypeLayout, add, align_to, check_depth, mul, plain_leaf,
};

/// Bytes in one cbuffer row.
pub const CBUFFER_ROW_SIZE: u32 = 16;

/// The legacy cbuffer layout of `element` (the struct of a cbuffer or tbuffer).
/// Struct and array layouts report an alignment of one row.
pub fn legacy_cbuffer_layout(element: &ElementInfo) -> Result<TypeLayout, LayoutError> {
    layout_at(element, 0)
}

fn layout_at(element: &ElementInfo, depth: usize) -> Result<TypeLayout, LayoutError> {
    check_depth(depth)?;
    Ok(match element {
        ElementInfo::Scalar(_) | ElementInfo::Byte | ElementInfo::None => plain_leaf(element),
        &ElementInfo::Vector(scalar, count) => {
            let component = scalar.byte_size();
            TypeLayout::leaf(mul(component, count)?, component, LayoutShape::Vector)
        }
        ElementInfo::Array(count, inner) => {
            let inner = layout_at(inner, depth + 1)?;
            let stride = align_to(inner.size, CBUFFER_ROW_SIZE)?;
            let size = match count.checked_sub(1) {
                Some(padded) => add(mul(stride, padded)?, inner.size)?,
                None => 0,
            };
            TypeLayout {
                size,
                align: CBUFFER_ROW_SIZE,
                shape: LayoutShape::Array {
                    stride,
                    element: Box::new(inner),
                },
            }
        }
        ElementInfo::Struct(members) => {
            let mut laid_out = Vec::with_capacity(members.len());
            let mut end = 0u32;
            for member in members {
                let layout = layout_at(member, depth + 1)?;
                let offset = place(end, &layout)?;
                end = end.max(add(offset, layout.size)?);
                laid_out.push(MemberLayout { offset, layout });
            }
            TypeLayout {
                size: end,
                align: CBUFFER_ROW_SIZE,
                shape: LayoutShape::Struct { members: laid_out },
            }
        }
    })
}

/// The offset of a member with layout `layout` placed after `end`.
fn place(end: u32, layout: &TypeLayout) -> Result<u32, LayoutError> {
    match layout.shape {
        LayoutShape::Array { .. } | LayoutShape::Struct { .. } => align_to(end, CBUFFER_ROW_SIZE),
        LayoutShape::Scalar | LayoutShape::Vector | LayoutShape::Empty => {
            let offset = align_to(end, layout.align)?;
            let crosses_row = layout.size > 0
                && offset / CBUFFER_ROW_SIZE
                    != offset.saturating_add(layout.size - 1) / CBUFFER_ROW_SIZE;
            if crosses_row {
                align_to(offset, CBUFFER_ROW_SIZE)
            } else {
                Ok(offset)
            }
        }
    }
}
