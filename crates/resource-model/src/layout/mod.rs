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

/// How one set of rules places vectors, arrays and struct members;
/// [`lay_out`] walks an element with them (scalars, bytes and nothing are
/// laid out the same under every rule).
pub(crate) trait LayoutRules {
    /// The size and alignment of a vector of `count` components of
    /// `component` bytes.
    fn vector(&self, component: u32, count: u32) -> Result<(u32, u32), LayoutError>;

    /// The stride, size and alignment of an array of `count` elements laid
    /// out as `element`.
    fn array(&self, element: &TypeLayout, count: u32) -> Result<(u32, u32, u32), LayoutError>;

    /// The offset of a struct member laid out as `layout`, placed after the
    /// members before it, which end at `end`: by default, the next multiple
    /// of its alignment.
    fn member_offset(
        &self,
        end: u32,
        _member: &ElementInfo,
        layout: &TypeLayout,
    ) -> Result<u32, LayoutError> {
        align_to(end, layout.align)
    }

    /// The size and alignment of a struct of `count` members that end at
    /// `end`, the largest member alignment being `max_align`.
    fn struct_size(
        &self,
        count: usize,
        end: u32,
        max_align: u32,
    ) -> Result<(u32, u32), LayoutError>;
}

/// The layout of `element`, nested `depth` levels deep, under `rules`.
pub(crate) fn lay_out(
    rules: &impl LayoutRules,
    element: &ElementInfo,
    depth: usize,
) -> Result<TypeLayout, LayoutError> {
    check_depth(depth)?;
    Ok(match element {
        ElementInfo::Scalar(_) | ElementInfo::Byte | ElementInfo::None => plain_leaf(element),
        &ElementInfo::Vector(scalar, count) => {
            let (size, align) = rules.vector(scalar.byte_size(), count)?;
            TypeLayout::leaf(size, align, LayoutShape::Vector)
        }
        ElementInfo::Array(count, inner) => {
            let inner = lay_out(rules, inner, depth + 1)?;
            let (stride, size, align) = rules.array(&inner, *count)?;
            TypeLayout {
                size,
                align,
                shape: LayoutShape::Array {
                    stride,
                    element: Box::new(inner),
                },
            }
        }
        ElementInfo::Struct(members) => {
            let mut laid_out = Vec::with_capacity(members.len());
            let (mut end, mut max_align) = (0u32, 1u32);
            for member in members {
                let layout = lay_out(rules, member, depth + 1)?;
                let offset = rules.member_offset(end, member, &layout)?;
                max_align = max_align.max(layout.align);
                end = add(offset, layout.size)?;
                laid_out.push(MemberLayout { offset, layout });
            }
            let (size, align) = rules.struct_size(members.len(), end, max_align)?;
            TypeLayout {
                size,
                align,
                shape: LayoutShape::Struct { members: laid_out },
            }
        }
    })
}

pub(crate) fn check_depth(depth: usize) -> Result<(), LayoutError> {
    if depth > MAX_ELEMENT_DEPTH {
        Err(LayoutError::TooDeep)
    } else {
        Ok(())
    }
}
