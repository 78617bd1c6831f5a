//! Integer dot products: `spirv.SDot`, `spirv.SUDot`, `spirv.UDot` and their
//! accumulating-saturating forms `spirv.SDotAccSat`, `SUDotAccSat`,
//! `UDotAccSat`.
//!
//! Mirrors MLIR 22's `SPIRVIntegerDotProductOps.td` and
//! `IntegerDotProductOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#integer-dot-product-ops>):
//! `%r = spirv.SDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i32` for
//! packed scalars, `%r = spirv.UDotAccSat %a, %b, %acc : vector<4xi8> -> i32`
//! for vectors. As upstream, the availability depends on the operand type
//! ([`OpEncoding::dynamic`]): `DotProduct` and `SPV_KHR_integer_dot_product`
//! (core in SPIR-V 1.6), plus `DotProductInput4x8BitPacked` for packed
//! scalars, `DotProductInput4x8Bit` for vectors of 8-bit integers and
//! `DotProductInputAll` for other vectors.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::op;
use spirv::{Capability, Op, PackedVectorFormat};

use super::encoding::{Encoding, OpEncoding};
use super::properties::PackedVectorFormatAttr;
use super::table::op_table;
use crate::attributes::EnumAttr;
use crate::availability::{Extension, ExtensionRequirement, Requirements, Version};
use crate::support::type_str;
use crate::types::constraints::{INT, INT_SV, vector_elements};

// The op classes of `SPIRVIntegerDotProductOps.td`
// (`SPIRV_IntegerDotProductBinaryOp`, `SPIRV_IntegerDotProductTernaryOp`).
macro_rules! dot_op {
    (binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident $(, [$($t:ident),*])?) => {
        $(#[$doc])*
        #[op($name, traits = [$($($t,)*)? AllTypesMatch(vector1, vector2), Pure],
            ext = OpEncoding::dynamic(Encoding::Core(Op::$opcode), dot_product_requirements),
            verify = verify_dot_product)]
        #[format("$vector1 `,` $vector2 ( `,` $format^ )? attr-dict `:` type($vector1) `->` type($result)")]
        pub struct $ty {
            #[operand(INT_SV)]
            vector1: Value,
            #[operand(INT_SV)]
            vector2: Value,
            #[property(PackedVectorFormatAttr)]
            format: Option<PackedVectorFormat>,
            #[result(INT)]
            result: Value,
        }
    };
    (ternary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $(#[$doc])*
        #[op($name,
            traits = [AllTypesMatch(vector1, vector2), AllTypesMatch(accumulator, result), Pure],
            ext = OpEncoding::dynamic(Encoding::Core(Op::$opcode), dot_product_requirements),
            verify = verify_dot_product)]
        #[format("$vector1 `,` $vector2 `,` $accumulator ( `,` $format^ )? attr-dict `:` \
                  type($vector1) `->` type($result)")]
        pub struct $ty {
            #[operand(INT_SV)]
            vector1: Value,
            #[operand(INT_SV)]
            vector2: Value,
            #[operand(INT)]
            accumulator: Value,
            #[property(PackedVectorFormatAttr)]
            format: Option<PackedVectorFormat>,
            #[result(INT)]
            result: Value,
        }
    };
}

op_table! { dot_op;
    binary SDotOp = "spirv.SDot" (SDot, [Commutative]) "Signed integer dot product of Vector 1 and Vector 2.";
    ternary SDotAccSatOp = "spirv.SDotAccSat" (SDotAccSat) "Signed integer dot product of Vector 1 and Vector 2 and signed saturating addition of the result with Accumulator.";
    binary SUDotOp = "spirv.SUDot" (SUDot) "Mixed-signedness integer dot product of Vector 1 and Vector 2. Components of Vector 1 are treated as signed, components of Vector 2 are treated as unsigned.";
    ternary SUDotAccSatOp = "spirv.SUDotAccSat" (SUDotAccSat) "Mixed-signedness integer dot product of Vector 1 and Vector 2 and signed saturating addition of the result with Accumulator. Components of Vector 1 are treated as signed, components of Vector 2 are treated as unsigned.";
    binary UDotOp = "spirv.UDot" (UDot, [Commutative]) "Unsigned integer dot product of Vector 1 and Vector 2.";
    ternary UDotAccSatOp = "spirv.UDotAccSat" (UDotAccSat) "Unsigned integer dot product of Vector 1 and Vector 2 and unsigned saturating addition of the result with Accumulator.";
}

/// The op's packed vector format, if it has one.
fn format(ir: &Ir, op: OpId) -> Option<PackedVectorFormat> {
    ir.attr_or_prop(op, "format")
        .and_then(|attr| EnumAttr::value::<PackedVectorFormat>(ir.ctx(), attr))
}

/// MLIR's `getBitWidth`: a scalar's width, a vector's total width.
fn bit_width(ir: &Ir, ty: Type) -> u64 {
    let ctx = ir.ctx();
    let (count, element) = vector_elements(ctx, ty, false).unwrap_or((1, ty));
    let width = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        _ => 0,
    };
    width * count.unsigned_abs()
}

/// MLIR's `verifyIntegerDotProduct`.
fn verify_dot_product(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let factor = ir.value_type(ir.operand(op, 0));
    if let TypeKind::Integer { width, .. } = ctx.type_kind(factor) {
        let Some(format) = format(ir, op) else {
            return Err(ir.op_error(
                op,
                "requires Packed Vector Format attribute for integer vector operands",
            ));
        };
        if *width != 32 {
            return Err(ir.op_error(
                op,
                format!(
                    "with specified Packed Vector Format ({format:?}) requires integer vector \
                     operands to be 32-bits wide"
                ),
            ));
        }
    } else if ir.attr_or_prop(op, "format").is_some() {
        return Err(ir.op_error(
            op,
            format!(
                "with invalid format attribute for vector operands of type '{}'",
                type_str(ctx, factor)
            ),
        ));
    }
    let result_width = bit_width(ir, ir.value_type(ir.result(op, 0)));
    let factor_width = bit_width(ir, factor);
    if factor_width > result_width {
        return Err(ir.op_error(
            op,
            format!(
                "result type has insufficient bit-width ({result_width} bits) for the specified \
                 vector operand type ({factor_width} bits)"
            ),
        ));
    }
    Ok(())
}

/// MLIR's availability of the integer dot products: any version, the
/// extension (core in 1.6), `DotProduct` and the capability of the operand
/// type.
fn dot_product_requirements(ir: &Ir, op: OpId) -> Requirements {
    const EXTENSION: &[Extension] = &[Extension::SPV_KHR_integer_dot_product];
    let ctx = ir.ctx();
    let factor = ir.value_type(ir.operand(op, 0));
    let input: &'static [Capability] = match vector_elements(ctx, factor, false) {
        None => &[Capability::DotProductInput4x8BitPacked],
        Some((_, element))
            if matches!(ctx.type_kind(element), TypeKind::Integer { width: 8, .. }) =>
        {
            &[Capability::DotProductInput4x8Bit]
        }
        Some(_) => &[Capability::DotProductInputAll],
    };
    Requirements {
        min_version: Version::V1_0,
        max_version: None,
        extensions: vec![ExtensionRequirement {
            any_of: EXTENSION,
            core_since: Some(Version::V1_6),
        }],
        capabilities: vec![&[Capability::DotProduct], input],
    }
}
