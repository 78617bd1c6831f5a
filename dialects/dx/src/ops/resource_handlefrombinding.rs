//! `dx.resource.handlefrombinding`: a handle to a resource bound at a register
//! range (LLVM's `llvm.dx.resource.handlefrombinding`).
//!
//! ```text
//! %h = dx.resource.handlefrombinding "NAME"[%index] space(S) lower_bound(L) range_size(R)
//!        non_uniform? globally_coherent? has_counter? attr-dict : !dx.TYPE
//! ```
//!
//! Operand: `index: i32`, the element of a resource array (0 for a single
//! resource), counted from the start of the binding. Properties: `space`,
//! `lower_bound`, `range_size` (`i32`; `-1` for an unbounded array), `name`
//! (string) and the optional unit flags of [`HandleFlags`]. Generic form:
//!
//! ```text
//! %h = "dx.resource.handlefrombinding"(%c0) <{lower_bound = 3 : i32, name = "Out",
//!        range_size = 1 : i32, space = 1 : i32}> : (i32) -> !dx.RawBuffer<f32, 1, 0>
//! ```

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
use crate::binding::{Binding, HandleFlags, range_size_from_i32};

/// A `dx.resource.handlefrombinding` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceHandleFromBindingOp(pub OpId);

impl ResourceHandleFromBindingOp {
    pub const NAME: &'static str = "dx.resource.handlefrombinding";
    pub const PROPERTIES: &'static [&'static str] = &[
        "space",
        "lower_bound",
        "range_size",
        "name",
        "non_uniform",
        "globally_coherent",
        "has_counter",
    ];

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Creates a handle to a resource bound at a register range")
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
        binding: Binding,
        name: &str,
        flags: HandleFlags,
    ) -> OperationState {
        let clauses = [
            ("space", binding.space as i32),
            ("lower_bound", binding.lower_bound as i32),
            ("range_size", binding.range_size_i32()),
        ];
        let props = binding_props(ctx, clauses, name);
        handle_state(ctx, Self::NAME, loc, ty, index, props, flags)
    }

    /// The binding (of a verified op).
    pub fn binding(self, ir: &Ir) -> Option<Binding> {
        let get = |key| i32_prop(ir, self.0, key).ok();
        Some(Binding {
            space: get("space")? as u32,
            lower_bound: get("lower_bound")? as u32,
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
const CLAUSES: [&str; 3] = ["space", "lower_bound", "range_size"];

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_binding(ir, op, ResourceHandleFromBindingOp::PROPERTIES, CLAUSES)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_binding(p, state, CLAUSES)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_binding(p, op, CLAUSES);
}
