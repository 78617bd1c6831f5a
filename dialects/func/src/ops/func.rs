//! `func.func`: a function, a symbol with a signature and an optional body
//! (MLIR's `func::FuncOp`).
//!
//! ```text
//! func.func private @decl(i32, f32 {my.attr}) -> (i32 {my.res})
//! func.func @f(%arg0: i32) -> i32 attributes {my.attr} { ... }
//! "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({ ... }) : () -> ()
//! ```
//!
//! Properties: `sym_name`, `function_type`, `sym_visibility`, `arg_attrs` and
//! `res_attrs` (arrays of dictionaries, present when one is non-empty),
//! `no_inline`. A declaration has an empty region and must not be public.

use shader_mlir::asm::function_signature::{parse_function_signature, print_function_signature};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{
    BlockId, Ir, Location, NamedAttribute, OpId, OperationState, RegionId, Type,
};
use shader_mlir::rewrite::OpBuilder;

use super::support::{
    array_attr_value, dictionary_array, function_signature, indexed_dictionary, string_attr_value,
    type_attr_value, type_str,
};

/// A `func.func`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FuncOp(pub OpId);

const PROPERTIES: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
    "no_inline",
];

impl FuncOp {
    pub const NAME: &'static str = "func.func";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("An operation with a name containing a single `SSACFG` region")
        .traits(
            Traits::ISOLATED_FROM_ABOVE
                .union(Traits::SYMBOL)
                .union(Traits::ZERO_RESULTS),
        )
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .default_dialect("func");

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// Creates a function with an empty body region (a declaration until blocks
    /// are added, e.g. with [`FuncOp::add_entry_block`]).
    pub fn build(b: &mut impl OpBuilder, loc: Location, name: &str, function_type: Type) -> Self {
        let ir = b.ir();
        let ctx = ir.ctx_arc().clone();
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.properties = Some(ctx.dictionary_attr([
            NamedAttribute {
                name: ctx.ident("function_type"),
                value: ctx.type_attr(function_type),
            },
            NamedAttribute {
                name: ctx.ident("sym_name"),
                value: ctx.string_attr(name),
            },
        ]));
        let op = b.create(state);
        Self(op)
    }

    /// Adds the body region's entry block, with one argument per input.
    pub fn add_entry_block(self, ir: &mut Ir) -> Option<BlockId> {
        let (inputs, _) = self.signature(ir)?;
        let loc = ir.op_loc(self.0);
        let args: Vec<(Type, Location)> = inputs.into_iter().map(|t| (t, loc)).collect();
        let region = match ir.regions(self.0).first() {
            Some(&r) => r,
            None => ir.add_region(self.0),
        };
        let block = ir.create_block(&args);
        ir.push_block(region, block);
        Some(block)
    }

    pub fn sym_name(self, ir: &Ir) -> Option<&str> {
        string_attr_value(ir.ctx(), ir.prop(self.0, "sym_name")?)
    }

    pub fn function_type(self, ir: &Ir) -> Option<Type> {
        type_attr_value(ir.ctx(), ir.prop(self.0, "function_type")?)
    }

    /// The input and result types.
    pub fn signature(self, ir: &Ir) -> Option<(Vec<Type>, Vec<Type>)> {
        let (inputs, results) = function_signature(ir.ctx(), self.function_type(ir)?)?;
        Some((inputs.to_vec(), results.to_vec()))
    }

    pub fn body(self, ir: &Ir) -> Option<RegionId> {
        ir.regions(self.0).first().copied()
    }

    /// A declaration: no body.
    pub fn is_external(self, ir: &Ir) -> bool {
        self.body(ir).is_none_or(|r| ir.region_is_empty(r))
    }

    pub fn entry_block(self, ir: &Ir) -> Option<BlockId> {
        ir.entry_block(self.body(ir)?)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let func = FuncOp(op);
    let Some(ty_attr) = ir.prop(op, "function_type") else {
        return Err(ir.op_error(op, "requires attribute 'function_type'"));
    };
    let Some((inputs, _)) = type_attr_value(ctx, ty_attr).and_then(|t| function_signature(ctx, t))
    else {
        return Err(ir.op_error(op, "attribute 'function_type' failed to satisfy constraint: type attribute of function type"));
    };
    if ir
        .prop(op, "sym_name")
        .and_then(|a| string_attr_value(ctx, a))
        .is_none()
    {
        return Err(ir.op_error(op, "requires attribute 'sym_name'"));
    }
    if let Some(vis) = ir.prop(op, "sym_visibility") {
        match string_attr_value(ctx, vis) {
            Some("public" | "private" | "nested") => {}
            _ => {
                return Err(ir.op_error(
                    op,
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"]",
                ));
            }
        }
    }
    if ir.regions(op).len() != 1 {
        return Err(ir.op_error(
            op,
            format!("requires one region, found {}", ir.regions(op).len()),
        ));
    }
    let (inputs, results) = (
        inputs.to_vec(),
        func.signature(ir).map_or(Vec::new(), |s| s.1),
    );
    for (what, prop, count) in [
        ("argument", "arg_attrs", inputs.len()),
        ("result", "res_attrs", results.len()),
    ] {
        let Some(attr) = ir.prop(op, prop) else {
            continue;
        };
        let Some(items) = array_attr_value(ctx, attr) else {
            return Err(ir.op_error(
                op,
                format!("expects {what} attribute array to be an array attribute"),
            ));
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
    if func.is_external(ir) {
        let public = ir
            .prop(op, "sym_visibility")
            .and_then(|v| string_attr_value(ctx, v))
            .is_none_or(|v| v == "public");
        if public {
            return Err(ir.op_error(op, "symbol declaration cannot have public visibility"));
        }
        return Ok(());
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
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in \
                     function signature({})",
                    quoted(ir, actual),
                    quoted(ir, expected)
                ),
            ));
        }
    }
    Ok(())
}

fn quoted(ir: &Ir, ty: Type) -> String {
    format!("'{}'", type_str(ir.ctx(), ty))
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props: Vec<NamedAttribute> = Vec::new();
    if let Some(visibility) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        props.push(NamedAttribute {
            name: ctx.ident("sym_visibility"),
            value: ctx.string_attr(visibility),
        });
    }
    let name = p.parse_symbol_name()?;
    props.push(NamedAttribute {
        name: ctx.ident("sym_name"),
        value: ctx.string_attr(ctx.str(name)),
    });

    let signature = parse_function_signature(p)?;

    let function_type = ctx.function_type(&signature.inputs(), &signature.results);
    props.push(NamedAttribute {
        name: ctx.ident("function_type"),
        value: ctx.type_attr(function_type),
    });
    if let Some(a) = dictionary_array(ctx, &signature.arg_attrs()) {
        props.push(NamedAttribute {
            name: ctx.ident("arg_attrs"),
            value: a,
        });
    }
    if let Some(a) = dictionary_array(ctx, &signature.result_attrs) {
        props.push(NamedAttribute {
            name: ctx.ident("res_attrs"),
            value: a,
        });
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

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let func = FuncOp(op);
    let (Some(name), Some((inputs, results))) = (func.sym_name(ir), func.signature(ir)) else {
        p.print_generic_op(op, false);
        return;
    };
    let body = func.body(ir);
    let entry = func.entry_block(ir);
    if ir.regions(op).len() != 1 || entry.is_some_and(|b| ir.block_args(b).len() != inputs.len()) {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    if let Some(visibility) = ir
        .prop(op, "sym_visibility")
        .and_then(|v| string_attr_value(ir.ctx(), v))
    {
        p.write_str(visibility);
        p.write_char(' ');
    }
    p.print_symbol_name(name);
    print_function_signature(
        p,
        &inputs,
        &results,
        entry,
        |i| indexed_dictionary(ir, op, "arg_attrs", i),
        |i| indexed_dictionary(ir, op, "res_attrs", i),
    );
    p.print_optional_attr_dict_with_keyword(ir.attrs(op), &[]);
    if let (Some(body), Some(_)) = (body, entry) {
        p.write_char(' ');
        p.print_region(body, false, true, false);
    }
}
