//! The operand and result lists that whole families of resource ops share,
//! declared once: each macro takes an op's `#[op]`/`#[format]` attributes and
//! its own fields, and writes the `#[op]` struct around them
//! (docs/defining-ops.md), and the tables that declare a family's ops from
//! one row each.

/// An op declared as written: the `wrap` of the access macros below for
/// ops with no further shared fields.
macro_rules! declare {
    ($($item:tt)*) => {
        $($item)*
    };
}

/// A read that reports HLSL's `out uint status`: the op's fields, then the
/// value read (of the constraint after `->`) and the optional `status`
/// (for `CheckAccessFullyMapped`).
macro_rules! status_read_op {
    (
        $(#[$attr:meta])*
        pub struct $name:ident -> $result:ident {
            $($fields:tt)*
        }
    ) => {
        $(#[$attr])*
        pub struct $name {
            $($fields)*
            #[result($result)]
            result: Value,
            /// HLSL's `out uint status`.
            #[result(I32)]
            status: Option<Value>,
        }
    };
}

/// An access to resource memory, handed to `wrap` (a macro above, or
/// [`declare!`]): the op's `[leading]` fields, the operands that say where
/// it reads or writes, then the op's own fields. Where is one of
/// - `sampler`: the `texture`, `sampler` and `coord` operands;
/// - `texel`: the texture `handle` and the texel `coord`;
/// - `buffer`: the `handle`, the element `index` (a byte offset for
///   byte-address buffers) and the optional `member` path into a
///   structured buffer's element.
macro_rules! resource_access_op {
    (sampler, $($op:tt)*) => {
        resource_access_op!(@at (texture: HANDLE, sampler: SAMPLER_HANDLE, coord: ANY_TYPE) {}, $($op)*);
    };
    (texel, $($op:tt)*) => {
        resource_access_op!(@at (handle: HANDLE, coord: ANY_TYPE) {}, $($op)*);
    };
    (buffer, $($op:tt)*) => {
        resource_access_op!(@at (handle: HANDLE, index: I32) {
            /// The member path into a structured buffer's element, if any.
            #[property(DenseI32ArrayAttr)]
            member: Option<Vec<i32>>,
        }, $($op)*);
    };
    (
        @at ($($operand:ident: $c:ident),*) { $($at:tt)* },
        $wrap:ident,
        $(#[$attr:meta])*
        pub struct $name:ident [$($lead:tt)*] $(-> $result:ident)? {
            $($fields:tt)*
        }
    ) => {
        $wrap! {
            $(#[$attr])*
            pub struct $name $(-> $result)? {
                $($lead)*
                $(
                    #[operand($c)]
                    $operand: Value,
                )*
                $($at)*
                $($fields)*
            }
        }
    };
}

/// A read through a sampler (`hlsl.texture.sample*`, `hlsl.texture.gather*`):
/// a [`resource_access_op!`] through a sampler that is a [`status_read_op!`].
macro_rules! sampled_read_op {
    ($(#[$attr:meta])* pub struct $name:ident -> $result:ident { $($fields:tt)* }) => {
        resource_access_op!(sampler, status_read_op, $(#[$attr])* pub struct $name [] -> $result { $($fields)* });
    };
}

/// A sampler feedback write (`hlsl.feedback.write*`): a
/// [`resource_access_op!`] through a sampler, led by the `feedback` texture.
macro_rules! feedback_write_op {
    ($(#[$attr:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        resource_access_op!(sampler, declare, $(#[$attr])* pub struct $name [
            #[operand(HANDLE)]
            feedback: Value,
        ] { $($fields)* });
    };
}

/// A table of sampling methods: `family anchor;`, then one row per op,
/// `/// doc` and `kind Op = "name" [-> RESULT], (f32 operands) [clamp],
/// verify, "format";`, each declared through `family` (the macro of the
/// shared operands, above), as MLIR's ODS derives the ops of a class
/// (docs/defining-ops.md, "Families"). The row's `f32` operands come first;
/// `kind` `grad` adds the explicit gradients `ddx` and `ddy` (one `f32` per
/// dimension of the `anchor` texture operand), `plain` none; a trailing
/// `clamp` is the optional minimum level of detail.
macro_rules! sampler_ops {
    ($family:ident $anchor:ident;
        $($(#[$doc:meta])* $kind:ident $ty:ident = $name:literal $(-> $result:ident)?,
            ($($f32:ident),*) $($clamp:ident)?, $verify:expr, $format:literal;)*) => {
        $(sampler_ops!(@$kind $family $anchor, $(#[$doc])* $ty = $name $(-> $result)?,
            ($($f32),*) $($clamp)?, $verify, $format);)*
    };
    (@plain $family:ident $anchor:ident, $(#[$doc:meta])* $ty:ident = $name:literal $(-> $result:ident)?,
        ($($f32:ident),*) $($clamp:ident)?, $verify:expr, $format:literal) => {
        $family! {
            $(#[$doc])*
            #[op($name, verify = $verify)]
            #[format($format)]
            pub struct $ty $(-> $result)? {
                $(#[operand(F32)] $f32: Value,)*
                $(
                    /// The minimum level of detail.
                    #[operand(F32)]
                    $clamp: Option<Value>,
                )?
            }
        }
    };
    (@grad $family:ident $anchor:ident, $(#[$doc:meta])* $ty:ident = $name:literal $(-> $result:ident)?,
        ($($f32:ident),*) $($clamp:ident)?, $verify:expr, $format:literal) => {
        $family! {
            $(#[$doc])*
            #[op(
                $name,
                traits = [
                    TypesMatchWith("'ddx' has one f32 per texture dimension", $anchor, ddx, gradient_type),
                    TypesMatchWith("'ddy' has one f32 per texture dimension", $anchor, ddy, gradient_type)
                ],
                verify = $verify
            )]
            #[format($format)]
            pub struct $ty $(-> $result)? {
                $(#[operand(F32)] $f32: Value,)*
                #[operand(ANY_TYPE)]
                ddx: Value,
                #[operand(ANY_TYPE)]
                ddy: Value,
                $(
                    /// The minimum level of detail.
                    #[operand(F32)]
                    $clamp: Option<Value>,
                )?
            }
        }
    };
}

/// A table of ops made of operands and one `result`: one row per op,
/// `/// doc` and `Op = "name", [#[op] options], "format", [property: Kind
/// => Type]? (operand: Constraint, ...) -> Constraint;`; and `DEFS`, the
/// table's ops in row order.
macro_rules! operand_ops {
    ($($(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], $format:literal,
        $([$prop:ident: $kind:ident => $pty:ident])? ($($operand:ident: $c:ident),*) -> $r:ident;)*) => {
        $(
            $(#[$doc])*
            #[op($name, $($options)*)]
            #[format($format)]
            pub struct $ty {
                $(
                    #[property($kind)]
                    $prop: $pty,
                )?
                $(
                    #[operand($c)]
                    $operand: Value,
                )*
                #[result($r)]
                result: Value,
            }
        )*

        /// The table's ops, as registered.
        pub(crate) static DEFS: &[&shader_mlir::dialect::OpDef] = &[$($ty::DEF,)*];
    };
}
