//! The syntax `spirv.func` and `spirv.ARM.Graph` share (MLIR's
//! `function_interface_impl::parseFunctionOp` / `printFunctionOp`):
//! `@name(%arg: T {attrs}, ...) -> (R {attrs}, ...)`, what the op puts after
//! the signature (a function's control string), `attributes {...}` and an
//! optional body.

use shader_mlir::Context;
use shader_mlir::asm::function_signature::{parse_function_signature, print_function_signature};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, OperationState, Type, TypeKind};

use super::asm::{named, parse_sym_name, printed_attrs, string_value};
use crate::ops::verify::verify_checks;
use crate::support::quoted;

/// The attributes every function-like op prints in its own syntax.
const SIGNATURE_ATTRS: [&str; 4] = ["sym_name", "function_type", "arg_attrs", "res_attrs"];

/// `(inputs, results)` of a `function_type` attribute.
pub(super) fn signature_of(ctx: &Context, attr: Option<Attribute>) -> Option<(&[Type], &[Type])> {
    let AttrKind::Type(ty) = ctx.attr_kind(attr?) else {
        return None;
    };
    match ctx.type_kind(*ty) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// Parses the name and signature, then `between`, then `attributes {...}`
/// and the optional body. A body after unnamed arguments has an entry block
/// of its own, which the verifier checks against the signature.
pub(super) fn parse_function_like(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    between: impl FnOnce(&mut AsmParser<'_>, &mut OperationState) -> ParseResult<()>,
) -> ParseResult<()> {
    parse_sym_name(p, state)?;
    let ctx = p.ctx();
    let signature = parse_function_signature(p)?;
    let inputs = signature.inputs();
    let arg_attrs = signature.arg_attrs();
    let function_type = ctx.function_type(&inputs, &signature.results);
    state
        .attributes
        .push(named(ctx, "function_type", ctx.type_attr(function_type)));
    between(p, state)?;
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let empty = ctx.common().empty_dict;
    if arg_attrs.iter().any(|&a| a != empty) {
        state
            .attributes
            .push(named(ctx, "arg_attrs", ctx.array_attr(&arg_attrs)));
    }
    if signature.result_attrs.iter().any(|&a| a != empty) {
        state.attributes.push(named(
            ctx,
            "res_attrs",
            ctx.array_attr(&signature.result_attrs),
        ));
    }
    let entry = signature.entry_arguments();
    let region = match p.parse_optional_region(entry, true)? {
        Some(region) => region,
        None => p.ir_mut().create_region(),
    };
    state.regions.push(region);
    Ok(())
}

/// Whether the custom form can print `op`: a string name, a function type,
/// and an entry block (if any) with one argument per input.
pub(super) fn function_like_printable(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    let named = ir
        .prop(op, "sym_name")
        .is_some_and(|a| string_value(ctx, a).is_some());
    let Some((inputs, _)) = signature_of(ctx, ir.prop(op, "function_type")).filter(|_| named)
    else {
        return false;
    };
    let entry = ir.regions(op).first().and_then(|&r| ir.entry_block(r));
    entry.is_none_or(|b| ir.block_args(b).len() == inputs.len())
}

/// Prints the name and signature, then `between`, then the attributes
/// (except the signature's and `elided`) and the body, if any.
pub(super) fn print_function_like(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    between: impl FnOnce(&mut AsmPrinter<'_>),
    elided: &[&str],
) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (inputs, results) = signature_of(ctx, ir.prop(op, "function_type")).unwrap_or((&[], &[]));
    let dicts = |name: &str, count: usize| match ir.prop(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(dicts)) if dicts.len() == count => Some(&dicts[..]),
        _ => None,
    };
    let arg_attrs = dicts("arg_attrs", inputs.len());
    let res_attrs = dicts("res_attrs", results.len());
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    p.write_char(' ');
    let name = ir.prop(op, "sym_name").and_then(|a| string_value(ctx, a));
    p.print_symbol_name(name.unwrap_or_default());
    let dict = |dicts: Option<&[Attribute]>, i: usize| {
        dicts.map_or(&[][..], |d| ctx.dictionary_entries(d[i]))
    };
    print_function_signature(
        p,
        inputs,
        results,
        entry,
        |i| dict(arg_attrs, i),
        |i| dict(res_attrs, i),
    );
    between(p);
    let elided: Vec<&str> = SIGNATURE_ATTRS.iter().chain(elided).copied().collect();
    p.print_optional_attr_dict_with_keyword(&printed_attrs(ir, op), &elided);
    if let Some(region) = body
        && !ir.region_is_empty(region)
    {
        p.write_char(' ');
        p.print_region(region, false, true, false);
    }
}

/// The function interface's checks of `arg_attrs` and `res_attrs`: one
/// dictionary per argument and result, holding dialect attributes only
/// (`dialect.name`).
pub(super) fn verify_function_attrs(
    ir: &Ir,
    op: OpId,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    for (name, what, count) in [
        ("arg_attrs", "argument", inputs.len()),
        ("res_attrs", "result", results.len()),
    ] {
        let dicts = match ir.prop(op, name).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(dicts)) => &dicts[..],
            _ => continue,
        };
        verify_checks!(|message: String| ir.op_error(op, message);
            dicts.len() == count => format!("expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}", dicts.len()),
        )?;
        if dicts
            .iter()
            .flat_map(|&dict| ctx.dictionary_entries(dict))
            .any(|entry| !ctx.str(entry.name).contains('.'))
        {
            return Err(ir.op_error(op, format!("{what}s may only have dialect attributes")));
        }
    }
    Ok(())
}

/// The function interface's check of the entry block (if any) against the
/// signature's inputs; `kind` is `function` or `graph`.
pub(super) fn verify_entry_block(
    ir: &Ir,
    op: OpId,
    inputs: &[Type],
    kind: &str,
) -> Result<(), Diagnostic> {
    let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let args = ir.block_args(entry);
    verify_checks!(|message: String| ir.op_error(op, message);
        args.len() == inputs.len() => format!("entry block must have {} arguments to match {kind} signature", inputs.len()),
    )?;
    for (index, (&arg, &expected)) in args.iter().zip(inputs).enumerate() {
        let actual = ir.value_type(arg);
        verify_checks!(|message: String| ir.op_error(op, message);
            actual == expected => format!("type of entry block argument #{index}({}) must match the type of the corresponding argument in {kind} signature({})", quoted(ir.ctx(), actual), quoted(ir.ctx(), expected)),
        )?;
    }
    Ok(())
}
