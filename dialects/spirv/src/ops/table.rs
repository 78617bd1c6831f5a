//! Op families as tables: [`op_table!`] declares the ops of one family from
//! one row per op, through the family's class macro (MLIR's ODS classes,
//! `SPIRV_LogicalBinaryOp`, `SPIRV_GLUnaryArithmeticOp`, ...; see
//! docs/defining-ops.md, "Families"), and the family's `DEFS` in row order;
//! [`operands_op!`] is the shape most classes give their ops.

/// Declares a family's ops from a table and its `DEFS`: the table's ops in
/// row order, then those the family declares with their own `#[op]`.
///
/// `op_table! { class, by_hand [A, B]; rows }` (`class[args]` hands `[args]`
/// to every row's call first; `by_hand [...]` is optional), a row
/// `kind Type = "spirv.Name" (args) "summary";` declaring the op as
/// `class!(kind #[doc = "summary"] Type = "spirv.Name" => args)`.
macro_rules! op_table {
    ($class:ident; $($rest:tt)*) => {
        $crate::ops::table::op_table!($class []; $($rest)*);
    };
    ($class:ident, $($rest:tt)*) => {
        $crate::ops::table::op_table!($class [], $($rest)*);
    };
    ($class:ident $pre:tt $(, by_hand [$($hand:ident),* $(,)?])?;
        $($kind:ident $ty:ident = $name:literal $args:tt $doc:literal;)*) => {
        $($crate::ops::table::op_table!(@row $class $pre $kind $ty = $name $args $doc);)*

        /// The family's ops, as registered.
        pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] =
            &[$($ty::DEF,)* $($($hand::DEF),*)?];
    };
    (@row $class:ident [] $kind:ident $ty:ident = $name:literal ($($args:tt)*) $doc:literal) => {
        $class!($kind #[doc = $doc] $ty = $name => $($args)*);
    };
    (@row $class:ident $pre:tt $kind:ident $ty:ident = $name:literal ($($args:tt)*) $doc:literal) => {
        $class!($pre $kind #[doc = $doc] $ty = $name => $($args)*);
    };
}
pub(crate) use op_table;

/// An op of operands and at most one result, the shape most classes
/// declare: `#[op(name, options)]`, the format (none for a hand-written
/// syntax), then `(operand: constraint, ...) -> result: constraint`.
macro_rules! operands_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], [$($format:literal)?],
        ($($operand:ident: $c:ident),*) $(-> $result:ident: $r:ident)?) => {
        $(#[$doc])*
        #[op($name, $($options)*)]
        $(#[format($format)])?
        pub struct $ty {
            $(#[operand($c)] $operand: Value,)*
            $(#[result($r)] $result: Value,)?
        }
    };
}
pub(crate) use operands_op;
