//! Which functions are convergent: those holding an op the export writes
//! as a convergent call (a wave intrinsic, a barrier with a group sync) and
//! those calling such a function. clang makes every HLSL function
//! `convergent` and gives its convergent calls convergence tokens
//! (`clang/test/CodeGenHLSL/convergence/*.hlsl`); the export does so for
//! the functions where a token is used, as LLVM's optimizer leaves clang's
//! output (`crate::body` writes the tokens).

use dialect_func::{CallOp, FuncOp};
use dialect_hlsl::ops::{
    BarrierOp, QuadReadAcrossOp, QuadReadLaneAtOp, WaveActiveCountBitsOp, WaveAllEqualOp,
    WaveAllTrueOp, WaveAnyTrueOp, WaveBallotOp, WaveIsFirstLaneOp, WaveLaneIndexOp,
    WavePrefixCountBitsOp, WavePrefixOp, WaveReadLaneAtOp, WaveReadLaneFirstOp, WaveReduceOp,
};
use rustc_hash::FxHashSet;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{AttrKind, Ir, OpId};

/// Whether `op` is written as a convergent call: the wave and quad ops and
/// the barriers (which wait for the whole group), but not
/// `hlsl.wave.lane_count` (`llvm.spv.subgroup.size`, not convergent).
pub(super) fn is_convergent_op(ir: &Ir, op: OpId) -> bool {
    ir.op_def(op)
        .is_some_and(|def| CONVERGENT.iter().any(|c| std::ptr::eq(*c, def)))
}

/// The ops written as convergent calls.
const CONVERGENT: &[&OpDef] = &[
    WaveLaneIndexOp::DEF,
    WaveIsFirstLaneOp::DEF,
    WaveReduceOp::DEF,
    WavePrefixOp::DEF,
    WaveActiveCountBitsOp::DEF,
    WavePrefixCountBitsOp::DEF,
    WaveAllTrueOp::DEF,
    WaveAnyTrueOp::DEF,
    WaveAllEqualOp::DEF,
    WaveBallotOp::DEF,
    WaveReadLaneAtOp::DEF,
    WaveReadLaneFirstOp::DEF,
    QuadReadAcrossOp::DEF,
    QuadReadLaneAtOp::DEF,
    BarrierOp::DEF,
];

/// The callee of a `func.call`.
fn callee(ir: &Ir, op: OpId) -> Option<String> {
    let ctx = ir.ctx();
    match ctx.attr_kind(ir.attr_or_prop(op, "callee")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.str(*root).to_owned())
        }
        _ => None,
    }
}

/// The names of the convergent functions of `module`.
pub(super) fn convergent_functions(ir: &Ir, module: OpId) -> FxHashSet<String> {
    // Each function with whether it holds a convergent op and whom it calls.
    let mut functions = Vec::new();
    ir.walk(module, |op| {
        if FuncOp::cast(ir, op).is_none() {
            return;
        }
        let Some(AttrKind::String { value, .. }) = ir
            .attr_or_prop(op, "sym_name")
            .map(|a| ir.ctx().attr_kind(a))
        else {
            return;
        };
        let name = String::from_utf8_lossy(value).into_owned();
        let mut direct = false;
        let mut calls = Vec::new();
        ir.walk(op, |inner| {
            direct |= is_convergent_op(ir, inner);
            if CallOp::cast(ir, inner).is_some()
                && let Some(callee) = callee(ir, inner)
            {
                calls.push(callee);
            }
        });
        functions.push((name, direct, calls));
    });
    let mut convergent: FxHashSet<String> = functions
        .iter()
        .filter(|(_, direct, _)| *direct)
        .map(|(name, _, _)| name.clone())
        .collect();
    loop {
        let before = convergent.len();
        for (name, _, calls) in &functions {
            if calls.iter().any(|c| convergent.contains(c)) {
                convergent.insert(name.clone());
            }
        }
        if convergent.len() == before {
            return convergent;
        }
    }
}
