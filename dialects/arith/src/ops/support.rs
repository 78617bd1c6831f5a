//! What the op definitions of `arith` share: type constraints with upstream's
//! names, property access, and the pieces of custom assembly several ops use.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, NamedAttribute, OpId, OperationState, Type, TypeKind};
use shader_mlir::ods::TypeConstraint;

use crate::attributes::{ArithAttr, FastMathFlags, OverflowFlags, fastmath_flags, overflow_flags};

/// An upstream type constraint: its summary and predicate.
pub(crate) type Constraint = TypeConstraint;

fn element(ctx: &Context, ty: Type) -> Type {
    crate::fold::element_type(ctx, ty)
}

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: shader_mlir::ir::Signedness::Signless,
            ..
        }
    )
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

fn is_index(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Index)
}

fn memref_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            Some(*element)
        }
        _ => None,
    }
}

pub(crate) const SIGNLESS_INTEGER_LIKE: Constraint =
    TypeConstraint::new("signless-integer-like", |ctx, ty| {
        let e = element(ctx, ty);
        is_signless_int(ctx, e) || is_index(ctx, e)
    });

pub(crate) const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: Constraint =
    TypeConstraint::new("signless-fixed-width-integer-like", |ctx, ty| {
        is_signless_int(ctx, element(ctx, ty))
    });

pub(crate) const FLOATING_POINT_LIKE: Constraint =
    TypeConstraint::new("floating-point-like", |ctx, ty| {
        is_float(ctx, element(ctx, ty))
    });

pub(crate) const BOOL_LIKE: Constraint =
    TypeConstraint::new("bool-like", |ctx, ty| element(ctx, ty) == ctx.common().i1);

pub(crate) const INDEX_CASTABLE: Constraint = TypeConstraint::new(
    "signless-integer-like or memref of signless-integer",
    |ctx, ty| match memref_element(ctx, ty) {
        Some(e) => is_signless_int(ctx, e),
        None => (SIGNLESS_INTEGER_LIKE.check)(ctx, ty),
    },
);

pub(crate) const BITCASTABLE: Constraint = TypeConstraint::new(
    "signless-integer-or-float-like or memref of signless-integer or float",
    |ctx, ty| {
        let e = memref_element(ctx, ty).unwrap_or_else(|| element(ctx, ty));
        is_signless_int(ctx, e) || is_float(ctx, e)
    },
);

pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}

/// Checks the constraint of operand `index`.
pub(crate) fn check_operand(
    ir: &Ir,
    op: OpId,
    index: usize,
    c: Constraint,
) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    if (c.check)(ir.ctx(), ty) {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "operand #{index} must be {}, but got '{}'",
            c.summary,
            type_str(ir.ctx(), ty)
        ),
    ))
}

/// Checks the constraint of result `index`.
pub(crate) fn check_result(
    ir: &Ir,
    op: OpId,
    index: usize,
    c: Constraint,
) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.result(op, index));
    if (c.check)(ir.ctx(), ty) {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "result #{index} must be {}, but got '{}'",
            c.summary,
            type_str(ir.ctx(), ty)
        ),
    ))
}

/// Checks operand and result counts, as upstream's generated verifiers word it.
pub(crate) fn check_counts(
    ir: &Ir,
    op: OpId,
    operands: usize,
    results: usize,
) -> Result<(), Diagnostic> {
    let n = ir.num_operands(op);
    if n != operands {
        return Err(ir.op_error(op, format!("expected {operands} operands, but found {n}")));
    }
    let n = ir.num_results(op);
    if n != results {
        return Err(ir.op_error(
            op,
            format!(
                "requires {results} result{}",
                if results == 1 { "" } else { "s" }
            ),
        ));
    }
    check_flag_properties(ir, op)
}

/// Checks that flag properties, when present, hold flags of their kind.
pub(crate) fn check_flag_properties(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if let Some(a) = ir.prop(op, "overflowFlags")
        && overflow_flags(ctx, a).is_none()
    {
        return Err(ir.op_error(
            op,
            "attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags",
        ));
    }
    if let Some(a) = ir.prop(op, "fastmath")
        && fastmath_flags(ctx, a).is_none()
    {
        return Err(ir.op_error(
            op,
            "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags",
        ));
    }
    Ok(())
}

/// The properties the custom parser collects: names and values.
pub(crate) fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.ident(name),
        value,
    }
}

/// Sets the parsed properties, merging inherent attributes written in the
/// attribute dictionary (`names`) into them.
pub(crate) fn set_properties(
    ctx: &Context,
    state: &mut OperationState,
    mut props: Vec<NamedAttribute>,
    names: &[&str],
) {
    state.attributes.retain(|a| {
        let inherent = names.contains(&ctx.str(a.name));
        if inherent {
            props.push(*a);
        }
        !inherent
    });
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
}

/// The overflow flags of an op (none when absent).
pub(crate) fn op_overflow(ir: &Ir, op: OpId) -> OverflowFlags {
    ir.prop(op, "overflowFlags")
        .and_then(|a| overflow_flags(ir.ctx(), a))
        .unwrap_or_default()
}

/// The fast-math flags of an op (none when absent).
pub(crate) fn op_fastmath(ir: &Ir, op: OpId) -> FastMathFlags {
    ir.prop(op, "fastmath")
        .and_then(|a| fastmath_flags(ir.ctx(), a))
        .unwrap_or_default()
}

/// Parses ` overflow<...>` if present; returns the property.
pub(crate) fn parse_optional_overflow(
    p: &mut AsmParser<'_>,
) -> ParseResult<Option<NamedAttribute>> {
    if !p.parse_optional_keyword("overflow") {
        return Ok(None);
    }
    let flags = crate::attributes::parse_overflow_body(p)?;
    Ok(Some(named(
        p.ctx(),
        "overflowFlags",
        ArithAttr::Overflow(flags).intern(p.ctx()),
    )))
}

/// Parses ` fastmath<...>` if present; returns the property.
pub(crate) fn parse_optional_fastmath(
    p: &mut AsmParser<'_>,
) -> ParseResult<Option<NamedAttribute>> {
    if !p.parse_optional_keyword("fastmath") {
        return Ok(None);
    }
    let flags = crate::attributes::parse_fastmath_body(p)?;
    Ok(Some(named(
        p.ctx(),
        "fastmath",
        ArithAttr::FastMath(flags).intern(p.ctx()),
    )))
}

/// The default of a flags property, as upstream stores it when not written.
pub(crate) fn default_overflow(ctx: &Context) -> NamedAttribute {
    named(
        ctx,
        "overflowFlags",
        ArithAttr::Overflow(OverflowFlags::default()).intern(ctx),
    )
}

pub(crate) fn default_fastmath(ctx: &Context) -> NamedAttribute {
    named(
        ctx,
        "fastmath",
        ArithAttr::FastMath(FastMathFlags::NONE).intern(ctx),
    )
}

/// [`OpDef::default_properties`](shader_mlir::dialect::OpDef) of ops whose
/// `overflowFlags` is default-valued.
pub(crate) fn overflow_defaults(ctx: &Context) -> Vec<NamedAttribute> {
    vec![default_overflow(ctx)]
}

/// [`OpDef::default_properties`](shader_mlir::dialect::OpDef) of ops whose
/// `fastmath` is default-valued.
pub(crate) fn fastmath_defaults(ctx: &Context) -> Vec<NamedAttribute> {
    vec![default_fastmath(ctx)]
}

/// Prints ` overflow<...>` unless the flags are none.
pub(crate) fn print_overflow(p: &mut AsmPrinter<'_>, op: OpId) {
    let flags = op_overflow(p.ir(), op);
    if !flags.is_none() {
        p.write_str(" overflow<");
        p.write_str(&flags.keyword_list());
        p.write_char('>');
    }
}

/// Prints ` fastmath<...>` unless the flags are none.
pub(crate) fn print_fastmath(p: &mut AsmPrinter<'_>, op: OpId) {
    let flags = op_fastmath(p.ir(), op);
    if !flags.is_none() {
        p.write_str(" fastmath<");
        p.write_str(&flags.keyword_list());
        p.write_char('>');
    }
}

/// Prints the attribute dictionary: discardable attributes plus the inherent
/// ones the custom form does not spell (`printed`).
pub(crate) fn print_attr_dict(p: &mut AsmPrinter<'_>, op: OpId, printed: &[&str]) {
    let ir = p.ir();
    let ctx = ir.ctx();
    let mut dict: Vec<NamedAttribute> = ir
        .properties(op)
        .map_or(&[][..], |d| ctx.dictionary_entries(d))
        .iter()
        .copied()
        .filter(|a| !printed.contains(&ctx.str(a.name)))
        .collect();
    if dict.is_empty() {
        p.print_optional_attr_dict(ir.attrs(op), &[]);
        return;
    }
    dict.extend_from_slice(ir.attrs(op));
    ctx.sort_named(&mut dict);
    p.print_optional_attr_dict(&dict, &[]);
}

/// The `i1` type of the same shape as `ty` (MLIR's `getI1SameShape`).
pub(crate) fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.common().i1;
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            element: i1,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => {
            ctx.intern_type(TypeKind::UnrankedTensor { element: i1 })
        }
        _ => i1,
    }
}
