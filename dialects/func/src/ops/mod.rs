//! The ops of the `func` dialect, each declared with `#[op]` in the file named
//! after it:
//!
//! | op | Rust type |
//! |---|---|
//! | `func.func` | [`FuncOp`] (`func.rs`) |
//! | `func.return` | [`ReturnOp`] (`return.rs`) |
//! | `func.call` | [`CallOp`] (`call.rs`) |

mod call;
mod func;
mod r#return;
mod support;

pub use call::CallOp;
pub use func::FuncOp;
pub use r#return::ReturnOp;

use shader_mlir::dialect::OpDef;

/// Every op of the dialect.
pub(crate) static DEFS: &[&OpDef] = &[FuncOp::DEF, ReturnOp::DEF, CallOp::DEF];
