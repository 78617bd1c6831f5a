//! Function bodies: SPIR-V blocks into the regions of `spirv.func`,
//! `spirv.mlir.selection` and `spirv.mlir.loop`.
//!
//! The inverse of the serializer's block layout, and upstream's
//! `ControlFlowStructurizer` for binaries of other producers:
//!
//! - each construct level (the function body, or a construct's region) holds
//!   the blocks it owns ([`cfg`](super::cfg)), in binary order, each block's
//!   `OpPhi`s as block arguments;
//! - a header block becomes its construct op, placed where the flow enters
//!   it: in a block of its own, except that a loop header goes to the end of
//!   its only predecessor's block when that one branches there
//!   unconditionally, and so does a selection header whose predecessor is a
//!   loop's continue target (a loop region's continue block is one block);
//!   the ops of its merge block continue after the construct op in the same
//!   block;
//! - a selection header's own instructions, and the values its branch
//!   materializes, stay before the construct, which then starts a block of
//!   its own after a `spirv.Branch`; so does a selection whose header is
//!   the function's entry block or another construct's merge block (MLIR's
//!   `Deserializer::splitSelectionHeader`; the serializer writes such a
//!   block pair back as one header block). The region holds the header's
//!   branch, the construct's blocks, and a merge block yielding the merge
//!   block's phis and the escaping values;
//! - a loop region starts with an entry block branching to the header
//!   block and ends with the continue block and the merge block;
//! - branches to the construct's merge block go to the region's merge
//!   block, back edges to the region's header block; a branch leaving the
//!   construct otherwise (an early `break`, `continue` or `return`-like exit
//!   out of a nested construct) is made explicit ([`super::exits`]).

use rustc_hash::FxHashMap;
use shader_mlir::ir::{AttrKind, Attribute, BlockId, InsertPoint, RegionId, Type, Value};
use smallvec::SmallVec;
use spirv::Op;

use super::Deserializer;
use super::blocks::SpvFunction;
use super::cfg::{self, Analysis};
use super::reader::{DResult, error};
use crate::attributes::{EnumAttr, EnumKind};
use crate::ops::control_flow::{
    BranchConditionalOp, BranchOp, LoopOp, MergeOp, ReturnOp, ReturnValueOp, SelectionOp,
};
use crate::ops::misc::UndefOp;

/// Stack left before a nested construct is translated on a new segment, and
/// the size of that segment.
const STACK_RED_ZONE: usize = 256 * 1024;
const STACK_GROWTH: usize = 4 * 1024 * 1024;

/// The translation state of one function.
pub(super) struct Builder<'f, 'w> {
    pub(super) f: &'f SpvFunction<'w>,
    pub(super) a: Analysis,
    /// The MLIR block of each SPIR-V block that has one of its own.
    blocks: FxHashMap<usize, BlockId>,
    /// The region merge block of each construct.
    merges: FxHashMap<usize, BlockId>,
    /// The region header block of each loop.
    loop_headers: FxHashMap<usize, BlockId>,
    /// For each header placed at the end of its only predecessor's block,
    /// that predecessor.
    inline_from: FxHashMap<usize, usize>,
    /// Blocks translated into another block's MLIR block.
    pub(super) inlined: Vec<bool>,
    /// The blocks each construct level owns, in binary order.
    members: FxHashMap<Option<usize>, Vec<usize>>,
    /// For each block with phis: its phis' incoming values by parent label.
    phi_tables: FxHashMap<usize, FxHashMap<u32, SmallVec<[u32; 4]>>>,
    /// Word offsets of the instructions already translated: the entry
    /// block's `OpVariable`s, which go first in the function's entry block
    /// even when that SPIR-V block heads a construct.
    hoisted: rustc_hash::FxHashSet<usize>,
    /// The targets outside each construct that its blocks branch to, other
    /// than its merge block ([`super::exits`]).
    pub(super) exits: FxHashMap<usize, Vec<usize>>,
}

impl<'f, 'w> Builder<'f, 'w> {
    fn new(f: &'f SpvFunction<'w>, a: Analysis) -> Self {
        let n = f.blocks.len();
        let mut inlined = vec![false; n];
        let mut inline_from = FxHashMap::default();
        let mut members: FxHashMap<Option<usize>, Vec<usize>> = FxHashMap::default();
        // A loop's continue target keeps the selections it branches to in
        // its own block: the loop region's continue block is one block.
        let continue_targets: rustc_hash::FxHashSet<usize> =
            a.continue_of.iter().flatten().copied().collect();
        for (b, inlined) in inlined.iter_mut().enumerate() {
            if !a.reachable[b] {
                continue;
            }
            members.entry(a.owner[b]).or_default().push(b);
            if a.continuation_of.contains_key(&b) {
                *inlined = true;
            }
            if a.is_header(b)
                && let [p] = a.entering_preds(b)[..]
                && f.blocks[p].terminator.op == Some(Op::Branch)
                && f.blocks[p].merge.is_none()
                && a.owner[p] == a.owner[b]
                && (a.is_loop(b) || continue_targets.contains(&p))
            {
                *inlined = true;
                inline_from.insert(b, p);
            }
        }
        let exits = super::exits::find(f, &a, &inlined, &inline_from);
        Builder {
            f,
            a,
            exits,
            blocks: FxHashMap::default(),
            merges: FxHashMap::default(),
            loop_headers: FxHashMap::default(),
            inline_from,
            inlined,
            members,
            hoisted: rustc_hash::FxHashSet::default(),
            phi_tables: FxHashMap::default(),
        }
    }

    pub(super) fn label(&self, b: usize) -> u32 {
        self.f.blocks[b].label
    }
}

/// The values a block's phis take as the block is entered.
enum Incoming {
    /// The arguments of the MLIR block being filled.
    BlockArgs,
    /// These values.
    Values(SmallVec<[Value; 4]>),
}

impl Deserializer<'_> {
    /// Translates the body of a function whose `spirv.func` op holds `region`;
    /// `entry` (already in `region`) has the parameters as arguments.
    pub(super) fn function_body(
        &mut self,
        f: &SpvFunction<'_>,
        region: RegionId,
        entry: BlockId,
    ) -> DResult<()> {
        let a = cfg::analyze(f)?;
        let mut b = Builder::new(f, a);
        b.blocks.insert(0, entry);
        for inst in f.blocks.first().map_or(&[][..], |block| &block.body) {
            if inst.op == Some(Op::Variable) {
                self.instruction(inst, entry)?;
                b.hoisted.insert(inst.offset);
            }
        }
        self.level(&mut b, None, region)?;
        super::block_order::reorder(&mut self.ir, region);
        self.loc = self.ctx.unknown_loc();
        Ok(())
    }

    /// Fills `region` with the blocks construct `level` owns.
    fn level(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        region: RegionId,
    ) -> DResult<()> {
        let members = b.members.get(&level).cloned().unwrap_or_default();
        for block in members {
            if b.inlined[block] {
                continue;
            }
            let x = self.block_of(b, block)?;
            if self.ir.block_parent(x).is_none() {
                self.place_block(region, x)?;
            }
            // The function's entry block has the parameters as arguments.
            let incoming = if level.is_none() && block == 0 {
                Incoming::Values(SmallVec::new())
            } else {
                Incoming::BlockArgs
            };
            self.translate_into(b, level, block, x, incoming, false)?;
        }
        Ok(())
    }

    /// Translates SPIR-V block `block` into MLIR block `x`, and the blocks that
    /// continue in `x` after it. With `body_only`, `block` is a header whose
    /// construct op is being built: its own instructions are translated.
    fn translate_into(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        mut block: usize,
        mut x: BlockId,
        mut incoming: Incoming,
        mut body_only: bool,
    ) -> DResult<()> {
        loop {
            let values: SmallVec<[Value; 4]> = match incoming {
                Incoming::BlockArgs => self.ir.block_args(x).into(),
                Incoming::Values(v) => v,
            };
            if b.a.is_header(block) && !body_only {
                // Constructs nest (up to `MAX_CONSTRUCT_DEPTH`): each level
                // recurses, on a stack grown as needed.
                let (results, exits, at) =
                    stacker::maybe_grow(STACK_RED_ZONE, STACK_GROWTH, || {
                        self.construct(b, block, x, values)
                    })?;
                x = at;
                if let Some(exits) = exits {
                    x = self.dispatch_exits(b, level, block, x, exits)?;
                }
                block = b.a.merge_of[block].unwrap_or(block);
                incoming = Incoming::Values(results);
                continue;
            }
            body_only = false;
            let f = b.f;
            let spv = &f.blocks[block];
            if spv.phis.len() != values.len() {
                return Err(error(format!(
                    "block {} is entered with the wrong number of phi values",
                    spv.label
                )));
            }
            for (phi, &value) in spv.phis.iter().zip(&values) {
                let id = *phi
                    .operands
                    .get(1)
                    .ok_or_else(|| phi.error("missing result <id>"))?;
                self.values.insert(id, value);
            }
            for inst in &spv.body {
                if !b.hoisted.contains(&inst.offset) {
                    self.instruction(inst, x)?;
                }
            }
            if spv.terminator.op == Some(Op::Branch) {
                let target = b.a.succs[block][0];
                if b.inline_from.get(&target) == Some(&block) {
                    incoming = Incoming::Values(self.phi_values(b, target, block, x)?);
                    block = target;
                    continue;
                }
            }
            return self.terminator(b, level, block, x);
        }
    }

    /// Builds the construct op of header `h` at the end of `x` (or of the
    /// block a selection header is split into), its header phis taking
    /// `incoming`; returns the values its merge block's phis take and the
    /// block holding the op, where the merge block's ops continue.
    #[allow(clippy::type_complexity)]
    fn construct(
        &mut self,
        b: &mut Builder<'_, '_>,
        h: usize,
        x: BlockId,
        incoming: SmallVec<[Value; 4]>,
    ) -> DResult<(
        SmallVec<[Value; 4]>,
        Option<super::exits::ExitValues>,
        BlockId,
    )> {
        let ctx = self.ctx;
        let f = b.f;
        let region = self.ir.create_region();
        let is_loop = b.a.is_loop(h);
        // The construct op, its entry branch and its merge op are where the
        // merge instruction was (MLIR's `blockMergeInfo` location).
        let construct_loc = self.line_loc(f.blocks[h].merge.and_then(|m| m.line));
        self.loc = construct_loc;
        let x = if is_loop {
            let entry = self.ir.create_block(&[]);
            self.place_block(region, entry)?;
            let header = self.loop_header_block(b, h)?;
            self.place_block(region, header)?;
            self.create_branch(entry, header, &incoming);
            self.translate_into(b, Some(h), h, header, Incoming::BlockArgs, true)?;
            x
        } else {
            let entry = self.ir.create_block(&[]);
            self.place_block(region, entry)?;
            self.translate_into(b, Some(h), h, entry, Incoming::Values(incoming), true)?;
            self.split_selection_header(b, h, x, entry)?
        };
        self.level(b, Some(h), region)?;
        if let Some(c) = b.a.continue_of[h].filter(|&c| c != h) {
            let Some(&continue_block) = b.blocks.get(&c).filter(|_| !b.inlined[c]) else {
                return Err(error(format!(
                    "unsupported: continue target {} of the loop at block {} is not a block of its own in the loop",
                    b.label(c),
                    b.label(h)
                )));
            };
            self.ir.detach_block(continue_block);
            self.place_block(region, continue_block)?;
        }
        let merge_block = self.merge_block(b, h)?;
        self.place_block(region, merge_block)?;
        let mut yielded: SmallVec<[Value; 4]> = self.ir.block_args(merge_block).into();
        let has_exits = b.exits.contains_key(&h);
        let escapes = b.a.escapes.get(&h).cloned().unwrap_or_default();
        let phi_count = f.blocks[b.a.merge_of[h].unwrap_or(h)].phis.len();
        if !has_exits {
            // A construct without exits yields the values escaping it as
            // they are; with exits, through merge block arguments.
            for &id in &escapes {
                let value = *self
                    .values
                    .get(&id)
                    .ok_or_else(|| error(format!("escaping <id> {id} has no value")))?;
                yielded.push(value);
            }
        }
        self.loc = construct_loc;
        self.create_op(merge_block, MergeOp::DEF, &yielded, &[], Vec::new());
        let types: Vec<Type> = yielded.iter().map(|&v| self.ir.value_type(v)).collect();
        let (def, kind) = if is_loop {
            (LoopOp::DEF, EnumKind::LoopControl)
        } else {
            (SelectionOp::DEF, EnumKind::SelectionControl)
        };
        let control = f.blocks[h].merge.map_or(0, |m| m.control);
        let attrs = vec![self.named(kind.mnemonic(), EnumAttr::raw(ctx, kind, control))];
        let op = self.create_op_with(x, def, &[], &types, attrs, (vec![region], Vec::new()));
        let results: SmallVec<[Value; 4]> = self.ir.results(op).into();
        for (&id, &value) in escapes.iter().zip(&results[phi_count..]) {
            self.values.insert(id, value);
        }
        let exits = has_exits.then(|| {
            let rest = &results[phi_count + escapes.len()..];
            super::exits::ExitValues {
                code: rest[0],
                payloads: rest[1..].into(),
            }
        });
        Ok((results[..phi_count].into(), exits, x))
    }

    /// Where the op of selection `h` goes, given the region's `entry` block
    /// holding the header's instructions and branch and `x`, the block the
    /// flow enters the header in. As MLIR's `splitSelectionHeader`, a header
    /// holding more than its branch, the function's entry block, or another
    /// construct's merge block is split: its ops stay at the end of `x`,
    /// which branches to a new block for the construct op. A selection placed
    /// in a loop's continue block stays whole.
    fn split_selection_header(
        &mut self,
        b: &Builder<'_, '_>,
        h: usize,
        x: BlockId,
        entry: BlockId,
    ) -> DResult<BlockId> {
        let branch = self.ir.last_op(entry);
        let split =
            h == 0 || b.a.continuation_of.contains_key(&h) || self.ir.first_op(entry) != branch;
        if !split || b.inline_from.contains_key(&h) {
            return Ok(x);
        }
        while let Some(op) = self.ir.first_op(entry).filter(|&op| Some(op) != branch) {
            self.ir.move_op(op, InsertPoint::at_end(x));
        }
        let y = self.block_after(x, "selection")?;
        self.create_branch(x, y, &[]);
        Ok(y)
    }

    /// The MLIR block of SPIR-V block `block`, with its phis as arguments.
    pub(super) fn block_of(&mut self, b: &mut Builder<'_, '_>, block: usize) -> DResult<BlockId> {
        if let Some(&x) = b.blocks.get(&block) {
            return Ok(x);
        }
        let x = self.block_with_phis(b, block)?;
        b.blocks.insert(block, x);
        Ok(x)
    }

    /// Appends `block` to `region`. A block can sit in one region only: a
    /// control-flow graph that reaches one block from two structured
    /// constructs (only malformed input does) is an error, not a second
    /// placement.
    fn place_block(&mut self, region: RegionId, block: BlockId) -> DResult<()> {
        if self.ir.block_parent(block).is_some() {
            return Err(error(
                "a block belongs to more than one structured construct",
            ));
        }
        self.ir.push_block(region, block);
        Ok(())
    }

    pub(super) fn loop_header_block(
        &mut self,
        b: &mut Builder<'_, '_>,
        h: usize,
    ) -> DResult<BlockId> {
        if let Some(&x) = b.loop_headers.get(&h) {
            return Ok(x);
        }
        let x = self.block_with_phis(b, h)?;
        b.loop_headers.insert(h, x);
        Ok(x)
    }

    /// The region merge block of construct `h`: arguments for its merge
    /// block's phis.
    pub(super) fn merge_block(&mut self, b: &mut Builder<'_, '_>, h: usize) -> DResult<BlockId> {
        if let Some(&x) = b.merges.get(&h) {
            return Ok(x);
        }
        let merge = b.a.merge_of[h].ok_or_else(|| error("construct without a merge block"))?;
        let x = self.block_with_phis(b, merge)?;
        if b.exits.contains_key(&h) {
            let loc = self.ctx.unknown_loc();
            for ty in self.exit_arg_types(b, h)? {
                self.ir.add_block_argument(x, ty, loc);
            }
        }
        b.merges.insert(h, x);
        Ok(x)
    }

    pub(super) fn block_with_phis(
        &mut self,
        b: &Builder<'_, '_>,
        block: usize,
    ) -> DResult<BlockId> {
        let loc = self.ctx.unknown_loc();
        let mut args = Vec::with_capacity(b.f.blocks[block].phis.len());
        for phi in &b.f.blocks[block].phis {
            let ty = *phi
                .operands
                .first()
                .ok_or_else(|| phi.error("missing result type"))?;
            args.push((self.type_of(ty).map_err(|e| phi.error(e.message))?, loc));
        }
        Ok(self.ir.create_block(&args))
    }

    /// The values `to`'s phis take on the edge from `from`, used in `x`.
    pub(super) fn phi_values(
        &mut self,
        b: &mut Builder<'_, '_>,
        to: usize,
        from: usize,
        x: BlockId,
    ) -> DResult<SmallVec<[Value; 4]>> {
        let from_label = b.label(from);
        let phis = &b.f.blocks[to].phis;
        let mut values = SmallVec::with_capacity(phis.len());
        if phis.is_empty() {
            return Ok(values);
        }
        // The incoming values of `to`'s phis by parent block, built once.
        if let std::collections::hash_map::Entry::Vacant(slot) = b.phi_tables.entry(to) {
            let mut table: FxHashMap<u32, SmallVec<[u32; 4]>> = FxHashMap::default();
            for (index, phi) in phis.iter().enumerate() {
                let pairs = phi.operands.get(2..).unwrap_or(&[]);
                if !pairs.len().is_multiple_of(2) {
                    return Err(phi.error("odd number of (value, parent) operands"));
                }
                for pair in pairs.chunks_exact(2) {
                    let row = table.entry(pair[1]).or_default();
                    if row.len() == index {
                        row.push(pair[0]);
                    }
                }
            }
            slot.insert(table);
        }
        let row = b
            .phi_tables
            .get(&to)
            .and_then(|t| t.get(&from_label))
            .cloned()
            .unwrap_or_default();
        for (index, phi) in phis.iter().enumerate() {
            let value = *row.get(index).ok_or_else(|| {
                phi.error(format!(
                    "no incoming value for predecessor block {from_label}"
                ))
            })?;
            values.push(self.value(x, value).map_err(|e| phi.error(e.message))?);
        }
        Ok(values)
    }

    /// The MLIR target of a branch from `from` (at `level`) to `to`, and the
    /// values it passes: a block of the region, or, for a branch leaving the
    /// construct otherwise than to its merge block (an early exit), the
    /// region's merge block ([`super::exits`]).
    fn branch_target(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        from: usize,
        to: usize,
        x: BlockId,
    ) -> DResult<(BlockId, SmallVec<[Value; 4]>)> {
        self.branch_to(b, level, to, x, super::exits::Payload::Edge(from))
    }

    /// A new empty block right after `x` in its region; `what` names the
    /// construct for the error when `x` is in none.
    pub(super) fn block_after(&mut self, x: BlockId, what: &str) -> DResult<BlockId> {
        let region = self
            .ir
            .block_parent(x)
            .ok_or_else(|| error(format!("{what} outside any region")))?;
        let position = self.ir.block_position(x).unwrap_or(0);
        let block = self.ir.create_block(&[]);
        self.ir.insert_block(region, position + 1, block);
        Ok(block)
    }

    /// `spirv.Branch` at the end of `x` to `target`, passing `args`.
    fn create_branch(&mut self, x: BlockId, target: BlockId, args: &[Value]) {
        self.create_op_with(
            x,
            BranchOp::DEF,
            args,
            &[],
            Vec::new(),
            (Vec::new(), vec![target]),
        );
    }

    /// `spirv.BranchConditional` at the end of `x` on `condition`, each
    /// target with its arguments; `weights` are the optional branch weights.
    pub(super) fn create_branch_conditional(
        &mut self,
        x: BlockId,
        condition: Value,
        (true_block, true_args): (BlockId, &[Value]),
        (false_block, false_args): (BlockId, &[Value]),
        weights: &[Attribute],
    ) {
        let ctx = self.ctx;
        let mut operands = vec![condition];
        operands.extend_from_slice(true_args);
        operands.extend_from_slice(false_args);
        let mut attrs = vec![self.named(
            "operandSegmentSizes",
            dense_i32(ctx, &[1, true_args.len(), false_args.len()]),
        )];
        if !weights.is_empty() {
            attrs.push(self.named("branch_weights", ctx.array_attr(weights)));
        }
        self.create_op_with(
            x,
            BranchConditionalOp::DEF,
            &operands,
            &[],
            attrs,
            (Vec::new(), vec![true_block, false_block]),
        );
    }

    fn terminator(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        block: usize,
        x: BlockId,
    ) -> DResult<()> {
        let ctx = self.ctx;
        let f = b.f;
        let term = f.blocks[block].terminator;
        self.loc = self.line_loc(term.line);
        let succs = b.a.succs[block].clone();
        match term.op {
            Some(Op::Branch) => {
                let (target, args) = self.branch_target(b, level, block, succs[0], x)?;
                self.create_branch(x, target, &args);
            }
            Some(Op::BranchConditional) => {
                let mut r = term.reader();
                let condition = r.word()?;
                let (_, _) = (r.word()?, r.word()?);
                let weights: Vec<_> = r.rest().iter().map(|&w| ctx.i32_attr(w as i32)).collect();
                let condition = self
                    .value(x, condition)
                    .map_err(|e| term.error(e.message))?;
                // Two different targets that are both the region's merge
                // block (its merge and an exit, or two exits) take different
                // arguments, which a SPIR-V block cannot get from one
                // predecessor: the true edge goes through a block of its own.
                let (true_block, true_args) = if succs[0] != succs[1]
                    && super::exits::lands_on_merge(b, level, succs[0])
                    && super::exits::lands_on_merge(b, level, succs[1])
                {
                    let edge = self.block_after(x, "branch")?;
                    let (target, args) = self.branch_target(b, level, block, succs[0], edge)?;
                    self.create_branch(edge, target, &args);
                    (edge, SmallVec::new())
                } else {
                    self.branch_target(b, level, block, succs[0], x)?
                };
                let (false_block, false_args) = self.branch_target(b, level, block, succs[1], x)?;
                self.create_branch_conditional(
                    x,
                    condition,
                    (true_block, &true_args),
                    (false_block, &false_args),
                    &weights,
                );
            }
            Some(Op::Switch) => self.switch(b, level, block, x)?,
            Some(Op::Unreachable) if self.ir.block_position(x) == Some(0) => {
                self.unreachable_in_entry(f, x)?
            }
            _ => self.instruction(&term, x)?,
        }
        Ok(())
    }

    /// `OpSwitch`: `spirv.Switch` with a target per case, the case values
    /// in the selector's type.
    fn switch(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        block: usize,
        x: BlockId,
    ) -> DResult<()> {
        let ctx = self.ctx;
        let term = b.f.blocks[block].terminator;
        let succs = b.a.succs[block].clone();
        let mut r = term.reader();
        let selector = r.word()?;
        let selector = self.value(x, selector).map_err(|e| term.error(e.message))?;
        let selector_ty = self.ir.value_type(selector);
        let width = match ctx.type_kind(selector_ty) {
            shader_mlir::ir::TypeKind::Integer { width, .. } if *width > 1 => *width,
            _ => return Err(term.error("the selector is not an integer")),
        };
        let _default = r.word()?;
        let words_per_literal = if width > 32 { 2 } else { 1 };
        let mut literals = Vec::with_capacity(succs.len().saturating_sub(1));
        for pair in r.rest().chunks_exact(words_per_literal + 1) {
            let bits = match pair[..words_per_literal] {
                [low] => u128::from(low),
                [low, high] => u128::from(low) | (u128::from(high) << 32),
                _ => 0,
            };
            let bits = bits & ((1u128 << width) - 1);
            literals.push(ctx.integer_attr(selector_ty, bits as i128));
        }
        let (default_block, default_args) = self.branch_target(b, level, block, succs[0], x)?;
        let mut operands = vec![selector];
        operands.extend_from_slice(&default_args);
        let mut targets = vec![default_block];
        let mut segments = Vec::with_capacity(literals.len());
        for &to in &succs[1..] {
            let (target, args) = self.branch_target(b, level, block, to, x)?;
            targets.push(target);
            segments.push(args.len());
            operands.extend_from_slice(&args);
        }
        let target_operands: usize = segments.iter().sum();
        let mut attrs = vec![
            self.named(
                "operandSegmentSizes",
                dense_i32(ctx, &[1, default_args.len(), target_operands]),
            ),
            self.named("case_operand_segments", dense_i32(ctx, &segments)),
        ];
        if !literals.is_empty() {
            attrs.push(self.named(
                "literals",
                crate::ops::switch::literals_attr(ctx, selector_ty, literals),
            ));
        }
        self.create_op_with(
            x,
            crate::ops::switch::SwitchOp::DEF,
            &operands,
            &[],
            attrs,
            (Vec::new(), targets),
        );
        Ok(())
    }

    /// `OpUnreachable` where the IR puts it in the first block of a region
    /// (after a construct whose merge block no path reaches): MLIR rejects
    /// `spirv.Unreachable` there, so the block returns instead (an undefined
    /// value where the function has a result). The code is never executed.
    fn unreachable_in_entry(&mut self, f: &SpvFunction<'_>, x: BlockId) -> DResult<()> {
        let result = self.type_of(f.result_type)?;
        if result == self.ctx.common().none {
            self.create_op(x, ReturnOp::DEF, &[], &[], Vec::new());
        } else {
            let undef = self.create_op(x, UndefOp::DEF, &[], &[result], Vec::new());
            let value = self.ir.result(undef, 0);
            self.create_op(x, ReturnValueOp::DEF, &[value], &[], Vec::new());
        }
        Ok(())
    }
}

/// `array<i32: ...>`.
fn dense_i32(ctx: &shader_mlir::Context, values: &[usize]) -> shader_mlir::ir::Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.common().i32,
        values: values.iter().map(|&v| v as u64).collect(),
    })
}
