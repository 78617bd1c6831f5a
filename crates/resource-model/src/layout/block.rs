//! Vulkan block layouts for SPIR-V uniform and storage buffers: std140, std430
//! and scalar, each strict (OpenGL's rules) or vector-relaxed (DXC's default).
//!
//! The rules are DXC's, documented in "Memory layout rules" of DXC's SPIR-V
//! codegen docs (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#memory-layout-rules>)
//! and the Vulkan spec's "Offset and Stride Assignment":
//!
//! - a scalar of N bytes aligns to N (`bool` is stored as 32 bits);
//! - a vector of 2 or 4 components of N bytes aligns to 2N or 4N, of 3
//!   components to 4N; under the scalar rule, to N;
//! - an array aligns like its element, and its stride is the element size
//!   rounded up to that alignment; std140 rounds array alignment (and so the
//!   stride) up to 16; under the scalar rule the stride is the element size;
//! - a struct aligns to its largest member alignment, rounded up to 16 under
//!   std140, and its size is rounded up to its alignment; an empty struct has
//!   size 0 and alignment 1;
//! - vector-relaxed (std140 and std430): a vector member of a struct whose
//!   components are at most 4 bytes only needs its component alignment, unless
//!   that makes it straddle improperly (a vector of at most 16 bytes crossing a
//!   16-byte boundary, or a larger vector not starting on one), in which case
//!   it is aligned to 16. The struct's own alignment still counts the strict
//!   vector alignment.
//!
//! One choice beyond DXC: under the scalar rule a struct's size is rounded up
//! to its alignment (as C does), so arrays of structs keep every member of
//! every element at its scalar alignment, as Vulkan requires.

use super::super::element::ElementInfo;
use super::{LayoutError, LayoutRules, TypeLayout, align_to, lay_out, mul};

/// The alignment of a 4-component 32-bit vector, the unit of std140 rounding
/// and of relaxed straddling.
const VEC4_ALIGN: u32 = 16;

/// The base rules of a block layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LayoutRule {
    /// Extended alignment: uniform buffers without
    /// `uniformBufferStandardLayout`.
    Std140,
    /// Base alignment: storage buffers.
    Std430,
    /// Scalar alignment (`VK_EXT_scalar_block_layout`).
    Scalar,
}

/// A block layout: base rules, and whether vectors are relaxed
/// (`VK_KHR_relaxed_block_layout`, core since Vulkan 1.1). `relaxed` has no
/// effect under [`LayoutRule::Scalar`], which is more relaxed still.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockLayout {
    pub rule: LayoutRule,
    pub relaxed: bool,
}

impl BlockLayout {
    pub const fn new(rule: LayoutRule, relaxed: bool) -> Self {
        BlockLayout { rule, relaxed }
    }

    /// The layout of `element` under these rules.
    pub fn layout(&self, element: &ElementInfo) -> Result<TypeLayout, LayoutError> {
        lay_out(self, element, 0)
    }

    /// The stride of an array (sized or runtime) whose element has layout
    /// `element`, and the alignment of the array.
    pub fn array_stride_and_align(&self, element: &TypeLayout) -> Result<(u32, u32), LayoutError> {
        let align = match self.rule {
            LayoutRule::Std140 => align_to(element.align, VEC4_ALIGN)?,
            LayoutRule::Std430 | LayoutRule::Scalar => element.align,
        };
        let stride = match self.rule {
            LayoutRule::Scalar => element.size,
            LayoutRule::Std140 | LayoutRule::Std430 => align_to(element.size, align)?,
        };
        Ok((stride, align))
    }

    fn relaxes_vectors(&self) -> bool {
        self.relaxed && self.rule != LayoutRule::Scalar
    }
}

impl LayoutRules for BlockLayout {
    fn vector(&self, component: u32, count: u32) -> Result<(u32, u32), LayoutError> {
        let align = match self.rule {
            LayoutRule::Scalar => component,
            LayoutRule::Std140 | LayoutRule::Std430 => {
                let slots = count
                    .checked_next_power_of_two()
                    .ok_or(LayoutError::TooLarge)?;
                mul(component, slots)?
            }
        };
        Ok((mul(component, count)?, align))
    }

    fn array(&self, element: &TypeLayout, count: u32) -> Result<(u32, u32, u32), LayoutError> {
        let (stride, align) = self.array_stride_and_align(element)?;
        Ok((stride, mul(stride, count)?, align))
    }

    fn member_offset(
        &self,
        end: u32,
        member: &ElementInfo,
        layout: &TypeLayout,
    ) -> Result<u32, LayoutError> {
        match member {
            ElementInfo::Vector(scalar, _) if self.relaxes_vectors() => {
                relaxed_vector_offset(end, scalar.byte_size(), layout.size, layout.align)
            }
            _ => align_to(end, layout.align),
        }
    }

    fn struct_size(
        &self,
        count: usize,
        end: u32,
        max_align: u32,
    ) -> Result<(u32, u32), LayoutError> {
        // An empty struct has size 0 and alignment 1 under every rule.
        if count == 0 {
            return Ok((0, 1));
        }
        let align = match self.rule {
            LayoutRule::Std140 => align_to(max_align, VEC4_ALIGN)?,
            LayoutRule::Std430 | LayoutRule::Scalar => max_align,
        };
        Ok((align_to(end, align)?, align))
    }
}

/// The offset of a vector member at or after `offset` under the relaxed rules.
fn relaxed_vector_offset(
    offset: u32,
    component: u32,
    size: u32,
    align: u32,
) -> Result<u32, LayoutError> {
    let align = if component <= 4 { component } else { align };
    let offset = align_to(offset, align)?;
    if straddles_improperly(offset, size) {
        align_to(offset, VEC4_ALIGN)
    } else {
        Ok(offset)
    }
}

/// A vector of at most 16 bytes crossing a 16-byte boundary, or a larger one not
/// starting on a 16-byte boundary.
fn straddles_improperly(offset: u32, size: u32) -> bool {
    if size == 0 {
        false
    } else if size <= VEC4_ALIGN {
        offset / VEC4_ALIGN != offset.saturating_add(size - 1) / VEC4_ALIGN
    } else {
        !offset.is_multiple_of(VEC4_ALIGN)
    }
}
