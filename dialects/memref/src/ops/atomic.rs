//! The atomics of `memref` (MLIR's `memref::AtomicRMWOp`,
//! `GenericAtomicRMWOp` and `AtomicYieldOp`):
//!
//! ```text
//! %old = memref.atomic_rmw addi %x, %m[%i] : (i32, memref<16xi32, 3>) -> i32
//! %old = memref.generic_atomic_rmw %m[%i] : memref<16xi32, 3> {
//! ^bb0(%current: i32):
//!   %same = arith.cmpi eq, %current, %expected : i32
//!   %new = arith.select %same, %desired, %current : i32
//!   memref.atomic_yield %new : i32
//! }
//! ```
//!
//! Both return the value the element held before. `generic_atomic_rmw`
//! computes the new value in a body free of side effects; the body above is
//! a compare-exchange (HLSL `InterlockedCompareExchange` on `groupshared`
//! memory), which [`GenericAtomicRMWOp::compare_exchange`] recognizes so that
//! lowerings can emit one compare-exchange instruction instead of a loop.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, OperationState, Value};
use shader_mlir::ods::constraint::{ANY_REGION, ANY_TYPE, INDEX};
use shader_mlir::op;

use super::support::{ANY_MEMREF, INT_OR_FLOAT, INT_OR_FLOAT_MEMREF, element_type, rank};
use crate::kind::{AtomicRMWKind, AtomicRMWKindAttr};

/// Atomic read-modify-write operation.
#[op(
    "memref.atomic_rmw",
    traits = [
        AllTypesMatch(value, result),
        TypesMatchWith("value type matches element type of memref", memref, value, element_type)
    ],
    verify = verify_atomic_rmw
)]
#[format(
    "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)"
)]
pub struct AtomicRMWOp {
    #[property(AtomicRMWKindAttr)]
    kind: AtomicRMWKind,
    #[operand(INT_OR_FLOAT)]
    value: Value,
    #[operand(INT_OR_FLOAT_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[result(INT_OR_FLOAT)]
    result: Value,
}

/// Atomic read-modify-write operation with a region.
#[op(
    "memref.generic_atomic_rmw",
    traits = [
        SingleBlockImplicitTerminator(AtomicYieldOp),
        TypesMatchWith("result type matches element type of memref", memref, result, element_type)
    ],
    verify = verify_generic,
    parse = parse_generic,
    print = print_generic
)]
pub struct GenericAtomicRMWOp {
    #[operand(ANY_MEMREF)]
    memref: Value,
    #[operand(INDEX)]
    indices: Vec<Value>,
    #[result(ANY_TYPE)]
    result: Value,
    /// Computes the new value from the current one (its block argument).
    #[region(ANY_REGION)]
    atomic_body: shader_mlir::ir::RegionId,
}

/// Yield operation for GenericAtomicRMWOp.
#[op(
    "memref.atomic_yield",
    traits = [Pure, Terminator, ReturnLike, HasParent("memref.generic_atomic_rmw")],
    verify = verify_yield
)]
#[format("$result attr-dict `:` type($result)")]
pub struct AtomicYieldOp {
    #[operand(ANY_TYPE)]
    result: Value,
}

/// The operands of a compare-exchange written as a `generic_atomic_rmw`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CompareExchange {
    /// The value compared with the current one.
    pub comparand: Value,
    /// The value stored when they are equal.
    pub value: Value,
}

impl GenericAtomicRMWOp {
    /// The body's block argument (the current value) and its terminator.
    fn body_parts(self, ir: &Ir) -> Option<(Value, OpId)> {
        let block = ir.entry_block(self.atomic_body(ir))?;
        let current = *ir.block_args(block).first()?;
        Some((current, ir.last_op(block)?))
    }

    /// The compare-exchange this op is, if its body is exactly
    /// `select(cmp(current, comparand), value, current)` yielded, with `cmp`
    /// an equality comparison whose operands (and the select's values) are
    /// defined outside the body. `is_equality` says whether an op is such
    /// a comparison (`arith.cmpi eq`, which this crate does not depend on)
    /// and returns its operands; `select` returns a select's condition,
    /// true and false values.
    pub fn compare_exchange(
        self,
        ir: &Ir,
        is_equality: impl Fn(&Ir, OpId) -> Option<(Value, Value)>,
        select: impl Fn(&Ir, OpId) -> Option<(Value, Value, Value)>,
    ) -> Option<CompareExchange> {
        let (current, terminator) = self.body_parts(ir)?;
        let block = ir.op_parent_block(terminator)?;
        if ir.block_ops(block).count() != 3 {
            return None;
        }
        let yielded = AtomicYieldOp::cast(ir, terminator)?.result(ir);
        let sel = ir.defining_op(yielded)?;
        let (condition, on_true, on_false) = select(ir, sel)?;
        let cmp = ir.defining_op(condition)?;
        let (lhs, rhs) = is_equality(ir, cmp)?;
        let comparand = match (lhs == current, rhs == current) {
            (true, false) => rhs,
            (false, true) => lhs,
            _ => return None,
        };
        let outside = |v: Value| ir.value_parent_block(v) != Some(block);
        (on_false == current && on_true != current && outside(on_true) && outside(comparand))
            .then_some(CompareExchange {
                comparand,
                value: on_true,
            })
    }
}

fn verify_atomic_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let rmw = AtomicRMWOp(op);
    let ctx = ir.ctx();
    let memref = ir.value_type(rmw.memref(ir));
    if rank(ctx, memref) != Some(rmw.indices(ir).len()) {
        return Err(ir.op_error(
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = rmw.kind(ir);
    let is_float = matches!(
        ctx.type_kind(ir.value_type(rmw.value(ir))),
        shader_mlir::ir::TypeKind::Float(_)
    );
    if kind.is_float() && !is_float {
        return Err(ir.op_error(
            op,
            format!(
                "with kind '{}' expects a floating-point type",
                kind.keyword()
            ),
        ));
    }
    if !kind.is_float() && kind != AtomicRMWKind::Assign && is_float {
        return Err(ir.op_error(
            op,
            format!("with kind '{}' expects an integer type", kind.keyword()),
        ));
    }
    Ok(())
}

/// Whether `op` and the ops nested in it have no memory effects (MLIR's
/// `isMemoryEffectFree`, from traits).
fn is_memory_effect_free(ir: &Ir, op: OpId) -> bool {
    let Some(def) = ir.op_def(op) else {
        return false;
    };
    if def.has(Traits::PURE) {
        return true;
    }
    def.has(Traits::RECURSIVE_MEMORY_EFFECTS)
        && ir.regions(op).iter().all(|&r| {
            ir.region_blocks(r)
                .iter()
                .all(|&b| ir.block_ops(b).all(|o| is_memory_effect_free(ir, o)))
        })
}

fn verify_generic(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let rmw = GenericAtomicRMWOp(op);
    let region = rmw.atomic_body(ir);
    let args = ir
        .entry_block(region)
        .map(|b| ir.block_args(b).to_vec())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(ir.op_error(op, "expected single number of entry block arguments"));
    }
    if ir.value_type(rmw.result(ir)) != ir.value_type(args[0]) {
        return Err(ir.op_error(op, "expected block argument of the same type result type"));
    }
    for &block in ir.region_blocks(region) {
        for nested in ir.block_ops(block) {
            if !is_memory_effect_free(ir, nested) {
                return Err(ir.error_at(
                    ir.op_loc(nested),
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                ));
            }
        }
    }
    Ok(())
}

fn verify_yield(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let yielded = ir.value_type(AtomicYieldOp(op).result(ir));
    let Some(parent) = ir
        .parent_op(op)
        .and_then(|p| GenericAtomicRMWOp::cast(ir, p))
    else {
        return Ok(());
    };
    let expected = ir.value_type(parent.result(ir));
    if yielded != expected {
        return Err(ir.op_error(
            op,
            format!(
                "types mismatch between yield op: '{}' and its parent: '{}'",
                super::support::type_str(ctx, yielded),
                super::support::type_str(ctx, expected)
            ),
        ));
    }
    Ok(())
}

/// `%memref[%indices] : memref-type { body } attr-dict`, upstream's
/// hand-written syntax.
fn parse_generic(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = p.parse_operand_list(shader_mlir::asm::parser::Delimiter::Square)?;
    p.parse_colon()?;
    let memref_type = p.parse_type()?;
    state
        .operands
        .push(p.resolve_operand(&memref, memref_type)?);
    let index = p.ctx().common().index;
    p.resolve_operands_same_type(&indices, index, &mut state.operands)?;
    let body = p.parse_region(&[], false)?;
    state.regions.push(body);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    state.result_types.push(element_type(p.ctx(), memref_type));
    Ok(())
}

fn print_generic(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let rmw = GenericAtomicRMWOp(op);
    if ir.num_operands(op) == 0 || ir.regions(op).len() != 1 || ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    let memref = rmw.memref(ir);
    let indices: Vec<Value> = rmw.indices(ir).collect();
    let region = rmw.atomic_body(ir);
    p.write_char(' ');
    p.print_operand(memref);
    p.write_char('[');
    p.print_operands(indices);
    p.write_str("] : ");
    p.print_type(ir.value_type(memref));
    p.write_char(' ');
    p.print_region(region, true, true, false);
    let attrs = ir.attrs(op).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}
