//! Control-flow ops: `spirv.Branch`, `spirv.BranchConditional`,
//! `spirv.FunctionCall`, `spirv.mlir.selection`, `spirv.mlir.loop`,
//! `spirv.mlir.merge`, `spirv.Return`, `spirv.ReturnValue`, `spirv.Unreachable`.
//!
//! Mirrors MLIR's `SPIRVControlFlowOps.td` and `ControlFlowOps.cpp` (MLIR 22),
//! including the block layout rules of structured selections and loops
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#control-flow>).

use shader_mlir::Context;
use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{AttrKind, Attribute, BlockId, Ir, OpId, OperationState, RegionId, Value};

use super::asm::{
    enum_attr_value, int_value, named, parse_enum_keyword, parse_flat_symbol_ref, printed_attrs,
    symbol_ref_name,
};
use super::verify::{self as check, lookup_symbol_ref};
use crate::attributes::{EnumAttr, EnumKind};
use crate::support::quoted;
use crate::types::constraints::{ANY_TYPE, BOOL};

/// The control-flow ops, as registered.
pub const OPS: &[OpDef] = &[
    BranchConditionalOp::DEF,
    BranchOp::DEF,
    FunctionCallOp::DEF,
    LoopOp::DEF,
    MergeOp::DEF,
    ReturnOp::DEF,
    ReturnValueOp::DEF,
    SelectionOp::DEF,
    UnreachableOp::DEF,
];

/// The operands a terminator passes to successor `index` agree with the
/// successor's arguments (MLIR's `BranchOpInterface` verification).
fn verify_successor_operands(
    ir: &Ir,
    op: OpId,
    index: usize,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let block = ir.successors(op)[index];
    let args = ir.block_args(block);
    if operands.len() != args.len() {
        let message = format!(
            "branch has {} operands for successor #{index}, but target block has {}",
            operands.len(),
            args.len()
        );
        return Err(ir.error_at(ir.op_loc(op), message));
    }
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

fn successor_count(ir: &Ir, op: OpId, count: usize) -> Result<(), Diagnostic> {
    if ir.successors(op).len() != count {
        let message = format!(
            "requires {count} successor{}",
            if count == 1 { "" } else { "s" }
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

// ===== spirv.Branch =====

/// `spirv.Branch ^target(%a, ... : T, ...)?`.
pub struct BranchOp;

impl BranchOp {
    pub const NAME: &'static str = "spirv.Branch";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Unconditional branch to target block")
        .traits(
            Traits::TERMINATOR
                .union(Traits::PURE)
                .union(Traits::ZERO_RESULTS),
        )
        .verify(verify_branch)
        .asm(parse_branch, print_branch);
}

fn parse_branch(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (target, operands) = p.parse_successor_and_use_list()?;
    state.successors.push(target);
    state.operands.extend(operands);
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_branch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let [target] = ir.successors(op) else {
        return p.print_generic_op(op, false);
    };
    let operands: Vec<Value> = ir.operands(op).collect();
    p.write_char(' ');
    p.print_successor_and_use_list(*target, &operands);
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
}

fn verify_branch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::variadic_operands(ir, op, 0, ir.num_operands(op), &ANY_TYPE)?;
    check::in_function_scope(ir, op)?;
    successor_count(ir, op, 1)?;
    let operands: Vec<Value> = ir.operands(op).collect();
    verify_successor_operands(ir, op, 0, &operands)
}

// ===== spirv.BranchConditional =====

/// `spirv.BranchConditional %cond ([true_weight, false_weight])?, ^t(...)?, ^f(...)?`.
pub struct BranchConditionalOp;

impl BranchConditionalOp {
    pub const NAME: &'static str = "spirv.BranchConditional";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("If Condition is true, branch to true block, otherwise branch to false block")
        .traits(
            Traits::TERMINATOR
                .union(Traits::PURE)
                .union(Traits::ZERO_RESULTS),
        )
        .properties(&["branch_weights", "operandSegmentSizes"])
        .verify(verify_branch_conditional)
        .asm(parse_branch_conditional, print_branch_conditional);

    /// How many operands go to the true successor (from `operandSegmentSizes`).
    pub fn true_operand_count(ir: &Ir, op: OpId) -> Option<usize> {
        let segments = segment_sizes(ir.ctx(), ir.attr_or_prop(op, "operandSegmentSizes")?)?;
        (segments.len() == 3 && segments.iter().sum::<u64>() == ir.num_operands(op) as u64)
            .then(|| segments[1] as usize)
    }
}

/// The `array<i32: ...>` values of an `operandSegmentSizes` attribute.
fn segment_sizes(ctx: &Context, attr: Attribute) -> Option<Vec<u64>> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, values } if *element == ctx.common().i32 => {
            Some(values.iter().map(|&v| u64::from(v as u32)).collect())
        }
        _ => None,
    }
}

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
    let segments = [1, true_operands.len() as u64, false_operands.len() as u64];
    state.operands.extend(true_operands);
    state.operands.extend(false_operands);
    let sizes = ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.common().i32,
        values: segments.into(),
    });
    state
        .attributes
        .push(named(ctx, "operandSegmentSizes", sizes));
    Ok(())
}

fn print_branch_conditional(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (Some(true_count), [true_block, false_block]) = (
        BranchConditionalOp::true_operand_count(ir, op),
        ir.successors(op),
    ) else {
        return p.print_generic_op(op, false);
    };
    let operands: Vec<Value> = ir.operands(op).collect();
    p.write_char(' ');
    p.print_operand(operands[0]);
    if let Some(weights) = ir.attr_or_prop(op, "branch_weights")
        && let AttrKind::Array(weights) = ctx.attr_kind(weights)
    {
        p.write_str(" [");
        for (i, &w) in weights.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            match int_value(ctx, w) {
                Some(v) => p.write_int(v),
                None => p.print_attribute(w),
            }
        }
        p.write_char(']');
    }
    p.write_str(", ");
    p.print_successor_and_use_list(*true_block, &operands[1..1 + true_count]);
    p.write_str(", ");
    p.print_successor_and_use_list(*false_block, &operands[1 + true_count..]);
}

fn verify_branch_conditional(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let sizes = check::required_attr(ir, op, "operandSegmentSizes")?;
    let Some(segments) = segment_sizes(ctx, sizes) else {
        return Err(ir.op_error(op, "attribute 'operandSegmentSizes' failed to satisfy constraint: i32 dense array attribute"));
    };
    // Sizes of the wrong length are not taken (MLIR keeps its zero-initialized
    // segments then), so they add up to nothing.
    let segments = if segments.len() == 3 {
        segments
    } else {
        vec![0; 3]
    };
    let total: u64 = segments.iter().sum();
    if total != ir.num_operands(op) as u64 {
        let message = format!(
            "operand count ({}) does not match with the total size ({total}) specified in attribute \
             'operandSegmentSizes'",
            ir.num_operands(op)
        );
        return Err(ir.op_error(op, message));
    }
    if segments[0] != 1 {
        return Err(ir.op_error(
            op,
            format!(
                "operand group starting at #0 requires 1 operand, but found {}",
                segments[0]
            ),
        ));
    }
    check::operand(ir, op, 0, &BOOL)?;
    check::variadic_operands(ir, op, 1, ir.num_operands(op) - 1, &ANY_TYPE)?;
    if let Some(weights) = ir.attr_or_prop(op, "branch_weights") {
        let AttrKind::Array(weights) = ctx.attr_kind(weights) else {
            return Err(ir.op_error(op, "attribute 'branch_weights' failed to satisfy constraint: 32-bit integer array attribute"));
        };
        if weights.len() != 2 {
            return Err(ir.op_error(op, "must have exactly two branch weights"));
        }
        if weights.iter().all(|&w| int_value(ctx, w) == Some(0)) {
            return Err(ir.op_error(op, "branch weights cannot both be zero"));
        }
    }
    check::in_function_scope(ir, op)?;
    successor_count(ir, op, 2)?;
    let operands: Vec<Value> = ir.operands(op).collect();
    let true_count = segments[1] as usize;
    verify_successor_operands(ir, op, 0, &operands[1..1 + true_count])?;
    verify_successor_operands(ir, op, 1, &operands[1 + true_count..])
}

// ===== spirv.FunctionCall =====

/// `spirv.FunctionCall @callee(%a, ...) : (T, ...) -> R`.
pub struct FunctionCallOp;

impl FunctionCallOp {
    pub const NAME: &'static str = "spirv.FunctionCall";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Call a function")
        .properties(&["arg_attrs", "callee", "res_attrs"])
        .verify(verify_function_call)
        .asm(parse_function_call, print_function_call);
}

fn parse_function_call(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let callee = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "callee", callee));
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let loc = p.get_current_location();
    let (inputs, results) = p.parse_functional_type()?;
    p.resolve_operands(&operands, &inputs, loc, &mut state.operands)?;
    state.result_types.extend(results);
    Ok(())
}

fn print_function_call(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(callee) = ir
        .attr_or_prop(op, "callee")
        .and_then(|a| symbol_ref_name(p.ctx(), a))
    else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    p.print_symbol_name(p.ctx().str(callee));
    p.write_char('(');
    p.print_operands(ir.operands(op));
    p.write_char(')');
    p.print_optional_attr_dict(&printed_attrs(ir, op), &["callee"]);
    p.write_str(" : ");
    p.print_functional_type(op);
}

fn verify_function_call(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::variadic_operands(ir, op, 0, ir.num_operands(op), &ANY_TYPE)?;
    if ir.num_results(op) > 1 {
        let message = format!(
            "result group starting at #0 requires 0 or 1 element, but found {}",
            ir.num_results(op)
        );
        return Err(ir.op_error(op, message));
    }
    if ir.num_results(op) == 1 {
        check::result(ir, op, 0, &ANY_TYPE)?;
    }
    check::in_function_scope(ir, op)?;
    let callee = check::required_attr(ir, op, "callee")?;
    let Some(callee_name) = symbol_ref_name(ctx, callee) else {
        return Err(ir.op_error(
            op,
            "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute",
        ));
    };
    let func =
        lookup_symbol_ref(ir, op, callee).filter(|&f| ir.op_is(f, super::structure::FuncOp::NAME));
    let signature = func.and_then(|f| super::structure::FuncOp::signature(ir, f));
    let Some((inputs, results)) = signature else {
        let message = format!(
            "callee function '{}' not found in nearest symbol table",
            ctx.str(callee_name)
        );
        return Err(ir.op_error(op, message));
    };
    if inputs.len() != ir.num_operands(op) {
        let message = format!(
            "has incorrect number of operands for callee: expected {}, but provided {}",
            inputs.len(),
            ir.num_operands(op)
        );
        return Err(ir.op_error(op, message));
    }
    for (i, (operand, &ty)) in ir.operand_types(op).zip(inputs).enumerate() {
        if operand != ty {
            let message = format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                quoted(ctx, ty),
                quoted(ctx, operand)
            );
            return Err(ir.op_error(op, message));
        }
    }
    if results.len() != ir.num_results(op) {
        let message = format!(
            "has incorrect number of results has for callee: expected {}, but provided {}",
            results.len(),
            ir.num_results(op)
        );
        return Err(ir.op_error(op, message));
    }
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

/// `(control(Keyword))? (-> types)? { ... }` of a structured construct.
fn parse_structured(
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

fn print_structured(p: &mut AsmPrinter<'_>, op: OpId, kind: EnumKind) {
    let ir = p.ir();
    let (Some(control), [region]) = (
        enum_attr_value(ir, op, kind.mnemonic(), kind),
        ir.regions(op),
    ) else {
        return p.print_generic_op(op, false);
    };
    if control != 0 {
        p.write_str(" control(");
        super::asm::print_enum_value(p, kind, control);
        p.write_char(')');
    }
    if ir.num_results(op) > 0 {
        p.write_str(" -> ");
        p.print_type_list(ir.result_types(op));
    }
    p.write_char(' ');
    p.print_region(*region, false, true, false);
}

/// Whether `block` holds exactly one `spirv.mlir.merge`.
fn is_merge_block(ir: &Ir, block: BlockId) -> bool {
    let mut ops = ir.block_ops(block);
    matches!((ops.next(), ops.next()), (Some(op), None) if ir.op_is(op, MergeOp::NAME))
}

/// Whether a `spirv.mlir.merge` sits outside the last block.
fn has_other_merge(ir: &Ir, region: RegionId) -> bool {
    let blocks = ir.region_blocks(region);
    blocks[..blocks.len().saturating_sub(1)]
        .iter()
        .any(|&b| ir.block_ops(b).any(|op| ir.op_is(op, MergeOp::NAME)))
}

fn verify_structured(ir: &Ir, op: OpId, kind: EnumKind) -> Result<(), Diagnostic> {
    check::required_enum(ir, op, kind)?;
    check::in_function_scope(ir, op)?;
    if ir.regions(op).len() != 1 {
        return Err(ir.op_error(
            op,
            format!("requires one region, but found {}", ir.regions(op).len()),
        ));
    }
    Ok(())
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
        return Err(ir.op_error(
            op,
            "last block must be the merge block with only one 'spirv.mlir.merge' op",
        ));
    }
    if has_other_merge(ir, region) {
        return Err(ir.op_error(
            op,
            "should not have 'spirv.mlir.merge' op outside the merge block",
        ));
    }
    Ok(Some(blocks))
}

/// `spirv.mlir.selection (control(...))? (-> types)? { header ... merge }`.
pub struct SelectionOp;

impl SelectionOp {
    pub const NAME: &'static str = "spirv.mlir.selection";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Define a structured selection")
        .properties(&["selection_control"])
        .verify(|ir, op| verify_structured(ir, op, EnumKind::SelectionControl))
        .verify_regions(verify_selection_regions)
        .asm(
            |p, state| parse_structured(p, state, EnumKind::SelectionControl),
            |p, op| print_structured(p, op, EnumKind::SelectionControl),
        );
}

fn verify_selection_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(blocks) = verify_merge_layout(ir, op)? else {
        return Ok(());
    };
    if blocks.len() == 1 {
        return Err(ir.op_error(op, "must have a selection header block"));
    }
    Ok(())
}

/// `spirv.mlir.loop (control(...))? (-> types)? { entry header ... continue merge }`.
pub struct LoopOp;

impl LoopOp {
    pub const NAME: &'static str = "spirv.mlir.loop";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Define a structured loop")
        .properties(&["loop_control"])
        .verify(|ir, op| verify_structured(ir, op, EnumKind::LoopControl))
        .verify_regions(verify_loop_regions)
        .asm(
            |p, state| parse_structured(p, state, EnumKind::LoopControl),
            |p, op| print_structured(p, op, EnumKind::LoopControl),
        );
}

/// Whether `block` holds only a `spirv.Branch` to `target`.
fn has_one_branch_to(ir: &Ir, block: BlockId, target: BlockId) -> bool {
    let mut ops = ir.block_ops(block);
    matches!((ops.next(), ops.next()), (Some(op), None) if ir.op_is(op, BranchOp::NAME) && ir.successors(op) == [target])
}

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
        return Err(ir.op_error(
            op,
            "entry block must only have one 'spirv.Branch' op to the second block",
        ));
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

// ===== spirv.mlir.merge =====

/// `spirv.mlir.merge (%v, ... : T, ...)?`: the end of a selection or loop,
/// yielding its results.
pub struct MergeOp;

impl MergeOp {
    pub const NAME: &'static str = "spirv.mlir.merge";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("A special terminator for merging a structured selection/loop")
        .traits(
            Traits::TERMINATOR
                .union(Traits::PURE)
                .union(Traits::RETURN_LIKE)
                .union(Traits::ZERO_RESULTS),
        )
        .parents(&[SelectionOp::NAME, LoopOp::NAME])
        .asm(parse_merge, print_merge);
}

fn parse_merge(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let loc = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if operands.is_empty() {
        return Ok(());
    }
    let mut types = Vec::new();
    p.parse_colon_type_list(&mut types)?;
    p.resolve_operands(&operands, &types, loc, &mut state.operands)
}

fn print_merge(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    if ir.num_operands(op) > 0 {
        p.write_char(' ');
        p.print_operands(ir.operands(op));
        p.write_str(" : ");
        p.print_type_list(ir.operand_types(op));
    }
}

// ===== spirv.Return / spirv.ReturnValue / spirv.Unreachable =====

/// `spirv.Return`: return from a function without a value.
pub struct ReturnOp;

impl ReturnOp {
    pub const NAME: &'static str = "spirv.Return";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Return with no value from a function with void return type")
        .traits(
            Traits::TERMINATOR
                .union(Traits::PURE)
                .union(Traits::ZERO_RESULTS),
        )
        .verify(|ir, op| {
            check::counts(ir, op, 0, 0)?;
            check::in_function_scope(ir, op)
        })
        .asm(parse_attr_dict_only, print_attr_dict_only);
}

/// `attr-dict`: ops whose custom form is their name and attributes.
fn parse_attr_dict_only(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_attr_dict_only(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 0 || ir.num_results(op) != 0 {
        return p.print_generic_op(op, false);
    }
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
}

/// `spirv.ReturnValue %v : T`: return a value from a function.
pub struct ReturnValueOp;

impl ReturnValueOp {
    pub const NAME: &'static str = "spirv.ReturnValue";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Return a value from a function")
        .traits(
            Traits::TERMINATOR
                .union(Traits::PURE)
                .union(Traits::ZERO_RESULTS),
        )
        .verify(|ir, op| {
            check::counts(ir, op, 1, 0)?;
            check::operand(ir, op, 0, &ANY_TYPE)?;
            check::in_function_scope(ir, op)
        })
        .asm(parse_return_value, print_return_value);
}

fn parse_return_value(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    state.operands.push(p.resolve_operand(&value, ty)?);
    Ok(())
}

fn print_return_value(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(value) = ir.operands(op).next().filter(|_| ir.num_operands(op) == 1) else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    p.print_operand(value);
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(value));
}

/// `spirv.Unreachable`: behavior is undefined if executed.
pub struct UnreachableOp;

impl UnreachableOp {
    pub const NAME: &'static str = "spirv.Unreachable";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Behavior is undefined if this instruction is executed")
        .traits(Traits::TERMINATOR.union(Traits::ZERO_RESULTS))
        .verify(verify_unreachable)
        .asm(parse_attr_dict_only, print_attr_dict_only);
}

fn verify_unreachable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 0, 0)?;
    check::in_function_scope(ir, op)?;
    let block = ir.op_parent_block(op);
    let region = block.and_then(|b| ir.block_parent(b));
    if let (Some(block), Some(region)) = (block, region)
        && ir.entry_block(region) == Some(block)
    {
        return Err(ir.op_error(op, "cannot be used in reachable block"));
    }
    Ok(())
}
