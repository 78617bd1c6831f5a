//! A function's instructions cut into blocks: `OpFunction`, its parameters,
//! then blocks that start with `OpLabel`, carry their `OpPhi`s first and end
//! with a terminator, optionally preceded by a merge instruction
//! (SPIR-V specification 2.4, "Function definitions", and 2.11).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use spirv::Op;

use super::reader::{DResult, Inst, error};

/// `OpSelectionMerge` or `OpLoopMerge` of a header block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MergeInfo {
    /// The merge block's label.
    pub merge: u32,
    /// A loop's continue target; `None` for a selection.
    pub continue_target: Option<u32>,
    /// The selection or loop control mask.
    pub control: u32,
    /// The `OpLine` in effect at the merge instruction: the construct op's
    /// location.
    pub line: Option<super::reader::DebugLine>,
}

/// One block.
#[derive(Debug)]
pub(super) struct SpvBlock<'w> {
    pub label: u32,
    pub phis: Vec<Inst<'w>>,
    /// The instructions between the phis and the merge or terminator.
    pub body: Vec<Inst<'w>>,
    pub merge: Option<MergeInfo>,
    pub terminator: Inst<'w>,
    /// Successor labels, in the terminator's order.
    pub successors: SmallVec<[u32; 2]>,
}

/// One function.
#[derive(Debug)]
pub(super) struct SpvFunction<'w> {
    pub result_type: u32,
    pub id: u32,
    pub control: u32,
    pub function_type: u32,
    /// `(type, id)` of each parameter.
    pub params: Vec<(u32, u32)>,
    pub blocks: Vec<SpvBlock<'w>>,
    /// Block index of each label.
    pub index_of: FxHashMap<u32, usize>,
    /// The type of each parameter and local result `<id>`.
    pub result_types: FxHashMap<u32, u32>,
}

/// Whether `op` ends a block.
fn is_terminator(op: Op) -> bool {
    rspirv::grammar::reflect::is_block_terminator(op)
}

/// Cuts `insts` (from `OpFunction` to `OpFunctionEnd`) into blocks.
/// `selector_width` gives the bit width of a switch selector `<id>` defined
/// outside the function (a constant); the instructions `dropped` says are
/// left out (non-semantic ones).
pub(super) fn parse_function<'w>(
    insts: &[Inst<'w>],
    selector_width: impl Fn(u32) -> Option<u32>,
    type_width: impl Fn(u32) -> Option<u32>,
    dropped: impl Fn(&Inst<'w>) -> bool,
) -> DResult<SpvFunction<'w>> {
    let (Some(first), Some(last)) = (insts.first(), insts.last()) else {
        return Err(error("empty function"));
    };
    let mut r = first.reader();
    let (result_type, id, control, function_type) = (r.word()?, r.word()?, r.word()?, r.word()?);
    r.finish()?;
    if last.op != Some(Op::FunctionEnd) {
        return Err(last.error("expected OpFunctionEnd"));
    }
    let mut function = SpvFunction {
        result_type,
        id,
        control,
        function_type,
        params: Vec::new(),
        blocks: Vec::new(),
        index_of: FxHashMap::default(),
        result_types: FxHashMap::default(),
    };
    let mut rest = &insts[1..insts.len() - 1];
    // Most instructions have a result.
    function.result_types.reserve(rest.len());
    while let Some(inst) = rest
        .first()
        .filter(|i| matches!(i.op, Some(Op::FunctionParameter | Op::Line | Op::NoLine)))
    {
        if inst.op == Some(Op::FunctionParameter) {
            let mut r = inst.reader();
            let (ty, param) = (r.word()?, r.word()?);
            r.finish()?;
            function.params.push((ty, param));
            function.result_types.insert(param, ty);
        }
        rest = &rest[1..];
    }

    // Result types of local values, for switch selectors.
    for inst in rest {
        if let Some(grammar) = inst
            .op
            .and_then(|op| crate::target::grammar::core_instruction(op as u32))
            && let [first, second, ..] = grammar.operands
            && first.kind == rspirv::grammar::OperandKind::IdResultType
            && second.kind == rspirv::grammar::OperandKind::IdResult
            && let [ty, result, ..] = inst.operands
        {
            function.result_types.insert(*result, *ty);
        }
    }

    let mut i = 0;
    while i < rest.len() {
        let label_inst = rest[i];
        if label_inst.op != Some(Op::Label) {
            return Err(label_inst.error("expected OpLabel to start a block"));
        }
        let mut r = label_inst.reader();
        let label = r.word()?;
        r.finish()?;
        i += 1;
        let mut phis = Vec::new();
        let mut body = Vec::new();
        let mut merge = None;
        let terminator = loop {
            let Some(&inst) = rest.get(i) else {
                return Err(label_inst.error("block has no terminator"));
            };
            i += 1;
            let op = inst.op.unwrap_or(Op::Nop);
            if dropped(&inst) {
                continue;
            }
            match op {
                Op::Line | Op::NoLine | Op::Nop => {}
                Op::Phi if body.is_empty() && merge.is_none() => phis.push(inst),
                Op::Phi => {
                    return Err(
                        inst.error("OpPhi must come before the other instructions of its block")
                    );
                }
                Op::SelectionMerge | Op::LoopMerge => {
                    if merge.is_some() {
                        return Err(inst.error("block has two merge instructions"));
                    }
                    let mut r = inst.reader();
                    let target = r.word()?;
                    let continue_target = if op == Op::LoopMerge {
                        Some(r.word()?)
                    } else {
                        None
                    };
                    let control = r.word()?;
                    // Loop control parameters (DependencyLength, ...) carry no
                    // structure.
                    let _ = r.rest();
                    merge = Some(MergeInfo {
                        merge: target,
                        continue_target,
                        control,
                        line: inst.line,
                    });
                }
                Op::Label | Op::Function | Op::FunctionParameter => {
                    return Err(inst.error("block has no terminator"));
                }
                _ if is_terminator(op) => break inst,
                _ if merge.is_some() => {
                    return Err(inst.error(
                        "a merge instruction must come right before its block's terminator",
                    ));
                }
                _ => body.push(inst),
            }
        };
        let successors = successors(
            &terminator,
            &function.result_types,
            &selector_width,
            &type_width,
        )?;
        if function
            .index_of
            .insert(label, function.blocks.len())
            .is_some()
        {
            return Err(label_inst.error(format!("label <id> {label} defined twice")));
        }
        function.blocks.push(SpvBlock {
            label,
            phis,
            body,
            merge,
            terminator,
            successors,
        });
    }
    for block in &function.blocks {
        for succ in &block.successors {
            if !function.index_of.contains_key(succ) {
                return Err(block.terminator.error(format!(
                    "branch to <id> {succ}, which is not a block of the function"
                )));
            }
        }
        if let Some(m) = block.merge {
            for target in std::iter::once(m.merge).chain(m.continue_target) {
                if !function.index_of.contains_key(&target) {
                    return Err(error(format!(
                        "merge instruction of block {} names <id> {target}, which is not a block",
                        block.label
                    )));
                }
            }
        }
    }
    Ok(function)
}

/// The successor labels of a terminator.
fn successors(
    inst: &Inst<'_>,
    result_types: &FxHashMap<u32, u32>,
    selector_width: &impl Fn(u32) -> Option<u32>,
    type_width: &impl Fn(u32) -> Option<u32>,
) -> DResult<SmallVec<[u32; 2]>> {
    let mut r = inst.reader();
    Ok(match inst.op {
        Some(Op::Branch) => {
            let target = r.word()?;
            r.finish()?;
            SmallVec::from_slice(&[target])
        }
        Some(Op::BranchConditional) => {
            let (_condition, t, f) = (r.word()?, r.word()?, r.word()?);
            SmallVec::from_slice(&[t, f])
        }
        Some(Op::Switch) => {
            let selector = r.word()?;
            let width = result_types
                .get(&selector)
                .and_then(|&ty| type_width(ty))
                .or_else(|| selector_width(selector))
                .ok_or_else(|| inst.error("cannot tell the width of the switch selector"))?;
            let literal_words = if width > 32 { 2 } else { 1 };
            let mut targets = SmallVec::new();
            targets.push(r.word()?);
            let pairs = r.rest();
            if !pairs.len().is_multiple_of(literal_words + 1) {
                return Err(inst.error("malformed case list"));
            }
            for pair in pairs.chunks_exact(literal_words + 1) {
                targets.push(pair[literal_words]);
            }
            targets
        }
        _ => SmallVec::new(),
    })
}
