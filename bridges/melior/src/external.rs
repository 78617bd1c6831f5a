//! The project's passes as MLIR external passes
//! (<https://mlir.llvm.org/docs/PassManagement/>, C API `mlirCreateExternalPass`):
//! a compiler holding a melior [`PassManager`] adds `convert-hlsl-to-spirv` (or
//! any pass `hlsl-opt` offers) by name and runs it on its own module.
//!
//! Each run converts the op MLIR gives the pass into the project's IR (through
//! the generic textual form, locations included), runs the pass and the
//! project's verifier on it, and moves the result's regions, attributes and
//! location back into that op. MLIR's pass manager then verifies the result
//! itself (when its verifier is on, the default).
//!
//! Diagnostics: the project's errors become MLIR error diagnostics at their
//! locations (notes and callers appended to the message, as MLIR renders
//! them), and the pass fails. MLIR's C API emits errors only, so warnings and
//! remarks reach the handler given to [`create_pass_with_handler`], which sees
//! every diagnostic of every severity.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use melior::ContextRef;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::TypeId;
use melior::ir::{Location, OperationRef};
use melior::pass::{ExternalPass, Pass, PassManager, RunExternalPass, create_external};
use mlir_sys::{
    MlirStringRef, mlirAttributeIsALocation, mlirAttributeParseGet, mlirEmitError,
    mlirLocationFromAttribute,
};
use shader_mlir::diagnostics::{DiagLocation, Diagnostic};
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::{OpPassManager, PassInfo, RunOptions};

use crate::error::BridgeError;
use crate::{mlir, registry, replace, text};

/// Receives every diagnostic a bridged pass reports, of any severity.
pub type DiagnosticHandler = Arc<dyn Fn(&Diagnostic) + Send + Sync>;

/// Creates the project's pass `argument` (e.g. `convert-hlsl-to-spirv`) with
/// `options` in its textual form (`target-env=vulkan1.2 layout=scalar`), as an
/// MLIR pass anchored on the same op as the project's.
pub fn create_pass(argument: &str, options: &str) -> Result<Pass, BridgeError> {
    create(argument, options, None)
}

/// Like [`create_pass`], also handing every diagnostic of the pass to `handler`.
pub fn create_pass_with_handler(
    argument: &str,
    options: &str,
    handler: impl Fn(&Diagnostic) + Send + Sync + 'static,
) -> Result<Pass, BridgeError> {
    create(argument, options, Some(Arc::new(handler)))
}

/// Adds the project's pass `argument` to `manager`, nested under the pass's
/// anchor when that is not `builtin.module` (as `mlir-opt` nests passes given as
/// flags).
pub fn add_pass(
    manager: &PassManager<'_>,
    argument: &str,
    options: &str,
) -> Result<(), BridgeError> {
    let pass = create_pass(argument, options)?;
    match anchor(argument)? {
        Some(anchor) if anchor != "builtin.module" => manager.nested_under(anchor).add_pass(pass),
        _ => manager.add_pass(pass),
    }
    Ok(())
}

fn anchor(argument: &str) -> Result<Option<&'static str>, BridgeError> {
    let info = registry::passes()
        .lookup(argument)
        .ok_or_else(|| BridgeError::UnknownPass(argument.to_owned()))?;
    Ok(info.anchor)
}

fn create(
    argument: &str,
    options: &str,
    handler: Option<DiagnosticHandler>,
) -> Result<Pass, BridgeError> {
    let info = registry::passes()
        .lookup(argument)
        .ok_or_else(|| BridgeError::UnknownPass(argument.to_owned()))?;
    // Options are checked now, so a bad one is the caller's error, not a failed run.
    info.instantiate(options)
        .map_err(|message| BridgeError::PassOptions {
            pass: argument.to_owned(),
            message,
        })?;
    let bridged = BridgedPass {
        info,
        options: options.to_owned(),
        handler,
    };
    Ok(create_external(
        bridged,
        pass_type_id(info),
        info.name,
        info.argument,
        info.summary,
        info.anchor.unwrap_or(""),
        &mlir::mirrored_dialects(),
    ))
}

/// MLIR identifies a pass by a `TypeID`, the address of an 8-byte aligned
/// object: one per pass of the project, made once and kept.
fn pass_type_id(info: &'static PassInfo) -> TypeId<'static> {
    // Not zero-sized: every identity needs an address of its own.
    #[repr(align(8))]
    struct PassIdentity(#[allow(dead_code)] u8);
    static IDENTITIES: OnceLock<Mutex<HashMap<&'static str, &'static PassIdentity>>> =
        OnceLock::new();
    let mut identities = IDENTITIES
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    let identity = identities
        .entry(info.argument)
        .or_insert_with(|| Box::leak(Box::new(PassIdentity(0))));
    TypeId::create(*identity)
}

/// One instance of a project pass inside MLIR's pass manager (MLIR clones it per
/// thread; each run builds its own project context).
#[derive(Clone)]
struct BridgedPass {
    info: &'static PassInfo,
    options: String,
    handler: Option<DiagnosticHandler>,
}

impl<'c> RunExternalPass<'c> for BridgedPass {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, operation: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        let context = operation.context();
        let report = |diagnostic: &Diagnostic| {
            if let Some(handler) = &self.handler {
                handler(diagnostic);
            }
            if diagnostic.is_error() {
                emit_error(context, diagnostic);
            }
        };
        match run_on(self.info, &self.options, &operation, &report) {
            Ok(()) => {}
            Err(Failure::Reported) => pass.signal_failure(),
            Err(Failure::AtOp(message)) => {
                let location = operation.location();
                report(&Diagnostic::error(
                    DiagLocation::Printed(location.to_string()),
                    message,
                ));
                pass.signal_failure();
            }
        }
    }
}

/// Why a run failed.
enum Failure {
    /// The diagnostics saying why were reported.
    Reported,
    /// To report as an error at the op the pass ran on.
    AtOp(String),
}

/// Runs the pass on `operation`, reporting its diagnostics.
fn run_on<'c: 'a, 'a>(
    info: &'static PassInfo,
    options: &str,
    operation: &impl OperationLike<'c, 'a>,
    report: &dyn Fn(&Diagnostic),
) -> Result<(), Failure> {
    let ctx = registry::context();
    let text::Nested {
        mut ir, op: root, ..
    } = match text::from_mlir_nested(&ctx, operation) {
        Ok(converted) => converted,
        Err(BridgeError::Rejected(diagnostics)) => {
            diagnostics.iter().for_each(report);
            return Err(Failure::AtOp(format!(
                "'{}' cannot read the IR it was given",
                info.argument
            )));
        }
        Err(other) => return Err(Failure::AtOp(format!("'{}': {other}", info.argument))),
    };
    let pass = info
        .instantiate(options)
        .map_err(|message| Failure::AtOp(format!("'{}': {message}", info.argument)))?;

    let mut manager = OpPassManager::new(ir.op_name_str(root));
    manager.add_pass(pass);
    let mut diagnostics = Vec::new();
    let mut run = RunOptions {
        verify_each: true,
        instrumentation: &mut (),
        timing: None,
    };
    let result = manager.run(&mut ir, root, &mut run, &mut diagnostics);
    diagnostics.iter().for_each(report);
    if result.is_err() {
        return Err(Failure::Reported);
    }

    write_back(&ir, root, operation, info)
}

/// Parses the pass's result into MLIR and moves it into `operation`.
fn write_back<'c: 'a, 'a>(
    ir: &Ir,
    root: OpId,
    operation: &impl OperationLike<'c, 'a>,
    info: &'static PassInfo,
) -> Result<(), Failure> {
    let printed = text::print_for_mlir(ir, root);
    // MLIR reports what it rejects through the context's handlers itself.
    let Some(result) =
        mlir::parse_operation_reporting(operation.context(), &printed, text::PROJECT_SOURCE)
    else {
        return Err(Failure::AtOp(format!(
            "MLIR cannot parse the output of '{}'",
            info.argument
        )));
    };
    replace::replace_contents(operation, &result)
        .map_err(|error| Failure::AtOp(format!("'{}': {error}", info.argument)))
}

/// Emits `diagnostic` as an MLIR error at its location, its notes and callers
/// appended to the message the way MLIR prints attached notes.
fn emit_error(context: ContextRef<'_>, diagnostic: &Diagnostic) {
    let mut message = diagnostic.message.clone();
    for caller in &diagnostic.call_stack {
        message.push_str(&format!("\n{}: note: called from", shown(caller)));
    }
    for note in &diagnostic.notes {
        message.push_str(&format!(
            "\n{}: note: {}",
            shown(&note.location),
            note.message
        ));
    }
    let mut bytes = message.into_bytes();
    bytes.retain(|&b| b != 0);
    bytes.push(0);
    let location = mlir_location(context, &diagnostic.location);
    // SAFETY: `bytes` is NUL-terminated and outlives the call.
    unsafe { mlirEmitError(location.to_raw(), bytes.as_ptr() as *const _) };
}

/// A location as MLIR shows it in a diagnostic's first line.
fn shown(location: &DiagLocation) -> String {
    match location {
        DiagLocation::Unknown => "<unknown>:0".to_owned(),
        DiagLocation::FileLineCol(flc) => flc.to_string(),
        DiagLocation::Printed(text) => text.clone(),
    }
}

/// The MLIR location a diagnostic points at.
fn mlir_location<'c>(context: ContextRef<'c>, location: &DiagLocation) -> Location<'c> {
    // SAFETY: the context outlives the returned location.
    let context_ref = unsafe { context.to_ref() };
    match location {
        DiagLocation::Unknown => Location::unknown(context_ref),
        DiagLocation::FileLineCol(flc) => {
            Location::new(context_ref, &flc.file, flc.line as usize, flc.col as usize)
        }
        DiagLocation::Printed(text) => {
            // The printed form (`loc("name")`, a fused location, ...) is MLIR's
            // attribute syntax for a location.
            // SAFETY: the text outlives the call; a null or non-location result is
            // checked before use.
            unsafe {
                let attribute = mlirAttributeParseGet(
                    context_ref.to_raw(),
                    MlirStringRef {
                        data: text.as_ptr() as *const _,
                        length: text.len(),
                    },
                );
                if attribute.ptr.is_null() || !mlirAttributeIsALocation(attribute) {
                    Location::unknown(context_ref)
                } else {
                    Location::from_raw(mlirLocationFromAttribute(attribute))
                }
            }
        }
    }
}
