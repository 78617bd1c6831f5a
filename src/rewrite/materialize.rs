//! A dialect's constant materializer from its constant op
//! (MLIR's `Dialect::materializeConstant`,
//! <https://mlir.llvm.org/docs/Canonicalization/#canonicalizing-with-the-fold-method>):
//! a folded value of the requested type becomes one constant op, any other
//! value none.

use crate::Context;
use crate::ir::{Attribute, InsertPoint, Ir, Location, OpId, Type};

use super::rewriter::IrBuilder;

/// A constant op built from a typed attribute.
pub trait TypedConstant {
    /// The result type a constant holding `value` has, if the op can hold it.
    fn constant_type(ctx: &Context, value: Attribute) -> Option<Type>;

    /// Builds the constant of `value` (of type `ty`) at `b`'s insertion point.
    fn build_constant(b: &mut IrBuilder<'_>, loc: Location, value: Attribute, ty: Type) -> OpId;
}

/// The [`MaterializeFn`](crate::dialect::MaterializeFn) of constant op `C`:
/// a `C` holding `value` at `at` when `value` has type `ty`.
pub fn materialize_typed<C: TypedConstant>(
    ir: &mut Ir,
    at: InsertPoint,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if C::constant_type(ir.ctx(), value)? != ty {
        return None;
    }
    let mut builder = IrBuilder::new(ir, Some(at));
    Some(C::build_constant(&mut builder, loc, value, ty))
}
