//! The command buffer of a dispatch: image uploads, the dispatch itself, and the
//! barriers and copies that make every write visible to the host.
//!
//! Images are copied from their staging buffers before the dispatch and back into
//! them after it, with the barriers of the Vulkan "Synchronization Examples"
//! (<https://github.com/KhronosGroup/Vulkan-Docs/wiki/Synchronization-Examples>):
//! transfer writes before shader access, shader writes before transfer reads and
//! host reads, transfer writes before host reads.

use ash::vk;

use crate::dispatch::{Backing, COLOR_LAYER};
use crate::error::{Error, VkContext};
use crate::scope::{HostBufferId, Scope};

/// Records the command buffer of a dispatch.
pub(crate) struct Recording<'a> {
    pub(crate) device: &'a ash::Device,
    pub(crate) commands: vk::CommandBuffer,
    pub(crate) scope: &'a Scope<'a>,
    pub(crate) backings: &'a [Backing],
}

impl Recording<'_> {
    pub(crate) fn record(
        &self,
        pipeline: vk::Pipeline,
        layout: vk::PipelineLayout,
        sets: &[vk::DescriptorSet],
        groups: [u32; 3],
    ) -> Result<(), Error> {
        let device = self.device;
        let commands = self.commands;
        let begin = vk::CommandBufferBeginInfo::default()
            .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
        // SAFETY: the command buffer was allocated from this device and every handle
        // recorded below lives until the scope ends.
        unsafe {
            device
                .begin_command_buffer(commands, &begin)
                .call("vkBeginCommandBuffer")?;
            self.upload_images();
            device.cmd_bind_pipeline(commands, vk::PipelineBindPoint::COMPUTE, pipeline);
            if !sets.is_empty() {
                device.cmd_bind_descriptor_sets(
                    commands,
                    vk::PipelineBindPoint::COMPUTE,
                    layout,
                    0,
                    sets,
                    &[],
                );
            }
            let [x, y, z] = groups;
            device.cmd_dispatch(commands, x, y, z);
            self.download();
            device
                .end_command_buffer(commands)
                .call("vkEndCommandBuffer")
        }
    }

    fn images(
        &self,
    ) -> impl Iterator<Item = (vk::Image, HostBufferId, vk::ImageLayout, vk::Extent3D)> {
        self.backings.iter().filter_map(|backing| match backing {
            Backing::Image {
                image,
                staging,
                layout,
                extent,
                ..
            } => Some((*image, *staging, *layout, *extent)),
            _ => None,
        })
    }

    fn image_barrier(
        image: vk::Image,
        from: (vk::ImageLayout, vk::AccessFlags),
        to: (vk::ImageLayout, vk::AccessFlags),
    ) -> vk::ImageMemoryBarrier<'static> {
        vk::ImageMemoryBarrier::default()
            .image(image)
            .old_layout(from.0)
            .src_access_mask(from.1)
            .new_layout(to.0)
            .dst_access_mask(to.1)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .subresource_range(COLOR_LAYER)
    }

    fn copy_region(extent: vk::Extent3D) -> vk::BufferImageCopy {
        vk::BufferImageCopy {
            buffer_offset: 0,
            buffer_row_length: 0,
            buffer_image_height: 0,
            image_subresource: vk::ImageSubresourceLayers {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                mip_level: 0,
                base_array_layer: 0,
                layer_count: 1,
            },
            image_offset: vk::Offset3D::default(),
            image_extent: extent,
        }
    }

    fn barrier(
        &self,
        stages: (vk::PipelineStageFlags, vk::PipelineStageFlags),
        memory: &[vk::MemoryBarrier<'_>],
        images: &[vk::ImageMemoryBarrier<'_>],
    ) {
        // SAFETY: recording into a command buffer in the recording state.
        unsafe {
            self.device.cmd_pipeline_barrier(
                self.commands,
                stages.0,
                stages.1,
                vk::DependencyFlags::empty(),
                memory,
                &[],
                images,
            );
        }
    }

    /// Copies each image's staging buffer into it and moves it to its shader layout.
    fn upload_images(&self) {
        let to_transfer: Vec<_> = self
            .images()
            .map(|(image, ..)| {
                Self::image_barrier(
                    image,
                    (vk::ImageLayout::UNDEFINED, vk::AccessFlags::empty()),
                    (
                        vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                        vk::AccessFlags::TRANSFER_WRITE,
                    ),
                )
            })
            .collect();
        if to_transfer.is_empty() {
            return;
        }
        self.barrier(
            (
                vk::PipelineStageFlags::TOP_OF_PIPE,
                vk::PipelineStageFlags::TRANSFER,
            ),
            &[],
            &to_transfer,
        );
        for (image, staging, _, extent) in self.images() {
            // SAFETY: recording; the staging buffer holds exactly the image's texels.
            unsafe {
                self.device.cmd_copy_buffer_to_image(
                    self.commands,
                    self.scope.buffer(staging),
                    image,
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                    &[Self::copy_region(extent)],
                );
            }
        }
        let to_shader: Vec<_> = self
            .images()
            .map(|(image, _, layout, _)| {
                Self::image_barrier(
                    image,
                    (
                        vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                        vk::AccessFlags::TRANSFER_WRITE,
                    ),
                    (
                        layout,
                        vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE,
                    ),
                )
            })
            .collect();
        self.barrier(
            (
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::COMPUTE_SHADER,
            ),
            &[],
            &to_shader,
        );
    }

    /// Makes the dispatch's writes visible to the host, copying images to their
    /// staging buffers on the way.
    fn download(&self) {
        let shader_writes = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ | vk::AccessFlags::TRANSFER_READ);
        let to_transfer: Vec<_> = self
            .images()
            .map(|(image, _, layout, _)| {
                Self::image_barrier(
                    image,
                    (layout, vk::AccessFlags::SHADER_WRITE),
                    (
                        vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                        vk::AccessFlags::TRANSFER_READ,
                    ),
                )
            })
            .collect();
        self.barrier(
            (
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST | vk::PipelineStageFlags::TRANSFER,
            ),
            &[shader_writes],
            &to_transfer,
        );
        if to_transfer.is_empty() {
            return;
        }
        for (image, staging, _, extent) in self.images() {
            // SAFETY: recording; the staging buffer holds exactly the image's texels.
            unsafe {
                self.device.cmd_copy_image_to_buffer(
                    self.commands,
                    image,
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    self.scope.buffer(staging),
                    &[Self::copy_region(extent)],
                );
            }
        }
        let copies = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        self.barrier(
            (
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::HOST,
            ),
            &[copies],
            &[],
        );
    }
}
