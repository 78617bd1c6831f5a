//! `hlsl.handlefromimplicitbinding`: the handle of a resource declared without
//! a register, bound later in `order_id` order (clang's
//! `__builtin_hlsl_resource_handlefromimplicitbinding`, LLVM's
//! `llvm.dx.resource.handlefromimplicitbinding`).
//!
//! ```text
//! %h = "hlsl.handlefromimplicitbinding"(%index) <{order_id = 0 : i32, space = 0 : i32, range_size = 1 : i32, name = "In"}>
//!        : (i32) -> !hlsl.handle<srv, i8, raw>
//! %h = hlsl.handlefromimplicitbinding "In"[%index] order_id(0) space(0) range_size(1) : !hlsl.handle<srv, i8, raw>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, OperationState, Type, Value};

use super::handle::{binding_state, parse_binding, print_binding, resource_name, verify_binding};
use super::support::{non_negative_i32, string_prop, unit_prop};

/// A handle created by `hlsl.handlefromimplicitbinding`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HandleFromImplicitBindingOp(pub OpId);

/// The properties of `hlsl.handlefromimplicitbinding`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImplicitBinding {
    /// The order in which implicit bindings are assigned.
    pub order_id: u32,
    pub space: u32,
    /// 1: one resource, N: an array of N, 0: unbounded.
    pub range_size: u32,
    pub name: String,
    pub non_uniform: bool,
}

/// The integer properties, in custom-form order.
const CLAUSES: [&str; 3] = ["order_id", "space", "range_size"];
const PROPERTIES: &[&str] = &["order_id", "space", "range_size", "name", "non_uniform"];

impl HandleFromImplicitBindingOp {
    pub const NAME: &'static str = "hlsl.handlefromimplicitbinding";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("The handle of a resource whose binding is assigned implicitly")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .asm_names(resource_name);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The index into the binding range.
    pub fn index(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }

    /// The binding properties, checked.
    pub fn binding(self, ir: &Ir) -> Result<ImplicitBinding, Diagnostic> {
        Ok(ImplicitBinding {
            order_id: non_negative_i32(ir, self.0, "order_id")?,
            space: non_negative_i32(ir, self.0, "space")?,
            range_size: non_negative_i32(ir, self.0, "range_size")?,
            name: string_prop(ir, self.0, "name")?,
            non_uniform: unit_prop(ir, self.0, "non_uniform")?,
        })
    }

    /// Creates the op at `at`, returning it.
    pub fn create(
        ir: &mut Ir,
        at: InsertPoint,
        loc: Location,
        index: Value,
        ty: Type,
        binding: &ImplicitBinding,
    ) -> Self {
        let state = binding_state(
            ir.ctx(),
            Self::NAME,
            loc,
            (index, ty),
            [
                ("order_id", binding.order_id),
                ("space", binding.space),
                ("range_size", binding.range_size),
            ],
            &binding.name,
            binding.non_uniform,
        );
        Self(ir.insert_op(at, state))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_binding(ir, op, PROPERTIES, CLAUSES)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_binding(p, state, CLAUSES)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_binding(p, op, CLAUSES);
}
