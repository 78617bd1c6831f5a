//! The `dx` dialect: the DirectX view of HLSL resources.
//!
//! Mirrors LLVM's DirectX resource representation, "DXIL Resource Handling"
//! (<https://llvm.org/docs/DirectX/DXILResources.html>): the
//! `target("dx.*")` types become `!dx.*` types ([`types`]), the
//! `llvm.dx.resource.*` intrinsics become ops ([`ops`]). On top of LLVM's
//! representation the dialect states what DXIL's resource metadata needs:
//!
//! - [`attributes`] holds `#dx.resource<...>`, a DXIL metadata resource record, and
//!   the `dx.resource` / `dx.annotate_props` / `dx.resources` attributes the
//!   record pass attaches;
//! - [`binding`] holds register bindings and the `globally_coherent` /
//!   `has_counter` facts a handle op carries (LLVM leaves them out of the type;
//!   counter handles collapse into their main handle in DirectX);
//! - [`transforms`] holds the passes `dx-resource-implicit-binding` (assigns registers to
//!   implicitly bound resources and diagnoses overlapping explicit bindings)
//!   and `dx-resource-records` (the DXIL record of every resource and the two
//!   `annotateHandle` property words of every handle).
//!
//! Every DXIL fact (kinds, component types, property bits, layouts) comes from
//! the HLSL resource model shared with the `hlsl` dialect ([`resource_model`]).
//!
//! # Custom assembly
//!
//! Every op also has MLIR's generic form, with the operand and property names
//! of docs/dx-dialect.md. The custom forms follow the `hlsl` dialect's: properties as
//! `keyword(value)` clauses or bare unit keywords, indices in brackets after
//! the handle, the types that cannot be derived last:
//!
//! ```text
//! %Out = dx.resource.handlefrombinding "Out"[%c0] space(1) lower_bound(3) range_size(1) has_counter
//!          : !dx.RawBuffer<f32, 1, 0>
//! %Tex = dx.resource.handlefromimplicitbinding "Tex"[%i] order_id(0) space(0) range_size(-1) non_uniform
//!          : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
//! %h   = dx.handle.fromHeap [%i] non_uniform : !dx.Sampler<Default>
//! %v:2 = dx.resource.load.typedbuffer %buf[%i] : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0> -> vector<4xf32>
//! %r:2 = dx.resource.load.rawbuffer %Out[%i, %offset] : !dx.RawBuffer<f32, 1, 0> -> f32
//!        dx.resource.store.typedbuffer %v#0, %buf[%i] : vector<4xf32>, !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
//!        dx.resource.store.rawbuffer %x, %Out[%i, %offset] : f32, !dx.RawBuffer<f32, 1, 0>
//! %n   = dx.resource.updatecounter %Out delta(1) : !dx.RawBuffer<f32, 1, 0>
//! %row = dx.resource.load.cbufferrow %cb[%r] : !dx.CBuffer<!hlsl.struct<"C", (f32, f32)>> -> vector<4xf32>
//! ```
//!
//! Loads return the value and the `i1` check bit; handle results print under
//! the resource's name.

pub mod attributes;
pub mod binding;
mod keyword;
pub mod ops;
pub mod transforms;
pub mod types;

use shader_mlir::dialect::Dialect;

/// The `dx` dialect: register it with `ctx.register_dialect(&dialect_dx::DIALECT)`.
pub static DIALECT: Dialect = Dialect::new("dx", &[])
    .op_defs(&[ops::DEFS])
    .summary("The DirectX view of HLSL resources: LLVM's dx types and resource intrinsics")
    .types(types::parse_type)
    .attributes(attributes::parse_attribute)
    .verify_attributes(attributes::verify_attribute)
    .reject_unknown_properties();
