//! The file locations of a split's worker, made by the main thread.
//!
//! Every op and block argument the parser creates gets the location of its
//! first character, interned in the context's table of file locations
//! (`src/ir/file_locs.rs`), which a lock guards. Two threads parsing two
//! halves of a file would take that lock once per op each and spend much of
//! their time waiting on each other. A worker therefore gives its ops and
//! arguments a placeholder location and records their line and column in
//! text order; when its half joins, the main thread interns them in that
//! order (they extend its own sorted run of the file's locations) and sets
//! them. A placeholder the worker could not account for (an op whose
//! location some hook copied) sends the half back to the sequential parse.

use crate::ir::{Ir, Location, OpId, Value};

/// What a recorded position is the location of.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Target {
    /// An op whose text is being parsed (created when it ends).
    Open,
    Op(OpId),
    Arg(Value),
}

/// A recorded position.
#[derive(Copy, Clone, Debug)]
struct Entry {
    target: Target,
    line: u32,
    col: u32,
    /// A location was written out for it (`loc(...)`), which stays.
    written: bool,
}

/// The positions a worker recorded.
#[derive(Debug)]
pub(super) struct PendingLocs {
    placeholder: Location,
    entries: Vec<Entry>,
    /// The entries of the ops being parsed, innermost last.
    open: Vec<usize>,
}

impl PendingLocs {
    /// `placeholder` is what the worker's ops and arguments get until the
    /// join (a location of the file at line 0, where no op is).
    pub(super) fn new(placeholder: Location) -> Self {
        PendingLocs {
            placeholder,
            entries: Vec::new(),
            open: Vec::new(),
        }
    }

    pub(super) fn placeholder(&self) -> Location {
        self.placeholder
    }

    /// An op starts at `line:col`: its location until the join.
    pub(super) fn open_op(&mut self, line: u32, col: u32) -> Location {
        self.open.push(self.entries.len());
        self.push(Target::Open, line, col);
        self.placeholder
    }

    /// The innermost open op was created as `op`; the entry to mark if its
    /// location is written out.
    pub(super) fn close_op(&mut self, op: OpId) -> Option<usize> {
        let entry = self.open.pop()?;
        self.entries[entry].target = Target::Op(op);
        Some(entry)
    }

    /// A block argument at `line:col`, created as `arg` with the
    /// placeholder; the entry to mark if its location is written out.
    pub(super) fn arg(&mut self, arg: Value, line: u32, col: u32) -> usize {
        self.push(Target::Arg(arg), line, col);
        self.entries.len() - 1
    }

    /// The op of an implicit terminator, given the location of the op being
    /// parsed (its parent), as the sequential parse gives it.
    pub(super) fn implicit_terminator(&mut self, op: OpId) {
        if let Some(&Entry { line, col, .. }) = self.open.last().map(|&e| &self.entries[e]) {
            self.push(Target::Op(op), line, col);
        }
    }

    fn push(&mut self, target: Target, line: u32, col: u32) {
        self.entries.push(Entry {
            target,
            line,
            col,
            written: false,
        });
    }

    /// The entry's location was written out.
    pub(super) fn explicit(&mut self, entry: usize) {
        self.entries[entry].written = true;
    }

    /// Whether every op and block argument of `ir` that has the placeholder
    /// is one of the entries (else some location was copied where the join
    /// cannot find it).
    pub(super) fn accounts_for(&self, ir: &Ir) -> bool {
        let mut ops = vec![false; ir.op_capacity()];
        let mut args = rustc_hash::FxHashSet::default();
        for entry in &self.entries {
            match entry.target {
                Target::Op(op) => ops[op.index()] = true,
                Target::Arg(arg) => {
                    args.insert(arg);
                }
                Target::Open => {}
            }
        }
        ir.live_ops()
            .all(|op| ops[op.index()] || ir.op_loc(op) != self.placeholder)
            && ir
                .live_block_args()
                .all(|arg| args.contains(&arg) || ir.value_loc(arg) != self.placeholder)
    }

    /// The recorded positions in text order, with what they locate, the
    /// written-out ones left out.
    pub(super) fn into_positions(self) -> impl Iterator<Item = (Result<OpId, Value>, u32, u32)> {
        self.entries
            .into_iter()
            .filter(|e| !e.written)
            .filter_map(|e| match e.target {
                Target::Op(op) => Some((Ok(op), e.line, e.col)),
                Target::Arg(arg) => Some((Err(arg), e.line, e.col)),
                Target::Open => None,
            })
    }
}
