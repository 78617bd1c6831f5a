//! The diagnostic engine: where the IR reports diagnostics (MLIR's
//! `DiagnosticEngine`, <https://mlir.llvm.org/docs/Diagnostics/#diagnostic-engine>).
//!
//! Without a handler, diagnostics are collected for the caller to [`take`]; with one,
//! each goes to the handler as it is emitted (a tool prints it, or feeds it to the
//! `--verify-diagnostics` checker). Errors are counted either way. Emission takes
//! `&self`, so the engine can live in a shared context.
//!
//! [`take`]: DiagnosticEngine::take

use std::fmt;

use parking_lot::Mutex;

use super::Diagnostic;

type Handler = Box<dyn FnMut(Diagnostic) + Send>;

#[derive(Default)]
struct State {
    handler: Option<Handler>,
    collected: Vec<Diagnostic>,
    errors: usize,
}

/// Receives diagnostics, collecting them or passing them to a handler.
#[derive(Default)]
pub struct DiagnosticEngine {
    state: Mutex<State>,
}

impl DiagnosticEngine {
    /// An engine that collects what is emitted.
    pub fn new() -> Self {
        Self::default()
    }

    /// An engine that passes each diagnostic to `handler`.
    pub fn with_handler(handler: impl FnMut(Diagnostic) + Send + 'static) -> Self {
        let engine = Self::new();
        engine.set_handler(handler);
        engine
    }

    /// Passes later diagnostics to `handler` instead of collecting them.
    pub fn set_handler(&self, handler: impl FnMut(Diagnostic) + Send + 'static) {
        self.state.lock().handler = Some(Box::new(handler));
    }

    /// Collects later diagnostics again.
    pub fn clear_handler(&self) {
        self.state.lock().handler = None;
    }

    /// Reports `diag`. A handler runs without the engine locked: a diagnostic it emits
    /// in turn is collected.
    pub fn emit(&self, diag: Diagnostic) {
        let mut state = self.state.lock();
        if diag.is_error() {
            state.errors += 1;
        }
        let Some(mut handler) = state.handler.take() else {
            state.collected.push(diag);
            return;
        };
        drop(state);
        handler(diag);
        let mut state = self.state.lock();
        if state.handler.is_none() {
            state.handler = Some(handler);
        }
    }

    /// Whether an error was emitted since the engine was made or [`reset`](Self::reset).
    pub fn has_errors(&self) -> bool {
        self.error_count() > 0
    }

    pub fn error_count(&self) -> usize {
        self.state.lock().errors
    }

    /// The collected diagnostics, in emission order, leaving none.
    pub fn take(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.state.lock().collected)
    }

    /// Drops collected diagnostics and the error count; keeps the handler.
    pub fn reset(&self) {
        let mut state = self.state.lock();
        state.collected.clear();
        state.errors = 0;
    }
}

impl fmt::Debug for DiagnosticEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = self.state.lock();
        f.debug_struct("DiagnosticEngine")
            .field("has_handler", &state.handler.is_some())
            .field("collected", &state.collected.len())
            .field("errors", &state.errors)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::diagnostics::DiagLocation;

    #[test]
    fn collects_and_counts_errors() {
        let engine = DiagnosticEngine::new();
        assert!(!engine.has_errors());
        engine.emit(Diagnostic::warning(DiagLocation::Unknown, "w"));
        assert!(!engine.has_errors());
        engine.emit(Diagnostic::error(DiagLocation::Unknown, "e"));
        assert!(engine.has_errors());
        let taken = engine.take();
        assert_eq!(
            taken.iter().map(|d| d.message.as_str()).collect::<Vec<_>>(),
            ["w", "e"]
        );
        assert!(engine.take().is_empty());
        assert_eq!(engine.error_count(), 1, "taking keeps the count");
        engine.reset();
        assert!(!engine.has_errors());
    }

    #[test]
    fn handler_receives_instead_of_collecting() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&seen);
        let engine = DiagnosticEngine::with_handler(move |d| sink.lock().push(d.message));
        engine.emit(Diagnostic::error(DiagLocation::Unknown, "one"));
        engine.emit(Diagnostic::remark(DiagLocation::Unknown, "two"));
        assert_eq!(*seen.lock(), ["one", "two"]);
        assert!(engine.take().is_empty());
        assert_eq!(engine.error_count(), 1);
        engine.clear_handler();
        engine.emit(Diagnostic::note(DiagLocation::Unknown, "three"));
        assert_eq!(engine.take().len(), 1);
    }

    #[test]
    fn handler_may_emit_into_the_same_engine() {
        let engine = Arc::new(DiagnosticEngine::new());
        let inner = Arc::clone(&engine);
        engine.set_handler(move |d| {
            if d.message == "outer" {
                inner.emit(Diagnostic::note(DiagLocation::Unknown, "inner"));
            }
        });
        engine.emit(Diagnostic::error(DiagLocation::Unknown, "outer"));
        let collected = engine.take();
        assert_eq!(collected.len(), 1);
        assert_eq!(collected[0].message, "inner");
        engine.emit(Diagnostic::error(DiagLocation::Unknown, "again"));
        assert!(engine.take().is_empty(), "the handler was restored");
    }
}
