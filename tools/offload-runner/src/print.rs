//! The pipeline written back out after a run, key by key as the suite's runner
//! writes it: its description with every buffer's `Data` as it is after the run,
//! counters read back as `Counter`/`Counters`, optional keys only when set (and
//! keys without a default always).

use crate::pipeline::{
    AddressMode, BufferDesc, CompareFunction, DataFormat, FilterMode, Pipeline, ResourceDesc,
    ResourceKind, ResultDesc, Rule, SamplerDesc, SamplerKind, Shader, Stage, Topology,
};
use crate::values::{c_g, format_value};
use crate::yaml_out::Node;

/// A buffer's contents: one block of bytes per array element, and the counters
/// read back for it, if it has any.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferState {
    pub blocks: Vec<Vec<u8>>,
    pub counters: Vec<u32>,
}

fn s(text: impl Into<String>) -> Node {
    Node::scalar(text)
}

fn debug(value: impl std::fmt::Debug) -> Node {
    Node::Plain(format!("{value:?}"))
}

fn plain(value: impl ToString) -> Node {
    Node::Plain(value.to_string())
}

type Entries = Vec<(String, Node)>;

fn put(entries: &mut Entries, key: &str, value: Node) {
    entries.push((key.to_owned(), value));
}

fn values(format: DataFormat, bytes: &[u8]) -> Node {
    Node::Flow(
        bytes
            .chunks_exact(format.size())
            .map(|value| format_value(format, value))
            .collect(),
    )
}

/// One buffer as the suite prints it (also in failure reports).
pub fn buffer(desc: &BufferDesc, state: &BufferState) -> Node {
    let mut entries = Entries::new();
    put(&mut entries, "Name", s(&desc.name));
    put(&mut entries, "Format", debug(desc.format));
    if desc.channels != 1 {
        put(&mut entries, "Channels", s(desc.channels.to_string()));
    }
    if desc.stride != 0 {
        put(&mut entries, "Stride", s(desc.stride.to_string()));
    }
    if desc.array_size != 1 {
        put(&mut entries, "ArraySize", s(desc.array_size.to_string()));
    }
    match state.counters.as_slice() {
        [] => {}
        [counter] if desc.array_size == 1 => put(&mut entries, "Counter", s(counter.to_string())),
        counters => put(
            &mut entries,
            "Counters",
            Node::Flow(counters.iter().map(u32::to_string).collect()),
        ),
    }
    let data = if desc.array_size == 1 {
        values(
            desc.format,
            state.blocks.first().map(Vec::as_slice).unwrap_or_default(),
        )
    } else {
        Node::Seq(
            state
                .blocks
                .iter()
                .map(|block| values(desc.format, block))
                .collect(),
        )
    };
    put(&mut entries, "Data", data);
    let props = desc.output_props.unwrap_or_default();
    let mut props_entries = Entries::new();
    put(&mut props_entries, "Height", s(props.height.to_string()));
    put(&mut props_entries, "Width", s(props.width.to_string()));
    put(&mut props_entries, "Depth", s(props.depth.to_string()));
    if desc.output_props.is_some() && props.mip_levels != 1 {
        put(
            &mut props_entries,
            "MipLevels",
            s(props.mip_levels.to_string()),
        );
    }
    put(&mut entries, "OutputProps", Node::Map(props_entries));
    Node::Map(entries)
}

fn shader(shader: &Shader) -> Node {
    let mut entries = Entries::new();
    put(&mut entries, "Stage", debug(shader.stage));
    put(&mut entries, "Entry", s(&shader.entry));
    if !shader.specialization_constants.is_empty() {
        let constants = shader
            .specialization_constants
            .iter()
            .map(|constant| {
                Node::Map(vec![
                    ("ConstantID".into(), s(constant.constant_id.to_string())),
                    ("Type".into(), debug(constant.ty)),
                    ("Value".into(), s(&constant.value.0)),
                ])
            })
            .collect();
        put(
            &mut entries,
            "SpecializationConstants",
            Node::Seq(constants),
        );
    }
    Node::Map(entries)
}

fn sampler(sampler: &SamplerDesc) -> Node {
    let kind = match sampler.kind {
        SamplerKind::Sampler => "Sampler",
        SamplerKind::SamplerComparison => "SamplerComparison",
    };
    let filter = |mode: FilterMode| debug(mode);
    let address: AddressMode = sampler.address;
    let compare: CompareFunction = sampler.comparison_op;
    Node::Map(vec![
        ("Name".into(), s(&sampler.name)),
        ("Kind".into(), s(kind)),
        ("MinFilter".into(), filter(sampler.min_filter)),
        ("MagFilter".into(), filter(sampler.mag_filter)),
        ("Address".into(), debug(address)),
        ("MinLOD".into(), s(c_g(f64::from(sampler.min_lod)))),
        ("MaxLOD".into(), s(c_g(f64::from(sampler.max_lod)))),
        ("MipLODBias".into(), s(c_g(f64::from(sampler.mip_lod_bias)))),
        ("ComparisonOp".into(), debug(compare)),
    ])
}

fn result(result: &ResultDesc) -> Node {
    let mut entries = Entries::new();
    put(&mut entries, "Result", s(&result.result));
    put(&mut entries, "Rule", debug(result.rule));
    put(&mut entries, "Actual", s(&result.actual));
    put(&mut entries, "Expected", s(&result.expected));
    match result.rule {
        Rule::BufferFloatULP => {
            put(
                &mut entries,
                "ULPT",
                s(result.ulpt.unwrap_or(0).to_string()),
            );
            put(&mut entries, "DenormMode", debug(result.denorm_mode));
            if result.zero_tolerance != 0.0 {
                put(&mut entries, "ZeroTolerance", s(c_g(result.zero_tolerance)));
            }
        }
        Rule::BufferFloatEpsilon => {
            put(
                &mut entries,
                "Epsilon",
                s(c_g(result.epsilon.unwrap_or(0.0))),
            );
            put(&mut entries, "DenormMode", debug(result.denorm_mode));
        }
        Rule::BufferExact => {}
    }
    Node::Map(entries)
}

fn resource(resource: &ResourceDesc) -> Node {
    let mut entries = Entries::new();
    put(&mut entries, "Name", s(&resource.name));
    let kind: ResourceKind = resource.kind;
    put(&mut entries, "Kind", debug(kind));
    if resource.has_counter {
        put(&mut entries, "HasCounter", plain(true));
    }
    if let Some(tiles) = resource.tiles_mapped {
        put(&mut entries, "TilesMapped", s(tiles.to_string()));
    }
    put(&mut entries, "IsReserved", plain(resource.is_reserved));
    if let Some(binding) = resource.directx_binding {
        put(
            &mut entries,
            "DirectXBinding",
            Node::Map(vec![
                ("Register".into(), s(binding.register.to_string())),
                ("Space".into(), s(binding.space.to_string())),
            ]),
        );
    }
    if let Some(binding) = resource.vulkan_binding {
        let mut vulkan = vec![("Binding".to_owned(), s(binding.binding.to_string()))];
        if let Some(counter) = binding.counter_binding {
            vulkan.push(("CounterBinding".into(), s(counter.to_string())));
        }
        put(&mut entries, "VulkanBinding", Node::Map(vulkan));
    }
    if let Some(index) = resource.heap_index {
        put(&mut entries, "HeapIndex", s(index.to_string()));
    }
    Node::Map(entries)
}

/// The whole pipeline, with `states` (one per buffer, in order) as its data.
pub fn pipeline(pipeline: &Pipeline, states: &[BufferState]) -> Node {
    let mut root = Entries::new();
    put(
        &mut root,
        "Shaders",
        Node::Seq(pipeline.shaders.iter().map(shader).collect()),
    );
    put(
        &mut root,
        "RuntimeSettings",
        Node::Map(vec![("DirectX".into(), Node::Map(Vec::new()))]),
    );
    put(
        &mut root,
        "Buffers",
        Node::Seq(
            pipeline
                .buffers
                .iter()
                .zip(states)
                .map(|(desc, state)| buffer(desc, state))
                .collect(),
        ),
    );
    if !pipeline.samplers.is_empty() {
        put(
            &mut root,
            "Samplers",
            Node::Seq(pipeline.samplers.iter().map(sampler).collect()),
        );
    }
    if !pipeline.results.is_empty() {
        put(
            &mut root,
            "Results",
            Node::Seq(pipeline.results.iter().map(result).collect()),
        );
    }
    put(
        &mut root,
        "DescriptorSets",
        Node::Seq(
            pipeline
                .descriptor_sets
                .iter()
                .map(|set| {
                    Node::Map(vec![(
                        "Resources".into(),
                        Node::Seq(set.resources.iter().map(resource).collect()),
                    )])
                })
                .collect(),
        ),
    );
    let bindings = pipeline.bindings.clone().unwrap_or_default();
    let mut io = Entries::new();
    put(
        &mut io,
        "VertexBuffer",
        s(bindings.vertex_buffer.unwrap_or_default()),
    );
    if !bindings.vertex_attributes.is_empty() {
        let attributes = bindings
            .vertex_attributes
            .iter()
            .map(|attribute| {
                Node::Map(vec![
                    ("Format".into(), debug(attribute.format)),
                    ("Channels".into(), s(attribute.channels.to_string())),
                    ("Offset".into(), s(attribute.offset.to_string())),
                    ("Name".into(), s(&attribute.name)),
                ])
            })
            .collect();
        put(&mut io, "VertexAttributes", Node::Seq(attributes));
    }
    put(
        &mut io,
        "RenderTarget",
        s(bindings.render_target.unwrap_or_default()),
    );
    if bindings.topology != Topology::TriangleList {
        put(&mut io, "Topology", debug(bindings.topology));
    }
    if let Some(points) = bindings.patch_control_points {
        put(&mut io, "PatchControlPoints", s(points.to_string()));
    }
    put(&mut root, "Bindings", Node::Map(io));
    if !pipeline.push_constants.is_empty() {
        let blocks = pipeline
            .push_constants
            .iter()
            .map(|block| {
                let stage: Stage = block.stage;
                let values = block
                    .values
                    .iter()
                    .map(|value| {
                        Node::Map(vec![
                            ("Format".into(), debug(value.format)),
                            ("Offset".into(), s(value.offset.to_string())),
                            (
                                "Data".into(),
                                Node::Flow(value.data.iter().map(|raw| raw.0.clone()).collect()),
                            ),
                        ])
                    })
                    .collect();
                Node::Map(vec![
                    ("Stage".into(), debug(stage)),
                    ("Values".into(), Node::Seq(values)),
                ])
            })
            .collect();
        put(&mut root, "PushConstants", Node::Seq(blocks));
    }
    put(&mut root, "AccelerationStructures", Node::Map(Vec::new()));
    let groups = pipeline
        .dispatch_parameters
        .dispatch_group_count
        .or(pipeline.dispatch_size)
        .unwrap_or([1, 1, 1]);
    let mut dispatch = vec![(
        "DispatchGroupCount".to_owned(),
        Node::Flow(groups.iter().map(u32::to_string).collect()),
    )];
    if let Some(count) = pipeline.dispatch_parameters.vertex_count {
        dispatch.push(("VertexCount".into(), s(count.to_string())));
    }
    put(&mut root, "DispatchParameters", Node::Map(dispatch));
    Node::Map(root)
}
