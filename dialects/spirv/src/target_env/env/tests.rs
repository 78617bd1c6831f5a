use spirv::{Capability, Op};

use super::*;
use crate::availability::{ScalarKind, op_availability, scalar_type_requirements};
use crate::target_env::{CooperativeMatrixPropertiesKhr, TypedInteger};

fn env(version: Version, caps: &[Capability], exts: &[Extension]) -> TargetEnv {
    TargetEnv::new(Vce::new(
        version,
        caps.iter().copied(),
        exts.iter().copied(),
    ))
}

#[test]
fn default_is_mlirs_default_target() {
    let default = TargetEnv::default();
    assert_eq!(
        default.vce(),
        &Vce::new(Version::V1_0, [Capability::Shader], [])
    );
    assert_eq!(default.client_api(), ClientApi::Unknown);
    assert_eq!(default.vendor(), Vendor::Unknown);
    assert_eq!(default.device_type(), DeviceType::Unknown);
    assert_eq!(default.device_id(), UNKNOWN_DEVICE_ID);
    assert_eq!(default.resource_limits(), &ResourceLimits::default());
    assert_eq!(
        default.to_string(),
        "#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>"
    );
}

#[test]
fn prints_api_and_device_like_mlir() {
    let vce = Vce::new(
        Version::V1_0,
        [Capability::Shader],
        [Extension::SPV_KHR_storage_buffer_storage_class],
    );
    let vulkan = TargetEnv::new(vce.clone()).with_client_api(ClientApi::Vulkan);
    assert_eq!(
        vulkan.to_string(),
        "#spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, \
         #spirv.resource_limits<>>"
    );
    let device = vulkan
        .clone()
        .with_device(Vendor::Nvidia, DeviceType::DiscreteGpu, 0x1234)
        .with_resource_limits(ResourceLimits {
            max_compute_workgroup_size: [128, 128, 64].map(TypedInteger::i64).to_vec(),
            ..ResourceLimits::default()
        });
    assert_eq!(
        device.to_string(),
        "#spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, \
         NVIDIA:DiscreteGPU:4660, #spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64]>>"
    );
    let base = TargetEnv::new(Vce::new(Version::V1_0, [Capability::Shader], []));
    let cases = [
        (
            Vendor::Amd,
            DeviceType::IntegratedGpu,
            UNKNOWN_DEVICE_ID,
            ", AMD:IntegratedGPU",
        ),
        (Vendor::Amd, DeviceType::Unknown, 0, ", AMD"),
        (Vendor::Unknown, DeviceType::DiscreteGpu, 7, ""),
        (
            Vendor::SwiftShader,
            DeviceType::Cpu,
            0,
            ", SwiftShader:CPU:0",
        ),
        (
            Vendor::Nvidia,
            DeviceType::DiscreteGpu,
            u32::MAX,
            ", NVIDIA:DiscreteGPU:4294967295",
        ),
    ];
    for (vendor, device_type, id, expected) in cases {
        let text = base
            .clone()
            .with_device(vendor, device_type, id)
            .to_string();
        assert_eq!(
            text,
            format!(
                "#spirv.target_env<#spirv.vce<v1.0, [Shader], []>{expected}, #spirv.resource_limits<>>"
            )
        );
    }
    let api = base.clone().with_client_api(ClientApi::WebGpu).to_string();
    assert_eq!(
        api,
        "#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=WebGPU, #spirv.resource_limits<>>"
    );
    let coop = base.with_resource_limits(ResourceLimits {
        cooperative_matrix_properties_khr: Some(vec![CooperativeMatrixPropertiesKhr {
            m_size: 16,
            n_size: 16,
            k_size: 16,
            a_type: "f16".into(),
            b_type: "f16".into(),
            c_type: "f32".into(),
            result_type: "f32".into(),
            acc_sat: Some(false),
            scope: spirv::Scope::Subgroup,
        }]),
        ..ResourceLimits::default()
    });
    assert!(
        coop.to_string()
            .ends_with("acc_sat = false, scope = <Subgroup>>]>>")
    );
}

#[test]
fn implied_capabilities_are_allowed() {
    let env = env(
        Version::V1_0,
        &[
            Capability::Geometry,
            Capability::UniformAndStorageBuffer16BitAccess,
        ],
        &[],
    );
    for cap in [
        Capability::Geometry,
        Capability::Shader,
        Capability::Matrix,
        Capability::StorageBuffer16BitAccess,
    ] {
        assert!(env.allows_capability(cap), "{cap:?}");
    }
    assert!(!env.allows_capability(Capability::Kernel));
    assert!(!env.allows_capability(Capability::Tessellation));
    assert_eq!(
        env.first_allowed_capability(&[Capability::Kernel, Capability::Matrix]),
        Some(Capability::Matrix)
    );
    assert_eq!(env.first_allowed_capability(&[Capability::Kernel]), None);
    assert_eq!(env.allowed_capabilities().count(), 5);
}

#[test]
fn version_implied_extensions_are_allowed() {
    let v1_0 = env(
        Version::V1_0,
        &[Capability::Shader],
        &[Extension::SPV_KHR_8bit_storage],
    );
    assert!(v1_0.allows_extension(Extension::SPV_KHR_8bit_storage));
    assert!(!v1_0.allows_extension(Extension::SPV_KHR_storage_buffer_storage_class));
    let v1_3 = env(Version::V1_3, &[Capability::Shader], &[]);
    assert!(v1_3.allows_extension(Extension::SPV_KHR_storage_buffer_storage_class));
    assert!(v1_3.allows_extension(Extension::SPV_KHR_16bit_storage));
    assert!(!v1_3.allows_extension(Extension::SPV_KHR_8bit_storage));
    let v1_6 = env(Version::V1_6, &[], &[]);
    assert!(v1_6.allows_extension(Extension::SPV_KHR_non_semantic_info));
    assert!(!v1_6.allows_extension(Extension::SPV_KHR_shader_ballot));
    assert_eq!(v1_6.allowed_extensions().count(), 20);
    assert_eq!(
        v1_3.first_allowed_extension(&[
            Extension::SPV_KHR_8bit_storage,
            Extension::SPV_KHR_variable_pointers
        ]),
        Some(Extension::SPV_KHR_variable_pointers)
    );
}

#[test]
fn atomics_and_images_need_only_the_shader_basics() {
    let default = TargetEnv::default();
    assert_eq!(default.allows(&op_availability(Op::AtomicIAdd)), Ok(()));
    assert_eq!(default.allows(&op_availability(Op::ImageRead)), Ok(()));
    assert_eq!(
        default.allows(&op_availability(Op::ImageQuerySize)),
        Err(Missing::Capability {
            any_of: vec![Capability::ImageQuery, Capability::Kernel]
        })
    );
    let with_query = env(
        Version::V1_0,
        &[Capability::Shader, Capability::ImageQuery],
        &[],
    );
    assert_eq!(
        with_query.allows(&op_availability(Op::ImageQuerySize)),
        Ok(())
    );
}

#[test]
fn sixty_four_bit_integers_need_the_int64_capability() {
    let int64 = scalar_type_requirements(ScalarKind::Int, 64, None).unwrap();
    let missing = TargetEnv::default()
        .allows_requirements(&int64)
        .unwrap_err();
    assert_eq!(
        missing,
        Missing::Capability {
            any_of: vec![Capability::Int64]
        }
    );
    assert_eq!(
        missing.to_string(),
        "requires at least one capability in [Int64] but none allowed in target environment"
    );
    let with_int64 = env(Version::V1_0, &[Capability::Shader, Capability::Int64], &[]);
    assert_eq!(with_int64.allows(&op_availability(Op::TypeInt)), Ok(()));
    assert_eq!(with_int64.allows_requirements(&int64), Ok(()));
}

#[test]
fn decorate_id_needs_version_1_2_or_the_extension() {
    let decorate_id = op_availability(Op::DecorateId);
    let missing = env(Version::V1_1, &[Capability::Shader], &[])
        .allows(&decorate_id)
        .unwrap_err();
    assert_eq!(
        missing,
        Missing::Extension {
            any_of: vec![Extension::SPV_GOOGLE_hlsl_functionality1],
            core_since: Some(Version::V1_2)
        }
    );
    assert_eq!(
        missing.to_string(),
        "requires at least one extension in [SPV_GOOGLE_hlsl_functionality1] but none allowed in target environment"
    );
    assert_eq!(
        env(Version::V1_2, &[Capability::Shader], &[]).allows(&decorate_id),
        Ok(())
    );
    let extension = env(
        Version::V1_0,
        &[Capability::Shader],
        &[Extension::SPV_GOOGLE_hlsl_functionality1],
    );
    assert_eq!(extension.allows(&decorate_id), Ok(()));
    // The CounterBuffer decoration itself: SPIR-V 1.4 or the extension.
    let counter_buffer = spirv::Decoration::CounterBuffer.availability().unwrap();
    assert!(
        env(Version::V1_3, &[Capability::Shader], &[])
            .allows(&counter_buffer)
            .is_err()
    );
    assert_eq!(
        env(Version::V1_4, &[Capability::Shader], &[]).allows(&counter_buffer),
        Ok(())
    );
    assert_eq!(extension.allows(&counter_buffer), Ok(()));
}

#[test]
fn versions_are_checked_first() {
    let v1_0 = env(Version::V1_0, &[], &[]);
    let ballot = op_availability(Op::GroupNonUniformBallot);
    let missing = v1_0.allows(&ballot).unwrap_err();
    assert_eq!(
        missing,
        Missing::MinVersion {
            required: Version::V1_3,
            allowed: Version::V1_0
        }
    );
    assert_eq!(
        missing.to_string(),
        "requires min version v1.3 but target environment allows up to v1.0"
    );
    let v1_3 = env(Version::V1_3, &[Capability::Shader], &[]);
    assert_eq!(
        v1_3.allows(&ballot),
        Err(Missing::Capability {
            any_of: vec![Capability::GroupNonUniformBallot]
        })
    );
    let removed = op_availability(Op::LessOrGreater);
    let v1_6 = env(Version::V1_6, &[Capability::Kernel], &[]);
    let missing = v1_6.allows(&removed).unwrap_err();
    assert_eq!(
        missing,
        Missing::MaxVersion {
            max: Version::V1_5,
            target: Version::V1_6
        }
    );
    assert_eq!(
        missing.to_string(),
        "requires max version v1.5 but target environment uses v1.6"
    );
    assert_eq!(
        env(Version::V1_5, &[Capability::Kernel], &[]).allows(&removed),
        Ok(())
    );
}

#[test]
fn requirements_are_checked_in_order() {
    let mut requirements = Requirements::of_op(Op::GroupNonUniformIAdd);
    requirements
        .add_enum(spirv::StorageClass::StorageBuffer)
        .unwrap();
    let env13 = env(
        Version::V1_3,
        &[Capability::Shader, Capability::GroupNonUniformClustered],
        &[],
    );
    assert_eq!(env13.allows_requirements(&requirements), Ok(()));
    let env12 = env(
        Version::V1_2,
        &[Capability::Shader, Capability::GroupNonUniformClustered],
        &[],
    );
    assert_eq!(
        env12.allows_requirements(&requirements),
        Err(Missing::MinVersion {
            required: Version::V1_3,
            allowed: Version::V1_2
        })
    );
    let no_subgroups = env(Version::V1_3, &[Capability::Shader], &[]);
    let Err(Missing::Capability { any_of }) = no_subgroups.allows_requirements(&requirements)
    else {
        panic!("expected a missing capability");
    };
    assert_eq!(
        any_of[..2],
        [
            Capability::GroupNonUniformArithmetic,
            Capability::GroupNonUniformClustered
        ]
    );
    assert_eq!(
        TargetEnv::default().allows_requirements(&Requirements::new()),
        Ok(())
    );
}
