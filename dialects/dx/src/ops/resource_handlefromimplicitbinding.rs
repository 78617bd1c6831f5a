//! `dx.resource.handlefromimplicitbinding`: a handle to a resource the
//! compiler still has to place (LLVM's
//! `llvm.dx.resource.handlefromimplicitbinding`): `dx-resource-implicit-binding`
//! assigns it the first free register range in its space and register class,
//! in `order_id` order, and rewrites it to `dx.resource.handlefrombinding`.
//!
//! ```text
//! %h = dx.resource.handlefromimplicitbinding "NAME"[%index] order_id(O) space(S) range_size(R)
//!        non_uniform? globally_coherent? has_counter? attr-dict : !dx.TYPE
//! ```
//!
//! Ops with the same `order_id` are one resource.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Type, Value};

use super::handle::{
    binding_name, binding_props, handle_flags, handle_state, parse_binding, print_binding,
    resource_name, verify_binding,
};
use super::support::i32_prop;
use crate::binding::{HandleFlags, range_size_from_i32};

/// A `dx.resource.handlefromimplicitbinding` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceHandleFromImplicitBindingOp(pub OpId);

/// What an implicit binding op states about its placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImplicitBinding {
    pub order_id: u32,
    pub space: u32,
    /// Registers in the range; [`crate::attributes::UNBOUNDED`] when unbounded.
    pub range_size: u32,
}

impl ResourceHandleFromImplicitBindingOp {
    pub const NAME: &'static str = "dx.resource.handlefromimplicitbinding";
    pub const PROPERTIES: &'static [&'static str] = &[
        "order_id",
        "space",
        "range_size",
        "name",
        "non_uniform",
        "globally_coherent",
        "has_counter",
    ];

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Creates a handle to a resource whose binding the compiler assigns")
        .traits(Traits::PURE)
        .properties(Self::PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .asm_names(resource_name);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new op creating a handle of type `ty`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        ty: Type,
        index: Value,
        binding: ImplicitBinding,
        name: &str,
        flags: HandleFlags,
    ) -> OperationState {
        let clauses = [
            ("order_id", binding.order_id as i32),
            ("space", binding.space as i32),
            ("range_size", binding.range_size as i32),
        ];
        let props = binding_props(ctx, clauses, name);
        handle_state(ctx, Self::NAME, loc, ty, index, props, flags)
    }

    /// The placement request (of a verified op).
    pub fn binding(self, ir: &Ir) -> Option<ImplicitBinding> {
        let get = |key| i32_prop(ir, self.0, key).ok();
        Some(ImplicitBinding {
            order_id: get("order_id")? as u32,
            space: get("space")? as u32,
            range_size: range_size_from_i32(get("range_size")?),
        })
    }

    /// The resource name (of a verified op).
    pub fn name(self, ir: &Ir) -> String {
        binding_name(ir, self.0)
    }

    pub fn flags(self, ir: &Ir) -> HandleFlags {
        handle_flags(ir, self.0)
    }

    pub fn index(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }
}

/// The integer clauses of the custom form, in order.
const CLAUSES: [&str; 3] = ["order_id", "space", "range_size"];

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_binding(
        ir,
        op,
        ResourceHandleFromImplicitBindingOp::PROPERTIES,
        CLAUSES,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_binding(p, state, CLAUSES)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_binding(p, op, CLAUSES);
}
