//! Shader instructions MLIR 22 has no op for, named in MLIR's style (listed
//! in docs/spirv-beyond-mlir-22.md): the rest of `GLSL.std.450` ([`gl`]),
//! `OpAll`/`OpAny` ([`logical`]), array lengths ([`array_length`]), atomic
//! loads and stores and texel pointers ([`memory`]), derivatives
//! ([`derivative`]), the image queries ([`image_query`]), the sampling and
//! gathering forms MLIR lacks ([`image`], [`image_sample`],
//! [`image_sparse`]), invocation control and the fragment shader interlock
//! ([`invocation`]), the `SPV_KHR_subgroup_vote` ops ([`subgroup`]), the
//! broadcasts ([`subgroup_broadcast`]), ray queries ([`ray_query`]) and AMD's
//! instructions glslang emits ([`amd`]).
//!
//! Each is declared with `#[op]` like the ops MLIR has, encoded by the
//! instruction its declaration names. Where MLIR has a similar op, the
//! syntax follows it; otherwise an op reads like MLIR's generic calls:
//! `%r = spirv.GL.SmoothStep %a, %b, %x : (f32, f32, f32) -> f32`.

pub mod amd;
pub mod array_length;
pub mod derivative;
pub mod gl;
pub mod image;
pub mod image_query;
pub mod image_sample;
pub mod image_sparse;
pub mod invocation;
pub mod logical;
pub mod memory;
pub mod ray_query;
pub mod subgroup;
pub mod subgroup_broadcast;

/// An op whose operands and result are listed in order, with the syntax
/// `operands attr-dict : functional-type(operands, results)` (`pure` ones
/// have no side effects; `void` ones no result). Its encoding is an
/// expression, or, after a leading `[encoding, instruction enum]` (a table's
/// `op_table! { beyond_op[Encoding::Core, Op]; ... }`), the instruction.
macro_rules! beyond_op {
    ([$enc:path, $set:ident] $kind:ident $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident,
        $($sig:tt)*) => {
        $crate::ops::beyond::beyond_op!($kind $(#[$doc])* $ty = $name => $enc($set::$inst), $($sig)*);
    };
    (pure $(#[$doc:meta])* $ty:ident = $name:literal => $enc:expr,
        ($($operand:ident: $c:ident),*) -> $result:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name, [traits = [Pure], ext = $enc],
            ["operands attr-dict `:` functional-type(operands, results)"],
            ($($operand: $c),*) -> result: $result);
    };
    (effect $(#[$doc:meta])* $ty:ident = $name:literal => $enc:expr,
        ($($operand:ident: $c:ident),*) -> $result:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name, [ext = $enc],
            ["operands attr-dict `:` functional-type(operands, results)"],
            ($($operand: $c),*) -> result: $result);
    };
    (void $(#[$doc:meta])* $ty:ident = $name:literal => $enc:expr,
        ($($operand:ident: $c:ident),+)) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name, [ext = $enc],
            ["operands attr-dict `:` type(operands)"], ($($operand: $c),+));
    };
}
pub(crate) use beyond_op;
