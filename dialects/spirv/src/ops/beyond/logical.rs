//! `spirv.All` and `spirv.Any` (`OpAll`, `OpAny`): whether all or any
//! component of a boolean vector is true.
//!
//! `%r = spirv.All %v : vector<4xi1>`, the syntax of MLIR's unary logical
//! ops with the `i1` result implied.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::super::encoding::Encoding;
use super::super::table::{op_table, same_shape_op};
use crate::types::constraints::{BOOL, VECTOR};

op_table! { same_shape_op[[traits = [Pure]], ["$vector attr-dict `:` type($vector)"],
        (vector: VECTOR) -> result: BOOL];
    reduce AllOp = "spirv.All" (All) "True if all components of the boolean vector are true.";
    reduce AnyOp = "spirv.Any" (Any) "True if any component of the boolean vector is true.";
}
