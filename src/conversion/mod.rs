//! Dialect conversion: turning IR that is illegal for a target into legal IR with
//! conversion patterns and a type converter.
//!
//! Mirrors MLIR's dialect conversion framework
//! (<https://mlir.llvm.org/docs/DialectConversion/>):
//!
//! - [`ConversionTarget`]: which ops (by name, by dialect, or by predicate) are
//!   legal, illegal or recursively legal;
//! - [`TypeConverter`]: type conversion callbacks, signature conversion of
//!   function and block arguments, source and target materializations;
//! - [`ConversionPattern`]s, which receive already-converted operands (an
//!   [`Adaptor`]) and a [`ConversionRewriter`];
//! - [`apply_partial_conversion`] / [`apply_full_conversion`]: the driver, which
//!   leaves the IR untouched when the conversion fails (see [`driver`] for how);
//! - [`structural`]: signature and pass-through type conversion patterns for any
//!   function-like, call-like or return-like op;
//! - the `reconcile-unrealized-casts` pass.

mod dense;
pub mod driver;
mod function_type;
mod journal;
mod lowering;
mod pattern;
pub mod reconcile;
mod rewriter;
pub mod structural;
mod target;
mod type_converter;

pub use driver::{
    ConversionConfig, ConversionMode, ConversionReport, apply_conversion, apply_full_conversion,
    apply_partial_conversion,
};
pub use lowering::{erased, replaced};
pub use pattern::{
    Adaptor, ConversionFn, ConversionPattern, ConversionPatternSet, FnConversionPattern,
    FrozenConversionPatterns, StatefulConversionFn, StatefulConversionPattern,
};
pub use reconcile::{RECONCILE_UNREALIZED_CASTS, reconcile_unrealized_casts};
pub use rewriter::ConversionRewriter;
pub use structural::{
    FunctionSignatureConversion, OpTypeConversion, populate_structural_type_conversions,
};
pub use target::{ConversionTarget, LegalOp, LegalityFn};
pub use type_converter::{
    Conversion, Materialization, MaterializationFn, MaterializationKind, SignatureConversion,
    TypeConverter, function_type_of,
};

use crate::pass::PassRegistry;

/// Registers `reconcile-unrealized-casts`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&RECONCILE_UNREALIZED_CASTS);
}

#[cfg(test)]
mod rollback_tests;
#[cfg(test)]
mod tests;
