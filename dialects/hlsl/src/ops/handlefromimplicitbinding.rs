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
use shader_mlir::ir::{
    InsertPoint, Ir, Location, NamedAttribute, OpId, OperationState, Type, Value,
};

use super::handlefrombinding::{
    check_index_in_range, int_entry, parse_name_and_index, print_name_and_index, resource_name,
};
use super::support::*;

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
        let ctx = ir.ctx();
        let mut props = vec![
            int_entry(ir, "order_id", binding.order_id),
            int_entry(ir, "space", binding.space),
            int_entry(ir, "range_size", binding.range_size),
            NamedAttribute {
                name: ctx.ident("name"),
                value: ctx.string_attr(&binding.name),
            },
        ];
        if binding.non_uniform {
            props.push(NamedAttribute {
                name: ctx.ident("non_uniform"),
                value: ctx.unit_attr(),
            });
        }
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.push(index);
        state.result_types.push(ty);
        state.properties = Some(ctx.dictionary_attr(props));
        Self(ir.insert_op(at, state))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    check_i32_operand(ir, op, 0, "index")?;
    let handle = handle_result(ir, op)?;
    check_not_counter_result(ir, op, handle)?;
    let binding = HandleFromImplicitBindingOp(op).binding(ir)?;
    check_index_in_range(ir, op, binding.range_size)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    let index = parse_name_and_index(p, &mut props)?;
    for keyword in ["order_id", "space", "range_size"] {
        parse_i32_clause(p, keyword, &mut props)?;
    }
    parse_unit_clause(p, "non_uniform", &mut props);
    finish_properties(p, state, props)?;
    let ty = p.parse_colon_type()?;
    let i32 = p.ctx().common().i32;
    state.operands.push(p.resolve_operand(&index, i32)?);
    state.result_types.push(ty);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    print_name_and_index(p, op);
    for keyword in ["order_id", "space", "range_size"] {
        print_int_clause(p, op, keyword);
    }
    print_unit_clause(p, op, "non_uniform");
    print_attr_dict(p, op);
    p.write_str(" : ");
    let ir = p.ir();
    p.print_type_list(ir.result_types(op));
}
