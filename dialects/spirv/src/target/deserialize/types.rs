//! `OpType*` instructions, with the decorations that belong to a type folded
//! into it: `ArrayStride`, member `Offset`s and other member decorations,
//! struct decorations (`Block`, `BufferBlock`, ...), and an `OpName` making a
//! struct an identified one.
//!
//! Mirrors MLIR's `Deserializer::processType`: `OpTypeInt N 1` is `siN` and
//! `OpTypeInt N 0` is `iN`, so serialize -> deserialize -> serialize is a
//! fixed point.
//!
//! `OpTypeForwardPointer` declares a pointer used before its `OpTypePointer`
//! (buffer references: a struct with a member pointing to itself). A use
//! before the definition is the pointer type itself, its pointee read ahead
//! in the binary ([`ForwardPointers`]); a struct pointee not defined yet is
//! an identified struct whose body is set when its `OpTypeStruct` comes (as
//! MLIR's `deferredStructTypesInfos`), named by its `OpName` or
//! `struct_<id>`.

use rustc_hash::{FxHashMap, FxHashSet};
use shader_mlir::ir::{FloatKind, Signedness, Type};
use spirv::{Decoration, Dim, ImageFormat, Op, StorageClass};

use super::reader::{DResult, Inst, Instructions, error};
use super::{DecorationValue, Def, Deserializer};
use crate::types::{
    ArrayType, CooperativeMatrixType, CooperativeMatrixUseKHR, ImageArrayedInfo, ImageDepthInfo,
    ImageInfo, ImageSamplerUseInfo, ImageSamplingInfo, ImageType, MatrixType, MemberDecoration,
    MlirSpelledEnum, PointerType, RayQueryTypes, RuntimeArrayType, SampledImageType, SamplerType,
    StructBody, StructDecoration, StructType, TensorArmType,
};

/// The forward pointers of a module and what they point to.
#[derive(Debug, Default)]
pub(super) struct ForwardPointers {
    /// `OpTypeForwardPointer`s seen so far, with their storage class.
    declared: FxHashMap<u32, u32>,
    /// Every `OpTypePointer` of the module: (storage class, pointee).
    pointers: FxHashMap<u32, (u32, u32)>,
    /// The result `<id>`s of the module's `OpTypeStruct`s.
    structs: FxHashSet<u32>,
    /// Identified structs created before their `OpTypeStruct`, by `<id>`.
    placeholders: FxHashMap<u32, Type>,
    /// The names those placeholders took.
    reserved: FxHashSet<String>,
}

impl ForwardPointers {
    /// Reads ahead the pointer and struct types of the module-level
    /// instructions (malformed ones are left to the main pass to report).
    pub(super) fn scan(&mut self, words: &[u32]) -> DResult<()> {
        for inst in Instructions::new(words) {
            let Ok(inst) = inst else { break };
            match (inst.op, inst.operands) {
                (Some(Op::Function), _) => break,
                (Some(Op::TypePointer), &[id, storage, pointee]) => {
                    self.pointers.insert(id, (storage, pointee));
                }
                (Some(Op::TypeStruct), &[id, ..]) => {
                    self.structs.insert(id);
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// Deepest nesting of types accepted (pointers to arrays of structs of ...).
pub const MAX_TYPE_DEPTH: u32 = 256;

/// Highest tensor rank accepted: a dynamic shape of any rank takes no words,
/// so the rank alone would size the shape.
const MAX_TENSOR_RANK: u32 = 1024;

impl Deserializer<'_> {
    pub(super) fn type_instruction(&mut self, inst: Inst<'_>, op: Op) -> DResult<()> {
        let ctx = self.ctx;
        let mut r = inst.reader();
        let id = r.word()?;
        let fail = |message: &str| inst.error(message);
        let ty: Type = match op {
            Op::TypeVoid => ctx.common().none,
            Op::TypeBool => ctx.common().i1,
            Op::TypeInt => {
                let (width, signedness) = (r.word()?, r.word()?);
                if !matches!(width, 8 | 16 | 32 | 64) {
                    return Err(fail(&format!("unsupported integer width {width}")));
                }
                let signedness = match signedness {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    other => return Err(fail(&format!("unknown integer signedness {other}"))),
                };
                ctx.integer_type(width, signedness)
            }
            Op::TypeFloat => {
                let width = r.word()?;
                let encoding = r.optional_word();
                let kind = match (width, encoding) {
                    (16, None) => FloatKind::F16,
                    (16, Some(e)) if e == spirv::FPEncoding::BFloat16KHR as u32 => FloatKind::BF16,
                    (32, None) => FloatKind::F32,
                    (64, None) => FloatKind::F64,
                    (_, Some(e)) => {
                        return Err(fail(&format!("unsupported floating-point encoding {e}")));
                    }
                    _ => return Err(fail(&format!("unsupported float width {width}"))),
                };
                ctx.float_type(kind)
            }
            Op::TypeVector => {
                let element = self.operand_type(&inst, r.word()?)?;
                let count = r.word()?;
                ctx.vector_type(&[i64::from(count)], element)
            }
            Op::TypeMatrix => {
                let column = self.operand_type(&inst, r.word()?)?;
                MatrixType::get(ctx, column, r.word()?)
            }
            Op::TypeArray => {
                let element = self.operand_type(&inst, r.word()?)?;
                let length_id = r.word()?;
                // A specialization constant length (beyond MLIR 22).
                let spec_length = match self.def(length_id)? {
                    Def::SpecConstant(symbol, _) => Some(symbol),
                    Def::SpecOp(_) => Some(
                        self.spec_constant_expression(length_id)
                            .map_err(|e| inst.error(e.message))?,
                    ),
                    _ => None,
                };
                if let Some(length) = spec_length {
                    ArrayType::get_spec(ctx, element, length, self.array_stride(id))
                } else {
                    let count = match self.def(length_id)? {
                        Def::Constant(_, value) => {
                            self.ir.int_value(value).and_then(|v| u32::try_from(v).ok())
                        }
                        _ => None,
                    }
                    .filter(|&n| n > 0)
                    .ok_or_else(|| {
                        fail("array length must be a positive integer or specialization constant")
                    })?;
                    ArrayType::get(ctx, element, count, self.array_stride(id))
                }
            }
            Op::TypeRuntimeArray => {
                let element = self.operand_type(&inst, r.word()?)?;
                RuntimeArrayType::get(ctx, element, self.array_stride(id))
            }
            Op::TypeStruct => {
                let mut members = Vec::with_capacity(r.remaining());
                for member in r.rest() {
                    members.push(self.operand_type(&inst, *member)?);
                }
                self.struct_type(&inst, id, members)?
            }
            Op::TypePointer => {
                let raw = r.word()?;
                let storage_class = StorageClass::from_u32(raw)
                    .ok_or_else(|| fail(&format!("unknown storage class {raw}")))?;
                let pointee = self.operand_type(&inst, r.word()?)?;
                PointerType::get(ctx, pointee, storage_class)
            }
            Op::TypeFunction => {
                let result = self.operand_type(&inst, r.word()?)?;
                let mut inputs = Vec::with_capacity(r.remaining());
                for param in r.rest() {
                    inputs.push(self.operand_type(&inst, *param)?);
                }
                let results: &[Type] = if result == ctx.common().none {
                    &[]
                } else {
                    std::slice::from_ref(&result)
                };
                ctx.function_type(&inputs, results)
            }
            Op::TypeGraphARM => {
                // A graph's type is the function type of its inputs and
                // outputs, as MLIR has it.
                let input_count = r.word()? as usize;
                let mut types = Vec::with_capacity(r.remaining());
                for &ty in r.rest() {
                    types.push(self.operand_type(&inst, ty)?);
                }
                if input_count > types.len() {
                    return Err(fail("more graph inputs than types"));
                }
                let (inputs, outputs) = types.split_at(input_count);
                ctx.function_type(inputs, outputs)
            }
            Op::TypeImage => self.image_type(&inst, &mut r)?,
            Op::TypeSampledImage => {
                let image = self.operand_type(&inst, r.word()?)?;
                if ImageType::of(ctx, image).is_none() {
                    return Err(fail("sampled image of a non-image type"));
                }
                SampledImageType::get(ctx, image)
            }
            Op::TypeSampler => SamplerType::get(ctx),
            Op::TypeRayQueryKHR => RayQueryTypes::ray_query(ctx),
            Op::TypeAccelerationStructureKHR => RayQueryTypes::acceleration_structure(ctx),
            Op::TypeForwardPointer => {
                let storage = r.word()?;
                r.finish()?;
                if !matches!(self.def(id)?, Def::None) {
                    return Err(fail("forward pointer declared after its definition"));
                }
                if self.forward.declared.insert(id, storage).is_some() {
                    return Err(fail("pointer declared forward twice"));
                }
                return Ok(());
            }
            Op::TypeTensorARM => {
                let element = self.operand_type(&inst, r.word()?)?;
                let rank = match r.optional_word() {
                    Some(id) => Some(
                        self.constant_u32(id)
                            .ok_or_else(|| fail("tensor rank must be an integer constant"))?,
                    ),
                    None => None,
                };
                let shape: Vec<i64> = match (rank, r.optional_word()) {
                    (None, _) => Vec::new(),
                    (Some(rank), _) if rank > MAX_TENSOR_RANK => {
                        return Err(fail(&format!(
                            "unsupported: a tensor rank above {MAX_TENSOR_RANK}"
                        )));
                    }
                    (Some(rank), None) => vec![shader_mlir::ir::DYNAMIC; rank as usize],
                    (Some(rank), Some(id)) => match self.def(id)? {
                        Def::Constant(_, value) => match ctx.attr_kind(value) {
                            shader_mlir::ir::AttrKind::Array(dims) => dims
                                .iter()
                                .map(|&d| self.ir.int_value(d).map(|v| v as i64))
                                .collect::<Option<Vec<i64>>>(),
                            _ => None,
                        },
                        _ => None,
                    }
                    .filter(|dims| dims.len() == rank as usize)
                    .ok_or_else(|| fail("tensor shape must be an array constant of its rank"))?,
                };
                if let Some(message) =
                    TensorArmType::shape_error(&shape).filter(|_| !shape.is_empty())
                {
                    return Err(fail(message));
                }
                TensorArmType::get(ctx, &shape, element)
            }
            Op::TypeCooperativeMatrixKHR => {
                let element = self.operand_type(&inst, r.word()?)?;
                let mut words = [0u32; 4];
                for word in &mut words {
                    *word = self.constant_u32(r.word()?).ok_or_else(|| {
                        fail("cooperative matrix scope, sizes and use must be integer constants")
                    })?;
                }
                let [scope, rows, columns, use_] = words;
                let matrix = CooperativeMatrixType {
                    element,
                    rows,
                    columns,
                    scope: spirv::Scope::from_u32(scope)
                        .ok_or_else(|| fail(&format!("unknown scope {scope}")))?,
                    use_: CooperativeMatrixUseKHR::from_value(use_)
                        .ok_or_else(|| fail(&format!("unknown cooperative matrix use {use_}")))?,
                };
                CooperativeMatrixType::get(ctx, matrix)
            }
            _ => return Err(fail("unsupported type instruction")),
        };
        r.finish()?;
        // Types nest one instruction at a time, without bound in the binary;
        // everything that walks a type recurses.
        let depth = 1 + inst
            .operands
            .iter()
            .skip(1)
            .filter_map(|w| self.type_depth.get(w))
            .max()
            .copied()
            .unwrap_or(0);
        if depth > MAX_TYPE_DEPTH {
            return Err(inst.error(format!("types nested more than {MAX_TYPE_DEPTH} deep")));
        }
        self.type_depth.insert(id, depth);
        self.define(id, Def::Type(ty))
            .map_err(|e| inst.error(e.message))
    }

    /// The value of the integer constant `id` (a type parameter).
    pub(super) fn constant_u32(&self, id: u32) -> Option<u32> {
        match self.def(id).ok()? {
            Def::Constant(_, value) => self.ir.int_value(value).and_then(|v| u32::try_from(v).ok()),
            _ => None,
        }
    }

    /// A type operand: defined before use (or declared by
    /// `OpTypeForwardPointer`).
    fn operand_type(&mut self, inst: &Inst<'_>, id: u32) -> DResult<Type> {
        if matches!(self.def(id)?, Def::None) && self.forward.declared.contains_key(&id) {
            return self.forward_pointer(id).map_err(|e| inst.error(e.message));
        }
        self.type_of(id).map_err(|e| inst.error(e.message))
    }

    /// The type of forward pointer `id` before its `OpTypePointer`.
    fn forward_pointer(&mut self, id: u32) -> DResult<Type> {
        let ctx = self.ctx;
        let declared = self.forward.declared[&id];
        let Some(&(storage, pointee)) = self.forward.pointers.get(&id) else {
            return Err(error(format!(
                "forward pointer <id> {id} has no OpTypePointer"
            )));
        };
        if storage != declared {
            return Err(error(format!(
                "forward pointer <id> {id} is declared in another storage class than its OpTypePointer's"
            )));
        }
        let storage_class = StorageClass::from_u32(storage)
            .ok_or_else(|| error(format!("unknown storage class {storage}")))?;
        let pointee = match self.def(pointee)? {
            Def::Type(ty) => ty,
            Def::None if self.forward.structs.contains(&pointee) => {
                self.struct_placeholder(pointee)
            }
            _ => {
                return Err(error(format!(
                    "unsupported: forward pointer <id> {id} to <id> {pointee}, which is not a type or a struct defined later"
                )));
            }
        };
        Ok(PointerType::get(ctx, pointee, storage_class))
    }

    /// The identified struct that struct `id`, not defined yet, will be.
    fn struct_placeholder(&mut self, id: u32) -> Type {
        if let Some(&ty) = self.forward.placeholders.get(&id) {
            return ty;
        }
        let ctx = self.ctx;
        let base = match self.names.get(&id) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => format!("struct_{id}"),
        };
        let mut candidate = base.clone();
        let mut n = 0;
        let ty = loop {
            if !self.forward.reserved.contains(&candidate) {
                let ty = StructType::identified(ctx, &candidate);
                if StructType::of(ctx, ty).is_some_and(|st| !st.has_body()) {
                    break ty;
                }
            }
            candidate = format!("{base}_{n}");
            n += 1;
        };
        self.forward.reserved.insert(candidate);
        self.forward.placeholders.insert(id, ty);
        ty
    }

    fn image_type(
        &mut self,
        inst: &Inst<'_>,
        r: &mut super::reader::Operands<'_>,
    ) -> DResult<Type> {
        let ctx = self.ctx;
        let element = self.operand_type(inst, r.word()?)?;
        let bad = |what: &str, value: u32| inst.error(format!("unknown image {what} {value}"));
        let dim = r.word()?;
        let dim = Dim::from_u32(dim).ok_or_else(|| bad("dimension", dim))?;
        let depth = r.word()?;
        let depth = ImageDepthInfo::from_value(depth).ok_or_else(|| bad("depth", depth))?;
        let arrayed = r.word()?;
        let arrayed =
            ImageArrayedInfo::from_value(arrayed).ok_or_else(|| bad("arrayed", arrayed))?;
        let sampling = r.word()?;
        let sampling =
            ImageSamplingInfo::from_value(sampling).ok_or_else(|| bad("sampling", sampling))?;
        let sampler_use = r.word()?;
        let sampler_use = ImageSamplerUseInfo::from_value(sampler_use)
            .ok_or_else(|| bad("sampler use", sampler_use))?;
        let format = r.word()?;
        let format = ImageFormat::from_u32(format).ok_or_else(|| bad("format", format))?;
        if r.remaining() > 0 {
            return Err(inst.error("unsupported: image access qualifiers"));
        }
        Ok(ImageType::get(
            ctx,
            ImageType {
                element,
                dim,
                depth,
                arrayed,
                sampling,
                sampler_use,
                format,
            },
        ))
    }

    /// The `ArrayStride` of an array type, 0 when undecorated.
    fn array_stride(&self, id: u32) -> u32 {
        self.decorations_of(id)
            .iter()
            .find(|d| d.decoration == Decoration::ArrayStride && d.member.is_none())
            .and_then(|d| match &d.value {
                DecorationValue::Words(words) => words.first().copied(),
                _ => None,
            })
            .unwrap_or(0)
    }

    fn struct_type(&mut self, inst: &Inst<'_>, id: u32, members: Vec<Type>) -> DResult<Type> {
        let ctx = self.ctx;
        let mut offsets: Vec<Option<u32>> = vec![None; members.len()];
        let mut member_decorations = Vec::new();
        let mut decorations = Vec::new();
        for d in self.decorations_of(id) {
            let value = match &d.value {
                DecorationValue::Words(words) => match words.as_slice() {
                    [] => None,
                    [one] => Some(ctx.i32_attr(*one as i32)),
                    _ => {
                        return Err(
                            inst.error("unsupported: decoration with several literals on a struct")
                        );
                    }
                },
                // Reflection strings (`UserSemantic`) have no place in the type.
                DecorationValue::String(_) => continue,
                DecorationValue::Id(_) => {
                    return Err(inst.error("unsupported: <id> decoration on a struct type"));
                }
            };
            match d.member {
                Some(member) if member as usize >= members.len() => {
                    return Err(inst.error(format!(
                        "member decoration of member {member} of a struct with {} members",
                        members.len()
                    )));
                }
                Some(member) if d.decoration == Decoration::Offset => {
                    offsets[member as usize] =
                        value.and_then(|v| self.ir.int_value(v)).map(|v| v as u32);
                }
                Some(member) => member_decorations.push(MemberDecoration {
                    member,
                    decoration: d.decoration,
                    value,
                }),
                None => decorations.push(StructDecoration {
                    decoration: d.decoration,
                    value,
                }),
            }
        }
        let offsets: Vec<u32> = if offsets.iter().all(Option::is_none) {
            Vec::new()
        } else {
            offsets
                .into_iter()
                .collect::<Option<Vec<u32>>>()
                .ok_or_else(|| {
                    inst.error("unsupported: Offset decorations on only some members of a struct")
                })?
        };
        if let Some(&ty) = self.forward.placeholders.get(&id) {
            let body = StructBody::new(members, offsets, member_decorations, decorations);
            StructType::set_body(ctx, ty, body).map_err(|e| inst.error(e.to_string()))?;
            return Ok(ty);
        }
        let name = self.names.get(&id).filter(|n| !n.is_empty()).cloned();
        let Some(name) = name else {
            return Ok(StructType::get(
                ctx,
                members,
                offsets,
                member_decorations,
                decorations,
            ));
        };
        // Identified structs are uniqued by name: a name already taken by
        // another body gets a suffix.
        let mut candidate = name.clone();
        let mut n = 0;
        loop {
            if self.forward.reserved.contains(&candidate) {
                candidate = format!("{name}_{n}");
                n += 1;
                continue;
            }
            match StructType::get_identified(
                ctx,
                &candidate,
                members.clone(),
                offsets.clone(),
                member_decorations.clone(),
                decorations.clone(),
            ) {
                Ok(ty) => return Ok(ty),
                Err(_) => {
                    candidate = format!("{name}_{n}");
                    n += 1;
                }
            }
        }
    }
}
