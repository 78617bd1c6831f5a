//! Dialect-conversion support for `scf`: the ops carry values of any type, so
//! converting types only rebuilds them with converted operands, results and
//! region arguments (MLIR's `populateSCFStructuralTypeConversions`), and they are
//! legal exactly when their types are.

use std::sync::Arc;

use shader_mlir::conversion::{
    ConversionPatternSet, ConversionTarget, OpTypeConversion, TypeConverter,
};
use shader_mlir::ir::{Ir, OpId};

use crate::ops::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};

const OPS: [&str; 5] = [
    ForOp::NAME,
    IfOp::NAME,
    WhileOp::NAME,
    YieldOp::NAME,
    ConditionOp::NAME,
];

/// Adds the type conversion patterns of every `scf` op.
pub fn populate_structural_type_conversion_patterns(
    set: &mut ConversionPatternSet,
    converter: &Arc<TypeConverter>,
) {
    for name in OPS {
        set.add(OpTypeConversion::new(name, converter.clone()));
    }
}

/// Makes every `scf` op legal exactly when its operand, result and region
/// argument types are legal for `converter`.
pub fn add_structural_legality(target: &mut ConversionTarget, converter: &Arc<TypeConverter>) {
    for name in OPS {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |ir: &Ir, op: OpId| {
            c.is_legal_op(ir, op) && ir.regions(op).iter().all(|&r| c.is_region_legal(ir, r))
        });
    }
}
