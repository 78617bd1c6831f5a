//! Constants: `spirv.Constant` values (scalars, `dense<...>` vectors and
//! arrays, array attributes), specialization constants and `OpUndef`.
//!
//! Mirrors MLIR's `Serializer::prepareConstant*` and `processSpecConstant*Op`,
//! except that constants are emitted where first used and uniqued by their
//! encoding (see the module documentation of [`super`]). Integers narrower
//! than a word are sign-extended when their type is signed (`siN`, `OpTypeInt
//! N 1`) and zero-extended otherwise, as SPIR-V requires of literals ("2.2.1
//! Instructions"); 64-bit values put their low word first.

use shader_mlir::ir::{AttrKind, Attribute, FloatKind, OpId, Type, TypeKind};
use smallvec::SmallVec;
use spirv::{Decoration, Op};

use super::{SResult, Serializer};
use crate::ops::replicated_constant::replicated_value_type;
use crate::ops::structure::ConstantOp;
use crate::support::{attr_str, type_str};
use crate::target::binary::{self, InstWriter};
use crate::types::{
    CooperativeMatrixType, TensorArmType, composite_element_type, composite_num_elements,
};

/// Where the scalar elements of a `dense<...>` attribute come from, in
/// row-major order.
struct DenseElements<'a> {
    values: &'a [Attribute],
    splat: bool,
    next: usize,
}

impl DenseElements<'_> {
    fn take(&mut self) -> Option<Attribute> {
        let value = if self.splat {
            self.values.first()
        } else {
            self.values.get(self.next)
        };
        self.next += 1;
        value.copied()
    }
}

impl Serializer<'_> {
    /// The `<id>` of the value of the `spirv.Constant` op `op`.
    pub(super) fn constant_op_id(&mut self, op: OpId) -> SResult<u32> {
        let ir = self.ir;
        let Some(value) = ir.prop(op, "value") else {
            let message = format!("'{}' op requires attribute 'value'", ConstantOp::NAME);
            return Err(self.error(op, message));
        };
        let ty = ir.value_type(ir.result(op, 0));
        self.constant_id(op, ty, value)
    }

    /// The `<id>` of the value of the `spirv.EXT.ConstantCompositeReplicate`
    /// op `op`.
    pub(super) fn replicated_constant_op_id(&mut self, op: OpId) -> SResult<u32> {
        let ir = self.ir;
        let Some(value) = ir.prop(op, "value") else {
            return Err(self.error(op, "requires attribute 'value'"));
        };
        let ty = ir.value_type(ir.result(op, 0));
        // A tensor replicating zero is `OpConstantNull` too.
        if TensorArmType::of(self.ctx, ty).is_some() && is_zero(self.ctx, value) {
            return self.null_constant_id(op, ty);
        }
        self.replicated_constant_id(op, ty, value)
    }

    /// `OpConstantCompositeReplicateEXT` of type `ty` replicating `value`:
    /// the value itself when it has the element type, else a replicated
    /// element (MLIR's `prepareConstantCompositeReplicate`).
    fn replicated_constant_id(&mut self, op: OpId, ty: Type, value: Attribute) -> SResult<u32> {
        let ctx = self.ctx;
        let value_type = replicated_value_type(ctx, value);
        let element = composite_element_type(ctx, ty, 0)
            .filter(|_| value_type.is_some())
            .ok_or_else(|| self.cannot_serialize(op, value))?;
        let constituent = if value_type == Some(element) {
            self.constant_id(op, element, value)?
        } else {
            self.replicated_constant_id(op, element, value)?
        };
        let type_id = self.type_id(op, ty)?;
        let key = [
            Op::ConstantCompositeReplicateEXT as u32,
            type_id,
            constituent,
        ];
        if let Some(&id) = self.constant_keys.get(&key[..]) {
            return Ok(id);
        }
        let id = self.fresh_id();
        binary::push_inst(
            &mut self.sections.globals,
            Op::ConstantCompositeReplicateEXT,
            &[type_id, id, constituent],
        );
        self.constant_keys.insert(SmallVec::from_slice(&key), id);
        Ok(id)
    }

    /// `spirv.EXT.SpecConstantCompositeReplicate @name (@constituent) : type`.
    pub(super) fn spec_constant_composite_replicate(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = self
            .symbol_name(op)
            .ok_or_else(|| ir.op_error(op, "requires attribute 'sym_name'"))?;
        let ty = match ir.prop(op, "type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(ty)) => *ty,
            _ => return Err(ir.op_error(op, "requires attribute 'type'")),
        };
        let constituent = match ir.prop(op, "constituent").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::SymbolRef { root, .. }) => *root,
            _ => return Err(ir.op_error(op, "requires attribute 'constituent'")),
        };
        let type_id = self.type_id(op, ty)?;
        let Some(&constituent_id) = self.symbols.get(&constituent) else {
            return Err(self.error(
                op,
                format!(
                    "unknown result <id> for replicated spec constant {}",
                    ctx.str(constituent)
                ),
            ));
        };
        let id = self.symbol_id(name);
        binary::push_inst(
            &mut self.sections.globals,
            Op::SpecConstantCompositeReplicateEXT,
            &[type_id, id, constituent_id],
        );
        self.emit_name(id, ctx.str(name));
        Ok(())
    }

    /// The `<id>` of a constant of type `ty` holding `value`.
    pub(super) fn constant_id(&mut self, op: OpId, ty: Type, value: Attribute) -> SResult<u32> {
        let ctx = self.ctx;
        match ctx.attr_kind(value) {
            AttrKind::Bool(b) => self.bool_constant_id(op, ty, *b),
            AttrKind::Integer { value, .. } => {
                if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) {
                    return self.bool_constant_id(op, ty, *value != 0);
                }
                self.int_constant_id(op, ty, *value)
            }
            AttrKind::Float { bits, .. } => self.float_constant_id(op, ty, *bits),
            // A zero tensor is `OpConstantNull`, as MLIR writes it.
            AttrKind::DenseElements { .. }
                if TensorArmType::of(ctx, ty).is_some() && is_zero(ctx, value) =>
            {
                self.null_constant_id(op, ty)
            }
            AttrKind::DenseElements { values, splat, .. } => {
                let mut elements = DenseElements {
                    values,
                    splat: *splat,
                    next: 0,
                };
                let id = self.dense_constant_id(op, ty, &mut elements)?;
                let expected = if *splat { 1 } else { values.len() };
                if !*splat && elements.next != expected {
                    return Err(self.cannot_serialize(op, value));
                }
                Ok(id)
            }
            AttrKind::Array(elements) => {
                let count = composite_num_elements(ctx, ty);
                if count != Some(elements.len() as u64) {
                    return Err(self.cannot_serialize(op, value));
                }
                let mut constituents: SmallVec<[u32; 8]> = SmallVec::new();
                for (i, &element) in elements.iter().enumerate() {
                    let element_ty = composite_element_type(ctx, ty, i as u64)
                        .ok_or_else(|| self.cannot_serialize(op, value))?;
                    constituents.push(self.constant_id(op, element_ty, element)?);
                }
                self.composite_constant_id(op, ty, &constituents)
            }
            _ => Err(self.cannot_serialize(op, value)),
        }
    }

    fn cannot_serialize(&self, op: OpId, value: Attribute) -> shader_mlir::diagnostics::Diagnostic {
        self.error(
            op,
            format!("cannot serialize attribute: {}", attr_str(self.ctx, value)),
        )
    }

    /// A composite constant of type `ty` from the next elements of a dense
    /// attribute.
    fn dense_constant_id(
        &mut self,
        op: OpId,
        ty: Type,
        elements: &mut DenseElements<'_>,
    ) -> SResult<u32> {
        let ctx = self.ctx;
        // A cooperative matrix constant is a splat: `OpConstantComposite`
        // with its one element as the only constituent.
        if let Some(matrix) = CooperativeMatrixType::of(ctx, ty) {
            let element = matrix.element;
            let scalar = elements
                .take()
                .ok_or_else(|| self.error(op, "too few elements in dense constant"))?;
            let element_id = self.constant_id(op, element, scalar)?;
            return self.composite_constant_id(op, ty, &[element_id]);
        }
        // A tensor's constituents are its rows: tensors of one rank less,
        // scalars at rank one (as MLIR's serializer writes them).
        let rows =
            TensorArmType::of(ctx, ty)
                .filter(|t| t.has_rank())
                .map(|t| match &t.shape[..] {
                    [rows] => (*rows, t.element),
                    [rows, rest @ ..] => (*rows, TensorArmType::get(ctx, rest, t.element)),
                    [] => unreachable!("a ranked tensor has a dimension"),
                });
        if let Some((count, row_ty)) = rows {
            let count = u64::try_from(count).map_err(|_| {
                self.error(op, "cannot serialize a tensor constant of dynamic shape")
            })?;
            let mut constituents: SmallVec<[u32; 8]> = SmallVec::new();
            for _ in 0..count {
                constituents.push(self.dense_constant_id(op, row_ty, elements)?);
            }
            return self.composite_constant_id(op, ty, &constituents);
        }
        let Some(count) = composite_num_elements(ctx, ty) else {
            let scalar = elements
                .take()
                .ok_or_else(|| self.error(op, "too few elements in dense constant"))?;
            return self.constant_id(op, ty, scalar);
        };
        let mut constituents: SmallVec<[u32; 8]> = SmallVec::new();
        for i in 0..count {
            let element_ty = composite_element_type(ctx, ty, i).ok_or_else(|| {
                self.error(
                    op,
                    format!("cannot serialize constant of type {}", type_str(ctx, ty)),
                )
            })?;
            constituents.push(self.dense_constant_id(op, element_ty, elements)?);
        }
        self.composite_constant_id(op, ty, &constituents)
    }

    fn composite_constant_id(&mut self, op: OpId, ty: Type, constituents: &[u32]) -> SResult<u32> {
        let type_id = self.type_id(op, ty)?;
        let mut key: SmallVec<[u32; 4]> =
            SmallVec::from_slice(&[Op::ConstantComposite as u32, type_id]);
        key.extend_from_slice(constituents);
        if let Some(&id) = self.constant_keys.get(&key) {
            return Ok(id);
        }
        let id = self.fresh_id();
        let mut w = InstWriter::begin(&mut self.sections.globals, Op::ConstantComposite);
        w.word(type_id).word(id).words(constituents);
        if !w.finish() {
            return Err(self.error(op, "constant has too many elements to serialize"));
        }
        self.constant_keys.insert(key, id);
        Ok(id)
    }

    fn bool_constant_id(&mut self, op: OpId, ty: Type, value: bool) -> SResult<u32> {
        let opcode = if value {
            Op::ConstantTrue
        } else {
            Op::ConstantFalse
        };
        let type_id = self.type_id(op, ty)?;
        Ok(self.scalar_constant(opcode, type_id, &[]))
    }

    /// The `<id>` of integer constant `value` of type `ty`.
    pub(super) fn int_constant_id(&mut self, op: OpId, ty: Type, value: i128) -> SResult<u32> {
        let &TypeKind::Integer { width, .. } = self.ctx.type_kind(ty) else {
            let ty = type_str(self.ctx, ty);
            return Err(self.error(
                op,
                format!("cannot serialize integer constant of type {ty}"),
            ));
        };
        let words =
            literal_words(value as u128, width, is_signed(self.ctx, ty)).ok_or_else(|| {
                self.error(
                    op,
                    format!("cannot serialize {width}-bit integer literal: {value}"),
                )
            })?;
        let type_id = self.type_id(op, ty)?;
        Ok(self.scalar_constant(Op::Constant, type_id, &words))
    }

    fn float_constant_id(&mut self, op: OpId, ty: Type, bits: u128) -> SResult<u32> {
        let &TypeKind::Float(
            kind @ (FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64),
        ) = self.ctx.type_kind(ty)
        else {
            let ty = type_str(self.ctx, ty);
            return Err(self.error(op, format!("cannot serialize {ty}-typed float literal")));
        };
        let words = literal_words(bits, kind.width(), false).unwrap_or_default();
        let type_id = self.type_id(op, ty)?;
        Ok(self.scalar_constant(Op::Constant, type_id, &words))
    }

    /// The `<id>` of scalar constant `opcode type words`, emitted once.
    pub(super) fn scalar_constant(&mut self, opcode: Op, type_id: u32, words: &[u32]) -> u32 {
        let mut key: SmallVec<[u32; 4]> = SmallVec::from_slice(&[opcode as u32, type_id]);
        key.extend_from_slice(words);
        if let Some(&id) = self.constant_keys.get(&key) {
            return id;
        }
        let id = self.fresh_id();
        let out = &mut self.sections.globals;
        out.push(binary::first_word(opcode, 3 + words.len()));
        out.extend_from_slice(&[type_id, id]);
        out.extend_from_slice(words);
        self.constant_keys.insert(key, id);
        id
    }

    /// `OpConstantNull` of type `ty`, once per type.
    pub(super) fn null_constant_id(&mut self, op: OpId, ty: Type) -> SResult<u32> {
        let type_id = self.type_id(op, ty)?;
        Ok(self.scalar_constant(Op::ConstantNull, type_id, &[]))
    }

    /// `OpUndef` of type `ty`, one per type.
    pub(super) fn undef_id(&mut self, op: OpId, ty: Type) -> SResult<u32> {
        let type_id = self.type_id(op, ty)?;
        if let Some(&id) = self.undefs.get(&type_id) {
            return Ok(id);
        }
        let id = self.fresh_id();
        binary::push_inst(&mut self.sections.globals, Op::Undef, &[type_id, id]);
        self.undefs.insert(type_id, id);
        Ok(id)
    }

    /// `spirv.SpecConstant @name spec_id(N) = value`.
    pub(super) fn spec_constant(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let (Some(name), Some(default)) = (self.symbol_name(op), ir.prop(op, "default_value"))
        else {
            return Err(ir.op_error(op, "requires attributes 'sym_name' and 'default_value'"));
        };
        let (opcode, ty, words): (Op, Type, SmallVec<[u32; 2]>) = match ctx.attr_kind(default) {
            AttrKind::Bool(b) => (
                if *b {
                    Op::SpecConstantTrue
                } else {
                    Op::SpecConstantFalse
                },
                ctx.common().i1,
                SmallVec::new(),
            ),
            AttrKind::Integer { value, ty } => {
                let width = match ctx.type_kind(*ty) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => 0,
                };
                let words = literal_words(*value as u128, width, is_signed(ctx, *ty))
                    .ok_or_else(|| self.cannot_serialize(op, default))?;
                (Op::SpecConstant, *ty, words)
            }
            AttrKind::Float { bits, ty } => {
                let width = match ctx.type_kind(*ty) {
                    TypeKind::Float(kind) => kind.width(),
                    _ => 0,
                };
                let words = literal_words(*bits, width, false)
                    .ok_or_else(|| self.cannot_serialize(op, default))?;
                (Op::SpecConstant, *ty, words)
            }
            _ => return Err(self.cannot_serialize(op, default)),
        };
        let type_id = self.type_id(op, ty)?;
        let id = self.symbol_id(name);
        let out = &mut self.sections.globals;
        out.push(binary::first_word(opcode, 3 + words.len()));
        out.extend_from_slice(&[type_id, id]);
        out.extend_from_slice(&words);
        if let Some(spec_id) = ir.attr_or_prop(op, "spec_id").and_then(|a| ir.int_value(a)) {
            binary::push_inst(
                &mut self.sections.annotations,
                Op::Decorate,
                &[id, Decoration::SpecId as u32, spec_id as u32],
            );
        }
        self.spec_constant_decorations(op, id)?;
        self.emit_name(id, ctx.str(name));
        Ok(())
    }

    /// The decorations a specialization constant's attributes name, but its
    /// `SpecId` (`built_in = "WorkgroupSize"` on a composite).
    fn spec_constant_decorations(&mut self, op: OpId, id: u32) -> SResult<()> {
        for &attr in self.ir.attrs(op) {
            if self.ctx.str(attr.name) != "spec_id" {
                self.attribute_decoration(op, id, attr)?;
            }
        }
        Ok(())
    }

    /// `spirv.SpecConstantComposite @name (@a, @b) : type`.
    pub(super) fn spec_constant_composite(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = self.required_symbol(op)?;
        let ty = self.type_prop(op, "type")?;
        let constituents = match ir.prop(op, "constituents").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(elements)) => elements.clone(),
            _ => return Err(ir.op_error(op, "requires attribute 'constituents'")),
        };
        let type_id = self.type_id(op, ty)?;
        let mut ids: SmallVec<[u32; 8]> = SmallVec::new();
        for constituent in constituents.iter() {
            let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*constituent) else {
                return Err(self.cannot_serialize(op, *constituent));
            };
            let Some(&id) = self.symbols.get(root) else {
                return Err(self.error(
                    op,
                    format!(
                        "unknown result <id> for specialization constant {}",
                        ctx.str(*root)
                    ),
                ));
            };
            ids.push(id);
        }
        let id = self.symbol_id(name);
        let mut w = InstWriter::begin(&mut self.sections.globals, Op::SpecConstantComposite);
        w.word(type_id).word(id).words(&ids);
        w.finish();
        self.spec_constant_decorations(op, id)?;
        self.emit_name(id, ctx.str(name));
        Ok(())
    }

    /// The `sym_name` of a symbol op.
    pub(super) fn symbol_name(&self, op: OpId) -> Option<shader_mlir::Ident> {
        let value = self.ir.prop(op, "sym_name")?;
        match self.ctx.attr_kind(value) {
            AttrKind::String { value, .. } => {
                std::str::from_utf8(value).ok().map(|s| self.ctx.ident(s))
            }
            _ => None,
        }
    }
}

/// Whether `ty` is a signed integer type (`siN`).
pub(super) fn is_signed(ctx: &shader_mlir::Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: shader_mlir::ir::Signedness::Signed,
            ..
        }
    )
}

/// The literal words of a `width`-bit number held in the low bits of `bits`:
/// one word up to 32 bits (sign-extended from bit `width - 1` when `signed`,
/// else zero-extended), two for 64 bits, low word first.
pub(super) fn literal_words(bits: u128, width: u32, signed: bool) -> Option<SmallVec<[u32; 2]>> {
    match width {
        1..=32 => {
            let shift = 32 - width;
            let word = (bits as u32) << shift;
            let word = if signed {
                ((word as i32) >> shift) as u32
            } else {
                word >> shift
            };
            Some(SmallVec::from_slice(&[word]))
        }
        64 => Some(SmallVec::from_slice(&[bits as u32, (bits >> 32) as u32])),
        _ => None,
    }
}

/// Whether `value` is the zero of its type (every scalar 0, `false` or +0.0).
pub(super) fn is_zero(ctx: &shader_mlir::Context, value: Attribute) -> bool {
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => *value == 0,
        AttrKind::Float { bits, .. } => *bits == 0,
        AttrKind::Bool(b) => !*b,
        AttrKind::DenseElements { values, .. } => values.iter().all(|&v| is_zero(ctx, v)),
        AttrKind::Array(elements) => elements.iter().all(|&e| is_zero(ctx, e)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::literal_words;

    #[test]
    fn literals_fill_words_low_first() {
        assert_eq!(
            literal_words(0xFFFF_FFFF_FFFF_FFFF, 8, false)
                .unwrap()
                .as_slice(),
            &[0xFF]
        );
        assert_eq!(
            literal_words((-1i128) as u128, 32, false)
                .unwrap()
                .as_slice(),
            &[u32::MAX]
        );
        assert_eq!(
            literal_words(0x1_0000_0002, 64, false).unwrap().as_slice(),
            &[2, 1]
        );
        assert!(literal_words(1, 128, false).is_none());
    }

    #[test]
    fn narrow_signed_literals_are_sign_extended() {
        assert_eq!(
            literal_words((-10i128) as u128, 16, true)
                .unwrap()
                .as_slice(),
            &[0xFFFF_FFF6]
        );
        assert_eq!(
            literal_words(0xFFF6, 16, true).unwrap().as_slice(),
            &[0xFFFF_FFF6]
        );
        assert_eq!(literal_words(0x7F, 8, true).unwrap().as_slice(), &[0x7F]);
        assert_eq!(
            literal_words((-10i128) as u128, 16, false)
                .unwrap()
                .as_slice(),
            &[0xFFF6]
        );
    }
}
