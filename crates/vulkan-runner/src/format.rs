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

struct FormatInfo {
    format: Format,
    spirv: Option<ImageFormat>,
    vulkan: vk::Format,
    texel_bytes: u32,
    class: NumericClass,
    components: u32,
}

/// The SPIR-V `Image Format` a row names; `Unknown` stands for none.
const fn named(format: ImageFormat) -> Option<ImageFormat> {
    match format {
        ImageFormat::Unknown => None,
        format => Some(format),
    }
}

/// Declares [`Format`] and its table [`FORMATS`], one row a format:
/// `Name: SPIR-V image format (or Unknown), Vulkan format, texel bytes, numeric class, components;`.
macro_rules! formats {
    ($($format:ident: $spirv:ident, $vulkan:ident, $bytes:literal, $class:ident, $components:literal;)*) => {
        /// A texel format a texel buffer, an image or a color attachment can be created with.
        /// `D32f` is the depth format comparison samplers read.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Format {
            $($format,)*
        }

        /// Every [`Format`], in declaration order.
        static FORMATS: &[FormatInfo] = &[$(FormatInfo {
            format: Format::$format,
            spirv: named(ImageFormat::$spirv),
            vulkan: vk::Format::$vulkan,
            texel_bytes: $bytes,
            class: NumericClass::$class,
            components: $components,
        },)*];
    };
}

formats! {
    R32f: R32f, R32_SFLOAT, 4, Float, 1;
    Rg32f: Rg32f, R32G32_SFLOAT, 8, Float, 2;
    Rgba32f: Rgba32f, R32G32B32A32_SFLOAT, 16, Float, 4;
    R32i: R32i, R32_SINT, 4, SignedInt, 1;
    Rg32i: Rg32i, R32G32_SINT, 8, SignedInt, 2;
    Rgba32i: Rgba32i, R32G32B32A32_SINT, 16, SignedInt, 4;
    R32ui: R32ui, R32_UINT, 4, UnsignedInt, 1;
    Rg32ui: Rg32ui, R32G32_UINT, 8, UnsignedInt, 2;
    Rgba32ui: Rgba32ui, R32G32B32A32_UINT, 16, UnsignedInt, 4;
    R16f: R16f, R16_SFLOAT, 2, Float, 1;
    Rg16f: Rg16f, R16G16_SFLOAT, 4, Float, 2;
    Rgba16f: Rgba16f, R16G16B16A16_SFLOAT, 8, Float, 4;
    R16i: R16i, R16_SINT, 2, SignedInt, 1;
    Rg16i: Rg16i, R16G16_SINT, 4, SignedInt, 2;
    Rgba16i: Rgba16i, R16G16B16A16_SINT, 8, SignedInt, 4;
    R16ui: R16ui, R16_UINT, 2, UnsignedInt, 1;
    Rg16ui: Rg16ui, R16G16_UINT, 4, UnsignedInt, 2;
    Rgba16ui: Rgba16ui, R16G16B16A16_UINT, 8, UnsignedInt, 4;
    Rgba8: Rgba8, R8G8B8A8_UNORM, 4, Float, 4;
    Rgba8Snorm: Rgba8Snorm, R8G8B8A8_SNORM, 4, Float, 4;
    Rgba8i: Rgba8i, R8G8B8A8_SINT, 4, SignedInt, 4;
    Rgba8ui: Rgba8ui, R8G8B8A8_UINT, 4, UnsignedInt, 4;
    Rgb32f: Unknown, R32G32B32_SFLOAT, 12, Float, 3;
    Rgb32i: Unknown, R32G32B32_SINT, 12, SignedInt, 3;
    Rgb32ui: Unknown, R32G32B32_UINT, 12, UnsignedInt, 3;
    Rgb16f: Unknown, R16G16B16_SFLOAT, 6, Float, 3;
    Rgb16i: Unknown, R16G16B16_SINT, 6, SignedInt, 3;
    Rgb16ui: Unknown, R16G16B16_UINT, 6, UnsignedInt, 3;
    R64f: Unknown, R64_SFLOAT, 8, Float, 1;
    Rg64f: Unknown, R64G64_SFLOAT, 16, Float, 2;
    Rgb64f: Unknown, R64G64B64_SFLOAT, 24, Float, 3;
    Rgba64f: Unknown, R64G64B64A64_SFLOAT, 32, Float, 4;
    R64i: R64i, R64_SINT, 8, SignedInt, 1;
    Rg64i: Unknown, R64G64_SINT, 16, SignedInt, 2;
    Rgb64i: Unknown, R64G64B64_SINT, 24, SignedInt, 3;
    Rgba64i: Unknown, R64G64B64A64_SINT, 32, SignedInt, 4;
    R64ui: R64ui, R64_UINT, 8, UnsignedInt, 1;
    Rg64ui: Unknown, R64G64_UINT, 16, UnsignedInt, 2;
    Rgb64ui: Unknown, R64G64B64_UINT, 24, UnsignedInt, 3;
    Rgba64ui: Unknown, R64G64B64A64_UINT, 32, UnsignedInt, 4;
    R8: R8, R8_UNORM, 1, Float, 1;
    Rg8: Rg8, R8G8_UNORM, 2, Float, 2;
    R8i: R8i, R8_SINT, 1, SignedInt, 1;
    R8ui: R8ui, R8_UINT, 1, UnsignedInt, 1;
    Rg8i: Rg8i, R8G8_SINT, 2, SignedInt, 2;
    Rg8ui: Rg8ui, R8G8_UINT, 2, UnsignedInt, 2;
    D32f: Unknown, D32_SFLOAT, 4, Float, 1;
}

impl Format {
    /// Every format, in declaration order.
    pub fn all() -> impl Iterator<Item = Format> {
        FORMATS.iter().map(|info| info.format)
    }

    fn info(self) -> &'static FormatInfo {
        // The enum and the table are declared from the same rows, so the
        // discriminant is the row.
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
    use super::NumericClass::{Float, SignedInt, UnsignedInt};
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
