//! The minimal `requires #spirv.vce<...>` of a lowered module:
//! `spirv-update-vce`'s deduction (MLIR's `UpdateVCEPass`, over every op's
//! own requirements and those of its types, in post-order) against the
//! lowering's target, plus what the resources need that no op or type shows
//! (image usage capabilities, runtime descriptor arrays, non-uniform
//! indexing, the `CounterBuffer` decoration), each recorded with what needs
//! it so that a failure names it.

use dialect_spirv::availability::{GrammarEnum, Requirements, VceDeducer};
use dialect_spirv::op_availability::{op_requirements, type_requirements};
use dialect_spirv::target_env::{TargetEnv, Vce};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, OpId, Type, TypeKind};

/// Deduces the triple of `spirv_module` for `env`, with `extra` requirements.
pub fn deduce(
    ir: &Ir,
    spirv_module: OpId,
    env: &TargetEnv,
    extra: &[(String, Requirements)],
) -> Result<Vce, Diagnostic> {
    let mut ops = Vec::new();
    ir.walk_post_order(spirv_module, |op| ops.push(op));
    ops.push(spirv_module);
    let mut deducer = VceDeducer::new(env);
    let mut types = Vec::new();
    for op in ops {
        let requirements = op_requirements(ir, op).map_err(|e| ir.op_error(op, e.to_string()))?;
        types.clear();
        for ty in value_types(ir, op) {
            types
                .push(type_requirements(ir.ctx(), ty).map_err(|e| ir.op_error(op, e.to_string()))?);
        }
        deducer
            .visit_op(ir.op_name_str(op), &requirements, &types)
            .map_err(|e| ir.error_at(ir.op_loc(op), e.to_string()))?;
    }
    for (what, requirements) in extra {
        deducer
            .visit_op(what, requirements, &[])
            .map_err(|e| ir.error_at(ir.op_loc(spirv_module), e.to_string()))?;
    }
    let mut vce = deducer.finish();
    // Implied capabilities may need a later version.
    for &capability in &vce.capabilities {
        if let Some(availability) = capability.availability() {
            vce.version = vce.version.max(availability.min_version);
        }
    }
    // Extensions the final version has in core are redundant.
    let version = vce.version;
    vce.extensions
        .retain(|extension| extension.core_version().is_none_or(|core| core > version));
    if vce.version > env.version() {
        return Err(ir.error_at(
            ir.op_loc(spirv_module),
            format!(
                "the module needs SPIR-V {} but the target environment allows up to {}",
                vce.version,
                env.version()
            ),
        ));
    }
    Ok(vce)
}

/// The types an op's requirements include: operands, results, a global
/// variable's pointer type, a function's signature.
fn value_types(ir: &Ir, op: OpId) -> Vec<Type> {
    let ctx = ir.ctx();
    let mut types: Vec<Type> = ir.operand_types(op).chain(ir.result_types(op)).collect();
    let type_prop = |name: &str| match ir.attr_or_prop(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(ty)) => Some(*ty),
        _ => None,
    };
    if ir.op_is(op, "spirv.GlobalVariable")
        && let Some(ty) = type_prop("type")
    {
        types.push(ty);
    }
    if ir.op_is(op, "spirv.func")
        && let Some(ty) = type_prop("function_type")
        && let TypeKind::Function { inputs, results } = ctx.type_kind(ty)
    {
        types.extend(inputs.iter().chain(results.iter()));
    }
    types
}
