//! The verifier ODS generates for a declaration, with MLIR's diagnostics in
//! MLIR's order:
//!
//! 1. properties that are not declared (`has no property 'x'`);
//! 2. declared properties present but not satisfying their constraint
//!    (`attribute 'x' failed to satisfy constraint: <summary>`), by name;
//! 3. the structural traits: region, result, successor and operand counts
//!    (`requires one result`, `expected 2 operands, but found 1`);
//! 4. missing required properties (`requires attribute 'x'`), by name, and
//!    the segment sizes of `AttrSizedOperandSegments` ops;
//! 5. the type constraint of each operand, then of each result; region
//!    constraints; successors;
//! 6. the `PredOpTrait`s (`AllTypesMatch`, `TypesMatchWith`, ...) in
//!    declaration order, then the native type traits
//!    (`SameOperandsAndResultType`, ...);
//! 7. the op's own `verify()`.
//!
//! Once the ops nested in its regions have verified, [`verify_regions`] runs
//! the region traits (`SingleBlockImplicitTerminator`: `expects regions to end
//! with 'scf.yield', found 'my.op'`), for ops that infer their result types
//! (`InferTypeOpInterface`, verified with regions) that the inferred types are
//! the result types, and then the op's own `verifyRegions()`.
//!
//! Mirrors `mlir/tools/mlir-tblgen/OpDefinitionsGen.cpp` and the trait
//! verifiers of `mlir/lib/IR/Operation.cpp`.

use crate::Context;
use crate::asm::printer::type_to_string;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, Type, TypeKind, Value};

use super::build::{operand_range, region_range, result_range};
use super::constraint::TypeConstraint;
use super::passed;
use super::property::{dense_int_array, property_type};
use super::spec::{
    Arity, Check, OPERAND_SEGMENT_SIZES, OpSpec, RESULT_SEGMENT_SIZES, TypeEq, ValueRef,
};

/// Runs every generated check of `spec` on `op`, then the op's own verifier.
///
/// Under a [`PassedSignatures`](super::passed::PassedSignatures) memo, an op
/// whose signature passed before runs only the checks that read the IR
/// beyond it, in their order: the first failure is the one the full run
/// would report, since every check skipped passes.
pub fn verify(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if !passed::active(ir) {
        return verify_all(spec, ir, op);
    }
    let Some(probe) = passed::Probe::of(spec, ir, op) else {
        return verify_all(spec, ir, op);
    };
    if passed::contains(&probe) {
        return verify_beyond_signature(spec, ir, op);
    }
    verify_all(spec, ir, op)?;
    passed::insert(&probe);
    Ok(())
}

/// The checks of [`verify_all`] that read more than the op's signature, in
/// the same order.
fn verify_beyond_signature(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    for check in spec.checks.iter().filter(|c| is_pred(c) && reads_ir(c)) {
        run_check(spec, ir, op, check)?;
    }
    for check in spec.checks.iter().filter(|c| !is_pred(c) && reads_ir(c)) {
        run_check(spec, ir, op, check)?;
    }
    match spec.verify {
        Some(verify) => verify(ir, op),
        None => Ok(()),
    }
}

/// Whether `check` is a function of the op rather than of its signature.
fn reads_ir(check: &Check) -> bool {
    matches!(check, Check::Pred { .. } | Check::Native { .. })
}

fn verify_all(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let present = check_properties(spec, ir, op)?;
    check_counts(spec, ir, op)?;
    check_required_properties(spec, ir, op, present)?;
    check_segments(spec, ir, op)?;
    check_value_types(spec, ir, op)?;
    check_regions(spec, ir, op)?;
    for check in spec.checks.iter().filter(|c| is_pred(c)) {
        run_check(spec, ir, op, check)?;
    }
    for check in spec.checks.iter().filter(|c| !is_pred(c)) {
        run_check(spec, ir, op, check)?;
    }
    match spec.verify {
        Some(verify) => verify(ir, op),
        None => Ok(()),
    }
}

/// The region-level checks of `spec` on `op`, run after the ops nested in it
/// verified: the implicit terminator, then the op's own region verifier.
pub fn verify_regions(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if let Some(terminator) = spec.implicit_terminator {
        check_terminators(ir, op, terminator())?;
    }
    check_inferred_types(spec, ir, op)?;
    match spec.verify_regions {
        Some(verify) => verify(ir, op),
        None => Ok(()),
    }
}

/// `SingleBlockImplicitTerminator<T>`: every non-empty region ends with a `T`.
fn check_terminators(
    ir: &Ir,
    op: OpId,
    terminator: &'static crate::dialect::OpDef,
) -> Result<(), Diagnostic> {
    for &region in ir.regions(op) {
        let Some(last) = ir.entry_block(region).and_then(|b| ir.last_op(b)) else {
            continue;
        };
        if ir.op_def(last).is_some_and(|d| std::ptr::eq(d, terminator)) {
            continue;
        }
        let name = terminator.name;
        let mut diag = ir.op_error(
            op,
            format!(
                "expects regions to end with '{name}', found '{}'",
                ir.op_name_str(last)
            ),
        );
        diag.attach_note(
            ir.ctx().diag_location(ir.op_loc(op)),
            format!("in custom textual format, the absence of terminator implies '{name}'"),
        );
        return Err(diag);
    }
    Ok(())
}

/// `InferTypeOpInterface`'s verifier: the result types are those the op infers
/// from its operands and properties.
fn check_inferred_types(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(infer) = spec.infer else {
        return Ok(());
    };
    let ctx = ir.ctx();
    let operand_types: Vec<Type> = ir.operand_types(op).collect();
    let inferred = infer(ctx, &operand_types, ir.properties(op))
        .map_err(|message| ir.op_error(op, message))?;
    let results: Vec<Type> = ir.result_types(op).collect();
    let compatible = match spec.infer_compatible {
        Some(compatible) => compatible(ctx, &inferred, &results),
        None => inferred == results,
    };
    if !compatible {
        let list = |types: &[Type]| {
            types
                .iter()
                .map(|&t| format!("'{}'", type_to_string(ctx, t)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(ir.op_error(
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(&inferred),
                list(&results)
            ),
        ));
    }
    Ok(())
}

fn is_pred(check: &Check) -> bool {
    matches!(
        check,
        Check::AllTypesMatch { .. }
            | Check::AllElementTypesMatch { .. }
            | Check::TypesMatchWith { .. }
            | Check::RangedTypesMatchWith { .. }
            | Check::Pred { .. }
    )
}

fn is_segment_property(spec: &OpSpec, name: &str) -> bool {
    (spec.operand_segments && name == OPERAND_SEGMENT_SIZES)
        || (spec.result_segments && name == RESULT_SEGMENT_SIZES)
}

/// The properties of `op` against the declared ones, in one pass over its
/// dictionary: first any undeclared property, then the first declared one
/// (by name) that does not satisfy its constraint. Returns which declared
/// properties are present, a bit per index ([`Present`]).
fn check_properties(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<Present, Diagnostic> {
    let mut present = Present::default();
    let Some(props) = ir.properties(op) else {
        return Ok(present);
    };
    let ctx = ir.ctx();
    let mut failed: Option<usize> = None;
    // A dictionary's entries are sorted by name: the first failure found is
    // the first by name, as MLIR reports them.
    for entry in ctx.dictionary_entries(props) {
        let name = ctx.str(entry.name);
        let Some(index) = spec.property_index(name) else {
            if is_segment_property(spec, name) {
                continue;
            }
            return Err(unknown_property(spec, ir, op, name));
        };
        present.insert(index);
        if failed.is_none() && !spec.properties[index].constraint.allows(ctx, entry.value) {
            failed = Some(index);
        }
    }
    match failed {
        Some(index) => {
            let prop = &spec.properties[index];
            let message = format!(
                "attribute '{}' failed to satisfy constraint: {}",
                prop.name, prop.constraint.summary
            );
            Err(ir.op_error(op, message))
        }
        None => Ok(present),
    }
}

/// `has no property 'x'`, listing the declared ones.
fn unknown_property(spec: &OpSpec, ir: &Ir, op: OpId, name: &str) -> Diagnostic {
    let known: Vec<&str> = spec.properties.iter().map(|p| p.name).collect();
    let message = if known.is_empty() {
        format!("has no property '{name}' (it has no properties)")
    } else {
        format!(
            "has no property '{name}' (its properties: {})",
            known.join(", ")
        )
    };
    ir.op_error(op, message)
}

/// Which declared properties an op has, by index; indices past the first 64
/// are looked up again when asked about.
#[derive(Clone, Copy, Default)]
struct Present(u64);

impl Present {
    fn insert(&mut self, index: usize) {
        if index < 64 {
            self.0 |= 1 << index;
        }
    }

    fn contains(self, ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> bool {
        if index < 64 {
            self.0 & (1 << index) != 0
        } else {
            ir.prop(op, spec.properties[index].name).is_some()
        }
    }
}

fn count_message(kind: &str, expected: (usize, bool), found: usize) -> Option<String> {
    let (min, variable) = expected;
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    match (min, variable) {
        (min, true) if found < min => Some(match kind {
            "operand" => format!("expected {min} or more operands, but found {found}"),
            "successor" => format!("requires at least {min} successors but found {found}"),
            _ => format!("expected {min} or more {kind}s"),
        }),
        (_, true) => None,
        (n, false) if found == n => None,
        (0, false) if kind == "successor" => {
            Some(format!("requires 0 successors but found {found}"))
        }
        (0, false) => Some(format!("requires zero {kind}s")),
        (1, false) => Some(match kind {
            "operand" => "requires a single operand".to_owned(),
            "successor" => format!("requires 1 successor but found {found}"),
            _ => format!("requires one {kind}"),
        }),
        (n, false) => Some(match kind {
            "operand" => format!("expected {n} operands, but found {found}"),
            "successor" => format!("requires {n} successors but found {found}"),
            _ => format!("expected {n} {kind}{}", plural(n)),
        }),
    }
}

fn check_counts(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    // Most ops have no variable-length group and no region or successor:
    // their counts are equal or a diagnostic is due.
    if spec.regions.is_empty()
        && spec.successors.is_empty()
        && ir.regions(op).is_empty()
        && ir.successors(op).is_empty()
        && spec.results.len() == ir.num_results(op)
        && spec.operands.len() == ir.num_operands(op)
        && spec.results.iter().all(|r| r.arity == Arity::Single)
        && spec.operands.iter().all(|o| o.arity == Arity::Single)
    {
        return Ok(());
    }
    let regions = (
        spec.regions.iter().filter(|r| !r.variadic).count(),
        spec.regions.iter().any(|r| r.variadic),
    );
    let successors = (
        spec.successors.iter().filter(|s| !s.variadic).count(),
        spec.successors.iter().any(|s| s.variadic),
    );
    let checks = [
        ("region", regions, ir.regions(op).len()),
        ("result", spec.fixed_result_count(), ir.num_results(op)),
        ("successor", successors, ir.successors(op).len()),
        ("operand", spec.fixed_operand_count(), ir.num_operands(op)),
    ];
    for (kind, expected, found) in checks {
        if let Some(message) = count_message(kind, expected, found) {
            return Err(ir.op_error(op, message));
        }
    }
    Ok(())
}

fn check_required_properties(
    spec: &OpSpec,
    ir: &Ir,
    op: OpId,
    present: Present,
) -> Result<(), Diagnostic> {
    // The first missing one by name.
    let mut missing: Option<&str> = None;
    for (index, prop) in spec.properties.iter().enumerate() {
        if prop.is_required()
            && missing.is_none_or(|m| prop.name < m)
            && !present.contains(ir, op, spec, index)
        {
            missing = Some(prop.name);
        }
    }
    match missing {
        Some(name) => Err(ir.op_error(op, format!("requires attribute '{name}'"))),
        None => Ok(()),
    }
}

fn check_segment_sizes(
    ir: &Ir,
    op: OpId,
    name: &str,
    kind: &str,
    groups: usize,
    total: usize,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(attr) = ir.prop(op, name) else {
        return Err(ir.op_error(op, format!("requires attribute '{name}'")));
    };
    let Some(sizes) = dense_int_array(ctx, attr, ctx.common().i32) else {
        return Err(ir.op_error(
            op,
            format!("attribute '{name}' failed to satisfy constraint: i32 dense array attribute"),
        ));
    };
    // Sizes of the wrong length do not convert to the op's properties:
    // MLIR keeps its zero-initialized segments, which add up to nothing.
    let sizes = if sizes.len() == groups {
        sizes
    } else {
        vec![0; groups]
    };
    if sizes.iter().any(|&s| s < 0) {
        return Err(ir.op_error(
            op,
            format!("'{name}' attribute cannot have negative elements"),
        ));
    }
    let sum: i64 = sizes.iter().sum();
    if sum as usize != total {
        return Err(ir.op_error(
            op,
            format!("{kind} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"),
        ));
    }
    Ok(())
}

fn check_segments(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if spec.operand_segments {
        check_segment_sizes(
            ir,
            op,
            OPERAND_SEGMENT_SIZES,
            "operand",
            spec.operands.len(),
            ir.num_operands(op),
        )?;
    }
    if spec.result_segments {
        check_segment_sizes(
            ir,
            op,
            RESULT_SEGMENT_SIZES,
            "result",
            spec.results.len(),
            ir.num_results(op),
        )?;
    }
    Ok(())
}

fn type_message(
    ctx: &Context,
    kind: &str,
    index: usize,
    arity: Arity,
    summary: &str,
    ty: Type,
) -> String {
    let prefix = match arity {
        Arity::Single => "",
        Arity::Optional => "",
        Arity::Variadic => "variadic of ",
    };
    format!(
        "{kind} #{index} must be {prefix}{summary}, but got '{}'",
        type_to_string(ctx, ty)
    )
}

/// An optional group holds at most one value (ODS: `operand group starting
/// at #0 requires 0 or 1 element, but found 2`).
fn check_optional_size(
    ir: &Ir,
    op: OpId,
    kind: &str,
    arity: Arity,
    range: &std::ops::Range<usize>,
) -> Result<(), Diagnostic> {
    if arity == Arity::Optional && range.len() > 1 {
        let message = format!(
            "{kind} group starting at #{} requires 0 or 1 element, but found {}",
            range.start,
            range.len()
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

fn check_value_types(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let operands = spec.operands.iter().map(|o| (o.constraint, o.arity));
    check_group_types(
        spec,
        ir,
        op,
        "operand",
        operands,
        operand_range,
        Ir::operand,
    )?;
    let results = spec.results.iter().map(|r| (r.constraint, r.arity));
    check_group_types(spec, ir, op, "result", results, result_range, Ir::result)
}

/// Checks the values of each operand or result group (`kind`) against the
/// group's constraint and arity.
fn check_group_types(
    spec: &OpSpec,
    ir: &Ir,
    op: OpId,
    kind: &str,
    groups: impl Iterator<Item = (&'static TypeConstraint, Arity)>,
    range_of: fn(&Ir, OpId, &OpSpec, usize) -> std::ops::Range<usize>,
    value_at: fn(&Ir, OpId, usize) -> Value,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    for (group, (constraint, arity)) in groups.enumerate() {
        let range = range_of(ir, op, spec, group);
        check_optional_size(ir, op, kind, arity, &range)?;
        for index in range {
            let ty = ir.value_type(value_at(ir, op, index));
            if !constraint.allows(ctx, ty) {
                let message = type_message(ctx, kind, index, arity, constraint.summary, ty);
                return Err(ir.op_error(op, message));
            }
        }
    }
    Ok(())
}

fn check_regions(spec: &OpSpec, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let regions = ir.regions(op);
    for (group, region) in spec.regions.iter().enumerate() {
        for index in region_range(ir, op, spec, group) {
            if !(region.constraint.check)(ir, regions[index]) {
                let message = format!(
                    "region #{index} ('{}') failed to verify constraint: {}",
                    region.name, region.constraint.summary
                );
                return Err(ir.op_error(op, message));
            }
        }
    }
    Ok(())
}

/// The types of the values `value` names (a group may hold several).
fn group_types<'a>(
    spec: &OpSpec,
    ir: &'a Ir,
    op: OpId,
    value: ValueRef,
) -> impl Iterator<Item = Type> + 'a {
    let (range, operands, property) = match value {
        ValueRef::Operand(g) => (operand_range(ir, op, spec, g as usize), true, None),
        ValueRef::Result(g) => (result_range(ir, op, spec, g as usize), false, None),
        ValueRef::Property(i) => (
            0..0,
            false,
            ir.prop(op, spec.properties[i as usize].name)
                .and_then(|a| property_type(ir.ctx(), a)),
        ),
    };
    range
        .map(move |i| {
            let value = if operands {
                ir.operand(op, i)
            } else {
                ir.result(op, i)
            };
            ir.value_type(value)
        })
        .chain(property)
}

fn same(ctx: &Context, eq: TypeEq, a: Type, b: Type) -> bool {
    a == b || eq.is_some_and(|f| f(ctx, a, b))
}

/// The element type of a shaped type, or the type itself.
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

fn shape_of(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

fn run_check(spec: &OpSpec, ir: &Ir, op: OpId, check: &Check) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let failed = |summary: &str| Err(ir.op_error(op, format!("failed to verify that {summary}")));
    match *check {
        Check::AllTypesMatch { values, names, eq } => {
            // Group by group rather than through one flattened iterator:
            // most groups hold one value.
            let mut first = None;
            for &v in values {
                for t in group_types(spec, ir, op, v) {
                    match first {
                        None => first = Some(t),
                        Some(f) if same(ctx, eq, f, t) => {}
                        Some(_) => return failed(&format!("all of {{{names}}} have same type")),
                    }
                }
            }
        }
        Check::AllElementTypesMatch { values, names } => {
            let mut types = values
                .iter()
                .flat_map(|&v| group_types(spec, ir, op, v))
                .map(|t| element_type_or_self(ctx, t));
            if let Some(first) = types.next()
                && !types.all(|t| t == first)
            {
                return failed(&format!("all of {{{names}}} have same element type"));
            }
        }
        Check::TypesMatchWith {
            summary,
            from,
            to,
            transform,
            eq,
        } => {
            let from = group_types(spec, ir, op, from).next();
            let to = group_types(spec, ir, op, to).next();
            if let (Some(f), Some(t)) = (from, to)
                && !same(ctx, eq, transform(ctx, f), t)
            {
                return failed(summary);
            }
        }
        Check::RangedTypesMatchWith {
            summary,
            from,
            to,
            transform,
        } => {
            let from = group_types(spec, ir, op, from).next();
            if let Some(f) = from
                && !transform(ctx, f)
                    .into_iter()
                    .eq(group_types(spec, ir, op, to))
            {
                return failed(summary);
            }
        }
        Check::Pred { summary, holds } => {
            if !holds(ir, op) {
                return failed(summary);
            }
        }
        Check::SameOperandsAndResultType { eq } => {
            let mut all = ir.operand_types(op).chain(ir.result_types(op));
            if let Some(first) = all.next()
                && !all.all(|t| same(ctx, eq, first, t))
            {
                return Err(ir.op_error(op, "requires the same type for all operands and results"));
            }
        }
        Check::SameTypeOperands { eq } => {
            let mut operands = ir.operand_types(op);
            if let Some(first) = operands.next()
                && !operands.all(|t| same(ctx, eq, first, t))
            {
                return Err(ir.op_error(op, "requires all operands to have the same type"));
            }
        }
        Check::SameOperandsAndResultShape => {
            let mut all = ir.operand_types(op).chain(ir.result_types(op));
            if let Some(first) = all.next() {
                let shape = shape_of(ctx, first);
                if !all.all(|t| shape_of(ctx, t) == shape) {
                    return Err(
                        ir.op_error(op, "requires the same shape for all operands and results")
                    );
                }
            }
        }
        Check::SameOperandsAndResultElementType => {
            let mut all = ir
                .operand_types(op)
                .chain(ir.result_types(op))
                .map(|t| element_type_or_self(ctx, t));
            if let Some(first) = all.next()
                && !all.all(|t| t == first)
            {
                return Err(ir.op_error(
                    op,
                    "requires the same element type for all operands and results",
                ));
            }
        }
        Check::Native { holds, message } => {
            if !holds(ir, op) {
                return Err(ir.op_error(op, message));
            }
        }
    }
    Ok(())
}
