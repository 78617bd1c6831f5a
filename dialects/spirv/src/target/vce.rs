//! The `(version, capabilities, extensions)` triple a module without
//! `requires #spirv.vce<...>` is serialized with when asked to deduce it
//! (`hlsl-translate --spirv-deduce-vce`): what `spirv-update-vce` deduces
//! against a target that allows everything, so the lowest version and the
//! first listed capability and extension each op can use. Beyond that pass,
//! the deduction also counts what the binary will hold besides the ops'
//! instructions and value types: the decorations attributes stand for, the
//! types of specialization constants, and the extensions the chosen
//! capabilities need.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, OpId, Type, TypeKind};

use crate::availability::{Extension, GrammarEnum, Requirements, VceDeducer, Version};
use crate::op_availability::{op_requirements, type_requirements};
use crate::target_env::{TargetEnv, Vce};

/// The minimal triple of `module`'s ops against an unrestricted target.
pub fn deduce_vce(ir: &Ir, module: OpId) -> Result<Vce, Diagnostic> {
    let env = TargetEnv::new(Vce::new(
        Version::LATEST,
        spirv::Capability::all().iter().copied(),
        Extension::ALL.iter().copied(),
    ));
    let mut ops = Vec::new();
    ir.walk_post_order(module, |op| ops.push(op));
    ops.push(module);
    let mut deducer = VceDeducer::new(&env);
    let mut types = Vec::new();
    for op in ops {
        let requirements = op_requirements(ir, op).map_err(|e| ir.op_error(op, e.to_string()))?;
        types.clear();
        for ty in value_types(ir, op) {
            types
                .push(type_requirements(ir.ctx(), ty).map_err(|e| ir.op_error(op, e.to_string()))?);
        }
        types.extend(decoration_requirements(ir, op));
        deducer
            .visit_op(ir.op_name_str(op), &requirements, &types)
            .map_err(|e| ir.error_at(ir.op_loc(op), e.to_string()))?;
    }
    let mut vce = deducer.finish();
    for capability in vce.capabilities.clone() {
        let Some(availability) = capability.availability() else {
            continue;
        };
        vce.version = vce.version.max(availability.min_version);
        let in_core = availability
            .core_since
            .is_some_and(|core| core <= vce.version);
        if !in_core
            && !availability.extensions.is_empty()
            && !availability
                .extensions
                .iter()
                .any(|e| vce.extensions.contains(e))
        {
            vce.add_extension(availability.extensions[0]);
        }
    }
    Ok(vce)
}

/// What the decorations named by `op`'s attributes need.
fn decoration_requirements(ir: &Ir, op: OpId) -> Vec<Requirements> {
    let ctx = ir.ctx();
    let mut out = Vec::new();
    for attr in crate::ops::asm::all_attrs(ir, op) {
        let Some(decoration) = super::decorations::from_attr_name(ctx.str(attr.name)) else {
            continue;
        };
        if let Ok(requirements) = decoration.requirements() {
            out.push(requirements);
        }
        if decoration == spirv::Decoration::BuiltIn
            && let AttrKind::String { value, .. } = ctx.attr_kind(attr.value)
            && let Some(builtin) = std::str::from_utf8(value)
                .ok()
                .and_then(spirv::BuiltIn::from_mlir_name)
            && let Ok(requirements) = builtin.requirements()
        {
            out.push(requirements);
        }
    }
    out
}

/// The types whose requirements an op carries (as `spirv-update-vce`): its
/// operands' and results', a global variable's type, a function's signature.
fn value_types(ir: &Ir, op: OpId) -> Vec<Type> {
    let ctx = ir.ctx();
    let mut types: Vec<Type> = ir.operand_types(op).chain(ir.result_types(op)).collect();
    let type_prop = |name: &str| match ir.attr_or_prop(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(ty)) => Some(*ty),
        _ => None,
    };
    if (ir.op_is(op, "spirv.GlobalVariable") || ir.op_is(op, "spirv.SpecConstantComposite"))
        && let Some(ty) = type_prop("type")
    {
        types.push(ty);
    }
    if let Some(value) = ir.attr_or_prop(op, "default_value")
        && let AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } = ctx.attr_kind(value)
    {
        types.push(*ty);
    }
    if let Some(ty) = type_prop("function_type")
        && let TypeKind::Function { inputs, results } = ctx.type_kind(ty)
    {
        types.extend(inputs.iter().chain(results.iter()));
    }
    types
}
