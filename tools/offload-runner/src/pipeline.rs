//! The pipeline description of LLVM's offload test suite
//! (<https://github.com/llvm/offload-test-suite>, the YAML each test keeps in its
//! `pipeline.yaml` part): shaders, buffers with their data formats, samplers,
//! descriptor sets with Vulkan bindings, push and specialization constants,
//! dispatch parameters, graphics bindings and result comparisons.
//!
//! Parsed with `serde_yaml_ng`; unknown keys are errors, as in the suite's own
//! reader. Values of `Data` are kept as written and parsed by their buffer's
//! [`DataFormat`] (see [`crate::values`]). Parts this runner cannot execute
//! (ray tracing, acceleration structures, Direct3D root signatures) are read so
//! that they can be refused by name.

use serde::Deserialize;
use serde::de::{self, Deserializer};
use serde_yaml_ng::Value;

use crate::error::Failure;

/// A scalar exactly as the YAML spells it.
#[derive(Clone, Debug, PartialEq)]
pub struct Raw(pub String);

/// The text of a YAML scalar: strings as written, numbers and booleans as the
/// parser read them.
fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        scalar_text(&value)
            .map(Raw)
            .ok_or_else(|| de::Error::custom(format!("expected a scalar, found {value:?}")))
    }
}

impl<'de> Deserialize<'de> for DataValues {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        let Value::Sequence(items) = value else {
            return Err(de::Error::custom("Data must be a sequence"));
        };
        let scalars = |items: &[Value]| {
            items
                .iter()
                .map(|item| {
                    scalar_text(item).map(Raw).ok_or_else(|| {
                        de::Error::custom(format!("Data values must be scalars, found {item:?}"))
                    })
                })
                .collect::<Result<Vec<_>, D::Error>>()
        };
        if !items.is_empty() && items.iter().all(|item| matches!(item, Value::Sequence(_))) {
            items
                .iter()
                .map(|item| match item {
                    Value::Sequence(inner) => scalars(inner),
                    _ => Ok(Vec::new()),
                })
                .collect::<Result<Vec<_>, _>>()
                .map(DataValues::Nested)
        } else {
            scalars(&items).map(DataValues::Flat)
        }
    }
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Stage {
    Compute,
    Vertex,
    Hull,
    Domain,
    Geometry,
    Pixel,
    Amplification,
    Mesh,
    RayGeneration,
    Miss,
    ClosestHit,
    AnyHit,
    Intersection,
    Callable,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum DataFormat {
    Hex8,
    Hex16,
    Hex32,
    Hex64,
    UInt16,
    UInt32,
    UInt64,
    Int16,
    Int32,
    Int64,
    Float16,
    Float32,
    Float64,
    Depth32,
    Bool,
}

impl DataFormat {
    /// Bytes of one value.
    pub fn size(self) -> usize {
        match self {
            DataFormat::Hex8 => 1,
            DataFormat::Hex16 | DataFormat::UInt16 | DataFormat::Int16 | DataFormat::Float16 => 2,
            DataFormat::Hex64 | DataFormat::UInt64 | DataFormat::Int64 | DataFormat::Float64 => 8,
            _ => 4,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            DataFormat::Float16 | DataFormat::Float32 | DataFormat::Float64
        )
    }
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum ResourceKind {
    Buffer,
    StructuredBuffer,
    ByteAddressBuffer,
    Texture2D,
    RWBuffer,
    RWStructuredBuffer,
    RWByteAddressBuffer,
    RWTexture2D,
    ConstantBuffer,
    Sampler,
    SampledTexture2D,
    AccelerationStructure,
}

impl ResourceKind {
    /// UAVs: what shaders may write, and what is read back.
    pub fn is_read_write(self) -> bool {
        matches!(
            self,
            ResourceKind::RWBuffer
                | ResourceKind::RWStructuredBuffer
                | ResourceKind::RWByteAddressBuffer
                | ResourceKind::RWTexture2D
        )
    }
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
pub enum FilterMode {
    Nearest,
    #[default]
    Linear,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
pub enum AddressMode {
    #[default]
    Clamp,
    Repeat,
    Mirror,
    Border,
    MirrorOnce,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
pub enum CompareFunction {
    #[default]
    Never,
    Less,
    Equal,
    LessEqual,
    Greater,
    NotEqual,
    GreaterEqual,
    Always,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
pub enum SamplerKind {
    #[default]
    Sampler,
    SamplerComparison,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub enum Rule {
    BufferExact,
    BufferFloatULP,
    BufferFloatEpsilon,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[allow(clippy::upper_case_acronyms)] // The suite's spelling.
pub enum DenormMode {
    #[default]
    Any,
    FTZ,
    Preserve,
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[allow(clippy::enum_variant_names)] // The suite's spelling.
pub enum Topology {
    #[default]
    TriangleList,
    PointList,
    PatchList,
    LineList,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct SpecializationConstant {
    #[serde(rename = "ConstantID")]
    pub constant_id: u32,
    #[serde(rename = "Type")]
    pub ty: DataFormat,
    pub value: Raw,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct Shader {
    pub stage: Stage,
    pub entry: String,
    #[serde(default)]
    pub specialization_constants: Vec<SpecializationConstant>,
}

/// `Data`: one list of values, or one per element of a resource array.
#[derive(Clone, Debug, PartialEq)]
pub enum DataValues {
    Flat(Vec<Raw>),
    Nested(Vec<Vec<Raw>>),
}

#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct OutputProps {
    pub height: u32,
    pub width: u32,
    pub depth: u32,
    #[serde(default = "one")]
    pub mip_levels: u32,
}

fn one() -> u32 {
    1
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct BufferDesc {
    pub name: String,
    pub format: DataFormat,
    #[serde(default = "one")]
    pub channels: u32,
    #[serde(default)]
    pub stride: u32,
    #[serde(default = "one")]
    pub array_size: u32,
    pub data: Option<DataValues>,
    pub fill_size: Option<u64>,
    pub fill_value: Option<Raw>,
    /// The suite's older name of `FillSize`, accepted for older checkouts.
    pub zero_init_size: Option<u64>,
    pub output_props: Option<OutputProps>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct SamplerDesc {
    pub name: String,
    #[serde(default)]
    pub kind: SamplerKind,
    #[serde(default)]
    pub min_filter: FilterMode,
    #[serde(default)]
    pub mag_filter: FilterMode,
    #[serde(default)]
    pub address: AddressMode,
    #[serde(rename = "MinLOD", default)]
    pub min_lod: f32,
    #[serde(rename = "MaxLOD", default = "max_lod")]
    pub max_lod: f32,
    #[serde(rename = "MipLODBias", default)]
    pub mip_lod_bias: f32,
    #[serde(default)]
    pub comparison_op: CompareFunction,
}

fn max_lod() -> f32 {
    f32::MAX
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct DirectXBinding {
    pub register: u32,
    pub space: u32,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct VulkanBinding {
    pub binding: u32,
    pub counter_binding: Option<u32>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct ResourceDesc {
    pub name: String,
    pub kind: ResourceKind,
    #[serde(default)]
    pub has_counter: bool,
    pub tiles_mapped: Option<u32>,
    #[serde(default)]
    pub is_reserved: bool,
    #[serde(rename = "DirectXBinding")]
    pub directx_binding: Option<DirectXBinding>,
    pub vulkan_binding: Option<VulkanBinding>,
    pub heap_index: Option<u32>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct DescriptorSet {
    pub resources: Vec<ResourceDesc>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct ResultDesc {
    pub result: String,
    pub rule: Rule,
    pub actual: String,
    pub expected: String,
    #[serde(rename = "ULPT")]
    pub ulpt: Option<u32>,
    pub epsilon: Option<f64>,
    #[serde(default)]
    pub denorm_mode: DenormMode,
    #[serde(default)]
    pub zero_tolerance: f64,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct VertexAttribute {
    pub format: DataFormat,
    pub channels: u32,
    pub offset: u32,
    pub name: String,
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct Bindings {
    pub vertex_buffer: Option<String>,
    #[serde(default)]
    pub vertex_attributes: Vec<VertexAttribute>,
    pub render_target: Option<String>,
    #[serde(default)]
    pub topology: Topology,
    pub patch_control_points: Option<u32>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct PushConstantValue {
    pub format: DataFormat,
    pub offset: u32,
    pub data: Vec<Raw>,
}

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct PushConstantBlock {
    pub stage: Stage,
    pub values: Vec<PushConstantValue>,
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct DispatchParameters {
    pub dispatch_group_count: Option<[u32; 3]>,
    pub vertex_count: Option<u32>,
}

/// The whole description.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "PascalCase", deny_unknown_fields)]
pub struct Pipeline {
    pub shaders: Vec<Shader>,
    pub runtime_settings: Option<serde_yaml_ng::Value>,
    pub buffers: Vec<BufferDesc>,
    #[serde(default)]
    pub samplers: Vec<SamplerDesc>,
    #[serde(default)]
    pub results: Vec<ResultDesc>,
    pub descriptor_sets: Vec<DescriptorSet>,
    pub bindings: Option<Bindings>,
    #[serde(default)]
    pub push_constants: Vec<PushConstantBlock>,
    pub acceleration_structures: Option<serde_yaml_ng::Value>,
    pub ray_tracing_pipeline_config: Option<serde_yaml_ng::Value>,
    pub hit_groups: Option<serde_yaml_ng::Value>,
    pub shader_binding_table: Option<serde_yaml_ng::Value>,
    #[serde(default)]
    pub dispatch_parameters: DispatchParameters,
    /// The suite's older spelling of `DispatchParameters: DispatchGroupCount`.
    pub dispatch_size: Option<[u32; 3]>,
}

/// What kind of pipeline the shaders make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Compute,
    Graphics,
}

impl Pipeline {
    /// Reads a description and checks that its names resolve.
    pub fn parse(text: &str) -> Result<Pipeline, Failure> {
        let pipeline: Pipeline = serde_yaml_ng::from_str(text)
            .map_err(|error| Failure::Description(error.to_string()))?;
        pipeline.validate()?;
        Ok(pipeline)
    }

    pub fn buffer(&self, name: &str) -> Option<&BufferDesc> {
        self.buffers.iter().find(|buffer| buffer.name == name)
    }

    pub fn sampler(&self, name: &str) -> Option<&SamplerDesc> {
        self.samplers.iter().find(|sampler| sampler.name == name)
    }

    pub fn kind(&self) -> Result<Kind, Failure> {
        let has = |stage| self.shaders.iter().any(|shader| shader.stage == stage);
        let graphics_only = [Stage::Hull, Stage::Domain, Stage::Geometry];
        let rt = [
            Stage::RayGeneration,
            Stage::Miss,
            Stage::ClosestHit,
            Stage::AnyHit,
            Stage::Intersection,
            Stage::Callable,
        ];
        if rt.into_iter().any(has) || self.acceleration_structures.is_some() {
            return Err(Failure::Unsupported(
                "ray tracing pipelines and acceleration structures".into(),
            ));
        }
        if has(Stage::Mesh) || has(Stage::Amplification) {
            return Err(Failure::Unsupported("mesh shader pipelines".into()));
        }
        if has(Stage::Compute) {
            if self.shaders.len() != 1 {
                return Err(Failure::Description(
                    "Compute Pipeline is only allowed to have Compute Shader.".into(),
                ));
            }
            return Ok(Kind::Compute);
        }
        if has(Stage::Vertex) {
            if graphics_only.into_iter().any(has) {
                return Err(Failure::Unsupported(
                    "tessellation and geometry shader stages".into(),
                ));
            }
            if !has(Stage::Pixel) || self.shaders.len() != 2 {
                return Err(Failure::Unsupported(
                    "graphics pipelines other than one vertex and one pixel shader".into(),
                ));
            }
            return Ok(Kind::Graphics);
        }
        Err(Failure::Description(
            "The pipeline misses a Compute, Vertex, Mesh, or RayGeneration Shader.".into(),
        ))
    }

    fn validate(&self) -> Result<(), Failure> {
        let error = |message: String| Err(Failure::Description(message));
        for buffer in &self.buffers {
            if buffer.stride != 0 && buffer.channels != 1 {
                return error("Cannot set a structure stride and more than one channel.".into());
            }
            if buffer.array_size == 0 {
                return error(format!("buffer '{}' has an ArraySize of 0", buffer.name));
            }
        }
        for sampler in &self.samplers {
            match (sampler.kind, sampler.comparison_op) {
                (SamplerKind::Sampler, op) if op != CompareFunction::Never => {
                    return error("Sampler kind 'Sampler' requires ComparisonOp: Never".into());
                }
                (SamplerKind::SamplerComparison, CompareFunction::Never) => {
                    return error(
                        "Sampler kind 'SamplerComparison' requires ComparisonOp other than Never"
                            .into(),
                    );
                }
                _ => {}
            }
        }
        for set in &self.descriptor_sets {
            for resource in &set.resources {
                if resource.directx_binding.is_some() == resource.heap_index.is_some() {
                    return error(format!(
                        "Resource '{}' must specify exactly one of 'DirectXBinding' or 'HeapIndex'.",
                        resource.name
                    ));
                }
                let sampler_needed = matches!(
                    resource.kind,
                    ResourceKind::Sampler | ResourceKind::SampledTexture2D
                );
                if sampler_needed && self.sampler(&resource.name).is_none() {
                    return error(format!("Referenced sampler {} not found!", resource.name));
                }
                let buffer_needed = !matches!(
                    resource.kind,
                    ResourceKind::Sampler | ResourceKind::AccelerationStructure
                );
                if buffer_needed && self.buffer(&resource.name).is_none() {
                    return error(format!("Referenced buffer {} not found!", resource.name));
                }
            }
        }
        for result in &self.results {
            for name in [&result.actual, &result.expected] {
                if self.buffer(name).is_none() {
                    return error(format!("Reference buffer {name} not found!"));
                }
            }
            if result.rule != Rule::BufferExact {
                let (Some(actual), Some(expected)) =
                    (self.buffer(&result.actual), self.buffer(&result.expected))
                else {
                    continue;
                };
                if !actual.format.is_float() || !expected.format.is_float() {
                    return error("BufferFloat only accepts Float buffers".into());
                }
                if actual.format != expected.format {
                    return error("Buffers must have the same type".into());
                }
            }
            match result.rule {
                Rule::BufferFloatULP if result.ulpt.is_none() => {
                    return error(format!("result '{}' needs ULPT", result.result));
                }
                Rule::BufferFloatEpsilon if result.epsilon.is_none() => {
                    return error(format!("result '{}' needs Epsilon", result.result));
                }
                _ => {}
            }
        }
        if let Some(bindings) = &self.bindings {
            for name in bindings.vertex_buffer.iter().chain(&bindings.render_target) {
                if self.buffer(name).is_none() {
                    return error(format!("Referenced buffer {name} not found!"));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_compute_description() {
        let text = "---\nShaders:\n  - Stage: Compute\n    Entry: main\nBuffers:\n  - Name: In\n    Format: Float32\n    Channels: 4\n    Data: [ 2, 4.5, inf, 0x10 ]\n  - Name: Out\n    Format: Hex32\n    ArraySize: 2\n    Data:\n      - [ 1 ]\n      - [ 2 ]\nDescriptorSets:\n  - Resources:\n    - Name: In\n      Kind: RWBuffer\n      DirectXBinding:\n        Register: 0\n        Space: 0\n      VulkanBinding:\n        Binding: 3\n        CounterBinding: 4\nDispatchParameters:\n  DispatchGroupCount: [ 2, 1, 1 ]\n...\n";
        let pipeline = Pipeline::parse(text).expect("parse");
        assert_eq!(pipeline.kind().ok(), Some(Kind::Compute));
        let values = match &pipeline.buffers[0].data {
            Some(DataValues::Flat(values)) => values.clone(),
            other => panic!("{other:?}"),
        };
        let texts: Vec<&str> = values.iter().map(|raw| raw.0.as_str()).collect();
        assert_eq!(texts[0], "2");
        assert_eq!(texts[2], "inf");
        assert!(matches!(
            pipeline.buffers[1].data,
            Some(DataValues::Nested(_))
        ));
        let binding = pipeline.descriptor_sets[0].resources[0].vulkan_binding;
        assert_eq!(binding.and_then(|b| b.counter_binding), Some(4));
        assert_eq!(
            pipeline.dispatch_parameters.dispatch_group_count,
            Some([2, 1, 1])
        );
    }

    #[test]
    fn refuses_unknown_keys_and_unresolved_names() {
        let base = "Shaders:\n  - Stage: Compute\n    Entry: main\nBuffers: []\nDescriptorSets:\n  - Resources:\n    - Name: Missing\n      Kind: RWBuffer\n      DirectXBinding: { Register: 0, Space: 0 }\n";
        let error = Pipeline::parse(base).expect_err("unresolved");
        assert!(
            error
                .to_string()
                .contains("Referenced buffer Missing not found!")
        );
        let typo = "Shaders:\n  - Stage: Compute\n    Entry: main\n    Entyr: x\nBuffers: []\nDescriptorSets: []\n";
        assert!(
            Pipeline::parse(typo)
                .expect_err("typo")
                .to_string()
                .contains("Entyr")
        );
    }
}
