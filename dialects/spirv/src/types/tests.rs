//! Type syntax and parse-time checks, against what `mlir-opt-22` prints and
//! reports for the same input.

use shader_mlir::ir::Type;
use spirv::{Decoration, StorageClass};

use super::*;
use crate::testing::{first_error, print};

/// Prints `ty` as the value of an attribute of an unregistered op.
fn round_trip_type(ty: &str) -> String {
    let out = print(&format!("\"foo.op\"() {{t = {ty}}} : () -> ()"));
    let start = out.find("t = ").expect("attribute printed") + 4;
    let end = out.rfind("} : () -> ()").expect("op printed");
    out[start..end].to_owned()
}

fn type_error(ty: &str) -> String {
    first_error(&format!("\"foo.op\"() {{t = {ty}}} : () -> ()"))
}

#[test]
fn canonical_spellings() {
    let cases = [
        ("!spirv.array<16xf32>", "!spirv.array<16 x f32>"),
        (
            "!spirv.array< 4 x !spirv.array<4 x f32, stride=4>, stride = 128>",
            "!spirv.array<4 x !spirv.array<4 x f32, stride=4>, stride=128>",
        ),
        (
            "!spirv.rtarray<vector<4xf32>>",
            "!spirv.rtarray<vector<4xf32>>",
        ),
        (
            "!spirv.ptr<vector<4xi32>,PushConstant>",
            "!spirv.ptr<vector<4xi32>, PushConstant>",
        ),
        (
            "!spirv.matrix<2xvector<3xf32>>",
            "!spirv.matrix<2 x vector<3xf32>>",
        ),
        (
            "!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Rgba32f>",
            "!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Rgba32f>",
        ),
        (
            "!spirv.sampled_image<!spirv.image<i32, Cube, IsDepth, Arrayed, MultiSampled, NoSampler, R32i>>",
            "!spirv.sampled_image<!spirv.image<i32, Cube, IsDepth, Arrayed, MultiSampled, NoSampler, R32i>>",
        ),
        ("!spirv.struct<()>", "!spirv.struct<()>"),
        (
            "!spirv.struct<(f32 [0], i32 [4, NonWritable])>",
            "!spirv.struct<(f32 [0], i32 [4, NonWritable])>",
        ),
        // Member decorations print sorted by decoration value; values print without their type.
        (
            "!spirv.struct<(f32 [0, Offset=4 : i32, NonWritable, ColMajor])>",
            "!spirv.struct<(f32 [0, ColMajor, NonWritable, Offset=4])>",
        ),
        (
            "!spirv.struct<(f32), BufferBlock, Block>",
            "!spirv.struct<(f32), Block, BufferBlock>",
        ),
        (
            "!spirv.struct<id, (f32 [0]), Block>",
            "!spirv.struct<id, (f32 [0]), Block>",
        ),
        ("!spirv.sampler", "!spirv.sampler"),
    ];
    for (input, expected) in cases {
        assert_eq!(round_trip_type(input), expected, "for {input}");
    }
}

#[test]
fn constructors_unique_and_downcast() {
    let ctx = crate::testing::context();
    let f32 = ctx.common().f32;
    let ptr = PointerType::get(&ctx, f32, StorageClass::Uniform);
    assert_eq!(ptr, PointerType::get(&ctx, f32, StorageClass::Uniform));
    assert_ne!(ptr, PointerType::get(&ctx, f32, StorageClass::Input));
    assert_eq!(
        PointerType::of(&ctx, ptr).map(|p| p.storage_class),
        Some(StorageClass::Uniform)
    );
    assert!(ArrayType::of(&ctx, ptr).is_none());
    let block = StructDecoration {
        decoration: Decoration::Block,
        value: None,
    };
    let s = StructType::get(&ctx, vec![f32], vec![0], vec![], vec![block]);
    assert!(
        StructType::of(&ctx, s)
            .is_some_and(|s| s.has_decoration(Decoration::Block) && s.has_offset())
    );
    assert_eq!(
        shader_mlir::asm::printer::type_to_string(&ctx, s),
        "!spirv.struct<(f32 [0]), Block>"
    );
}

#[test]
fn identified_structs_are_uniqued_by_name() {
    let ctx = crate::testing::context();
    let (f32, i32) = (ctx.common().f32, ctx.common().i32);
    let a: Type = StructType::get_identified(&ctx, "S", vec![f32], vec![], vec![], vec![]).unwrap();
    let b = StructType::get_identified(&ctx, "S", vec![f32], vec![], vec![], vec![]).unwrap();
    assert_eq!(a, b);
    let conflict = StructType::get_identified(&ctx, "S", vec![i32], vec![], vec![], vec![]);
    assert_eq!(conflict.unwrap_err().name, "S");
    // A literal struct with the same body is another type.
    assert_ne!(a, StructType::get(&ctx, vec![f32], vec![], vec![], vec![]));
}

#[test]
fn mlir_diagnostics() {
    let cases = [
        (
            "!spirv.array<f32>",
            "1:30: expected single integer for array element count",
        ),
        (
            "!spirv.array<4 f32>",
            "1:31: expected 'x' in dimension list",
        ),
        (
            "!spirv.array<4x3xf32>",
            "1:30: expected single integer for array element count",
        ),
        (
            "!spirv.array<4xvector<4x3xf32>>",
            "1:32: only 1-D vector allowed but found 'vector<4x3xf32>'",
        ),
        (
            "!spirv.array<4xtensor<4xf32>>",
            "1:32: cannot use 'tensor<4xf32>' to compose SPIR-V types",
        ),
        (
            "!spirv.array<4xi256>",
            "1:32: only 1/8/16/32/64-bit integer type allowed but found 'i256'",
        ),
        (
            "!spirv.array<4xvector<5xf32>>",
            "1:32: vector length has to be less than or equal to 4 but found 5",
        ),
        (
            "!spirv.array<4xi32, stride=0>",
            "1:44: ArrayStride must be greater than zero",
        ),
        (
            "!spirv.array<0xf32>",
            "1:30: expected array length greater than 0",
        ),
        (
            "!spirv.ptr<f32, SomeStorageClass>",
            "1:31: unknown storage class: SomeStorageClass",
        ),
        ("!spirv.ptr<f32 Uniform>", "1:31: expected ','"),
        ("!spirv.image<f32, Dim1D, NoDepth>", "1:49: expected ','"),
        (
            "!spirv.image<f32, Foo, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>",
            "1:35: unknown attribute: 'Foo'",
        ),
        (
            "!spirv.sampled_image<f32>",
            "1:38: sampled image must be composed using image type, got 'f32'",
        ),
        (
            "!spirv.struct<(f32, i32 [4])>",
            "1:42: offset specification must be given for all members",
        ),
        (
            "!spirv.struct<(f32 [3], i32)>",
            "1:24: offset specification must be given for all members",
        ),
        ("!spirv.struct<(f32 i32)>", "1:35: expected ')'"),
        (
            "!spirv.struct<(f32 [NonWritable, 0])>",
            "1:50: expected valid keyword",
        ),
        (
            "!spirv.struct<(f32 [0, Foo])>",
            "1:40: unknown attribute: 'Foo'",
        ),
        (
            "!spirv.struct<a>",
            "1:24: recursive struct reference not nested in struct definition",
        ),
        (
            "!spirv.struct<(f32 [0]), Foo>",
            "1:42: unknown attribute: 'Foo'",
        ),
        (
            "!spirv.matrix<5 x vector<3xf32>>",
            "1:31: matrix is expected to have 2, 3, or 4 columns",
        ),
        (
            "!spirv.matrix<3 x vector<5xf32>>",
            "1:35: matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 5",
        ),
        (
            "!spirv.matrix<3 x i32>",
            "1:35: matrix must be composed using vector type, got 'i32'",
        ),
        (
            "!spirv.matrix<2 x vector<3xi32>>",
            "1:35: matrix columns' elements must be of Float type, got 'i32'",
        ),
        ("!spirv.foo", "1:24: unknown SPIR-V type: foo"),
        (
            "!spirv.struct<S, (!spirv.struct<S, ()>)>",
            "1:42: identifier already used for an enclosing struct",
        ),
    ];
    for (ty, expected) in cases {
        assert_eq!(type_error(ty), expected, "for {ty}");
    }
}

#[test]
fn identified_struct_errors() {
    // Two bodies for one name in one context.
    let text = "\"foo.op\"() {a = !spirv.struct<S, (f32)>, b = !spirv.struct<S, (i32)>} : () -> ()";
    assert_eq!(
        first_error(text),
        "1:53: identified struct 'S' is already defined with a different body"
    );
    // A reference to a struct outside its own body.
    let text = "\"foo.op\"() {a = !spirv.struct<S, (f32)>, b = !spirv.ptr<!spirv.struct<S>, Uniform>} : () -> ()";
    assert_eq!(
        first_error(text),
        "1:64: recursive struct reference not nested in struct definition"
    );
}

#[test]
fn recursive_structs_point_to_themselves() {
    let ctx = crate::testing::context();
    let i32_ty = ctx.common().i32;
    let node = StructType::identified(&ctx, "Node");
    assert!(!StructType::of(&ctx, node).unwrap().has_body());
    let ptr = PointerType::get(&ctx, node, StorageClass::PhysicalStorageBuffer);
    let body = StructBody::new(vec![i32_ty, ptr], vec![0, 8], vec![], vec![]);
    StructType::set_body(&ctx, node, body.clone()).unwrap();
    // The same body again is accepted, another one refused.
    StructType::set_body(&ctx, node, body).unwrap();
    let other = StructBody::new(vec![i32_ty], vec![], vec![], vec![]);
    assert!(StructType::set_body(&ctx, node, other).is_err());
    let st = StructType::of(&ctx, node).unwrap();
    assert_eq!(st.members[1], ptr);
    assert_eq!(
        crate::support::type_str(&ctx, node),
        "!spirv.struct<Node, (i32 [0], !spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer> [8])>"
    );
}
