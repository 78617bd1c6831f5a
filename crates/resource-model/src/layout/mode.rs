//! Which rules each kind of buffer is laid out by under each `layout=` mode of
//! the SPIR-V lowering, DXC's `-fvk-use-gl-layout`, `-fvk-use-scalar-layout`
//! and `-fvk-use-dx-layout` ("Memory layout rules" of DXC's SPIR-V codegen
//! docs, <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#memory-layout-rules>).
//!
//! The DirectX mode lays cbuffers and tbuffers out with the legacy
//! 16-byte-row packing of [`legacy_cbuffer_layout`] and structured buffers (and everything else laid
//! out as a storage buffer) tightly, each scalar and vector at its component's
//! alignment: the scalar block rules. Neither is a std140/std430 layout in
//! general (a member may pack into the last row of a struct or array, a
//! `float4` may follow a `float` at offset 4), so modules laid out this way
//! need Vulkan's `scalarBlockLayout` feature (Vulkan 1.2, or
//! `VK_EXT_scalar_block_layout`), as `layout=scalar` does.

use super::super::element::ElementInfo;
use super::super::keyword::keyword_enum;
use super::{
    BlockLayout, CBUFFER_ROW_SIZE, LayoutError, LayoutRule, TypeLayout, align_to,
    legacy_cbuffer_layout,
};

keyword_enum! {
    /// The `layout=` option of the SPIR-V lowering.
    pub enum LayoutMode("layout mode") {
        /// DXC's vector-relaxed std140 / std430.
        Relaxed => "relaxed",
        /// Strict std140 / std430, as OpenGL lays blocks out.
        Gl => "gl",
        /// Scalar block layout for every buffer.
        Scalar => "scalar",
        /// DirectX's rules: legacy cbuffer packing for uniform buffers, tight
        /// scalar packing for structured buffers.
        Dx => "dx",
    }
}

/// The rules one buffer is laid out by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferLayout {
    /// A Vulkan block layout (std140, std430 or scalar).
    Block(BlockLayout),
    /// DirectX's legacy cbuffer packing in 16-byte rows.
    LegacyCBuffer,
}

impl LayoutMode {
    /// The layout of uniform buffers (cbuffer, ConstantBuffer).
    pub const fn uniform_buffer(self) -> BufferLayout {
        BufferLayout::Block(match self {
            LayoutMode::Relaxed => BlockLayout::new(LayoutRule::Std140, true),
            LayoutMode::Gl => BlockLayout::new(LayoutRule::Std140, false),
            LayoutMode::Scalar => BlockLayout::new(LayoutRule::Scalar, false),
            LayoutMode::Dx => return BufferLayout::LegacyCBuffer,
        })
    }

    /// The layout of storage buffers (structured, byte-address and texture
    /// buffers, push constants).
    pub const fn storage_buffer(self) -> BufferLayout {
        BufferLayout::Block(match self {
            LayoutMode::Relaxed => BlockLayout::new(LayoutRule::Std430, true),
            LayoutMode::Gl => BlockLayout::new(LayoutRule::Std430, false),
            LayoutMode::Scalar | LayoutMode::Dx => BlockLayout::new(LayoutRule::Scalar, false),
        })
    }

    /// The layout of texture buffers (tbuffer, TextureBuffer): the storage
    /// buffer layout, except that DirectX packs them like cbuffers.
    pub const fn texture_buffer(self) -> BufferLayout {
        match self {
            LayoutMode::Dx => BufferLayout::LegacyCBuffer,
            _ => self.storage_buffer(),
        }
    }

    /// Whether buffers laid out this way need Vulkan's `scalarBlockLayout`
    /// feature (spirv-val's `--scalar-block-layout`).
    pub const fn needs_scalar_block_layout(self) -> bool {
        matches!(self, LayoutMode::Scalar | LayoutMode::Dx)
    }
}

impl BufferLayout {
    /// The layout of `element` under these rules.
    pub fn layout(&self, element: &ElementInfo) -> Result<TypeLayout, LayoutError> {
        match self {
            BufferLayout::Block(block) => block.layout(element),
            BufferLayout::LegacyCBuffer => legacy_cbuffer_layout(element),
        }
    }

    /// The stride of an array (sized or runtime) whose element has layout
    /// `element`, and the alignment of the array.
    pub fn array_stride_and_align(&self, element: &TypeLayout) -> Result<(u32, u32), LayoutError> {
        match self {
            BufferLayout::Block(block) => block.array_stride_and_align(element),
            BufferLayout::LegacyCBuffer => {
                Ok((align_to(element.size, CBUFFER_ROW_SIZE)?, CBUFFER_ROW_SIZE))
            }
        }
    }
}
