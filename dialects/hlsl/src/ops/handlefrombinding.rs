//! `hlsl.handlefrombinding`: the handle of a resource at an explicit binding
//! (`register(u3, space1)`), clang's `__builtin_hlsl_resource_handlefrombinding`
//! and LLVM's `llvm.dx.resource.handlefrombinding` (seed `003`).
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
use shader_mlir::ir::{
    InsertPoint, Ir, Location, NamedAttribute, OpId, OperationState, Type, Value,
};

use super::support::*;

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
        let ctx = ir.ctx();
        let mut props = vec![
            int_entry(ir, "space", binding.space),
            int_entry(ir, "lower_bound", binding.lower_bound),
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

/// `name = N : i32` for a non-negative property value.
pub(crate) fn int_entry(ir: &Ir, name: &str, value: u32) -> NamedAttribute {
    let ctx = ir.ctx();
    NamedAttribute {
        name: ctx.ident(name),
        value: ctx.integer_attr(ctx.common().i32, i128::from(value)),
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    check_i32_operand(ir, op, 0, "index")?;
    let handle = handle_result(ir, op)?;
    check_not_counter_result(ir, op, handle)?;
    let binding = HandleFromBindingOp(op).binding(ir)?;
    check_index_in_range(ir, op, binding.range_size)
}

/// A constant `index` must fall inside a bounded range.
pub(crate) fn check_index_in_range(ir: &Ir, op: OpId, range_size: u32) -> Result<(), Diagnostic> {
    if range_size == 0 {
        return Ok(());
    }
    match constant_int(ir, ir.operand(op, 0)) {
        Some(index) if index < 0 || index >= i128::from(range_size) => Err(ir.op_error(
            op,
            format!("index {index} is outside the binding range of {range_size} resource(s) (range_size = {range_size})"),
        )),
        _ => Ok(()),
    }
}

/// Names the result after the resource (`%Out`).
pub(crate) fn resource_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Ok(resource) = string_prop(ir, op, "name")
        && !resource.is_empty()
        && ir.num_results(op) == 1
    {
        name(ir.result(op, 0), &resource);
    }
}

/// `"name"[%index]`
pub(crate) fn parse_name_and_index<'a>(
    p: &mut AsmParser<'a>,
    props: &mut Vec<NamedAttribute>,
) -> ParseResult<shader_mlir::asm::parser::UnresolvedOperand<'a>> {
    let name = p.parse_string()?;
    let ctx = p.ctx();
    props.push(NamedAttribute {
        name: ctx.ident("name"),
        value: ctx.string_attr(&name),
    });
    p.parse_lsquare()?;
    let index = p.parse_operand()?;
    p.parse_rsquare()?;
    Ok(index)
}

/// ` "name"[%index]`
pub(crate) fn print_name_and_index(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    match ir.prop(op, "name") {
        Some(attr) => p.print_attribute(attr),
        None => p.print_string(b""),
    }
    p.write_char('[');
    if ir.num_operands(op) > 0 {
        p.print_operand(ir.operand(op, 0));
    }
    p.write_char(']');
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut props = Vec::new();
    let index = parse_name_and_index(p, &mut props)?;
    for keyword in ["space", "lower_bound", "range_size"] {
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
    for keyword in ["space", "lower_bound", "range_size"] {
        print_int_clause(p, op, keyword);
    }
    print_unit_clause(p, op, "non_uniform");
    print_attr_dict(p, op);
    p.write_str(" : ");
    let ir = p.ir();
    p.print_type_list(ir.result_types(op));
}
