//! `--convert-hlsl-to-spirv`: lowers HLSL resources and the compute kernels
//! that use them into one `spirv.module` (docs/lowering-hlsl-to-spirv.md;
//! wg-hlsl proposals 0015 and 0023; MLIR's SPIR-V conversions,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#conversions>).
//!
//! ```text
//! hlsl-opt --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=relaxed" kernel.mlir
//! ```
//!
//! The pass runs on a `builtin.module`:
//!
//! 1. [`settings`]: the target environment (`target-env=` preset, else the
//!    module's `spirv.target_env`, else Vulkan 1.0), the buffer layout and the
//!    counter decoration;
//! 2. [`resources`]: every resource the handle ops name, lowered to its
//!    SPIR-V type ([`resource_types`]) and checked against the target, with
//!    bindings ([`bindings`]), counters, descriptor heaps and built-ins;
//!    [`precheck`]: every value's type and format-less image accesses;
//! 3. [`assemble`]: a `spirv.module Logical GLSL450` receives the module's
//!    functions and one `spirv.GlobalVariable` per resource;
//! 4. a full dialect conversion of that module with the `hlsl` patterns
//!    ([`patterns`]) and those of the upstream conversions it composes
//!    (`func-to-spirv`, `arith-to-spirv`, `math-to-spirv` with its GLSL.std.450
//!    extensions, `vector-to-spirv`, `scf-to-spirv`),
//!    typed by the [`type_converter`]; then each `spirv.Kill` (a discard
//!    on a target without demote) ends its block ([`kill`]);
//! 5. the minimal `requires #spirv.vce<...>` ([`deduce_vce`], the deduction of
//!    `spirv-update-vce`, plus what the resources need, without the extensions
//!    the version has in core), then the `spirv.EntryPoint` /
//!    `spirv.ExecutionMode "LocalSize"` of each compute entry point, with the
//!    interface that SPIR-V version requires.
//!
//! Nothing changes when the checks of step 2 fail; each problem is a
//! diagnostic at the op it concerns.

pub mod assemble;
pub mod bindings;
pub mod kill;
pub mod memory;
pub mod method_requirements;
pub mod patterns;
pub mod precheck;
pub mod resource_types;
pub mod resources;
pub mod settings;
pub mod shader_requirements;
pub mod stage_io;
pub mod system_values;
pub mod type_converter;
pub mod vulkan_inputs;

use std::sync::Arc;

use arith_to_spirv::populate_arith_to_spirv_patterns;
use dialect_func::FuncOp;
use dialect_spirv::deduce_vce::{VceQuery, deduce_vce};
use dialect_spirv::ops::structure::{EntryPointOp, ExecutionModeOp};
use func_to_spirv::populate_func_to_spirv_patterns;
use math_to_spirv::populate_math_to_spirv_extended_patterns;
use scf_to_spirv::populate_scf_to_spirv_patterns;
use shader_mlir::builtin::ModuleOp;
use shader_mlir::conversion::{
    ConversionPatternSet, ConversionTarget, FrozenConversionPatterns, apply_full_conversion,
};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::fn_pass;
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::{PassContext, PassOptions, PassRegistry, PassResult};
use spirv_conversion::SpirvTypeConverter;
use vector_to_spirv::populate_vector_to_spirv_patterns;

pub use patterns::{Lowering, populate_hlsl_to_spirv_patterns};
pub use settings::Settings;

fn_pass! {
    pub static CONVERT_HLSL_TO_SPIRV = run {
        argument: "convert-hlsl-to-spirv", name: "ConvertHLSLToSPIRV",
        anchor: Some(ModuleOp::NAME),
        options: &settings::OPTIONS,
        summary: "Lower hlsl resources and compute kernels (func, arith, scf, vector) into a spirv.module",
    }
}

/// Registers `convert-hlsl-to-spirv`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&CONVERT_HLSL_TO_SPIRV);
}

fn run(cx: &mut PassContext<'_>, options: &PassOptions, op: OpId) -> PassResult {
    let result = lower_module(cx.ir, op, options);
    cx.fail_with(result)
}

/// A check of what a module needs from the target: the (reason,
/// requirements) pairs it adds, or the errors of what the target cannot do.
type RequirementCheck =
    fn(
        &Ir,
        OpId,
        &Settings,
    ) -> Result<Vec<(String, dialect_spirv::availability::Requirements)>, Vec<Diagnostic>>;

/// The requirement checks, in the order their errors are reported.
const REQUIREMENT_CHECKS: [RequirementCheck; 4] = [
    precheck::check,
    method_requirements::check,
    shader_requirements::check,
    memory::check,
];

/// Lowers `module` (a `builtin.module`) with `options`; returns the created
/// `spirv.module`, or `None` (changing nothing) when `module` holds neither
/// functions nor `hlsl` ops.
pub fn lower_module(
    ir: &mut Ir,
    module: OpId,
    options: &PassOptions,
) -> Result<Option<OpId>, Vec<Diagnostic>> {
    let settings = Settings::resolve(options, ir, module).map_err(|d| vec![d])?;
    if !has_work(ir, module) {
        return Ok(None);
    }
    let mut table = resources::collect(ir, module, &settings)?;
    memory::add_globals(ir, module, &settings, &mut table)?;
    vulkan_inputs::add(ir, module, &settings, &mut table)?;
    for check in REQUIREMENT_CHECKS {
        table.requirements.extend(check(ir, module, &settings)?);
    }
    let spirv_module = assemble::create_module(ir, module, &table)
        .ok_or_else(|| vec![ir.op_error(module, "expected a module with a body")])?;
    vulkan_inputs::declare_spec_constants(ir, spirv_module, &table);

    let settings = Arc::new(settings);
    let converter = Arc::new(type_converter::type_converter(settings.clone()));
    let lowering = Arc::new(Lowering {
        settings: settings.clone(),
        table,
        converter: converter.clone(),
    });
    let mut patterns = ConversionPatternSet::new();
    populate_hlsl_to_spirv_patterns(&lowering, &mut patterns);
    let upstream =
        SpirvTypeConverter::with_types(converter.clone(), Arc::new(settings.env.clone()));
    populate_func_to_spirv_patterns(&upstream, &mut patterns);
    populate_arith_to_spirv_patterns(&upstream, &mut patterns);
    populate_math_to_spirv_extended_patterns(&upstream, &mut patterns);
    populate_vector_to_spirv_patterns(&upstream, &mut patterns);
    populate_scf_to_spirv_patterns(&upstream, &mut patterns);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect(dialect_spirv::DIALECT.name);
    let frozen = FrozenConversionPatterns::new(ir.ctx(), patterns);
    apply_full_conversion(ir, spirv_module, &target, &frozen)?;
    kill::end_blocks_at_kills(ir, spirv_module)?;
    erase_memory_globals(ir, module);

    let table = &lowering.table;
    assemble::add_entry_points(
        ir,
        spirv_module,
        table,
        dialect_spirv::availability::Version::V1_0,
        settings.maximal_reconvergence,
    );
    let query = VceQuery {
        extra: &table.requirements,
        ..VceQuery::new(&settings.env)
    };
    let mut vce = deduce_vce(ir, spirv_module, &query).map_err(|d| vec![d])?;
    vce.drop_core_extensions();
    if vce.version >= dialect_spirv::availability::Version::V1_4 {
        remove_entry_points(ir, spirv_module);
        assemble::add_entry_points(
            ir,
            spirv_module,
            table,
            vce.version,
            settings.maximal_reconvergence,
        );
    }
    assemble::set_vce(ir, spirv_module, vce);
    Ok(Some(spirv_module))
}

/// Whether `module` holds a function or an `hlsl` op to lower.
fn has_work(ir: &Ir, module: OpId) -> bool {
    let mut found = false;
    ir.walk(module, |op| {
        found |= FuncOp::isa(ir, op) || resources::is_hlsl_op(ir, op);
    });
    found
}

/// Drops the `memref.global`s of `module`: they became the variables of the
/// `spirv.module` (or tables copied where they are used).
fn erase_memory_globals(ir: &mut Ir, module: OpId) {
    let Some(body) = ir.regions(module).first().and_then(|&r| ir.entry_block(r)) else {
        return;
    };
    let globals: Vec<OpId> = ir
        .block_ops(body)
        .filter(|&op| dialect_memref::GlobalOp::isa(ir, op))
        .collect();
    for op in globals {
        ir.erase_op(op);
    }
}

/// Drops the entry point ops of `spirv_module`, to add them again with
/// another interface.
fn remove_entry_points(ir: &mut Ir, spirv_module: OpId) {
    let Some(block) = crate::assemble::body(ir, spirv_module) else {
        return;
    };
    let ops: Vec<OpId> = ir
        .block_ops(block)
        .filter(|&op| EntryPointOp::isa(ir, op) || ExecutionModeOp::isa(ir, op))
        .collect();
    for op in ops {
        ir.erase_op(op);
    }
}
