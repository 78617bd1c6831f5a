//! The bridge between the IR and [`crate::availability`]: how each op is
//! encoded in a binary ([`encoding_of`], [`opcode_of`]), what an op needs by
//! itself ([`op_requirements`]: its instruction and its enum attributes) and
//! what a value type needs ([`type_requirements`]).
//!
//! Mirrors MLIR's `QueryMinVersionInterface` / `QueryMaxVersionInterface` /
//! `QueryExtensionInterface` / `QueryCapabilityInterface` implementations
//! generated for each op (the instruction's grammar availability, then each
//! enum attribute's, in declaration order; `Shader` for the `GLSL.std.450`
//! ops), and the type visitors of `SPIRVTypes.cpp` as MLIR 22 has them:
//!
//! - a scalar needs what [`scalar_type_requirements`] says for the storage
//!   class it is used in;
//! - vectors, arrays, runtime arrays, matrices, structs and sampled images
//!   need what their elements need; a vector of 8 or 16 elements also needs
//!   `Vector16`, a runtime array `Shader`, a matrix `Matrix`;
//! - a pointer needs its pointee (in its storage class), then the storage
//!   class's extensions and capabilities;
//! - an image needs its `Dim`'s and `ImageFormat`'s capabilities (from the
//!   grammar), then its sampled type's.

use std::collections::HashMap;
use std::sync::LazyLock;

use shader_mlir::ir::{FloatKind, Ir, OpId, Type, TypeKind};
use shader_mlir::Context;
use spirv::{Capability, Op, StorageClass};

use crate::attributes::{EnumAttr, EnumKind};
use crate::availability::{
    Availability, ExtensionRequirement, GrammarBitEnum, GrammarEnum, InvalidScalarType, Requirements, ScalarKind,
    UnknownEnumerant, op_availability, scalar_type_requirements,
};
use crate::ops::family::{Encoding, FamilyOp};
use crate::ops::{arithmetic, atomic, bitwise, cast, gl, image, relational};
use crate::support::type_str;
use crate::types::{ImageType, SpirvType};

/// The ops outside the table-driven families that are one instruction each.
/// Ops absent here and from the families (`spirv.module`,
/// `spirv.mlir.addressof`, `spirv.mlir.selection`, ...) have no instruction
/// of their own.
const INSTRUCTIONS: &[(&str, Encoding)] = &[
    ("spirv.AccessChain", Encoding::Core(Op::AccessChain)),
    ("spirv.Branch", Encoding::Core(Op::Branch)),
    ("spirv.BranchConditional", Encoding::Core(Op::BranchConditional)),
    ("spirv.CompositeConstruct", Encoding::Core(Op::CompositeConstruct)),
    ("spirv.CompositeExtract", Encoding::Core(Op::CompositeExtract)),
    ("spirv.CompositeInsert", Encoding::Core(Op::CompositeInsert)),
    ("spirv.Constant", Encoding::Core(Op::Constant)),
    ("spirv.ControlBarrier", Encoding::Core(Op::ControlBarrier)),
    ("spirv.EntryPoint", Encoding::Core(Op::EntryPoint)),
    ("spirv.ExecutionMode", Encoding::Core(Op::ExecutionMode)),
    ("spirv.FunctionCall", Encoding::Core(Op::FunctionCall)),
    ("spirv.GlobalVariable", Encoding::Core(Op::Variable)),
    ("spirv.Load", Encoding::Core(Op::Load)),
    ("spirv.MemoryBarrier", Encoding::Core(Op::MemoryBarrier)),
    ("spirv.Return", Encoding::Core(Op::Return)),
    ("spirv.ReturnValue", Encoding::Core(Op::ReturnValue)),
    ("spirv.Select", Encoding::Core(Op::Select)),
    ("spirv.SpecConstant", Encoding::Core(Op::SpecConstant)),
    ("spirv.Store", Encoding::Core(Op::Store)),
    ("spirv.Undef", Encoding::Core(Op::Undef)),
    ("spirv.Unreachable", Encoding::Core(Op::Unreachable)),
    ("spirv.Variable", Encoding::Core(Op::Variable)),
    ("spirv.VectorShuffle", Encoding::Core(Op::VectorShuffle)),
    ("spirv.func", Encoding::Core(Op::Function)),
];

/// Every table-driven family.
const FAMILIES: &[&[FamilyOp]] =
    &[arithmetic::ROWS, atomic::ROWS, bitwise::ROWS, cast::ROWS, gl::ROWS, image::ROWS, relational::ROWS];

struct OpInfo {
    encoding: Encoding,
    /// The family row, for the enum attributes in declaration order.
    row: Option<&'static FamilyOp>,
}

static OPS: LazyLock<HashMap<&'static str, OpInfo>> = LazyLock::new(|| {
    let mut ops = HashMap::new();
    for &(name, encoding) in INSTRUCTIONS {
        ops.insert(name, OpInfo { encoding, row: None });
    }
    for row in FAMILIES.iter().flat_map(|f| f.iter()) {
        ops.insert(row.name, OpInfo { encoding: row.encoding, row: Some(row) });
    }
    ops
});

/// How the op named `name` is encoded in a SPIR-V binary, if it is one
/// instruction.
pub fn encoding_of(name: &str) -> Option<Encoding> {
    OPS.get(name).map(|info| info.encoding)
}

/// The opcode of the op named `name` (`OpExtInst` for the `GLSL.std.450`
/// ops), if it is one instruction.
pub fn opcode_of(name: &str) -> Option<Op> {
    encoding_of(name).map(Encoding::opcode)
}

/// Why a requirement could not be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AvailabilityError {
    /// An enum value the grammar has no data for.
    #[error(transparent)]
    UnknownEnumerant(#[from] UnknownEnumerant),
    /// A scalar type SPIR-V has no form for.
    #[error(transparent)]
    InvalidScalar(#[from] InvalidScalarType),
    /// A type that is not a SPIR-V type (e.g. `index`).
    #[error("'{0}' is not a SPIR-V type")]
    NotSpirvType(String),
}

/// What an op needs by itself: its instruction's availability (`Shader` for
/// the `GLSL.std.450` ops), then that of its inherent enum attributes.
pub fn op_requirements(ir: &Ir, op: OpId) -> Result<Requirements, AvailabilityError> {
    let name = ir.op_name_str(op);
    let info = OPS.get(name);
    let mut requirements = match info.map(|i| i.encoding) {
        Some(Encoding::Core(opcode)) => Requirements::of(op_availability(opcode)),
        Some(Encoding::GlslStd450(_)) => {
            Requirements::of(Availability { capabilities: gl::CAPABILITIES, ..Availability::ALWAYS })
        }
        None => Requirements::new(),
    };
    let ctx = ir.ctx();
    let mut add = |attr_name: &str| -> Result<(), AvailabilityError> {
        if let Some(attr) = ir.attr_or_prop(op, attr_name).and_then(|a| EnumAttr::of(ctx, a)) {
            requirements.add_all(&enum_requirements(attr)?);
        }
        Ok(())
    };
    match info.and_then(|i| i.row) {
        Some(row) => {
            for slot in row.signature.attrs {
                add(slot.name)?;
            }
        }
        None => {
            for &property in ir.op_def(op).map_or(&[][..], |d| d.properties) {
                add(property)?;
            }
        }
    }
    Ok(requirements)
}

/// What using an enum value needs (nothing for the image parameters MLIR
/// names itself).
pub fn enum_requirements(attr: EnumAttr) -> Result<Requirements, UnknownEnumerant> {
    fn value<E: GrammarEnum>(raw: u32, from: fn(u32) -> Option<E>) -> Result<Requirements, UnknownEnumerant> {
        match from(raw) {
            Some(v) => v.requirements(),
            None => Err(UnknownEnumerant { kind: E::KIND, value: raw }),
        }
    }
    fn bits<B: GrammarBitEnum>(raw: u32) -> Result<Requirements, UnknownEnumerant> {
        B::from_bits_of(raw).requirements()
    }
    let raw = attr.value;
    match attr.kind {
        EnumKind::AddressingModel => value(raw, spirv::AddressingModel::from_u32),
        EnumKind::BuiltIn => value(raw, spirv::BuiltIn::from_u32),
        EnumKind::Capability => value(raw, spirv::Capability::from_u32),
        EnumKind::Decoration => value(raw, spirv::Decoration::from_u32),
        EnumKind::Dim => value(raw, spirv::Dim::from_u32),
        EnumKind::ExecutionMode => value(raw, spirv::ExecutionMode::from_u32),
        EnumKind::ExecutionModel => value(raw, spirv::ExecutionModel::from_u32),
        EnumKind::ImageFormat => value(raw, spirv::ImageFormat::from_u32),
        EnumKind::LinkageType => value(raw, spirv::LinkageType::from_u32),
        EnumKind::MemoryModel => value(raw, spirv::MemoryModel::from_u32),
        EnumKind::Scope => value(raw, spirv::Scope::from_u32),
        EnumKind::StorageClass => value(raw, spirv::StorageClass::from_u32),
        EnumKind::FunctionControl => bits::<spirv::FunctionControl>(raw),
        EnumKind::ImageOperands => bits::<spirv::ImageOperands>(raw),
        EnumKind::LoopControl => bits::<spirv::LoopControl>(raw),
        EnumKind::MemoryAccess => bits::<spirv::MemoryAccess>(raw),
        EnumKind::MemorySemantics => bits::<spirv::MemorySemantics>(raw),
        EnumKind::SelectionControl => bits::<spirv::SelectionControl>(raw),
        EnumKind::ImageArrayedInfo
        | EnumKind::ImageDepthInfo
        | EnumKind::ImageSamplerUseInfo
        | EnumKind::ImageSamplingInfo => Ok(Requirements::new()),
    }
}

/// What a value of type `ty` needs, used outside any storage class: its
/// extension alternatives, then its capability alternatives, in MLIR's order.
pub fn type_requirements(ctx: &Context, ty: Type) -> Result<Requirements, AvailabilityError> {
    let mut walk = TypeWalk { ctx, requirements: Requirements::new(), seen: Vec::new() };
    walk.extensions(ty, None)?;
    walk.seen.clear();
    walk.capabilities(ty, None)?;
    Ok(walk.requirements)
}

/// The two visits of a type (extensions first, then capabilities), each
/// skipping a `(type, storage class)` pair seen before as MLIR's visitors do.
struct TypeWalk<'c> {
    ctx: &'c Context,
    requirements: Requirements,
    seen: Vec<(Type, Option<StorageClass>)>,
}

/// The element kind and width of a scalar type.
fn scalar(ctx: &Context, ty: Type) -> Option<(ScalarKind, u32)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some((ScalarKind::Int, *width)),
        TypeKind::Float(FloatKind::BF16) => Some((ScalarKind::BFloat, 16)),
        TypeKind::Float(FloatKind::F16) => Some((ScalarKind::Float, 16)),
        TypeKind::Float(FloatKind::F32) => Some((ScalarKind::Float, 32)),
        TypeKind::Float(FloatKind::F64) => Some((ScalarKind::Float, 64)),
        _ => None,
    }
}

/// What a type is made of, for the walk.
enum Shape {
    Scalar(ScalarKind, u32),
    Vector { element: Type, elements: i64 },
    Array(Type),
    RuntimeArray(Type),
    Matrix(Type),
    Pointer(Type, StorageClass),
    Struct(Vec<Type>),
    SampledImage(Type),
    Image(ImageType),
    Sampler,
}

impl TypeWalk<'_> {
    fn first_visit(&mut self, ty: Type, storage: Option<StorageClass>) -> bool {
        if self.seen.contains(&(ty, storage)) {
            return false;
        }
        self.seen.push((ty, storage));
        true
    }

    fn shape(&self, ty: Type) -> Result<Shape, AvailabilityError> {
        let ctx = self.ctx;
        if let Some((kind, bits)) = scalar(ctx, ty) {
            return Ok(Shape::Scalar(kind, bits));
        }
        if let TypeKind::Vector { element, shape, .. } = ctx.type_kind(ty) {
            return Ok(Shape::Vector { element: *element, elements: shape.iter().product() });
        }
        Ok(match SpirvType::of(ctx, ty) {
            Some(SpirvType::Array(a)) => Shape::Array(a.element),
            Some(SpirvType::RuntimeArray(a)) => Shape::RuntimeArray(a.element),
            Some(SpirvType::Matrix(m)) => Shape::Matrix(m.column),
            Some(SpirvType::Pointer(p)) => Shape::Pointer(p.pointee, p.storage_class),
            Some(SpirvType::Struct(s)) => Shape::Struct(s.members.to_vec()),
            Some(SpirvType::SampledImage(s)) => Shape::SampledImage(s.image),
            Some(SpirvType::Image(i)) => Shape::Image(*i),
            Some(SpirvType::Sampler) => Shape::Sampler,
            None => return Err(AvailabilityError::NotSpirvType(type_str(ctx, ty))),
        })
    }

    fn extensions(&mut self, ty: Type, storage: Option<StorageClass>) -> Result<(), AvailabilityError> {
        if !self.first_visit(ty, storage) {
            return Ok(());
        }
        match self.shape(ty)? {
            Shape::Scalar(kind, bits) => {
                let scalar = scalar_type_requirements(kind, bits, storage)?;
                self.requirements.extensions.extend(scalar.extensions);
            }
            Shape::Vector { element, .. }
            | Shape::Array(element)
            | Shape::RuntimeArray(element)
            | Shape::Matrix(element)
            | Shape::SampledImage(element) => self.extensions(element, storage)?,
            Shape::Image(image) => self.extensions(image.element, storage)?,
            Shape::Struct(members) => {
                for member in members {
                    self.extensions(member, storage)?;
                }
            }
            Shape::Pointer(pointee, storage_class) => {
                self.extensions(pointee, Some(storage_class))?;
                let availability = storage_class_availability(storage_class)?;
                if !availability.extensions.is_empty() {
                    self.requirements.extensions.push(ExtensionRequirement {
                        any_of: availability.extensions,
                        core_since: availability.core_since,
                    });
                }
            }
            Shape::Sampler => {}
        }
        Ok(())
    }

    fn capabilities(&mut self, ty: Type, storage: Option<StorageClass>) -> Result<(), AvailabilityError> {
        if !self.first_visit(ty, storage) {
            return Ok(());
        }
        match self.shape(ty)? {
            Shape::Scalar(kind, bits) => {
                let scalar = scalar_type_requirements(kind, bits, storage)?;
                self.requirements.capabilities.extend(scalar.capabilities);
            }
            Shape::Vector { element, elements } => {
                self.capabilities(element, storage)?;
                if matches!(elements, 8 | 16) {
                    self.push(&[Capability::Vector16]);
                }
            }
            Shape::Array(element) | Shape::SampledImage(element) => self.capabilities(element, storage)?,
            Shape::RuntimeArray(element) => {
                self.capabilities(element, storage)?;
                self.push(&[Capability::Shader]);
            }
            Shape::Matrix(column) => {
                self.capabilities(column, storage)?;
                self.push(&[Capability::Matrix]);
            }
            Shape::Struct(members) => {
                for member in members {
                    self.capabilities(member, storage)?;
                }
            }
            Shape::Pointer(pointee, storage_class) => {
                self.capabilities(pointee, Some(storage_class))?;
                let availability = storage_class_availability(storage_class)?;
                self.push(availability.capabilities);
            }
            Shape::Image(image) => {
                self.push(enum_availability(image.dim)?.capabilities);
                self.push(enum_availability(image.format)?.capabilities);
                self.capabilities(image.element, storage)?;
            }
            Shape::Sampler => {}
        }
        Ok(())
    }

    fn push(&mut self, any_of: &'static [Capability]) {
        if !any_of.is_empty() {
            self.requirements.capabilities.push(any_of);
        }
    }
}

fn enum_availability<E: GrammarEnum>(value: E) -> Result<Availability, UnknownEnumerant> {
    value.availability().ok_or(UnknownEnumerant { kind: E::KIND, value: value.enumerant().value })
}

fn storage_class_availability(storage_class: StorageClass) -> Result<Availability, UnknownEnumerant> {
    enum_availability(storage_class)
}

#[cfg(test)]
mod tests;
