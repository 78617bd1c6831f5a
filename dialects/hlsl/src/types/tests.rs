//! The type syntax against an independent transcription of wg-hlsl proposal 0015's object
//! and attribute tables, with docs/hlsl-dialect.md's two departures: feedback textures
//! are `uav` with `dim = 2d`, and typed buffers carry `dim = buffer`.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::parser::parse_type_str;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::testing::rejects::assert_rejected;

use super::*;
use resource_model::element_types::signless_type;
use resource_model::{HlslObject, ResourceClass};

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&crate::DIALECT);
    Arc::new(ctx)
}

/// One object: its sugar, its canonical type and wg-hlsl proposal 0015's attributes
/// (RC, Dim, Array, MS, ROV, Raw, Row, Feedback).
struct Row {
    name: &'static str,
    sugar: &'static str,
    canonical: &'static str,
    class: &'static str,
    dim: Option<&'static str>,
    array: bool,
    ms: bool,
    rov: bool,
    raw: bool,
    row: bool,
    feedback: bool,
}

const S: &str = r#"!hlsl.struct<"S", (vector<4xf32>, i32)>"#;

#[rustfmt::skip]
fn rows() -> Vec<Row> {
    let r = |name, sugar: &str, canonical: &str, class, dim, flags: &str| Row {
        name,
        sugar: Box::leak(sugar.replace("$S", S).into_boxed_str()),
        canonical: Box::leak(canonical.replace("$S", S).into_boxed_str()),
        class,
        dim,
        array: flags.contains('A'),
        ms: flags.contains('M'),
        rov: flags.contains('O'),
        raw: flags.contains('W'),
        row: flags.contains('R'),
        feedback: flags.contains('F'),
    };
    // Flags: A array, M ms, O rov, W raw, R row, F feedback.
    vec![
        r("Texture1D", "!hlsl.Texture1D<vector<4xf32>>", "!hlsl.handle<srv, vector<4xf32>, dim = 1d>", "srv", Some("1d"), ""),
        r("Texture1DArray", "!hlsl.Texture1DArray<vector<4xf32>>", "!hlsl.handle<srv, vector<4xf32>, dim = 1d, array>", "srv", Some("1d"), "A"),
        r("Texture2D", "!hlsl.Texture2D<vector<4xf32>>", "!hlsl.handle<srv, vector<4xf32>, dim = 2d>", "srv", Some("2d"), ""),
        r("Texture2DArray", "!hlsl.Texture2DArray<vector<2xf16>>", "!hlsl.handle<srv, vector<2xf16>, dim = 2d, array>", "srv", Some("2d"), "A"),
        r("Texture2DMS", "!hlsl.Texture2DMS<vector<4xf32>, 8>", "!hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>", "srv", Some("2d"), "M"),
        r("Texture2DMSArray", "!hlsl.Texture2DMSArray<vector<4xf32>, 8>", "!hlsl.handle<srv, vector<4xf32>, dim = 2d, array, ms = 8>", "srv", Some("2d"), "AM"),
        r("Texture3D", "!hlsl.Texture3D<f32>", "!hlsl.handle<srv, f32, dim = 3d>", "srv", Some("3d"), ""),
        r("TextureCUBE", "!hlsl.TextureCUBE<vector<4xf32>>", "!hlsl.handle<srv, vector<4xf32>, dim = cube>", "srv", Some("cube"), ""),
        r("TextureCUBEArray", "!hlsl.TextureCUBEArray<vector<4xf32>>", "!hlsl.handle<srv, vector<4xf32>, dim = cube, array>", "srv", Some("cube"), "A"),
        r("RWTexture1D", "!hlsl.RWTexture1D<vector<4xsi32>>", "!hlsl.handle<uav, vector<4xsi32>, dim = 1d>", "uav", Some("1d"), ""),
        r("RWTexture1DArray", "!hlsl.RWTexture1DArray<ui32>", "!hlsl.handle<uav, ui32, dim = 1d, array>", "uav", Some("1d"), "A"),
        r("RWTexture2D", "!hlsl.RWTexture2D<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 2d>", "uav", Some("2d"), ""),
        r("RWTexture2DArray", "!hlsl.RWTexture2DArray<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 2d, array>", "uav", Some("2d"), "A"),
        r("RWTexture2DMS", "!hlsl.RWTexture2DMS<vector<4xf32>, 4>", "!hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>", "uav", Some("2d"), "M"),
        r("RWTexture2DMSArray", "!hlsl.RWTexture2DMSArray<vector<4xf32>, 2>", "!hlsl.handle<uav, vector<4xf32>, dim = 2d, array, ms = 2>", "uav", Some("2d"), "AM"),
        r("RWTexture3D", "!hlsl.RWTexture3D<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 3d>", "uav", Some("3d"), ""),
        r("RasterizerOrderedTexture1D", "!hlsl.RasterizerOrderedTexture1D<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 1d, rov>", "uav", Some("1d"), "O"),
        r("RasterizerOrderedTexture1DArray", "!hlsl.RasterizerOrderedTexture1DArray<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 1d, array, rov>", "uav", Some("1d"), "AO"),
        r("RasterizerOrderedTexture2D", "!hlsl.RasterizerOrderedTexture2D<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>", "uav", Some("2d"), "O"),
        r("RasterizerOrderedTexture2DArray", "!hlsl.RasterizerOrderedTexture2DArray<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 2d, array, rov>", "uav", Some("2d"), "AO"),
        r("RasterizerOrderedTexture3D", "!hlsl.RasterizerOrderedTexture3D<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = 3d, rov>", "uav", Some("3d"), "O"),
        r("FeedbackTexture2D", "!hlsl.FeedbackTexture2D<min_mip>", "!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>", "uav", Some("2d"), "F"),
        r("FeedbackTexture2DArray", "!hlsl.FeedbackTexture2DArray<mip_region_used>", "!hlsl.handle<uav, none, dim = 2d, array, feedback = mip_region_used>", "uav", Some("2d"), "AF"),
        r("Buffer", "!hlsl.Buffer<vector<4xui32>>", "!hlsl.handle<srv, vector<4xui32>, dim = buffer>", "srv", Some("buffer"), ""),
        r("RWBuffer", "!hlsl.RWBuffer<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, dim = buffer>", "uav", Some("buffer"), ""),
        r("RasterizerOrderedBuffer", "!hlsl.RasterizerOrderedBuffer<f32>", "!hlsl.handle<uav, f32, dim = buffer, rov>", "uav", Some("buffer"), "O"),
        r("ByteAddressBuffer", "!hlsl.ByteAddressBuffer", "!hlsl.handle<srv, i8, raw>", "srv", None, "W"),
        r("RWByteAddressBuffer", "!hlsl.RWByteAddressBuffer", "!hlsl.handle<uav, i8, raw>", "uav", None, "W"),
        r("RasterizerOrderedByteAddressBuffer", "!hlsl.RasterizerOrderedByteAddressBuffer", "!hlsl.handle<uav, i8, rov, raw>", "uav", None, "OW"),
        r("StructuredBuffer", "!hlsl.StructuredBuffer<$S>", "!hlsl.handle<srv, $S, raw>", "srv", None, "W"),
        r("RWStructuredBuffer", "!hlsl.RWStructuredBuffer<vector<4xf32>>", "!hlsl.handle<uav, vector<4xf32>, raw>", "uav", None, "W"),
        r("RasterizerOrderedStructuredBuffer", "!hlsl.RasterizerOrderedStructuredBuffer<$S>", "!hlsl.handle<uav, $S, rov, raw>", "uav", None, "OW"),
        r("AppendStructuredBuffer", "!hlsl.AppendStructuredBuffer<$S>", "!hlsl.handle<uav, $S, raw>", "uav", None, "W"),
        r("ConsumeStructuredBuffer", "!hlsl.ConsumeStructuredBuffer<$S>", "!hlsl.handle<uav, $S, raw>", "uav", None, "W"),
        r("cbuffer", "!hlsl.cbuffer<$S>", "!hlsl.handle<cbuffer, $S, row>", "cbuffer", None, "R"),
        r("ConstantBuffer", "!hlsl.ConstantBuffer<$S>", "!hlsl.handle<cbuffer, $S, row>", "cbuffer", None, "R"),
        r("tbuffer", "!hlsl.tbuffer<$S>", "!hlsl.handle<srv, $S, row>", "srv", None, "R"),
        r("TextureBuffer", "!hlsl.TextureBuffer<$S>", "!hlsl.handle<srv, $S, row>", "srv", None, "R"),
        r("SamplerState", "!hlsl.SamplerState", "!hlsl.handle<sampler, none>", "sampler", None, ""),
        r("SamplerComparisonState", "!hlsl.SamplerComparisonState", "!hlsl.handle<sampler, none, comparison>", "sampler", None, ""),
    ]
}

#[test]
fn every_object_parses_prints_and_has_the_seed_attributes() {
    let ctx = context();
    let rows = rows();
    assert_eq!(rows.len(), 40);
    let names: Vec<&str> = rows.iter().map(|r| r.name).collect();
    assert_eq!(
        names,
        HlslObject::SPELLINGS,
        "one row per object, in the proposal's order"
    );
    for row in &rows {
        let sugar = parse_type_str(&ctx, row.sugar)
            .unwrap_or_else(|d| panic!("{}: {}", row.sugar, d.message));
        let canonical = parse_type_str(&ctx, row.canonical)
            .unwrap_or_else(|d| panic!("{}: {}", row.canonical, d.message));
        assert_eq!(
            sugar, canonical,
            "{} is sugar for {}",
            row.sugar, row.canonical
        );
        assert_eq!(type_to_string(&ctx, sugar), row.canonical);

        let handle = HandleType::of(&ctx, sugar).expect("a handle type");
        let p = &handle.properties;
        assert_eq!(p.class.as_str(), row.class, "{} class", row.name);
        assert_eq!(p.dim.map(|d| d.as_str()), row.dim, "{} dim", row.name);
        assert_eq!(p.array, row.array, "{} array", row.name);
        assert_eq!(p.ms.is_some(), row.ms, "{} ms", row.name);
        assert_eq!(p.rov, row.rov, "{} rov", row.name);
        assert_eq!(p.raw, row.raw, "{} raw", row.name);
        assert_eq!(p.row, row.row, "{} row", row.name);
        assert_eq!(p.feedback.is_some(), row.feedback, "{} feedback", row.name);
        assert!(
            !p.counter && !p.coherent && (p.comparison == (row.name == "SamplerComparisonState"))
        );

        let object = HlslObject::from_name(row.name).expect("a known object");
        assert!(
            handle.objects(&ctx).contains(&object),
            "{} classifies as itself",
            row.name
        );
    }
}

#[test]
fn shared_types_are_one_type() {
    let ctx = context();
    let parse = |s: &str| parse_type_str(&ctx, s).unwrap_or_else(|d| panic!("{s}: {}", d.message));
    let rw = parse("!hlsl.RWStructuredBuffer<f32>");
    assert_eq!(rw, parse("!hlsl.AppendStructuredBuffer<f32>"));
    assert_eq!(rw, parse("!hlsl.ConsumeStructuredBuffer<f32>"));
    let s = r#"!hlsl.struct<"C", (f32)>"#;
    assert_eq!(
        parse(&format!("!hlsl.cbuffer<{s}>")),
        parse(&format!("!hlsl.ConstantBuffer<{s}>"))
    );
    assert_eq!(
        parse(&format!("!hlsl.tbuffer<{s}>")),
        parse(&format!("!hlsl.TextureBuffer<{s}>"))
    );
    assert_ne!(
        parse(&format!("!hlsl.cbuffer<{s}>")),
        parse(&format!("!hlsl.tbuffer<{s}>"))
    );
}

#[test]
fn flags_print_in_canonical_order_whatever_the_input_order() {
    let ctx = context();
    let ty = parse_type_str(&ctx, "!hlsl.handle<uav, f32, counter, raw, coherent>").expect("valid");
    assert_eq!(
        type_to_string(&ctx, ty),
        "!hlsl.handle<uav, f32, raw, coherent, counter>"
    );
    let ty =
        parse_type_str(&ctx, "!hlsl.handle<srv, f32, ms = 2, array, dim = 2d>").expect("valid");
    assert_eq!(
        type_to_string(&ctx, ty),
        "!hlsl.handle<srv, f32, dim = 2d, array, ms = 2>"
    );
}

#[test]
fn struct_and_array_round_trip() {
    let ctx = context();
    for text in [
        r#"!hlsl.struct<"S", ()>"#,
        r#"!hlsl.struct<"Outer", (!hlsl.struct<"Inner", (i1, f16)>, !hlsl.array<3 x vector<2xf32>>)>"#,
        "!hlsl.array<16 x !hlsl.array<2 x i64>>",
        r#"!hlsl.struct<"with \22quotes\22", (f64)>"#,
    ] {
        let ty = parse_type_str(&ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert_eq!(type_to_string(&ctx, ty), text);
    }
    let glued = parse_type_str(&ctx, "!hlsl.array<4xf32>").expect("`4xf32` is `4 x f32`");
    assert_eq!(type_to_string(&ctx, glued), "!hlsl.array<4 x f32>");
}

#[test]
fn invalid_types_name_the_rule() {
    let ctx = context();
    let cases = [
        (
            "!hlsl.handle<srv, f32, dim = 2d, rov>",
            "'rov' requires a 'uav' resource",
        ),
        (
            "!hlsl.handle<srv, f32, dim = 3d, ms = 4>",
            "'ms' requires 'dim = 2d'",
        ),
        (
            "!hlsl.handle<srv, vector<4xf64>, dim = 2d>",
            "at most 4 components and 16 bytes",
        ),
        (
            "!hlsl.handle<uav, i8, raw, counter>",
            "'counter' requires a 'uav' raw buffer",
        ),
        (
            "!hlsl.handle<cbuffer, f32, row>",
            "'row' requires a struct element",
        ),
        ("!hlsl.handle<srv, i32, dim = 2d>", "must spell signedness"),
        (
            "!hlsl.handle<srv, f32, dim = 2d, dim = 3d>",
            "is given more than once",
        ),
        (
            "!hlsl.handle<texture, f32>",
            "unknown resource class 'texture'",
        ),
        (
            "!hlsl.handle<srv, f32, dim = 4d>",
            "unknown resource dimension '4d'",
        ),
        (
            "!hlsl.handle<srv, index, raw>",
            "unsupported element type 'index'",
        ),
        (
            "!hlsl.Texture2DMS<vector<4xf32>, 0>",
            "sample count must be between 1 and 255",
        ),
        (
            "!hlsl.ByteAddressBuffer<i8>",
            "'ByteAddressBuffer' takes no parameters",
        ),
        (
            "!hlsl.Texture2D<!hlsl.struct<\"S\", (f32)>>",
            "invalid 'Texture2D': typed resource element",
        ),
        ("!hlsl.struct<\"S\", (si32)>", "write 'i32', not 'si32'"),
        ("!hlsl.array<0 x f32>", "length must be between 1"),
        ("!hlsl.Texture4D<f32>", "unknown 'hlsl' type 'Texture4D'"),
    ];
    assert_rejected(&cases, |text| {
        parse_type_str(&ctx, text).map(|ty| type_to_string(&ctx, ty))
    });
}

#[test]
fn element_info_and_signless_forms() {
    let ctx = context();
    let parse = |s: &str| parse_type_str(&ctx, s).unwrap_or_else(|d| panic!("{s}: {}", d.message));
    let handle_ty = parse("!hlsl.RWBuffer<vector<4xsi32>>");
    let handle = HandleType::of(&ctx, handle_ty).expect("handle");
    assert_eq!(
        type_to_string(&ctx, signless_type(&ctx, handle.element)),
        "vector<4xi32>"
    );
    assert!(handle.is_typed_buffer() && !handle.is_texture() && !handle.is_structured(&ctx));
    let bab = HandleType::of(&ctx, parse("!hlsl.RWByteAddressBuffer")).expect("handle");
    assert!(bab.is_byte_address(&ctx) && !bab.is_structured(&ctx));
    assert_eq!(bab.class(), ResourceClass::Uav);
    let counter = HandleType::with_counter(
        &ctx,
        HandleType::of(&ctx, parse("!hlsl.RWStructuredBuffer<f32>")).expect("handle"),
    );
    assert_eq!(
        type_to_string(&ctx, counter.expect("has a counter")),
        "!hlsl.handle<uav, f32, raw, counter>"
    );
    assert!(HandleType::with_counter(&ctx, bab).is_err());
}
