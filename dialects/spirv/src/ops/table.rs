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
/// `class!(kind #[doc = "summary"] Type = "spirv.Name" => args)`; a row may
/// carry its doc comment before it instead of the summary after it. A row
/// of kind `op` is an op of no class: its arguments are those of
/// [`operands_op!`] after the name (`[options], ["format"], (fields) -> results`);
/// one of kind `bare` is an instruction of no operands and no result, written
/// `spirv.Name attr-dict`: `bare Type = "spirv.Name" (Opcode, [traits])`.
macro_rules! op_table {
    ($class:ident; $($rest:tt)*) => {
        $crate::ops::table::op_table!($class []; $($rest)*);
    };
    ($class:ident, $($rest:tt)*) => {
        $crate::ops::table::op_table!($class [], $($rest)*);
    };
    ($class:ident $pre:tt $(, by_hand [$($hand:ident),* $(,)?])?;
        $($(#[$m:meta])* $kind:ident $ty:ident = $name:literal $args:tt $($doc:literal)?;)*) => {
        $($crate::ops::table::op_table!(@row $class $pre $kind $(#[$m])* $(#[doc = $doc])? $ty = $name $args);)*

        /// The family's ops, as registered.
        pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] =
            &[$($ty::DEF,)* $($($hand::DEF),*)?];
    };
    (@row $class:ident $pre:tt op $(#[$m:meta])* $ty:ident = $name:literal ($($args:tt)*)) => {
        $crate::ops::table::operands_op!($(#[$m])* $ty = $name, $($args)*);
    };
    (@row $class:ident $pre:tt bare $(#[$m:meta])* $ty:ident = $name:literal
        ($opcode:ident $(, [$($traits:tt)*])?)) => {
        $crate::ops::table::operands_op!($(#[$m])* $ty = $name,
            [$(traits = [$($traits)*],)? ext = Encoding::Core(Op::$opcode)], ["attr-dict"], ());
    };
    (@row $class:ident [] $kind:ident $(#[$m:meta])* $ty:ident = $name:literal ($($args:tt)*)) => {
        $class!($kind $(#[$m])* $ty = $name => $($args)*);
    };
    (@row $class:ident $pre:tt $kind:ident $(#[$m:meta])* $ty:ident = $name:literal ($($args:tt)*)) => {
        $class!($pre $kind $(#[$m])* $ty = $name => $($args)*);
    };
}
pub(crate) use op_table;

/// The class of a family whose ops differ only by their instruction: the
/// table hands every row the family's `[options], ["format"], (fields) ->
/// results` (those of [`operands_op!`]), a row names its op and its `Op`
/// opcode:
/// `op_table! { same_shape_op[[traits = [Pure]], ["..."], (x: C) -> result: C]; kind Ty = "spirv.X" (X) "summary"; }`.
macro_rules! same_shape_op {
    ([[$($options:tt)*], $format:tt, $($fields:tt)*]
        $kind:ident $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name,
            [$($options)*, ext = Encoding::Core(Op::$opcode)], $format, $($fields)*);
    };
}
pub(crate) use same_shape_op;

/// An op of properties, operands and results, the shape most classes
/// declare: `#[op(name, options)]`, the format (none for a hand-written
/// syntax), then the fields in declaration order and the results after
/// `->`. A field is `name: CONSTRAINT` (one value), `name: Vec<CONSTRAINT>`
/// or `name: Option<CONSTRAINT>` (a variadic or optional group), or
/// `prop name: Kind = T` (a property of kind `Kind` read as `T`), each with
/// its own doc comment if it has one; `[...]` after the constraint or kind
/// adds the field's other arguments (`image: IMAGE [name = "sampled_image"]`,
/// `prop flag: UnitAttr [default = false] = bool`); `region name: CONSTRAINT`
/// and `successor name: Block` (or `Vec<...>` of either) are the op's regions
/// and successors:
///
/// `operands_op!(Ty = "spirv.X", [traits = [Pure]], ["..."], (prop scope: ScopeAttr = Scope, value: ANY_TYPE) -> result: ANY_TYPE)`.
macro_rules! operands_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], [$($format:literal)?],
        ($($fields:tt)*) $(-> $($results:tt)*)?) => {
        $crate::ops::table::operands_op!(@field [$(#[$doc])* $ty = $name, [$($options)*], [$($format)?]] []
            operand [$($fields)*] [$($($results)*)?]);
    };
    (@field $head:tt $acc:tt $role:ident [$(#[$m:meta])* prop $n:ident: $k:ident $([$($extra:tt)*])?
        = $($rest:tt)*] $next:tt) => {
        $crate::ops::table::operands_op!(@prop $head $acc $role
            [$(#[$m])* #[property($k $(, $($extra)*)?)] $n:] [$($rest)*] $next);
    };
    // A property's type: the tokens up to the next comma.
    (@prop $head:tt [$($acc:tt)*] $role:ident [$($field:tt)*] [$(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head [$($acc)* $($field)*,] $role [$($($rest)*)?] $next);
    };
    (@prop $head:tt $acc:tt $role:ident [$($field:tt)*] [$t:tt $($rest:tt)*] $next:tt) => {
        $crate::ops::table::operands_op!(@prop $head $acc $role [$($field)* $t] [$($rest)*] $next);
    };
    (@field $head:tt [$($acc:tt)*] $role:ident [$(#[$m:meta])* $n:ident: $group:ident<$c:ident>
        $([$($extra:tt)*])? $(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head
            [$($acc)* $(#[$m])* #[$role($c $(, $($extra)*)?)] $n: $group<Value>,] $role [$($($rest)*)?] $next);
    };
    (@field $head:tt [$($acc:tt)*] $role:ident [$(#[$m:meta])* $n:ident: $c:ident $([$($extra:tt)*])?
        $(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head
            [$($acc)* $(#[$m])* #[$role($c $(, $($extra)*)?)] $n: Value,] $role [$($($rest)*)?] $next);
    };
    (@field $head:tt [$($acc:tt)*] $role:ident [$(#[$m:meta])* region $n:ident: $group:ident<$c:ident>
        $(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head
            [$($acc)* $(#[$m])* #[region($c)] $n: $group<RegionId>,] $role [$($($rest)*)?] $next);
    };
    (@field $head:tt [$($acc:tt)*] $role:ident [$(#[$m:meta])* region $n:ident: $c:ident
        $(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head
            [$($acc)* $(#[$m])* #[region($c)] $n: RegionId,] $role [$($($rest)*)?] $next);
    };
    (@field $head:tt [$($acc:tt)*] $role:ident [$(#[$m:meta])* successor $n:ident: $group:ident<Block>
        $([$($extra:tt)*])? $(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head
            [$($acc)* $(#[$m])* #[successor$(($($extra)*))?] $n: $group<BlockId>,] $role [$($($rest)*)?] $next);
    };
    (@field $head:tt [$($acc:tt)*] $role:ident [$(#[$m:meta])* successor $n:ident: Block
        $([$($extra:tt)*])? $(, $($rest:tt)*)?] $next:tt) => {
        $crate::ops::table::operands_op!(@field $head
            [$($acc)* $(#[$m])* #[successor$(($($extra)*))?] $n: BlockId,] $role [$($($rest)*)?] $next);
    };
    // The operands done, the results.
    (@field $head:tt $acc:tt operand [] $results:tt) => {
        $crate::ops::table::operands_op!(@field $head $acc result $results []);
    };
    (@field [$(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], [$($format:literal)?]]
        [$($fields:tt)*] result [] []) => {
        $(#[$doc])*
        #[op($name, $($options)*)]
        $(#[format($format)])?
        pub struct $ty {
            $($fields)*
        }
    };
}
pub(crate) use operands_op;
