//! Everything that can go wrong between loading Vulkan and reading results back.
//!
//! Vulkan calls report their `VkResult` with the name of the call; descriptions that
//! do not fit the module or the device are refused before any driver sees them.

use ash::vk;

/// Why a [`crate::Runner`] could not be created or a dispatch could not run.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The Vulkan loader (`libvulkan.so.1`) could not be loaded.
    #[error("no Vulkan loader: {0} (Debian: apt-get install libvulkan1 mesa-vulkan-drivers)")]
    NoLoader(String),
    /// The loader found no driver, or no physical device with a compute queue.
    #[error(
        "no usable Vulkan device: {0} (Debian: apt-get install mesa-vulkan-drivers for lavapipe)"
    )]
    NoDevice(String),
    /// A Vulkan call failed.
    #[error("{call} failed: {result}")]
    Vulkan {
        call: &'static str,
        result: vk::Result,
    },
    /// The SPIR-V binary is malformed or uses what the runner cannot bind.
    #[error("SPIR-V module: {0}")]
    Module(String),
    /// The resources and the module (or each other) disagree.
    #[error("resource description: {0}")]
    Description(String),
    /// The device lacks a feature, format or limit the dispatch needs.
    #[error("the device cannot run this: {0}")]
    Unsupported(String),
    /// The dispatch did not finish in time.
    #[error("the dispatch did not finish within {0:?}")]
    Timeout(std::time::Duration),
    /// `VK_LAYER_KHRONOS_validation` reported errors.
    #[error("validation errors:\n{}", .0.join("\n"))]
    Validation(Vec<String>),
}

impl Error {
    /// Whether this machine has no usable Vulkan implementation at all (as opposed to
    /// a failure of a particular dispatch).
    pub fn is_unavailable(&self) -> bool {
        matches!(self, Error::NoLoader(_) | Error::NoDevice(_))
    }
}

/// Attaches the name of a Vulkan call to its failure.
pub(crate) trait VkContext<T> {
    fn call(self, call: &'static str) -> Result<T, Error>;
}

impl<T> VkContext<T> for Result<T, vk::Result> {
    fn call(self, call: &'static str) -> Result<T, Error> {
        self.map_err(|result| Error::Vulkan { call, result })
    }
}
