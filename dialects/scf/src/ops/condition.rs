//! `scf.condition`: ends the `before` region of `scf.while`, deciding whether the
//! loop goes on and forwarding values (MLIR's `scf::ConditionOp`).
//!
//! ```text
//! scf.condition(%cond) %a, %b : i32, f32
//! ```

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::{ANY_TYPE, I1};
use shader_mlir::op;

/// Loop continuation condition.
#[op("scf.condition", traits = [Pure, HasParent("scf.while"), Terminator])]
#[format("`(` $condition `)` attr-dict ($args^ `:` type($args))?")]
pub struct ConditionOp {
    /// Whether the loop goes on.
    #[operand(I1)]
    condition: Value,
    /// The values forwarded to the `do` region or the results.
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
}
