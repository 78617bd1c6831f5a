//! The expected triples and diagnostics are what `mlir-opt-22
//! --spirv-update-vce` prints for the equivalent modules (quoted above each
//! test); the requirements are built the way MLIR's op interfaces and type
//! visitors build them.

use spirv::{Capability, Op, StorageClass};

use shader_mlir::asm::parser::parse_attribute_str;

use super::*;
use crate::attributes::SpirvAttr;
use crate::availability::{Availability, GrammarEnum, ScalarKind, scalar_type_requirements};

/// A target environment of the triple `vce`, written as in `#spirv.vce<...>`:
/// `"v1.3, [Shader, Int8], [SPV_KHR_8bit_storage]"`.
fn env(vce: &str) -> TargetEnv {
    let ctx = crate::testing::context();
    let attr = parse_attribute_str(&ctx, &format!("#spirv.vce<{vce}>")).unwrap();
    let Some(SpirvAttr::Vce(vce)) = SpirvAttr::of(&ctx, attr) else {
        panic!("not a triple: {vce}");
    };
    TargetEnv::new(vce.clone())
}

fn scalar(kind: ScalarKind, bits: u32, storage_class: Option<StorageClass>) -> Requirements {
    scalar_type_requirements(kind, bits, storage_class).unwrap()
}

/// `!spirv.rtarray<elem>`: the element's requirements, then `Shader`.
fn runtime_array(element: Requirements) -> Requirements {
    let mut requirements = element;
    requirements.add(Availability::any_capability(&[Capability::Shader]));
    requirements
}

/// `!spirv.ptr<pointee, sc>`: the pointee's requirements in `sc`, then the
/// storage class's.
fn pointer(pointee: Requirements, storage_class: StorageClass) -> Requirements {
    let mut requirements = pointee;
    requirements.add_enum(storage_class).unwrap();
    requirements
}

/// `!spirv.ptr<scalar, sc>` of a scalar of `kind` and `bits`.
fn scalar_pointer(kind: ScalarKind, bits: u32, storage_class: StorageClass) -> Requirements {
    pointer(scalar(kind, bits, Some(storage_class)), storage_class)
}

fn op(opcode: Op) -> Requirements {
    Requirements::of_op(opcode)
}

fn none() -> Requirements {
    Requirements::new()
}

/// `spirv.module Logical GLSL450`: its enumerant operands.
fn module_op() -> Requirements {
    let mut requirements = none();
    requirements
        .add_enum(spirv::AddressingModel::Logical)
        .unwrap();
    requirements.add_enum(spirv::MemoryModel::GLSL450).unwrap();
    requirements
}

/// ```mlir
/// spirv.module Logical GLSL450 attributes { spirv.target_env = #spirv.target_env<
///   #spirv.vce<v1.3, [Shader, Int8, Int16, Int64, Float16, Float64, StorageBuffer8BitAccess,
///   StorageBuffer16BitAccess, GroupNonUniformBallot], [SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
///   spirv.GlobalVariable @a bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i8, stride=1> [0])>, StorageBuffer>
///   spirv.GlobalVariable @b bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f16, stride=2> [0])>, StorageBuffer>
///   spirv.func @f(%x: i64) -> i64 "None" {
///     %0 = spirv.IAdd %x, %x : i64
///     %t = spirv.Constant true
///     %1 = spirv.GroupNonUniformBallot <Subgroup> %t : vector<4xi32>
///     spirv.ReturnValue %0 : i64
///   }
/// }
/// ```
/// Visits the ops `ops` (their names and opcodes, without operands) in
/// order: the deduced triple, or the first error's message.
fn deduce_ops(env: &TargetEnv, ops: &[(&str, Op)]) -> Result<String, String> {
    let mut deducer = VceDeducer::new(env);
    for &(name, opcode) in ops {
        deducer
            .visit_op(name, &op(opcode), &[])
            .map_err(|e| e.to_string())?;
    }
    Ok(deducer.finish().to_string())
}

/// Visits `ops` in order (each op's name, its own requirements and those of
/// its operand and result types), then the enclosing `spirv.module`.
fn visit_all<'env>(
    env: &'env TargetEnv,
    ops: Vec<(&str, Requirements, Vec<Requirements>)>,
) -> VceDeducer<'env> {
    let mut deducer = VceDeducer::new(env);
    for (name, requirements, types) in ops {
        deducer.visit_op(name, &requirements, &types).unwrap();
    }
    deducer.visit_op("spirv.module", &module_op(), &[]).unwrap();
    deducer
}

#[test]
fn storage_buffers_and_subgroup_ops() {
    let env = env(
        "v1.3, [Shader, Int8, Int16, Int64, Float16, Float64, StorageBuffer8BitAccess, StorageBuffer16BitAccess, GroupNonUniformBallot], [SPV_KHR_8bit_storage]",
    );
    let sb = Some(StorageClass::StorageBuffer);
    let i64_ = scalar(ScalarKind::Int, 64, None);
    let bool_ = || scalar(ScalarKind::Int, 1, None);
    let array_of = |kind, bits| {
        let element = runtime_array(scalar(kind, bits, sb));
        pointer(element, StorageClass::StorageBuffer)
    };
    let mut ballot = op(Op::GroupNonUniformBallot);
    ballot.add_enum(spirv::Scope::Subgroup).unwrap();
    let i64_3 = vec![i64_.clone(), i64_.clone(), i64_.clone()];
    let deducer = visit_all(
        &env,
        vec![
            (
                "spirv.GlobalVariable",
                none(),
                vec![array_of(ScalarKind::Int, 8)],
            ),
            (
                "spirv.GlobalVariable",
                none(),
                vec![array_of(ScalarKind::Float, 16)],
            ),
            ("spirv.IAdd", op(Op::IAdd), i64_3),
            ("spirv.Constant", none(), vec![bool_()]),
            ("spirv.GroupNonUniformBallot", ballot, vec![bool_(), none()]),
            ("spirv.ReturnValue", none(), vec![i64_]),
            ("spirv.func", none(), vec![]),
        ],
    );
    assert_eq!(deducer.version(), Version::V1_3);
    assert_eq!(
        deducer.finish().to_string(),
        "#spirv.vce<v1.3, [StorageBuffer8BitAccess, Shader, StorageBuffer16BitAccess, Int64, \
         GroupNonUniformBallot, Matrix, GroupNonUniform], [SPV_KHR_8bit_storage, \
         SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>"
    );
}

/// ```mlir
/// // target: #spirv.vce<v1.5, [Shader, Int64, Float64, GroupNonUniformArithmetic,
/// //   GroupNonUniformBallot, StorageUniform16, Int16, Geometry, Float16], []>
///   spirv.func @f(%x: i64, %y: f64, %b: i1) -> i64 "None" {
///     %0 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %x : i64 -> i64
///     %1 = spirv.FAdd %y, %y : f64
///     %2 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>
///     spirv.ReturnValue %0 : i64
///   }
/// ```
#[test]
fn first_allowed_alternative_and_implied_capabilities_last() {
    let env = env(
        "v1.5, [Shader, Int64, Float64, GroupNonUniformArithmetic, GroupNonUniformBallot, UniformAndStorageBuffer16BitAccess, Int16, Geometry, Float16], []",
    );
    let i64_ = scalar(ScalarKind::Int, 64, None);
    let f64_ = scalar(ScalarKind::Float, 64, None);
    let mut iadd = op(Op::GroupNonUniformIAdd);
    iadd.add_enum(spirv::Scope::Subgroup).unwrap();
    iadd.add_enum(spirv::GroupOperation::Reduce).unwrap();
    let f64_3 = vec![f64_.clone(), f64_.clone(), f64_];
    let deducer = visit_all(
        &env,
        vec![
            (
                "spirv.GroupNonUniformIAdd",
                iadd,
                vec![i64_.clone(), i64_.clone()],
            ),
            ("spirv.FAdd", op(Op::FAdd), f64_3),
            (
                "spirv.GroupNonUniformBallot",
                op(Op::GroupNonUniformBallot),
                vec![],
            ),
            ("spirv.ReturnValue", none(), vec![i64_]),
        ],
    );
    assert_eq!(
        deducer.finish().to_string(),
        "#spirv.vce<v1.3, [GroupNonUniformArithmetic, Int64, Float64, GroupNonUniformBallot, Shader, \
         GroupNonUniform, Matrix], []>"
    );
}

/// ```mlir
/// // target: v1.5, same capabilities as above
///   spirv.GlobalVariable @a bind(0, 0) : !spirv.ptr<!spirv.struct<(i16 [0])>, Uniform>
///   spirv.func @f(%y: f64, %b: i1) -> f64 "None" {
///     %2 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>
///     %1 = spirv.FAdd %y, %y : f64
///     spirv.ReturnValue %1 : f64
///   }
/// ```
#[test]
fn version_implied_extensions_are_recorded() {
    let env = env(
        "v1.5, [Shader, Float64, GroupNonUniformBallot, UniformAndStorageBuffer16BitAccess], []",
    );
    let ubo = scalar_pointer(ScalarKind::Int, 16, StorageClass::Uniform);
    let f64_ = scalar(ScalarKind::Float, 64, None);
    let deducer = visit_all(
        &env,
        vec![
            ("spirv.GlobalVariable", none(), vec![ubo]),
            (
                "spirv.GroupNonUniformBallot",
                op(Op::GroupNonUniformBallot),
                vec![],
            ),
            ("spirv.FAdd", op(Op::FAdd), vec![f64_.clone(), f64_]),
        ],
    );
    assert_eq!(
        deducer.finish().to_string(),
        "#spirv.vce<v1.3, [StorageUniform16, Shader, GroupNonUniformBallot, Float64, StorageBuffer16BitAccess, \
         Matrix, GroupNonUniform], [SPV_KHR_16bit_storage]>"
    );
}

/// ```mlir
/// // target: #spirv.vce<v1.6, [Shader, BFloat16TypeKHR, Int8, StorageBuffer8BitAccess,
/// //   StoragePushConstant8, Float16, StorageBuffer16BitAccess], [SPV_KHR_bfloat16]>
///   spirv.GlobalVariable @a bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<bf16, stride=2> [0])>, StorageBuffer>
///   spirv.GlobalVariable @c : !spirv.ptr<!spirv.struct<(i8 [0])>, PushConstant>
/// ```
#[test]
fn extension_only_storage_class_keeps_version_1_0() {
    let env = env(
        "v1.6, [Shader, BFloat16TypeKHR, Int8, StorageBuffer8BitAccess, StoragePushConstant8, Float16, StorageBuffer16BitAccess], [SPV_KHR_bfloat16]",
    );
    let bf16 = scalar(ScalarKind::BFloat, 16, Some(StorageClass::StorageBuffer));
    let push = scalar_pointer(ScalarKind::Int, 8, StorageClass::PushConstant);
    let deducer = visit_all(
        &env,
        vec![
            (
                "spirv.GlobalVariable",
                none(),
                vec![pointer(runtime_array(bf16), StorageClass::StorageBuffer)],
            ),
            ("spirv.GlobalVariable", none(), vec![push]),
        ],
    );
    assert_eq!(
        deducer.finish().to_string(),
        "#spirv.vce<v1.0, [StorageBuffer16BitAccess, Shader, StoragePushConstant8, Matrix], [SPV_KHR_bfloat16, \
         SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>"
    );
}

#[test]
fn an_empty_module_needs_nothing_but_its_memory_model() {
    let env = TargetEnv::default();
    let mut deducer = VceDeducer::new(&env);
    deducer.visit_op("spirv.module", &module_op(), &[]).unwrap();
    assert_eq!(
        deducer.finish().to_string(),
        "#spirv.vce<v1.0, [Shader, Matrix], []>"
    );
    assert_eq!(
        VceDeducer::new(&env).finish(),
        Vce::new(Version::V1_0, [], [])
    );
}

#[test]
fn too_new_an_op_reports_the_deduced_version() {
    let env = env("v1.0, [Shader, GroupNonUniformBallot], []");
    assert_eq!(
        deduce_ops(&env, &[("spirv.GroupNonUniformBallot", Op::GroupNonUniformBallot)]),
        Err("'spirv.GroupNonUniformBallot' requires min version v1.3 but target environment allows up to v1.0".into())
    );
}

#[test]
fn missing_capability_lists_the_alternatives() {
    let env = env("v1.3, [Shader], []");
    assert_eq!(
        deduce_ops(&env, &[("spirv.GroupNonUniformBallot", Op::GroupNonUniformBallot)]),
        Err("'spirv.GroupNonUniformBallot' requires at least one capability in [GroupNonUniformBallot] but none \
             allowed in target environment"
            .into())
    );
    let error = VceDeducer::new(&env)
        .visit_op(
            "spirv.ReturnValue",
            &none(),
            &[scalar(ScalarKind::Int, 64, None)],
        )
        .unwrap_err();
    assert_eq!(
        error,
        VceError::Unavailable {
            op: "spirv.ReturnValue".into(),
            missing: Missing::Capability {
                any_of: vec![Capability::Int64]
            }
        }
    );
    assert_eq!(
        error.to_string(),
        "'spirv.ReturnValue' requires at least one capability in [Int64] but none allowed in target environment"
    );
}

#[test]
fn missing_extension_is_checked_before_capabilities() {
    // The 8-bit storage extension is missing although the capability is there.
    let env = env("v1.0, [Shader, Int8, StorageBuffer8BitAccess], []");
    let bytes = scalar_pointer(ScalarKind::Int, 8, StorageClass::StorageBuffer);
    let error = VceDeducer::new(&env)
        .visit_op("spirv.GlobalVariable", &none(), &[bytes])
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "'spirv.GlobalVariable' requires at least one extension in [SPV_KHR_8bit_storage] but none allowed in \
         target environment"
    );
}

#[test]
fn capability_only_use_in_an_old_version() {
    // OpTypeInt 64 needs nothing itself; its 64-bit type needs Int64.
    let env = env("v1.0, [Shader, Int64], []");
    let mut deducer = VceDeducer::new(&env);
    deducer
        .visit_op(
            "spirv.Constant",
            &op(Op::Constant),
            &[scalar(ScalarKind::Int, 64, None)],
        )
        .unwrap();
    let vce = deducer.finish();
    assert_eq!(vce.version, Version::V1_0);
    assert_eq!(vce.capabilities, [Capability::Int64]);
}

#[test]
fn core_version_replaces_a_missing_extension() {
    // OpDecorateId is core in SPIR-V 1.2; SPV_GOOGLE_hlsl_functionality1 only
    // folds in at 1.4.
    let decorate_id = [("spirv.DecorateId", Op::DecorateId)];
    let v1_2 = env("v1.2, [Shader], []");
    assert_eq!(
        deduce_ops(&v1_2, &decorate_id).as_deref(),
        Ok("#spirv.vce<v1.2, [], []>")
    );

    let v1_1 = env("v1.1, [Shader], []");
    assert_eq!(
        deduce_ops(&v1_1, &decorate_id),
        Err("'spirv.DecorateId' requires at least one extension in [SPV_GOOGLE_hlsl_functionality1] but none \
             allowed in target environment"
            .into())
    );

    let with_extension = env("v1.1, [Shader], [SPV_GOOGLE_hlsl_functionality1]");
    assert_eq!(
        deduce_ops(&with_extension, &decorate_id).as_deref(),
        Ok("#spirv.vce<v1.0, [], [SPV_GOOGLE_hlsl_functionality1]>")
    );
}

#[test]
fn removed_ops_conflict_with_later_versions() {
    let env = env("v1.6, [Shader, Kernel], []");
    let copy_logical = ("spirv.CopyLogical", Op::CopyLogical);
    let exchange_weak = (
        "spirv.AtomicCompareExchangeWeak",
        Op::AtomicCompareExchangeWeak,
    );
    assert_eq!(
        deduce_ops(&env, &[copy_logical, exchange_weak]),
        Err("'spirv.AtomicCompareExchangeWeak' requires max version v1.3 but 'spirv.CopyLogical' requires min \
             version v1.4"
            .into())
    );
    assert_eq!(
        deduce_ops(&env, &[exchange_weak, copy_logical]),
        Err("'spirv.CopyLogical' requires min version v1.4 but 'spirv.AtomicCompareExchangeWeak' requires max \
             version v1.3"
            .into())
    );
}

#[test]
fn recorded_extensions_and_capabilities_are_unique() {
    let env = env("v1.0, [Shader, Int16], [SPV_KHR_16bit_storage]");
    let mut deducer = VceDeducer::new(&env);
    let mut sixteen = scalar(ScalarKind::Int, 16, None);
    sixteen.add_all(&scalar(ScalarKind::Int, 16, None));
    deducer
        .visit_op("spirv.IAdd", &op(Op::IAdd), &[sixteen.clone(), sixteen])
        .unwrap();
    assert_eq!(deducer.finish().capabilities, [Capability::Int16]);
    // Enumerants of the op itself are part of its requirements.
    let mut load = op(Op::Load);
    load.add_bits(spirv::MemoryAccess::ALIGNED).unwrap();
    let mut deducer = VceDeducer::new(&env);
    deducer.visit_op("spirv.Load", &load, &[]).unwrap();
    assert_eq!(deducer.finish(), Vce::new(Version::V1_0, [], []));
    assert_eq!(
        deducer_version_after(&env, spirv::StorageClass::Function),
        Version::V1_0
    );
}

fn deducer_version_after<E: GrammarEnum>(env: &TargetEnv, value: E) -> Version {
    let mut requirements = none();
    requirements.add_enum(value).unwrap();
    let mut deducer = VceDeducer::new(env);
    deducer
        .visit_op("spirv.Variable", &requirements, &[])
        .unwrap();
    deducer.version()
}
