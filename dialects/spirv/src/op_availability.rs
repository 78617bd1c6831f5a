//! The bridge between the IR and [`crate::availability`]: what an op needs
//! by itself ([`op_requirements`]: its instruction and its enum properties)
//! and what a value type needs ([`type_requirements`]).
//!
//! Mirrors MLIR's `QueryMinVersionInterface` / `QueryMaxVersionInterface` /
//! `QueryExtensionInterface` / `QueryCapabilityInterface` implementations
//! generated for each op (the instruction's grammar availability, by the
//! encoding its declaration names, then each enum attribute's, in
//! declaration order; `Shader` for the `GLSL.std.450` ops), and the type
//! visitors of `SPIRVTypes.cpp` as MLIR 22 has them:
//!
//! - a scalar needs what [`scalar_type_requirements`] says for the storage
//!   class it is used in;
//! - vectors, arrays, runtime arrays, matrices, structs and sampled images
//!   need what their elements need; a vector of 8 or 16 elements also needs
//!   `Vector16`, a runtime array `Shader`, a matrix `Matrix`;
//! - a pointer needs its pointee (in its storage class), then the storage
//!   class's extensions and capabilities;
//! - an image needs its `Dim`'s capabilities (as MLIR 22's tables list them,
//!   see `dim_capabilities`), its `ImageFormat`'s (from the grammar), then
//!   its sampled type's.

use std::collections::HashSet;

use shader_mlir::Context;
use shader_mlir::ir::{FloatKind, Ir, OpId, Type, TypeKind};
use spirv::{Capability, StorageClass};

use crate::attributes::{EnumAttr, EnumKind};
use crate::availability::{
    Availability, Extension, ExtensionRequirement, GrammarBitEnum, GrammarEnum, InvalidScalarType,
    Requirements, ScalarKind, UnknownEnumerant, scalar_type_requirements,
};
use crate::ops::encoding::{Encoding, OpEncoding};
use crate::support::type_str;
use crate::types::SpirvType;

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
/// the `GLSL.std.450` ops), then that of its enum properties, in
/// declaration order.
pub fn op_requirements(ir: &Ir, op: OpId) -> Result<Requirements, AvailabilityError> {
    let Some(def) = ir.op_def(op) else {
        return Ok(Requirements::new());
    };
    let declared = OpEncoding::of(def);
    if let Some(requirements) = declared.and_then(|e| e.requirements) {
        return Ok(requirements(ir, op));
    }
    let mut requirements = declared
        .and_then(|e| e.availability)
        .or_else(|| Encoding::of(def).availability())
        .map_or_else(Requirements::new, Requirements::of);
    let ctx = ir.ctx();
    for property in def.spec.map_or(&[][..], |spec| spec.properties) {
        if let Some(attr) = ir
            .attr_or_prop(op, property.name)
            .and_then(|a| EnumAttr::of(ctx, a))
        {
            requirements.add_all(&enum_requirements(attr)?);
        }
    }
    // SPIR-V 1.4 added a second memory operand for the source of
    // `OpCopyMemory` (the grammar records no version per operand).
    if crate::ops::copy_memory::CopyMemoryOp::isa(ir, op)
        && ir.attr_or_prop(op, "source_memory_access").is_some()
    {
        requirements.min_version = requirements
            .min_version
            .max(crate::availability::Version::V1_4);
    }
    // A `Lod` on an image read or write needs AMD's extension.
    let reads_or_writes =
        crate::ops::image::ImageReadOp::isa(ir, op) || crate::ops::image::ImageWriteOp::isa(ir, op);
    if reads_or_writes
        && ir
            .attr_or_prop(op, "image_operands")
            .and_then(|a| EnumAttr::of(ctx, a))
            .is_some_and(|e| e.value & spirv::ImageOperands::LOD.bits() != 0)
    {
        requirements
            .capabilities
            .push(&[Capability::ImageReadWriteLodAMD]);
    }
    // A 16-bit exponent of `Frexp`, `FrexpStruct` or `Ldexp` needs AMD's
    // extension (the validator's rule).
    if has_16_bit_exponent(ir, op) {
        requirements.extensions.push(ExtensionRequirement {
            any_of: &[Extension::SPV_AMD_gpu_shader_int16],
            core_since: None,
        });
    }
    Ok(requirements)
}

/// Whether `op` is `GL.Frexp`, `GL.FrexpStruct` or `GL.Ldexp` with a 16-bit
/// integer exponent.
fn has_16_bit_exponent(ir: &Ir, op: OpId) -> bool {
    use crate::ops::beyond::gl::GLFrexpOp;
    use crate::ops::gl::{GLFrexpStructOp, GLLdexpOp};
    let ctx = ir.ctx();
    let exponent = if GLFrexpStructOp::isa(ir, op) {
        match SpirvType::of(ctx, ir.value_type(ir.result(op, 0))) {
            Some(SpirvType::Struct(s)) if s.members.len() == 2 => s.members[1],
            _ => return false,
        }
    } else if GLLdexpOp::isa(ir, op) {
        ir.value_type(ir.operand(op, 1))
    } else if GLFrexpOp::isa(ir, op) {
        match SpirvType::of(ctx, ir.value_type(ir.operand(op, 1))) {
            Some(SpirvType::Pointer(p)) => p.pointee,
            _ => return false,
        }
    } else {
        return false;
    };
    let scalar = match ctx.type_kind(exponent) {
        TypeKind::Vector { element, .. } => *element,
        _ => exponent,
    };
    matches!(ctx.type_kind(scalar), TypeKind::Integer { width: 16, .. })
}

/// What using an enum value needs (nothing for the image parameters and the
/// cooperative matrix enums MLIR names itself).
pub fn enum_requirements(attr: EnumAttr) -> Result<Requirements, UnknownEnumerant> {
    fn value<E: GrammarEnum>(
        raw: u32,
        from: fn(u32) -> Option<E>,
    ) -> Result<Requirements, UnknownEnumerant> {
        match from(raw) {
            Some(v) => v.requirements(),
            None => Err(UnknownEnumerant {
                kind: E::KIND,
                value: raw,
            }),
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
        EnumKind::FPRoundingMode => value(raw, spirv::FPRoundingMode::from_u32),
        EnumKind::GroupOperation => value(raw, spirv::GroupOperation::from_u32),
        EnumKind::PackedVectorFormat => value(raw, spirv::PackedVectorFormat::from_u32),
        EnumKind::ImageFormat => value(raw, spirv::ImageFormat::from_u32),
        EnumKind::LinkageType => value(raw, spirv::LinkageType::from_u32),
        EnumKind::MemoryModel => value(raw, spirv::MemoryModel::from_u32),
        EnumKind::Scope => value(raw, spirv::Scope::from_u32),
        EnumKind::StorageClass => value(raw, spirv::StorageClass::from_u32),
        EnumKind::FPFastMathMode => bits::<spirv::FPFastMathMode>(raw),
        EnumKind::FunctionControl => bits::<spirv::FunctionControl>(raw),
        EnumKind::ImageOperands => bits::<spirv::ImageOperands>(raw),
        EnumKind::LoopControl => bits::<spirv::LoopControl>(raw),
        EnumKind::MemoryAccess => bits::<spirv::MemoryAccess>(raw),
        EnumKind::MemorySemantics => bits::<spirv::MemorySemantics>(raw),
        EnumKind::SelectionControl => bits::<spirv::SelectionControl>(raw),
        EnumKind::CooperativeMatrixLayoutKHR
        | EnumKind::CooperativeMatrixOperandsKHR
        | EnumKind::CooperativeMatrixUseKHR
        | EnumKind::ImageArrayedInfo
        | EnumKind::ImageDepthInfo
        | EnumKind::ImageSamplerUseInfo
        | EnumKind::ImageSamplingInfo => Ok(Requirements::new()),
    }
}

/// What a value of type `ty` needs, used outside any storage class: its
/// extension alternatives, then its capability alternatives, in MLIR's order.
pub fn type_requirements(ctx: &Context, ty: Type) -> Result<Requirements, AvailabilityError> {
    let mut requirements = Requirements::new();
    for pass in [Pass::Extensions, Pass::Capabilities] {
        TypeWalk {
            ctx,
            pass,
            requirements: &mut requirements,
        }
        .run(ty)?;
    }
    Ok(requirements)
}

/// Which of MLIR's two type visitors a walk mirrors.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Extensions,
    Capabilities,
}

/// One step of a walk: visit a type (in a storage class), or record an
/// alternative list once the types visited before it are done.
enum Task {
    Visit(Type, Option<StorageClass>),
    Extension(ExtensionRequirement),
    Capability(&'static [Capability]),
}

impl Task {
    /// What `availability` asks in this pass: its capabilities, or its
    /// extensions when it has any.
    fn requirement_of(capabilities: bool, availability: &Availability) -> Option<Task> {
        if capabilities {
            Some(Task::Capability(availability.capabilities))
        } else if availability.extensions.is_empty() {
            None
        } else {
            Some(Task::Extension(ExtensionRequirement {
                any_of: availability.extensions,
                core_since: availability.core_since,
            }))
        }
    }

    /// For an extension-only type: its capabilities in the capability pass,
    /// its extensions (which no version's core has) in the other.
    fn extension_or_capability(
        capabilities: bool,
        extensions: &'static [crate::availability::Extension],
        any_capability: &'static [Capability],
    ) -> Task {
        if capabilities {
            Task::Capability(any_capability)
        } else {
            Task::Extension(ExtensionRequirement {
                any_of: extensions,
                core_since: None,
            })
        }
    }
}

/// The extension and the capability an extension-only type needs.
type Gate = (&'static [Extension], &'static [Capability]);

const TENSORS: Gate = (&[Extension::SPV_ARM_tensors], &[Capability::TensorsARM]);
const COOPERATIVE_MATRIX: Gate = (
    &[Extension::SPV_KHR_cooperative_matrix],
    &[Capability::CooperativeMatrixKHR],
);

/// An extension-only type of `element`s: the element first (popped last),
/// then the extension or capability.
fn gated_element(
    capabilities: bool,
    (extensions, any_capability): Gate,
    element: Type,
    storage: Option<StorageClass>,
) -> [Task; 2] {
    [
        Task::extension_or_capability(capabilities, extensions, any_capability),
        Task::Visit(element, storage),
    ]
}

/// A depth-first walk of a type in MLIR's visiting order, with an explicit
/// stack; a `(type, storage class)` pair seen before is skipped, as MLIR's
/// visitors do.
struct TypeWalk<'c, 'r> {
    ctx: &'c Context,
    pass: Pass,
    requirements: &'r mut Requirements,
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

impl TypeWalk<'_, '_> {
    fn run(&mut self, ty: Type) -> Result<(), AvailabilityError> {
        let mut seen = HashSet::new();
        let mut stack = vec![Task::Visit(ty, None)];
        while let Some(task) = stack.pop() {
            match task {
                Task::Visit(ty, storage) => {
                    if seen.insert((ty, storage)) {
                        self.visit(ty, storage, &mut stack)?;
                    }
                }
                Task::Extension(any_of) => self.requirements.extensions.push(any_of),
                Task::Capability(any_of) => {
                    if !any_of.is_empty() {
                        self.requirements.capabilities.push(any_of);
                    }
                }
            }
        }
        Ok(())
    }

    /// Records what `ty` needs by itself and schedules its parts; tasks run in
    /// the reverse of the order they are pushed.
    fn visit(
        &mut self,
        ty: Type,
        storage: Option<StorageClass>,
        stack: &mut Vec<Task>,
    ) -> Result<(), AvailabilityError> {
        let ctx = self.ctx;
        let capabilities = self.pass == Pass::Capabilities;
        if let Some((kind, bits)) = scalar(ctx, ty) {
            let scalar = scalar_type_requirements(kind, bits, storage)?;
            if capabilities {
                self.requirements.capabilities.extend(scalar.capabilities);
            } else {
                self.requirements.extensions.extend(scalar.extensions);
            }
            return Ok(());
        }
        if let TypeKind::Vector { element, shape, .. } = ctx.type_kind(ty) {
            if capabilities && matches!(shape.iter().product::<i64>(), 8 | 16) {
                stack.push(Task::Capability(&[Capability::Vector16]));
            }
            stack.push(Task::Visit(*element, storage));
            return Ok(());
        }
        match SpirvType::of(ctx, ty) {
            Some(SpirvType::Array(a)) => stack.push(Task::Visit(a.element, storage)),
            Some(SpirvType::RuntimeArray(a)) => {
                if capabilities {
                    stack.push(Task::Capability(&[Capability::Shader]));
                }
                stack.push(Task::Visit(a.element, storage));
            }
            Some(SpirvType::Matrix(m)) => {
                if capabilities {
                    stack.push(Task::Capability(&[Capability::Matrix]));
                }
                stack.push(Task::Visit(m.column, storage));
            }
            Some(SpirvType::Struct(s)) => {
                stack.extend(s.members.iter().rev().map(|&m| Task::Visit(m, storage)));
            }
            Some(SpirvType::SampledImage(s)) => stack.push(Task::Visit(s.image, storage)),
            Some(SpirvType::Pointer(p)) => {
                let availability = enum_availability(p.storage_class)?;
                stack.extend(Task::requirement_of(capabilities, &availability));
                stack.push(Task::Visit(p.pointee, Some(p.storage_class)));
            }
            Some(SpirvType::Image(image)) => {
                stack.push(Task::Visit(image.element, storage));
                if capabilities {
                    stack.push(Task::Capability(
                        enum_availability(image.format)?.capabilities,
                    ));
                    stack.push(Task::Capability(dim_capabilities(image.dim)?));
                }
            }
            Some(SpirvType::Sampler) => {}
            // The element first, then the extension or capability.
            Some(SpirvType::TensorArm(t)) => {
                stack.extend(gated_element(capabilities, TENSORS, t.element, storage));
            }
            Some(SpirvType::CooperativeMatrix(m)) => {
                stack.extend(gated_element(
                    capabilities,
                    COOPERATIVE_MATRIX,
                    m.element,
                    storage,
                ));
            }
            // What the type instruction needs, from the grammar.
            Some(SpirvType::RayQuery | SpirvType::AccelerationStructure) => {
                let opcode = if matches!(SpirvType::of(ctx, ty), Some(SpirvType::RayQuery)) {
                    spirv::Op::TypeRayQueryKHR
                } else {
                    spirv::Op::TypeAccelerationStructureKHR
                };
                let availability = crate::availability::op_availability(opcode);
                stack.extend(Task::requirement_of(capabilities, &availability));
            }
            None => return Err(AvailabilityError::NotSpirvType(type_str(ctx, ty))),
        }
        Ok(())
    }
}

fn enum_availability<E: GrammarEnum>(value: E) -> Result<Availability, UnknownEnumerant> {
    value.availability().ok_or(UnknownEnumerant {
        kind: E::KIND,
        value: value.enumerant().value,
    })
}

/// The capabilities an image's `Dim` needs, as MLIR 22 has them: its
/// `SPIRVBase.td` was generated from a grammar revision that listed, for each
/// dimensionality, every capability of an image of that kind (`1D`:
/// `Image1D` or `Sampled1D`, `2D`: `ImageMSArray`, `Kernel` or `Shader`,
/// ...), which the current grammar moved to `OpTypeImage`'s rules. Sorted by
/// spelling, as MLIR sorts alternatives.
fn dim_capabilities(dim: spirv::Dim) -> Result<&'static [Capability], UnknownEnumerant> {
    use spirv::Dim;
    Ok(match dim {
        Dim::Dim1D => &[Capability::Image1D, Capability::Sampled1D],
        Dim::Dim2D => &[
            Capability::ImageMSArray,
            Capability::Kernel,
            Capability::Shader,
        ],
        Dim::Dim3D => &[],
        Dim::DimCube => &[Capability::ImageCubeArray, Capability::Shader],
        Dim::DimRect => &[Capability::ImageRect, Capability::SampledRect],
        Dim::DimBuffer => &[Capability::ImageBuffer, Capability::SampledBuffer],
        Dim::DimSubpassData => &[Capability::InputAttachment],
        other => enum_availability(other)?.capabilities,
    })
}

#[cfg(test)]
mod tests;
