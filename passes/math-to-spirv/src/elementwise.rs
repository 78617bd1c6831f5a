//! The `math` ops that are one `spirv` op (MLIR 22's
//! `CheckedElementwiseOpPattern` and `ElementwiseOpPattern` of
//! MathToSPIRV): the op's converted operands and result type, the target op.
//! As upstream, only scalars and fixed-length 1-D vectors of integers,
//! `index` or floats are converted.

use dialect_math as math;
use dialect_spirv::ops::beyond::gl::{GLAtan2Op, GLTruncOp};
use dialect_spirv::ops::gl::{
    GLAcosOp, GLAcoshOp, GLAsinOp, GLAsinhOp, GLAtanOp, GLAtanhOp, GLCeilOp, GLCosOp, GLCoshOp,
    GLExp2Op, GLExpOp, GLFAbsOp, GLFloorOp, GLFmaOp, GLInverseSqrtOp, GLLogOp, GLRoundEvenOp,
    GLSAbsOp, GLSinOp, GLSinhOp, GLSqrtOp, GLTanOp, GLTanhOp,
};
use dialect_spirv::ops::logical::{IsFiniteOp, IsInfOp, IsNanOp};
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{OpId, Type, TypeKind, Value};
use shader_mlir::rewrite::MatchFailure;
use spirv_conversion::{Rule, RuleMatch, emit, result_type, value_rule};

macro_rules! rules {
    ($(($root:ty => $target:ty, $apply:path)),* $(,)?) => {
        &[$(value_rule!($root => $target, $apply)),*]
    };
}

pub static RULES: &[Rule] = rules![
    (math::IsNaNOp => IsNanOp, same),
    (math::IsInfOp => IsInfOp, same),
    (math::IsFiniteOp => IsFiniteOp, same),
    (math::AbsFOp => GLFAbsOp, checked),
    (math::AbsIOp => GLSAbsOp, checked),
    (math::AtanOp => GLAtanOp, checked),
    (math::CeilOp => GLCeilOp, checked),
    (math::CosOp => GLCosOp, checked),
    (math::ExpOp => GLExpOp, checked),
    (math::FloorOp => GLFloorOp, checked),
    (math::FmaOp => GLFmaOp, checked),
    (math::LogOp => GLLogOp, checked),
    (math::RoundEvenOp => GLRoundEvenOp, checked),
    (math::RsqrtOp => GLInverseSqrtOp, checked),
    (math::SinOp => GLSinOp, checked),
    (math::SqrtOp => GLSqrtOp, checked),
    (math::TanhOp => GLTanhOp, checked),
    (math::TanOp => GLTanOp, checked),
    (math::AsinOp => GLAsinOp, checked),
    (math::AcosOp => GLAcosOp, checked),
    (math::SinhOp => GLSinhOp, checked),
    (math::CoshOp => GLCoshOp, checked),
    (math::AsinhOp => GLAsinhOp, checked),
    (math::AcoshOp => GLAcoshOp, checked),
    (math::AtanhOp => GLAtanhOp, checked),
];

/// Beyond MLIR 22: GLSL.std.450 instructions MathToSPIRV does not use.
pub static EXTENDED_RULES: &[Rule] = rules![
    (math::Exp2Op => GLExp2Op, checked),
    (math::TruncOp => GLTruncOp, checked),
    (math::Atan2Op => GLAtan2Op, checked),
];

/// Whether `ty` is an integer, `index` or float, or a fixed-length 1-D
/// vector of them (MLIR's `isSupportedSourceType`).
fn is_supported_source_type(rewriter: &ConversionRewriter<'_>, ty: Type) -> bool {
    let ctx = rewriter.ctx();
    let scalar = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        )
    };
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => shape.len() == 1 && !scalable.iter().any(|&s| s) && scalar(*element),
        _ => scalar(ty),
    }
}

/// Fails unless every operand and result type of `op` is supported
/// (MLIR's `checkSourceOpTypes`).
pub(crate) fn check_source_types(
    rewriter: &ConversionRewriter<'_>,
    op: OpId,
) -> Result<(), MatchFailure> {
    let ir = rewriter.ir();
    let types: Vec<Type> = ir
        .operands(op)
        .map(|v| ir.value_type(v))
        .chain(ir.result_types(op))
        .collect();
    if types.iter().all(|&t| is_supported_source_type(rewriter, t)) {
        Ok(())
    } else {
        Err(MatchFailure(
            "unsupported source type for Math to SPIR-V conversion",
        ))
    }
}

/// The target op over the converted operands, of the converted result type.
fn same(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> Result<Value, MatchFailure> {
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let loc = rewriter.ir().op_loc(m.op);
    Ok(emit::create(
        rewriter,
        m.rule.target,
        loc,
        m.adaptor.operands(),
        ty,
    ))
}

/// [`same`] after [`check_source_types`].
fn checked(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> Result<Value, MatchFailure> {
    check_source_types(rewriter, m.op)?;
    same(m, rewriter)
}
