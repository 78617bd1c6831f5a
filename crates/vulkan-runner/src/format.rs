//! Texel formats of texel buffers and images: one table that ties each SPIR-V
//! `Image Format` to its Vulkan format, texel size and numeric class.
//!
//! The pairs follow the Vulkan specification's "Compatibility Between SPIR-V Image
//! Formats and Vulkan Formats" table
//! (<https://registry.khronos.org/vulkan/specs/1.3/html/chap48.html#spirvenv-image-formats>);
//! the numeric class is what `vkCmdDispatch` requires to agree with an `OpTypeImage`'s
//! sampled type.

use ash::vk;
use spirv::ImageFormat;

/// How a shader sees the components of a texel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumericClass {
    /// Floating point, or normalized integers read as floating point.
    Float,
    /// Signed integers.
    SignedInt,
    /// Unsigned integers.
    UnsignedInt,
}

/// A texel format a texel buffer or an image can be created with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    R32f,
    Rg32f,
    Rgba32f,
    R32i,
    Rg32i,
    Rgba32i,
    R32ui,
    Rg32ui,
    Rgba32ui,
    R16f,
    Rg16f,
    Rgba16f,
    R16i,
    Rg16i,
    Rgba16i,
    R16ui,
    Rg16ui,
    Rgba16ui,
    Rgba8,
    Rgba8Snorm,
    Rgba8i,
    Rgba8ui,
}

struct FormatInfo {
    format: Format,
    spirv: ImageFormat,
    vulkan: vk::Format,
    texel_bytes: u32,
    class: NumericClass,
}

const fn row(
    format: Format,
    spirv: ImageFormat,
    vulkan: vk::Format,
    texel_bytes: u32,
    class: NumericClass,
) -> FormatInfo {
    FormatInfo {
        format,
        spirv,
        vulkan,
        texel_bytes,
        class,
    }
}

use NumericClass::{Float, SignedInt, UnsignedInt};

/// Every [`Format`], in declaration order.
#[rustfmt::skip]
static FORMATS: &[FormatInfo] = &[
    row(Format::R32f, ImageFormat::R32f, vk::Format::R32_SFLOAT, 4, Float),
    row(Format::Rg32f, ImageFormat::Rg32f, vk::Format::R32G32_SFLOAT, 8, Float),
    row(Format::Rgba32f, ImageFormat::Rgba32f, vk::Format::R32G32B32A32_SFLOAT, 16, Float),
    row(Format::R32i, ImageFormat::R32i, vk::Format::R32_SINT, 4, SignedInt),
    row(Format::Rg32i, ImageFormat::Rg32i, vk::Format::R32G32_SINT, 8, SignedInt),
    row(Format::Rgba32i, ImageFormat::Rgba32i, vk::Format::R32G32B32A32_SINT, 16, SignedInt),
    row(Format::R32ui, ImageFormat::R32ui, vk::Format::R32_UINT, 4, UnsignedInt),
    row(Format::Rg32ui, ImageFormat::Rg32ui, vk::Format::R32G32_UINT, 8, UnsignedInt),
    row(Format::Rgba32ui, ImageFormat::Rgba32ui, vk::Format::R32G32B32A32_UINT, 16, UnsignedInt),
    row(Format::R16f, ImageFormat::R16f, vk::Format::R16_SFLOAT, 2, Float),
    row(Format::Rg16f, ImageFormat::Rg16f, vk::Format::R16G16_SFLOAT, 4, Float),
    row(Format::Rgba16f, ImageFormat::Rgba16f, vk::Format::R16G16B16A16_SFLOAT, 8, Float),
    row(Format::R16i, ImageFormat::R16i, vk::Format::R16_SINT, 2, SignedInt),
    row(Format::Rg16i, ImageFormat::Rg16i, vk::Format::R16G16_SINT, 4, SignedInt),
    row(Format::Rgba16i, ImageFormat::Rgba16i, vk::Format::R16G16B16A16_SINT, 8, SignedInt),
    row(Format::R16ui, ImageFormat::R16ui, vk::Format::R16_UINT, 2, UnsignedInt),
    row(Format::Rg16ui, ImageFormat::Rg16ui, vk::Format::R16G16_UINT, 4, UnsignedInt),
    row(Format::Rgba16ui, ImageFormat::Rgba16ui, vk::Format::R16G16B16A16_UINT, 8, UnsignedInt),
    row(Format::Rgba8, ImageFormat::Rgba8, vk::Format::R8G8B8A8_UNORM, 4, Float),
    row(Format::Rgba8Snorm, ImageFormat::Rgba8Snorm, vk::Format::R8G8B8A8_SNORM, 4, Float),
    row(Format::Rgba8i, ImageFormat::Rgba8i, vk::Format::R8G8B8A8_SINT, 4, SignedInt),
    row(Format::Rgba8ui, ImageFormat::Rgba8ui, vk::Format::R8G8B8A8_UINT, 4, UnsignedInt),
];

impl Format {
    /// Every format, in declaration order.
    pub fn all() -> impl Iterator<Item = Format> {
        FORMATS.iter().map(|info| info.format)
    }

    fn info(self) -> &'static FormatInfo {
        // The table lists the variants in declaration order (checked by
        // `rows_cover_every_format_once`), so the discriminant is the row.
        &FORMATS[self as usize]
    }

    /// The format an `OpTypeImage` declares, when it is one of the table's.
    pub fn from_spirv(format: ImageFormat) -> Option<Format> {
        FORMATS
            .iter()
            .find(|info| info.spirv == format)
            .map(|info| info.format)
    }

    /// The SPIR-V `Image Format` of the same name.
    pub fn spirv(self) -> ImageFormat {
        self.info().spirv
    }

    /// The Vulkan format texel buffer views and images are created with.
    pub fn vulkan(self) -> vk::Format {
        self.info().vulkan
    }

    /// Bytes of one texel.
    pub fn texel_bytes(self) -> u32 {
        self.info().texel_bytes
    }

    /// Whether shaders read its components as floats, signed or unsigned integers.
    pub fn numeric_class(self) -> NumericClass {
        self.info().class
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_cover_every_format_once() {
        for (index, info) in FORMATS.iter().enumerate() {
            assert!(
                std::ptr::eq(info.format.info(), info),
                "{:?} resolves to another row",
                info.format
            );
            assert_eq!(Format::from_spirv(info.spirv), Some(info.format));
            let duplicates = FORMATS[index + 1..]
                .iter()
                .filter(|other| other.spirv == info.spirv || other.vulkan == info.vulkan)
                .count();
            assert_eq!(duplicates, 0, "{:?} appears twice", info.format);
        }
        assert_eq!(FORMATS.len(), 22);
    }

    #[test]
    fn sizes_match_component_counts() {
        assert_eq!(Format::Rgba32f.texel_bytes(), 16);
        assert_eq!(Format::Rg16ui.texel_bytes(), 4);
        assert_eq!(Format::Rgba8ui.texel_bytes(), 4);
        assert_eq!(Format::R32i.numeric_class(), NumericClass::SignedInt);
        assert_eq!(Format::from_spirv(ImageFormat::Unknown), None);
    }
}
