//! The declarative op-definition layer: one declaration per op, in the spirit of
//! MLIR's ODS (<https://mlir.llvm.org/docs/DefiningDialects/Operations/>) and its
//! declarative assembly format
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/#declarative-assembly-format>).
//!
//! An op is declared with the [`op`](crate::op) attribute on a struct whose fields
//! name its operands, results, properties, regions and successors:
//!
//! ```ignore
//! /// Increments or decrements a structured buffer's counter.
//! #[op("hlsl.updatecounter")]
//! #[format("$handle `delta` `(` $delta `)` attr-dict `:` type($handle)")]
//! pub struct UpdateCounterOp {
//!     #[operand(COUNTER_HANDLE)]
//!     handle: Value,
//!     #[property(I8Attr)]
//!     delta: i8,
//!     #[result(I32)]
//!     value: Value,
//! }
//! ```
//!
//! The macro turns the declaration into a typed handle (`UpdateCounterOp(OpId)`)
//! with accessors (`handle`, `delta`, `value`), a builder (`build`), the
//! identity checks `isa`/`cast`, and two statics: the op's [`OpSpec`] (this
//! module's data model of the declaration) and its registered
//! [`OpDef`](crate::dialect::OpDef). Everything generic lives here, driven by the
//! spec:
//!
//! - [`verify`]: the invariants ODS generates, in MLIR's order and wording;
//! - [`format`]: the custom parser and printer of the assembly format;
//! - [`build`]: result-type inference for builders, segment bookkeeping.
//!
//! Hand-written code is only for what a declaration cannot say: an op's own
//! `verify`, a `custom<...>` directive, a folder, a fully custom syntax.

pub mod build;
pub mod constraint;
pub mod format;
mod keyword_enum;
pub(crate) mod passed;
pub mod property;
pub mod spec;
pub mod verify;

#[cfg(test)]
mod tests;

pub use build::{OperandGroups, infer_result_types, segment_ranges};
pub use constraint::{AttrConstraint, AttrSyntax, RegionConstraint, TypeConstraint};
pub use property::PropertyType;
pub use spec::{
    Arity, Check, OpSpec, OperandSpec, PropertySpec, RegionSpec, ResultSpec, SuccessorSpec,
    TypeSource, ValueGroupSpec, ValueRef,
};

use crate::dialect::OpDef;
use crate::ir::{Ir, OpId};

/// A typed op handle: what the [`op`](crate::op) attribute generates for each
/// declared op. The handle is a plain [`OpId`] that is known to name an op of
/// this kind.
pub trait Op: Copy + Eq + std::fmt::Debug {
    /// The op's full name, `dialect.mnemonic`.
    const NAME: &'static str;

    /// The registered definition (a `static`: identity is pointer identity).
    fn def() -> &'static OpDef;

    /// Wraps `op` without checking its kind.
    fn from_op_unchecked(op: OpId) -> Self;

    /// The op this handle names.
    fn op(self) -> OpId;

    /// Whether `op` is of this kind.
    #[inline]
    fn isa(ir: &Ir, op: OpId) -> bool {
        ir.op_def(op)
            .is_some_and(|def| std::ptr::eq(def, Self::def()))
    }

    /// `op` as this kind, if it is one.
    #[inline]
    fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        Self::isa(ir, op).then(|| Self::from_op_unchecked(op))
    }
}

/// Whether `def` is the definition of op kind `T`.
#[inline]
pub fn is_def<T: Op>(def: &OpDef) -> bool {
    std::ptr::eq(def, T::def())
}
