//! `hlsl.system_value`: a compute shader system value (HLSL's `SV_*`
//! semantics on entry point parameters).
//!
//! | semantic | type |
//! |---|---|
//! | `SV_DispatchThreadID` | `vector<3xi32>` |
//! | `SV_GroupID` | `vector<3xi32>` |
//! | `SV_GroupThreadID` | `vector<3xi32>` |
//! | `SV_GroupIndex` | `i32` |
//!
//! ```text
//! %tid = "hlsl.system_value"() <{semantic = "SV_DispatchThreadID"}> : () -> vector<3xi32>
//! %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
//! ```

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::StrAttr;
use shader_mlir::op;

/// A system value semantic.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SystemValue {
    DispatchThreadId,
    GroupId,
    GroupThreadId,
    GroupIndex,
}

impl SystemValue {
    /// Every semantic, in table order.
    pub const ALL: [SystemValue; 4] = [
        SystemValue::DispatchThreadId,
        SystemValue::GroupId,
        SystemValue::GroupThreadId,
        SystemValue::GroupIndex,
    ];

    /// The HLSL spelling, `SV_DispatchThreadID`.
    pub const fn semantic(self) -> &'static str {
        match self {
            SystemValue::DispatchThreadId => "SV_DispatchThreadID",
            SystemValue::GroupId => "SV_GroupID",
            SystemValue::GroupThreadId => "SV_GroupThreadID",
            SystemValue::GroupIndex => "SV_GroupIndex",
        }
    }

    /// The name its value prints under in the custom form.
    const fn asm_name(self) -> &'static str {
        match self {
            SystemValue::DispatchThreadId => "dispatch_thread_id",
            SystemValue::GroupId => "group_id",
            SystemValue::GroupThreadId => "group_thread_id",
            SystemValue::GroupIndex => "group_index",
        }
    }

    pub fn from_semantic(semantic: &str) -> Option<SystemValue> {
        SystemValue::ALL
            .into_iter()
            .find(|sv| sv.semantic() == semantic)
    }

    /// The type of the value: `vector<3xi32>` or `i32`.
    pub fn value_type(self, ctx: &Context) -> Type {
        let i32 = ctx.common().i32;
        match self {
            SystemValue::GroupIndex => i32,
            _ => ctx.vector_type(&[3], i32),
        }
    }
}

/// A compute shader system value.
#[op("hlsl.system_value", traits = [Pure], verify = verify_system_value, asm_names = asm_names)]
#[format("$semantic attr-dict `:` type($result)")]
pub struct SystemValueOp {
    /// The HLSL semantic, `"SV_DispatchThreadID"`.
    #[property(StrAttr)]
    semantic: &str,
    #[result(ANY_TYPE)]
    result: Value,
}

impl SystemValueOp {
    /// The semantic of a verified op.
    pub fn system_value(self, ir: &Ir) -> SystemValue {
        SystemValue::from_semantic(self.semantic(ir)).expect("a verified op has a known semantic")
    }
}

fn verify_system_value(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let semantic = SystemValueOp(op).semantic(ir);
    let Some(sv) = SystemValue::from_semantic(semantic) else {
        let known: Vec<&str> = SystemValue::ALL.iter().map(|sv| sv.semantic()).collect();
        return Err(ir.op_error(
            op,
            format!(
                "unknown system value semantic '{semantic}'; expected one of {}",
                known.join(", ")
            ),
        ));
    };
    let ctx = ir.ctx();
    let expected = sv.value_type(ctx);
    let actual = ir.value_type(ir.result(op, 0));
    if actual != expected {
        return Err(ir.op_error(
            op,
            format!(
                "'{}' is '{}', got '{}'",
                sv.semantic(),
                type_to_string(ctx, expected),
                type_to_string(ctx, actual)
            ),
        ));
    }
    Ok(())
}

/// Names the value after its semantic (`%dispatch_thread_id`).
fn asm_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let semantic = SystemValueOp(op)
        .semantic_attr(ir)
        .and_then(|attr| StrAttr::get(ir.ctx(), attr))
        .and_then(SystemValue::from_semantic);
    if let Some(sv) = semantic
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), sv.asm_name());
    }
}
