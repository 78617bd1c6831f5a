//! `spirv.SpecConstantOperation` and its terminator `spirv.mlir.yield`: a
//! specialization constant computed by one op from other constants
//! (`OpSpecConstantOp`).
//!
//! Mirrors MLIR 22's `SPIRV_SpecConstantOperationOp` and `SPIRV_YieldOp`
//! (`SPIRVStructureOps.td`,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#spirvspecconstantoperation-spirvspecconstantoperationop>):
//! `%r = spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %b) : (i32, i32) -> i32`,
//! the wrapped op in the generic form, alone in the region before the yield
//! of its result. The ops that may be wrapped are those MLIR marks
//! `UsableInSpecConstantOp` ([`USABLE_IN_SPEC_CONSTANT_OP`]).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{InsertPoint, Ir, OpId, OperationState, RegionId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, SIZED_REGION_1};
use shader_mlir::op;

use super::super::arithmetic::{
    IAddOp, IMulOp, ISubOp, SDivOp, SModOp, SNegateOp, SRemOp, UDivOp, UModOp,
};
use super::super::bitwise::{
    BitwiseAndOp, BitwiseOrOp, BitwiseXorOp, NotOp, ShiftLeftLogicalOp, ShiftRightArithmeticOp,
    ShiftRightLogicalOp,
};
use super::super::cast::{FConvertOp, SConvertOp, UConvertOp};
use super::super::composite::{CompositeExtractOp, CompositeInsertOp, VectorShuffleOp};
use super::super::encoding::Encoding;
use super::super::logical::{
    IEqualOp, INotEqualOp, LogicalAndOp, LogicalEqualOp, LogicalNotEqualOp, LogicalNotOp,
    LogicalOrOp, SGreaterThanEqualOp, SGreaterThanOp, SLessThanEqualOp, SLessThanOp, SelectOp,
    UGreaterThanEqualOp, UGreaterThanOp, ULessThanEqualOp, ULessThanOp,
};
use super::super::verify::in_function_scope;
use super::ReferenceOfOp;
use super::constant::ConstantOp;
use crate::ops::table::operands_op;

/// The ops MLIR marks `UsableInSpecConstantOp`: the instructions
/// `OpSpecConstantOp` takes in shaders.
pub static USABLE_IN_SPEC_CONSTANT_OP: &[&OpDef] = &[
    BitwiseAndOp::DEF,
    BitwiseOrOp::DEF,
    BitwiseXorOp::DEF,
    CompositeExtractOp::DEF,
    CompositeInsertOp::DEF,
    FConvertOp::DEF,
    IAddOp::DEF,
    IEqualOp::DEF,
    IMulOp::DEF,
    INotEqualOp::DEF,
    ISubOp::DEF,
    LogicalAndOp::DEF,
    LogicalEqualOp::DEF,
    LogicalNotEqualOp::DEF,
    LogicalNotOp::DEF,
    LogicalOrOp::DEF,
    NotOp::DEF,
    SConvertOp::DEF,
    SDivOp::DEF,
    SGreaterThanEqualOp::DEF,
    SGreaterThanOp::DEF,
    SLessThanEqualOp::DEF,
    SLessThanOp::DEF,
    SModOp::DEF,
    SNegateOp::DEF,
    SRemOp::DEF,
    SelectOp::DEF,
    ShiftLeftLogicalOp::DEF,
    ShiftRightArithmeticOp::DEF,
    ShiftRightLogicalOp::DEF,
    UConvertOp::DEF,
    UDivOp::DEF,
    UGreaterThanEqualOp::DEF,
    UGreaterThanOp::DEF,
    ULessThanEqualOp::DEF,
    ULessThanOp::DEF,
    UModOp::DEF,
    VectorShuffleOp::DEF,
];

/// Whether ops of `def` may be wrapped by `spirv.SpecConstantOperation`.
pub fn usable_in_spec_constant_op(def: &OpDef) -> bool {
    USABLE_IN_SPEC_CONSTANT_OP
        .iter()
        .any(|&usable| std::ptr::eq(usable, def))
}

operands_op!(
    /// Declare a new specialization constant that results from doing an operation.
    SpecConstantOperationOp = "spirv.SpecConstantOperation",
    [traits = [Pure, Pred("op must appear in a function-like op's block", in_function_scope), SingleBlockImplicitTerminator(YieldOp)],
        ext = Encoding::Structural, verify_regions = verify_spec_constant_operation,
        parse = parse_spec_constant_operation, print = print_spec_constant_operation,
        custom_printable = spec_constant_operation_printable],
    [],
    (region body: SIZED_REGION_1) -> result: ANY_TYPE);

operands_op!(
    /// `spirv.mlir.yield`: the value of a `spirv.SpecConstantOperation`.
    YieldOp = "spirv.mlir.yield",
    [traits = [Pure, Terminator, HasParent("spirv.SpecConstantOperation")],
        ext = Encoding::Structural],
    ["attr-dict $operand `:` type($operand)"],
    (operand: ANY_TYPE));

impl SpecConstantOperationOp {
    /// The wrapped op, if the region holds one.
    pub fn wrapped(self, ir: &Ir) -> Option<OpId> {
        let block = ir.entry_block(self.body(ir))?;
        ir.first_op(block)
    }
}

fn parse_spec_constant_operation(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.parse_keyword("wraps")?;
    let region = p.ir_mut().create_region();
    let block = p.ir_mut().create_block(&[]);
    p.ir_mut().push_block(region, block);
    let wrapped = p.parse_generic_operation_into(block)?;
    let ir = p.ir_mut();
    let loc = ir.op_loc(wrapped);
    let Some(&result) = ir.results(wrapped).first() else {
        return Err(p.emit_error("the wrapped op must have a result"));
    };
    let ty = ir.value_type(result);
    let yield_name = ir.ctx().ident(YieldOp::NAME);
    let mut yield_state = OperationState::new(yield_name, loc);
    yield_state.operands.push(result);
    ir.insert_op(InsertPoint::at_end(block), yield_state);
    state.loc = loc;
    state.result_types.push(ty);
    state.regions.push(region);
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn spec_constant_operation_printable(ir: &Ir, op: OpId) -> bool {
    let spec = SpecConstantOperationOp(op);
    ir.regions(op).len() == 1 && spec.wrapped(ir).is_some_and(|w| ir.num_results(w) >= 1)
}

fn print_spec_constant_operation(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if let Some(wrapped) = SpecConstantOperationOp(op).wrapped(ir) {
        p.write_str(" wraps ");
        p.print_generic_op(wrapped, true);
    }
}

/// MLIR's `SpecConstantOperationOp::verifyRegions`.
fn verify_spec_constant_operation(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let spec = SpecConstantOperationOp(op);
    let Some(block) = ir.entry_block(spec.body(ir)) else {
        return Ok(());
    };
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    if ops.len() != 2 {
        return Err(ir.op_error(op, "expected exactly 2 nested ops"));
    }
    let wrapped = ops[0];
    if !ir.op_def(wrapped).is_some_and(usable_in_spec_constant_op) {
        return Err(ir.op_error(op, "invalid enclosed op"));
    }
    for operand in ir.operands(wrapped) {
        let constant = ir.defining_op(operand).is_some_and(|d| {
            ConstantOp::isa(ir, d)
                || ReferenceOfOp::isa(ir, d)
                || SpecConstantOperationOp::isa(ir, d)
        });
        if !constant {
            return Err(ir.op_error(
                op,
                "invalid operand, must be defined by a constant operation",
            ));
        }
    }
    Ok(())
}
