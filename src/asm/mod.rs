//! MLIR's textual format: lexer, parser and printer.

pub mod function_signature;
pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::{
    AsmParser, ParseError, ParseOptions, ParseResult, parse_bytes, parse_source,
    parse_source_range, parse_str,
};
pub use printer::{
    AsmPrinter, PrintOptions, Text, print_op, print_op_bytes, write_op, write_op_to,
};

/// The identity of a static string (a name from an op definition): its address
/// and length. Caches keyed by it find their entry without comparing text.
pub(crate) type StaticStrKey = (usize, usize);

pub(crate) fn static_str_key(s: &'static str) -> StaticStrKey {
    (s.as_ptr() as usize, s.len())
}
