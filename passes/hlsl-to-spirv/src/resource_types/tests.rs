//! Handle types lowered for the Vulkan presets and explicit targets, checked
//! against their printed SPIR-V types.

use std::sync::Arc;

use dialect_hlsl::types::HandleType;
use dialect_spirv::target_env::VulkanPreset;
use resource_model::layout::LayoutMode;
use shader_mlir::Context;
use shader_mlir::asm::parser::parse_type_str;
use shader_mlir::asm::printer::type_to_string;

use super::image_shape::{ImageShape, uav_image_format};
use super::*;
use resource_model::{ElementInfo, FeedbackKind, HlslObject, Scalar, SugarArg};
use spirv::{Dim, ImageFormat};

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&dialect_hlsl::DIALECT);
    ctx.register_dialect(&dialect_spirv::DIALECT);
    Arc::new(ctx)
}

fn lower_with(settings: &Settings, handle: &str) -> Result<String, ResourceTypeError> {
    let ctx = context();
    let ty = parse_type_str(&ctx, handle).unwrap_or_else(|d| panic!("{handle}: {}", d.message));
    let handle = HandleType::of(&ctx, ty).expect("a handle type");
    let lowered = ResourceTypes::new(&ctx, settings).lower(handle)?;
    Ok(type_to_string(&ctx, lowered.pointer(&ctx)))
}

fn lower(preset: VulkanPreset, handle: &str) -> String {
    lower_with(&Settings::for_preset(preset), handle).unwrap_or_else(|e| panic!("{handle}: {e}"))
}

#[test]
fn storage_buffers_follow_the_storage_class_of_the_target() {
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_2,
            "!hlsl.handle<uav, vector<4xf32>, raw>"
        ),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>"
    );
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_0,
            "!hlsl.handle<uav, vector<4xf32>, raw>"
        ),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), BufferBlock>, Uniform>"
    );
    assert_eq!(
        lower(VulkanPreset::Vulkan1_2, "!hlsl.handle<srv, f32, raw>"),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), Block>, StorageBuffer>"
    );
    assert_eq!(
        lower(VulkanPreset::Vulkan1_1, "!hlsl.handle<srv, i8, raw>"),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0, NonWritable]), Block>, StorageBuffer>"
    );
}

#[test]
fn structured_elements_take_std430_offsets_and_strides() {
    // float then float3: relaxed packs the float3 at 4, strict std430 at 16.
    let s = "!hlsl.handle<uav, !hlsl.struct<\"S\", (f32, vector<3xf32>)>, raw>";
    assert_eq!(
        lower(VulkanPreset::Vulkan1_2, s),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4])>, stride=16> [0]), \
         Block>, StorageBuffer>"
    );
    assert_eq!(
        lower(VulkanPreset::Vulkan1_0, s),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [16])>, stride=32> [0]), \
         BufferBlock>, Uniform>"
    );
    let mut scalar = Settings::for_preset(VulkanPreset::Vulkan1_2);
    scalar.layout = LayoutMode::Scalar;
    assert_eq!(
        lower_with(&scalar, s).unwrap(),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4])>, stride=16> [0]), \
         Block>, StorageBuffer>"
    );
}

#[test]
fn constant_buffers_take_std140_offsets() {
    let cb = "!hlsl.handle<cbuffer, !hlsl.struct<\"C\", (f32, vector<3xf32>, !hlsl.array<2 x f32>, i1)>, row>";
    assert_eq!(
        lower(VulkanPreset::Vulkan1_2, cb),
        "!spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], !spirv.array<2 x f32, stride=16> [16], i32 [48]), \
         Block>, Uniform>"
    );
    assert_eq!(
        lower(VulkanPreset::Vulkan1_0, cb),
        "!spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [16], !spirv.array<2 x f32, stride=16> [32], i32 [64]), \
         Block>, Uniform>"
    );
    let tb = "!hlsl.handle<srv, !hlsl.struct<\"T\", (f32, vector<2xf32>)>, row>";
    assert_eq!(
        lower(VulkanPreset::Vulkan1_2, tb),
        "!spirv.ptr<!spirv.struct<(f32 [0, NonWritable], vector<2xf32> [4, NonWritable]), Block>, StorageBuffer>"
    );
    // DirectX rows: the bool packs after the array's last element.
    let mut dx = Settings::for_preset(VulkanPreset::Vulkan1_2);
    dx.layout = LayoutMode::Dx;
    assert_eq!(
        lower_with(&dx, cb).unwrap(),
        "!spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], !spirv.array<2 x f32, stride=16> [16], i32 [36]), \
         Block>, Uniform>"
    );
    let tb2 = "!hlsl.handle<srv, !hlsl.struct<\"T\", (f32, !hlsl.array<2 x f32>, f32)>, row>";
    assert_eq!(
        lower_with(&dx, tb2).unwrap(),
        "!spirv.ptr<!spirv.struct<(f32 [0, NonWritable], !spirv.array<2 x f32, stride=16> [16, NonWritable], \
         f32 [36, NonWritable]), Block>, StorageBuffer>"
    );
    let sb = "!hlsl.handle<uav, !hlsl.struct<\"S\", (f32, vector<4xf32>)>, raw>";
    assert_eq!(
        lower_with(&dx, sb).unwrap(),
        "!spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<4xf32> [4])>, stride=20> [0]), \
         Block>, StorageBuffer>"
    );
}

#[test]
fn images_samplers_and_counters() {
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_0,
            "!hlsl.handle<uav, vector<4xf32>, dim = buffer>"
        ),
        "!spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rgba32f>, \
         UniformConstant>"
    );
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_0,
            "!hlsl.handle<srv, vector<4xsi32>, dim = 2d, array, ms = 4>"
        ),
        "!spirv.ptr<!spirv.image<si32, Dim2D, DepthUnknown, Arrayed, MultiSampled, NeedSampler, Unknown>, \
         UniformConstant>"
    );
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_0,
            "!hlsl.handle<uav, vector<2xui32>, dim = 3d>"
        ),
        "!spirv.ptr<!spirv.image<i32, Dim3D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rg32ui>, \
         UniformConstant>"
    );
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_0,
            "!hlsl.handle<sampler, none, comparison>"
        ),
        "!spirv.ptr<!spirv.sampler, UniformConstant>"
    );
    assert_eq!(
        lower(
            VulkanPreset::Vulkan1_2,
            "!hlsl.handle<uav, f32, raw, counter>"
        ),
        "!spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>"
    );
}

#[test]
fn what_the_target_cannot_express_is_an_error() {
    let v12 = Settings::for_preset(VulkanPreset::Vulkan1_2);
    let err = lower_with(&v12, "!hlsl.handle<uav, f64, raw>").unwrap_err();
    assert_eq!(
        err.explain("vulkan1.2"),
        "f64 in StorageBuffer storage needs capability Float64, which target environment vulkan1.2 does not allow"
    );
    let err = lower_with(&v12, "!hlsl.handle<srv, f16, raw>").unwrap_err();
    assert!(
        err.to_string().contains("StorageBuffer16BitAccess"),
        "{err}"
    );
    let err = lower_with(&v12, "!hlsl.handle<srv, vector<4xf32>, dim = cube, array>").unwrap_err();
    assert_eq!(
        err.to_string(),
        "a sampled cube array image needs capability SampledCubeArray"
    );
    let err = lower_with(&v12, "!hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>").unwrap_err();
    assert_eq!(
        err.to_string(),
        "a multisampled storage image needs capability StorageImageMultisample"
    );
    let err = lower_with(
        &v12,
        "!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>",
    )
    .unwrap_err();
    assert_eq!(err, ResourceTypeError::Feedback);
    assert!(
        lower_with(
            &Settings::for_preset(VulkanPreset::Vulkan1_4),
            "!hlsl.handle<srv, f16, raw>"
        )
        .is_ok()
    );
}

#[test]
fn resource_arrays_wrap_the_pointee() {
    let ctx = context();
    let settings = Settings::for_preset(VulkanPreset::Vulkan1_2);
    let ty = parse_type_str(&ctx, "!hlsl.handle<srv, vector<4xf32>, dim = 2d>").unwrap();
    let lowered = ResourceTypes::new(&ctx, &settings)
        .lower(HandleType::of(&ctx, ty).unwrap())
        .unwrap();
    assert_eq!(
        type_to_string(&ctx, lowered.variable_type(&ctx, 8)),
        "!spirv.ptr<!spirv.array<8 x !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, \
         Unknown>>, UniformConstant>"
    );
    assert_eq!(
        type_to_string(&ctx, lowered.variable_type(&ctx, 0)),
        "!spirv.ptr<!spirv.rtarray<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, \
         Unknown>>, UniformConstant>"
    );
}

#[test]
fn image_shapes() {
    let props = |object: HlslObject, arg| object.properties(arg).unwrap();
    let f4 = ElementInfo::Vector(Scalar::F32, 4);
    let srv = ImageShape::for_handle(
        &props(HlslObject::Texture2DMSArray, SugarArg::SampleCount(4)),
        &f4,
    )
    .unwrap();
    assert_eq!(
        srv,
        ImageShape {
            dim: Dim::Dim2D,
            arrayed: true,
            multisampled: true,
            needs_sampler: true,
            format: ImageFormat::Unknown,
        }
    );
    let uav = ImageShape::for_handle(&props(HlslObject::RWBuffer, SugarArg::None), &f4).unwrap();
    assert_eq!(
        (uav.dim, uav.needs_sampler, uav.format),
        (Dim::DimBuffer, false, ImageFormat::Rgba32f)
    );
    let cube =
        ImageShape::for_handle(&props(HlslObject::TextureCUBE, SugarArg::None), &f4).unwrap();
    assert_eq!(cube.dim, Dim::DimCube);
    assert_eq!(
        ImageShape::for_handle(&props(HlslObject::StructuredBuffer, SugarArg::None), &f4),
        None
    );
    let feedback = props(
        HlslObject::FeedbackTexture2D,
        SugarArg::Feedback(FeedbackKind::MinMip),
    );
    assert_eq!(ImageShape::for_handle(&feedback, &ElementInfo::None), None);
}

#[test]
fn uav_image_formats() {
    use ImageFormat as Fmt;
    let cases = [
        (ElementInfo::Scalar(Scalar::F32), Fmt::R32f),
        (ElementInfo::Vector(Scalar::F32, 2), Fmt::Rg32f),
        (ElementInfo::Vector(Scalar::F32, 4), Fmt::Rgba32f),
        (ElementInfo::Vector(Scalar::F32, 3), Fmt::Unknown),
        (ElementInfo::Scalar(Scalar::SI32), Fmt::R32i),
        (ElementInfo::Vector(Scalar::SI32, 2), Fmt::Rg32i),
        (ElementInfo::Vector(Scalar::SI32, 4), Fmt::Rgba32i),
        (ElementInfo::Scalar(Scalar::UI32), Fmt::R32ui),
        (ElementInfo::Vector(Scalar::UI32, 2), Fmt::Rg32ui),
        (ElementInfo::Vector(Scalar::UI32, 4), Fmt::Rgba32ui),
        (ElementInfo::Scalar(Scalar::F16), Fmt::R16f),
        (ElementInfo::Vector(Scalar::F16, 2), Fmt::Rg16f),
        (ElementInfo::Vector(Scalar::F16, 4), Fmt::Rgba16f),
        (ElementInfo::Scalar(Scalar::SI64), Fmt::R64i),
        (ElementInfo::Scalar(Scalar::UI64), Fmt::R64ui),
        (ElementInfo::Vector(Scalar::UI64, 2), Fmt::Unknown),
        (ElementInfo::Scalar(Scalar::F64), Fmt::Unknown),
        (ElementInfo::Scalar(Scalar::SI16), Fmt::Unknown),
        (ElementInfo::Scalar(Scalar::I32), Fmt::Unknown),
    ];
    for (element, format) in cases {
        assert_eq!(uav_image_format(&element), format, "{element:?}");
    }
}
