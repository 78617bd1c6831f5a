//! Which device features and Vulkan versions a module's `OpCapability` instructions
//! and SPIR-V version need, so a module the device cannot run is refused with a
//! message instead of reaching the driver.
//!
//! Mirrors the Vulkan specification's "SPIR-V Environment" appendix: the capability
//! table (<https://registry.khronos.org/vulkan/specs/1.3/html/chap52.html#spirvenv-capabilities-table>)
//! and the SPIR-V versions each Vulkan version accepts. Capabilities that need no
//! feature (e.g. `Shader`, `ImageBuffer`) or that compute kernels cannot declare are
//! not listed.

use ash::vk;
use spirv::Capability;

use crate::device::Features;

/// A capability and the feature that enables it.
struct Requirement {
    capability: Capability,
    feature: &'static str,
    enabled: fn(&Features) -> vk::Bool32,
}

const fn needs(
    capability: Capability,
    feature: &'static str,
    enabled: fn(&Features) -> vk::Bool32,
) -> Requirement {
    Requirement {
        capability,
        feature,
        enabled,
    }
}

#[rustfmt::skip]
const REQUIREMENTS: &[Requirement] = &[
    needs(Capability::Float64, "shaderFloat64", |f| f.core.shader_float64),
    needs(Capability::Int64, "shaderInt64", |f| f.core.shader_int64),
    needs(Capability::Int16, "shaderInt16", |f| f.core.shader_int16),
    needs(Capability::Int8, "shaderInt8", |f| f.v12.shader_int8),
    needs(Capability::Float16, "shaderFloat16", |f| f.v12.shader_float16),
    needs(Capability::Int64Atomics, "shaderBufferInt64Atomics", |f| f.v12.shader_buffer_int64_atomics),
    needs(Capability::ImageCubeArray, "imageCubeArray", |f| f.core.image_cube_array),
    needs(Capability::SampledCubeArray, "imageCubeArray", |f| f.core.image_cube_array),
    needs(Capability::ImageGatherExtended, "shaderImageGatherExtended", |f| f.core.shader_image_gather_extended),
    needs(Capability::StorageImageMultisample, "shaderStorageImageMultisample", |f| f.core.shader_storage_image_multisample),
    needs(Capability::StorageImageExtendedFormats, "shaderStorageImageExtendedFormats", |f| f.core.shader_storage_image_extended_formats),
    needs(Capability::StorageImageReadWithoutFormat, "shaderStorageImageReadWithoutFormat", |f| f.core.shader_storage_image_read_without_format),
    needs(Capability::StorageImageWriteWithoutFormat, "shaderStorageImageWriteWithoutFormat", |f| f.core.shader_storage_image_write_without_format),
    needs(Capability::StorageBuffer16BitAccess, "storageBuffer16BitAccess", |f| f.v11.storage_buffer16_bit_access),
    needs(Capability::UniformAndStorageBuffer16BitAccess, "uniformAndStorageBuffer16BitAccess", |f| f.v11.uniform_and_storage_buffer16_bit_access),
    needs(Capability::StoragePushConstant16, "storagePushConstant16", |f| f.v11.storage_push_constant16),
    needs(Capability::StorageBuffer8BitAccess, "storageBuffer8BitAccess", |f| f.v12.storage_buffer8_bit_access),
    needs(Capability::UniformAndStorageBuffer8BitAccess, "uniformAndStorageBuffer8BitAccess", |f| f.v12.uniform_and_storage_buffer8_bit_access),
    needs(Capability::StoragePushConstant8, "storagePushConstant8", |f| f.v12.storage_push_constant8),
    needs(Capability::VariablePointersStorageBuffer, "variablePointersStorageBuffer", |f| f.v11.variable_pointers_storage_buffer),
    needs(Capability::VariablePointers, "variablePointers", |f| f.v11.variable_pointers),
    needs(Capability::RuntimeDescriptorArray, "runtimeDescriptorArray", |f| f.v12.runtime_descriptor_array),
    needs(Capability::UniformBufferArrayDynamicIndexing, "shaderUniformBufferArrayDynamicIndexing", |f| f.core.shader_uniform_buffer_array_dynamic_indexing),
    needs(Capability::StorageBufferArrayDynamicIndexing, "shaderStorageBufferArrayDynamicIndexing", |f| f.core.shader_storage_buffer_array_dynamic_indexing),
    needs(Capability::SampledImageArrayDynamicIndexing, "shaderSampledImageArrayDynamicIndexing", |f| f.core.shader_sampled_image_array_dynamic_indexing),
    needs(Capability::StorageImageArrayDynamicIndexing, "shaderStorageImageArrayDynamicIndexing", |f| f.core.shader_storage_image_array_dynamic_indexing),
    needs(Capability::UniformTexelBufferArrayDynamicIndexing, "shaderUniformTexelBufferArrayDynamicIndexing", |f| f.v12.shader_uniform_texel_buffer_array_dynamic_indexing),
    needs(Capability::StorageTexelBufferArrayDynamicIndexing, "shaderStorageTexelBufferArrayDynamicIndexing", |f| f.v12.shader_storage_texel_buffer_array_dynamic_indexing),
    needs(Capability::UniformBufferArrayNonUniformIndexing, "shaderUniformBufferArrayNonUniformIndexing", |f| f.v12.shader_uniform_buffer_array_non_uniform_indexing),
    needs(Capability::StorageBufferArrayNonUniformIndexing, "shaderStorageBufferArrayNonUniformIndexing", |f| f.v12.shader_storage_buffer_array_non_uniform_indexing),
    needs(Capability::SampledImageArrayNonUniformIndexing, "shaderSampledImageArrayNonUniformIndexing", |f| f.v12.shader_sampled_image_array_non_uniform_indexing),
    needs(Capability::StorageImageArrayNonUniformIndexing, "shaderStorageImageArrayNonUniformIndexing", |f| f.v12.shader_storage_image_array_non_uniform_indexing),
    needs(Capability::UniformTexelBufferArrayNonUniformIndexing, "shaderUniformTexelBufferArrayNonUniformIndexing", |f| f.v12.shader_uniform_texel_buffer_array_non_uniform_indexing),
    needs(Capability::StorageTexelBufferArrayNonUniformIndexing, "shaderStorageTexelBufferArrayNonUniformIndexing", |f| f.v12.shader_storage_texel_buffer_array_non_uniform_indexing),
    needs(Capability::VulkanMemoryModel, "vulkanMemoryModel", |f| f.v12.vulkan_memory_model),
    needs(Capability::VulkanMemoryModelDeviceScope, "vulkanMemoryModelDeviceScope", |f| f.v12.vulkan_memory_model_device_scope),
    needs(Capability::PhysicalStorageBufferAddresses, "bufferDeviceAddress", |f| f.v12.buffer_device_address),
    needs(Capability::DemoteToHelperInvocation, "shaderDemoteToHelperInvocation", |f| f.v13.shader_demote_to_helper_invocation),
    needs(Capability::SampleRateShading, "sampleRateShading", |f| f.core.sample_rate_shading),
    needs(Capability::Geometry, "geometryShader", |f| f.core.geometry_shader),
    needs(Capability::Tessellation, "tessellationShader", |f| f.core.tessellation_shader),
    needs(Capability::MinLod, "shaderResourceMinLod", |f| f.core.shader_resource_min_lod),
    needs(Capability::SparseResidency, "shaderResourceResidency", |f| f.core.shader_resource_residency),
    needs(Capability::FragmentShaderPixelInterlockEXT, "fragmentShaderPixelInterlock of VK_EXT_fragment_shader_interlock", |f| f.ext.interlock.fragment_shader_pixel_interlock),
    needs(Capability::FragmentShaderSampleInterlockEXT, "fragmentShaderSampleInterlock of VK_EXT_fragment_shader_interlock", |f| f.ext.interlock.fragment_shader_sample_interlock),
    needs(Capability::FragmentShaderShadingRateInterlockEXT, "fragmentShaderShadingRateInterlock of VK_EXT_fragment_shader_interlock", |f| f.ext.interlock.fragment_shader_shading_rate_interlock),
    needs(Capability::AtomicFloat32AddEXT, "shaderBufferFloat32AtomicAdd of VK_EXT_shader_atomic_float", |f| f.ext.atomic_float.shader_buffer_float32_atomic_add),
    needs(Capability::AtomicFloat64AddEXT, "shaderBufferFloat64AtomicAdd of VK_EXT_shader_atomic_float", |f| f.ext.atomic_float.shader_buffer_float64_atomic_add),
    needs(Capability::Int64ImageEXT, "shaderImageInt64Atomics of VK_EXT_shader_image_atomic_int64", |f| f.ext.image_int64.shader_image_int64_atomics),
];

/// A SPIR-V extension and what the device needs to accept it: a device extension,
/// unless the Vulkan version that made it core is reached.
struct ExtensionRequirement {
    spirv: &'static str,
    device: &'static str,
    core: Option<(u32, u32)>,
}

const fn extension(
    spirv: &'static str,
    device: &'static str,
    core: Option<(u32, u32)>,
) -> ExtensionRequirement {
    ExtensionRequirement {
        spirv,
        device,
        core,
    }
}

/// SPIR-V extensions and the device extensions that allow them, from the Vulkan
/// specification's "SPIR-V Extensions" table
/// (<https://registry.khronos.org/vulkan/specs/1.3/html/chap52.html#spirvenv-extensions>).
#[rustfmt::skip]
const EXTENSIONS: &[ExtensionRequirement] = &[
    extension("SPV_KHR_storage_buffer_storage_class", "VK_KHR_storage_buffer_storage_class", Some((1, 1))),
    extension("SPV_KHR_variable_pointers", "VK_KHR_variable_pointers", Some((1, 1))),
    extension("SPV_KHR_16bit_storage", "VK_KHR_16bit_storage", Some((1, 1))),
    extension("SPV_KHR_shader_draw_parameters", "VK_KHR_shader_draw_parameters", Some((1, 1))),
    extension("SPV_KHR_device_group", "VK_KHR_device_group", Some((1, 1))),
    extension("SPV_KHR_multiview", "VK_KHR_multiview", Some((1, 1))),
    extension("SPV_KHR_8bit_storage", "VK_KHR_8bit_storage", Some((1, 2))),
    extension("SPV_KHR_vulkan_memory_model", "VK_KHR_vulkan_memory_model", Some((1, 2))),
    extension("SPV_KHR_physical_storage_buffer", "VK_KHR_buffer_device_address", Some((1, 2))),
    extension("SPV_EXT_descriptor_indexing", "VK_EXT_descriptor_indexing", Some((1, 2))),
    extension("SPV_KHR_float_controls", "VK_KHR_shader_float_controls", Some((1, 2))),
    extension("SPV_EXT_shader_viewport_index_layer", "VK_EXT_shader_viewport_index_layer", Some((1, 2))),
    extension("SPV_KHR_terminate_invocation", "VK_KHR_shader_terminate_invocation", Some((1, 3))),
    extension("SPV_EXT_demote_to_helper_invocation", "VK_EXT_shader_demote_to_helper_invocation", Some((1, 3))),
    extension("SPV_KHR_non_semantic_info", "VK_KHR_shader_non_semantic_info", Some((1, 3))),
    extension("SPV_KHR_integer_dot_product", "VK_KHR_shader_integer_dot_product", Some((1, 3))),
    extension("SPV_EXT_fragment_shader_interlock", "VK_EXT_fragment_shader_interlock", None),
    extension("SPV_EXT_shader_atomic_float_add", "VK_EXT_shader_atomic_float", None),
    extension("SPV_EXT_shader_atomic_float_min_max", "VK_EXT_shader_atomic_float2", None),
    extension("SPV_EXT_shader_image_int64", "VK_EXT_shader_image_atomic_int64", None),
    extension("SPV_KHR_maximal_reconvergence", "VK_KHR_shader_maximal_reconvergence", None),
    extension("SPV_KHR_subgroup_uniform_control_flow", "VK_KHR_shader_subgroup_uniform_control_flow", None),
    extension("SPV_KHR_quad_control", "VK_KHR_shader_quad_control", None),
    extension("SPV_KHR_compute_shader_derivatives", "VK_KHR_compute_shader_derivatives", None),
    extension("SPV_NV_compute_shader_derivatives", "VK_NV_compute_shader_derivatives", None),
    extension("SPV_KHR_shader_clock", "VK_KHR_shader_clock", None),
    extension("SPV_EXT_shader_stencil_export", "VK_EXT_shader_stencil_export", None),
    extension("SPV_KHR_ray_query", "VK_KHR_ray_query", None),
    extension("SPV_KHR_ray_tracing", "VK_KHR_ray_tracing_pipeline", None),
    extension("SPV_EXT_mesh_shader", "VK_EXT_mesh_shader", None),
    extension("SPV_KHR_cooperative_matrix", "VK_KHR_cooperative_matrix", None),
    extension("SPV_GOOGLE_hlsl_functionality1", "VK_GOOGLE_hlsl_functionality1", None),
    extension("SPV_GOOGLE_user_type", "VK_GOOGLE_user_type", None),
    extension("SPV_KHR_shader_ballot", "VK_EXT_shader_subgroup_ballot", None),
    extension("SPV_AMD_texture_gather_bias_lod", "VK_AMD_texture_gather_bias_lod", None),
    extension("SPV_KHR_subgroup_vote", "VK_EXT_shader_subgroup_vote", None),
];

/// What the SPIR-V extensions `spirv` need that a Vulkan `api` device offering
/// `offered` lacks; extensions the table does not know are reported too, since
/// no device can be assumed to accept them.
pub(crate) fn missing_extensions(
    spirv: &[String],
    api: (u32, u32),
    offered: &[String],
) -> Vec<String> {
    let mut missing = Vec::new();
    for name in spirv {
        if name.starts_with("SPV_KHR_non_semantic_info") {
            continue;
        }
        match EXTENSIONS.iter().find(|row| row.spirv == name) {
            Some(row) if row.core.is_some_and(|core| api >= core) => {}
            Some(row) if offered.iter().any(|offer| offer == row.device) => {}
            Some(row) => missing.push(format!(
                "{} (for SPIR-V extension {name}){}",
                row.device,
                row.core
                    .map(|(major, minor)| format!(" or Vulkan {major}.{minor}"))
                    .unwrap_or_default()
            )),
            None => missing.push(format!(
                "support for SPIR-V extension {name}, which no Vulkan extension known to this runner provides"
            )),
        }
    }
    missing
}

/// Reads one feature flag.
type FeatureFlag = fn(&Features) -> vk::Bool32;

/// Features no capability needs by itself that callers still ask about: block
/// layouts `spirv-val` must be told of, and 64-bit atomics on other storage.
#[rustfmt::skip]
const OTHER_FEATURES: &[(&str, FeatureFlag)] = &[
    ("scalarBlockLayout", |f| f.v12.scalar_block_layout),
    ("uniformBufferStandardLayout", |f| f.v12.uniform_buffer_standard_layout),
    ("shaderSharedInt64Atomics", |f| f.v12.shader_shared_int64_atomics),
    ("samplerMirrorClampToEdge", |f| f.v12.sampler_mirror_clamp_to_edge),
    ("shaderSharedFloat32AtomicAdd", |f| f.ext.atomic_float.shader_shared_float32_atomic_add),
    ("shaderImageFloat32AtomicAdd", |f| f.ext.atomic_float.shader_image_float32_atomic_add),
    ("shaderMaximalReconvergence", |f| f.ext.reconvergence.shader_maximal_reconvergence),
];

/// Whether `features` has the feature `name` (as the Vulkan specification spells
/// it: `shaderInt64`, `fragmentShaderPixelInterlock`); `None` for names this
/// module does not know.
pub(crate) fn feature_by_name(name: &str, features: &Features) -> Option<bool> {
    REQUIREMENTS
        .iter()
        .find(|requirement| requirement.feature.split(' ').next() == Some(name))
        .map(|requirement| (requirement.enabled)(features))
        .or_else(|| {
            OTHER_FEATURES
                .iter()
                .find(|(known, _)| *known == name)
                .map(|(_, enabled)| enabled(features))
        })
        .map(|enabled| enabled != vk::FALSE)
}

/// The features `capabilities` need that `features` does not have, by name.
pub(crate) fn missing_features(capabilities: &[Capability], features: &Features) -> Vec<String> {
    let mut missing = Vec::new();
    for requirement in REQUIREMENTS {
        if capabilities.contains(&requirement.capability)
            && (requirement.enabled)(features) == vk::FALSE
        {
            missing.push(format!(
                "{} (for capability {:?})",
                requirement.feature, requirement.capability
            ));
        }
    }
    missing
}

/// The highest SPIR-V version a device of Vulkan `api` (major, minor) accepts
/// without extensions.
pub(crate) fn max_spirv_version(api: (u32, u32)) -> (u8, u8) {
    match api {
        (1, 0) => (1, 0),
        (1, 1) => (1, 3),
        (1, 2) => (1, 5),
        _ => (1, 6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_exactly_the_missing_features() {
        let mut features = Features::default();
        features.core.shader_int64 = vk::TRUE;
        let missing = missing_features(
            &[
                Capability::Shader,
                Capability::Int64,
                Capability::StorageImageReadWithoutFormat,
            ],
            &features,
        );
        assert_eq!(
            missing,
            ["shaderStorageImageReadWithoutFormat (for capability StorageImageReadWithoutFormat)"]
        );
    }

    #[test]
    fn each_capability_is_listed_once() {
        for (index, requirement) in REQUIREMENTS.iter().enumerate() {
            assert!(
                REQUIREMENTS[index + 1..]
                    .iter()
                    .all(|other| other.capability != requirement.capability),
                "{:?} is listed twice",
                requirement.capability
            );
        }
    }

    #[test]
    fn extensions_need_their_device_extension_or_core_version() {
        let offered = vec!["VK_EXT_shader_atomic_float".to_owned()];
        let spirv = |names: &[&str]| {
            names
                .iter()
                .map(|name| (*name).to_owned())
                .collect::<Vec<_>>()
        };
        assert!(
            missing_extensions(&spirv(&["SPV_KHR_vulkan_memory_model"]), (1, 2), &[]).is_empty()
        );
        assert_eq!(
            missing_extensions(&spirv(&["SPV_KHR_vulkan_memory_model"]), (1, 1), &[]),
            [
                "VK_KHR_vulkan_memory_model (for SPIR-V extension SPV_KHR_vulkan_memory_model) or Vulkan 1.2"
            ]
        );
        assert!(
            missing_extensions(
                &spirv(&["SPV_EXT_shader_atomic_float_add"]),
                (1, 3),
                &offered
            )
            .is_empty()
        );
        assert_eq!(
            missing_extensions(
                &spirv(&["SPV_EXT_fragment_shader_interlock"]),
                (1, 3),
                &offered
            ),
            [
                "VK_EXT_fragment_shader_interlock (for SPIR-V extension SPV_EXT_fragment_shader_interlock)"
            ]
        );
        assert_eq!(
            missing_extensions(&spirv(&["SPV_XYZ_unknown"]), (1, 3), &offered).len(),
            1
        );
    }

    #[test]
    fn spirv_versions_follow_vulkan_versions() {
        assert_eq!(max_spirv_version((1, 0)), (1, 0));
        assert_eq!(max_spirv_version((1, 1)), (1, 3));
        assert_eq!(max_spirv_version((1, 2)), (1, 5));
        assert_eq!(max_spirv_version((1, 3)), (1, 6));
    }
}
