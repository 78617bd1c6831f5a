//! What the `scf` ops share: implicit terminators, terminator checks, and the
//! region-branch type checks with upstream's wording
//! (`RegionBranchOpInterface`).

use shader_mlir::asm::AsmParser;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, OperationState, RegionId, Type};

/// Appends `scf.yield` to the single block of `region` unless it ends in a
/// terminator (upstream's `ensureTerminator`); an empty region gets a block.
pub(crate) fn ensure_yield(p: &mut AsmParser<'_>, region: RegionId, loc: Location) {
    let ir = p.ir_mut();
    let block = match ir.region_blocks(region).last() {
        Some(&b) => b,
        None => {
            let b = ir.create_block(&[]);
            ir.push_block(region, b);
            b
        }
    };
    let terminated = ir
        .last_op(block)
        .and_then(|o| ir.op_def(o))
        .is_some_and(|d| d.has(Traits::TERMINATOR));
    if !terminated {
        let state = OperationState::new(ir.ctx().ident(crate::ops::YieldOp::NAME), loc);
        ir.insert_op(InsertPoint::at_end(block), state);
    }
}

/// The terminator of the single block of `region`, if it has one.
pub(crate) fn terminator(ir: &Ir, region: RegionId) -> Option<OpId> {
    ir.last_op(*ir.region_blocks(region).first()?)
}

/// Checks that every block of `op`'s regions ends with an op named `name`
/// (upstream's `SingleBlockImplicitTerminator`).
pub(crate) fn check_terminators(ir: &Ir, op: OpId, name: &str) -> Result<(), Diagnostic> {
    for &region in ir.regions(op) {
        for &block in ir.region_blocks(region) {
            match ir.last_op(block) {
                None => return Err(ir.op_error(op, "expects a non-empty block")),
                Some(last) if !ir.op_is(last, name) => {
                    let mut diag = ir.op_error(
                        op,
                        format!(
                            "expects regions to end with '{name}', found '{}'",
                            ir.op_name_str(last)
                        ),
                    );
                    diag.attach_note(
                        ir.ctx().diag_location(ir.op_loc(op)),
                        format!(
                            "in custom textual format, the absence of terminator implies '{name}'"
                        ),
                    );
                    return Err(diag);
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Checks that values of `operands` types flow into `inputs` along an edge of
/// `op`'s control flow leaving `branch_point` (the op itself or a terminator),
/// worded as upstream's region-branch verifier.
pub(crate) fn check_edge(
    ir: &Ir,
    op: OpId,
    branch_point: OpId,
    from: &str,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
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

pub(crate) fn type_str(ir: &Ir, ty: Type) -> String {
    type_to_string(ir.ctx(), ty)
}
