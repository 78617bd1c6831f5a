//! Runs SPIR-V compute kernels on a real Vulkan implementation and reads their
//! buffers and images back, for end-to-end tests of compiled kernels
//! (docs/architecture.md, "Tests").
//!
//! A [`Runner`] opens the first Vulkan device with a compute queue, preferring Mesa's
//! lavapipe (Debian `mesa-vulkan-drivers`), with `VK_LAYER_KHRONOS_validation` when
//! it is installed. [`Runner::run`] takes a SPIR-V module, an entry point name, one
//! [`Binding`] per descriptor (set, binding, [`Resource`] with its initial contents)
//! and a workgroup count, and returns a [`Readback`] of every buffer and image.
//! Every failure is an [`Error`]; [`Error::is_unavailable`] tells a machine without
//! Vulkan from a failed dispatch.
//!
//! [`reflect()`] reads a module's entry points and descriptor variables (with their
//! `OpName`s), so callers can find the bindings a compiler assigned instead of
//! assuming them.
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
