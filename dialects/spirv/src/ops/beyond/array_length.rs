//! `spirv.ArrayLength`: the length of the run-time array that ends a
//! storage buffer block (the SPIR-V specification's `OpArrayLength`,
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#OpArrayLength>),
//! which HLSL's `GetDimensions` of structured and byte-address buffers reads
//! (DXC, <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>).
//!
//! MLIR 22 has no such op. Its syntax: the pointer to the block, the member
//! index of the array, and the pointer type; the result is an `i32`:
//!
//! ```text
//! %n = spirv.ArrayLength %buffer, 0 : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
//! ```

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::property::I32Attr;
use shader_mlir::op;
use spirv::Op;

use super::super::encoding::Encoding;
use crate::ops::table::op_table;
use crate::types::constraints::{INT32, POINTER};
use crate::types::{PointerType, RuntimeArrayType, StructType};

op_table! { operands_op;
    /// Length of a run-time array.
    op ArrayLengthOp = "spirv.ArrayLength" (
        [traits = [Pure], ext = Encoding::Core(Op::ArrayLength), verify = verify_array_length],
        ["$structure `,` $array_member attr-dict `:` type($structure)"],
        (/// A pointer to a struct whose last member is a run-time array.
            structure: POINTER, /// The index of that member.
            prop array_member: I32Attr = i32) -> result: INT32);
}

fn verify_array_length(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let length = ArrayLengthOp(op);
    let pointer = ir.value_type(length.structure(ir));
    let error = |message: &str| Err(ir.op_error(op, message));
    let Some(structure) =
        PointerType::of(ctx, pointer).and_then(|p| StructType::of(ctx, p.pointee))
    else {
        return error("the structure operand must point to a struct");
    };
    let member = length.array_member(ir);
    let last = structure.members.len() as i64 - 1;
    if i64::from(member) != last {
        return error(&format!(
            "array member {member} must be the last member of the struct (member {last})"
        ));
    }
    if RuntimeArrayType::of(ctx, structure.members[member as usize]).is_none() {
        return error("the last member of the struct must be a runtime array");
    }
    Ok(())
}
