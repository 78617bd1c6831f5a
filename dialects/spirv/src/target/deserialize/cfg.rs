//! The structure of a function's control flow: which structured construct
//! each block belongs to, and which values leave a construct.
//!
//! A header block `H` with merge block `M` heads the construct of the blocks
//! `H` dominates that `M` does not (SPIR-V specification 2.11, "Structured
//! Control Flow"). Each block is *owned* by the innermost construct whose
//! region it goes to (its header's `spirv.mlir.selection`/`loop` region); a
//! header itself is owned by the construct around it, where its op is
//! placed. A merge block or continue target no path reaches is treated as
//! dominated by its header, so that it still has a place; a continue target
//! belongs to its loop even where a nested construct dominates it.
//!
//! MLIR regions cannot see values defined inside them, while SPIR-V lets a
//! value defined in a construct be used after it (when its block dominates
//! the merge block). Such values *escape*: the construct op yields them
//! through `spirv.mlir.merge`.

use rustc_hash::FxHashMap;
use shader_mlir::ir::Dominators;
use smallvec::SmallVec;

use super::blocks::SpvFunction;
use super::reader::{DResult, Inst, error};

/// Deepest nesting of structured constructs accepted.
pub const MAX_CONSTRUCT_DEPTH: u32 = 512;

/// The analysis of one function. Blocks are referred to by index.
#[derive(Debug)]
pub(super) struct Analysis {
    pub succs: Vec<SmallVec<[usize; 2]>>,
    /// Predecessors along real (reachable) edges.
    pub preds: Vec<SmallVec<[usize; 2]>>,
    pub reachable: Vec<bool>,
    /// Merge block and continue target of each header.
    pub merge_of: Vec<Option<usize>>,
    pub continue_of: Vec<Option<usize>>,
    /// The header whose construct region holds each block (None: the
    /// function body).
    pub owner: Vec<Option<usize>>,
    /// The header a merge block continues after.
    pub continuation_of: FxHashMap<usize, usize>,
    /// Values that leave each construct, in definition order.
    pub escapes: FxHashMap<usize, Vec<u32>>,
    /// Pre-order interval of each block in the dominator tree.
    dom_in: Vec<u32>,
    dom_out: Vec<u32>,
}

impl Analysis {
    pub fn is_header(&self, b: usize) -> bool {
        self.merge_of[b].is_some()
    }

    pub fn is_loop(&self, b: usize) -> bool {
        self.continue_of[b].is_some()
    }

    /// Whether `a` dominates `b` (both reachable).
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        self.dom_in[a] <= self.dom_in[b] && self.dom_out[b] <= self.dom_out[a]
    }

    /// The construct whose region holds `b`'s own instructions: its own
    /// for a header, else its owner's.
    pub fn construct_of(&self, b: usize) -> Option<usize> {
        if self.is_header(b) {
            Some(b)
        } else {
            self.owner[b]
        }
    }

    /// Whether construct `outer` is `inner` or encloses it.
    fn encloses(&self, outer: Option<usize>, inner: Option<usize>) -> bool {
        let Some(outer) = outer else { return true };
        let mut cur = inner;
        while let Some(c) = cur {
            if c == outer {
                return true;
            }
            cur = self.owner[c];
        }
        false
    }

    /// The predecessors of header `h` from outside its construct.
    pub fn entering_preds(&self, h: usize) -> SmallVec<[usize; 2]> {
        self.preds[h]
            .iter()
            .copied()
            .filter(|&p| !self.dominates(h, p))
            .collect()
    }
}

/// Analyzes `f`.
pub(super) fn analyze(f: &SpvFunction<'_>) -> DResult<Analysis> {
    let n = f.blocks.len();
    let succs: Vec<SmallVec<[usize; 2]>> = f
        .blocks
        .iter()
        .map(|b| b.successors.iter().map(|l| f.index_of[l]).collect())
        .collect();
    let mut merge_of = vec![None; n];
    let mut continue_of = vec![None; n];
    let mut continuation_of = FxHashMap::default();
    for (i, block) in f.blocks.iter().enumerate() {
        if let Some(m) = block.merge {
            let merge = f.index_of[&m.merge];
            if merge == i || continuation_of.insert(merge, i).is_some() {
                return Err(error(format!(
                    "block {} is the merge block of more than one construct, or of itself",
                    m.merge
                )));
            }
            merge_of[i] = Some(merge);
            continue_of[i] = m.continue_target.map(|c| f.index_of[&c]);
        }
    }
    if n == 0 {
        return Ok(Analysis {
            succs,
            preds: Vec::new(),
            reachable: Vec::new(),
            merge_of,
            continue_of,
            owner: Vec::new(),
            continuation_of,
            escapes: FxHashMap::default(),
            dom_in: Vec::new(),
            dom_out: Vec::new(),
        });
    }

    // Reachability along real edges, plus header -> merge / continue edges to
    // blocks no real path reaches.
    let mut extra: Vec<SmallVec<[usize; 2]>> = vec![SmallVec::new(); n];
    let mut reachable = reach(&succs, &extra, n);
    loop {
        let mut changed = false;
        for h in 0..n {
            if !reachable[h] {
                continue;
            }
            for target in merge_of[h].into_iter().chain(continue_of[h]) {
                if !reachable[target] && !extra[h].contains(&target) {
                    extra[h].push(target);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
        reachable = reach(&succs, &extra, n);
    }
    let mut preds: Vec<SmallVec<[usize; 2]>> = vec![SmallVec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        if reachable[b] {
            for &s in ss {
                if !preds[s].contains(&b) {
                    preds[s].push(b);
                }
            }
        }
    }
    // Immediate dominators over the real and the extra edges.
    let all: Vec<SmallVec<[usize; 4]>> = (0..n)
        .map(|b| succs[b].iter().chain(&extra[b]).copied().collect())
        .collect();
    let dominators = Dominators::compute(&all);

    // The dominator tree, walked in pre-order: intervals and owners.
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for b in 1..n {
        if let Some(parent) = dominators.idom(b) {
            children[parent].push(b);
        }
    }
    let mut owner: Vec<Option<usize>> = vec![None; n];
    let mut depth = vec![0u32; n];
    depth[0] = u32::from(merge_of[0].is_some());
    let mut dom_in = vec![0u32; n];
    let mut dom_out = vec![0u32; n];
    let mut clock = 0u32;
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    dom_in[0] = clock;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&child) = children[b].get(*next) {
            *next += 1;
            clock += 1;
            dom_in[child] = clock;
            // Constructs open at `child`: those open at its parent, plus the
            // parent's own; closed where `child` is a merge block.
            let mut cand = if merge_of[b].is_some() {
                Some(b)
            } else {
                owner[b]
            };
            let mut cur = cand;
            while let Some(a) = cur {
                if merge_of[a] == Some(child) {
                    cand = owner[a];
                    break;
                }
                // A loop's continue target is the loop's, even when a
                // construct nested in the loop dominates it (all paths to
                // it `continue` out of that construct).
                if continue_of[a] == Some(child) {
                    cand = Some(a);
                    break;
                }
                cur = owner[a];
            }
            owner[child] = cand;
            if merge_of[child].is_some() {
                depth[child] = cand.map_or(0, |c| depth[c]) + 1;
                if depth[child] > MAX_CONSTRUCT_DEPTH {
                    return Err(error(format!(
                        "structured control flow is nested more than {MAX_CONSTRUCT_DEPTH} constructs deep"
                    )));
                }
            }
            stack.push((child, 0));
        } else {
            dom_out[b] = clock;
            stack.pop();
        }
    }

    let mut analysis = Analysis {
        succs,
        preds,
        reachable,
        merge_of,
        continue_of,
        owner,
        continuation_of,
        escapes: FxHashMap::default(),
        dom_in,
        dom_out,
    };
    analysis.escapes = escapes(f, &analysis)?;
    Ok(analysis)
}

fn reach(succs: &[SmallVec<[usize; 2]>], extra: &[SmallVec<[usize; 2]>], n: usize) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in succs[b].iter().chain(&extra[b]) {
            if !seen[s] {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// The values each construct yields: defined inside it, used outside.
fn escapes(f: &SpvFunction<'_>, a: &Analysis) -> DResult<FxHashMap<usize, Vec<u32>>> {
    // Where each local value is defined: its construct and a definition index.
    let values: usize = f.blocks.iter().map(|b| b.phis.len() + b.body.len()).sum();
    let mut def: FxHashMap<u32, (Option<usize>, u32)> =
        FxHashMap::with_capacity_and_hasher(values, Default::default());
    let mut index = 0u32;
    for (b, block) in f.blocks.iter().enumerate() {
        if !a.reachable[b] {
            continue;
        }
        // A loop header's phis are its region's header block arguments; other
        // phis belong where the block's op or continuation is.
        let phi_construct = if a.is_loop(b) { Some(b) } else { a.owner[b] };
        for phi in &block.phis {
            if let [_, id, ..] = phi.operands {
                def.insert(*id, (phi_construct, index));
                index += 1;
            }
        }
        for inst in &block.body {
            if let Some(id) = result_id(inst) {
                // The entry block's variables go to the function's entry
                // block, and a selection header's instructions before its
                // construct op: outside the construct they head.
                let outside = (b == 0 && inst.op == Some(spirv::Op::Variable))
                    || (a.is_header(b) && !a.is_loop(b));
                let construct = if outside {
                    a.owner[b]
                } else {
                    a.construct_of(b)
                };
                def.insert(id, (construct, index));
                index += 1;
            }
        }
    }
    let mut escapes: FxHashMap<usize, Vec<(u32, u32)>> = FxHashMap::default();
    let mut note_use = |id: u32, user: Option<usize>| {
        let Some(&(construct, order)) = def.get(&id) else {
            return;
        };
        if construct == user {
            return;
        }
        let mut cur = construct;
        while let Some(c) = cur {
            if a.encloses(Some(c), user) {
                break;
            }
            escapes.entry(c).or_default().push((order, id));
            cur = a.owner[c];
        }
    };
    for (b, block) in f.blocks.iter().enumerate() {
        if !a.reachable[b] {
            continue;
        }
        for phi in &block.phis {
            for pair in phi.operands.get(2..).unwrap_or(&[]).chunks_exact(2) {
                if let Some(&p) = f.index_of.get(&pair[1]).filter(|&&p| a.reachable[p]) {
                    note_use(pair[0], a.construct_of(p));
                }
            }
        }
        let user = a.construct_of(b);
        for inst in block.body.iter().chain(std::iter::once(&block.terminator)) {
            for id in id_operands(inst)? {
                note_use(id, user);
            }
        }
    }
    Ok(escapes
        .into_iter()
        .map(|(c, mut ids)| {
            ids.sort_unstable();
            ids.dedup();
            (c, ids.into_iter().map(|(_, id)| id).collect())
        })
        .collect())
}

/// The result `<id>` of an instruction, if its grammar has one.
pub(super) fn result_id(inst: &Inst<'_>) -> Option<u32> {
    use rspirv::grammar::OperandKind;
    let grammar = crate::target::grammar::core_instruction(inst.op? as u32)?;
    let position = grammar
        .operands
        .iter()
        .take(2)
        .position(|o| o.kind == OperandKind::IdResult)?;
    inst.operands.get(position).copied()
}

/// The `<id>` operands (not the result type or result) of an instruction,
/// read through its grammar.
pub(super) fn id_operands(inst: &Inst<'_>) -> DResult<SmallVec<[u32; 8]>> {
    use rspirv::grammar::{OperandKind as K, OperandQuantifier as Q};
    let mut ids = SmallVec::new();
    let Some(grammar) = inst
        .op
        .and_then(|op| crate::target::grammar::core_instruction(op as u32))
    else {
        return Ok(ids);
    };
    let words = inst.operands;
    let mut pos = 0;
    for operand in grammar.operands {
        loop {
            if pos >= words.len() {
                break;
            }
            match operand.kind {
                K::IdResultType | K::IdResult => pos += 1,
                K::IdRef | K::IdScope | K::IdMemorySemantics => {
                    ids.push(words[pos]);
                    pos += 1;
                }
                K::PairIdRefIdRef => {
                    ids.push(words[pos]);
                    pos += 2;
                }
                K::PairLiteralIntegerIdRef | K::PairIdRefLiteralInteger => pos += 2,
                K::LiteralString => {
                    let (_, used) = crate::target::binary::read_string(&words[pos..])
                        .ok_or_else(|| inst.error("malformed string literal operand"))?;
                    pos += used;
                }
                K::LiteralContextDependentNumber => pos = words.len(),
                K::ImageOperands => {
                    pos += 1;
                    ids.extend_from_slice(&words[pos..]);
                    pos = words.len();
                }
                K::MemoryAccess => {
                    let mask = words[pos];
                    pos += 1;
                    if mask & spirv::MemoryAccess::ALIGNED.bits() != 0 {
                        pos += 1;
                    }
                    for bit in [
                        spirv::MemoryAccess::MAKE_POINTER_AVAILABLE,
                        spirv::MemoryAccess::MAKE_POINTER_VISIBLE,
                    ] {
                        if mask & bit.bits() != 0 && pos < words.len() {
                            ids.push(words[pos]);
                            pos += 1;
                        }
                    }
                }
                _ => pos += 1,
            }
            if operand.quantifier != Q::ZeroOrMore {
                break;
            }
        }
    }
    Ok(ids)
}
