//! What the op definitions share: reading and checking properties and operand
//! shapes, the value-type and member-path rules of resource accesses, and the
//! pieces of custom assembly several ops use (with the core's generic
//! [`clauses`](shader_mlir::asm::clauses), imported here for them).

use std::ops::RangeInclusive;

use shader_mlir::Context;
use shader_mlir::asm::parser::{Delimiter, UnresolvedOperand};
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{
    AttrKind, Attribute, Ir, NamedAttribute, OpId, Signedness, Type, TypeKind, Value,
};

use crate::types::HandleType;
use resource_model::ResourceClass;
use resource_model::element_types::{ArrayType, StructType, has_signed_integers, signless_type};
pub(crate) use shader_mlir::asm::clauses::*;

/// A type as it prints, for messages.
pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

// ===== shape =====

/// Checks the number of operands (a range: trailing optional operands) and results.
pub(crate) fn check_counts(
    ir: &Ir,
    op: OpId,
    operands: RangeInclusive<usize>,
    results: usize,
) -> Result<(), Diagnostic> {
    let n = ir.num_operands(op);
    if !operands.contains(&n) {
        let expected = if operands.start() == operands.end() {
            plural(*operands.start(), "operand")
        } else {
            format!("{} to {} operands", operands.start(), operands.end())
        };
        return Err(ir.op_error(op, format!("expects {expected}, got {n}")));
    }
    let r = ir.num_results(op);
    if r != results {
        return Err(ir.op_error(
            op,
            format!("expects {}, got {r}", plural(results, "result")),
        ));
    }
    Ok(())
}

/// Rejects properties the op does not define.
pub(crate) fn check_known_properties(ir: &Ir, op: OpId, known: &[&str]) -> Result<(), Diagnostic> {
    let Some(props) = ir.properties(op) else {
        return Ok(());
    };
    let ctx = ir.ctx();
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return Err(ir.op_error(op, "properties must be a dictionary"));
    };
    if let Some(unknown) = entries.iter().find(|e| !known.contains(&ctx.str(e.name))) {
        let defined = if known.is_empty() {
            "none".to_owned()
        } else {
            known.join(", ")
        };
        let message = format!(
            "has no property '{}' (its properties: {defined})",
            ctx.str(unknown.name)
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

/// Whether `ty` is the signless `i32`.
pub(crate) fn is_i32(ctx: &Context, ty: Type) -> bool {
    ty == ctx.common().i32
}

/// Operand `index`, named `name` in messages, must be `i32`.
pub(crate) fn check_i32_operand(
    ir: &Ir,
    op: OpId,
    index: usize,
    name: &str,
) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    if is_i32(ir.ctx(), ty) {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "operand #{index} ('{name}') must be i32, got '{}'",
            type_str(ir.ctx(), ty)
        ),
    ))
}

/// Operand `index`, named `name` in messages, must be an `!hlsl.handle`.
pub(crate) fn handle_operand<'a>(
    ir: &'a Ir,
    op: OpId,
    index: usize,
    name: &str,
) -> Result<&'a HandleType, Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    HandleType::of(ir.ctx(), ty).ok_or_else(|| {
        ir.op_error(
            op,
            format!(
                "operand #{index} ('{name}') must be an !hlsl.handle, got '{}'",
                type_str(ir.ctx(), ty)
            ),
        )
    })
}

/// The single result must be an `!hlsl.handle`.
pub(crate) fn handle_result(ir: &Ir, op: OpId) -> Result<&HandleType, Diagnostic> {
    let ty = ir.value_type(ir.result(op, 0));
    HandleType::of(ir.ctx(), ty).ok_or_else(|| {
        ir.op_error(
            op,
            format!(
                "result must be an !hlsl.handle, got '{}'",
                type_str(ir.ctx(), ty)
            ),
        )
    })
}

/// A handle creation op makes main handles; counter handles come from their main handle.
pub(crate) fn check_not_counter_result(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
) -> Result<(), Diagnostic> {
    if handle.properties.counter {
        return Err(ir.op_error(
            op,
            "cannot create a counter handle from a binding; create the main handle and derive its counter with \
             'hlsl.counterhandlefrombinding' or 'hlsl.counterhandlefromimplicitbinding'",
        ));
    }
    Ok(())
}

/// A store's handle (operand #1) must be writeable (`uav`); `what` names the
/// kind of resource in the message.
pub(crate) fn check_writeable_store(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
    what: &str,
) -> Result<(), Diagnostic> {
    if handle.class() == ResourceClass::Uav {
        return Ok(());
    }
    let ty = type_str(ir.ctx(), ir.value_type(ir.operand(op, 1)));
    Err(ir.op_error(
        op,
        format!("stores need a writeable ('uav') {what}; '{ty}' is read-only"),
    ))
}

// ===== properties =====

fn missing(ir: &Ir, op: OpId, name: &str) -> Diagnostic {
    ir.op_error(op, format!("requires attribute '{name}'"))
}

/// An `i32` property, if present.
pub(crate) fn i32_prop(ir: &Ir, op: OpId, name: &str) -> Result<Option<i32>, Diagnostic> {
    let Some(attr) = ir.prop(op, name) else {
        return Ok(None);
    };
    let ctx = ir.ctx();
    match *ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } if is_i32(ctx, ty) => Ok(i32::try_from(value).ok()),
        _ => Err(ir.op_error(
            op,
            format!(
                "property '{name}' must be a 32-bit signless integer (e.g. '{name} = 1 : i32'), got '{}'",
                shader_mlir::asm::printer::attr_to_string(ctx, attr)
            ),
        )),
    }
}

/// A required `i32` property that must be `>= 0` (binding numbers, spaces, sizes).
pub(crate) fn non_negative_i32(ir: &Ir, op: OpId, name: &str) -> Result<u32, Diagnostic> {
    let value = i32_prop(ir, op, name)?.ok_or_else(|| missing(ir, op, name))?;
    u32::try_from(value)
        .map_err(|_| ir.op_error(op, format!("property '{name}' must be >= 0, got {value}")))
}

/// A required string property.
pub(crate) fn string_prop(ir: &Ir, op: OpId, name: &str) -> Result<String, Diagnostic> {
    let attr = ir.prop(op, name).ok_or_else(|| missing(ir, op, name))?;
    match ir.ctx().attr_kind(attr) {
        AttrKind::String { value, ty: None } => Ok(String::from_utf8_lossy(value).into_owned()),
        _ => Err(ir.op_error(
            op,
            format!(
                "property '{name}' must be a string, got '{}'",
                attr_str(ir.ctx(), attr)
            ),
        )),
    }
}

/// An optional unit property (`non_uniform`).
pub(crate) fn unit_prop(ir: &Ir, op: OpId, name: &str) -> Result<bool, Diagnostic> {
    match ir.prop(op, name) {
        None => Ok(false),
        Some(attr) if attr == ir.ctx().unit_attr() => Ok(true),
        Some(attr) => Err(ir.op_error(
            op,
            format!(
                "property '{name}' must be a unit attribute (present or absent), got '{}'",
                attr_str(ir.ctx(), attr)
            ),
        )),
    }
}

fn attr_str(ctx: &Context, attr: Attribute) -> String {
    shader_mlir::asm::printer::attr_to_string(ctx, attr)
}

/// The `member` path (`array<i32: ...>`), if present; it must not be empty.
pub(crate) fn member_prop(ir: &Ir, op: OpId) -> Result<Option<Vec<i32>>, Diagnostic> {
    let Some(attr) = ir.prop(op, "member") else {
        return Ok(None);
    };
    let ctx = ir.ctx();
    let path: Vec<i32> = match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, values } if is_i32(ctx, *element) => {
            values.iter().map(|&bits| bits as u32 as i32).collect()
        }
        _ => {
            let message = format!(
                "property 'member' must be a dense i32 array (e.g. 'member = array<i32: 1, 0>'), got '{}'",
                attr_str(ctx, attr)
            );
            return Err(ir.op_error(op, message));
        }
    };
    if path.is_empty() {
        return Err(ir.op_error(
            op,
            "'member' path must not be empty; leave it out to access the whole element",
        ));
    }
    Ok(Some(path))
}

/// The `member = array<i32: ...>` attribute of `path`.
pub fn member_attr(ctx: &Context, path: &[i32]) -> Attribute {
    let values = path.iter().map(|&i| u64::from(i as u32)).collect();
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.common().i32,
        values,
    })
}

fn path_str(path: &[i32]) -> String {
    let items: Vec<String> = path.iter().map(i32::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// The type `path` leads to inside `element`, through struct members and array
/// elements; a message saying where it fails otherwise.
pub fn resolve_member(ctx: &Context, element: Type, path: &[i32]) -> Result<Type, String> {
    let mut ty = element;
    for (depth, &index) in path.iter().enumerate() {
        let fail = |what: String| {
            format!(
                "member path {} does not exist: index {index} at position {depth} {what}",
                path_str(path)
            )
        };
        ty = if let Some(s) = StructType::of(ctx, ty) {
            match usize::try_from(index).ok().and_then(|i| s.members.get(i)) {
                Some(&member) => member,
                None => {
                    return Err(fail(format!(
                        "is out of range for struct \"{}\" with {}",
                        s.name,
                        plural(s.members.len(), "member")
                    )));
                }
            }
        } else if let Some(a) = ArrayType::of(ctx, ty) {
            match u32::try_from(index) {
                Ok(i) if i < a.len => a.element,
                _ => return Err(fail(format!("is out of range for '{}'", type_str(ctx, ty)))),
            }
        } else {
            return Err(fail(format!(
                "goes into '{}', which has no members",
                type_str(ctx, ty)
            )));
        };
    }
    Ok(ty)
}

// ===== values =====

/// A loaded or stored value (`what`) must have the signless form of `expected`
/// (an element or member type).
pub(crate) fn check_value_type(
    ir: &Ir,
    op: OpId,
    what: &str,
    actual: Type,
    expected: Type,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let expected = signless_type(ctx, expected);
    if actual == expected {
        return Ok(());
    }
    if has_signed_integers(ctx, actual) {
        return Err(ir.op_error(
            op,
            format!(
                "{what} must use signless integers (signedness lives only in the handle type): expected '{}', got '{}'",
                type_str(ctx, expected),
                type_str(ctx, actual)
            ),
        ));
    }
    Err(ir.op_error(
        op,
        format!(
            "{what} type '{}' does not match the accessed type '{}'",
            type_str(ctx, actual),
            type_str(ctx, expected)
        ),
    ))
}

/// A value of a byte-address buffer access: 1 to 4 components of 32 or 64 bits.
pub(crate) fn check_byte_address_value(
    ir: &Ir,
    op: OpId,
    what: &str,
    ty: Type,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if has_signed_integers(ctx, ty) {
        let message = format!(
            "{what} must use signless integers (signedness lives only in the handle type): expected '{}', got '{}'",
            type_str(ctx, signless_type(ctx, ty)),
            type_str(ctx, ty)
        );
        return Err(ir.op_error(op, message));
    }
    let component = |t: Type| match ctx.type_kind(t) {
        TypeKind::Integer {
            width: 32 | 64,
            signedness: Signedness::Signless,
        } => true,
        TypeKind::Float(k) => matches!(k.width(), 32 | 64),
        _ => false,
    };
    let ok = match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => shape.len() == 1 && !scalable[0] && (1..=4).contains(&shape[0]) && component(*element),
        _ => component(ty),
    };
    if ok {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "byte-address buffers hold 1 to 4 components of 32 or 64 bits (i32, f32, i64, f64 or vectors of 2 to 4 of \
             them); {what} type is '{}'",
            type_str(ctx, ty)
        ),
    ))
}

/// The integer value of `value` when a constant op defines it.
pub(crate) fn constant_int(ir: &Ir, value: Value) -> Option<i128> {
    let def = ir.defining_op(value)?;
    let constant_like = match ir.op_def(def) {
        Some(d) => d.has(Traits::CONSTANT_LIKE),
        None => ir.op_is(def, "arith.constant"),
    };
    if !constant_like {
        return None;
    }
    ir.int_value(ir.attr_or_prop(def, "value")?)
}

// ===== custom assembly =====

/// Parses an optional `member [i, j, ...]` clause into the `member` property.
pub(crate) fn parse_member_clause(
    p: &mut AsmParser<'_>,
    props: &mut Vec<NamedAttribute>,
) -> ParseResult<()> {
    if !p.parse_optional_keyword("member") {
        return Ok(());
    }
    let mut path = Vec::new();
    p.parse_comma_separated_list(Delimiter::Square, |p| {
        path.push(p.parse_integer::<i32>()?);
        Ok(())
    })?;
    let ctx = p.ctx();
    props.push(NamedAttribute {
        name: ctx.ident("member"),
        value: member_attr(ctx, &path),
    });
    Ok(())
}

/// Prints ` member [i, j]` when the op has a member path.
pub(crate) fn print_member_clause(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(attr) = ir.prop(op, "member") else {
        return;
    };
    p.write_str(" member ");
    match ir.ctx().attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => {
            p.write_char('[');
            for (i, &bits) in values.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.write_int(bits as u32 as i32);
            }
            p.write_char(']');
        }
        _ => p.print_attribute(attr),
    }
}

/// Parses `%value, %handle[%index]`, the operands of a store.
pub(crate) fn parse_store_operands<'a>(
    p: &mut AsmParser<'a>,
) -> ParseResult<[UnresolvedOperand<'a>; 3]> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let (handle, index) = parse_indexed(p)?;
    Ok([value, handle, index])
}

/// Prints ` %value, %handle[%index]` from operands 0, 1 and 2.
pub(crate) fn print_store_operands(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.write_char(',');
    print_indexed(p, ir.operand(op, 1), ir.operand(op, 2));
}

/// Parses `: TYPE` that must be an `!hlsl.handle`.
pub(crate) fn parse_handle_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.get_current_location();
    let ty = p.parse_type()?;
    if HandleType::of(p.ctx(), ty).is_none() {
        let message = format!(
            "expected an !hlsl.handle type, got '{}'",
            type_str(p.ctx(), ty)
        );
        return Err(p.emit_error_at(pos, message));
    }
    Ok(ty)
}
