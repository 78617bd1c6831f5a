//! `hlsl.counterhandlefrombinding`: the handle of the hidden counter of a
//! RWStructuredBuffer, AppendStructuredBuffer or ConsumeStructuredBuffer, at an
//! explicit binding (wg-hlsl proposal 0023, seed `002`).
//!
//! The result type is the main handle's type plus `counter`; the counter lives
//! in its main resource's space, so `space` must equal the main handle's when
//! the op that created the main handle is visible.
//!
//! ```text
//! %c = "hlsl.counterhandlefrombinding"(%buf) <{binding = 4 : i32, space = 1 : i32}>
//!        : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
//! %c = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
//! ```
//!
//! The custom form names the main handle's type; the result type follows from it.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, OperationState, Value};

use super::handlefrombinding::{HandleFromBindingOp, int_entry};
use super::handlefromimplicitbinding::HandleFromImplicitBindingOp;
use super::support::*;
use crate::resource::RuleViolation;
use crate::types::HandleType;

/// A counter handle created by `hlsl.counterhandlefrombinding`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CounterHandleFromBindingOp(pub OpId);

const PROPERTIES: &[&str] = &["binding", "space"];

impl CounterHandleFromBindingOp {
    pub const NAME: &'static str = "hlsl.counterhandlefrombinding";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("The counter handle of a structured buffer, at an explicit binding")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .asm_names(counter_name);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The main handle.
    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }

    /// `(binding, space)`, checked.
    pub fn binding(self, ir: &Ir) -> Result<(u32, u32), Diagnostic> {
        Ok((
            non_negative_i32(ir, self.0, "binding")?,
            non_negative_i32(ir, self.0, "space")?,
        ))
    }

    /// Creates the counter handle of `main` at `(binding, space)`; fails when
    /// `main` is no structured buffer that has a counter.
    pub fn create(
        ir: &mut Ir,
        at: InsertPoint,
        loc: Location,
        main: Value,
        binding: u32,
        space: u32,
    ) -> Result<Self, Diagnostic> {
        let state = counter_state(
            ir,
            Self::NAME,
            loc,
            main,
            [("binding", binding), ("space", space)],
        )?;
        Ok(Self(ir.insert_op(at, state)))
    }
}

/// Names a counter after its main resource (`%Out_counter`) when the op
/// creating the main handle names it.
pub(crate) fn counter_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        return;
    }
    let Some(main) = ir.defining_op(ir.operand(op, 0)) else {
        return;
    };
    if (HandleFromBindingOp::cast(ir, main).is_some()
        || HandleFromImplicitBindingOp::cast(ir, main).is_some())
        && let Ok(resource) = string_prop(ir, main, "name")
        && !resource.is_empty()
    {
        name(ir.result(op, 0), &format!("{resource}_counter"));
    }
}

/// The state of a counter handle op on `main` with two integer properties.
pub(crate) fn counter_state(
    ir: &Ir,
    name: &str,
    loc: Location,
    main: Value,
    props: [(&str, u32); 2],
) -> Result<OperationState, Diagnostic> {
    let ctx = ir.ctx();
    let ty = ir.value_type(main);
    let counter = HandleType::of(ctx, ty)
        .and_then(|h| HandleType::with_counter(ctx, h).ok())
        .ok_or_else(|| {
            ir.error_at(
                loc,
                format!(
                    "{}; got '{}'",
                    RuleViolation::CounterNeedsStructuredBuffer,
                    type_str(ctx, ty)
                ),
            )
        })?;
    let mut state = OperationState::new(ctx.ident(name), loc);
    state.operands.push(main);
    state.result_types.push(counter);
    state.properties = Some(ctx.dictionary_attr(props.map(|(n, v)| int_entry(ir, n, v))));
    Ok(state)
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_counter_handle(ir, op, PROPERTIES)?;
    let (binding, space) = CounterHandleFromBindingOp(op).binding(ir)?;
    check_space_matches_main(ir, op, space)?;
    // The counter needs a binding of its own, outside its main resource's range.
    if let Some(main) = ir
        .defining_op(ir.operand(op, 0))
        .and_then(|d| HandleFromBindingOp::cast(ir, d))
        && let Ok(main_binding) = main.binding(ir)
        && main_binding.space == space
    {
        let start = u64::from(main_binding.lower_bound);
        let end = start + u64::from(main_binding.range_size);
        let inside = u64::from(binding) >= start
            && (main_binding.range_size == 0 || u64::from(binding) < end);
        if inside {
            let range = if main_binding.range_size == 0 {
                format!("[{start}, ...)")
            } else {
                format!("[{start}, {end})")
            };
            let mut diag = ir.op_error(
                op,
                format!("counter binding {binding} overlaps its main resource's bindings {range} in space {space}"),
            );
            diag.attach_note(
                ir.ctx().diag_location(ir.op_loc(main.0)),
                "main handle created here",
            );
            return Err(diag);
        }
    }
    Ok(())
}

/// The rules both counter handle ops share: a main handle of a structured
/// buffer that has a counter, and a result type that is the main type plus
/// `counter`.
pub(crate) fn verify_counter_handle(
    ir: &Ir,
    op: OpId,
    properties: &[&str],
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, properties)?;
    let main = handle_operand(ir, op, 0, "handle")?;
    if main.properties.counter {
        return Err(ir.op_error(
            op,
            "operand is a counter handle already; pass the main handle",
        ));
    }
    if !main.objects(ctx).iter().any(|object| object.info().counter) {
        return Err(ir.op_error(
            op,
            format!(
                "counter handles exist only for 'uav' structured buffers (RWStructuredBuffer, AppendStructuredBuffer, \
                 ConsumeStructuredBuffer, RasterizerOrderedStructuredBuffer: 'raw' with a non-'i8' element); \
                 the main handle is '{}'",
                type_str(ctx, ir.value_type(ir.operand(op, 0)))
            ),
        ));
    }
    let result = ir.value_type(ir.result(op, 0));
    match HandleType::with_counter(ctx, main) {
        Ok(expected) if expected == result => Ok(()),
        Ok(expected) => Err(ir.op_error(
            op,
            format!(
                "result type must be the main handle type plus 'counter': expected '{}', got '{}'",
                type_str(ctx, expected),
                type_str(ctx, result)
            ),
        )),
        Err(e) => Err(ir.op_error(op, e.to_string())),
    }
}

/// A counter lives in its main resource's space: when the op creating the main
/// handle is visible, the spaces must agree.
pub(crate) fn check_space_matches_main(ir: &Ir, op: OpId, space: u32) -> Result<(), Diagnostic> {
    let Some(def) = ir.defining_op(ir.operand(op, 0)) else {
        return Ok(());
    };
    let main_space = if let Some(main) = HandleFromBindingOp::cast(ir, def) {
        main.binding(ir).ok().map(|b| b.space)
    } else if let Some(main) = HandleFromImplicitBindingOp::cast(ir, def) {
        main.binding(ir).ok().map(|b| b.space)
    } else {
        None
    };
    match main_space {
        Some(main_space) if main_space != space => {
            let mut diag = ir.op_error(
                op,
                format!(
                    "counter space {space} differs from the space {main_space} of its main resource (a counter lives in \
                     its main resource's space)"
                ),
            );
            diag.attach_note(
                ir.ctx().diag_location(ir.op_loc(def)),
                "main handle created here",
            );
            Err(diag)
        }
        _ => Ok(()),
    }
}

/// `%main KEYWORD(N) KEYWORD(N) attr-dict : MAIN_TYPE`
pub(crate) fn parse_counter(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    keywords: [&str; 2],
) -> ParseResult<()> {
    let main = p.parse_operand()?;
    let mut props = Vec::new();
    for keyword in keywords {
        parse_i32_clause(p, keyword, &mut props)?;
    }
    finish_properties(p, state, props)?;
    p.parse_colon()?;
    let pos = p.get_current_location();
    let main_type = parse_handle_type(p)?;
    let ctx = p.ctx();
    let counter =
        HandleType::of(ctx, main_type).and_then(|h| HandleType::with_counter(ctx, h).ok());
    let Some(counter) = counter else {
        let message = format!(
            "{}; got '{}'",
            RuleViolation::CounterNeedsStructuredBuffer,
            type_str(ctx, main_type)
        );
        return Err(p.emit_error_at(pos, message));
    };
    state.operands.push(p.resolve_operand(&main, main_type)?);
    state.result_types.push(counter);
    Ok(())
}

pub(crate) fn print_counter(p: &mut AsmPrinter<'_>, op: OpId, keywords: [&str; 2]) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    for keyword in keywords {
        print_int_clause(p, op, keyword);
    }
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op));
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_counter(p, state, ["binding", "space"])
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_counter(p, op, ["binding", "space"]);
}
