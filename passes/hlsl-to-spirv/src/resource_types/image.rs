//! Textures and typed buffers as `!spirv.image<...>` (wg-hlsl proposal 0015's SPIR-V
//! table, docs/lowering-hlsl-to-spirv.md): dimension, arrayed, multisampled, `NeedSampler`
//! for SRVs and `NoSampler` for UAVs, the storage format of UAVs
//! ([`ImageShape::for_handle`]), and the texel type Vulkan images have.
//!
//! Vulkan images hold 32-bit texels (`VUID-StandaloneSpirv-OpTypeImage-04656`),
//! so half and 16-bit integer elements read and write 32-bit texels (as DXC
//! does); 64-bit integers need `Int64ImageEXT`. Unsigned integers are the
//! signless `i32` (SPIR-V's unsigned `OpTypeInt 32 0`), signed ones `si32`.
//!
//! Beyond the `Dim` and `ImageFormat` enumerants, an image type needs the
//! capabilities the SPIR-V specification ties to its use: `Image1D` /
//! `ImageBuffer` for storage images of those dimensions (`Sampled1D` /
//! `SampledBuffer` for sampled ones), `SampledCubeArray` / `ImageCubeArray` for
//! cube arrays, `StorageImageMultisample` and `ImageMSArray` for multisampled
//! storage images ([`image_capabilities`]).

use super::image_shape::ImageShape;
use dialect_spirv::availability::{GrammarEnum, Requirements};
use dialect_spirv::target_env::TargetEnv;
use dialect_spirv::types::{
    ImageArrayedInfo, ImageDepthInfo, ImageSamplerUseInfo, ImageSamplingInfo, ImageType,
};
use resource_model::{ElementInfo, HandleProperties, Scalar, ScalarKind, Signedness};
use shader_mlir::Context;
use shader_mlir::ir::Signedness as IrSignedness;
use shader_mlir::ir::Type;
use spirv::{Capability, Dim, ImageFormat};

use super::error::{ResourceTypeError, require, require_capability};

/// The SPIR-V form of a texture or typed buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoweredImage {
    /// The `!spirv.image` type.
    pub image: Type,
    /// Its sampled type: what a fetch or read returns four of.
    pub texel: Type,
    pub shape: ImageShape,
    /// What the image needs beyond its own enumerants.
    pub requirements: Requirements,
}

/// Lowers the image of a handle with `props` and `element`, checked against `env`.
pub fn lower_image(
    ctx: &Context,
    env: &TargetEnv,
    props: &HandleProperties,
    element: &ElementInfo,
) -> Result<LoweredImage, ResourceTypeError> {
    let shape = ImageShape::for_handle(props, element).ok_or(ResourceTypeError::Feedback)?;
    let scalar = element
        .scalar()
        .ok_or_else(|| ResourceTypeError::Texel(format!("{element:?}")))?;
    let mut requirements = Requirements::new();
    let (texel, texel_caps) = texel_type(ctx, scalar)?;
    // The capability first, so that a diagnostic names it before its
    // extension.
    for &caps in texel_caps {
        requirements.add_all(&require_capability(env, "a 64-bit integer image", caps)?);
    }
    for (caps, what) in image_capabilities(&shape) {
        let needed = capability_requirements(caps);
        require(env, what, &needed)?;
        requirements.add_all(&needed);
    }
    if shape.format != ImageFormat::Unknown {
        let needed = shape.format.requirements().unwrap_or_default();
        require(
            env,
            format!("image format {}", shape.format.mlir_name()),
            &needed,
        )?;
    }
    let image = ImageType::get(
        ctx,
        ImageType {
            element: texel,
            dim: shape.dim,
            depth: ImageDepthInfo::DepthUnknown,
            arrayed: if shape.arrayed {
                ImageArrayedInfo::Arrayed
            } else {
                ImageArrayedInfo::NonArrayed
            },
            sampling: if shape.multisampled {
                ImageSamplingInfo::MultiSampled
            } else {
                ImageSamplingInfo::SingleSampled
            },
            sampler_use: if shape.needs_sampler {
                ImageSamplerUseInfo::NeedSampler
            } else {
                ImageSamplerUseInfo::NoSampler
            },
            format: shape.format,
        },
    );
    Ok(LoweredImage {
        image,
        texel,
        shape,
        requirements,
    })
}

/// The capabilities 64-bit integer texels need.
const INT64_TEXEL_CAPABILITIES: &[&[Capability]] =
    &[&[Capability::Int64ImageEXT], &[Capability::Int64]];

/// The sampled type for an element scalar, and the capabilities it needs.
fn texel_type(
    ctx: &Context,
    scalar: Scalar,
) -> Result<(Type, &'static [&'static [Capability]]), ResourceTypeError> {
    let none: &'static [&'static [Capability]] = &[];
    Ok(match (scalar.kind, scalar.bits) {
        (ScalarKind::Float, 16 | 32) => (ctx.common().f32, none),
        (ScalarKind::Int(signedness), 1..=32) => match signedness {
            Signedness::Signed => (ctx.integer_type(32, IrSignedness::Signed), none),
            Signedness::Unsigned | Signedness::Signless => (ctx.common().i32, none),
        },
        (ScalarKind::Int(signedness), 64) => match signedness {
            Signedness::Signed => (
                ctx.integer_type(64, IrSignedness::Signed),
                INT64_TEXEL_CAPABILITIES,
            ),
            Signedness::Unsigned | Signedness::Signless => {
                (ctx.common().i64, INT64_TEXEL_CAPABILITIES)
            }
        },
        _ => return Err(ResourceTypeError::Texel(scalar.to_string())),
    })
}

/// The capabilities an image of `shape` needs for its use, with what needs
/// each (the implicit declarations of the SPIR-V specification's capability
/// table).
pub fn image_capabilities(shape: &ImageShape) -> Vec<(&'static [Capability], &'static str)> {
    let storage = !shape.needs_sampler;
    let mut out: Vec<(&'static [Capability], &'static str)> = Vec::new();
    match (shape.dim, storage) {
        (Dim::Dim1D, false) => out.push((&[Capability::Sampled1D], "a sampled 1D image")),
        (Dim::Dim1D, true) => out.push((&[Capability::Image1D], "a 1D storage image")),
        (Dim::DimBuffer, false) => {
            out.push((&[Capability::SampledBuffer], "a sampled buffer image"))
        }
        (Dim::DimBuffer, true) => out.push((&[Capability::ImageBuffer], "a storage buffer image")),
        _ => {}
    }
    if shape.dim == Dim::DimCube && shape.arrayed {
        out.push(if storage {
            (&[Capability::ImageCubeArray], "a cube array storage image")
        } else {
            (
                &[Capability::SampledCubeArray],
                "a sampled cube array image",
            )
        });
    }
    if shape.multisampled && storage {
        out.push((
            &[Capability::StorageImageMultisample],
            "a multisampled storage image",
        ));
        if shape.arrayed {
            out.push((
                &[Capability::ImageMSArray],
                "an arrayed multisampled storage image",
            ));
        }
    }
    out
}

/// Declaring one of `caps`: the capability and what its enumerant needs.
pub fn capability_requirements(caps: &'static [Capability]) -> Requirements {
    let mut requirements = Requirements::new();
    requirements.capabilities.push(caps);
    if let [cap] = caps
        && let Ok(own) = cap.requirements()
    {
        requirements.add_all(&own);
    }
    requirements
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(dim: Dim, arrayed: bool, multisampled: bool, needs_sampler: bool) -> ImageShape {
        ImageShape {
            dim,
            arrayed,
            multisampled,
            needs_sampler,
            format: ImageFormat::Unknown,
        }
    }

    /// (dim, arrayed, multisampled, needs a sampler) and the capabilities
    /// such an image needs.
    const CASES: &[(Dim, bool, bool, bool, &[Capability])] = &[
        (Dim::Dim1D, false, false, true, &[Capability::Sampled1D]),
        (Dim::Dim1D, true, false, false, &[Capability::Image1D]),
        (
            Dim::DimBuffer,
            false,
            false,
            false,
            &[Capability::ImageBuffer],
        ),
        (
            Dim::DimCube,
            true,
            false,
            true,
            &[Capability::SampledCubeArray],
        ),
        (Dim::DimCube, false, false, true, &[]),
        (Dim::Dim2D, false, true, true, &[]),
        (
            Dim::Dim2D,
            true,
            true,
            false,
            &[
                Capability::StorageImageMultisample,
                Capability::ImageMSArray,
            ],
        ),
    ];

    #[test]
    fn storage_and_sampled_images_need_their_own_capabilities() {
        for &(dim, arrayed, multisampled, needs_sampler, expected) in CASES {
            let s = shape(dim, arrayed, multisampled, needs_sampler);
            let caps: Vec<Capability> = image_capabilities(&s)
                .into_iter()
                .flat_map(|(c, _)| c.iter().copied())
                .collect();
            assert_eq!(caps, expected, "{s:?}");
        }
    }
}
