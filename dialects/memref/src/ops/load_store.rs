//! `memref.load` and `memref.store`: one element of a memref (MLIR's
//! `memref::LoadOp` / `StoreOp`).
//!
//! ```text
//! %v = memref.load %m[%i, %j] : memref<4x4xf32>
//! memref.store %v, %m[%i, %j] {nontemporal = true} : memref<4x4xf32>
//! "memref.load"(%m, %i, %j) : (memref<4x4xf32>, index, index) -> f32
//! ```
//!
//! One `index` per dimension.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, INDEX};
use shader_mlir::ods::property::BoolAttr;
use shader_mlir::op;

use super::support::{ANY_MEMREF, AlignmentAttr, element_type, rank};

/// The ops on one element, `$memref[$indices]`, with MLIR's `nontemporal`
/// and `alignment` hints, one row per op: its fields ahead of the memref
/// (the stored value) and after the hints (the loaded result), the value
/// whose type is the memref's element type, and the message of a wrong
/// index count (`|expected, got|`): an access has one index per dimension.
macro_rules! element_access_ops {
    ($($(#[$doc:meta])* $ty:ident = $name:literal {
        format: $format:literal,
        fields_before: [$($before:tt)*],
        fields_after: [$($after:tt)*],
        element_type_of: $value:ident, $matches:literal,
        wrong_index_count: $message:expr $(,)?
    })*) => {$(
        $(#[$doc])*
        #[op(
            $name,
            traits = [TypesMatchWith($matches, memref, $value, element_type)],
            verify = $ty::verify_index_count
        )]
        #[format($format)]
        pub struct $ty {
            $($before)*
            #[operand(ANY_MEMREF)]
            memref: Value,
            #[operand(INDEX)]
            indices: Vec<Value>,
            /// `DefaultValuedOptionalAttr<BoolAttr, "false">`: absent means false.
            #[property(BoolAttr)]
            nontemporal: Option<bool>,
            #[property(AlignmentAttr)]
            alignment: Option<i64>,
            $($after)*
        }

        impl $ty {
            fn verify_index_count(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
                let access = $ty(op);
                let expected = rank(ir.ctx(), ir.value_type(access.memref(ir))).unwrap_or(0);
                let got = access.indices(ir).len();
                let message: fn(usize, usize) -> String = $message;
                if got != expected {
                    return Err(ir.op_error(op, message(expected, got)));
                }
                Ok(())
            }
        }
    )*};
}

element_access_ops! {
    /// Load operation.
    LoadOp = "memref.load" {
        format: "$memref `[` $indices `]` attr-dict `:` type($memref)",
        fields_before: [],
        fields_after: [#[result(ANY_TYPE)] result: Value,],
        element_type_of: result, "result type matches element type of 'memref'",
        wrong_index_count: |expected, got| {
            format!("incorrect number of indices for load, expected {expected} but got {got}")
        },
    }

    /// Store operation.
    StoreOp = "memref.store" {
        format: "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
        fields_before: [#[operand(ANY_TYPE)] value: Value,],
        fields_after: [],
        element_type_of: value, "type of 'value' matches element type of 'memref'",
        wrong_index_count: |_, _| "store index operand count not equal to memref rank".to_owned(),
    }
}
