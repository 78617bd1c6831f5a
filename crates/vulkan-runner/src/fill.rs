//! Initial contents of multisampled images. Buffer-to-image copies cannot reach the
//! samples of a multisampled image, so each layer is rendered instead: a triangle
//! covering the image runs a fragment shader once per sample (it reads
//! `SampleId`), which reads the sample's value from a storage buffer of texels
//! widened to four 32-bit components (`shaders/fill-*.frag`, compiled to the
//! `.spv` files beside them; the `embedded_shaders_match_their_sources` test
//! recompiles them).
//!
//! Needs the `sampleRateShading` feature and a format usable as a color attachment
//! with the image's sample count.

use ash::vk;
use half::f16;

use crate::bind::{Bound, ImageBacking};
use crate::error::Error;
use crate::format::{Format, NumericClass};
use crate::pipeline::{self, GraphicsDesc, Stage};
use crate::record::Commands;
use crate::request::{Shader, Topology};
use crate::resource::Image;
use crate::scope::Scope;

const VERTEX: &[u8] = include_bytes!("../shaders/fill.vert.spv");
const FLOAT: &[u8] = include_bytes!("../shaders/fill-float.frag.spv");
const INT: &[u8] = include_bytes!("../shaders/fill-int.frag.spv");
const UINT: &[u8] = include_bytes!("../shaders/fill-uint.frag.spv");

/// The shaders' sources and binaries, for the test that recompiles them.
pub const FILL_SHADERS: &[(&str, &str, &[u8])] = &[
    ("fill.vert", include_str!("../shaders/fill.vert"), VERTEX),
    (
        "fill-float.frag",
        include_str!("../shaders/fill-float.frag"),
        FLOAT,
    ),
    (
        "fill-int.frag",
        include_str!("../shaders/fill-int.frag"),
        INT,
    ),
    (
        "fill-uint.frag",
        include_str!("../shaders/fill-uint.frag"),
        UINT,
    ),
];

fn words(bytes: &[u8]) -> Vec<u32> {
    crate::bytes::from_bytes(bytes)
}

/// One 32-bit component of a texel of `format` from its `bytes`, as the fill shader
/// reads it: float bits for float and normalized formats, sign- or zero-extended
/// integers otherwise.
fn widen(format: Format, bytes: &[u8]) -> u32 {
    let raw = |n: usize| -> u64 {
        bytes
            .iter()
            .take(n)
            .enumerate()
            .fold(0, |acc, (i, byte)| acc | u64::from(*byte) << (8 * i))
    };
    let size = bytes.len();
    match (format.numeric_class(), format.is_normalized(), size) {
        (NumericClass::Float, true, 1) if format == Format::Rgba8Snorm => {
            (f32::from(bytes[0] as i8) / 127.0).max(-1.0).to_bits()
        }
        (NumericClass::Float, true, 1) => (f32::from(bytes[0]) / 255.0).to_bits(),
        (NumericClass::Float, _, 2) => f16::from_bits(raw(2) as u16).to_f32().to_bits(),
        (NumericClass::Float, _, _) => raw(4) as u32,
        (NumericClass::SignedInt, _, 1) => i32::from(bytes[0] as i8) as u32,
        (NumericClass::SignedInt, _, 2) => i32::from(raw(2) as u16 as i16) as u32,
        _ => raw(4) as u32,
    }
}

/// The texels of a multisampled `image` as four 32-bit components each, in the
/// order of [`Image::data`].
pub(crate) fn widen_texels(image: &Image) -> Result<Vec<u8>, Error> {
    let format = image.format;
    let components = format.components() as usize;
    let component_bytes = (format.texel_bytes() / format.components()) as usize;
    if component_bytes > 4 || format.is_depth() {
        return Err(Error::Unsupported(format!(
            "multisampled images of {format:?} cannot be filled (not a color attachment format)"
        )));
    }
    let mut out = Vec::with_capacity(image.data.len() / format.texel_bytes() as usize * 16);
    for texel in image.data.chunks_exact(format.texel_bytes() as usize) {
        for component in 0..4 {
            let value = if component < components {
                let start = component * component_bytes;
                widen(format, &texel[start..start + component_bytes])
            } else {
                0
            };
            out.extend_from_slice(&value.to_le_bytes());
        }
    }
    Ok(out)
}

/// The render passes that fill one multisampled image, one framebuffer per layer.
pub(crate) struct FillPass {
    image: vk::Image,
    range: vk::ImageSubresourceRange,
    layout: vk::ImageLayout,
    render_pass: vk::RenderPass,
    pipeline: vk::Pipeline,
    pipeline_layout: vk::PipelineLayout,
    set: vk::DescriptorSet,
    /// Per layer: its framebuffer and the index of its first texel in the buffer.
    layers: Vec<(vk::Framebuffer, u32)>,
    extent: vk::Extent2D,
    samples: u32,
}

/// Creates what filling each multisampled image of `bound` takes.
pub(crate) fn prepare(scope: &mut Scope<'_>, bound: &Bound) -> Result<Vec<FillPass>, Error> {
    let images: Vec<&ImageBacking> = bound
        .images()
        .filter(|image| image.description.is_multisampled())
        .collect();
    images
        .into_iter()
        .map(|image| prepare_one(scope, image))
        .collect()
}

fn prepare_one(scope: &mut Scope<'_>, backing: &ImageBacking) -> Result<FillPass, Error> {
    let image = &backing.description;
    let fragment = match image.format.numeric_class() {
        NumericClass::Float => FLOAT,
        NumericClass::SignedInt => INT,
        NumericClass::UnsignedInt => UINT,
    };
    let (vertex_words, fragment_words) = (words(VERTEX), words(fragment));
    let vertex = Stage::new(
        scope,
        &Shader::new(&vertex_words, "main"),
        vk::ShaderStageFlags::VERTEX,
    )?;
    let fragment = Stage::new(
        scope,
        &Shader::new(&fragment_words, "main"),
        vk::ShaderStageFlags::FRAGMENT,
    )?;

    let entries = [vk::DescriptorSetLayoutBinding::default()
        .binding(0)
        .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
        .descriptor_count(1)
        .stage_flags(vk::ShaderStageFlags::FRAGMENT)];
    let set_layout = scope.create_descriptor_set_layout(
        &vk::DescriptorSetLayoutCreateInfo::default().bindings(&entries),
    )?;
    let pipeline_layout =
        pipeline::layout(scope, &[set_layout], 12, vk::ShaderStageFlags::FRAGMENT)?;
    let pool = scope.create_descriptor_pool(
        &vk::DescriptorPoolCreateInfo::default()
            .max_sets(1)
            .pool_sizes(&[vk::DescriptorPoolSize {
                ty: vk::DescriptorType::STORAGE_BUFFER,
                descriptor_count: 1,
            }]),
    )?;
    let layouts = [set_layout];
    let info = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(&layouts);
    // SAFETY: the pool and layout belong to this device; the set goes with the pool.
    let set = unsafe { scope.device().allocate_descriptor_sets(&info) }.map_err(|result| {
        Error::Vulkan {
            call: "vkAllocateDescriptorSets",
            result,
        }
    })?[0];
    let buffer_info = [vk::DescriptorBufferInfo {
        buffer: scope.buffer(backing.staging),
        offset: 0,
        range: vk::WHOLE_SIZE,
    }];
    let write = vk::WriteDescriptorSet::default()
        .dst_set(set)
        .dst_binding(0)
        .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
        .buffer_info(&buffer_info);
    // SAFETY: the write names a live set and buffer of this device.
    unsafe { scope.device().update_descriptor_sets(&[write], &[]) };

    let render_pass = pipeline::render_pass(
        scope,
        image.format,
        image.samples,
        false,
        vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
    )?;
    let extent = vk::Extent2D {
        width: image.extent[0],
        height: image.extent[1],
    };
    let pipeline = pipeline::graphics(
        scope,
        &GraphicsDesc {
            vertex: &vertex,
            fragment: &fragment,
            layout: pipeline_layout,
            render_pass,
            vertices: None,
            topology: Topology::TriangleList,
            extent,
            samples: image.samples,
        },
    )?;
    let texels_per_layer = extent.width * extent.height * image.samples;
    let mut layers = Vec::new();
    for layer in 0..image.layers {
        let framebuffer = pipeline::layer_framebuffer(
            scope,
            render_pass,
            backing.image,
            image.format,
            layer,
            extent,
        )?;
        layers.push((framebuffer, layer * texels_per_layer));
    }
    Ok(FillPass {
        image: backing.image,
        range: backing.range(),
        layout: backing.layout,
        render_pass,
        pipeline,
        pipeline_layout,
        set,
        layers,
        extent,
        samples: image.samples,
    })
}

impl FillPass {
    /// Records the passes and moves the image to the layout shaders read it in.
    pub(crate) fn record(&self, commands: &Commands<'_>) {
        let device = commands.device;
        for (framebuffer, base) in &self.layers {
            let begin = vk::RenderPassBeginInfo::default()
                .render_pass(self.render_pass)
                .framebuffer(*framebuffer)
                .render_area(vk::Rect2D {
                    offset: vk::Offset2D::default(),
                    extent: self.extent,
                });
            let push: Vec<u8> = [*base, self.extent.width, self.samples]
                .iter()
                .flat_map(|word| word.to_le_bytes())
                .collect();
            commands.bind_state(
                vk::PipelineBindPoint::GRAPHICS,
                self.pipeline,
                self.pipeline_layout,
                &[self.set],
                Some((vk::ShaderStageFlags::FRAGMENT, &push)),
            );
            // SAFETY: recording; every handle lives until the scope ends.
            unsafe {
                device.cmd_begin_render_pass(commands.buffer, &begin, vk::SubpassContents::INLINE);
                device.cmd_draw(commands.buffer, 3, 1, 0, 0);
                device.cmd_end_render_pass(commands.buffer);
            }
        }
        let barrier = vk::ImageMemoryBarrier::default()
            .image(self.image)
            .old_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
            .src_access_mask(vk::AccessFlags::COLOR_ATTACHMENT_WRITE)
            .new_layout(self.layout)
            .dst_access_mask(vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .subresource_range(self.range);
        commands.barrier(
            (
                vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
                vk::PipelineStageFlags::ALL_COMMANDS,
            ),
            &[],
            &[barrier],
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widens_each_component_kind() {
        assert_eq!(
            widen(Format::R16f, &f16::from_f32(1.5).to_bits().to_le_bytes()),
            1.5f32.to_bits()
        );
        assert_eq!(widen(Format::R16i, &(-3i16).to_le_bytes()), (-3i32) as u32);
        assert_eq!(widen(Format::R16ui, &0xfffeu16.to_le_bytes()), 0xfffe);
        assert_eq!(widen(Format::Rgba8, &[255]), 1.0f32.to_bits());
        assert_eq!(widen(Format::Rgba8Snorm, &[0x81]), (-1.0f32).to_bits());
        assert_eq!(widen(Format::R32f, &2.0f32.to_le_bytes()), 2.0f32.to_bits());
        let image = Image::d2(Format::Rg32ui, 1, 1, crate::to_bytes(&[7u32, 9])).with_samples(2);
        let wide = widen_texels(&Image {
            data: crate::to_bytes(&[7u32, 9, 1, 2]),
            ..image
        })
        .expect("widen");
        assert_eq!(crate::from_bytes::<u32>(&wide), [7, 9, 0, 0, 1, 2, 0, 0]);
    }
}
