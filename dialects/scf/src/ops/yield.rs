//! `scf.yield`: ends the regions of `scf.for`, `scf.if` and `scf.while`'s `do`
//! region, passing values to the parent or the next iteration (MLIR's
//! `scf::YieldOp`). Written implicitly when it yields nothing.
//!
//! ```text
//! scf.yield %a, %b : i32, f32
//! ```

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::op;

/// Loop yield and termination operation.
#[op(
    "scf.yield",
    traits = [
        Pure,
        ReturnLike,
        Terminator,
        HasParent("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")
    ]
)]
#[format("attr-dict ($results^ `:` type($results))?")]
pub struct YieldOp {
    #[operand(ANY_TYPE)]
    results: Vec<Value>,
}
