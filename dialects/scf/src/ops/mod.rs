//! The ops of the `scf` dialect, each declared with `#[op]` in the file named
//! after it:
//!
//! | op | Rust type |
//! |---|---|
//! | `scf.for` | [`ForOp`] (`for.rs`) |
//! | `scf.if` | [`IfOp`] (`if.rs`) |
//! | `scf.while` | [`WhileOp`] (`while.rs`) |
//! | `scf.yield` | [`YieldOp`] (`yield.rs`) |
//! | `scf.condition` | [`ConditionOp`] (`condition.rs`) |

mod condition;
mod r#for;
mod r#if;
pub(crate) mod support;
mod r#while;
mod r#yield;

pub use condition::ConditionOp;
pub use r#for::ForOp;
pub use r#if::IfOp;
pub use r#while::WhileOp;
pub use r#yield::YieldOp;

use shader_mlir::dialect::OpDef;

/// Every op of the dialect.
pub(crate) static DEFS: &[&OpDef] = &[
    ForOp::DEF,
    IfOp::DEF,
    WhileOp::DEF,
    YieldOp::DEF,
    ConditionOp::DEF,
];
