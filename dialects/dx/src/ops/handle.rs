//! What the three handle-creation ops share: the `index` operand, the
//! `dx` resource result and the resource facts carried as unit properties
//! ([`HandleFlags`]), with their checks and syntax; and what the two binding
//! ops add to that: three `i32` properties that place the resource (their
//! *clauses*, in custom-form order, the last one `range_size`) and its
//! `name`.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, NamedAttribute, OpId, OperationState, Type, Value};

use super::support::{
    expect_i32_operand, expect_operands, expect_results, finish_properties, i32_prop_at_least,
    known_props, parse_bracketed_index, parse_i32_clause, parse_name, parse_resource_type,
    parse_unit_clause, print_attr_dict, print_int_clause, print_name_and_index, print_unit_clause,
    printable_or_generic, range_size_prop, resource_result, string_prop, unit_prop,
};
use crate::binding::HandleFlags;
use crate::types::ResourceType;

/// The handle-creation ops, by name.
pub const HANDLE_OPS: [&str; 3] = [
    super::ResourceHandleFromBindingOp::NAME,
    super::ResourceHandleFromImplicitBindingOp::NAME,
    super::HandleFromHeapOp::NAME,
];

/// Whether `op` creates a handle.
pub fn is_handle_op(ir: &Ir, op: OpId) -> bool {
    HANDLE_OPS.contains(&ir.op_name_str(op))
}

/// The flags of a handle-creation op (unset when malformed).
pub fn handle_flags(ir: &Ir, op: OpId) -> HandleFlags {
    let set = |name: &str| ir.prop(op, name).is_some();
    HandleFlags {
        non_uniform: set("non_uniform"),
        globally_coherent: set("globally_coherent"),
        has_counter: set("has_counter"),
    }
}

/// Checks the operand, result and flags every handle op has; returns the
/// result type.
pub(crate) fn verify_handle(ir: &Ir, op: OpId) -> Result<&ResourceType, Diagnostic> {
    expect_operands(ir, op, 1)?;
    expect_results(ir, op, 1)?;
    expect_i32_operand(ir, op, 0)?;
    let ty = resource_result(ir, op, 0)?;
    unit_prop(ir, op, "non_uniform")?;
    if unit_prop(ir, op, "globally_coherent")? && !ty.is_writeable() {
        return Err(ir.op_error(
            op,
            "'globally_coherent' requires a writeable (UAV) resource",
        ));
    }
    if unit_prop(ir, op, "has_counter")? && !(ty.is_writeable() && ty.is_structured(ir.ctx())) {
        return Err(ir.op_error(
            op,
            "'has_counter' requires a writeable structured buffer (a '!dx.RawBuffer' with a non-'i8' element)",
        ));
    }
    Ok(ty)
}

/// The flag properties of `flags` as named attributes.
pub(crate) fn flag_props(
    ctx: &Context,
    flags: HandleFlags,
) -> impl Iterator<Item = NamedAttribute> + '_ {
    flags.set_names().map(|name| NamedAttribute {
        name: ctx.ident(name),
        value: ctx.unit_attr(),
    })
}

/// A handle op state with `props` plus the set flags.
pub(crate) fn handle_state(
    ctx: &Context,
    name: &str,
    loc: shader_mlir::ir::Location,
    ty: Type,
    index: Value,
    mut props: Vec<NamedAttribute>,
    flags: HandleFlags,
) -> OperationState {
    props.extend(flag_props(ctx, flags));
    let mut state = OperationState::new(ctx.ident(name), loc);
    state.operands.push(index);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(props));
    state
}

/// Parses `flags attr-dict : TYPE` after the op's other clauses and sets the
/// properties (`props` plus the flags).
pub(crate) fn parse_handle_tail(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    mut props: Vec<NamedAttribute>,
) -> ParseResult<()> {
    for flag in HandleFlags::NAMES {
        parse_unit_clause(p, flag, &mut props);
    }
    finish_properties(p, state, props)?;
    p.parse_colon()?;
    let ty = parse_resource_type(p)?;
    state.result_types.push(ty);
    Ok(())
}

/// Prints `flags attr-dict : TYPE`.
pub(crate) fn print_handle_tail(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    for flag in HandleFlags::NAMES {
        print_unit_clause(p, op, flag);
    }
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

/// The properties of a binding op besides its flags: `clauses` (name and
/// value, in order) and `name`.
pub(crate) fn binding_props(
    ctx: &Context,
    clauses: [(&str, i32); 3],
    name: &str,
) -> Vec<NamedAttribute> {
    let mut props: Vec<NamedAttribute> = clauses
        .iter()
        .map(|&(key, value)| NamedAttribute {
            name: ctx.ident(key),
            value: ctx.i32_attr(value),
        })
        .collect();
    props.push(NamedAttribute {
        name: ctx.ident("name"),
        value: ctx.string_attr(name),
    });
    props
}

/// The resource name of a binding op (empty when malformed).
pub(crate) fn binding_name(ir: &Ir, op: OpId) -> String {
    string_prop(ir, op, "name")
        .map(|b| String::from_utf8_lossy(b).into_owned())
        .unwrap_or_default()
}

/// Names the result of a binding op after its resource (`%Out`).
pub(crate) fn resource_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Some(AttrKind::String { value, .. }) = ir.prop(op, "name").map(|a| ir.ctx().attr_kind(a))
        && !value.is_empty()
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), &String::from_utf8_lossy(value));
    }
}

/// Verifies a binding op with the defined `properties`: the first two
/// `clauses` are `>= 0`, the last is a `range_size`.
pub(crate) fn verify_binding(
    ir: &Ir,
    op: OpId,
    properties: &[&str],
    [first, second, _range_size]: [&str; 3],
) -> Result<(), Diagnostic> {
    known_props(ir, op, properties)?;
    verify_handle(ir, op)?;
    i32_prop_at_least(ir, op, first, 0)?;
    i32_prop_at_least(ir, op, second, 0)?;
    range_size_prop(ir, op)?;
    string_prop(ir, op, "name")?;
    Ok(())
}

/// `"NAME"[%index] CLAUSE(N) CLAUSE(N) CLAUSE(N) flags attr-dict : TYPE`
pub(crate) fn parse_binding(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    clauses: [&str; 3],
) -> ParseResult<()> {
    let mut props = Vec::new();
    parse_name(p, &mut props)?;
    parse_bracketed_index(p, state)?;
    for keyword in clauses {
        parse_i32_clause(p, keyword, &mut props)?;
    }
    parse_handle_tail(p, state, props)
}

pub(crate) fn print_binding(p: &mut AsmPrinter<'_>, op: OpId, clauses: [&str; 3]) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    print_name_and_index(p, op);
    for keyword in clauses {
        print_int_clause(p, op, keyword);
    }
    print_handle_tail(p, op);
}
