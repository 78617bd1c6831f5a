//! `func` to `spirv` (MLIR's FuncToSPIRV and its `FuncOpConversion`):
//!
//! - `func.func` -> `spirv.func` with the converted signature and
//!   `function_control = None`, its body (if any; a declaration stays one)
//!   moved over with converted block arguments; every other attribute is
//!   carried over, `arg_attrs`/`res_attrs` as the `spirv.func` properties and
//!   the rest (`sym_visibility` included) as discardable attributes. A
//!   function with more than one result has no SPIR-V form;
//! - `func.return` -> `spirv.Return` / `spirv.ReturnValue`;
//! - `func.call` -> `spirv.FunctionCall` (at most one result).

use dialect_func::{CallOp, FuncOp, ReturnOp};
use dialect_spirv::ops::control_flow::{FunctionCallOp, ReturnOp as SpirvReturnOp, ReturnValueOp};
use dialect_spirv::ops::structure::FuncOp as SpirvFuncOp;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::TypeKind;
use shader_mlir::rewrite::{MatchFailure, RewriteResult};
use spirv::FunctionControl;
use spirv_conversion::{Rule, RuleMatch, result_types};

pub static RULES: &[Rule] = &[
    Rule::new(FuncOp::DEF, SpirvFuncOp::DEF, lower_func),
    Rule::new(ReturnOp::DEF, SpirvReturnOp::DEF, lower_return),
    Rule::new(CallOp::DEF, FunctionCallOp::DEF, lower_call),
];

/// The attributes of `func.func` the converted function takes over as its
/// own (the rest become discardable attributes).
const TAKEN_OVER: &[&str] = &["function_type", "sym_name", "arg_attrs", "res_attrs"];

fn lower_func(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> RewriteResult {
    let (converter, op) = (m.converter, m.op);
    let func = FuncOp(op);
    let ir = rewriter.ir();
    let ctx = ir.ctx_arc().clone();
    let name = func.sym_name(ir).to_owned();
    let function_type = func.function_type(ir);
    let TypeKind::Function { inputs, results } = ctx.type_kind(function_type) else {
        return Err(MatchFailure("function type is not a function type"));
    };
    if results.len() > 1 {
        return Err(MatchFailure("SPIR-V functions return at most one value"));
    }
    let body = func.body(ir);
    let loc = ir.op_loc(op);
    let (signature, new_type) = converter
        .types
        .convert_function_type(&ctx, inputs, results)?;

    let arg_attrs = func.arg_attrs(ir).map(<[_]>::to_vec);
    let res_attrs = func.res_attrs(ir).map(<[_]>::to_vec);
    let inherent = ir.properties(op).map(|p| ctx.dictionary_entries(p));
    let attrs: Vec<_> = inherent
        .into_iter()
        .flatten()
        .chain(ir.attrs(op))
        .filter(|attr| !TAKEN_OVER.contains(&ctx.str(attr.name)))
        .copied()
        .collect();
    let new_func = SpirvFuncOp::build(
        rewriter,
        loc,
        new_type,
        arg_attrs.as_deref(),
        res_attrs.as_deref(),
        &name,
        FunctionControl::NONE,
        None,
    );
    let region = new_func.body(rewriter.ir());
    for attr in attrs {
        let attr_name = ctx.str(attr.name);
        rewriter.set_attr(new_func.op(), attr_name, attr.value);
    }
    rewriter.inline_region_before(body, region, 0);
    rewriter.convert_region_types(region, &converter.types, Some(&signature))?;
    rewriter.erase_op(op);
    Ok(())
}

fn lower_return(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> RewriteResult {
    let (op, adaptor) = (m.op, m.adaptor);
    let loc = rewriter.ir().op_loc(op);
    match adaptor.operands() {
        [] => {
            SpirvReturnOp::build(rewriter, loc);
        }
        [value] => {
            ReturnValueOp::build(rewriter, loc, *value);
        }
        _ => return Err(MatchFailure("SPIR-V functions return at most one value")),
    }
    rewriter.erase_op(op);
    Ok(())
}

fn lower_call(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> RewriteResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let ir = rewriter.ir();
    let loc = ir.op_loc(op);
    let callee = CallOp(op).callee(ir).to_owned();
    let result = match result_types(&converter.types, rewriter, op)?[..] {
        [] => None,
        [one] => Some(one),
        _ => return Err(MatchFailure("SPIR-V functions return at most one value")),
    };
    let call = FunctionCallOp::build(
        rewriter,
        loc,
        result,
        &callee,
        adaptor.operands(),
        None,
        None,
    );
    let values = rewriter.ir().results(call.op()).to_vec();
    rewriter.replace_op(op, &values);
    Ok(())
}
