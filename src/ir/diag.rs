//! Turning IR locations into diagnostic locations, and MLIR's op-error wording
//! (`'dialect.op' op message`).

use crate::Context;
use crate::asm::{PrintOptions, print_op};
use crate::diagnostics::{DiagLocation, Diagnostic, FileLineCol, Severity};
use crate::ir::{AttrKind, Ir, Location, OpId};

impl Context {
    /// Where a diagnostic at `loc` points: the first file position found in it,
    /// looking through name, call-site (the callee) and fused locations as MLIR's
    /// `SourceMgrDiagnosticHandler` does; else the location's printed form
    /// (`loc("name")`), or unknown.
    pub fn diag_location(&self, loc: Location) -> DiagLocation {
        if let Some(flc) = self.find_file_location(loc) {
            return DiagLocation::FileLineCol(flc);
        }
        match self.attr_kind(loc) {
            AttrKind::UnknownLoc => DiagLocation::Unknown,
            _ => DiagLocation::Printed(crate::asm::printer::attr_to_string(self, loc)),
        }
    }

    /// The first file position inside `loc`, depth first.
    fn find_file_location(&self, loc: Location) -> Option<FileLineCol> {
        let mut stack = vec![loc];
        while let Some(cur) = stack.pop() {
            match self.attr_kind(cur) {
                AttrKind::FileLineColLoc { file, line, col } => {
                    return Some(FileLineCol::new(self.str(*file), *line, *col));
                }
                AttrKind::FileLineColRange {
                    file,
                    start_line,
                    start_col,
                    ..
                } => {
                    return Some(FileLineCol::new(self.str(*file), *start_line, *start_col));
                }
                AttrKind::NameLoc {
                    child: Some(child), ..
                } => stack.push(*child),
                AttrKind::CallSiteLoc { callee, .. } => stack.push(*callee),
                AttrKind::FusedLoc { locations, .. } => {
                    stack.extend(locations.iter().rev().copied())
                }
                _ => {}
            }
        }
        None
    }

    /// The `called from` chain of a call-site location (innermost caller first).
    pub fn diag_call_stack(&self, loc: Location) -> Vec<DiagLocation> {
        let mut out = Vec::new();
        let mut cur = loc;
        loop {
            match self.attr_kind(cur) {
                AttrKind::NameLoc {
                    child: Some(child), ..
                } => cur = *child,
                AttrKind::CallSiteLoc { caller, .. } => {
                    let caller = *caller;
                    // The caller may itself be a call site: show its callee, then go on.
                    let shown = match self.attr_kind(caller) {
                        AttrKind::CallSiteLoc { callee, .. } => *callee,
                        _ => caller,
                    };
                    out.push(self.diag_location(shown));
                    cur = caller;
                }
                _ => return out,
            }
        }
    }
}

impl Ir {
    /// A diagnostic of `severity` at `op`'s location: `'name' op message`.
    pub fn op_diagnostic(
        &self,
        op: OpId,
        severity: Severity,
        message: impl AsRef<str>,
    ) -> Diagnostic {
        self.diagnostic_at_op(
            op,
            severity,
            format!("'{}' op {}", self.op_name_str(op), message.as_ref()),
        )
    }

    /// An error at `op`'s location without the op-name prefix (MLIR's
    /// `Operation::emitError`), still showing the op when the context asks to.
    pub fn emit_error(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        self.diagnostic_at_op(op, Severity::Error, message.into())
    }

    fn diagnostic_at_op(&self, op: OpId, severity: Severity, message: String) -> Diagnostic {
        let loc = self.op_loc(op);
        let location = self.ctx().diag_location(loc);
        let diag = Diagnostic::new(severity, location, message);
        let stack = self.ctx().diag_call_stack(loc);
        let mut diag = if stack.is_empty() {
            diag
        } else {
            diag.with_call_stack(stack)
        };
        if self.ctx().prints_op_on_diagnostic() {
            let opts = PrintOptions::default()
                .print_generic_op_form()
                .use_local_scope();
            let text = print_op(self, op, &opts);
            let sep = if text.contains('\n') { "\n" } else { "" };
            diag.attach_note(
                self.ctx().diag_location(loc),
                format!("see current operation: {sep}{text}"),
            );
        }
        diag
    }

    /// An error at `op`: `'name' op message` (MLIR's `emitOpError`).
    pub fn op_error(&self, op: OpId, message: impl AsRef<str>) -> Diagnostic {
        self.op_diagnostic(op, Severity::Error, message)
    }

    /// An error at `op` without the op-name prefix (MLIR's `emitError`).
    pub fn error_at(&self, loc: Location, message: impl Into<String>) -> Diagnostic {
        let diag = Diagnostic::error(self.ctx().diag_location(loc), message);
        let stack = self.ctx().diag_call_stack(loc);
        if stack.is_empty() {
            diag
        } else {
            diag.with_call_stack(stack)
        }
    }
}
