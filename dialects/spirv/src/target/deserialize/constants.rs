//! Constants and specialization constants: `OpConstant*` become attributes
//! materialized as `spirv.Constant` where used; `OpSpecConstant*` become
//! `spirv.SpecConstant` / `spirv.SpecConstantComposite` ops;
//! `OpConstantCompositeReplicateEXT` is materialized as
//! `spirv.EXT.ConstantCompositeReplicate`, `OpSpecConstantCompositeReplicateEXT`
//! becomes a `spirv.EXT.SpecConstantCompositeReplicate` op.
//!
//! Mirrors MLIR's `Deserializer::processConstant*` and `processSpecConstant*`:
//! scalars are typed integer / float / bool attributes, vectors `dense<...>`
//! attributes, arrays and structs array attributes of their elements;
//! `OpConstantNull` is the zero of its type.

use shader_mlir::Ident;
use shader_mlir::ir::{AttrKind, Attribute, BlockId, Type, TypeKind, Value};
use spirv::{Decoration, Op};

use super::reader::{DResult, Inst};
use super::{DecorationValue, Def, Deserializer};
use crate::ops::replicated_constant::EXTSpecConstantCompositeReplicateOp;
use crate::ops::structure::{
    SpecConstantCompositeOp, SpecConstantExpressionOp, SpecConstantOp, SpecConstantOperationOp,
    YieldOp,
};
use crate::types::{
    CooperativeMatrixType, SpirvType, TensorArmType, composite_element_type, composite_num_elements,
};

/// The most scalars a composite or null constant may hold.
const MAX_COMPOSITE_SCALARS: u64 = 1 << 16;

/// How many scalars a constant of type `ty` holds (saturating; 1 for
/// anything that is not a composite).
fn scalar_count(ctx: &shader_mlir::Context, ty: Type, depth: u32) -> u64 {
    let Some(count) = composite_num_elements(ctx, ty) else {
        return 1;
    };
    if depth > 64 {
        return u64::MAX;
    }
    let element =
        |i| composite_element_type(ctx, ty, i).map_or(1, |e| scalar_count(ctx, e, depth + 1));
    match crate::types::StructType::of(ctx, ty) {
        // Members differ; a struct has as many as its instruction has words.
        Some(_) => (0..count).fold(0u64, |total, i| total.saturating_add(element(i))),
        // Vectors, arrays and matrices repeat one element type.
        None => count.saturating_mul(element(0)),
    }
}

impl Deserializer<'_> {
    pub(super) fn constant_instruction(&mut self, inst: Inst<'_>, op: Op) -> DResult<()> {
        let ctx = self.ctx;
        let mut r = inst.reader();
        let type_id = r.word()?;
        let id = r.word()?;
        let ty = self.type_of(type_id).map_err(|e| inst.error(e.message))?;
        let is_bool = ty == ctx.common().i1;
        let def = match op {
            Op::ConstantTrue | Op::ConstantFalse if is_bool => {
                Def::Constant(ty, ctx.bool_attr(op == Op::ConstantTrue))
            }
            Op::Constant => Def::Constant(ty, self.scalar_literal(&inst, ty, r.rest())?),
            Op::ConstantComposite => {
                // Constituents may repeat an earlier composite: the scalars a
                // printed attribute holds can grow with each level.
                if scalar_count(ctx, ty, 0) > MAX_COMPOSITE_SCALARS {
                    return Err(inst.error(format!(
                        "unsupported: a composite constant of more than {MAX_COMPOSITE_SCALARS} scalars"
                    )));
                }
                let mut elements = Vec::with_capacity(r.remaining());
                for &constituent in r.rest() {
                    match self.def(constituent)? {
                        Def::Constant(_, value) => elements.push(value),
                        _ => {
                            return Err(inst.error(format!(
                                "constituent <id> {constituent} is not a constant"
                            )));
                        }
                    }
                }
                Def::Constant(ty, self.composite_attr(&inst, ty, elements)?)
            }
            Op::ConstantNull => {
                // A two-word instruction may name a type of billions of
                // scalars; its attribute would hold each one.
                if scalar_count(ctx, ty, 0) > MAX_COMPOSITE_SCALARS {
                    return Err(inst.error(format!(
                        "unsupported: a null constant of more than {MAX_COMPOSITE_SCALARS} scalars"
                    )));
                }
                Def::Constant(ty, self.zero(&inst, ty, 0)?)
            }
            Op::SpecConstantTrue | Op::SpecConstantFalse if is_bool => {
                self.spec_constant(id, ty, ctx.bool_attr(op == Op::SpecConstantTrue))
            }
            Op::SpecConstant => {
                let value = self.scalar_literal(&inst, ty, r.rest())?;
                self.spec_constant(id, ty, value)
            }
            Op::SpecConstantComposite => self.spec_constant_composite(&inst, id, ty, r.rest())?,
            Op::SpecConstantOp => {
                if r.remaining() == 0 {
                    return Err(inst.error("missing operand"));
                }
                let anchor = self.ir.last_op(self.body);
                self.spec_ops
                    .insert(id, (inst.offset, r.rest().to_vec(), anchor));
                Def::SpecOp(ty)
            }
            Op::ConstantCompositeReplicateEXT => {
                // A nested replicate replicates the value of its constituent.
                let constituent = r.word()?;
                match self.def(constituent)? {
                    Def::Constant(_, value) | Def::ReplicatedConstant(_, value) => {
                        Def::ReplicatedConstant(ty, value)
                    }
                    _ => {
                        return Err(
                            inst.error(format!("constituent <id> {constituent} is not a constant"))
                        );
                    }
                }
            }
            Op::GraphConstantARM => Def::GraphConstant(ty, r.word()?),
            Op::SpecConstantCompositeReplicateEXT => {
                let constituent = r.word()?;
                let Def::SpecConstant(constituent, _) = self.def(constituent)? else {
                    return Err(inst.error(format!(
                        "unsupported: constituent <id> {constituent} is not a specialization constant"
                    )));
                };
                let symbol = self.symbol_for(id, "spirv_spec_const_composite_replicate");
                let attrs = vec![
                    self.named("type", ctx.type_attr(ty)),
                    self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
                    self.named("constituent", ctx.symbol_ref_attr(ctx.str(constituent))),
                ];
                self.create_op(
                    self.body,
                    EXTSpecConstantCompositeReplicateOp::DEF,
                    &[],
                    &[],
                    attrs,
                );
                Def::SpecConstant(symbol, ty)
            }
            _ => return Err(inst.error("unsupported constant instruction")),
        };
        self.define(id, def).map_err(|e| inst.error(e.message))
    }

    /// The attribute of a scalar literal of type `ty`.
    fn scalar_literal(&self, inst: &Inst<'_>, ty: Type, words: &[u32]) -> DResult<Attribute> {
        let ctx = self.ctx;
        let (width, float) = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } if *width > 1 => (*width, false),
            TypeKind::Float(kind) => (kind.width(), true),
            _ => return Err(inst.error("literal constant of a non-numeric type")),
        };
        let bits: u128 = match (width, words) {
            (1..=32, [word]) => u128::from(*word) & ((1u128 << width) - 1),
            (64, [low, high]) => u128::from(*low) | (u128::from(*high) << 32),
            _ => {
                return Err(inst.error(format!(
                    "literal of {} word(s) for a {width}-bit type",
                    words.len()
                )));
            }
        };
        Ok(if float {
            ctx.intern_attr(AttrKind::Float { bits, ty })
        } else {
            ctx.integer_attr(ty, bits as i128)
        })
    }

    /// The attribute of a composite constant of type `ty`.
    fn composite_attr(
        &self,
        inst: &Inst<'_>,
        ty: Type,
        elements: Vec<Attribute>,
    ) -> DResult<Attribute> {
        let ctx = self.ctx;
        // A cooperative matrix constant has one constituent, the value of
        // every element: a splat.
        if CooperativeMatrixType::of(ctx, ty).is_some() {
            let [element] = elements[..] else {
                return Err(
                    inst.error("cooperative matrix constant with more than one constituent")
                );
            };
            return Ok(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                values: Box::new([element]),
                splat: true,
            }));
        }
        // A tensor constant's constituents are its rows (scalars at rank
        // one): their elements, in order, are the tensor's.
        let tensor_rows = TensorArmType::of(ctx, ty)
            .filter(|t| t.has_rank())
            .map(|t| t.shape[0]);
        let elements = match tensor_rows {
            Some(rows) => {
                if i64::try_from(elements.len()).ok() != Some(rows) {
                    return Err(inst.error("tensor constant with the wrong number of rows"));
                }
                self.row_elements(inst, ty, elements)?
            }
            None => {
                if composite_num_elements(ctx, ty) != Some(elements.len() as u64) {
                    return Err(
                        inst.error("composite constant with the wrong number of constituents")
                    );
                }
                if SpirvType::of(ctx, ty).is_some() {
                    return Ok(ctx.array_attr(&elements));
                }
                elements
            }
        };
        let splat = elements.iter().all(|&e| e == elements[0]);
        let values: Box<[Attribute]> = if splat {
            Box::new([elements[0]])
        } else {
            elements.into()
        };
        Ok(ctx.intern_attr(AttrKind::DenseElements { ty, values, splat }))
    }

    /// The scalar elements of the rows of a tensor constant of type `ty`:
    /// the rows themselves at rank one, else each row's elements (a splat
    /// row repeated to its size).
    fn row_elements(
        &self,
        inst: &Inst<'_>,
        ty: Type,
        rows: Vec<Attribute>,
    ) -> DResult<Vec<Attribute>> {
        let ctx = self.ctx;
        let rank = TensorArmType::of(ctx, ty).map_or(0, |t| t.shape.len());
        if rank <= 1 {
            return Ok(rows);
        }
        let mut flat = Vec::new();
        for row in rows {
            let AttrKind::DenseElements {
                ty: row_ty,
                values,
                splat,
            } = ctx.attr_kind(row)
            else {
                return Err(inst.error("tensor constant row is not a tensor constant"));
            };
            if *splat {
                let count = ctx
                    .ranked_shape(*row_ty)
                    .map_or(1, |(shape, _)| shape.iter().product::<i64>());
                flat.extend(std::iter::repeat_n(values[0], count.max(0) as usize));
            } else {
                flat.extend_from_slice(values);
            }
        }
        Ok(flat)
    }

    /// The zero of `ty` (`OpConstantNull`).
    fn zero(&self, inst: &Inst<'_>, ty: Type, depth: u32) -> DResult<Attribute> {
        let ctx = self.ctx;
        if depth > 64 {
            return Err(inst.error("null constant type nested too deeply"));
        }
        match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => return Ok(ctx.bool_attr(false)),
            TypeKind::Integer { .. } => return Ok(ctx.integer_attr(ty, 0)),
            TypeKind::Float(_) => return Ok(ctx.intern_attr(AttrKind::Float { bits: 0, ty })),
            // A shaped spirv type (a tensor, a cooperative matrix): a splat.
            TypeKind::Dialect(_) if let Some((_, element)) = ctx.ranked_shape(ty) => {
                let zero = self.zero(inst, element, depth + 1)?;
                return Ok(ctx.intern_attr(AttrKind::DenseElements {
                    ty,
                    values: Box::new([zero]),
                    splat: true,
                }));
            }
            _ => {}
        }
        let count = composite_num_elements(ctx, ty)
            .ok_or_else(|| inst.error("unsupported: null constant of this type"))?;
        let mut elements = Vec::with_capacity(count as usize);
        for i in 0..count {
            let element = composite_element_type(ctx, ty, i)
                .ok_or_else(|| inst.error("unsupported: null constant of this type"))?;
            elements.push(self.zero(inst, element, depth + 1)?);
        }
        self.composite_attr(inst, ty, elements)
    }

    /// A `spirv.SpecConstant` op.
    fn spec_constant(&mut self, id: u32, ty: Type, value: Attribute) -> Def {
        let ctx = self.ctx;
        let symbol = self.symbol_for(id, "spirv_spec_const");
        let mut attrs = vec![
            self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
            self.named("default_value", value),
        ];
        let spec_id =
            self.decorations_of(id)
                .iter()
                .find_map(|d| match (&d.decoration, &d.value) {
                    (Decoration::SpecId, DecorationValue::Words(words)) => words.first().copied(),
                    _ => None,
                });
        if let Some(spec_id) = spec_id {
            attrs.push(self.named("spec_id", ctx.i32_attr(spec_id as i32)));
        }
        attrs.extend(self.spec_constant_decorations(id));
        self.create_op(self.body, SpecConstantOp::DEF, &[], &[], attrs);
        Def::SpecConstant(symbol, ty)
    }

    /// The decorations of specialization constant `id` other than its
    /// `SpecId` (a composite's `BuiltIn WorkgroupSize`), as attributes.
    fn spec_constant_decorations(&self, id: u32) -> Vec<shader_mlir::ir::NamedAttribute> {
        let mut pending = Vec::new();
        let attrs = self
            .decoration_attrs(id, &mut pending, &|m| super::reader::error(m))
            .unwrap_or_default();
        attrs
            .into_iter()
            .filter(|a| self.ctx.str(a.name) != "spec_id")
            .collect()
    }

    /// The `spirv.SpecConstant` standing for constant `id` where only a
    /// specialization constant may stand (a constituent of
    /// `OpSpecConstantComposite`), created once.
    fn constant_as_spec_constant(&mut self, id: u32, ty: Type, value: Attribute) -> Ident {
        if let Some(&symbol) = self.constants_as_spec.get(&id) {
            return symbol;
        }
        let Def::SpecConstant(symbol, _) = self.spec_constant(id, ty, value) else {
            unreachable!("spec_constant defines a specialization constant")
        };
        self.constants_as_spec.insert(id, symbol);
        symbol
    }

    fn spec_constant_composite(
        &mut self,
        inst: &Inst<'_>,
        id: u32,
        ty: Type,
        constituents: &[u32],
    ) -> DResult<Def> {
        let ctx = self.ctx;
        let mut refs = Vec::with_capacity(constituents.len());
        for &constituent in constituents {
            match self.def(constituent)? {
                Def::SpecConstant(symbol, _) => refs.push(ctx.symbol_ref_attr(ctx.str(symbol))),
                // A constant constituent becomes a specialization constant
                // without a `SpecId`, which nothing can specialize.
                Def::Constant(constituent_ty, value) => {
                    let symbol = self.constant_as_spec_constant(constituent, constituent_ty, value);
                    refs.push(ctx.symbol_ref_attr(ctx.str(symbol)));
                }
                Def::SpecOp(_) => {
                    let symbol = self
                        .spec_constant_expression(constituent)
                        .map_err(|e| inst.error(e.message))?;
                    refs.push(ctx.symbol_ref_attr(ctx.str(symbol)));
                }
                _ => {
                    return Err(inst.error(format!(
                        "unsupported: constituent <id> {constituent} is not a specialization constant"
                    )));
                }
            }
        }
        let symbol = self.symbol_for(id, "spirv_spec_const_composite");
        let mut attrs = vec![
            self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
            self.named("type", ctx.type_attr(ty)),
            self.named("constituents", ctx.array_attr(&refs)),
        ];
        attrs.extend(self.spec_constant_decorations(id));
        self.create_op(self.body, SpecConstantCompositeOp::DEF, &[], &[], attrs);
        Ok(Def::SpecConstant(symbol, ty))
    }
}

impl Deserializer<'_> {
    /// `OpSpecConstantOp` `id` of type `ty` as a `spirv.SpecConstantOperation`
    /// at the end of `block`: its operands materialized before it, the
    /// instruction it names read through the grammar.
    pub(super) fn spec_constant_operation(
        &mut self,
        block: BlockId,
        id: u32,
        ty: Type,
    ) -> DResult<Value> {
        let region = self.ir.create_region();
        let inner = self.ir.create_block(&[]);
        self.ir.push_block(region, inner);
        let wrapped = self.spec_op_instruction(id, ty, block, inner)?;
        let result = self.ir.result(wrapped, 0);
        self.create_op(inner, YieldOp::DEF, &[result], &[], Vec::new());
        let op = self.create_op_with(
            block,
            SpecConstantOperationOp::DEF,
            &[],
            &[ty],
            Vec::new(),
            (vec![region], Vec::new()),
        );
        Ok(self.ir.result(op, 0))
    }

    /// The op `OpSpecConstantOp` `id` computes, at the end of `op_block`,
    /// its operands materialized in `operand_block`.
    fn spec_op_instruction(
        &mut self,
        id: u32,
        ty: Type,
        operand_block: BlockId,
        op_block: BlockId,
    ) -> DResult<shader_mlir::ir::OpId> {
        let (offset, words, _) = self.spec_ops[&id].clone();
        let opcode = words[0];
        let op = Op::from_u32(opcode);
        let inst = Inst {
            raw_opcode: opcode as u16,
            op,
            operands: &words[1..],
            offset,
            line: None,
        };
        let spec_error = |message: &str| {
            super::reader::error(format!("OpSpecConstantOp at word {offset}: {message}"))
        };
        let Some(op) = op else {
            return Err(spec_error(&format!("unknown opcode {opcode}")));
        };
        let grammar = crate::target::grammar::core_instruction(opcode)
            .ok_or_else(|| spec_error(&format!("unknown opcode {opcode}")))?;
        let def = crate::ops::encoding::op_of_core(op)
            .filter(|def| crate::ops::structure::usable_in_spec_constant_op(def))
            .ok_or_else(|| {
                spec_error(&format!(
                    "unsupported: Op{} in a specialization constant operation",
                    grammar.opname
                ))
            })?;
        let operands = grammar.operands.get(2..).unwrap_or(&[]);
        let decoded = self.decode_operands(&inst, operand_block, def, operands)?;
        Ok(self.create_op(op_block, def, &decoded.0, &[ty], decoded.1))
    }

    /// The symbol of `OpSpecConstantOp` `id` where a module-level
    /// construct needs one (an array length, a composite's constituent): a
    /// `spirv.SpecConstantExpression`, created once. Its operands that are
    /// such operations too are referenced by their own expressions.
    pub(super) fn spec_constant_expression(&mut self, id: u32) -> DResult<Ident> {
        if let Some(&symbol) = self.spec_expressions.get(&id) {
            return Ok(symbol);
        }
        let ctx = self.ctx;
        let Def::SpecOp(ty) = self.def(id)? else {
            return Err(super::reader::error(format!(
                "<id> {id} is not a specialization constant operation"
            )));
        };
        let region = self.ir.create_region();
        let block = self.ir.create_block(&[]);
        self.ir.push_block(region, block);
        let outer = std::mem::replace(&mut self.in_spec_expression, true);
        let built = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.spec_op_instruction(id, ty, block, block)
        });
        self.in_spec_expression = outer;
        built?;
        let symbol = self.symbol_for(id, "spirv_spec_const_expr");
        let attrs = vec![
            self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
            self.named("type", ctx.type_attr(ty)),
        ];
        let op = self.create_op_with(
            self.body,
            SpecConstantExpressionOp::DEF,
            &[],
            &[],
            attrs,
            (vec![region], Vec::new()),
        );
        // Where the binary has the instruction: after the module op before
        // it and the expressions of earlier instructions there, so that the
        // module's order does not depend on when the expression was needed.
        let (offset, _, anchor) = self.spec_ops[&id];
        let mut next = match anchor {
            Some(anchor) => self.ir.next_op(anchor),
            None => self.ir.first_op(self.body),
        };
        while let Some(n) = next.filter(|&n| n != op) {
            match self.expression_offsets.get(&n) {
                Some(&earlier) if earlier < offset => next = self.ir.next_op(n),
                _ => break,
            }
        }
        if let Some(n) = next.filter(|&n| n != op) {
            let at = shader_mlir::ir::InsertPoint::before(&self.ir, n);
            self.ir.move_op(op, at);
        }
        self.expression_offsets.insert(op, offset);
        self.spec_expressions.insert(id, symbol);
        Ok(symbol)
    }
}
