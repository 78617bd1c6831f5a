//! Ops inside functions: the dispatch, `spirv.FunctionCall`, and the
//! grammar-driven encoding every other op of the dialect uses.
//!
//! The grammar-driven encoding plays the part of MLIR's generated
//! `processOp<...>` serializers: it walks the instruction's operands in the
//! grammar's order, taking the result type and result from the op's result,
//! `<id>`s from its operands in order, and everything else from the
//! op's properties in declaration order: scope and memory-semantics enums become
//! `<id>`s of `i32` constants, literals and enumerants are written as words,
//! a `MemoryAccess` mask is followed by its `Aligned` literal, and an
//! `ImageOperands` mask by the op's remaining operands. Discardable
//! attributes on ops with a result are decorations of that result.

use rspirv::grammar::{LogicalOperand, OperandKind, OperandQuantifier};
use shader_mlir::ir::{AttrKind, Attribute, OpId, Value};
use smallvec::SmallVec;
use spirv::Op;

use super::{SResult, Serializer};
use shader_mlir::dialect::OpDef;

use super::plans::{OpAttrs, PropertyPlan};

use crate::attributes::EnumAttr;
use crate::ops::control_flow::{
    BranchConditionalOp, BranchOp, FunctionCallOp, LoopOp, MergeOp, SelectionOp,
};
use crate::ops::encoding::{IdProperty, IdPropertyKind};
use crate::ops::graph::{GraphConstantARMOp, GraphOutputsARMOp};
use crate::ops::memory::VariableOp;
use crate::ops::misc::UndefOp;
use crate::ops::pointer::GenericCastToPtrExplicitOp;
use crate::ops::replicated_constant::EXTConstantCompositeReplicateOp;
use crate::ops::structure::{AddressOfOp, ConstantOp, ReferenceOfOp, SpecConstantOperationOp};
use crate::ops::switch::SwitchOp;
use crate::support::attr_str;
use crate::target::binary::InstWriter;
use crate::types::PointerType;

/// Stack left before a nested construct is serialized on a new segment, and
/// the size of that segment.
const STACK_RED_ZONE: usize = 256 * 1024;
const STACK_GROWTH: usize = 4 * 1024 * 1024;

/// How the serializer writes an op it does not take from the grammar.
type Emit<'a> = fn(&mut Serializer<'a>, OpId) -> SResult<()>;

impl Serializer<'_> {
    /// Serializes one op of a function body.
    pub(super) fn op(&mut self, op: OpId) -> SResult<()> {
        if !self.options.emit_debug_info {
            return self.op_instructions(op);
        }
        let start = self.func.body.len();
        self.op_instructions(op)?;
        // Constructs have their line at their merge instruction; upstream
        // emits none for calls.
        if self.func.body.len() > start
            && !super::functions::is_construct(self.ir, op)
            && !FunctionCallOp::isa(self.ir, op)
        {
            self.insert_debug_line(start, self.ir.op_loc(op));
        }
        Ok(())
    }

    /// Puts the `OpLine` of `loc` before the instructions an op emitted from
    /// `start` on (MLIR's `emitDebugLine` before each op's instruction).
    fn insert_debug_line(&mut self, start: usize, loc: shader_mlir::ir::Location) {
        let Some(line) = self.debug_line(loc) else {
            return;
        };
        self.func.body.splice(start..start, line);
        let shift = line.len();
        for (_, index) in self.func.deferred_values.iter_mut() {
            if *index >= start {
                *index += shift;
            }
        }
        for (_, index) in self.func.deferred_labels.iter_mut() {
            if *index >= start {
                *index += shift;
            }
        }
    }

    /// The instructions of `op` in the current function.
    fn op_instructions(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let Some(def) = ir.op_def(op) else {
            return self.grammar_op(op);
        };
        // Values resolved (and emitted) where they are used, and variables,
        // emitted at the start of the entry block.
        if resolved_at_use(def) || std::ptr::eq(def, VariableOp::DEF) {
            return Ok(());
        }
        // The ops written by hand; every other op is its grammar instruction.
        let by_hand: [(&OpDef, Emit<'_>); 10] = [
            // Constructs nest: each level recurses, on a stack grown as needed.
            (SelectionOp::DEF, |s, op| {
                stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || s.selection(op))
            }),
            (LoopOp::DEF, |s, op| {
                stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || s.loop_(op))
            }),
            (BranchOp::DEF, Self::branch),
            (BranchConditionalOp::DEF, Self::branch_conditional),
            (SwitchOp::DEF, Self::switch),
            (FunctionCallOp::DEF, Self::function_call),
            (GraphOutputsARMOp::DEF, Self::graph_outputs),
            (GraphConstantARMOp::DEF, Self::graph_constant),
            (
                GenericCastToPtrExplicitOp::DEF,
                Self::generic_cast_to_ptr_explicit,
            ),
            (MergeOp::DEF, |s, op| {
                Err(s
                    .ir
                    .op_error(op, "must be the last op of a construct's merge block"))
            }),
        ];
        match by_hand.iter().find(|(other, _)| std::ptr::eq(def, *other)) {
            Some((_, emit)) => emit(self, op),
            None => self.grammar_op(op),
        }
    }

    fn function_call(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let callee = FunctionCallOp(op)
            .callee_attr(ir)
            .and_then(|a| super::module::symbol_root(self.ctx, a));
        let Some(callee) = callee else {
            return Err(ir.op_error(op, "requires attribute 'callee'"));
        };
        let result_type = match ir.results(op).first() {
            Some(&result) => self.type_id(op, ir.value_type(result))?,
            None => self.void_type_id(),
        };
        let func_id = self.symbol_id(callee);
        let mut args: SmallVec<[u32; 8]> = SmallVec::new();
        for value in ir.operands(op).collect::<SmallVec<[Value; 8]>>() {
            args.push(self.operand(op, value)?);
        }
        let id = match ir.results(op).first() {
            Some(&result) => self.define_value(result),
            None => self.fresh_id(),
        };
        let mut w = InstWriter::begin(&mut self.func.body, Op::FunctionCall);
        w.word(result_type).word(id).word(func_id).words(&args);
        if !w.finish() {
            return Err(ir.op_error(op, "has too many arguments to serialize"));
        }
        Ok(())
    }

    /// `OpGenericCastToPtrExplicit`: its storage class operand is the
    /// result type's, which the op has no attribute for.
    fn generic_cast_to_ptr_explicit(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let result = ir.result(op, 0);
        let ty = ir.value_type(result);
        let Some(pointer_type) = PointerType::of(self.ctx, ty) else {
            return Err(self.error(op, "result type must be a pointer"));
        };
        let storage_class = pointer_type.storage_class as u32;
        let result_type = self.type_id(op, ty)?;
        let pointer = self.operand(op, ir.operand(op, 0))?;
        let id = self.define_value(result);
        let mut w = InstWriter::begin(&mut self.func.body, Op::GenericCastToPtrExplicit);
        w.word(result_type)
            .word(id)
            .word(pointer)
            .word(storage_class);
        w.finish();
        self.result_decorations(op, id)
    }

    /// The grammar-driven encoding (see the module documentation).
    fn grammar_op(&mut self, op: OpId) -> SResult<()> {
        let (opcode, words, result_id) = self.grammar_words(op, true)?;
        let mut w = InstWriter::begin(&mut self.func.body, opcode);
        w.words(&words);
        if !w.finish() {
            let name = self.ir.op_name_str(op);
            return Err(self.error(op, format!("'{name}' has too many operands to serialize")));
        }
        if let Some(id) = result_id {
            self.result_decorations(op, id)?;
        }
        Ok(())
    }

    /// The `<id>` of the value of `spirv.SpecConstantOperation` `op`: an
    /// `OpSpecConstantOp` of the op it wraps, emitted once per encoding.
    pub(super) fn spec_constant_operation_id(&mut self, op: OpId) -> SResult<u32> {
        let ir = self.ir;
        let Some(wrapped) = SpecConstantOperationOp(op).wrapped(ir) else {
            return Err(ir.op_error(op, "expected exactly 2 nested ops"));
        };
        self.spec_op_id(op, wrapped)
    }

    /// The `<id>` of the `OpSpecConstantOp` computing `wrapped`'s result
    /// (for `op`, a `spirv.SpecConstantOperation` or
    /// `spirv.SpecConstantExpression`), emitted once per encoding.
    pub(super) fn spec_op_id(&mut self, op: OpId, wrapped: OpId) -> SResult<u32> {
        let ir = self.ir;
        let (opcode, words, _) = self.grammar_words(wrapped, false)?;
        let [type_id, _, operands @ ..] = &words[..] else {
            return Err(ir.op_error(op, "invalid enclosed op"));
        };
        let mut key: SmallVec<[u32; 4]> =
            SmallVec::from_slice(&[Op::SpecConstantOp as u32, *type_id, opcode as u32]);
        key.extend_from_slice(operands);
        if let Some(&id) = self.constant_keys.get(&key) {
            return Ok(id);
        }
        let id = self.fresh_id();
        let mut w = InstWriter::begin(&mut self.sections.globals, Op::SpecConstantOp);
        w.word(*type_id)
            .word(id)
            .word(opcode as u32)
            .words(operands);
        if !w.finish() {
            return Err(ir.op_error(op, "has too many operands to serialize"));
        }
        self.constant_keys.insert(key, id);
        Ok(id)
    }

    /// The opcode and operand words of `op` by the grammar, and its result
    /// `<id>`: a fresh one defining the result with `define_result`, else 0
    /// in its place.
    fn grammar_words(
        &mut self,
        op: OpId,
        define_result: bool,
    ) -> SResult<(Op, SmallVec<[u32; 8]>, Option<u32>)> {
        let ir = self.ir;
        let unhandled = || {
            ir.error_at(
                ir.op_loc(op),
                format!(
                    "unhandled operation serialization: '{}'",
                    ir.op_name_str(op)
                ),
            )
        };
        let def = ir.op_def(op).ok_or_else(unhandled)?;
        let plan = self.plans.grammar(self.ctx, def).ok_or_else(unhandled)?;
        let (logical, ext) = (plan.operands, plan.ext);
        let mut encoder = OperandEncoder {
            operands: ir.operands(op),
            attrs: &plan.properties,
            next_attr: 0,
            op_attrs: OpAttrs::of(ir, op),
        };
        // An extended instruction's own operands come after `<type> <id> <set>
        // <instruction>`.
        let head: &[LogicalOperand] = match ext {
            None => &[],
            Some(_) => &[
                LogicalOperand {
                    kind: OperandKind::IdResultType,
                    quantifier: OperandQuantifier::One,
                },
                LogicalOperand {
                    kind: OperandKind::IdResult,
                    quantifier: OperandQuantifier::One,
                },
            ],
        };
        let mut words: SmallVec<[u32; 8]> = SmallVec::new();
        let mut result_id = None;
        let result = ir.results(op).first().copied();
        for (index, operand) in head.iter().chain(logical).enumerate() {
            if let (Some((set, opcode)), true) = (ext, index == head.len()) {
                let set_id = self.ext_set_id(set);
                words.extend_from_slice(&[set_id, opcode]);
            }
            match operand.kind {
                OperandKind::IdResultType => {
                    let result = result.ok_or_else(unhandled)?;
                    words.push(self.type_id(op, ir.value_type(result))?);
                }
                OperandKind::IdResult => {
                    let result = result.ok_or_else(unhandled)?;
                    let id = if define_result {
                        self.define_value(result)
                    } else {
                        0
                    };
                    result_id = Some(id);
                    words.push(id);
                }
                _ if ext.is_none() && plan.id_property_at(index).is_some() => {
                    let property = plan.id_property_at(index).ok_or_else(unhandled)?;
                    words.push(self.id_property(op, encoder.op_attrs, property)?);
                }
                _ => self.encode_operand(op, operand, &mut encoder, &mut words)?,
            }
        }
        if ext.is_some() && logical.is_empty() {
            return Err(unhandled());
        }
        if encoder.has_operand() || encoder.next_attr < encoder.required_attrs() {
            return Err(self.error(
                op,
                format!(
                    "cannot serialize '{}': its operands do not match the instruction's",
                    ir.op_name_str(op)
                ),
            ));
        }
        Ok((plan.opcode, words, result_id))
    }

    /// The `<id>` of a property the instruction takes as one.
    fn id_property(
        &mut self,
        op: OpId,
        attrs: OpAttrs<'_>,
        (property, ident): (&IdProperty, Option<shader_mlir::Ident>),
    ) -> SResult<u32> {
        let attr = attrs
            .get(ident)
            .ok_or_else(|| self.error(op, format!("requires attribute '{}'", property.property)))?;
        match property.kind {
            IdPropertyKind::Constant(_) => {
                let value = attr_word(self.ctx, attr).ok_or_else(|| self.bad_attr(op, attr))?;
                let i32_ty = self.ctx.common().i32;
                self.int_constant_id(op, i32_ty, value.into())
            }
            IdPropertyKind::Type => match self.ctx.attr_kind(attr) {
                AttrKind::Type(ty) => self.type_id(op, *ty),
                _ => Err(self.bad_attr(op, attr)),
            },
        }
    }

    fn encode_operand(
        &mut self,
        op: OpId,
        operand: &LogicalOperand,
        encoder: &mut OperandEncoder<'_, impl ExactSizeIterator<Item = Value>>,
        words: &mut SmallVec<[u32; 8]>,
    ) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = || ir.op_name_str(op);
        let unsupported = || {
            self.error(
                op,
                format!(
                    "cannot serialize '{}': unsupported operand kind {:?}",
                    name(),
                    operand.kind
                ),
            )
        };
        match operand.kind {
            OperandKind::IdRef => {
                let take = match operand.quantifier {
                    OperandQuantifier::One => 1,
                    OperandQuantifier::ZeroOrOne => usize::from(encoder.has_operand()),
                    OperandQuantifier::ZeroOrMore => encoder.remaining_operands(),
                };
                for _ in 0..take {
                    let Some(value) = encoder.next_operand() else {
                        return Err(self.error(
                            op,
                            format!("cannot serialize '{}': missing operand", name()),
                        ));
                    };
                    words.push(self.operand(op, value)?);
                }
            }
            OperandKind::IdScope | OperandKind::IdMemorySemantics => {
                let attr = encoder.next_attr().ok_or_else(unsupported)?;
                let value = attr_word(ctx, attr).ok_or_else(|| self.bad_attr(op, attr))?;
                let i32_ty = ctx.common().i32;
                words.push(self.int_constant_id(op, i32_ty, value.into())?);
            }
            OperandKind::MemoryAccess => {
                let access_name = encoder.next_name();
                let access = encoder.next_attr();
                let alignment = encoder.next_attr();
                if let Some(access) = access.filter(|_| !self.repeats_first_mask(op, access_name)) {
                    let mask = attr_word(ctx, access).ok_or_else(|| self.bad_attr(op, access))?;
                    words.push(mask);
                    if mask & spirv::MemoryAccess::ALIGNED.bits() != 0 {
                        let alignment = alignment.and_then(|a| attr_word(ctx, a));
                        words.push(alignment.ok_or_else(|| {
                            self.error(
                                op,
                                format!(
                                    "'{}' has the Aligned memory access but no alignment",
                                    name()
                                ),
                            )
                        })?);
                    }
                    // The scopes of MakePointerAvailable / MakePointerVisible.
                    for (bit, suffix) in MEMORY_ACCESS_SCOPES {
                        if mask & bit.bits() == 0 {
                            continue;
                        }
                        let scope_name = memory_access_scope_name(access_name, suffix);
                        let scope = ir
                            .attr(op, &scope_name)
                            .and_then(|a| attr_word(ctx, a))
                            .ok_or_else(|| {
                                self.error(
                                    op,
                                    format!("'{}' has no '{scope_name}' attribute", name()),
                                )
                            })?;
                        let i32_ty = ctx.common().i32;
                        words.push(self.int_constant_id(op, i32_ty, scope.into())?);
                    }
                }
            }
            OperandKind::ImageOperands => {
                if let Some(mask) = encoder.next_attr() {
                    words.push(attr_word(ctx, mask).ok_or_else(|| self.bad_attr(op, mask))?);
                    while let Some(value) = encoder.next_operand() {
                        words.push(self.operand(op, value)?);
                    }
                }
            }
            OperandKind::LiteralInteger
            | OperandKind::LiteralContextDependentNumber
            | OperandKind::LiteralExtInstInteger => {
                let Some(attr) = encoder.next_attr() else {
                    return match operand.quantifier {
                        OperandQuantifier::One => Err(unsupported()),
                        _ => Ok(()),
                    };
                };
                match ctx.attr_kind(attr) {
                    AttrKind::Array(elements) => {
                        for &element in elements.iter() {
                            words.push(
                                attr_word(ctx, element)
                                    .ok_or_else(|| self.bad_attr(op, element))?,
                            );
                        }
                    }
                    _ => words.push(attr_word(ctx, attr).ok_or_else(|| self.bad_attr(op, attr))?),
                }
            }
            OperandKind::LiteralString
            | OperandKind::LiteralFloat
            | OperandKind::LiteralSpecConstantOpInteger
            | OperandKind::PairLiteralIntegerIdRef
            | OperandKind::PairIdRefLiteralInteger
            | OperandKind::PairIdRefIdRef
            | OperandKind::IdResult
            | OperandKind::IdResultType => return Err(unsupported()),
            // Any other kind is an enumerant (or a mask) held by an attribute.
            _ => match encoder.next_attr() {
                Some(attr) => {
                    words.push(attr_word(ctx, attr).ok_or_else(|| self.bad_attr(op, attr))?)
                }
                None if operand.quantifier != OperandQuantifier::One => {}
                None => return Err(unsupported()),
            },
        }
        Ok(())
    }

    fn bad_attr(&self, op: OpId, attr: Attribute) -> shader_mlir::diagnostics::Diagnostic {
        self.error(
            op,
            format!("cannot serialize attribute: {}", attr_str(self.ctx, attr)),
        )
    }
}

/// Hands out an op's operands and properties in grammar order.
struct OperandEncoder<'p, I> {
    /// The operands not handed out yet.
    operands: I,
    /// The op's properties, in declaration order: the instruction's
    /// literal and enumerant operands (but those written as constant
    /// `<id>`s, see [`OpEncoding`](crate::ops::encoding::OpEncoding)).
    attrs: &'p [PropertyPlan],
    next_attr: usize,
    /// The op's attributes.
    op_attrs: OpAttrs<'p>,
}

impl<I: ExactSizeIterator<Item = Value>> OperandEncoder<'_, I> {
    fn has_operand(&self) -> bool {
        self.operands.len() > 0
    }

    fn remaining_operands(&self) -> usize {
        self.operands.len()
    }

    fn next_operand(&mut self) -> Option<Value> {
        self.operands.next()
    }

    /// The name of the next property.
    fn next_name(&self) -> &'static str {
        self.attrs.get(self.next_attr).map_or("", |p| p.name)
    }

    /// The next property's value on the op, if the op has it.
    fn next_attr(&mut self) -> Option<Attribute> {
        loop {
            let property = self.attrs.get(self.next_attr)?;
            self.next_attr += 1;
            if !property.is_id {
                return self.op_attrs.get(property.ident);
            }
        }
    }

    /// How many properties must have been consumed: all, except trailing
    /// ones the op does not carry (optional operands).
    fn required_attrs(&self) -> usize {
        self.attrs
            .iter()
            .rposition(|property| !property.is_id && self.op_attrs.get(property.ident).is_some())
            .map_or(0, |i| i + 1)
    }
}

/// The word an enum, integer or boolean attribute stands for.
fn attr_word(ctx: &shader_mlir::Context, attr: Attribute) -> Option<u32> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(*value as u32),
        AttrKind::Bool(b) => Some(u32::from(*b)),
        _ => EnumAttr::of(ctx, attr).map(|e| e.value),
    }
}

/// The memory access bits that take a scope `<id>`, in operand order, and
/// the suffix of the attribute holding it.
pub(in crate::target) const MEMORY_ACCESS_SCOPES: [(spirv::MemoryAccess, &str); 2] = [
    (
        spirv::MemoryAccess::MAKE_POINTER_AVAILABLE,
        "make_pointer_available_scope",
    ),
    (
        spirv::MemoryAccess::MAKE_POINTER_VISIBLE,
        "make_pointer_visible_scope",
    ),
];

impl Serializer<'_> {
    /// Whether memory access `access_name` of `op` is `spirv.CopyMemory`'s
    /// source list and equals its target list (mask, alignment and scopes):
    /// then it is left out, as one mask applies to both target and source
    /// (<https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#OpCopyMemory>).
    /// MLIR 22 prints a one-list op with its list twice, so that text
    /// serializes to the binary it was read from.
    fn repeats_first_mask(&self, op: OpId, access_name: &str) -> bool {
        let ir = self.ir;
        let Some(prefix) = access_name
            .strip_suffix("memory_access")
            .filter(|p| !p.is_empty())
        else {
            return false;
        };
        let same_prop = |name: &str| ir.prop(op, &format!("{prefix}{name}")) == ir.prop(op, name);
        // The scopes are discardable attributes.
        let same_scope = |suffix: &str| {
            let name = memory_access_scope_name("memory_access", suffix);
            ir.attr(op, &format!("{prefix}{name}")) == ir.attr(op, &name)
        };
        same_prop("memory_access")
            && same_prop("alignment")
            && MEMORY_ACCESS_SCOPES
                .iter()
                .all(|(_, suffix)| same_scope(suffix))
    }
}

/// The discardable attribute holding a memory access scope: for an op's
/// `memory_access`, `make_pointer_available_scope`; for `spirv.CopyMemory`'s
/// `source_memory_access`, `source_make_pointer_available_scope`.
pub(in crate::target) fn memory_access_scope_name(access_name: &str, suffix: &str) -> String {
    let prefix = access_name.strip_suffix("memory_access").unwrap_or("");
    format!("{prefix}{suffix}")
}

/// Whether ops of `def` write nothing where they stand: their values are
/// resolved where they are used (constants, addresses of globals,
/// specialization constants, undefined values).
pub(super) fn resolved_at_use(def: &OpDef) -> bool {
    [
        ConstantOp::DEF,
        EXTConstantCompositeReplicateOp::DEF,
        AddressOfOp::DEF,
        ReferenceOfOp::DEF,
        SpecConstantOperationOp::DEF,
        UndefOp::DEF,
    ]
    .iter()
    .any(|&other| std::ptr::eq(def, other))
}
