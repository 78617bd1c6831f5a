//! Geometry shader primitive ops: `spirv.EmitVertex` and
//! `spirv.EndPrimitive` (`OpEmitVertex`, `OpEndPrimitive`, capability
//! `Geometry`).
//!
//! Mirrors MLIR 22's `SPIRVPrimitiveOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#primitive-ops>).

use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;

/// Emits the current values of all output variables to the current output
/// primitive. After execution, the values of all output variables are
/// undefined.
#[op("spirv.EmitVertex", ext = Encoding::Core(Op::EmitVertex))]
#[format("attr-dict")]
pub struct EmitVertexOp {}

/// Finish the current primitive and start a new one. No vertex is emitted.
#[op("spirv.EndPrimitive", ext = Encoding::Core(Op::EndPrimitive))]
#[format("attr-dict")]
pub struct EndPrimitiveOp {}

/// The primitive ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[EmitVertexOp::DEF, EndPrimitiveOp::DEF];
