//! `func` to `spirv` (MLIR's FuncToSPIRV): a function becomes a `spirv.func`
//! with the converted signature and `function_control = None`, its body moved
//! over with converted block arguments; `func.return` becomes `spirv.Return`
//! or `spirv.ReturnValue`, `func.call` `spirv.FunctionCall`. SPIR-V functions
//! return at most one value. Discardable attributes (such as the `hlsl.*`
//! entry point marks) are not carried over: entry points become
//! `spirv.EntryPoint` ops of the module.

use dialect_func::FuncOp;
use shader_mlir::conversion::{Adaptor, ConversionRewriter, TypeConverter};
use shader_mlir::ir::{OpId, TypeKind};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::FunctionControl;

use super::{Rule, result_types};
use crate::emit;

pub static RULES: &[Rule] = &[
    Rule::new("func.func", "spirv.func", lower_func),
    Rule::new("func.return", "spirv.Return", lower_return),
    Rule::new("func.call", "spirv.FunctionCall", lower_call),
];

fn lower_func(
    _: &Rule,
    converter: &TypeConverter,
    op: OpId,
    _: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let func = FuncOp(op);
    let ir = rewriter.ir();
    let ctx = ir.ctx_arc().clone();
    let name = func
        .sym_name(ir)
        .or_fail("function without a name")?
        .to_owned();
    let function_type = func.function_type(ir).or_fail("function without a type")?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(function_type) else {
        return Err(MatchFailure("function type is not a function type"));
    };
    if results.len() > 1 {
        return Err(MatchFailure("SPIR-V functions return at most one value"));
    }
    let body = func
        .body(ir)
        .filter(|&r| !ir.region_is_empty(r))
        .or_fail("external functions have no SPIR-V form")?;
    let loc = ir.op_loc(op);
    let signature = converter
        .convert_signature(&ctx, inputs)
        .or_fail("argument type does not convert")?;
    let new_results = converter
        .convert_types(&ctx, results.iter().copied())
        .or_fail("result type does not convert")?;
    let new_type = ctx.function_type(&signature.converted_types(), &new_results);
    let props = vec![
        emit::named(
            &ctx,
            "function_control",
            emit::enum_attr(&ctx, FunctionControl::NONE),
        ),
        emit::named(&ctx, "function_type", ctx.type_attr(new_type)),
        emit::named(&ctx, "sym_name", ctx.string_attr(&name)),
    ];
    let new_func = emit::op(rewriter, "spirv.func", loc, &[], &[], props);
    let region = rewriter.ir_mut_unobserved().add_region(new_func);
    rewriter.inline_region_before(body, region, 0);
    let converter = rewriter
        .type_converter()
        .cloned()
        .or_fail("no type converter")?;
    rewriter.convert_region_types(region, &converter, Some(&signature))?;
    rewriter.erase_op(op);
    Ok(())
}

fn lower_return(
    _: &Rule,
    _: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let loc = rewriter.ir().op_loc(op);
    match adaptor.operands() {
        [] => emit::op(rewriter, "spirv.Return", loc, &[], &[], Vec::new()),
        [value] => emit::op(
            rewriter,
            "spirv.ReturnValue",
            loc,
            &[*value],
            &[],
            Vec::new(),
        ),
        _ => return Err(MatchFailure("SPIR-V functions return at most one value")),
    };
    rewriter.erase_op(op);
    Ok(())
}

fn lower_call(
    _: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let loc = ir.op_loc(op);
    let callee = dialect_func::CallOp(op)
        .callee(ir)
        .or_fail("call without a callee")?;
    let results = result_types(converter, rewriter, op)?;
    if results.len() > 1 {
        return Err(MatchFailure("SPIR-V functions return at most one value"));
    }
    let ctx = rewriter.ctx();
    let props = vec![emit::named(
        ctx,
        "callee",
        ctx.symbol_ref_attr(ctx.str(callee)),
    )];
    let call = emit::op(
        rewriter,
        "spirv.FunctionCall",
        loc,
        adaptor.operands(),
        &results,
        props,
    );
    let values = rewriter.ir().results(call).to_vec();
    rewriter.replace_op(op, &values);
    Ok(())
}
