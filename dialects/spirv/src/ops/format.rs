//! The custom assembly formats of the table-driven op families: what
//! `mlir-tblgen` generates from their `assemblyFormat` strings (and the few
//! C++ parsers MLIR writes by hand), as data. Each [`Format`] parses into an
//! [`OperationState`] and prints an op with MLIR's spacing, including its
//! quirks (`spirv.IAddCarry  {a}%x, %y : ...`, the double space before an
//! absent `custom<ImageOperands>`).
//!
//! Types written for builtin vector or integer constraints parse as that
//! kind, as ODS does (`invalid kind of type specified: expected
//! builtin.vector, but found 'i32'`); operand counts are checked while
//! resolving, with the parser's `number of operands and types do not match`.

use shader_mlir::asm::parser::{Delimiter, SourcePos, UnresolvedOperand};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{Attribute, Ir, OpId, OperationState, Type, TypeKind};

use super::asm::{
    all_attrs, named, parse_enum_attr_param, parse_enum_string, print_attr_param, print_enum_string,
};
use super::operand_types::bool_equivalent;
use crate::attributes::{EnumAttr, EnumKind};
use crate::support::type_str;
use crate::types::{PointerType, SampledImageType};

/// The kind a written type must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Any,
    /// `builtin.vector` (a `VectorType` constraint).
    Vector,
    /// `builtin.integer` (an `IntegerType` constraint).
    Integer,
}

/// Where the result type of a [`Format::Typed`] op comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultType {
    /// No result.
    None,
    /// Written after ` -> `.
    Arrow(Expect),
    /// Written after ` to ` (conversions).
    To,
    /// The written type at this index.
    SameAs(usize),
}

/// Where `attr-dict` sits in a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrDict {
    /// `operands attr-dict : type`.
    AfterOperands,
    /// `$operand : type attr-dict`.
    AfterTypes,
}

/// One op format.
#[derive(Clone, Copy, Debug)]
pub enum Format {
    /// `operands attr-dict : T` or `$operand : T attr-dict`: every operand and
    /// the result have type `T`. `count` is the number of operand groups the
    /// parser resolves against (`None`: whatever was written, as MLIR's
    /// hand-written parsers of the GLSL ternary ops do).
    SameType {
        attr_dict: AttrDict,
        count: Option<usize>,
    },
    /// `$a (, $b)? : T attr-dict`: operands of type `T`, the result its `i1`
    /// equivalent (comparisons and logical ops).
    Compare { arity: usize },
    /// `$a (, $b)* attr-dict : T0 (, Ti)* (-> R | to R)?`: each operand takes
    /// the written type `operand_types[i]`; `written` lists the written
    /// types' kinds.
    Typed {
        operand_types: &'static [usize],
        written: &'static [Expect],
        result: ResultType,
    },
    /// `operands attr-dict : (T0, T1) -> R` (`spirv.VectorTimesScalar`).
    FunctionalTypes { count: usize, result: Expect },
    /// `attr-dict $a : T0 (, $b : T1)* -> R`: each operand with its type.
    Interleaved {
        operands: &'static [Expect],
        result: Expect,
    },
    /// ` {attrs}%a, %b : !spirv.struct<(T, T)>`: the extended arithmetic ops,
    /// whose operands take the struct's member type.
    ExtendedArithmetic,
    /// `<Scope> <Semantics>+ operands attr-dict : !spirv.ptr<T, SC>`: an atomic
    /// op with `values` operands of the pointee type after the pointer; the
    /// result, if any, is the pointee type.
    Atomic {
        semantics: &'static [&'static str],
        values: usize,
    },
    /// `$image, $coordinate (, $x)* custom<ImageOperands> (, args)? attr-dict
    /// : types (, arg types)? (-> R)?` with `fixed` leading operands.
    Image { fixed: usize, result: bool },
    /// `$sampled_image attr-dict : T`, the result being `T`'s image type (`spirv.Image`).
    SampledImageToImage,
}

/// The attribute holding the image operands mask.
pub const IMAGE_OPERANDS: &str = "image_operands";

impl Format {
    /// Parses everything after the op name in the custom form.
    pub fn parse(&self, p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        match *self {
            Format::SameType { attr_dict, count } => parse_same_type(p, state, attr_dict, count),
            Format::Compare { arity } => parse_compare(p, state, arity),
            Format::Typed {
                operand_types,
                written,
                result,
            } => parse_typed(p, state, operand_types, written, result),
            Format::FunctionalTypes { count, result } => parse_functional(p, state, count, result),
            Format::Interleaved { operands, result } => {
                parse_interleaved(p, state, operands, result)
            }
            Format::ExtendedArithmetic => parse_extended(p, state),
            Format::Atomic { semantics, values } => parse_atomic(p, state, semantics, values),
            Format::Image { fixed, result } => parse_image(p, state, fixed, result),
            Format::SampledImageToImage => parse_sampled_image_to_image(p, state),
        }
    }

    /// Prints everything after the op name in the custom form; instances the
    /// form cannot express ([`can_print`](Self::can_print) is false) are printed
    /// in the generic form by the printer instead.
    pub fn print(&self, p: &mut AsmPrinter<'_>, op: OpId) {
        match *self {
            Format::SameType { attr_dict, .. } => print_same_type(p, op, attr_dict),
            Format::Compare { .. } => print_compare(p, op),
            Format::Typed {
                operand_types,
                written,
                result,
            } => print_typed(p, op, operand_types, written.len(), result),
            Format::FunctionalTypes { .. } => print_functional(p, op),
            Format::Interleaved { .. } => print_interleaved(p, op),
            Format::ExtendedArithmetic => print_extended(p, op),
            Format::Atomic { semantics, .. } => print_atomic(p, op, semantics),
            Format::Image { fixed, result } => print_image(p, op, fixed, result),
            Format::SampledImageToImage => print_sampled_image_to_image(p, op),
        }
    }

    /// Whether `op` has the operand and result counts the format writes, and
    /// the values one written type stands for have that type (integer
    /// operands differing in signedness, which SPIR-V allows, need the
    /// generic form).
    pub fn can_print(&self, ir: &Ir, op: OpId) -> bool {
        let (operands, results) = (ir.num_operands(op), ir.num_results(op));
        let ctx = ir.ctx();
        match *self {
            Format::SameType { count, .. } => {
                results == 1
                    && count.is_none_or(|n| n == operands)
                    && ir.operand_types(op).all(|t| t == result_type(ir, op))
            }
            Format::Compare { arity } => {
                results == 1
                    && operands == arity
                    && ir.operand_types(op).all(|t| t == operand_type(ir, op, 0))
            }
            Format::Typed {
                operand_types,
                result,
                ..
            } => {
                operands == operand_types.len()
                    && results == usize::from(result != ResultType::None)
                    && typed_types_agree(ir, op, operand_types, result)
            }
            Format::FunctionalTypes { count, .. } => results == 1 && operands == count,
            Format::Interleaved {
                operands: kinds, ..
            } => results == 1 && operands == kinds.len(),
            Format::ExtendedArithmetic => results == 1 && operands == 2,
            Format::Atomic { semantics, values } => {
                operands == 1 + values
                    && results == 1
                    && ir
                        .attr_or_prop(op, "memory_scope")
                        .is_some_and(|a| EnumAttr::of(ctx, a).is_some())
                    && semantics.iter().all(|s| {
                        ir.attr_or_prop(op, s)
                            .is_some_and(|a| EnumAttr::of(ctx, a).is_some())
                    })
            }
            Format::Image { fixed, result } => {
                operands >= fixed
                    && results == usize::from(result)
                    && ir.attr_or_prop(op, IMAGE_OPERANDS).is_none_or(|a| {
                        EnumAttr::of(ctx, a).is_some_and(|e| e.kind == EnumKind::ImageOperands)
                    })
            }
            Format::SampledImageToImage => operands == 1 && results == 1,
        }
    }
}

/// Whether the operands of a [`Format::Typed`] op that share a written type
/// (and the result, when it takes one of them) have the same type.
fn typed_types_agree(ir: &Ir, op: OpId, operand_types: &[usize], result: ResultType) -> bool {
    let written = |i: usize| {
        operand_types
            .iter()
            .position(|&t| t == i)
            .map(|index| operand_type(ir, op, index))
    };
    let operands_agree = operand_types
        .iter()
        .enumerate()
        .all(|(index, &t)| written(t) == Some(operand_type(ir, op, index)));
    let result_agrees = match result {
        ResultType::SameAs(i) => written(i).is_none_or(|t| t == result_type(ir, op)),
        _ => true,
    };
    operands_agree && result_agrees
}

// ===== parsing pieces =====

/// A type that must be of `expect`'s kind.
fn parse_type_of(p: &mut AsmParser<'_>, expect: Expect) -> ParseResult<Type> {
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    let (ok, kind) = match (expect, p.ctx().type_kind(ty)) {
        (Expect::Any, _) => (true, ""),
        (Expect::Vector, kind) => (matches!(kind, TypeKind::Vector { .. }), "builtin.vector"),
        (Expect::Integer, kind) => (matches!(kind, TypeKind::Integer { .. }), "builtin.integer"),
    };
    if ok {
        return Ok(ty);
    }
    let message = format!(
        "invalid kind of type specified: expected {kind}, but found '{}'",
        type_str(p.ctx(), ty)
    );
    Err(p.emit_error_at(loc, message))
}

/// `$a (, $b)*`: exactly `count` operands written one by one.
fn parse_named_operands<'a>(
    p: &mut AsmParser<'a>,
    count: usize,
) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
    let mut operands = Vec::with_capacity(count);
    for i in 0..count {
        if i > 0 {
            p.parse_comma()?;
        }
        operands.push(p.parse_operand()?);
    }
    Ok(operands)
}

fn resolve<'a>(
    p: &mut AsmParser<'a>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand<'a>],
    types: &[Type],
    loc: SourcePos,
) -> ParseResult<()> {
    p.resolve_operands(operands, types, loc, &mut state.operands)
}

fn parse_same_type(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    attr_dict: AttrDict,
    count: Option<usize>,
) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = match attr_dict {
        AttrDict::AfterOperands => p.parse_operand_list(Delimiter::None)?,
        AttrDict::AfterTypes => parse_named_operands(p, count.unwrap_or(1))?,
    };
    if attr_dict == AttrDict::AfterOperands {
        p.parse_optional_attr_dict(&mut state.attributes)?;
    }
    let ty = p.parse_colon_type()?;
    if attr_dict == AttrDict::AfterTypes {
        p.parse_optional_attr_dict(&mut state.attributes)?;
    }
    // One operand group resolves every operand to the type, whatever their
    // number (MLIR's single-type `resolveOperands`); several groups resolve
    // one type each.
    let groups = count.filter(|&n| n > 1).unwrap_or(operands.len());
    let types = vec![ty; groups];
    resolve(p, state, &operands, &types, loc)?;
    state.result_types.push(ty);
    Ok(())
}

fn parse_compare(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    arity: usize,
) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = parse_named_operands(p, arity)?;
    let ty = p.parse_colon_type()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    resolve(p, state, &operands, &vec![ty; arity], loc)?;
    state.result_types.push(bool_equivalent(p.ctx(), ty));
    Ok(())
}

fn parse_typed(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    operand_types: &[usize],
    written: &[Expect],
    result: ResultType,
) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = if operand_types.len() == 1 {
        parse_named_operands(p, 1)?
    } else {
        p.parse_operand_list(Delimiter::None)?
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let mut types = Vec::with_capacity(written.len());
    for (i, &expect) in written.iter().enumerate() {
        if i > 0 {
            p.parse_comma()?;
        }
        types.push(parse_type_of(p, expect)?);
    }
    let result_type = match result {
        ResultType::None => None,
        ResultType::Arrow(expect) => {
            p.parse_arrow()?;
            Some(parse_type_of(p, expect)?)
        }
        ResultType::To => {
            p.parse_keyword("to")?;
            Some(p.parse_type()?)
        }
        ResultType::SameAs(i) => Some(types[i]),
    };
    let operand_types: Vec<Type> = operand_types.iter().map(|&i| types[i]).collect();
    resolve(p, state, &operands, &operand_types, loc)?;
    state.result_types.extend(result_type);
    Ok(())
}

fn parse_functional(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    count: usize,
    result: Expect,
) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let mut types = Vec::with_capacity(count);
    p.parse_comma_separated_list(Delimiter::Paren, |p| {
        types.push(p.parse_type()?);
        Ok(())
    })?;
    p.parse_arrow()?;
    let result_type = parse_type_of(p, result)?;
    resolve(p, state, &operands, &types, loc)?;
    state.result_types.push(result_type);
    Ok(())
}

fn parse_interleaved(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    kinds: &[Expect],
    result: Expect,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    for (i, &expect) in kinds.iter().enumerate() {
        if i > 0 {
            p.parse_comma()?;
        }
        let operand = p.parse_operand()?;
        p.parse_colon()?;
        let ty = parse_type_of(p, expect)?;
        state.operands.push(p.resolve_operand(&operand, ty)?);
    }
    p.parse_arrow()?;
    state.result_types.push(parse_type_of(p, result)?);
    Ok(())
}

fn parse_extended(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_colon()?;
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    let member = match crate::types::SpirvType::of(p.ctx(), ty) {
        Some(crate::types::SpirvType::Struct(s)) if s.members.len() == 2 => s.members[0],
        _ => return Err(p.emit_error_at(loc, "expected spirv.struct type with two members")),
    };
    resolve(p, state, &operands, &[member, member], loc)?;
    state.result_types.push(ty);
    Ok(())
}

fn parse_atomic(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    semantics: &[&'static str],
    values: usize,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let scope = parse_enum_attr_param(p, EnumKind::Scope)?;
    state.attributes.push(named(ctx, "memory_scope", scope));
    for name in semantics {
        let value = parse_enum_attr_param(p, EnumKind::MemorySemantics)?;
        state.attributes.push(named(ctx, name, value));
    }
    let loc = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    let Some(pointee) = PointerType::of(ctx, ty).map(|ptr| ptr.pointee) else {
        let name_loc = p.get_name_loc();
        let message = format!(
            "'pointer' must be any SPIR-V pointer type, but got '{}'",
            type_str(ctx, ty)
        );
        return Err(p.emit_error_at(name_loc, message));
    };
    let mut types = vec![pointee; 1 + values];
    types[0] = ty;
    resolve(p, state, &operands, &types, loc)?;
    state.result_types.push(pointee);
    Ok(())
}

fn parse_image(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    fixed: usize,
    result: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let operands = parse_named_operands(p, fixed)?;
    if p.parse_optional_lsquare() {
        let mask = parse_enum_string(p, EnumKind::ImageOperands)?;
        p.parse_rsquare()?;
        state.attributes.push(named(
            ctx,
            IMAGE_OPERANDS,
            EnumAttr::raw(ctx, EnumKind::ImageOperands, mask),
        ));
    }
    let arguments_loc = p.get_current_location();
    let arguments = if p.parse_optional_comma() {
        p.parse_operand_list(Delimiter::None)?
    } else {
        Vec::new()
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let mut types = Vec::with_capacity(fixed);
    for i in 0..fixed {
        if i > 0 {
            p.parse_comma()?;
        }
        types.push(p.parse_type()?);
    }
    let mut argument_types = Vec::new();
    if p.parse_optional_comma() {
        p.parse_type_list(&mut argument_types)?;
    }
    if result {
        p.parse_arrow()?;
        state.result_types.push(p.parse_type()?);
    }
    for (operand, &ty) in operands.iter().zip(&types) {
        state.operands.push(p.resolve_operand(operand, ty)?);
    }
    let arguments_loc = if arguments.is_empty() {
        arguments_loc
    } else {
        arguments[0].loc
    };
    resolve(p, state, &arguments, &argument_types, arguments_loc)
}

fn parse_sampled_image_to_image(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    let Some(image) = SampledImageType::of(p.ctx(), ty).map(|s| s.image) else {
        let name_loc = p.get_name_loc();
        let message = format!(
            "'sampled_image' must be any SPIR-V sampled image type, but got '{}'",
            type_str(p.ctx(), ty)
        );
        return Err(p.emit_error_at(name_loc, message));
    };
    state.operands.push(p.resolve_operand(&operand, ty)?);
    state.result_types.push(image);
    Ok(())
}

// ===== printing pieces =====

/// ` {attrs}` for every attribute not in `elided`.
fn print_attr_dict(p: &mut AsmPrinter<'_>, op: OpId, elided: &[&str]) {
    let attrs = all_attrs(p.ir(), op);
    p.print_optional_attr_dict(&attrs, elided);
}

fn operand_type(ir: &Ir, op: OpId, index: usize) -> Type {
    ir.value_type(ir.operand(op, index))
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
}

fn print_same_type(p: &mut AsmPrinter<'_>, op: OpId, attr_dict: AttrDict) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    if attr_dict == AttrDict::AfterOperands {
        print_attr_dict(p, op, &[]);
    }
    p.write_str(" : ");
    p.print_type(result_type(ir, op));
    if attr_dict == AttrDict::AfterTypes {
        print_attr_dict(p, op, &[]);
    }
}

fn print_compare(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.write_str(" : ");
    p.print_type(operand_type(ir, op, 0));
    print_attr_dict(p, op, &[]);
}

fn print_typed(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    operand_types: &[usize],
    written: usize,
    result: ResultType,
) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    for i in 0..written {
        if i > 0 {
            p.write_str(", ");
        }
        let index = operand_types.iter().position(|&t| t == i).unwrap_or(0);
        p.print_type(operand_type(ir, op, index));
    }
    match result {
        ResultType::Arrow(_) => {
            p.write_str(" -> ");
            p.print_type(result_type(ir, op));
        }
        ResultType::To => {
            p.write_str(" to ");
            p.print_type(result_type(ir, op));
        }
        ResultType::None | ResultType::SameAs(_) => {}
    }
}

fn print_functional(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    print_attr_dict(p, op, &[]);
    p.write_str(" : (");
    p.print_type_list(ir.operand_types(op));
    p.write_str(") -> ");
    p.print_type(result_type(ir, op));
}

fn print_interleaved(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    print_attr_dict(p, op, &[]);
    for (i, value) in ir.operands(op).enumerate() {
        p.write_str(if i == 0 { " " } else { ", " });
        p.print_operand(value);
        p.write_str(" : ");
        p.print_type(ir.value_type(value));
    }
    p.write_str(" -> ");
    p.print_type(result_type(ir, op));
}

fn print_extended(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    print_attr_dict(p, op, &[]);
    p.print_operands(ir.operands(op));
    p.write_str(" : ");
    p.print_type(result_type(ir, op));
}

fn print_enum_param(p: &mut AsmPrinter<'_>, attr: Option<Attribute>) {
    if let Some(attr) = attr {
        p.write_char(' ');
        print_attr_param(p, attr);
    }
}

fn print_atomic(p: &mut AsmPrinter<'_>, op: OpId, semantics: &[&'static str]) {
    let ir = p.ir();
    print_enum_param(p, ir.attr_or_prop(op, "memory_scope"));
    for name in semantics {
        print_enum_param(p, ir.attr_or_prop(op, name));
    }
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    let mut elided = vec!["memory_scope"];
    elided.extend_from_slice(semantics);
    print_attr_dict(p, op, &elided);
    p.write_str(" : ");
    p.print_type(operand_type(ir, op, 0));
}

fn print_image(p: &mut AsmPrinter<'_>, op: OpId, fixed: usize, result: bool) {
    let ir = p.ir();
    let ctx = p.ctx();
    p.write_char(' ');
    p.print_operands(ir.operands(op).take(fixed));
    p.write_char(' ');
    if let Some(mask) = ir
        .attr_or_prop(op, IMAGE_OPERANDS)
        .and_then(|a| EnumAttr::of(ctx, a))
    {
        p.write_char('[');
        print_enum_string(p, EnumKind::ImageOperands, mask.value);
        p.write_char(']');
    }
    let arguments = ir.num_operands(op) - fixed;
    if arguments > 0 {
        p.write_str(", ");
        p.print_operands(ir.operands(op).skip(fixed));
    }
    print_attr_dict(p, op, &[IMAGE_OPERANDS]);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op).take(fixed));
    if arguments > 0 {
        p.write_str(", ");
        p.print_type_list(ir.operand_types(op).skip(fixed));
    }
    if result {
        p.write_str(" -> ");
        p.print_type(result_type(ir, op));
    }
}

fn print_sampled_image_to_image(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(operand_type(ir, op, 0));
}
