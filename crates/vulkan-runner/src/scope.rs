//! Ownership of the Vulkan objects of one dispatch: everything created is recorded
//! here and destroyed when the scope ends, on success and on every error path, after
//! the queue has finished with it.
//!
//! Host-visible buffers are mapped for the scope's lifetime and reached through
//! [`HostBufferId`]s, so no mapping can outlive its memory.

use ash::vk;

use crate::device::DeviceState;
use crate::error::{Error, VkContext};

/// A Vulkan object the scope destroys.
#[derive(Clone, Copy)]
enum Object {
    Fence(vk::Fence),
    CommandPool(vk::CommandPool),
    Pipeline(vk::Pipeline),
    PipelineLayout(vk::PipelineLayout),
    DescriptorPool(vk::DescriptorPool),
    DescriptorSetLayout(vk::DescriptorSetLayout),
    Framebuffer(vk::Framebuffer),
    RenderPass(vk::RenderPass),
    ShaderModule(vk::ShaderModule),
    Sampler(vk::Sampler),
    ImageView(vk::ImageView),
    BufferView(vk::BufferView),
    Image(vk::Image),
    Buffer(vk::Buffer),
    Memory(vk::DeviceMemory),
}

impl Object {
    /// Destruction order: users before what they use, memory last.
    fn rank(self) -> u8 {
        match self {
            Object::Fence(_) => 0,
            Object::CommandPool(_) => 1,
            Object::Pipeline(_) => 2,
            Object::PipelineLayout(_) => 3,
            Object::DescriptorPool(_) => 4,
            Object::DescriptorSetLayout(_) => 5,
            Object::Framebuffer(_) => 6,
            Object::RenderPass(_) => 7,
            Object::ShaderModule(_) => 8,
            Object::Sampler(_) => 9,
            Object::ImageView(_) => 10,
            Object::BufferView(_) => 11,
            Object::Image(_) => 12,
            Object::Buffer(_) => 13,
            Object::Memory(_) => 14,
        }
    }

    /// # Safety
    /// The object must have been created from `device` and not be in use.
    unsafe fn destroy(self, device: &ash::Device) {
        // SAFETY: guaranteed by the caller.
        unsafe {
            match self {
                Object::Fence(fence) => device.destroy_fence(fence, None),
                Object::CommandPool(pool) => device.destroy_command_pool(pool, None),
                Object::Pipeline(pipeline) => device.destroy_pipeline(pipeline, None),
                Object::PipelineLayout(layout) => device.destroy_pipeline_layout(layout, None),
                Object::DescriptorPool(pool) => device.destroy_descriptor_pool(pool, None),
                Object::DescriptorSetLayout(layout) => {
                    device.destroy_descriptor_set_layout(layout, None)
                }
                Object::Framebuffer(framebuffer) => device.destroy_framebuffer(framebuffer, None),
                Object::RenderPass(pass) => device.destroy_render_pass(pass, None),
                Object::ShaderModule(module) => device.destroy_shader_module(module, None),
                Object::Sampler(sampler) => device.destroy_sampler(sampler, None),
                Object::ImageView(view) => device.destroy_image_view(view, None),
                Object::BufferView(view) => device.destroy_buffer_view(view, None),
                Object::Image(image) => device.destroy_image(image, None),
                Object::Buffer(buffer) => device.destroy_buffer(buffer, None),
                Object::Memory(memory) => device.free_memory(memory, None),
            }
        }
    }
}

/// A buffer in host-visible, host-coherent memory, mapped while its scope lives.
struct Mapping {
    buffer: vk::Buffer,
    pointer: *mut u8,
    size: usize,
}

/// Names a host-visible buffer of a [`Scope`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct HostBufferId(usize);

/// The objects of one dispatch, and how long its work may take on the device.
pub(crate) struct Scope<'d> {
    state: &'d DeviceState,
    timeout: std::time::Duration,
    objects: Vec<Object>,
    mappings: Vec<Mapping>,
    submitted: bool,
}

/// Implements the `Scope::create_*` methods: call the Vulkan creation function and
/// record the result for destruction.
macro_rules! creators {
    ($($method:ident($info:ty) -> $handle:ty = $create:ident / $call:literal / $variant:ident;)*) => {$(
        pub(crate) fn $method(&mut self, info: &$info) -> Result<$handle, Error> {
            // SAFETY: `info` is a valid create info whose pointers outlive the call.
            let handle = unsafe { self.state.device.$create(info, None) }.call($call)?;
            self.objects.push(Object::$variant(handle));
            Ok(handle)
        }
    )*};
}

/// Implements the `Scope::create_*_pipeline` methods: create one pipeline from
/// `info` and record it for destruction.
macro_rules! pipeline_creators {
    ($($method:ident($info:ty) = $create:ident / $call:literal;)*) => {$(
        pub(crate) fn $method(&mut self, info: $info) -> Result<vk::Pipeline, Error> {
            // SAFETY: `info` is a valid create info whose pointers outlive the call.
            let created = unsafe {
                self.state
                    .device
                    .$create(vk::PipelineCache::null(), &[info], None)
            };
            self.adopt_pipeline(created, $call)
        }
    )*};
}

impl<'d> Scope<'d> {
    pub(crate) fn new(state: &'d DeviceState, timeout: std::time::Duration) -> Self {
        Scope {
            state,
            timeout,
            objects: Vec::new(),
            mappings: Vec::new(),
            submitted: false,
        }
    }

    pub(crate) fn device(&self) -> &'d ash::Device {
        &self.state.device
    }

    creators! {
        create_fence(vk::FenceCreateInfo<'_>) -> vk::Fence = create_fence / "vkCreateFence" / Fence;
        create_command_pool(vk::CommandPoolCreateInfo<'_>) -> vk::CommandPool = create_command_pool / "vkCreateCommandPool" / CommandPool;
        create_pipeline_layout(vk::PipelineLayoutCreateInfo<'_>) -> vk::PipelineLayout = create_pipeline_layout / "vkCreatePipelineLayout" / PipelineLayout;
        create_descriptor_pool(vk::DescriptorPoolCreateInfo<'_>) -> vk::DescriptorPool = create_descriptor_pool / "vkCreateDescriptorPool" / DescriptorPool;
        create_descriptor_set_layout(vk::DescriptorSetLayoutCreateInfo<'_>) -> vk::DescriptorSetLayout = create_descriptor_set_layout / "vkCreateDescriptorSetLayout" / DescriptorSetLayout;
        create_shader_module(vk::ShaderModuleCreateInfo<'_>) -> vk::ShaderModule = create_shader_module / "vkCreateShaderModule" / ShaderModule;
        create_sampler(vk::SamplerCreateInfo<'_>) -> vk::Sampler = create_sampler / "vkCreateSampler" / Sampler;
        create_image_view(vk::ImageViewCreateInfo<'_>) -> vk::ImageView = create_image_view / "vkCreateImageView" / ImageView;
        create_buffer_view(vk::BufferViewCreateInfo<'_>) -> vk::BufferView = create_buffer_view / "vkCreateBufferView" / BufferView;
        create_image(vk::ImageCreateInfo<'_>) -> vk::Image = create_image / "vkCreateImage" / Image;
        create_buffer(vk::BufferCreateInfo<'_>) -> vk::Buffer = create_buffer / "vkCreateBuffer" / Buffer;
        create_render_pass(vk::RenderPassCreateInfo<'_>) -> vk::RenderPass = create_render_pass / "vkCreateRenderPass" / RenderPass;
        create_framebuffer(vk::FramebufferCreateInfo<'_>) -> vk::Framebuffer = create_framebuffer / "vkCreateFramebuffer" / Framebuffer;
    }

    /// A primary command buffer from a new pool of the device's queue family.
    pub(crate) fn command_buffer(&mut self) -> Result<vk::CommandBuffer, Error> {
        let pool = self.create_command_pool(
            &vk::CommandPoolCreateInfo::default().queue_family_index(self.state.queue_family),
        )?;
        let allocate = vk::CommandBufferAllocateInfo::default()
            .command_pool(pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        // SAFETY: the pool belongs to this device; the buffer is freed with the pool.
        let buffers = unsafe { self.state.device.allocate_command_buffers(&allocate) }
            .call("vkAllocateCommandBuffers")?;
        buffers.first().copied().ok_or(Error::Vulkan {
            call: "vkAllocateCommandBuffers",
            result: vk::Result::ERROR_UNKNOWN,
        })
    }

    /// Submits the recorded `commands` and waits for them for at most the scope's
    /// timeout.
    pub(crate) fn submit_and_wait(&mut self, commands: vk::CommandBuffer) -> Result<(), Error> {
        let timeout = self.timeout;
        let fence = self.create_fence(&vk::FenceCreateInfo::default())?;
        let device = &self.state.device;
        let submit = vk::SubmitInfo::default().command_buffers(std::slice::from_ref(&commands));
        // SAFETY: the command buffer is fully recorded and every object it uses lives
        // until the scope ends, which waits for the queue once work was submitted.
        unsafe { device.queue_submit(self.state.queue, &[submit], fence) }.call("vkQueueSubmit")?;
        self.submitted = true;
        let nanos = u64::try_from(timeout.as_nanos()).unwrap_or(u64::MAX);
        // SAFETY: the fence belongs to this device and was just submitted.
        match unsafe { self.state.device.wait_for_fences(&[fence], true, nanos) } {
            Ok(()) => Ok(()),
            Err(vk::Result::TIMEOUT) => Err(Error::Timeout(timeout)),
            Err(result) => Err(Error::Vulkan {
                call: "vkWaitForFences",
                result,
            }),
        }
    }

    pipeline_creators! {
        create_graphics_pipeline(vk::GraphicsPipelineCreateInfo<'_>) = create_graphics_pipelines / "vkCreateGraphicsPipelines";
        create_compute_pipeline(vk::ComputePipelineCreateInfo<'_>) = create_compute_pipelines / "vkCreateComputePipelines";
    }

    /// Takes ownership of the pipelines a `vkCreate*Pipelines` `call` for one
    /// create info made, and returns that one.
    fn adopt_pipeline(
        &mut self,
        created: Result<Vec<vk::Pipeline>, (Vec<vk::Pipeline>, vk::Result)>,
        call: &'static str,
    ) -> Result<vk::Pipeline, Error> {
        let pipelines = created.map_err(|(_, result)| Error::Vulkan { call, result })?;
        self.objects
            .extend(pipelines.iter().copied().map(Object::Pipeline));
        pipelines.first().copied().ok_or(Error::Vulkan {
            call,
            result: vk::Result::ERROR_UNKNOWN,
        })
    }

    fn allocate(
        &mut self,
        requirements: vk::MemoryRequirements,
        preferred: vk::MemoryPropertyFlags,
        required: vk::MemoryPropertyFlags,
    ) -> Result<vk::DeviceMemory, Error> {
        let memory = &self.state.memory;
        let types = &memory.memory_types[..memory.memory_type_count as usize];
        let find = |flags: vk::MemoryPropertyFlags| {
            (0u32..)
                .zip(types)
                .find(|(index, kind)| {
                    requirements.memory_type_bits & (1 << index) != 0
                        && kind.property_flags.contains(flags)
                })
                .map(|(index, _)| index)
        };
        let index = find(preferred).or_else(|| find(required)).ok_or_else(|| {
            Error::Unsupported(format!(
                "no memory type with {required:?} for type bits {:#b}",
                requirements.memory_type_bits
            ))
        })?;
        let info = vk::MemoryAllocateInfo::default()
            .allocation_size(requirements.size)
            .memory_type_index(index);
        // SAFETY: `info` is valid and names a memory type of this device.
        let allocation =
            unsafe { self.state.device.allocate_memory(&info, None) }.call("vkAllocateMemory")?;
        self.objects.push(Object::Memory(allocation));
        Ok(allocation)
    }

    /// A buffer of `size` bytes with `usage`, bound to host-visible coherent memory
    /// and mapped.
    pub(crate) fn host_buffer(
        &mut self,
        size: usize,
        usage: vk::BufferUsageFlags,
    ) -> Result<HostBufferId, Error> {
        let info = vk::BufferCreateInfo::default()
            .size(size as vk::DeviceSize)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        let buffer = self.create_buffer(&info)?;
        let device = &self.state.device;
        // SAFETY: `buffer` was just created from this device.
        let requirements = unsafe { device.get_buffer_memory_requirements(buffer) };
        let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let memory = self.allocate(requirements, host, host)?;
        // SAFETY: the memory was allocated for this buffer's requirements and is unbound.
        unsafe { device.bind_buffer_memory(buffer, memory, 0) }.call("vkBindBufferMemory")?;
        // SAFETY: the memory is host-visible and not mapped yet.
        let pointer =
            unsafe { device.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()) }
                .call("vkMapMemory")?;
        self.mappings.push(Mapping {
            buffer,
            pointer: pointer.cast(),
            size,
        });
        Ok(HostBufferId(self.mappings.len() - 1))
    }

    pub(crate) fn buffer(&self, id: HostBufferId) -> vk::Buffer {
        self.mappings[id.0].buffer
    }

    /// Copies `bytes` (at most the buffer's size) to the start of the buffer.
    pub(crate) fn write(&self, id: HostBufferId, bytes: &[u8]) {
        let mapping = &self.mappings[id.0];
        let len = bytes.len().min(mapping.size);
        // SAFETY: the mapping covers `size` bytes of live, coherent memory that no
        // queue is using while the dispatch is being prepared.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), mapping.pointer, len) };
    }

    /// The buffer's contents.
    pub(crate) fn read(&self, id: HostBufferId) -> Vec<u8> {
        let mapping = &self.mappings[id.0];
        // SAFETY: the mapping covers `size` bytes of live, coherent memory, and the
        // dispatch that wrote it has completed.
        unsafe { std::slice::from_raw_parts(mapping.pointer, mapping.size) }.to_vec()
    }

    /// Binds device memory (device-local when there is such a type) to `image`.
    pub(crate) fn bind_image_memory(&mut self, image: vk::Image) -> Result<(), Error> {
        // SAFETY: `image` was created from this device by this scope.
        let requirements = unsafe { self.state.device.get_image_memory_requirements(image) };
        let memory = self.allocate(
            requirements,
            vk::MemoryPropertyFlags::DEVICE_LOCAL,
            vk::MemoryPropertyFlags::empty(),
        )?;
        // SAFETY: the memory was allocated for this image's requirements and is unbound.
        unsafe { self.state.device.bind_image_memory(image, memory, 0) }.call("vkBindImageMemory")
    }
}

impl Drop for Scope<'_> {
    fn drop(&mut self) {
        let device = &self.state.device;
        if self.submitted {
            // SAFETY: the device is alive. A failure leaves nothing better to do than
            // to go on destroying.
            let _ = unsafe { device.device_wait_idle() };
        }
        self.objects.sort_by_key(|object| object.rank());
        for object in self.objects.drain(..) {
            // SAFETY: every object was created from this device by this scope, and
            // the queue is idle (or was never given work using them).
            unsafe { object.destroy(device) };
        }
    }
}
