//! The element types of HLSL resources, as IR types: `!hlsl.struct` and
//! `!hlsl.array` (both in the `hlsl` namespace, which parses and prints them),
//! embedded as elements by the `hlsl` dialect's handles and the `dx`
//! dialect's DirectX types alike.
//!
//! - [`StructType`]: `!hlsl.struct<"Name", (T0, T1, ...)>`;
//! - [`ArrayType`]: `!hlsl.array<N x T>`;
//! - [`element_info`] maps an IR type to the resource model's
//!   [`ElementInfo`](crate::ElementInfo); [`signless_type`] gives the type of
//!   values loaded from or stored to a resource whose element is a given type.

mod array;
mod element;
mod struct_type;

pub use array::{ArrayType, ArrayTypeError};
pub use element::{ElementError, element_info, has_signed_integers, scalar_of, signless_type};
pub use struct_type::{MemberError, StructType};
