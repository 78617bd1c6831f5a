//! Dialect-conversion support for `scf`: the ops carry values of any type, so
//! converting types only rebuilds them with converted operands, results and
//! region arguments (MLIR's `populateSCFStructuralTypeConversions`), and they are
//! legal exactly when their types are.

use std::sync::Arc;

use shader_mlir::conversion::{
    ConversionPatternSet, ConversionTarget, OpTypeConversion, TypeConverter,
};
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId};

use crate::ops::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};

const OPS: [&OpDef; 5] = [
    ForOp::DEF,
    IfOp::DEF,
    WhileOp::DEF,
    YieldOp::DEF,
    ConditionOp::DEF,
];

/// Adds the type conversion patterns of every `scf` op.
pub fn populate_structural_type_conversion_patterns(
    set: &mut ConversionPatternSet,
    converter: &Arc<TypeConverter>,
) {
    for def in OPS {
        set.add(OpTypeConversion::new(def, converter.clone()));
    }
}

/// Makes every `scf` op legal exactly when its operand, result and region
/// argument types are legal for `converter`.
pub fn add_structural_legality(target: &mut ConversionTarget, converter: &Arc<TypeConverter>) {
    for def in OPS {
        let c = converter.clone();
        target.add_dynamically_legal_op(def, move |ir: &Ir, op: OpId| {
            c.is_legal_op(ir, op) && ir.regions(op).iter().all(|&r| c.is_region_legal(ir, r))
        });
    }
}
