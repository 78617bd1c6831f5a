//! Clauses of custom op assembly that dialects share: `keyword(N)` integer
//! clauses, optional unit keywords, `%base[%index]` accesses and `[%index]`
//! operands, the properties a custom parser collects plus the trailing
//! `attr-dict`, and the fall back to the generic form for malformed ops. They
//! mirror the directives of MLIR's declarative assembly format
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/#declarative-assembly-format>).

use std::ops::RangeInclusive;

use crate::asm::parser::UnresolvedOperand;
use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::ir::{NamedAttribute, OpId, OperationState, Value};

/// Parses `keyword(N)` into an `i32` property named `keyword`.
pub fn parse_i32_clause(
    p: &mut AsmParser<'_>,
    keyword: &str,
    props: &mut Vec<NamedAttribute>,
) -> ParseResult<()> {
    p.parse_keyword(keyword)?;
    p.parse_lparen()?;
    let value: i32 = p.parse_integer()?;
    p.parse_rparen()?;
    let ctx = p.ctx();
    props.push(NamedAttribute {
        name: ctx.ident(keyword),
        value: ctx.i32_attr(value),
    });
    Ok(())
}

/// Prints ` keyword(N)` for an integer property (nothing when it is absent).
pub fn print_int_clause(p: &mut AsmPrinter<'_>, op: OpId, keyword: &str) {
    let ir = p.ir();
    let Some(attr) = ir.prop(op, keyword) else {
        return;
    };
    p.write_char(' ');
    p.write_str(keyword);
    p.write_char('(');
    p.print_attribute_without_type(attr);
    p.write_char(')');
}

/// Parses the optional unit keyword `keyword` into a property.
pub fn parse_unit_clause(p: &mut AsmParser<'_>, keyword: &str, props: &mut Vec<NamedAttribute>) {
    if p.parse_optional_keyword(keyword) {
        let ctx = p.ctx();
        props.push(NamedAttribute {
            name: ctx.ident(keyword),
            value: ctx.unit_attr(),
        });
    }
}

/// Prints ` keyword` when the unit property is set.
pub fn print_unit_clause(p: &mut AsmPrinter<'_>, op: OpId, keyword: &str) {
    if p.ir().prop(op, keyword).is_some() {
        p.write_char(' ');
        p.write_str(keyword);
    }
}

/// Sets the properties parsed by a custom parser and its trailing `attr-dict`.
pub fn finish_properties(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    props: Vec<NamedAttribute>,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    if !props.is_empty() {
        state.properties = Some(p.ctx().dictionary_attr(props));
    }
    Ok(())
}

/// Prints the discardable attributes (` {a = 1}`) of `op`.
pub fn print_attr_dict(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.print_optional_attr_dict(ir.attrs(op), &[]);
}

/// Whether `op` has the operand and result counts its custom form needs;
/// when not, prints the generic form instead (after the op name) and returns
/// false, so that printing malformed IR never fails.
pub fn printable_or_generic(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    operands: RangeInclusive<usize>,
    results: usize,
) -> bool {
    let ir = p.ir();
    if operands.contains(&ir.num_operands(op)) && ir.num_results(op) == results {
        return true;
    }
    p.print_generic_op(op, false);
    false
}

/// Parses `%base[%index]`.
pub fn parse_indexed<'a>(
    p: &mut AsmParser<'a>,
) -> ParseResult<(UnresolvedOperand<'a>, UnresolvedOperand<'a>)> {
    let base = p.parse_operand()?;
    p.parse_lsquare()?;
    let index = p.parse_operand()?;
    p.parse_rsquare()?;
    Ok((base, index))
}

/// Prints ` %base[%index]`.
pub fn print_indexed(p: &mut AsmPrinter<'_>, base: Value, index: Value) {
    p.write_char(' ');
    p.print_operand(base);
    p.write_char('[');
    p.print_operand(index);
    p.write_char(']');
}

/// Parses `[%index]` and resolves it as the next operand, of type `i32`.
pub fn parse_bracketed_index(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_lsquare()?;
    let index = p.parse_operand()?;
    p.parse_rsquare()?;
    let i32 = p.ctx().common().i32;
    state.operands.push(p.resolve_operand(&index, i32)?);
    Ok(())
}
