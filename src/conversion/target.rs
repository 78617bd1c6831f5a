//! What a conversion must produce: the legality of ops (MLIR's `ConversionTarget`,
//! <https://mlir.llvm.org/docs/DialectConversion/#conversion-target>).
//!
//! Each op name, else its dialect, else the fallback for unknown ops, is marked
//! legal, illegal, or dynamically legal (a predicate on the op instance). An op
//! with none of these has unknown legality: a partial conversion leaves it alone
//! when no pattern applies, a full conversion fails on it. A legal op may also be
//! recursively legal, which exempts everything nested in it.

use std::fmt;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{Ir, OpId};
use crate::rewrite::PatternRoot;

/// A dynamic legality predicate.
pub type LegalityFn = Arc<dyn Fn(&Ir, OpId) -> bool + Send + Sync>;

#[derive(Clone)]
enum Action {
    Legal,
    Illegal,
    Dynamic(LegalityFn),
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Action::Legal => "Legal",
            Action::Illegal => "Illegal",
            Action::Dynamic(_) => "Dynamic",
        })
    }
}

/// The legality of a legal op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LegalOp {
    /// Ops nested in this one need no conversion.
    pub recursive: bool,
}

/// The legality rules of a conversion.
#[derive(Default, Clone)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Action>,
    dialects: FxHashMap<String, Action>,
    unknown: Option<Action>,
    /// Recursively legal ops, with an optional predicate deciding per instance.
    recursive: FxHashMap<String, Option<LegalityFn>>,
}

impl fmt::Debug for ConversionTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ConversionTarget")
            .field("ops", &self.ops)
            .field("dialects", &self.dialects)
            .field("unknown", &self.unknown)
            .field("recursive", &self.recursive.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl ConversionTarget {
    pub fn new() -> Self {
        Self::default()
    }

    /// Ops of kind `op` are legal.
    pub fn add_legal_op(&mut self, op: impl Into<PatternRoot>) -> &mut Self {
        self.ops.insert(op.into().name().into(), Action::Legal);
        self
    }

    /// Ops of kind `op` are illegal.
    pub fn add_illegal_op(&mut self, op: impl Into<PatternRoot>) -> &mut Self {
        self.ops.insert(op.into().name().into(), Action::Illegal);
        self
    }

    /// Ops of kind `op` are legal where `legal` holds.
    pub fn add_dynamically_legal_op(
        &mut self,
        op: impl Into<PatternRoot>,
        legal: impl Fn(&Ir, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops
            .insert(op.into().name().into(), Action::Dynamic(Arc::new(legal)));
        self
    }

    pub fn add_legal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.into(), Action::Legal);
        self
    }

    pub fn add_illegal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.into(), Action::Illegal);
        self
    }

    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        legal: impl Fn(&Ir, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(dialect.into(), Action::Dynamic(Arc::new(legal)));
        self
    }

    /// Ops of no named op or dialect are legal where `legal` holds.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        legal: impl Fn(&Ir, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Action::Dynamic(Arc::new(legal)));
        self
    }

    /// Ops named `name`, when legal, make everything nested in them legal; with a
    /// predicate, only the instances for which it holds.
    pub fn mark_op_recursively_legal(
        &mut self,
        op: impl Into<PatternRoot>,
        when: Option<LegalityFn>,
    ) -> &mut Self {
        self.recursive.insert(op.into().name().into(), when);
        self
    }

    /// The rules for ops named `name`.
    fn rules(&self, name: &str) -> NameRules<'_> {
        let action = self.ops.get(name).or_else(|| {
            let dialect = name.split_once('.').map_or(name, |(d, _)| d);
            self.dialects.get(dialect).or(self.unknown.as_ref())
        });
        NameRules {
            action,
            recursive: self.recursive.get(name),
        }
    }

    /// `Some` when `op` is legal; `None` when it is illegal or of unknown legality.
    pub fn legality(&self, ir: &Ir, op: OpId) -> Option<LegalOp> {
        self.rules(ir.op_name_str(op)).legality(ir, op)
    }

    /// Whether `op` is explicitly illegal (not merely of unknown legality).
    pub fn is_illegal(&self, ir: &Ir, op: OpId) -> bool {
        self.rules(ir.op_name_str(op)).is_illegal(ir, op)
    }
}

/// What a target says about ops of one name.
#[derive(Clone, Copy)]
struct NameRules<'a> {
    action: Option<&'a Action>,
    recursive: Option<&'a Option<LegalityFn>>,
}

impl NameRules<'_> {
    fn legality(self, ir: &Ir, op: OpId) -> Option<LegalOp> {
        let legal = match self.action? {
            Action::Legal => true,
            Action::Illegal => false,
            Action::Dynamic(f) => f(ir, op),
        };
        if !legal {
            return None;
        }
        let recursive = match self.recursive {
            None => false,
            Some(None) => true,
            Some(Some(f)) => f(ir, op),
        };
        Some(LegalOp { recursive })
    }

    fn is_illegal(self, ir: &Ir, op: OpId) -> bool {
        match self.action {
            None | Some(Action::Legal) => false,
            Some(Action::Illegal) => true,
            Some(Action::Dynamic(f)) => !f(ir, op),
        }
    }
}

/// A target's rules looked up once per op name (an interned [`Ident`](crate::Ident)), for a
/// driver that asks about the same few kinds of ops many times.
pub(crate) struct ResolvedTarget<'a> {
    target: &'a ConversionTarget,
    /// By identifier index.
    by_name: Vec<Option<NameRules<'a>>>,
}

impl<'a> ResolvedTarget<'a> {
    pub(crate) fn new(target: &'a ConversionTarget) -> Self {
        ResolvedTarget {
            target,
            by_name: Vec::new(),
        }
    }

    #[inline]
    fn rules(&mut self, ir: &Ir, op: OpId) -> NameRules<'a> {
        let index = ir.op_name(op).0 as usize;
        if let Some(Some(rules)) = self.by_name.get(index) {
            return *rules;
        }
        if self.by_name.len() <= index {
            self.by_name.resize(index + 1, None);
        }
        let rules = self.target.rules(ir.op_name_str(op));
        self.by_name[index] = Some(rules);
        rules
    }

    /// [`ConversionTarget::legality`].
    pub(crate) fn legality(&mut self, ir: &Ir, op: OpId) -> Option<LegalOp> {
        self.rules(ir, op).legality(ir, op)
    }

    /// Whether `op` is legal and makes what it holds legal. Ops of a name
    /// with no recursive rule answer without consulting their legality.
    pub(crate) fn is_recursively_legal(&mut self, ir: &Ir, op: OpId) -> bool {
        let rules = self.rules(ir, op);
        rules.recursive.is_some() && rules.legality(ir, op).is_some_and(|l| l.recursive)
    }

    /// [`ConversionTarget::is_illegal`].
    pub(crate) fn is_illegal(&mut self, ir: &Ir, op: OpId) -> bool {
        self.rules(ir, op).is_illegal(ir, op)
    }
}
