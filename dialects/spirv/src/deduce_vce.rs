//! The deduction of a `spirv.module`'s minimal `(version, capabilities,
//! extensions)` triple: the one walk that `spirv-update-vce`, the serializer
//! (`hlsl-translate --spirv-deduce-vce`, for a module without
//! `requires #spirv.vce<...>`) and the hlsl lowering share.
//!
//! It is MLIR 22's `UpdateVCEPass.cpp`
//! (<https://mlir.llvm.org/docs/Passes/#-spirv-update-vce>): ops are visited
//! in post-order, the module last, each op's own requirements
//! ([`op_requirements`]) before those of its operand and result types, a
//! global variable's type and a function's signature ([`type_requirements`]);
//! the algorithm over those requirements is [`VceDeducer`]. The capabilities
//! recorded (and those they imply) then raise the version where they need a
//! later one, which the target must allow.
//!
//! Two callers count more than the ops show ([`VceQuery`]): the hlsl lowering
//! adds what its resources need ([`VceQuery::extra`]), and the serializer what
//! the binary will hold besides the ops' instructions and value types
//! ([`VceQuery::binary`]): the decorations attributes stand for, the types of
//! specialization constants, and the extensions the chosen capabilities need.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, OpId, Type, TypeKind};

use crate::availability::{GrammarEnum, Requirements, VceDeducer};
use crate::op_availability::{op_requirements, type_requirements};
use crate::ops::structure::{GlobalVariableOp, SpecConstantCompositeOp};
use crate::target_env::{TargetEnv, Vce};

/// What a deduction runs against and counts.
#[derive(Clone, Copy, Debug)]
pub struct VceQuery<'a> {
    /// The target the triple must fit.
    pub env: &'a TargetEnv,
    /// Requirements no op or type of the module shows, each with what has it
    /// (named when the target cannot meet it); visited after the ops.
    pub extra: &'a [(String, Requirements)],
    /// Whether to count what the serialized binary holds beyond the ops and
    /// their value types (see the module documentation).
    pub binary: bool,
}

impl<'a> VceQuery<'a> {
    /// `spirv-update-vce`'s query: the ops of the module against `env`.
    pub fn new(env: &'a TargetEnv) -> Self {
        VceQuery {
            env,
            extra: &[],
            binary: false,
        }
    }
}

/// The minimal triple of `module` (a `spirv.module`) for `query`, or the
/// diagnostic of the first requirement the target cannot meet.
pub fn deduce_vce(ir: &Ir, module: OpId, query: &VceQuery<'_>) -> Result<Vce, Diagnostic> {
    let mut ops = Vec::new();
    ir.walk_post_order(module, |op| ops.push(op));
    ops.push(module);
    let mut deducer = VceDeducer::new(query.env);
    let mut types = Vec::new();
    for op in ops {
        let op_error = |message: String| ir.op_error(op, message);
        let requirements = op_requirements(ir, op).map_err(|e| op_error(e.to_string()))?;
        types.clear();
        for ty in value_types(ir, op, query.binary) {
            types.push(type_requirements(ir.ctx(), ty).map_err(|e| op_error(e.to_string()))?);
        }
        if query.binary {
            types.extend(decoration_requirements(ir, op));
        }
        deducer
            .visit_op(ir.op_name_str(op), &requirements, &types)
            .map_err(|e| ir.error_at(ir.op_loc(op), e.to_string()))?;
    }
    for (what, requirements) in query.extra {
        deducer
            .visit_op(what, requirements, &[])
            .map_err(|e| ir.error_at(ir.op_loc(module), e.to_string()))?;
    }

    let mut vce = deducer.finish();
    let allowed = query.env.version();
    for capability in vce.capabilities.clone() {
        let Some(availability) = capability.availability() else {
            continue;
        };
        vce.version = vce.version.max(availability.min_version);
        if vce.version > allowed {
            let message = format!(
                "Capability '{}' requires min version {} but target environment allows up to {allowed}",
                capability.mlir_name(),
                vce.version
            );
            return Err(ir.error_at(ir.op_loc(module), message));
        }
        // A binary declares the extension a capability needs unless the
        // version has the capability in core.
        let in_core = availability
            .core_since
            .is_some_and(|core| core <= vce.version);
        if query.binary
            && !in_core
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

/// What the decorations named by `op`'s attributes need: a global
/// variable's or function's attributes, another op's discardable ones (its
/// properties are operands, e.g. a load's `alignment`), as the serializer
/// reads them.
fn decoration_requirements(ir: &Ir, op: OpId) -> Vec<Requirements> {
    let ctx = ir.ctx();
    let mut out = Vec::new();
    let attrs = if GlobalVariableOp::isa(ir, op) || crate::ops::structure::FuncOp::isa(ir, op) {
        crate::ops::asm::printed_attrs(ir, op)
    } else {
        std::borrow::Cow::Borrowed(ir.attrs(op))
    };
    for &attr in attrs.iter() {
        let Some(decoration) = crate::target::decorations::from_attr_name(ctx.str(attr.name))
        else {
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

/// The types whose requirements an op carries: its operands' and results', a
/// global variable's type, a function's argument and result types; for a
/// binary also a specialization constant's type.
fn value_types(ir: &Ir, op: OpId, binary: bool) -> Vec<Type> {
    let ctx = ir.ctx();
    let mut types: Vec<Type> = ir.operand_types(op).chain(ir.result_types(op)).collect();
    let type_prop = |name: &str| match ir.attr_or_prop(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(ty)) => Some(*ty),
        _ => None,
    };
    let typed_global =
        GlobalVariableOp::isa(ir, op) || (binary && SpecConstantCompositeOp::isa(ir, op));
    if typed_global && let Some(ty) = type_prop("type") {
        types.push(ty);
    }
    if binary
        && let Some(value) = ir.attr_or_prop(op, "default_value")
        && let AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } = ctx.attr_kind(value)
    {
        types.push(*ty);
    }
    let is_function_like = ir
        .op_def(op)
        .is_some_and(|d| d.properties.contains(&"function_type"));
    if is_function_like
        && let Some(ty) = type_prop("function_type")
        && let TypeKind::Function { inputs, results } = ctx.type_kind(ty)
    {
        types.extend(inputs.iter().chain(results.iter()));
    }
    types
}
