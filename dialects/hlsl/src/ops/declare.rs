//! The operand and result lists that whole families of texture ops share,
//! declared once: each macro takes an op's `#[op]`/`#[format]` attributes and
//! its own fields, and writes the `#[op]` struct around them
//! (docs/defining-ops.md).

/// A table of op families: each `family { rows }` declares its rows, `/// doc
/// Op = "name", args...;`, as `family!(/// doc Op = "name", args...)`, as
/// MLIR's ODS derives the ops of a class (docs/defining-ops.md, "Families").
macro_rules! op_table {
    ($($family:ident { $($(#[$doc:meta])* $ty:ident = $name:literal $(, $arg:tt)*;)* })*) => {
        $($($family!($(#[$doc])* $ty = $name $(, $arg)*);)*)*
    };
}

/// A read through a sampler (`hlsl.texture.sample*`, `hlsl.texture.gather*`):
/// the `texture`, `sampler` and `coord` operands, then the op's own fields,
/// then the sampled value (of the constraint after `->`) and HLSL's optional
/// `out uint status`.
macro_rules! sampled_read_op {
    (
        $(#[$attr:meta])*
        pub struct $name:ident -> $result:ident {
            $($fields:tt)*
        }
    ) => {
        $(#[$attr])*
        pub struct $name {
            #[operand(HANDLE)]
            texture: Value,
            #[operand(SAMPLER_HANDLE)]
            sampler: Value,
            #[operand(ANY_TYPE)]
            coord: Value,
            $($fields)*
            #[result($result)]
            result: Value,
            /// HLSL's `out uint status`.
            #[result(I32)]
            status: Option<Value>,
        }
    };
}

/// A sampler feedback write (`hlsl.feedback.write*`): the `feedback`
/// texture, the `texture` it describes, the `sampler` and `coord` operands,
/// then the op's own fields.
macro_rules! feedback_write_op {
    (
        $(#[$attr:meta])*
        pub struct $name:ident {
            $($fields:tt)*
        }
    ) => {
        $(#[$attr])*
        pub struct $name {
            #[operand(HANDLE)]
            feedback: Value,
            #[operand(HANDLE)]
            texture: Value,
            #[operand(SAMPLER_HANDLE)]
            sampler: Value,
            #[operand(ANY_TYPE)]
            coord: Value,
            $($fields)*
        }
    };
}
