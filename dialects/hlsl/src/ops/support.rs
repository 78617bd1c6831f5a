//! The rules of resource accesses the op verifiers share: writeable stores,
//! member paths into struct elements, the types of loaded and stored values,
//! and constant indices.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, Signedness, Type, TypeKind, Value};

use crate::types::HandleType;
use resource_model::ResourceClass;
use resource_model::element_types::{ArrayType, StructType, has_signed_integers, signless_type};

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

/// A `member` path selects something: it is not empty.
pub(crate) fn check_member_path(ir: &Ir, op: OpId, path: &[i32]) -> Result<(), Diagnostic> {
    if path.is_empty() {
        return Err(ir.op_error(
            op,
            "'member' path must not be empty; leave it out to access the whole element",
        ));
    }
    Ok(())
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

/// A load of the member at `path` in `container` (a struct) must give that
/// member's type.
pub(crate) fn check_member_load(
    ir: &Ir,
    op: OpId,
    container: Type,
    path: &[i32],
    result: Value,
) -> Result<(), Diagnostic> {
    check_member_path(ir, op, path)?;
    let member =
        resolve_member(ir.ctx(), container, path).map_err(|message| ir.op_error(op, message))?;
    check_value_type(ir, op, "loaded value", ir.value_type(result), member)
}

/// The scalar of `ty` when it is a scalar or a 1-D vector of 1 to 4 of
/// them (HLSL's `T` and `vector<T, N>`); `None` for other vectors. The
/// scalar's own kind is the caller's to check.
pub(crate) fn short_vector_scalar(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 && !scalable[0] && (1..=4).contains(&shape[0]) => Some(*element),
        TypeKind::Vector { .. } => None,
        _ => Some(ty),
    }
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
    if short_vector_scalar(ctx, ty).is_some_and(component) {
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
    if !ir.op_def(def).is_some_and(|d| d.has(Traits::CONSTANT_LIKE)) {
        return None;
    }
    ir.int_value(ir.attr_or_prop(def, "value")?)
}
