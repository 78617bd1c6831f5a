//! `func.call`: a direct call of a `func.func` by symbol (MLIR's `func::CallOp`).
//!
//! ```text
//! %0 = call @f(%a) : (i32) -> i32
//! "func.call"(%a) <{callee = @f}> : (i32) -> i32
//! ```
//!
//! The callee is looked up in the nearest symbol table; its signature must match
//! the operands and results.

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{AttrKind, Ir, Location, NamedAttribute, OpId, OperationState, Type, Value};
use shader_mlir::rewrite::OpBuilder;
use shader_mlir::{Context, Ident};

use super::func::FuncOp;
use super::support::type_str;
use crate::symbol::lookup_nearest_symbol;

/// A `func.call`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallOp(pub OpId);

const PROPERTIES: &[&str] = &["callee", "arg_attrs", "res_attrs", "no_inline"];
/// Properties printed in the attribute dictionary of the custom form.
const DICT_PROPERTIES: &[&str] = &["arg_attrs", "res_attrs", "no_inline"];

impl CallOp {
    pub const NAME: &'static str = "func.call";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Call operation")
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(
        b: &mut impl OpBuilder,
        loc: Location,
        callee: &str,
        args: &[Value],
        results: &[Type],
    ) -> Self {
        let ctx = b.ctx();
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands = args.to_vec();
        state.result_types = results.to_vec();
        state.properties = Some(ctx.dictionary_attr([NamedAttribute {
            name: ctx.ident("callee"),
            value: ctx.symbol_ref_attr(callee),
        }]));
        Self(b.create(state))
    }

    /// The callee's name (a flat symbol reference).
    pub fn callee(self, ir: &Ir) -> Option<Ident> {
        callee(ir.ctx(), ir, self.0)
    }
}

fn callee(ctx: &Context, ir: &Ir, op: OpId) -> Option<Ident> {
    match ctx.attr_kind(ir.prop(op, "callee")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ir.prop(op, "callee").is_none() {
        return Err(ir.op_error(op, "requires attribute 'callee'"));
    }
    let Some(name) = callee(ctx, ir, op) else {
        return Err(ir.op_error(
            op,
            "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
        ));
    };
    let func = lookup_nearest_symbol(ir, op, name).and_then(|f| FuncOp::cast(ir, f));
    let Some((inputs, results)) = func.and_then(|f| f.signature(ir)) else {
        return Err(ir.op_error(
            op,
            format!("'{}' does not reference a valid function", ctx.str(name)),
        ));
    };
    if inputs.len() != ir.num_operands(op) {
        return Err(ir.op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (actual, &expected)) in ir.operand_types(op).zip(&inputs).enumerate() {
        if actual != expected {
            return Err(ir.op_error(
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_str(ctx, expected),
                    type_str(ctx, actual)
                ),
            ));
        }
    }
    if results.len() != ir.num_results(op) {
        return Err(ir.op_error(op, "incorrect number of results for callee"));
    }
    let list = |types: &mut dyn Iterator<Item = Type>| {
        types
            .map(|t| format!("'{}'", type_str(ctx, t)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (i, (actual, &expected)) in ir.result_types(op).zip(&results).enumerate() {
        if actual != expected {
            let mut diag = ir.op_error(op, format!("result type mismatch at index {i}"));
            let loc = ctx.diag_location(ir.op_loc(op));
            diag.attach_note(
                loc.clone(),
                format!("      op result types: {}", list(&mut ir.result_types(op))),
            );
            diag.attach_note(
                loc,
                format!(
                    "function result types: {}",
                    list(&mut results.iter().copied())
                ),
            );
            return Err(diag);
        }
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let mut props = vec![NamedAttribute {
        name: ctx.ident("callee"),
        value: ctx.symbol_ref_attr(ctx.str(name)),
    }];
    for a in attrs {
        if DICT_PROPERTIES.contains(&ctx.str(a.name)) {
            props.push(a);
        } else {
            state.attributes.push(a);
        }
    }
    state.properties = Some(ctx.dictionary_attr(props));
    p.parse_colon()?;
    let pos = p.get_current_location();
    let (inputs, results) = p.parse_functional_type()?;
    p.resolve_operands(&operands, &inputs, pos, &mut state.operands)?;
    state.result_types = results;
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = ir.ctx();
    let Some(name) = callee(ctx, ir, op) else {
        p.print_generic_op(op, false);
        return;
    };
    p.write_char(' ');
    p.print_symbol_name(ctx.str(name));
    p.write_char('(');
    p.print_operands(ir.operands(op));
    p.write_char(')');
    let props = ir
        .properties(op)
        .map_or(&[][..], |d| ctx.dictionary_entries(d));
    let mut dict: Vec<NamedAttribute> = props
        .iter()
        .copied()
        .filter(|a| DICT_PROPERTIES.contains(&ctx.str(a.name)))
        .collect();
    dict.extend_from_slice(ir.attrs(op));
    ctx.sort_named(&mut dict);
    p.print_optional_attr_dict(&dict, &[]);
    p.write_str(" : ");
    let inputs: Vec<Type> = ir.operand_types(op).collect();
    let results: Vec<Type> = ir.result_types(op).collect();
    p.print_function_type(&inputs, &results);
}
