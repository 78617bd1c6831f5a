//! The SPIR-V image type of textures and typed buffers: dimension, arrayed,
//! multisampled, whether it is used with a sampler, and the image format.
//!
//! Follows wg-hlsl proposal 0015's SPIR-V table (DXC's mapping,
//! <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#textures>):
//! SRVs are sampled images of `Unknown` format; UAVs are storage images whose
//! format follows the element ([`UAV_IMAGE_FORMATS`]), `Unknown` when no
//! format fits (which needs `StorageImageReadWithoutFormat` /
//! `StorageImageWriteWithoutFormat`). Feedback textures have no SPIR-V form.

use spirv::{Dim, ImageFormat};

use resource_model::{ElementInfo, HandleProperties, ResourceClass, ResourceDim, Scalar};

/// The format of a storage image per element: (scalar, component count, format).
pub static UAV_IMAGE_FORMATS: [(Scalar, u32, ImageFormat); 14] = [
    (Scalar::F32, 1, ImageFormat::R32f),
    (Scalar::F32, 2, ImageFormat::Rg32f),
    (Scalar::F32, 4, ImageFormat::Rgba32f),
    (Scalar::SI32, 1, ImageFormat::R32i),
    (Scalar::SI32, 2, ImageFormat::Rg32i),
    (Scalar::SI32, 4, ImageFormat::Rgba32i),
    (Scalar::UI32, 1, ImageFormat::R32ui),
    (Scalar::UI32, 2, ImageFormat::Rg32ui),
    (Scalar::UI32, 4, ImageFormat::Rgba32ui),
    (Scalar::F16, 1, ImageFormat::R16f),
    (Scalar::F16, 2, ImageFormat::Rg16f),
    (Scalar::F16, 4, ImageFormat::Rgba16f),
    (Scalar::SI64, 1, ImageFormat::R64i),
    (Scalar::UI64, 1, ImageFormat::R64ui),
];

/// The storage image format of a UAV with element `element`.
pub fn uav_image_format(element: &ElementInfo) -> ImageFormat {
    let (Some(scalar), Some(count)) = (element.scalar(), element.component_count()) else {
        return ImageFormat::Unknown;
    };
    UAV_IMAGE_FORMATS
        .iter()
        .find(|&&(s, c, _)| s == scalar && c == count)
        .map_or(ImageFormat::Unknown, |&(_, _, format)| format)
}

/// The operands of `OpTypeImage` for a texture or typed buffer (the depth
/// operand is always "unknown").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageShape {
    pub dim: Dim,
    pub arrayed: bool,
    pub multisampled: bool,
    /// `Sampled = 1` (`NeedSampler`, SRVs) rather than `2` (`NoSampler`, UAVs).
    pub needs_sampler: bool,
    pub format: ImageFormat,
}

impl ImageShape {
    /// The image of a handle with a `dim`, `None` for buffers without one,
    /// cbuffers, samplers and feedback textures.
    pub fn for_handle(props: &HandleProperties, element: &ElementInfo) -> Option<ImageShape> {
        let dim = props.dim?;
        if props.feedback.is_some() {
            return None;
        }
        let needs_sampler = props.class == ResourceClass::Srv;
        Some(ImageShape {
            dim: spirv_dim(dim),
            arrayed: props.array,
            multisampled: props.ms.is_some(),
            needs_sampler,
            format: if needs_sampler {
                ImageFormat::Unknown
            } else {
                uav_image_format(element)
            },
        })
    }
}

/// The SPIR-V dimension of a resource dimension.
pub const fn spirv_dim(dim: ResourceDim) -> Dim {
    match dim {
        ResourceDim::Dim1D => Dim::Dim1D,
        ResourceDim::Dim2D => Dim::Dim2D,
        ResourceDim::Dim3D => Dim::Dim3D,
        ResourceDim::Cube => Dim::DimCube,
        ResourceDim::Buffer => Dim::DimBuffer,
    }
}
