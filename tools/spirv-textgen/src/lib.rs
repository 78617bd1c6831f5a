//! Random valid `spirv.module`s in the custom syntax of MLIR's SPIR-V dialect
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/>), and the checks each must
//! pass ([`check`]): it parses and verifies, serializes to a binary that
//! `spirv-val` accepts, and serialize -> deserialize -> serialize gives the
//! same words. The generator ([`Generator`]) writes functions with
//! arithmetic, logical, bitwise, conversion, composite and memory ops,
//! structured control flow (`spirv.mlir.selection`, `spirv.mlir.loop`,
//! nested, selections returning early from the function), calls and
//! module-level variables. The test suite runs a fixed-seed
//! batch; the `spirv` fuzz target of `fuzz/` derives modules from its input.

pub mod check;
mod generate;

pub use generate::{Generator, Options};

/// The module of seed `seed` with the default options.
pub fn module(seed: u64) -> String {
    Generator::new(seed, Options::default()).module()
}
