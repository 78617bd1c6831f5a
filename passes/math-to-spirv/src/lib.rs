//! `--convert-math-to-spirv`: MLIR 22's MathToSPIRV
//! (<https://mlir.llvm.org/docs/Passes/#-convert-math-to-spirv>), the `math`
//! dialect as `spirv` ops of the GLSL.std.450 extended instruction set
//! (<https://registry.khronos.org/SPIR-V/specs/unified1/GLSL.std.450.html>):
//!
//! - [`elementwise`]: one `spirv` op each (`math.sin` -> `spirv.GL.Sin`,
//!   `math.rsqrt` -> `spirv.GL.InverseSqrt`, `math.isnan` -> `spirv.IsNan`,
//!   ...), for scalars and 1-D vectors;
//! - [`expanded`]: the ops GLSL.std.450 has no instruction for, as upstream
//!   expands them: `copysign` and `round` by sign-bit masks, `ctlz` through
//!   `FindUMsb`, `log2`/`log10` as `Log` times a constant, `log1p`, `expm1`,
//!   and `powf` with C's sign rules for negative bases.
//!
//! As upstream, the conversion is partial: ops without a pattern (`exp2`,
//! `trunc`, `atan2`, `cbrt`, `erf`, ...) stay. [`populate_math_to_spirv_extended_patterns`]
//! adds, beyond MLIR 22, `exp2`, `trunc` and `atan2` as `spirv.GL.Exp2`,
//! `spirv.GL.Trunc` and `spirv.GL.Atan2` (GLSL.std.450 has all three); the
//! HLSL lowering uses it, the standalone pass does not.

pub mod elementwise;
pub mod expanded;

use shader_mlir::conversion::ConversionPatternSet;
use spirv_conversion::{SpirvTypeConverter, add_rules};

spirv_conversion::conversion_pass!(
    CONVERT_MATH_TO_SPIRV,
    argument: "convert-math-to-spirv",
    name: "ConvertMathToSPIRVPass",
    summary: "Convert Math dialect to SPIR-V dialect",
    options: &[],
    illegal_dialect: None,
    populate: populate_math_to_spirv_patterns,
);

/// Adds the `math` patterns (MLIR's `populateMathToSPIRVPatterns`).
pub fn populate_math_to_spirv_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    for rules in [expanded::RULES, elementwise::RULES] {
        add_rules(rules, converter, patterns);
    }
}

/// Adds [`populate_math_to_spirv_patterns`] and, beyond MLIR 22, the
/// GLSL.std.450 instructions upstream does not use: `math.exp2` ->
/// `spirv.GL.Exp2`, `math.trunc` -> `spirv.GL.Trunc`, `math.atan2` ->
/// `spirv.GL.Atan2`.
pub fn populate_math_to_spirv_extended_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    populate_math_to_spirv_patterns(converter, patterns);
    add_rules(elementwise::EXTENDED_RULES, converter, patterns);
}
