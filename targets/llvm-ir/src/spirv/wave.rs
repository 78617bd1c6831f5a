//! Wave intrinsics, barriers, derivatives and `discard` as the calls clang
//! emits for Vulkan, where LLVM 22's SPIR-V backend has an intrinsic
//! (`llvm/include/llvm/IR/IntrinsicsSPIRV.td`):
//!
//! | op | LLVM 22 | reference |
//! |---|---|---|
//! | `hlsl.wave.lane_index` | `call i32 @__hlsl_wave_get_lane_index()` (a `convergent` declaration LLVM reads as `SubgroupLocalInvocationId`) | `llvm/test/CodeGen/SPIRV/hlsl-intrinsics/WaveGetLaneIndex.ll` |
//! | `hlsl.wave.lane_count` | `call i32 @llvm.spv.subgroup.size()` (`SubgroupSize`) | `IntrinsicsSPIRV.td` (`__builtin_spirv_subgroup_size`) |
//! | `hlsl.wave.is_first_lane` | `call spir_func i1 @llvm.spv.wave.is.first.lane()` | clang's `CGHLSLBuiltins.cpp` (`EmitRuntimeCall`) |
//! | `hlsl.wave.reduce` `sum`/`min`/`max`/`umin`/`umax` | `call T @llvm.spv.wave.reduce.{sum,min,max,umin,umax}.T(T)` | `clang/test/CodeGenHLSL/builtins/WaveActiveSum.hlsl`, `WaveActiveMax.hlsl` |
//! | `hlsl.wave.active_count_bits` | `call spir_func i32 @llvm.spv.wave.active.countbits(i1)` | `WaveActiveCountBits.hlsl` |
//! | `hlsl.wave.all_true` | `call i1 @llvm.spv.wave.all(i1)` | `WaveActiveAllTrue.hlsl` |
//! | `hlsl.wave.any_true` | `call spir_func i1 @llvm.spv.wave.any(i1)` | `WaveActiveAnyTrue.hlsl` |
//! | `hlsl.wave.ballot` | `call spir_func <4 x i32> @llvm.spv.wave.ballot(i1)` | `WaveActiveBallot.hlsl` |
//! | `hlsl.wave.read_lane_at` | `call T @llvm.spv.wave.readlane.T(T, i32)` | `WaveReadLaneAt.hlsl` |
//! | `hlsl.barrier group with_group_sync` | `call void @llvm.spv.group.memory.barrier.with.group.sync()` | `GroupMemoryBarrierWithGroupSync.hlsl` |
//! | `hlsl.ddx`, `ddy`, `_coarse`, `_fine` | `call T @llvm.spv.ddx.T(T)`, `ddy`, `ddx.coarse`, ... | `clang/test/CodeGenHLSL/builtins/ddx.hlsl` |
//! | `hlsl.discard` | `call void @llvm.spv.discard()` | `llvm/test/CodeGen/SPIRV/hlsl-intrinsics/discard.ll` |
//!
//! The wave calls and the barrier are convergent: in a convergent function
//! they carry clang's `[ "convergencectrl"(token %t) ]` bundle
//! (`crate::body::convergence`).
//!
//! What LLVM 22 has no intrinsic for is a located error naming it: the wave
//! reductions `product`, `and`, `or`, `xor`, the prefix operations,
//! `WaveActiveAllEqual`, `WaveReadLaneFirst`, the quad operations and every
//! barrier but `GroupMemoryBarrierWithGroupSync` (an LLVM `fence` becomes an
//! `OpMemoryBarrier` without a storage class, which Vulkan rejects).
//! `llvm.spv.wave.get.lane.count` is in LLVM 22's table but its SPIR-V
//! instruction selection is not ("Intrinsic selection not implemented"),
//! hence `llvm.spv.subgroup.size` for `WaveGetLaneCount`.

use dialect_hlsl::ops::{
    BarrierMemory, BarrierOp, DdxCoarseOp, DdxFineOp, DdxOp, DdyCoarseOp, DdyFineOp, DdyOp,
    DiscardOp, WaveActiveCountBitsOp, WaveAllTrueOp, WaveAnyTrueOp, WaveBallotOp,
    WaveIsFirstLaneOp, WaveLaneCountOp, WaveLaneIndexOp, WaveOpKind, WaveReadLaneAtOp,
    WaveReduceOp,
};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::OpId;

use super::SpirvTarget;
use crate::body::{FnCx, OpRule, rule};
use crate::text::{Line, Ty};

/// How one call is written.
struct Call<'a> {
    /// The callee, without `@`.
    name: &'a str,
    /// `spir_func` where clang emits the call through `EmitRuntimeCall`.
    spir_func: bool,
    /// Whether the call carries a convergence token.
    convergent: bool,
    /// The declaration's attribute group (for non-intrinsic callees).
    attrs: Option<&'static str>,
}

impl<'a> Call<'a> {
    const fn convergent(name: &'a str) -> Self {
        Call {
            name,
            spir_func: false,
            convergent: true,
            attrs: None,
        }
    }

    const fn runtime(name: &'a str) -> Self {
        Call {
            name,
            spir_func: true,
            convergent: true,
            attrs: None,
        }
    }

    const fn plain(name: &'a str) -> Self {
        Call {
            name,
            spir_func: false,
            convergent: false,
            attrs: None,
        }
    }
}

pub(super) fn rules() -> Vec<OpRule<SpirvTarget>> {
    vec![
        rule!(WaveLaneIndexOp => |cx, op| cx.call_op(op, &Call {
            attrs: Some("convergent"),
            ..Call::convergent("__hlsl_wave_get_lane_index")
        })),
        rule!(WaveLaneCountOp => |cx, op| cx.call_op(op, &Call::plain("llvm.spv.subgroup.size"))),
        rule!(WaveIsFirstLaneOp => |cx, op| cx.call_op(op, &Call::runtime("llvm.spv.wave.is.first.lane"))),
        rule!(WaveActiveCountBitsOp => |cx, op| cx.call_op(op, &Call::runtime("llvm.spv.wave.active.countbits"))),
        rule!(WaveAllTrueOp => |cx, op| cx.call_op(op, &Call::convergent("llvm.spv.wave.all"))),
        rule!(WaveAnyTrueOp => |cx, op| cx.call_op(op, &Call::runtime("llvm.spv.wave.any"))),
        rule!(WaveBallotOp => |cx, op| cx.call_op(op, &Call::runtime("llvm.spv.wave.ballot"))),
        rule!(WaveReduceOp => |cx, op| {
            let kind = WaveReduceOp(op).kind(cx.ir);
            let Some(name) = reduction(kind) else {
                return Err(cx.ir.op_error(
                    op,
                    format!(
                        "'{}' has no LLVM 22 form: LLVM 22's SPIR-V wave reductions are llvm.spv.wave.reduce.sum, min, max, umin and umax",
                        kind.keyword()
                    ),
                ));
            };
            cx.overloaded(op, &Call::convergent(&format!("llvm.spv.wave.reduce.{name}")))
        }),
        rule!(WaveReadLaneAtOp => |cx, op| cx.overloaded(op, &Call::convergent("llvm.spv.wave.readlane"))),
        rule!(BarrierOp => |cx, op| {
            let barrier = BarrierOp(op);
            if barrier.memory(cx.ir) != BarrierMemory::Group || !barrier.with_group_sync(cx.ir) {
                return Err(cx.ir.op_error(
                    op,
                    "has no LLVM 22 form: LLVM 22's only SPIR-V barrier intrinsic is llvm.spv.group.memory.barrier.with.group.sync (GroupMemoryBarrierWithGroupSync), and an LLVM fence becomes an OpMemoryBarrier without a storage class, which Vulkan rejects",
                ));
            }
            cx.call_op(op, &Call::convergent("llvm.spv.group.memory.barrier.with.group.sync"))
        }),
        rule!(DdxOp => |cx, op| cx.overloaded(op, &Call::plain("llvm.spv.ddx"))),
        rule!(DdyOp => |cx, op| cx.overloaded(op, &Call::plain("llvm.spv.ddy"))),
        rule!(DdxCoarseOp => |cx, op| cx.overloaded(op, &Call::plain("llvm.spv.ddx.coarse"))),
        rule!(DdyCoarseOp => |cx, op| cx.overloaded(op, &Call::plain("llvm.spv.ddy.coarse"))),
        rule!(DdxFineOp => |cx, op| cx.overloaded(op, &Call::plain("llvm.spv.ddx.fine"))),
        rule!(DdyFineOp => |cx, op| cx.overloaded(op, &Call::plain("llvm.spv.ddy.fine"))),
        rule!(DiscardOp => |cx, op| cx.call_op(op, &Call::plain("llvm.spv.discard"))),
    ]
}

/// The `llvm.spv.wave.reduce.*` suffix of a reduction LLVM 22 has.
fn reduction(kind: WaveOpKind) -> Option<&'static str> {
    Some(match kind {
        WaveOpKind::Sum => "sum",
        WaveOpKind::Min => "min",
        WaveOpKind::Max => "max",
        WaveOpKind::Umin => "umin",
        WaveOpKind::Umax => "umax",
        WaveOpKind::Product | WaveOpKind::And | WaveOpKind::Or | WaveOpKind::Xor => return None,
    })
}

impl FnCx<'_, SpirvTarget> {
    /// `op` as a call of `call.name` with its operands and its result (if
    /// any).
    fn call_op(&mut self, op: OpId, call: &Call<'_>) -> Result<(), Diagnostic> {
        let ret = match self.ir.num_results(op) {
            0 => Ty::Void,
            _ => self.result_type(op, 0)?,
        };
        self.emit_call(op, call, call.name, ret)
    }

    /// `op` as a call of the intrinsic `call.name` overloaded on its result
    /// type (`llvm.spv.wave.reduce.sum.v4f32`).
    fn overloaded(&mut self, op: OpId, call: &Call<'_>) -> Result<(), Diagnostic> {
        let ret = self.result_type(op, 0)?;
        let name = format!("{}.{}", call.name, ret.mangled());
        self.emit_call(op, call, &name, ret)
    }

    fn emit_call(
        &mut self,
        op: OpId,
        call: &Call<'_>,
        name: &str,
        ret: Ty,
    ) -> Result<(), Diagnostic> {
        let mut args = Vec::new();
        for value in self.ir.operands(op).collect::<Vec<_>>() {
            args.push(self.value(value)?);
        }
        let callee = self.intrinsic(
            name,
            ret.clone(),
            args.iter().map(|(_, ty)| ty.clone()).collect(),
            call.attrs,
        );
        let cc = if call.spir_func { "spir_func " } else { "" };
        let mut line = Line::new(format!("call {cc}{ret} {callee}("));
        for (index, (operand, ty)) in args.iter().enumerate() {
            if index > 0 {
                line = line.t(", ");
            }
            line = line.typed(ty, operand);
        }
        line = line.t(")");
        if call.convergent {
            line = self.convergence_bundle(op, line);
        }
        if ret == Ty::Void {
            self.body.emit(line);
            Ok(())
        } else {
            self.define(op, line)
        }
    }
}
