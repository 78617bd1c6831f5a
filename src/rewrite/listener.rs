//! Notifications of IR changes made through a [`Rewriter`](super::Rewriter)
//! (MLIR's `RewriterBase::Listener`).
//!
//! Drivers learn what a pattern did through these hooks: the greedy driver keeps its
//! worklist current, the conversion driver finds the ops it still has to legalize.
//! Every hook runs while the IR still shows the state the hook names: `op_erased`
//! before the op is removed (its operands still attached), `op_replaced` before the
//! uses move, `op_inserted` and `op_modified` after the change.

use crate::ir::{BlockId, Ir, OpId, Value};

/// Receives notifications of IR changes. Every hook defaults to doing nothing.
pub trait Listener {
    /// `op` was inserted into a block: created there or moved there.
    fn op_inserted(&mut self, _ir: &Ir, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, properties, successors).
    fn op_modified(&mut self, _ir: &Ir, _op: OpId) {}
    /// The results of `op` are about to be replaced by `values`.
    fn op_replaced(&mut self, _ir: &Ir, _op: OpId, _values: &[Value]) {}
    /// `op` is about to be erased. Nested ops are reported first, users before
    /// definitions.
    fn op_erased(&mut self, _ir: &Ir, _op: OpId) {}
    /// `block` was inserted into a region.
    fn block_inserted(&mut self, _ir: &Ir, _block: BlockId) {}
    /// `block` is about to be erased (its ops were reported already).
    fn block_erased(&mut self, _ir: &Ir, _block: BlockId) {}
}

/// A listener that ignores everything.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoListener;

impl Listener for NoListener {}
