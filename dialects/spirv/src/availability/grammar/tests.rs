use spirv::{Capability, Op};

use super::*;

fn caps(availability: &Availability) -> Vec<Capability> {
    availability.capabilities.to_vec()
}

#[test]
fn op_versions_come_from_the_grammar() {
    assert_eq!(op_availability(Op::IAdd), Availability::ALWAYS);
    assert_eq!(op_availability(Op::AtomicIAdd), Availability::ALWAYS);
    assert_eq!(op_availability(Op::ImageRead), Availability::ALWAYS);
    assert_eq!(op_availability(Op::TypeInt), Availability::ALWAYS);
    let copy_logical = op_availability(Op::CopyLogical);
    assert_eq!(copy_logical.min_version, Version::V1_4);
    assert!(copy_logical.extensions.is_empty());
    assert_eq!(op_availability(Op::PtrEqual).min_version, Version::V1_4);
    assert_eq!(
        op_availability(Op::GroupNonUniformElect).min_version,
        Version::V1_3
    );
    // Removed opcodes carry their last version.
    assert_eq!(
        op_availability(Op::LessOrGreater).max_version,
        Some(Version::V1_5)
    );
    assert_eq!(
        op_availability(Op::AtomicCompareExchangeWeak).max_version,
        Some(Version::V1_3)
    );
}

#[test]
fn op_capabilities_are_sorted_alternatives() {
    let ballot = op_availability(Op::GroupNonUniformBallot);
    assert_eq!(ballot.min_version, Version::V1_3);
    assert_eq!(caps(&ballot), [Capability::GroupNonUniformBallot]);
    let iadd = op_availability(Op::GroupNonUniformIAdd);
    let names: Vec<&str> = iadd.capabilities.iter().map(|c| c.mlir_name()).collect();
    assert_eq!(
        names[..2],
        ["GroupNonUniformArithmetic", "GroupNonUniformClustered"]
    );
    assert!(names.windows(2).all(|w| w[0] < w[1]), "{names:?}");
    assert_eq!(caps(&op_availability(Op::ImageSampleExplicitLod)), []);
    assert_eq!(
        caps(&op_availability(Op::ImageQuerySize)),
        [Capability::ImageQuery, Capability::Kernel]
    );
    assert_eq!(caps(&op_availability(Op::ControlBarrier)), []);
}

#[test]
fn extension_ops_keep_their_core_version() {
    // OpDecorateId: SPIR-V 1.2, or SPV_GOOGLE_hlsl_functionality1 before.
    let decorate_id = op_availability(Op::DecorateId);
    assert_eq!(decorate_id.min_version, Version::V1_0);
    assert_eq!(decorate_id.core_since, Some(Version::V1_2));
    assert_eq!(
        decorate_id.extensions,
        [Extension::SPV_GOOGLE_hlsl_functionality1]
    );
    let terminate = op_availability(Op::TerminateInvocation);
    assert_eq!(
        terminate.extensions,
        [Extension::SPV_KHR_terminate_invocation]
    );
    assert_eq!(terminate.core_since, Some(Version::V1_6));
    assert_eq!(caps(&terminate), [Capability::Shader]);
    let interlock = op_availability(Op::BeginInvocationInterlockEXT);
    assert_eq!(
        interlock.extensions,
        [Extension::SPV_EXT_fragment_shader_interlock]
    );
    assert_eq!(interlock.core_since, None);
    assert_eq!(interlock.capabilities.len(), 3);
}

#[test]
fn op_tables_agree_with_rspirv() {
    for inst in rspirv::grammar::INSTRUCTION_TABLE.iter() {
        let availability = op_availability(inst.opcode);
        let mut expected: Vec<Capability> = inst.capabilities.to_vec();
        expected.sort_by_key(|c| c.mlir_name());
        expected.dedup();
        assert_eq!(caps(&availability), expected, "{}", inst.opname);
        let mut expected: Vec<&str> = inst.extensions.to_vec();
        expected.sort_unstable();
        expected.dedup();
        let names: Vec<&str> = availability.extensions.iter().map(|e| e.name()).collect();
        assert_eq!(names, expected, "{}", inst.opname);
    }
}

/// Enumerants and the capabilities that enable them (any one of them).
#[test]
fn enumerant_capabilities() {
    let rows: [(Option<Availability>, &[Capability]); 11] = [
        (
            spirv::StorageClass::StorageBuffer.availability(),
            &[Capability::Shader],
        ),
        (
            spirv::StorageClass::Uniform.availability(),
            &[Capability::Shader],
        ),
        (
            spirv::BuiltIn::SubgroupEqMask.availability(),
            &[
                Capability::GroupNonUniformBallot,
                Capability::SubgroupBallotKHR,
            ],
        ),
        (
            spirv::Decoration::NonUniform.availability(),
            &[Capability::ShaderNonUniform],
        ),
        (
            spirv::ExecutionModel::GLCompute.availability(),
            &[Capability::Shader],
        ),
        (spirv::Dim::Dim1D.availability(), &[Capability::Sampled1D]),
        (
            spirv::ImageFormat::Rgba32f.availability(),
            &[Capability::Shader],
        ),
        (
            spirv::ImageFormat::R64i.availability(),
            &[Capability::Int64ImageEXT],
        ),
        (
            spirv::ImageFormat::Rg32f.availability(),
            &[Capability::StorageImageExtendedFormats],
        ),
        (
            spirv::MemoryModel::Vulkan.availability(),
            &[Capability::VulkanMemoryModel],
        ),
        (
            spirv::AddressingModel::PhysicalStorageBuffer64.availability(),
            &[Capability::PhysicalStorageBufferAddresses],
        ),
    ];
    for (availability, expected) in rows {
        assert_eq!(caps(&availability.unwrap()), expected);
    }
}

/// Enumerants that extensions bring before (or without) a core version.
#[test]
fn enumerant_extensions_and_core_versions() {
    let rows: [(Option<Availability>, &[Extension], Option<Version>); 4] = [
        (
            spirv::BuiltIn::SubgroupEqMask.availability(),
            &[Extension::SPV_KHR_shader_ballot],
            Some(Version::V1_3),
        ),
        (
            spirv::Decoration::CounterBuffer.availability(),
            &[Extension::SPV_GOOGLE_hlsl_functionality1],
            Some(Version::V1_4),
        ),
        (
            spirv::MemoryModel::Vulkan.availability(),
            &[Extension::SPV_KHR_vulkan_memory_model],
            Some(Version::V1_5),
        ),
        (
            spirv::AddressingModel::PhysicalStorageBuffer64.availability(),
            &[
                Extension::SPV_EXT_physical_storage_buffer,
                Extension::SPV_KHR_physical_storage_buffer,
            ],
            Some(Version::V1_5),
        ),
    ];
    for (availability, extensions, core_since) in rows {
        let availability = availability.unwrap();
        assert_eq!(availability.extensions, extensions);
        assert_eq!(availability.core_since, core_since);
    }
    let storage_buffer = spirv::StorageClass::StorageBuffer.availability().unwrap();
    assert_eq!(storage_buffer.min_version, Version::V1_0);
    assert_eq!(storage_buffer.core_since, Some(Version::V1_3));
    let non_uniform = spirv::Decoration::NonUniform.availability().unwrap();
    assert_eq!(non_uniform.core_since, Some(Version::V1_5));
    for always in [
        spirv::StorageClass::Function.availability(),
        spirv::ExecutionMode::LocalSize.availability(),
    ] {
        assert_eq!(always, Some(Availability::ALWAYS));
    }
}

#[test]
fn capability_enumerants_carry_their_own_availability_and_implications() {
    let shader = Capability::Shader.enumerant();
    assert_eq!(shader.availability, Some(Availability::ALWAYS));
    assert_eq!(shader.implies, [Capability::Matrix]);
    let ballot = Capability::GroupNonUniformBallot.availability().unwrap();
    assert_eq!(ballot.min_version, Version::V1_3);
    assert!(
        ballot.capabilities.is_empty(),
        "implications are not requirements"
    );
    let sb16 = Capability::StorageBuffer16BitAccess.availability().unwrap();
    assert_eq!(sb16.extensions, [Extension::SPV_KHR_16bit_storage]);
    assert_eq!(sb16.core_since, Some(Version::V1_3));
}

#[test]
fn spellings_follow_mlir() {
    use Capability::*;
    let capabilities = [
        (UniformAndStorageBuffer16BitAccess, "StorageUniform16"),
        (StorageBuffer16BitAccess, "StorageBuffer16BitAccess"),
        (ShaderViewportIndexLayerEXT, "ShaderViewportIndexLayerEXT"),
        (DemoteToHelperInvocation, "DemoteToHelperInvocation"),
        (
            ComputeDerivativeGroupQuadsKHR,
            "ComputeDerivativeGroupQuadsNV",
        ),
        (FPGARegALTERA, "FPGARegINTEL"),
        (BlockingPipesALTERA, "BlockingPipesALTERA"),
    ];
    assert_spelled(&capabilities);
    assert_spelled(&[
        (spirv::Dim::Dim2D, "Dim2D"),
        (spirv::Dim::DimCube, "Cube"),
        (spirv::Dim::DimSubpassData, "SubpassData"),
    ]);
    assert_spelled(&[
        (spirv::Decoration::UserSemantic, "UserSemantic"),
        (spirv::Decoration::RegisterALTERA, "RegisterINTEL"),
    ]);
    assert_spelled(&[(
        spirv::StorageClass::PhysicalStorageBuffer,
        "PhysicalStorageBuffer",
    )]);
    assert_spelled(&[(spirv::BuiltIn::GlobalInvocationId, "GlobalInvocationId")]);
    assert_spelled(&[(spirv::Scope::Subgroup, "Subgroup")]);
}

/// Asserts MLIR's spelling of each value of `rows`.
fn assert_spelled<E: GrammarEnum + std::fmt::Debug>(rows: &[(E, &str)]) {
    for &(value, spelling) in rows {
        assert_eq!(value.mlir_name(), spelling, "{value:?}");
    }
}

/// Asserts what each spelling of `rows` reads as.
fn assert_reads<E: GrammarEnum + std::fmt::Debug>(rows: &[(&str, Option<E>)]) {
    for &(name, expected) in rows {
        assert_eq!(E::from_mlir_name(name), expected, "{name}");
    }
}

/// Asserts what each single-bit spelling of `rows` reads as.
fn assert_reads_bit<E: GrammarBitEnum + PartialEq + std::fmt::Debug>(rows: &[(&str, Option<E>)]) {
    for &(name, expected) in rows {
        assert_eq!(E::from_mlir_bit_name(name), expected, "{name}");
    }
}

#[test]
fn any_alias_parses() {
    let storage_uniform = Some(Capability::UniformAndStorageBuffer16BitAccess);
    assert_reads(&[
        ("StorageUniform16", storage_uniform),
        ("UniformAndStorageBuffer16BitAccess", storage_uniform),
        ("ShaderNonUniformEXT", Some(Capability::ShaderNonUniform)),
        ("shader", None),
    ]);
    assert_reads(&[("Cube", Some(spirv::Dim::DimCube)), ("1D", None)]);
    assert_reads(&[("HlslSemanticGOOGLE", Some(spirv::Decoration::UserSemantic))]);
    assert_reads_bit(&[
        ("Aligned", Some(spirv::MemoryAccess::ALIGNED)),
        (
            "MakePointerAvailableKHR",
            Some(spirv::MemoryAccess::MAKE_POINTER_AVAILABLE),
        ),
        ("Bogus", None),
    ]);
    assert_reads_bit(&[("Lod", Some(spirv::ImageOperands::LOD))]);
}

/// Every value of every kind is listed once, in order, and round-trips
/// through its spelling.
fn check_kind<E: GrammarEnum + std::fmt::Debug>() -> usize {
    let all = E::all();
    assert!(!all.is_empty(), "{}", E::KIND);
    assert!(
        all.windows(2)
            .all(|w| w[0].enumerant().value < w[1].enumerant().value),
        "{}",
        E::KIND
    );
    let mut without_data = 0;
    for &value in all {
        assert_eq!(
            E::from_mlir_name(value.mlir_name()),
            Some(value),
            "{} {value:?}",
            E::KIND
        );
        let availability = value.availability();
        match availability {
            None => without_data += 1,
            Some(a) => {
                assert!(
                    a.extensions.windows(2).all(|w| w[0].name() < w[1].name()),
                    "{value:?}"
                );
                assert!(
                    a.capabilities
                        .windows(2)
                        .all(|w| w[0].mlir_name() < w[1].mlir_name()),
                    "{value:?}"
                );
                assert!(
                    a.extensions.is_empty() || a.min_version == Version::V1_0,
                    "{value:?}"
                );
                assert!(
                    a.core_since.is_none() || !a.extensions.is_empty(),
                    "{value:?}"
                );
            }
        }
        assert_eq!(value.requirements().is_err(), availability.is_none());
    }
    without_data
}

#[test]
fn every_kind_is_complete_and_round_trips() {
    let without_data = check_kind::<Capability>()
        + check_kind::<spirv::StorageClass>()
        + check_kind::<spirv::Decoration>()
        + check_kind::<spirv::BuiltIn>()
        + check_kind::<spirv::Dim>()
        + check_kind::<spirv::ImageFormat>()
        + check_kind::<spirv::ExecutionModel>()
        + check_kind::<spirv::ExecutionMode>()
        + check_kind::<spirv::AddressingModel>()
        + check_kind::<spirv::MemoryModel>()
        + check_kind::<spirv::Scope>()
        + check_kind::<spirv::GroupOperation>()
        + check_kind::<spirv::LinkageType>()
        + check_kind::<spirv::FunctionParameterAttribute>()
        + check_kind::<spirv::SamplerAddressingMode>()
        + check_kind::<spirv::CooperativeMatrixUse>();
    // Only enumerants newer than the vendored grammar revision lack data.
    assert!(
        without_data < 16,
        "{without_data} enumerants without grammar data"
    );
    assert!(Capability::all().len() > 250);
}

#[test]
fn enumerants_newer_than_the_grammar_file_report_an_error() {
    let missing: Vec<Capability> = Capability::all()
        .iter()
        .copied()
        .filter(|c| c.availability().is_none())
        .collect();
    for cap in &missing {
        let error = cap.requirements().unwrap_err();
        assert_eq!(error.kind, "Capability");
        assert_eq!(error.value, *cap as u32);
        assert!(
            error
                .to_string()
                .starts_with("the SPIR-V grammar has no availability for Capability value 0x")
        );
    }
}

#[test]
fn bit_enums_cover_every_bit_with_data() {
    let aligned = spirv::MemoryAccess::bit_enumerant(spirv::MemoryAccess::ALIGNED.bits()).unwrap();
    assert_eq!(aligned.name, "Aligned");
    assert_eq!(aligned.availability, Some(Availability::ALWAYS));
    let lod = spirv::ImageOperands::LOD.requirements().unwrap();
    assert!(lod.is_empty());
    let min_lod = spirv::ImageOperands::MIN_LOD.requirements().unwrap();
    assert_eq!(min_lod.capabilities, [&[Capability::MinLod][..]]);
    let unknown = spirv::MemoryAccess::from_bits_retain(1 << 30)
        .requirements()
        .unwrap_err();
    assert_eq!(
        unknown,
        UnknownEnumerant {
            kind: "MemoryAccess",
            value: 1 << 30
        }
    );
    for enumerant in spirv::MemorySemantics::bit_enumerants() {
        assert!(
            enumerant.value == 0 || enumerant.value.is_power_of_two(),
            "{}",
            enumerant.name
        );
        assert_eq!(
            spirv::MemorySemantics::from_mlir_bit_name(enumerant.name).map(|b| b.bits()),
            Some(enumerant.value)
        );
    }
}
