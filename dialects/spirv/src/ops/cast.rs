//! Conversion ops: `spirv.ConvertFToS`/`FToU`/`SToF`/`UToF`,
//! `spirv.FConvert`, `spirv.SConvert`, `spirv.UConvert` and `spirv.Bitcast`.
//!
//! Mirrors MLIR 22's `SPIRVCastOps.td` and `CastOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#cast-ops>):
//! `%r = spirv.ConvertSToF %a : i32 to f32`.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind};
use spirv::Op;

use super::family::Encoding;
use super::format::{Expect, Format, ResultType};
use super::ods::{Native, Signature};
use super::operand_types::{ANY_FLOAT_SV_COOP, INT_SV_COOP, element_type_or_self, num_elements};
use crate::slots;
use crate::support::type_str;
use crate::types::PointerType;
use crate::types::constraints::SELECT_TYPE;

const PURE: Traits = Traits::PURE;

/// `$operand attr-dict : type($operand) to type($result)`.
const CONVERSION: Format = Format::Typed {
    operand_types: &[0],
    written: &[Expect::Any],
    result: ResultType::To,
};

/// `SPIRV_CastOp` from `$from` to `$to`.
macro_rules! cast {
    ($from:path => $to:path) => {
        Signature::new(slots![operand: $from], slots![result: $to]).native(&[Native::SameOperandsAndResultShape])
    };
    ($from:path => $to:path, $verify:expr) => {
        cast!($from => $to).verify($verify)
    };
}

/// `SPIRV_ScalarOrVectorOrPtr` in and out.
const BITCAST: Signature =
    Signature::new(slots![operand: SELECT_TYPE], slots![result: SELECT_TYPE])
        .verify(verify_bitcast);

crate::family! {
    OPS, ROWS;
    "spirv.Bitcast" => Encoding::Core(Op::Bitcast), PURE,
        "Bit pattern-preserving type conversion.", BITCAST, CONVERSION;
    "spirv.ConvertFToS" => Encoding::Core(Op::ConvertFToS), PURE,
        "Convert value numerically from floating point to signed integer, with round toward 0.0.",
        cast!(ANY_FLOAT_SV_COOP => INT_SV_COOP), CONVERSION;
    "spirv.ConvertFToU" => Encoding::Core(Op::ConvertFToU), PURE,
        "Convert value numerically from floating point to unsigned integer, with round toward 0.0.",
        cast!(ANY_FLOAT_SV_COOP => INT_SV_COOP), CONVERSION;
    "spirv.ConvertSToF" => Encoding::Core(Op::ConvertSToF), PURE,
        "Convert value numerically from signed integer to floating point.",
        cast!(INT_SV_COOP => ANY_FLOAT_SV_COOP), CONVERSION;
    "spirv.ConvertUToF" => Encoding::Core(Op::ConvertUToF), PURE,
        "Convert value numerically from unsigned integer to floating point.",
        cast!(INT_SV_COOP => ANY_FLOAT_SV_COOP), CONVERSION;
    "spirv.FConvert" => Encoding::Core(Op::FConvert), PURE,
        "Convert value numerically from one floating-point width to another width.",
        cast!(ANY_FLOAT_SV_COOP => ANY_FLOAT_SV_COOP, verify_width_change), CONVERSION;
    "spirv.SConvert" => Encoding::Core(Op::SConvert), PURE,
        "Convert signed width.  This is either a truncate or a sign extend.",
        cast!(INT_SV_COOP => INT_SV_COOP, verify_width_change), CONVERSION;
    "spirv.UConvert" => Encoding::Core(Op::UConvert), PURE,
        "Convert unsigned width. This is either a truncate or a zero extend.",
        cast!(INT_SV_COOP => INT_SV_COOP, verify_width_change), CONVERSION;
}

/// The bit width of a scalar (0 for anything else).
fn scalar_bits(ctx: &Context, ty: Type) -> u64 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(kind) => u64::from(kind.width()),
        _ => 0,
    }
}

/// The bit width of a scalar or of a whole vector.
fn total_bits(ctx: &Context, ty: Type) -> u64 {
    scalar_bits(ctx, element_type_or_self(ctx, ty)) * num_elements(ctx, ty).unsigned_abs()
}

/// MLIR's `verifyCastOp(op, requireSameBitWidth = false)` of the width
/// conversions: the element widths must differ.
fn verify_width_change(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let operand = element_type_or_self(ctx, ir.value_type(ir.operand(op, 0)));
    let result = element_type_or_self(ctx, ir.value_type(ir.result(op, 0)));
    if scalar_bits(ctx, operand) == scalar_bits(ctx, result) {
        let message = format!(
            "expected the different bit widths for operand type and result type, but provided '{}' and '{}'",
            type_str(ctx, operand),
            type_str(ctx, result)
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

/// MLIR's `BitcastOp::verify`.
fn verify_bitcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let operand = ir.value_type(ir.operand(op, 0));
    let result = ir.value_type(ir.result(op, 0));
    let loc = ir.op_loc(op);
    if operand == result {
        return Err(ir.error_at(loc, "result type must be different from operand type"));
    }
    match (
        PointerType::of(ctx, operand).is_some(),
        PointerType::of(ctx, result).is_some(),
    ) {
        (true, false) => {
            return Err(ir.error_at(
                loc,
                "unhandled bit cast conversion from pointer type to non-pointer type",
            ));
        }
        (false, true) => {
            return Err(ir.error_at(
                loc,
                "unhandled bit cast conversion from non-pointer type to pointer type",
            ));
        }
        (true, true) => return Ok(()),
        (false, false) => {}
    }
    let (operand_bits, result_bits) = (total_bits(ctx, operand), total_bits(ctx, result));
    if operand_bits != result_bits {
        let message = format!(
            "mismatch in result type bitwidth {result_bits} and operand type bitwidth {operand_bits}"
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}
