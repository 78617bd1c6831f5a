//! Turning IR locations into diagnostic locations, and MLIR's op-error wording
//! (`'dialect.op' op message`).

use crate::diagnostics::{DiagLocation, Diagnostic, FileLineCol, Severity};
use crate::ir::{AttrKind, Ir, Location, OpId};
use crate::Context;

impl Context {
    /// Where a diagnostic at `loc` points: the first file position found in it
    /// (MLIR's `SourceMgrDiagnosticHandler` looks through name, call-site and
    /// fused locations the same way), else the location's printed form.
    pub fn diag_location(&self, loc: Location) -> DiagLocation {
        let mut cur = loc;
        // Locations nest (name(callsite(fused(...)))); walk down iteratively.
        for _ in 0..1024 {
            match self.attr_kind(cur) {
                AttrKind::FileLineColLoc { file, line, col } => {
                    return DiagLocation::FileLineCol(FileLineCol::new(self.str(*file), *line, *col));
                }
                AttrKind::FileLineColRange { file, start_line, start_col, .. } => {
                    return DiagLocation::FileLineCol(FileLineCol::new(self.str(*file), *start_line, *start_col));
                }
                AttrKind::NameLoc { child: Some(child), .. } => cur = *child,
                AttrKind::NameLoc { name, child: None } => {
                    return DiagLocation::Printed(format!("loc({:?})", self.str(*name)));
                }
                AttrKind::CallSiteLoc { callee, .. } => cur = *callee,
                AttrKind::FusedLoc { locations, .. } => match locations.first() {
                    Some(&first) => cur = first,
                    None => return DiagLocation::Unknown,
                },
                _ => return DiagLocation::Unknown,
            }
        }
        DiagLocation::Unknown
    }
}

impl Ir {
    /// A diagnostic of `severity` at `op`'s location: `'name' op message`.
    pub fn op_diagnostic(&self, op: OpId, severity: Severity, message: impl AsRef<str>) -> Diagnostic {
        let location = self.ctx().diag_location(self.op_loc(op));
        Diagnostic::new(severity, location, format!("'{}' op {}", self.op_name_str(op), message.as_ref()))
    }

    /// An error at `op`: `'name' op message` (MLIR's `emitOpError`).
    pub fn op_error(&self, op: OpId, message: impl AsRef<str>) -> Diagnostic {
        self.op_diagnostic(op, Severity::Error, message)
    }

    /// An error at `op` without the op-name prefix (MLIR's `emitError`).
    pub fn error_at(&self, loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.ctx().diag_location(loc), message)
    }
}
