//! `spirv.Switch`: the multi-way branch (`OpSwitch`).
//!
//! Mirrors MLIR 22's `SPIRV_SwitchOp` (`SPIRVControlFlowOps.td`,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#spirvswitch-spirvswitchop>):
//! the selector, the default target's operands, and each case target's
//! operands as one operand group cut by `case_operand_segments` (ODS's
//! `VariadicOfVariadic`); the case values as `literals`, a dense vector of
//! the selector's type. Its syntax:
//!
//! ```text
//! spirv.Switch %sel : i32, [
//!   default: ^bb1(%a : i32),
//!   0: ^bb2,
//!   4294967293: ^bb1(%b : i32)
//! ]
//! ```
//!
//! where each case value prints as the unsigned number of its bits (as MLIR
//! does) and parses as any integer, truncated to the selector's width.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, BlockId, Ir, OpId, OperationState, TypeKind, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::{DenseI32ArrayAttr, dense_int_array, make_dense_int_array};
use shader_mlir::op;
use spirv::Op;

use super::asm::{named, printed_attrs};
use super::control_flow::verify_successor_operands;
use super::encoding::Encoding;
use super::properties::IntElementsAttr;
use super::verify::in_function_scope;
use crate::ops::table::op_table;
use crate::support::type_str;
use crate::types::constraints::INT;

op_table! { operands_op;
    /// Multi-way branch to one of the operand label `<id>`.
    op SwitchOp = "spirv.Switch" (
        [traits = [AttrSizedOperandSegments, Pure, Terminator, Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Core(Op::Switch), verify = verify_switch, parse = parse_switch,
            print = print_switch, custom_printable = switch_printable],
        [],
        (selector: INT, default_operands: Vec<ANY_TYPE> [name = "defaultOperands"],
            target_operands: Vec<ANY_TYPE> [name = "targetOperands"],
            prop literals: IntElementsAttr = Option<Attribute>,
            prop case_operand_segments: DenseI32ArrayAttr = Vec<i32>,
            successor default_target: Block [name = "defaultTarget"], successor targets: Vec<Block>));
}

impl SwitchOp {
    /// The case values as the selector's bits (`None` when a literal is not
    /// an integer).
    pub fn case_values(self, ir: &Ir) -> Option<Vec<i128>> {
        let ctx = ir.ctx();
        let Some(literals) = self.literals(ir) else {
            return Some(Vec::new());
        };
        let AttrKind::DenseElements { ty, values, splat } = ctx.attr_kind(literals) else {
            return None;
        };
        let count = match ctx.type_kind(*ty) {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
                shape.iter().product::<i64>()
            }
            _ => return None,
        };
        let value = |a: &Attribute| match ctx.attr_kind(*a) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        };
        if *splat {
            let v = value(values.first()?)?;
            Some(vec![v; usize::try_from(count).ok()?])
        } else {
            values.iter().map(value).collect()
        }
    }

    /// The operands passed to successor `index` (0: the default target, `i`:
    /// case `i - 1`); empty when the segments do not describe the operands.
    pub fn successor_operands(self, ir: &Ir, index: usize) -> Vec<Value> {
        if index == 0 {
            return self.default_operands(ir).collect();
        }
        let segments = self.case_operand_segments(ir);
        let targets: Vec<Value> = self.target_operands(ir).collect();
        let Some(&len) = segments.get(index - 1) else {
            return Vec::new();
        };
        let start: i64 = segments[..index - 1].iter().map(|&s| i64::from(s)).sum();
        let (Ok(start), Ok(len)) = (usize::try_from(start), usize::try_from(len)) else {
            return Vec::new();
        };
        targets
            .get(start..start + len)
            .map_or(Vec::new(), <[Value]>::to_vec)
    }
}

/// The bit width of an integer type.
fn int_width(ir: &Ir, ty: shader_mlir::ir::Type) -> Option<u32> {
    match ir.ctx().type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn segments_valid(ir: &Ir, op: OpId) -> bool {
    let switch = SwitchOp(op);
    let ctx = ir.ctx();
    let Some(segments) = switch
        .case_operand_segments_attr(ir)
        .and_then(|a| dense_int_array(ctx, a, ctx.common().i32))
    else {
        return false;
    };
    segments.iter().all(|&s| s >= 0)
        && segments.iter().sum::<i64>() == switch.target_operands(ir).count() as i64
}

fn switch_printable(ir: &Ir, op: OpId) -> bool {
    let switch = SwitchOp(op);
    segments_valid(ir, op)
        && ir.num_operands(op) >= 1
        && int_width(ir, ir.value_type(switch.selector(ir))).is_some()
        && switch
            .case_values(ir)
            .is_some_and(|v| v.len() == switch.targets(ir).len())
        && switch.case_operand_segments(ir).len() == switch.targets(ir).len()
}

fn verify_switch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let switch = SwitchOp(op);
    let segments = switch.case_operand_segments(ir);
    let total: i64 = segments.iter().map(|&s| i64::from(s)).sum();
    let count = switch.target_operands(ir).count();
    if total != count as i64 || segments.iter().any(|&s| s < 0) {
        return Err(ir.op_error(
            op,
            format!(
                "targetOperands count ({count}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'"
            ),
        ));
    }
    let targets = switch.targets(ir).len();
    let literals = switch.case_values(ir).map_or(0, |v| v.len());
    if literals != targets {
        return Err(ir.op_error(
            op,
            format!("number of literals ({literals}) should match number of targets ({targets})"),
        ));
    }
    if segments.len() != targets {
        return Err(ir.op_error(
            op,
            format!(
                "number of case operand segments ({}) should match number of targets ({targets})",
                segments.len()
            ),
        ));
    }
    let selector_ty = ir.value_type(switch.selector(ir));
    if let Some(literals) = switch.literals(ir)
        && let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(literals)
        && let TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } =
            ctx.type_kind(*ty)
        && *element != selector_ty
    {
        return Err(ir.op_error(
            op,
            format!(
                "'selector' type ('{}') should match literals type ('{}')",
                type_str(ctx, selector_ty),
                type_str(ctx, *element)
            ),
        ));
    }
    let successors = ir.successors(op).len();
    for index in 0..successors {
        verify_successor_operands(ir, op, index, &switch.successor_operands(ir, index))?;
    }
    Ok(())
}

/// `case ::= integer `:` successor-and-use-list`, after `default: ...`.
fn parse_switch(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let selector = p.parse_operand()?;
    p.parse_colon()?;
    let type_loc = p.get_current_location();
    let selector_ty = p.parse_type()?;
    let Some(width) = (match ctx.type_kind(selector_ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }) else {
        return Err(p.emit_error_at(
            type_loc,
            format!(
                "invalid kind of type specified: expected builtin.integer, but found '{}'",
                type_str(ctx, selector_ty)
            ),
        ));
    };
    p.parse_comma()?;
    p.parse_lsquare()?;
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let (default_target, default_operands) = p.parse_successor_and_use_list()?;
    let mut literals = Vec::new();
    let mut targets = Vec::new();
    let mut target_operands = Vec::new();
    let mut segments = Vec::new();
    while p.parse_optional_comma() {
        let value: i128 = p.parse_integer()?;
        p.parse_colon()?;
        let (target, operands) = p.parse_successor_and_use_list()?;
        literals.push(ctx.integer_attr(selector_ty, truncate(value, width)));
        targets.push(target);
        segments.push(operands.len() as i64);
        target_operands.extend(operands);
    }
    p.parse_rsquare()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;

    state
        .operands
        .push(p.resolve_operand(&selector, selector_ty)?);
    let counts = [
        1,
        default_operands.len() as i64,
        target_operands.len() as i64,
    ];
    state.operands.extend(default_operands);
    state.operands.extend(target_operands);
    state.successors.push(default_target);
    state.successors.extend(targets);
    let i32_ty = ctx.common().i32;
    if !literals.is_empty() {
        state.attributes.push(named(
            ctx,
            "literals",
            literals_attr(ctx, selector_ty, literals),
        ));
    }
    state.attributes.push(named(
        ctx,
        "case_operand_segments",
        make_dense_int_array(ctx, i32_ty, &segments),
    ));
    state.attributes.push(named(
        ctx,
        "operandSegmentSizes",
        make_dense_int_array(ctx, i32_ty, &counts),
    ));
    Ok(())
}

/// `value` truncated to `width` bits, as the selector's type holds it.
fn truncate(value: i128, width: u32) -> i128 {
    if width >= 128 {
        return value;
    }
    value & ((1i128 << width) - 1)
}

/// `dense<[...]> : vector<N x selector type>`.
pub fn literals_attr(
    ctx: &shader_mlir::Context,
    selector_ty: shader_mlir::ir::Type,
    literals: Vec<Attribute>,
) -> Attribute {
    let ty = ctx.vector_type(&[literals.len() as i64], selector_ty);
    let splat = literals.iter().all(|&l| l == literals[0]);
    let values: Box<[Attribute]> = if splat {
        Box::new([literals[0]])
    } else {
        literals.into()
    };
    ctx.intern_attr(AttrKind::DenseElements { ty, values, splat })
}

fn print_switch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let switch = SwitchOp(op);
    let selector = switch.selector(ir);
    let selector_ty = ir.value_type(selector);
    let width = int_width(ir, selector_ty).unwrap_or(64);
    p.write_char(' ');
    p.print_operand(selector);
    p.write_str(" : ");
    p.print_type(selector_ty);
    p.write_str(", [");
    p.print_new_line();
    p.write_str("  default: ");
    let defaults: Vec<Value> = switch.default_operands(ir).collect();
    p.print_successor_and_use_list(switch.default_target(ir), &defaults);
    let values = switch.case_values(ir).unwrap_or_default();
    let targets = switch.targets(ir);
    for (index, (&value, &target)) in values.iter().zip(&targets).enumerate() {
        p.write_char(',');
        p.print_new_line();
        p.write_str("  ");
        p.write_str(&truncate(value, width).to_string());
        p.write_str(": ");
        let operands = switch.successor_operands(ir, index + 1);
        p.print_successor_and_use_list(target, &operands);
    }
    if !values.is_empty() {
        p.print_new_line();
    }
    p.write_char(']');
    let attrs = printed_attrs(ir, op);
    p.print_optional_attr_dict(
        &attrs,
        &["operandSegmentSizes", "case_operand_segments", "literals"],
    );
}
