//! The expected requirements are what MLIR 22's op interfaces and type
//! visitors report for the same ops and types (checked end to end against
//! `mlir-opt-22 --spirv-update-vce` by the lit tests under
//! `tests/lit/dialects/spirv/update-vce`).

use shader_mlir::asm::parser::{ParseOptions, parse_str};
use shader_mlir::diagnostics::DiagnosticEngine;
use shader_mlir::ir::{Ir, OpId};
use spirv::{Capability, GlslStd450Op, Op, StorageClass};

use super::*;
use crate::availability::{Extension, Version};
use crate::types::{
    ImageArrayedInfo, ImageDepthInfo, ImageSamplerUseInfo, ImageSamplingInfo, ImageType,
    PointerType,
};

fn parse(text: &str) -> (Ir, OpId) {
    let ctx = crate::testing::context();
    let diags = DiagnosticEngine::new();
    match parse_str(&ctx, "input", text, &ParseOptions::default(), &diags) {
        Some(parsed) => parsed,
        None => panic!("{:#?}", diags.take()),
    }
}

/// The first op named `name` in `text`, with the IR holding it.
fn find(text: &str, name: &str) -> (Ir, OpId) {
    let (ir, top) = parse(text);
    let op = ir
        .walk_collect(top)
        .into_iter()
        .find(|&o| ir.op_is(o, name));
    match op {
        Some(op) => (ir, op),
        None => panic!("no {name} in\n{text}"),
    }
}

fn capabilities(requirements: &Requirements) -> Vec<Vec<Capability>> {
    requirements
        .capabilities
        .iter()
        .map(|c| c.to_vec())
        .collect()
}

fn extensions(requirements: &Requirements) -> Vec<Vec<Extension>> {
    requirements
        .extensions
        .iter()
        .map(|e| e.any_of.to_vec())
        .collect()
}

#[test]
fn declarations_name_the_instruction() {
    use crate::ops::{arithmetic, atomic, control_flow, gl, structure};
    assert_eq!(
        Encoding::of(arithmetic::IAddOp::DEF),
        Encoding::Core(Op::IAdd)
    );
    let opcodes = [
        (
            atomic::AtomicCompareExchangeOp::DEF,
            Some(Op::AtomicCompareExchange),
        ),
        (atomic::EXTAtomicFAddOp::DEF, Some(Op::AtomicFAddEXT)),
        (structure::GlobalVariableOp::DEF, Some(Op::Variable)),
        (structure::FuncOp::DEF, Some(Op::Function)),
        (gl::GLFAbsOp::DEF, Some(Op::ExtInst)),
        (structure::ModuleOp::DEF, None),
        (structure::AddressOfOp::DEF, None),
        (control_flow::MergeOp::DEF, None),
    ];
    for (def, opcode) in opcodes {
        assert_eq!(Encoding::of(def).opcode(), opcode, "{}", def.name);
    }
    assert_eq!(
        Encoding::of(gl::GLFAbsOp::DEF),
        Encoding::gl(GlslStd450Op::FAbs)
    );
    assert_eq!(
        Encoding::of(structure::AddressOfOp::DEF).availability(),
        None
    );
}

#[test]
fn ops_need_their_instruction_and_enum_attributes() {
    let module = r#"
        spirv.module Logical GLSL450 {
          spirv.func @f(%i: i32, %x: f32, %p: !spirv.ptr<i32, Workgroup>) "None" {
            %0 = spirv.BitFieldInsert %i, %i, %i, %i : i32, i32, i32
            %1 = spirv.GL.Sqrt %x : f32
            %2 = spirv.AtomicIAdd <QueueFamily> <None> %p, %i : !spirv.ptr<i32, Workgroup>
            %3 = spirv.IAdd %i, %i : i32
            spirv.Return
          }
        }"#;
    let (ir, op) = find(module, "spirv.BitFieldInsert");
    let requirements = op_requirements(&ir, op).unwrap();
    assert_eq!(
        capabilities(&requirements),
        [vec![Capability::BitInstructions, Capability::Shader]]
    );

    let (ir, op) = find(module, "spirv.GL.Sqrt");
    assert_eq!(
        capabilities(&op_requirements(&ir, op).unwrap()),
        [vec![Capability::Shader]]
    );

    // `QueueFamily` is a SPIR-V 1.5 scope of the Vulkan memory model.
    let (ir, op) = find(module, "spirv.AtomicIAdd");
    let requirements = op_requirements(&ir, op).unwrap();
    assert_eq!(requirements.min_version, Version::V1_5);
    assert_eq!(
        capabilities(&requirements),
        [vec![Capability::VulkanMemoryModel]]
    );

    let (ir, op) = find(module, "spirv.IAdd");
    assert!(op_requirements(&ir, op).unwrap().is_empty());

    // `spirv.module` has no instruction; its addressing and memory models count.
    let (ir, op) = find(module, "spirv.module");
    assert_eq!(
        capabilities(&op_requirements(&ir, op).unwrap()),
        [vec![Capability::Shader]]
    );
}

#[test]
fn enum_values_without_grammar_data_are_errors_not_panics() {
    let unknown = EnumAttr {
        kind: EnumKind::StorageClass,
        value: 0xFFFF,
    };
    assert_eq!(
        enum_requirements(unknown),
        Err(UnknownEnumerant {
            kind: "StorageClass",
            value: 0xFFFF
        })
    );
    let depth = EnumAttr {
        kind: EnumKind::ImageDepthInfo,
        value: 1,
    };
    assert_eq!(enum_requirements(depth), Ok(Requirements::new()));
}

#[test]
fn interface_pointers_need_storage_capabilities_then_the_storage_class() {
    let ctx = crate::testing::context();
    let c = ctx.common();
    let member = crate::types::RuntimeArrayType::get(&ctx, c.i8, 1);
    let block = crate::types::StructType::get(&ctx, vec![member], vec![0], Vec::new(), Vec::new());
    let ptr = PointerType::get(&ctx, block, StorageClass::StorageBuffer);
    let requirements = type_requirements(&ctx, ptr).unwrap();
    assert_eq!(
        extensions(&requirements),
        [
            vec![Extension::SPV_KHR_8bit_storage],
            vec![
                Extension::SPV_KHR_storage_buffer_storage_class,
                Extension::SPV_KHR_variable_pointers
            ],
        ]
    );
    assert_eq!(
        capabilities(&requirements),
        [
            vec![Capability::StorageBuffer8BitAccess],
            vec![Capability::Shader],
            vec![Capability::Shader]
        ]
    );

    // Outside a pointer the same scalar needs the arithmetic capability.
    assert_eq!(
        capabilities(&type_requirements(&ctx, c.i8).unwrap()),
        [vec![Capability::Int8]]
    );
    assert!(type_requirements(&ctx, c.f32).unwrap().is_empty());
}

#[test]
fn composites_add_their_own_capability_after_their_elements() {
    let ctx = crate::testing::context();
    let c = ctx.common();
    let wide = ctx.vector_type(&[8], c.f16);
    assert_eq!(
        capabilities(&type_requirements(&ctx, wide).unwrap()),
        [vec![Capability::Float16], vec![Capability::Vector16]]
    );
    let column = ctx.vector_type(&[3], c.f64);
    let matrix = crate::types::MatrixType::get(&ctx, column, 3);
    assert_eq!(
        capabilities(&type_requirements(&ctx, matrix).unwrap()),
        [vec![Capability::Float64], vec![Capability::Matrix]]
    );
}

#[test]
fn images_need_mlir_22s_dim_capabilities_then_format_and_sampled_type() {
    let ctx = crate::testing::context();
    let c = ctx.common();
    let image = |element, dim, format| {
        ImageType::get(
            &ctx,
            ImageType {
                element,
                dim,
                depth: ImageDepthInfo::NoDepth,
                arrayed: ImageArrayedInfo::NonArrayed,
                sampling: ImageSamplingInfo::SingleSampled,
                sampler_use: ImageSamplerUseInfo::NoSampler,
                format,
            },
        )
    };
    let one_d = image(c.f32, spirv::Dim::Dim1D, spirv::ImageFormat::Unknown);
    assert_eq!(
        capabilities(&type_requirements(&ctx, one_d).unwrap()),
        [vec![Capability::Image1D, Capability::Sampled1D]]
    );
    let wide = image(c.i64, spirv::Dim::Dim2D, spirv::ImageFormat::R64i);
    assert_eq!(
        capabilities(&type_requirements(&ctx, wide).unwrap()),
        [
            vec![
                Capability::ImageMSArray,
                Capability::Kernel,
                Capability::Shader
            ],
            vec![Capability::Int64ImageEXT],
            vec![Capability::Int64],
        ]
    );
    let three_d = image(c.f32, spirv::Dim::Dim3D, spirv::ImageFormat::Rgba32f);
    assert_eq!(
        capabilities(&type_requirements(&ctx, three_d).unwrap()),
        [vec![Capability::Shader]]
    );
}

#[test]
fn non_spirv_types_are_reported() {
    let ctx = crate::testing::context();
    let error = type_requirements(&ctx, ctx.common().index).unwrap_err();
    assert_eq!(error, AvailabilityError::NotSpirvType("index".to_owned()));
    assert_eq!(error.to_string(), "'index' is not a SPIR-V type");
}

/// The integer dot products need `DotProduct`, the capability of their
/// operand type and the extension (core in 1.6), in any version, as
/// MLIR's `IntegerDotProductOps.cpp` says.
#[test]
fn dot_products_need_the_capability_of_their_operands() {
    let text = r#"
spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>) "None" {
  %0 = spirv.SDot %p, %p, <PackedVectorFormat4x8Bit> : i32 -> i32
  %1 = spirv.UDotAccSat %b, %b, %0 : vector<4xi8> -> i32
  %2 = spirv.SUDot %s, %s : vector<2xi16> -> i32
  spirv.Return
}
"#;
    for (name, input) in [
        ("spirv.SDot", Capability::DotProductInput4x8BitPacked),
        ("spirv.UDotAccSat", Capability::DotProductInput4x8Bit),
        ("spirv.SUDot", Capability::DotProductInputAll),
    ] {
        let (ir, op) = find(text, name);
        let requirements = op_requirements(&ir, op).unwrap();
        assert_eq!(requirements.min_version, Version::V1_0, "{name}");
        assert_eq!(
            capabilities(&requirements),
            vec![vec![Capability::DotProduct], vec![input]],
            "{name}"
        );
        assert_eq!(
            extensions(&requirements),
            vec![vec![Extension::SPV_KHR_integer_dot_product]]
        );
        assert_eq!(requirements.extensions[0].core_since, Some(Version::V1_6));
    }
}
