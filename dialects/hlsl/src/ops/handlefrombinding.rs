//! `hlsl.handlefrombinding`: the handle of a resource at an explicit binding
//! (`register(u3, space1)`), clang's `__builtin_hlsl_resource_handlefrombinding`
//! and LLVM's `llvm.dx.resource.handlefrombinding` (LLVM's DXIL resource docs).
//!
//! ```text
//! %h = "hlsl.handlefrombinding"(%index) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}>
//!        : (i32) -> !hlsl.handle<uav, f32, raw>
//! %h = hlsl.handlefrombinding "Out"[%index] space(1) lower_bound(3) range_size(1) non_uniform : !hlsl.handle<uav, f32, raw>
//! ```
//!
//! `range_size` is 1 for a single resource, N for an array of N and 0 for an
//! unbounded array; `index` selects the resource inside the range.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, OperationState, Type, Value};

use super::handle::{binding_state, parse_binding, print_binding, resource_name, verify_binding};
use super::support::{non_negative_i32, string_prop, unit_prop};

/// A handle created by `hlsl.handlefrombinding`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HandleFromBindingOp(pub OpId);

/// The properties of `hlsl.handlefrombinding`: one resource (or array of
/// resources) at `register(lower_bound, space)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplicitBinding {
    pub space: u32,
    pub lower_bound: u32,
    /// 1: one resource, N: an array of N, 0: unbounded.
    pub range_size: u32,
    pub name: String,
    pub non_uniform: bool,
}

/// The integer properties, in custom-form order.
const CLAUSES: [&str; 3] = ["space", "lower_bound", "range_size"];
const PROPERTIES: &[&str] = &["space", "lower_bound", "range_size", "name", "non_uniform"];

impl HandleFromBindingOp {
    pub const NAME: &'static str = "hlsl.handlefrombinding";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("The handle of a resource at an explicit binding")
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
    pub fn binding(self, ir: &Ir) -> Result<ExplicitBinding, Diagnostic> {
        Ok(ExplicitBinding {
            space: non_negative_i32(ir, self.0, "space")?,
            lower_bound: non_negative_i32(ir, self.0, "lower_bound")?,
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
        binding: &ExplicitBinding,
    ) -> Self {
        let state = binding_state(
            ir.ctx(),
            Self::NAME,
            loc,
            (index, ty),
            [
                ("space", binding.space),
                ("lower_bound", binding.lower_bound),
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
