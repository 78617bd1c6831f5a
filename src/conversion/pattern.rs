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
use crate::dialect::OpDef;
use crate::ir::{OpId, Value};
use crate::rewrite::{
    Benefit, FrozenPatterns, PatternInfo, PatternList, PatternRoot, RewriteResult,
};
use crate::rewrite::{pattern_fields_accessors, pattern_info_of_dyn};

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

    /// An adaptor owning `operands` as they are.
    pub(crate) fn from_operands(operands: SmallVec<[Value; 4]>) -> Self {
        Adaptor { operands }
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
    /// The kind of op this pattern converts; `None` for any op.
    fn root(&self) -> Option<PatternRoot>;
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
    pub root: Option<PatternRoot>,
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
    pub fn new(name: &'static str, root: &'static OpDef, apply: ConversionFn) -> Self {
        FnConversionPattern {
            name,
            root: Some(PatternRoot::Op(root)),
            benefit: 1,
            type_converter: None,
            apply,
        }
    }

    /// A pattern for an unregistered op (test passes).
    pub fn unregistered(name: &'static str, root: &'static str, apply: ConversionFn) -> Self {
        FnConversionPattern {
            name,
            root: Some(PatternRoot::Name(root)),
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
    pattern_fields_accessors!();
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

/// The body of a [`StatefulConversionPattern`]: a [`ConversionFn`] that also
/// reads the state the patterns of a set share.
pub type StatefulConversionFn<S> =
    fn(&S, OpId, &Adaptor, &mut ConversionRewriter<'_>) -> RewriteResult;

/// A conversion pattern made of a function over state shared with other
/// patterns of its set (a lowering's settings and tables, or what one pattern
/// records for another), with its root and type converter.
pub struct StatefulConversionPattern<S> {
    pub name: String,
    pub root: &'static OpDef,
    pub state: Arc<S>,
    pub type_converter: Arc<TypeConverter>,
    pub apply: StatefulConversionFn<S>,
}

impl<S: Send + Sync> ConversionPattern for StatefulConversionPattern<S> {
    fn name(&self) -> &str {
        &self.name
    }
    fn root(&self) -> Option<PatternRoot> {
        Some(PatternRoot::Op(self.root))
    }
    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.type_converter)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult {
        (self.apply)(&self.state, op, adaptor, rewriter)
    }
}

pattern_info_of_dyn!(ConversionPattern);

/// A collection of conversion patterns.
pub type ConversionPatternSet = PatternList<dyn ConversionPattern>;

impl PatternList<dyn ConversionPattern> {
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.add_boxed(Box::new(pattern))
    }
}

/// Conversion patterns indexed for application.
pub type FrozenConversionPatterns = FrozenPatterns<dyn ConversionPattern>;
