//! What follows the front end: the generated `hlsl`-dialect module is
//! verified, then printed (`-fcgl`, or without `-spirv`), or lowered with the
//! project's pipeline (`-O1`..`-O3`: `canonicalize` and `cse` first; then
//! `convert-hlsl-to-spirv`) and serialized to a SPIR-V binary
//! (docs/lowering-hlsl-to-spirv.md).
//!
//! The SPIR-V target is the `-fspv-target-env` Vulkan version (Vulkan 1.0
//! by default, as DXC's) with, as DXC does, every optional capability a
//! shader may declare (64- and 16-bit types and storage, 64-bit atomics,
//! format-less storage images, descriptor indexing, the subgroup
//! operations): the module declares only what it uses (its
//! `requires #spirv.vce<...>` is deduced), and whether the device has it is
//! the application's to check, as with DXC's output.

use std::sync::Arc;

use dialect_spirv::attributes::{SpirvAttr, TargetEnvAttr};
use dialect_spirv::availability::Extension;
use dialect_spirv::target::{SerializeOptions, serialize};
use dialect_spirv::target_env::VulkanPreset;
use shader_mlir::Context;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::diagnostics::{Diagnostic, SourceMgr, render};
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::{OpPassManager, RunOptions};
use spirv::Capability;

/// The optional capabilities a compiled shader may declare.
const OPTIONAL_CAPABILITIES: &[Capability] = &[
    Capability::Int64,
    Capability::Float64,
    Capability::Int16,
    Capability::Float16,
    Capability::Int8,
    Capability::StorageBuffer16BitAccess,
    Capability::UniformAndStorageBuffer16BitAccess,
    Capability::StoragePushConstant16,
    Capability::StorageBuffer8BitAccess,
    Capability::Int64Atomics,
    Capability::StorageImageReadWithoutFormat,
    Capability::StorageImageWriteWithoutFormat,
    Capability::StorageImageMultisample,
    Capability::ImageMSArray,
    Capability::SampledCubeArray,
    Capability::ImageCubeArray,
    Capability::ImageQuery,
    Capability::RuntimeDescriptorArray,
    Capability::ShaderNonUniform,
    Capability::StorageBufferArrayNonUniformIndexing,
    Capability::SampledImageArrayNonUniformIndexing,
    Capability::StorageImageArrayNonUniformIndexing,
    Capability::UniformBufferArrayNonUniformIndexing,
    Capability::GroupNonUniform,
    Capability::GroupNonUniformVote,
    Capability::GroupNonUniformArithmetic,
    Capability::GroupNonUniformBallot,
    Capability::GroupNonUniformShuffle,
    Capability::GroupNonUniformQuad,
];

/// Extensions those capabilities need before the SPIR-V version that has
/// them in core.
const OPTIONAL_EXTENSIONS: &[Extension] = &[
    Extension::SPV_KHR_16bit_storage,
    Extension::SPV_KHR_8bit_storage,
    Extension::SPV_KHR_storage_buffer_storage_class,
    Extension::SPV_EXT_descriptor_indexing,
    Extension::SPV_KHR_maximal_reconvergence,
];

/// What the back end was asked for.
pub struct Request<'a> {
    /// `-fspv-target-env`, DXC's spelling (`vulkan1.3`); Vulkan 1.0 when absent.
    pub target_env: Option<&'a str>,
    /// `-O` level (`-Od` is 0).
    pub opt_level: u8,
    /// The `layout=` option of the lowering (`gl`, `scalar`, `dx`), if asked for.
    pub layout: Option<&'a str>,
    /// The lowering's `maximal-reconvergence` option.
    pub maximal_reconvergence: bool,
}

/// The `#spirv.target_env` of a request.
fn target_env(ctx: &Context, name: Option<&str>) -> Result<shader_mlir::ir::Attribute, String> {
    let preset: VulkanPreset = name
        .unwrap_or("vulkan1.0")
        .parse()
        .map_err(|e| format!("{e}"))?;
    let mut env = preset.target_env();
    let mut vce = env.vce().clone();
    for &cap in OPTIONAL_CAPABILITIES {
        vce.add_capability(cap);
    }
    for &ext in OPTIONAL_EXTENSIONS {
        vce.add_extension(ext);
    }
    env = dialect_spirv::target_env::TargetEnv::new(vce)
        .with_client_api(env.client_api())
        .with_resource_limits(env.resource_limits().clone());
    Ok(SpirvAttr::TargetEnv(TargetEnvAttr::from(&env)).intern(ctx))
}

/// Renders IR diagnostics (located in the HLSL source) as clang-style text.
pub fn render_diagnostics(sources: &SourceMgr, diags: &[Diagnostic]) -> String {
    diags.iter().map(|d| render(sources, d)).collect()
}

/// The module's text in MLIR's custom form.
pub fn print_module(ir: &Ir, module: OpId) -> String {
    let mut s = print_op(ir, module, &PrintOptions::default());
    s.push('\n');
    s
}

/// Lowers `module` to SPIR-V: returns the `spirv` module's text and its
/// binary.
pub fn lower_to_spirv(
    ir: &mut Ir,
    module: OpId,
    req: &Request<'_>,
) -> Result<(String, Vec<u8>), Vec<Diagnostic>> {
    let ctx: Arc<Context> = ir.ctx_arc().clone();
    let env = target_env(&ctx, req.target_env).map_err(|e| {
        vec![Diagnostic::error(
            shader_mlir::diagnostics::DiagLocation::Unknown,
            e,
        )]
    })?;
    ir.set_attr(module, "spirv.target_env", env);
    let registry = shader_registry::passes();
    let mut pm = OpPassManager::new("builtin.module");
    pm.set_threading(false);
    let mut names = Vec::new();
    if req.opt_level > 0 {
        names.extend(["canonicalize", "cse"]);
    }
    names.push("convert-hlsl-to-spirv");
    for name in names {
        let info = registry.lookup(name).ok_or_else(|| {
            vec![Diagnostic::error(
                shader_mlir::diagnostics::DiagLocation::Unknown,
                format!("unknown pass '{name}'"),
            )]
        })?;
        let mut options = Vec::new();
        if name == "convert-hlsl-to-spirv" {
            if let Some(layout) = req.layout {
                options.push(format!("layout={layout}"));
            }
            if req.maximal_reconvergence {
                options.push("maximal-reconvergence=true".to_owned());
            }
        }
        let options = options.join(" ");
        let pass = info.instantiate(&options).map_err(|e| {
            vec![Diagnostic::error(
                shader_mlir::diagnostics::DiagLocation::Unknown,
                e,
            )]
        })?;
        pm.add_pass(pass);
    }
    let mut emitted = Vec::new();
    let mut run = RunOptions {
        verify_each: true,
        instrumentation: &mut (),
        timing: None,
    };
    if pm.run(ir, module, &mut run, &mut emitted).is_err() {
        if emitted.is_empty() {
            emitted.push(ir.op_error(module, "lowering to SPIR-V failed"));
        }
        return Err(emitted);
    }
    let spirv_module = ir
        .regions(module)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .and_then(|b| ir.block_ops(b).find(|&op| ir.op_is(op, "spirv.module")))
        .ok_or_else(|| vec![ir.op_error(module, "the lowering produced no 'spirv.module'")])?;
    let text = {
        let mut s = print_op(ir, spirv_module, &PrintOptions::default());
        s.push('\n');
        s
    };
    let words = serialize(ir, spirv_module, &SerializeOptions::default()).map_err(|d| vec![d])?;
    Ok((text, words.iter().flat_map(|w| w.to_le_bytes()).collect()))
}
