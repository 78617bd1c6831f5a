//! The builtin ops, declared with [`crate::op`]
//! (<https://mlir.llvm.org/docs/Dialects/Builtin/#operations>).

use crate::ir::{RegionId, Value};
use crate::ods::constraint::{ANY_TYPE, SIZED_REGION_1};
use crate::ods::property::{StrAttr, SymbolNameAttr};
use crate::op;

/// A top level container operation.
///
/// `module @name attributes {foo.x = 1 : i64} { ... }`; an empty body gets its
/// one (empty) block.
#[op(
    "builtin.module",
    traits = [IsolatedFromAbove, SymbolTable, NoTerminator, SingleBlock, GraphRegion],
    default_dialect = "builtin"
)]
#[format("($sym_name^)? attr-dict-with-keyword $bodyRegion")]
pub struct ModuleOp {
    /// The module's symbol name.
    #[property(SymbolNameAttr)]
    sym_name: Option<&str>,
    /// The symbol's visibility (`"private"`, ...).
    #[property(StrAttr)]
    sym_visibility: Option<&str>,
    /// The body: one block of ops, no terminator.
    #[region(SIZED_REGION_1, name = "bodyRegion")]
    body: RegionId,
}

/// An unrealized conversion from one set of types to another.
///
/// `%1:2 = builtin.unrealized_conversion_cast %0 : i32 to f32, i64`.
#[op("builtin.unrealized_conversion_cast")]
#[format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")]
pub struct UnrealizedConversionCastOp {
    #[operand(ANY_TYPE)]
    inputs: Vec<Value>,
    #[result(ANY_TYPE)]
    outputs: Vec<Value>,
}
