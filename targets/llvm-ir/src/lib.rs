//! The exit to LLVM IR: modules as the LLVM 22 textual IR
//! (<https://llvm.org/docs/LangRef.html>) that clang 22 emits for HLSL
//! (docs/llvm-ir-export.md).
//!
//! [`dx`] exports a module in the `dx` dialect (what `--convert-hlsl-to-dx`
//! produces) for LLVM's DirectX backend: `target("dx.*")` types and
//! `llvm.dx.*` intrinsics
//! (<https://llvm.org/docs/DirectX/DXILResources.html>). [`spirv`] exports
//! an `hlsl` module (what `--convert-hlsl-to-spirv` takes) for LLVM's SPIR-V
//! backend: `target("spirv.*")` types and `llvm.spv.*` intrinsics, with the
//! bindings `--convert-hlsl-to-spirv` assigns. The flavour-neutral
//! part ([`body`]) exports the bodies around the resources:
//! `arith`, `vector`, `func` and structured control flow (`scf`, as
//! branches and phis). Every op is exported by a row of an op table; an op
//! with no LLVM form is a located error, and nothing is returned unless the
//! whole module exported.

pub(crate) mod body;
pub mod dx;
pub(crate) mod layout;
pub mod spirv;
pub(crate) mod system_values;
pub mod text;

use shader_mlir::ir::{Ir, OpId};

pub use dx::DxOptions;
pub use spirv::SpirvOptions;

/// Whether `module` holds a compute entry point.
pub(crate) fn has_entry_point(ir: &Ir, module: OpId) -> bool {
    let mut found = false;
    ir.walk(module, |op| {
        found |= dialect_hlsl::entry_point::is_compute_entry_point(ir, op);
    });
    found
}
