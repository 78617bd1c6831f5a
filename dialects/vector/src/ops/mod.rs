//! The element ops of `vector`, each declared with `#[op]` in the file named
//! after it:
//!
//! | op | Rust type |
//! |---|---|
//! | `vector.extract` | [`ExtractOp`] (`extract.rs`) |
//! | `vector.insert` | [`InsertOp`] (`insert.rs`) |
//! | `vector.from_elements` | [`FromElementsOp`] (`from_elements.rs`) |
//! | `vector.broadcast` | [`BroadcastOp`] (`broadcast.rs`) |

mod broadcast;
mod extract;
mod from_elements;
mod insert;
mod support;

pub use broadcast::BroadcastOp;
pub use extract::ExtractOp;
pub use from_elements::FromElementsOp;
pub use insert::InsertOp;

use shader_mlir::dialect::OpDef;

/// Every op of the dialect.
pub(crate) static DEFS: &[&OpDef] = &[
    ExtractOp::DEF,
    InsertOp::DEF,
    FromElementsOp::DEF,
    BroadcastOp::DEF,
];
