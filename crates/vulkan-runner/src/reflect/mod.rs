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

mod binary;

use binary::Instruction;
use spirv::{
    Capability, Decoration, Dim, ExecutionMode, ExecutionModel, ImageFormat, Op, StorageClass, Word,
};

use crate::error::Error;
use crate::format::NumericClass;

/// What a module offers a pipeline: its entry points and descriptor variables.
#[derive(Clone, Debug, PartialEq)]
pub struct Interface {
    /// The SPIR-V version of the header, as (major, minor).
    pub version: (u8, u8),
    /// Every `OpCapability`.
    pub capabilities: Vec<Capability>,
    /// Every `OpExtension`.
    pub extensions: Vec<String>,
    pub entry_points: Vec<EntryPoint>,
    pub descriptors: Vec<Descriptor>,
    /// Bytes of the largest `PushConstant` block, when the module declares one.
    pub push_constant_bytes: Option<u32>,
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
    UniformTexelBuffer {
        texel: NumericClass,
    },
    StorageTexelBuffer {
        texel: NumericClass,
        format: ImageFormat,
    },
    SampledImage(ImageShape),
    StorageImage {
        shape: ImageShape,
        format: ImageFormat,
    },
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
    let (version, instructions) = binary::parse(words)?;
    Reflector::new(&instructions)?.interface(version)
}

/// Reads an enumerant operand.
fn enumerant<T>(
    inst: &Instruction<'_>,
    index: usize,
    what: &str,
    from: fn(u32) -> Option<T>,
) -> Result<T, Error> {
    let value = inst.word(index)?;
    from(value).ok_or_else(|| {
        Error::Module(format!(
            "unknown {what} {value} in the instruction at word {}",
            inst.offset
        ))
    })
}

fn is(inst: &Instruction<'_>, op: Op) -> bool {
    inst.opcode == op as u16
}

/// Indexes of the instructions reflection looks things up in.
struct Reflector<'m> {
    instructions: &'m [Instruction<'m>],
    /// Types, constants and variables by result id.
    definitions: HashMap<Word, Instruction<'m>>,
    names: HashMap<Word, String>,
    /// `OpDecorate` decorations by target, with their first literal.
    decorations: HashMap<Word, Vec<(Decoration, Option<u32>)>>,
    /// `Offset` of each member of each struct (`OpMemberDecorate`).
    offsets: HashMap<(Word, u32), u32>,
}

/// Where the result id is among the operands of the instructions reflection reads.
fn result_id(inst: &Instruction<'_>) -> Option<Word> {
    const FIRST: &[Op] = &[
        Op::TypeBool,
        Op::TypeInt,
        Op::TypeFloat,
        Op::TypeVector,
        Op::TypeMatrix,
        Op::TypeImage,
        Op::TypeSampler,
        Op::TypeSampledImage,
        Op::TypeArray,
        Op::TypeRuntimeArray,
        Op::TypeStruct,
        Op::TypePointer,
    ];
    const SECOND: &[Op] = &[Op::Constant, Op::Variable];
    if FIRST.iter().any(|op| is(inst, *op)) {
        inst.operands.first().copied()
    } else if SECOND.iter().any(|op| is(inst, *op)) {
        inst.operands.get(1).copied()
    } else {
        None
    }
}

impl<'m> Reflector<'m> {
    fn new(instructions: &'m [Instruction<'m>]) -> Result<Self, Error> {
        let mut reflector = Reflector {
            instructions,
            definitions: HashMap::new(),
            names: HashMap::new(),
            decorations: HashMap::new(),
            offsets: HashMap::new(),
        };
        for inst in instructions {
            if let Some(id) = result_id(inst) {
                reflector.definitions.insert(id, *inst);
            } else if is(inst, Op::Name) {
                let (name, _) = inst.string(1)?;
                reflector.names.insert(inst.word(0)?, name);
            } else if is(inst, Op::MemberDecorate)
                && inst.operands.get(2) == Some(&(Decoration::Offset as u32))
            {
                reflector
                    .offsets
                    .insert((inst.word(0)?, inst.word(1)?), inst.word(3)?);
            } else if is(inst, Op::Decorate) {
                let decoration = enumerant(inst, 1, "decoration", Decoration::from_u32)?;
                reflector
                    .decorations
                    .entry(inst.word(0)?)
                    .or_default()
                    .push((decoration, inst.operands.get(2).copied()));
            }
        }
        Ok(reflector)
    }

    fn interface(&self, version: (u8, u8)) -> Result<Interface, Error> {
        let mut capabilities = Vec::new();
        let mut extensions = Vec::new();
        let mut entry_points = Vec::new();
        let mut descriptors = Vec::new();
        let mut push_constant_bytes: Option<u32> = None;
        for inst in self.instructions {
            if is(inst, Op::Capability) {
                capabilities.push(enumerant(inst, 0, "capability", Capability::from_u32)?);
            } else if is(inst, Op::Extension) {
                extensions.push(inst.string(0)?.0);
            } else if is(inst, Op::Variable)
                && inst.operands.get(2) == Some(&(StorageClass::PushConstant as u32))
            {
                let pointer = self.definition(inst.word(0)?)?;
                let size = self.size_of(pointer.word(2)?, 0)?;
                push_constant_bytes = Some(push_constant_bytes.unwrap_or(0).max(size));
            } else if is(inst, Op::EntryPoint) {
                entry_points.push(self.entry_point(inst)?);
            } else if is(inst, Op::Variable)
                && let Some(descriptor) = self.descriptor(inst)?
            {
                descriptors.push(descriptor);
            }
        }
        Ok(Interface {
            version,
            capabilities,
            extensions,
            entry_points,
            descriptors,
            push_constant_bytes,
        })
    }

    fn entry_point(&self, inst: &Instruction<'_>) -> Result<EntryPoint, Error> {
        let model = enumerant(inst, 0, "execution model", ExecutionModel::from_u32)?;
        let function = inst.word(1)?;
        let (name, _) = inst.string(2)?;
        let local_size = self.instructions.iter().find_map(|mode| {
            let literal_size = is(mode, Op::ExecutionMode)
                && mode.operands.first() == Some(&function)
                && mode.operands.get(1) == Some(&(ExecutionMode::LocalSize as u32));
            match mode.operands {
                [_, _, x, y, z] if literal_size => Some([*x, *y, *z]),
                _ => None,
            }
        });
        Ok(EntryPoint {
            name,
            model,
            local_size,
        })
    }

    /// The variable as a descriptor, if it is decorated as one.
    fn descriptor(&self, inst: &Instruction<'_>) -> Result<Option<Descriptor>, Error> {
        let id = inst.word(1)?;
        let set = self.decoration(id, Decoration::DescriptorSet);
        let binding = self.decoration(id, Decoration::Binding);
        let (set, binding) = match (set, binding) {
            (None, None) => return Ok(None),
            (Some(set), Some(binding)) => (set, binding),
            _ => {
                return Err(Error::Module(format!(
                    "variable {} has only one of DescriptorSet and Binding",
                    self.label(id)
                )));
            }
        };
        let (kind, count) = self.descriptor_type(id, inst)?;
        Ok(Some(Descriptor {
            name: self.names.get(&id).cloned(),
            set,
            binding,
            kind,
            count,
        }))
    }

    /// Bytes a value of type `id` takes in an explicitly laid out block: members at
    /// their `Offset`s, arrays by `ArrayStride`, matrices by `MatrixStride`.
    fn size_of(&self, id: Word, depth: u32) -> Result<u32, Error> {
        if depth > 64 {
            return Err(Error::Module(format!("type %{id} nests too deeply")));
        }
        let inst = self.definition(id)?;
        let overflow = || Error::Module(format!("the size of type %{id} overflows"));
        if is(inst, Op::TypeInt) || is(inst, Op::TypeFloat) {
            Ok(inst.word(1)? / 8)
        } else if is(inst, Op::TypeBool) {
            Ok(4)
        } else if is(inst, Op::TypeVector) || is(inst, Op::TypeMatrix) {
            // Components of a vector, columns of a matrix.
            let part = self.size_of(inst.word(1)?, depth + 1)?;
            part.checked_mul(inst.word(2)?).ok_or_else(overflow)
        } else if is(inst, Op::TypeArray) {
            let length = self.definition(inst.word(2)?)?;
            let count = match length.operands {
                [_, _, value, ..] if is(length, Op::Constant) => *value,
                _ => return Err(Error::Module(format!("array %{id} has no constant length"))),
            };
            let stride = match self.decoration(id, Decoration::ArrayStride) {
                Some(stride) => stride,
                None => self.size_of(inst.word(1)?, depth + 1)?,
            };
            stride.checked_mul(count).ok_or_else(overflow)
        } else if is(inst, Op::TypeStruct) {
            let mut end = 0u32;
            for (member, &ty) in (0u32..).zip(&inst.operands[1..]) {
                let offset = self.offsets.get(&(id, member)).copied().unwrap_or(end);
                let size = self.size_of(ty, depth + 1)?;
                end = end.max(offset.checked_add(size).ok_or_else(overflow)?);
            }
            Ok(end)
        } else {
            Ok(0)
        }
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

    fn definition(&self, id: Word) -> Result<&Instruction<'m>, Error> {
        self.definitions.get(&id).ok_or_else(|| {
            Error::Module(format!(
                "%{id} is used as a type or constant but not defined as one"
            ))
        })
    }

    fn descriptor_type(
        &self,
        variable: Word,
        inst: &Instruction<'_>,
    ) -> Result<(DescriptorKind, DescriptorCount), Error> {
        let unsupported = |what: &str| {
            Error::Module(format!(
                "descriptor variable {} {what}",
                self.label(variable)
            ))
        };
        let pointer = self.definition(inst.word(0)?)?;
        if !is(pointer, Op::TypePointer) {
            return Err(unsupported("is not declared through an OpTypePointer"));
        }
        let storage = enumerant(pointer, 1, "storage class", StorageClass::from_u32)?;
        let (element, count) = self.strip_descriptor_array(pointer.word(2)?)?;
        let element_inst = self.definition(element)?;
        let kind = match storage {
            StorageClass::StorageBuffer => DescriptorKind::StorageBuffer,
            StorageClass::Uniform if self.has_decoration(element, Decoration::BufferBlock) => {
                DescriptorKind::StorageBuffer
            }
            StorageClass::Uniform if self.has_decoration(element, Decoration::Block) => {
                DescriptorKind::UniformBuffer
            }
            StorageClass::Uniform => {
                return Err(unsupported(
                    "is in Uniform storage without Block or BufferBlock",
                ));
            }
            StorageClass::UniformConstant if is(element_inst, Op::TypeSampler) => {
                DescriptorKind::Sampler
            }
            StorageClass::UniformConstant if is(element_inst, Op::TypeImage) => {
                self.image_kind(element_inst, &unsupported)?
            }
            StorageClass::UniformConstant if is(element_inst, Op::TypeSampledImage) => {
                let image = self.definition(element_inst.word(1)?)?;
                match self.image_kind(image, &unsupported)? {
                    DescriptorKind::SampledImage(shape) => {
                        DescriptorKind::CombinedImageSampler(shape)
                    }
                    _ => return Err(unsupported("samples an image that is not sampled")),
                }
            }
            StorageClass::UniformConstant => {
                return Err(unsupported("is not an image, sampler or sampled image"));
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
        if is(inst, Op::TypeRuntimeArray) {
            return Ok((inst.word(1)?, DescriptorCount::Unbounded));
        }
        if !is(inst, Op::TypeArray) {
            return Ok((id, DescriptorCount::One));
        }
        let length = self.definition(inst.word(2)?)?;
        match length.operands {
            [_, _, value] if is(length, Op::Constant) => {
                Ok((inst.word(1)?, DescriptorCount::Array(*value)))
            }
            _ => Err(Error::Module(format!(
                "the length of descriptor array %{id} is not a 32-bit constant"
            ))),
        }
    }

    fn image_kind(
        &self,
        image: &Instruction<'_>,
        unsupported: &dyn Fn(&str) -> Error,
    ) -> Result<DescriptorKind, Error> {
        if !is(image, Op::TypeImage) {
            return Err(unsupported(
                "refers to an image type that is not an OpTypeImage",
            ));
        }
        let texel = self.numeric_class(image.word(1)?, unsupported)?;
        let dim = enumerant(image, 2, "dimension", Dim::from_u32)?;
        let shape = ImageShape {
            dim,
            arrayed: image.word(4)? != 0,
            multisampled: image.word(5)? != 0,
            texel,
        };
        let sampled = image.word(6)?;
        let format = enumerant(image, 7, "image format", ImageFormat::from_u32)?;
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
        if is(inst, Op::TypeFloat) {
            Ok(NumericClass::Float)
        } else if is(inst, Op::TypeInt) && inst.word(2)? == 0 {
            Ok(NumericClass::UnsignedInt)
        } else if is(inst, Op::TypeInt) {
            Ok(NumericClass::SignedInt)
        } else {
            Err(unsupported(
                "is an image whose sampled type is not a scalar number",
            ))
        }
    }
}

#[cfg(test)]
mod tests;
