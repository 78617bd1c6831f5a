//! The ops of the `arith` dialect, each declared with `#[op]`; the ODS classes
//! of `ArithOps.td` (binary ops, casts) are one `macro_rules!` each:
//!
//! | ops | Rust types | file |
//! |---|---|---|
//! | `arith.constant` | [`ConstantOp`] | `constant.rs` |
//! | `addi subi muli divsi divui ceildivsi ceildivui floordivsi remsi remui andi ori xori shli shrsi shrui maxsi maxui minsi minui` | [`AddIOp`] ... [`MinUIOp`] | `binary.rs` |
//! | `addf subf mulf divf remf maximumf minimumf maxnumf minnumf` | [`AddFOp`] ... [`MinNumFOp`] | `binary.rs` |
//! | `arith.negf` | [`NegFOp`] | `negf.rs` |
//! | `arith.cmpi`, `arith.cmpf` | [`CmpIOp`], [`CmpFOp`] | `cmp.rs` |
//! | `arith.select` | [`SelectOp`] | `select.rs` |
//! | `extsi extui trunci extf truncf sitofp uitofp fptosi fptoui index_cast index_castui bitcast` | [`ExtSIOp`] ... [`BitcastOp`] | `cast.rs` (folding: `cast_fold.rs`) |

mod binary;
mod cast;
mod cast_fold;
mod cmp;
mod constant;
mod negf;
pub mod properties;
mod select;
pub(crate) mod support;

pub(crate) use binary::add_commute_pattern;
pub use binary::{
    AddFOp, AddIOp, AndIOp, CeilDivSIOp, CeilDivUIOp, DivFOp, DivSIOp, DivUIOp, FloorDivSIOp,
    MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp,
    MulIOp, OrIOp, RemFOp, RemSIOp, RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, XOrIOp,
};
pub use cast::{
    BitcastOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp,
    TruncFOp, TruncIOp, UIToFPOp,
};
pub use cmp::{CmpFOp, CmpIOp};
pub use constant::{ConstantOp, constant_type};
pub use negf::NegFOp;
pub use select::SelectOp;
pub use support::i1_same_shape;

use shader_mlir::dialect::OpDef;

/// The definitions of every op, one slice per file.
pub(crate) static DEFS: &[&[&OpDef]] = &[
    &[ConstantOp::DEF, NegFOp::DEF, SelectOp::DEF],
    &[CmpIOp::DEF, CmpFOp::DEF],
    binary::DEFS,
    cast::DEFS,
];
