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
use super::{LayoutError, LayoutRules, TypeLayout, align_to, lay_out, mul};

/// Vector alignments that differ from LLVM's natural vector alignment:
/// (components, component bytes, alignment).
const VECTOR_ALIGN_OVERRIDES: [(u32, u32, u32); 2] = [(3, 4, 4), (3, 8, 8)];

/// The DXIL data layout of `element`.
pub fn dxil_layout(element: &ElementInfo) -> Result<TypeLayout, LayoutError> {
    lay_out(&Dxil, element, 0)
}

/// The rules of LLVM's DXIL data layout.
struct Dxil;

impl LayoutRules for Dxil {
    fn vector(&self, component: u32, count: u32) -> Result<(u32, u32), LayoutError> {
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
        Ok((align_to(bytes, align)?, align))
    }

    fn array(&self, element: &TypeLayout, count: u32) -> Result<(u32, u32, u32), LayoutError> {
        Ok((element.size, mul(element.size, count)?, element.align))
    }

    fn struct_size(&self, _: usize, end: u32, max_align: u32) -> Result<(u32, u32), LayoutError> {
        Ok((align_to(end, max_align)?, max_align))
    }
}
