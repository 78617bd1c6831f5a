//! `--convert-arith-to-spirv`: MLIR 22's ArithToSPIRV
//! (<https://mlir.llvm.org/docs/Passes/#-convert-arith-to-spirv>), the `arith`
//! dialect as `spirv` ops:
//!
//! - [`elementwise`]: arithmetic, bitwise and min/max ops, one `spirv` op each
//!   (`Logical*` for booleans), with the emulations of `remsi` and of the NaN
//!   semantics of `maximumf`/`minimumf`/`maxnumf`/`minnumf`;
//! - [`compare`]: `cmpi`, `cmpf` and `select`;
//! - [`casts`]: integer, float and index casts, booleans through `Select`;
//! - [`constant`]: `arith.constant` as `spirv.Constant` of the converted type.
//!
//! As upstream, `arith` is illegal: an op left over fails the pass. Options:
//! `emulate-lt-32-bit-scalar-types`, `emulate-unsupported-float-types` (see
//! `spirv_conversion::type_converter`). Beyond MLIR 22, `cmpf false` / `cmpf
//! true` become constants (upstream leaves them unconverted).

pub mod casts;
pub mod compare;
pub mod constant;
pub mod elementwise;

use shader_mlir::conversion::ConversionPatternSet;
use spirv_conversion::{SpirvTypeConverter, add_rules};

spirv_conversion::conversion_pass!(
    CONVERT_ARITH_TO_SPIRV,
    argument: "convert-arith-to-spirv",
    name: "ConvertArithToSPIRVPass",
    summary: "Convert Arith dialect to SPIR-V dialect",
    options: &spirv_conversion::OPTIONS,
    illegal_dialect: Some(dialect_arith::DIALECT.name),
    populate: populate_arith_to_spirv_patterns,
);

/// Adds the `arith` patterns (MLIR's `populateArithToSPIRVPatterns`).
pub fn populate_arith_to_spirv_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    for rules in [
        elementwise::RULES,
        compare::RULES,
        casts::RULES,
        constant::RULES,
    ] {
        add_rules(rules, converter, patterns);
    }
}
