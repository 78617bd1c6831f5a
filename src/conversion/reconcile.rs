//! `reconcile-unrealized-casts`: removes chains of
//! `builtin.unrealized_conversion_cast` that lead back to the types they started
//! from, and unused casts (MLIR's pass of the same name,
//! <https://mlir.llvm.org/docs/Passes/#-reconcile-unrealized-casts>).
//!
//! A cast whose inputs, followed up through whole producing casts, reach values
//! of exactly its result types is replaced by those values; then every cast
//! without users goes. Casts still in use after that stay.

use smallvec::SmallVec;

use crate::fn_pass;
use crate::ir::{Ir, OpId, Type, Value};
use crate::rewrite::{Listener, Rewriter};

fn_pass! {
    pub static RECONCILE_UNREALIZED_CASTS = rewrite reconcile_unrealized_casts {
        argument: "reconcile-unrealized-casts", name: "ReconcileUnrealizedCastsPass",
        summary: "Simplify and eliminate unrealized conversion casts",
    }
}

const CAST: &str = "builtin.unrealized_conversion_cast";

/// Reconciles the casts nested in `root`; returns the casts that remain.
pub fn reconcile_unrealized_casts(
    ir: &mut Ir,
    root: OpId,
    listener: &mut dyn Listener,
) -> Vec<OpId> {
    let mut casts: Vec<OpId> = Vec::new();
    ir.walk(root, |o| {
        if ir.op_is(o, CAST) {
            casts.push(o);
        }
    });
    let mut rewriter = Rewriter::new(ir, listener);
    for &cast in &casts {
        if let Some(replacement) = round_trip_source(rewriter.ir(), cast) {
            let results: SmallVec<[Value; 2]> = rewriter.ir().results(cast).into();
            for (r, v) in results.into_iter().zip(replacement) {
                rewriter.replace_all_uses_with(r, v);
            }
        }
    }
    // Unused casts go, users first; repeat for casts used only by later ones in
    // graph regions.
    loop {
        let mut erased_any = false;
        for &cast in casts.iter().rev() {
            let ir = rewriter.ir();
            if !ir.is_erased(cast) && ir.results(cast).iter().all(|&r| !ir.has_uses(r)) {
                rewriter.erase_op(cast);
                erased_any = true;
            }
        }
        if !erased_any {
            break;
        }
    }
    casts.retain(|&c| !rewriter.ir().is_erased(c));
    casts
}

/// Values of exactly `cast`'s result types that its inputs were cast from,
/// through whole producing casts.
fn round_trip_source(ir: &Ir, cast: OpId) -> Option<SmallVec<[Value; 2]>> {
    let want: SmallVec<[Type; 2]> = ir.result_types(cast).collect();
    let mut inputs: SmallVec<[Value; 2]> = ir.operands(cast).collect();
    // Each step moves to a strictly earlier cast; the bound guards cycles in
    // graph regions.
    for _ in 0..ir.op_capacity() {
        if inputs.len() == want.len()
            && inputs
                .iter()
                .zip(&want)
                .all(|(&v, &t)| ir.value_type(v) == t)
        {
            return Some(inputs);
        }
        let producer = ir.defining_op(*inputs.first()?)?;
        if !ir.op_is(producer, CAST) || ir.results(producer) != inputs.as_slice() {
            return None;
        }
        inputs = ir.operands(producer).collect();
    }
    None
}
