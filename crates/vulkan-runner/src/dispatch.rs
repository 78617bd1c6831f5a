//! One compute dispatch: creates the pipeline, the resources and their descriptors
//! from a checked description, uploads the initial contents, dispatches, and reads
//! every buffer and image back.
//!
//! Buffers live in host-visible coherent memory and are read in place; images go
//! through staging buffers (see [`crate::record`]).

use std::ffi::CString;
use std::time::Duration;

use ash::vk;

use crate::device::DeviceState;
use crate::error::{Error, VkContext};
use crate::record::Recording;
use crate::resource::{Binding, Image, ImageDim, Readback, Resource};
use crate::scope::{HostBufferId, Scope};

/// The Vulkan objects behind one binding.
pub(crate) enum Backing {
    Buffer(HostBufferId),
    TexelBuffer(HostBufferId, vk::BufferView),
    Image {
        image: vk::Image,
        view: vk::ImageView,
        staging: HostBufferId,
        layout: vk::ImageLayout,
        extent: vk::Extent3D,
    },
    Sampler(vk::Sampler),
}

fn descriptor_type(resource: &Resource) -> vk::DescriptorType {
    match resource {
        Resource::StorageBuffer(_) => vk::DescriptorType::STORAGE_BUFFER,
        Resource::UniformBuffer(_) => vk::DescriptorType::UNIFORM_BUFFER,
        Resource::StorageTexelBuffer { .. } => vk::DescriptorType::STORAGE_TEXEL_BUFFER,
        Resource::UniformTexelBuffer { .. } => vk::DescriptorType::UNIFORM_TEXEL_BUFFER,
        Resource::StorageImage(_) => vk::DescriptorType::STORAGE_IMAGE,
        Resource::SampledImage(_) => vk::DescriptorType::SAMPLED_IMAGE,
        Resource::Sampler => vk::DescriptorType::SAMPLER,
    }
}

/// The one mip level and layer of every image.
pub(crate) const COLOR_LAYER: vk::ImageSubresourceRange = vk::ImageSubresourceRange {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    base_mip_level: 0,
    level_count: 1,
    base_array_layer: 0,
    layer_count: 1,
};

/// Runs `words`' `entry_point` over `groups` workgroups with `bindings`, which
/// [`crate::check`] has accepted for this module and device.
pub(crate) fn dispatch(
    state: &DeviceState,
    timeout: Duration,
    words: &[u32],
    entry_point: &str,
    bindings: &[Binding],
    groups: [u32; 3],
) -> Result<Readback, Error> {
    let entry_point = CString::new(entry_point)
        .map_err(|_| Error::Description("the entry point name contains a NUL byte".into()))?;
    let mut scope = Scope::new(state);
    let device = scope.device();

    let module = scope.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(words))?;
    let set_layouts = create_set_layouts(&mut scope, bindings)?;
    let layout = scope.create_pipeline_layout(
        &vk::PipelineLayoutCreateInfo::default().set_layouts(&set_layouts),
    )?;
    let stage = vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::COMPUTE)
        .module(module)
        .name(&entry_point);
    let pipeline = scope.create_compute_pipeline(
        vk::ComputePipelineCreateInfo::default()
            .stage(stage)
            .layout(layout),
    )?;

    let sets = allocate_sets(&mut scope, bindings, &set_layouts)?;
    let backings = bindings
        .iter()
        .map(|binding| create_backing(&mut scope, &binding.resource))
        .collect::<Result<Vec<_>, _>>()?;
    write_descriptors(&scope, bindings, &backings, &sets);

    let pool = scope.create_command_pool(
        &vk::CommandPoolCreateInfo::default().queue_family_index(state.queue_family),
    )?;
    let allocate = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    // SAFETY: the pool belongs to this device; the buffer is freed with the pool.
    let commands =
        unsafe { device.allocate_command_buffers(&allocate) }.call("vkAllocateCommandBuffers")?;
    let commands = *commands.first().ok_or(Error::Vulkan {
        call: "vkAllocateCommandBuffers",
        result: vk::Result::ERROR_UNKNOWN,
    })?;
    let recording = Recording {
        device,
        commands,
        scope: &scope,
        backings: &backings,
    };
    recording.record(pipeline, layout, &sets, groups)?;

    let fence = scope.create_fence(&vk::FenceCreateInfo::default())?;
    let submit = vk::SubmitInfo::default().command_buffers(std::slice::from_ref(&commands));
    // SAFETY: the command buffer is fully recorded and every object it uses lives
    // until the scope ends, which waits for the queue once work was submitted.
    unsafe { device.queue_submit(state.queue, &[submit], fence) }.call("vkQueueSubmit")?;
    scope.mark_submitted();
    let nanos = u64::try_from(timeout.as_nanos()).unwrap_or(u64::MAX);
    // SAFETY: the fence belongs to this device and was just submitted.
    match unsafe { device.wait_for_fences(&[fence], true, nanos) } {
        Ok(()) => {}
        Err(vk::Result::TIMEOUT) => return Err(Error::Timeout(timeout)),
        Err(result) => {
            return Err(Error::Vulkan {
                call: "vkWaitForFences",
                result,
            });
        }
    }

    let mut readback = Readback::default();
    for (binding, backing) in bindings.iter().zip(&backings) {
        let contents = match backing {
            Backing::Buffer(buffer) | Backing::TexelBuffer(buffer, _) => scope.read(*buffer),
            Backing::Image { staging, .. } => scope.read(*staging),
            Backing::Sampler(_) => continue,
        };
        readback.push(binding.set, binding.binding, contents);
    }
    Ok(readback)
}

/// One layout per set from 0 to the highest set bound; sets in between are empty.
fn create_set_layouts(
    scope: &mut Scope<'_>,
    bindings: &[Binding],
) -> Result<Vec<vk::DescriptorSetLayout>, Error> {
    let count = bindings
        .iter()
        .map(|binding| binding.set + 1)
        .max()
        .unwrap_or(0);
    (0..count)
        .map(|set| {
            let entries: Vec<vk::DescriptorSetLayoutBinding<'_>> = bindings
                .iter()
                .filter(|binding| binding.set == set)
                .map(|binding| {
                    vk::DescriptorSetLayoutBinding::default()
                        .binding(binding.binding)
                        .descriptor_type(descriptor_type(&binding.resource))
                        .descriptor_count(1)
                        .stage_flags(vk::ShaderStageFlags::COMPUTE)
                })
                .collect();
            scope.create_descriptor_set_layout(
                &vk::DescriptorSetLayoutCreateInfo::default().bindings(&entries),
            )
        })
        .collect()
}

fn allocate_sets(
    scope: &mut Scope<'_>,
    bindings: &[Binding],
    layouts: &[vk::DescriptorSetLayout],
) -> Result<Vec<vk::DescriptorSet>, Error> {
    if layouts.is_empty() {
        return Ok(Vec::new());
    }
    let mut sizes: Vec<vk::DescriptorPoolSize> = Vec::new();
    for binding in bindings {
        let kind = descriptor_type(&binding.resource);
        match sizes.iter_mut().find(|size| size.ty == kind) {
            Some(size) => size.descriptor_count += 1,
            None => sizes.push(vk::DescriptorPoolSize {
                ty: kind,
                descriptor_count: 1,
            }),
        }
    }
    let pool = scope.create_descriptor_pool(
        &vk::DescriptorPoolCreateInfo::default()
            .max_sets(layouts.len() as u32)
            .pool_sizes(&sizes),
    )?;
    let info = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(layouts);
    // SAFETY: the pool and layouts belong to this device; the sets are freed with
    // the pool.
    unsafe { scope.device().allocate_descriptor_sets(&info) }.call("vkAllocateDescriptorSets")
}

fn buffer_usage(resource: &Resource) -> vk::BufferUsageFlags {
    match resource {
        Resource::StorageBuffer(_) => vk::BufferUsageFlags::STORAGE_BUFFER,
        Resource::UniformBuffer(_) => vk::BufferUsageFlags::UNIFORM_BUFFER,
        Resource::StorageTexelBuffer { .. } => vk::BufferUsageFlags::STORAGE_TEXEL_BUFFER,
        Resource::UniformTexelBuffer { .. } => vk::BufferUsageFlags::UNIFORM_TEXEL_BUFFER,
        Resource::StorageImage(_) | Resource::SampledImage(_) | Resource::Sampler => {
            vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST
        }
    }
}

fn create_backing(scope: &mut Scope<'_>, resource: &Resource) -> Result<Backing, Error> {
    match resource {
        Resource::StorageBuffer(data) | Resource::UniformBuffer(data) => {
            let buffer = scope.host_buffer(data.len(), buffer_usage(resource))?;
            scope.write(buffer, data);
            Ok(Backing::Buffer(buffer))
        }
        Resource::StorageTexelBuffer { format, data }
        | Resource::UniformTexelBuffer { format, data } => {
            let buffer = scope.host_buffer(data.len(), buffer_usage(resource))?;
            scope.write(buffer, data);
            let view = scope.create_buffer_view(
                &vk::BufferViewCreateInfo::default()
                    .buffer(scope.buffer(buffer))
                    .format(format.vulkan())
                    .range(vk::WHOLE_SIZE),
            )?;
            Ok(Backing::TexelBuffer(buffer, view))
        }
        Resource::StorageImage(image) => create_image(
            scope,
            image,
            vk::ImageUsageFlags::STORAGE,
            vk::ImageLayout::GENERAL,
        ),
        Resource::SampledImage(image) => create_image(
            scope,
            image,
            vk::ImageUsageFlags::SAMPLED,
            vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
        ),
        Resource::Sampler => {
            let info = vk::SamplerCreateInfo::default()
                .mag_filter(vk::Filter::NEAREST)
                .min_filter(vk::Filter::NEAREST)
                .mipmap_mode(vk::SamplerMipmapMode::NEAREST)
                .address_mode_u(vk::SamplerAddressMode::CLAMP_TO_EDGE)
                .address_mode_v(vk::SamplerAddressMode::CLAMP_TO_EDGE)
                .address_mode_w(vk::SamplerAddressMode::CLAMP_TO_EDGE)
                .max_lod(vk::LOD_CLAMP_NONE);
            Ok(Backing::Sampler(scope.create_sampler(&info)?))
        }
    }
}

fn create_image(
    scope: &mut Scope<'_>,
    image: &Image,
    usage: vk::ImageUsageFlags,
    layout: vk::ImageLayout,
) -> Result<Backing, Error> {
    let (image_type, view_type) = match image.dim {
        ImageDim::D1 => (vk::ImageType::TYPE_1D, vk::ImageViewType::TYPE_1D),
        ImageDim::D2 => (vk::ImageType::TYPE_2D, vk::ImageViewType::TYPE_2D),
        ImageDim::D3 => (vk::ImageType::TYPE_3D, vk::ImageViewType::TYPE_3D),
    };
    let [width, height, depth] = image.extent;
    let extent = vk::Extent3D {
        width,
        height,
        depth,
    };
    let handle = scope.create_image(
        &vk::ImageCreateInfo::default()
            .image_type(image_type)
            .format(image.format.vulkan())
            .extent(extent)
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(usage | vk::ImageUsageFlags::TRANSFER_SRC | vk::ImageUsageFlags::TRANSFER_DST)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED),
    )?;
    scope.bind_image_memory(handle)?;
    let view = scope.create_image_view(
        &vk::ImageViewCreateInfo::default()
            .image(handle)
            .view_type(view_type)
            .format(image.format.vulkan())
            .subresource_range(COLOR_LAYER),
    )?;
    let staging = scope.host_buffer(
        image.data.len(),
        vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST,
    )?;
    scope.write(staging, &image.data);
    Ok(Backing::Image {
        image: handle,
        view,
        staging,
        layout,
        extent,
    })
}

/// What one descriptor write points at.
enum WriteInfo {
    Buffer(vk::DescriptorBufferInfo),
    TexelBuffer(vk::BufferView),
    Image(vk::DescriptorImageInfo),
}

fn write_descriptors(
    scope: &Scope<'_>,
    bindings: &[Binding],
    backings: &[Backing],
    sets: &[vk::DescriptorSet],
) {
    // Gather every info first: the writes point into this vector.
    let infos: Vec<WriteInfo> = backings
        .iter()
        .map(|backing| match backing {
            Backing::Buffer(buffer) => WriteInfo::Buffer(vk::DescriptorBufferInfo {
                buffer: scope.buffer(*buffer),
                offset: 0,
                range: vk::WHOLE_SIZE,
            }),
            Backing::TexelBuffer(_, view) => WriteInfo::TexelBuffer(*view),
            Backing::Image { view, layout, .. } => WriteInfo::Image(vk::DescriptorImageInfo {
                sampler: vk::Sampler::null(),
                image_view: *view,
                image_layout: *layout,
            }),
            Backing::Sampler(sampler) => WriteInfo::Image(vk::DescriptorImageInfo {
                sampler: *sampler,
                image_view: vk::ImageView::null(),
                image_layout: vk::ImageLayout::UNDEFINED,
            }),
        })
        .collect();
    let writes: Vec<vk::WriteDescriptorSet<'_>> = bindings
        .iter()
        .zip(&infos)
        .filter_map(|(binding, info)| {
            let set = *sets.get(binding.set as usize)?;
            let write = vk::WriteDescriptorSet::default()
                .dst_set(set)
                .dst_binding(binding.binding)
                .descriptor_type(descriptor_type(&binding.resource));
            Some(match info {
                WriteInfo::Buffer(info) => write.buffer_info(std::slice::from_ref(info)),
                WriteInfo::TexelBuffer(view) => write.texel_buffer_view(std::slice::from_ref(view)),
                WriteInfo::Image(info) => write.image_info(std::slice::from_ref(info)),
            })
        })
        .collect();
    // SAFETY: every write names a live set, binding and resource of this device.
    unsafe { scope.device().update_descriptor_sets(&writes, &[]) };
}
