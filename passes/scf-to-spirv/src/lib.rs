//! `--convert-scf-to-spirv`: MLIR's SCFToSPIRV
//! (<https://mlir.llvm.org/docs/Passes/#-convert-scf-to-spirv>), `scf.for`
//! and `scf.if` as `spirv.mlir.loop` and `spirv.mlir.selection`
//! ([`patterns`]).
//!
//! As upstream's pass, it converts the `arith` and `func` ops of the
//! structured code too (their patterns are in the set), as a partial
//! conversion. Where the lowering differs from MLIR 22 on purpose (the value
//! a loop that runs zero times yields, where result variables live), the
//! [`patterns`] documentation says so.

pub mod patterns;

use shader_mlir::conversion::ConversionPatternSet;
use spirv_conversion::SpirvTypeConverter;

pub use patterns::ScfState;

spirv_conversion::conversion_pass!(
    CONVERT_SCF_TO_SPIRV,
    argument: "convert-scf-to-spirv",
    name: "SCFToSPIRV",
    summary: "Convert SCF dialect to SPIR-V dialect.",
    options: &[],
    illegal_dialect: None,
    populate: populate_pass_patterns,
);

/// Adds the `scf` patterns (MLIR's `populateSCFToSPIRVPatterns`); the
/// patterns of one set share the state of the constructs they convert.
pub fn populate_scf_to_spirv_patterns(
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    patterns::populate_patterns(converter, patterns);
}

/// The pass's set: `scf`, `arith` and `func` patterns, as upstream's pass.
fn populate_pass_patterns(converter: &SpirvTypeConverter, patterns: &mut ConversionPatternSet) {
    populate_scf_to_spirv_patterns(converter, patterns);
    arith_to_spirv::populate_arith_to_spirv_patterns(converter, patterns);
    func_to_spirv::populate_func_to_spirv_patterns(converter, patterns);
}
