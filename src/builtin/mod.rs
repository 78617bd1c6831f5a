//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! Mirrors <https://mlir.llvm.org/docs/Dialects/Builtin/>. The builtin types and
//! attributes live in [`crate::ir`]; their syntax in [`crate::asm`].

pub mod parse;
pub mod print;

use crate::diagnostics::Diagnostic;
use crate::dialect::{Dialect, OpDef, Traits};
use crate::ir::{Ir, OpId};

/// `builtin.module`'s region constraint (`SizedRegion<1>`): exactly one block.
fn verify_module(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match ir.regions(op).first() {
        Some(&region) if ir.region_blocks(region).len() != 1 => Err(ir.op_error(
            op,
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        )),
        _ => Ok(()),
    }
}

pub static DIALECT: Dialect = Dialect::new(
    "builtin",
    &[
        OpDef::new("builtin.module")
            .summary("A top level container operation")
            .traits(
                Traits::ISOLATED_FROM_ABOVE
                    .union(Traits::SYMBOL_TABLE)
                    .union(Traits::NO_TERMINATOR)
                    .union(Traits::SINGLE_BLOCK)
                    .union(Traits::ZERO_RESULTS)
                    .union(Traits::GRAPH_REGION),
            )
            .properties(&["sym_name", "sym_visibility"])
            .verify(verify_module)
            .default_dialect("builtin")
            .asm(parse::parse_module, print::print_module),
        OpDef::new("builtin.unrealized_conversion_cast")
            .summary("An unrealized conversion from one set of types to another")
            .asm(
                parse::parse_unrealized_conversion_cast,
                print::print_unrealized_conversion_cast,
            ),
    ],
)
.summary("The builtin dialect");
