//! Dialect-conversion support for `func`: converting function signatures, call
//! and return types with a [`TypeConverter`] (MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`,
//! `populateCallOpTypeConversionPattern` and
//! `populateReturnOpTypeConversionPattern`), and the matching legality rules.

use std::sync::Arc;

use shader_mlir::conversion::{
    ConversionPatternSet, ConversionTarget, FunctionSignatureConversion, OpTypeConversion,
    TypeConverter,
};
use shader_mlir::ir::Ir;

use crate::ops::{CallOp, FuncOp, ReturnOp};

/// Adds the patterns converting `func.func` signatures (and their entry blocks),
/// and the operand and result types of `func.call` and `func.return`.
pub fn populate_function_type_conversion_patterns(
    set: &mut ConversionPatternSet,
    converter: &Arc<TypeConverter>,
) {
    set.add(FunctionSignatureConversion::new(
        FuncOp::DEF,
        converter.clone(),
    ));
    set.add(OpTypeConversion::new(CallOp::DEF, converter.clone()));
    set.add(OpTypeConversion::new(ReturnOp::DEF, converter.clone()));
}

/// Makes `func.func`, `func.call` and `func.return` legal exactly when the types
/// they carry are legal for `converter`.
pub fn add_function_legality(target: &mut ConversionTarget, converter: &Arc<TypeConverter>) {
    let c = converter.clone();
    target.add_dynamically_legal_op(FuncOp::DEF, move |ir: &Ir, op| c.is_function_legal(ir, op));
    for def in [CallOp::DEF, ReturnOp::DEF] {
        let c = converter.clone();
        target.add_dynamically_legal_op(def, move |ir: &Ir, op| c.is_legal_op(ir, op));
    }
}
