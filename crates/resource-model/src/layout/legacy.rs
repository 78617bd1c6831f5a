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
use super::{LayoutError, LayoutRules, LayoutShape, TypeLayout, add, align_to, lay_out, mul};

/// Bytes in one cbuffer row.
pub const CBUFFER_ROW_SIZE: u32 = 16;

/// The legacy cbuffer layout of `element` (the struct of a cbuffer or tbuffer).
/// Struct and array layouts report an alignment of one row.
pub fn legacy_cbuffer_layout(element: &ElementInfo) -> Result<TypeLayout, LayoutError> {
    lay_out(&Legacy, element, 0)
}

/// The rules of the legacy cbuffer layout.
struct Legacy;

impl LayoutRules for Legacy {
    fn vector(&self, component: u32, count: u32) -> Result<(u32, u32), LayoutError> {
        Ok((mul(component, count)?, component))
    }

    fn array(&self, element: &TypeLayout, count: u32) -> Result<(u32, u32, u32), LayoutError> {
        let stride = align_to(element.size, CBUFFER_ROW_SIZE)?;
        let size = match count.checked_sub(1) {
            Some(padded) => add(mul(stride, padded)?, element.size)?,
            None => 0,
        };
        Ok((stride, size, CBUFFER_ROW_SIZE))
    }

    fn member_offset(
        &self,
        end: u32,
        _: &ElementInfo,
        layout: &TypeLayout,
    ) -> Result<u32, LayoutError> {
        place(end, layout)
    }

    fn struct_size(&self, _: usize, end: u32, _: u32) -> Result<(u32, u32), LayoutError> {
        Ok((end, CBUFFER_ROW_SIZE))
    }
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
