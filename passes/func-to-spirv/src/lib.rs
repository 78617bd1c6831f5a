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
use shader_mlir::pass::{PassInfo, PassRegistry};
use spirv_conversion::{ConversionPass, ConversionSpec, SpirvTypeConverter, add_rules};

pub use patterns::RULES;

pub static CONVERT_FUNC_TO_SPIRV: PassInfo = PassInfo {
    argument: "convert-func-to-spirv",
    name: "ConvertFuncToSPIRVPass",
    summary: "Convert Func dialect to SPIR-V dialect",
    anchor: None,
    options: &spirv_conversion::OPTIONS,
    create: |options| ConversionPass::boxed(&CONVERT_FUNC_TO_SPIRV, &SPEC, options),
};

static SPEC: ConversionSpec = ConversionSpec {
    illegal_dialect: None,
    populate: populate_func_to_spirv_patterns,
};

/// Registers `convert-func-to-spirv`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&CONVERT_FUNC_TO_SPIRV);
}

/// Adds the `func` patterns (MLIR's `populateFuncToSPIRVPatterns` and
/// `populateBuiltinFuncToSPIRVPatterns`).
pub fn populate_func_to_spirv_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_rules(RULES, converter, patterns);
}
