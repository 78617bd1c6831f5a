//! Instructions of a block into ops: `OpVariable`, `OpFunctionCall`,
//! `OpUndef`, `OpCopyObject` and `OpBitcast` to the same type (the value
//! itself), and every other
//! instruction through the grammar, the inverse of the serializer's
//! grammar-driven encoding: the op is the one declared for the instruction
//! ([`crate::ops::encoding`]); `<id>`s become operands, scope and
//! memory-semantics `<id>`s and literals its properties in declaration
//! order, decorations of the result discardable attributes.

use rspirv::grammar::{LogicalOperand, OperandKind, OperandQuantifier};
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{BlockId, NamedAttribute, Type, Value};
use smallvec::SmallVec;
use spirv::Op;

use super::reader::{DResult, Inst, Operands};
use super::{Def, Deserializer};
use crate::attributes::{EnumAttr, EnumKind};
use crate::ops::control_flow::FunctionCallOp;
use crate::ops::encoding::{ExtSet, IdPropertyKind, OpEncoding, op_of_core, op_of_ext};
use crate::ops::memory::VariableOp;
use crate::ops::misc::UndefOp;
use crate::ops::pointer::GenericCastToPtrExplicitOp;
use crate::target::grammar;

/// An instruction's operands as an op needs them.
#[derive(Default)]
struct Decoded {
    result_type: Option<Type>,
    result: Option<u32>,
    operands: SmallVec<[Value; 4]>,
    attrs: Vec<NamedAttribute>,
}

/// The dialect's enum attribute kind for a grammar operand kind.
fn enum_kind(kind: OperandKind) -> Option<EnumKind> {
    Some(match kind {
        OperandKind::StorageClass => EnumKind::StorageClass,
        OperandKind::FunctionControl => EnumKind::FunctionControl,
        OperandKind::SelectionControl => EnumKind::SelectionControl,
        OperandKind::LoopControl => EnumKind::LoopControl,
        OperandKind::MemorySemantics => EnumKind::MemorySemantics,
        OperandKind::Scope => EnumKind::Scope,
        OperandKind::Dim => EnumKind::Dim,
        OperandKind::ImageFormat => EnumKind::ImageFormat,
        OperandKind::ExecutionModel => EnumKind::ExecutionModel,
        OperandKind::Decoration => EnumKind::Decoration,
        OperandKind::BuiltIn => EnumKind::BuiltIn,
        OperandKind::Capability => EnumKind::Capability,
        OperandKind::GroupOperation => EnumKind::GroupOperation,
        OperandKind::PackedVectorFormat => EnumKind::PackedVectorFormat,
        OperandKind::CooperativeMatrixOperands => EnumKind::CooperativeMatrixOperandsKHR,
        _ => return None,
    })
}

impl Deserializer<'_> {
    /// Translates `inst` into ops at the end of `x`.
    pub(super) fn instruction(&mut self, inst: &Inst<'_>, x: BlockId) -> DResult<()> {
        let Some(op) = inst.op else {
            return Err(inst.error("unknown opcode"));
        };
        self.loc = self.line_loc(inst.line);
        match op {
            Op::Line | Op::NoLine | Op::Nop => Ok(()),
            Op::Variable => self.local_variable(inst, x),
            Op::FunctionCall => {
                // Calls are created at an unknown location, as upstream.
                self.loc = self.ctx.unknown_loc();
                self.function_call(inst, x)
            }
            Op::Undef => {
                let mut r = inst.reader();
                let (ty, id) = (r.word()?, r.word()?);
                r.finish()?;
                let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
                let op = self.create_op(x, UndefOp::DEF, &[], &[ty], Vec::new());
                self.bind_result(inst, id, self.ir.result(op, 0))
            }
            Op::CopyObject => {
                let mut r = inst.reader();
                let (_ty, id, source) = (r.word()?, r.word()?, r.word()?);
                r.finish()?;
                let value = self.value(x, source).map_err(|e| inst.error(e.message))?;
                self.bind_result(inst, id, value)
            }
            // A bitcast to its operand's own type (`uint` to `uint`, or
            // `int` to `uint` once both are `iN`) is that value, as the
            // dialect's op must change the type.
            Op::Bitcast if self.same_type_bitcast(inst, x)? => Ok(()),
            Op::ExtInst => self.ext_inst(inst, x),
            Op::GenericCastToPtrExplicit => {
                // The storage class operand is the result type's.
                let mut r = inst.reader();
                let (ty, id, pointer, _storage_class) =
                    (r.word()?, r.word()?, r.word()?, r.word()?);
                r.finish()?;
                let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
                let pointer = self.value(x, pointer).map_err(|e| inst.error(e.message))?;
                let decoded = Decoded {
                    result_type: Some(ty),
                    result: Some(id),
                    operands: SmallVec::from_slice(&[pointer]),
                    attrs: Vec::new(),
                };
                self.create_decoded(inst, x, GenericCastToPtrExplicitOp::DEF, decoded)
            }
            Op::Phi
            | Op::Label
            | Op::SelectionMerge
            | Op::LoopMerge
            | Op::Function
            | Op::FunctionParameter
            | Op::FunctionEnd => Err(inst.error("unexpected instruction in a block body")),
            _ => {
                let grammar = grammar::core_instruction(op as u32)
                    .ok_or_else(|| inst.error("unknown opcode"))?;
                let def = op_of_core(op).ok_or_else(|| {
                    inst.error("unsupported instruction: the dialect has no op for it")
                })?;
                let mut decoded = Decoded::default();
                let mut r = inst.reader();
                self.decode(inst, x, def, grammar.operands, &mut r, &mut decoded)?;
                self.create_decoded(inst, x, def, decoded)
            }
        }
    }

    /// Binds an `OpBitcast` whose result type is its operand's type to the
    /// operand; false for other bitcasts.
    fn same_type_bitcast(&mut self, inst: &Inst<'_>, x: BlockId) -> DResult<bool> {
        let mut r = inst.reader();
        let (ty, id, operand) = (r.word()?, r.word()?, r.word()?);
        r.finish()?;
        let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
        let value = self.value(x, operand).map_err(|e| inst.error(e.message))?;
        if self.ir.value_type(value) != ty {
            return Ok(false);
        }
        self.bind_result(inst, id, value)?;
        Ok(true)
    }

    pub(super) fn bind_result(&mut self, inst: &Inst<'_>, id: u32, value: Value) -> DResult<()> {
        if self.values.insert(id, value).is_some()
            || !matches!(self.def(id)?, Def::None | Def::Local)
        {
            return Err(inst.error(format!("<id> {id} is defined more than once")));
        }
        if self.local_defs {
            self.set_def(id, Def::Local);
        }
        Ok(())
    }

    fn local_variable(&mut self, inst: &Inst<'_>, x: BlockId) -> DResult<()> {
        let mut r = inst.reader();
        let (ty, id, storage_class) = (r.word()?, r.word()?, r.word()?);
        let init = r.optional_word();
        r.finish()?;
        let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
        let mut operands = SmallVec::<[Value; 1]>::new();
        if let Some(init) = init {
            operands.push(self.value(x, init).map_err(|e| inst.error(e.message))?);
        }
        let mut attrs = vec![self.named(
            "storage_class",
            self.enum_attr(EnumKind::StorageClass, storage_class, "storage class")?,
        )];
        let mut pending = Vec::new();
        attrs.extend(self.decoration_attrs(id, &mut pending, &|m| inst.error(m))?);
        if !pending.is_empty() {
            return Err(inst.error("unsupported: <id> decorations of a function variable"));
        }
        let op = self.create_op(x, VariableOp::DEF, &operands, &[ty], attrs);
        self.bind_result(inst, id, self.ir.result(op, 0))
    }

    fn function_call(&mut self, inst: &Inst<'_>, x: BlockId) -> DResult<()> {
        let ctx = self.ctx;
        let mut r = inst.reader();
        let (ty, id, callee) = (r.word()?, r.word()?, r.word()?);
        let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
        let Def::Function(symbol, _) = self.def(callee)? else {
            return Err(inst.error(format!("callee <id> {callee} is not a function")));
        };
        let mut args = SmallVec::<[Value; 4]>::new();
        for &arg in r.rest() {
            args.push(self.value(x, arg).map_err(|e| inst.error(e.message))?);
        }
        let results: &[Type] = if ty == ctx.common().none {
            &[]
        } else {
            std::slice::from_ref(&ty)
        };
        let attrs = vec![self.named("callee", ctx.symbol_ref_attr(ctx.str(symbol)))];
        let op = self.create_op(x, FunctionCallOp::DEF, &args, results, attrs);
        match self.ir.results(op).first() {
            Some(&result) => self.bind_result(inst, id, result),
            None => Ok(()),
        }
    }

    fn ext_inst(&mut self, inst: &Inst<'_>, x: BlockId) -> DResult<()> {
        let mut r = inst.reader();
        let (ty, id, set, number) = (r.word()?, r.word()?, r.word()?, r.word()?);
        let set: ExtSet = match self.def(set)? {
            Def::ExtSet(Some(set)) => set,
            Def::ExtSet(None) => {
                return Err(inst.error("unsupported: extended instruction set without dialect ops"));
            }
            _ => return Err(inst.error(format!("<id> {set} is not an extended instruction set"))),
        };
        let grammar = grammar::ext_instruction(set, number).ok_or_else(|| {
            inst.error(format!(
                "unknown instruction {number} of {}",
                set.import_name()
            ))
        })?;
        let def = op_of_ext(set, number).ok_or_else(|| {
            inst.error(format!(
                "unsupported: {} instruction {} has no op in the dialect",
                set.import_name(),
                grammar.opname
            ))
        })?;
        let mut decoded = Decoded {
            result_type: Some(self.type_of(ty).map_err(|e| inst.error(e.message))?),
            result: Some(id),
            ..Decoded::default()
        };
        self.decode(inst, x, def, grammar.operands, &mut r, &mut decoded)?;
        self.create_decoded(inst, x, def, decoded)
    }

    fn create_decoded(
        &mut self,
        inst: &Inst<'_>,
        x: BlockId,
        def: &'static OpDef,
        mut decoded: Decoded,
    ) -> DResult<()> {
        let results: SmallVec<[Type; 1]> = match (decoded.result_type, decoded.result) {
            (Some(ty), Some(_)) => SmallVec::from_slice(&[ty]),
            _ => SmallVec::new(),
        };
        if let Some(id) = decoded.result {
            let mut pending = Vec::new();
            decoded
                .attrs
                .extend(self.decoration_attrs(id, &mut pending, &|m| inst.error(m))?);
            if !pending.is_empty() {
                return Err(inst.error("unsupported: <id> decorations of a function-local value"));
            }
        }
        let op = self.create_op(x, def, &decoded.operands, &results, decoded.attrs);
        match (decoded.result, self.ir.results(op).first().copied()) {
            (Some(id), Some(value)) => self.bind_result(inst, id, value),
            _ => Ok(()),
        }
    }

    /// The value of the integer constant `id`, an operand of `inst`;
    /// `message` says what is wrong when `id` is no integer constant.
    fn integer_constant(
        &self,
        inst: &Inst<'_>,
        id: u32,
        message: impl FnOnce() -> String,
    ) -> DResult<i128> {
        match self.def(id)? {
            Def::Constant(_, value) => self.ir.int_value(value),
            _ => None,
        }
        .ok_or_else(|| inst.error(message()))
    }

    /// The operands and attributes of the instruction `inst` stands for, its
    /// operands after the result `<id>` described by `logical`.
    pub(super) fn decode_operands(
        &mut self,
        inst: &Inst<'_>,
        x: BlockId,
        def: &'static OpDef,
        logical: &[LogicalOperand],
    ) -> DResult<(SmallVec<[Value; 4]>, Vec<NamedAttribute>)> {
        let mut decoded = Decoded::default();
        let mut r = inst.reader();
        self.decode(inst, x, def, logical, &mut r, &mut decoded)?;
        Ok((decoded.operands, decoded.attrs))
    }

    /// Reads the operands `logical` describes into `out`.
    fn decode(
        &mut self,
        inst: &Inst<'_>,
        x: BlockId,
        def: &'static OpDef,
        logical: &[LogicalOperand],
        r: &mut Operands<'_>,
        out: &mut Decoded,
    ) -> DResult<()> {
        let ctx = self.ctx;
        let names = def.spec.map_or(&[][..], |spec| spec.properties);
        // The properties written as `<id>`s; none for a result-less decoding
        // of an extended instruction.
        let id_properties = OpEncoding::of(def).map_or(&[][..], |e| e.id_properties);
        let mut next_name = 0;
        let mut take_name = |inst: &Inst<'_>, kind: OperandKind| -> DResult<&'static str> {
            // Properties written as constant `<id>`s are read where they are.
            while names
                .get(next_name)
                .is_some_and(|p| id_properties.iter().any(|c| c.property == p.name))
            {
                next_name += 1;
            }
            let name = names.get(next_name).map(|property| property.name);
            next_name += 1;
            name.ok_or_else(|| {
                inst.error(format!(
                    "unsupported: no attribute of the op holds its {kind:?} operand"
                ))
            })
        };
        let core = out.result.is_none();
        for (position, operand) in logical.iter().enumerate() {
            loop {
                if r.remaining() == 0 {
                    if operand.quantifier == OperandQuantifier::One {
                        return Err(inst.error("missing operand"));
                    }
                    break;
                }
                if let Some(property) = id_properties
                    .iter()
                    .find(|c| core && c.position == position)
                {
                    let id = r.word()?;
                    let attr = match property.kind {
                        IdPropertyKind::Constant(kind) => {
                            let value = self.integer_constant(inst, id, || {
                                format!(
                                    "<id> {id} of '{}' is not an integer constant",
                                    property.property
                                )
                            })?;
                            EnumAttr::raw(ctx, kind, value as u32)
                        }
                        IdPropertyKind::Type => {
                            ctx.type_attr(self.type_of(id).map_err(|e| inst.error(e.message))?)
                        }
                    };
                    out.attrs.push(self.named(property.property, attr));
                    break;
                }
                match operand.kind {
                    OperandKind::IdResultType => {
                        out.result_type =
                            Some(self.type_of(r.word()?).map_err(|e| inst.error(e.message))?)
                    }
                    OperandKind::IdResult => out.result = Some(r.word()?),
                    OperandKind::IdRef => {
                        let id = r.word()?;
                        out.operands
                            .push(self.value(x, id).map_err(|e| inst.error(e.message))?);
                    }
                    OperandKind::IdScope | OperandKind::IdMemorySemantics => {
                        let kind = if operand.kind == OperandKind::IdScope {
                            EnumKind::Scope
                        } else {
                            EnumKind::MemorySemantics
                        };
                        let id = r.word()?;
                        let value = self.integer_constant(inst, id, || {
                            format!(
                                "scope or memory semantics <id> {id} is not an integer constant"
                            )
                        })?;
                        let attr =
                            self.enum_attr(kind, value as u32, "scope or memory semantics")?;
                        out.attrs
                            .push(self.named(take_name(inst, operand.kind)?, attr));
                    }
                    OperandKind::MemoryAccess => {
                        let mask = r.word()?;
                        let access = take_name(inst, operand.kind)?;
                        let alignment = take_name(inst, operand.kind)?;
                        if spirv::MemoryAccess::from_bits(mask).is_none() {
                            return Err(inst.error(format!("unknown memory access mask {mask:#x}")));
                        }
                        out.attrs.push(
                            self.named(access, EnumAttr::raw(ctx, EnumKind::MemoryAccess, mask)),
                        );
                        if mask & spirv::MemoryAccess::ALIGNED.bits() != 0 {
                            out.attrs
                                .push(self.named(alignment, ctx.i32_attr(r.word()? as i32)));
                        }
                        // The scopes of MakePointerAvailable / Visible, as
                        // discardable attributes (beyond MLIR 22).
                        for (bit, suffix) in crate::target::serialize::MEMORY_ACCESS_SCOPES {
                            if mask & bit.bits() == 0 {
                                continue;
                            }
                            let id = r.word()?;
                            let scope = self.integer_constant(inst, id, || {
                                format!("memory access scope <id> {id} is not an integer constant")
                            })?;
                            let attr = self.enum_attr(EnumKind::Scope, scope as u32, "scope")?;
                            let scope_name =
                                crate::target::serialize::memory_access_scope_name(access, suffix);
                            out.attrs.push(self.named(&scope_name, attr));
                        }
                    }
                    OperandKind::ImageOperands => {
                        let mask = r.word()?;
                        out.attrs.push(self.named(
                            take_name(inst, operand.kind)?,
                            EnumAttr::raw(ctx, EnumKind::ImageOperands, mask),
                        ));
                        for &id in r.rest() {
                            out.operands
                                .push(self.value(x, id).map_err(|e| inst.error(e.message))?);
                        }
                    }
                    OperandKind::LiteralInteger | OperandKind::LiteralExtInstInteger => {
                        let attr = if operand.quantifier == OperandQuantifier::ZeroOrMore {
                            let words: Vec<_> =
                                r.rest().iter().map(|&w| ctx.i32_attr(w as i32)).collect();
                            ctx.array_attr(&words)
                        } else {
                            ctx.i32_attr(r.word()? as i32)
                        };
                        out.attrs
                            .push(self.named(take_name(inst, operand.kind)?, attr));
                    }
                    kind => {
                        let Some(enum_kind) = enum_kind(kind) else {
                            return Err(inst.error(format!("unsupported operand kind {kind:?}")));
                        };
                        let attr = self.enum_attr(enum_kind, r.word()?, "enumerant")?;
                        out.attrs.push(self.named(take_name(inst, kind)?, attr));
                    }
                }
                if operand.quantifier != OperandQuantifier::ZeroOrMore {
                    break;
                }
            }
        }
        r.finish()
    }
}
