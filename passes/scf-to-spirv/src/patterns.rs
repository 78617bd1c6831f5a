//! `scf` to `spirv` (MLIR's SCFToSPIRV): structured control flow becomes
//! SPIR-V's structured constructs.
//!
//! `scf.for` becomes
//!
//! ```text
//! spirv.mlir.loop {
//!   spirv.Branch ^header(%lb, %init...)
//! ^header(%iv, %iter...):
//!   %more = spirv.SLessThan %iv, %ub        // ULessThan for `unsignedCmp`
//!   spirv.BranchConditional %more, ^body(%iv, %iter...), ^merge
//! ^body(%iv', %iter'...):                  // the scf.for body
//!   ...
//!   spirv.Branch ^continue(%yielded...)     // its scf.yield
//! ^continue(%next...):
//!   %iv_next = spirv.IAdd %iv, %step
//!   spirv.Branch ^header(%iv_next, %next...)
//! ^merge:
//!   spirv.mlir.merge
//! }
//! ```
//!
//! and `scf.if` a `spirv.mlir.selection` whose header branches to the moved
//! `then` and `else` blocks, which branch to the merge block. Results leave
//! the constructs through `Function`-storage variables placed at the start of
//! the function: the initial values are stored before a loop and each
//! iteration's values in its continue block, the yielded values of an `if` in
//! each branch; the results are loaded after the construct.
//!
//! `scf.if` lowers exactly as MLIR 22 does. `scf.for` does not, on purpose:
//! upstream stores a loop's results only in its body, so a loop that runs
//! zero times leaves them undefined, and it steps the induction variable at
//! the end of the last body block rather than in a continue block of its own;
//! it also places result variables just before the construct rather than at
//! the start of the function.
//!
//! The `scf.yield` of a converted construct is converted after it (dialect
//! conversion visits ops in pre-order), so the construct records where each
//! of its yields goes; the patterns share that record ([`ScfState`]).

use std::sync::{Arc, Mutex};

use dialect_func::FuncOp;
use dialect_scf::{ForOp, IfOp, YieldOp};
use dialect_spirv::ops::arithmetic::IAddOp;
use dialect_spirv::ops::control_flow::{
    BranchConditionalOp, BranchOp, LoopOp, MergeOp, SelectionOp,
};
use dialect_spirv::ops::logical::{SLessThanOp, ULessThanOp};
use dialect_spirv::ops::memory::{LoadOp, StoreOp};
use dialect_spirv::ops::structure::FuncOp as SpirvFuncOp;
use rustc_hash::FxHashMap;
use shader_mlir::conversion::{
    Adaptor, ConversionPatternSet, ConversionRewriter, StatefulConversionFn,
    StatefulConversionPattern, TypeConverter,
};
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{BlockId, Location, OpId, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};

use spirv_conversion::type_converter::SpirvTypeConverter;
use spirv_conversion::{emit, result_types};

/// Where a converted construct's `scf.yield` goes.
#[derive(Clone, Debug)]
struct YieldTarget {
    block: BlockId,
    /// Variables the yielded values are stored to (an `if`'s results); when
    /// empty, the values are the target block's arguments.
    variables: Vec<Value>,
}

/// What the `scf` patterns share during one conversion.
#[derive(Default, Debug)]
pub struct ScfState {
    yields: Mutex<FxHashMap<OpId, YieldTarget>>,
}

impl ScfState {
    fn record(&self, yield_op: OpId, target: YieldTarget) {
        self.yields
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(yield_op, target);
    }

    /// Where `yield_op` goes, recorded by the construct it ends.
    fn take(&self, yield_op: OpId) -> Result<YieldTarget, MatchFailure> {
        self.yields
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&yield_op)
            .or_fail("yield of a construct that was not converted")
    }
}

/// What the `scf` patterns of one set share: the constructs' records and
/// the type converter.
struct Shared {
    state: ScfState,
    converter: Arc<TypeConverter>,
}

/// What an `scf` lowering receives: the shared state, the root as its typed
/// handle and as an op, the root's location, its converted operands and the
/// rewriter.
struct Matched<'a, 'r, T>(
    &'a Shared,
    T,
    OpId,
    Location,
    &'a Adaptor,
    &'a mut ConversionRewriter<'r>,
);

/// The pattern function of the lowering `$lower` of `$op`.
macro_rules! lowering {
    ($op:ident => $lower:ident) => {
        |shared, op, adaptor, rewriter| {
            let root = $op::cast(rewriter.ir(), op).or_fail("not the pattern's root op")?;
            let loc = rewriter.ir().op_loc(op);
            $lower(Matched(shared, root, op, loc, adaptor, rewriter))
        }
    };
}

/// Adds the `scf` patterns, sharing one [`ScfState`].
pub fn populate_patterns(converter: &SpirvTypeConverter, patterns: &mut ConversionPatternSet) {
    let shared = Arc::new(Shared {
        state: ScfState::default(),
        converter: converter.types.clone(),
    });
    let list: [(&'static OpDef, &'static OpDef, StatefulConversionFn<Shared>); 3] = [
        (ForOp::DEF, LoopOp::DEF, lowering!(ForOp => lower_for)),
        (IfOp::DEF, SelectionOp::DEF, lowering!(IfOp => lower_if)),
        (
            YieldOp::DEF,
            BranchOp::DEF,
            lowering!(YieldOp => lower_yield),
        ),
    ];
    for (root, target, apply) in list {
        patterns.add(StatefulConversionPattern {
            name: format!("{} -> {}", root.name, target.name),
            root,
            state: shared.clone(),
            type_converter: converter.types.clone(),
            apply,
        });
    }
}

/// `Function` variables for `types`, at the start of the function holding `op`.
fn result_variables(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    loc: Location,
    types: &[Type],
) -> Result<Vec<Value>, MatchFailure> {
    if types.is_empty() {
        return Ok(Vec::new());
    }
    let ir = rewriter.ir();
    let function = ir
        .ancestor_where(op, |p| SpirvFuncOp::isa(ir, p) || FuncOp::isa(ir, p))
        .or_fail("structured control flow outside a function")?;
    let entry = ir
        .regions(function)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .or_fail("function without a body")?;
    let saved = rewriter.insertion_point();
    rewriter.set_insertion_point_to_start(entry);
    let variables = types
        .iter()
        .map(|&ty| emit::function_variable(rewriter, loc, ty))
        .collect();
    rewriter.restore_insertion_point(saved);
    Ok(variables)
}

/// Loads the results after `construct` and replaces `op` with them.
fn finish(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    construct: OpId,
    loc: Location,
    variables: &[Value],
) {
    rewriter.set_insertion_point_after(construct);
    let results: Vec<Value> = variables
        .iter()
        .map(|&v| LoadOp::build_from(rewriter, loc, v).value(rewriter.ir()))
        .collect();
    rewriter.replace_op(op, &results);
}

fn lower_for(
    Matched(shared, for_op, op, loc, adaptor, rewriter): Matched<'_, '_, ForOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let body = for_op.region(ir);
    let yield_op = for_op
        .yield_op(ir)
        .or_fail("loop body without scf.yield")?
        .0;
    let unsigned = for_op.unsigned_cmp(ir);
    let types = result_types(&shared.converter, rewriter, op)?;
    let operands = adaptor.operands();
    let (lb, ub, step, inits) = (operands[0], operands[1], operands[2], &operands[3..]);
    let iv_type = rewriter.ir().value_type(lb);
    let shared_converter = rewriter
        .type_converter()
        .cloned()
        .or_fail("no type converter")?;

    let variables = result_variables(rewriter, op, loc, &types)?;
    for (&variable, &init) in variables.iter().zip(inits) {
        StoreOp::build(rewriter, loc, variable, init, None, None);
    }
    let loop_op = LoopOp::build(rewriter, loc, &[]);
    let region = loop_op.body(rewriter.ir());
    let entry = rewriter.create_block(region, None, &[]);
    let mut header_args = vec![(iv_type, loc)];
    header_args.extend(types.iter().map(|&t| (t, loc)));
    let header = rewriter.create_block(region, None, &header_args);
    rewriter.inline_region_before(body, region, 2);
    let body_block = rewriter.ir().region_blocks(region)[2];
    let iter_args: Vec<(Type, Location)> = types.iter().map(|&t| (t, loc)).collect();
    let continue_block = rewriter.create_block(region, None, &iter_args);
    let merge = rewriter.create_block(region, None, &[]);
    rewriter.convert_region_types(region, &shared_converter, None)?;

    rewriter.set_insertion_point_to_end(entry);
    let mut entry_args = vec![lb];
    entry_args.extend_from_slice(inits);
    BranchOp::build(rewriter, loc, &entry_args, header);

    rewriter.set_insertion_point_to_end(header);
    let header_values = rewriter.ir().block_args(header).to_vec();
    let iv = header_values[0];
    let more = if unsigned {
        ULessThanOp::build(rewriter, loc, iv, ub).result(rewriter.ir())
    } else {
        SLessThanOp::build(rewriter, loc, iv, ub).result(rewriter.ir())
    };
    BranchConditionalOp::build(
        rewriter,
        loc,
        more,
        &header_values,
        &[],
        None,
        body_block,
        merge,
    );

    rewriter.set_insertion_point_to_end(continue_block);
    let next_values = rewriter.ir().block_args(continue_block).to_vec();
    let next_iv = IAddOp::build(rewriter, loc, iv, step).result(rewriter.ir());
    for (&variable, &value) in variables.iter().zip(&next_values) {
        StoreOp::build(rewriter, loc, variable, value, None, None);
    }
    let mut back_args = vec![next_iv];
    back_args.extend_from_slice(&next_values);
    BranchOp::build(rewriter, loc, &back_args, header);

    rewriter.set_insertion_point_to_end(merge);
    MergeOp::build(rewriter, loc, &[]);

    shared.state.record(
        yield_op,
        YieldTarget {
            block: continue_block,
            variables: Vec::new(),
        },
    );
    finish(rewriter, op, loop_op.op(), loc, &variables);
    Ok(())
}

fn lower_if(
    Matched(shared, if_op, op, loc, adaptor, rewriter): Matched<'_, '_, IfOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let then_region = if_op.then_region(ir);
    let else_region = Some(if_op.else_region(ir)).filter(|&r| !ir.region_is_empty(r));
    let then_yield = if_op.then_yield(ir).map(|y| y.0);
    let else_yield = else_region.and_then(|_| if_op.else_yield(ir)).map(|y| y.0);
    let types = result_types(&shared.converter, rewriter, op)?;
    let condition = adaptor.operand(0);

    let variables = result_variables(rewriter, op, loc, &types)?;
    let selection = SelectionOp::build(rewriter, loc, &[]);
    let region = selection.body(rewriter.ir());
    let header = rewriter.create_block(region, None, &[]);
    rewriter.inline_region_before(then_region, region, 1);
    let then_block = rewriter.ir().region_blocks(region)[1];
    let else_block = else_region.map(|r| {
        let position = rewriter.ir().region_blocks(region).len();
        rewriter.inline_region_before(r, region, position);
        rewriter.ir().region_blocks(region)[position]
    });
    let merge = rewriter.create_block(region, None, &[]);
    MergeOp::build(rewriter, loc, &[]);

    rewriter.set_insertion_point_to_end(header);
    let on_false = else_block.unwrap_or(merge);
    BranchConditionalOp::build(
        rewriter,
        loc,
        condition,
        &[],
        &[],
        None,
        then_block,
        on_false,
    );

    for yield_op in then_yield.into_iter().chain(else_yield) {
        shared.state.record(
            yield_op,
            YieldTarget {
                block: merge,
                variables: variables.clone(),
            },
        );
    }
    finish(rewriter, op, selection.op(), loc, &variables);
    Ok(())
}

fn lower_yield(
    Matched(shared, _, op, loc, adaptor, rewriter): Matched<'_, '_, YieldOp>,
) -> RewriteResult {
    let target = shared.state.take(op)?;
    if target.variables.is_empty() {
        BranchOp::build(rewriter, loc, adaptor.operands(), target.block);
    } else {
        for (&variable, &value) in target.variables.iter().zip(adaptor.operands()) {
            StoreOp::build(rewriter, loc, variable, value, None, None);
        }
        BranchOp::build(rewriter, loc, &[], target.block);
    }
    rewriter.erase_op(op);
    Ok(())
}
