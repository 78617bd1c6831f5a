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

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, OperationState, RegionId, Type, Value};
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::{
    BoolAttr, FlatSymbolRefAttr, FunctionTypeAttr, I32Attr, SymbolNameAttr,
};
use shader_mlir::op;
use spirv::Op;

use super::asm::{parse_entry_symbols, print_symbol_interface};
use super::encoding::{Encoding, OpEncoding};
use super::family_availability::ARM_GRAPH;
use super::function_like::{
    function_like_printable, parse_function_like, print_function_like, signature_of,
    verify_entry_block, verify_function_attrs,
};
use super::properties::{DictArrayAttr, SymbolRefArrayAttr};
use super::verify::in_module_scope;
use crate::ops::table::op_table;
use crate::support::quoted;
use crate::types::TensorArmType;
use crate::types::constraints::TENSOR_ARM;

op_table! { operands_op;
    /// Declare or define a SPIR-V graph
    op GraphARMOp = "spirv.ARM.Graph" (
        [traits = [IsolatedFromAbove, Symbol, Pred("op must appear in a module-like op's block", in_module_scope)],
            ext = OpEncoding::available_as(Encoding::Structural, ARM_GRAPH),
            verify = verify_graph, parse = parse_graph, print = print_graph,
            custom_printable = function_like_printable],
        [],
        (prop function_type: FunctionTypeAttr = Type,
            prop arg_attrs: DictArrayAttr = Option<&[Attribute]>,
            prop res_attrs: DictArrayAttr = Option<&[Attribute]>,
            prop entry_point: BoolAttr = Option<bool>, prop sym_name: SymbolNameAttr = &str,
            region body: ANY_REGION));
    /// Declare a graph constant.
    op GraphConstantARMOp = "spirv.ARM.GraphConstant" (
        [traits = [Pred("op must appear in a spirv.ARM.Graph op's block", in_graph_scope), Pure, ConstantLike],
            ext = OpEncoding::available_as(Encoding::Core(Op::GraphConstantARM), ARM_GRAPH)],
        ["attr-dict `:` type($output)"],
        (prop graph_constant_id: I32Attr = i32) -> output: TENSOR_ARM);
    /// Declare a graph entry point and its interface.
    op GraphEntryPointARMOp = "spirv.ARM.GraphEntryPoint" (
        [traits = [Pred("op must appear in a module-like op's block", in_module_scope)],
            ext = OpEncoding::available_as(Encoding::Core(Op::GraphEntryPointARM), ARM_GRAPH),
            parse = parse_entry_point, print = print_entry_point,
            custom_printable = entry_point_printable],
        [],
        (prop graph: FlatSymbolRefAttr [name = "fn"] = &str,
            prop interface: SymbolRefArrayAttr = &[Attribute]));
    /// Define graph outputs.
    op GraphOutputsARMOp = "spirv.ARM.GraphOutputs" (
        [traits = [Pred("op must appear in a spirv.ARM.Graph op's block", in_graph_scope), Pure, Terminator],
            ext = OpEncoding::available_as(Encoding::Structural, ARM_GRAPH)],
        ["$value attr-dict `:` type($value)"],
        (value: Vec<TENSOR_ARM>));
}

impl GraphARMOp {
    /// The graph's type as `(inputs, results)`.
    pub fn signature(self, ir: &Ir) -> Option<(&[Type], &[Type])> {
        signature_of(ir.ctx(), self.function_type_attr(ir))
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
    parse_function_like(p, state, |_, _| Ok(()))
}

fn print_graph(p: &mut AsmPrinter<'_>, op: OpId) {
    print_function_like(p, op, |_| {}, &[]);
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
    verify_function_attrs(ir, op, inputs, results)?;
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
    verify_entry_block(ir, op, inputs, "graph")?;
    // The outputs, checked by the graph before its ops are verified (so a
    // mismatch is reported before the ops' own errors, as upstream).
    let outputs = ir.walk_collect(op).into_iter();
    for output in outputs.filter(|&nested| GraphOutputsARMOp::isa(ir, nested)) {
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
    parse_entry_symbols(p, state)
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
    print_symbol_interface(p, entry.interface_attr(ir));
}
