//! What op-by-op lowerings share: ending a pattern with its rewrite
//! ([`replaced`], [`erased`]) and [`op_conversion_patterns!`], the table that
//! turns rows `Name(path::NameOp) => lowering` into conversion patterns whose
//! function receives the root as its typed op handle, as MLIR's
//! `OpConversionPattern<SourceOp>` does
//! (<https://mlir.llvm.org/docs/DialectConversion/#conversion-patterns>).

use crate::conversion::ConversionRewriter;
use crate::ir::{OpId, Value};
use crate::rewrite::RewriteResult;

/// Replaces `op` with `values`: the lowering applied.
pub fn replaced(rw: &mut ConversionRewriter<'_>, op: OpId, values: &[Value]) -> RewriteResult {
    rw.replace_op(op, values);
    Ok(())
}

/// Erases `op`, which has no results: the lowering applied.
pub fn erased(rw: &mut ConversionRewriter<'_>, op: OpId) -> RewriteResult {
    rw.erase_op(op);
    Ok(())
}

/// A table of typed conversion patterns: each row `Name(path::NameOp) =>
/// lowering` becomes (`"NameLowering"`, `NameOp::DEF`, a function that hands
/// `lowering` the root as `Wrap(state.., root, op, loc, adaptor, rewriter)`),
/// where `root` is the op's typed handle and `loc` its location. `Wrap[state]` makes stateful rows
/// ([`StatefulConversionFn`](crate::conversion::StatefulConversionFn)), plain
/// `Wrap` stateless ones ([`ConversionFn`](crate::conversion::ConversionFn)).
#[macro_export]
macro_rules! op_conversion_patterns {
    (@row $wrap:ident [$($state:ident)?] $name:ident ($($op:ident)::+) $lower:path) => {
        (
            concat!(stringify!($name), "Lowering"),
            $($op)::+::DEF,
            |$($state,)? op, adaptor, rw| {
                let root = $crate::rewrite::OrFail::or_fail(
                    $($op)::+::cast(rw.ir(), op),
                    "not the pattern's root op",
                )?;
                let loc = rw.ir().op_loc(op);
                $lower($wrap($($state,)? root, op, loc, adaptor, rw))
            },
        )
    };
    ($wrap:ident; $($rows:tt)*) => {
        $crate::op_conversion_patterns!($wrap []; $($rows)*)
    };
    ($wrap:ident $state:tt; $($name:ident($($op:ident)::+) => $lower:path,)*) => {
        &[$($crate::op_conversion_patterns!(@row $wrap $state $name ($($op)::+) $lower),)*]
    };
}
