//! Table-driven op families: an op is one row naming its textual name, its
//! SPIR-V encoding, its traits, its ODS [`Signature`] and its custom
//! [`Format`]. [`family!`](crate::family) turns a table into the family's
//! registered `OPS` (each with its own verifier, parser and printer) and its
//! `ROWS` (what the availability queries and the serializer read).
//!
//! ```ignore
//! crate::family! {
//!     OPS, ROWS;
//!     "spirv.IAdd" => Encoding::Core(Op::IAdd), Traits::PURE.union(Traits::COMMUTATIVE),
//!         "Integer addition of Operand 1 and Operand 2",
//!         binary(&INT_SV_COOP), same_type(2);
//! }
//! ```

use super::format::Format;
use super::ods::Signature;

/// How an op is encoded in a SPIR-V binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// A core instruction.
    Core(spirv::Op),
    /// An `OpExtInst` of the `GLSL.std.450` extended instruction set.
    GlslStd450(spirv::GlslStd450Op),
}

impl Encoding {
    /// The name of the extended instruction set `OpExtInstImport` names.
    pub const GLSL_STD_450: &'static str = "GLSL.std.450";

    /// The core opcode: the instruction itself, or `OpExtInst`.
    pub fn opcode(self) -> spirv::Op {
        match self {
            Encoding::Core(op) => op,
            Encoding::GlslStd450(_) => spirv::Op::ExtInst,
        }
    }
}

/// One row of a family table.
#[derive(Clone, Copy, Debug)]
pub struct FamilyOp {
    pub name: &'static str,
    pub encoding: Encoding,
    pub signature: Signature,
    pub format: Format,
}

/// Declares an op family: `pub static $ops: &[OpDef]` to register and
/// `pub static $rows: &[FamilyOp]` to query, from one table.
#[macro_export]
macro_rules! family {
    (
        $ops:ident, $rows:ident;
        $( $name:literal => $encoding:expr, $traits:expr, $summary:literal, $signature:expr, $format:expr; )*
    ) => {
        /// Every op of the family, as registered with the dialect.
        pub static $ops: &[::shader_mlir::dialect::OpDef] = &[
            $( $crate::family!(@def $name, $traits, $summary, $signature, $format) ),*
        ];

        /// Every op of the family with its encoding, signature and format.
        pub static $rows: &[$crate::ops::family::FamilyOp] = &[
            $( $crate::ops::family::FamilyOp {
                name: $name,
                encoding: $encoding,
                signature: $signature,
                format: $format,
            } ),*
        ];
    };
    (@def $name:literal, $traits:expr, $summary:literal, $signature:expr, $format:expr) => {{
        const SIGNATURE: $crate::ops::ods::Signature = $signature;
        const FORMAT: $crate::ops::format::Format = $format;
        fn verify(
            ir: &::shader_mlir::ir::Ir,
            op: ::shader_mlir::ir::OpId,
        ) -> ::std::result::Result<(), ::shader_mlir::diagnostics::Diagnostic> {
            SIGNATURE.check(ir, op)
        }
        fn parse(
            p: &mut ::shader_mlir::asm::AsmParser<'_>,
            state: &mut ::shader_mlir::ir::OperationState,
        ) -> ::shader_mlir::asm::ParseResult<()> {
            FORMAT.parse(p, state)
        }
        fn print(p: &mut ::shader_mlir::asm::AsmPrinter<'_>, op: ::shader_mlir::ir::OpId) {
            FORMAT.print(p, op)
        }
        fn custom_printable(ir: &::shader_mlir::ir::Ir, op: ::shader_mlir::ir::OpId) -> bool {
            FORMAT.can_print(ir, op)
        }
        ::shader_mlir::dialect::OpDef::new($name)
            .summary($summary)
            .traits($traits)
            .properties(SIGNATURE.properties)
            .verify(verify)
            .asm(parse, print)
            .custom_printable(custom_printable)
    }};
}
