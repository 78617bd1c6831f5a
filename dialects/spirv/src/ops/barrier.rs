//! Barrier ops: `spirv.ControlBarrier` and `spirv.MemoryBarrier`.
//!
//! Mirrors MLIR's `SPIRVBarrierOps.td` (MLIR 22): scopes and memory semantics
//! are enum attributes printed without their `#spirv.` prefix
//! (`spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>`), and
//! at most one of the four ordering bits may be set.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState};

use super::asm::{named, parse_enum_attr_param, print_attr_param, printed_attrs};
use super::verify as check;
use crate::attributes::EnumKind;

/// The barrier ops, as registered.
pub const OPS: &[OpDef] = &[ControlBarrierOp::DEF, MemoryBarrierOp::DEF];

/// The enum attributes of each barrier, in the order they are written.
const CONTROL_BARRIER_ATTRS: &[(&str, EnumKind)] = &[
    ("execution_scope", EnumKind::Scope),
    ("memory_scope", EnumKind::Scope),
    ("memory_semantics", EnumKind::MemorySemantics),
];
const MEMORY_BARRIER_ATTRS: &[(&str, EnumKind)] = &[
    ("memory_scope", EnumKind::Scope),
    ("memory_semantics", EnumKind::MemorySemantics),
];

/// `<A>, <B>, ... {attrs}?`.
fn parse_barrier(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    attrs: &[(&str, EnumKind)],
) -> ParseResult<()> {
    for (i, &(name, kind)) in attrs.iter().enumerate() {
        if i > 0 {
            p.parse_comma()?;
        }
        let value = parse_enum_attr_param(p, kind)?;
        state.attributes.push(named(p.ctx(), name, value));
    }
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_barrier(p: &mut AsmPrinter<'_>, op: OpId, attrs: &[(&str, EnumKind)]) {
    let ir = p.ir();
    let values: Option<Vec<_>> = attrs
        .iter()
        .map(|(name, _)| ir.attr_or_prop(op, name))
        .collect();
    let Some(values) = values else {
        return p.print_generic_op(op, false);
    };
    for (i, &value) in values.iter().enumerate() {
        p.write_str(if i == 0 { " " } else { ", " });
        print_attr_param(p, value);
    }
    let elided: Vec<&str> = attrs.iter().map(|(name, _)| *name).collect();
    p.print_optional_attr_dict(&printed_attrs(ir, op), &elided);
}

/// MLIR's `verifyMemorySemantics`: at most one of `Acquire`, `Release`,
/// `AcquireRelease` and `SequentiallyConsistent`.
pub fn verify_memory_semantics(ir: &Ir, op: OpId, semantics: u32) -> Result<(), Diagnostic> {
    use spirv::MemorySemantics as M;
    let ordering =
        (M::ACQUIRE | M::RELEASE | M::ACQUIRE_RELEASE | M::SEQUENTIALLY_CONSISTENT).bits();
    if (semantics & ordering).count_ones() > 1 {
        return Err(ir.error_at(
            ir.op_loc(op),
            "expected at most one of these four memory constraints to be set: `Acquire`, `Release`,\
             `AcquireRelease` or `SequentiallyConsistent`",
        ));
    }
    Ok(())
}

fn verify_barrier(ir: &Ir, op: OpId, attrs: &[(&str, EnumKind)]) -> Result<(), Diagnostic> {
    check::counts(ir, op, 0, 0)?;
    let mut semantics = 0;
    for &(name, kind) in attrs {
        let value = check::optional_enum(ir, op, name, kind)?
            .ok_or_else(|| ir.op_error(op, format!("requires attribute '{name}'")))?;
        if kind == EnumKind::MemorySemantics {
            semantics = value;
        }
    }
    verify_memory_semantics(ir, op, semantics)
}

/// `spirv.ControlBarrier <ExecScope>, <MemScope>, <Semantics>`: wait for the
/// other invocations of the scope.
pub struct ControlBarrierOp;

impl ControlBarrierOp {
    pub const NAME: &'static str = "spirv.ControlBarrier";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary(
            "Wait for other invocations of this module to reach the current point of execution",
        )
        .traits(Traits::ZERO_RESULTS)
        .properties(&["execution_scope", "memory_scope", "memory_semantics"])
        .verify(|ir, op| verify_barrier(ir, op, CONTROL_BARRIER_ATTRS))
        .asm(
            |p, state| parse_barrier(p, state, CONTROL_BARRIER_ATTRS),
            |p, op| print_barrier(p, op, CONTROL_BARRIER_ATTRS),
        );
}

/// `spirv.MemoryBarrier <MemScope>, <Semantics>`: control the order memory
/// accesses are observed in.
pub struct MemoryBarrierOp;

impl MemoryBarrierOp {
    pub const NAME: &'static str = "spirv.MemoryBarrier";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Control the order that memory accesses are observed")
        .traits(Traits::ZERO_RESULTS)
        .properties(&["memory_scope", "memory_semantics"])
        .verify(|ir, op| verify_barrier(ir, op, MEMORY_BARRIER_ATTRS))
        .asm(
            |p, state| parse_barrier(p, state, MEMORY_BARRIER_ATTRS),
            |p, op| print_barrier(p, op, MEMORY_BARRIER_ATTRS),
        );
}
