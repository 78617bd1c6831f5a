//! The op signatures whose declaration-level checks have passed during one
//! verifier run, so that the many ops sharing a signature (`arith.addi` on
//! `i32`, `spirv.Load` of one pointer type) run those checks once.
//!
//! Most of what ODS generates for an op (see [`super::verify`]) reads only
//! its *signature*: the definition, the property dictionary, and the operand
//! and result types (and their counts). The same signature passes or fails
//! them the same way. What reads the rest of the IR (a `PredOpTrait` or
//! native trait given as a function of the op, the op's own `verify()`) runs
//! for every op. Ops with regions or successors are not memoized: their
//! region and successor checks read the IR.
//!
//! A memo lives on one thread for the span of one verification
//! ([`PassedSignatures::install`]); nothing is kept across runs, so a
//! signature never outlives the context its handles belong to.

use std::cell::RefCell;
use std::hash::{BuildHasher, Hash, Hasher};

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use smallvec::SmallVec;

use super::spec::OpSpec;
use crate::ir::{Attribute, Ir, OpId, Type};

/// What the declaration-level checks of an op depend on, as recorded.
struct Signature {
    hash: u64,
    spec: usize,
    properties: Option<Attribute>,
    operands: u32,
    /// The operand types, then the result types.
    types: Box<[Type]>,
}

/// The most operands and results an op may have to be memoized: enough
/// for the ops that repeat, few enough to read them onto the stack.
const MAX_VALUES: usize = 8;

/// An op's signature as looked up, read onto the stack.
pub(super) struct Probe {
    hash: u64,
    spec: usize,
    properties: Option<Attribute>,
    operands: u32,
    types: SmallVec<[Type; MAX_VALUES]>,
}

impl Probe {
    /// The signature of `op`, or `None` when its checks read more than it
    /// (regions, successors) or it has more than [`MAX_VALUES`] operands and
    /// results.
    pub(super) fn of(spec: &OpSpec, ir: &Ir, op: OpId) -> Option<Self> {
        let (operands, results) = (ir.num_operands(op), ir.results(op));
        if operands + results.len() > MAX_VALUES
            || !ir.regions(op).is_empty()
            || !ir.successors(op).is_empty()
        {
            return None;
        }
        let mut types = SmallVec::new();
        for value in ir.operands(op).chain(results.iter().copied()) {
            types.push(ir.value_type(value));
        }
        let spec = std::ptr::from_ref(spec) as usize;
        let properties = ir.properties(op);
        let mut h = FxBuildHasher.build_hasher();
        h.write_usize(spec);
        properties.hash(&mut h);
        h.write_usize(operands);
        types.hash(&mut h);
        Some(Probe {
            hash: h.finish(),
            spec,
            properties,
            operands: operands as u32,
            types,
        })
    }

    fn matches(&self, s: &Signature) -> bool {
        s.hash == self.hash
            && s.spec == self.spec
            && s.properties == self.properties
            && s.operands == self.operands
            && *s.types == *self.types
    }

    fn record(&self) -> Signature {
        Signature {
            hash: self.hash,
            spec: self.spec,
            properties: self.properties,
            operands: self.operands,
            types: self.types.as_slice().into(),
        }
    }
}

/// The signatures that passed, and the context their handles belong to.
struct Memo {
    ctx: usize,
    table: HashTable<Signature>,
}

thread_local! {
    static PASSED: RefCell<Option<Memo>> = const { RefCell::new(None) };
}

/// Installs an empty memo on this thread until dropped (or does nothing when
/// one is installed already).
pub struct PassedSignatures {
    installed: bool,
}

impl PassedSignatures {
    #[must_use = "the memo is removed when the guard drops"]
    pub fn install(ir: &Ir) -> Self {
        let installed = PASSED.with_borrow_mut(|memo| {
            if memo.is_some() {
                return false;
            }
            *memo = Some(Memo {
                ctx: std::ptr::from_ref(ir.ctx()) as usize,
                table: HashTable::new(),
            });
            true
        });
        PassedSignatures { installed }
    }
}

impl Drop for PassedSignatures {
    fn drop(&mut self) {
        if self.installed {
            PASSED.with_borrow_mut(|memo| *memo = None);
        }
    }
}

/// Whether a memo for the context of `ir` is installed on this thread.
pub(super) fn active(ir: &Ir) -> bool {
    let ctx = std::ptr::from_ref(ir.ctx()) as usize;
    PASSED.with_borrow(|memo| memo.as_ref().is_some_and(|m| m.ctx == ctx))
}

/// Whether the signature of `probe` passed before in this run.
pub(super) fn contains(probe: &Probe) -> bool {
    PASSED.with_borrow(|memo| {
        memo.as_ref()
            .is_some_and(|m| m.table.find(probe.hash, |s| probe.matches(s)).is_some())
    })
}

/// Records that the signature of `probe` passed.
pub(super) fn insert(probe: &Probe) {
    PASSED.with_borrow_mut(|memo| {
        if let Some(memo) = memo {
            memo.table
                .insert_unique(probe.hash, probe.record(), |s| s.hash);
        }
    });
}
