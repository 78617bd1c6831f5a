//! The arithmetic op classes the extended instruction sets share: MLIR's
//! `SPIRV_GLUnaryArithmeticOp` / `SPIRV_CLUnaryArithmeticOp` (and their
//! binary and ternary forms) are one shape over the set's encoding
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#gl-ops>,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#cl-ops>). The `GLSL.std.450`
//! ([`super::gl`], [`super::beyond::gl`]), `OpenCL.std` ([`super::cl`]) and
//! AMD ([`super::beyond::amd`]) families declare their ops through it.

/// An op whose operands and result share one type `$c`, instruction `$inst`
/// of the set `[encoding, instruction enum]`: `unary` (`$operand : T`),
/// `binary` and `ternary` (`operands : T`). `@op` is the shape itself, for
/// a class with other options (`#[op]`'s, after the name) and format.
macro_rules! ext_inst_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], [$($format:literal)?],
        ($($operand:ident),*), $c:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name, [$($options)*], [$($format)?],
            ($($operand: $c),*) -> result: $c);
    };
    ([$enc:path, $set:ident] unary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $crate::ops::ext_inst::ext_inst_op!(@op $(#[$doc])* $ty = $name,
            [traits = [Pure, SameOperandsAndResultType], ext = $enc($set::$inst)],
            ["$operand `:` type($operand) attr-dict"], (operand), $c);
    };
    ([$enc:path, $set:ident] binary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $crate::ops::ext_inst::ext_inst_op!(@op $(#[$doc])* $ty = $name,
            [traits = [Pure, SameOperandsAndResultType], ext = $enc($set::$inst)],
            ["operands attr-dict `:` type($result)"], (lhs, rhs), $c);
    };
    ([$enc:path, $set:ident] ternary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $crate::ops::ext_inst::ext_inst_op!(@op $(#[$doc])* $ty = $name,
            [traits = [Pure, SameOperandsAndResultType], ext = $enc($set::$inst)],
            ["operands attr-dict `:` type($result)"], (x, y, z), $c);
    };
}
pub(crate) use ext_inst_op;
