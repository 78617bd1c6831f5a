//! Graphs of `SPV_ARM_graph` over `!spirv.arm.tensor` values:
//! `spirv.ARM.Graph` (a function-like op whose arguments and results are
//! tensors), its terminator `spirv.ARM.GraphOutputs`, `spirv.ARM.GraphConstant`
//! and `spirv.ARM.GraphEntryPoint`.
//!
//! Mirrors MLIR 22's `SPIRVGraphOps.td` and `ArmGraphOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/>): the graph's syntax is
//! a function's without a control string,
//! `spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> { ... }`,
//! and its verifier's messages are upstream's. MLIR 22 holds a graph's type
//! as a `GraphType`, which prints like a function type but which its parser
//! does not give back from the generic form; the dialect holds a function
//! type, so the generic form reads back (docs/spirv-beyond-mlir-22.md).
//! Every op needs `GraphARM` and one of `SPV_ARM_graph` and
//! `SPV_ARM_tensors`, as MLIR declares them.

use shader_mlir::asm::function_signature::{parse_function_signature, print_function_signature};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{
    AttrKind, Attribute, Ir, OpId, OperationState, RegionId, Type, TypeKind, Value,
};
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::{
    BoolAttr, FlatSymbolRefAttr, FunctionTypeAttr, I32Attr, SymbolNameAttr,
};
use shader_mlir::op;
use spirv::Op;

use super::asm::{named, parse_flat_symbol_ref, printed_attrs};
use super::encoding::{Encoding, OpEncoding};
use super::properties::{DictArrayAttr, SymbolRefArrayAttr};
use super::verify::in_module_scope;
use crate::availability::{Availability, Extension, Version};
use crate::support::quoted;
use crate::types::TensorArmType;
use crate::types::constraints::TENSOR_ARM;

/// MLIR 22's availability of the graph ops (`SPIRV_GraphARMOp`).
const ARM_GRAPH: Availability = Availability {
    min_version: Version::V1_0,
    max_version: None,
    core_since: None,
    extensions: &[Extension::SPV_ARM_graph, Extension::SPV_ARM_tensors],
    capabilities: &[spirv::Capability::GraphARM],
};

/// Declare or define a SPIR-V graph
#[op(
    "spirv.ARM.Graph",
    traits = [IsolatedFromAbove, Symbol, Pred("op must appear in a module-like op's block", in_module_scope)],
    ext = OpEncoding::with_id_properties(Encoding::Structural, &[]).available(ARM_GRAPH),
    verify = verify_graph,
    parse = parse_graph,
    print = print_graph,
    custom_printable = graph_printable
)]
pub struct GraphARMOp {
    #[property(FunctionTypeAttr)]
    function_type: Type,
    #[property(DictArrayAttr)]
    arg_attrs: Option<&[Attribute]>,
    #[property(DictArrayAttr)]
    res_attrs: Option<&[Attribute]>,
    #[property(BoolAttr)]
    entry_point: Option<bool>,
    #[property(SymbolNameAttr)]
    sym_name: &str,
    #[region(ANY_REGION)]
    body: RegionId,
}

/// Declare a graph constant.
#[op(
    "spirv.ARM.GraphConstant",
    traits = [Pred("op must appear in a spirv.ARM.Graph op's block", in_graph_scope), Pure, ConstantLike],
    ext = OpEncoding::with_id_properties(Encoding::Core(Op::GraphConstantARM), &[]).available(ARM_GRAPH)
)]
#[format("attr-dict `:` type($output)")]
pub struct GraphConstantARMOp {
    #[property(I32Attr)]
    graph_constant_id: i32,
    #[result(TENSOR_ARM)]
    output: Value,
}

/// Declare a graph entry point and its interface.
#[op(
    "spirv.ARM.GraphEntryPoint",
    traits = [Pred("op must appear in a module-like op's block", in_module_scope)],
    ext = OpEncoding::with_id_properties(Encoding::Core(Op::GraphEntryPointARM), &[]).available(ARM_GRAPH),
    parse = parse_entry_point,
    print = print_entry_point,
    custom_printable = entry_point_printable
)]
pub struct GraphEntryPointARMOp {
    #[property(FlatSymbolRefAttr, name = "fn")]
    graph: &str,
    #[property(SymbolRefArrayAttr)]
    interface: &[Attribute],
}

/// Define graph outputs.
#[op(
    "spirv.ARM.GraphOutputs",
    traits = [Pred("op must appear in a spirv.ARM.Graph op's block", in_graph_scope), Pure, Terminator],
    ext = OpEncoding::with_id_properties(Encoding::Structural, &[]).available(ARM_GRAPH)
)]
#[format("$value attr-dict `:` type($value)")]
pub struct GraphOutputsARMOp {
    #[operand(TENSOR_ARM)]
    value: Vec<Value>,
}

/// The graph ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    GraphARMOp::DEF,
    GraphConstantARMOp::DEF,
    GraphEntryPointARMOp::DEF,
    GraphOutputsARMOp::DEF,
];

impl GraphARMOp {
    /// The graph's type as `(inputs, results)`.
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
}

/// MLIR's `isNestedInGraphARMOpInterface`: some ancestor below the nearest
/// symbol table is a graph.
fn in_graph_scope(ir: &Ir, op: OpId) -> bool {
    let mut current = ir.parent_op(op);
    while let Some(parent) = current {
        if GraphARMOp::isa(ir, parent) {
            return true;
        }
        if ir
            .op_def(parent)
            .is_some_and(|d| d.has(shader_mlir::dialect::Traits::SYMBOL_TABLE))
        {
            return false;
        }
        current = ir.parent_op(parent);
    }
    false
}

/// `@name(%arg: T, ...) -> R (attributes {...})? { ... }` (MLIR's
/// `GraphARMOp::parse`).
fn parse_graph(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
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
    let region = match p.parse_optional_region(entry, true)? {
        Some(region) => region,
        None => p.ir_mut().create_region(),
    };
    state.regions.push(region);
    Ok(())
}

fn graph_printable(ir: &Ir, op: OpId) -> bool {
    let graph = GraphARMOp(op);
    let ctx = ir.ctx();
    let named = graph
        .sym_name_attr(ir)
        .is_some_and(|a| crate::ops::asm::string_value(ctx, a).is_some());
    let Some((inputs, _)) = graph.signature(ir).filter(|_| named) else {
        return false;
    };
    let entry = ir.regions(op).first().and_then(|&r| ir.entry_block(r));
    entry.is_none_or(|b| ir.block_args(b).len() == inputs.len())
}

fn attr_dicts(ir: &Ir, attr: Option<Attribute>, count: usize) -> Option<&[Attribute]> {
    match ir.ctx().attr_kind(attr?) {
        AttrKind::Array(dicts) if dicts.len() == count => Some(dicts),
        _ => None,
    }
}

fn print_graph(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    let graph = GraphARMOp(op);
    let (inputs, results) = graph.signature(ir).unwrap_or((&[], &[]));
    let body = ir.regions(op).first().copied();
    let entry = body.and_then(|r| ir.entry_block(r));
    let arg_attrs = attr_dicts(ir, graph.arg_attrs_attr(ir), inputs.len());
    let res_attrs = attr_dicts(ir, graph.res_attrs_attr(ir), results.len());
    p.write_char(' ');
    p.print_symbol_name(graph.sym_name(ir));
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
    p.print_optional_attr_dict_with_keyword(
        &printed_attrs(ir, op),
        &["sym_name", "function_type", "arg_attrs", "res_attrs"],
    );
    if let Some(region) = body
        && !ir.region_is_empty(region)
    {
        p.write_char(' ');
        p.print_region(region, false, true, false);
    }
}

/// MLIR's `GraphARMOp::verifyType` and `verifyBody` (the function
/// interface's checks of the attributes, the signature and the entry block,
/// and the graph's outputs).
fn verify_graph(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let graph = GraphARMOp(op);
    let Some((inputs, results)) = graph.signature(ir) else {
        return Err(ir.op_error(op, "requires a type attribute 'function_type'"));
    };
    // The function interface's check of argument and result attributes:
    // each must be a dialect attribute (`dialect.name`).
    for (kind, dicts) in [
        ("arguments", graph.arg_attrs(ir)),
        ("results", graph.res_attrs(ir)),
    ] {
        let all = dicts.unwrap_or(&[]).iter();
        if all
            .flat_map(|&dict| ctx.dictionary_entries(dict))
            .any(|entry| !ctx.str(entry.name).contains('.'))
        {
            return Err(ir.op_error(op, format!("{kind} may only have dialect attributes")));
        }
    }
    if results.is_empty() {
        return Err(ir.op_error(op, "there should be at least one result"));
    }
    for (kind, types) in [("argument", inputs), ("result", results)] {
        for (index, &ty) in types.iter().enumerate() {
            if TensorArmType::of(ctx, ty).is_none() {
                return Err(ir.op_error(
                    op,
                    format!(
                        "type of {kind} #{index} must be a TensorArmType, but got {}",
                        quoted(ctx, ty)
                    ),
                ));
            }
        }
    }
    let Some(entry) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let args = ir.block_args(entry);
    if args.len() != inputs.len() {
        return Err(ir.op_error(
            op,
            format!(
                "entry block must have {} arguments to match graph signature",
                inputs.len()
            ),
        ));
    }
    for (index, (&arg, &expected)) in args.iter().zip(inputs).enumerate() {
        let actual = ir.value_type(arg);
        if actual != expected {
            return Err(ir.op_error(
                op,
                format!(
                    "type of entry block argument #{index}({}) must match the type of the \
                     corresponding argument in graph signature({})",
                    quoted(ctx, actual),
                    quoted(ctx, expected)
                ),
            ));
        }
    }
    // The outputs, checked by the graph before its ops are verified (so a
    // mismatch is reported before the ops' own errors, as upstream).
    let mut outputs = Vec::new();
    ir.walk(op, |nested| {
        if GraphOutputsARMOp::isa(ir, nested) {
            outputs.push(nested);
        }
    });
    for output in outputs {
        let operands: Vec<Value> = ir.operands(output).collect();
        if operands.len() != results.len() {
            return Err(ir.op_error(
                output,
                format!(
                    "is returning {} value(s) but enclosing spirv.ARM.Graph requires {} result(s)",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        for (index, (&value, &expected)) in operands.iter().zip(results).enumerate() {
            let actual = ir.value_type(value);
            if actual != expected {
                return Err(ir.error_at(
                    ir.op_loc(output),
                    format!(
                        "type of return operand {index} ({}) doesn't match graph result type ({})",
                        quoted(ctx, actual),
                        quoted(ctx, expected)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `@graph(, @var)*` (MLIR's `GraphEntryPointARMOp::parse`).
fn parse_entry_point(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let graph = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "fn", graph));
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

fn entry_point_printable(ir: &Ir, op: OpId) -> bool {
    let entry = GraphEntryPointARMOp(op);
    entry.graph_attr(ir).is_some() && entry.interface_attr(ir).is_some()
}

fn print_entry_point(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let entry = GraphEntryPointARMOp(op);
    p.write_char(' ');
    p.print_symbol_name(entry.graph(ir));
    for &var in entry.interface(ir) {
        p.write_str(", ");
        p.print_attribute(var);
    }
}
