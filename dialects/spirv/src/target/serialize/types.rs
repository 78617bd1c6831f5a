//! Types: `OpType*` instructions and the decorations that are part of a type
//! (`ArrayStride`, member `Offset`s and decorations, struct decorations such
//! as `Block` and `BufferBlock`).
//!
//! Physical storage buffer pointers to structs are declared forward
//! (`OpTypeForwardPointer`), which lets a struct point to itself.
//!
//! Mirrors MLIR's `Serializer::processType`: sub-types first, the struct
//! member `Offset` after each member's type, then the other member
//! decorations, then the struct's own. Types are uniqued by their complete
//! encoding, decorations and identified-struct name included; the struct of
//! a variable in an interface storage class gets `Block` when it has neither
//! `Block` nor `BufferBlock` (as MLIR does for any pointer to it).

use shader_mlir::ir::{AttrKind, Attribute, FloatKind, OpId, Signedness, Type, TypeKind};
use smallvec::SmallVec;
use spirv::{Decoration, Op, StorageClass};

use super::{SResult, Serializer};
use crate::support::type_str;
use crate::target::binary::{self, InstWriter};
use crate::types::{ArrayType, ImageInfo, ImageType, MlirSpelledEnum, SpirvType, StructType};

/// Separates the parts of a type key (never a valid `<id>` or opcode).
const KEY_SEPARATOR: u32 = u32::MAX;

impl Serializer<'_> {
    /// The `<id>` of `ty`, emitting it (and what it needs) on first use.
    /// `op` locates diagnostics.
    pub(super) fn type_id(&mut self, op: OpId, ty: Type) -> SResult<u32> {
        if let Some(&id) = self.type_ids.get(&ty) {
            return Ok(id);
        }
        // Types nest (the parser bounds how deep): each level recurses, on a
        // stack grown as needed.
        let id = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.emit_type(op, ty))?;
        self.type_ids.insert(ty, id);
        Ok(id)
    }

    /// `OpTypeVoid`, for functions without results.
    pub(super) fn void_type_id(&mut self) -> u32 {
        self.unique_type(&[Op::TypeVoid as u32]).0
    }

    /// The `<id>` of a type key, and whether it is new (then the caller emits
    /// the instruction with that `<id>`).
    pub(super) fn unique_type(&mut self, key: &[u32]) -> (u32, bool) {
        if let Some(&id) = self.type_keys.get(key) {
            return (id, false);
        }
        let id = self.fresh_id();
        self.type_keys.insert(SmallVec::from_slice(key), id);
        if key.len() == 1 || !needs_body(key[0]) {
            // Non-aggregates whose operands are all in the key: emit now.
            let op = opcode_of_key(key[0]);
            let mut w = InstWriter::begin(&mut self.sections.globals, op);
            w.word(id).words(&key[1..]);
            w.finish();
        }
        (id, true)
    }

    /// Emits `ty`. Integers keep their signedness, as MLIR's serializer
    /// does: `siN` is `OpTypeInt N 1`, `iN` and `uiN` are `OpTypeInt N 0`.
    fn emit_type(&mut self, op: OpId, ty: Type) -> SResult<u32> {
        let ctx = self.ctx;
        let ir = self.ir;
        let unhandled = || {
            ir.error_at(
                ir.op_loc(op),
                format!("unhandled type in serialization: {}", type_str(ctx, ty)),
            )
        };
        match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => Ok(self.unique_type(&[Op::TypeBool as u32]).0),
            &TypeKind::Integer { width, signedness } if matches!(width, 8 | 16 | 32 | 64) => {
                let signed = signedness == Signedness::Signed;
                Ok(self
                    .unique_type(&[Op::TypeInt as u32, width, u32::from(signed)])
                    .0)
            }
            TypeKind::Float(kind @ (FloatKind::F16 | FloatKind::F32 | FloatKind::F64)) => {
                Ok(self.unique_type(&[Op::TypeFloat as u32, kind.width()]).0)
            }
            TypeKind::Float(FloatKind::BF16) => Ok(self
                .unique_type(&[
                    Op::TypeFloat as u32,
                    16,
                    spirv::FPEncoding::BFloat16KHR as u32,
                ])
                .0),
            TypeKind::None => Ok(self.void_type_id()),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 && !scalable[0] => {
                let (count, element) = (shape[0], *element);
                let element = self.type_id(op, element)?;
                let count = u32::try_from(count).map_err(|_| unhandled())?;
                Ok(self.unique_type(&[Op::TypeVector as u32, element, count]).0)
            }
            TypeKind::Function { inputs, results } => {
                let (inputs, results) = (inputs.clone(), results.clone());
                let result = match &results[..] {
                    [] => self.void_type_id(),
                    [one] => self.type_id(op, *one)?,
                    _ => {
                        return Err(
                            self.error(op, "cannot serialize function type with multiple results")
                        );
                    }
                };
                let mut key: SmallVec<[u32; 6]> =
                    SmallVec::from_slice(&[Op::TypeFunction as u32, result]);
                for input in inputs.iter() {
                    key.push(self.type_id(op, *input)?);
                }
                Ok(self.unique_type(&key).0)
            }
            TypeKind::Dialect(_) => match SpirvType::of(ctx, ty).cloned() {
                Some(spirv_ty) => self.emit_spirv_type(op, ty, &spirv_ty),
                None => Err(unhandled()),
            },
            _ => Err(unhandled()),
        }
    }

    fn emit_spirv_type(&mut self, op: OpId, ty: Type, spirv_ty: &SpirvType) -> SResult<u32> {
        match spirv_ty {
            SpirvType::Array(array) => {
                let element = self.type_id(op, array.element)?;
                let length = match array.spec_length {
                    // A specialization constant defined before the type.
                    Some(symbol) => *self.symbols.get(&symbol).ok_or_else(|| {
                        self.error(
                            op,
                            format!(
                                "array length @{} is not a specialization constant defined before the array type",
                                self.ctx.str(symbol)
                            ),
                        )
                    })?,
                    None => {
                        let i32_ty = self.ctx.common().i32;
                        self.int_constant_id(op, i32_ty, array.count.into())?
                    }
                };
                Ok(self.array_type(Op::TypeArray, &[element, length], array.stride))
            }
            SpirvType::RuntimeArray(array) => {
                let element = self.type_id(op, array.element)?;
                Ok(self.array_type(Op::TypeRuntimeArray, &[element], array.stride))
            }
            SpirvType::Pointer(pointer) => {
                if let Some(pending) = self.structs_in_progress.get_mut(&pointer.pointee) {
                    // A pointer to a struct whose members are being emitted
                    // (a member points back to it): declared forward now,
                    // defined once the struct is.
                    if let Some(&(_, id)) = pending.iter().find(|(p, _)| *p == ty) {
                        return Ok(id);
                    }
                    let id = self.next_id;
                    self.next_id += 1;
                    pending.push((ty, id));
                    binary::push_inst(
                        &mut self.sections.globals,
                        Op::TypeForwardPointer,
                        &[id, pointer.storage_class as u32],
                    );
                    return Ok(id);
                }
                if pointer.storage_class == StorageClass::PhysicalStorageBuffer
                    && StructType::of(self.ctx, pointer.pointee).is_some()
                {
                    return self.buffer_reference(op, ty, pointer.pointee);
                }
                let pointee = self.type_id(op, pointer.pointee)?;
                let id = self
                    .unique_type(&[
                        Op::TypePointer as u32,
                        pointer.storage_class as u32,
                        pointee,
                    ])
                    .0;
                Ok(id)
            }
            SpirvType::Struct(st) => self.emit_struct(op, ty, st),
            SpirvType::Image(image) => self.emit_image(op, image),
            SpirvType::SampledImage(sampled) => {
                let image = self.type_id(op, sampled.image)?;
                Ok(self.unique_type(&[Op::TypeSampledImage as u32, image]).0)
            }
            SpirvType::Sampler => Ok(self.unique_type(&[Op::TypeSampler as u32]).0),
            SpirvType::TensorArm(tensor) => {
                // The rank and the shape (an array of `i32`) are constants.
                let element = self.type_id(op, tensor.element)?;
                let mut key: SmallVec<[u32; 4]> =
                    SmallVec::from_slice(&[Op::TypeTensorARM as u32, element]);
                if tensor.has_rank() {
                    let ctx = self.ctx;
                    let i32_ty = ctx.common().i32;
                    let rank = tensor.shape.len() as u32;
                    key.push(self.int_constant_id(op, i32_ty, rank.into())?);
                    if tensor.has_static_shape() {
                        let array = ArrayType::get(ctx, i32_ty, rank, 0);
                        let dims: Vec<Attribute> = tensor
                            .shape
                            .iter()
                            .map(|&d| ctx.integer_attr(i32_ty, i128::from(d)))
                            .collect();
                        key.push(self.constant_id(op, array, ctx.array_attr(&dims))?);
                    }
                }
                Ok(self.unique_type(&key).0)
            }
            SpirvType::CooperativeMatrix(matrix) => {
                // The scope, sizes and use are `<id>`s of `i32` constants.
                let element = self.type_id(op, matrix.element)?;
                let i32_ty = self.ctx.common().i32;
                let mut key = [Op::TypeCooperativeMatrixKHR as u32, element, 0, 0, 0, 0];
                let words = [
                    matrix.scope as u32,
                    matrix.rows,
                    matrix.columns,
                    matrix.use_.to_value(),
                ];
                for (slot, word) in key[2..].iter_mut().zip(words) {
                    *slot = self.int_constant_id(op, i32_ty, word.into())?;
                }
                Ok(self.unique_type(&key).0)
            }
            SpirvType::RayQuery => Ok(self.unique_type(&[Op::TypeRayQueryKHR as u32]).0),
            SpirvType::AccelerationStructure => Ok(self
                .unique_type(&[Op::TypeAccelerationStructureKHR as u32])
                .0),
            SpirvType::Matrix(matrix) => {
                let column = self.type_id(op, matrix.column)?;
                Ok(self
                    .unique_type(&[Op::TypeMatrix as u32, column, matrix.columns])
                    .0)
            }
        }
    }

    /// A physical storage buffer pointer to a struct (a buffer reference),
    /// declared with `OpTypeForwardPointer` before its struct, as glslang
    /// writes them: the struct may point back to itself, and `spirv-val`
    /// checks the storage capabilities of what a pointer not declared
    /// forward points to as if the pointer's holder contained it.
    fn buffer_reference(&mut self, op: OpId, ty: Type, pointee: Type) -> SResult<u32> {
        let storage_class = StorageClass::PhysicalStorageBuffer as u32;
        let id = self.fresh_id();
        binary::push_inst(
            &mut self.sections.globals,
            Op::TypeForwardPointer,
            &[id, storage_class],
        );
        // Members pointing back to the struct find the pointer declared.
        self.type_ids.insert(ty, id);
        let pointee = self.type_id(op, pointee)?;
        binary::push_inst(
            &mut self.sections.globals,
            Op::TypePointer,
            &[id, storage_class, pointee],
        );
        self.type_keys
            .entry(SmallVec::from_slice(&[
                Op::TypePointer as u32,
                storage_class,
                pointee,
            ]))
            .or_insert(id);
        Ok(id)
    }

    fn emit_image(&mut self, op: OpId, image: &ImageType) -> SResult<u32> {
        let sampled = self.type_id(op, image.element)?;
        let key = [
            Op::TypeImage as u32,
            sampled,
            image.dim as u32,
            image.depth.value(),
            image.arrayed.value(),
            image.sampling.value(),
            image.sampler_use.value(),
            image.format as u32,
        ];
        Ok(self.unique_type(&key).0)
    }

    fn emit_struct(&mut self, op: OpId, ty: Type, st: &StructType) -> SResult<u32> {
        let mut members: SmallVec<[u32; 8]> = SmallVec::with_capacity(st.members.len());
        if st.is_identified() {
            self.structs_in_progress.entry(ty).or_default();
        }
        for &member in st.members.iter() {
            members.push(self.type_id(op, member)?);
        }
        let forward = self.structs_in_progress.remove(&ty).unwrap_or_default();
        // The key: members, then offsets, member decorations, struct
        // decorations and the identifier, each part after a separator.
        let mut key: SmallVec<[u32; 6]> = SmallVec::new();
        key.push(Op::TypeStruct as u32);
        key.extend_from_slice(&members);
        key.push(KEY_SEPARATOR);
        key.extend_from_slice(&st.offsets);
        key.push(KEY_SEPARATOR);
        for d in st.member_decorations.iter() {
            key.extend_from_slice(&[d.member, d.decoration as u32]);
            key.extend(self.decoration_value_words(d.value));
        }
        key.push(KEY_SEPARATOR);
        for d in st.decorations.iter() {
            key.push(d.decoration as u32);
            key.extend(self.decoration_value_words(d.value));
        }
        if let Some(name) = &st.identifier {
            key.push(KEY_SEPARATOR);
            let mut words = Vec::new();
            binary::push_string(&mut words, name);
            key.extend_from_slice(&words);
        }
        let (id, new) = self.unique_type(&key);
        if !new {
            return Ok(id);
        }
        let mut w = InstWriter::begin(&mut self.sections.globals, Op::TypeStruct);
        w.word(id).words(&members);
        if !w.finish() {
            return Err(self.error(op, "struct type has too many members to serialize"));
        }
        // The forward-declared pointers to the struct, defined now.
        for (pointer, pointer_id) in forward {
            let storage_class = crate::types::PointerType::of(self.ctx, pointer)
                .map_or(0, |p| p.storage_class as u32);
            binary::push_inst(
                &mut self.sections.globals,
                Op::TypePointer,
                &[pointer_id, storage_class, id],
            );
            self.type_keys.insert(
                SmallVec::from_slice(&[Op::TypePointer as u32, storage_class, id]),
                pointer_id,
            );
            self.type_ids.insert(pointer, pointer_id);
        }
        if let Some(name) = &st.identifier {
            self.emit_name(id, name);
        }
        for (member, &offset) in st.offsets.iter().enumerate() {
            binary::push_inst(
                &mut self.sections.annotations,
                Op::MemberDecorate,
                &[id, member as u32, Decoration::Offset as u32, offset],
            );
        }
        for d in st.member_decorations.iter() {
            let mut w = InstWriter::begin(&mut self.sections.annotations, Op::MemberDecorate);
            w.word(id).word(d.member).word(d.decoration as u32);
            for word in decoration_value_words(self.ctx, d.value) {
                w.word(word);
            }
            w.finish();
        }
        for d in st.decorations.iter() {
            let mut w = InstWriter::begin(&mut self.sections.annotations, Op::Decorate);
            w.word(id).word(d.decoration as u32);
            for word in decoration_value_words(self.ctx, d.value) {
                w.word(word);
            }
            w.finish();
        }
        Ok(id)
    }

    fn decoration_value_words(&self, value: Option<Attribute>) -> SmallVec<[u32; 2]> {
        decoration_value_words(self.ctx, value)
    }

    /// The id of the array type `opcode` (`OpTypeArray`, `OpTypeRuntimeArray`)
    /// of `operands` (element, length) laid out with `stride` (0: none),
    /// declared and decorated `ArrayStride` on first use.
    fn array_type(&mut self, opcode: Op, operands: &[u32], stride: u32) -> u32 {
        let mut key: SmallVec<[u32; 5]> = SmallVec::new();
        key.push(opcode as u32);
        key.extend_from_slice(operands);
        key.extend([KEY_SEPARATOR, stride]);
        let (id, new) = self.unique_type(&key);
        if new {
            let mut words: SmallVec<[u32; 3]> = SmallVec::new();
            words.push(id);
            words.extend_from_slice(operands);
            binary::push_inst(&mut self.sections.globals, opcode, &words);
            if stride != 0 {
                binary::push_inst(
                    &mut self.sections.annotations,
                    Op::Decorate,
                    &[id, Decoration::ArrayStride as u32, stride],
                );
            }
        }
        id
    }

    /// MLIR's rule: "Composite objects in the StorageBuffer,
    /// PhysicalStorageBuffer, Uniform, and PushConstant storage classes must
    /// be explicitly laid out" and their structs are blocks. Applied to the
    /// pointee of an interface variable only: MLIR applies it to every
    /// pointer type, which also marks a struct nested in a block when an
    /// access chain points at it, and SPIR-V forbids a `Block` inside a
    /// `Block`.
    pub(super) fn interface_block(
        &mut self,
        storage_class: StorageClass,
        pointee: Type,
        pointee_id: u32,
    ) {
        let interface = matches!(
            storage_class,
            StorageClass::StorageBuffer
                | StorageClass::PhysicalStorageBuffer
                | StorageClass::Uniform
                | StorageClass::PushConstant
        );
        if !interface {
            return;
        }
        let Some(st) = StructType::of(self.ctx, pointee) else {
            return;
        };
        if st.has_decoration(Decoration::Block) || st.has_decoration(Decoration::BufferBlock) {
            return;
        }
        if self.interface_blocks.insert(pointee_id) {
            binary::push_inst(
                &mut self.sections.annotations,
                Op::Decorate,
                &[pointee_id, Decoration::Block as u32],
            );
        }
    }

    /// `OpName` for `id`, unless names are off.
    pub(super) fn emit_name(&mut self, id: u32, name: &str) {
        if !self.options.emit_symbol_names || name.is_empty() {
            return;
        }
        let mut w = InstWriter::begin(&mut self.sections.names, Op::Name);
        w.word(id).string(name);
        w.finish();
    }
}

/// Whether type opcode `op` is emitted by its caller (aggregates carry
/// decorations and so cannot be emitted from the key alone).
fn needs_body(op: u32) -> bool {
    op == Op::TypeArray as u32 || op == Op::TypeRuntimeArray as u32 || op == Op::TypeStruct as u32
}

/// The opcode at the head of a type key.
fn opcode_of_key(word: u32) -> Op {
    Op::from_u32(word).unwrap_or(Op::Nop)
}

/// The literal words of a decoration value (`MatrixStride=16`): integers as
/// one word, nothing for absent values.
fn decoration_value_words(
    ctx: &shader_mlir::Context,
    value: Option<Attribute>,
) -> SmallVec<[u32; 2]> {
    let mut words = SmallVec::new();
    if let Some(value) = value {
        match ctx.attr_kind(value) {
            AttrKind::Integer { value, .. } => words.push(*value as u32),
            AttrKind::Bool(b) => words.push(u32::from(*b)),
            _ => {}
        }
    }
    words
}
