//! Geometry shader primitive ops: `spirv.EmitVertex` and
//! `spirv.EndPrimitive` (`OpEmitVertex`, `OpEndPrimitive`, capability
//! `Geometry`).
//!
//! Mirrors MLIR 22's `SPIRVPrimitiveOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#primitive-ops>).

use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use crate::ops::table::op_table;

op_table! { operands_op;
    /// Emits the current values of all output variables to the current output
    /// primitive. After execution, the values of all output variables are
    /// undefined.
    bare EmitVertexOp = "spirv.EmitVertex" (EmitVertex);
    /// Finish the current primitive and start a new one. No vertex is emitted.
    bare EndPrimitiveOp = "spirv.EndPrimitive" (EndPrimitive);
}
