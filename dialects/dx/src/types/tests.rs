//! The `dx` types: the textual form, the annotate words they carry, and the
//! rejected types.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::AsmParser;
use shader_mlir::asm::parser::parse_type_str;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::dialect::Dialect;
use shader_mlir::ir::Type;
use shader_mlir::testing::rejects::assert_rejected;

use resource_model::element_types::{ArrayType, StructType};

use super::ResourceType;

/// The `!hlsl.struct` / `!hlsl.array` element types, which `dx` types embed,
/// without the rest of the `hlsl` dialect.
static HLSL_ELEMENT_TYPES: Dialect = Dialect::new("hlsl", &[]).types(parse_element_type);

fn parse_element_type(p: &mut AsmParser<'_>) -> shader_mlir::asm::ParseResult<Type> {
    let pos = p.get_current_location();
    match p.parse_optional_keyword_any().unwrap_or("") {
        "struct" => StructType::parse(p),
        "array" => ArrayType::parse(p),
        other => Err(p.emit_error_at(pos, format!("unknown 'hlsl' element type '{other}'"))),
    }
}

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&HLSL_ELEMENT_TYPES);
    ctx.register_dialect(&crate::DIALECT);
    Arc::new(ctx)
}

fn parse(ctx: &Arc<Context>, text: &str) -> Type {
    parse_type_str(ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message))
}

#[test]
fn known_good_annotate_vectors_from_the_type() {
    let ctx = context();
    let cases = [
        ("!dx.TypedBuffer<vector<4xf32>, 1, 0, 0>", (4106, 1033)),
        ("!dx.TypedBuffer<i32, 1, 0, 1>", (4106, 260)),
        ("!dx.TypedBuffer<vector<4xi32>, 0, 0, 0>", (10, 1029)),
        (
            r#"!dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 0, 0>"#,
            (1036, 32),
        ),
        ("!dx.RawBuffer<i8, 0, 0>", (11, 0)),
        (r#"!dx.CBuffer<!hlsl.struct<"C", (f32, f32)>>"#, (13, 8)),
    ];
    for (text, (word0, word1)) in cases {
        let ty = parse(&ctx, text);
        let info = ResourceType::of(&ctx, ty)
            .unwrap()
            .resource_info(&ctx)
            .unwrap();
        let props = info.annotate_props();
        assert_eq!((props.word0, props.word1), (word0, word1), "{text}");
    }
}

#[test]
fn invalid_types_are_rejected_with_their_rule() {
    let ctx = context();
    let cases = [
        (
            "!dx.TypedBuffer<vector<4xsi32>, 1, 0, 0>",
            "write 'vector<4xi32>', not 'vector<4xsi32>'",
        ),
        (
            "!dx.TypedBuffer<f32, 0, 1, 0>",
            "IsROV = 1 requires IsWriteable = 1",
        ),
        (
            "!dx.TypedBuffer<f32, 1, 0, 1>",
            "IsSigned = 1 requires an integer element",
        ),
        (
            "!dx.Texture<f32, 1, 0, 0, TextureCUBE>",
            "'TextureCUBE' textures are read-only",
        ),
        (
            "!dx.Texture<f32, 0, 0, 0, Texture2DMS>",
            "'!dx.Texture' dimension must be one of",
        ),
        (
            "!dx.MSTexture<f32, 0, 0, 0, Texture2DMS>",
            "Count must be between 1 and 255, got 0",
        ),
        (
            "!dx.TypedBuffer<vector<4xf64>, 1, 0, 0>",
            "at most 4 components and 16 bytes",
        ),
        (
            "!dx.RawBuffer<i8, 2, 0>",
            "expected 0 or 1 for IsWriteable, got 2",
        ),
        (
            "!dx.CBuffer<f32>",
            "'!dx.CBuffer' element must be an '!hlsl.struct'",
        ),
        ("!dx.Sampler<Linear>", "unknown DXIL sampler type 'Linear'"),
        (
            "!dx.FeedbackTexture<MinMip, Texture2D>",
            "'!dx.FeedbackTexture' dimension must be one of",
        ),
        (
            "!dx.FeedbackTexture<min_mip, FeedbackTexture2D>",
            "expected feedback type 'MinMip' or 'MipRegionUsed'",
        ),
        ("!dx.Buffer<f32>", "unknown 'dx' type 'Buffer'"),
        (
            "!dx.RawBuffer<none, 1, 0>",
            "'none' element is only allowed for samplers",
        ),
    ];
    assert_rejected(&cases, |text| {
        parse_type_str(&ctx, text).map(|ty| type_to_string(&ctx, ty))
    });
}
