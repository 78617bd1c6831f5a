//! `func.func`: a function, a symbol with a signature and an optional body
//! (MLIR's `func::FuncOp`).
//!
//! ```text
//! func.func private @decl(i32, f32 {my.attr}) -> (i32 {my.res})
//! func.func @f(%arg0: i32) -> i32 attributes {my.attr} { ... }
//! "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({ ... }) : () -> ()
//! ```
//!
//! `arg_attrs` / `res_attrs` are present when one dictionary is non-empty. A
//! declaration has an empty region and must not be public. The syntax is
//! MLIR's hand-written one (`function_interface_impl::parseFunctionOp`), shared
//! with `spirv.func` through the core's function-signature syntax.

use shader_mlir::asm::function_signature::{parse_function_signature, print_function_signature};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{
    Attribute, BlockId, Ir, Location, NamedAttribute, OpId, OperationState, RegionId, Type,
    TypeKind,
};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::{
    DictArrayAttr, FunctionTypeAttr, StrAttr, SymbolNameAttr, UnitAttr,
};
use shader_mlir::op;

use super::support::type_str;
use crate::symbol::verify_visibility;

/// An operation with a name containing a single `SSACFG` region.
#[op(
    "func.func",
    traits = [IsolatedFromAbove, Symbol],
    verify = verify,
    parse = parse,
    print = print,
    default_dialect = "func"
)]
pub struct FuncOp {
    #[property(SymbolNameAttr)]
    sym_name: &str,
    /// The signature, a function type.
    #[property(FunctionTypeAttr)]
    function_type: Type,
    /// `public` (when absent), `private` or `nested`.
    #[property(StrAttr)]
    sym_visibility: Option<&str>,
    /// One attribute dictionary per argument.
    #[property(DictArrayAttr)]
    arg_attrs: Option<&[Attribute]>,
    /// One attribute dictionary per result.
    #[property(DictArrayAttr)]
    res_attrs: Option<&[Attribute]>,
    #[property(UnitAttr)]
    no_inline: bool,
    /// The body; empty for a declaration.
    #[region(ANY_REGION)]
    body: RegionId,
}

impl FuncOp {
    /// Adds the body region's entry block, with one argument per input.
    pub fn add_entry_block(self, ir: &mut Ir) -> Option<BlockId> {
        let (inputs, _) = self.signature(ir)?;
        let loc = ir.op_loc(self.0);
        let args: Vec<(Type, Location)> = inputs.into_iter().map(|t| (t, loc)).collect();
        let region = self.body(ir);
        let block = ir.create_block(&args);
        ir.push_block(region, block);
        Some(block)
    }

    /// The input and result types, when the function type is valid.
    pub fn signature(self, ir: &Ir) -> Option<(Vec<Type>, Vec<Type>)> {
        let ty = FunctionTypeAttr::get(ir.ctx(), self.function_type_attr(ir)?)?;
        match ir.ctx().type_kind(ty) {
            TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
            _ => None,
        }
    }

    /// A declaration: no body.
    pub fn is_external(self, ir: &Ir) -> bool {
        ir.regions(self.0)
            .first()
            .is_none_or(|&r| ir.region_is_empty(r))
    }

    pub fn entry_block(self, ir: &Ir) -> Option<BlockId> {
        ir.entry_block(*ir.regions(self.0).first()?)
    }
}

/// The checks of `Symbol` and `FunctionOpInterface`, in MLIR's order
/// (`SymbolOpInterface::verify`, then `function_interface_impl::verifyTrait`).
fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let func = FuncOp(op);
    verify_visibility(ir, op, func.sym_visibility(ir))?;
    if func.is_external(ir) && func.sym_visibility(ir).is_none_or(|v| v == "public") {
        return Err(ir.op_error(op, "symbol declaration cannot have public visibility"));
    }
    let (inputs, results) = func.signature(ir).unwrap_or_default();
    for (what, attrs, count) in [
        ("argument", func.arg_attrs(ir), inputs.len()),
        ("result", func.res_attrs(ir), results.len()),
    ] {
        let Some(items) = attrs else {
            continue;
        };
        if items.len() != count {
            return Err(ir.op_error(
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of \
                     function {what}s, got {}, but expected {count}",
                    items.len()
                ),
            ));
        }
    }
    let Some(entry) = func.entry_block(ir) else {
        return Ok(());
    };
    let args = ir.block_args(entry);
    if args.len() != inputs.len() {
        return Err(ir.op_error(
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&arg, &expected)) in args.iter().zip(&inputs).enumerate() {
        let actual = ir.value_type(arg);
        if actual != expected {
            return Err(ir.op_error(
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in \
                     function signature('{}')",
                    type_str(ir.ctx(), actual),
                    type_str(ir.ctx(), expected)
                ),
            ));
        }
    }
    Ok(())
}

/// An array of dictionaries, or `None` when every dictionary is empty (MLIR
/// omits `arg_attrs` / `res_attrs` then).
fn dictionary_array(ir: &Ir, dicts: &[Attribute]) -> Option<Attribute> {
    let ctx = ir.ctx();
    let empty = ctx.dictionary_attr([]);
    dicts
        .iter()
        .any(|&d| d != empty)
        .then(|| ctx.array_attr(dicts))
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = Vec::new();
    let mut prop = |name: &str, value| {
        props.push(NamedAttribute {
            name: ctx.ident(name),
            value,
        })
    };
    if let Some(visibility) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        prop("sym_visibility", ctx.string_attr(visibility));
    }
    let name = p.parse_symbol_name()?;
    prop("sym_name", ctx.string_attr(ctx.str(name)));
    let signature = parse_function_signature(p)?;
    let function_type = ctx.function_type(&signature.inputs(), &signature.results);
    prop("function_type", ctx.type_attr(function_type));
    if let Some(a) = dictionary_array(p.ir(), &signature.arg_attrs()) {
        prop("arg_attrs", a);
    }
    if let Some(a) = dictionary_array(p.ir(), &signature.result_attrs) {
        prop("res_attrs", a);
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    state.properties = Some(ctx.dictionary_attr(props));

    let body_pos = p.get_current_location();
    let region = match p.parse_optional_region(signature.entry_arguments(), false)? {
        Some(region) => {
            if p.ir().region_is_empty(region) {
                return Err(p.emit_error_at(body_pos, "expected non-empty function body"));
            }
            region
        }
        None => p.ir_mut().create_region(),
    };
    state.regions.push(region);
    Ok(())
}

/// Entry `index` of a dictionary-array property as dictionary entries (empty
/// when absent).
fn indexed_dictionary<'a>(
    ir: &'a Ir,
    attrs: Option<&[Attribute]>,
    index: usize,
) -> &'a [NamedAttribute] {
    attrs
        .and_then(|items| items.get(index).copied())
        .map_or(&[], |d| ir.ctx().dictionary_entries(d))
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let func = FuncOp(op);
    let name = func
        .sym_name_attr(ir)
        .and_then(|a| SymbolNameAttr::get(ir.ctx(), a));
    let (Some(name), Some((inputs, results))) = (name, func.signature(ir)) else {
        p.print_generic_op(op, false);
        return;
    };
    let entry = func.entry_block(ir);
    if ir.regions(op).len() != 1 || entry.is_some_and(|b| ir.block_args(b).len() != inputs.len()) {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    if let Some(visibility) = func
        .sym_visibility_attr(ir)
        .and_then(|a| StrAttr::get(ir.ctx(), a))
    {
        p.write_str(visibility);
        p.write_char(' ');
    }
    p.print_symbol_name(name);
    let arg_attrs = func
        .arg_attrs_attr(ir)
        .and_then(|a| DictArrayAttr::get(ir.ctx(), a));
    let res_attrs = func
        .res_attrs_attr(ir)
        .and_then(|a| DictArrayAttr::get(ir.ctx(), a));
    print_function_signature(
        p,
        &inputs,
        &results,
        entry,
        |i| indexed_dictionary(ir, arg_attrs, i),
        |i| indexed_dictionary(ir, res_attrs, i),
    );
    p.print_optional_attr_dict_with_keyword(ir.attrs(op), &[]);
    if entry.is_some() {
        p.write_char(' ');
        p.print_region(func.body(ir), false, true, false);
    }
}
