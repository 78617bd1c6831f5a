//! `--convert-vector-to-spirv`: MLIR's VectorToSPIRV
//! (<https://mlir.llvm.org/docs/Passes/#-convert-vector-to-spirv>) for the
//! `vector` ops the project has ([`patterns`]): `extract`, `insert`,
//! `from_elements` and `broadcast`.
//!
//! A partial conversion, as upstream: values of types no pattern converts
//! cross through `builtin.unrealized_conversion_cast`.

pub mod patterns;

use shader_mlir::conversion::ConversionPatternSet;
use spirv_conversion::{SpirvTypeConverter, add_rules};

pub use patterns::RULES;

spirv_conversion::conversion_pass!(
    CONVERT_VECTOR_TO_SPIRV,
    argument: "convert-vector-to-spirv",
    name: "ConvertVectorToSPIRVPass",
    summary: "Convert Vector dialect to SPIR-V dialect",
    options: &[],
    illegal_dialect: None,
    populate: populate_vector_to_spirv_patterns,
);

/// Adds the `vector` patterns (MLIR's `populateVectorToSPIRVPatterns`, the
/// ops the project has).
pub fn populate_vector_to_spirv_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    add_rules(RULES, converter, patterns);
}
