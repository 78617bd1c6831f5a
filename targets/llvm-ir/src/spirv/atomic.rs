//! HLSL's `Interlocked*` on resource memory and on `groupshared` memory as
//! LLVM `atomicrmw` instructions on the element's pointer, as clang emits
//! them (`clang/test/CodeGenHLSL/builtins/RWByteAddressBuffer-InterlockedAdd.hlsl`,
//! `RWBuffer-Interlocked.hlsl`: `llvm.spv.resource.getpointer`, then
//! `atomicrmw add ptr addrspace(11) %p, i32 %v syncscope("device") ...`;
//! `groupshared` memory with `syncscope("workgroup")`, the scope clang's
//! `InterlockedOr-SPIRV-scope.hlsl` asks of it):
//!
//! | kind | `atomicrmw` |
//! |---|---|
//! | `addi`, `andi`, `ori`, `xori` | `add`, `and`, `or`, `xor` |
//! | `maxs`, `mins`, `maxu`, `minu` | `max`, `min`, `umax`, `umin` |
//! | `assign` | `xchg` |
//!
//! The ordering is `acq_rel`, not clang's `monotonic`: LLVM 22 writes
//! `monotonic`'s Relaxed semantics as an `OpConstantNull` that it then
//! reuses for the constant 0 of every `OpAccessChain` into a storage
//! buffer's block, which spirv-val rejects ("must be an OpConstant"); it
//! writes `acq_rel` as AcquireRelease without storage-class bits, which
//! orders no memory in SPIR-V's memory model and so means what Relaxed
//! means (docs/llvm-ir-export.md).
//!
//! Byte-address buffers are `i32` words here ([`super::types`]): an atomic
//! on one is on the word `offset >> 2`, a `float` exchange through
//! `bitcast`s. What llc-22 cannot compile is a located error: 64-bit
//! atomics (it cannot meet `Int64Atomics` for Vulkan), atomics on typed
//! buffers and textures (it has no `OpImageTexelPointer`), compare-exchange
//! (it crashes on `cmpxchg`, [`super::unsupported`]) and float kinds other
//! than the exchange (`SPV_EXT_shader_atomic_float_add`).

use dialect_hlsl::ops::BufferAtomicRMWOp;
use dialect_memref::AtomicRMWKind;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::OpId;

use super::SpirvTarget;
use super::types::Resource;
use crate::body::{FnCx, OpRule, rule};
use crate::text::{Line, Operand, Ty};

/// The `atomicrmw` operation of an atomic kind, for the kinds HLSL has.
fn operation(kind: AtomicRMWKind) -> Option<&'static str> {
    Some(match kind {
        AtomicRMWKind::Addi => "add",
        AtomicRMWKind::Andi => "and",
        AtomicRMWKind::Ori => "or",
        AtomicRMWKind::Xori => "xor",
        AtomicRMWKind::Maxs => "max",
        AtomicRMWKind::Mins => "min",
        AtomicRMWKind::Maxu => "umax",
        AtomicRMWKind::Minu => "umin",
        AtomicRMWKind::Assign => "xchg",
        _ => return None,
    })
}

/// The memory an atomic works on: a storage buffer (`device` scope) or
/// workgroup memory (`workgroup` scope).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scope {
    Device,
    Workgroup,
}

impl Scope {
    fn name(self) -> &'static str {
        match self {
            Scope::Device => "device",
            Scope::Workgroup => "workgroup",
        }
    }
}

pub(super) fn rules() -> Vec<OpRule<SpirvTarget>> {
    vec![rule!(BufferAtomicRMWOp => |cx, op| {
        let rmw = BufferAtomicRMWOp(op);
        let kind = rmw.kind(cx.ir);
        let handle = rmw.handle(cx.ir);
        let index = cx.operand(rmw.index(cx.ir))?;
        let (value, ty) = cx.value(rmw.value(cx.ir))?;
        let path = rmw.member(cx.ir).unwrap_or_default();
        let (ptr, memory_ty) = match cx.resource_of(op, handle)? {
            Resource::Structured { element } => {
                let place = cx.element(handle, &index, element)?;
                let place = cx.member_path(place, &path).ok_or_else(|| {
                    cx.ir.op_error(op, "names a member the element does not have")
                })?;
                (cx.pointer(&place), place.mem)
            }
            Resource::ByteAddress => {
                let word = cx.first_word(&index);
                let place = cx.element(handle, &word, Ty::i32())?;
                (cx.pointer(&place), Ty::i32())
            }
            Resource::Image { .. } => {
                return Err(cx.ir.op_error(
                    op,
                    "has no LLVM 22 form: llc-22 crashes selecting an atomic on an image texel (it has no OpImageTexelPointer)",
                ));
            }
            _ => return Err(cx.ir.op_error(op, "expects a buffer handle")),
        };
        let old = cx.atomic(op, kind, Scope::Device, &ptr, &memory_ty, &value, &ty)?;
        cx.bind(rmw.result(cx.ir), old, ty);
        Ok(())
    })]
}

impl FnCx<'_, SpirvTarget> {
    /// `atomicrmw` of `value` (of type `ty`) on `ptr`, memory of type
    /// `memory_ty` in the storage buffer or workgroup address space;
    /// returns the old value.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn atomic(
        &mut self,
        op: OpId,
        kind: AtomicRMWKind,
        scope: Scope,
        ptr: &Operand,
        memory_ty: &Ty,
        value: &Operand,
        ty: &Ty,
    ) -> Result<Operand, Diagnostic> {
        let Some(operation) = operation(kind) else {
            return Err(self.ir.op_error(
                op,
                format!(
                    "'{}' has no LLVM 22 form here: the SPIR-V export writes HLSL's Interlocked kinds (addi, andi, ori, xori, maxs, mins, maxu, minu, assign)",
                    kind.keyword()
                ),
            ));
        };
        match ty {
            Ty::Int(32) => {}
            Ty::Float if kind == AtomicRMWKind::Assign => {}
            Ty::Int(64) => {
                return Err(self.ir.op_error(
                    op,
                    "has no LLVM 22 form: llc-22 cannot meet the Int64Atomics capability for Vulkan (\"Unable to meet SPIR-V requirements for this target\")",
                ));
            }
            _ => {
                return Err(self.ir.op_error(
                    op,
                    format!(
                        "has no LLVM 22 form: llc-22 has no SPIR-V atomic '{operation}' on '{ty}' (float atomics other than the exchange need SPV_EXT_shader_atomic_float_add)"
                    ),
                ));
            }
        }
        let space = match scope {
            Scope::Device => super::access::STORAGE,
            Scope::Workgroup => super::memory::WORKGROUP,
        };
        // A float exchange on a word of a byte-address buffer moves its bits.
        let (value, rmw_ty) = if ty != memory_ty {
            if !(ty.is_float() && *memory_ty == Ty::i32()) {
                return Err(self.ir.op_error(
                    op,
                    "accesses a value whose type does not match the resource's memory type",
                ));
            }
            let bits = self.body.emit_value(
                Line::new("bitcast ")
                    .typed(ty, value)
                    .t(format!(" to {memory_ty}")),
            );
            (Operand::Value(bits), memory_ty.clone())
        } else {
            (value.clone(), ty.clone())
        };
        let old = self.body.emit_value(
            Line::typed_operands(
                format!("atomicrmw {operation} "),
                &[(&Ty::Ptr(space), ptr), (&rmw_ty, &value)],
            )
            .t(format!(" syncscope(\"{}\") acq_rel", scope.name())),
        );
        if rmw_ty == *ty {
            return Ok(Operand::Value(old));
        }
        Ok(Operand::Value(
            self.body.emit_value(
                Line::new("bitcast ")
                    .typed(&rmw_ty, &Operand::Value(old))
                    .t(format!(" to {ty}")),
            ),
        ))
    }
}
