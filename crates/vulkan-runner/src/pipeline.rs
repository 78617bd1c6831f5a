//! Pipeline objects shared by compute dispatches, draws and the multisample fill:
//! shader modules with their specialization, pipeline layouts with a push constant
//! range, render passes with one color attachment, and graphics pipelines
//! (<https://registry.khronos.org/vulkan/specs/1.3/html/chap10.html>).

use std::ffi::CString;

use ash::vk;

use crate::bind::{Bound, bind};
use crate::error::Error;
use crate::format::Format;
use crate::request::{Shader, Topology, VertexInput};
use crate::resource::Binding;
use crate::scope::Scope;

/// A shader module with what `VkPipelineShaderStageCreateInfo` points at.
pub(crate) struct Stage {
    module: vk::ShaderModule,
    entry: CString,
    entries: Vec<vk::SpecializationMapEntry>,
    data: Vec<u8>,
    stage: vk::ShaderStageFlags,
}

impl Stage {
    pub(crate) fn new(
        scope: &mut Scope<'_>,
        shader: &Shader<'_>,
        stage: vk::ShaderStageFlags,
    ) -> Result<Stage, Error> {
        let entry = CString::new(shader.entry_point)
            .map_err(|_| Error::Description("the entry point name contains a NUL byte".into()))?;
        let module = scope
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(shader.module))?;
        let mut entries = Vec::new();
        let mut data = Vec::new();
        for constant in &shader.specialization {
            entries.push(vk::SpecializationMapEntry {
                constant_id: constant.id,
                offset: data.len() as u32,
                size: constant.data.len(),
            });
            data.extend_from_slice(&constant.data);
        }
        Ok(Stage {
            module,
            entry,
            entries,
            data,
            stage,
        })
    }

    /// Calls `with` with this stage's create info, whose pointers live that long.
    pub(crate) fn with_info<T>(
        &self,
        with: impl FnOnce(vk::PipelineShaderStageCreateInfo<'_>) -> T,
    ) -> T {
        let specialization = vk::SpecializationInfo::default()
            .map_entries(&self.entries)
            .data(&self.data);
        let mut info = vk::PipelineShaderStageCreateInfo::default()
            .stage(self.stage)
            .module(self.module)
            .name(&self.entry);
        if !self.entries.is_empty() {
            info = info.specialization_info(&specialization);
        }
        with(info)
    }
}

/// A pipeline layout of `sets` and, when `push_bytes` is not 0, one push constant
/// range from offset 0 visible to `stages`.
pub(crate) fn layout(
    scope: &mut Scope<'_>,
    sets: &[vk::DescriptorSetLayout],
    push_bytes: usize,
    stages: vk::ShaderStageFlags,
) -> Result<vk::PipelineLayout, Error> {
    let ranges = [vk::PushConstantRange {
        stage_flags: stages,
        offset: 0,
        size: push_bytes as u32,
    }];
    let mut info = vk::PipelineLayoutCreateInfo::default().set_layouts(sets);
    if push_bytes > 0 {
        info = info.push_constant_ranges(&ranges);
    }
    scope.create_pipeline_layout(&info)
}

/// Binds `bindings` for `stages` and creates the pipeline layout of their sets,
/// with `push_bytes` of push constants.
pub(crate) fn bind_with_layout(
    scope: &mut Scope<'_>,
    bindings: &[Binding],
    push_bytes: usize,
    stages: vk::ShaderStageFlags,
) -> Result<(Bound, vk::PipelineLayout), Error> {
    let bound = bind(scope, bindings, stages)?;
    let layout = layout(scope, &bound.set_layouts, push_bytes, stages)?;
    Ok((bound, layout))
}

/// A framebuffer of `render_pass` drawing to layer `layer` of the 2D color
/// image `image` of `format`.
pub(crate) fn layer_framebuffer(
    scope: &mut Scope<'_>,
    render_pass: vk::RenderPass,
    image: vk::Image,
    format: Format,
    layer: u32,
    extent: vk::Extent2D,
) -> Result<vk::Framebuffer, Error> {
    let view = scope.create_image_view(
        &vk::ImageViewCreateInfo::default()
            .image(image)
            .view_type(vk::ImageViewType::TYPE_2D)
            .format(format.vulkan())
            .subresource_range(vk::ImageSubresourceRange {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                base_mip_level: 0,
                level_count: 1,
                base_array_layer: layer,
                layer_count: 1,
            }),
    )?;
    let views = [view];
    scope.create_framebuffer(
        &vk::FramebufferCreateInfo::default()
            .render_pass(render_pass)
            .attachments(&views)
            .width(extent.width)
            .height(extent.height)
            .layers(1),
    )
}

/// A render pass with one color attachment of `format` and `samples`, cleared (or
/// left undefined) at the start and stored; it ends in `final_layout`.
pub(crate) fn render_pass(
    scope: &mut Scope<'_>,
    format: Format,
    samples: u32,
    clear: bool,
    final_layout: vk::ImageLayout,
) -> Result<vk::RenderPass, Error> {
    let attachments = [vk::AttachmentDescription::default()
        .format(format.vulkan())
        .samples(vk::SampleCountFlags::from_raw(samples))
        .load_op(if clear {
            vk::AttachmentLoadOp::CLEAR
        } else {
            vk::AttachmentLoadOp::DONT_CARE
        })
        .store_op(vk::AttachmentStoreOp::STORE)
        .stencil_load_op(vk::AttachmentLoadOp::DONT_CARE)
        .stencil_store_op(vk::AttachmentStoreOp::DONT_CARE)
        .initial_layout(vk::ImageLayout::UNDEFINED)
        .final_layout(final_layout)];
    let color = [vk::AttachmentReference {
        attachment: 0,
        layout: vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
    }];
    let subpasses = [vk::SubpassDescription::default()
        .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
        .color_attachments(&color)];
    // Attachment writes finish before whatever reads the attachment afterwards.
    let dependencies = [vk::SubpassDependency {
        src_subpass: 0,
        dst_subpass: vk::SUBPASS_EXTERNAL,
        src_stage_mask: vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
        dst_stage_mask: vk::PipelineStageFlags::ALL_COMMANDS,
        src_access_mask: vk::AccessFlags::COLOR_ATTACHMENT_WRITE,
        dst_access_mask: vk::AccessFlags::SHADER_READ | vk::AccessFlags::TRANSFER_READ,
        dependency_flags: vk::DependencyFlags::empty(),
    }];
    scope.create_render_pass(
        &vk::RenderPassCreateInfo::default()
            .attachments(&attachments)
            .subpasses(&subpasses)
            .dependencies(&dependencies),
    )
}

/// What a graphics pipeline is made of.
pub(crate) struct GraphicsDesc<'a> {
    pub(crate) vertex: &'a Stage,
    pub(crate) fragment: &'a Stage,
    pub(crate) layout: vk::PipelineLayout,
    pub(crate) render_pass: vk::RenderPass,
    pub(crate) vertices: Option<&'a VertexInput>,
    pub(crate) topology: Topology,
    pub(crate) extent: vk::Extent2D,
    pub(crate) samples: u32,
}

fn topology(topology: Topology) -> vk::PrimitiveTopology {
    match topology {
        Topology::PointList => vk::PrimitiveTopology::POINT_LIST,
        Topology::LineList => vk::PrimitiveTopology::LINE_LIST,
        Topology::LineStrip => vk::PrimitiveTopology::LINE_STRIP,
        Topology::TriangleList => vk::PrimitiveTopology::TRIANGLE_LIST,
        Topology::TriangleStrip => vk::PrimitiveTopology::TRIANGLE_STRIP,
    }
}

/// A graphics pipeline with static viewport and scissor over `extent`, no culling,
/// no depth test and no blending.
pub(crate) fn graphics(
    scope: &mut Scope<'_>,
    desc: &GraphicsDesc<'_>,
) -> Result<vk::Pipeline, Error> {
    let vertex_bindings: Vec<vk::VertexInputBindingDescription> = desc
        .vertices
        .map(|input| vk::VertexInputBindingDescription {
            binding: 0,
            stride: input.stride,
            input_rate: vk::VertexInputRate::VERTEX,
        })
        .into_iter()
        .collect();
    let attributes: Vec<vk::VertexInputAttributeDescription> = desc
        .vertices
        .map(|input| {
            input
                .attributes
                .iter()
                .map(|attribute| vk::VertexInputAttributeDescription {
                    location: attribute.location,
                    binding: 0,
                    format: attribute.format.vulkan(),
                    offset: attribute.offset,
                })
                .collect()
        })
        .unwrap_or_default();
    let vertex_input = vk::PipelineVertexInputStateCreateInfo::default()
        .vertex_binding_descriptions(&vertex_bindings)
        .vertex_attribute_descriptions(&attributes);
    let assembly =
        vk::PipelineInputAssemblyStateCreateInfo::default().topology(topology(desc.topology));
    let viewports = [vk::Viewport {
        x: 0.0,
        y: 0.0,
        width: desc.extent.width as f32,
        height: desc.extent.height as f32,
        min_depth: 0.0,
        max_depth: 1.0,
    }];
    let scissors = [vk::Rect2D {
        offset: vk::Offset2D::default(),
        extent: desc.extent,
    }];
    let viewport = vk::PipelineViewportStateCreateInfo::default()
        .viewports(&viewports)
        .scissors(&scissors);
    let rasterization = vk::PipelineRasterizationStateCreateInfo::default()
        .polygon_mode(vk::PolygonMode::FILL)
        .cull_mode(vk::CullModeFlags::NONE)
        .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
        .line_width(1.0);
    let multisample = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::from_raw(desc.samples));
    let blend_attachments = [vk::PipelineColorBlendAttachmentState::default()
        .color_write_mask(vk::ColorComponentFlags::RGBA)];
    let blend = vk::PipelineColorBlendStateCreateInfo::default().attachments(&blend_attachments);
    desc.vertex.with_info(|vertex| {
        desc.fragment.with_info(|fragment| {
            let stages = [vertex, fragment];
            let info = vk::GraphicsPipelineCreateInfo::default()
                .stages(&stages)
                .vertex_input_state(&vertex_input)
                .input_assembly_state(&assembly)
                .viewport_state(&viewport)
                .rasterization_state(&rasterization)
                .multisample_state(&multisample)
                .color_blend_state(&blend)
                .layout(desc.layout)
                .render_pass(desc.render_pass)
                .subpass(0);
            scope.create_graphics_pipeline(info)
        })
    })
}
