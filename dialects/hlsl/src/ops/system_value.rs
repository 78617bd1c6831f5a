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
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, NamedAttribute, OpId, OperationState, Type, Value};

use super::support::*;

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

/// An `hlsl.system_value`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SystemValueOp(pub OpId);

const PROPERTIES: &[&str] = &["semantic"];

impl SystemValueOp {
    pub const NAME: &'static str = "hlsl.system_value";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("A compute shader system value")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .asm_names(asm_names);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The semantic, checked.
    pub fn system_value(self, ir: &Ir) -> Result<SystemValue, Diagnostic> {
        system_value(ir, self.0)
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }
}

fn system_value(ir: &Ir, op: OpId) -> Result<SystemValue, Diagnostic> {
    let semantic = string_prop(ir, op, "semantic")?;
    SystemValue::from_semantic(&semantic).ok_or_else(|| {
        let known: Vec<&str> = SystemValue::ALL.iter().map(|sv| sv.semantic()).collect();
        ir.op_error(
            op,
            format!(
                "unknown system value semantic '{semantic}'; expected one of {}",
                known.join(", ")
            ),
        )
    })
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 0..=0, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    let sv = system_value(ir, op)?;
    let ctx = ir.ctx();
    let expected = sv.value_type(ctx);
    let actual = ir.value_type(ir.result(op, 0));
    if actual != expected {
        return Err(ir.op_error(
            op,
            format!(
                "'{}' is '{}', got '{}'",
                sv.semantic(),
                type_str(ctx, expected),
                type_str(ctx, actual)
            ),
        ));
    }
    Ok(())
}

fn asm_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Ok(sv) = system_value(ir, op)
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), sv.asm_name());
    }
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let semantic = p.parse_string()?;
    let ctx = p.ctx();
    let props = vec![NamedAttribute {
        name: ctx.ident("semantic"),
        value: ctx.string_attr(&semantic),
    }];
    finish_properties(p, state, props)?;
    let ty = p.parse_colon_type()?;
    state.result_types.push(ty);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 0..=0, 1) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    match ir.prop(op, "semantic") {
        Some(attr) => p.print_attribute(attr),
        None => p.print_string(b""),
    }
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.result_types(op));
}
