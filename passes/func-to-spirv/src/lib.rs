//! `--convert-func-to-spirv`: MLIR's FuncToSPIRV
//! (<https://mlir.llvm.org/docs/Passes/#-convert-func-to-spirv>), the `func`
//! dialect's functions, calls and returns as `spirv` ops ([`patterns`]).
//!
//! Like upstream it is a partial conversion: a function whose signature has
//! no SPIR-V form (more than one result, a type the target lacks) stays a
//! `func.func`. Options: `emulate-lt-32-bit-scalar-types`,
//! `emulate-unsupported-float-types` (see `spirv_conversion::type_converter`).

pub mod patterns;

use shader_mlir::conversion::ConversionPatternSet;
use spirv_conversion::{SpirvTypeConverter, add_rules};

pub use patterns::RULES;

spirv_conversion::conversion_pass!(
    CONVERT_FUNC_TO_SPIRV,
    argument: "convert-func-to-spirv",
    name: "ConvertFuncToSPIRVPass",
    summary: "Convert Func dialect to SPIR-V dialect",
    options: &spirv_conversion::OPTIONS,
    illegal_dialect: None,
    populate: populate_func_to_spirv_patterns,
);

/// Adds the `func` patterns (MLIR's `populateFuncToSPIRVPatterns` and
/// `populateBuiltinFuncToSPIRVPatterns`).
pub fn populate_func_to_spirv_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_rules(RULES, converter, patterns);
}
