//! SPIR-V target environments: the `#spirv.vce`, `#spirv.target_env` and
//! `#spirv.resource_limits` attribute values (IR-independent, with MLIR 22's
//! exact text as `Display`), the queries a conversion asks of a target, and
//! the Vulkan presets of `--convert-hlsl-to-spirv="target-env=..."`.
//!
//! Mirrors the "Target environment" section of MLIR's SPIR-V dialect design
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#target-environment>),
//! `SPIRVAttributes.td`, and `TargetAndABI.cpp`'s `getDefaultTargetEnv` and
//! `getDefaultResourceLimits`.

mod device;
mod env;
mod resource_limits;
mod vce;
mod vulkan;

pub use device::{ClientApi, DeviceType, Vendor};
pub use env::{Missing, TargetEnv, UNKNOWN_DEVICE_ID};
pub use resource_limits::{
    CooperativeMatrixProperties, CooperativeMatrixPropertiesKhr, CooperativeMatrixPropertiesNv,
    ResourceLimits, TypedInteger,
};
pub use vce::Vce;
pub use vulkan::{UnknownPreset, VulkanPreset};
