//! Moving everything of one arena into another of the same context, so that IR
//! built on another thread (a block of ops parsed in parallel) joins the main
//! arena without being copied op by op.
//!
//! The other arena's nodes are appended after this one's, every index they hold
//! shifted by where its kind of node starts here: a single linear pass over
//! flat vectors, whatever the shape of the IR. Uniqued names, types and
//! attributes belong to the shared context and need no change.

use super::*;

/// Where the nodes of an absorbed arena landed: their handles there plus
/// these offsets.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Absorbed {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
}

impl Absorbed {
    pub fn op(&self, op: OpId) -> OpId {
        OpId(op.0 + self.ops)
    }

    pub fn block(&self, block: BlockId) -> BlockId {
        BlockId(block.0 + self.blocks)
    }

    pub fn region(&self, region: RegionId) -> RegionId {
        RegionId(region.0 + self.regions)
    }

    pub fn value(&self, value: Value) -> Value {
        Value(value.0 + self.values)
    }
}

/// `raw + by`, keeping the absent index absent.
#[inline]
fn shift(raw: u32, by: u32) -> u32 {
    if raw == NONE { NONE } else { raw + by }
}

/// Elements moved between two releases of the source's pages.
const MOVE_CHUNK_BYTES: usize = 1 << 20;

/// Appends `src`'s elements, mapped by `f`, to `dst`, letting `src`'s memory
/// go a megabyte at a time as it is copied: the two vectors never hold the
/// whole run at once, which at millions of ops would add tens of megabytes
/// to the peak memory of a run.
fn move_mapped<T: Copy, U>(dst: &mut Vec<U>, src: Vec<T>, f: impl Fn(T) -> U) {
    dst.reserve_exact(src.len());
    let per_chunk = (MOVE_CHUNK_BYTES / size_of::<T>().max(1)).max(1);
    let mut released = 0;
    for start in (0..src.len()).step_by(per_chunk) {
        let end = (start + per_chunk).min(src.len());
        dst.extend(src[start..end].iter().map(|&x| f(x)));
        released = release_copied(&src, released, end);
    }
}

/// Lets the whole pages of `src[..end]` past byte `from` of it go; returns
/// how far they went. The elements there are never read again (they are
/// `Copy`, so dropping `src` reads none of them either).
fn release_copied<T: Copy>(src: &[T], from: usize, end: usize) -> usize {
    #[cfg(all(unix, not(miri)))]
    {
        let page = crate::mapped_input::page_size();
        let base = src.as_ptr() as usize;
        let start = (base + from).div_ceil(page) * page;
        let stop = (base + end * size_of::<T>()) / page * page;
        if stop > start {
            // SAFETY: `start..stop` is whole pages inside the elements
            // `src[..end]` (so inside `src`'s allocation, away from any
            // allocator bookkeeping), which were copied and are never read
            // again; anonymous private pages just read as zeros afterwards.
            unsafe {
                libc::madvise(
                    start as *mut libc::c_void,
                    stop - start,
                    libc::MADV_DONTNEED,
                );
            }
            return stop - base;
        }
    }
    #[cfg(not(all(unix, not(miri))))]
    let _ = (src, end);
    from
}

impl Ir {
    /// Appends every node of `other` (built on the same context) to this
    /// arena and returns where they landed. Ops keep their blocks, blocks their
    /// regions, values their uses; what was detached in `other` is detached
    /// here. Erased ops of `other` stay erased (and recyclable).
    ///
    /// # Panics
    /// When `other` belongs to another context, or the sum would not fit the
    /// arena's 32-bit handles.
    pub fn absorb(&mut self, other: Ir) -> Absorbed {
        assert!(
            Arc::ptr_eq(&self.ctx, &other.ctx),
            "absorbing an arena of another context"
        );
        let fits = |a: usize, b: usize| {
            u32::try_from(a + b).is_ok_and(|sum| sum < NONE & !BLOCK_ARG & !ERASED)
        };
        assert!(
            fits(self.ops.len(), other.ops.len())
                && fits(self.blocks.len(), other.blocks.len())
                && fits(self.values.len(), other.values.len())
                && fits(self.operands.len(), other.operands.len())
                && fits(self.results.len(), other.results.len()),
            "arena too large to absorb another"
        );
        let at = Absorbed {
            ops: self.ops.len() as u32,
            blocks: self.blocks.len() as u32,
            regions: self.regions.len() as u32,
            values: self.values.len() as u32,
        };
        let operands = self.operands.len() as u32;
        let results = self.results.len() as u32;
        let extras = self.extras.len() as u32;

        move_mapped(&mut self.ops, other.ops, |op| OpData {
            parent: shift(op.parent, at.blocks),
            prev: shift(op.prev, at.ops),
            next: shift(op.next, at.ops),
            operand_start: op.operand_start + operands,
            result_start: op.result_start + results,
            extra: match Extra::decode(op.extra) {
                Extra::Index(index) => index + extras,
                Extra::None | Extra::Attrs(_) => op.extra,
            },
            ..op
        });
        self.blocks
            .extend(other.blocks.into_iter().map(|mut block| {
                for arg in &mut block.args {
                    *arg = at.value(*arg);
                }
                block.first = block.first.map(|op| at.op(op));
                block.last = block.last.map(|op| at.op(op));
                block.parent = block.parent.map(|region| at.region(region));
                block
            }));
        self.regions
            .extend(other.regions.into_iter().map(|mut region| {
                for block in &mut region.blocks {
                    *block = at.block(*block);
                }
                region.parent = region.parent.map(|op| at.op(op));
                region
            }));
        move_mapped(&mut self.values, other.values, |value| ValueData {
            owner: value.owner
                + if value.index & BLOCK_ARG != 0 {
                    at.blocks
                } else {
                    at.ops
                },
            first_use: shift(value.first_use, operands),
            ..value
        });
        move_mapped(&mut self.operands, other.operands, |slot| OperandSlot {
            value: Value(shift(slot.value.0, at.values)),
            owner: OpId(shift(slot.owner.0, at.ops)),
            prev_use: shift(slot.prev_use, operands),
            next_use: shift(slot.next_use, operands),
        });
        move_mapped(&mut self.results, other.results, |value| at.value(value));
        self.extras
            .extend(other.extras.into_iter().map(|mut extra| {
                for region in &mut extra.regions {
                    *region = at.region(*region);
                }
                for block in &mut extra.successors {
                    *block = at.block(*block);
                }
                extra
            }));
        for (index, known) in other.def_known.iter().enumerate() {
            if *known && !self.def_known.get(index).copied().unwrap_or(false) {
                if self.defs.len() <= index {
                    self.defs.resize(index + 1, None);
                    self.def_known.resize(index + 1, false);
                }
                self.defs[index] = other.defs[index];
                self.def_known[index] = true;
            }
        }
        self.erased_ops
            .extend(other.erased_ops.iter().map(|&op| at.op(op)));
        for (mine, theirs) in self.free.iter_mut().zip(&other.free) {
            mine.extend(theirs.iter().map(|&op| at.op(op)));
        }
        at
    }

    /// Moves every op of `from` to the end of `to`, in order (MLIR's
    /// `Block::getOperations().splice`).
    pub fn move_block_ops(&mut self, from: BlockId, to: BlockId) {
        let Some(first) = self.blocks[from.index()].first.take() else {
            return;
        };
        let last = self.blocks[from.index()].last.take().unwrap_or(first);
        let mut op = Some(first);
        while let Some(current) = op {
            self.ops[current.index()].parent = to.0;
            op = self.next_op(current);
        }
        match self.blocks[to.index()].last {
            Some(tail) => {
                self.ops[tail.index()].next = first.0;
                self.ops[first.index()].prev = tail.0;
            }
            None => self.blocks[to.index()].first = Some(first),
        }
        self.blocks[to.index()].last = Some(last);
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::asm::parser::{ParseOptions, parse_str};
    use crate::asm::printer::{PrintOptions, print_op};
    use crate::diagnostics::DiagnosticEngine;
    use crate::ir::{InsertPoint, Ir, OperationState};
    use std::sync::Arc;

    fn ctx() -> Arc<Context> {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        Arc::new(ctx)
    }

    fn parse(ctx: &Arc<Context>, text: &str) -> (Ir, crate::ir::OpId) {
        parse_str(
            ctx,
            "t.mlir",
            text,
            &ParseOptions::default(),
            &DiagnosticEngine::new(),
        )
        .expect("parses")
    }

    fn generic(ir: &Ir, op: crate::ir::OpId) -> String {
        print_op(ir, op, &PrintOptions::default().print_generic_op_form())
    }

    const FIRST: &str = r#"
        "t.a"() ({
        ^bb0(%x: i32):
          %0 = "t.b"(%x, %x) : (i32, i32) -> i32
          "t.br"(%0)[^bb1] : (i32) -> ()
        ^bb1:
          "t.c"(%x) : (i32) -> ()
        }) : () -> ()
    "#;
    const SECOND: &str = r#"
        %0:2 = "t.d"() {k = 1 : i32} : () -> (i32, f32)
        "t.e"(%0#0, %0#1, %0#0) ({
          "t.f"(%0#1) : (f32) -> ()
        }) : (i32, f32, i32) -> ()
    "#;

    /// Moving the ops of an absorbed module into another one gives the IR
    /// parsing both texts into one module gives, uses and all.
    #[test]
    fn absorbed_ops_read_as_if_parsed_in_place() {
        let ctx = ctx();
        let (mut ir, module) = parse(&ctx, FIRST);
        let (other, other_module) = parse(&ctx, SECOND);
        let other_block = other.entry_block(other.region(other_module, 0)).unwrap();
        let at = ir.absorb(other);
        let block = ir.entry_block(ir.region(module, 0)).unwrap();
        ir.move_block_ops(at.block(other_block), block);
        let (joined, joined_module) = parse(&ctx, &format!("{FIRST}{SECOND}"));
        assert_eq!(generic(&ir, module), generic(&joined, joined_module));
        // Use-lists crossed the move: the second module's first result has
        // both uses in operand order, and replacing it reaches them.
        let d = ir.block_ops(block).nth(1).unwrap();
        let uses: Vec<_> = ir.uses(ir.result(d, 0)).map(|u| u.index).collect();
        assert_eq!(uses.len(), 2);
        let c = ir.create_op(OperationState::new(ctx.ident("t.new"), ctx.unknown_loc()));
        ir.attach_op(InsertPoint::at_end(block), c);
        assert_eq!(ir.last_op(block), Some(c));
        assert_eq!(ir.prev_op(c), ir.block_ops(block).nth(2));
    }
}
