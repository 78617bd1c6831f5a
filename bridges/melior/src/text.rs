//! Converting a module between the project's IR and MLIR's through MLIR's
//! textual format (<https://mlir.llvm.org/docs/LangRef/>): the project prints
//! MLIR 22's generic form byte for byte, so either side's printer feeds the
//! other's parser. Locations travel along (`--mlir-print-debuginfo`), so
//! diagnostics on either side point at the user's source.

use std::sync::Arc;

use melior::ContextRef;
use melior::ir::operation::OperationLike;
use melior::ir::{Module, Operation};
use shader_mlir::Context;
use shader_mlir::asm::{ParseOptions, PrintOptions, parse_str, print_op};
use shader_mlir::diagnostics::DiagnosticEngine;
use shader_mlir::ir::{Ir, OpId};

use crate::error::BridgeError;
use crate::mlir;

/// The buffer name MLIR's parser gives the project's text (it shows in
/// diagnostics about it and in locations of ops that had none).
pub const PROJECT_SOURCE: &str = "shader-mlir";
/// The buffer name the project's parser gives MLIR's text.
pub const MLIR_SOURCE: &str = "mlir";

/// The options the project prints with for MLIR: every op generic, with its
/// location.
pub const PRINT_OPTIONS: PrintOptions = PrintOptions {
    generic: true,
    debug_info: true,
    pretty_debug_info: false,
    local_scope: false,
    unique_ssa_ids: false,
    name_loc_as_prefix: false,
    skip_regions: false,
};

/// Prints `op` as text for MLIR's parser.
pub fn print_for_mlir(ir: &Ir, op: OpId) -> String {
    print_op(ir, op, &PRINT_OPTIONS)
}

/// Converts `op` (and everything in it) into a detached MLIR operation of
/// `context`, which must have the dialects it uses registered (see
/// [`mlir::context`]). MLIR verifies what it parses.
pub fn to_mlir_operation<'c>(context: ContextRef<'c>, ir: &Ir, op: OpId) -> Result<Operation<'c>, BridgeError> {
    mlir::parse_operation(context, &print_for_mlir(ir, op), PROJECT_SOURCE)
}

/// Converts a `builtin.module` into an MLIR module.
pub fn to_mlir_module<'c>(context: &'c melior::Context, ir: &Ir, module: OpId) -> Result<Module<'c>, BridgeError> {
    mlir::parse_module(context, &print_for_mlir(ir, module), PROJECT_SOURCE)
}

/// Converts an MLIR operation (and everything in it) into a new [`Ir`] of
/// `ctx`, returning it with the converted op; the project's verifier checks it,
/// as MLIR's parser verifies what it parses.
pub fn from_mlir<'c: 'a, 'a>(ctx: &Arc<Context>, operation: &impl OperationLike<'c, 'a>) -> Result<(Ir, OpId), BridgeError> {
    let text = mlir::print(operation, mlir::generic_flags())?;
    from_mlir_text(ctx, &text)
}

/// Parses and verifies text MLIR printed (one top-level op).
pub fn from_mlir_text(ctx: &Arc<Context>, text: &str) -> Result<(Ir, OpId), BridgeError> {
    let diagnostics = DiagnosticEngine::new();
    let options = ParseOptions { implicit_module: false, ..ParseOptions::default() };
    let Some((ir, root)) = parse_str(ctx, MLIR_SOURCE, text, &options, &diagnostics) else {
        return Err(BridgeError::Rejected(diagnostics.take()));
    };
    shader_mlir::verifier::verify(&ir, root).map_err(BridgeError::Rejected)?;
    Ok((ir, root))
}
