//! Structure ops: `spirv.module`, `spirv.func`, `spirv.GlobalVariable`,
//! `spirv.mlir.addressof`, `spirv.Constant`, `spirv.SpecConstant`,
//! `spirv.EntryPoint` and `spirv.ExecutionMode`.
//!
//! Mirrors MLIR's `SPIRVStructureOps.td` and their parsers, printers and
//! verifiers in `SPIRVOps.cpp` (MLIR 22), including the function signature
//! syntax of `FunctionImplementation.cpp`.
//!
//! Beyond MLIR 22 (docs/spirv-beyond-mlir-22.md): a `spirv.GlobalVariable` may carry
//! `counter_buffer = @other`, naming the `spirv.GlobalVariable` that holds its
//! counter (serialized as `OpDecorateId ... CounterBuffer`).

use shader_mlir::Context;
use shader_mlir::asm::function_signature::{parse_function_signature, print_function_signature};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, OperationState, Type, TypeKind, Value};

use super::asm::{
    enum_attr_value, int_value, named, parse_enum_keyword, parse_enum_string,
    parse_flat_symbol_ref, print_enum_string, printed_attrs, string_value, symbol_ref_name,
};
use super::verify::{self as check, lookup_symbol_ref, symbol_name};
use crate::attributes::{EnumAttr, EnumKind, SpirvAttr};
use crate::support::type_str;
use crate::types::constraints::{ANY_TYPE, POINTER};
use crate::types::{ArrayType, PointerType, is_spirv_type};

/// The structure ops, as registered.
pub const OPS: &[OpDef] = &[
    AddressOfOp::DEF,
    ConstantOp::DEF,
    EntryPointOp::DEF,
    ExecutionModeOp::DEF,
    FuncOp::DEF,
    GlobalVariableOp::DEF,
    ModuleOp::DEF,
    SpecConstantOp::DEF,
];

// ===== spirv.module =====

/// `spirv.module @name? AddressingModel MemoryModel (requires #spirv.vce<...>)?
/// (attributes {...})? { ... }`: a SPIR-V module.
pub struct ModuleOp;

impl ModuleOp {
    pub const NAME: &'static str = "spirv.module";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("The top-level op that defines a SPIR-V module")
        .traits(
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::SYMBOL_TABLE)
                .union(Traits::SYMBOL)
                .union(Traits::NO_TERMINATOR)
                .union(Traits::SINGLE_BLOCK)
                .union(Traits::ZERO_RESULTS),
        )
        .properties(&["addressing_model", "memory_model", "sym_name", "vce_triple"])
        .verify(verify_module)
        .verify_regions(verify_module_regions)
        .asm(parse_module, print_module);

    /// The module's `(version, capabilities, extensions)` triple, if it declares one.
    pub fn vce_triple(ir: &Ir, op: OpId) -> Option<&crate::target_env::Vce> {
        match SpirvAttr::of(ir.ctx(), ir.attr_or_prop(op, "vce_triple")?)? {
            SpirvAttr::Vce(vce) => Some(vce),
            _ => None,
        }
    }
}

fn parse_module(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if let Some(name) = p.parse_optional_symbol_name()? {
        state
            .attributes
            .push(named(ctx, "sym_name", ctx.string_attr(ctx.str(name))));
    }
    let addressing = parse_enum_keyword(p, EnumKind::AddressingModel)?;
    state.attributes.push(named(
        ctx,
        "addressing_model",
        EnumAttr::raw(ctx, EnumKind::AddressingModel, addressing),
    ));
    let memory = parse_enum_keyword(p, EnumKind::MemoryModel)?;
    state.attributes.push(named(
        ctx,
        "memory_model",
        EnumAttr::raw(ctx, EnumKind::MemoryModel, memory),
    ));
    if p.parse_optional_keyword("requires") {
        let loc = p.get_current_location();
        let vce = p.parse_attribute(None)?;
        if !matches!(SpirvAttr::of(ctx, vce), Some(SpirvAttr::Vce(_))) {
            return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
        }
        state.attributes.push(named(ctx, "vce_triple", vce));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let region = p.parse_region(&[], true)?;
    if p.ir().region_is_empty(region) {
        let block = p.ir_mut().create_block(&[]);
        p.ir_mut().push_block(region, block);
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(addressing), Some(memory)) = (
        enum_attr_value(ir, op, "addressing_model", EnumKind::AddressingModel),
        enum_attr_value(ir, op, "memory_model", EnumKind::MemoryModel),
    ) else {
        return p.print_generic_op(op, false);
    };
    if ir.regions(op).len() != 1 {
        return p.print_generic_op(op, false);
    }
    if let Some(name) = symbol_name(ir, op) {
        p.write_char(' ');
        p.print_symbol_name(name);
    }
    p.write_char(' ');
    super::asm::print_enum_value(p, EnumKind::AddressingModel, addressing);
    p.write_char(' ');
    super::asm::print_enum_value(p, EnumKind::MemoryModel, memory);
    if let Some(vce) = ir.attr_or_prop(op, "vce_triple") {
        p.write_str(" requires ");
        p.print_attribute(vce);
    }
    p.print_optional_attr_dict_with_keyword(
        &printed_attrs(ir, op),
        &["addressing_model", "memory_model", "sym_name", "vce_triple"],
    );
    p.write_char(' ');
    p.print_region(ir.region(op, 0), true, true, false);
}

fn verify_module(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::required_enum(ir, op, EnumKind::AddressingModel)?;
    check::required_enum(ir, op, EnumKind::MemoryModel)?;
    if let Some(vce) = ir.attr_or_prop(op, "vce_triple")
        && !matches!(SpirvAttr::of(ir.ctx(), vce), Some(SpirvAttr::Vce(_)))
    {
        return Err(ir.op_error(op, "attribute 'vce_triple' failed to satisfy constraint: version-capability-extension attribute"));
    }
    if ir.regions(op).len() != 1 {
        return Err(ir.op_error(
            op,
            format!("requires one region, but found {}", ir.regions(op).len()),
        ));
    }
    if ir.region_blocks(ir.region(op, 0)).len() != 1 {
        return Err(ir.op_error(
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    Ok(())
}

fn is_spirv_op(ir: &Ir, op: OpId) -> bool {
    ir.op_name_str(op).starts_with("spirv.")
}

/// `ModuleOp::verifyRegions`: only `spirv.*` ops inside, entry points name a
/// function of the module and its global variables once per execution model,
/// functions are defined unless imported.
fn verify_module_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(&block) = ir
        .regions(op)
        .first()
        .and_then(|&r| ir.region_blocks(r).first())
    else {
        return Ok(());
    };
    let mut entry_points: Vec<(OpId, u32)> = Vec::new();
    for inner in ir.block_ops(block) {
        if !is_spirv_op(ir, inner) {
            return Err(ir.error_at(
                ir.op_loc(inner),
                "'spirv.module' can only contain spirv.* ops",
            ));
        }
        if ir.op_is(inner, EntryPointOp::NAME) {
            let Some(fn_name) = ir
                .attr_or_prop(inner, "fn")
                .and_then(|a| symbol_ref_name(ctx, a))
            else {
                continue;
            };
            let func = check::lookup_nearest_symbol(ir, op, fn_name)
                .filter(|&f| ir.op_is(f, FuncOp::NAME));
            let Some(func) = func else {
                let message = format!(
                    "function '{}' not found in 'spirv.module'",
                    ctx.str(fn_name)
                );
                return Err(ir.error_at(ir.op_loc(inner), message));
            };
            if let Some(interface) = ir.attr_or_prop(inner, "interface") {
                for &var in ctx.attr_kind(interface).array_elements() {
                    let Some(var_name) = symbol_ref_name(ctx, var) else {
                        let message = format!(
                            "expected symbol reference for interface specification instead of '{}",
                            crate::support::attr_str(ctx, var)
                        );
                        return Err(ir.error_at(ir.op_loc(inner), message));
                    };
                    let found = check::lookup_nearest_symbol(ir, op, var_name);
                    if !found.is_some_and(|v| ir.op_is(v, GlobalVariableOp::NAME)) {
                        let message = format!(
                            "expected spirv.GlobalVariable symbol reference instead of'{}'",
                            crate::support::attr_str(ctx, var)
                        );
                        return Err(ir.error_at(ir.op_loc(inner), message));
                    }
                }
            }
            let model = enum_attr_value(ir, inner, "execution_model", EnumKind::ExecutionModel)
                .unwrap_or(u32::MAX);
            if entry_points.contains(&(func, model)) {
                return Err(ir.error_at(ir.op_loc(inner), "duplicate of a previous EntryPointOp"));
            }
            entry_points.push((func, model));
        } else if ir.op_is(inner, FuncOp::NAME) {
            let external = ir
                .regions(inner)
                .first()
                .is_none_or(|&r| ir.region_is_empty(r));
            let imported = FuncOp::linkage_type(ir, inner) == Some(spirv::LinkageType::Import);
            if external && !imported {
                return Err(ir.error_at(
                    ir.op_loc(inner),
                    "'spirv.module' cannot contain external functions without 'Import' linkage_attributes \
                     (LinkageAttributes)",
                ));
            }
            for &region in ir.regions(inner) {
                for &b in ir.region_blocks(region) {
                    for o in ir.block_ops(b) {
                        if !is_spirv_op(ir, o) {
                            return Err(ir.error_at(
                                ir.op_loc(o),
                                "functions in 'spirv.module' can only contain spirv.* ops",
                            ));
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// Element access on attribute kinds used by the verifiers.
trait AttrKindExt {
    fn array_elements(&self) -> &[Attribute];
}

impl AttrKindExt for AttrKind {
    fn array_elements(&self) -> &[Attribute] {
        match self {
            AttrKind::Array(elements) => elements,
            _ => &[],
        }
    }
}

// ===== spirv.func =====

/// `spirv.func @name(%arg: T, ...) -> R "Control" (attributes {...})? { ... }`:
/// a function, defined or (with `Import` linkage) declared.
pub struct FuncOp;

impl FuncOp {
    pub const NAME: &'static str = "spirv.func";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Declare or define a function")
        .traits(
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::SYMBOL)
                .union(Traits::ZERO_RESULTS),
        )
        .properties(&[
            "arg_attrs",
            "function_control",
            "function_type",
            "linkage_attributes",
            "res_attrs",
            "sym_name",
        ])
        .verify(verify_func)
        .asm(parse_func, print_func);

    /// The function's type as `(inputs, results)`.
    pub fn signature(ir: &Ir, op: OpId) -> Option<(&[Type], &[Type])> {
        let attr = ir.attr_or_prop(op, "function_type")?;
        let ctx = ir.ctx();
        let AttrKind::Type(ty) = ctx.attr_kind(attr) else {
            return None;
        };
        match ctx.type_kind(*ty) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// The linkage type of `linkage_attributes`, if any.
    pub fn linkage_type(ir: &Ir, op: OpId) -> Option<spirv::LinkageType> {
        match SpirvAttr::of(ir.ctx(), ir.attr_or_prop(op, "linkage_attributes")?)? {
            SpirvAttr::LinkageAttributes(l) => Some(l.linkage_type),
            _ => None,
        }
    }
}

fn parse_func(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    state
        .attributes
        .push(named(ctx, "sym_name", ctx.string_attr(ctx.str(name))));

    let signature = parse_function_signature(p)?;
    let inputs = signature.inputs();
    let arg_attrs = signature.arg_attrs();
    let function_type = ctx.function_type(&inputs, &signature.results);
    state
        .attributes
        .push(named(ctx, "function_type", ctx.type_attr(function_type)));

    let control = parse_enum_string(p, EnumKind::FunctionControl)?;
    state.attributes.push(named(
        ctx,
        "function_control",
        EnumAttr::raw(ctx, EnumKind::FunctionControl, control),
    ));
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;

    let empty = ctx.common().empty_dict;
    if arg_attrs.iter().any(|&a| a != empty) {
        state
            .attributes
            .push(named(ctx, "arg_attrs", ctx.array_attr(&arg_attrs)));
    }
    if signature.result_attrs.iter().any(|&a| a != empty) {
        state.attributes.push(named(
            ctx,
            "res_attrs",
            ctx.array_attr(&signature.result_attrs),
        ));
    }

    let entry = signature.entry_arguments();
    let loc = p.get_current_location();
    let region = match p.parse_optional_region(entry, true)? {
        Some(region) => {
            if entry.len() != inputs.len() {
                return Err(
                    p.emit_error_at(loc, "expected named arguments for a function with a body")
                );
            }
            region
        }
        None => p.ir_mut().create_region(),
    };
    state.regions.push(region);
    Ok(())
}

/// The attribute dictionaries of an `arg_attrs`/`res_attrs` array, if present.
fn attr_dicts(ctx: &Context, attr: Option<Attribute>) -> Option<&[Attribute]> {
    match ctx.attr_kind(attr?) {
        AttrKind::Array(dicts) => Some(dicts),
        _ => None,
    }
}

fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (Some(name), Some((inputs, results)), Some(control)) = (
        symbol_name(ir, op),
        FuncOp::signature(ir, op),
        enum_attr_value(ir, op, "function_control", EnumKind::FunctionControl),
    ) else {
        return p.print_generic_op(op, false);
    };
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    if entry.is_some_and(|b| ir.block_args(b).len() != inputs.len()) {
        return p.print_generic_op(op, false);
    }
    let arg_attrs =
        attr_dicts(ctx, ir.attr_or_prop(op, "arg_attrs")).filter(|d| d.len() == inputs.len());
    let res_attrs =
        attr_dicts(ctx, ir.attr_or_prop(op, "res_attrs")).filter(|d| d.len() == results.len());

    p.write_char(' ');
    p.print_symbol_name(name);
    let dict = |dicts: Option<&[Attribute]>, i: usize| {
        dicts.map_or(&[][..], |d| ctx.dictionary_entries(d[i]))
    };
    print_function_signature(
        p,
        inputs,
        results,
        entry,
        |i| dict(arg_attrs, i),
        |i| dict(res_attrs, i),
    );
    p.write_char(' ');
    print_enum_string(p, EnumKind::FunctionControl, control);
    p.print_optional_attr_dict_with_keyword(
        &printed_attrs(ir, op),
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "function_control",
        ],
    );
    if let Some(region) = body
        && !ir.region_is_empty(region)
    {
        p.write_char(' ');
        p.print_region(region, false, true, false);
    }
}

fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::in_module_scope(ir, op)?;
    let Some((inputs, results)) = FuncOp::signature(ir, op) else {
        return Err(ir.op_error(op, "requires attribute 'function_type' of function type"));
    };
    check::required_enum(ir, op, EnumKind::FunctionControl)?;
    check::required_attr(ir, op, "sym_name")?;
    if results.len() > 1 {
        return Err(ir.op_error(op, "cannot have more than one result"));
    }
    for (attr_name, what, count) in [
        ("arg_attrs", "argument", inputs.len()),
        ("res_attrs", "result", results.len()),
    ] {
        let Some(attr) = ir.attr_or_prop(op, attr_name) else {
            continue;
        };
        let dicts = attr_dicts(ctx, Some(attr)).unwrap_or(&[]);
        if dicts.len() != count {
            let message = format!(
                "expects {what} attribute array to have the same number of elements as the number of function \
                 {what}s, got {}, but expected {count}",
                dicts.len()
            );
            return Err(ir.op_error(op, message));
        }
    }
    if ir.regions(op).len() != 1 {
        return Err(ir.op_error(
            op,
            format!("requires one region, but found {}", ir.regions(op).len()),
        ));
    }
    let Some(entry) = ir.entry_block(ir.region(op, 0)) else {
        return Ok(());
    };
    let args = ir.block_args(entry);
    if args.len() != inputs.len() {
        let message = format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        );
        return Err(ir.op_error(op, message));
    }
    for (i, (&arg, &ty)) in args.iter().zip(inputs).enumerate() {
        let arg_ty = ir.value_type(arg);
        if arg_ty != ty {
            let message = format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in \
                 function signature('{}')",
                type_str(ctx, arg_ty),
                type_str(ctx, ty)
            );
            return Err(ir.op_error(op, message));
        }
    }
    verify_func_returns(ir, op, results)
}

/// `FuncOp::verifyBody`: every return in the body matches the signature.
fn verify_func_returns(ir: &Ir, op: OpId, results: &[Type]) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let mut error = None;
    ir.walk(op, |o| {
        if error.is_some() {
            return;
        }
        if ir.op_is(o, super::control_flow::ReturnOp::NAME) && !results.is_empty() {
            error = Some(ir.op_error(o, "cannot be used in functions returning value"));
        } else if ir.op_is(o, super::control_flow::ReturnValueOp::NAME) {
            if results.len() != 1 {
                let message = format!(
                    "returns 1 value but enclosing function requires {} results",
                    results.len()
                );
                error = Some(ir.op_error(o, message));
            } else if let Some(value) = ir.operands(o).next() {
                let ty = ir.value_type(value);
                if ty != results[0] {
                    let message = format!(
                        " return value's type ('{}') mismatch with function's result type ('{}')",
                        type_str(ctx, ty),
                        type_str(ctx, results[0])
                    );
                    error = Some(ir.op_error(o, message));
                }
            }
        }
    });
    error.map_or(Ok(()), Err)
}

// ===== spirv.GlobalVariable =====

/// `spirv.GlobalVariable @name (initializer(@sym))? (bind(set, binding) |
/// built_in("Name"))? {attrs}? : !spirv.ptr<...>`: a module-scope variable.
/// Decorations are attributes named after them in snake case (`aliased`,
/// `non_writable`, `location = 0 : i32`).
pub struct GlobalVariableOp;

impl GlobalVariableOp {
    pub const NAME: &'static str = "spirv.GlobalVariable";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Allocate an object in memory at module scope")
        .traits(Traits::SYMBOL.union(Traits::ZERO_RESULTS))
        .properties(&[
            "binding",
            "built_in",
            "descriptor_set",
            "initializer",
            "linkage_attributes",
            "location",
            "sym_name",
            "type",
        ])
        .verify(verify_global_variable)
        .asm(parse_global_variable, print_global_variable);

    /// The name of the discardable attribute naming the counter variable of a
    /// buffer (docs/spirv-beyond-mlir-22.md).
    pub const COUNTER_BUFFER: &'static str = "counter_buffer";

    /// The variable's pointer type.
    pub fn pointer_type(ir: &Ir, op: OpId) -> Option<Type> {
        match ir.ctx().attr_kind(ir.attr_or_prop(op, "type")?) {
            AttrKind::Type(ty) => Some(*ty),
            _ => None,
        }
    }
}

/// `(bind(set, binding) | built_in("Name"))? {attrs}?` (MLIR's `parseVariableDecorations`).
pub(super) fn parse_variable_decorations(
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
        p.parse_lparen()?;
        let loc = p.get_current_location();
        let built_in = p.parse_attribute(None)?;
        if string_value(ctx, built_in).is_none() {
            return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
        }
        state.attributes.push(named(ctx, "built_in", built_in));
        p.parse_rparen()?;
    }
    p.parse_optional_attr_dict(&mut state.attributes)
}

/// ` bind(s, b)`, ` built_in("X")` and the attribute dictionary (MLIR's
/// `printVariableDecorations`); `elided` names what the caller printed.
pub(super) fn print_variable_decorations(
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
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    state
        .attributes
        .push(named(ctx, "sym_name", ctx.string_attr(ctx.str(name))));
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

fn print_global_variable(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (Some(name), Some(ty)) = (symbol_name(ir, op), GlobalVariableOp::pointer_type(ir, op))
    else {
        return p.print_generic_op(op, false);
    };
    let mut elided = vec!["storage_class", "sym_name", "type"];
    p.write_char(' ');
    p.print_symbol_name(name);
    if let Some(init) = ir
        .attr_or_prop(op, "initializer")
        .and_then(|a| symbol_ref_name(ctx, a))
    {
        p.write_str(" initializer(");
        p.print_symbol_name(ctx.str(init));
        p.write_char(')');
        elided.push("initializer");
    }
    print_variable_decorations(p, op, &mut elided);
    p.write_str(" : ");
    p.print_type(ty);
}

/// ODS's check of an optional `I32Attr`/`StrAttr` inherent attribute.
fn check_optional_attr(ir: &Ir, op: OpId, name: &str, is_string: bool) -> Result<(), Diagnostic> {
    let Some(attr) = ir.attr_or_prop(op, name) else {
        return Ok(());
    };
    let ctx = ir.ctx();
    let ok = match ctx.attr_kind(attr) {
        AttrKind::String { .. } => is_string,
        AttrKind::Integer { ty, .. } => {
            !is_string
                && matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 32,
                        signedness: shader_mlir::ir::Signedness::Signless
                    }
                )
        }
        _ => false,
    };
    if ok {
        return Ok(());
    }
    let what = if is_string {
        "string attribute"
    } else {
        "32-bit signless integer attribute"
    };
    Err(ir.op_error(
        op,
        format!("attribute '{name}' failed to satisfy constraint: {what}"),
    ))
}

fn verify_global_variable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, 0, 0)?;
    check::in_module_scope(ir, op)?;
    check::required_attr(ir, op, "sym_name")?;
    for name in ["binding", "descriptor_set", "location"] {
        check_optional_attr(ir, op, name, false)?;
    }
    check_optional_attr(ir, op, "built_in", true)?;
    let ty = check::required_attr(ir, op, "type")?;
    let pointer = match ctx.attr_kind(ty) {
        AttrKind::Type(t) => PointerType::of(ctx, *t),
        _ => None,
    };
    let Some(pointer) = pointer else {
        return Err(ir.op_error(op, "result must be of a !spv.ptr type"));
    };
    if matches!(
        pointer.storage_class,
        spirv::StorageClass::Generic | spirv::StorageClass::Function
    ) {
        let class = EnumKind::StorageClass.spell(pointer.storage_class as u32);
        return Err(ir.op_error(op, format!("storage class cannot be '{class}'")));
    }
    if let Some(init) = ir.attr_or_prop(op, "initializer") {
        let found = lookup_symbol_ref(ir, op, init);
        if !found.is_some_and(|o| {
            ir.op_is(o, SpecConstantOp::NAME) || ir.op_is(o, "spirv.SpecConstantComposite")
        }) {
            return Err(ir.op_error(
                op,
                "initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op",
            ));
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
    let Some(name) = symbol_ref_name(ctx, counter) else {
        return Err(ir.op_error(
            op,
            "'counter_buffer' must be a flat symbol reference to a spirv.GlobalVariable",
        ));
    };
    if symbol_name(ir, op) == Some(ctx.str(name)) {
        return Err(ir.op_error(op, "'counter_buffer' cannot reference the variable itself"));
    }
    match lookup_symbol_ref(ir, op, counter) {
        Some(var) if ir.op_is(var, GlobalVariableOp::NAME) => Ok(()),
        _ => Err(ir.op_error(
            op,
            format!(
                "'counter_buffer' references '@{}', which is not a spirv.GlobalVariable",
                ctx.str(name)
            ),
        )),
    }
}

// ===== spirv.mlir.addressof =====

/// `spirv.mlir.addressof @var : !spirv.ptr<...>`: the address of a global variable.
pub struct AddressOfOp;

impl AddressOfOp {
    pub const NAME: &'static str = "spirv.mlir.addressof";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Get the address of a global variable")
        .traits(Traits::PURE)
        .properties(&["variable"])
        .verify(verify_address_of)
        .asm(parse_address_of, print_address_of)
        .asm_names(address_of_names);
}

fn parse_address_of(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let variable = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "variable", variable));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    state.result_types.push(ty);
    Ok(())
}

fn print_address_of(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(variable) = ir
        .attr_or_prop(op, "variable")
        .and_then(|a| symbol_ref_name(p.ctx(), a))
    else {
        return p.print_generic_op(op, false);
    };
    if ir.num_results(op) != 1 {
        return p.print_generic_op(op, false);
    }
    p.write_char(' ');
    p.print_symbol_name(p.ctx().str(variable));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &["variable"]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn address_of_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let (Some(variable), Some(&result)) = (
        ir.attr_or_prop(op, "variable")
            .and_then(|a| symbol_ref_name(ir.ctx(), a)),
        ir.results(op).first(),
    ) {
        name(result, &format!("{}_addr", ir.ctx().str(variable)));
    }
}

fn verify_address_of(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 0, 1)?;
    check::in_function_scope(ir, op)?;
    check::result(ir, op, 0, &POINTER)?;
    let variable = check::required_attr(ir, op, "variable")?;
    let var = lookup_symbol_ref(ir, op, variable).filter(|&v| ir.op_is(v, GlobalVariableOp::NAME));
    let Some(var) = var else {
        return Err(ir.op_error(op, "expected spirv.GlobalVariable symbol"));
    };
    if GlobalVariableOp::pointer_type(ir, var) != Some(ir.value_type(ir.result(op, 0))) {
        return Err(ir.op_error(
            op,
            "result type mismatch with the referenced global variable's type",
        ));
    }
    Ok(())
}

// ===== spirv.Constant =====

/// `spirv.Constant VALUE (: TYPE)?`: a scalar, vector or array constant.
pub struct ConstantOp;

impl ConstantOp {
    pub const NAME: &'static str = "spirv.Constant";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Declare a new integer-type or floating-point-type scalar constant")
        .traits(Traits::PURE.union(Traits::CONSTANT_LIKE))
        .properties(&["value"])
        .verify(verify_constant)
        .asm(parse_constant, print_constant)
        .asm_names(constant_names);
}

/// The type of a typed attribute (MLIR's `TypedAttr`); `none` otherwise.
fn attribute_type(ctx: &Context, attr: Attribute) -> Type {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. } => *ty,
        AttrKind::String { ty: Some(ty), .. } => *ty,
        AttrKind::Bool(_) => ctx.common().i1,
        _ => ctx.common().none,
    }
}

fn parse_constant(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let value = p.parse_attribute(None)?;
    state.attributes.push(named(ctx, "value", value));
    let mut ty = attribute_type(ctx, value);
    if matches!(
        ctx.type_kind(ty),
        TypeKind::None | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        ty = p.parse_colon_type()?;
    }
    state.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(value), 1) = (ir.attr_or_prop(op, "value"), ir.num_results(op)) else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    p.print_attribute(value);
    let ty = ir.value_type(ir.result(op, 0));
    if ArrayType::of(p.ctx(), ty).is_some() {
        p.write_str(" : ");
        p.print_type(ty);
    }
}

/// `ConstantOp::getAsmResultNames`: `%true`, `%cst42_i32`, `%cst_f32`,
/// `%cst_vec_4xf32`, `%cst`.
fn constant_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let (Some(value), Some(&result)) = (ir.attr_or_prop(op, "value"), ir.results(op).first())
    else {
        return;
    };
    let ty = ir.value_type(result);
    let int_width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let mut special = String::from("cst");
    let int_value = match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => Some(*value),
        AttrKind::Bool(b) => Some(i128::from(*b)),
        _ => None,
    };
    if let (Some(v), Some(width)) = (int_value, int_width) {
        if width == 1 {
            return name(result, if v != 0 { "true" } else { "false" });
        }
        special.push_str(&v.to_string());
    }
    if int_width.is_some() || matches!(ctx.type_kind(ty), TypeKind::Float(_)) {
        special.push('_');
        special.push_str(&type_str(ctx, ty));
    }
    if let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) {
        special.push_str("_vec_");
        special.push_str(&shape.first().copied().unwrap_or(0).to_string());
        if matches!(
            ctx.type_kind(*element),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            special.push('x');
            special.push_str(&type_str(ctx, *element));
        }
    }
    name(result, &special);
}

/// `verifyConstantType`: the value's type agrees with the result type.
fn verify_constant_value(ir: &Ir, op: OpId, value: Attribute, ty: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_) => {
            let value_ty = attribute_type(ctx, value);
            if value_ty != ty {
                let message = format!(
                    "result type ('{}') does not match value type ('{}')",
                    type_str(ctx, ty),
                    type_str(ctx, value_ty)
                );
                return Err(ir.op_error(op, message));
            }
            Ok(())
        }
        AttrKind::DenseElements { ty: value_ty, .. } => {
            if *value_ty == ty {
                return Ok(());
            }
            let Some(array) = ArrayType::of(ctx, ty) else {
                let message = format!(
                    "result or element type ('{}') does not match value type ('{}'), must be the same or spirv.array",
                    type_str(ctx, ty),
                    type_str(ctx, *value_ty)
                );
                return Err(ir.op_error(op, message));
            };
            let mut count = u64::from(array.count);
            let mut element = array.element;
            while let Some(inner) = ArrayType::of(ctx, element) {
                count *= u64::from(inner.count);
                element = inner.element;
            }
            if !matches!(
                ctx.type_kind(element),
                TypeKind::Integer { .. } | TypeKind::Float(_)
            ) {
                return Err(ir.op_error(op, "only support nested array result type"));
            }
            let (shape, value_element) = match ctx.type_kind(*value_ty) {
                TypeKind::RankedTensor { shape, element, .. }
                | TypeKind::Vector { shape, element, .. } => (shape, *element),
                _ => return Err(ir.op_error(op, "only support nested array result type")),
            };
            if value_element != element {
                let message = format!(
                    "result element type ('{}') does not match value element type ('{}')",
                    type_str(ctx, element),
                    type_str(ctx, value_element)
                );
                return Err(ir.op_error(op, message));
            }
            let value_count: i64 = shape.iter().product();
            if u64::try_from(value_count).ok() != Some(count) {
                let message = format!(
                    "result number of elements ({count}) does not match value number of elements ({value_count})"
                );
                return Err(ir.op_error(op, message));
            }
            Ok(())
        }
        AttrKind::Array(elements) => {
            let Some(array) = ArrayType::of(ctx, ty) else {
                return Err(ir.op_error(op, "must have spirv.array result type for array value"));
            };
            elements
                .iter()
                .try_for_each(|&e| verify_constant_value(ir, op, e, array.element))
        }
        _ => {
            let message = format!(
                "cannot have attribute: {}",
                crate::support::attr_str(ctx, value)
            );
            Err(ir.op_error(op, message))
        }
    }
}

fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 0, 1)?;
    let value = check::required_attr(ir, op, "value")?;
    check::result(ir, op, 0, &ANY_TYPE)?;
    verify_constant_value(ir, op, value, ir.value_type(ir.result(op, 0)))
}

// ===== spirv.SpecConstant =====

/// `spirv.SpecConstant @name (spec_id(N))? = VALUE`: a specialization constant.
pub struct SpecConstantOp;

impl SpecConstantOp {
    pub const NAME: &'static str = "spirv.SpecConstant";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Declare a new integer-type or floating-point-type scalar specialization constant")
        .traits(Traits::SYMBOL.union(Traits::ZERO_RESULTS))
        .properties(&["default_value", "sym_name"])
        .verify(verify_spec_constant)
        .asm(parse_spec_constant, print_spec_constant);
}

fn parse_spec_constant(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    state
        .attributes
        .push(named(ctx, "sym_name", ctx.string_attr(ctx.str(name))));
    if p.parse_optional_keyword("spec_id") {
        p.parse_lparen()?;
        let loc = p.get_current_location();
        let id = p.parse_attribute(None)?;
        if int_value(ctx, id).is_none() {
            return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
        }
        state.attributes.push(named(ctx, "spec_id", id));
        p.parse_rparen()?;
    }
    p.parse_equal()?;
    let value = p.parse_attribute(None)?;
    state.attributes.push(named(ctx, "default_value", value));
    Ok(())
}

fn print_spec_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (Some(name), Some(value)) = (symbol_name(ir, op), ir.attr_or_prop(op, "default_value"))
    else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    p.print_symbol_name(name);
    if let Some(id) = ir.attr(op, "spec_id").and_then(|a| int_value(ctx, a)) {
        p.write_str(" spec_id(");
        p.write_int(id);
        p.write_char(')');
    }
    p.write_str(" = ");
    p.print_attribute(value);
}

fn verify_spec_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, 0, 0)?;
    check::in_module_scope(ir, op)?;
    if ir
        .attr(op, "spec_id")
        .and_then(|a| int_value(ctx, a))
        .is_some_and(|id| id < 0)
    {
        return Err(ir.op_error(op, "SpecId cannot be negative"));
    }
    let value = check::required_attr(ir, op, "default_value")?;
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_) => {
            if !is_spirv_type(ctx, attribute_type(ctx, value)) {
                return Err(ir.op_error(op, "default value bitwidth disallowed"));
            }
            Ok(())
        }
        _ => Err(ir.op_error(
            op,
            "default value can only be a bool, integer, or float scalar",
        )),
    }
}

// ===== spirv.EntryPoint =====

/// `spirv.EntryPoint "Model" @fn(, @var)*`: an entry point and its interface.
pub struct EntryPointOp;

impl EntryPointOp {
    pub const NAME: &'static str = "spirv.EntryPoint";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Declare an entry point, its execution model, and its interface")
        .traits(Traits::ZERO_RESULTS)
        .properties(&["execution_model", "fn", "interface"])
        .verify(verify_entry_point)
        .asm(parse_entry_point, print_entry_point);
}

fn parse_entry_point(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let model = parse_enum_string(p, EnumKind::ExecutionModel)?;
    state.attributes.push(named(
        ctx,
        "execution_model",
        EnumAttr::raw(ctx, EnumKind::ExecutionModel, model),
    ));
    let function = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "fn", function));
    let mut interface = Vec::new();
    if p.parse_optional_comma() {
        loop {
            interface.push(parse_flat_symbol_ref(p)?);
            if !p.parse_optional_comma() {
                break;
            }
        }
    }
    state
        .attributes
        .push(named(ctx, "interface", ctx.array_attr(&interface)));
    Ok(())
}

fn print_entry_point(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (Some(model), Some(function)) = (
        enum_attr_value(ir, op, "execution_model", EnumKind::ExecutionModel),
        ir.attr_or_prop(op, "fn")
            .and_then(|a| symbol_ref_name(ctx, a)),
    ) else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    print_enum_string(p, EnumKind::ExecutionModel, model);
    p.write_char(' ');
    p.print_symbol_name(ctx.str(function));
    if let Some(interface) = ir.attr_or_prop(op, "interface") {
        for &var in ctx.attr_kind(interface).array_elements() {
            p.write_str(", ");
            p.print_attribute(var);
        }
    }
}

fn verify_entry_point(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 0, 0)?;
    check::in_module_scope(ir, op)?;
    check::required_enum(ir, op, EnumKind::ExecutionModel)?;
    let function = check::required_attr(ir, op, "fn")?;
    if symbol_ref_name(ir.ctx(), function).is_none() {
        return Err(ir.op_error(
            op,
            "attribute 'fn' failed to satisfy constraint: flat symbol reference attribute",
        ));
    }
    let interface = check::required_attr(ir, op, "interface")?;
    if !matches!(ir.ctx().attr_kind(interface), AttrKind::Array(_)) {
        return Err(ir.op_error(
            op,
            "attribute 'interface' failed to satisfy constraint: symbol ref array attribute",
        ));
    }
    Ok(())
}

// ===== spirv.ExecutionMode =====

/// `spirv.ExecutionMode @fn "Mode"(, N)*`: an execution mode of an entry point.
pub struct ExecutionModeOp;

impl ExecutionModeOp {
    pub const NAME: &'static str = "spirv.ExecutionMode";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Declare an execution mode for an entry point")
        .traits(Traits::ZERO_RESULTS)
        .properties(&["execution_mode", "fn", "values"])
        .verify(verify_execution_mode)
        .asm(parse_execution_mode, print_execution_mode);
}

fn parse_execution_mode(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let function = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "fn", function));
    let mode = parse_enum_string(p, EnumKind::ExecutionMode)?;
    state.attributes.push(named(
        ctx,
        "execution_mode",
        EnumAttr::raw(ctx, EnumKind::ExecutionMode, mode),
    ));
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

fn print_execution_mode(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let (Some(function), Some(mode)) = (
        ir.attr_or_prop(op, "fn")
            .and_then(|a| symbol_ref_name(ctx, a)),
        enum_attr_value(ir, op, "execution_mode", EnumKind::ExecutionMode),
    ) else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    p.print_symbol_name(ctx.str(function));
    p.write_char(' ');
    print_enum_string(p, EnumKind::ExecutionMode, mode);
    if let Some(values) = ir.attr_or_prop(op, "values") {
        for &v in ctx.attr_kind(values).array_elements() {
            p.write_str(", ");
            match int_value(ctx, v) {
                Some(n) => p.write_int(n),
                None => p.print_attribute(v),
            }
        }
    }
}

fn verify_execution_mode(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 0, 0)?;
    check::in_module_scope(ir, op)?;
    check::required_enum(ir, op, EnumKind::ExecutionMode)?;
    let function = check::required_attr(ir, op, "fn")?;
    if symbol_ref_name(ir.ctx(), function).is_none() {
        return Err(ir.op_error(
            op,
            "attribute 'fn' failed to satisfy constraint: flat symbol reference attribute",
        ));
    }
    let values = check::required_attr(ir, op, "values")?;
    let ctx = ir.ctx();
    let all_i32 = matches!(ctx.attr_kind(values), AttrKind::Array(elements)
        if elements.iter().all(|&e| matches!(ctx.attr_kind(e), AttrKind::Integer { ty, .. } if *ty == ctx.common().i32)));
    if !all_i32 {
        return Err(ir.op_error(
            op,
            "attribute 'values' failed to satisfy constraint: 32-bit integer array attribute",
        ));
    }
    Ok(())
}
