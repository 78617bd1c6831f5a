//! `spirv.All` and `spirv.Any` (`OpAll`, `OpAny`): whether all or any
//! component of a boolean vector is true.
//!
//! `%r = spirv.All %v : vector<4xi1>`, the syntax of MLIR's unary logical
//! ops with the `i1` result implied.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::super::encoding::Encoding;
use super::super::table::op_table;
use crate::types::constraints::{BOOL, VECTOR};

macro_rules! reduce_op {
    (reduce $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure], ext = Encoding::Core(Op::$opcode)],
            ["$vector attr-dict `:` type($vector)"], (vector: VECTOR) -> result: BOOL);
    };
}

op_table! { reduce_op;
    reduce AllOp = "spirv.All" (All) "True if all components of the boolean vector are true.";
    reduce AnyOp = "spirv.Any" (Any) "True if any component of the boolean vector is true.";
}
