//! The types of the `hlsl` dialect:
//!
//! - [`HandleType`]: `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>`, a resource handle;
//! - the HLSL object names of wg-hlsl proposal 0015
//!   (<https://github.com/llvm/wg-hlsl/blob/main/proposals/0015-resource-attributes-in-dxil-and-spirv.md>)
//!   as sugar for handle types (`!hlsl.Texture2DMS<vector<4xf32>, 8>`,
//!   `!hlsl.ByteAddressBuffer`, ...), which parse to and print as the canonical
//!   `!hlsl.handle`;
//! - `!hlsl.struct` and `!hlsl.array`, the element types the `dx` dialect
//!   embeds too: defined in the resource model
//!   ([`resource_model::element_types`]), parsed here under the dialect's
//!   namespace.

mod handle;
mod sugar;

#[cfg(test)]
mod tests;

pub use handle::{HandleType, HandleTypeError};

use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::Type;

use resource_model::HlslObject;
use resource_model::element_types::{ArrayType, StructType};

/// The dialect's type parser, positioned on the mnemonic after `!hlsl.`.
pub(crate) fn parse_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let pos = p.get_current_location();
    let mnemonic = p.parse_optional_keyword_any().unwrap_or("");
    match mnemonic {
        "handle" => HandleType::parse(p, pos),
        "struct" => StructType::parse(p),
        "array" => ArrayType::parse(p),
        name => match HlslObject::from_name(name) {
            Some(object) => sugar::parse(p, object, pos),
            None => Err(p.emit_error_at(
                pos,
                format!(
                    "unknown 'hlsl' type '{name}': expected 'handle', 'struct', 'array' or an HLSL resource \
                     object name ({})",
                    HlslObject::SPELLINGS.join(", ")
                ),
            )),
        },
    }
}
