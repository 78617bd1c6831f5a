//! Type conversion for dialect conversion (MLIR's `TypeConverter`,
//! <https://mlir.llvm.org/docs/DialectConversion/#type-conversion>).
//!
//! Conversion callbacks are tried from the most recently added to the first; each
//! answers [`Conversion::To`], [`Conversion::Fail`], or [`Conversion::Skip`] to
//! let the next one decide. Results are cached per type. Conversions are one to
//! one: a type converts to exactly one type (possibly itself), and block and
//! function signatures may additionally drop inputs ([`SignatureConversion`]).
//!
//! Materializations turn values of one type into another where converted and
//! unconverted IR meet: a *source* materialization gives users that were not
//! converted a value of the original type, a *target* materialization gives a
//! converted op an operand of the converted type. While converting, the driver
//! stands them in with `builtin.unrealized_conversion_cast`; at the end, the casts
//! still in use are handed to these callbacks (last added first). When a converter
//! has no callback of that kind, the cast itself is the materialization and stays
//! (`reconcile-unrealized-casts` removes round trips later).

use std::fmt;

use parking_lot::RwLock;
use rustc_hash::FxHashMap;

use crate::Context;
use crate::ir::{AttrKind, Attribute, Ir, Location, OpId, RegionId, Type, TypeKind, Value};
use crate::rewrite::Rewriter;

/// A conversion callback's answer for one type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Conversion {
    /// The type converts to this one (the type itself when already legal).
    To(Type),
    /// The type cannot be converted.
    Fail,
    /// Not handled here: ask the next callback.
    Skip,
}

type ConversionFn = Box<dyn Fn(&Context, Type) -> Conversion + Send + Sync>;

/// Builds a value of `ty` from `inputs` at the rewriter's insertion point, or
/// declines with `None`.
pub type MaterializationFn = Box<dyn Materialization>;

/// A function that can serve as a [`MaterializationFn`].
pub trait Materialization:
    Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync + 'static
{
}

impl<F> Materialization for F where
    F: Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync + 'static
{
}

/// Which side of a conversion a materialization produces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MaterializationKind {
    /// A value of the original type, for unconverted users.
    Source,
    /// A value of the converted type, for converted users.
    Target,
}

/// Converts types and materializes conversions between them.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<MaterializationFn>,
    cache: RwLock<FxHashMap<Type, Option<Type>>>,
}

impl fmt::Debug for TypeConverter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TypeConverter")
            .field("conversions", &self.conversions.len())
            .field(
                "source_materializations",
                &self.source_materializations.len(),
            )
            .field(
                "target_materializations",
                &self.target_materializations.len(),
            )
            .finish()
    }
}

impl TypeConverter {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion callback; it is consulted before those added earlier.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Conversion + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Box::new(f));
        self.cache.get_mut().clear();
        self
    }

    /// Adds the identity conversion: every type is legal as it is, unless a later
    /// callback says otherwise. The usual first callback.
    pub fn add_identity_conversion(&mut self) -> &mut Self {
        self.add_conversion(|_, ty| Conversion::To(ty))
    }

    pub fn add_source_materialization(&mut self, f: impl Materialization) -> &mut Self {
        self.source_materializations.push(Box::new(f));
        self
    }

    pub fn add_target_materialization(&mut self, f: impl Materialization) -> &mut Self {
        self.target_materializations.push(Box::new(f));
        self
    }

    /// The converted form of `ty`, or `None` if it cannot be converted.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        if let Some(&cached) = self.cache.read().get(&ty) {
            return cached;
        }
        let mut result = None;
        for f in self.conversions.iter().rev() {
            match f(ctx, ty) {
                Conversion::To(t) => {
                    result = Some(t);
                    break;
                }
                Conversion::Fail => break,
                Conversion::Skip => {}
            }
        }
        self.cache.write().insert(ty, result);
        result
    }

    /// Converts each type; `None` if any fails.
    pub fn convert_types(
        &self,
        ctx: &Context,
        types: impl IntoIterator<Item = Type>,
    ) -> Option<Vec<Type>> {
        types
            .into_iter()
            .map(|t| self.convert_type(ctx, t))
            .collect()
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// Whether every operand and result type of `op` is legal.
    pub fn is_legal_op(&self, ir: &Ir, op: OpId) -> bool {
        let ctx = ir.ctx();
        ir.operand_types(op)
            .chain(ir.result_types(op))
            .all(|t| self.is_legal_type(ctx, t))
    }

    /// Whether a function type's inputs and results are all legal.
    pub fn is_signature_legal(&self, ctx: &Context, function_type: Type) -> bool {
        match ctx.type_kind(function_type) {
            TypeKind::Function { inputs, results } => inputs
                .iter()
                .chain(results.iter())
                .all(|&t| self.is_legal_type(ctx, t)),
            _ => false,
        }
    }

    /// Whether the argument types of every block of `region` are legal.
    pub fn is_region_legal(&self, ir: &Ir, region: RegionId) -> bool {
        let ctx = ir.ctx();
        ir.region_blocks(region).iter().all(|&b| {
            ir.block_args(b)
                .iter()
                .all(|&a| self.is_legal_type(ctx, ir.value_type(a)))
        })
    }

    /// Whether a function-like op (a `function_type` property and a body) has a
    /// legal signature and legal block arguments.
    pub fn is_function_legal(&self, ir: &Ir, op: OpId) -> bool {
        let Some(ty) = function_type_of(ir, op) else {
            return false;
        };
        self.is_signature_legal(ir.ctx(), ty)
            && ir.regions(op).iter().all(|&r| self.is_region_legal(ir, r))
    }

    /// The signature conversion of `inputs`, or `None` when a type cannot convert.
    pub fn convert_signature(&self, ctx: &Context, inputs: &[Type]) -> Option<SignatureConversion> {
        let mut conversion = SignatureConversion::new(inputs.len());
        for (i, &t) in inputs.iter().enumerate() {
            conversion.add_input(i, self.convert_type(ctx, t)?);
        }
        Some(conversion)
    }

    /// Runs the materialization callbacks of `kind` (last added first) until one
    /// builds a value. `None` if all decline or there are none.
    pub fn materialize(
        &self,
        kind: MaterializationKind,
        rewriter: &mut Rewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        let callbacks = match kind {
            MaterializationKind::Source => &self.source_materializations,
            MaterializationKind::Target => &self.target_materializations,
        };
        callbacks
            .iter()
            .rev()
            .find_map(|f| f(rewriter, ty, inputs, loc))
    }

    /// Whether callbacks of `kind` exist.
    pub fn has_materializations(&self, kind: MaterializationKind) -> bool {
        match kind {
            MaterializationKind::Source => !self.source_materializations.is_empty(),
            MaterializationKind::Target => !self.target_materializations.is_empty(),
        }
    }
}

/// The `function_type` property of a function-like op.
pub fn function_type_of(ir: &Ir, op: OpId) -> Option<Type> {
    let attr: Attribute = ir.attr_or_prop(op, "function_type")?;
    match ir.ctx().attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// How the inputs of a block or function map to new ones (MLIR's
/// `TypeConverter::SignatureConversion`): each original input becomes one input
/// of a new type, or is dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureConversion {
    /// Per original input: its new type, or `None` when dropped.
    inputs: Vec<Option<Type>>,
}

impl SignatureConversion {
    /// A conversion of `count` inputs, all dropped until mapped.
    pub fn new(count: usize) -> Self {
        SignatureConversion {
            inputs: vec![None; count],
        }
    }

    /// Original input `index` becomes an input of type `ty`.
    pub fn add_input(&mut self, index: usize, ty: Type) {
        self.inputs[index] = Some(ty);
    }

    /// Original input `index` is dropped.
    pub fn drop_input(&mut self, index: usize) {
        self.inputs[index] = None;
    }

    pub fn num_original_inputs(&self) -> usize {
        self.inputs.len()
    }

    /// The new type of original input `index`, `None` when dropped.
    pub fn input(&self, index: usize) -> Option<Type> {
        self.inputs.get(index).copied().flatten()
    }

    /// The new input types, in order.
    pub fn converted_types(&self) -> Vec<Type> {
        self.inputs.iter().flatten().copied().collect()
    }
}
