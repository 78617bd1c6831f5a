//! Conversion ops: `spirv.ConvertFToS`/`FToU`/`SToF`/`UToF`,
//! `spirv.FConvert`, `spirv.SConvert`, `spirv.UConvert` and `spirv.Bitcast`.
//!
//! Mirrors MLIR 22's `SPIRVCastOps.td` and `CastOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#cast-ops>):
//! `%r = spirv.ConvertSToF %a : i32 to f32`.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use super::table::op_table;
use crate::ops::verify::verify_checks;
use crate::support::type_str;
use crate::types::constraints::{
    ANY_FLOAT_SV_COOP, INT_SV_COOP, SELECT_TYPE, element_type_or_self, num_elements,
};
use crate::types::{CooperativeMatrixType, PointerType};

// `SPIRV_CastOp`: `$operand attr-dict : type($operand) to type($result)`;
// `@op` takes the traits (the Intel conversions are not `Pure`).
macro_rules! cast_op {
    (cast $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $from:ident -> $to:ident
        $(, verify = $verify:path)?) => {
        $crate::ops::cast::cast_op!(@op [Pure, SameOperandsAndResultShape] $(#[$doc])* $ty = $name
            => $opcode, $from -> $to $(, verify = $verify)?);
    };
    (@op [$($traits:tt)*] $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident,
        $from:ident -> $to:ident $(, verify = $verify:path)?) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name,
            [traits = [$($traits)*], ext = Encoding::Core(Op::$opcode) $(, verify = $verify)?],
            ["$operand attr-dict `:` type($operand) `to` type($result)"],
            (operand: $from) -> result: $to);
    };
}
pub(super) use cast_op;

op_table! { cast_op;
    cast ConvertFToSOp = "spirv.ConvertFToS" (ConvertFToS, ANY_FLOAT_SV_COOP -> INT_SV_COOP) "Convert value numerically from floating point to signed integer, with round toward 0.0.";
    cast ConvertFToUOp = "spirv.ConvertFToU" (ConvertFToU, ANY_FLOAT_SV_COOP -> INT_SV_COOP) "Convert value numerically from floating point to unsigned integer, with round toward 0.0.";
    cast ConvertSToFOp = "spirv.ConvertSToF" (ConvertSToF, INT_SV_COOP -> ANY_FLOAT_SV_COOP) "Convert value numerically from signed integer to floating point.";
    cast ConvertUToFOp = "spirv.ConvertUToF" (ConvertUToF, INT_SV_COOP -> ANY_FLOAT_SV_COOP) "Convert value numerically from unsigned integer to floating point.";
    cast FConvertOp = "spirv.FConvert" (FConvert, ANY_FLOAT_SV_COOP -> ANY_FLOAT_SV_COOP, verify = verify_width_change) "Convert value numerically from one floating-point width to another width.";
    cast SConvertOp = "spirv.SConvert" (SConvert, INT_SV_COOP -> INT_SV_COOP, verify = verify_width_change) "Convert signed width.  This is either a truncate or a sign extend.";
    cast UConvertOp = "spirv.UConvert" (UConvert, INT_SV_COOP -> INT_SV_COOP, verify = verify_width_change) "Convert unsigned width. This is either a truncate or a zero extend.";
    /// Bit pattern-preserving type conversion.
    op BitcastOp = "spirv.Bitcast" (
        [traits = [Pure], ext = Encoding::Core(Op::Bitcast), verify = verify_bitcast],
        ["$operand attr-dict `:` type($operand) `to` type($result)"],
        (operand: SELECT_TYPE) -> result: SELECT_TYPE);
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

/// The element type a cast compares: that of a vector or of a cooperative
/// matrix, else the type itself (MLIR's `verifyCastOp`).
fn cast_element(ctx: &Context, ty: Type) -> Type {
    CooperativeMatrixType::of(ctx, ty).map_or_else(|| element_type_or_self(ctx, ty), |m| m.element)
}

/// MLIR's `verifyCastOp(op, requireSameBitWidth = false)` of the width
/// conversions: the element widths must differ.
fn verify_width_change(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let operand = cast_element(ctx, ir.value_type(ir.operand(op, 0)));
    let result = cast_element(ctx, ir.value_type(ir.result(op, 0)));
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
    // Beyond MLIR 22: SPIR-V casts a physical storage buffer pointer to and
    // from a 64-bit integer or a vector of two 32-bit integers (buffer
    // references; docs/spirv-beyond-mlir-22.md).
    let address_cast = |ptr: Type, other: Type| {
        PointerType::of(ctx, ptr)
            .is_some_and(|p| p.storage_class == spirv::StorageClass::PhysicalStorageBuffer)
            && matches!(
                ctx.type_kind(element_type_or_self(ctx, other)),
                TypeKind::Integer { width: 32 | 64, .. }
            )
            && total_bits(ctx, other) == 64
    };
    if address_cast(operand, result) || address_cast(result, operand) {
        return Ok(());
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
    verify_checks!(|message: String| ir.op_error(op, message);
        operand_bits == result_bits => format!("mismatch in result type bitwidth {result_bits} and operand type bitwidth {operand_bits}"),
    )
}
