//! The MLIR side: a context that accepts everything the project prints, and
//! parsing and printing through MLIR's C API
//! (<https://mlir.llvm.org/docs/CAPI/>) where melior has no call for it or one
//! that can panic (`Module::parse` needs a NUL-free source).

use std::ffi::c_void;
use std::sync::{Arc, Mutex, PoisonError};

use melior::dialect::{DialectHandle, DialectRegistry};
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::{Location, Module, Operation};
use melior::utility::register_all_dialects;
use melior::{Context, ContextRef};
use mlir_sys::{
    MlirAttribute, MlirStringCallback, MlirStringRef, mlirAttributePrint,
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__func__, mlirGetDialectHandle__scf__,
    mlirGetDialectHandle__spirv__, mlirGetDialectHandle__vector__, mlirLocationPrint,
    mlirOperationCreateParse, mlirOperationPrintWithFlags,
};

use crate::error::BridgeError;

/// The upstream dialects the project's dialects mirror (`func`, `arith`, `scf`,
/// `vector`, `spirv`): a pass of the project may create ops of any of them, so
/// MLIR must have them loaded before it runs passes on several threads.
pub fn mirrored_dialects() -> [DialectHandle; 5] {
    // SAFETY: the C API hands out static dialect handles.
    unsafe {
        [
            DialectHandle::from_raw(mlirGetDialectHandle__func__()),
            DialectHandle::from_raw(mlirGetDialectHandle__arith__()),
            DialectHandle::from_raw(mlirGetDialectHandle__scf__()),
            DialectHandle::from_raw(mlirGetDialectHandle__vector__()),
            DialectHandle::from_raw(mlirGetDialectHandle__spirv__()),
        ]
    }
}

/// An MLIR context for the project's IR: every upstream dialect registered, the
/// mirrored ones loaded, and unregistered dialects allowed (MLIR has no `hlsl` or
/// `dx` dialect; their ops are kept in the generic form).
pub fn context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new_with_registry(&registry, true);
    for dialect in mirrored_dialects() {
        dialect.load_dialect(&context);
    }
    context.set_allow_unregistered_dialects(true);
    context
}

/// Printing flags for text the project reads back: the generic form, with every
/// location inline (`--mlir-print-op-generic --mlir-print-debuginfo
/// --mlir-print-local-scope`).
pub fn generic_flags() -> OperationPrintingFlags {
    OperationPrintingFlags::new()
        .print_generic_operation_form()
        .enable_debug_info(true, false)
        .use_local_scope()
}

/// Prints `operation` with `flags`.
pub fn print<'c: 'a, 'a>(
    operation: &impl OperationLike<'c, 'a>,
    flags: OperationPrintingFlags,
) -> Result<String, BridgeError> {
    // SAFETY: the operation and flags are valid for the call.
    collect_text(|callback, data| unsafe {
        mlirOperationPrintWithFlags(operation.to_raw(), flags.to_raw(), callback, data)
    })
}

/// Prints an attribute as MLIR's parser reads it.
pub fn print_attribute(attribute: MlirAttribute) -> Result<String, BridgeError> {
    // SAFETY: the attribute is valid for the call.
    collect_text(|callback, data| unsafe { mlirAttributePrint(attribute, callback, data) })
}

/// Prints a location as `loc(...)`.
pub fn print_location(location: Location<'_>) -> Result<String, BridgeError> {
    // SAFETY: the location is valid for the call.
    collect_text(|callback, data| unsafe { mlirLocationPrint(location.to_raw(), callback, data) })
}

/// Runs one of MLIR's printing functions, collecting what it writes.
fn collect_text(
    print: impl FnOnce(MlirStringCallback, *mut c_void),
) -> Result<String, BridgeError> {
    unsafe extern "C" fn collect(chunk: MlirStringRef, data: *mut c_void) {
        // SAFETY: `data` is the `Vec` below, alive for the whole call; MLIR hands
        // out `length` readable bytes.
        let (bytes, chunk) = unsafe {
            (
                &mut *(data as *mut Vec<u8>),
                std::slice::from_raw_parts(chunk.data as *const u8, chunk.length),
            )
        };
        bytes.extend_from_slice(chunk);
    }
    let mut bytes = Vec::new();
    print(Some(collect), &mut bytes as *mut Vec<u8> as *mut c_void);
    Ok(String::from_utf8(bytes)?)
}

/// Parses `text`, which must hold exactly one top-level op, into a detached
/// operation; MLIR's diagnostics are returned on failure. `source_name` names the
/// buffer in locations MLIR gives to ops without one.
pub fn parse_operation<'c>(
    context: ContextRef<'c>,
    text: &str,
    source_name: &str,
) -> Result<Operation<'c>, BridgeError> {
    match capture_diagnostics(context, || {
        parse_operation_reporting(context, text, source_name)
    }) {
        (Some(operation), _) => Ok(operation),
        (None, diagnostics) => Err(BridgeError::MlirRejected(diagnostics)),
    }
}

/// Like [`parse_operation`], but MLIR's diagnostics go to the handlers attached
/// to the context (what a pass does: they are its caller's to see).
pub fn parse_operation_reporting<'c>(
    context: ContextRef<'c>,
    text: &str,
    source_name: &str,
) -> Option<Operation<'c>> {
    // MLIR's lexer reads the byte after the end of its buffer, expecting a NUL
    // there; interior NUL bytes are whitespace to it.
    let mut source = Vec::with_capacity(text.len() + 1);
    source.extend_from_slice(text.as_bytes());
    source.push(0);
    // SAFETY: `source` outlives the call and is NUL-terminated past `length`;
    // the returned operation is owned by the caller.
    unsafe {
        Operation::from_option_raw(mlirOperationCreateParse(
            context.to_ref().to_raw(),
            MlirStringRef {
                data: source.as_ptr() as *const _,
                length: text.len(),
            },
            MlirStringRef {
                data: source_name.as_ptr() as *const _,
                length: source_name.len(),
            },
        ))
    }
}

/// The name of `op` (empty if it is not UTF-8).
pub(crate) fn op_name<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> String {
    op.name()
        .as_string_ref()
        .as_str()
        .map(str::to_owned)
        .unwrap_or_default()
}

/// Parses `text` (one `builtin.module`) into a module.
pub fn parse_module<'c>(
    context: &'c Context,
    text: &str,
    source_name: &str,
) -> Result<Module<'c>, BridgeError> {
    // SAFETY: the reference lives as long as `context`.
    let context = unsafe { ContextRef::from_raw(context.to_raw()) };
    let operation = parse_operation(context, text, source_name)?;
    let found = op_name(&operation);
    Module::from_operation(operation).ok_or_else(|| BridgeError::WrongOp {
        expected: "builtin.module".into(),
        found,
    })
}

/// Runs `f` with a diagnostic handler that collects what MLIR reports (and stops
/// it from reaching handlers attached earlier), returning them rendered as
/// `location: severity: message`, notes on following lines. The handler sees
/// every diagnostic of the context meanwhile: not for use inside a pass.
pub fn capture_diagnostics<T>(context: ContextRef<'_>, f: impl FnOnce() -> T) -> (T, Vec<String>) {
    // SAFETY: the reference is used within the context's lifetime.
    let context = unsafe { context.to_ref() };
    let collected: Arc<Mutex<Vec<String>>> = Arc::default();
    let sink = collected.clone();
    let id = context.attach_diagnostic_handler(move |diagnostic| {
        let mut text = format!(
            "{}: {}: {diagnostic}",
            shown(diagnostic.location()),
            severity(&diagnostic)
        );
        for note in (0..diagnostic.note_count()).filter_map(|i| diagnostic.note(i).ok()) {
            text.push_str(&format!("\n{}: note: {note}", shown(note.location())));
        }
        sink.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(text);
        true
    });
    let result = f();
    context.detach_diagnostic_handler(id);
    let diagnostics =
        std::mem::take(&mut *collected.lock().unwrap_or_else(PoisonError::into_inner));
    (result, diagnostics)
}

/// A location as MLIR's default handler shows it: `file:line:col` for a file
/// position, else its printed form.
fn shown(location: Location<'_>) -> String {
    if location.is_file_line_col_range() {
        let file = location.file_line_col_range_filename();
        let file = file
            .as_string_ref()
            .as_str()
            .unwrap_or("<invalid utf-8>")
            .to_owned();
        format!(
            "{file}:{}:{}",
            location.file_line_col_range_start_line(),
            location.file_line_col_range_start_column()
        )
    } else {
        location.to_string()
    }
}

fn severity(diagnostic: &melior::diagnostic::Diagnostic<'_>) -> &'static str {
    use melior::diagnostic::DiagnosticSeverity;
    match diagnostic.severity() {
        DiagnosticSeverity::Error => "error",
        DiagnosticSeverity::Warning => "warning",
        DiagnosticSeverity::Note => "note",
        DiagnosticSeverity::Remark => "remark",
    }
}
