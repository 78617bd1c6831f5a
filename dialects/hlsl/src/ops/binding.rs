//! `hlsl.handlefrombinding` and `hlsl.handlefromimplicitbinding`: the handle
//! of a resource, or of one resource of an array, from its binding (clang's
//! `__builtin_hlsl_resource_handlefrombinding` /
//! `__builtin_hlsl_resource_handlefromimplicitbinding`, LLVM's
//! `llvm.dx.resource.handlefrombinding` / `handlefromimplicitbinding`,
//! <https://llvm.org/docs/DirectX/DXILResources.html>).
//!
//! ```text
//! %h = "hlsl.handlefrombinding"(%index) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}>
//!        : (i32) -> !hlsl.handle<uav, f32, raw>
//! %h = hlsl.handlefrombinding "Out"[%index] space(1) lower_bound(3) range_size(1) non_uniform : !hlsl.handle<uav, f32, raw>
//! %h = hlsl.handlefromimplicitbinding "In"[%index] order_id(0) space(0) range_size(1) : !hlsl.handle<srv, i8, raw>
//! ```
//!
//! The two differ in their first two placement properties: an explicit
//! binding names its `space` and `lower_bound` (`register(u3, space1)`), an
//! implicit one its `order_id` (the order implicit bindings are assigned in)
//! and `space`. `range_size` is 1 for a single resource, N for an array of N
//! and 0 for an unbounded array; `index` selects the resource inside the
//! range. Results print under the resource's name (`%Out`).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::I32;
use shader_mlir::ods::property::{NonNegativeI32Attr, StrAttr, UnitAttr};
use shader_mlir::op;

use super::constraints::{HANDLE, checked_handle};
use super::support::constant_int;

// The ODS class of both ops: each is its type, name, placement properties
// and format.
macro_rules! binding_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal,
     [$($(#[$placement_doc:meta])* $placement:ident),+],
     $format:literal) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], verify = $ty::verify, asm_names = resource_name)]
        #[format($format)]
        pub struct $ty {
            /// The index into the binding range.
            #[operand(I32)]
            index: Value,
            $(
                $(#[$placement_doc])*
                #[property(NonNegativeI32Attr)]
                $placement: u32,
            )+
            /// 1: one resource, N: an array of N, 0: unbounded.
            #[property(NonNegativeI32Attr)]
            range_size: u32,
            /// The resource's name.
            #[property(StrAttr)]
            name: &str,
            /// The index may differ between invocations (`NonUniformResourceIndex`).
            #[property(UnitAttr)]
            non_uniform: bool,
            #[result(HANDLE)]
            result: Value,
        }

        impl $ty {
            fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
                verify_binding(ir, op, Self(op).range_size(ir))
            }
        }
    };
}

binding_op!(
    /// The handle of a resource at an explicit binding.
    HandleFromBindingOp = "hlsl.handlefrombinding",
    [/// The register space.
     space, /// The first register of the range.
     lower_bound],
    "$name `[` $index `]` `space` `(` $space `)` `lower_bound` `(` $lower_bound `)` `range_size` `(` $range_size `)` (`non_uniform` $non_uniform^)? attr-dict `:` type($result)"
);

binding_op!(
    /// The handle of a resource whose binding is assigned implicitly.
    HandleFromImplicitBindingOp = "hlsl.handlefromimplicitbinding",
    [/// The order in which implicit bindings are assigned.
     order_id, /// The register space.
     space],
    "$name `[` $index `]` `order_id` `(` $order_id `)` `space` `(` $space `)` `range_size` `(` $range_size `)` (`non_uniform` $non_uniform^)? attr-dict `:` type($result)"
);

/// Binding ops create main handles; a counter handle comes from its main
/// handle. A constant `index` falls inside a bounded range.
fn verify_binding(ir: &Ir, op: OpId, range_size: u32) -> Result<(), Diagnostic> {
    if checked_handle(ir.ctx(), ir.value_type(ir.result(op, 0)))
        .properties
        .counter
    {
        return Err(ir.op_error(
            op,
            "cannot create a counter handle from a binding; create the main handle and derive its counter with \
             'hlsl.counterhandlefrombinding' or 'hlsl.counterhandlefromimplicitbinding'",
        ));
    }
    match constant_int(ir, ir.operand(op, 0)) {
        Some(index) if range_size != 0 && (index < 0 || index >= i128::from(range_size)) => {
            Err(ir.op_error(
                op,
                format!(
                    "index {index} is outside the binding range of {range_size} resource(s) (range_size = {range_size})"
                ),
            ))
        }
        _ => Ok(()),
    }
}

/// The resource name of a binding op, when it is one with a well-formed name.
pub(crate) fn resource_name_of(ir: &Ir, op: OpId) -> Option<&str> {
    let attr = HandleFromBindingOp::cast(ir, op)
        .and_then(|h| h.name_attr(ir))
        .or_else(|| HandleFromImplicitBindingOp::cast(ir, op).and_then(|h| h.name_attr(ir)))?;
    StrAttr::get(ir.ctx(), attr).filter(|name| !name.is_empty())
}

/// The space of a binding op, when it is one with a well-formed space.
pub(crate) fn space_of(ir: &Ir, op: OpId) -> Option<u32> {
    let attr = HandleFromBindingOp::cast(ir, op)
        .and_then(|h| h.space_attr(ir))
        .or_else(|| HandleFromImplicitBindingOp::cast(ir, op).and_then(|h| h.space_attr(ir)))?;
    NonNegativeI32Attr::get(ir.ctx(), attr)
}

/// Names the result of a binding op after the resource (`%Out`).
fn resource_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Some(resource) = resource_name_of(ir, op)
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), resource);
    }
}
