//! Constants: `spirv.Constant`, the specialization constants
//! `spirv.SpecConstant` and `spirv.SpecConstantComposite`, and
//! `spirv.mlir.referenceof`, the value of a specialization constant.

use shader_mlir::Context;
use shader_mlir::asm::printer::decimal_digits_u128;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;

use shader_mlir::ir::{
    AttrKind, Attribute, Ir, OpId, OperationState, Signedness, Type, TypeKind, Value,
};
use shader_mlir::ods::property::{AnyAttr, ArrayAttr, FlatSymbolRefAttr, SymbolNameAttr, TypeAttr};
use shader_mlir::op;
use spirv::Op;

use super::super::asm::{
    int_value, named, parse_constituents_and_type, parse_parenthesized_attr, parse_sym_name,
    print_constituents_and_type, print_sym_name,
};
use super::super::encoding::Encoding;
use super::super::verify::{in_module_scope, lookup_symbol_ref, symbol_name};
use crate::ops::table::operands_op;
use crate::ops::verify::verify_checks;
use crate::support::{attr_str, quoted, type_str};
use crate::types::constraints::ANY_TYPE;
use crate::types::{
    ArrayType, CooperativeMatrixType, MatrixType, StructType, composite_element_type,
    composite_num_elements, is_composite, is_spirv_type,
};

operands_op!(
    /// Declare a new integer-type or floating-point-type scalar constant
    ///
    /// `spirv.Constant VALUE (: TYPE)?`: a scalar, vector or array constant.
    ConstantOp = "spirv.Constant",
    [traits = [Pure, ConstantLike], ext = Encoding::Core(Op::Constant), verify = verify_constant,
        fold = crate::ops::fold::fold_constant, parse = parse_constant, print = print_constant,
        custom_printable = constant_printable, asm_names = constant_names],
    [],
    (prop value: AnyAttr = Attribute) -> constant: ANY_TYPE);

declaration_op!(
    /// Declare a new integer-type or floating-point-type scalar specialization
    /// constant
    ///
    /// `spirv.SpecConstant @name (spec_id(N))? = VALUE`; the `SpecId` is the
    /// discardable attribute `spec_id`.
    SpecConstantOp = "spirv.SpecConstant" => SpecConstant, [Symbol],
    (parse_spec_constant, print_spec_constant, spec_constant_printable, verify = verify_spec_constant),
    (prop sym_name: SymbolNameAttr = &str, prop default_value: AnyAttr = Attribute)
);

declaration_op!(
    /// Declare a new spec constant composite.
    ///
    /// `spirv.SpecConstantComposite @name (@a, @b) : !spirv.array<2 x i32>`.
    SpecConstantCompositeOp = "spirv.SpecConstantComposite" => SpecConstantComposite, [Symbol],
    (parse_spec_constant_composite, print_spec_constant_composite, spec_constant_composite_printable, verify = verify_spec_constant_composite),
    (prop ty: TypeAttr [name = "type"] = Type, prop sym_name: SymbolNameAttr = &str,
        prop constituents: ArrayAttr = &[Attribute])
);

operands_op!(
    /// Reference a specialization constant.
    ///
    /// `%0 = spirv.mlir.referenceof @spec_const : i32`.
    ReferenceOfOp = "spirv.mlir.referenceof",
    [traits = [Pure], ext = Encoding::Structural, verify = verify_reference_of],
    ["$spec_const attr-dict `:` type($reference)"],
    (prop spec_const: FlatSymbolRefAttr = &str) -> reference: ANY_TYPE);

/// The type of a typed attribute (MLIR's `TypedAttr`); `none` otherwise.
pub(crate) fn attribute_type(ctx: &Context, attr: Attribute) -> Type {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. } => *ty,
        AttrKind::String { ty: Some(ty), .. } => *ty,
        AttrKind::Bool(_) => ctx.common().i1,
        _ => ctx.common().none,
    }
}

fn parse_constant(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let value = p.parse_attribute(None)?;
    state.attributes.push(named(ctx, "value", value));
    let mut ty = attribute_type(ctx, value);
    if matches!(
        ctx.type_kind(ty),
        TypeKind::None | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        ty = p.parse_colon_type()?;
    }
    state.result_types.push(ty);
    Ok(())
}

fn constant_printable(ir: &Ir, op: OpId) -> bool {
    ir.prop(op, "value").is_some() && ir.num_results(op) == 1
}

fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let constant = ConstantOp(op);
    let value = constant.value(p.ir());
    let ty = p.ir().value_type(constant.constant(p.ir()));
    p.write_char(' ');
    p.print_attribute(value);
    // An array value, or a value of an array type, is followed by its type.
    let typeless = matches!(p.ctx().attr_kind(value), AttrKind::Array(_));
    if typeless || ArrayType::of(p.ctx(), ty).is_some() {
        p.write_str(" : ");
        p.print_type(ty);
    }
}

/// `ConstantOp::getAsmResultNames`: `%true`, `%cst42_i32`, `%cst_f32`,
/// `%cst_vec_4xf32`, `%cst`. The name is built on the stack: the printer
/// asks for one per constant.
fn constant_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let (Some(value), Some(&result)) = (ConstantOp(op).value_attr(ir), ir.results(op).first())
    else {
        return;
    };
    let ty = ir.value_type(result);
    let int_width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let mut special = NameText::new("cst");
    let int_value = match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::Bool(b) => Some(i128::from(*b)),
        _ => None,
    };
    if let (Some(v), Some(width)) = (int_value, int_width) {
        if width == 1 {
            return name(result, if v != 0 { "true" } else { "false" });
        }
        special.push_int(v);
    }
    if int_width.is_some() || matches!(ctx.type_kind(ty), TypeKind::Float(_)) {
        special.push_str("_");
        push_scalar_type(ctx, ty, &mut special);
    }
    if let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) {
        special.push_str("_vec_");
        special.push_int(shape.first().copied().unwrap_or(0).into());
        if matches!(
            ctx.type_kind(*element),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            special.push_str("x");
            push_scalar_type(ctx, *element, &mut special);
        }
    }
    name(result, special.as_str());
}

/// A result name being built, on the stack while it is short.
pub(crate) struct NameText(smallvec::SmallVec<[u8; 48]>);

impl NameText {
    pub(crate) fn new(start: &str) -> Self {
        let mut text = NameText(smallvec::SmallVec::new());
        text.push_str(start);
        text
    }

    pub(crate) fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }

    /// Appends `v` in decimal.
    fn push_int(&mut self, v: i128) {
        if v < 0 {
            self.push_str("-");
        }
        let mut buf = [0u8; 39];
        self.0
            .extend_from_slice(decimal_digits_u128(v.unsigned_abs(), &mut buf));
    }

    pub(crate) fn as_str(&self) -> &str {
        // Only `&str`s and ASCII digits are ever appended.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
}

/// Appends an integer or float type as it prints (`i32`, `ui8`, `f16`)
/// without a printer, any other type through one.
fn push_scalar_type(ctx: &Context, ty: Type, out: &mut NameText) {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            out.push_str(match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            });
            out.push_int((*width).into());
        }
        TypeKind::Float(kind) => out.push_str(kind.keyword()),
        _ => out.push_str(&type_str(ctx, ty)),
    }
}

/// `verifyConstantType`: the value's type agrees with the result type.
fn verify_constant_value(ir: &Ir, op: OpId, value: Attribute, ty: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_) => {
            let value_ty = attribute_type(ctx, value);
            verify_checks!(|message: String| ir.op_error(op, message);
                value_ty == ty => format!("result type ('{}') does not match value type ('{}')", type_str(ctx, ty), type_str(ctx, value_ty)),
            )
        }
        AttrKind::DenseElements {
            ty: value_ty,
            splat,
            ..
        } => {
            if CooperativeMatrixType::of(ctx, ty).is_some() && !splat {
                let message = format!(
                    "expected a splat dense attribute for cooperative matrix constant, but found {}",
                    attr_str(ctx, value)
                );
                return Err(ir.op_error(op, message));
            }
            if *value_ty == ty {
                return Ok(());
            }
            let Some(array) = ArrayType::of(ctx, ty) else {
                let message = format!(
                    "result or element type ('{}') does not match value type ('{}'), must be the same or spirv.array",
                    type_str(ctx, ty),
                    type_str(ctx, *value_ty)
                );
                return Err(ir.op_error(op, message));
            };
            let mut count = u64::from(array.count);
            let mut element = array.element;
            while let Some(inner) = ArrayType::of(ctx, element) {
                count *= u64::from(inner.count);
                element = inner.element;
            }
            if !matches!(
                ctx.type_kind(element),
                TypeKind::Integer { .. } | TypeKind::Float(_)
            ) {
                return Err(ir.op_error(op, "only support nested array result type"));
            }
            let (shape, value_element) = match ctx.type_kind(*value_ty) {
                TypeKind::RankedTensor { shape, element, .. }
                | TypeKind::Vector { shape, element, .. } => (shape, *element),
                _ => return Err(ir.op_error(op, "only support nested array result type")),
            };
            verify_checks!(|message: String| ir.op_error(op, message);
                value_element == element => format!("result element type ('{}') does not match value element type ('{}')", type_str(ctx, element), type_str(ctx, value_element)),
            )?;
            let value_count: i64 = shape.iter().product();
            verify_checks!(|message: String| ir.op_error(op, message);
                u64::try_from(value_count).ok() == Some(count) => format!("result number of elements ({count}) does not match value number of elements ({value_count})"),
            )
        }
        AttrKind::Array(elements) => {
            if let Some(array) = ArrayType::of(ctx, ty) {
                return elements
                    .iter()
                    .try_for_each(|&e| verify_constant_value(ir, op, e, array.element));
            }
            // Beyond MLIR 22: a struct or matrix constant (an
            // `OpConstantComposite` of that type) is an array of its members'
            // or columns' values.
            let members = (StructType::of(ctx, ty).is_some() || MatrixType::of(ctx, ty).is_some())
                .then(|| composite_num_elements(ctx, ty))
                .flatten();
            let Some(count) = members else {
                return Err(ir.op_error(op, "must have spirv.array result type for array value"));
            };
            verify_checks!(|message: String| ir.op_error(op, message);
                count == elements.len() as u64 => format!("has {} values for the {count} members of '{}'", elements.len(), type_str(ctx, ty)),
            )?;
            elements.iter().enumerate().try_for_each(|(i, &e)| {
                let member = composite_element_type(ctx, ty, i as u64).unwrap_or(ty);
                verify_constant_value(ir, op, e, member)
            })
        }
        _ => {
            let message = format!("cannot have attribute: {}", attr_str(ctx, value));
            Err(ir.op_error(op, message))
        }
    }
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let constant = ConstantOp(op);
    let ty = ir.value_type(constant.constant(ir));
    verify_constant_value(ir, op, constant.value(ir), ty)
}

// ===== spirv.SpecConstant =====

fn parse_spec_constant(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_sym_name(p, state)?;
    let ctx = p.ctx();
    if p.parse_optional_keyword("spec_id") {
        parse_parenthesized_attr(p, state, "spec_id", |ctx, id| int_value(ctx, id).is_some())?;
    }
    p.parse_equal()?;
    let value = p.parse_attribute(None)?;
    state.attributes.push(named(ctx, "default_value", value));
    Ok(())
}

/// MLIR's custom form has no attribute dictionary: a specialization
/// constant with attributes besides `spec_id` (decorations such as
/// `built_in`) prints generically.
fn spec_constant_printable(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    symbol_name(ir, op).is_some()
        && ir.prop(op, "default_value").is_some()
        && ir.attrs(op).iter().all(|a| ctx.str(a.name) == "spec_id")
}

fn print_spec_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let constant = SpecConstantOp(op);
    print_sym_name(p, op);
    if let Some(id) = ir.attr(op, "spec_id").and_then(|a| int_value(ctx, a)) {
        p.write_str(" spec_id(");
        p.write_int(id);
        p.write_char(')');
    }
    p.write_str(" = ");
    p.print_attribute(constant.default_value(ir));
}

/// MLIR's `SpecConstantOp::verify`.
fn verify_spec_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ir
        .attr(op, "spec_id")
        .and_then(|a| int_value(ctx, a))
        .is_some_and(|id| id < 0)
    {
        return Err(ir.op_error(op, "SpecId cannot be negative"));
    }
    let value = SpecConstantOp(op).default_value(ir);
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_) => {
            if !is_spirv_type(ctx, attribute_type(ctx, value)) {
                return Err(ir.op_error(op, "default value bitwidth disallowed"));
            }
            Ok(())
        }
        _ => Err(ir.op_error(
            op,
            "default value can only be a bool, integer, or float scalar",
        )),
    }
}

// ===== spirv.SpecConstantComposite =====

/// MLIR's `SpecConstantCompositeOp::parse`.
fn parse_spec_constant_composite(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_sym_name(p, state)?;
    parse_constituents_and_type(p, state, false)
}

/// As for `spirv.SpecConstant`, attributes (`built_in = "WorkgroupSize"`)
/// make the generic form.
fn spec_constant_composite_printable(ir: &Ir, op: OpId) -> bool {
    let composite = SpecConstantCompositeOp(op);
    let ctx = ir.ctx();
    ir.attrs(op).is_empty()
        && symbol_name(ir, op).is_some()
        && composite
            .ty_attr(ir)
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Type(_)))
        && composite
            .constituents_attr(ir)
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Array(_)))
}

fn print_spec_constant_composite(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let composite = SpecConstantCompositeOp(op);
    print_sym_name(p, op);
    print_constituents_and_type(
        p,
        composite.constituents(ir).iter().copied(),
        composite.ty(ir),
    );
}

/// MLIR's `SpecConstantCompositeOp::verify`: one specialization constant
/// of the right type per element (diagnostics without the op prefix, as
/// MLIR's).
fn verify_spec_constant_composite(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let loc = ir.op_loc(op);
    let composite = SpecConstantCompositeOp(op);
    let ty = composite.ty(ir);
    if !is_composite(ctx, ty) {
        let message = format!(
            "result type must be a composite type, but provided {}",
            quoted(ctx, ty)
        );
        return Err(ir.error_at(loc, message));
    }
    if CooperativeMatrixType::of(ctx, ty).is_some() {
        // MLIR's wording, two spaces included.
        let message = format!("unsupported composite type  {}", quoted(ctx, ty));
        return Err(ir.error_at(loc, message));
    }
    let constituents = composite.constituents(ir);
    let count = composite_num_elements(ctx, ty);
    verify_checks!(|message: String| ir.error_at(loc, message);
        count.is_some_and(|n| n == constituents.len() as u64) => format!("has incorrect number of operands: expected {}, but provided {}", count.unwrap_or(0), constituents.len()),
    )?;
    for (index, &constituent) in constituents.iter().enumerate() {
        let Some(spec) =
            lookup_symbol_ref(ir, op, constituent).and_then(|c| SpecConstantOp::cast(ir, c))
        else {
            continue;
        };
        let provided = attribute_type(ctx, spec.default_value(ir));
        let expected = composite_element_type(ctx, ty, index as u64).unwrap_or(provided);
        verify_checks!(|message: String| ir.error_at(loc, message);
            provided == expected => format!("has incorrect types of operands: expected {}, but provided {}", quoted(ctx, expected), quoted(ctx, provided)),
        )?;
    }
    Ok(())
}

// ===== spirv.mlir.referenceof =====

/// MLIR's `ReferenceOfOp::verify`.
fn verify_reference_of(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let reference = ReferenceOfOp(op);
    let Some(symbol) = reference.spec_const_attr(ir) else {
        return Ok(());
    };
    let target = lookup_symbol_ref(ir, op, symbol);
    let ty = match target {
        Some(t) if SpecConstantOp::isa(ir, t) => {
            attribute_type(ctx, SpecConstantOp(t).default_value(ir))
        }
        Some(t) if SpecConstantCompositeOp::isa(ir, t) => SpecConstantCompositeOp(t).ty(ir),
        // Beyond MLIR 22.
        Some(t) if super::SpecConstantExpressionOp::isa(ir, t) => {
            super::SpecConstantExpressionOp(t).ty(ir)
        }
        _ => {
            let message = format!(
                "expected {} or {} symbol",
                SpecConstantOp::NAME,
                SpecConstantCompositeOp::NAME
            );
            return Err(ir.op_error(op, message));
        }
    };
    if ty != ir.value_type(reference.reference(ir)) {
        return Err(ir.op_error(
            op,
            "result type mismatch with the referenced specialization constant's type",
        ));
    }
    Ok(())
}
