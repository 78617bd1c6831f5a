//! `!spirv.image<T, Dim, Depth, Arrayed, Sampling, SamplerUse, Format>` and the
//! four image parameters MLIR spells with its own words (`SPIRVBase.td`:
//! `SPIRV_DepthAttr`, `SPIRV_ArrayedAttr`, `SPIRV_SamplingAttr`,
//! `SPIRV_SamplerUseAttr`). `Dim` and `Format` are the grammar's enums, spelled
//! through [`GrammarEnum`](crate::availability::GrammarEnum) (`Dim2D`, `Rgba32f`).

use shader_mlir::Context;
use shader_mlir::ir::Type;
use spirv::{Dim, ImageFormat};

use super::SpirvType;

/// An image parameter that MLIR names with its own enum. `VALUES` lists
/// `(spelling, value)` in value order; the value is the `OpTypeImage` operand.
pub trait ImageInfo: Copy + Eq + Sized + 'static {
    /// MLIR's enum class name, e.g. `ImageDepthInfo`.
    const KIND: &'static str;
    /// MLIR's attribute mnemonic, e.g. `image_depth_info`.
    const MNEMONIC: &'static str;
    const VALUES: &'static [(&'static str, Self)];

    /// MLIR's spelling.
    fn name(self) -> &'static str {
        Self::VALUES
            .iter()
            .find(|(_, v)| *v == self)
            .map_or("", |(n, _)| n)
    }

    /// The value spelled `name`.
    fn from_name(name: &str) -> Option<Self> {
        Self::VALUES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }

    /// The `OpTypeImage` operand.
    fn value(self) -> u32 {
        Self::VALUES
            .iter()
            .position(|(_, v)| *v == self)
            .unwrap_or(0) as u32
    }

    /// The parameter with `OpTypeImage` operand `value`.
    fn from_value(value: u32) -> Option<Self> {
        Self::VALUES.get(value as usize).map(|(_, v)| *v)
    }
}

macro_rules! image_info {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal { $($variant:ident),* $(,)? }) => {
        value_enum!($(#[$doc])* $name { $($variant),* });

        impl ImageInfo for $name {
            const KIND: &'static str = stringify!($name);
            const MNEMONIC: &'static str = $mnemonic;
            const VALUES: &'static [(&'static str, Self)] = &[$((stringify!($variant), $name::$variant)),*];
        }
    };
}

image_info! {
    /// Whether the image is a depth image (`OpTypeImage` Depth operand 0/1/2).
    ImageDepthInfo, "image_depth_info" { NoDepth, IsDepth, DepthUnknown }
}

image_info! {
    /// Whether the image is arrayed.
    ImageArrayedInfo, "image_arrayed_info" { NonArrayed, Arrayed }
}

image_info! {
    /// Whether the image is multisampled.
    ImageSamplingInfo, "image_sampling_info" { SingleSampled, MultiSampled }
}

image_info! {
    /// Whether the image is used with a sampler (operand 0/1/2).
    ImageSamplerUseInfo, "image_sampler_use_info" { SamplerUnknown, NeedSampler, NoSampler }
}

/// `!spirv.image<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageType {
    /// The sampled type: a scalar (or `none` for some uses), as MLIR allows.
    pub element: Type,
    pub dim: Dim,
    pub depth: ImageDepthInfo,
    pub arrayed: ImageArrayedInfo,
    pub sampling: ImageSamplingInfo,
    pub sampler_use: ImageSamplerUseInfo,
    pub format: ImageFormat,
}

impl ImageType {
    pub fn get(ctx: &Context, image: ImageType) -> Type {
        SpirvType::Image(image).intern(ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_and_operands() {
        assert_eq!(ImageDepthInfo::DepthUnknown.name(), "DepthUnknown");
        assert_eq!(ImageDepthInfo::DepthUnknown.value(), 2);
        assert_eq!(
            ImageSamplerUseInfo::from_name("NeedSampler"),
            Some(ImageSamplerUseInfo::NeedSampler)
        );
        assert_eq!(
            ImageSamplerUseInfo::from_value(2),
            Some(ImageSamplerUseInfo::NoSampler)
        );
        assert_eq!(ImageArrayedInfo::from_name("Array"), None);
        assert_eq!(ImageSamplingInfo::from_value(2), None);
        assert_eq!(ImageSamplingInfo::MNEMONIC, "image_sampling_info");
    }
}
