//! The passes of the `dx` dialect:
//!
//! - `dx-resource-implicit-binding` ([`DX_RESOURCE_IMPLICIT_BINDING`]): binds
//!   implicitly bound resources and diagnoses overlapping explicit bindings;
//! - `dx-resource-records` ([`DX_RESOURCE_RECORDS`]): attaches the DXIL record
//!   and `annotateHandle` property words of every resource.
//!
//! [`registers`] holds the register allocation rule and [`resources`] the
//! grouping of handle ops into resources both passes share.

mod implicit_binding;
mod records;
pub mod registers;
pub mod resources;

use shader_mlir::pass::PassRegistry;

pub use implicit_binding::{DX_RESOURCE_IMPLICIT_BINDING, assign_bindings};
pub use records::{DX_RESOURCE_RECORDS, attach_records};

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&DX_RESOURCE_IMPLICIT_BINDING);
    registry.register(&DX_RESOURCE_RECORDS);
}
