//! Why a pipeline could not run, by kind, so a driver can tell a device that lacks
//! something from a description it cannot read or a shader that failed.

/// A failure before results exist. Printed as `gpu-exec: error: <message>`, the
/// prefix the suite's runner uses and some of its tests check.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    /// The pipeline description is malformed or inconsistent.
    #[error("{0}")]
    Description(String),
    /// The description needs what this runner or the device does not offer.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// `spirv-val` rejected a shader.
    #[error("spirv-val rejected {path}:\n{message}")]
    Invalid { path: String, message: String },
    /// Reading a file or running a tool failed.
    #[error("{0}")]
    Io(String),
    /// Some `Results` comparisons failed; the text reports each.
    #[error("{0}")]
    Results(String),
    /// The Vulkan side failed.
    #[error("{0}")]
    Vulkan(#[from] vulkan_runner::Error),
}
