//! Composite ops: `spirv.CompositeConstruct`, `spirv.CompositeExtract`,
//! `spirv.CompositeInsert`, `spirv.VectorShuffle`.
//!
//! Mirrors MLIR's `SPIRVCompositeOps.td` and their C++ in `SPIRVOps.cpp`
//! (MLIR 22): the same formats (`%v[1 : i32] : vector<4xf32>`), the same
//! element-type walk for extraction indices, the same diagnostics.

use shader_mlir::Context;
use shader_mlir::asm::parser::{Delimiter, SourcePos};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, OperationState, Type, TypeKind};

use super::asm::{int_value, named, printed_attrs};
use super::verify as check;
use crate::support::{attr_str, quoted};
use crate::types::constraints::{ANY_TYPE, COMPOSITE, VECTOR};
use crate::types::{composite_element_type, composite_num_elements, is_composite};

/// The composite ops, as registered.
pub const OPS: &[OpDef] = &[
    CompositeConstructOp::DEF,
    CompositeExtractOp::DEF,
    CompositeInsertOp::DEF,
    VectorShuffleOp::DEF,
];

/// The type `indices` select inside `ty` (MLIR's `getElementType` for
/// composite extraction), or the message explaining why they cannot.
pub fn indexed_element_type(ctx: &Context, ty: Type, indices: Attribute) -> Result<Type, String> {
    let AttrKind::Array(elements) = ctx.attr_kind(indices) else {
        return Err("expected a 32-bit integer array attribute for 'indices'".to_owned());
    };
    if elements.is_empty() {
        return Err("expected at least one index for spirv.CompositeExtract".to_owned());
    }
    let mut current = ty;
    for &element in elements.iter() {
        let Some(index) = int_value(ctx, element) else {
            return Err(format!(
                "expected an 32-bit integer for index, but found '{}'",
                attr_str(ctx, element)
            ));
        };
        let index = index as i32;
        if !is_composite(ctx, current) {
            return Err(format!(
                "cannot extract from non-composite type {} with index {index}",
                quoted(ctx, current)
            ));
        }
        if let Some(count) = composite_num_elements(ctx, current)
            && (index < 0 || index as u64 >= count)
        {
            return Err(format!(
                "index {index} out of bounds for {}",
                quoted(ctx, current)
            ));
        }
        current = composite_element_type(ctx, current, index.max(0) as u64).unwrap_or(current);
    }
    Ok(current)
}

/// `(type, ...)` allowing `()`.
fn parse_paren_type_list(p: &mut AsmParser<'_>, out: &mut Vec<Type>) -> ParseResult<()> {
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok(());
    }
    p.parse_type_list(out)?;
    p.parse_rparen()
}

// ===== spirv.CompositeConstruct =====

/// `spirv.CompositeConstruct %a, ... : (T, ...) -> C`.
pub struct CompositeConstructOp;

impl CompositeConstructOp {
    pub const NAME: &'static str = "spirv.CompositeConstruct";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Construct a new composite object from a set of constituent objects")
        .traits(Traits::PURE)
        .verify(verify_composite_construct)
        .asm(parse_composite_construct, print_composite_construct);
}

fn parse_composite_construct(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let mut types = Vec::new();
    parse_paren_type_list(p, &mut types)?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    p.resolve_operands(&operands, &types, loc, &mut state.operands)?;
    state.result_types.push(result);
    Ok(())
}

fn print_composite_construct(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_results(op) != 1 {
        return p.print_generic_op(op, false);
    }
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : (");
    p.print_type_list(ir.operand_types(op));
    p.write_str(") -> ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_composite_construct(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, ir.num_operands(op), 1)?;
    check::variadic_operands(ir, op, 0, ir.num_operands(op), &ANY_TYPE)?;
    check::result(ir, op, 0, &COMPOSITE)?;
    let result = ir.value_type(ir.result(op, 0));
    let constituents: Vec<Type> = ir.operand_types(op).collect();
    if composite_num_elements(ctx, result) == Some(constituents.len() as u64) {
        for (i, &ty) in constituents.iter().enumerate() {
            let expected = composite_element_type(ctx, result, i as u64).unwrap_or(ty);
            if ty != expected {
                let message = format!(
                    "operand type mismatch: expected operand type {}, but provided {}",
                    quoted(ctx, expected),
                    quoted(ctx, ty)
                );
                return Err(ir.op_error(op, message));
            }
        }
        return Ok(());
    }
    let TypeKind::Vector {
        shape,
        element: result_element,
        ..
    } = ctx.type_kind(result)
    else {
        return Err(ir.op_error(
            op,
            "expected to return a vector or cooperative matrix when the number of constituents is less than what \
             the result needs",
        ));
    };
    let mut total = 0i64;
    for &ty in &constituents {
        let (count, element) = match ctx.type_kind(ty) {
            TypeKind::Vector { shape, element, .. } => (shape.iter().product(), *element),
            TypeKind::Integer { .. } | TypeKind::Float(_) => (1, ty),
            _ => {
                let message = format!(
                    "operand type mismatch: expected operand to have a scalar or vector type, but provided {}",
                    quoted(ctx, ty)
                );
                return Err(ir.op_error(op, message));
            }
        };
        if element != *result_element {
            let message = format!(
                "operand element type mismatch: expected to be {}, but provided {}",
                quoted(ctx, *result_element),
                quoted(ctx, element)
            );
            return Err(ir.op_error(op, message));
        }
        total += count;
    }
    let expected: i64 = shape.iter().product();
    if total != expected {
        let message =
            format!("has incorrect number of operands: expected {expected}, but provided {total}");
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

// ===== spirv.CompositeExtract =====

/// `spirv.CompositeExtract %composite[i : i32, ...] : C`.
pub struct CompositeExtractOp;

impl CompositeExtractOp {
    pub const NAME: &'static str = "spirv.CompositeExtract";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Extract a part of a composite object")
        .traits(Traits::PURE)
        .properties(&["indices"])
        .verify(verify_composite_extract)
        .asm(parse_composite_extract, print_composite_extract);
}

/// The `indices` array and where it was written.
fn parse_indices(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<(SourcePos, Attribute)> {
    let loc = p.get_current_location();
    let indices = p.parse_attribute(None)?;
    state.attributes.push(named(p.ctx(), "indices", indices));
    Ok((loc, indices))
}

fn parse_composite_extract(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let composite = p.parse_operand()?;
    let (loc, indices) = parse_indices(p, state)?;
    let ty = p.parse_colon_type()?;
    state.operands.push(p.resolve_operand(&composite, ty)?);
    match indexed_element_type(p.ctx(), ty, indices) {
        Ok(element) => {
            state.result_types.push(element);
            Ok(())
        }
        Err(message) => Err(p.emit_error_at(loc, message)),
    }
}

fn print_composite_extract(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(indices), 1, 1) = (
        ir.attr_or_prop(op, "indices"),
        ir.num_operands(op),
        ir.num_results(op),
    ) else {
        return p.print_generic_op(op, false);
    };
    let composite = ir.operand(op, 0);
    p.write_char(' ');
    p.print_operand(composite);
    p.print_attribute(indices);
    p.write_str(" : ");
    p.print_type(ir.value_type(composite));
}

/// Element-type errors of the verifier are reported at the op without its name,
/// as MLIR's `emitError(loc, ...)`.
fn element_type_at(ir: &Ir, op: OpId, ty: Type, indices: Attribute) -> Result<Type, Diagnostic> {
    indexed_element_type(ir.ctx(), ty, indices)
        .map_err(|message| ir.error_at(ir.op_loc(op), message))
}

fn verify_composite_extract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, 1, 1)?;
    check::operand(ir, op, 0, &COMPOSITE)?;
    check::result(ir, op, 0, &ANY_TYPE)?;
    let indices = check::required_attr(ir, op, "indices")?;
    let expected = element_type_at(ir, op, ir.value_type(ir.operand(op, 0)), indices)?;
    let provided = ir.value_type(ir.result(op, 0));
    if expected != provided {
        let message = format!(
            "invalid result type: expected {} but provided {}",
            quoted(ctx, expected),
            quoted(ctx, provided)
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

// ===== spirv.CompositeInsert =====

/// `spirv.CompositeInsert %object, %composite[i : i32, ...] : T into C`.
pub struct CompositeInsertOp;

impl CompositeInsertOp {
    pub const NAME: &'static str = "spirv.CompositeInsert";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Make a copy of a composite object, while modifying one part of it")
        .traits(Traits::PURE)
        .properties(&["indices"])
        .verify(verify_composite_insert)
        .asm(parse_composite_insert, print_composite_insert);
}

fn parse_composite_insert(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = p.parse_operand_list_of(Delimiter::None, 2)?;
    parse_indices(p, state)?;
    let object = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let composite = p.parse_type()?;
    p.resolve_operands(&operands, &[object, composite], loc, &mut state.operands)?;
    state.result_types.push(composite);
    Ok(())
}

fn print_composite_insert(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(indices), 2) = (ir.attr_or_prop(op, "indices"), ir.num_operands(op)) else {
        return p.print_generic_op(op, false);
    };
    let (object, composite) = (ir.operand(op, 0), ir.operand(op, 1));
    p.write_char(' ');
    p.print_operand(object);
    p.write_str(", ");
    p.print_operand(composite);
    p.print_attribute(indices);
    p.write_str(" : ");
    p.print_type(ir.value_type(object));
    p.write_str(" into ");
    p.print_type(ir.value_type(composite));
}

fn verify_composite_insert(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, 2, 1)?;
    check::operand(ir, op, 0, &ANY_TYPE)?;
    check::operand(ir, op, 1, &COMPOSITE)?;
    check::result(ir, op, 0, &COMPOSITE)?;
    let indices = check::required_attr(ir, op, "indices")?;
    let composite = ir.value_type(ir.operand(op, 1));
    let expected = element_type_at(ir, op, composite, indices)?;
    let object = ir.value_type(ir.operand(op, 0));
    if expected != object {
        let message = format!(
            "object operand type should be {}, but found {}",
            quoted(ctx, expected),
            quoted(ctx, object)
        );
        return Err(ir.op_error(op, message));
    }
    let result = ir.value_type(ir.result(op, 0));
    if composite != result {
        let message = format!(
            "result type should be the same as the composite type, but found {} vs {}",
            quoted(ctx, composite),
            quoted(ctx, result)
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

// ===== spirv.VectorShuffle =====

/// `spirv.VectorShuffle [i : i32, ...] %a, %b : vector<..>, vector<..> -> vector<..>`.
pub struct VectorShuffleOp;

impl VectorShuffleOp {
    pub const NAME: &'static str = "spirv.VectorShuffle";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Select arbitrary components from two vectors to make a new vector")
        .traits(Traits::PURE)
        .properties(&["components"])
        .verify(verify_vector_shuffle)
        .asm(parse_vector_shuffle, print_vector_shuffle);
}

fn parse_vector_shuffle(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let components = p.parse_attribute(None)?;
    state.attributes.push(named(ctx, "components", components));
    let first = p.parse_operand()?;
    p.parse_comma()?;
    let second = p.parse_operand()?;
    p.parse_colon()?;
    let first_ty = parse_vector_type(p)?;
    p.parse_comma()?;
    let second_ty = parse_vector_type(p)?;
    p.parse_arrow()?;
    let result = parse_vector_type(p)?;
    state.operands.push(p.resolve_operand(&first, first_ty)?);
    state.operands.push(p.resolve_operand(&second, second_ty)?);
    state.result_types.push(result);
    Ok(())
}

/// A type the format requires to be a builtin vector (ODS's typed `type(...)`).
fn parse_vector_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    if !matches!(p.ctx().type_kind(ty), TypeKind::Vector { .. }) {
        let message = format!(
            "invalid kind of type specified: expected builtin.vector, but found {}",
            quoted(p.ctx(), ty)
        );
        return Err(p.emit_error_at(loc, message));
    }
    Ok(ty)
}

fn print_vector_shuffle(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(components), 2, 1) = (
        ir.attr_or_prop(op, "components"),
        ir.num_operands(op),
        ir.num_results(op),
    ) else {
        return p.print_generic_op(op, false);
    };
    p.print_optional_attr_dict(&printed_attrs(ir, op), &["components"]);
    p.write_char(' ');
    p.print_attribute_without_type(components);
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.write_str(", ");
    p.print_operand(ir.operand(op, 1));
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(", ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
    p.write_str(" -> ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn vector_len(ctx: &Context, ty: Type) -> u64 {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => shape.iter().product::<i64>().max(0) as u64,
        _ => 0,
    }
}

fn verify_vector_shuffle(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, 2, 1)?;
    check::operand(ir, op, 0, &VECTOR)?;
    check::operand(ir, op, 1, &VECTOR)?;
    check::result(ir, op, 0, &VECTOR)?;
    let components = check::required_attr(ir, op, "components")?;
    let selectors: Option<Vec<i128>> = match ctx.attr_kind(components) {
        AttrKind::Array(elements) => elements
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::Integer { value, ty } if *ty == ctx.common().i32 => Some(*value),
                _ => None,
            })
            .collect(),
        _ => None,
    };
    let Some(selectors) = selectors else {
        return Err(ir.op_error(
            op,
            "attribute 'components' failed to satisfy constraint: 32-bit integer array attribute",
        ));
    };
    let result_len = vector_len(ctx, ir.value_type(ir.result(op, 0)));
    if result_len != selectors.len() as u64 {
        let message = format!(
            "result type element count ({result_len}) mismatch with the number of component selectors ({})",
            selectors.len()
        );
        return Err(ir.op_error(op, message));
    }
    let total = vector_len(ctx, ir.value_type(ir.operand(op, 0)))
        + vector_len(ctx, ir.value_type(ir.operand(op, 1)));
    for selector in selectors {
        let index = u64::from(selector as u32);
        if index >= total && index != u64::from(u32::MAX) {
            let message = format!(
                "component selector {index} out of range: expected to be in [0, {total}) or 0xffffffff"
            );
            return Err(ir.op_error(op, message));
        }
    }
    Ok(())
}
