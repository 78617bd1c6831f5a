//! The keywords of `dx` types and attributes: the names of DXIL's resource
//! classes, kinds, component, sampler and feedback types
//! (<https://llvm.org/docs/DirectX/DXILResources.html>), each read as one bare
//! keyword.

use std::str::FromStr;

use resource_model::UnknownKeyword;
use shader_mlir::asm::{AsmParser, ParseResult};

/// A keyword of one of the resource model's keyword enums.
pub(crate) fn parse_keyword_enum<T: FromStr<Err = UnknownKeyword>>(
    p: &mut AsmParser<'_>,
) -> ParseResult<T> {
    let pos = p.get_current_location();
    let keyword = p.parse_optional_keyword_any().unwrap_or("");
    keyword
        .parse()
        .map_err(|e: UnknownKeyword| p.emit_error_at(pos, e.to_string()))
}

/// The member of `all` whose `name` is the next keyword; otherwise the error
/// `expected(keyword)`.
pub(crate) fn parse_named<T: Copy, N: AsRef<str>>(
    p: &mut AsmParser<'_>,
    all: &[T],
    name: impl Fn(T) -> N,
    expected: impl FnOnce(&str) -> String,
) -> ParseResult<T> {
    let pos = p.get_current_location();
    let keyword = p.parse_optional_keyword_any().unwrap_or("");
    match all.iter().find(|&&member| name(member).as_ref() == keyword) {
        Some(&member) => Ok(member),
        None => Err(p.emit_error_at(pos, expected(keyword))),
    }
}
