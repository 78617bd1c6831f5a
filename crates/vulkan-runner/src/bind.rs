//! The Vulkan objects behind a request's bindings: buffers, texel buffer views,
//! images with their views and staging buffers, samplers, and the descriptor set
//! layouts, pool and sets that point at them.
//!
//! Buffers live in host-visible coherent memory and are read in place; images go
//! through staging buffers (see [`crate::record`]). Set `n` of the layout is the
//! bindings with `set == n`; sets in between are empty.

use ash::vk;

use crate::error::{Error, VkContext};
use crate::fill;
use crate::resource::{Binding, Image, ImageDim, Readback, Resource};
use crate::scope::{HostBufferId, Scope};

/// An image, its view and the staging buffer its contents go through.
pub(crate) struct ImageBacking {
    pub(crate) image: vk::Image,
    pub(crate) view: vk::ImageView,
    /// The texels as laid out in [`Image::data`]; for multisampled images, the
    /// texels widened to four 32-bit components for [`crate::fill`].
    pub(crate) staging: HostBufferId,
    /// The layout shaders see it in.
    pub(crate) layout: vk::ImageLayout,
    pub(crate) description: Image,
}

impl ImageBacking {
    pub(crate) fn range(&self) -> vk::ImageSubresourceRange {
        vk::ImageSubresourceRange {
            aspect_mask: self.description.format.aspect(),
            base_mip_level: 0,
            level_count: self.description.mip_levels,
            base_array_layer: 0,
            layer_count: self.description.layers,
        }
    }

    /// One copy per layer and mip level, in the order of [`Image::data`].
    pub(crate) fn copy_regions(&self) -> Vec<vk::BufferImageCopy> {
        let image = &self.description;
        let mut regions = Vec::new();
        let mut offset = 0u64;
        for layer in 0..image.layers {
            for level in 0..image.mip_levels {
                let [width, height, depth] = image.level_extent(level);
                regions.push(vk::BufferImageCopy {
                    buffer_offset: offset,
                    buffer_row_length: 0,
                    buffer_image_height: 0,
                    image_subresource: vk::ImageSubresourceLayers {
                        aspect_mask: image.format.aspect(),
                        mip_level: level,
                        base_array_layer: layer,
                        layer_count: 1,
                    },
                    image_offset: vk::Offset3D::default(),
                    image_extent: vk::Extent3D {
                        width,
                        height,
                        depth,
                    },
                });
                offset += image.level_bytes(level).unwrap_or(0);
            }
        }
        regions
    }
}

/// The Vulkan objects behind one descriptor (one element of a descriptor array).
pub(crate) enum Backing {
    Buffer(HostBufferId),
    TexelBuffer(HostBufferId, vk::BufferView),
    Image(ImageBacking),
    Sampler(vk::Sampler),
    Combined(ImageBacking, vk::Sampler),
}

impl Backing {
    pub(crate) fn image(&self) -> Option<&ImageBacking> {
        match self {
            Backing::Image(image) | Backing::Combined(image, _) => Some(image),
            _ => None,
        }
    }
}

/// Everything a request's bindings need, bound into descriptor sets.
pub(crate) struct Bound {
    pub(crate) set_layouts: Vec<vk::DescriptorSetLayout>,
    pub(crate) sets: Vec<vk::DescriptorSet>,
    /// Per binding of the request, one backing per element.
    pub(crate) backings: Vec<Vec<Backing>>,
}

impl Bound {
    /// Every image backing, in binding order.
    pub(crate) fn images(&self) -> impl Iterator<Item = &ImageBacking> {
        self.backings.iter().flatten().filter_map(Backing::image)
    }

    /// The contents of every buffer and single-sampled image.
    pub(crate) fn read(&self, scope: &Scope<'_>, bindings: &[Binding]) -> Readback {
        let mut readback = Readback::default();
        for (binding, backings) in bindings.iter().zip(&self.backings) {
            for (element, backing) in (0u32..).zip(backings) {
                let contents = match backing {
                    Backing::Buffer(buffer) | Backing::TexelBuffer(buffer, _) => {
                        scope.read(*buffer)
                    }
                    Backing::Image(image) | Backing::Combined(image, _)
                        if !image.description.is_multisampled() =>
                    {
                        scope.read(image.staging)
                    }
                    _ => continue,
                };
                readback.push(binding.set, binding.binding, element, contents);
            }
        }
        readback
    }
}

pub(crate) fn descriptor_type(resource: &Resource) -> vk::DescriptorType {
    match resource {
        Resource::StorageBuffer(_) => vk::DescriptorType::STORAGE_BUFFER,
        Resource::UniformBuffer(_) => vk::DescriptorType::UNIFORM_BUFFER,
        Resource::StorageTexelBuffer { .. } => vk::DescriptorType::STORAGE_TEXEL_BUFFER,
        Resource::UniformTexelBuffer { .. } => vk::DescriptorType::UNIFORM_TEXEL_BUFFER,
        Resource::StorageImage(_) => vk::DescriptorType::STORAGE_IMAGE,
        Resource::SampledImage(_) => vk::DescriptorType::SAMPLED_IMAGE,
        Resource::Sampler(_) => vk::DescriptorType::SAMPLER,
        Resource::CombinedImageSampler(..) => vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
        Resource::Array(elements) => elements
            .first()
            .map_or(vk::DescriptorType::STORAGE_BUFFER, descriptor_type),
    }
}

fn element_count(resource: &Resource) -> u32 {
    resource.elements().len() as u32
}

/// Creates the backings, layouts and sets of `bindings`, visible to `stages`.
pub(crate) fn bind(
    scope: &mut Scope<'_>,
    bindings: &[Binding],
    stages: vk::ShaderStageFlags,
) -> Result<Bound, Error> {
    let set_layouts = create_set_layouts(scope, bindings, stages)?;
    let sets = allocate_sets(scope, bindings, &set_layouts)?;
    let backings = bindings
        .iter()
        .map(|binding| {
            binding
                .resource
                .elements()
                .iter()
                .map(|element| create_backing(scope, element))
                .collect::<Result<Vec<_>, _>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    let bound = Bound {
        set_layouts,
        sets,
        backings,
    };
    write_descriptors(scope, bindings, &bound);
    Ok(bound)
}

fn create_set_layouts(
    scope: &mut Scope<'_>,
    bindings: &[Binding],
    stages: vk::ShaderStageFlags,
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
                        .descriptor_count(element_count(&binding.resource))
                        .stage_flags(stages)
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
        let count = element_count(&binding.resource);
        match sizes.iter_mut().find(|size| size.ty == kind) {
            Some(size) => size.descriptor_count += count,
            None => sizes.push(vk::DescriptorPoolSize {
                ty: kind,
                descriptor_count: count,
            }),
        }
    }
    if sizes.is_empty() {
        // A pool needs at least one size even when every set is empty.
        sizes.push(vk::DescriptorPoolSize {
            ty: vk::DescriptorType::STORAGE_BUFFER,
            descriptor_count: 1,
        });
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
        _ => vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST,
    }
}

/// How an image bound as `resource` is used, and the layout shaders see it in.
fn image_access(resource: &Resource) -> (vk::ImageUsageFlags, vk::ImageLayout) {
    match resource {
        Resource::StorageImage(_) => (vk::ImageUsageFlags::STORAGE, vk::ImageLayout::GENERAL),
        _ => (
            vk::ImageUsageFlags::SAMPLED,
            vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
        ),
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
        Resource::StorageImage(image) | Resource::SampledImage(image) => Ok(Backing::Image(
            create_image(scope, image, image_access(resource))?,
        )),
        Resource::Sampler(sampler) => Ok(Backing::Sampler(
            scope.create_sampler(&sampler.create_info())?,
        )),
        Resource::CombinedImageSampler(image, sampler) => {
            let image = create_image(scope, image, image_access(resource))?;
            let sampler = scope.create_sampler(&sampler.create_info())?;
            Ok(Backing::Combined(image, sampler))
        }
        Resource::Array(_) => Err(Error::Description(
            "descriptor arrays cannot be nested".into(),
        )),
    }
}

fn view_type(image: &Image) -> vk::ImageViewType {
    match (image.dim, image.arrayed) {
        (ImageDim::D1, false) => vk::ImageViewType::TYPE_1D,
        (ImageDim::D1, true) => vk::ImageViewType::TYPE_1D_ARRAY,
        (ImageDim::D2, false) => vk::ImageViewType::TYPE_2D,
        (ImageDim::D2, true) => vk::ImageViewType::TYPE_2D_ARRAY,
        (ImageDim::D3, _) => vk::ImageViewType::TYPE_3D,
        (ImageDim::Cube, false) => vk::ImageViewType::CUBE,
        (ImageDim::Cube, true) => vk::ImageViewType::CUBE_ARRAY,
    }
}

pub(crate) fn image_type(dim: ImageDim) -> vk::ImageType {
    match dim {
        ImageDim::D1 => vk::ImageType::TYPE_1D,
        ImageDim::D2 | ImageDim::Cube => vk::ImageType::TYPE_2D,
        ImageDim::D3 => vk::ImageType::TYPE_3D,
    }
}

fn create_image(
    scope: &mut Scope<'_>,
    image: &Image,
    (usage, layout): (vk::ImageUsageFlags, vk::ImageLayout),
) -> Result<ImageBacking, Error> {
    let [width, height, depth] = image.extent;
    let mut usage = usage | vk::ImageUsageFlags::TRANSFER_SRC | vk::ImageUsageFlags::TRANSFER_DST;
    if image.is_multisampled() {
        usage |= vk::ImageUsageFlags::COLOR_ATTACHMENT;
    }
    let flags = if image.dim == ImageDim::Cube {
        vk::ImageCreateFlags::CUBE_COMPATIBLE
    } else {
        vk::ImageCreateFlags::empty()
    };
    let handle = scope.create_image(
        &vk::ImageCreateInfo::default()
            .flags(flags)
            .image_type(image_type(image.dim))
            .format(image.format.vulkan())
            .extent(vk::Extent3D {
                width,
                height,
                depth,
            })
            .mip_levels(image.mip_levels)
            .array_layers(image.layers)
            .samples(vk::SampleCountFlags::from_raw(image.samples))
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED),
    )?;
    scope.bind_image_memory(handle)?;
    let range = vk::ImageSubresourceRange {
        aspect_mask: image.format.aspect(),
        base_mip_level: 0,
        level_count: image.mip_levels,
        base_array_layer: 0,
        layer_count: image.layers,
    };
    let view = scope.create_image_view(
        &vk::ImageViewCreateInfo::default()
            .image(handle)
            .view_type(view_type(image))
            .format(image.format.vulkan())
            .subresource_range(range),
    )?;
    let contents = if image.is_multisampled() {
        fill::widen_texels(image)?
    } else {
        image.data.clone()
    };
    let staging = scope.host_buffer(
        contents.len(),
        vk::BufferUsageFlags::TRANSFER_SRC
            | vk::BufferUsageFlags::TRANSFER_DST
            | vk::BufferUsageFlags::STORAGE_BUFFER,
    )?;
    scope.write(staging, &contents);
    Ok(ImageBacking {
        image: handle,
        view,
        staging,
        layout,
        description: image.clone(),
    })
}

/// What one descriptor write points at.
enum WriteInfo {
    Buffers(Vec<vk::DescriptorBufferInfo>),
    TexelBuffers(Vec<vk::BufferView>),
    Images(Vec<vk::DescriptorImageInfo>),
}

fn write_info(scope: &Scope<'_>, backings: &[Backing]) -> WriteInfo {
    let image_info = |image: &ImageBacking, sampler| vk::DescriptorImageInfo {
        sampler,
        image_view: image.view,
        image_layout: image.layout,
    };
    match backings.first() {
        Some(Backing::Buffer(_)) => WriteInfo::Buffers(
            backings
                .iter()
                .filter_map(|backing| match backing {
                    Backing::Buffer(buffer) => Some(vk::DescriptorBufferInfo {
                        buffer: scope.buffer(*buffer),
                        offset: 0,
                        range: vk::WHOLE_SIZE,
                    }),
                    _ => None,
                })
                .collect(),
        ),
        Some(Backing::TexelBuffer(..)) => WriteInfo::TexelBuffers(
            backings
                .iter()
                .filter_map(|backing| match backing {
                    Backing::TexelBuffer(_, view) => Some(*view),
                    _ => None,
                })
                .collect(),
        ),
        _ => WriteInfo::Images(
            backings
                .iter()
                .filter_map(|backing| match backing {
                    Backing::Image(image) => Some(image_info(image, vk::Sampler::null())),
                    Backing::Combined(image, sampler) => Some(image_info(image, *sampler)),
                    Backing::Sampler(sampler) => Some(vk::DescriptorImageInfo {
                        sampler: *sampler,
                        image_view: vk::ImageView::null(),
                        image_layout: vk::ImageLayout::UNDEFINED,
                    }),
                    _ => None,
                })
                .collect(),
        ),
    }
}

fn write_descriptors(scope: &Scope<'_>, bindings: &[Binding], bound: &Bound) {
    // Gather every info first: the writes point into this vector.
    let infos: Vec<WriteInfo> = bound
        .backings
        .iter()
        .map(|backings| write_info(scope, backings))
        .collect();
    let writes: Vec<vk::WriteDescriptorSet<'_>> = bindings
        .iter()
        .zip(&infos)
        .filter_map(|(binding, info)| {
            let set = *bound.sets.get(binding.set as usize)?;
            let write = vk::WriteDescriptorSet::default()
                .dst_set(set)
                .dst_binding(binding.binding)
                .descriptor_type(descriptor_type(&binding.resource));
            Some(match info {
                WriteInfo::Buffers(infos) => write.buffer_info(infos),
                WriteInfo::TexelBuffers(views) => write.texel_buffer_view(views),
                WriteInfo::Images(infos) => write.image_info(infos),
            })
        })
        .collect();
    // SAFETY: every write names a live set, binding and resource of this device.
    unsafe { scope.device().update_descriptor_sets(&writes, &[]) };
}
