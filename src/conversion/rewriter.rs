//! The rewriter conversion patterns use (MLIR's `ConversionPatternRewriter`).
//!
//! It reads the IR through the [`Rewriter`] it dereferences to, and changes it
//! only through its own methods, each of which records in the conversion's
//! [`Journal`] how to undo the change, so that a failed conversion can put the
//! IR back as it was. Its replacing methods understand type changes: when a
//! value is replaced by one of another type, the remaining users get a source
//! materialization (`builtin.unrealized_conversion_cast` from the new value back
//! to the old type) and the conversion remembers the new value, which later
//! patterns receive in their [`Adaptor`](super::Adaptor). Erasure is deferred
//! until the conversion succeeds (see [`Journal`]):
//! [`is_erased`](ConversionRewriter::is_erased) tells an erased op.
//!
//! Block signatures change in place: new arguments are added, the old ones are
//! replaced (through a source materialization when the type changed) and removed.

use std::ops::Deref;
use std::sync::Arc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::conversion::dense::{OpSet, ValueMap};
use crate::conversion::journal::Journal;
use crate::conversion::type_converter::{MaterializationKind, SignatureConversion, TypeConverter};
use crate::ir::{
    Attribute, BlockId, InsertPoint, Ir, Location, OpId, OperationState, RegionId, Type, Value,
};
use crate::rewrite::block_arg_replacements;
use crate::rewrite::{MatchFailure, RewriteResult, Rewriter};

/// What a cast the driver inserts stands in for: a materialization of `kind`,
/// to be built by `converter` if it can.
#[derive(Clone)]
pub(crate) struct CastOrigin {
    pub kind: MaterializationKind,
    pub converter: Option<Arc<TypeConverter>>,
}

/// A cast the driver inserted to stand in for a materialization.
pub(crate) struct CastRecord {
    pub op: OpId,
    pub origin: CastOrigin,
}

/// What the conversion has learned so far, shared by all pattern applications.
#[derive(Default)]
pub(crate) struct ConversionState {
    /// Replaced values to their replacements (follow the chain to the latest).
    pub mapping: ValueMap,
    pub casts: Vec<CastRecord>,
    pub cast_ops: OpSet,
    /// Target materializations already built: (value, type) -> cast result.
    pub target_casts: FxHashMap<(Value, Type), Value>,
    /// Ops the running pattern changed in place.
    pub modified: Vec<OpId>,
    /// A misuse of the rewriter by the running pattern.
    pub misuse: Option<&'static str>,
    /// Every change made so far, to undo them if the conversion fails.
    pub journal: Journal,
}

impl ConversionState {
    /// The latest replacement of `v` (or `v`). Stops at a value of type `want`
    /// when one is met on the way.
    pub fn lookup(&self, ir: &Ir, v: Value, want: Option<Type>) -> Value {
        let mut cur = v;
        // A chain is at most as long as the mapping; the bound guards the loop.
        for _ in 0..=self.mapping.len() {
            if want.is_some_and(|t| ir.value_type(cur) == t) {
                return cur;
            }
            match self.mapping.get(cur) {
                Some(next) => cur = next,
                None => break,
            }
        }
        cur
    }

    /// Creates a cast of `inputs` to `ty` at `at` and records it.
    pub fn create_cast(
        &mut self,
        ir: &mut Ir,
        at: InsertPoint,
        inputs: &[Value],
        ty: Type,
        loc: Location,
        origin: CastOrigin,
    ) -> Value {
        let mut state =
            OperationState::new(ir.ctx().ident("builtin.unrealized_conversion_cast"), loc);
        state.operands = inputs.to_vec();
        state.result_types = vec![ty];
        let op = self.journal.create(ir, Some(at), state);
        self.casts.push(CastRecord { op, origin });
        self.cast_ops.insert(op);
        ir.result(op, 0)
    }

    /// `v` as a value of `ty`: its latest replacement if that has the type, else a
    /// target materialization of it (built once per value and type).
    pub fn remap_to(
        &mut self,
        ir: &mut Ir,
        v: Value,
        ty: Type,
        converter: Option<&Arc<TypeConverter>>,
    ) -> Value {
        let latest = self.lookup(ir, v, Some(ty));
        if ir.value_type(latest) == ty {
            return latest;
        }
        if let Some(&cached) = self.target_casts.get(&(latest, ty))
            && ir
                .defining_op(cached)
                .is_some_and(|c| !self.journal.is_erased(ir, c))
        {
            return cached;
        }
        let at = point_after_def(ir, latest);
        let loc = ir.value_loc(v);
        let origin = CastOrigin {
            kind: MaterializationKind::Target,
            converter: converter.cloned(),
        };
        let cast = self.create_cast(ir, at, &[latest], ty, loc, origin);
        self.target_casts.insert((latest, ty), cast);
        cast
    }
}

/// Right after the definition of `v` (the start of its block for an argument).
pub(crate) fn point_after_def(ir: &Ir, v: Value) -> InsertPoint {
    match ir.defining_op(v) {
        Some(op) => {
            let block = ir
                .op_parent_block(op)
                .expect("value defined by a detached op");
            InsertPoint {
                block,
                before: ir.next_op(op),
            }
        }
        None => {
            let block = ir
                .value_parent_block(v)
                .expect("block argument without a block");
            InsertPoint {
                block,
                before: ir.first_op(block),
            }
        }
    }
}

/// The rewriter handed to conversion patterns.
pub struct ConversionRewriter<'a> {
    rewriter: Rewriter<'a>,
    state: &'a mut ConversionState,
    converter: Option<&'a Arc<TypeConverter>>,
}

/// Reading goes through the [`Rewriter`]; every change goes through the
/// methods of [`ConversionRewriter`], which record how to undo it.
impl<'a> Deref for ConversionRewriter<'a> {
    type Target = Rewriter<'a>;
    fn deref(&self) -> &Rewriter<'a> {
        &self.rewriter
    }
}

impl crate::rewrite::OpBuilder for ConversionRewriter<'_> {
    fn ir(&self) -> &Ir {
        self.rewriter.ir()
    }
    fn create(&mut self, state: OperationState) -> OpId {
        ConversionRewriter::create(self, state)
    }
    fn new_region(&mut self) -> RegionId {
        crate::rewrite::OpBuilder::new_region(&mut self.rewriter)
    }
    fn new_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        crate::rewrite::OpBuilder::new_block(&mut self.rewriter, region, args)
    }
}

impl<'a> ConversionRewriter<'a> {
    pub(crate) fn new(
        rewriter: Rewriter<'a>,
        state: &'a mut ConversionState,
        converter: Option<&'a Arc<TypeConverter>>,
    ) -> Self {
        ConversionRewriter {
            rewriter,
            state,
            converter,
        }
    }

    /// The IR and the journal, to change the one and record in the other.
    fn parts(&mut self) -> (&mut Ir, &mut Journal) {
        (self.rewriter.ir_mut_unobserved(), &mut self.state.journal)
    }

    /// Whether the conversion erased `op` (erasure takes effect when the
    /// conversion succeeds; until then the handle stays valid).
    pub fn is_erased(&self, op: OpId) -> bool {
        self.state.journal.is_erased(self.rewriter.ir(), op)
    }

    // ===== insertion point =====

    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.rewriter.restore_insertion_point(ip);
    }

    /// New ops go right before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.rewriter.set_insertion_point(op);
    }

    /// New ops go right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.rewriter.set_insertion_point_after(op);
    }

    /// New ops go right after the definition of `value`.
    pub fn set_insertion_point_after_value(&mut self, value: Value) {
        self.rewriter.set_insertion_point_after_value(value);
    }

    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.rewriter.set_insertion_point_to_start(block);
    }

    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.rewriter.set_insertion_point_to_end(block);
    }

    // ===== creation and moves =====

    /// Creates an op at the insertion point (detached when there is none).
    pub fn create(&mut self, state: OperationState) -> OpId {
        let at = self.rewriter.insertion_point();
        let (ir, journal) = self.parts();
        journal.create(ir, at, state)
    }

    /// Creates a block with the given arguments at `position` in `region` (the
    /// end when `None`) and moves the insertion point to its end.
    pub fn create_block(
        &mut self,
        region: RegionId,
        position: Option<usize>,
        args: &[(Type, Location)],
    ) -> BlockId {
        let (ir, journal) = self.parts();
        let block = journal.create_block(ir, region, position, args);
        self.rewriter
            .restore_insertion_point(Some(InsertPoint::at_end(block)));
        block
    }

    /// Moves every block of `region` into `dest` before block index `position`.
    pub fn inline_region_before(&mut self, region: RegionId, dest: RegionId, position: usize) {
        let (ir, journal) = self.parts();
        journal.inline_region(ir, region, dest, position);
    }

    /// Moves `op` right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let at = InsertPoint::before(self.rewriter.ir(), before);
        self.move_op_to(op, at);
    }

    /// Moves `op` to `at`.
    pub fn move_op_to(&mut self, op: OpId, at: InsertPoint) {
        let (ir, journal) = self.parts();
        journal.move_op(ir, op, at);
    }

    /// Sets (or replaces) a discardable attribute of `op`. Unlike
    /// [`modify_op_in_place`](Self::modify_op_in_place), the op is not
    /// legalized again.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) {
        let (ir, journal) = self.parts();
        journal.set_attr(ir, op, name, value);
    }

    /// The running pattern's type converter.
    pub fn type_converter(&self) -> Option<&'a Arc<TypeConverter>> {
        self.converter
    }

    /// The value `v` has been replaced with so far (or `v`).
    pub fn remapped_value(&self, v: Value) -> Value {
        self.state.lookup(self.rewriter.ir(), v, None)
    }

    /// `v` as a value of the type the running pattern's converter gives it,
    /// materialized if needed; fails when the type does not convert.
    pub fn converted_value(&mut self, v: Value) -> Result<Value, MatchFailure> {
        let Some(converter) = self.converter else {
            return Ok(self.remapped_value(v));
        };
        let ty = self.rewriter.ir().value_type(v);
        let ty = converter
            .convert_type(self.rewriter.ctx(), ty)
            .ok_or(MatchFailure("operand type cannot be converted"))?;
        Ok(self
            .state
            .remap_to(self.rewriter.ir_mut_unobserved(), v, ty, Some(converter)))
    }

    /// Replaces every use of `from` with `to`. If their types differ, remaining
    /// users see a source materialization of `to` instead, and later patterns see
    /// `to` in their adaptors.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        self.state.mapping.insert(from, to);
        let ir = self.rewriter.ir();
        if ir.value_type(from) == ir.value_type(to) || !ir.has_uses(from) {
            let (ir, journal) = self.parts();
            journal.replace_all_uses(ir, from, to);
            return;
        }
        let ty = ir.value_type(from);
        let loc = ir.value_loc(from);
        let at = point_after_def(ir, to);
        let origin = CastOrigin {
            kind: MaterializationKind::Source,
            converter: self.converter.cloned(),
        };
        let cast = self.state.create_cast(
            self.rewriter.ir_mut_unobserved(),
            at,
            &[to],
            ty,
            loc,
            origin,
        );
        self.state.mapping.insert(cast, to);
        let (ir, journal) = self.parts();
        journal.replace_all_uses(ir, from, cast);
    }

    /// Replaces the results of `op` with `values` (types may differ) and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        assert_eq!(
            self.rewriter.ir().num_results(op),
            values.len(),
            "replace_op: result count mismatch"
        );
        let results: SmallVec<[Value; 2]> = self.rewriter.ir().results(op).into();
        for (from, &to) in results.into_iter().zip(values) {
            self.replace_all_uses_with(from, to);
        }
        self.erase_op(op);
    }

    /// Creates `state` at the insertion point and replaces `op` with its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let new_op = self.create(state);
        let values: SmallVec<[Value; 2]> = self.rewriter.ir().results(new_op).into();
        self.replace_op(op, &values);
        new_op
    }

    /// Erases `op` and what it holds; its results must be unused. Erasing an op
    /// that is still used is refused and fails the conversion.
    pub fn erase_op(&mut self, op: OpId) {
        let ir = self.rewriter.ir();
        if ir.results(op).iter().any(|&r| ir.has_uses(r)) {
            self.state.misuse = Some("erased an op whose results are still used");
            return;
        }
        let (ir, journal) = self.parts();
        journal.erase_op(ir, op);
    }

    /// Changes `op` in place through `f`; the driver legalizes it again
    /// afterwards. `f` may change the op's location, operands, attributes,
    /// properties, successors and result types, nothing else.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        self.state.modified.push(op);
        let (ir, journal) = self.parts();
        journal.modify_op(ir, op, f)
    }

    /// Moves the ops of `source` before `at`, its arguments replaced by `args`
    /// (types may differ), and erases `source`.
    pub fn inline_block_before(&mut self, source: BlockId, at: InsertPoint, args: &[Value]) {
        for (from, to) in block_arg_replacements(self.rewriter.ir(), source, args) {
            self.replace_all_uses_with(from, to);
        }
        let ops: SmallVec<[OpId; 8]> = self.rewriter.ir().block_ops(source).collect();
        let (ir, journal) = self.parts();
        for op in ops {
            journal.move_op(ir, op, at);
        }
        journal.erase_empty_block(ir, source);
    }

    /// Appends the ops of `source` to `dest`, its arguments replaced by `args`.
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        self.inline_block_before(source, InsertPoint::at_end(dest), args);
    }

    /// Converts the argument types of every block of `region` with `converter`;
    /// the entry block follows `entry` when given. Fails, changing nothing, when a
    /// type does not convert.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &Arc<TypeConverter>,
        entry: Option<&SignatureConversion>,
    ) -> RewriteResult {
        let ir = self.rewriter.ir();
        let ctx = ir.ctx();
        let mut plans: Vec<(BlockId, SignatureConversion)> = Vec::new();
        for (i, &block) in ir.region_blocks(region).iter().enumerate() {
            let plan = match entry {
                Some(conversion) if i == 0 => conversion.clone(),
                _ => {
                    let types: Vec<Type> = ir
                        .block_args(block)
                        .iter()
                        .map(|&a| ir.value_type(a))
                        .collect();
                    converter
                        .convert_signature(ctx, &types)
                        .ok_or(MatchFailure("block argument type cannot be converted"))?
                }
            };
            if plan.num_original_inputs() != ir.block_args(block).len() {
                return Err(MatchFailure(
                    "signature conversion does not match the block arguments",
                ));
            }
            plans.push((block, plan));
        }
        for (block, plan) in plans {
            self.apply_signature_conversion(block, &plan, Some(converter.clone()));
        }
        Ok(())
    }

    /// Rewrites the arguments of `block` as `conversion` says. Uses of an argument
    /// whose type changed (or that was dropped) go through a source
    /// materialization at the start of the block (the last argument's first).
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
        converter: Option<Arc<TypeConverter>>,
    ) {
        let ir = self.rewriter.ir();
        let old_args: SmallVec<[Value; 4]> = ir.block_args(block).into();
        assert_eq!(
            old_args.len(),
            conversion.num_original_inputs(),
            "signature conversion arity"
        );
        let unchanged = old_args
            .iter()
            .enumerate()
            .all(|(i, &a)| conversion.input(i) == Some(ir.value_type(a)));
        if unchanged {
            return;
        }
        // Each cast goes to the start of the block, before those of earlier
        // arguments, as MLIR's `applySignatureConversion` inserts them.
        let mut new_args: SmallVec<[Option<Value>; 4]> = SmallVec::new();
        for (i, &old) in old_args.iter().enumerate() {
            let loc = self.rewriter.ir().value_loc(old);
            new_args.push(conversion.input(i).map(|t| {
                let (ir, journal) = self.parts();
                journal.add_block_argument(ir, block, t, loc)
            }));
        }
        for (&old, &new) in old_args.iter().zip(&new_args) {
            let ir = self.rewriter.ir();
            let (old_ty, loc) = (ir.value_type(old), ir.value_loc(old));
            match new {
                Some(new) if ir.value_type(new) == old_ty => {
                    let (ir, journal) = self.parts();
                    journal.replace_all_uses(ir, old, new);
                }
                _ => {
                    if new.is_some() || ir.has_uses(old) {
                        let inputs: SmallVec<[Value; 1]> = new.into_iter().collect();
                        let at = InsertPoint {
                            block,
                            before: ir.first_op(block),
                        };
                        let origin = CastOrigin {
                            kind: MaterializationKind::Source,
                            converter: converter.clone(),
                        };
                        let cast = self.state.create_cast(
                            self.rewriter.ir_mut_unobserved(),
                            at,
                            &inputs,
                            old_ty,
                            loc,
                            origin,
                        );
                        if let Some(new) = new {
                            self.state.mapping.insert(cast, new);
                        }
                        let (ir, journal) = self.parts();
                        journal.replace_all_uses(ir, old, cast);
                    }
                }
            }
            if let Some(new) = new {
                self.state.mapping.insert(old, new);
            }
        }
        let (ir, journal) = self.parts();
        for _ in 0..old_args.len() {
            journal.erase_block_argument(ir, block, 0);
        }
    }
}
