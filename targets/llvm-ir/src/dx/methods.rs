//! The `dx` method ops that LLVM 22 can express, as its intrinsic calls
//! (`llvm/include/llvm/IR/IntrinsicsDirectX.td` of LLVM 22; each checked
//! against `llvm-as-22`, which rejects a wrong signature or mangling), and
//! the located error, with its reason, for the ones it cannot:
//!
//! | op | LLVM 22 |
//! |---|---|
//! | `dx.resource.getdimensions.x` | `i32 @llvm.dx.resource.getdimensions.x.H(H)` |
//! | `dx.resource.atomicrmw` on a buffer | `ptr @llvm.dx.resource.getpointer.p0.H(H, i32)`, a `getelementptr inbounds i8` to a member, `atomicrmw OP ptr, T monotonic` |
//! | `dx.resource.cmpxchg` on a buffer | the pointer, `cmpxchg ptr, T, T monotonic monotonic`, `extractvalue 0` |
//! | `dx.wave.getlaneindex`, `get.lane.count`, `is.first.lane` | `@llvm.dx.wave.getlaneindex()` ... |
//! | `dx.wave.reduce.{sum,min,max,umin,umax}`, `dx.wave.readlane` | `@llvm.dx.wave.reduce.sum.T(T)` ..., `@llvm.dx.wave.readlane.T(T, i32)` |
//! | `dx.wave.active.countbits`, `all`, `any`, `ballot` | `i32 (i1)`, `i1 (i1)`, `<4 x i32> @llvm.dx.wave.ballot(i1)` |
//! | `dx.group.memory.barrier.with.group.sync` | `void @llvm.dx.group.memory.barrier.with.group.sync()` |
//! | `dx.discard`, `dx.dd{x,y}.{coarse,fine}` | `void @llvm.dx.discard(i1)`, `@llvm.dx.ddx.coarse.T(T)` ... |
//!
//! HLSL's `Interlocked*` functions order nothing but the access itself, so
//! the atomics are `monotonic` (DXC's SPIR-V mapping gives them relaxed
//! semantics too), aligned to the value's size. Everything else of
//! dialects/dx `atomic.rs` ... `wave.rs` is in [`UNSUPPORTED`], with why.

use dialect_dx::ops as dx;
use dialect_dx::types::ResourceType;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::OpId;

use super::DxTarget;
use crate::body::{FnCx, OpRule, rule, unsupported_rule};
use crate::text::{Line, Operand, Ty};

/// What LLVM 22 has no intrinsic for: the op and the reason.
pub(super) const UNSUPPORTED: &[(&OpDef, &str)] = &[
    (
        dx::ResourceGetDimensionsOp::DEF,
        "LLVM 22 has no intrinsic for texture sizes, mip level counts or sample counts (DXIL's GetDimensions on textures); its llvm.dx.resource.getdimensions.x measures buffers",
    ),
    (
        dx::ResourceCalculateLodOp::DEF,
        "LLVM 22 has no intrinsic for DXIL's CalculateLOD",
    ),
    (
        dx::ResourceGetSamplePositionOp::DEF,
        "LLVM 22 has no intrinsic for DXIL's Texture2DMSGetSamplePosition",
    ),
    (
        dx::ResourceLoadLevelOp::DEF,
        "LLVM 22 has no intrinsic for texture loads (DXIL's TextureLoad)",
    ),
    (
        dx::ResourceLoadMSOp::DEF,
        "LLVM 22 has no intrinsic for multisampled texture loads (DXIL's TextureLoad with a sample index)",
    ),
    (
        dx::ResourceStoreTextureOp::DEF,
        "LLVM 22 has no intrinsic for texture stores (DXIL's TextureStore, TextureStoreSample)",
    ),
    (
        dx::ResourceSampleOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's Sample)",
    ),
    (
        dx::ResourceSampleBiasOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleBias)",
    ),
    (
        dx::ResourceSampleLevelOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleLevel)",
    ),
    (
        dx::ResourceSampleGradOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleGrad)",
    ),
    (
        dx::ResourceSampleCmpOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleCmp)",
    ),
    (
        dx::ResourceSampleCmpLevelZeroOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleCmpLevelZero)",
    ),
    (
        dx::ResourceSampleCmpLevelOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleCmpLevel)",
    ),
    (
        dx::ResourceSampleCmpBiasOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleCmpBias)",
    ),
    (
        dx::ResourceSampleCmpGradOp::DEF,
        "LLVM 22 has no sampling intrinsics (DXIL's SampleCmpGrad)",
    ),
    (
        dx::ResourceGatherOp::DEF,
        "LLVM 22 has no gather intrinsics (DXIL's TextureGather)",
    ),
    (
        dx::ResourceGatherCmpOp::DEF,
        "LLVM 22 has no gather intrinsics (DXIL's TextureGatherCmp)",
    ),
    (
        dx::ResourceGatherRawOp::DEF,
        "LLVM 22 has no gather intrinsics (DXIL's TextureGatherRaw)",
    ),
    (
        dx::ResourceWriteSamplerFeedbackOp::DEF,
        "LLVM has no sampler feedback intrinsics (DXIL's WriteSamplerFeedback)",
    ),
    (
        dx::ResourceWriteSamplerFeedbackBiasOp::DEF,
        "LLVM has no sampler feedback intrinsics (DXIL's WriteSamplerFeedbackBias)",
    ),
    (
        dx::ResourceWriteSamplerFeedbackLevelOp::DEF,
        "LLVM has no sampler feedback intrinsics (DXIL's WriteSamplerFeedbackLevel)",
    ),
    (
        dx::ResourceWriteSamplerFeedbackGradOp::DEF,
        "LLVM has no sampler feedback intrinsics (DXIL's WriteSamplerFeedbackGrad)",
    ),
    (
        dx::WaveReduceAndOp::DEF,
        "LLVM 22 has no intrinsic for WaveActiveBitAnd (DXIL's WaveActiveBit)",
    ),
    (
        dx::WaveReduceOrOp::DEF,
        "LLVM 22 has no intrinsic for WaveActiveBitOr (DXIL's WaveActiveBit)",
    ),
    (
        dx::WaveReduceXorOp::DEF,
        "LLVM 22 has no intrinsic for WaveActiveBitXor (DXIL's WaveActiveBit)",
    ),
    (
        dx::WaveProductOp::DEF,
        "LLVM 22 has no intrinsic for WaveActiveProduct (DXIL's WaveActiveOp)",
    ),
    (
        dx::WavePrefixSumOp::DEF,
        "LLVM 22 has no intrinsic for WavePrefixSum (DXIL's WavePrefixOp)",
    ),
    (
        dx::WavePrefixProductOp::DEF,
        "LLVM 22 has no intrinsic for WavePrefixProduct (DXIL's WavePrefixOp)",
    ),
    (
        dx::WavePrefixBitCountOp::DEF,
        "LLVM 22 has no intrinsic for WavePrefixCountBits (DXIL's WavePrefixBitCount)",
    ),
    (
        dx::WaveAllEqualOp::DEF,
        "LLVM 22 has no intrinsic for WaveActiveAllEqual (DXIL's WaveActiveAllEqual)",
    ),
    (
        dx::WaveReadLaneFirstOp::DEF,
        "LLVM 22 has no intrinsic for WaveReadLaneFirst (DXIL's WaveReadLaneFirst)",
    ),
    (
        dx::QuadReadAcrossXOp::DEF,
        "LLVM 22 has no quad intrinsics (DXIL's QuadOp)",
    ),
    (
        dx::QuadReadAcrossYOp::DEF,
        "LLVM 22 has no quad intrinsics (DXIL's QuadOp)",
    ),
    (
        dx::QuadReadAcrossDiagonalOp::DEF,
        "LLVM 22 has no quad intrinsics (DXIL's QuadOp)",
    ),
    (
        dx::QuadReadLaneAtOp::DEF,
        "LLVM 22 has no quad intrinsics (DXIL's QuadReadLaneAt)",
    ),
    (
        dx::GroupMemoryBarrierOp::DEF,
        "LLVM 22's only barrier intrinsic is llvm.dx.group.memory.barrier.with.group.sync (DXIL's Barrier with other flags has none)",
    ),
    (
        dx::DeviceMemoryBarrierOp::DEF,
        "LLVM 22's only barrier intrinsic is llvm.dx.group.memory.barrier.with.group.sync (DXIL's Barrier with other flags has none)",
    ),
    (
        dx::DeviceMemoryBarrierWithGroupSyncOp::DEF,
        "LLVM 22's only barrier intrinsic is llvm.dx.group.memory.barrier.with.group.sync (DXIL's Barrier with other flags has none)",
    ),
    (
        dx::AllMemoryBarrierOp::DEF,
        "LLVM 22's only barrier intrinsic is llvm.dx.group.memory.barrier.with.group.sync (DXIL's Barrier with other flags has none)",
    ),
    (
        dx::AllMemoryBarrierWithGroupSyncOp::DEF,
        "LLVM 22's only barrier intrinsic is llvm.dx.group.memory.barrier.with.group.sync (DXIL's Barrier with other flags has none)",
    ),
];

pub(super) fn rules() -> Vec<OpRule<DxTarget>> {
    vec![
        unsupported_rule!(UNSUPPORTED),
        rule!(dx::ResourceGetDimensionsXOp => |cx, op| {
            let (handle, handle_ty) = cx.value(dx::ResourceGetDimensionsXOp(op).handle(cx.ir))?;
            let name = format!("llvm.dx.resource.getdimensions.x.{}", handle_ty.mangled());
            let call = cx.intrinsic_call(&name, Ty::i32(), &[(handle_ty, handle)], None);
            cx.define(op, call)
        }),
        rule!(dx::ResourceAtomicRMWOp => |cx, op| {
            let rmw = dx::ResourceAtomicRMWOp(op);
            let operation = rmw.operation(cx.ir).keyword();
            let offset = rmw.offset(cx.ir).unwrap_or(0);
            let pointer = cx.element_pointer(op, rmw.handle(cx.ir), rmw.index(cx.ir), offset)?;
            let (value, ty) = cx.value(rmw.value(cx.ir))?;
            let align = align_of(&ty);
            cx.define(
                op,
                Line::new(format!("atomicrmw {operation} ptr "))
                    .op(&pointer)
                    .t(", ")
                    .typed(&ty, &value)
                    .t(format!(" monotonic, align {align}")),
            )
        }),
        rule!(dx::ResourceCmpXchgOp => |cx, op| {
            let xchg = dx::ResourceCmpXchgOp(op);
            let offset = xchg.offset(cx.ir).unwrap_or(0);
            let pointer = cx.element_pointer(op, xchg.handle(cx.ir), xchg.index(cx.ir), offset)?;
            let (comparand, ty) = cx.value(xchg.comparand(cx.ir))?;
            let value = cx.operand(xchg.value(cx.ir))?;
            let align = align_of(&ty);
            let pair = Ty::literal(vec![ty.clone(), Ty::i1()]);
            let result = Operand::Value(cx.body.emit_value(
                Line::new("cmpxchg ptr ")
                    .op(&pointer)
                    .t(", ")
                    .typed(&ty, &comparand)
                    .t(", ")
                    .typed(&ty, &value)
                    .t(format!(" monotonic monotonic, align {align}")),
            ));
            cx.define(op, Line::new("extractvalue ").typed(&pair, &result).t(", 0"))
        }),
        rule!(dx::WaveGetLaneIndexOp => |cx, op| cx.nullary(op, "llvm.dx.wave.getlaneindex")),
        rule!(dx::WaveGetLaneCountOp => |cx, op| cx.nullary(op, "llvm.dx.wave.get.lane.count")),
        rule!(dx::WaveIsFirstLaneOp => |cx, op| cx.nullary(op, "llvm.dx.wave.is.first.lane")),
        rule!(dx::WaveReduceSumOp => |cx, op| cx.overloaded(op, "llvm.dx.wave.reduce.sum")),
        rule!(dx::WaveReduceMinOp => |cx, op| cx.overloaded(op, "llvm.dx.wave.reduce.min")),
        rule!(dx::WaveReduceMaxOp => |cx, op| cx.overloaded(op, "llvm.dx.wave.reduce.max")),
        rule!(dx::WaveReduceUMinOp => |cx, op| cx.overloaded(op, "llvm.dx.wave.reduce.umin")),
        rule!(dx::WaveReduceUMaxOp => |cx, op| cx.overloaded(op, "llvm.dx.wave.reduce.umax")),
        rule!(dx::WaveReadLaneOp => |cx, op| cx.overloaded(op, "llvm.dx.wave.readlane")),
        rule!(dx::WaveActiveCountBitsOp => |cx, op| cx.plain(op, "llvm.dx.wave.active.countbits")),
        rule!(dx::WaveAllOp => |cx, op| cx.plain(op, "llvm.dx.wave.all")),
        rule!(dx::WaveAnyOp => |cx, op| cx.plain(op, "llvm.dx.wave.any")),
        rule!(dx::WaveBallotOp => |cx, op| cx.plain(op, "llvm.dx.wave.ballot")),
        rule!(dx::DdxCoarseOp => |cx, op| cx.overloaded(op, "llvm.dx.ddx.coarse")),
        rule!(dx::DdyCoarseOp => |cx, op| cx.overloaded(op, "llvm.dx.ddy.coarse")),
        rule!(dx::DdxFineOp => |cx, op| cx.overloaded(op, "llvm.dx.ddx.fine")),
        rule!(dx::DdyFineOp => |cx, op| cx.overloaded(op, "llvm.dx.ddy.fine")),
        rule!(dx::GroupMemoryBarrierWithGroupSyncOp => |cx, _op| {
            let callee = cx.intrinsic("llvm.dx.group.memory.barrier.with.group.sync", Ty::Void, vec![], None);
            cx.body.emit(Line::new(format!("call void {callee}()")));
            Ok(())
        }),
        rule!(dx::DiscardOp => |cx, op| {
            let condition = cx.operand(dx::DiscardOp(op).condition(cx.ir))?;
            let callee = cx.intrinsic("llvm.dx.discard", Ty::Void, vec![Ty::i1()], None);
            cx.body.emit(Line::new(format!("call void {callee}(")).typed(&Ty::i1(), &condition).t(")"));
            Ok(())
        }),
    ]
}

/// The alignment of an atomic's value: its size.
fn align_of(ty: &Ty) -> u32 {
    ty.scalar_bits().map_or(4, |bits| bits / 8)
}

impl FnCx<'_, DxTarget> {
    /// The pointer to a buffer element (plus a member's byte `offset`):
    /// `llvm.dx.resource.getpointer` and, for a member, a `getelementptr`.
    fn element_pointer(
        &mut self,
        op: OpId,
        handle: shader_mlir::ir::Value,
        index: shader_mlir::ir::Value,
        offset: i32,
    ) -> Result<Operand, Diagnostic> {
        let ctx = self.ctx();
        if ResourceType::of(ctx, self.ir.value_type(handle)).is_some_and(|r| r.is_texture()) {
            return Err(self.ir.op_error(
                op,
                "has no LLVM 22 form on a texture: LLVM 22's llvm.dx.resource.getpointer takes one i32 index, not texel coordinates (DXIL's AtomicBinOp and AtomicCompareExchange on texels have no LLVM 22 intrinsic)",
            ));
        }
        let (handle, handle_ty) = self.value(handle)?;
        let index = self.operand(index)?;
        let name = format!("llvm.dx.resource.getpointer.p0.{}", handle_ty.mangled());
        let args = [(handle_ty, handle), (Ty::i32(), index)];
        let call = self.intrinsic_call(&name, Ty::Ptr(0), &args, None);
        let pointer = Operand::Value(self.body.emit_value(call));
        if offset == 0 {
            return Ok(pointer);
        }
        Ok(Operand::Value(
            self.body.emit_value(
                Line::new("getelementptr inbounds i8, ptr ")
                    .op(&pointer)
                    .t(format!(", i32 {offset}")),
            ),
        ))
    }

    /// A call of a non-overloaded intrinsic without arguments.
    fn nullary(&mut self, op: OpId, name: &str) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let callee = self.intrinsic(name, ty.clone(), vec![], None);
        self.define(op, Line::new(format!("call {ty} {callee}()")))
    }

    /// A call of a non-overloaded intrinsic on the op's operands.
    fn plain(&mut self, op: OpId, name: &str) -> Result<(), Diagnostic> {
        self.call_with(op, name.to_owned())
    }

    /// A call of an intrinsic overloaded on its result type (`NAME.T`).
    fn overloaded(&mut self, op: OpId, name: &str) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        self.call_with(op, format!("{name}.{}", ty.mangled()))
    }

    fn call_with(&mut self, op: OpId, name: String) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let mut args = Vec::new();
        let operands: Vec<_> = self.ir.operands(op).collect();
        for operand in operands {
            let (value, arg_ty) = self.value(operand)?;
            args.push((arg_ty, value));
        }
        let call = self.intrinsic_call(&name, ty, &args, None);
        self.define(op, call)
    }
}
