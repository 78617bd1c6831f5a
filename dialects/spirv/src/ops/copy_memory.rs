//! `spirv.CopyMemory`: copy from the memory one pointer points to into the
//! memory another points to (`OpCopyMemory`).
//!
//! Mirrors MLIR 22's `SPIRV_CopyMemoryOp` (`SPIRVMemoryOps.td`,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#spirvcopymemory-spirvcopymemoryop>)
//! and its hand-written syntax:
//!
//! ```text
//! spirv.CopyMemory "Function" %dst, "Function" %src (["Access"(, N)?])? (, (["Access"(, N)?])?)? : T
//! ```
//!
//! The first access list applies to the target (`memory_access`,
//! `alignment`), the second to the source (`source_memory_access`,
//! `source_alignment`). The printer is MLIR's (the attribute dictionary
//! before the type, where MLIR's parser does not read it; this parser reads
//! it there and after the type), except that the second list is the
//! source's own: MLIR 22 prints the target's there when the source has none,
//! text that reads back as a different op (docs/text-format-upstream-bugs.md).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, OperationState, Value};
use shader_mlir::op;
use spirv::{MemoryAccess, Op};

use super::asm::{parse_enum_string, parse_memory_access_as, printed_attrs};
use super::encoding::Encoding;
use super::memory::{
    pointer_to, print_access_as, print_pointer, storage_class_of, verify_memory_access,
};
use super::properties::{AlignmentAttr, MemoryAccessAttr};
use crate::attributes::EnumKind;
use crate::ops::table::op_table;
use crate::types::PointerType;
use crate::types::constraints::POINTER;

op_table! { operands_op;
    /// Copy from the memory pointed to by Source to the memory pointed to by
    /// Target. Both operands must be non-void pointers and having the same
    /// <id> Type operand in their OpTypePointer type declaration (Target and
    /// Source must have the same type).
    op CopyMemoryOp = "spirv.CopyMemory" (
        [ext = Encoding::Core(Op::CopyMemory), verify = verify_copy_memory,
            parse = parse_copy_memory, print = print_copy_memory,
            custom_printable = copy_memory_printable],
        [],
        (target: POINTER, source: POINTER,
            prop memory_access: MemoryAccessAttr = Option<MemoryAccess>,
            prop alignment: AlignmentAttr = Option<i32>,
            prop source_memory_access: MemoryAccessAttr = Option<MemoryAccess>,
            prop source_alignment: AlignmentAttr = Option<i32>));
}

fn parse_copy_memory(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let target_class = parse_enum_string(p, EnumKind::StorageClass)?;
    let target = p.parse_operand()?;
    p.parse_comma()?;
    let source_class = parse_enum_string(p, EnumKind::StorageClass)?;
    let source = p.parse_operand()?;
    parse_memory_access_as(p, state, ("memory_access", "alignment"))?;
    if p.parse_optional_comma() {
        parse_memory_access_as(p, state, ("source_memory_access", "source_alignment"))?;
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let loc = p.get_current_location();
    let element = p.parse_colon_type()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let target_ty = pointer_to(p, element, target_class);
    let source_ty = pointer_to(p, element, source_class);
    p.resolve_operands(
        &[target, source],
        &[target_ty, source_ty],
        loc,
        &mut state.operands,
    )
}

fn copy_memory_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) == 2
        && storage_class_of(ir, ir.operand(op, 0)).is_some()
        && storage_class_of(ir, ir.operand(op, 1)).is_some()
}

fn print_copy_memory(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let copy = CopyMemoryOp(op);
    let (target, source) = (copy.target(ir), copy.source(ir));
    let mut elided: Vec<&str> = Vec::new();
    p.write_char(' ');
    print_pointer(p, target);
    p.write_str(", ");
    print_pointer(p, source);
    print_access_as(p, op, ("memory_access", "alignment"), &mut elided);
    p.write_str(", ");
    // Without a source access list, MLIR 22 prints the target's again (its
    // `printSourceMemoryAccessAttribute` falls back to `getMemoryAccess()`).
    let source = if ir.prop(op, "source_memory_access").is_some() {
        ("source_memory_access", "source_alignment")
    } else {
        ("memory_access", "alignment")
    };
    print_access_as(p, op, source, &mut elided);
    p.print_optional_attr_dict(&printed_attrs(ir, op), &elided);
    p.write_str(" : ");
    let element = PointerType::of(p.ctx(), ir.value_type(target)).map(|t| t.pointee);
    if let Some(element) = element {
        p.print_type(element);
    }
}

fn verify_copy_memory(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let copy = CopyMemoryOp(op);
    let target = PointerType::of(ctx, ir.value_type(copy.target(ir))).map(|p| p.pointee);
    let source = PointerType::of(ctx, ir.value_type(copy.source(ir))).map(|p| p.pointee);
    if target != source {
        return Err(ir.op_error(op, "both operands must be pointers to the same type"));
    }
    verify_memory_access(ir, op, copy.memory_access(ir), copy.alignment(ir))?;
    verify_memory_access(
        ir,
        op,
        copy.source_memory_access(ir),
        copy.source_alignment(ir),
    )
}
