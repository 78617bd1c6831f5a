//! Running a pipeline description on the Vulkan runner: buffers become the
//! descriptors their resource kinds name (as the suite's Vulkan back end binds
//! them: structured and byte-address buffers as storage buffers, constant buffers
//! as uniform buffers, typed buffers as texel buffers, textures as images,
//! counters as one-`uint` storage buffers at `CounterBinding`), descriptor set `n`
//! is the `n`th entry of `DescriptorSets`, and what the shaders may write is read
//! back into the buffers afterwards.

use vulkan_runner::{
    AddressMode as VkAddress, Binding, ClearColor, CompareOp, Coverage, Dispatch, Draw, Filter,
    Format, Image, NumericClass, Readback, RenderTarget, Resource, Runner, Sampler, Shader,
    Topology as VkTopology, VertexAttribute, VertexInput,
};

use crate::error::Failure;
use crate::pipeline::{
    AddressMode, BufferDesc, CompareFunction, DataFormat, DataValues, FilterMode, Kind, Pipeline,
    ResourceDesc, ResourceKind, SamplerDesc, SamplerKind, SpecializationConstant, Stage, Topology,
};
use crate::print::BufferState;
use crate::values::{parse_float, parse_signed, parse_unsigned, parse_value};

/// The initial contents of `desc`: its `Data`, or `FillSize` bytes of `FillValue`.
pub fn initial_state(desc: &BufferDesc) -> Result<BufferState, Failure> {
    let error =
        |message: String| Failure::Description(format!("buffer '{}': {message}", desc.name));
    let parse_block = |values: &[crate::pipeline::Raw]| -> Result<Vec<u8>, Failure> {
        let mut block = Vec::new();
        for value in values {
            block.extend(parse_value(desc.format, &value.0).map_err(error)?);
        }
        Ok(block)
    };
    let fill = desc.fill_size.or(desc.zero_init_size);
    let blocks = match (&desc.data, fill) {
        (Some(_), Some(_)) => return Err(error("both Data and FillSize are given".into())),
        (None, Some(size)) => {
            let value = match &desc.fill_value {
                Some(raw) => parse_value(desc.format, &raw.0).map_err(error)?,
                None => vec![0; desc.format.size()],
            };
            let size = usize::try_from(size).map_err(|_| error("FillSize is too large".into()))?;
            let block: Vec<u8> = value.iter().copied().cycle().take(size).collect();
            vec![block; desc.array_size as usize]
        }
        (None, None) if desc.fill_value.is_some() => {
            return Err(error("'FillValue' specified without 'FillSize'".into()));
        }
        (None, None) => return Err(error("has neither Data nor FillSize".into())),
        (Some(DataValues::Flat(values)), None) if desc.array_size == 1 => {
            vec![parse_block(values)?]
        }
        (Some(DataValues::Nested(blocks)), None) if desc.array_size > 1 => {
            let blocks = blocks
                .iter()
                .map(|values| parse_block(values))
                .collect::<Result<Vec<_>, _>>()?;
            if blocks.len() != desc.array_size as usize {
                return Err(Failure::Description(format!(
                    "Expected {} buffers, found {}",
                    desc.array_size,
                    blocks.len()
                )));
            }
            if blocks.iter().any(|block| block.len() != blocks[0].len()) {
                return Err(Failure::Description(
                    "All buffers must have the same size.".into(),
                ));
            }
            blocks
        }
        (Some(_), None) => {
            return Err(error(format!(
                "Data must be {} for an ArraySize of {}",
                if desc.array_size == 1 {
                    "one list"
                } else {
                    "a list per element"
                },
                desc.array_size
            )));
        }
    };
    if let Some(props) = desc.output_props.filter(|props| props.width > 0) {
        let element = element_size(desc) as u64;
        let mut expected = 0u64;
        let (mut w, mut h, mut d) = (
            u64::from(props.width),
            u64::from(props.height),
            u64::from(props.depth),
        );
        for _ in 0..props.mip_levels {
            expected += w * h * d * element;
            w = (w / 2).max(1);
            h = (h / 2).max(1);
            d = (d / 2).max(1);
        }
        if blocks.first().map(|block| block.len() as u64) != Some(expected) {
            return Err(Failure::Description(format!(
                "Buffer '{}' size ({}) does not match OutputProps dimensions ({expected})",
                desc.name,
                blocks.first().map_or(0, Vec::len)
            )));
        }
    }
    Ok(BufferState {
        blocks,
        counters: Vec::new(),
    })
}

fn element_size(desc: &BufferDesc) -> usize {
    if desc.stride > 0 {
        desc.stride as usize
    } else {
        desc.format.size() * desc.channels as usize
    }
}

/// The texel format of a typed buffer or texture of `desc`, as the suite's Vulkan
/// back end picks it (two-component 64-bit integers become four 32-bit ones).
fn texel_format(desc: &BufferDesc) -> Result<Format, Failure> {
    let (class, bytes) = match desc.format {
        DataFormat::Int16 => (NumericClass::SignedInt, 2),
        DataFormat::UInt16 => (NumericClass::UnsignedInt, 2),
        DataFormat::Int32 => (NumericClass::SignedInt, 4),
        DataFormat::UInt32 => (NumericClass::UnsignedInt, 4),
        DataFormat::Float32 => (NumericClass::Float, 4),
        DataFormat::Int64 if desc.channels == 2 => (NumericClass::SignedInt, 8),
        DataFormat::UInt64 if desc.channels == 2 => (NumericClass::UnsignedInt, 8),
        DataFormat::Int64 => (NumericClass::SignedInt, 8),
        DataFormat::UInt64 => (NumericClass::UnsignedInt, 8),
        DataFormat::Float64 => (NumericClass::Float, 8),
        DataFormat::Depth32 if desc.channels == 1 => return Ok(Format::D32f),
        other => {
            return Err(Failure::Unsupported(format!(
                "typed resources of format {other:?} with {} channel(s)",
                desc.channels
            )));
        }
    };
    let found = if bytes == 8 && desc.channels == 2 && class != NumericClass::Float {
        Format::find(class, 4, 4)
    } else {
        Format::find(class, bytes, desc.channels)
    };
    found.ok_or_else(|| {
        Failure::Unsupported(format!(
            "typed resources of format {:?} with {} channel(s)",
            desc.format, desc.channels
        ))
    })
}

fn sampler(desc: &SamplerDesc) -> Sampler {
    let filter = |mode| match mode {
        FilterMode::Nearest => Filter::Nearest,
        FilterMode::Linear => Filter::Linear,
    };
    let address = match desc.address {
        AddressMode::Clamp => VkAddress::ClampToEdge,
        AddressMode::Repeat => VkAddress::Repeat,
        AddressMode::Mirror => VkAddress::MirroredRepeat,
        AddressMode::Border => VkAddress::ClampToBorder,
        AddressMode::MirrorOnce => VkAddress::MirrorClampToEdge,
    };
    let compare = match desc.comparison_op {
        CompareFunction::Never => CompareOp::Never,
        CompareFunction::Less => CompareOp::Less,
        CompareFunction::Equal => CompareOp::Equal,
        CompareFunction::LessEqual => CompareOp::LessOrEqual,
        CompareFunction::Greater => CompareOp::Greater,
        CompareFunction::NotEqual => CompareOp::NotEqual,
        CompareFunction::GreaterEqual => CompareOp::GreaterOrEqual,
        CompareFunction::Always => CompareOp::Always,
    };
    Sampler {
        mag_filter: filter(desc.mag_filter),
        min_filter: filter(desc.min_filter),
        mipmap_filter: Filter::Nearest,
        address: [address; 3],
        mip_lod_bias: desc.mip_lod_bias,
        min_lod: desc.min_lod,
        max_lod: desc.max_lod,
        compare: (desc.kind == SamplerKind::SamplerComparison).then_some(compare),
        ..Sampler::default()
    }
}

fn texture(desc: &BufferDesc, block: &[u8]) -> Result<Image, Failure> {
    let props = desc
        .output_props
        .filter(|props| props.width > 0 && props.height > 0)
        .ok_or_else(|| {
            Failure::Description(format!("texture '{}' has no OutputProps", desc.name))
        })?;
    Ok(Image::d2(
        texel_format(desc)?,
        props.width,
        props.height,
        block.to_vec(),
    )
    .with_mip_levels(props.mip_levels))
}

/// The resource of one array element of `resource`.
fn element(
    pipeline: &Pipeline,
    resource: &ResourceDesc,
    desc: Option<&BufferDesc>,
    block: &[u8],
) -> Result<Resource, Failure> {
    let sampler_of = || {
        pipeline
            .sampler(&resource.name)
            .map(sampler)
            .ok_or_else(|| {
                Failure::Description(format!("Referenced sampler {} not found!", resource.name))
            })
    };
    let desc = || {
        desc.ok_or_else(|| {
            Failure::Description(format!("Referenced buffer {} not found!", resource.name))
        })
    };
    Ok(match resource.kind {
        ResourceKind::StructuredBuffer
        | ResourceKind::RWStructuredBuffer
        | ResourceKind::ByteAddressBuffer
        | ResourceKind::RWByteAddressBuffer => Resource::StorageBuffer(block.to_vec()),
        ResourceKind::ConstantBuffer => Resource::UniformBuffer(block.to_vec()),
        ResourceKind::Buffer => Resource::UniformTexelBuffer {
            format: texel_format(desc()?)?,
            data: block.to_vec(),
        },
        ResourceKind::RWBuffer => Resource::StorageTexelBuffer {
            format: texel_format(desc()?)?,
            data: block.to_vec(),
        },
        ResourceKind::Texture2D => Resource::SampledImage(texture(desc()?, block)?),
        ResourceKind::RWTexture2D => Resource::StorageImage(texture(desc()?, block)?),
        ResourceKind::SampledTexture2D => {
            Resource::CombinedImageSampler(texture(desc()?, block)?, sampler_of()?)
        }
        ResourceKind::Sampler => Resource::Sampler(sampler_of()?),
        ResourceKind::AccelerationStructure => {
            return Err(Failure::Unsupported("acceleration structures".into()));
        }
    })
}

fn array_or_single(elements: Vec<Resource>, array: bool) -> Resource {
    if array {
        Resource::Array(elements)
    } else {
        elements
            .into_iter()
            .next()
            .unwrap_or(Resource::StorageBuffer(Vec::new()))
    }
}

/// Where a buffer's contents come back from: its binding, and its counter's.
struct Slot {
    buffer: usize,
    set: u32,
    binding: u32,
    counter: Option<u32>,
    read_back: bool,
}

fn bindings(
    pipeline: &Pipeline,
    states: &[BufferState],
) -> Result<(Vec<Binding>, Vec<Slot>), Failure> {
    let mut bindings = Vec::new();
    let mut slots = Vec::new();
    for (set, descriptors) in (0u32..).zip(&pipeline.descriptor_sets) {
        for resource in &descriptors.resources {
            if resource.heap_index.is_some() {
                return Err(Failure::Unsupported(
                    "descriptor heap indexing (HeapIndex)".into(),
                ));
            }
            if resource.is_reserved || resource.tiles_mapped.is_some() {
                return Err(Failure::Unsupported("reserved (tiled) resources".into()));
            }
            let vulkan = resource.vulkan_binding.ok_or_else(|| {
                Failure::Description(format!("No VulkanBinding provided for '{}'", resource.name))
            })?;
            let index = pipeline
                .buffers
                .iter()
                .position(|buffer| buffer.name == resource.name);
            let desc = index.map(|index| &pipeline.buffers[index]);
            let blocks: Vec<&[u8]> = match index {
                Some(index) if resource.kind != ResourceKind::Sampler => {
                    states[index].blocks.iter().map(Vec::as_slice).collect()
                }
                _ => vec![&[]],
            };
            let array = blocks.len() > 1;
            let elements = blocks
                .iter()
                .map(|block| element(pipeline, resource, desc, block))
                .collect::<Result<Vec<_>, _>>()?;
            bindings.push(Binding::new(
                set,
                vulkan.binding,
                array_or_single(elements, array),
            ));
            let counter = if resource.has_counter {
                let counter = vulkan.counter_binding.ok_or_else(|| {
                    Failure::Description(format!(
                        "No CounterBinding provided for resource '{}' with a counter",
                        resource.name
                    ))
                })?;
                let counters = (0..blocks.len())
                    .map(|_| Resource::StorageBuffer(vec![0; 4]))
                    .collect();
                bindings.push(Binding::new(set, counter, array_or_single(counters, array)));
                Some(counter)
            } else {
                None
            };
            if let Some(buffer) = index.filter(|_| resource.kind != ResourceKind::Sampler) {
                slots.push(Slot {
                    buffer,
                    set,
                    binding: vulkan.binding,
                    counter,
                    read_back: resource.kind.is_read_write(),
                });
            }
        }
    }
    Ok((bindings, slots))
}

fn specialize<'a>(
    shader: Shader<'a>,
    constants: &[SpecializationConstant],
) -> Result<Shader<'a>, Failure> {
    let mut seen = Vec::new();
    let mut shader = shader;
    for constant in constants {
        if seen.contains(&constant.constant_id) {
            return Err(Failure::Description(format!(
                "Test configuration contains multiple entries for specialization constant ID {}.",
                constant.constant_id
            )));
        }
        seen.push(constant.constant_id);
        let text = constant.value.0.as_str();
        let invalid = |what: &str| {
            Failure::Description(format!(
                "Invalid {what} value for specialization constant '{text}'"
            ))
        };
        let bytes =
            match constant.ty {
                DataFormat::Float32 => (parse_float(text).ok_or_else(|| invalid("float"))? as f32)
                    .to_le_bytes()
                    .to_vec(),
                DataFormat::Float64 => parse_float(text)
                    .ok_or_else(|| invalid("double"))?
                    .to_le_bytes()
                    .to_vec(),
                DataFormat::Int16 => narrowed(parse_signed(text), i16::to_le_bytes)
                    .ok_or_else(|| invalid("int16"))?,
                DataFormat::UInt16 => narrowed(parse_unsigned(text), u16::to_le_bytes)
                    .ok_or_else(|| invalid("uint16"))?,
                DataFormat::Int32 => narrowed(parse_signed(text), i32::to_le_bytes)
                    .ok_or_else(|| invalid("int32"))?,
                DataFormat::UInt32 => narrowed(parse_unsigned(text), u32::to_le_bytes)
                    .ok_or_else(|| invalid("uint32"))?,
                DataFormat::Bool => {
                    let value = parse_unsigned(text)
                        .filter(|v| *v <= 1)
                        .ok_or_else(|| invalid("bool"))?;
                    // A boolean specialization constant takes a VkBool32.
                    (value as u32).to_le_bytes().to_vec()
                }
                other => {
                    return Err(Failure::Unsupported(format!(
                        "specialization constants of type {other:?}"
                    )));
                }
            };
        shader = shader.specialize(constant.constant_id, bytes);
    }
    Ok(shader)
}

/// The push constant bytes for `stages`: every value of their blocks at its offset.
/// The little-endian bytes of `value` as a `T`, when there is a value and
/// it fits.
fn narrowed<W, T: TryFrom<W>, const N: usize>(
    value: Option<W>,
    to_le_bytes: fn(T) -> [u8; N],
) -> Option<Vec<u8>> {
    let value = T::try_from(value?).ok()?;
    Some(to_le_bytes(value).to_vec())
}

fn push_constants(pipeline: &Pipeline, stages: &[Stage]) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    for block in pipeline
        .push_constants
        .iter()
        .filter(|block| stages.contains(&block.stage))
    {
        for value in &block.values {
            let mut offset = value.offset as usize;
            for raw in &value.data {
                let data = parse_value(value.format, &raw.0).map_err(Failure::Description)?;
                if bytes.len() < offset + data.len() {
                    bytes.resize(offset + data.len(), 0);
                }
                bytes[offset..offset + data.len()].copy_from_slice(&data);
                offset += data.len();
            }
        }
    }
    bytes.resize(bytes.len().next_multiple_of(4), 0);
    Ok(bytes)
}

fn store(readback: &Readback, slots: &[Slot], states: &mut [BufferState]) {
    for slot in slots {
        let state = &mut states[slot.buffer];
        if slot.read_back {
            for (element, block) in (0u32..).zip(state.blocks.iter_mut()) {
                if let Some(bytes) = readback.element(slot.set, slot.binding, element) {
                    let len = block.len().min(bytes.len());
                    block[..len].copy_from_slice(&bytes[..len]);
                }
            }
        }
        if let Some(counter) = slot.counter {
            state.counters = (0..state.blocks.len() as u32)
                .filter_map(|element| readback.element(slot.set, counter, element))
                .map(|bytes| u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
                .collect();
        }
    }
}

/// Runs `pipeline` with the SPIR-V `modules` (one per shader) and updates `states`.
pub fn run(
    runner: &Runner,
    pipeline: &Pipeline,
    modules: &[Vec<u32>],
    states: &mut [BufferState],
) -> Result<(), Failure> {
    let (bindings, slots) = bindings(pipeline, states)?;
    match pipeline.kind()? {
        Kind::Compute => {
            let shader = &pipeline.shaders[0];
            let groups = pipeline
                .dispatch_parameters
                .dispatch_group_count
                .or(pipeline.dispatch_size)
                .unwrap_or([1, 1, 1]);
            let module = Shader::new(&modules[0], &shader.entry);
            let request = Dispatch::new(
                specialize(module, &shader.specialization_constants)?,
                &bindings,
                groups,
            )
            .with_push_constants(push_constants(pipeline, &[Stage::Compute])?)
            .with_coverage(Coverage::Declared);
            let readback = runner.dispatch(&request)?;
            store(&readback, &slots, states);
        }
        Kind::Graphics => draw(runner, pipeline, modules, &bindings, &slots, states)?,
    }
    Ok(())
}

fn draw(
    runner: &Runner,
    pipeline: &Pipeline,
    modules: &[Vec<u32>],
    bindings: &[Binding],
    slots: &[Slot],
    states: &mut [BufferState],
) -> Result<(), Failure> {
    let stage = |wanted| {
        pipeline
            .shaders
            .iter()
            .position(|shader| shader.stage == wanted)
            .ok_or_else(|| Failure::Description(format!("no {wanted:?} shader")))
    };
    let (vertex, pixel) = (stage(Stage::Vertex)?, stage(Stage::Pixel)?);
    let io = pipeline.bindings.clone().unwrap_or_default();
    let target_name = io.render_target.clone().ok_or_else(|| {
        Failure::Description("No render target bound for graphics pipeline.".into())
    })?;
    let target_index = pipeline
        .buffers
        .iter()
        .position(|buffer| buffer.name == target_name)
        .ok_or_else(|| {
            Failure::Description(format!("Referenced buffer {target_name} not found!"))
        })?;
    let target_desc = &pipeline.buffers[target_index];
    let props = target_desc
        .output_props
        .filter(|props| props.width > 0 && props.height > 0)
        .ok_or_else(|| {
            Failure::Description(format!("render target '{target_name}' has no OutputProps"))
        })?;
    let format = texel_format(target_desc)?;
    let clear = match format.numeric_class() {
        NumericClass::Float => ClearColor::Float([0.0; 4]),
        NumericClass::SignedInt => ClearColor::Int([0; 4]),
        NumericClass::UnsignedInt => ClearColor::Uint([0; 4]),
    };
    let vertices = match &io.vertex_buffer {
        Some(name) => {
            let index = pipeline
                .buffers
                .iter()
                .position(|buffer| &buffer.name == name)
                .ok_or_else(|| {
                    Failure::Description(format!("Referenced buffer {name} not found!"))
                })?;
            let attributes = io
                .vertex_attributes
                .iter()
                .zip(0u32..)
                .map(|(attribute, location)| {
                    let desc = BufferDesc {
                        format: attribute.format,
                        channels: attribute.channels,
                        ..pipeline.buffers[index].clone()
                    };
                    Ok(VertexAttribute {
                        location,
                        format: texel_format(&desc)?,
                        offset: attribute.offset,
                    })
                })
                .collect::<Result<Vec<_>, Failure>>()?;
            let stride = io
                .vertex_attributes
                .iter()
                .map(|attribute| attribute.format.size() as u32 * attribute.channels)
                .sum();
            Some(VertexInput {
                data: states[index].blocks[0].clone(),
                stride,
                attributes,
            })
        }
        None => None,
    };
    let vertex_count = match (pipeline.dispatch_parameters.vertex_count, &vertices) {
        (Some(count), _) => count,
        (None, Some(input)) if input.stride > 0 => input.data.len() as u32 / input.stride,
        _ => {
            return Err(Failure::Description(
                "No VertexCount specified and no vertex buffer to imply it from".into(),
            ));
        }
    };
    let topology = match io.topology {
        Topology::TriangleList => VkTopology::TriangleList,
        Topology::PointList => VkTopology::PointList,
        Topology::LineList => VkTopology::LineList,
        Topology::PatchList => return Err(Failure::Unsupported("patch list topology".into())),
    };
    let vertex_shader = specialize(
        Shader::new(&modules[vertex], &pipeline.shaders[vertex].entry),
        &pipeline.shaders[vertex].specialization_constants,
    )?;
    let pixel_shader = specialize(
        Shader::new(&modules[pixel], &pipeline.shaders[pixel].entry),
        &pipeline.shaders[pixel].specialization_constants,
    )?;
    let request = Draw {
        vertex: vertex_shader,
        fragment: pixel_shader,
        bindings,
        vertices,
        vertex_count,
        topology,
        target: RenderTarget {
            format,
            width: props.width,
            height: props.height,
            clear,
        },
        push_constants: push_constants(pipeline, &[Stage::Vertex, Stage::Pixel])?,
        coverage: Coverage::Declared,
    };
    let drawn = runner.draw(&request)?;
    store(&drawn.readback, slots, states);
    if let Some(block) = states[target_index].blocks.first_mut() {
        let len = block.len().min(drawn.target.len());
        block[..len].copy_from_slice(&drawn.target[..len]);
    }
    Ok(())
}
