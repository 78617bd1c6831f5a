//! placeholder during bring-up
use shader_mlir::dialect::OpDef;
pub static OPS: [OpDef; 0] = [];
