//! The type constraints of the dialect's operands and results: which
//! `!hlsl.handle`s an op takes. Their summaries are what the generated
//! verifier prints (`operand #0 must be a sampler handle, but got '...'`);
//! finer rules, with hints at the op to use instead, are the ops' own
//! verifiers.

use shader_mlir::Context;
use shader_mlir::ir::Type;
use shader_mlir::ods::TypeConstraint;

use crate::types::HandleType;
use resource_model::ResourceClass;

fn handle_where(ctx: &Context, ty: Type, holds: impl Fn(&HandleType) -> bool) -> bool {
    HandleType::of(ctx, ty).is_some_and(holds)
}

/// Any `!hlsl.handle`.
pub const HANDLE: TypeConstraint = TypeConstraint::new("an !hlsl.handle", |ctx, ty| {
    HandleType::of(ctx, ty).is_some()
});

/// The counter handle of a structured buffer (wg-hlsl proposal 0023).
pub const COUNTER_HANDLE: TypeConstraint = TypeConstraint::new(
    "a counter handle (one with 'counter', from 'hlsl.counterhandlefrombinding' or \
     'hlsl.counterhandlefromimplicitbinding')",
    |ctx, ty| handle_where(ctx, ty, |h| h.properties.counter),
);

/// A cbuffer or tbuffer: a handle in the legacy 16-byte-row layout.
pub const ROW_HANDLE: TypeConstraint =
    TypeConstraint::new("a cbuffer or tbuffer handle (one with 'row')", |ctx, ty| {
        handle_where(ctx, ty, |h| h.properties.row)
    });

/// A sampler.
pub const SAMPLER_HANDLE: TypeConstraint = TypeConstraint::new("a sampler handle", |ctx, ty| {
    handle_where(ctx, ty, |h| h.class() == ResourceClass::Sampler)
});

/// The handle type of `ty`, which an operand or result constraint above has
/// checked (the ops' own verifiers run after those checks).
pub(crate) fn checked_handle(ctx: &Context, ty: Type) -> &HandleType {
    HandleType::of(ctx, ty).expect("the value's constraint admits only !hlsl.handle types")
}
