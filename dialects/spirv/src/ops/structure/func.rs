//! `spirv.func`: a function, defined or (with `Import` linkage) declared,
//! with the function signature syntax the core shares with `func.func`.

use shader_mlir::Context;
use shader_mlir::asm::function_signature::{parse_function_signature, print_function_signature};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, OperationState, RegionId, Type, TypeKind};
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::{FunctionTypeAttr, SymbolNameAttr};
use shader_mlir::op;
use spirv::{FunctionControl, Op};

use super::super::asm::{named, parse_enum_string, print_enum_string, printed_attrs};
use super::super::control_flow::{ReturnOp, ReturnValueOp};
use super::super::encoding::Encoding;
use super::super::properties::{DictArrayAttr, FunctionControlAttr, LinkageAttributesAttr};
use super::super::verify::in_module_scope;
use crate::attributes::{EnumAttr, EnumKind, LinkageAttributes};
use crate::support::type_str;

/// Declare or define a function
///
/// `spirv.func @name(%arg: T, ...) -> R "Control" (attributes {...})? { ... }`.
#[op(
    "spirv.func",
    traits = [IsolatedFromAbove, Symbol, Pred("op must appear in a module-like op's block", in_module_scope)],
    ext = Encoding::Core(Op::Function),
    verify = verify_func,
    parse = parse_func,
    print = print_func,
    custom_printable = func_printable
)]
pub struct FuncOp {
    #[property(FunctionTypeAttr)]
    function_type: Type,
    #[property(DictArrayAttr)]
    arg_attrs: Option<&[Attribute]>,
    #[property(DictArrayAttr)]
    res_attrs: Option<&[Attribute]>,
    #[property(SymbolNameAttr)]
    sym_name: &str,
    #[property(FunctionControlAttr)]
    function_control: FunctionControl,
    #[property(LinkageAttributesAttr)]
    linkage_attributes: Option<&LinkageAttributes>,
    #[region(ANY_REGION)]
    body: RegionId,
}

impl FuncOp {
    /// The function's type as `(inputs, results)`.
    pub fn signature(self, ir: &Ir) -> Option<(&[Type], &[Type])> {
        let ctx = ir.ctx();
        let AttrKind::Type(ty) = ctx.attr_kind(self.function_type_attr(ir)?) else {
            return None;
        };
        match ctx.type_kind(*ty) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// The linkage type of `linkage_attributes`, if any.
    pub fn linkage_type(self, ir: &Ir) -> Option<spirv::LinkageType> {
        self.linkage_attributes(ir).map(|l| l.linkage_type)
    }

    /// Whether the function has no body (a declaration).
    pub fn is_declaration(self, ir: &Ir) -> bool {
        ir.regions(self.0)
            .first()
            .is_none_or(|&r| ir.region_is_empty(r))
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

fn func_printable(ir: &Ir, op: OpId) -> bool {
    let func = FuncOp(op);
    let ctx = ir.ctx();
    let named = func
        .sym_name_attr(ir)
        .is_some_and(|a| crate::ops::asm::string_value(ctx, a).is_some());
    let controlled = func
        .function_control_attr(ir)
        .is_some_and(|a| EnumAttr::value::<FunctionControl>(ctx, a).is_some());
    let Some((inputs, _)) = func.signature(ir).filter(|_| named && controlled) else {
        return false;
    };
    let entry = ir.regions(op).first().and_then(|&r| ir.entry_block(r));
    entry.is_none_or(|b| ir.block_args(b).len() == inputs.len())
}

fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let func = FuncOp(op);
    let (inputs, results) = func.signature(ir).unwrap_or((&[], &[]));
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    let arg_attrs = attr_dicts(ctx, func.arg_attrs_attr(ir)).filter(|d| d.len() == inputs.len());
    let res_attrs = attr_dicts(ctx, func.res_attrs_attr(ir)).filter(|d| d.len() == results.len());

    p.write_char(' ');
    p.print_symbol_name(func.sym_name(ir));
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
    print_enum_string(
        p,
        EnumKind::FunctionControl,
        func.function_control(ir).bits(),
    );
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

/// MLIR's `FuncOp::verifyType` and `verifyBody`.
fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let func = FuncOp(op);
    let Some((inputs, results)) = func.signature(ir) else {
        return Ok(());
    };
    if results.len() > 1 {
        return Err(ir.op_error(op, "cannot have more than one result"));
    }
    for (attr, what, count) in [
        (func.arg_attrs_attr(ir), "argument", inputs.len()),
        (func.res_attrs_attr(ir), "result", results.len()),
    ] {
        let Some(attr) = attr else {
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
    let Some(entry) = ir.entry_block(func.body(ir)) else {
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
        if ReturnOp::isa(ir, o) && !results.is_empty() {
            error = Some(ir.op_error(o, "cannot be used in functions returning value"));
        } else if let Some(ret) = ReturnValueOp::cast(ir, o) {
            if results.len() != 1 {
                let message = format!(
                    "returns 1 value but enclosing function requires {} results",
                    results.len()
                );
                error = Some(ir.op_error(o, message));
            } else if ir.num_operands(o) == 1 {
                let ty = ir.value_type(ret.value(ir));
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
