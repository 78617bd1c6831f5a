//! Miscellaneous ops: `spirv.Undef`.
//!
//! Mirrors MLIR's `SPIRVMiscOps.td` (MLIR 22).

use shader_mlir::dialect::{OpDef, Traits};

use super::uniform::UniformSpec;
use crate::types::constraints::ANY_TYPE;

/// The miscellaneous ops, as registered.
pub const OPS: &[OpDef] = &[UndefOp::DEF];

crate::uniform_op! {
    /// `spirv.Undef : T`: an undefined value of type `T`.
    pub UndefOp = "spirv.Undef", "Make an intermediate object whose value is undefined",
        Traits::PURE, UniformSpec::result_only(&ANY_TYPE);
}
