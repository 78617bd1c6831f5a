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
];

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
    fn spirv_versions_follow_vulkan_versions() {
        assert_eq!(max_spirv_version((1, 0)), (1, 0));
        assert_eq!(max_spirv_version((1, 1)), (1, 3));
        assert_eq!(max_spirv_version((1, 2)), (1, 5));
        assert_eq!(max_spirv_version((1, 3)), (1, 6));
    }
}
