//! Random MLIR text for testing the parser and printer: valid modules in the
//! generic form ([`Generator`]), covering every builtin type and attribute the
//! parser knows, and mutations of them ([`mutate`]). The `textgen-diff` binary
//! compares `hlsl-opt` with `mlir-opt-22` on both; the fuzz targets (`fuzz/`)
//! and the test suite use the same generator with fixed seeds, and the
//! in-process checks of [`check`].

mod affine;
pub mod check;
pub mod diff;
mod generate;
mod mutate;
mod rng;

pub use generate::{Generator, Options};
pub use mutate::mutate;
pub use rng::Rng;

/// The module of seed `seed` with the default options.
pub fn module(seed: u64) -> String {
    Generator::new(seed, Options::default()).module()
}
