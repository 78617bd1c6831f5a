//! The ops of the `func` dialect, each declared with `#[op]` in the file named
//! after it:
//!
//! | op | Rust type |
//! |---|---|
//! | `func.func` | [`FuncOp`] (`func.rs`) |
//! | `func.return` | [`ReturnOp`] (`return.rs`) |
//! | `func.call` | [`CallOp`] (`call.rs`) |

/// An op with the call-like properties MLIR's `func.func` and `func.call`
/// share: the op's `[leading]` fields, one attribute dictionary per argument
/// and per result, `no_inline`, then the op's own fields.
macro_rules! with_call_attrs {
    ($(#[$attr:meta])* pub struct $name:ident [$($lead:tt)*] { $($fields:tt)* }) => {
        $(#[$attr])*
        pub struct $name {
            $($lead)*
            /// One attribute dictionary per argument.
            #[property(DictArrayAttr)]
            arg_attrs: Option<&[Attribute]>,
            /// One attribute dictionary per result.
            #[property(DictArrayAttr)]
            res_attrs: Option<&[Attribute]>,
            #[property(UnitAttr)]
            no_inline: bool,
            $($fields)*
        }
    };
}

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
