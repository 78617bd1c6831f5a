//! SSA value and block naming, as MLIR's `SSANameState` does it.
//!
//! Values are numbered per region: a region continues the counters of the
//! region enclosing its op *after* that whole enclosing region was numbered, and
//! sibling regions restart from the same point (so `%0` may appear in several
//! sibling functions). Entry-block arguments are `%argN` with their own counter,
//! other block arguments and results share the `%N` counter. Names suggested by
//! [`OpDef::asm_names`](crate::dialect::OpDef) (custom form only) are sanitized
//! and uniqued with `_N` suffixes within the enclosing regions. A result group
//! (a run of results introduced by a named result) prints as `%name:count` and is
//! used as `%name#i`. Blocks are `^bbN`, numbered per region.
//!
//! With `--mlir-print-unique-ssa-ids`, and always in the generic form, counters
//! are not restored between regions: regions are numbered in MLIR's work-list
//! order (the last region of a block's last op first) and no number repeats.

use super::text::Text;
use std::hash::BuildHasher as _;
use std::sync::Arc;

use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::index_window::IndexWindow;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

use super::PrintOptions;
use super::lexical;

/// Value names in a vector indexed by the value's arena index: the printer looks
/// one up for every operand it prints.
#[derive(Clone, Debug, Default)]
struct ValueNames {
    /// By value index: a number below `NAMED`, or `NAMED + i` for
    /// `names[i]`.
    codes: IndexWindow,
    /// Where each name is in `text` (one buffer for all: no allocation per
    /// name).
    names: Vec<(u32, u32)>,
    text: String,
}

const NAMED: u32 = 1 << 31;

impl ValueNames {
    fn contains_key(&self, value: &Value) -> bool {
        self.codes.get(value.index()).is_some()
    }

    fn set_code(&mut self, value: Value, code: u32) {
        self.codes.set(value.index(), code);
    }

    fn insert_number(&mut self, value: Value, n: u32) {
        self.set_code(value, n.min(NAMED - 1));
    }

    fn insert_name(&mut self, value: Value, name: &str) {
        let start = self.text.len() as u32;
        self.text.push_str(name);
        self.names.push((start, self.text.len() as u32));
        let code = NAMED + (self.names.len() as u32 - 1);
        self.set_code(value, code);
    }

    /// Writes the name without `%`.
    fn write(&self, out: &mut Text, value: Value) -> bool {
        match self.codes.get(value.index()) {
            None => false,
            Some(code) if code >= NAMED => {
                let (start, end) = self.names[(code - NAMED) as usize];
                out.push_str(&self.text[start as usize..end as usize]);
                true
            }
            Some(code) => {
                push_u32(out, code);
                true
            }
        }
    }
}

/// The naming state of one printed op tree.
#[derive(Clone, Debug, Default)]
pub struct SsaNames {
    /// The head of each result group and every block argument.
    values: ValueNames,
    /// First result index of each result group, for ops with more than one group.
    result_groups: FxHashMap<OpId, SmallVec<[u32; 2]>>,
    /// Position of each block in its region, by block index.
    blocks: IndexWindow,
    /// Predecessor blocks of each block (with repeats), in no particular order.
    predecessors: FxHashMap<BlockId, SmallVec<[BlockId; 2]>>,
    /// Set when the regions of the ops of the root's body were left to be
    /// named one op at a time ([`SsaNames::for_deferred_op`]).
    deferred: Option<Arc<Deferred>>,
    /// For the names of one deferred op's regions: the names of the tree
    /// around them, looked up for what is not named here.
    outer: Option<Arc<SsaNames>>,
}

/// Where the naming of a tree stopped: at the regions of the ops of `block`
/// (the body of the root). In MLIR's scheme every one of those regions starts
/// from the same counters and sees the same names in use (those of the
/// root and its body), and no region's names depend on a sibling subtree's, so
/// each op's regions can be named on their own, when the op is printed: the
/// names of a module are never all held at once, and the threads printing
/// its functions name them too.
#[derive(Debug)]
struct Deferred {
    block: BlockId,
    counters: Counters,
    used: UsedNames,
}

/// The counters carried from a region to the regions nested in it.
#[derive(Clone, Copy, Debug, Default)]
struct Counters {
    next_value: u32,
    next_argument: u32,
    next_conflict: u32,
}

/// A stack of name scopes: names used in a region are visible to the regions
/// nested in it, not to its siblings.
#[derive(Debug, Default)]
struct UsedNames {
    /// The text of every name introduced, back to back (a popped name's text
    /// stays): no allocation per name.
    text: String,
    /// The names in use, as spans of `text`.
    table: HashTable<(u32, u32)>,
    /// The names each scope introduced, for popping: their hash and span.
    scopes: Vec<Vec<(u64, (u32, u32))>>,
}

fn name_hash(name: &str) -> u64 {
    FxBuildHasher.hash_one(name)
}

fn span_text(text: &str, (start, end): (u32, u32)) -> &str {
    &text[start as usize..end as usize]
}

impl UsedNames {
    fn depth(&self) -> usize {
        self.scopes.len()
    }
    fn push(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn pop_to(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            for (hash, span) in self.scopes.pop().unwrap_or_default() {
                if let Ok(entry) = self.table.find_entry(hash, |&s| s == span) {
                    entry.remove();
                }
            }
        }
    }
    fn contains(&self, hash: u64, name: &str) -> bool {
        self.table
            .find(hash, |&span| span_text(&self.text, span) == name)
            .is_some()
    }

    /// Adds `name` to the innermost scope; false if it is in use here or in
    /// `outer`.
    fn try_insert(&mut self, name: &str, outer: Option<&UsedNames>) -> bool {
        let hash = name_hash(name);
        if self.contains(hash, name) || outer.is_some_and(|o| o.contains(hash, name)) {
            return false;
        }
        let UsedNames {
            text,
            table,
            scopes,
        } = self;
        let start = text.len() as u32;
        text.push_str(name);
        let span = (start, text.len() as u32);
        let text = &*text;
        table.insert_unique(hash, span, |&span| name_hash(span_text(text, span)));
        if let Some(scope) = scopes.last_mut() {
            scope.push((hash, span));
        }
        true
    }
}

struct Namer<'a> {
    ir: &'a Ir,
    opts: &'a PrintOptions,
    names: SsaNames,
    counters: Counters,
    used: UsedNames,
    /// The names in use around a deferred op's regions.
    outer_used: Option<&'a UsedNames>,
    /// The names an op suggests, as `(value, end in suggested_text)`
    /// (reused from op to op).
    suggested: Vec<(Value, usize)>,
    suggested_text: String,
    /// A name with a `_N` suffix being tried.
    probe: String,
}

impl SsaNames {
    /// Numbers everything nested in `root` (and `root`'s own results).
    pub fn compute(ir: &Ir, root: OpId, opts: &PrintOptions) -> SsaNames {
        let mut namer = Namer::new(ir, opts, None);
        namer.used.push();
        let top_scope = namer.used.depth();
        let stack = ir
            .regions(root)
            .iter()
            .map(|&r| (r, namer.counters, top_scope))
            .collect();
        namer.number_op(root);
        namer.number_regions(stack);
        namer.names
    }

    /// As [`SsaNames::compute`], but when `root` has a single block the
    /// regions of the ops in it are left to [`SsaNames::for_deferred_op`],
    /// which names them the same way one op at a time. Only in the custom
    /// form without `--mlir-print-unique-ssa-ids`: unique numbering carries
    /// counters from one op's regions to the next.
    pub fn compute_deferred(ir: &Ir, root: OpId, opts: &PrintOptions) -> SsaNames {
        let (&[region], false) = (ir.regions(root), unique_numbering(opts)) else {
            return SsaNames::compute(ir, root, opts);
        };
        let &[block] = ir.region_blocks(region) else {
            return SsaNames::compute(ir, root, opts);
        };
        // What `compute` does up to the ops of the root's block.
        let mut namer = Namer::new(ir, opts, None);
        namer.used.push();
        let start = namer.counters;
        namer.number_op(root);
        namer.counters = start;
        namer.used.push();
        namer.number_region(region);
        let Namer {
            mut names,
            counters,
            used,
            ..
        } = namer;
        names.deferred = Some(Arc::new(Deferred {
            block,
            counters,
            used,
        }));
        names
    }

    /// The names of the regions of `op`, an op of the block whose regions
    /// `names` left unnamed ([`SsaNames::compute_deferred`]), looking up the
    /// rest in `names`; `None` for any other op.
    pub fn for_deferred_op(
        names: &Arc<SsaNames>,
        ir: &Ir,
        op: OpId,
        opts: &PrintOptions,
    ) -> Option<SsaNames> {
        let deferred = names.deferred.as_ref()?;
        if ir.regions(op).is_empty() || ir.op_parent_block(op) != Some(deferred.block) {
            return None;
        }
        let mut namer = Namer::new(ir, opts, Some(&deferred.used));
        namer.counters = deferred.counters;
        let stack = ir
            .regions(op)
            .iter()
            .map(|&r| (r, deferred.counters, 0))
            .collect();
        namer.number_regions(stack);
        let mut local = namer.names;
        local.outer = Some(Arc::clone(names));
        Some(local)
    }

    /// Makes `arg` print as `name` does (MLIR's `shadowRegionArgs`).
    pub fn shadow(&mut self, ir: Option<&Ir>, arg: Value, name: Value) {
        let mut text = Text::new();
        self.write_value(&mut text, ir, name, true);
        let text = text.into_string();
        let text = text.strip_prefix('%').unwrap_or(&text);
        self.values.insert_name(arg, text);
    }

    /// Writes `%name`, `%N` or `%N#i` for `value`.
    pub fn write_value(
        &self,
        out: &mut Text,
        ir: Option<&Ir>,
        value: Value,
        print_result_number: bool,
    ) {
        let (head, number) = match ir {
            Some(ir) => self.group_head(ir, value),
            None => (value, None),
        };
        let start = out.len();
        out.push('%');
        if !self.write_name(out, head) {
            out.truncate(start);
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if let (Some(n), true) = (number, print_result_number) {
            out.push('#');
            push_u32(out, n);
        }
    }

    /// Writes the name of `value` without `%`, from here or the names around.
    fn write_name(&self, out: &mut Text, value: Value) -> bool {
        self.values.write(out, value)
            || self
                .outer
                .as_ref()
                .is_some_and(|o| o.write_name(out, value))
    }

    /// The first result index of each result group of `op`, when it has more
    /// than one group.
    fn groups_of(&self, op: OpId) -> Option<&SmallVec<[u32; 2]>> {
        let here = match self.result_groups.is_empty() {
            true => None,
            false => self.result_groups.get(&op),
        };
        here.or_else(|| self.outer.as_ref()?.groups_of(op))
    }

    /// The position of `block` in its region.
    fn block_position(&self, block: BlockId) -> Option<u32> {
        match self.blocks.get(block.index()) {
            Some(n) => Some(n),
            None => self.outer.as_ref()?.block_position(block),
        }
    }

    /// The first result of `value`'s result group and `value`'s index in it
    /// (only for groups of more than one result).
    fn group_head(&self, ir: &Ir, value: Value) -> (Value, Option<u32>) {
        let ValueDef::OpResult { op, index } = ir.value_def(value) else {
            return (value, None);
        };
        let count = ir.num_results(op) as u32;
        if count == 1 {
            return (value, None);
        }
        let Some(groups) = self.groups_of(op) else {
            return (ir.result(op, 0), Some(index));
        };
        let next = groups.partition_point(|&start| start <= index);
        let start = groups[next - 1];
        let end = groups.get(next).copied().unwrap_or(count);
        let number = if end - start != 1 {
            Some(index - start)
        } else {
            None
        };
        (ir.result(op, start as usize), number)
    }

    /// The result groups of `op` as `(first result, count)`.
    pub fn result_groups(&self, ir: &Ir, op: OpId) -> SmallVec<[(u32, u32); 2]> {
        let count = ir.num_results(op) as u32;
        match self.groups_of(op) {
            None => smallvec::smallvec![(0, count)],
            Some(groups) => groups
                .iter()
                .enumerate()
                .map(|(i, &start)| (start, groups.get(i + 1).copied().unwrap_or(count) - start))
                .collect(),
        }
    }

    /// Writes `^bbN` (or `INVALIDBLOCK` for a block outside the printed tree).
    pub fn write_block(&self, out: &mut Text, block: BlockId) {
        match self.block_position(block) {
            Some(n) => {
                out.push_str("^bb");
                push_u32(out, n);
            }
            None => out.push_str("INVALIDBLOCK"),
        }
    }

    /// The position of `block` in its region, for ordering predecessors.
    pub fn block_ordering(&self, block: BlockId) -> i64 {
        self.block_position(block).map_or(-1, i64::from)
    }

    /// The blocks whose terminators branch to `block` (with repeats).
    pub fn predecessors(&self, block: BlockId) -> &[BlockId] {
        match (self.predecessors.get(&block), &self.outer) {
            (Some(preds), _) => preds,
            (None, Some(outer)) => outer.predecessors(block),
            (None, None) => &[],
        }
    }
}

/// Appends `n` in decimal.
fn push_decimal(out: &mut String, n: u32) {
    let mut buf = [0u8; 20];
    let digits = super::asm_printer::itoa_like::decimal_digits(n.into(), &mut buf);
    out.extend(digits.iter().map(|&d| char::from(d)));
}

fn push_u32(out: &mut Text, n: u32) {
    super::asm_printer::itoa_like::Integer::append_to(n, out);
}

/// Whether values are numbered without restoring counters between regions:
/// always in the generic form (MLIR's `shouldPrintUniqueSSAIDs` includes
/// `shouldPrintGenericOpForm`).
fn unique_numbering(opts: &PrintOptions) -> bool {
    opts.unique_ssa_ids || opts.generic
}

impl<'a> Namer<'a> {
    fn new(ir: &'a Ir, opts: &'a PrintOptions, outer_used: Option<&'a UsedNames>) -> Self {
        Namer {
            ir,
            opts,
            names: SsaNames::default(),
            counters: Counters::default(),
            used: UsedNames::default(),
            outer_used,
            suggested: Vec::new(),
            suggested_text: String::new(),
            probe: String::new(),
        }
    }

    /// Numbers the regions of `stack`, `(region, counters to start from,
    /// name-scope depth of the parent)`, and everything nested in them, in
    /// MLIR's work-list order (the last region first).
    fn number_regions(&mut self, mut stack: Vec<(RegionId, Counters, usize)>) {
        let ir = self.ir;
        let unique = unique_numbering(self.opts);
        while let Some((region, counters, parent_scope)) = stack.pop() {
            if !unique {
                self.counters = counters;
            }
            self.used.pop_to(parent_scope);
            self.used.push();
            let scope = self.used.depth();
            self.number_region(region);
            for &block in ir.region_blocks(region) {
                for op in ir.block_ops(block) {
                    for &nested in ir.regions(op) {
                        stack.push((nested, self.counters, scope));
                    }
                }
            }
        }
    }
}

impl Namer<'_> {
    fn number_region(&mut self, region: RegionId) {
        let ir = self.ir;
        let parent = ir.region_parent(region);
        let custom = !self.opts.generic;
        if custom
            && let Some(parent) = parent
            && let Some(def) = ir.op_def(parent)
            && let Some(asm_names) = def.asm_names
        {
            // Only entry-block arguments of this region may be named here.
            let entry: FxHashSet<Value> = ir
                .entry_block(region)
                .map(|b| ir.block_args(b).iter().copied().collect())
                .unwrap_or_default();
            let mut suggested: Vec<(Value, String)> = Vec::new();
            asm_names(ir, parent, &mut |value, name| {
                if entry.contains(&value) {
                    suggested.push((value, name.to_string()));
                }
            });
            for (value, name) in suggested {
                if !self.names.values.contains_key(&value) {
                    let name = self.name_loc_prefix(value, name);
                    self.set_value_name(value, &name);
                }
            }
        }
        for (position, &block) in ir.region_blocks(region).iter().enumerate() {
            self.names.blocks.set(block.index(), position as u32);
            self.number_block(block, position == 0);
        }
    }

    fn number_block(&mut self, block: BlockId, is_entry: bool) {
        let ir = self.ir;
        for &arg in ir.block_args(block) {
            if self.names.values.contains_key(&arg) {
                continue;
            }
            let name = if is_entry {
                let n = self.counters.next_argument;
                self.counters.next_argument += 1;
                format!("arg{n}")
            } else {
                String::new()
            };
            let name = self.name_loc_prefix(arg, name);
            self.set_value_name(arg, &name);
        }
        for op in ir.block_ops(block) {
            self.number_op(op);
            for &succ in ir.successors(op) {
                self.names.predecessors.entry(succ).or_default().push(block);
            }
        }
    }

    fn number_op(&mut self, op: OpId) {
        let ir = self.ir;
        let mut groups: SmallVec<[u32; 2]> = smallvec::smallvec![0];
        if !self.opts.generic
            && let Some(def) = ir.op_def(op)
            && let Some(asm_names) = def.asm_names
        {
            let mut suggested = std::mem::take(&mut self.suggested);
            let mut text = std::mem::take(&mut self.suggested_text);
            suggested.clear();
            text.clear();
            asm_names(ir, op, &mut |value, name| {
                text.push_str(name);
                suggested.push((value, text.len()));
            });
            let mut start = 0;
            for &(value, end) in &suggested {
                let name = &text[start..end];
                start = end;
                let ValueDef::OpResult { op: owner, index } = ir.value_def(value) else {
                    continue;
                };
                if owner != op || self.names.values.contains_key(&value) {
                    continue;
                }
                if self.opts.name_loc_as_prefix {
                    let name = self.name_loc_prefix(value, name.to_string());
                    self.set_value_name(value, &name);
                } else {
                    self.set_value_name(value, name);
                }
                if index != 0 {
                    groups.push(index);
                }
            }
            self.suggested = suggested;
            self.suggested_text = text;
        }
        let results = ir.results(op);
        let Some(&first) = results.first() else {
            return;
        };
        if self.opts.name_loc_as_prefix
            && !self.names.values.contains_key(&first)
            && let Some(name) = self.ir.ctx().find_name_loc(ir.op_loc(op))
        {
            let name = name.to_string();
            self.set_value_name(first, &name);
        }
        if !self.names.values.contains_key(&first) {
            let n = self.counters.next_value;
            self.counters.next_value += 1;
            self.names.values.insert_number(first, n);
        }
        if groups.len() != 1 {
            groups.sort_unstable();
            self.names.result_groups.insert(op, groups);
        }
    }

    /// With `--mlir-use-nameloc-as-prefix`, a `NameLoc` in the value's location
    /// replaces the suggested name.
    fn name_loc_prefix(&self, value: Value, name: String) -> String {
        if !self.opts.name_loc_as_prefix {
            return name;
        }
        match self.ir.ctx().find_name_loc(self.ir.value_loc(value)) {
            Some(found) => found.to_string(),
            None => name,
        }
    }

    fn set_value_name(&mut self, value: Value, name: &str) {
        if name.is_empty() {
            let n = self.counters.next_value;
            self.counters.next_value += 1;
            self.names.values.insert_number(value, n);
            return;
        }
        let name = lexical::sanitize_identifier_cow(name, b"$._-");
        if self.used.try_insert(&name, self.outer_used) {
            self.names.values.insert_name(value, &name);
            return;
        }
        let mut probe = std::mem::take(&mut self.probe);
        loop {
            probe.clear();
            probe.push_str(&name);
            probe.push('_');
            push_decimal(&mut probe, self.counters.next_conflict);
            self.counters.next_conflict += 1;
            if self.used.try_insert(&probe, self.outer_used) {
                self.names.values.insert_name(value, &probe);
                break;
            }
        }
        self.probe = probe;
    }
}
