//! What the `scf` ops share: the bound constraint, terminators, and the
//! region-branch type checks with upstream's wording
//! (`RegionBranchOpInterface`).

use shader_mlir::asm::AsmPrinter;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, RegionId, Signedness, Type, TypeKind, Value};
use shader_mlir::ods::TypeConstraint;

/// `AnySignlessIntegerOrIndex`.
pub(crate) const SIGNLESS_INTEGER_OR_INDEX: TypeConstraint =
    TypeConstraint::new("signless integer or index", |ctx, ty| {
        matches!(
            ctx.type_kind(ty),
            TypeKind::Index
                | TypeKind::Integer {
                    signedness: Signedness::Signless,
                    ..
                }
        )
    });

/// The terminator of the single block of `region`, if it has one.
pub(crate) fn terminator(ir: &Ir, region: RegionId) -> Option<OpId> {
    ir.last_op(*ir.region_blocks(region).first()?)
}

/// Checks that values of `operands` types flow into `inputs` along an edge of
/// `op`'s control flow leaving `branch_point` (the op itself, "parent", or a
/// terminator, "Operation scf.yield") for `to`, worded as upstream's
/// region-branch verifier.
pub(crate) fn check_edge(
    ir: &Ir,
    op: OpId,
    branch_point: OpId,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let from = if branch_point == op {
        "parent".to_owned()
    } else {
        format!("Operation {}", ir.op_name_str(branch_point))
    };
    let with_note = |mut diag: Diagnostic| {
        diag.attach_note(
            ir.ctx().diag_location(ir.op_loc(branch_point)),
            "region branch point",
        );
        diag
    };
    if operands.len() != inputs.len() {
        return Err(with_note(ir.op_error(
            op,
            format!(
                "along control flow edge from {from} to {to}: region branch point has {} operands, but region \
                 successor needs {} inputs",
                operands.len(),
                inputs.len()
            ),
        )));
    }
    for (i, (&a, &b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(with_note(ir.op_error(
                op,
                format!(
                    "along control flow edge from {from} to {to}: successor operand type #{i} '{}' should match \
                     successor input type #{i} '{}'",
                    type_to_string(ir.ctx(), a),
                    type_to_string(ir.ctx(), b)
                ),
            )));
        }
    }
    Ok(())
}

/// Prints `(%arg = %init, ...)`, the region arguments and their initial
/// values (MLIR's `printInitializationList`).
pub(crate) fn print_assignments(p: &mut AsmPrinter<'_>, args: &[Value], inits: &[Value]) {
    p.write_char('(');
    for (i, (&arg, &init)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(arg);
        p.write_str(" = ");
        p.print_operand(init);
    }
    p.write_char(')');
}

pub(crate) fn type_str(ir: &Ir, ty: Type) -> String {
    type_to_string(ir.ctx(), ty)
}
