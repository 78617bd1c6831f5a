//! The `hlsl` dialect: HLSL resources as the language sees them.
//!
//! A resource is a `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>`; every HLSL resource
//! object of wg-hlsl proposal 0015 ("Mapping Resource Attributes to DXIL and
//! SPIR-V", <https://github.com/llvm/wg-hlsl/blob/main/proposals/0015-resource-attributes-in-dxil-and-spirv.md>)
//! is exactly one handle type. [`resource`] holds the IR-independent data model
//! of those handles: their properties, the 40-object table, the validation rules
//! and the facts the `dx` and `spirv` lowerings derive from them.

pub mod resource;
