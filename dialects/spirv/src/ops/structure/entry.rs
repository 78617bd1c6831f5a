//! `spirv.EntryPoint` and `spirv.ExecutionMode`: a module's entry points,
//! their interfaces and execution modes.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{Attribute, Ir, OpId, OperationState};
use shader_mlir::ods::property::{FlatSymbolRefAttr, I32ArrayAttr};
use shader_mlir::op;
use spirv::{ExecutionMode, ExecutionModel, Op};

use super::super::asm::{
    int_value, named, parse_entry_symbols, parse_enum_string_attr, parse_flat_symbol_ref,
    print_enum_string, print_symbol_interface, symbol_ref_name,
};
use super::super::encoding::Encoding;
use super::super::properties::{ExecutionModeAttr, ExecutionModelAttr, SymbolRefArrayAttr};
use super::super::verify::in_module_scope;
use crate::attributes::{EnumAttr, EnumKind};

declaration_op!(
    /// Declare an entry point, its execution model, and its interface
    ///
    /// `spirv.EntryPoint "Model" @fn(, @var)*`.
    EntryPointOp = "spirv.EntryPoint" => EntryPoint, [],
    (parse_entry_point, print_entry_point, entry_point_printable),
    (prop execution_model: ExecutionModelAttr = ExecutionModel,
        prop function: FlatSymbolRefAttr [name = "fn"] = &str,
        prop interface: SymbolRefArrayAttr = &[Attribute])
);

declaration_op!(
    /// Declare an execution mode for an entry point
    ///
    /// `spirv.ExecutionMode @fn "Mode"(, N)*`.
    ExecutionModeOp = "spirv.ExecutionMode" => ExecutionMode, [],
    (parse_execution_mode, print_execution_mode, execution_mode_printable),
    (prop function: FlatSymbolRefAttr [name = "fn"] = &str,
        prop execution_mode: ExecutionModeAttr = ExecutionMode, prop values: I32ArrayAttr = Vec<i32>)
);

fn parse_entry_point(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_enum_string_attr(p, state, "execution_model", EnumKind::ExecutionModel)?;
    parse_entry_symbols(p, state)
}

fn entry_point_printable(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    let entry = EntryPointOp(op);
    entry
        .execution_model_attr(ir)
        .is_some_and(|a| EnumAttr::value::<ExecutionModel>(ctx, a).is_some())
        && entry
            .function_attr(ir)
            .is_some_and(|a| symbol_ref_name(ctx, a).is_some())
}

fn print_entry_point(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let entry = EntryPointOp(op);
    p.write_char(' ');
    print_enum_string(
        p,
        EnumKind::ExecutionModel,
        entry.execution_model(ir) as u32,
    );
    p.write_char(' ');
    p.print_symbol_name(entry.function(ir));
    print_symbol_interface(p, entry.interface_attr(ir));
}

fn parse_execution_mode(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let function = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "fn", function));
    parse_enum_string_attr(p, state, "execution_mode", EnumKind::ExecutionMode)?;
    let i32_ty = ctx.common().i32;
    let mut values = Vec::new();
    while p.parse_optional_comma() {
        let loc = p.get_current_location();
        let value = p.parse_attribute(Some(i32_ty))?;
        let Some(v) = int_value(ctx, value) else {
            return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
        };
        values.push(ctx.integer_attr(i32_ty, v));
    }
    state
        .attributes
        .push(named(ctx, "values", ctx.array_attr(&values)));
    Ok(())
}

fn execution_mode_printable(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    let mode = ExecutionModeOp(op);
    mode.function_attr(ir)
        .is_some_and(|a| symbol_ref_name(ctx, a).is_some())
        && mode
            .execution_mode_attr(ir)
            .is_some_and(|a| EnumAttr::value::<ExecutionMode>(ctx, a).is_some())
}

fn print_execution_mode(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let mode = ExecutionModeOp(op);
    p.write_char(' ');
    p.print_symbol_name(mode.function(ir));
    p.write_char(' ');
    print_enum_string(p, EnumKind::ExecutionMode, mode.execution_mode(ir) as u32);
    if let Some(values) = mode.values_attr(ir)
        && let shader_mlir::ir::AttrKind::Array(values) = ctx.attr_kind(values)
    {
        for &v in values.iter() {
            p.write_str(", ");
            match int_value(ctx, v) {
                Some(n) => p.write_int(n),
                None => p.print_attribute(v),
            }
        }
    }
}
