//! What the buffer access ops share: their operand and result counts, the
//! kind of buffer each accesses, the checks on the value types DXIL's buffer
//! operations can move, and their syntax: `%h[%i, ...] : HANDLE -> VALUE` for
//! loads, `%value, %h[%i, ...] : VALUE, HANDLE` for stores.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, NamedAttribute, OpId, OperationState, Type};

use super::support::{
    bit_width, expect_operands, expect_results, known_props, parse_access, parse_resource_type,
    print_access, print_attr_dict, printable_or_generic, resolve_access, resource_operand,
    scalar_or_vector,
};
use crate::types::ResourceType;

// ===== verification =====

/// An access op has no properties, `operands` operands and `results` results.
pub(crate) fn check_access_shape(
    ir: &Ir,
    op: OpId,
    operands: usize,
    results: usize,
) -> Result<(), Diagnostic> {
    known_props(ir, op, &[])?;
    expect_operands(ir, op, operands)?;
    expect_results(ir, op, results)
}

/// `operand #0 must be WHAT, but got 'TYPE'`.
fn wrong_buffer(ir: &Ir, op: OpId, what: &str) -> Diagnostic {
    let found = type_to_string(ir.ctx(), ir.value_type(ir.operand(op, 0)));
    ir.op_error(op, format!("operand #0 must be {what}, but got '{found}'"))
}

/// Operand #0 must be a `!dx.RawBuffer`; returns its type.
pub(crate) fn raw_buffer_operand(ir: &Ir, op: OpId) -> Result<&ResourceType, Diagnostic> {
    let ty = resource_operand(ir, op, 0)?;
    if ty.is_raw_buffer() {
        Ok(ty)
    } else {
        Err(wrong_buffer(ir, op, "a '!dx.RawBuffer'"))
    }
}

/// Operand #0 must be a `!dx.TypedBuffer`; returns its type and element type.
pub(crate) fn typed_buffer_operand(ir: &Ir, op: OpId) -> Result<(&ResourceType, Type), Diagnostic> {
    let ty = resource_operand(ir, op, 0)?;
    match ty.element.filter(|_| ty.is_typed_buffer()) {
        Some(element) => Ok((ty, element)),
        None => Err(wrong_buffer(ir, op, "a '!dx.TypedBuffer'")),
    }
}

/// The buffer `ty` of operand #0 of a store must be writeable.
pub(crate) fn check_writeable(ir: &Ir, op: OpId, ty: &ResourceType) -> Result<(), Diagnostic> {
    if ty.is_writeable() {
        Ok(())
    } else {
        Err(wrong_buffer(ir, op, "a writeable buffer (IsWriteable = 1)"))
    }
}

/// Checks a raw buffer value: a scalar or vector of 1 to 4 16-, 32- or
/// 64-bit integers or floats (DXIL's `rawBufferLoad` / `rawBufferStore`;
/// vectors of four 64-bit values are allowed) that fits in one
/// element of a structured buffer.
pub(crate) fn check_raw_value(
    ir: &Ir,
    op: OpId,
    what: &str,
    ty: Type,
    buffer: &ResourceType,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ok = scalar_or_vector(ctx, ty, 4)
        .is_some_and(|(scalar, _)| matches!(bit_width(ctx, scalar), Some(16 | 32 | 64)));
    let found = type_to_string(ctx, ty);
    if !ok {
        return Err(ir.op_error(
            op,
            format!("{what} must be a scalar or a vector of 1 to 4 16-, 32- or 64-bit integers or floats, but got '{found}'"),
        ));
    }
    let stride = buffer
        .resource_info(ctx)
        .ok()
        .and_then(|info| info.record_struct_stride());
    match (stride, value_bytes(ctx, ty)) {
        (Some(stride), Some(bytes)) if bytes > stride => Err(ir.op_error(
            op,
            format!("{what} '{found}' ({bytes} bytes) does not fit in a buffer element of {stride} bytes"),
        )),
        _ => Ok(()),
    }
}

/// Checks that result #1 is the `i1` check bit (`CheckAccessFullyMapped`).
pub(crate) fn check_status_result(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.result(op, 1));
    if ty == ir.ctx().common().i1 {
        return Ok(());
    }
    let found = type_to_string(ir.ctx(), ty);
    Err(ir.op_error(
        op,
        format!("result #1 (the check bit) must be 'i1', but got '{found}'"),
    ))
}

/// The size in bytes of a scalar or vector value (`i1` counts 4, as stored).
pub(crate) fn value_bytes(ctx: &Context, ty: Type) -> Option<u32> {
    let (scalar, count) = scalar_or_vector(ctx, ty, i64::MAX)?;
    let bits = bit_width(ctx, scalar)?;
    let bytes = if bits == 1 { 4 } else { bits.div_ceil(8) };
    bytes.checked_mul(u32::try_from(count).ok()?)
}

// ===== custom assembly =====

/// Parses `%h[%i, ...] attr-dict : HANDLE -> VALUE` with `indices` indices:
/// the handle and indices become the operands, `VALUE` the first result.
pub(crate) fn parse_load(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    indices: usize,
) -> ParseResult<()> {
    let access = parse_access(p, indices)?;
    let (handle, value) = parse_load_types(p, &mut state.attributes)?;
    resolve_access(p, &access, handle, state)?;
    state.result_types.push(value);
    Ok(())
}

/// Prints a load of `indices` indices and `results` results (or its generic
/// form when malformed).
pub(crate) fn print_load(p: &mut AsmPrinter<'_>, op: OpId, indices: usize, results: usize) {
    if !printable_or_generic(p, op, 1 + indices..=1 + indices, results) {
        return;
    }
    p.write_char(' ');
    print_access(p, op, 0, indices);
    print_load_types(p, op);
}

/// Parses `%value, %h[%i, ...] attr-dict : VALUE, HANDLE` with `indices`
/// indices: the handle, the indices and the value become the operands.
pub(crate) fn parse_store(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    indices: usize,
) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let access = parse_access(p, indices)?;
    let (value_ty, handle) = parse_store_types(p, &mut state.attributes)?;
    resolve_access(p, &access, handle, state)?;
    state.operands.push(p.resolve_operand(&value, value_ty)?);
    Ok(())
}

/// Prints a store of `indices` indices (or its generic form when malformed).
pub(crate) fn print_store(p: &mut AsmPrinter<'_>, op: OpId, indices: usize) {
    let operands = 2 + indices;
    if !printable_or_generic(p, op, operands..=operands, 0) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    p.print_operand(ir.operand(op, operands - 1));
    p.write_str(", ");
    print_access(p, op, 0, indices);
    print_store_types(p, op);
}

/// Parses `attr-dict : HANDLE -> VALUE`; returns the two types.
fn parse_load_types(
    p: &mut AsmParser<'_>,
    attributes: &mut Vec<NamedAttribute>,
) -> ParseResult<(Type, Type)> {
    p.parse_optional_attr_dict(attributes)?;
    p.parse_colon()?;
    let handle = parse_resource_type(p)?;
    p.parse_arrow()?;
    let value = p.parse_type()?;
    Ok((handle, value))
}

/// Parses `attr-dict : VALUE, HANDLE`; returns the two types.
fn parse_store_types(
    p: &mut AsmParser<'_>,
    attributes: &mut Vec<NamedAttribute>,
) -> ParseResult<(Type, Type)> {
    p.parse_optional_attr_dict(attributes)?;
    p.parse_colon()?;
    let value = p.parse_type()?;
    p.parse_comma()?;
    let handle = parse_resource_type(p)?;
    Ok((value, handle))
}

/// Prints `attr-dict : HANDLE -> RESULT0`.
fn print_load_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" -> ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

/// Prints `attr-dict : VALUE, HANDLE` where VALUE is the last operand.
fn print_store_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, ir.num_operands(op) - 1)));
    p.write_str(", ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}
