//! Texel formats of texel buffers and images: one table that ties each format to its
//! Vulkan format, its SPIR-V `Image Format` (where SPIR-V has one), texel size,
//! component count and numeric class.
//!
//! The SPIR-V pairs follow the Vulkan specification's "Compatibility Between SPIR-V
//! Image Formats and Vulkan Formats" table
//! (<https://registry.khronos.org/vulkan/specs/1.3/html/chap48.html#spirvenv-image-formats>);
//! formats without a SPIR-V name (three-component, most 64-bit, depth) can still back
//! sampled images, texel buffers and storage images declared with `Unknown` format.
//! The numeric class is what `vkCmdDispatch` requires to agree with an `OpTypeImage`'s
//! sampled type.

use ash::vk;
use spirv::ImageFormat;

/// How a shader sees the components of a texel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumericClass {
    /// Floating point, or normalized integers read as floating point.
    Float,
    /// Signed integers.
    SignedInt,
    /// Unsigned integers.
    UnsignedInt,
}

/// A texel format a texel buffer, an image or a color attachment can be created with.
/// `D32f` is the depth format comparison samplers read.
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
    Rgb32f,
    Rgb32i,
    Rgb32ui,
    Rgb16f,
    Rgb16i,
    Rgb16ui,
    R64f,
    Rg64f,
    Rgb64f,
    Rgba64f,
    R64i,
    Rg64i,
    Rgb64i,
    Rgba64i,
    R64ui,
    Rg64ui,
    Rgb64ui,
    Rgba64ui,
    R8,
    Rg8,
    R8i,
    R8ui,
    Rg8i,
    Rg8ui,
    D32f,
}

struct FormatInfo {
    format: Format,
    spirv: Option<ImageFormat>,
    vulkan: vk::Format,
    texel_bytes: u32,
    class: NumericClass,
    components: u32,
}

const fn row(
    format: Format,
    spirv: Option<ImageFormat>,
    vulkan: vk::Format,
    texel_bytes: u32,
    class: NumericClass,
    components: u32,
) -> FormatInfo {
    FormatInfo {
        format,
        spirv,
        vulkan,
        texel_bytes,
        class,
        components,
    }
}

use NumericClass::{Float, SignedInt, UnsignedInt};

/// Every [`Format`], in declaration order.
#[rustfmt::skip]
static FORMATS: &[FormatInfo] = &[
    row(Format::R32f, Some(ImageFormat::R32f), vk::Format::R32_SFLOAT, 4, Float, 1),
    row(Format::Rg32f, Some(ImageFormat::Rg32f), vk::Format::R32G32_SFLOAT, 8, Float, 2),
    row(Format::Rgba32f, Some(ImageFormat::Rgba32f), vk::Format::R32G32B32A32_SFLOAT, 16, Float, 4),
    row(Format::R32i, Some(ImageFormat::R32i), vk::Format::R32_SINT, 4, SignedInt, 1),
    row(Format::Rg32i, Some(ImageFormat::Rg32i), vk::Format::R32G32_SINT, 8, SignedInt, 2),
    row(Format::Rgba32i, Some(ImageFormat::Rgba32i), vk::Format::R32G32B32A32_SINT, 16, SignedInt, 4),
    row(Format::R32ui, Some(ImageFormat::R32ui), vk::Format::R32_UINT, 4, UnsignedInt, 1),
    row(Format::Rg32ui, Some(ImageFormat::Rg32ui), vk::Format::R32G32_UINT, 8, UnsignedInt, 2),
    row(Format::Rgba32ui, Some(ImageFormat::Rgba32ui), vk::Format::R32G32B32A32_UINT, 16, UnsignedInt, 4),
    row(Format::R16f, Some(ImageFormat::R16f), vk::Format::R16_SFLOAT, 2, Float, 1),
    row(Format::Rg16f, Some(ImageFormat::Rg16f), vk::Format::R16G16_SFLOAT, 4, Float, 2),
    row(Format::Rgba16f, Some(ImageFormat::Rgba16f), vk::Format::R16G16B16A16_SFLOAT, 8, Float, 4),
    row(Format::R16i, Some(ImageFormat::R16i), vk::Format::R16_SINT, 2, SignedInt, 1),
    row(Format::Rg16i, Some(ImageFormat::Rg16i), vk::Format::R16G16_SINT, 4, SignedInt, 2),
    row(Format::Rgba16i, Some(ImageFormat::Rgba16i), vk::Format::R16G16B16A16_SINT, 8, SignedInt, 4),
    row(Format::R16ui, Some(ImageFormat::R16ui), vk::Format::R16_UINT, 2, UnsignedInt, 1),
    row(Format::Rg16ui, Some(ImageFormat::Rg16ui), vk::Format::R16G16_UINT, 4, UnsignedInt, 2),
    row(Format::Rgba16ui, Some(ImageFormat::Rgba16ui), vk::Format::R16G16B16A16_UINT, 8, UnsignedInt, 4),
    row(Format::Rgba8, Some(ImageFormat::Rgba8), vk::Format::R8G8B8A8_UNORM, 4, Float, 4),
    row(Format::Rgba8Snorm, Some(ImageFormat::Rgba8Snorm), vk::Format::R8G8B8A8_SNORM, 4, Float, 4),
    row(Format::Rgba8i, Some(ImageFormat::Rgba8i), vk::Format::R8G8B8A8_SINT, 4, SignedInt, 4),
    row(Format::Rgba8ui, Some(ImageFormat::Rgba8ui), vk::Format::R8G8B8A8_UINT, 4, UnsignedInt, 4),
    row(Format::Rgb32f, None, vk::Format::R32G32B32_SFLOAT, 12, Float, 3),
    row(Format::Rgb32i, None, vk::Format::R32G32B32_SINT, 12, SignedInt, 3),
    row(Format::Rgb32ui, None, vk::Format::R32G32B32_UINT, 12, UnsignedInt, 3),
    row(Format::Rgb16f, None, vk::Format::R16G16B16_SFLOAT, 6, Float, 3),
    row(Format::Rgb16i, None, vk::Format::R16G16B16_SINT, 6, SignedInt, 3),
    row(Format::Rgb16ui, None, vk::Format::R16G16B16_UINT, 6, UnsignedInt, 3),
    row(Format::R64f, None, vk::Format::R64_SFLOAT, 8, Float, 1),
    row(Format::Rg64f, None, vk::Format::R64G64_SFLOAT, 16, Float, 2),
    row(Format::Rgb64f, None, vk::Format::R64G64B64_SFLOAT, 24, Float, 3),
    row(Format::Rgba64f, None, vk::Format::R64G64B64A64_SFLOAT, 32, Float, 4),
    row(Format::R64i, Some(ImageFormat::R64i), vk::Format::R64_SINT, 8, SignedInt, 1),
    row(Format::Rg64i, None, vk::Format::R64G64_SINT, 16, SignedInt, 2),
    row(Format::Rgb64i, None, vk::Format::R64G64B64_SINT, 24, SignedInt, 3),
    row(Format::Rgba64i, None, vk::Format::R64G64B64A64_SINT, 32, SignedInt, 4),
    row(Format::R64ui, Some(ImageFormat::R64ui), vk::Format::R64_UINT, 8, UnsignedInt, 1),
    row(Format::Rg64ui, None, vk::Format::R64G64_UINT, 16, UnsignedInt, 2),
    row(Format::Rgb64ui, None, vk::Format::R64G64B64_UINT, 24, UnsignedInt, 3),
    row(Format::Rgba64ui, None, vk::Format::R64G64B64A64_UINT, 32, UnsignedInt, 4),
    row(Format::R8, Some(ImageFormat::R8), vk::Format::R8_UNORM, 1, Float, 1),
    row(Format::Rg8, Some(ImageFormat::Rg8), vk::Format::R8G8_UNORM, 2, Float, 2),
    row(Format::R8i, Some(ImageFormat::R8i), vk::Format::R8_SINT, 1, SignedInt, 1),
    row(Format::R8ui, Some(ImageFormat::R8ui), vk::Format::R8_UINT, 1, UnsignedInt, 1),
    row(Format::Rg8i, Some(ImageFormat::Rg8i), vk::Format::R8G8_SINT, 2, SignedInt, 2),
    row(Format::Rg8ui, Some(ImageFormat::Rg8ui), vk::Format::R8G8_UINT, 2, UnsignedInt, 2),
    row(Format::D32f, None, vk::Format::D32_SFLOAT, 4, Float, 1),
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
            .find(|info| info.spirv == Some(format))
            .map(|info| info.format)
    }

    /// The non-normalized color format with `components` components of
    /// `component_bytes` bytes each, read as `class`, if the table has one.
    pub fn find(class: NumericClass, component_bytes: u32, components: u32) -> Option<Format> {
        FORMATS
            .iter()
            .find(|info| {
                info.class == class
                    && info.components == components
                    && info.texel_bytes == component_bytes * components
                    && !info.format.is_depth()
                    && !info.format.is_normalized()
            })
            .map(|info| info.format)
    }

    /// The SPIR-V `Image Format` of the same name, if SPIR-V has one.
    pub fn spirv(self) -> Option<ImageFormat> {
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

    /// Components per texel.
    pub fn components(self) -> u32 {
        self.info().components
    }

    /// Whether shaders read its components as floats, signed or unsigned integers.
    pub fn numeric_class(self) -> NumericClass {
        self.info().class
    }

    /// Whether this is a depth format (its images have the depth aspect).
    pub fn is_depth(self) -> bool {
        self == Format::D32f
    }

    /// Whether integers stored in it are read as normalized floats.
    pub fn is_normalized(self) -> bool {
        matches!(
            self,
            Format::Rgba8 | Format::Rgba8Snorm | Format::R8 | Format::Rg8
        )
    }

    /// The image aspect its images have.
    pub(crate) fn aspect(self) -> vk::ImageAspectFlags {
        if self.is_depth() {
            vk::ImageAspectFlags::DEPTH
        } else {
            vk::ImageAspectFlags::COLOR
        }
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
            if let Some(spirv) = info.spirv {
                assert_eq!(Format::from_spirv(spirv), Some(info.format));
            }
            let duplicates = FORMATS[index + 1..]
                .iter()
                .filter(|other| {
                    (other.spirv.is_some() && other.spirv == info.spirv)
                        || other.vulkan == info.vulkan
                })
                .count();
            assert_eq!(duplicates, 0, "{:?} appears twice", info.format);
            assert_eq!(
                info.texel_bytes % info.components,
                0,
                "{:?}: components of unequal size",
                info.format
            );
        }
        assert_eq!(FORMATS.len(), 47);
    }

    #[test]
    fn sizes_match_component_counts() {
        assert_eq!(Format::Rgba32f.texel_bytes(), 16);
        assert_eq!(Format::Rg16ui.texel_bytes(), 4);
        assert_eq!(Format::Rgba8ui.texel_bytes(), 4);
        assert_eq!(Format::Rgb32f.components(), 3);
        assert_eq!(Format::R32i.numeric_class(), NumericClass::SignedInt);
        assert_eq!(Format::from_spirv(ImageFormat::Unknown), None);
    }

    #[test]
    fn finds_formats_by_their_parts() {
        assert_eq!(Format::find(Float, 4, 3), Some(Format::Rgb32f));
        assert_eq!(Format::find(UnsignedInt, 8, 1), Some(Format::R64ui));
        assert_eq!(Format::find(SignedInt, 2, 4), Some(Format::Rgba16i));
        assert_eq!(
            Format::find(Float, 1, 4),
            None,
            "normalized formats are not found"
        );
        assert_eq!(Format::find(Float, 4, 5), None);
    }
}
