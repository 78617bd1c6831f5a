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

use dialect_func::FuncOp;
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{NamedAttribute, OpId, TypeKind};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::FunctionControl;
use spirv_conversion::type_converter::SpirvTypeConverter;
use spirv_conversion::{Rule, emit, result_types};

pub static RULES: &[Rule] = &[
    Rule::new("func.func", "spirv.func", lower_func),
    Rule::new("func.return", "spirv.Return", lower_return),
    Rule::new("func.call", "spirv.FunctionCall", lower_call),
];

/// The attributes of `func.func` the converted function does not take over.
const REPLACED: &[&str] = &["function_type", "sym_name"];
/// The attributes `spirv.func` holds as properties.
const SPIRV_FUNC_PROPERTIES: &[&str] = &["arg_attrs", "res_attrs"];

fn lower_func(
    _: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    _: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
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
    let signature = converter
        .types
        .convert_signature(&ctx, inputs)
        .or_fail("argument type does not convert")?;
    let new_results = converter
        .types
        .convert_types(&ctx, results.iter().copied())
        .or_fail("result type does not convert")?;
    let new_type = ctx.function_type(&signature.converted_types(), &new_results);

    let mut props = vec![
        emit::named(
            &ctx,
            "function_control",
            emit::enum_attr(&ctx, FunctionControl::NONE),
        ),
        emit::named(&ctx, "function_type", ctx.type_attr(new_type)),
        emit::named(&ctx, "sym_name", ctx.string_attr(&name)),
    ];
    let mut attrs: Vec<NamedAttribute> = Vec::new();
    let inherent = ir.properties(op).map(|p| ctx.dictionary_entries(p));
    for attr in inherent.into_iter().flatten().chain(ir.attrs(op)) {
        let attr_name = ctx.str(attr.name);
        if REPLACED.contains(&attr_name) {
            continue;
        }
        if SPIRV_FUNC_PROPERTIES.contains(&attr_name) {
            props.push(*attr);
        } else {
            attrs.push(*attr);
        }
    }
    let mut state = emit::state(&ctx, "spirv.func", loc, &[], &[], Vec::new());
    state.properties = Some(ctx.dictionary_attr(props));
    if !attrs.is_empty() {
        state.attributes = ctx.dictionary_entries(ctx.dictionary_attr(attrs)).to_vec();
    }
    let new_func = rewriter.create(state);
    let region = rewriter.ir_mut_unobserved().add_region(new_func);
    rewriter.inline_region_before(body, region, 0);
    rewriter.convert_region_types(region, &converter.types, Some(&signature))?;
    rewriter.erase_op(op);
    Ok(())
}

fn lower_return(
    _: &Rule,
    _: &SpirvTypeConverter,
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
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let loc = ir.op_loc(op);
    let callee = dialect_func::CallOp(op).callee(ir).to_owned();
    let results = result_types(&converter.types, rewriter, op)?;
    if results.len() > 1 {
        return Err(MatchFailure("SPIR-V functions return at most one value"));
    }
    let ctx = rewriter.ctx();
    let props = vec![emit::named(ctx, "callee", ctx.symbol_ref_attr(&callee))];
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
