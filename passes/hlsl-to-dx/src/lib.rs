//! `--convert-hlsl-to-dx`: lowers the `hlsl` dialect's resources to the `dx`
//! dialect (docs/lowering-hlsl-to-dx.md).
//!
//! - Types ([`type_converter`]): every `!hlsl.handle` to its `dx` type, the
//!   "DirectX Target Extension Types" table of wg-hlsl proposal 0015, row by row.
//! - Handle ops map one to one (`hlsl.handlefrombinding` ->
//!   `dx.resource.handlefrombinding`, `handlefromimplicitbinding` ->
//!   `dx.resource.handlefromimplicitbinding`, `handlefromheap` ->
//!   `dx.handle.fromHeap`); counter handles collapse into their main handle,
//!   which gets `has_counter` (wg-hlsl proposal 0023).
//! - `hlsl.buffer.load` / `store` pick the typed or raw intrinsic by buffer kind,
//!   with byte offsets for structured members (LLVM's DXIL resource docs);
//!   `hlsl.cbuffer.load`
//!   becomes row loads at the legacy 16-byte layout with the member's
//!   components extracted; `hlsl.updatecounter` becomes
//!   `dx.resource.updatecounter`.
//! - Every resource method, barrier, wave and quad op, derivative and
//!   `discard` becomes the `dx` op that mirrors its LLVM intrinsic (or, where
//!   LLVM has none, its DXIL operation): atomics (`patterns/atomics.rs`),
//!   size queries (`queries.rs`), texel access, sampling, gathers and
//!   feedback (`textures.rs`), waves, barriers and the rest (`waves.rs`).
//! - `func.func` signatures, `func.call` and `func.return` convert their handle
//!   types.
//!
//! It is a partial conversion (MLIR's `applyPartialConversion`): compute
//! system values stay `hlsl.system_value` (the LLVM IR export reads them),
//! `memref` ops (locals, groupshared) stay as they are.
//! Implicit bindings stay implicit; `dx-resource-implicit-binding` or
//! `dx-resource-records` assign them.

mod member;
mod patterns;
mod precheck;
pub mod type_converter;

use shader_mlir::builtin::ModuleOp;
use shader_mlir::conversion::{
    ConversionPatternSet, ConversionTarget, FrozenConversionPatterns, apply_partial_conversion,
};
use shader_mlir::fn_pass;
use shader_mlir::ir::OpId;
use shader_mlir::pass::{PassContext, PassOptions, PassRegistry, PassResult};

pub use member::member_offset;
pub use patterns::{converted_ops, populate_hlsl_to_dx_patterns};
pub use type_converter::{dx_type, type_converter};

fn_pass! {
    pub static CONVERT_HLSL_TO_DX = run {
        argument: "convert-hlsl-to-dx", name: "ConvertHLSLToDX", anchor: Some(ModuleOp::NAME),
        summary: "Convert hlsl resources and resource accesses to the dx dialect",
    }
}

/// Registers `convert-hlsl-to-dx`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&CONVERT_HLSL_TO_DX);
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
    let errors = precheck::check(cx.ir, op);
    if !errors.is_empty() {
        return cx.fail(errors);
    }
    let converter = type_converter();
    let mut patterns = ConversionPatternSet::new();
    populate_hlsl_to_dx_patterns(&converter, &mut patterns);
    dialect_func::populate_function_type_conversion_patterns(&mut patterns, &converter);
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect(dialect_dx::DIALECT.name)
        .add_legal_dialect(dialect_arith::DIALECT.name)
        .add_legal_dialect(dialect_vector::DIALECT.name);
    for def in converted_ops() {
        target.add_illegal_op(def);
    }
    dialect_func::add_function_legality(&mut target, &converter);
    let frozen = FrozenConversionPatterns::new(cx.ir.ctx(), patterns);
    let result = apply_partial_conversion(cx.ir, op, &target, &frozen);
    cx.fail_with(result)
}
