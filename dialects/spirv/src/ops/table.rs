//! Op families as tables: [`op_table!`] declares the ops of one family from
//! one row per op, through the family's class macro (MLIR's ODS classes,
//! `SPIRV_LogicalBinaryOp`, `SPIRV_GLUnaryArithmeticOp`, ...; see
//! docs/defining-ops.md, "Families"), and the family's `DEFS` in row order.

/// Declares a family's ops from a table and its `DEFS`, every row in order.
///
/// `op_table! { class; rows }` (or `op_table! { class[args]; rows }`, which
/// hands `[args]` to every row's call first), a row being either
///
/// - `kind Type = "spirv.Name" (args) "summary";`: the op, declared as
///   `class!(kind #[doc = "summary"] Type = "spirv.Name" => args)`, or
/// - `by_hand Type;`: an op declared with its own `#[op]` in the file,
///   listed in `DEFS` at this place.
macro_rules! op_table {
    ($class:ident $pre:tt; $($kind:ident $ty:ident $(= $name:literal $args:tt $doc:literal)?;)*) => {
        $($crate::ops::table::op_table!(@row $class $pre $kind $ty $(= $name $args $doc)?);)*

        /// The family's ops, as registered.
        pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[$($ty::DEF),*];
    };
    ($class:ident; $($rows:tt)*) => {
        $crate::ops::table::op_table!($class []; $($rows)*);
    };
    (@row $class:ident [] $kind:ident $ty:ident = $name:literal ($($args:tt)*) $doc:literal) => {
        $class!($kind #[doc = $doc] $ty = $name => $($args)*);
    };
    (@row $class:ident $pre:tt $kind:ident $ty:ident = $name:literal ($($args:tt)*) $doc:literal) => {
        $class!($pre $kind #[doc = $doc] $ty = $name => $($args)*);
    };
    (@row $class:ident $pre:tt by_hand $ty:ident) => {};
}
pub(crate) use op_table;
