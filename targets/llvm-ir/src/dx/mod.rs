//! The DirectX flavour: a `dx`-dialect module as the LLVM 22 IR clang 22
//! emits for HLSL and LLVM's DirectX backend reads
//! (<https://llvm.org/docs/DirectX/DXILResources.html>).
//!
//! - Triple `dxilv1.M-pc-shadermodel6.M-compute` (`-library` without an
//!   entry point) and DXIL's data layout.
//! - `!dx.*` types are `target("dx.*", ...)` types ([`types`]); the `dx`
//!   ops are calls of the `llvm.dx.resource.*` intrinsics they mirror, and
//!   `hlsl.system_value` (which `--convert-hlsl-to-dx` keeps) the
//!   `llvm.dx.thread.id` family ([`ops`]).
//! - Resource names are private string constants (`@.str`, `@.str.1`, ...)
//!   passed to the handle intrinsics, as clang passes them.
//! - The DXIL resource records and `annotateHandle` words that
//!   `--dx-resource-records` attaches are not written out: in LLVM 22 they
//!   are computed by LLVM's DirectX backend from the handle intrinsics
//!   (`DXILResourceAnalysis`, which `opt -passes='print<dxil-resources>'`
//!   prints, and `DXILOpLowering`), and the lit tests check that LLVM
//!   computes the same records.

mod methods;
mod ops;
mod types;

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId};

use crate::text::Module;

/// DXIL's data layout (LLVM's `DirectX` target data layout).
pub const DATA_LAYOUT: &str = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64";

/// Options of the DirectX export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DxOptions {
    /// The shader model's minor version (`6.M`); the DXIL version is `1.M`.
    pub shader_model_minor: u32,
}

impl Default for DxOptions {
    fn default() -> Self {
        DxOptions {
            shader_model_minor: 6,
        }
    }
}

/// The DirectX flavour's state.
pub(crate) struct DxTarget;

/// Exports `module` (a `builtin.module` of `dx` ops in `func.func` bodies).
pub fn export(ir: &Ir, module_op: OpId, options: &DxOptions) -> Result<String, Vec<Diagnostic>> {
    let minor = options.shader_model_minor;
    let stage = if crate::has_entry_point(ir, module_op) {
        "compute"
    } else {
        "library"
    };
    let mut module = Module::new(
        DATA_LAYOUT,
        format!("dxilv1.{minor}-pc-shadermodel6.{minor}-{stage}"),
    );
    let mut target = DxTarget;
    crate::body::export_functions(ir, module_op, &mut module, &mut target)?;
    Ok(module.print())
}

impl crate::body::Target for DxTarget {
    const NAME: &'static str = "DirectX";

    fn resource_type(
        &mut self,
        module: &mut Module,
        ctx: &shader_mlir::Context,
        ty: shader_mlir::ir::Type,
    ) -> Option<crate::text::Ty> {
        types::resource_type(module, ctx, ty)
    }

    fn unsupported_reason(
        &self,
        ctx: &shader_mlir::Context,
        ty: shader_mlir::ir::Type,
    ) -> Option<String> {
        types::unsupported_reason(ctx, ty).map(str::to_owned)
    }

    fn rules() -> Vec<crate::body::OpRule<Self>> {
        let mut rules = ops::rules();
        rules.extend(methods::rules());
        rules
    }
}
