//! Control-flow ops: `spirv.Branch`, `spirv.BranchConditional`,
//! `spirv.FunctionCall`, `spirv.mlir.selection`, `spirv.mlir.loop`,
//! `spirv.mlir.merge`, `spirv.Return`, `spirv.ReturnValue`, `spirv.Unreachable`,
//! `spirv.Kill`.
//!
//! Mirrors MLIR 22's `SPIRVControlFlowOps.td` and `ControlFlowOps.cpp`,
//! including the block layout rules of structured selections and loops
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#control-flow>).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, BlockId, Ir, OpId, OperationState, RegionId, Value};
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::{FlatSymbolRefAttr, I32ArrayAttr};
use shader_mlir::op;
use spirv::{LoopControl, Op, SelectionControl};

use super::asm::{int_value, named, parse_enum_keyword, print_enum_value, symbol_ref_name};
use super::encoding::Encoding;
use super::properties::{DictArrayAttr, LoopControlAttr, SelectionControlAttr};
use super::structure::FuncOp;
use super::verify::{in_function_scope, lookup_symbol_ref};
use crate::attributes::{EnumAttr, EnumKind};
use crate::ops::table::op_table;
use crate::ops::verify::verify_checks;
use crate::support::quoted;
use crate::types::constraints::{ANY_TYPE, BOOL};

/// The operands a terminator passes to successor `index` agree with the
/// successor's arguments (MLIR's `BranchOpInterface` verification).
pub(super) fn verify_successor_operands(
    ir: &Ir,
    op: OpId,
    index: usize,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let block = ir.successors(op)[index];
    let args = ir.block_args(block);
    verify_checks!(|message: String| ir.error_at(ir.op_loc(op), message);
        operands.len() == args.len() => format!("branch has {} operands for successor #{index}, but target block has {}", operands.len(), args.len()),
    )?;
    for (i, (&operand, &arg)) in operands.iter().zip(args).enumerate() {
        if ir.value_type(operand) != ir.value_type(arg) {
            return Err(ir.error_at(
                ir.op_loc(op),
                format!("type mismatch for bb argument #{i} of successor #{index}"),
            ));
        }
    }
    Ok(())
}

op_table! { operands_op;
    /// If Condition is true, branch to true block, otherwise branch to false
    /// block
    ///
    /// `spirv.BranchConditional %cond ([true_weight, false_weight])?, ^t(...)?, ^f(...)?`.
    op BranchConditionalOp = "spirv.BranchConditional" (
        [traits = [AttrSizedOperandSegments, Pure, Terminator, Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Core(Op::BranchConditional), verify = verify_branch_conditional,
            parse = parse_branch_conditional, print = print_branch_conditional,
            custom_printable = branch_conditional_printable],
        [],
        (condition: BOOL, true_target_operands: Vec<ANY_TYPE> [name = "trueTargetOperands"],
            false_target_operands: Vec<ANY_TYPE> [name = "falseTargetOperands"],
            prop branch_weights: I32ArrayAttr = Option<Vec<i32>>,
            successor true_target: Block [name = "trueTarget"],
            successor false_target: Block [name = "falseTarget"]));
    /// Unconditional branch to target block
    ///
    /// `spirv.Branch ^target(%a, ... : T, ...)?`.
    op BranchOp = "spirv.Branch" (
        [traits = [Pure, Terminator, Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Core(Op::Branch), verify = verify_branch],
        ["$target (`(` $targetOperands^ `:` type($targetOperands) `)`)? attr-dict"],
        (target_operands: Vec<ANY_TYPE> [name = "targetOperands"], successor target: Block));
    /// Call a function
    ///
    /// `spirv.FunctionCall @callee(%a, ...) : (T, ...) -> R`.
    op FunctionCallOp = "spirv.FunctionCall" (
        [traits = [Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Core(Op::FunctionCall), verify = verify_function_call],
        ["$callee `(` $arguments `)` attr-dict `:` functional-type($arguments, results)"],
        (prop callee: FlatSymbolRefAttr = &str, arguments: Vec<ANY_TYPE>,
            prop arg_attrs: DictArrayAttr = Option<&[shader_mlir::ir::Attribute]>,
            prop res_attrs: DictArrayAttr = Option<&[shader_mlir::ir::Attribute]>) -> return_value: Option<ANY_TYPE>);
    /// Deprecated (use OpTerminateInvocation or OpDemoteToHelperInvocation).
    ///
    /// `spirv.Kill`: a fragment shader invocation discards itself (`OpKill`).
    bare KillOp = "spirv.Kill" (Kill, [Terminator]);
    /// Define a structured loop
    ///
    /// `spirv.mlir.loop (control(...))? (-> types)? { entry header ... continue merge }`.
    op LoopOp = "spirv.mlir.loop" (
        [traits = [Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Structural, verify_regions = verify_loop_regions, parse = parse_loop,
            print = print_loop, custom_printable = loop_printable],
        [],
        (prop loop_control: LoopControlAttr [default = LoopControl::NONE] = LoopControl,
            region body: ANY_REGION) -> results: Vec<ANY_TYPE>);
    /// A special terminator for merging a structured selection/loop
    ///
    /// `spirv.mlir.merge (%v, ... : T, ...)?`: the end of a selection or loop,
    /// yielding its results.
    op MergeOp = "spirv.mlir.merge" (
        [traits = [Pure, Terminator, ReturnLike, HasParent("spirv.mlir.selection", "spirv.mlir.loop")],
            ext = Encoding::Structural],
        ["attr-dict ($operands^ `:` type($operands))?"],
        (operands: Vec<ANY_TYPE>));
    /// Return with no value from a function with void return type
    bare ReturnOp = "spirv.Return" (Return, [Pure, Terminator, Pred("op must appear in a function-like op's block", in_function_scope)]);
    /// Return a value from a function
    op ReturnValueOp = "spirv.ReturnValue" (
        [traits = [Pure, Terminator, Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Core(Op::ReturnValue)],
        ["$value attr-dict `:` type($value)"],
        (value: ANY_TYPE));
    /// Define a structured selection
    ///
    /// `spirv.mlir.selection (control(...))? (-> types)? { header ... merge }`.
    op SelectionOp = "spirv.mlir.selection" (
        [traits = [Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Structural, verify_regions = verify_selection_regions,
            parse = parse_selection, print = print_selection, custom_printable = selection_printable],
        [],
        (prop selection_control: SelectionControlAttr [default = SelectionControl::NONE] = SelectionControl,
            region body: ANY_REGION) -> results: Vec<ANY_TYPE>);
    /// Behavior is undefined if this instruction is executed
    op UnreachableOp = "spirv.Unreachable" (
        [traits = [Terminator, Pred("op must appear in a function-like op's block", in_function_scope)],
            ext = Encoding::Core(Op::Unreachable), verify = verify_unreachable],
        ["attr-dict"],
        ());
}

// ===== spirv.Branch =====

fn verify_branch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = ir.operands(op).collect();
    verify_successor_operands(ir, op, 0, &operands)
}

// ===== spirv.BranchConditional =====

fn parse_branch_conditional(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let condition = p.parse_operand()?;
    state
        .operands
        .push(p.resolve_operand(&condition, ctx.common().i1)?);
    if p.parse_optional_lsquare() {
        let i32_ty = ctx.common().i32;
        let true_weight = p.parse_attribute(Some(i32_ty))?;
        p.parse_comma()?;
        let false_weight = p.parse_attribute(Some(i32_ty))?;
        p.parse_rsquare()?;
        state.attributes.push(named(
            ctx,
            "branch_weights",
            ctx.array_attr(&[true_weight, false_weight]),
        ));
    }
    p.parse_comma()?;
    let (true_block, true_operands) = p.parse_successor_and_use_list()?;
    p.parse_comma()?;
    let (false_block, false_operands) = p.parse_successor_and_use_list()?;
    state.successors.extend([true_block, false_block]);
    let segments = [1, true_operands.len() as i64, false_operands.len() as i64];
    state.operands.extend(true_operands);
    state.operands.extend(false_operands);
    let sizes = shader_mlir::ods::property::make_dense_int_array(ctx, ctx.common().i32, &segments);
    state
        .attributes
        .push(named(ctx, "operandSegmentSizes", sizes));
    Ok(())
}

/// The operands for the true successor, if the segment sizes say.
fn true_operand_count(ir: &Ir, op: OpId) -> Option<usize> {
    let ctx = ir.ctx();
    let sizes = ir.prop(op, "operandSegmentSizes")?;
    let segments = shader_mlir::ods::property::dense_int_array(ctx, sizes, ctx.common().i32)?;
    (segments.len() == 3
        && segments.iter().all(|&s| s >= 0)
        && segments.iter().sum::<i64>() == ir.num_operands(op) as i64)
        .then(|| segments[1] as usize)
}

fn branch_conditional_printable(ir: &Ir, op: OpId) -> bool {
    true_operand_count(ir, op).is_some() && ir.successors(op).len() == 2
}

fn print_branch_conditional(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let branch = BranchConditionalOp(op);
    let true_count = true_operand_count(ir, op).unwrap_or(0);
    let operands: Vec<Value> = ir.operands(op).collect();
    p.write_char(' ');
    p.print_operand(operands[0]);
    if let Some(weights) = branch.branch_weights_attr(ir)
        && let AttrKind::Array(weights) = ctx.attr_kind(weights)
    {
        p.write_str(" [");
        p.interleave_comma(weights, |p, &w| match int_value(ctx, w) {
            Some(v) => p.write_int(v),
            None => p.print_attribute(w),
        });
        p.write_char(']');
    }
    p.write_str(", ");
    p.print_successor_and_use_list(branch.true_target(ir), &operands[1..1 + true_count]);
    p.write_str(", ");
    p.print_successor_and_use_list(branch.false_target(ir), &operands[1 + true_count..]);
}

fn verify_branch_conditional(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let branch = BranchConditionalOp(op);
    if let Some(weights) = branch.branch_weights(ir) {
        if weights.len() != 2 {
            return Err(ir.op_error(op, "must have exactly two branch weights"));
        }
        if weights.iter().all(|&w| w == 0) {
            return Err(ir.op_error(op, "branch weights cannot both be zero"));
        }
    }
    let true_operands: Vec<Value> = branch.true_target_operands(ir).collect();
    let false_operands: Vec<Value> = branch.false_target_operands(ir).collect();
    verify_successor_operands(ir, op, 0, &true_operands)?;
    verify_successor_operands(ir, op, 1, &false_operands)
}

// ===== spirv.FunctionCall =====

fn verify_function_call(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let call = FunctionCallOp(op);
    let Some(callee) = call.callee_attr(ir) else {
        return Ok(());
    };
    let callee_name = symbol_ref_name(ctx, callee).map_or("", |n| ctx.str(n));
    let func = lookup_symbol_ref(ir, op, callee).filter(|&f| FuncOp::isa(ir, f));
    let signature = func.and_then(|f| FuncOp(f).signature(ir));
    if func.is_some() && signature.is_none() {
        // A `spirv.func` without a `function_type` fails its own verification,
        // which MLIR reports first: a callee is checked only once every op of
        // the symbol table has verified.
        return Ok(());
    }
    let Some((inputs, results)) = signature else {
        let message = format!("callee function '{callee_name}' not found in nearest symbol table");
        return Err(ir.op_error(op, message));
    };
    verify_checks!(|message: String| ir.op_error(op, message);
        inputs.len() == ir.num_operands(op) => format!("has incorrect number of operands for callee: expected {}, but provided {}", inputs.len(), ir.num_operands(op)),
    )?;
    for (i, (operand, &ty)) in ir.operand_types(op).zip(inputs).enumerate() {
        verify_checks!(|message: String| ir.op_error(op, message);
            operand == ty => format!("operand type mismatch: expected operand type {}, but provided {} for operand number {i}", quoted(ctx, ty), quoted(ctx, operand)),
        )?;
    }
    verify_checks!(|message: String| ir.op_error(op, message);
        results.len() == ir.num_results(op) => format!("has incorrect number of results has for callee: expected {}, but provided {}", results.len(), ir.num_results(op)),
    )?;
    if let Some(result) = ir.result_types(op).next()
        && result != results[0]
    {
        let message = format!(
            "result type mismatch: expected {}, but provided {}",
            quoted(ctx, results[0]),
            quoted(ctx, result)
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

// ===== spirv.mlir.selection / spirv.mlir.loop =====

/// MLIR's parser of a construct: `(control(Keyword))? (-> types)? { ... }`
/// (no attribute dictionary); the control defaults to `None`.
fn parse_construct(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    kind: EnumKind,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let control = if p.parse_optional_keyword("control") {
        p.parse_lparen()?;
        let value = parse_enum_keyword(p, kind)?;
        p.parse_rparen()?;
        value
    } else {
        0
    };
    state.attributes.push(named(
        ctx,
        kind.mnemonic(),
        EnumAttr::raw(ctx, kind, control),
    ));
    if p.parse_optional_arrow() {
        p.parse_type_list(&mut state.result_types)?;
    }
    let region = p.parse_region(&[], false)?;
    state.regions.push(region);
    Ok(())
}

/// MLIR's printer of a construct: discardable attributes are not printed.
fn print_construct(p: &mut AsmPrinter<'_>, op: OpId, control: u32, kind: EnumKind) {
    let ir = p.ir();
    if control != 0 {
        p.write_str(" control(");
        print_enum_value(p, kind, control);
        p.write_char(')');
    }
    if ir.num_results(op) > 0 {
        p.write_str(" -> ");
        p.print_type_list(ir.result_types(op));
    }
    p.write_char(' ');
    p.print_region(ir.region(op, 0), false, true, false);
}

/// The control of a construct (its one property, named after its enum kind),
/// `None` when it is not of that kind.
fn construct_control(ir: &Ir, op: OpId, kind: EnumKind) -> Option<u32> {
    match ir.prop(op, kind.mnemonic()) {
        None => Some(0),
        Some(attr) => EnumAttr::of(ir.ctx(), attr)
            .filter(|e| e.kind == kind)
            .map(|e| e.value),
    }
}

fn selection_printable(ir: &Ir, op: OpId) -> bool {
    ir.regions(op).len() == 1 && construct_control(ir, op, EnumKind::SelectionControl).is_some()
}

fn loop_printable(ir: &Ir, op: OpId) -> bool {
    ir.regions(op).len() == 1 && construct_control(ir, op, EnumKind::LoopControl).is_some()
}

fn parse_selection(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_construct(p, state, EnumKind::SelectionControl)
}

fn print_selection(p: &mut AsmPrinter<'_>, op: OpId) {
    let control = construct_control(p.ir(), op, EnumKind::SelectionControl).unwrap_or(0);
    print_construct(p, op, control, EnumKind::SelectionControl);
}

fn parse_loop(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_construct(p, state, EnumKind::LoopControl)
}

fn print_loop(p: &mut AsmPrinter<'_>, op: OpId) {
    let control = construct_control(p.ir(), op, EnumKind::LoopControl).unwrap_or(0);
    print_construct(p, op, control, EnumKind::LoopControl);
}

/// Whether `block` holds exactly one `spirv.mlir.merge`.
fn is_merge_block(ir: &Ir, block: BlockId) -> bool {
    let mut ops = ir.block_ops(block);
    matches!((ops.next(), ops.next()), (Some(op), None) if MergeOp::isa(ir, op))
}

/// Whether a `spirv.mlir.merge` sits outside the last block.
fn has_other_merge(ir: &Ir, region: RegionId) -> bool {
    let blocks = ir.region_blocks(region);
    blocks[..blocks.len().saturating_sub(1)]
        .iter()
        .any(|&b| ir.block_ops(b).any(|op| MergeOp::isa(ir, op)))
}

/// The checks `SelectionOp`/`LoopOp::verifyRegions` share; the region's blocks
/// if there is more to check.
fn verify_merge_layout(ir: &Ir, op: OpId) -> Result<Option<&[BlockId]>, Diagnostic> {
    let Some(&region) = ir.regions(op).first() else {
        return Ok(None);
    };
    let blocks = ir.region_blocks(region);
    let Some(&merge) = blocks.last() else {
        return Ok(None);
    };
    if !is_merge_block(ir, merge) {
        let message = format!(
            "last block must be the merge block with only one '{}' op",
            MergeOp::NAME
        );
        return Err(ir.op_error(op, message));
    }
    if has_other_merge(ir, region) {
        let message = format!(
            "should not have '{}' op outside the merge block",
            MergeOp::NAME
        );
        return Err(ir.op_error(op, message));
    }
    Ok(Some(blocks))
}

/// `SelectionOp::verifyRegions`.
fn verify_selection_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(blocks) = verify_merge_layout(ir, op)? else {
        return Ok(());
    };
    if blocks.len() == 1 {
        return Err(ir.op_error(op, "must have a selection header block"));
    }
    Ok(())
}

/// Whether `block` holds only a `spirv.Branch` to `target`.
fn has_one_branch_to(ir: &Ir, block: BlockId, target: BlockId) -> bool {
    let mut ops = ir.block_ops(block);
    matches!((ops.next(), ops.next()), (Some(op), None) if BranchOp::isa(ir, op) && ir.successors(op) == [target])
}

/// `LoopOp::verifyRegions`.
fn verify_loop_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(blocks) = verify_merge_layout(ir, op)? else {
        return Ok(());
    };
    if blocks.len() == 1 {
        return Err(ir.op_error(
            op,
            "must have an entry block branching to the loop header block",
        ));
    }
    if blocks.len() == 2 {
        return Err(ir.op_error(
            op,
            "must have a loop header block branched from the entry block",
        ));
    }
    let (entry, header) = (blocks[0], blocks[1]);
    if !has_one_branch_to(ir, entry, header) {
        let message = format!(
            "entry block must only have one '{}' op to the second block",
            BranchOp::NAME
        );
        return Err(ir.op_error(op, message));
    }
    if blocks.len() == 3 {
        return Err(ir.op_error(
            op,
            "requires a loop continue block branching to the loop header block",
        ));
    }
    let continue_block = blocks[blocks.len() - 2];
    let branches_to_header = |b: BlockId| {
        ir.last_op(b)
            .is_some_and(|t| ir.successors(t).contains(&header))
    };
    if !branches_to_header(continue_block) {
        return Err(ir.op_error(
            op,
            "second to last block must be the loop continue block that branches to the loop header block",
        ));
    }
    if blocks[2..blocks.len() - 2]
        .iter()
        .any(|&b| branches_to_header(b))
    {
        return Err(ir.op_error(
            op,
            "can only have the entry and loop continue block branching to the loop header block",
        ));
    }
    Ok(())
}

// ===== spirv.Unreachable =====

/// MLIR's `UnreachableOp::verify`: not in an entry block.
fn verify_unreachable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let block = ir.op_parent_block(op);
    let region = block.and_then(|b| ir.block_parent(b));
    if let (Some(block), Some(region)) = (block, region)
        && ir.entry_block(region) == Some(block)
    {
        return Err(ir.op_error(op, "cannot be used in reachable block"));
    }
    Ok(())
}
