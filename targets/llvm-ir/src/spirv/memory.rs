//! `groupshared` memory: `memref.global`s in the workgroup memory space
//! (`dialect_memref::WORKGROUP_MEMORY_SPACE`) as clang's `addrspace(3)`
//! globals (`clang/test/CodeGenHLSL/group_shared.hlsl`: `@a = hidden
//! addrspace(3) global [10 x float]`), which LLVM's SPIR-V backend makes
//! `Workgroup` variables:
//!
//! | op | LLVM 22 |
//! |---|---|
//! | `memref.global @g : memref<64xf32, 3>` | `@g = internal addrspace(3) global [64 x float] poison, align 4` (`hidden` when public) |
//! | `memref.get_global @g` | the global `@g` itself |
//! | `memref.load` / `memref.store` | `getelementptr inbounds [64 x float], ptr addrspace(3) @g, i32 0, i32 %i`, then `load` / `store` |
//! | `memref.atomic_rmw` | `atomicrmw` on that pointer, `syncscope("workgroup")` ([`super::atomic`]) |
//!
//! An uninitialized global is `poison` (HLSL does not initialize
//! `groupshared` memory; a Vulkan `Workgroup` variable with an initializer
//! needs `shaderZeroInitializeWorkgroupMemory`). Other memrefs (function
//! memory, `memref.alloca`, initial values, dynamic shapes) and
//! `memref.generic_atomic_rmw` are located errors.

use dialect_memref::{
    AtomicRMWOp, GenericAtomicRMWOp, GetGlobalOp, GlobalOp, LoadOp, StoreOp,
    WORKGROUP_MEMORY_SPACE, memory_space,
};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};

use super::SpirvTarget;
use super::atomic::Scope;
use crate::body::{FnCx, OpRule, lower_type, rule};
use crate::text::{Line, Module, Operand, Ty, quoted_name};

/// The LLVM address space of workgroup memory.
pub(crate) const WORKGROUP: u32 = 3;

pub(super) fn rules() -> Vec<OpRule<SpirvTarget>> {
    vec![
        rule!(GetGlobalOp => |cx, op| {
            let get = GetGlobalOp(op);
            let name = get.name(cx.ir).to_owned();
            if get.global(cx.ir).is_none() {
                return Err(cx.ir.op_error(op, format!("'@{name}' is no memref.global of this module")));
            }
            let ty = cx.ir.value_type(get.result(cx.ir));
            workgroup_type(cx.ir, op, cx.module, cx.target, ty)?;
            cx.bind(
                get.result(cx.ir),
                Operand::Const(format!("@{}", quoted_name(&name))),
                Ty::Ptr(WORKGROUP),
            );
            Ok(())
        }),
        rule!(LoadOp => |cx, op| {
            let load = LoadOp(op);
            let ptr = cx.address(op, load.memref(cx.ir), &load.indices(cx.ir).collect::<Vec<_>>())?;
            let ty = cx.result_type(op, 0)?;
            cx.define(
                op,
                Line::new(format!("load {ty}, ")).typed(&Ty::Ptr(WORKGROUP), &ptr),
            )
        }),
        rule!(StoreOp => |cx, op| {
            let store = StoreOp(op);
            let ptr = cx.address(op, store.memref(cx.ir), &store.indices(cx.ir).collect::<Vec<_>>())?;
            let (value, ty) = cx.value(store.value(cx.ir))?;
            cx.body.emit(
                Line::typed_operands("store ", &[(&ty, &value), (&Ty::Ptr(WORKGROUP), &ptr)]),
            );
            Ok(())
        }),
        rule!(AtomicRMWOp => |cx, op| {
            let rmw = AtomicRMWOp(op);
            let ptr = cx.address(op, rmw.memref(cx.ir), &rmw.indices(cx.ir).collect::<Vec<_>>())?;
            let (value, ty) = cx.value(rmw.value(cx.ir))?;
            let old = cx.atomic(op, rmw.kind(cx.ir), Scope::Workgroup, &ptr, &ty, &value, &ty)?;
            cx.bind(rmw.result(cx.ir), old, ty);
            Ok(())
        }),
        rule!(GenericAtomicRMWOp => |cx, op| Err(cx.ir.op_error(
            op,
            "has no LLVM 22 form: it is a cmpxchg (loop), and llc-22 crashes on cmpxchg (in its 'SPIRV legalize bitcast' pass)",
        ))),
    ]
}

/// The LLVM memory type of a workgroup memref type (`[64 x float]`), or an
/// error at `op` for any other memref.
fn workgroup_type(
    ir: &Ir,
    op: OpId,
    module: &mut Module,
    target: &mut SpirvTarget,
    ty: Type,
) -> Result<Ty, Diagnostic> {
    let ctx = ir.ctx();
    let spelled = || shader_mlir::asm::printer::type_to_string(ctx, ty);
    if memory_space(ctx, ty) != Some(WORKGROUP_MEMORY_SPACE) {
        return Err(ir.op_error(
            op,
            format!(
                "'{}' has no LLVM 22 form in the SPIR-V export: only workgroup memory (memory space {WORKGROUP_MEMORY_SPACE}, HLSL groupshared) is exported",
                spelled()
            ),
        ));
    }
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else {
        return Err(ir.op_error(op, format!("expects a memref, got '{}'", spelled())));
    };
    let element = lower_type(module, target, ctx, *element).ok_or_else(|| {
        ir.op_error(
            op,
            format!("the element of '{}' has no LLVM IR form", spelled()),
        )
    })?;
    shape.iter().rev().try_fold(element, |inner, &dim| {
        let dim = u64::try_from(dim).map_err(|_| {
            ir.op_error(
                op,
                format!(
                    "'{}' has a dynamic size, which a global cannot have",
                    spelled()
                ),
            )
        })?;
        Ok(Ty::array(dim, inner))
    })
}

/// Exports a module-level `memref.global` (None for other ops).
pub(super) fn global(
    ir: &Ir,
    op: OpId,
    module: &mut Module,
    target: &mut SpirvTarget,
) -> Option<Result<(), Diagnostic>> {
    let global = GlobalOp::cast(ir, op)?;
    Some((|| {
        let ty = workgroup_type(ir, op, module, target, global.global_type(ir))?;
        if global.initializer(ir).is_some() {
            return Err(ir.op_error(
                op,
                "has no LLVM 22 form in the SPIR-V export: groupshared memory has no initial value (a Vulkan Workgroup variable with an initializer needs shaderZeroInitializeWorkgroupMemory)",
            ));
        }
        let mut element = &ty;
        while let Ty::Array(_, inner) = element {
            element = inner;
        }
        let element_align =
            super::data_layout::size_and_align(module, element).map(|(_, align)| align);
        let align = global
            .alignment(ir)
            .or(element_align.map(i64::from))
            .unwrap_or(4);
        let linkage = match global.sym_visibility(ir) {
            Some("private") => "internal",
            _ => "hidden",
        };
        module.global(format!(
            "@{} = {linkage} addrspace({WORKGROUP}) global {ty} poison, align {align}",
            quoted_name(global.sym_name(ir))
        ));
        Ok(())
    })())
}

impl FnCx<'_, SpirvTarget> {
    /// The pointer to the element `indices` of the workgroup memref
    /// `memref`: one `getelementptr` from the global.
    fn address(
        &mut self,
        op: OpId,
        memref: Value,
        indices: &[Value],
    ) -> Result<Operand, Diagnostic> {
        let ty = self.ir.value_type(memref);
        let memory = workgroup_type(self.ir, op, self.module, self.target, ty)?;
        let (base, _) = self.value(memref)?;
        if indices.is_empty() {
            return Ok(base);
        }
        let mut line = Line::new(format!("getelementptr inbounds {memory}, "))
            .typed(&Ty::Ptr(WORKGROUP), &base)
            .t(", i32 0");
        for &index in indices {
            let (index, index_ty) = self.value(index)?;
            line = line.t(", ").typed(&index_ty, &index);
        }
        Ok(Operand::Value(self.body.emit_value(line)))
    }
}
