//! The parser of MLIR 22's textual format.
//!
//! Mirrors `mlir/lib/AsmParser` and the grammar of the language reference
//! (<https://mlir.llvm.org/docs/LangRef/>), including the wording and position of
//! its diagnostics. [`parse_source`] reads one buffer of a [`SourceMgr`] into an
//! [`Ir`] and returns the top-level op (a `builtin.module`, implicit or written).
//!
//! # Custom assembly: [`AsmParser`]
//!
//! Op parse hooks ([`crate::dialect::ParseFn`]) and dialect type/attribute hooks
//! ([`crate::dialect::TypeParseFn`], [`crate::dialect::AttrParseFn`]) receive
//! `&mut AsmParser`. Its methods mirror MLIR's `OpAsmParser` / `DialectAsmParser`
//! with snake_case names, so MLIR's documentation applies
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/#custom-parser-and-printer-methods>):
//!
//! | area | methods |
//! |---|---|
//! | context | [`ctx`](AsmParser::ctx), [`ir`](AsmParser::ir), [`get_current_location`](AsmParser::get_current_location), [`get_name_loc`](AsmParser::get_name_loc), [`get_encoded_source_loc`](AsmParser::get_encoded_source_loc), [`emit_error`](AsmParser::emit_error), [`emit_error_at`](AsmParser::emit_error_at), [`emit`](AsmParser::emit), [`num_results`](AsmParser::num_results), [`result_name`](AsmParser::result_name) |
//! | punctuation | `parse_{comma,colon,equal,arrow,less,greater,lparen,rparen,lsquare,rsquare,lbrace,rbrace,question,star,plus,minus,slash,vertical_bar,ellipsis}` and `parse_optional_*` of each |
//! | keywords | [`parse_keyword`](AsmParser::parse_keyword), [`parse_optional_keyword`](AsmParser::parse_optional_keyword), [`parse_optional_keyword_of`](AsmParser::parse_optional_keyword_of), [`parse_keyword_any`](AsmParser::parse_keyword_any), [`parse_optional_keyword_any`](AsmParser::parse_optional_keyword_any), [`parse_keyword_or_string`](AsmParser::parse_keyword_or_string) |
//! | literals | [`parse_string`](AsmParser::parse_string), [`parse_optional_string`](AsmParser::parse_optional_string), [`parse_integer`](AsmParser::parse_integer), [`parse_optional_integer`](AsmParser::parse_optional_integer), [`parse_float`](AsmParser::parse_float), [`parse_f64`](AsmParser::parse_f64) |
//! | lists | [`parse_comma_separated_list`](AsmParser::parse_comma_separated_list) with a [`Delimiter`] |
//! | types | [`parse_type`](AsmParser::parse_type), [`parse_optional_type`](AsmParser::parse_optional_type), [`parse_colon_type`](AsmParser::parse_colon_type), [`parse_colon_type_list`](AsmParser::parse_colon_type_list), [`parse_type_list`](AsmParser::parse_type_list), [`parse_arrow_type_list`](AsmParser::parse_arrow_type_list), [`parse_functional_type`](AsmParser::parse_functional_type), [`parse_dimension_list`](AsmParser::parse_dimension_list) |
//! | attributes | [`parse_attribute`](AsmParser::parse_attribute), [`parse_optional_attribute`](AsmParser::parse_optional_attribute), [`parse_optional_attr_dict`](AsmParser::parse_optional_attr_dict), [`parse_optional_attr_dict_with_keyword`](AsmParser::parse_optional_attr_dict_with_keyword), [`parse_optional_properties`](AsmParser::parse_optional_properties), [`parse_symbol_name`](AsmParser::parse_symbol_name), [`parse_optional_location_specifier`](AsmParser::parse_optional_location_specifier) |
//! | SSA values | [`parse_operand`](AsmParser::parse_operand), [`parse_operand_list`](AsmParser::parse_operand_list), [`resolve_operand`](AsmParser::resolve_operand), [`resolve_operands`](AsmParser::resolve_operands), [`parse_argument`](AsmParser::parse_argument), [`parse_argument_list`](AsmParser::parse_argument_list), [`parse_optional_assignment_list`](AsmParser::parse_optional_assignment_list) |
//! | regions, blocks | [`parse_region`](AsmParser::parse_region), [`parse_optional_region`](AsmParser::parse_optional_region), [`parse_successor`](AsmParser::parse_successor), [`parse_successor_and_use_list`](AsmParser::parse_successor_and_use_list) |
//! | fallback | [`parse_generic_operation_after_op_name`](AsmParser::parse_generic_operation_after_op_name) |
//!
//! Every method that fails has already reported its diagnostic; hooks just
//! propagate the [`ParseError`] with `?`. Inside an op hook, errors raised through
//! [`emit_error`](AsmParser::emit_error) read `custom op 'NAME' message`, as MLIR's do.
//!
//! ```ignore
//! // `%r = my.add %a, %b : i32`
//! fn parse_add(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
//!     let operands = p.parse_operand_list(Delimiter::None)?;
//!     p.parse_optional_attr_dict(&mut state.attributes)?;
//!     let ty = p.parse_colon_type()?;
//!     p.resolve_operands_same_type(&operands, ty, &mut state.operands)?;
//!     state.result_types.push(ty);
//!     Ok(())
//! }
//! ```
//!
//! # Representation choices
//!
//! - Unregistered dialect types and attributes (`!foo.bar<...>`, `#foo<"...">`)
//!   become `Opaque { dialect, body }` where `body` is MLIR's "symbol data": the
//!   text after `foo.` for the pretty form (`bar<...>`), or the text between the
//!   outer `<` `>` for the verbose form (`"..."`, quotes included).
//! - `affine_map<...>` and `affine_set<...>` are [`AffineMap`](crate::ir::AffineMap) /
//!   [`IntegerSet`](crate::ir::IntegerSet) attributes, their expressions built
//!   (and so simplified) as MLIR builds them.
//! - Forward references are block arguments of one detached block (never printed,
//!   never walked) until their definition replaces their uses.
//! - File metadata `{-# ... #-}`: resource sections are checked for form and
//!   dropped: `external_resources` of any name, `dialect_resources` of `builtin`
//!   (whose blobs nothing here references); other dialects' resource sections are
//!   refused as MLIR refuses them. They do not survive a round trip (`mlir-opt`
//!   prints them back).
//! - Values above [`ParseOptions::max_nesting_depth`] nested regions, attributes,
//!   types or locations are refused with a located diagnostic; the recursion never
//!   overflows the stack below that limit.

mod affine;
mod attributes;
mod custom;
mod dense;
mod float;
mod lines;
mod locations;
mod ops;
mod pending_locs;
mod regions;
mod spellings;
mod split;
mod state;
mod top;
mod types;

#[cfg(test)]
mod tests;

use std::fmt;
use std::sync::Arc;

pub use custom::{Argument, Delimiter, SourcePos, UnresolvedOperand};
pub use state::AsmParser;

use crate::Context;
use crate::diagnostics::{BufferId, Diagnostic, DiagnosticEngine, SourceMgr};
use crate::ir::{Attribute, Ir, OpId, Type};

/// Nesting depth (regions, attributes, types, locations) refused by default.
pub const DEFAULT_MAX_NESTING_DEPTH: u32 = 512;

/// Blocks shorter than this parse on one thread by default: below about a
/// megabyte, starting a thread and scanning the text cost more than the
/// second core saves.
pub const DEFAULT_PARALLEL_MIN_BYTES: u32 = 1 << 20;

/// How a buffer is parsed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParseOptions {
    /// Wrap the top-level ops in a `builtin.module` unless the buffer holds exactly
    /// one `builtin.module` (what `mlir-opt` does). When false, the buffer must hold
    /// exactly one op, which is returned (`--no-implicit-module`).
    pub implicit_module: bool,
    /// Deepest nesting accepted before a "nesting too deep" diagnostic.
    pub max_nesting_depth: u32,
    /// When the context allows threads, a block of ops at least this many
    /// bytes long is parsed half on another thread (see the `split` module);
    /// the IR is the same either way. With 0, the input is scanned before
    /// parsing and the first block that can be split is: a deterministic
    /// split for tests.
    pub parallel_min_bytes: u32,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            implicit_module: true,
            max_nesting_depth: DEFAULT_MAX_NESTING_DEPTH,
            parallel_min_bytes: DEFAULT_PARALLEL_MIN_BYTES,
        }
    }
}

/// A parse failure; the diagnostic was already reported.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParseError;

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("parse error (reported as a diagnostic)")
    }
}

impl std::error::Error for ParseError {}

pub type ParseResult<T> = Result<T, ParseError>;

/// Parses buffer `buffer` of `sources` into a new [`Ir`], returning it with its
/// top-level op. Diagnostics go to `diags`; `None` means at least one error was
/// reported.
pub fn parse_source(
    ctx: &Arc<Context>,
    sources: &SourceMgr,
    buffer: BufferId,
    opts: &ParseOptions,
    diags: &DiagnosticEngine,
) -> Option<(Ir, OpId)> {
    let buf = sources.buffer(buffer);
    top::parse_buffer(ctx, buf.name(), buf.bytes(), 0, 1, Some(buf), opts, diags)
}

/// Parses bytes `range` of buffer `buffer` (one `--split-input-file` chunk) as a
/// whole input; locations and diagnostics keep the lines and columns of the
/// whole buffer, as `mlir-opt` reports them.
pub fn parse_source_range(
    ctx: &Arc<Context>,
    sources: &SourceMgr,
    buffer: BufferId,
    range: std::ops::Range<usize>,
    opts: &ParseOptions,
    diags: &DiagnosticEngine,
) -> Option<(Ir, OpId)> {
    let buf = sources.buffer(buffer);
    let text = buf.bytes();
    let end = range.end.min(text.len());
    let start = range.start.min(end);
    let prefix = &text[..end];
    // A whole buffer starts on line 1 without the buffer's line table, which is
    // then never built unless a diagnostic needs it.
    let first_line = if start == 0 { 1 } else { buf.line_col(start).0 };
    top::parse_buffer(
        ctx,
        buf.name(),
        prefix,
        start,
        first_line,
        Some(buf),
        opts,
        diags,
    )
}

/// Parses `text` as a whole buffer named `name` (a convenience for tests and tools
/// that hold no [`SourceMgr`]).
pub fn parse_str(
    ctx: &Arc<Context>,
    name: &str,
    text: &str,
    opts: &ParseOptions,
    diags: &DiagnosticEngine,
) -> Option<(Ir, OpId)> {
    top::parse_buffer(ctx, name, text.as_bytes(), 0, 1, None, opts, diags)
}

/// Like [`parse_str`] for a buffer of bytes (MLIR's input need not be UTF-8:
/// string literals may hold any byte).
pub fn parse_bytes(
    ctx: &Arc<Context>,
    name: &str,
    bytes: &[u8],
    opts: &ParseOptions,
    diags: &DiagnosticEngine,
) -> Option<(Ir, OpId)> {
    top::parse_buffer(ctx, name, bytes, 0, 1, None, opts, diags)
}

/// Parses a standalone type such as `vector<4xf32>` (MLIR's `mlir::parseType`);
/// the whole string must be consumed. Errors name the string as the buffer.
pub fn parse_type_str(ctx: &Arc<Context>, text: &str) -> Result<Type, Diagnostic> {
    top::parse_symbol(ctx, text, |p| p.parse_type())
}

/// Parses a standalone attribute such as `#spirv.vce<v1.0, [Shader], []>` (MLIR's
/// `mlir::parseAttribute`); the whole string must be consumed.
pub fn parse_attribute_str(ctx: &Arc<Context>, text: &str) -> Result<Attribute, Diagnostic> {
    top::parse_symbol(ctx, text, |p| p.parse_attribute(None))
}
