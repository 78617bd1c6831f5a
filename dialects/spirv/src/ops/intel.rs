//! Intel vendor ops: the bfloat16 and tf32 conversions
//! (`spirv.INTEL.ConvertFToBF16`, `ConvertBF16ToF`, `RoundFToTF32`), the
//! split barrier (`spirv.INTEL.ControlBarrierArrive`/`Wait`) and the
//! subgroup block reads and writes (`spirv.INTEL.SubgroupBlockRead`/`Write`).
//!
//! Mirrors MLIR 22's `SPIRVIntelExtOps.td` and the INTEL ops of
//! `SPIRVGroupOps.td` (<https://mlir.llvm.org/docs/Dialects/SPIR-V/>), with
//! upstream's syntax. `spirv.INTEL.SubgroupBlockWrite` reads
//! `"StorageClass" %ptr, %value : T` as upstream does, and prints
//! `%ptr, %value : T` as upstream's printer does; that printed form reads
//! back here when the pointer is defined before its use (upstream's parser
//! refuses it; see docs/spirv-beyond-mlir-22.md).

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, OperationState, Value};
use shader_mlir::op;
use spirv::{MemorySemantics, Op, Scope, StorageClass};

use super::asm::{parse_enum_string, printed_attrs};
use super::encoding::Encoding;
use super::properties::{MemorySemanticsAttr, ScopeAttr};
use super::table::op_table;
use crate::attributes::EnumKind;
use crate::types::PointerType;
use crate::types::constraints::{ANY_TYPE, FLOAT32_SV, INT16_SV, POINTER, element_type_or_self};

// The Intel op classes: `conversion` (`$operand attr-dict : type($operand)
// to type($result)`) and `split_barrier` (`SPIRV_IntelSplitBarrierOp`).
macro_rules! intel_op {
    (conversion $($rest:tt)*) => {
        $crate::ops::cast::cast_op!(@op [SameOperandsAndResultShape] $($rest)*);
    };
    (split_barrier $($rest:tt)*) => {
        $crate::ops::barrier::barrier_op!(split $($rest)*);
    };
}

op_table! { intel_op;
    split_barrier INTELControlBarrierArriveOp = "spirv.INTEL.ControlBarrierArrive" (ControlBarrierArriveINTEL) "See extension SPV_INTEL_split_barrier";
    split_barrier INTELControlBarrierWaitOp = "spirv.INTEL.ControlBarrierWait" (ControlBarrierWaitINTEL) "See extension SPV_INTEL_split_barrier";
    conversion INTELConvertBF16ToFOp = "spirv.INTEL.ConvertBF16ToF" (ConvertBF16ToFINTEL, INT16_SV -> FLOAT32_SV) "See extension SPV_INTEL_bfloat16_conversion";
    conversion INTELConvertFToBF16Op = "spirv.INTEL.ConvertFToBF16" (ConvertFToBF16INTEL, FLOAT32_SV -> INT16_SV) "See extension SPV_INTEL_bfloat16_conversion";
    conversion INTELRoundFToTF32Op = "spirv.INTEL.RoundFToTF32" (RoundFToTF32INTEL, FLOAT32_SV -> FLOAT32_SV) "See extension SPV_INTEL_tensor_float32_conversion";
    /// See extension SPV_INTEL_subgroups
    op INTELSubgroupBlockReadOp = "spirv.INTEL.SubgroupBlockRead" (
        [ext = Encoding::Core(Op::SubgroupBlockReadINTEL), verify = verify_block_read],
        ["$ptr attr-dict `:` type($ptr) `->` type($value)"],
        (ptr: POINTER) -> value: ANY_TYPE);
    /// See extension SPV_INTEL_subgroups
    op INTELSubgroupBlockWriteOp = "spirv.INTEL.SubgroupBlockWrite" (
        [ext = Encoding::Core(Op::SubgroupBlockWriteINTEL), verify = verify_block_write,
            parse = parse_block_write, print = print_block_write,
            custom_printable = block_write_printable],
        [],
        (ptr: POINTER, value: ANY_TYPE));
}

/// MLIR's `verifyBlockReadWritePtrAndValTypes`: the value (or its vector's
/// element) is the pointee.
fn verify_block_types(ir: &Ir, op: OpId, ptr: Value, value: Value) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let element = element_type_or_self(ctx, ir.value_type(value));
    let pointee = PointerType::of(ctx, ir.value_type(ptr)).map(|p| p.pointee);
    if pointee != Some(element) {
        return Err(ir.op_error(op, "mismatch in result type and pointer type"));
    }
    Ok(())
}

fn verify_block_read(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let read = INTELSubgroupBlockReadOp(op);
    verify_block_types(ir, op, read.ptr(ir), read.value(ir))
}

fn verify_block_write(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let write = INTELSubgroupBlockWriteOp(op);
    verify_block_types(ir, op, write.ptr(ir), write.value(ir))
}

/// MLIR's `INTELSubgroupBlockWriteOp::parse`: `"StorageClass" %ptr, %value
/// : T`, the pointer's pointee `T` (or `T`'s element); or, as MLIR 22
/// prints it, `%ptr, %value : T` with `%ptr` defined earlier.
fn parse_block_write(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut loc = p.get_current_location();
    let (storage_class, operands) = match p.parse_optional_operand()? {
        // MLIR 22's printed form, without the storage class.
        Some(ptr) => {
            p.parse_comma()?;
            (None, vec![ptr, p.parse_operand()?])
        }
        None => {
            let raw = parse_enum_string(p, EnumKind::StorageClass)?;
            let storage_class = StorageClass::from_u32(raw).unwrap_or(StorageClass::Generic);
            loc = p.get_current_location();
            let operands = p.parse_operand_list(Delimiter::None)?;
            if operands.len() != 2 {
                return Err(p.emit_error_at(loc, "expected 2 operands"));
            }
            (Some(storage_class), operands)
        }
    };
    p.parse_colon()?;
    let value_type = p.parse_type()?;
    let ctx = p.ctx();
    let pointer = match storage_class {
        Some(storage_class) => {
            PointerType::get(ctx, element_type_or_self(ctx, value_type), storage_class)
        }
        // MLIR 22's printed form: the pointer must already be defined.
        None => match p.defined_operand_type(&operands[0]) {
            Some(pointer) => pointer,
            None => {
                return Err(p.emit_error_at(
                    loc,
                    "expected the storage class of a pointer that is not yet defined",
                ));
            }
        },
    };
    p.resolve_operands(&operands, &[pointer, value_type], loc, &mut state.operands)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

/// Whether the custom form can print `op` (a pointer and a value).
fn block_write_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) == 2
        && ir.num_results(op) == 0
        && PointerType::of(ir.ctx(), ir.value_type(ir.operand(op, 0))).is_some()
}

/// `%ptr, %value : T`, as MLIR 22 prints it (the storage class, which
/// MLIR's parser requires, is left out; ours takes it from the pointer).
fn print_block_write(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
}
