//! What can go wrong between the project's IR and real MLIR.

use shader_mlir::diagnostics::Diagnostic;

/// A conversion or pass-bridging failure, with the diagnostics of the side that
/// rejected the IR.
#[derive(Debug, thiserror::Error)]
pub enum BridgeError {
    /// MLIR could not parse the text the project printed. Each entry is one MLIR
    /// diagnostic as `location: severity: message` (notes on following lines).
    #[error("MLIR rejected the module:\n{}", .0.join("\n"))]
    MlirRejected(Vec<String>),
    /// The project could not parse or verify the text MLIR printed.
    #[error("the project rejected the module:\n{}", render(.0))]
    Rejected(Vec<Diagnostic>),
    /// MLIR printed bytes that are not UTF-8 (the textual format is UTF-8).
    #[error("MLIR printed text that is not UTF-8: {0}")]
    NotUtf8(#[from] std::string::FromUtf8Error),
    /// The parsed text was an op of another kind than the one it must replace.
    #[error("expected a '{expected}' op, got '{found}'")]
    WrongOp { expected: String, found: String },
    /// No pass of that name is registered.
    #[error("'{0}' does not refer to a registered pass")]
    UnknownPass(String),
    /// The pass's options did not parse or were rejected.
    #[error("invalid options for pass '{pass}': {message}")]
    PassOptions { pass: String, message: String },
}

fn render(diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}
