//! The checks a dispatch passes before any Vulkan object is created: the entry
//! point exists, the module's SPIR-V version and capabilities suit the device, every
//! descriptor the module declares is bound to a resource of its kind (and nothing
//! else is bound), and contents, formats and sizes fit the device's limits.
//!
//! These refuse what Vulkan leaves undefined (an unbound descriptor, a view format
//! whose numeric type differs from the shader's) and what some drivers crash on.

use std::collections::HashSet;

use ash::vk;
use spirv::{Dim, ExecutionModel, ImageFormat};

use crate::capabilities::{max_spirv_version, missing_features};
use crate::device::DeviceState;
use crate::error::Error;
use crate::format::{Format, NumericClass};
use crate::reflect::{Descriptor, DescriptorCount, DescriptorKind, ImageShape, Interface};
use crate::resource::{Binding, Image, ImageDim, Resource};

/// Checks a dispatch of `entry_point` with `bindings` and `groups` workgroups.
pub(crate) fn check_dispatch(
    device: &DeviceState,
    interface: &Interface,
    entry_point: &str,
    bindings: &[Binding],
    groups: [u32; 3],
) -> Result<(), Error> {
    check_module(device, interface, entry_point)?;
    check_groups(device, groups)?;
    check_bindings(device, interface, bindings)
}

fn check_module(
    device: &DeviceState,
    interface: &Interface,
    entry_point: &str,
) -> Result<(), Error> {
    let Some(entry) = interface
        .entry_points
        .iter()
        .find(|entry| entry.name == entry_point && entry.model == ExecutionModel::GLCompute)
    else {
        let names: Vec<String> = interface
            .entry_points
            .iter()
            .map(|entry| format!("\"{}\" ({:?})", entry.name, entry.model))
            .collect();
        return Err(Error::Module(format!(
            "no GLCompute entry point named \"{entry_point}\"; the module has {}",
            if names.is_empty() {
                "none".to_owned()
            } else {
                names.join(", ")
            }
        )));
    };

    let api = device.info.api_version;
    let max = max_spirv_version(api);
    if interface.version > max {
        return Err(Error::Unsupported(format!(
            "the module is SPIR-V {}.{}; Vulkan {}.{} accepts up to SPIR-V {}.{}",
            interface.version.0, interface.version.1, api.0, api.1, max.0, max.1
        )));
    }
    let missing = missing_features(&interface.capabilities, &device.features);
    if !missing.is_empty() {
        return Err(Error::Unsupported(format!(
            "the module needs device features the device lacks: {}",
            missing.join(", ")
        )));
    }

    let limits = &device.limits;
    if let Some(size) = entry.local_size {
        let invocations = size.iter().map(|&n| u64::from(n)).product::<u64>();
        let fits = size
            .iter()
            .zip(limits.max_compute_work_group_size)
            .all(|(&n, max)| n <= max);
        if !fits || invocations > u64::from(limits.max_compute_work_group_invocations) {
            return Err(Error::Unsupported(format!(
                "LocalSize {size:?} exceeds maxComputeWorkGroupSize {:?} or \
                 maxComputeWorkGroupInvocations {}",
                limits.max_compute_work_group_size, limits.max_compute_work_group_invocations
            )));
        }
    }
    Ok(())
}

fn check_groups(device: &DeviceState, groups: [u32; 3]) -> Result<(), Error> {
    if groups.contains(&0) {
        return Err(Error::Description(format!(
            "a dispatch of {groups:?} workgroups runs no invocation"
        )));
    }
    let max = device.limits.max_compute_work_group_count;
    if groups.iter().zip(max).any(|(&n, max)| n > max) {
        return Err(Error::Unsupported(format!(
            "{groups:?} workgroups exceed maxComputeWorkGroupCount {max:?}"
        )));
    }
    Ok(())
}

fn check_bindings(
    device: &DeviceState,
    interface: &Interface,
    bindings: &[Binding],
) -> Result<(), Error> {
    let mut seen = HashSet::new();
    for binding in bindings {
        if !seen.insert((binding.set, binding.binding)) {
            return Err(Error::Description(format!(
                "(set {}, binding {}) is described twice",
                binding.set, binding.binding
            )));
        }
        let Some(descriptor) = interface.descriptor(binding.set, binding.binding) else {
            return Err(Error::Description(format!(
                "a {} is described at (set {}, binding {}), where the module declares nothing",
                binding.resource.describe(),
                binding.set,
                binding.binding
            )));
        };
        check_binding(device, descriptor, &binding.resource)
            .map_err(|message| Error::Description(format!("{}: {message}", label(descriptor))))?;
    }
    if let Some(unbound) = interface
        .descriptors
        .iter()
        .find(|descriptor| !seen.contains(&(descriptor.set, descriptor.binding)))
    {
        return Err(Error::Description(format!(
            "{} is declared by the module but no resource is described for it",
            label(unbound)
        )));
    }
    let sets = bindings
        .iter()
        .map(|binding| u64::from(binding.set) + 1)
        .max();
    let max_sets = device.limits.max_bound_descriptor_sets;
    if sets.is_some_and(|sets| sets > u64::from(max_sets)) {
        return Err(Error::Unsupported(format!(
            "descriptor sets up to {} are used but maxBoundDescriptorSets is {max_sets}",
            sets.unwrap_or_default() - 1
        )));
    }
    Ok(())
}

/// `the storage buffer "Out" (set 0, binding 1)`, for messages.
fn label(descriptor: &Descriptor) -> String {
    let name = descriptor
        .name
        .as_deref()
        .map(|name| format!(" \"{name}\""))
        .unwrap_or_default();
    format!(
        "the {}{name} (set {}, binding {})",
        descriptor.kind.describe(),
        descriptor.set,
        descriptor.binding
    )
}

fn check_binding(
    device: &DeviceState,
    descriptor: &Descriptor,
    resource: &Resource,
) -> Result<(), String> {
    if descriptor.count != DescriptorCount::One {
        return Err(format!(
            "descriptor arrays ({:?}) cannot be bound by this runner",
            descriptor.count
        ));
    }
    let limits = &device.limits;
    match (&descriptor.kind, resource) {
        (DescriptorKind::StorageBuffer, Resource::StorageBuffer(data)) => check_buffer_size(
            data,
            limits.max_storage_buffer_range,
            "maxStorageBufferRange",
        ),
        (DescriptorKind::UniformBuffer, Resource::UniformBuffer(data)) => check_buffer_size(
            data,
            limits.max_uniform_buffer_range,
            "maxUniformBufferRange",
        ),
        (
            DescriptorKind::UniformTexelBuffer { texel },
            Resource::UniformTexelBuffer { format, data },
        ) => {
            check_texel_class(*texel, *format)?;
            check_texel_buffer(
                device,
                *format,
                data,
                vk::FormatFeatureFlags::UNIFORM_TEXEL_BUFFER,
            )
        }
        (
            DescriptorKind::StorageTexelBuffer {
                texel,
                format: declared,
            },
            Resource::StorageTexelBuffer { format, data },
        ) => {
            check_texel_class(*texel, *format)?;
            check_declared_format(*declared, *format)?;
            check_texel_buffer(
                device,
                *format,
                data,
                vk::FormatFeatureFlags::STORAGE_TEXEL_BUFFER,
            )
        }
        (DescriptorKind::SampledImage(shape), Resource::SampledImage(image)) => {
            check_image(device, shape, image, vk::FormatFeatureFlags::SAMPLED_IMAGE)
        }
        (
            DescriptorKind::StorageImage {
                shape,
                format: declared,
            },
            Resource::StorageImage(image),
        ) => {
            check_declared_format(*declared, image.format)?;
            check_image(device, shape, image, vk::FormatFeatureFlags::STORAGE_IMAGE)
        }
        (DescriptorKind::Sampler, Resource::Sampler) => Ok(()),
        (DescriptorKind::CombinedImageSampler(_), _) => {
            Err("combined image samplers cannot be bound by this runner".into())
        }
        (_, resource) => Err(format!("is given a {}", resource.describe())),
    }
}

fn check_buffer_size(data: &[u8], max: u32, limit: &str) -> Result<(), String> {
    if data.is_empty() {
        return Err("is given no bytes (Vulkan buffers cannot be empty)".into());
    }
    if data.len() as u64 > u64::from(max) {
        return Err(format!(
            "is given {} bytes, over {limit} ({max})",
            data.len()
        ));
    }
    Ok(())
}

fn check_texel_class(texel: NumericClass, format: Format) -> Result<(), String> {
    if texel == format.numeric_class() {
        Ok(())
    } else {
        Err(format!(
            "reads {texel:?} texels but is given the {} format {format:?}",
            match format.numeric_class() {
                NumericClass::Float => "float",
                NumericClass::SignedInt => "signed integer",
                NumericClass::UnsignedInt => "unsigned integer",
            }
        ))
    }
}

fn check_declared_format(declared: ImageFormat, format: Format) -> Result<(), String> {
    if declared == ImageFormat::Unknown || declared == format.spirv() {
        Ok(())
    } else {
        Err(format!(
            "declares format {declared:?} but is given {format:?}"
        ))
    }
}

fn check_format_feature(
    device: &DeviceState,
    format: Format,
    features: vk::FormatFeatureFlags,
    optimal: bool,
) -> Result<(), String> {
    let properties = device.format_properties(format);
    let supported = if optimal {
        properties.optimal_tiling_features
    } else {
        properties.buffer_features
    };
    if supported.contains(features) {
        Ok(())
    } else {
        Err(format!(
            "the device does not support {features:?} for {format:?}"
        ))
    }
}

fn check_texel_buffer(
    device: &DeviceState,
    format: Format,
    data: &[u8],
    feature: vk::FormatFeatureFlags,
) -> Result<(), String> {
    check_format_feature(device, format, feature, false)?;
    let texel = format.texel_bytes() as usize;
    if data.is_empty() || !data.len().is_multiple_of(texel) {
        return Err(format!(
            "is given {} bytes, not a positive multiple of the {texel}-byte {format:?} texel",
            data.len()
        ));
    }
    let max = device.limits.max_texel_buffer_elements;
    if (data.len() / texel) as u64 > u64::from(max) {
        return Err(format!(
            "is given {} texels, over maxTexelBufferElements ({max})",
            data.len() / texel
        ));
    }
    Ok(())
}

fn check_image(
    device: &DeviceState,
    shape: &ImageShape,
    image: &Image,
    feature: vk::FormatFeatureFlags,
) -> Result<(), String> {
    if shape.arrayed || shape.multisampled {
        return Err("arrayed and multisampled images cannot be bound by this runner".into());
    }
    let (dim, max) = match image.dim {
        ImageDim::D1 => (Dim::Dim1D, device.limits.max_image_dimension1_d),
        ImageDim::D2 => (Dim::Dim2D, device.limits.max_image_dimension2_d),
        ImageDim::D3 => (Dim::Dim3D, device.limits.max_image_dimension3_d),
    };
    if shape.dim != dim {
        return Err(format!(
            "is {:?} but is given a {:?} image",
            shape.dim, image.dim
        ));
    }
    check_texel_class(shape.texel, image.format)?;
    check_format_feature(
        device,
        image.format,
        feature | vk::FormatFeatureFlags::TRANSFER_SRC | vk::FormatFeatureFlags::TRANSFER_DST,
        true,
    )?;
    let unused_is_one = match image.dim {
        ImageDim::D1 => image.extent[1] == 1 && image.extent[2] == 1,
        ImageDim::D2 => image.extent[2] == 1,
        ImageDim::D3 => true,
    };
    if image.extent.contains(&0) || !unused_is_one || image.extent.iter().any(|&n| n > max) {
        return Err(format!(
            "is given the extent {:?}, which a {:?} image of this device cannot have (max {max})",
            image.extent, image.dim
        ));
    }
    if image.byte_size() != Some(image.data.len() as u64) {
        return Err(format!(
            "is given {} bytes for {:?} texels of {:?}",
            image.data.len(),
            image.extent,
            image.format
        ));
    }
    Ok(())
}
