//! Runs SPIR-V on a real Vulkan implementation and reads back what the shaders
//! wrote, for end-to-end tests of compiled shaders (docs/vulkan-runner.md,
//! docs/architecture.md "Tests").
//!
//! A [`Runner`] opens the first Vulkan device with a compute queue (graphics too
//! when it has one), preferring Mesa's lavapipe (Debian `mesa-vulkan-drivers`),
//! optionally with `VK_LAYER_KHRONOS_validation`. [`Runner::dispatch`] runs a
//! compute [`Dispatch`] and [`Runner::draw`] a vertex + fragment [`Draw`] into a
//! color attachment; both bind one [`Binding`] per descriptor ([`Resource`]:
//! buffers, texel buffers, storage and sampled [`Image`]s with mip levels, layers,
//! cube faces or samples, [`Sampler`]s, combined image samplers, descriptor
//! arrays), take push and specialization constants, and return a [`Readback`] of
//! every buffer and image. Requests are checked against the module and the device
//! first; what the device lacks is an [`Error::Unsupported`] that names it, and
//! [`Error::is_unavailable`] tells a machine without Vulkan from a failed request.
//!
//! [`reflect()`] reads a module's entry points, descriptor variables (with their
//! `OpName`s), capabilities, extensions and push constant block, so callers can
//! find the bindings a compiler assigned instead of assuming them.
//!
//! Uses the `ash` bindings (<https://docs.rs/ash>) and follows the Vulkan 1.3
//! specification (<https://registry.khronos.org/vulkan/specs/1.3/html/>).

mod bind;
mod bytes;
mod capabilities;
mod check;
mod compute;
mod device;
mod error;
mod fill;
mod format;
mod graphics;
mod instance;
mod pipeline;
mod record;
mod reflect;
mod request;
mod resource;
mod runner;
mod sampler;
mod scope;

pub use bytes::{Scalar, from_bytes, to_bytes};
pub use device::DeviceInfo;
pub use error::Error;
pub use fill::FILL_SHADERS;
pub use format::{Format, NumericClass};
pub use reflect::{
    Descriptor, DescriptorCount, DescriptorKind, EntryPoint, ImageShape, Interface, reflect,
};
pub use request::{
    ClearColor, Coverage, Dispatch, Draw, Drawn, RenderTarget, Shader, Specialization, Topology,
    VertexAttribute, VertexInput,
};
pub use resource::{Binding, Image, ImageDim, Readback, Resource};
pub use runner::{Options, Runner};
pub use sampler::{AddressMode, BorderColor, CompareOp, Filter, Sampler};
