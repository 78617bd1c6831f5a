//! Small pieces the type, attribute and op parsers share: printing types and
//! attributes into diagnostics, and MLIR's `struct(params)` assembly format
//! (`name = value` pairs in any order, as `mlir-tblgen` generates for
//! attributes such as `#spirv.entry_point_abi<...>`).

use shader_mlir::Context;
use shader_mlir::asm::printer::{attr_to_string, type_to_string};
use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::{Attribute, Type};

/// A type as diagnostics show it (without quotes).
pub fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}

/// A type as MLIR streams it into a diagnostic: `'vector<4xf32>'`.
pub fn quoted(ctx: &Context, ty: Type) -> String {
    format!("'{}'", type_to_string(ctx, ty))
}

/// An attribute as diagnostics show it (without quotes).
pub fn attr_str(ctx: &Context, attr: Attribute) -> String {
    attr_to_string(ctx, attr)
}

/// Parses `name = value (, name = value)*` up to (not including) the closing
/// `>`, in any order, each name at most once: MLIR's `struct(params)`.
/// `parse_value` parses the value of parameter `index` of `names`; then every
/// name in `required` must have been seen.
pub(crate) fn parse_struct_params(
    p: &mut AsmParser<'_>,
    names: &[&str],
    required: &[&str],
    mut parse_value: impl FnMut(&mut AsmParser<'_>, usize) -> ParseResult<()>,
) -> ParseResult<()> {
    let mut seen = vec![false; names.len()];
    let start = p.get_current_location();
    let mut first = true;
    loop {
        let loc = p.get_current_location();
        let name = if first {
            // `<>`: no parameter at all.
            match p.parse_optional_keyword_any() {
                Some(name) => name,
                None => break,
            }
        } else {
            p.parse_keyword_any()?
        };
        first = false;
        let index = match names.iter().position(|&n| n == name) {
            Some(i) if !seen[i] => i,
            _ => {
                return Err(p.emit_error_at(
                    loc,
                    format!("duplicate or unknown struct parameter name: {name}"),
                ));
            }
        };
        seen[index] = true;
        p.parse_equal()?;
        parse_value(p, index)?;
        if !p.parse_optional_comma() {
            break;
        }
    }
    check_required(p, names, required, &seen, start)
}

fn check_required(
    p: &mut AsmParser<'_>,
    names: &[&str],
    required: &[&str],
    seen: &[bool],
    loc: shader_mlir::asm::parser::SourcePos,
) -> ParseResult<()> {
    for name in required {
        if let Some(i) = names.iter().position(|n| n == name)
            && !seen[i]
        {
            return Err(
                p.emit_error_at(loc, format!("struct is missing required parameter: {name}"))
            );
        }
    }
    Ok(())
}
