//! Copying IR between two arenas of one context, so that isolated-from-above ops
//! can be transformed on other threads.
//!
//! MLIR's `OpToOpPassAdaptor` runs a nested pipeline on each isolated-from-above
//! op of a region in parallel, in place
//! (<https://mlir.llvm.org/docs/PassManagement/#operation-pass>). Here all IR of a
//! module lives in one [`Ir`] mutated through `&mut`, so a worker thread instead
//! works on its own arena:
//!
//! - a [`Skeleton`] mirrors the op whose children are processed and that op's
//!   ancestors as *shells* (name, location, properties, attributes, result types
//!   and block structure, without operands or the children's bodies), so that a
//!   pass or verifier looking up its parent, an ancestor's attributes or a
//!   sibling symbol's signature finds them;
//! - [`Skeleton::fill`] copies one child's regions into its shell, and
//!   [`Ir::transplant_from`] copies the transformed regions back into the
//!   original op, which keeps its identity, operands, results and their uses;
//! - [`Skeleton::duplicate`] gives another thread a skeleton of its own without
//!   reading the original again.
//!
//! Copies are iterative (nesting depth costs heap, not stack), keep block
//! argument locations, and keep every value's use-list order, so that passes
//! that walk use-lists behave the same on a copy as on the original. A copy
//! that would leave an op using a value (or branching to a block) outside the
//! copied regions is refused before anything is changed.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::ir::{
    BlockId, InsertPoint, Ir, IrMapping, Location, OpId, OperationState, RegionId, Type, Use, Value,
};

/// Why regions could not be copied.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TransplantError {
    /// An op of the source uses a value defined outside of the copied regions.
    #[error("{user:?} uses a value defined outside of the copied regions")]
    ExternalValue { user: OpId },
    /// A terminator of the source branches to a block outside of its region.
    #[error("{user:?} branches to a block outside of the copied regions")]
    ExternalSuccessor { user: OpId },
    /// The op is not directly inside the op a [`Skeleton`] mirrors.
    #[error("{0:?} is not directly inside the mirrored op")]
    NotMirrored(OpId),
}

impl Ir {
    /// A detached copy of `op` of `src` holding its name, location, properties,
    /// discardable attributes, result types and as many empty regions, but no
    /// operands and no successors.
    pub fn copy_op_shell_from(&mut self, src: &Ir, op: OpId) -> OpId {
        let mut state = OperationState::new(src.op_name(op), src.op_loc(op));
        self.prepare_shell(&mut state, src, op);
        self.create_op_from(&mut state)
    }

    /// Fills `state` (whose lists are empty, as [`Ir::create_op_from`] leaves
    /// them) with what a shell of `op` of `src` holds, reusing its buffers.
    fn prepare_shell(&mut self, state: &mut OperationState, src: &Ir, op: OpId) {
        state.name = src.op_name(op);
        state.loc = src.op_loc(op);
        state.result_types.extend(src.result_types(op));
        state.properties = src.properties(op);
        state.attributes.extend_from_slice(src.attrs(op));
        for _ in 0..src.regions(op).len() {
            let region = self.create_region();
            state.regions.push(region);
        }
    }

    /// Makes `dest` a copy of `src_op` of `src` in everything but its operands,
    /// successors and identity: the contents of its regions are replaced by
    /// copies of `src_op`'s, and its location, properties, attributes and result
    /// types become `src_op`'s. `dest`'s results keep their uses.
    ///
    /// Fails, changing nothing, when an op inside `src_op` uses a value or
    /// branches to a block outside of it.
    pub fn transplant_from(
        &mut self,
        dest: OpId,
        src: &Ir,
        src_op: OpId,
    ) -> Result<(), TransplantError> {
        let blocks = self.copy_region_contents(src, src_op)?;
        for region in self.regions(dest).to_vec() {
            self.clear_region(region);
        }
        for (index, region_blocks) in blocks.into_iter().enumerate() {
            let region = match self.regions(dest).get(index) {
                Some(&region) => region,
                None => self.add_region(dest),
            };
            for block in region_blocks {
                self.push_block(region, block);
            }
        }
        self.copy_op_attributes_from(dest, src, src_op);
        Ok(())
    }

    /// Removes every block of `region` and erases what they hold. Operands inside
    /// are dropped first, so values may be used across blocks and nested regions
    /// in any order. If values of the region are still used from outside of it
    /// (IR that broke isolation), its blocks are only detached, never left
    /// half-erased.
    pub fn clear_region(&mut self, region: RegionId) {
        let blocks = self.region_blocks(region).to_vec();
        let mut inner = Vec::new();
        for &block in &blocks {
            for op in self.block_ops(block) {
                self.walk(op, |o| inner.push(o));
            }
        }
        for &op in &inner {
            if self.num_operands(op) != 0 {
                self.set_operands(op, &[]);
            }
        }
        let used_outside = blocks
            .iter()
            .any(|&b| self.block_args(b).iter().any(|&v| self.has_uses(v)))
            || inner.iter().any(|&op| {
                self.results(op).iter().any(|&v| self.has_uses(v))
                    || self.regions(op).iter().any(|&r| {
                        self.region_blocks(r)
                            .iter()
                            .any(|&b| self.block_args(b).iter().any(|&v| self.has_uses(v)))
                    })
            });
        for &block in &blocks {
            self.detach_block(block);
        }
        if used_outside {
            return;
        }
        // Erase everything through one holder op: one traversal, not one per op.
        let Some(owner) = self.region_parent(region) else {
            for block in blocks {
                self.erase_block(block);
            }
            return;
        };
        let mut state = OperationState::new(self.op_name(owner), self.op_loc(owner));
        state.regions.push(self.create_region());
        let holder = self.create_op(state);
        let holder_region = self.region(holder, 0);
        for block in blocks {
            self.push_block(holder_region, block);
        }
        self.erase_op(holder);
    }

    /// Sets `dest`'s location, properties, discardable attributes and result
    /// types to those of `src_op` of `src`.
    fn copy_op_attributes_from(&mut self, dest: OpId, src: &Ir, src_op: OpId) {
        self.set_op_loc(dest, src.op_loc(src_op));
        self.set_properties(dest, src.properties(src_op));
        if self.attrs(dest) != src.attrs(src_op) {
            let ctx = self.ctx_arc().clone();
            let stale: Vec<_> = self.attrs(dest).iter().map(|a| a.name).collect();
            for name in stale {
                self.remove_attr(dest, ctx.str(name));
            }
            for attr in src.attrs(src_op) {
                self.set_attr(dest, ctx.str(attr.name), attr.value);
            }
        }
        let count = self.num_results(dest).min(src.num_results(src_op));
        for index in 0..count {
            let value = self.result(dest, index);
            self.set_value_type(value, src.value_type(src.result(src_op, index)));
        }
    }

    /// Copies the blocks of every region of `src_op` into this arena: one list of
    /// detached blocks per region, with every operand linked and every use-list
    /// in the source's order. Nothing is left behind on failure.
    fn copy_region_contents(
        &mut self,
        src: &Ir,
        src_op: OpId,
    ) -> Result<Vec<Vec<BlockId>>, TransplantError> {
        let mut copier = Copier::new(src);
        // The buffers every copied op is created from.
        let mut state = OperationState::new(src.op_name(src_op), src.op_loc(src_op));
        let top: Vec<Vec<BlockId>> = src
            .regions(src_op)
            .iter()
            .map(|&r| self.copy_blocks(&mut copier, &mut state, r))
            .collect();
        while let Some((original, copy)) = copier.pending.pop() {
            for (index, &region) in src.regions(original).iter().enumerate() {
                let dest = self.region(copy, index);
                for block in self.copy_blocks(&mut copier, &mut state, region) {
                    self.push_block(dest, block);
                }
            }
        }
        if let Err(error) = self.resolve_forward_operands(&mut copier) {
            for &(_, copy) in &copier.ops {
                if self.num_operands(copy) != 0 {
                    self.set_operands(copy, &[]);
                }
            }
            for block in top.into_iter().flatten() {
                self.erase_block(block);
            }
            return Err(error);
        }
        self.restore_use_order(&copier);
        Ok(top)
    }

    /// Creates detached copies of the blocks of `region` of the source (arguments,
    /// then ops with the operands defined so far), queueing ops with regions.
    fn copy_blocks(
        &mut self,
        copier: &mut Copier<'_>,
        state: &mut OperationState,
        region: RegionId,
    ) -> Vec<BlockId> {
        let src = copier.src;
        let originals = src.region_blocks(region);
        let mut copies = Vec::with_capacity(originals.len());
        for &block in originals {
            let args: SmallVec<[(Type, Location); 4]> = src
                .block_args(block)
                .iter()
                .map(|&a| (src.value_type(a), src.value_loc(a)))
                .collect();
            let copy = self.create_block(&args);
            for (&from, &to) in src.block_args(block).iter().zip(self.block_args(copy)) {
                copier.map_value(from, to);
            }
            copier.mapping.map_block(block, copy);
            copies.push(copy);
        }
        for (&block, &copy) in originals.iter().zip(&copies) {
            for op in src.block_ops(block) {
                self.prepare_shell(state, src, op);
                let mut forward: SmallVec<[(usize, Value); 2]> = SmallVec::new();
                for (index, value) in src.operands(op).enumerate() {
                    let mapped = match copier.mapping.lookup_value(value) {
                        Some(mapped) => mapped,
                        None => {
                            forward.push((index, value));
                            copier.placeholder(self, src.value_type(value))
                        }
                    };
                    state.operands.push(mapped);
                }
                // Every block of the region exists already: branches map directly.
                for &target in src.successors(op) {
                    match copier.mapping.lookup_block(target) {
                        Some(mapped) => state.successors.push(mapped),
                        None => copier.fail(TransplantError::ExternalSuccessor { user: op }),
                    }
                }
                let shell = self.create_op_from(state);
                for (&from, &to) in src.results(op).iter().zip(self.results(shell)) {
                    copier.map_value(from, to);
                }
                self.attach_op(InsertPoint::at_end(copy), shell);
                copier.ops.push((op, shell));
                copier.forward.extend(
                    forward
                        .into_iter()
                        .map(|(index, value)| (op, shell, index, value)),
                );
                if !src.regions(op).is_empty() {
                    copier.pending.push((op, shell));
                }
            }
        }
        copies
    }

    /// Points the operands that were used before their definition was copied
    /// (graph regions, blocks listed before their dominators) at the copies.
    fn resolve_forward_operands(&mut self, copier: &mut Copier<'_>) -> Result<(), TransplantError> {
        if let Some(error) = copier.error {
            return Err(error);
        }
        for &(original, copy, index, value) in &copier.forward {
            let mapped = copier
                .mapping
                .lookup_value(value)
                .ok_or(TransplantError::ExternalValue { user: original })?;
            self.set_operand(copy, index, mapped);
        }
        Ok(())
    }

    /// Relinks the uses of every copied value with more than one use so that its
    /// use-list has the source's order (appending operands op by op links them in
    /// another order).
    fn restore_use_order(&mut self, copier: &Copier<'_>) {
        let src = copier.src;
        let mut op_map: Option<FxHashMap<OpId, OpId>> = None;
        for &original in &copier.values {
            let mut uses = src.uses(original);
            if uses.next().is_none() || uses.next().is_none() {
                continue;
            }
            let Some(copy) = copier.mapping.lookup_value(original) else {
                continue;
            };
            if copier.same_use_order(self, original, copy) {
                continue;
            }
            let op_map = op_map.get_or_insert_with(|| copier.ops.iter().copied().collect());
            let wanted: SmallVec<[Use; 8]> = src
                .uses(original)
                .filter_map(|u| op_map.get(&u.op).map(|&op| Use { op, index: u.index }))
                .collect();
            // Relinking puts a use first: relink from the last wanted to the first.
            for u in wanted.iter().rev() {
                self.set_operand(u.op, u.index as usize, copy);
            }
        }
    }
}

/// The state of one copy from a source arena.
struct Copier<'s> {
    src: &'s Ir,
    mapping: IrMapping,
    /// Every copied op with its copy, in creation order.
    ops: Vec<(OpId, OpId)>,
    /// Every copied value of the source (results and block arguments).
    values: Vec<Value>,
    /// Copied ops whose regions are still to fill.
    pending: Vec<(OpId, OpId)>,
    /// Operands copied before their value: (original op, copy, index, value).
    forward: Vec<(OpId, OpId, usize, Value)>,
    /// Stands for those operands until their value is copied.
    placeholder: Option<Value>,
    error: Option<TransplantError>,
}

impl<'s> Copier<'s> {
    fn new(src: &'s Ir) -> Self {
        Copier {
            src,
            mapping: IrMapping::new(),
            ops: Vec::new(),
            values: Vec::new(),
            pending: Vec::new(),
            forward: Vec::new(),
            placeholder: None,
            error: None,
        }
    }

    fn map_value(&mut self, from: Value, to: Value) {
        self.mapping.map_value(from, to);
        self.values.push(from);
    }

    fn fail(&mut self, error: TransplantError) {
        self.error.get_or_insert(error);
    }

    /// A value of `dest` to hold an operand's place: the argument of a block
    /// that is never inserted anywhere.
    fn placeholder(&mut self, dest: &mut Ir, ty: Type) -> Value {
        *self.placeholder.get_or_insert_with(|| {
            let loc = dest.ctx().unknown_loc();
            let block = dest.create_block(&[(ty, loc)]);
            dest.block_arg(block, 0)
        })
    }

    /// Whether the uses of `copy` (in `dest`) are those of `original`, in the same
    /// order. Copies are created one after the other, so an op's copy usually
    /// sits at a fixed offset from the first copy, which finds the original of a
    /// user without a map; anything else answers no.
    fn same_use_order(&self, dest: &Ir, original: Value, copy: Value) -> bool {
        let Some(&(_, first)) = self.ops.first() else {
            return false;
        };
        let original_of = |op: OpId| {
            let &(original, copy) = self.ops.get(op.index().checked_sub(first.index())?)?;
            (copy == op).then_some(original)
        };
        let mut copies = dest.uses(copy);
        for u in self.src.uses(original) {
            match copies.next() {
                Some(c) if c.index == u.index && original_of(c.op) == Some(u.op) => {}
                _ => return false,
            }
        }
        copies.next().is_none()
    }
}

/// A fresh arena mirroring an op of another arena and that op's ancestors as
/// shells (see the module documentation), in which the op's children can be
/// filled in one at a time and transformed independently of the original.
pub struct Skeleton {
    ir: Ir,
    /// The shell of the mirrored op.
    parent: OpId,
    /// Each op directly inside the mirrored op, with its shell.
    children: FxHashMap<OpId, OpId>,
}

impl Skeleton {
    /// Mirrors `parent` of `src`: its ancestors from the outermost down, each with
    /// its regions, blocks (with their arguments) and every op in them as a
    /// shell; the ops directly inside `parent` can then be filled in.
    pub fn new(src: &Ir, parent: OpId) -> Skeleton {
        let (ir, parent, children) = mirror(src, parent);
        Skeleton {
            ir,
            parent,
            children,
        }
    }

    /// Another skeleton of the same op, with every child an empty shell again
    /// (built from this one, without reading the original).
    pub fn duplicate(&self) -> Skeleton {
        let (ir, parent, shells) = mirror(&self.ir, self.parent);
        let children = self
            .children
            .iter()
            .filter_map(|(&child, shell)| Some((child, *shells.get(shell)?)))
            .collect();
        Skeleton {
            ir,
            parent,
            children,
        }
    }

    /// Copies the regions of `child` of `src` (an op directly inside the mirrored
    /// op) into its shell and returns the shell, now a full copy.
    pub fn fill(&mut self, src: &Ir, child: OpId) -> Result<OpId, TransplantError> {
        let shell = self
            .shell(child)
            .ok_or(TransplantError::NotMirrored(child))?;
        self.ir.transplant_from(shell, src, child)?;
        Ok(shell)
    }

    /// The shell of `child`, an op directly inside the mirrored op.
    pub fn shell(&self, child: OpId) -> Option<OpId> {
        self.children.get(&child).copied()
    }

    /// The skeleton's arena.
    pub fn ir(&self) -> &Ir {
        &self.ir
    }

    pub fn ir_mut(&mut self) -> &mut Ir {
        &mut self.ir
    }

    pub fn into_ir(self) -> Ir {
        self.ir
    }
}

/// Mirrors `parent` of `src` and its ancestors as shells in a fresh arena;
/// returns the arena, the shell of `parent` and the shell of each of its ops.
fn mirror(src: &Ir, parent: OpId) -> (Ir, OpId, FxHashMap<OpId, OpId>) {
    let mut chain = vec![parent];
    while let Some(up) = chain.last().and_then(|&op| src.parent_op(op)) {
        chain.push(up);
    }
    chain.reverse();
    let mut ir = Ir::new(src.ctx_arc().clone());
    let mut children = FxHashMap::default();
    let mut state = OperationState::new(src.op_name(parent), src.op_loc(parent));
    let mut shell = ir.copy_op_shell_from(src, chain[0]);
    for (level, &original) in chain.iter().enumerate() {
        let next = chain.get(level + 1).copied();
        let mut next_shell = None;
        for (index, &region) in src.regions(original).iter().enumerate() {
            let dest = ir.region(shell, index);
            for &block in src.region_blocks(region) {
                let args: SmallVec<[(Type, Location); 4]> = src
                    .block_args(block)
                    .iter()
                    .map(|&a| (src.value_type(a), src.value_loc(a)))
                    .collect();
                let copy = ir.create_block(&args);
                ir.push_block(dest, copy);
                for op in src.block_ops(block) {
                    ir.prepare_shell(&mut state, src, op);
                    let op_shell = ir.create_op_from(&mut state);
                    ir.attach_op(InsertPoint::at_end(copy), op_shell);
                    if Some(op) == next {
                        next_shell = Some(op_shell);
                    }
                    if next.is_none() {
                        children.insert(op, op_shell);
                    }
                }
            }
        }
        match next_shell {
            Some(s) => shell = s,
            None => break,
        }
    }
    (ir, shell, children)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::asm::PrintOptions;
    use crate::asm::print_op;
    use crate::rewrite::tests::{assert_use_lists_consistent, parse, print, unregistered_ctx};

    const MODULE: &str = r#"module {
  "my.global"() {sym_name = "g"} : () -> ()
  module @a attributes {my.tag = 1 : i32} {
    %0 = "my.src"() : () -> i32 loc("a.mlir":3:5)
    "my.use"(%1, %2, %0) : (i32, i32, i32) -> ()
    %1 = "my.def"(%0, %0) : (i32, i32) -> i32
    %2 = "my.def"(%1) : (i32) -> i32
    "my.cfg"() ({
    ^bb0(%x: i32 loc("a.mlir":9:10)):
      "my.br"(%x, %0)[^bb2] : (i32, i32) -> ()
    ^bb1:
      "my.ret"(%y, %x) : (i32, i32) -> ()
    ^bb2(%y: i32):
      "my.br"()[^bb1] : () -> ()
    }) : () -> ()
    "my.wrap"() ({
      "my.inner"(%0, %1) : (i32, i32) -> ()
    }) : () -> ()
    "my.after"(%0) : (i32) -> ()
  } loc("a.mlir":2:3)
  module @b {
  }
}
"#;

    fn debug_print(ir: &Ir, op: OpId) -> String {
        print_op(ir, op, &PrintOptions::default().enable_debug_info())
    }

    /// The `index`th op of the first block of `parent`.
    fn child(ir: &Ir, parent: OpId, index: usize) -> OpId {
        let block = ir.region_blocks(ir.region(parent, 0))[0];
        ir.block_ops(block).nth(index).unwrap()
    }

    /// The uses of every value defined in `op`, as (position of the user in a
    /// pre-order walk, operand index), in use-list order.
    fn use_lists(ir: &Ir, op: OpId) -> Vec<Vec<(usize, u32)>> {
        let order = ir.walk_collect(op);
        let position = |o: OpId| order.iter().position(|&x| x == o).unwrap();
        let mut out = Vec::new();
        for &o in &order {
            let mut values: Vec<Value> = ir.results(o).to_vec();
            for &r in ir.regions(o) {
                for &b in ir.region_blocks(r) {
                    values.extend_from_slice(ir.block_args(b));
                }
            }
            for v in values {
                out.push(ir.uses(v).map(|u| (position(u.op), u.index)).collect());
            }
        }
        out
    }

    #[test]
    fn skeleton_copies_a_child_with_its_parents_and_siblings() {
        let ctx = unregistered_ctx();
        let (ir, root) = parse(&ctx, MODULE);
        let a = child(&ir, root, 1);
        let mut skeleton = Skeleton::new(&ir, root);
        let copy = skeleton.fill(&ir, a).unwrap();
        let copied = skeleton.ir();
        assert_eq!(debug_print(copied, copy), debug_print(&ir, a));
        assert_eq!(use_lists(copied, copy), use_lists(&ir, a));
        assert_use_lists_consistent(copied, copy);
        // The parent and the siblings are there, as shells.
        let parent = copied.parent_op(copy).unwrap();
        assert!(copied.op_is(parent, "builtin.module"));
        assert!(copied.parent_op(parent).is_none());
        let siblings: Vec<&str> = copied
            .block_ops(copied.op_parent_block(copy).unwrap())
            .map(|o| copied.op_name_str(o))
            .collect();
        assert_eq!(siblings, ["my.global", "builtin.module", "builtin.module"]);
        // A duplicate has every child empty again, and fills the same way.
        let mut duplicate = skeleton.duplicate();
        let shell = duplicate.shell(a).unwrap();
        assert!(
            duplicate
                .ir()
                .region_is_empty(duplicate.ir().region(shell, 0))
        );
        let refilled = duplicate.fill(&ir, a).unwrap();
        assert_eq!(debug_print(duplicate.ir(), refilled), debug_print(&ir, a));
        let copied = skeleton.ir();
        let b = copied.next_op(copy).unwrap();
        assert!(copied.region_is_empty(copied.region(b, 0)));
        assert_eq!(
            copied.attrs(copied.prev_op(copy).unwrap()),
            ir.attrs(ir.prev_op(a).unwrap())
        );
    }

    #[test]
    fn transplant_back_keeps_the_op_and_the_uses_of_its_results() {
        let ctx = unregistered_ctx();
        let text = r#"%r = "my.iso"() ({
  %0 = "my.a"() : () -> i32
  %1 = "my.b"(%0) : (i32) -> i32
  "my.yield"(%1) : (i32) -> ()
}) {keep} : () -> i32 loc("x.mlir":1:1)
"my.user"(%r) : (i32) -> ()
"#;
        let (mut ir, root) = parse(&ctx, text);
        let block = ir.region_blocks(ir.region(root, 0))[0];
        let iso = ir.first_op(block).unwrap();
        let mut skeleton = Skeleton::new(&ir, root);
        let copy = skeleton.fill(&ir, iso).unwrap();
        // Transform the copy: drop `my.b`, retag the op, move it.
        let work = skeleton.ir_mut();
        let inner = work.region_blocks(work.region(copy, 0))[0];
        let a = work.first_op(inner).unwrap();
        let b = work.next_op(a).unwrap();
        let a_value = work.result(a, 0);
        work.replace_all_uses(work.result(b, 0), a_value);
        work.erase_op(b);
        work.remove_attr(copy, "keep");
        let unit = work.ctx().common().unit;
        work.set_attr(copy, "done", unit);
        work.set_op_loc(copy, work.ctx().unknown_loc());

        let ops_before = ir.walk_collect(root).len();
        ir.transplant_from(iso, skeleton.ir(), copy).unwrap();
        assert_eq!(ir.first_op(block), Some(iso));
        assert_eq!(ir.walk_collect(root).len(), ops_before - 1);
        let expected = r#"module {
  %0 = "my.iso"() ({
    %1 = "my.a"() : () -> i32
    "my.yield"(%1) : (i32) -> ()
  }) {done} : () -> i32
  "my.user"(%0) : (i32) -> ()
}
"#;
        assert_eq!(print(&ir, root), expected);
        assert_eq!(ir.op_loc(iso), ctx.unknown_loc());
        assert_use_lists_consistent(&ir, root);
    }

    /// A module whose `my.wrap` (its second op) uses the result of the first.
    const WRAP_USES_OUTER: &str = r#"%0 = "my.outer"() : () -> i32
"my.wrap"() ({
  "my.use"(%0) : (i32) -> ()
}) : () -> ()
"#;

    #[test]
    fn refuses_copies_that_would_escape_their_op() {
        let ctx = unregistered_ctx();
        let (ir, root) = parse(&ctx, WRAP_USES_OUTER);
        let wrap = child(&ir, root, 1);
        let mut skeleton = Skeleton::new(&ir, root);
        let error = skeleton.fill(&ir, wrap).unwrap_err();
        assert!(matches!(error, TransplantError::ExternalValue { .. }));
        // Nothing was left in the shell.
        let shell = skeleton.shell(wrap).unwrap();
        assert!(
            skeleton
                .ir()
                .region_is_empty(skeleton.ir().region(shell, 0))
        );
        // An op outside the mirrored parent is not a child.
        let inner = ir
            .first_op(ir.region_blocks(ir.region(wrap, 0))[0])
            .unwrap();
        assert_eq!(
            skeleton.fill(&ir, inner),
            Err(TransplantError::NotMirrored(inner))
        );
    }

    #[test]
    fn clear_region_drops_uses_of_outer_values() {
        let ctx = unregistered_ctx();
        let (mut ir, root) = parse(&ctx, WRAP_USES_OUTER);
        let outer = ir.result(child(&ir, root, 0), 0);
        let wrap = child(&ir, root, 1);
        ir.clear_region(ir.region(wrap, 0));
        assert!(!ir.has_uses(outer));
        assert!(ir.region_is_empty(ir.region(wrap, 0)));
        assert_use_lists_consistent(&ir, root);
    }

    #[test]
    fn deep_nesting_copies_without_recursion() {
        let ctx = unregistered_ctx();
        let mut ir = Ir::new(ctx.clone());
        let root = ir.create_op(OperationState::new(
            ctx.ident("builtin.module"),
            ctx.unknown_loc(),
        ));
        let region = ir.add_region(root);
        let top = ir.create_block(&[]);
        ir.push_block(region, top);
        let holder = ir.insert_op(
            InsertPoint::at_end(top),
            OperationState::new(ctx.ident("my.n"), ctx.unknown_loc()),
        );
        let mut cur = holder;
        for _ in 0..20_000 {
            let region = ir.add_region(cur);
            let block = ir.create_block(&[]);
            ir.push_block(region, block);
            cur = ir.insert_op(
                InsertPoint::at_end(block),
                OperationState::new(ctx.ident("my.n"), ctx.unknown_loc()),
            );
        }
        let mut skeleton = Skeleton::new(&ir, root);
        let copy = skeleton.fill(&ir, holder).unwrap();
        assert_eq!(skeleton.ir().walk_collect(copy).len(), 20_001);
    }
}
