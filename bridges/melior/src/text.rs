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

use mlir_sys::{
    MlirIdentifier, MlirNamedAttribute, mlirIdentifierStr, mlirOperationGetAttribute,
    mlirOperationGetDiscardableAttribute, mlirOperationGetNumAttributes,
    mlirOperationGetNumDiscardableAttributes,
};

use crate::error::BridgeError;
use crate::mlir;

/// The buffer name MLIR's parser gives the project's text (it shows in
/// diagnostics about it and in locations of ops that had none).
pub const PROJECT_SOURCE: &str = "shader-mlir";
/// The buffer name the project's parser gives MLIR's text.
pub const MLIR_SOURCE: &str = "mlir";

/// The options the project prints with for MLIR: every op generic, with its
/// location inline (no `#loc` aliases: a quarter less text for MLIR to read
/// than one alias per op).
pub const PRINT_OPTIONS: PrintOptions = PrintOptions {
    generic: true,
    debug_info: true,
    pretty_debug_info: false,
    local_scope: true,
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
pub fn to_mlir_operation<'c>(
    context: ContextRef<'c>,
    ir: &Ir,
    op: OpId,
) -> Result<Operation<'c>, BridgeError> {
    mlir::parse_operation(context, &print_for_mlir(ir, op), PROJECT_SOURCE)
}

/// Converts a `builtin.module` into an MLIR module.
pub fn to_mlir_module<'c>(
    context: &'c melior::Context,
    ir: &Ir,
    module: OpId,
) -> Result<Module<'c>, BridgeError> {
    mlir::parse_module(context, &print_for_mlir(ir, module), PROJECT_SOURCE)
}

/// Converts an MLIR operation (and everything in it) into a new [`Ir`] of
/// `ctx`, returning it with the converted op; the project's verifier checks it,
/// as MLIR's parser verifies what it parses.
pub fn from_mlir<'c: 'a, 'a>(
    ctx: &Arc<Context>,
    operation: &impl OperationLike<'c, 'a>,
) -> Result<(Ir, OpId), BridgeError> {
    let text = mlir::print(operation, mlir::generic_flags())?;
    from_mlir_text(ctx, &text)
}

/// An op converted with the ops enclosing it in MLIR: [`Nested::ir`] holds,
/// outermost first, a shell of each ancestor (its name, attributes and location,
/// its first region holding only the next one) around the converted op.
pub struct Nested {
    pub ir: Ir,
    /// The outermost shell, or the op itself when it has no parent.
    pub root: OpId,
    /// The converted op.
    pub op: OpId,
}

/// Converts `operation` like [`from_mlir`], inside shells of its ancestors, so
/// that what the project runs on it can look up attributes of enclosing ops (a
/// `spirv.target_env` on the module around a `spirv.module`, say), as it can in
/// MLIR. Only the op itself is verified.
pub fn from_mlir_nested<'c: 'a, 'a>(
    ctx: &Arc<Context>,
    operation: &impl OperationLike<'c, 'a>,
) -> Result<Nested, BridgeError> {
    let mut text = mlir::print(operation, mlir::generic_flags())?;
    let mut depth = 0;
    let mut parent = operation.parent_operation();
    while let Some(ancestor) = parent {
        text = shell(&ancestor, &text)?;
        depth += 1;
        parent = ancestor.parent_operation();
    }
    let (ir, root) = parse_mlir_text(ctx, &text)?;
    let mut op = root;
    for _ in 0..depth {
        let inner = ir
            .regions(op)
            .first()
            .and_then(|&region| ir.entry_block(region))
            .and_then(|block| ir.block_ops(block).next());
        op = inner.ok_or_else(|| BridgeError::WrongOp {
            expected: "an op inside its parent's shell".into(),
            found: ir.op_name_str(op).into(),
        })?;
    }
    shader_mlir::verifier::verify(&ir, op).map_err(BridgeError::Rejected)?;
    Ok(Nested { ir, root, op })
}

/// `ancestor` in the generic form with `inner` as the only op of its first
/// region, without operands, results or other regions.
fn shell<'c: 'a, 'a>(
    ancestor: &impl OperationLike<'c, 'a>,
    inner: &str,
) -> Result<String, BridgeError> {
    let raw = ancestor.to_raw();
    // SAFETY (all calls below): the op is valid; indices are bounded by its counts.
    let discardable: Vec<MlirNamedAttribute> =
        (0..unsafe { mlirOperationGetNumDiscardableAttributes(raw) })
            .map(|index| unsafe { mlirOperationGetDiscardableAttribute(raw, index) })
            .collect();
    let (mut properties, mut attributes) = (Vec::new(), Vec::new());
    for index in 0..unsafe { mlirOperationGetNumAttributes(raw) } {
        let named = unsafe { mlirOperationGetAttribute(raw, index) };
        let name = identifier(named.name);
        let entry = format!(
            "{} = {}",
            quoted_if_needed(&name),
            mlir::print_attribute(named.attribute)?
        );
        let is_discardable = discardable.iter().any(|d| identifier(d.name) == name);
        if is_discardable {
            attributes.push(entry)
        } else {
            properties.push(entry)
        }
    }
    let name = mlir::op_name(ancestor);
    let mut text = format!("\"{name}\"()");
    if !properties.is_empty() {
        text.push_str(&format!(" <{{{}}}>", properties.join(", ")));
    }
    text.push_str(&format!(" ({{\n{inner}\n}})"));
    if !attributes.is_empty() {
        text.push_str(&format!(" {{{}}}", attributes.join(", ")));
    }
    text.push_str(&format!(
        " : () -> () {}",
        mlir::print_location(ancestor.location())?
    ));
    Ok(text)
}

fn identifier(identifier: MlirIdentifier) -> String {
    // SAFETY: identifiers point into the context's storage.
    let name = unsafe { mlirIdentifierStr(identifier) };
    // SAFETY: MLIR hands out `length` readable bytes.
    let bytes = unsafe { std::slice::from_raw_parts(name.data as *const u8, name.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// An attribute name as the generic form spells it: bare when it is an
/// identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`), else quoted.
fn quoted_if_needed(name: &str) -> String {
    let bare = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if bare {
        name.to_owned()
    } else {
        format!("{name:?}")
    }
}

/// Parses and verifies text MLIR printed (one top-level op).
pub fn from_mlir_text(ctx: &Arc<Context>, text: &str) -> Result<(Ir, OpId), BridgeError> {
    let (ir, root) = parse_mlir_text(ctx, text)?;
    shader_mlir::verifier::verify(&ir, root).map_err(BridgeError::Rejected)?;
    Ok((ir, root))
}

fn parse_mlir_text(ctx: &Arc<Context>, text: &str) -> Result<(Ir, OpId), BridgeError> {
    let diagnostics = DiagnosticEngine::new();
    let options = ParseOptions {
        implicit_module: false,
        ..ParseOptions::default()
    };
    parse_str(ctx, MLIR_SOURCE, text, &options, &diagnostics)
        .ok_or_else(|| BridgeError::Rejected(diagnostics.take()))
}
