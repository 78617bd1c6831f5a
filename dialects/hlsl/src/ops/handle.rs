//! What the handle creation ops share.
//!
//! - `hlsl.handlefrombinding` and `hlsl.handlefromimplicitbinding` create a
//!   main handle from an `index`, three integer properties that place the
//!   resource, its `name` and an optional `non_uniform`; they differ only in
//!   which integer properties they have (their *clauses*, in custom-form
//!   order). `hlsl.handlefromheap` shares their `non_uniform attr-dict : TYPE`
//!   tail.
//! - `hlsl.counterhandlefrombinding` and `hlsl.counterhandlefromimplicitbinding`
//!   derive the counter handle of a structured buffer from its main handle,
//!   with two integer clauses (wg-hlsl proposal 0023).

use shader_mlir::Context;
use shader_mlir::asm::parser::UnresolvedOperand;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, Location, NamedAttribute, OpId, OperationState, Type, Value};

use super::handlefrombinding::HandleFromBindingOp;
use super::handlefromimplicitbinding::HandleFromImplicitBindingOp;
use super::support::*;
use crate::types::HandleType;
use resource_model::RuleViolation;

// ===== main handles =====

/// `name = N : i32` for a non-negative property value.
fn int_entry(ctx: &Context, name: &str, value: u32) -> NamedAttribute {
    NamedAttribute {
        name: ctx.ident(name),
        value: ctx.integer_attr(ctx.common().i32, i128::from(value)),
    }
}

/// The state of a main handle binding op `op_name`: `index`, a result of type
/// `ty`, and the properties `clauses` (name and value, in order), `name` and
/// `non_uniform`.
pub(crate) fn binding_state(
    ctx: &Context,
    op_name: &str,
    loc: Location,
    (index, ty): (Value, Type),
    clauses: [(&str, u32); 3],
    name: &str,
    non_uniform: bool,
) -> OperationState {
    let mut props: Vec<NamedAttribute> = clauses
        .iter()
        .map(|&(key, value)| int_entry(ctx, key, value))
        .collect();
    props.push(NamedAttribute {
        name: ctx.ident("name"),
        value: ctx.string_attr(name),
    });
    if non_uniform {
        props.push(NamedAttribute {
            name: ctx.ident("non_uniform"),
            value: ctx.unit_attr(),
        });
    }
    let mut state = OperationState::new(ctx.ident(op_name), loc);
    state.operands.push(index);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(props));
    state
}

/// Verifies a main handle binding op with the integer properties `clauses`
/// and the defined `properties`.
pub(crate) fn verify_binding(
    ir: &Ir,
    op: OpId,
    properties: &[&str],
    clauses: [&str; 3],
) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, properties)?;
    check_i32_operand(ir, op, 0, "index")?;
    let handle = handle_result(ir, op)?;
    check_not_counter_result(ir, op, handle)?;
    for clause in clauses {
        non_negative_i32(ir, op, clause)?;
    }
    string_prop(ir, op, "name")?;
    unit_prop(ir, op, "non_uniform")?;
    check_index_in_range(ir, op, non_negative_i32(ir, op, "range_size")?)
}

/// A constant `index` must fall inside a bounded range.
fn check_index_in_range(ir: &Ir, op: OpId, range_size: u32) -> Result<(), Diagnostic> {
    if range_size == 0 {
        return Ok(());
    }
    match constant_int(ir, ir.operand(op, 0)) {
        Some(index) if index < 0 || index >= i128::from(range_size) => Err(ir.op_error(
            op,
            format!("index {index} is outside the binding range of {range_size} resource(s) (range_size = {range_size})"),
        )),
        _ => Ok(()),
    }
}

/// Names the result of a main handle binding op after the resource (`%Out`).
pub(crate) fn resource_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Ok(resource) = string_prop(ir, op, "name")
        && !resource.is_empty()
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), &resource);
    }
}

/// `"name"[%index] CLAUSE(N) CLAUSE(N) CLAUSE(N) non_uniform? attr-dict : TYPE`
pub(crate) fn parse_binding(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    clauses: [&str; 3],
) -> ParseResult<()> {
    let name = p.parse_string()?;
    let ctx = p.ctx();
    let mut props = vec![NamedAttribute {
        name: ctx.ident("name"),
        value: ctx.string_attr(&name),
    }];
    p.parse_lsquare()?;
    let index = p.parse_operand()?;
    p.parse_rsquare()?;
    for keyword in clauses {
        parse_i32_clause(p, keyword, &mut props)?;
    }
    parse_handle_tail(p, state, props, &index)
}

pub(crate) fn print_binding(p: &mut AsmPrinter<'_>, op: OpId, clauses: [&str; 3]) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    match ir.prop(op, "name") {
        Some(attr) => p.print_attribute(attr),
        None => p.print_string(b""),
    }
    p.write_char('[');
    p.print_operand(ir.operand(op, 0));
    p.write_char(']');
    for keyword in clauses {
        print_int_clause(p, op, keyword);
    }
    print_handle_tail(p, op);
}

/// `non_uniform? attr-dict : TYPE` after a handle op's other clauses (parsed
/// into `props`); `index` becomes the `i32` operand.
pub(crate) fn parse_handle_tail<'a>(
    p: &mut AsmParser<'a>,
    state: &mut OperationState,
    mut props: Vec<NamedAttribute>,
    index: &UnresolvedOperand<'a>,
) -> ParseResult<()> {
    parse_unit_clause(p, "non_uniform", &mut props);
    finish_properties(p, state, props)?;
    let ty = p.parse_colon_type()?;
    let i32 = p.ctx().common().i32;
    state.operands.push(p.resolve_operand(index, i32)?);
    state.result_types.push(ty);
    Ok(())
}

/// Prints ` non_uniform? attr-dict : TYPE`.
pub(crate) fn print_handle_tail(p: &mut AsmPrinter<'_>, op: OpId) {
    print_unit_clause(p, op, "non_uniform");
    print_attr_dict(p, op);
    p.write_str(" : ");
    let ir = p.ir();
    p.print_type_list(ir.result_types(op));
}

// ===== counter handles =====

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

/// The state of a counter handle op `op_name` on `main` with the integer
/// properties `clauses` (name and value, in order); fails when `main` is no
/// structured buffer that has a counter.
pub(crate) fn counter_state(
    ir: &Ir,
    op_name: &str,
    loc: Location,
    main: Value,
    clauses: [(&str, u32); 2],
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
    let mut state = OperationState::new(ctx.ident(op_name), loc);
    state.operands.push(main);
    state.result_types.push(counter);
    state.properties = Some(ctx.dictionary_attr(clauses.map(|(n, v)| int_entry(ctx, n, v))));
    Ok(state)
}

/// The values of a counter handle op's integer properties `clauses`, checked.
pub(crate) fn counter_clauses(
    ir: &Ir,
    op: OpId,
    [first, second]: [&str; 2],
) -> Result<(u32, u32), Diagnostic> {
    Ok((
        non_negative_i32(ir, op, first)?,
        non_negative_i32(ir, op, second)?,
    ))
}

/// The rules both counter handle ops share: a main handle of a structured
/// buffer that has a counter, a result type that is the main type plus
/// `counter`, and the main resource's space. Returns the values of `clauses`.
pub(crate) fn verify_counter(
    ir: &Ir,
    op: OpId,
    properties: &[&str],
    clauses: [&str; 2],
) -> Result<(u32, u32), Diagnostic> {
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
        Ok(expected) if expected == result => {}
        Ok(expected) => {
            return Err(ir.op_error(
                op,
                format!(
                    "result type must be the main handle type plus 'counter': expected '{}', got '{}'",
                    type_str(ctx, expected),
                    type_str(ctx, result)
                ),
            ));
        }
        Err(e) => return Err(ir.op_error(op, e.to_string())),
    }
    let values = counter_clauses(ir, op, clauses)?;
    check_space_matches_main(ir, op, values.1)?;
    Ok(values)
}

/// A counter lives in its main resource's space: when the op creating the main
/// handle is visible, the spaces must agree.
fn check_space_matches_main(ir: &Ir, op: OpId, space: u32) -> Result<(), Diagnostic> {
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

/// `%main CLAUSE(N) CLAUSE(N) attr-dict : MAIN_TYPE`
pub(crate) fn parse_counter(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    clauses: [&str; 2],
) -> ParseResult<()> {
    let main = p.parse_operand()?;
    let mut props = Vec::new();
    for keyword in clauses {
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

pub(crate) fn print_counter(p: &mut AsmPrinter<'_>, op: OpId, clauses: [&str; 2]) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    for keyword in clauses {
        print_int_clause(p, op, keyword);
    }
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op));
}
