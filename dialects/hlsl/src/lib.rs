//! The `hlsl` dialect: HLSL resources as the language sees them.
//!
//! A resource is a `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>`; every HLSL resource
//! object of wg-hlsl proposal 0015 ("Mapping Resource Attributes to DXIL and
//! SPIR-V", <https://github.com/llvm/wg-hlsl/blob/main/proposals/0015-resource-attributes-in-dxil-and-spirv.md>)
//! is exactly one handle type. The `resource-model` crate ([`resource_model`])
//! holds the data model of those handles that the `dx` dialect shares: their
//! properties, the 40-object table, the validation rules, the facts the `dx`
//! lowering derives from them, and the `!hlsl.struct` / `!hlsl.array` element
//! types.
//!
//! On top of it, this crate defines the dialect's IR, registered as [`DIALECT`]:
//!
//! - [`types`]: `!hlsl.handle`, `!hlsl.struct`, `!hlsl.array`, and the 40 HLSL
//!   object names as sugar (`!hlsl.RWStructuredBuffer<vector<4xf32>>` parses to
//!   `!hlsl.handle<uav, vector<4xf32>, raw>`);
//! - [`ops`]: handle creation (`handlefrombinding`, `handlefromimplicitbinding`,
//!   `counterhandlefrombinding`, `counterhandlefromimplicitbinding`,
//!   `handlefromheap`), resource access and system values, with verifiers;
//! - [`entry_point`]: the `hlsl.shader` / `hlsl.numthreads` attributes of
//!   compute entry points.
//!
//! # Custom assembly
//!
//! Every op also parses and prints in MLIR's generic form, with the operand and
//! property names of docs/hlsl-dialect.md (`"hlsl.buffer.load"(%buf, %i)
//! <{member = array<i32: 1>}> : (...) -> f32`). The custom forms name
//! properties as `keyword(value)` clauses, put the index of an access in
//! brackets after the handle, and end with the types that cannot be derived:
//!
//! ```text
//! %buf = hlsl.handlefrombinding "Out"[%c0] space(1) lower_bound(3) range_size(1) : !hlsl.handle<uav, f32, raw>
//! %tex = hlsl.handlefromimplicitbinding "Tex"[%c0] order_id(0) space(0) range_size(8) non_uniform
//!          : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
//! %cnt = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
//! %cnt = hlsl.counterhandlefromimplicitbinding %buf order_id(0) space(1) : !hlsl.handle<uav, f32, raw>
//! %h   = hlsl.handlefromheap [%i] non_uniform : !hlsl.handle<srv, i8, raw>
//! %v   = hlsl.buffer.load %sb[%i] member [1, 0] : !hlsl.handle<srv, !hlsl.struct<"S", (f32, !hlsl.array<2 x i32>)>, raw> -> i32
//!        hlsl.buffer.store %x, %buf[%i] : f32, !hlsl.handle<uav, f32, raw>
//! %c   = hlsl.cbuffer.load %cb member [0] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (vector<4xf32>)>, row> -> vector<4xf32>
//! %t   = hlsl.texture.load %tex[%xy] lod(%mip) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
//! %s   = hlsl.texture.load %ms[%xy] sample(%k) : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32
//!        hlsl.texture.store %t, %rw[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
//! %f   = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%l)
//!          : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
//! %n   = hlsl.updatecounter %cnt delta(1) : !hlsl.handle<uav, f32, raw, counter>
//! %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
//! ```
//!
//! Counter handle ops name the main handle's type (the result adds `counter`);
//! `hlsl.texture.load` spells `lod_or_sample` as `sample(...)` on multisampled
//! textures. Results of binding ops print under the resource's name (`%Out`),
//! system values under theirs (`%dispatch_thread_id`).

pub mod entry_point;
pub mod ops;
pub mod semantics;
pub mod stage;
pub mod types;

use shader_mlir::dialect::Dialect;

/// The `hlsl` dialect: register it with `Context::register_dialect`.
pub static DIALECT: Dialect = Dialect::new("hlsl", &[])
    .op_defs(ops::DEFS)
    .summary("HLSL resources: handle types, handle creation and resource access")
    .types(types::parse_type)
    .verify_attributes(entry_point::verify_attribute)
    .reject_unknown_properties();
