//! Passes that exist to test the framework from lit, like MLIR's `test-*` passes
//! (<https://github.com/llvm/llvm-project/tree/main/mlir/test/lib>). They work on
//! ops of unregistered dialects (`my.*`, `toy.*`), so their tests run with
//! `--allow-unregistered-dialect`.
//!
//! - [`TEST_GREEDY_PATTERNS`] (`test-greedy-patterns`): the greedy driver with a
//!   handful of patterns exercising creation, replacement, inlining, benefits and
//!   non-convergence;
//! - [`TEST_TOY_CONVERSION`] (`test-toy-conversion`): a dialect conversion of a toy
//!   type system to builtin types and `arith`, across function boundaries;
//! - [`TEST_PASS_FAILURE`] (`test-pass-failure`): a pass that always fails.
//!
//! [`fixture`] holds what unit tests of dialects and passes share to build IR;
//! [`rejects`] runs tables of inputs a parser must reject.

mod failure;
pub mod fixture;
mod greedy;
pub mod rejects;
pub(crate) mod toy_conversion;

pub use failure::TEST_PASS_FAILURE;
pub use greedy::TEST_GREEDY_PATTERNS;
pub use toy_conversion::TEST_TOY_CONVERSION;

use crate::pass::PassRegistry;

/// Registers the test passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&TEST_GREEDY_PATTERNS);
    registry.register(&TEST_TOY_CONVERSION);
    registry.register(&TEST_PASS_FAILURE);
}
