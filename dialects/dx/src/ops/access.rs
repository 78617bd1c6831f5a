//! What the buffer access ops share: the checks on the value types DXIL's
//! buffer operations can move, and the `: HANDLE -> VALUE` / `: HANDLE,
//! VALUE` type tails of their syntax.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type};

use super::support::{bit_width, parse_resource_type, scalar_or_vector};
use crate::types::ResourceType;

/// Checks a raw buffer value: a scalar or vector of 1 to 4 16-, 32- or
/// 64-bit integers or floats (DXIL's `rawBufferLoad` / `rawBufferStore`;
/// vectors of four 64-bit values are allowed, seed `003`) that fits in one
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

/// Parses `attr-dict : HANDLE -> VALUE`; returns the two types.
pub(crate) fn parse_load_types(
    p: &mut AsmParser<'_>,
    attributes: &mut Vec<shader_mlir::ir::NamedAttribute>,
) -> ParseResult<(Type, Type)> {
    p.parse_optional_attr_dict(attributes)?;
    p.parse_colon()?;
    let handle = parse_resource_type(p)?;
    p.parse_arrow()?;
    let value = p.parse_type()?;
    Ok((handle, value))
}

/// Parses `attr-dict : VALUE, HANDLE`; returns the two types.
pub(crate) fn parse_store_types(
    p: &mut AsmParser<'_>,
    attributes: &mut Vec<shader_mlir::ir::NamedAttribute>,
) -> ParseResult<(Type, Type)> {
    p.parse_optional_attr_dict(attributes)?;
    p.parse_colon()?;
    let value = p.parse_type()?;
    p.parse_comma()?;
    let handle = parse_resource_type(p)?;
    Ok((value, handle))
}

/// Prints `attr-dict : HANDLE -> RESULT0`.
pub(crate) fn print_load_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" -> ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

/// Prints `attr-dict : VALUE, HANDLE` where VALUE is the last operand.
pub(crate) fn print_store_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, ir.num_operands(op) - 1)));
    p.write_str(", ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}
