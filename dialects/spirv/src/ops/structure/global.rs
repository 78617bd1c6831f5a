//! `spirv.GlobalVariable` and `spirv.mlir.addressof`: module-scope
//! variables and their addresses.
//!
//! Beyond MLIR 22 (docs/spirv-beyond-mlir-22.md): a `spirv.GlobalVariable`
//! may carry `counter_buffer = @other`, naming the `spirv.GlobalVariable`
//! that holds its counter (serialized as `OpDecorateId ... CounterBuffer`).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, OperationState, Type, Value};
use shader_mlir::ods::property::{FlatSymbolRefAttr, I32Attr, StrAttr, SymbolNameAttr, TypeAttr};
use shader_mlir::op;
use spirv::Op;

use super::super::asm::{
    int_value, named, parse_flat_symbol_ref, parse_parenthesized_attr, parse_sym_name,
    print_sym_name, printed_attrs, string_value, symbol_ref_name,
};
use super::super::encoding::Encoding;
use super::super::properties::LinkageAttributesAttr;
use super::super::verify::{in_function_scope, in_module_scope, lookup_symbol_ref, symbol_name};
use super::{SpecConstantCompositeOp, SpecConstantOp};
use crate::attributes::{EnumKind, LinkageAttributes};
use crate::ops::table::operands_op;
use crate::types::PointerType;
use crate::types::constraints::POINTER;

declaration_op!(
    /// Allocate an object in memory at module scope
    ///
    /// `spirv.GlobalVariable @name (initializer(@sym))? (bind(set, binding) |
    /// built_in("Name"))? {attrs}? : !spirv.ptr<...>`. Decorations are
    /// attributes named after them in snake case (`aliased`, `non_writable`,
    /// `location = 0 : i32`).
    GlobalVariableOp = "spirv.GlobalVariable" => Variable, [Symbol],
    (parse_global_variable, print_global_variable, global_variable_printable, verify = verify_global_variable),
    (prop ty: TypeAttr [name = "type"] = Type, prop sym_name: SymbolNameAttr = &str,
        prop initializer: FlatSymbolRefAttr = Option<&str>, prop location: I32Attr = Option<i32>,
        prop binding: I32Attr = Option<i32>, prop descriptor_set: I32Attr = Option<i32>,
        prop built_in: StrAttr = Option<&str>,
        prop linkage_attributes: LinkageAttributesAttr = Option<&LinkageAttributes>)
);

operands_op!(
    /// Get the address of a global variable
    ///
    /// `spirv.mlir.addressof @var : !spirv.ptr<...>`.
    AddressOfOp = "spirv.mlir.addressof",
    [traits = [Pure, Pred("op must appear in a function-like op's block", in_function_scope)],
        ext = Encoding::Structural, verify = verify_address_of, asm_names = address_of_names],
    ["$variable attr-dict `:` type($pointer)"],
    (prop variable: FlatSymbolRefAttr = &str) -> pointer: POINTER);

impl GlobalVariableOp {
    /// The name of the discardable attribute naming the counter variable of a
    /// buffer (docs/spirv-beyond-mlir-22.md).
    pub const COUNTER_BUFFER: &'static str = "counter_buffer";
}

/// `(bind(set, binding) | built_in("Name"))? {attrs}?` (MLIR's `parseVariableDecorations`).
pub(in crate::ops) fn parse_variable_decorations(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("bind") {
        let i32_ty = ctx.common().i32;
        p.parse_lparen()?;
        let set = p.parse_attribute(Some(i32_ty))?;
        state.attributes.push(named(ctx, "descriptor_set", set));
        p.parse_comma()?;
        let binding = p.parse_attribute(Some(i32_ty))?;
        state.attributes.push(named(ctx, "binding", binding));
        p.parse_rparen()?;
    } else if p.parse_optional_keyword("built_in") {
        parse_parenthesized_attr(p, state, "built_in", |ctx, name| {
            string_value(ctx, name).is_some()
        })?;
    }
    p.parse_optional_attr_dict(&mut state.attributes)
}

/// ` bind(s, b)`, ` built_in("X")` and the attribute dictionary (MLIR's
/// `printVariableDecorations`); `elided` names what the caller printed.
pub(in crate::ops) fn print_variable_decorations(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    elided: &mut Vec<&'static str>,
) {
    let ir = p.ir();
    let ctx = p.ctx();
    let set = ir
        .attr_or_prop(op, "descriptor_set")
        .and_then(|a| int_value(ctx, a));
    let binding = ir
        .attr_or_prop(op, "binding")
        .and_then(|a| int_value(ctx, a));
    if let (Some(set), Some(binding)) = (set, binding) {
        elided.extend(["descriptor_set", "binding"]);
        p.write_str(" bind(");
        p.write_int(set);
        p.write_str(", ");
        p.write_int(binding);
        p.write_char(')');
    }
    if let Some(built_in) = ir
        .attr_or_prop(op, "built_in")
        .and_then(|a| string_value(ctx, a))
    {
        p.write_str(" built_in(\"");
        p.write_str(built_in);
        p.write_str("\")");
        elided.push("built_in");
    }
    p.print_optional_attr_dict(&printed_attrs(ir, op), elided);
}

fn parse_global_variable(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_sym_name(p, state)?;
    let ctx = p.ctx();
    if p.parse_optional_keyword("initializer") {
        p.parse_lparen()?;
        let init = parse_flat_symbol_ref(p)?;
        state.attributes.push(named(ctx, "initializer", init));
        p.parse_rparen()?;
    }
    parse_variable_decorations(p, state)?;
    let loc = p.get_current_location();
    let ty = p.parse_colon_type()?;
    if PointerType::of(ctx, ty).is_none() {
        return Err(p.emit_error_at(loc, "expected spirv.ptr type"));
    }
    state.attributes.push(named(ctx, "type", ctx.type_attr(ty)));
    Ok(())
}

fn global_variable_printable(ir: &Ir, op: OpId) -> bool {
    let var = GlobalVariableOp(op);
    symbol_name(ir, op).is_some()
        && var
            .ty_attr(ir)
            .is_some_and(|a| matches!(ir.ctx().attr_kind(a), shader_mlir::ir::AttrKind::Type(_)))
}

fn print_global_variable(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let var = GlobalVariableOp(op);
    let mut elided = vec!["storage_class", "sym_name", "type"];
    print_sym_name(p, op);
    if let Some(init) = var
        .initializer_attr(ir)
        .and_then(|a| symbol_ref_name(ctx, a))
    {
        p.write_str(" initializer(");
        p.print_symbol_name(ctx.str(init));
        p.write_char(')');
        elided.push("initializer");
    }
    print_variable_decorations(p, op, &mut elided);
    p.write_str(" : ");
    p.print_type(var.ty(ir));
}

/// MLIR's `GlobalVariableOp::verify`.
fn verify_global_variable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let var = GlobalVariableOp(op);
    let Some(pointer) = PointerType::of(ir.ctx(), var.ty(ir)) else {
        return Err(ir.op_error(op, "result must be of a !spv.ptr type"));
    };
    if matches!(
        pointer.storage_class,
        spirv::StorageClass::Generic | spirv::StorageClass::Function
    ) {
        let class = EnumKind::StorageClass.spell(pointer.storage_class as u32);
        return Err(ir.op_error(op, format!("storage class cannot be '{class}'")));
    }
    if let Some(init) = var.initializer_attr(ir) {
        let found = lookup_symbol_ref(ir, op, init);
        if !found.is_some_and(|o| SpecConstantOp::isa(ir, o) || SpecConstantCompositeOp::isa(ir, o))
        {
            let message = format!(
                "initializer must be result of a {} or {}Op op",
                SpecConstantOp::NAME,
                SpecConstantCompositeOp::NAME
            );
            return Err(ir.op_error(op, message));
        }
    }
    if let Some(counter) = ir.attr(op, GlobalVariableOp::COUNTER_BUFFER) {
        verify_counter_buffer(ir, op, counter)?;
    }
    Ok(())
}

/// docs/spirv-beyond-mlir-22.md: `counter_buffer = @sym` names another
/// `spirv.GlobalVariable`.
fn verify_counter_buffer(ir: &Ir, op: OpId, counter: Attribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let variable = GlobalVariableOp::NAME;
    let Some(name) = symbol_ref_name(ctx, counter) else {
        let message = format!("'counter_buffer' must be a flat symbol reference to a {variable}");
        return Err(ir.op_error(op, message));
    };
    if symbol_name(ir, op) == Some(ctx.str(name)) {
        return Err(ir.op_error(op, "'counter_buffer' cannot reference the variable itself"));
    }
    match lookup_symbol_ref(ir, op, counter) {
        Some(var) if GlobalVariableOp::isa(ir, var) => Ok(()),
        _ => Err(ir.op_error(
            op,
            format!(
                "'counter_buffer' references '@{}', which is not a {variable}",
                ctx.str(name)
            ),
        )),
    }
}

fn address_of_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let address = AddressOfOp(op);
    if let (Some(variable), Some(&result)) = (
        address
            .variable_attr(ir)
            .and_then(|a| symbol_ref_name(ir.ctx(), a)),
        ir.results(op).first(),
    ) {
        let mut text = super::constant::NameText::new(ir.ctx().str(variable));
        text.push_str("_addr");
        name(result, text.as_str());
    }
}

/// MLIR's `AddressOfOp::verify`.
fn verify_address_of(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let address = AddressOfOp(op);
    let Some(variable) = address.variable_attr(ir) else {
        return Ok(());
    };
    let var = lookup_symbol_ref(ir, op, variable).and_then(|v| GlobalVariableOp::cast(ir, v));
    let Some(var) = var else {
        let message = format!("expected {} symbol", GlobalVariableOp::NAME);
        return Err(ir.op_error(op, message));
    };
    let pointer_type = var
        .ty_attr(ir)
        .and_then(|a| <TypeAttr as shader_mlir::ods::PropertyType>::get(ir.ctx(), a));
    if pointer_type != Some(ir.value_type(address.pointer(ir))) {
        return Err(ir.op_error(
            op,
            "result type mismatch with the referenced global variable's type",
        ));
    }
    Ok(())
}
