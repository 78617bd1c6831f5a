//! `!hlsl.NAME<...>`: the HLSL object names of wg-hlsl proposal 0015, spelled as the
//! proposal
//! spells them, as sugar for the one `!hlsl.handle` each object is.
//!
//! The parameters follow the resource model's [`SugarParams`]: nothing
//! (`!hlsl.ByteAddressBuffer`, `!hlsl.SamplerState`), the element type
//! (`!hlsl.RWStructuredBuffer<vector<4xf32>>`, `!hlsl.cbuffer<!hlsl.struct<...>>`),
//! the element type and the sample count (`!hlsl.Texture2DMS<vector<4xf32>, 8>`)
//! or the feedback kind (`!hlsl.FeedbackTexture2D<min_mip>`). The result prints
//! in the canonical `!hlsl.handle` form.

use shader_mlir::asm::parser::SourcePos;
use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::Type;

use super::handle::{HandleType, parse_feedback_kind};
use resource_model::{ElementInfo, HlslObject, MAX_SAMPLE_COUNT, SugarArg, SugarParams};

/// Parses the parameters of `object`'s sugar (after its name at `pos`).
pub(crate) fn parse(
    p: &mut AsmParser<'_>,
    object: HlslObject,
    pos: SourcePos,
) -> ParseResult<Type> {
    let info = object.info();
    let ctx = p.ctx();
    let (element, arg) = match info.params {
        SugarParams::None => {
            if p.parse_optional_less() {
                return Err(
                    p.emit_error_at(pos, format!("'{object}' takes {}", info.params.describe()))
                );
            }
            (implied_element(p, object, pos)?, SugarArg::None)
        }
        SugarParams::Element => {
            p.parse_less()?;
            let element = p.parse_type()?;
            p.parse_greater()?;
            (element, SugarArg::None)
        }
        SugarParams::ElementAndSampleCount => {
            p.parse_less()?;
            let element = p.parse_type()?;
            p.parse_comma()?;
            let count_pos = p.get_current_location();
            let count: i64 = p.parse_integer()?;
            p.parse_greater()?;
            match u32::try_from(count) {
                Ok(count) if (1..=MAX_SAMPLE_COUNT).contains(&count) => {
                    (element, SugarArg::SampleCount(count))
                }
                _ => {
                    let message = format!(
                        "sample count must be between 1 and {MAX_SAMPLE_COUNT}, got {count}"
                    );
                    return Err(p.emit_error_at(count_pos, message));
                }
            }
        }
        SugarParams::FeedbackKind => {
            p.parse_less()?;
            let kind = parse_feedback_kind(p)?;
            p.parse_greater()?;
            (implied_element(p, object, pos)?, SugarArg::Feedback(kind))
        }
    };
    let properties = object
        .properties(arg)
        .map_err(|e| p.emit_error_at(pos, e.to_string()))?;
    HandleType::get(ctx, properties, element)
        .map_err(|e| p.emit_error_at(pos, format!("invalid '{object}': {e}")))
}

/// The element an object without an element parameter has (`i8`, `none`).
fn implied_element(p: &mut AsmParser<'_>, object: HlslObject, pos: SourcePos) -> ParseResult<Type> {
    let common = p.ctx().common();
    match object.info().element.implied_element() {
        Some(ElementInfo::Byte) => Ok(common.i8),
        Some(ElementInfo::None) => Ok(common.none),
        _ => Err(p.emit_error_at(
            pos,
            format!("'{object}' takes {}", object.info().params.describe()),
        )),
    }
}
