//! What the `dx` ops share: property and operand checks worded as MLIR's ODS
//! verifiers word them, and the pieces of the custom assembly (`key value`
//! fields, trailing unit flags, `%handle[%index, ...]` accesses).

use shader_mlir::Context;
use shader_mlir::asm::parser::{Delimiter, UnresolvedOperand};
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, NamedAttribute, OpId, OperationState, Type, TypeKind};

use crate::types::ResourceType;

// ===== verification =====

/// `expected N operands, but found M` (MLIR's `verifyNOperands`).
pub(crate) fn expect_operands(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.num_operands(op);
    if found == n {
        Ok(())
    } else {
        Err(ir.op_error(op, format!("expected {n} operands, but found {found}")))
    }
}

/// `expected N results, but found M` (MLIR's `verifyNResults`).
pub(crate) fn expect_results(ir: &Ir, op: OpId, n: usize) -> Result<(), Diagnostic> {
    let found = ir.num_results(op);
    if found == n {
        Ok(())
    } else {
        Err(ir.op_error(op, format!("expected {n} results, but found {found}")))
    }
}

/// Operand `index` must be `i32`.
pub(crate) fn expect_i32_operand(ir: &Ir, op: OpId, index: usize) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    if ty == ir.ctx().common().i32 {
        return Ok(());
    }
    let found = type_to_string(ir.ctx(), ty);
    Err(ir.op_error(
        op,
        format!("operand #{index} must be 32-bit signless integer, but got '{found}'"),
    ))
}

/// Operand `index` must be a `dx` resource; returns its type.
pub(crate) fn resource_operand(
    ir: &Ir,
    op: OpId,
    index: usize,
) -> Result<&ResourceType, Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    ResourceType::of(ir.ctx(), ty).ok_or_else(|| {
        let found = type_to_string(ir.ctx(), ty);
        ir.op_error(
            op,
            format!("operand #{index} must be a 'dx' resource type, but got '{found}'"),
        )
    })
}

/// Result `index` must be a `dx` resource; returns its type.
pub(crate) fn resource_result(
    ir: &Ir,
    op: OpId,
    index: usize,
) -> Result<&ResourceType, Diagnostic> {
    let ty = ir.value_type(ir.result(op, index));
    ResourceType::of(ir.ctx(), ty).ok_or_else(|| {
        let found = type_to_string(ir.ctx(), ty);
        ir.op_error(
            op,
            format!("result #{index} must be a 'dx' resource type, but got '{found}'"),
        )
    })
}

/// A required `i32` property (MLIR's `I32Attr`).
pub(crate) fn i32_prop(ir: &Ir, op: OpId, name: &str) -> Result<i32, Diagnostic> {
    let attr = ir
        .prop(op, name)
        .ok_or_else(|| ir.op_error(op, format!("requires attribute '{name}'")))?;
    match ir.ctx().attr_kind(attr) {
        AttrKind::Integer { value, ty } if *ty == ir.ctx().common().i32 => Ok(*value as i32),
        _ => Err(ir.op_error(
            op,
            format!(
                "attribute '{name}' failed to satisfy constraint: 32-bit signless integer attribute"
            ),
        )),
    }
}

/// A required `i32` property that must be at least `min`.
pub(crate) fn i32_prop_at_least(
    ir: &Ir,
    op: OpId,
    name: &str,
    min: i32,
) -> Result<i32, Diagnostic> {
    let value = i32_prop(ir, op, name)?;
    if value < min {
        return Err(ir.op_error(
            op,
            format!("property '{name}' must be >= {min}, got {value}"),
        ));
    }
    Ok(value)
}

/// A `range_size` property: a positive count, or `-1` for an unbounded array.
pub(crate) fn range_size_prop(ir: &Ir, op: OpId) -> Result<i32, Diagnostic> {
    let value = i32_prop(ir, op, "range_size")?;
    if value == -1 || value >= 1 {
        return Ok(value);
    }
    Err(ir.op_error(
        op,
        format!("property 'range_size' must be >= 1, or -1 for an unbounded array, got {value}"),
    ))
}

/// A required string property.
pub(crate) fn string_prop<'a>(ir: &'a Ir, op: OpId, name: &str) -> Result<&'a [u8], Diagnostic> {
    let attr = ir
        .prop(op, name)
        .ok_or_else(|| ir.op_error(op, format!("requires attribute '{name}'")))?;
    match ir.ctx().attr_kind(attr) {
        AttrKind::String { value, ty: None } => Ok(value),
        _ => Err(ir.op_error(
            op,
            format!("attribute '{name}' failed to satisfy constraint: string attribute"),
        )),
    }
}

/// An optional unit property: whether it is set.
pub(crate) fn unit_prop(ir: &Ir, op: OpId, name: &str) -> Result<bool, Diagnostic> {
    match ir.prop(op, name) {
        None => Ok(false),
        Some(attr) if matches!(ir.ctx().attr_kind(attr), AttrKind::Unit) => Ok(true),
        Some(_) => Err(ir.op_error(
            op,
            format!("attribute '{name}' failed to satisfy constraint: unit attribute"),
        )),
    }
}

/// Properties other than `allowed` are errors (an op has exactly the
/// properties it declares).
pub(crate) fn known_props(ir: &Ir, op: OpId, allowed: &[&str]) -> Result<(), Diagnostic> {
    let Some(props) = ir.properties(op) else {
        return Ok(());
    };
    for entry in ir.ctx().dictionary_entries(props) {
        let name = ir.ctx().str(entry.name);
        if !allowed.contains(&name) {
            return Err(ir.op_error(op, format!("has unknown property '{name}'")));
        }
    }
    Ok(())
}

/// A scalar (integer or float) or a 1-D vector of 1 to `max` of them.
pub(crate) fn scalar_or_vector(ctx: &Context, ty: Type, max: i64) -> Option<(Type, i64)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } | TypeKind::Float(_) => Some((ty, 1)),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match (&shape[..], &scalable[..]) {
            ([n], [false]) if (1..=max).contains(n) => matches!(
                ctx.type_kind(*element),
                TypeKind::Integer { .. } | TypeKind::Float(_)
            )
            .then_some((*element, *n)),
            _ => None,
        },
        _ => None,
    }
}

/// The bit width of an integer or float type.
pub(crate) fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(kind) => Some(kind.width()),
        _ => None,
    }
}

// ===== custom assembly =====
//
// The syntax follows the `hlsl` dialect's, with the core's clauses: properties
// are `keyword(value)` clauses or bare unit keywords, the indices of an access
// are in brackets after the handle, and the types come last.

pub(crate) use shader_mlir::asm::clauses::{
    finish_properties, parse_bracketed_index, parse_i32_clause, parse_unit_clause, print_attr_dict,
    print_int_clause, print_unit_clause, printable_or_generic,
};

/// Parses `"name"` into the `name` property.
pub(crate) fn parse_name(
    p: &mut AsmParser<'_>,
    props: &mut Vec<NamedAttribute>,
) -> ParseResult<()> {
    let name = p.parse_string()?;
    let ctx = p.ctx();
    props.push(NamedAttribute {
        name: ctx.ident("name"),
        value: ctx.string_attr(&name),
    });
    Ok(())
}

/// Prints ` "name"` (when set) and `[%index]` (operand 0).
pub(crate) fn print_name_and_index(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    if let Some(name) = ir.prop(op, "name") {
        p.print_attribute(name);
    }
    p.write_char('[');
    p.print_operand(ir.operand(op, 0));
    p.write_char(']');
}

/// Parses `%handle[%a, %b, ...]` with exactly `indices` indices; the handle
/// is resolved later, once its type is known.
pub(crate) fn parse_access<'a>(
    p: &mut AsmParser<'a>,
    indices: usize,
) -> ParseResult<(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>)> {
    let handle = p.parse_operand()?;
    let pos = p.get_current_location();
    let list = p.parse_operand_list(Delimiter::Square)?;
    if list.len() != indices {
        let noun = if indices == 1 { "index" } else { "indices" };
        return Err(p.emit_error_at(pos, format!("expected {indices} {noun} in '[...]'")));
    }
    Ok((handle, list))
}

/// Resolves a parsed access against the handle type: the handle, then its
/// `i32` indices, become the next operands.
pub(crate) fn resolve_access<'a>(
    p: &mut AsmParser<'a>,
    (handle, indices): &(UnresolvedOperand<'a>, Vec<UnresolvedOperand<'a>>),
    handle_ty: Type,
    state: &mut OperationState,
) -> ParseResult<()> {
    state.operands.push(p.resolve_operand(handle, handle_ty)?);
    let i32_ty = p.ctx().common().i32;
    p.resolve_operands_same_type(indices, i32_ty, &mut state.operands)
}

/// Parses a type that must be a `dx` resource.
pub(crate) fn parse_resource_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.get_current_location();
    let ty = p.parse_type()?;
    if ResourceType::of(p.ctx(), ty).is_none() {
        let found = type_to_string(p.ctx(), ty);
        return Err(p.emit_error_at(pos, format!("expected a 'dx' resource type, got '{found}'")));
    }
    Ok(ty)
}

/// Prints `%handle[%a, ...]` from operands `first..first + 1 + indices`.
pub(crate) fn print_access(p: &mut AsmPrinter<'_>, op: OpId, first: usize, indices: usize) {
    let ir = p.ir();
    p.print_operand(ir.operand(op, first));
    p.write_char('[');
    p.print_operands((first + 1..=first + indices).map(|i| ir.operand(op, i)));
    p.write_char(']');
}
