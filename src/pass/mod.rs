//! Passes and the pass manager.
//!
//! Mirrors MLIR's pass infrastructure (<https://mlir.llvm.org/docs/PassManagement/>):
//! a [`Pass`] runs on one op (its anchor, e.g. `builtin.module` or `func.func`),
//! an [`OpPassManager`] holds passes and nested managers anchored on nested ops,
//! pipelines have a textual form ([`pipeline`]), options are typed
//! ([`options`]), the IR is verified after each pass, and instrumentation can
//! print the IR around passes and time them. Nested pipelines on
//! isolated-from-above ops run on several threads
//! ([`OpPassManager::set_threading`]).

mod fn_pass;
mod manager;
pub mod options;
mod parallel;
pub mod pipeline;
mod registry;

pub use fn_pass::{FnPass, PassFn};
pub use manager::{ANY, OpPassManager, PassInstrumentation, PassRunError, RunOptions, Timing};
pub use options::{OptionError, OptionInfo, OptionKind, PassOptions};
pub use registry::{PassInfo, PassRegistry};

use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};

/// What a pass sees while it runs.
pub struct PassContext<'a> {
    pub ir: &'a mut Ir,
    diagnostics: &'a mut Vec<Diagnostic>,
    failed_ir_is_read: bool,
}

impl<'a> PassContext<'a> {
    pub fn new(ir: &'a mut Ir, diagnostics: &'a mut Vec<Diagnostic>) -> Self {
        PassContext {
            ir,
            diagnostics,
            failed_ir_is_read: true,
        }
    }

    /// Sets whether anything reads the IR should the pass fail (see
    /// [`Self::failed_ir_is_read`]).
    pub fn with_failed_ir_read(mut self, read: bool) -> Self {
        self.failed_ir_is_read = read;
        self
    }

    /// Whether anything reads the IR a failing pass leaves (an IR dump after
    /// failure): when nothing does, a failure ends the pipeline and the IR
    /// with it, so the pass need not restore what it changed before failing.
    /// `true` unless the pass manager knows better.
    pub fn failed_ir_is_read(&self) -> bool {
        self.failed_ir_is_read
    }

    /// Reports a diagnostic (errors make the pipeline fail once the pass returns).
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// The pass failed; its diagnostics were emitted through the [`PassContext`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PassFailed;

pub type PassResult = Result<(), PassFailed>;

/// A transformation or analysis over one op and what it holds.
pub trait Pass: Send {
    /// The static description (argument, name, anchor, options).
    fn info(&self) -> &'static PassInfo;
    /// The options this instance was created with, for printing pipelines.
    fn options(&self) -> &PassOptions;
    /// Runs on `op`, whose name matches the pass's anchor.
    fn run(&mut self, cx: &mut PassContext<'_>, op: OpId) -> PassResult;
    /// A fresh instance configured like this one, for running the same pipeline
    /// on several threads (MLIR's `Pass::clone`). The default re-creates the pass
    /// from its registration with the same options, as MLIR does; a pass
    /// configured beyond its options overrides it.
    fn clone_pass(&self) -> Result<Box<dyn Pass>, String> {
        (self.info().create)(self.options().clone())
    }
}
