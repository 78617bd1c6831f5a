//! What the three handle-creation ops share: the `index` operand, the
//! `dx` resource result and the resource facts carried as unit properties
//! ([`HandleFlags`]), with their checks and syntax.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, NamedAttribute, OpId, OperationState, Type, Value};

use super::support::{
    expect_i32_operand, expect_operands, expect_results, finish_properties, parse_resource_type,
    parse_unit_clauses, print_unit_clauses, resource_result, unit_prop,
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
    parse_unit_clauses(p, &HandleFlags::NAMES, &mut props);
    finish_properties(p, state, props)?;
    p.parse_colon()?;
    let ty = parse_resource_type(p)?;
    state.result_types.push(ty);
    Ok(())
}

/// Prints `flags attr-dict : TYPE`.
pub(crate) fn print_handle_tail(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    print_unit_clauses(p, op, &HandleFlags::NAMES);
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}
