//! Kernels of the resource methods, memory, wave and graphics lowerings run
//! on the Vulkan device (lavapipe by preference), each its own test: the
//! hlsl-dialect kernel of `tests/lit/conversion/hlsl-to-spirv/kernels/` goes
//! through `hlsl-opt --convert-hlsl-to-spirv="target-env=..."`,
//! `hlsl-translate --serialize-spirv` and `spirv-val`, runs, and what it
//! wrote is checked against values computed here. Each kernel file's
//! comment gives its HLSL source, resources and expected results.
//!
//! Resources are found by name (the `hlsl.handlefrombinding` name is the
//! `OpName` of the variable) through reflection of the compiled binary. A
//! missing tool or device skips, and fails under `CI=true` (the helpers are
//! the vulkan-runner tests', `crates/vulkan-runner/tests/common`).

#[path = "../../../crates/vulkan-runner/tests/common/mod.rs"]
mod common;

mod kernels {
    pub mod atomics;
    pub mod graphics;
    pub mod harness;
    pub mod memory;
    pub mod queries;
    pub mod textures;
    pub mod waves;
}
