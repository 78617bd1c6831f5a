//! The checks a request passes before any Vulkan object is created: the entry
//! points exist, the modules' SPIR-V version, capabilities and extensions suit the
//! device, every descriptor the modules declare is bound to a resource of its kind
//! (and, unless the caller declares the layout, nothing else is bound), push
//! constants cover the modules' blocks, and contents, formats and sizes fit the
//! device's features and limits.
//!
//! These refuse what Vulkan leaves undefined (an unbound descriptor, a view format
//! whose numeric type differs from the shader's) and what some drivers crash on.
//! A device that lacks something gets [`Error::Unsupported`] naming it, which
//! callers report as the reason a test is skipped.

use std::collections::HashSet;

use ash::vk;
use spirv::{Dim, ExecutionModel, ImageFormat};

use crate::capabilities::{max_spirv_version, missing_extensions, missing_features};
use crate::device::DeviceState;
use crate::error::Error;
use crate::format::{Format, NumericClass};
use crate::reflect::{Descriptor, DescriptorCount, DescriptorKind, ImageShape, Interface};
use crate::request::{Coverage, Dispatch, Draw, Shader};
use crate::resource::{Binding, Image, ImageDim, Resource};
use crate::sampler::Sampler;

/// Checks that `shader`'s module can run as `model` on the device.
pub(crate) fn check_module(
    device: &DeviceState,
    interface: &Interface,
    shader: &Shader<'_>,
    model: ExecutionModel,
) -> Result<(), Error> {
    let entry_point = shader.entry_point;
    let Some(entry) = interface
        .entry_points
        .iter()
        .find(|entry| entry.name == entry_point && entry.model == model)
    else {
        let names: Vec<String> = interface
            .entry_points
            .iter()
            .map(|entry| format!("\"{}\" ({:?})", entry.name, entry.model))
            .collect();
        return Err(Error::Module(format!(
            "no {model:?} entry point named \"{entry_point}\"; the module has {}",
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
    let mut missing = missing_features(&interface.capabilities, &device.features);
    missing.extend(missing_extensions(
        &interface.extensions,
        api,
        &device.info.extensions,
    ));
    if !missing.is_empty() {
        return Err(Error::Unsupported(format!(
            "the module needs what the device lacks: {}",
            missing.join(", ")
        )));
    }
    for constant in &shader.specialization {
        if ![1, 2, 4, 8].contains(&constant.data.len()) {
            return Err(Error::Description(format!(
                "specialization constant {} is given {} bytes, not the size of a scalar",
                constant.id,
                constant.data.len()
            )));
        }
    }

    let limits = &device.limits;
    if let Some(size) = entry
        .local_size
        .filter(|_| model == ExecutionModel::GLCompute)
    {
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

/// Checks a compute dispatch of the module `interface` describes.
pub(crate) fn check_dispatch(
    device: &DeviceState,
    interface: &Interface,
    request: &Dispatch<'_>,
) -> Result<(), Error> {
    check_module(
        device,
        interface,
        &request.shader,
        ExecutionModel::GLCompute,
    )?;
    check_groups(device, request.groups)?;
    check_push_constants(
        device,
        interface.push_constant_bytes,
        &request.push_constants,
        request.coverage,
    )?;
    check_bindings(
        device,
        &interface.descriptors,
        request.bindings,
        request.coverage,
    )
}

/// Checks a draw with the vertex and fragment modules the interfaces describe.
pub(crate) fn check_draw(
    device: &DeviceState,
    vertex: &Interface,
    fragment: &Interface,
    request: &Draw<'_>,
) -> Result<(), Error> {
    if !device.info.graphics {
        return Err(Error::Unsupported(
            "the device's queue runs no graphics work".into(),
        ));
    }
    check_module(device, vertex, &request.vertex, ExecutionModel::Vertex)?;
    check_module(
        device,
        fragment,
        &request.fragment,
        ExecutionModel::Fragment,
    )?;
    let push = vertex.push_constant_bytes.max(fragment.push_constant_bytes);
    check_push_constants(device, push, &request.push_constants, request.coverage)?;
    let mut descriptors = vertex.descriptors.clone();
    for descriptor in &fragment.descriptors {
        match descriptors
            .iter()
            .find(|seen| (seen.set, seen.binding) == (descriptor.set, descriptor.binding))
        {
            Some(seen) if seen.kind != descriptor.kind || seen.count != descriptor.count => {
                return Err(Error::Module(format!(
                    "(set {}, binding {}) is {} in the vertex shader but {} in the fragment shader",
                    descriptor.set,
                    descriptor.binding,
                    seen.kind.describe(),
                    descriptor.kind.describe()
                )));
            }
            Some(_) => {}
            None => descriptors.push(descriptor.clone()),
        }
    }
    check_bindings(device, &descriptors, request.bindings, request.coverage)?;
    let target = &request.target;
    check_format_feature(
        device,
        target.format,
        vk::FormatFeatureFlags::COLOR_ATTACHMENT | vk::FormatFeatureFlags::TRANSFER_SRC,
        true,
    )
    .map_err(|message| Error::Unsupported(format!("the render target: {message}")))?;
    let max = device
        .limits
        .max_framebuffer_width
        .min(device.limits.max_framebuffer_height);
    if target.width == 0 || target.height == 0 || target.width > max || target.height > max {
        return Err(Error::Description(format!(
            "a render target of {} x {} texels (the device allows 1 to {max})",
            target.width, target.height
        )));
    }
    if let Some(input) = &request.vertices {
        if input.data.is_empty() || input.stride == 0 {
            return Err(Error::Description(
                "the vertex buffer is empty or has a stride of 0".into(),
            ));
        }
        for attribute in &input.attributes {
            check_format_feature(
                device,
                attribute.format,
                vk::FormatFeatureFlags::VERTEX_BUFFER,
                false,
            )
            .map_err(|message| {
                Error::Unsupported(format!(
                    "vertex attribute {}: {message}",
                    attribute.location
                ))
            })?;
            if attribute.offset + attribute.format.texel_bytes() > input.stride {
                return Err(Error::Description(format!(
                    "vertex attribute {} ends past the {}-byte stride",
                    attribute.location, input.stride
                )));
            }
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

/// Push constants must cover the module's block; bytes for a module without one
/// are refused unless the caller declares the layout (as with extra bindings).
fn check_push_constants(
    device: &DeviceState,
    needed: Option<u32>,
    given: &[u8],
    coverage: Coverage,
) -> Result<(), Error> {
    let max = device.limits.max_push_constants_size;
    if given.len() as u64 > u64::from(max) {
        return Err(Error::Unsupported(format!(
            "{} bytes of push constants exceed maxPushConstantsSize ({max})",
            given.len()
        )));
    }
    if !given.len().is_multiple_of(4) {
        return Err(Error::Description(format!(
            "{} bytes of push constants are not a multiple of 4",
            given.len()
        )));
    }
    match needed {
        Some(needed) if (given.len() as u64) < u64::from(needed) => {
            Err(Error::Description(format!(
                "the module's push constant block takes {needed} bytes but {} are given",
                given.len()
            )))
        }
        None if !given.is_empty() && coverage == Coverage::Exact => Err(Error::Description(
            "push constants are given but the module declares no push constant block".into(),
        )),
        _ => Ok(()),
    }
}

fn check_bindings(
    device: &DeviceState,
    descriptors: &[Descriptor],
    bindings: &[Binding],
    coverage: Coverage,
) -> Result<(), Error> {
    let mut seen = HashSet::new();
    for binding in bindings {
        if !seen.insert((binding.set, binding.binding)) {
            return Err(Error::Description(format!(
                "(set {}, binding {}) is described twice",
                binding.set, binding.binding
            )));
        }
        let place = |message: String| {
            Error::Description(format!(
                "(set {}, binding {}): {message}",
                binding.set, binding.binding
            ))
        };
        let declared = descriptors.iter().find(|descriptor| {
            (descriptor.set, descriptor.binding) == (binding.set, binding.binding)
        });
        match declared {
            Some(descriptor) => {
                check_binding(device, descriptor, &binding.resource).map_err(|message| {
                    Error::Description(format!("{}: {message}", label(descriptor)))
                })?
            }
            None if coverage == Coverage::Exact => {
                return Err(Error::Description(format!(
                    "a {} is described at (set {}, binding {}), where the module declares nothing",
                    binding.resource.describe(),
                    binding.set,
                    binding.binding
                )));
            }
            None => {}
        }
        check_resource(device, &binding.resource).map_err(|error| match error {
            Error::Description(message) => place(message),
            other => other,
        })?;
    }
    if let Some(unbound) = descriptors
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

/// Checks `resource` against what the module declares at its place.
fn check_binding(
    device: &DeviceState,
    descriptor: &Descriptor,
    resource: &Resource,
) -> Result<(), String> {
    let elements = resource.elements();
    match (descriptor.count, resource) {
        (DescriptorCount::One, Resource::Array(_)) => {
            return Err(format!(
                "is a single descriptor but is given an array of {}",
                elements.len()
            ));
        }
        (DescriptorCount::Array(n), Resource::Array(_)) if n as usize != elements.len() => {
            return Err(format!(
                "is an array of {n} but is given {} elements",
                elements.len()
            ));
        }
        (DescriptorCount::Array(n), resource) if !matches!(resource, Resource::Array(_)) => {
            return Err(format!(
                "is an array of {n} but is given one {}",
                resource.describe()
            ));
        }
        (DescriptorCount::Unbounded, _) if device.features.v12.runtime_descriptor_array == 0 => {
            return Err("is a runtime array, which needs runtimeDescriptorArray".into());
        }
        _ => {}
    }
    for element in elements {
        check_element(descriptor, element)?;
    }
    Ok(())
}

fn check_element(descriptor: &Descriptor, resource: &Resource) -> Result<(), String> {
    match (&descriptor.kind, resource) {
        (DescriptorKind::StorageBuffer, Resource::StorageBuffer(_))
        | (DescriptorKind::UniformBuffer, Resource::UniformBuffer(_))
        | (DescriptorKind::Sampler, Resource::Sampler(_)) => Ok(()),
        (
            DescriptorKind::UniformTexelBuffer { texel },
            Resource::UniformTexelBuffer { format, .. },
        ) => check_texel_class(*texel, *format),
        (
            DescriptorKind::StorageTexelBuffer {
                texel,
                format: declared,
            },
            Resource::StorageTexelBuffer { format, .. },
        ) => {
            check_texel_class(*texel, *format)?;
            check_declared_format(*declared, *format)
        }
        (DescriptorKind::SampledImage(shape), Resource::SampledImage(image))
        | (DescriptorKind::CombinedImageSampler(shape), Resource::CombinedImageSampler(image, _)) => {
            check_shape(shape, image)
        }
        (
            DescriptorKind::StorageImage {
                shape,
                format: declared,
            },
            Resource::StorageImage(image),
        ) => {
            check_declared_format(*declared, image.format)?;
            check_shape(shape, image)
        }
        (_, resource) => Err(format!("is given a {}", resource.describe())),
    }
}

fn check_shape(shape: &ImageShape, image: &Image) -> Result<(), String> {
    let dim = match image.dim {
        ImageDim::D1 => Dim::Dim1D,
        ImageDim::D2 => Dim::Dim2D,
        ImageDim::D3 => Dim::Dim3D,
        ImageDim::Cube => Dim::DimCube,
    };
    if shape.dim != dim {
        return Err(format!(
            "is {:?} but is given a {:?} image",
            shape.dim, image.dim
        ));
    }
    if shape.arrayed != image.arrayed {
        return Err(format!(
            "is {}arrayed but is given {} image",
            if shape.arrayed { "" } else { "not " },
            if image.arrayed {
                "an arrayed"
            } else {
                "a non-arrayed"
            }
        ));
    }
    if shape.multisampled != image.is_multisampled() {
        return Err(format!(
            "is {}multisampled but is given an image of {} sample(s)",
            if shape.multisampled { "" } else { "not " },
            image.samples
        ));
    }
    check_texel_class(shape.texel, image.format)
}

/// Checks what a resource needs of the device on its own.
fn check_resource(device: &DeviceState, resource: &Resource) -> Result<(), Error> {
    let describe = |message: String| Error::Description(message);
    let limits = &device.limits;
    match resource {
        Resource::StorageBuffer(data) => check_buffer_size(
            data,
            limits.max_storage_buffer_range,
            "maxStorageBufferRange",
        )
        .map_err(describe),
        Resource::UniformBuffer(data) => check_buffer_size(
            data,
            limits.max_uniform_buffer_range,
            "maxUniformBufferRange",
        )
        .map_err(describe),
        Resource::UniformTexelBuffer { format, data } => check_texel_buffer(
            device,
            *format,
            data,
            vk::FormatFeatureFlags::UNIFORM_TEXEL_BUFFER,
        ),
        Resource::StorageTexelBuffer { format, data } => check_texel_buffer(
            device,
            *format,
            data,
            vk::FormatFeatureFlags::STORAGE_TEXEL_BUFFER,
        ),
        Resource::SampledImage(image) => {
            check_image(device, image, vk::FormatFeatureFlags::SAMPLED_IMAGE)
        }
        Resource::StorageImage(image) => {
            check_image(device, image, vk::FormatFeatureFlags::STORAGE_IMAGE)
        }
        Resource::Sampler(sampler) => check_sampler(device, sampler),
        Resource::CombinedImageSampler(image, sampler) => {
            check_sampler(device, sampler)?;
            let mut feature = vk::FormatFeatureFlags::SAMPLED_IMAGE;
            if sampler.filters_linearly() {
                feature |= vk::FormatFeatureFlags::SAMPLED_IMAGE_FILTER_LINEAR;
            }
            check_image(device, image, feature)
        }
        Resource::Array(elements) => {
            let Some(first) = elements.first() else {
                return Err(describe("is given an empty descriptor array".into()));
            };
            if elements
                .iter()
                .any(|element| std::mem::discriminant(element) != std::mem::discriminant(first))
            {
                return Err(describe(
                    "is given a descriptor array whose elements are of different kinds".into(),
                ));
            }
            elements
                .iter()
                .try_for_each(|element| check_resource(device, element))
        }
    }
}

fn check_sampler(device: &DeviceState, sampler: &Sampler) -> Result<(), Error> {
    if sampler.mirrors_once() && device.features.v12.sampler_mirror_clamp_to_edge == 0 {
        return Err(Error::Unsupported(
            "MirrorClampToEdge addressing needs samplerMirrorClampToEdge".into(),
        ));
    }
    let max_bias = device.limits.max_sampler_lod_bias;
    if sampler.mip_lod_bias.abs() > max_bias || sampler.min_lod > sampler.max_lod {
        return Err(Error::Description(format!(
            "a sampler with LOD bias {} (max {max_bias}) and LOD range {}..{}",
            sampler.mip_lod_bias, sampler.min_lod, sampler.max_lod
        )));
    }
    Ok(())
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
    if declared == ImageFormat::Unknown || Some(declared) == format.spirv() {
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
            "the device does not support {:?} for {format:?}",
            features & !supported
        ))
    }
}

fn check_texel_buffer(
    device: &DeviceState,
    format: Format,
    data: &[u8],
    feature: vk::FormatFeatureFlags,
) -> Result<(), Error> {
    check_format_feature(device, format, feature, false).map_err(Error::Unsupported)?;
    let texel = format.texel_bytes() as usize;
    if data.is_empty() || !data.len().is_multiple_of(texel) {
        return Err(Error::Description(format!(
            "is given {} bytes, not a positive multiple of the {texel}-byte {format:?} texel",
            data.len()
        )));
    }
    let max = device.limits.max_texel_buffer_elements;
    if (data.len() / texel) as u64 > u64::from(max) {
        return Err(Error::Unsupported(format!(
            "is given {} texels, over maxTexelBufferElements ({max})",
            data.len() / texel
        )));
    }
    Ok(())
}

fn check_image(
    device: &DeviceState,
    image: &Image,
    feature: vk::FormatFeatureFlags,
) -> Result<(), Error> {
    let limits = &device.limits;
    let describe = |message: String| Error::Description(message);
    let max = match image.dim {
        ImageDim::D1 => limits.max_image_dimension1_d,
        ImageDim::D2 => limits.max_image_dimension2_d,
        ImageDim::D3 => limits.max_image_dimension3_d,
        ImageDim::Cube => limits.max_image_dimension_cube,
    };
    let mut needed =
        feature | vk::FormatFeatureFlags::TRANSFER_SRC | vk::FormatFeatureFlags::TRANSFER_DST;
    if image.is_multisampled() {
        needed |= vk::FormatFeatureFlags::COLOR_ATTACHMENT;
    }
    check_format_feature(device, image.format, needed, true).map_err(Error::Unsupported)?;
    let [width, height, depth] = image.extent;
    let shape_ok = match image.dim {
        ImageDim::D1 => height == 1 && depth == 1,
        ImageDim::D2 => depth == 1,
        ImageDim::D3 => !image.arrayed && image.layers == 1,
        ImageDim::Cube => width == height && depth == 1 && image.layers.is_multiple_of(6),
    };
    if image.extent.contains(&0) || !shape_ok || image.extent.iter().any(|&n| n > max) {
        return Err(describe(format!(
            "is given the extent {:?} with {} layer(s), which a {:?} image of this device cannot have (max {max})",
            image.extent, image.layers, image.dim
        )));
    }
    if image.layers == 0 || image.layers > limits.max_image_array_layers {
        return Err(describe(format!(
            "is given {} layers (the device allows 1 to {})",
            image.layers, limits.max_image_array_layers
        )));
    }
    if !image.arrayed && image.layers != if image.dim == ImageDim::Cube { 6 } else { 1 } {
        return Err(describe(format!(
            "is a non-arrayed image of {} layers",
            image.layers
        )));
    }
    if image.dim == ImageDim::Cube && image.arrayed && device.features.core.image_cube_array == 0 {
        return Err(Error::Unsupported("cube arrays need imageCubeArray".into()));
    }
    let full_chain = 32 - width.max(height).max(depth).leading_zeros();
    if image.mip_levels == 0 || image.mip_levels > full_chain {
        return Err(describe(format!(
            "is given {} mip levels; an image of extent {:?} has 1 to {full_chain}",
            image.mip_levels, image.extent
        )));
    }
    if image.is_multisampled() {
        check_multisampled(device, image)?;
    }
    if image.byte_size() != Some(image.data.len() as u64) {
        return Err(describe(format!(
            "is given {} bytes for {:?} texels of {:?} with {} mip level(s), {} layer(s) and {} sample(s) ({} bytes)",
            image.data.len(),
            image.extent,
            image.format,
            image.mip_levels,
            image.layers,
            image.samples,
            image
                .byte_size()
                .map_or_else(|| "too many".to_owned(), |size| size.to_string())
        )));
    }
    Ok(())
}

fn check_multisampled(device: &DeviceState, image: &Image) -> Result<(), Error> {
    if image.dim != ImageDim::D2 || image.mip_levels != 1 {
        return Err(Error::Description(
            "multisampled images are 2D with one mip level".into(),
        ));
    }
    let limits = &device.limits;
    let counts = match image.format.numeric_class() {
        NumericClass::Float => limits.sampled_image_color_sample_counts,
        _ => limits.sampled_image_integer_sample_counts,
    } & limits.framebuffer_color_sample_counts;
    if !image.samples.is_power_of_two()
        || !counts.contains(vk::SampleCountFlags::from_raw(image.samples))
    {
        return Err(Error::Unsupported(format!(
            "{} samples of {:?} (the device allows {counts:?})",
            image.samples, image.format
        )));
    }
    if !device.info.graphics || device.features.core.sample_rate_shading == 0 {
        return Err(Error::Unsupported(
            "filling multisampled images needs a graphics queue and sampleRateShading".into(),
        ));
    }
    Ok(())
}
