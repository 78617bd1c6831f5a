//! MLIR's textual format: lexer, parser and printer.

pub mod lexer;
pub mod parser;
pub mod printer;

pub use parser::{AsmParser, ParseError, ParseOptions, ParseResult, parse_source, parse_source_range, parse_str};
pub use printer::{AsmPrinter, PrintOptions, print_op, write_op, write_op_to};
