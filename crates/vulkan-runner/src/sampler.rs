//! Sampler state: filters, address modes, level-of-detail range and comparison,
//! each mapped to its `VkSamplerCreateInfo` field
//! (<https://registry.khronos.org/vulkan/specs/1.3/html/chap13.html#VkSamplerCreateInfo>).

use ash::vk;

/// `VkFilter` (and `VkSamplerMipmapMode` for the mipmap filter).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    #[default]
    Nearest,
    Linear,
}

/// `VkSamplerAddressMode`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AddressMode {
    Repeat,
    MirroredRepeat,
    #[default]
    ClampToEdge,
    ClampToBorder,
    /// Needs `samplerMirrorClampToEdge` (Vulkan 1.2).
    MirrorClampToEdge,
}

/// `VkCompareOp`, for comparison samplers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareOp {
    Never,
    Less,
    Equal,
    LessOrEqual,
    Greater,
    NotEqual,
    GreaterOrEqual,
    Always,
}

/// `VkBorderColor`, what [`AddressMode::ClampToBorder`] reads outside the image.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BorderColor {
    #[default]
    FloatTransparentBlack,
    IntTransparentBlack,
    FloatOpaqueBlack,
    IntOpaqueBlack,
    FloatOpaqueWhite,
    IntOpaqueWhite,
}

/// A sampler's state. The default filters nearest, clamps to the edge, allows every
/// mip level and does not compare.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sampler {
    pub mag_filter: Filter,
    pub min_filter: Filter,
    pub mipmap_filter: Filter,
    /// Address modes for u, v and w.
    pub address: [AddressMode; 3],
    pub mip_lod_bias: f32,
    pub min_lod: f32,
    /// Highest level of detail; `vk::LOD_CLAMP_NONE` (1000) leaves it unclamped.
    pub max_lod: f32,
    /// Makes this a comparison sampler (`SampleCmp`, `OpImageSampleDrefExplicitLod`).
    pub compare: Option<CompareOp>,
    pub border: BorderColor,
    /// Texel coordinates instead of normalized ones.
    pub unnormalized: bool,
}

impl Default for Sampler {
    fn default() -> Self {
        Sampler {
            mag_filter: Filter::Nearest,
            min_filter: Filter::Nearest,
            mipmap_filter: Filter::Nearest,
            address: [AddressMode::ClampToEdge; 3],
            mip_lod_bias: 0.0,
            min_lod: 0.0,
            max_lod: vk::LOD_CLAMP_NONE,
            compare: None,
            border: BorderColor::FloatTransparentBlack,
            unnormalized: false,
        }
    }
}

impl Sampler {
    /// Linear minification, magnification and mipmap filtering, clamped to the edge.
    pub fn linear() -> Self {
        Sampler {
            mag_filter: Filter::Linear,
            min_filter: Filter::Linear,
            mipmap_filter: Filter::Linear,
            ..Sampler::default()
        }
    }

    /// A nearest-filtering comparison sampler with `op`.
    pub fn comparison(op: CompareOp) -> Self {
        Sampler {
            compare: Some(op),
            ..Sampler::default()
        }
    }

    /// The same sampler with one address mode for all three coordinates.
    pub fn with_address(mut self, mode: AddressMode) -> Self {
        self.address = [mode; 3];
        self
    }

    pub(crate) fn create_info(&self) -> vk::SamplerCreateInfo<'static> {
        let [u, v, w] = self.address.map(address_mode);
        vk::SamplerCreateInfo::default()
            .mag_filter(filter(self.mag_filter))
            .min_filter(filter(self.min_filter))
            .mipmap_mode(match self.mipmap_filter {
                Filter::Nearest => vk::SamplerMipmapMode::NEAREST,
                Filter::Linear => vk::SamplerMipmapMode::LINEAR,
            })
            .address_mode_u(u)
            .address_mode_v(v)
            .address_mode_w(w)
            .mip_lod_bias(self.mip_lod_bias)
            .min_lod(self.min_lod)
            .max_lod(self.max_lod)
            .compare_enable(self.compare.is_some())
            .compare_op(self.compare.map_or(vk::CompareOp::NEVER, compare_op))
            .border_color(border_color(self.border))
            .unnormalized_coordinates(self.unnormalized)
    }

    /// Whether any coordinate uses [`AddressMode::MirrorClampToEdge`].
    pub(crate) fn mirrors_once(&self) -> bool {
        self.address.contains(&AddressMode::MirrorClampToEdge)
    }

    /// Whether it filters linearly in any way.
    pub(crate) fn filters_linearly(&self) -> bool {
        [self.mag_filter, self.min_filter, self.mipmap_filter].contains(&Filter::Linear)
    }
}

fn filter(filter: Filter) -> vk::Filter {
    match filter {
        Filter::Nearest => vk::Filter::NEAREST,
        Filter::Linear => vk::Filter::LINEAR,
    }
}

fn address_mode(mode: AddressMode) -> vk::SamplerAddressMode {
    match mode {
        AddressMode::Repeat => vk::SamplerAddressMode::REPEAT,
        AddressMode::MirroredRepeat => vk::SamplerAddressMode::MIRRORED_REPEAT,
        AddressMode::ClampToEdge => vk::SamplerAddressMode::CLAMP_TO_EDGE,
        AddressMode::ClampToBorder => vk::SamplerAddressMode::CLAMP_TO_BORDER,
        AddressMode::MirrorClampToEdge => vk::SamplerAddressMode::MIRROR_CLAMP_TO_EDGE,
    }
}

fn compare_op(op: CompareOp) -> vk::CompareOp {
    match op {
        CompareOp::Never => vk::CompareOp::NEVER,
        CompareOp::Less => vk::CompareOp::LESS,
        CompareOp::Equal => vk::CompareOp::EQUAL,
        CompareOp::LessOrEqual => vk::CompareOp::LESS_OR_EQUAL,
        CompareOp::Greater => vk::CompareOp::GREATER,
        CompareOp::NotEqual => vk::CompareOp::NOT_EQUAL,
        CompareOp::GreaterOrEqual => vk::CompareOp::GREATER_OR_EQUAL,
        CompareOp::Always => vk::CompareOp::ALWAYS,
    }
}

fn border_color(color: BorderColor) -> vk::BorderColor {
    match color {
        BorderColor::FloatTransparentBlack => vk::BorderColor::FLOAT_TRANSPARENT_BLACK,
        BorderColor::IntTransparentBlack => vk::BorderColor::INT_TRANSPARENT_BLACK,
        BorderColor::FloatOpaqueBlack => vk::BorderColor::FLOAT_OPAQUE_BLACK,
        BorderColor::IntOpaqueBlack => vk::BorderColor::INT_OPAQUE_BLACK,
        BorderColor::FloatOpaqueWhite => vk::BorderColor::FLOAT_OPAQUE_WHITE,
        BorderColor::IntOpaqueWhite => vk::BorderColor::INT_OPAQUE_WHITE,
    }
}
