//! What the conversions to the `spirv` dialect share, as MLIR's
//! `SPIRVConversion` and `SPIRVCommon` libraries do
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#conversions>):
//!
//! - [`type_converter`]: MLIR's `SPIRVTypeConverter` for a target
//!   environment, with its options;
//! - [`pass`]: how the standalone conversion passes run (target lookup,
//!   conversion target, partial conversion);
//! - [`rule`]: conversion patterns as tables of rules;
//! - [`emit`] and [`values`]: building `spirv` ops and constants.
//!
//! The conversions themselves are their own crates: `arith-to-spirv`,
//! `func-to-spirv`, `scf-to-spirv`, `vector-to-spirv` (and `hlsl-to-spirv`,
//! which composes them).

pub mod emit;
pub mod pass;
pub mod rule;
pub mod type_converter;
pub mod values;

pub use pass::{ConversionSpec, run_conversion};
pub use rule::{Rule, RuleFn, RuleMatch, add_rules, result_type, result_types};
pub use type_converter::{OPTIONS, SpirvConversionOptions, SpirvTypeConverter};
