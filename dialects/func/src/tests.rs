//! Tests of the func dialect's builders and its dialect-conversion support.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::conversion::{
    ConversionMode, ConversionPatternSet, ConversionTarget, FrozenConversionPatterns,
};
use shader_mlir::ir::{InsertPoint, Ir, OperationState};
use shader_mlir::rewrite::IrBuilder;
use shader_mlir::testing::fixture::{
    context_with, convert_with_defaults, parse, widen_i16_converter,
};
use shader_mlir::verifier::verify;

use crate::{CallOp, FuncOp, ReturnOp};

fn ctx() -> Arc<Context> {
    context_with(&[&crate::DIALECT])
}

#[test]
fn builders_make_verifiable_functions() {
    let ctx = ctx();
    let mut ir = Ir::new(ctx.clone());
    let loc = ctx.unknown_loc();
    let module = ir.create_op(OperationState::new(ctx.ident("builtin.module"), loc));
    let region = ir.add_region(module);
    let body = ir.create_block(&[]);
    ir.push_block(region, body);
    let i32t = ctx.common().i32;
    let fn_type = ctx.function_type(&[i32t], &[i32t]);
    let func = FuncOp::build(
        &mut IrBuilder::new(&mut ir, Some(InsertPoint::at_end(body))),
        loc,
        "id",
        fn_type,
        None,
        None,
        None,
    );
    let entry = func.add_entry_block(&mut ir).unwrap();
    let arg = ir.block_arg(entry, 0);
    let mut b = IrBuilder::new(&mut ir, Some(InsertPoint::at_end(entry)));
    let call = CallOp::build(&mut b, loc, &[i32t], "id", &[arg], None, None);
    let result = call.results(b.ir)[0];
    ReturnOp::build(&mut b, loc, &[result]);
    assert!(verify(&ir, module).is_ok());
    assert_eq!(
        print_op(&ir, module, &PrintOptions::default()),
        "module {\n  func.func @id(%arg0: i32) -> i32 {\n    %0 = call @id(%arg0) : (i32) -> i32\n    return %0 : i32\n  }\n}\n"
    );
    assert_eq!(func.sym_name(&ir), "id");
    assert_eq!(call.callee(&ir), "id");
}

#[test]
fn signatures_calls_and_returns_convert_together() {
    let ctx = ctx();
    let (mut ir, root) = parse(
        &ctx,
        "func.func private @ext(i16) -> i16\nfunc.func @f(%a: i16) -> i16 {\n  %0 = call @ext(%a) : (i16) -> i16\n  return %0 : i16\n}\n",
    );
    let converter = widen_i16_converter();
    let mut target = ConversionTarget::new();
    target.add_legal_op(shader_mlir::builtin::ModuleOp::DEF);
    crate::add_function_legality(&mut target, &converter);
    let mut set = ConversionPatternSet::new();
    crate::populate_function_type_conversion_patterns(&mut set, &converter);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let result = convert_with_defaults(&mut ir, root, &target, &patterns, ConversionMode::Full);
    assert!(result.is_ok(), "{result:?}");
    assert!(verify(&ir, root).is_ok());
    assert_eq!(
        print_op(&ir, root, &PrintOptions::default()),
        "module {\n  func.func private @ext(i32) -> i32\n  func.func @f(%arg0: i32) -> i32 {\n    %0 = call @ext(%arg0) : (i32) -> i32\n    return %0 : i32\n  }\n}\n"
    );
}
