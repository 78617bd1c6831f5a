//! `hlsl.system_value` as the thread-id intrinsics clang 22 calls for the
//! compute semantics (clang's `CGHLSLRuntime`; clang's
//! `CodeGenHLSL/semantics` tests): `SV_DispatchThreadID`, `SV_GroupID` and
//! `SV_GroupThreadID` are three calls (one per component, `i32 0..2`)
//! gathered with `insertelement`; `SV_GroupIndex` is one call with no
//! argument. DirectX's intrinsics are not overloaded; SPIR-V's take the
//! result type as an overload (`@llvm.spv.thread.id.i32`).

use dialect_hlsl::ops::{SystemValue, SystemValueOp};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::OpId;

use crate::body::{FnCx, Target};
use crate::text::{Line, Operand, Ty};

/// The intrinsic names of one target.
pub(crate) struct SystemValueIntrinsics {
    pub thread_id: &'static str,
    pub group_id: &'static str,
    pub thread_id_in_group: &'static str,
    pub flattened_thread_id_in_group: &'static str,
    /// Whether the per-component intrinsics take `.i32` (their result type).
    pub overloaded: bool,
}

pub(crate) fn system_value<T: Target>(
    cx: &mut FnCx<'_, T>,
    op: OpId,
    names: &SystemValueIntrinsics,
) -> Result<(), Diagnostic> {
    let semantic = SystemValueOp(op).system_value(cx.ir);
    let per_component = match semantic {
        SystemValue::DispatchThreadId => names.thread_id,
        SystemValue::GroupId => names.group_id,
        SystemValue::GroupThreadId => names.thread_id_in_group,
        SystemValue::GroupIndex => {
            let callee = cx.intrinsic(names.flattened_thread_id_in_group, Ty::i32(), vec![], None);
            return cx.define(op, Line::new(format!("call i32 {callee}()")));
        }
    };
    let name = if names.overloaded {
        format!("{per_component}.i32")
    } else {
        per_component.to_owned()
    };
    let callee = cx.intrinsic(&name, Ty::i32(), vec![Ty::i32()], None);
    let ty = cx.result_type(op, 0)?;
    let mut vector = Operand::Const("poison".to_owned());
    for component in 0..3 {
        let id = cx
            .body
            .emit_value(Line::new(format!("call i32 {callee}(i32 {component})")));
        vector = Operand::Value(
            cx.body.emit_value(
                Line::typed_operands(
                    "insertelement ",
                    &[(&ty, &vector), (&Ty::i32(), &Operand::Value(id))],
                )
                .t(format!(", i64 {component}")),
            ),
        );
    }
    cx.bind(cx.ir.result(op, 0), vector, ty);
    Ok(())
}
