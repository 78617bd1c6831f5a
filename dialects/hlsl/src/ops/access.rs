//! Which operand of an access op is the resource whose memory it reads or
//! writes: loads, stores and atomics. Passes use it to find the accesses of
//! a kind of resource, e.g. those of rasterizer-ordered views (`rov`
//! handles), which a SPIR-V lowering wraps in fragment-shader interlock and
//! which only pixel shaders may make.

use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, Value};

use super::{
    BufferAtomicCmpXchgOp, BufferAtomicRMWOp, BufferLoadOp, BufferStoreOp, TextureAtomicCmpXchgOp,
    TextureAtomicRMWOp, TextureLoadOp, TextureStoreOp,
};
use crate::types::HandleType;

/// Each memory access op and the index of its resource operand.
pub static MEMORY_ACCESSES: [(&OpDef, usize); 8] = [
    (BufferLoadOp::DEF, 0),
    (BufferStoreOp::DEF, 1),
    (BufferAtomicRMWOp::DEF, 1),
    (BufferAtomicCmpXchgOp::DEF, 2),
    (TextureLoadOp::DEF, 0),
    (TextureStoreOp::DEF, 1),
    (TextureAtomicRMWOp::DEF, 1),
    (TextureAtomicCmpXchgOp::DEF, 2),
];

/// The resource whose memory `op` reads or writes, if it is an access.
pub fn accessed_resource(ir: &Ir, op: OpId) -> Option<Value> {
    let def = ir.op_def(op)?;
    MEMORY_ACCESSES
        .iter()
        .find(|(d, _)| std::ptr::eq(*d, def))
        .and_then(|&(_, index)| (index < ir.num_operands(op)).then(|| ir.operand(op, index)))
}

/// Whether `op` accesses a rasterizer-ordered view.
pub fn is_rov_access(ir: &Ir, op: OpId) -> bool {
    accessed_resource(ir, op)
        .and_then(|v| HandleType::of(ir.ctx(), ir.value_type(v)))
        .is_some_and(|h| h.properties.rov)
}
