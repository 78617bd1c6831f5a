//! The type parser: what follows `!dx.`.
//!
//! ```text
//! dx-type ::= `TypedBuffer` `<` type `,` flag `,` flag `,` flag `>`
//!           | `RawBuffer` `<` type `,` flag `,` flag `>`
//!           | `Texture` `<` type `,` flag `,` flag `,` flag `,` kind `>`
//!           | `MSTexture` `<` type `,` flag `,` count `,` flag `,` kind `>`
//!           | `FeedbackTexture` `<` (`MinMip` | `MipRegionUsed`) `,` kind `>`
//!           | `CBuffer` `<` type `>` | `TBuffer` `<` type `>`
//!           | `Sampler` `<` (`Default` | `Comparison`) `>`
//! flag    ::= `0` | `1`
//! count   ::= integer in 1..=255
//! kind    ::= a DXIL resource kind name (`Texture2D`, `Texture2DMSArray`, ...)
//! ```

use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::Type;

use resource_model::{DxType, FeedbackKind, MAX_SAMPLE_COUNT, ResourceKind, SamplerType};

use super::ResourceType;
use crate::keyword::{parse_keyword_enum, parse_named};

/// The names after `!dx.`, in the order docs/dx-dialect.md lists them.
pub const TYPE_NAMES: &[&str] = &[
    "TypedBuffer",
    "RawBuffer",
    "Texture",
    "MSTexture",
    "FeedbackTexture",
    "CBuffer",
    "TBuffer",
    "Sampler",
];

/// Parses a `dx` type after `!dx.` (the dialect's type hook).
pub(crate) fn parse_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.get_current_location();
    let name = p.parse_optional_keyword_any().unwrap_or("");
    if !TYPE_NAMES.contains(&name) {
        let message = format!(
            "unknown 'dx' type '{name}': expected one of {}",
            TYPE_NAMES.join(", ")
        );
        return Err(p.emit_error_at(pos, message));
    }
    p.parse_less()?;
    let (shape, element) = match name {
        "TypedBuffer" => {
            let element = p.parse_type()?;
            let [writeable, rov, signed] = parse_flags(p, ["IsWriteable", "IsROV", "IsSigned"])?;
            (
                DxType::TypedBuffer {
                    writeable,
                    rov,
                    signed,
                },
                Some(element),
            )
        }
        "RawBuffer" => {
            let element = p.parse_type()?;
            let [writeable, rov] = parse_flags(p, ["IsWriteable", "IsROV"])?;
            (DxType::RawBuffer { writeable, rov }, Some(element))
        }
        "Texture" => {
            let element = p.parse_type()?;
            let [writeable, rov, signed] = parse_flags(p, ["IsWriteable", "IsROV", "IsSigned"])?;
            let dim = parse_kind(p)?;
            (
                DxType::Texture {
                    writeable,
                    rov,
                    signed,
                    dim,
                },
                Some(element),
            )
        }
        "MSTexture" => {
            let element = p.parse_type()?;
            let writeable = parse_flag(p, "IsWriteable")?;
            let count = parse_count(p)?;
            let signed = parse_flag(p, "IsSigned")?;
            let dim = parse_kind(p)?;
            (
                DxType::MSTexture {
                    writeable,
                    count,
                    signed,
                    dim,
                },
                Some(element),
            )
        }
        "FeedbackTexture" => {
            let feedback = parse_feedback(p)?;
            let dim = parse_kind(p)?;
            (DxType::FeedbackTexture { feedback, dim }, None)
        }
        "CBuffer" => (DxType::CBuffer, Some(p.parse_type()?)),
        "TBuffer" => (DxType::TBuffer, Some(p.parse_type()?)),
        _ => (DxType::Sampler(parse_keyword_enum::<SamplerType>(p)?), None),
    };
    p.parse_greater()?;
    ResourceType::get(p.ctx(), shape, element).map_err(|e| p.emit_error_at(pos, e.to_string()))
}

/// `, 0` or `, 1`.
fn parse_flag(p: &mut AsmParser<'_>, what: &str) -> ParseResult<bool> {
    p.parse_comma()?;
    let pos = p.get_current_location();
    match p.parse_integer::<i64>()? {
        0 => Ok(false),
        1 => Ok(true),
        other => Err(p.emit_error_at(pos, format!("expected 0 or 1 for {what}, got {other}"))),
    }
}

/// `, 0` or `, 1` for each of `names`, in order.
fn parse_flags<const N: usize>(p: &mut AsmParser<'_>, names: [&str; N]) -> ParseResult<[bool; N]> {
    let mut flags = [false; N];
    for (flag, name) in flags.iter_mut().zip(names) {
        *flag = parse_flag(p, name)?;
    }
    Ok(flags)
}

/// `, N`: a sample count.
fn parse_count(p: &mut AsmParser<'_>) -> ParseResult<u32> {
    p.parse_comma()?;
    let pos = p.get_current_location();
    let count = p.parse_integer::<i64>()?;
    match u32::try_from(count) {
        Ok(count) if (1..=MAX_SAMPLE_COUNT).contains(&count) => Ok(count),
        _ => Err(p.emit_error_at(
            pos,
            format!("Count must be between 1 and {MAX_SAMPLE_COUNT}, got {count}"),
        )),
    }
}

/// `, KIND`: a DXIL resource kind name.
fn parse_kind(p: &mut AsmParser<'_>) -> ParseResult<ResourceKind> {
    p.parse_comma()?;
    parse_keyword_enum(p)
}

/// `MinMip` or `MipRegionUsed` (DXIL's sampler feedback type names).
fn parse_feedback(p: &mut AsmParser<'_>) -> ParseResult<FeedbackKind> {
    parse_named(p, FeedbackKind::ALL, FeedbackKind::dxil_name, |keyword| {
        format!("expected feedback type 'MinMip' or 'MipRegionUsed', got '{keyword}'")
    })
}
