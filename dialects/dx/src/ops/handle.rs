//! The handle-creation ops, LLVM's `llvm.dx.resource.handlefrombinding`,
//! `llvm.dx.resource.handlefromimplicitbinding` and `llvm.dx.handle.fromHeap`
//! (<https://llvm.org/docs/DirectX/DXILResources.html>):
//!
//! ```text
//! %h = dx.resource.handlefrombinding "NAME"[%index] space(S) lower_bound(L) range_size(R)
//!        non_uniform? globally_coherent? has_counter? attr-dict : !dx.TYPE
//! %h = dx.resource.handlefromimplicitbinding "NAME"[%index] order_id(O) space(S) range_size(R)
//!        non_uniform? globally_coherent? has_counter? attr-dict : !dx.TYPE
//! %h = dx.handle.fromHeap [%index] non_uniform? globally_coherent? has_counter? attr-dict : !dx.TYPE
//! ```
//!
//! Each takes an `i32` index (into the register range, or into the
//! descriptor heap: a sampler type reads the sampler heap, any other type the
//! resource heap), creates a `dx` resource handle and states the resource
//! facts LLVM keeps out of the type as unit properties ([`HandleFlags`]).
//! The binding ops also place the resource: `space`, `lower_bound` (or
//! `order_id`: `dx-resource-implicit-binding` assigns implicit bindings the
//! first free register range in `order_id` order and rewrites them to
//! `dx.resource.handlefrombinding`), `range_size` (`-1` for an unbounded
//! array) and its `name`, which their results print under (`%Out`). Ops with
//! the same `order_id` are one resource. Generic form:
//!
//! ```text
//! %h = "dx.resource.handlefrombinding"(%c0) <{lower_bound = 3 : i32, name = "Out",
//!        range_size = 1 : i32, space = 1 : i32}> : (i32) -> !dx.RawBuffer<f32, 1, 0>
//! ```

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::I32;
use shader_mlir::ods::property::{I32Attr, NonNegativeI32Attr, StrAttr, UnitAttr};
use shader_mlir::op;

use super::constraints::{RESOURCE, checked_resource};
use crate::binding::{Binding, HandleFlags, ImplicitBinding, range_size_from_i32};

// The ODS class of the three ops: the index, the flags and the resource
// result, plus (for the binding ops) the placement and the name.
macro_rules! handle_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, $format:literal, [$($hook:tt)*], { $($fields:tt)* }) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], verify = $ty::verify $($hook)*)]
        #[format($format)]
        pub struct $ty {
            /// The index into the register range, or into the descriptor heap.
            #[operand(I32)]
            index: Value,
            $($fields)*
            /// The index may differ between invocations (`NonUniformResourceIndex`).
            #[property(UnitAttr)]
            non_uniform: bool,
            /// `globallycoherent` (UAVs only).
            #[property(UnitAttr)]
            globally_coherent: bool,
            /// The resource has a hidden counter (structured UAVs only).
            #[property(UnitAttr)]
            has_counter: bool,
            #[result(RESOURCE)]
            result: Value,
        }

        impl $ty {
            /// The resource facts the op states besides its type.
            pub fn flags(self, ir: &Ir) -> HandleFlags {
                HandleFlags {
                    non_uniform: self.non_uniform(ir),
                    globally_coherent: self.globally_coherent(ir),
                    has_counter: self.has_counter(ir),
                }
            }

            /// Sets (and clears) the resource facts.
            pub fn set_flags(self, ir: &mut Ir, flags: HandleFlags) {
                self.set_non_uniform(ir, flags.non_uniform);
                self.set_globally_coherent(ir, flags.globally_coherent);
                self.set_has_counter(ir, flags.has_counter);
            }
        }
    };
    (binding $(#[$doc:meta])* $ty:ident = $name:literal,
     [$($(#[$placement_doc:meta])* $placement:ident),+], $format:literal) => {
        handle_op!(@op $(#[$doc])* $ty = $name, $format, [, asm_names = resource_name], {
            $(
                $(#[$placement_doc])*
                #[property(NonNegativeI32Attr)]
                $placement: u32,
            )+
            /// Registers in the range; `-1` for an unbounded array.
            #[property(I32Attr)]
            range_size: i32,
            /// The resource's name.
            #[property(StrAttr)]
            name: &str,
        });

        impl $ty {
            fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
                let handle = Self(op);
                verify_flags(ir, op, handle.flags(ir))?;
                check_range_size(ir, op, handle.range_size(ir))
            }
        }
    };
}

handle_op!(binding
    /// Creates a handle to a resource bound at a register range.
    ResourceHandleFromBindingOp = "dx.resource.handlefrombinding",
    [/// The register space.
     space, /// The first register of the range.
     lower_bound],
    "$name `[` $index `]` `space` `(` $space `)` `lower_bound` `(` $lower_bound `)` `range_size` `(` $range_size `)` (`non_uniform` $non_uniform^)? (`globally_coherent` $globally_coherent^)? (`has_counter` $has_counter^)? attr-dict `:` type($result)"
);

handle_op!(binding
    /// Creates a handle to a resource whose binding the compiler assigns.
    ResourceHandleFromImplicitBindingOp = "dx.resource.handlefromimplicitbinding",
    [/// The order in which implicit bindings are assigned.
     order_id, /// The register space.
     space],
    "$name `[` $index `]` `order_id` `(` $order_id `)` `space` `(` $space `)` `range_size` `(` $range_size `)` (`non_uniform` $non_uniform^)? (`globally_coherent` $globally_coherent^)? (`has_counter` $has_counter^)? attr-dict `:` type($result)"
);

handle_op!(@op
    /// Creates a handle to a descriptor heap entry.
    HandleFromHeapOp = "dx.handle.fromHeap",
    "` ` `[` $index `]` (`non_uniform` $non_uniform^)? (`globally_coherent` $globally_coherent^)? (`has_counter` $has_counter^)? attr-dict `:` type($result)",
    [], {}
);

impl ResourceHandleFromBindingOp {
    /// The binding of a verified op.
    pub fn binding(self, ir: &Ir) -> Binding {
        Binding {
            space: self.space(ir),
            lower_bound: self.lower_bound(ir),
            range_size: range_size_from_i32(self.range_size(ir)),
        }
    }
}

impl ResourceHandleFromImplicitBindingOp {
    /// The placement request of a verified op.
    pub fn binding(self, ir: &Ir) -> ImplicitBinding {
        ImplicitBinding {
            order_id: self.order_id(ir),
            space: self.space(ir),
            range_size: range_size_from_i32(self.range_size(ir)),
        }
    }
}

impl HandleFromHeapOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        verify_flags(ir, op, Self(op).flags(ir))
    }
}

/// One of the handle-creation ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandleOp {
    Binding(ResourceHandleFromBindingOp),
    ImplicitBinding(ResourceHandleFromImplicitBindingOp),
    Heap(HandleFromHeapOp),
}

impl HandleOp {
    /// `op` as a handle-creation op, if it is one.
    pub fn cast(ir: &Ir, op: OpId) -> Option<HandleOp> {
        ResourceHandleFromBindingOp::cast(ir, op)
            .map(HandleOp::Binding)
            .or_else(|| {
                ResourceHandleFromImplicitBindingOp::cast(ir, op).map(HandleOp::ImplicitBinding)
            })
            .or_else(|| HandleFromHeapOp::cast(ir, op).map(HandleOp::Heap))
    }

    pub fn op(self) -> OpId {
        match self {
            HandleOp::Binding(h) => h.op(),
            HandleOp::ImplicitBinding(h) => h.op(),
            HandleOp::Heap(h) => h.op(),
        }
    }

    pub fn flags(self, ir: &Ir) -> HandleFlags {
        match self {
            HandleOp::Binding(h) => h.flags(ir),
            HandleOp::ImplicitBinding(h) => h.flags(ir),
            HandleOp::Heap(h) => h.flags(ir),
        }
    }

    pub fn set_flags(self, ir: &mut Ir, flags: HandleFlags) {
        match self {
            HandleOp::Binding(h) => h.set_flags(ir, flags),
            HandleOp::ImplicitBinding(h) => h.set_flags(ir, flags),
            HandleOp::Heap(h) => h.set_flags(ir, flags),
        }
    }

    /// The handle.
    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.op(), 0)
    }
}

/// The flags a resource type allows.
fn verify_flags(ir: &Ir, op: OpId, flags: HandleFlags) -> Result<(), Diagnostic> {
    let ty = checked_resource(ir.ctx(), ir.value_type(ir.result(op, 0)));
    if flags.globally_coherent && !ty.is_writeable() {
        return Err(ir.op_error(
            op,
            "'globally_coherent' requires a writeable (UAV) resource",
        ));
    }
    if flags.has_counter && !(ty.is_writeable() && ty.is_structured(ir.ctx())) {
        return Err(ir.op_error(
            op,
            "'has_counter' requires a writeable structured buffer (a '!dx.RawBuffer' with a non-'i8' element)",
        ));
    }
    Ok(())
}

/// A `range_size` is a positive count, or `-1` for an unbounded array.
fn check_range_size(ir: &Ir, op: OpId, value: i32) -> Result<(), Diagnostic> {
    if value == -1 || value >= 1 {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!("property 'range_size' must be >= 1, or -1 for an unbounded array, got {value}"),
    ))
}

/// Names the result of a binding op after its resource (`%Out`).
fn resource_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Some(resource) = ir
        .prop(op, "name")
        .and_then(|attr| StrAttr::get(ir.ctx(), attr))
        .filter(|resource| !resource.is_empty())
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), resource);
    }
}
