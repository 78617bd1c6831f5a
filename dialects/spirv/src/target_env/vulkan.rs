//! Vulkan target presets (`--convert-hlsl-to-spirv="target-env=vulkan1.2"`):
//! the SPIR-V version a Vulkan version consumes and the capabilities and
//! extensions *every* device of that version supports, so that nothing
//! optional (`Int64`, `Float16`, 16-bit storage, `RuntimeDescriptorArray`,
//! ...) is used unless an explicit `#spirv.target_env` lists it.
//!
//! Sources: the Vulkan specification's "Vulkan Environment for SPIR-V"
//! appendix (the `spirvcapability`/`spirvextension` entries of `vk.xml`: a
//! capability is in a preset when it is enabled by the core version alone or
//! by a feature or property that version requires), its "Feature
//! Requirements" section, and the Vulkan 1.4 proposal's list of newly
//! required features and limits. Capabilities whose use still depends on an
//! optional per-format property are left out (see [`VulkanPreset::capabilities`]).

use spirv::Capability;

use super::{ClientApi, ResourceLimits, TargetEnv, TypedInteger, Vce};
use crate::availability::{Extension, Version, spelled_by_name};

/// A named Vulkan target preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum VulkanPreset {
    /// Vulkan 1.0: SPIR-V 1.0.
    Vulkan1_0,
    /// Vulkan 1.1: SPIR-V 1.3.
    Vulkan1_1,
    /// Vulkan 1.1 with `VK_KHR_spirv_1_4`: SPIR-V 1.4.
    Vulkan1_1Spirv1_4,
    /// Vulkan 1.2: SPIR-V 1.5.
    Vulkan1_2,
    /// Vulkan 1.3: SPIR-V 1.6.
    Vulkan1_3,
    /// Vulkan 1.4: SPIR-V 1.6.
    Vulkan1_4,
}

/// Capabilities every Vulkan 1.0 device supports: the ones enabled by
/// `VK_VERSION_1_0` alone.
const VULKAN_1_0: &[Capability] = &[
    Capability::Matrix,
    Capability::Shader,
    Capability::InputAttachment,
    Capability::Sampled1D,
    Capability::Image1D,
    Capability::SampledBuffer,
    Capability::ImageBuffer,
    Capability::ImageQuery,
    Capability::DerivativeControl,
    Capability::StorageImageExtendedFormats,
];

/// Added by Vulkan 1.1: `DeviceGroup` (core), `MultiView` (the required
/// `multiview` feature) and `GroupNonUniform` (the required basic subgroup
/// operations).
const VULKAN_1_1: &[Capability] = &[
    Capability::DeviceGroup,
    Capability::MultiView,
    Capability::GroupNonUniform,
];

/// Added by Vulkan 1.2: `ShaderNonUniform` (core).
const VULKAN_1_2: &[Capability] = &[Capability::ShaderNonUniform];

/// Added by Vulkan 1.3: the required `vulkanMemoryModel`,
/// `vulkanMemoryModelDeviceScope`, `shaderDemoteToHelperInvocation`,
/// `bufferDeviceAddress` and `shaderIntegerDotProduct` features.
/// `DotProductInput4x8Bit` is left out: it implies `Int8`, which Vulkan 1.3
/// does not require. So are `StorageImageReadWithoutFormat` and
/// `StorageImageWriteWithoutFormat`: Vulkan 1.3 lets a module declare them,
/// but whether any format can be read or written without one is a per-format
/// property a device may lack (Mesa's lavapipe does).
const VULKAN_1_3: &[Capability] = &[
    Capability::VulkanMemoryModel,
    Capability::VulkanMemoryModelDeviceScope,
    Capability::DemoteToHelperInvocation,
    Capability::PhysicalStorageBufferAddresses,
    Capability::DotProduct,
    Capability::DotProductInputAll,
    Capability::DotProductInput4x8BitPacked,
];

/// Added by Vulkan 1.4: the Roadmap 2022/2024 features it requires
/// (`imageCubeArray`, `sampleRateShading`, dynamic indexing, `shaderInt8`,
/// `shaderInt16`, 8/16-bit storage buffers, `shaderImageGatherExtended`,
/// variable pointers), the required subgroup operations (vote, arithmetic,
/// ballot, shuffle, relative shuffle, clustered, rotate; quad only for
/// subgroups of 4 and more, so not here), `shaderSignedZeroInfNanPreserveFloat32`,
/// and the promoted `shaderSubgroupRotate`, `shaderFloatControls2` and
/// `shaderExpectAssume`.
const VULKAN_1_4: &[Capability] = &[
    Capability::ImageCubeArray,
    Capability::SampledCubeArray,
    Capability::SampleRateShading,
    Capability::InterpolationFunction,
    Capability::ImageGatherExtended,
    Capability::UniformBufferArrayDynamicIndexing,
    Capability::SampledImageArrayDynamicIndexing,
    Capability::StorageBufferArrayDynamicIndexing,
    Capability::StorageImageArrayDynamicIndexing,
    Capability::UniformTexelBufferArrayDynamicIndexing,
    Capability::StorageTexelBufferArrayDynamicIndexing,
    Capability::Int8,
    Capability::Int16,
    Capability::StorageBuffer8BitAccess,
    Capability::StorageBuffer16BitAccess,
    Capability::VariablePointers,
    Capability::VariablePointersStorageBuffer,
    Capability::DotProductInput4x8Bit,
    Capability::GroupNonUniformVote,
    Capability::GroupNonUniformArithmetic,
    Capability::GroupNonUniformBallot,
    Capability::GroupNonUniformShuffle,
    Capability::GroupNonUniformShuffleRelative,
    Capability::GroupNonUniformClustered,
    Capability::GroupNonUniformRotateKHR,
    Capability::SignedZeroInfNanPreserve,
    Capability::FloatControls2,
    Capability::ExpectAssumeKHR,
];

/// Extensions Vulkan 1.3 enables that SPIR-V 1.6 does not have in core.
const VULKAN_1_3_EXTENSIONS: &[Extension] = &[Extension::SPV_KHR_subgroup_uniform_control_flow];

/// Extensions Vulkan 1.4 adds (promoted in full, needed by its capabilities).
const VULKAN_1_4_EXTENSIONS: &[Extension] = &[
    Extension::SPV_KHR_expect_assume,
    Extension::SPV_KHR_float_controls2,
    Extension::SPV_KHR_subgroup_rotate,
];

impl VulkanPreset {
    /// Every preset, oldest first.
    pub const ALL: [VulkanPreset; 6] = [
        VulkanPreset::Vulkan1_0,
        VulkanPreset::Vulkan1_1,
        VulkanPreset::Vulkan1_1Spirv1_4,
        VulkanPreset::Vulkan1_2,
        VulkanPreset::Vulkan1_3,
        VulkanPreset::Vulkan1_4,
    ];

    /// The preset's option spelling, e.g. `vulkan1.1spirv1.4`.
    pub const fn name(self) -> &'static str {
        match self {
            VulkanPreset::Vulkan1_0 => "vulkan1.0",
            VulkanPreset::Vulkan1_1 => "vulkan1.1",
            VulkanPreset::Vulkan1_1Spirv1_4 => "vulkan1.1spirv1.4",
            VulkanPreset::Vulkan1_2 => "vulkan1.2",
            VulkanPreset::Vulkan1_3 => "vulkan1.3",
            VulkanPreset::Vulkan1_4 => "vulkan1.4",
        }
    }

    /// The SPIR-V version the preset targets.
    pub const fn spirv_version(self) -> Version {
        match self {
            VulkanPreset::Vulkan1_0 => Version::V1_0,
            VulkanPreset::Vulkan1_1 => Version::V1_3,
            VulkanPreset::Vulkan1_1Spirv1_4 => Version::V1_4,
            VulkanPreset::Vulkan1_2 => Version::V1_5,
            VulkanPreset::Vulkan1_3 | VulkanPreset::Vulkan1_4 => Version::V1_6,
        }
    }

    /// The capabilities every device of this Vulkan version supports, listed
    /// (not closed under implication). Format-less storage image access is
    /// never included: its use depends on optional per-format support.
    pub fn capabilities(self) -> Vec<Capability> {
        let groups: &[&[Capability]] = match self {
            VulkanPreset::Vulkan1_0 => &[VULKAN_1_0],
            VulkanPreset::Vulkan1_1 | VulkanPreset::Vulkan1_1Spirv1_4 => &[VULKAN_1_0, VULKAN_1_1],
            VulkanPreset::Vulkan1_2 => &[VULKAN_1_0, VULKAN_1_1, VULKAN_1_2],
            VulkanPreset::Vulkan1_3 => &[VULKAN_1_0, VULKAN_1_1, VULKAN_1_2, VULKAN_1_3],
            VulkanPreset::Vulkan1_4 => {
                &[VULKAN_1_0, VULKAN_1_1, VULKAN_1_2, VULKAN_1_3, VULKAN_1_4]
            }
        };
        groups
            .iter()
            .flat_map(|group| group.iter().copied())
            .collect()
    }

    /// The extensions every device of this Vulkan version allows beyond the
    /// ones its SPIR-V version has in core.
    pub fn extensions(self) -> Vec<Extension> {
        match self {
            VulkanPreset::Vulkan1_3 => VULKAN_1_3_EXTENSIONS.to_vec(),
            VulkanPreset::Vulkan1_4 => VULKAN_1_3_EXTENSIONS
                .iter()
                .chain(VULKAN_1_4_EXTENSIONS)
                .copied()
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The minimum compute limits of this Vulkan version.
    pub fn resource_limits(self) -> ResourceLimits {
        match self {
            // Vulkan 1.4 raises maxComputeWorkGroupInvocations to 256 and
            // maxComputeWorkGroupSize to (256, 256, 64).
            VulkanPreset::Vulkan1_4 => ResourceLimits {
                max_compute_workgroup_invocations: 256,
                max_compute_workgroup_size: vec![
                    TypedInteger::i32(256),
                    TypedInteger::i32(256),
                    TypedInteger::i32(64),
                ],
                ..ResourceLimits::default()
            },
            _ => ResourceLimits::default(),
        }
    }

    /// The preset as a target environment (client API Vulkan).
    pub fn target_env(self) -> TargetEnv {
        TargetEnv::new(Vce::new(
            self.spirv_version(),
            self.capabilities(),
            self.extensions(),
        ))
        .with_client_api(ClientApi::Vulkan)
        .with_resource_limits(self.resource_limits())
    }
}

/// A preset name that is not one of [`VulkanPreset::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown target environment '{name}'; expected one of: {}",
    VulkanPreset::ALL.map(VulkanPreset::name).join(", ")
)]
pub struct UnknownPreset {
    /// The name as written.
    pub name: String,
}

spelled_by_name!(
    VulkanPreset,
    UnknownPreset,
    |s| VulkanPreset::ALL.into_iter().find(|p| p.name() == s),
    UnknownPreset { name: s.to_owned() }
);

impl TargetEnv {
    /// The target environment of a Vulkan preset name (`vulkan1.0`,
    /// `vulkan1.1`, `vulkan1.1spirv1.4`, `vulkan1.2`, `vulkan1.3`, `vulkan1.4`).
    pub fn vulkan_preset(name: &str) -> Result<TargetEnv, UnknownPreset> {
        Ok(name.parse::<VulkanPreset>()?.target_env())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::availability::{GrammarEnum, ScalarKind, op_availability, scalar_type_requirements};

    #[test]
    fn versions_match_the_vulkan_spirv_versions() {
        let versions = [
            ("vulkan1.0", Version::V1_0),
            ("vulkan1.1", Version::V1_3),
            ("vulkan1.1spirv1.4", Version::V1_4),
            ("vulkan1.2", Version::V1_5),
            ("vulkan1.3", Version::V1_6),
            ("vulkan1.4", Version::V1_6),
        ];
        for (name, version) in versions {
            let env = TargetEnv::vulkan_preset(name).unwrap();
            assert_eq!(env.version(), version, "{name}");
        }
        for preset in VulkanPreset::ALL {
            assert_eq!(preset.name().parse(), Ok(preset));
            assert_eq!(preset.target_env().client_api(), ClientApi::Vulkan);
        }
    }

    #[test]
    fn unknown_names_list_the_valid_ones() {
        let error = TargetEnv::vulkan_preset("vulkan2.0").unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown target environment 'vulkan2.0'; expected one of: vulkan1.0, vulkan1.1, vulkan1.1spirv1.4, \
             vulkan1.2, vulkan1.3, vulkan1.4"
        );
        assert!(TargetEnv::vulkan_preset("Vulkan1.0").is_err());
        assert!(TargetEnv::vulkan_preset("").is_err());
    }

    #[test]
    fn optional_device_features_stay_out_before_vulkan_1_4() {
        let optional = [
            Capability::Int64,
            Capability::Float64,
            Capability::Int16,
            Capability::Int8,
            Capability::Float16,
            Capability::StorageBuffer16BitAccess,
            Capability::StorageBuffer8BitAccess,
            Capability::UniformAndStorageBuffer16BitAccess,
            Capability::StorageImageMultisample,
            Capability::ImageCubeArray,
            Capability::RuntimeDescriptorArray,
            Capability::StorageBufferArrayNonUniformIndexing,
            Capability::FragmentShaderPixelInterlockEXT,
            Capability::GroupNonUniformQuad,
        ];
        for preset in &VulkanPreset::ALL[..5] {
            let env = preset.target_env();
            for cap in optional {
                assert!(!env.allows_capability(cap), "{preset} allows {cap:?}");
            }
        }
        let vulkan1_4 = VulkanPreset::Vulkan1_4.target_env();
        for cap in [
            Capability::Int8,
            Capability::Int16,
            Capability::StorageBuffer16BitAccess,
            Capability::ImageCubeArray,
        ] {
            assert!(vulkan1_4.allows_capability(cap));
        }
        for cap in [
            Capability::Int64,
            Capability::Float64,
            Capability::Float16,
            Capability::GroupNonUniformQuad,
        ] {
            assert!(!vulkan1_4.allows_capability(cap));
        }
    }

    #[test]
    fn format_less_storage_images_must_be_listed_explicitly() {
        for preset in VulkanPreset::ALL {
            let env = preset.target_env();
            assert!(
                !env.allows_capability(Capability::StorageImageReadWithoutFormat),
                "{preset}"
            );
            assert!(
                !env.allows_capability(Capability::StorageImageWriteWithoutFormat),
                "{preset}"
            );
        }
        let vulkan1_3 = VulkanPreset::Vulkan1_3.target_env();
        assert!(vulkan1_3.allows_capability(Capability::VulkanMemoryModel));
        assert!(vulkan1_3.allows_capability(Capability::DotProductInput4x8BitPacked));
        assert!(!vulkan1_3.allows_capability(Capability::DotProductInput4x8Bit));
    }

    #[test]
    fn storage_buffer_class_needs_vulkan_1_1() {
        let storage_buffer = spirv::StorageClass::StorageBuffer.availability().unwrap();
        let missing = VulkanPreset::Vulkan1_0
            .target_env()
            .allows(&storage_buffer)
            .unwrap_err();
        assert_eq!(
            missing.to_string(),
            "requires at least one extension in [SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers] \
             but none allowed in target environment"
        );
        for preset in &VulkanPreset::ALL[1..] {
            assert_eq!(
                preset.target_env().allows(&storage_buffer),
                Ok(()),
                "{preset}"
            );
        }
    }

    #[test]
    fn presets_are_consistent_with_the_grammar() {
        for preset in VulkanPreset::ALL {
            let env = preset.target_env();
            // Every listed capability is available in the preset's version.
            for cap in preset.capabilities() {
                let availability = cap.availability().unwrap();
                assert_eq!(env.allows(&availability), Ok(()), "{preset}: {cap:?}");
            }
        }
        // Subgroup ops need Vulkan 1.1 (SPIR-V 1.3 and GroupNonUniform).
        let elect = op_availability(spirv::Op::GroupNonUniformElect);
        assert!(VulkanPreset::Vulkan1_0.target_env().allows(&elect).is_err());
        assert_eq!(VulkanPreset::Vulkan1_1.target_env().allows(&elect), Ok(()));
        // 16-bit storage buffers: only Vulkan 1.4 guarantees them.
        let half = scalar_type_requirements(
            ScalarKind::Float,
            16,
            Some(spirv::StorageClass::StorageBuffer),
        )
        .unwrap();
        assert!(
            VulkanPreset::Vulkan1_3
                .target_env()
                .allows_requirements(&half)
                .is_err()
        );
        assert_eq!(
            VulkanPreset::Vulkan1_4
                .target_env()
                .allows_requirements(&half),
            Ok(())
        );
    }

    #[test]
    fn prints_as_a_target_env_attribute() {
        assert_eq!(
            VulkanPreset::Vulkan1_1.target_env().to_string(),
            "#spirv.target_env<#spirv.vce<v1.3, [Matrix, Shader, InputAttachment, Sampled1D, Image1D, SampledBuffer, \
             ImageBuffer, ImageQuery, DerivativeControl, StorageImageExtendedFormats, DeviceGroup, MultiView, \
             GroupNonUniform], []>, api=Vulkan, #spirv.resource_limits<>>"
        );
        assert!(VulkanPreset::Vulkan1_4.target_env().to_string().ends_with(
            "api=Vulkan, #spirv.resource_limits<max_compute_workgroup_invocations = 256, \
             max_compute_workgroup_size = [256 : i32, 256 : i32, 64 : i32]>>"
        ));
    }
}
