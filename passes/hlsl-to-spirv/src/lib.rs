//! `--convert-hlsl-to-spirv` (in progress).

pub mod resource_types;
pub mod settings;
pub mod bindings;
pub mod resources;
pub mod system_values;
