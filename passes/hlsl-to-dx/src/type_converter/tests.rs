//! The type conversion: wg-hlsl proposal 0015's DirectX type of every HLSL object, the
//! inverse view, and the types that stay.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::parser::parse_type_str;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::Type;

use dialect_dx::types::ResourceType;
use dialect_hlsl::types::HandleType;
use resource_model::HlslObject;

use super::*;

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&dialect_hlsl::DIALECT);
    ctx.register_dialect(&dialect_dx::DIALECT);
    Arc::new(ctx)
}

fn parse(ctx: &Arc<Context>, text: &str) -> Type {
    parse_type_str(ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message))
}

/// The `dx` type of an `!hlsl` handle type.
fn lower(ctx: &Arc<Context>, hlsl: Type) -> Type {
    match dx_type(ctx, hlsl) {
        Some(Ok(dx)) => dx,
        Some(Err(message)) => panic!("{}: {message}", type_to_string(ctx, hlsl)),
        None => panic!("{} is not a handle", type_to_string(ctx, hlsl)),
    }
}

const S: &str = r#"!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>"#;

/// Every object of wg-hlsl proposal 0015, in its table order, with the `dx` type the
/// "DirectX Target Extension Types" table gives it.
fn table() -> Vec<(HlslObject, String, String)> {
    let f4 = "vector<4xf32>";
    let rows: [(HlslObject, String, String); 40] = [
        (
            HlslObject::Texture1D,
            "Texture1D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 0, 0, 0, Texture1D>"),
        ),
        (
            HlslObject::Texture1DArray,
            "Texture1DArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 0, 0, 0, Texture1DArray>"),
        ),
        (
            HlslObject::Texture2D,
            "Texture2D<vector<4xsi32>>".into(),
            "Texture<vector<4xi32>, 0, 0, 1, Texture2D>".into(),
        ),
        (
            HlslObject::Texture2DArray,
            "Texture2DArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 0, 0, 0, Texture2DArray>"),
        ),
        (
            HlslObject::Texture2DMS,
            "Texture2DMS<vector<4xf32>, 8>".into(),
            format!("MSTexture<{f4}, 0, 8, 0, Texture2DMS>"),
        ),
        (
            HlslObject::Texture2DMSArray,
            "Texture2DMSArray<ui32, 4>".into(),
            "MSTexture<i32, 0, 4, 0, Texture2DMSArray>".into(),
        ),
        (
            HlslObject::Texture3D,
            "Texture3D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 0, 0, 0, Texture3D>"),
        ),
        (
            HlslObject::TextureCUBE,
            "TextureCUBE<vector<4xf32>>".into(),
            format!("Texture<{f4}, 0, 0, 0, TextureCUBE>"),
        ),
        (
            HlslObject::TextureCUBEArray,
            "TextureCUBEArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 0, 0, 0, TextureCUBEArray>"),
        ),
        (
            HlslObject::RWTexture1D,
            "RWTexture1D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 0, 0, Texture1D>"),
        ),
        (
            HlslObject::RWTexture1DArray,
            "RWTexture1DArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 0, 0, Texture1DArray>"),
        ),
        (
            HlslObject::RWTexture2D,
            "RWTexture2D<vector<2xf16>>".into(),
            "Texture<vector<2xf16>, 1, 0, 0, Texture2D>".into(),
        ),
        (
            HlslObject::RWTexture2DArray,
            "RWTexture2DArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 0, 0, Texture2DArray>"),
        ),
        (
            HlslObject::RWTexture2DMS,
            "RWTexture2DMS<vector<4xf32>, 2>".into(),
            format!("MSTexture<{f4}, 1, 2, 0, Texture2DMS>"),
        ),
        (
            HlslObject::RWTexture2DMSArray,
            "RWTexture2DMSArray<vector<4xf32>, 2>".into(),
            format!("MSTexture<{f4}, 1, 2, 0, Texture2DMSArray>"),
        ),
        (
            HlslObject::RWTexture3D,
            "RWTexture3D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 0, 0, Texture3D>"),
        ),
        (
            HlslObject::RasterizerOrderedTexture1D,
            "RasterizerOrderedTexture1D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 1, 0, Texture1D>"),
        ),
        (
            HlslObject::RasterizerOrderedTexture1DArray,
            "RasterizerOrderedTexture1DArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 1, 0, Texture1DArray>"),
        ),
        (
            HlslObject::RasterizerOrderedTexture2D,
            "RasterizerOrderedTexture2D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 1, 0, Texture2D>"),
        ),
        (
            HlslObject::RasterizerOrderedTexture2DArray,
            "RasterizerOrderedTexture2DArray<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 1, 0, Texture2DArray>"),
        ),
        (
            HlslObject::RasterizerOrderedTexture3D,
            "RasterizerOrderedTexture3D<vector<4xf32>>".into(),
            format!("Texture<{f4}, 1, 1, 0, Texture3D>"),
        ),
        (
            HlslObject::FeedbackTexture2D,
            "FeedbackTexture2D<min_mip>".into(),
            "FeedbackTexture<MinMip, FeedbackTexture2D>".into(),
        ),
        (
            HlslObject::FeedbackTexture2DArray,
            "FeedbackTexture2DArray<mip_region_used>".into(),
            "FeedbackTexture<MipRegionUsed, FeedbackTexture2DArray>".into(),
        ),
        (
            HlslObject::Buffer,
            "Buffer<vector<4xui32>>".into(),
            "TypedBuffer<vector<4xi32>, 0, 0, 0>".into(),
        ),
        (
            HlslObject::RWBuffer,
            "RWBuffer<si32>".into(),
            "TypedBuffer<i32, 1, 0, 1>".into(),
        ),
        (
            HlslObject::RasterizerOrderedBuffer,
            "RasterizerOrderedBuffer<vector<4xf32>>".into(),
            format!("TypedBuffer<{f4}, 1, 1, 0>"),
        ),
        (
            HlslObject::ByteAddressBuffer,
            "ByteAddressBuffer".into(),
            "RawBuffer<i8, 0, 0>".into(),
        ),
        (
            HlslObject::RWByteAddressBuffer,
            "RWByteAddressBuffer".into(),
            "RawBuffer<i8, 1, 0>".into(),
        ),
        (
            HlslObject::RasterizerOrderedByteAddressBuffer,
            "RasterizerOrderedByteAddressBuffer".into(),
            "RawBuffer<i8, 1, 1>".into(),
        ),
        (
            HlslObject::StructuredBuffer,
            format!("StructuredBuffer<{S}>"),
            format!("RawBuffer<{S}, 0, 0>"),
        ),
        (
            HlslObject::RWStructuredBuffer,
            format!("RWStructuredBuffer<{S}>"),
            format!("RawBuffer<{S}, 1, 0>"),
        ),
        (
            HlslObject::RasterizerOrderedStructuredBuffer,
            format!("RasterizerOrderedStructuredBuffer<{S}>"),
            format!("RawBuffer<{S}, 1, 1>"),
        ),
        (
            HlslObject::AppendStructuredBuffer,
            "AppendStructuredBuffer<f32>".into(),
            "RawBuffer<f32, 1, 0>".into(),
        ),
        (
            HlslObject::ConsumeStructuredBuffer,
            "ConsumeStructuredBuffer<vector<2xi64>>".into(),
            "RawBuffer<vector<2xi64>, 1, 0>".into(),
        ),
        (
            HlslObject::cbuffer,
            format!("cbuffer<{S}>"),
            format!("CBuffer<{S}>"),
        ),
        (
            HlslObject::ConstantBuffer,
            format!("ConstantBuffer<{S}>"),
            format!("CBuffer<{S}>"),
        ),
        (
            HlslObject::tbuffer,
            format!("tbuffer<{S}>"),
            format!("TBuffer<{S}>"),
        ),
        (
            HlslObject::TextureBuffer,
            format!("TextureBuffer<{S}>"),
            format!("TBuffer<{S}>"),
        ),
        (
            HlslObject::SamplerState,
            "SamplerState".into(),
            "Sampler<Default>".into(),
        ),
        (
            HlslObject::SamplerComparisonState,
            "SamplerComparisonState".into(),
            "Sampler<Comparison>".into(),
        ),
    ];
    rows.into_iter()
        .map(|(o, h, d)| (o, format!("!hlsl.{h}"), format!("!dx.{d}")))
        .collect()
}

#[test]
fn every_object_has_its_seed_type() {
    let ctx = context();
    let rows = table();
    let objects: Vec<HlslObject> = rows.iter().map(|r| r.0).collect();
    assert_eq!(
        objects,
        HlslObject::ALL,
        "one row per object, in table order"
    );
    for (object, hlsl, dx) in rows {
        let lowered = lower(&ctx, parse(&ctx, &hlsl));
        assert_eq!(type_to_string(&ctx, lowered), dx, "{object}");
        // The textual form parses back to the same uniqued type.
        assert_eq!(parse(&ctx, &dx), lowered, "{object}");
    }
}

#[test]
fn the_view_inverts_the_table() {
    let ctx = context();
    for (object, hlsl, _) in table() {
        let handle = HandleType::of(&ctx, parse(&ctx, &hlsl))
            .expect("a handle")
            .clone();
        let lowered = lower(&ctx, parse(&ctx, &hlsl));
        let view = ResourceType::of(&ctx, lowered)
            .expect("dx")
            .handle_view(&ctx)
            .expect("a view");
        assert_eq!(view.properties, handle.properties, "{object}");
        let element = handle.element_info(&ctx).expect("element");
        // Structured, raw and row elements are signless already; typed ones
        // come back with their sign.
        assert_eq!(view.element, element, "{object}");
    }
}

#[test]
fn counter_and_coherent_handles_share_the_main_type() {
    let ctx = context();
    let main = lower(&ctx, parse(&ctx, "!hlsl.handle<uav, f32, raw>"));
    assert_eq!(
        lower(&ctx, parse(&ctx, "!hlsl.handle<uav, f32, raw, counter>")),
        main
    );
    assert_eq!(
        lower(&ctx, parse(&ctx, "!hlsl.handle<uav, f32, raw, coherent>")),
        main
    );
}

#[test]
fn handles_convert_and_other_types_stay() {
    let ctx = context();
    let converter = type_converter();
    let convert = |text: &str| {
        let ty = parse_type_str(&ctx, text).expect("parses");
        converter
            .convert_type(&ctx, ty)
            .map(|t| type_to_string(&ctx, t))
    };
    assert_eq!(
        convert("!hlsl.RWBuffer<si32>").as_deref(),
        Some("!dx.TypedBuffer<i32, 1, 0, 1>")
    );
    assert_eq!(
        convert("!hlsl.handle<uav, vector<2xf32>, raw, coherent, counter>").as_deref(),
        Some("!dx.RawBuffer<vector<2xf32>, 1, 0>")
    );
    assert_eq!(convert("vector<4xf32>").as_deref(), Some("vector<4xf32>"));
    assert_eq!(convert("i32").as_deref(), Some("i32"));
    let f32_ty = ctx.common().f32;
    assert!(dx_type(&ctx, f32_ty).is_none());
}
