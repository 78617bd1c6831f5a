//! One draw: a vertex and a fragment shader render `vertex_count` vertices into a
//! single-sampled color attachment, which is read back with every bound buffer
//! and image.

use ash::vk;

use crate::error::Error;
use crate::pipeline::{self, GraphicsDesc, Stage};
use crate::record;
use crate::request::{ClearColor, Draw, Drawn};
use crate::scope::Scope;

const STAGES: vk::ShaderStageFlags = vk::ShaderStageFlags::from_raw(
    vk::ShaderStageFlags::VERTEX.as_raw() | vk::ShaderStageFlags::FRAGMENT.as_raw(),
);

fn clear_value(clear: ClearColor) -> vk::ClearValue {
    vk::ClearValue {
        color: match clear {
            ClearColor::Float(float32) => vk::ClearColorValue { float32 },
            ClearColor::Int(int32) => vk::ClearColorValue { int32 },
            ClearColor::Uint(uint32) => vk::ClearColorValue { uint32 },
        },
    }
}

/// Runs `request`, which [`crate::check`] has accepted for this device.
pub(crate) fn draw(scope: &mut Scope<'_>, request: &Draw<'_>) -> Result<Drawn, Error> {
    let vertex = Stage::new(scope, &request.vertex, vk::ShaderStageFlags::VERTEX)?;
    let fragment = Stage::new(scope, &request.fragment, vk::ShaderStageFlags::FRAGMENT)?;
    let push_bytes = request.push_constants.len();
    let (bound, layout) = pipeline::bind_with_layout(scope, request.bindings, push_bytes, STAGES)?;
    let target = &request.target;
    let render_pass = pipeline::render_pass(
        scope,
        target.format,
        1,
        true,
        vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
    )?;
    let extent = vk::Extent2D {
        width: target.width,
        height: target.height,
    };
    let pipeline = pipeline::graphics(
        scope,
        &GraphicsDesc {
            vertex: &vertex,
            fragment: &fragment,
            layout,
            render_pass,
            vertices: request.vertices.as_ref(),
            topology: request.topology,
            extent,
            samples: 1,
        },
    )?;

    let image = scope.create_image(
        &vk::ImageCreateInfo::default()
            .image_type(vk::ImageType::TYPE_2D)
            .format(target.format.vulkan())
            .extent(vk::Extent3D {
                width: target.width,
                height: target.height,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED),
    )?;
    scope.bind_image_memory(image)?;
    let framebuffer =
        pipeline::layer_framebuffer(scope, render_pass, image, target.format, 0, extent)?;
    let texels = u64::from(target.width) * u64::from(target.height);
    let target_bytes = texels * u64::from(target.format.texel_bytes());
    let readback = scope.host_buffer(
        usize::try_from(target_bytes)
            .map_err(|_| Error::Unsupported(format!("a render target of {target_bytes} bytes")))?,
        vk::BufferUsageFlags::TRANSFER_DST,
    )?;
    let vertices = match &request.vertices {
        Some(input) => {
            let buffer =
                scope.host_buffer(input.data.len(), vk::BufferUsageFlags::VERTEX_BUFFER)?;
            scope.write(buffer, &input.data);
            Some(scope.buffer(buffer))
        }
        None => None,
    };

    let pipeline = (vk::PipelineBindPoint::GRAPHICS, pipeline, layout);
    let push_constants = (STAGES, request.push_constants.as_slice());
    record::submit(scope, &bound, pipeline, push_constants, |commands| {
        let (device, buffer) = (commands.device, commands.buffer);
        let clear = [clear_value(target.clear)];
        let begin = vk::RenderPassBeginInfo::default()
            .render_pass(render_pass)
            .framebuffer(framebuffer)
            .render_area(vk::Rect2D {
                offset: vk::Offset2D::default(),
                extent,
            })
            .clear_values(&clear);
        let region = vk::BufferImageCopy {
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
            image_extent: vk::Extent3D {
                width: target.width,
                height: target.height,
                depth: 1,
            },
        };
        // SAFETY: recording; every handle lives until the scope ends, and the
        // render pass leaves the target in TRANSFER_SRC_OPTIMAL after its writes.
        unsafe {
            device.cmd_begin_render_pass(buffer, &begin, vk::SubpassContents::INLINE);
            if let Some(vertices) = vertices {
                device.cmd_bind_vertex_buffers(buffer, 0, &[vertices], &[0]);
            }
            device.cmd_draw(buffer, request.vertex_count, 1, 0, 0);
            device.cmd_end_render_pass(buffer);
            device.cmd_copy_image_to_buffer(
                buffer,
                image,
                vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                commands.scope.buffer(readback),
                &[region],
            );
        }
        commands.transfer_to_host();
    })?;
    Ok(Drawn {
        target: scope.read(readback),
        readback: bound.read(scope, request.bindings),
    })
}
