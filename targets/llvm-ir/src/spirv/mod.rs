//! The SPIR-V flavour: an `hlsl`-dialect module (what `--convert-hlsl-to-spirv`
//! takes) as the LLVM 22 IR clang 22 emits for HLSL on Vulkan and LLVM's
//! SPIR-V backend compiles (`llc -mtriple=spirv1.6-unknown-vulkan1.3-compute`;
//! wg-hlsl proposals 0018 and 0023,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0018-spirv-resource-representation.md>,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0023-typed-buffer-counters.md>).
//!
//! - Triple `spirv1.6-unknown-vulkan1.3-compute` (`-library` without an
//!   entry point) or, for a module whose `#spirv.target_env` asks for SPIR-V
//!   1.5, `spirv1.5-unknown-vulkan1.2-*`: LLVM 22 has no Vulkan target below
//!   SPIR-V 1.5. The data layout is clang's ([`data_layout::DATA_LAYOUT`]).
//! - Handle types are `target("spirv.*")` types ([`types`]); the ops are
//!   calls of the `llvm.spv.resource.*` intrinsics and loads and stores
//!   through the pointers `llvm.spv.resource.getpointer` returns ([`ops`],
//!   [`access`], [`cbuffer`]), `atomicrmw`s on them ([`atomic`]), wave,
//!   barrier and derivative intrinsics ([`wave`], with the convergence
//!   tokens of the functions [`convergence`] finds), and `groupshared`
//!   memory as `addrspace(3)` globals ([`memory`]). What LLVM 22 cannot
//!   express is a located error ([`unsupported`]).
//! - Descriptor sets and bindings are those of `--convert-hlsl-to-spirv`:
//!   its resource collection (`hlsl_to_spirv::resources::collect`) resolves
//!   the implicit bindings after every explicit one, in `order_id` order,
//!   and the handles are `handlefrombinding` calls with the numbers it
//!   assigned. With [`SpirvOptions::implicit_bindings`] the implicit ones
//!   stay `handlefromimplicitbinding` calls, as clang emits them, and LLVM's
//!   backend assigns their bindings.

pub(crate) mod access;
mod atomic;
pub(crate) mod cbuffer;
mod convergence;
pub mod data_layout;
mod memory;
mod ops;
pub(crate) mod types;
mod unsupported;
mod wave;

use dialect_spirv::availability::Version;
use hlsl_to_spirv::resources::{ResourceTable, collect};
use hlsl_to_spirv::settings::{Settings, TARGET_ENV_ATTR};
use rustc_hash::{FxHashMap, FxHashSet};
use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type};
use shader_mlir::pass::PassOptions;

use crate::text::{Module, Ty};
use types::Resource;

/// Options of the SPIR-V export.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpirvOptions {
    /// Keep implicit bindings as `handlefromimplicitbinding` /
    /// `counterhandlefromimplicitbinding` calls (clang's form) rather than
    /// the bindings `--convert-hlsl-to-spirv` assigns.
    pub implicit_bindings: bool,
}

/// The SPIR-V flavour's state: the target, the module's resources and the
/// cbuffer globals made so far.
pub(crate) struct SpirvTarget {
    pub settings: Settings,
    pub table: ResourceTable,
    pub options: SpirvOptions,
    resources: FxHashMap<Type, Result<(Ty, Resource), String>>,
    pub cbuffers: FxHashMap<usize, cbuffer::CBufferGlobals>,
    /// The functions whose convergent calls carry convergence tokens.
    convergent: FxHashSet<String>,
}

impl SpirvTarget {
    /// The LLVM type and access kind of a handle type (`None` for other
    /// types), or why it has none.
    pub fn resource(
        &mut self,
        module: &mut Module,
        ctx: &Context,
        ty: Type,
    ) -> Option<Result<(Ty, Resource), String>> {
        if let Some(known) = self.resources.get(&ty) {
            return Some(known.clone());
        }
        let lowered = types::resource(module, ctx, &self.settings, ty)?;
        self.resources.insert(ty, lowered.clone());
        Some(lowered)
    }
}

/// The settings of the export: the module's `#spirv.target_env` when it has
/// one, else Vulkan 1.3 (LLVM's default Vulkan target).
fn settings(ir: &Ir, module: OpId) -> Result<Settings, Diagnostic> {
    if ir.attr(module, TARGET_ENV_ATTR).is_some() {
        Settings::resolve(&PassOptions::default(), ir, module)
    } else {
        Ok(Settings::for_preset(
            dialect_spirv::target_env::VulkanPreset::Vulkan1_3,
        ))
    }
}

/// The triple's `spirvX.Y-unknown-vulkanA.B` part for a SPIR-V version.
fn triple_prefix(version: Version) -> Option<&'static str> {
    match version {
        Version::V1_5 => Some("spirv1.5-unknown-vulkan1.2"),
        Version::V1_6 => Some("spirv1.6-unknown-vulkan1.3"),
        _ => None,
    }
}

/// Exports `module` (a `builtin.module` of `hlsl` ops in `func.func`
/// bodies) for LLVM's SPIR-V backend.
pub fn export(ir: &Ir, module_op: OpId, options: &SpirvOptions) -> Result<String, Vec<Diagnostic>> {
    let settings = settings(ir, module_op).map_err(|d| vec![d])?;
    let Some(prefix) = triple_prefix(settings.env.version()) else {
        return Err(vec![ir.op_error(
            module_op,
            format!(
                "target environment {} has no LLVM 22 triple: LLVM 22's SPIR-V backend targets Vulkan with SPIR-V 1.5 (vulkan1.2) and 1.6 (vulkan1.3) only",
                settings.env_name
            ),
        )]);
    };
    let table = collect(ir, module_op, &settings)?;
    let stage = if crate::has_entry_point(ir, module_op) {
        "compute"
    } else {
        "library"
    };
    let mut module = Module::new(data_layout::DATA_LAYOUT, format!("{prefix}-{stage}"));
    let mut target = SpirvTarget {
        settings,
        table,
        options: options.clone(),
        resources: FxHashMap::default(),
        cbuffers: FxHashMap::default(),
        convergent: convergence::convergent_functions(ir, module_op),
    };
    crate::body::export_functions(ir, module_op, &mut module, &mut target)?;
    cbuffer::finish(&mut module, &target);
    Ok(module.print())
}

impl crate::body::Target for SpirvTarget {
    const NAME: &'static str = "SPIR-V";

    fn resource_type(&mut self, module: &mut Module, ctx: &Context, ty: Type) -> Option<Ty> {
        self.resource(module, ctx, ty)?.ok().map(|(ty, _)| ty)
    }

    fn unsupported_reason(&self, _ctx: &Context, ty: Type) -> Option<String> {
        self.resources.get(&ty)?.as_ref().err().cloned()
    }

    fn rules() -> Vec<crate::body::OpRule<Self>> {
        let tables = [ops::rules, wave::rules, atomic::rules, memory::rules];
        let mut rules: Vec<_> = tables.into_iter().flat_map(|rules| rules()).collect();
        rules.push(unsupported::rule());
        rules
    }

    fn call_conv(&self) -> Option<&'static str> {
        Some("spir_func")
    }

    fn is_convergent(&self, function: &str) -> bool {
        self.convergent.contains(function)
    }

    fn module_op(
        &mut self,
        ir: &Ir,
        op: OpId,
        module: &mut Module,
    ) -> Option<Result<(), Diagnostic>> {
        memory::global(ir, op, module, self)
    }
}
