//! The command buffer of a request: image uploads before the work, and the barriers
//! and copies that make every write visible to the host after it.
//!
//! Single-sampled images are copied from their staging buffers before the work and
//! back into them after it; multisampled ones are rendered by [`crate::fill`]. The
//! barriers follow the Vulkan "Synchronization Examples"
//! (<https://github.com/KhronosGroup/Vulkan-Docs/wiki/Synchronization-Examples>):
//! transfer writes before shader access, shader writes before transfer reads and
//! host reads, transfer writes before host reads. Shader stages are named as
//! `ALL_COMMANDS`, which covers compute and graphics alike.

use ash::vk;

use crate::bind::{Bound, ImageBacking};
use crate::error::{Error, VkContext};
use crate::fill::{self, FillPass};
use crate::scope::Scope;

/// A command buffer being recorded, with the scope owning what it uses.
pub(crate) struct Commands<'a> {
    pub(crate) device: &'a ash::Device,
    pub(crate) buffer: vk::CommandBuffer,
    pub(crate) scope: &'a Scope<'a>,
}

pub(crate) fn image_barrier(
    image: &ImageBacking,
    from: (vk::ImageLayout, vk::AccessFlags),
    to: (vk::ImageLayout, vk::AccessFlags),
) -> vk::ImageMemoryBarrier<'static> {
    vk::ImageMemoryBarrier::default()
        .image(image.image)
        .old_layout(from.0)
        .src_access_mask(from.1)
        .new_layout(to.0)
        .dst_access_mask(to.1)
        .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
        .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
        .subresource_range(image.range())
}

/// The images of `bound` copied through their staging buffers: the
/// single-sampled ones ([`crate::fill`] renders the others).
fn single_sampled(bound: &Bound) -> Vec<&ImageBacking> {
    bound
        .images()
        .filter(|image| !image.description.is_multisampled())
        .collect()
}

const SHADER_ACCESS: vk::AccessFlags = vk::AccessFlags::from_raw(
    vk::AccessFlags::SHADER_READ.as_raw() | vk::AccessFlags::SHADER_WRITE.as_raw(),
);

impl Commands<'_> {
    pub(crate) fn begin(&self) -> Result<(), Error> {
        let begin = vk::CommandBufferBeginInfo::default()
            .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
        // SAFETY: the command buffer was allocated from this device.
        unsafe { self.device.begin_command_buffer(self.buffer, &begin) }
            .call("vkBeginCommandBuffer")
    }

    pub(crate) fn end(&self) -> Result<(), Error> {
        // SAFETY: the command buffer is recording.
        unsafe { self.device.end_command_buffer(self.buffer) }.call("vkEndCommandBuffer")
    }

    pub(crate) fn barrier(
        &self,
        stages: (vk::PipelineStageFlags, vk::PipelineStageFlags),
        memory: &[vk::MemoryBarrier<'_>],
        images: &[vk::ImageMemoryBarrier<'_>],
    ) {
        // SAFETY: recording into a command buffer in the recording state.
        unsafe {
            self.device.cmd_pipeline_barrier(
                self.buffer,
                stages.0,
                stages.1,
                vk::DependencyFlags::empty(),
                memory,
                &[],
                images,
            );
        }
    }

    /// Moves `images` from the layout and access `from` gives each to the one `to`
    /// gives it, after the memory barriers `memory`, between `stages`.
    fn transition(
        &self,
        images: &[&ImageBacking],
        stages: (vk::PipelineStageFlags, vk::PipelineStageFlags),
        memory: &[vk::MemoryBarrier<'_>],
        layouts: impl Fn(&ImageBacking) -> [(vk::ImageLayout, vk::AccessFlags); 2],
    ) {
        let barriers: Vec<_> = images
            .iter()
            .map(|image| {
                let [from, to] = layouts(image);
                image_barrier(image, from, to)
            })
            .collect();
        self.barrier(stages, memory, &barriers);
    }

    /// Copies each single-sampled image's staging buffer into it, renders each
    /// multisampled one, and moves them all to the layouts shaders see them in.
    pub(crate) fn upload(&self, bound: &Bound, fills: &[FillPass]) {
        let copied = single_sampled(bound);
        if !copied.is_empty() {
            let transfer_write = (
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                vk::AccessFlags::TRANSFER_WRITE,
            );
            self.transition(
                &copied,
                (
                    vk::PipelineStageFlags::TOP_OF_PIPE,
                    vk::PipelineStageFlags::TRANSFER,
                ),
                &[],
                |_| {
                    [
                        (vk::ImageLayout::UNDEFINED, vk::AccessFlags::empty()),
                        transfer_write,
                    ]
                },
            );
            for image in &copied {
                // SAFETY: recording; the staging buffer holds every subresource.
                unsafe {
                    self.device.cmd_copy_buffer_to_image(
                        self.buffer,
                        self.scope.buffer(image.staging),
                        image.image,
                        vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                        &image.copy_regions(),
                    );
                }
            }
            self.transition(
                &copied,
                (
                    vk::PipelineStageFlags::TRANSFER,
                    vk::PipelineStageFlags::ALL_COMMANDS,
                ),
                &[],
                |image| [transfer_write, (image.layout, SHADER_ACCESS)],
            );
        }
        for fill in fills {
            fill.record(self);
        }
    }

    /// Makes the work's writes visible to the host, copying single-sampled images to
    /// their staging buffers on the way.
    pub(crate) fn download(&self, bound: &Bound) {
        let shader_writes = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ | vk::AccessFlags::TRANSFER_READ);
        let copied = single_sampled(bound);
        self.transition(
            &copied,
            (
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::HOST | vk::PipelineStageFlags::TRANSFER,
            ),
            &[shader_writes],
            |image| {
                [
                    (image.layout, vk::AccessFlags::SHADER_WRITE),
                    (
                        vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                        vk::AccessFlags::TRANSFER_READ,
                    ),
                ]
            },
        );
        if copied.is_empty() {
            return;
        }
        for image in &copied {
            // SAFETY: recording; the staging buffer holds every subresource.
            unsafe {
                self.device.cmd_copy_image_to_buffer(
                    self.buffer,
                    image.image,
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    self.scope.buffer(image.staging),
                    &image.copy_regions(),
                );
            }
        }
        self.transfer_to_host();
    }

    /// Makes transfer writes visible to the host.
    pub(crate) fn transfer_to_host(&self) {
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

    /// Binds `sets` and pushes `push_constants` for a pipeline of `layout`.
    pub(crate) fn bind_state(
        &self,
        point: vk::PipelineBindPoint,
        pipeline: vk::Pipeline,
        layout: vk::PipelineLayout,
        sets: &[vk::DescriptorSet],
        push: Option<(vk::ShaderStageFlags, &[u8])>,
    ) {
        // SAFETY: recording; every handle lives until the scope ends.
        unsafe {
            self.device.cmd_bind_pipeline(self.buffer, point, pipeline);
            if !sets.is_empty() {
                self.device
                    .cmd_bind_descriptor_sets(self.buffer, point, layout, 0, sets, &[]);
            }
            if let Some((stages, bytes)) = push.filter(|(_, bytes)| !bytes.is_empty()) {
                self.device
                    .cmd_push_constants(self.buffer, layout, stages, 0, bytes);
            }
        }
    }
}

/// Records one request into a new command buffer of `scope` and runs it: uploads
/// `bound`'s images, binds `pipeline` (its bind point, itself and its layout) with
/// `bound`'s sets and `push_constants` (with the stages that see them),
/// lets `work` record the dispatch or draw, makes every write visible to the host,
/// then submits and waits.
pub(crate) fn submit(
    scope: &mut Scope<'_>,
    bound: &Bound,
    (point, pipeline, layout): (vk::PipelineBindPoint, vk::Pipeline, vk::PipelineLayout),
    push_constants: (vk::ShaderStageFlags, &[u8]),
    work: impl FnOnce(&Commands<'_>),
) -> Result<(), Error> {
    let fills = fill::prepare(scope, bound)?;
    let buffer = scope.command_buffer()?;
    {
        let commands = Commands {
            device: scope.device(),
            buffer,
            scope,
        };
        commands.begin()?;
        commands.upload(bound, &fills);
        commands.bind_state(point, pipeline, layout, &bound.sets, Some(push_constants));
        work(&commands);
        commands.download(bound);
        commands.end()?;
    }
    scope.submit_and_wait(buffer)
}
