//! Conversion patterns (MLIR's `ConversionPattern` / `OpConversionPattern`,
//! <https://mlir.llvm.org/docs/DialectConversion/#conversion-patterns>).
//!
//! A conversion pattern rewrites an op given its operands as the conversion has
//! remapped them so far (the [`Adaptor`]): producers already converted appear as
//! their replacements, and when the pattern has a type converter each operand
//! already has the converted type (the driver materializes it if needed). The op
//! itself still shows its original operands and types.

use std::fmt;
use std::sync::Arc;

use smallvec::SmallVec;

use crate::conversion::rewriter::ConversionRewriter;
use crate::conversion::type_converter::TypeConverter;
use crate::ir::{OpId, Value};
use crate::rewrite::{Benefit, PatternIndex, RewriteResult};

/// The remapped operands of the op being converted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Adaptor {
    operands: SmallVec<[Value; 4]>,
}

impl Adaptor {
    pub fn new(operands: impl IntoIterator<Item = Value>) -> Self {
        Adaptor {
            operands: operands.into_iter().collect(),
        }
    }

    pub fn operands(&self) -> &[Value] {
        &self.operands
    }

    pub fn operand(&self, index: usize) -> Value {
        self.operands[index]
    }

    pub fn len(&self) -> usize {
        self.operands.len()
    }

    pub fn is_empty(&self) -> bool {
        self.operands.is_empty()
    }
}

/// A rewrite of one op into legal IR.
pub trait ConversionPattern: Send + Sync {
    /// The label used in diagnostics.
    fn name(&self) -> &str;
    /// The name of the op this pattern converts; `None` for any op.
    fn root(&self) -> Option<&str>;
    fn benefit(&self) -> Benefit {
        1
    }
    /// The converter that types the adaptor's operands; `None` leaves operands as
    /// remapped.
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        None
    }
    /// Replaces or updates `op` in place, or fails without touching the IR.
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult;
}

/// The body of a conversion pattern written as a plain function.
pub type ConversionFn = fn(OpId, &Adaptor, &mut ConversionRewriter<'_>) -> RewriteResult;

/// A conversion pattern made of a function, a root, a benefit and an optional
/// type converter.
#[derive(Clone)]
pub struct FnConversionPattern {
    pub name: &'static str,
    pub root: Option<&'static str>,
    pub benefit: Benefit,
    pub type_converter: Option<Arc<TypeConverter>>,
    pub apply: ConversionFn,
}

impl fmt::Debug for FnConversionPattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FnConversionPattern")
            .field("name", &self.name)
            .field("root", &self.root)
            .finish()
    }
}

impl FnConversionPattern {
    pub fn new(name: &'static str, root: &'static str, apply: ConversionFn) -> Self {
        FnConversionPattern {
            name,
            root: Some(root),
            benefit: 1,
            type_converter: None,
            apply,
        }
    }

    pub fn with_type_converter(mut self, converter: Arc<TypeConverter>) -> Self {
        self.type_converter = Some(converter);
        self
    }

    pub fn with_benefit(mut self, benefit: Benefit) -> Self {
        self.benefit = benefit;
        self
    }
}

impl ConversionPattern for FnConversionPattern {
    fn name(&self) -> &str {
        self.name
    }
    fn root(&self) -> Option<&str> {
        self.root
    }
    fn benefit(&self) -> Benefit {
        self.benefit
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        self.type_converter.as_ref()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult {
        (self.apply)(op, adaptor, rewriter)
    }
}

/// A collection of conversion patterns.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl fmt::Debug for ConversionPatternSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.patterns.iter().map(|p| p.name()))
            .finish()
    }
}

impl ConversionPatternSet {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    pub fn add_boxed(&mut self, pattern: Box<dyn ConversionPattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// Conversion patterns indexed for application.
pub struct FrozenConversionPatterns {
    pub(crate) patterns: Vec<Box<dyn ConversionPattern>>,
    pub(crate) index: PatternIndex,
}

impl fmt::Debug for FrozenConversionPatterns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.patterns.iter().map(|p| p.name()))
            .finish()
    }
}

impl FrozenConversionPatterns {
    pub fn new(ctx: &crate::Context, set: ConversionPatternSet) -> Self {
        let patterns = set.patterns;
        let index = PatternIndex::new(ctx, patterns.iter().map(|p| (p.root(), p.benefit())));
        FrozenConversionPatterns { patterns, index }
    }
}
