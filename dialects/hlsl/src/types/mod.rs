//! The types of the `hlsl` dialect (design section 6.1):
//!
//! - [`HandleType`]: `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>`, a resource handle;
//! - [`StructType`]: `!hlsl.struct<"Name", (T0, T1, ...)>`;
//! - [`ArrayType`]: `!hlsl.array<N x T>`;
//! - the HLSL object names of seed `000` as sugar for handle types
//!   (`!hlsl.Texture2DMS<vector<4xf32>, 8>`, `!hlsl.ByteAddressBuffer`, ...),
//!   which parse to and print as the canonical `!hlsl.handle`.
//!
//! [`element_info`] maps an IR type to the resource model's `ElementInfo`;
//! [`signless_type`] gives the type of values loaded from or stored to a
//! resource whose element is a given type.

mod array;
mod element;
mod handle;
mod struct_type;
mod sugar;

#[cfg(test)]
mod tests;

pub use array::{ArrayType, ArrayTypeError};
pub use element::{ElementError, element_info, has_signed_integers, scalar_of, signless_type};
pub use handle::{HandleType, HandleTypeError};
pub use struct_type::{MemberError, StructType};

use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::Type;

use crate::resource::HlslObject;

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
