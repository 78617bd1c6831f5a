//! `!hlsl.handle` types as LLVM 22's SPIR-V target extension types, the ones
//! clang 22 gives HLSL's resources for Vulkan (wg-hlsl proposal 0018,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0018-spirv-resource-representation.md>;
//! clang's `clang/test/CodeGenHLSL/resources/*-elementtype.hlsl`,
//! `RWBuffer-imageformat.hlsl`):
//!
//! | resource | LLVM type |
//! |---|---|
//! | StructuredBuffer / RW / Append / Consume | `target("spirv.VulkanBuffer", [0 x T], 12, 0 \| 1)` |
//! | ByteAddressBuffer / RW | `target("spirv.VulkanBuffer", [0 x i32], 12, 0 \| 1)` |
//! | a structured buffer's counter | `target("spirv.VulkanBuffer", i32, 12, 1)` |
//! | cbuffer / ConstantBuffer | `target("spirv.VulkanBuffer", %__cblayout_Name, 2, 0)` |
//! | Buffer, RWBuffer, textures | `target("spirv.Image", T, Dim, 2, Arrayed, MS, Sampled, Format)` (`spirv.SignedImage` for signed integers) |
//! | SamplerState | `target("spirv.Sampler")` |
//!
//! `12` and `2` are the `StorageBuffer` and `Uniform` storage classes. The
//! image operands are the `--convert-hlsl-to-spirv` image's
//! (`hlsl_to_spirv::resource_types::image_shape`): `Sampled` 1 for SRVs and 2
//! for UAVs, the format from the element for UAVs.
//!
//! Element memory types are `%struct.Name` structs. Where LLVM's data layout
//! ([`super::data_layout`]) would place a member elsewhere than the buffer
//! layout of `--convert-hlsl-to-spirv` (a `float3` takes 16 bytes in LLVM,
//! 12 in HLSL), the struct's vectors become arrays (`[3 x float]`), which
//! LLVM places as HLSL does; a cbuffer's layout struct is clang's legacy
//! layout with `target("spirv.Padding", N)` gaps, and one LLVM cannot place
//! is an error.

use dialect_hlsl::types::HandleType;
use hlsl_to_spirv::resource_types::image_shape::ImageShape;
use hlsl_to_spirv::resource_types::{ResourceKind, ResourceTypes};
use hlsl_to_spirv::settings::Settings;
use resource_model::element_types::{ArrayType, StructType};
use resource_model::layout::{TypeLayout, legacy_cbuffer_layout};
use resource_model::{ScalarKind, Signedness};
use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::{Type, TypeKind};

use super::data_layout::placement_matches;
use crate::layout::{explicit_layout_type, natural_memory_type};
use crate::text::{Module, Ty};

/// `StorageBuffer` and `Uniform`, the storage classes of `spirv.VulkanBuffer`.
const STORAGE_BUFFER: u32 = spirv::StorageClass::StorageBuffer as u32;
const UNIFORM: u32 = spirv::StorageClass::Uniform as u32;

/// What a handle is, as the export accesses it.
#[derive(Clone, Debug)]
pub(crate) enum Resource {
    /// A structured buffer with its element's memory type.
    Structured {
        element: Ty,
    },
    ByteAddress,
    Counter,
    /// A cbuffer with its layout struct.
    CBuffer {
        layout_type: Ty,
    },
    /// A texture or typed buffer.
    Image {
        shape: ImageShape,
        texel: Ty,
    },
    Sampler,
}

/// The LLVM type of a handle and how it is accessed, or why it has none.
pub(crate) fn resource(
    module: &mut Module,
    ctx: &Context,
    settings: &Settings,
    ty: Type,
) -> Option<Result<(Ty, Resource), String>> {
    let handle = HandleType::of(ctx, ty)?;
    Some(lower(module, ctx, settings, handle, ty))
}

fn flag(on: bool) -> u32 {
    u32::from(on)
}

fn lower(
    module: &mut Module,
    ctx: &Context,
    settings: &Settings,
    handle: &HandleType,
    ty: Type,
) -> Result<(Ty, Resource), String> {
    let spelled = || type_to_string(ctx, ty);
    let lowered = ResourceTypes::new(ctx, settings)
        .lower(handle)
        .map_err(|e| e.explain(&settings.env_name))?;
    let writeable = flag(handle.properties.class == resource_model::ResourceClass::Uav);
    let info = handle.element_info(ctx).map_err(|e| e.to_string())?;
    Ok(match lowered.kind {
        ResourceKind::Structured { .. } => {
            let layout = settings
                .layout
                .storage_buffer()
                .layout(&info)
                .map_err(|e| e.to_string())?;
            let element = storage_element(module, ctx, settings, handle.element, &layout)
                .ok_or_else(|| {
                    format!(
                        "LLVM 22's SPIR-V data layout cannot place the members of '{}' where the buffer layout puts them",
                        spelled()
                    )
                })?;
            (
                Ty::target(
                    "spirv.VulkanBuffer",
                    vec![Ty::array(0, element.clone())],
                    vec![STORAGE_BUFFER, writeable],
                ),
                Resource::Structured { element },
            )
        }
        ResourceKind::ByteAddress => (
            Ty::target(
                "spirv.VulkanBuffer",
                vec![Ty::array(0, Ty::i32())],
                vec![STORAGE_BUFFER, writeable],
            ),
            Resource::ByteAddress,
        ),
        ResourceKind::Counter => (counter_type(), Resource::Counter),
        ResourceKind::ConstantBuffer => {
            let layout = legacy_cbuffer_layout(&info).map_err(|e| e.to_string())?;
            let name = StructType::of(ctx, handle.element)
                .map(|s| s.name.to_string())
                .unwrap_or_default();
            let layout_type = explicit_layout_type(
                module,
                ctx,
                handle.element,
                &layout,
                "spirv.Padding",
                Some(&name),
            )
            .filter(|t| placement_matches(module, t, &layout))
            .ok_or_else(|| {
                format!(
                    "LLVM 22's SPIR-V data layout cannot place the members of '{}' at their cbuffer offsets (a 3-component vector takes 16 bytes in LLVM)",
                    spelled()
                )
            })?;
            (
                Ty::target(
                    "spirv.VulkanBuffer",
                    vec![layout_type.clone()],
                    vec![UNIFORM, 0],
                ),
                Resource::CBuffer { layout_type },
            )
        }
        ResourceKind::TextureBuffer => {
            return Err(
                "clang 22 gives tbuffer and TextureBuffer no SPIR-V form (no LLVM 22 test or clang output to follow)"
                    .to_owned(),
            );
        }
        ResourceKind::Image(image) => {
            let scalar = info.scalar().ok_or("a texel must be a scalar or vector")?;
            let texel = scalar_type(scalar).ok_or("unsupported texel scalar")?;
            let signed = scalar.kind == ScalarKind::Int(Signedness::Signed);
            let shape = image.shape;
            (
                Ty::target(
                    if signed {
                        "spirv.SignedImage"
                    } else {
                        "spirv.Image"
                    },
                    vec![texel.clone()],
                    vec![
                        shape.dim as u32,
                        2,
                        flag(shape.arrayed),
                        flag(shape.multisampled),
                        if shape.needs_sampler { 1 } else { 2 },
                        shape.format as u32,
                    ],
                ),
                Resource::Image { shape, texel },
            )
        }
        ResourceKind::Sampler => (
            Ty::target("spirv.Sampler", vec![], vec![]),
            Resource::Sampler,
        ),
    })
}

/// The type of a structured buffer's counter.
pub(crate) fn counter_type() -> Ty {
    Ty::target(
        "spirv.VulkanBuffer",
        vec![Ty::i32()],
        vec![STORAGE_BUFFER, 1],
    )
}

/// The LLVM type of a resource-model scalar.
fn scalar_type(scalar: resource_model::Scalar) -> Option<Ty> {
    Some(match (scalar.kind, scalar.bits) {
        (ScalarKind::Int(_), 1) => Ty::i32(),
        (ScalarKind::Int(_), bits) => Ty::Int(bits),
        (ScalarKind::Float, 16) => Ty::Half,
        (ScalarKind::Float, 32) => Ty::Float,
        (ScalarKind::Float, 64) => Ty::Double,
        _ => return None,
    })
}

/// The memory type of a structured buffer element: the natural one where
/// LLVM places it as `layout` does, else the one whose struct vectors are
/// arrays, else `None`.
fn storage_element(
    module: &mut Module,
    ctx: &Context,
    settings: &Settings,
    element: Type,
    layout: &TypeLayout,
) -> Option<Ty> {
    let matches = |module: &Module, ty: &Ty| {
        let (_, size) = super::data_layout::size_and_align(module, ty)?;
        let (stride, _) = settings
            .layout
            .storage_buffer()
            .array_stride_and_align(layout)
            .ok()?;
        (size == stride && placement_matches(module, ty, layout)).then_some(())
    };
    let natural = natural_memory_type(module, ctx, element)?;
    if matches(module, &natural).is_some() {
        return Some(natural);
    }
    let arrayed = arrayed_memory_type(module, ctx, element, false)?;
    matches(module, &arrayed).map(|()| arrayed)
}

/// [`natural_memory_type`] with the vectors inside structs as arrays.
fn arrayed_memory_type(module: &mut Module, ctx: &Context, ty: Type, inside: bool) -> Option<Ty> {
    if let Some(strukt) = StructType::of(ctx, ty) {
        let fields: Option<Vec<Ty>> = strukt
            .members
            .iter()
            .map(|&member| arrayed_memory_type(module, ctx, member, true))
            .collect();
        return Some(module.named_struct(&format!("struct.{}", strukt.name), Ty::literal(fields?)));
    }
    if let Some(array) = ArrayType::of(ctx, ty) {
        return Some(Ty::array(
            u64::from(array.len),
            arrayed_memory_type(module, ctx, array.element, inside)?,
        ));
    }
    match (ctx.type_kind(ty), natural_memory_type(module, ctx, ty)?) {
        (TypeKind::Vector { .. }, Ty::Vector(count, component)) if inside => {
            Some(Ty::array(u64::from(count), (*component).clone()))
        }
        (_, natural) => Some(natural),
    }
}
