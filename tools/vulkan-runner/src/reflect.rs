//! Reflection of a SPIR-V binary: its entry points and the descriptors it declares.
//!
//! A descriptor is an `OpVariable` decorated `DescriptorSet` and `Binding`; its kind
//! follows from the variable's storage class and type, as the Vulkan specification's
//! "Shader Resource and Descriptor Type Correspondence" table
//! (<https://registry.khronos.org/vulkan/specs/1.3/html/chap15.html#interfaces-resources-correspondence>)
//! lays out: `StorageBuffer` pointers and `BufferBlock` structs in `Uniform` are storage
//! buffers, `Block` structs in `Uniform` uniform buffers, and `UniformConstant` images
//! are texel buffers (`Buffer` dimension) or images, sampled (`Sampled` 1) or storage
//! (`Sampled` 2). Descriptors are reported whether or not an entry point uses them.

use std::collections::HashMap;

use rspirv::dr::{self, Instruction, Operand};
use spirv::{Capability, Decoration, Dim, ExecutionMode, ExecutionModel, ImageFormat, Op, StorageClass, Word};

use crate::error::Error;
use crate::format::NumericClass;

/// What a module offers a pipeline: its entry points and descriptor variables.
#[derive(Clone, Debug, PartialEq)]
pub struct Interface {
    /// The SPIR-V version of the header, as (major, minor).
    pub version: (u8, u8),
    /// Every `OpCapability`.
    pub capabilities: Vec<Capability>,
    pub entry_points: Vec<EntryPoint>,
    pub descriptors: Vec<Descriptor>,
}

/// One `OpEntryPoint`.
#[derive(Clone, Debug, PartialEq)]
pub struct EntryPoint {
    pub name: String,
    pub model: ExecutionModel,
    /// The `LocalSize` execution mode, when the module gives it as literals.
    pub local_size: Option<[u32; 3]>,
}

/// One descriptor variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Descriptor {
    /// The variable's `OpName`, if it has one.
    pub name: Option<String>,
    pub set: u32,
    pub binding: u32,
    pub kind: DescriptorKind,
    pub count: DescriptorCount,
}

/// How many descriptors one binding holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DescriptorCount {
    One,
    /// An `OpTypeArray` of descriptors.
    Array(u32),
    /// An `OpTypeRuntimeArray` of descriptors.
    Unbounded,
}

/// The Vulkan descriptor type a variable needs, with what the shader declares about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DescriptorKind {
    StorageBuffer,
    UniformBuffer,
    UniformTexelBuffer { texel: NumericClass },
    StorageTexelBuffer { texel: NumericClass, format: ImageFormat },
    SampledImage(ImageShape),
    StorageImage { shape: ImageShape, format: ImageFormat },
    CombinedImageSampler(ImageShape),
    Sampler,
}

/// The dimensionality and texel class of an `OpTypeImage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageShape {
    pub dim: Dim,
    pub arrayed: bool,
    pub multisampled: bool,
    pub texel: NumericClass,
}

impl DescriptorKind {
    /// The specification's name of the descriptor type, for messages.
    pub fn describe(&self) -> &'static str {
        match self {
            DescriptorKind::StorageBuffer => "storage buffer",
            DescriptorKind::UniformBuffer => "uniform buffer",
            DescriptorKind::UniformTexelBuffer { .. } => "uniform texel buffer",
            DescriptorKind::StorageTexelBuffer { .. } => "storage texel buffer",
            DescriptorKind::SampledImage(_) => "sampled image",
            DescriptorKind::StorageImage { .. } => "storage image",
            DescriptorKind::CombinedImageSampler(_) => "combined image sampler",
            DescriptorKind::Sampler => "sampler",
        }
    }
}

impl Interface {
    /// The entry point named `name`, if the module has one.
    pub fn entry_point(&self, name: &str) -> Option<&EntryPoint> {
        self.entry_points.iter().find(|entry| entry.name == name)
    }

    /// The descriptor variable at (`set`, `binding`), if the module declares one.
    pub fn descriptor(&self, set: u32, binding: u32) -> Option<&Descriptor> {
        self.descriptors
            .iter()
            .find(|descriptor| descriptor.set == set && descriptor.binding == binding)
    }

    /// The descriptor variable whose `OpName` is `name`, if exactly one has it.
    pub fn descriptor_named(&self, name: &str) -> Option<&Descriptor> {
        let mut named = self
            .descriptors
            .iter()
            .filter(|descriptor| descriptor.name.as_deref() == Some(name));
        match (named.next(), named.next()) {
            (Some(descriptor), None) => Some(descriptor),
            _ => None,
        }
    }
}

/// Reads the entry points and descriptor variables of a SPIR-V binary.
pub fn reflect(words: &[u32]) -> Result<Interface, Error> {
    let module = dr::load_words(words)
        .map_err(|error| Error::Module(format!("cannot parse the SPIR-V binary: {error}")))?;
    Reflector::new(&module).interface()
}

/// Indexes of the instructions reflection looks things up in.
struct Reflector<'m> {
    module: &'m dr::Module,
    definitions: HashMap<Word, &'m Instruction>,
    names: HashMap<Word, &'m str>,
    decorations: HashMap<Word, Vec<(Decoration, Option<u32>)>>,
}

impl<'m> Reflector<'m> {
    fn new(module: &'m dr::Module) -> Self {
        let definitions = module
            .types_global_values
            .iter()
            .filter_map(|inst| inst.result_id.map(|id| (id, inst)))
            .collect();
        let mut names = HashMap::new();
        for inst in &module.debug_names {
            if let (Op::Name, [Operand::IdRef(target), Operand::LiteralString(name)]) =
                (inst.class.opcode, inst.operands.as_slice())
            {
                names.insert(*target, name.as_str());
            }
        }
        let mut decorations: HashMap<Word, Vec<_>> = HashMap::new();
        for inst in &module.annotations {
            if let (Op::Decorate, [Operand::IdRef(target), Operand::Decoration(decoration), rest @ ..]) =
                (inst.class.opcode, inst.operands.as_slice())
            {
                let literal = match rest.first() {
                    Some(Operand::LiteralBit32(value)) => Some(*value),
                    _ => None,
                };
                decorations
                    .entry(*target)
                    .or_default()
                    .push((*decoration, literal));
            }
        }
        Reflector {
            module,
            definitions,
            names,
            decorations,
        }
    }

    fn interface(&self) -> Result<Interface, Error> {
        let entry_points = self
            .module
            .entry_points
            .iter()
            .map(|inst| self.entry_point(inst))
            .collect::<Result<_, _>>()?;
        let mut descriptors = Vec::new();
        for inst in &self.module.types_global_values {
            if inst.class.opcode != Op::Variable {
                continue;
            }
            let Some(id) = inst.result_id else { continue };
            let set = self.decoration(id, Decoration::DescriptorSet);
            let binding = self.decoration(id, Decoration::Binding);
            let (set, binding) = match (set, binding) {
                (None, None) => continue,
                (Some(set), Some(binding)) => (set, binding),
                _ => {
                    return Err(Error::Module(format!(
                        "variable {} has only one of DescriptorSet and Binding",
                        self.label(id)
                    )));
                }
            };
            let (kind, count) = self.descriptor_type(id, inst)?;
            descriptors.push(Descriptor {
                name: self.names.get(&id).map(|name| (*name).to_owned()),
                set,
                binding,
                kind,
                count,
            });
        }
        let version = self
            .module
            .header
            .as_ref()
            .map(|header| header.version())
            .ok_or_else(|| Error::Module("the binary has no header".into()))?;
        let capabilities = self
            .module
            .capabilities
            .iter()
            .filter_map(|inst| match inst.operands.as_slice() {
                [Operand::Capability(capability)] => Some(*capability),
                _ => None,
            })
            .collect();
        Ok(Interface {
            version,
            capabilities,
            entry_points,
            descriptors,
        })
    }

    fn entry_point(&self, inst: &Instruction) -> Result<EntryPoint, Error> {
        let (model, function, name) = match inst.operands.as_slice() {
            [
                Operand::ExecutionModel(model),
                Operand::IdRef(function),
                Operand::LiteralString(name),
                ..,
            ] => (*model, *function, name.clone()),
            _ => return Err(Error::Module("malformed OpEntryPoint".into())),
        };
        let local_size = self.module.execution_modes.iter().find_map(|mode| {
            match (mode.class.opcode, mode.operands.as_slice()) {
                (
                    Op::ExecutionMode,
                    [
                        Operand::IdRef(target),
                        Operand::ExecutionMode(ExecutionMode::LocalSize),
                        Operand::LiteralBit32(x),
                        Operand::LiteralBit32(y),
                        Operand::LiteralBit32(z),
                    ],
                ) if *target == function => Some([*x, *y, *z]),
                _ => None,
            }
        });
        Ok(EntryPoint {
            name,
            model,
            local_size,
        })
    }

    fn decoration(&self, id: Word, wanted: Decoration) -> Option<u32> {
        self.decorations.get(&id).and_then(|list| {
            list.iter()
                .find(|(decoration, _)| *decoration == wanted)
                .and_then(|(_, literal)| *literal)
        })
    }

    fn has_decoration(&self, id: Word, wanted: Decoration) -> bool {
        self.decorations
            .get(&id)
            .is_some_and(|list| list.iter().any(|(decoration, _)| *decoration == wanted))
    }

    /// `%id` followed by the `OpName`, if any, for messages.
    fn label(&self, id: Word) -> String {
        match self.names.get(&id) {
            Some(name) => format!("%{id} (\"{name}\")"),
            None => format!("%{id}"),
        }
    }

    fn definition(&self, id: Word) -> Result<&'m Instruction, Error> {
        self.definitions
            .get(&id)
            .copied()
            .ok_or_else(|| Error::Module(format!("%{id} is used but not defined")))
    }

    fn descriptor_type(
        &self,
        variable: Word,
        inst: &Instruction,
    ) -> Result<(DescriptorKind, DescriptorCount), Error> {
        let unsupported = |what: &str| {
            Error::Module(format!(
                "descriptor variable {} {what}",
                self.label(variable)
            ))
        };
        let pointer = self.definition(inst.result_type.ok_or_else(|| unsupported("has no type"))?)?;
        let (storage, pointee) = match (pointer.class.opcode, pointer.operands.as_slice()) {
            (Op::TypePointer, [Operand::StorageClass(storage), Operand::IdRef(pointee)]) => {
                (*storage, *pointee)
            }
            _ => return Err(unsupported("is not declared through an OpTypePointer")),
        };
        let (element, count) = self.strip_descriptor_array(pointee)?;
        let element_inst = self.definition(element)?;
        let kind = match storage {
            StorageClass::StorageBuffer => DescriptorKind::StorageBuffer,
            StorageClass::Uniform if self.has_decoration(element, Decoration::BufferBlock) => {
                DescriptorKind::StorageBuffer
            }
            StorageClass::Uniform if self.has_decoration(element, Decoration::Block) => {
                DescriptorKind::UniformBuffer
            }
            StorageClass::UniformConstant => match element_inst.class.opcode {
                Op::TypeSampler => DescriptorKind::Sampler,
                Op::TypeImage => self.image_kind(element_inst, &unsupported)?,
                Op::TypeSampledImage => match element_inst.operands.as_slice() {
                    [Operand::IdRef(image)] => {
                        match self.image_kind(self.definition(*image)?, &unsupported)? {
                            DescriptorKind::SampledImage(shape) => {
                                DescriptorKind::CombinedImageSampler(shape)
                            }
                            _ => return Err(unsupported("samples an image that is not sampled")),
                        }
                    }
                    _ => return Err(unsupported("has a malformed OpTypeSampledImage")),
                },
                _ => return Err(unsupported("is not an image, sampler or sampled image")),
            },
            StorageClass::Uniform => {
                return Err(unsupported("is in Uniform storage without Block or BufferBlock"));
            }
            other => {
                return Err(unsupported(&format!(
                    "has storage class {other:?}, which holds no descriptors"
                )));
            }
        };
        Ok((kind, count))
    }

    /// Looks through one level of `OpTypeArray` / `OpTypeRuntimeArray` of descriptors.
    fn strip_descriptor_array(&self, id: Word) -> Result<(Word, DescriptorCount), Error> {
        let inst = self.definition(id)?;
        match (inst.class.opcode, inst.operands.as_slice()) {
            (Op::TypeRuntimeArray, [Operand::IdRef(element)]) => {
                Ok((*element, DescriptorCount::Unbounded))
            }
            (Op::TypeArray, [Operand::IdRef(element), Operand::IdRef(length)]) => {
                let length = self.definition(*length)?;
                match (length.class.opcode, length.operands.as_slice()) {
                    (Op::Constant, [Operand::LiteralBit32(length)]) => {
                        Ok((*element, DescriptorCount::Array(*length)))
                    }
                    _ => Err(Error::Module(format!(
                        "the length of descriptor array %{id} is not a 32-bit constant"
                    ))),
                }
            }
            _ => Ok((id, DescriptorCount::One)),
        }
    }

    fn image_kind(
        &self,
        image: &Instruction,
        unsupported: &dyn Fn(&str) -> Error,
    ) -> Result<DescriptorKind, Error> {
        let (sampled_type, dim, arrayed, multisampled, sampled, format) =
            match image.operands.as_slice() {
                [
                    Operand::IdRef(sampled_type),
                    Operand::Dim(dim),
                    Operand::LiteralBit32(_depth),
                    Operand::LiteralBit32(arrayed),
                    Operand::LiteralBit32(multisampled),
                    Operand::LiteralBit32(sampled),
                    Operand::ImageFormat(format),
                    ..,
                ] => (
                    *sampled_type,
                    *dim,
                    *arrayed != 0,
                    *multisampled != 0,
                    *sampled,
                    *format,
                ),
                _ => return Err(unsupported("has a malformed OpTypeImage")),
            };
        let texel = self.numeric_class(sampled_type, unsupported)?;
        let shape = ImageShape {
            dim,
            arrayed,
            multisampled,
            texel,
        };
        match (dim, sampled) {
            (Dim::DimBuffer, 1) => Ok(DescriptorKind::UniformTexelBuffer { texel }),
            (Dim::DimBuffer, 2) => Ok(DescriptorKind::StorageTexelBuffer { texel, format }),
            (Dim::DimSubpassData, _) => Err(unsupported("is an input attachment")),
            (_, 1) => Ok(DescriptorKind::SampledImage(shape)),
            (_, 2) => Ok(DescriptorKind::StorageImage { shape, format }),
            _ => Err(unsupported(
                "is an image whose Sampled operand is neither 1 nor 2 (Vulkan needs one of them)",
            )),
        }
    }

    fn numeric_class(
        &self,
        id: Word,
        unsupported: &dyn Fn(&str) -> Error,
    ) -> Result<NumericClass, Error> {
        let inst = self.definition(id)?;
        match (inst.class.opcode, inst.operands.as_slice()) {
            (Op::TypeFloat, _) => Ok(NumericClass::Float),
            (Op::TypeInt, [_, Operand::LiteralBit32(0)]) => Ok(NumericClass::UnsignedInt),
            (Op::TypeInt, [_, Operand::LiteralBit32(_)]) => Ok(NumericClass::SignedInt),
            _ => Err(unsupported("is an image whose sampled type is not a scalar number")),
        }
    }
}
