//! Memory layouts of resource elements: offsets of struct members, array
//! strides, sizes and alignments, under each set of rules a resource can be
//! laid out by.
//!
//! - [`BlockLayout`]: Vulkan's std140 / std430 / scalar block layouts, strict or
//!   with DXC's vector-relaxed rules (SPIR-V storage and uniform buffers);
//! - [`legacy_cbuffer_layout`]: the 16-byte-row layout of cbuffer and tbuffer
//!   (DXIL row loads and buffer sizes);
//! - [`dxil_layout`]: LLVM's DXIL data layout (structured buffer strides);
//! - [`LayoutMode`] / [`BufferLayout`]: which of these each kind of SPIR-V
//!   buffer gets under each `layout=` mode of the SPIR-V lowering.
//!
//! All layouts are computed with checked arithmetic: an element too large to
//! lay out in 32-bit offsets, or nested deeper than [`MAX_ELEMENT_DEPTH`], is a
//! [`LayoutError`], never an overflow.
//!
//! [`MAX_ELEMENT_DEPTH`]: super::MAX_ELEMENT_DEPTH

mod block;
mod dxil;
mod legacy;
mod mode;

pub use block::{BlockLayout, LayoutRule};
pub use dxil::dxil_layout;
pub use legacy::{CBUFFER_ROW_SIZE, legacy_cbuffer_layout};
pub use mode::{BufferLayout, LayoutMode};

use super::element::ElementInfo;
use super::rules::MAX_ELEMENT_DEPTH;

/// The layout of one type under some rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeLayout {
    /// Bytes the type occupies, including the padding the rules put at its
    /// end (none for the legacy cbuffer layout).
    pub size: u32,
    /// The alignment of the type's offset.
    pub align: u32,
    pub shape: LayoutShape,
}

/// How a laid-out type decomposes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LayoutShape {
    /// A scalar, or the `i8` of a byte-address buffer.
    Scalar,
    Vector,
    Array {
        stride: u32,
        element: Box<TypeLayout>,
    },
    Struct {
        members: Vec<MemberLayout>,
    },
    /// `none`: no storage.
    Empty,
}

/// A struct member at its offset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemberLayout {
    pub offset: u32,
    pub layout: TypeLayout,
}

impl TypeLayout {
    /// The member offsets of a struct layout; empty for other shapes.
    pub fn member_offsets(&self) -> impl Iterator<Item = u32> + '_ {
        let members: &[MemberLayout] = match &self.shape {
            LayoutShape::Struct { members } => members,
            _ => &[],
        };
        members.iter().map(|member| member.offset)
    }

    /// The stride of an array layout.
    pub fn array_stride(&self) -> Option<u32> {
        match self.shape {
            LayoutShape::Array { stride, .. } => Some(stride),
            _ => None,
        }
    }

    pub(crate) const fn leaf(size: u32, align: u32, shape: LayoutShape) -> Self {
        TypeLayout { size, align, shape }
    }

    pub(crate) const fn empty() -> Self {
        TypeLayout {
            size: 0,
            align: 1,
            shape: LayoutShape::Empty,
        }
    }
}

/// An element that cannot be laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    #[error("element is too large: its layout does not fit in 32-bit offsets")]
    TooLarge,
    #[error("element nesting is deeper than {MAX_ELEMENT_DEPTH} levels")]
    TooDeep,
}

/// `value` rounded up to a multiple of `align` (which is at least 1).
pub(crate) fn align_to(value: u32, align: u32) -> Result<u32, LayoutError> {
    value
        .checked_next_multiple_of(align.max(1))
        .ok_or(LayoutError::TooLarge)
}

pub(crate) fn add(a: u32, b: u32) -> Result<u32, LayoutError> {
    a.checked_add(b).ok_or(LayoutError::TooLarge)
}

pub(crate) fn mul(a: u32, b: u32) -> Result<u32, LayoutError> {
    a.checked_mul(b).ok_or(LayoutError::TooLarge)
}

/// The layout of a scalar, a byte or nothing, the same under every rule.
pub(crate) fn plain_leaf(element: &ElementInfo) -> TypeLayout {
    match element {
        ElementInfo::Scalar(scalar) => {
            let size = scalar.byte_size();
            TypeLayout::leaf(size, size, LayoutShape::Scalar)
        }
        ElementInfo::Byte => TypeLayout::leaf(1, 1, LayoutShape::Scalar),
        _ => TypeLayout::empty(),
    }
}

pub(crate) fn check_depth(depth: usize) -> Result<(), LayoutError> {
    if depth > MAX_ELEMENT_DEPTH {
        Err(LayoutError::TooDeep)
    } else {
        Ok(())
    }
}
