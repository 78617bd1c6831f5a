//! `!hlsl.array<N x T>`: a fixed-size array inside a struct or as a structured
//! buffer's element (docs/hlsl-dialect.md). `N >= 1`; `T` is any struct member type.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::DialectObjectExt;
use shader_mlir::ir::{DialectTypeStorage, Type};

use super::struct_type::{MemberError, check_member};

/// The storage of `!hlsl.array`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayType {
    pub len: u32,
    pub element: Type,
}

/// An array type that cannot exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArrayTypeError {
    #[error("!hlsl.array length must be between 1 and {max}, got {0}", max = u32::MAX)]
    Length(i64),
    #[error(transparent)]
    Element(#[from] MemberError),
}

impl DialectTypeStorage for ArrayType {
    const DIALECT: &'static str = "hlsl";

    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("array<");
        p.write_int(self.len);
        p.write_str(" x ");
        p.print_type(self.element);
        p.write_char('>');
    }
}

impl ArrayType {
    /// The array type of `len` elements of type `element`, checked.
    pub fn get(ctx: &Context, len: u32, element: Type) -> Result<Type, ArrayTypeError> {
        if len == 0 {
            return Err(ArrayTypeError::Length(0));
        }
        check_member(ctx, element)?;
        Ok(ArrayType { len, element }.intern_type(ctx))
    }

    /// The array storage of `ty`, if it is an `!hlsl.array`.
    pub fn of(ctx: &Context, ty: Type) -> Option<&ArrayType> {
        Self::of_type(ctx, ty)
    }

    /// Parses `<N x T>` after the mnemonic.
    pub fn parse(p: &mut AsmParser<'_>) -> ParseResult<Type> {
        p.parse_less()?;
        let len_pos = p.get_current_location();
        let dims = p.parse_dimension_list(false, true)?;
        let [len] = dims[..] else {
            return Err(p.emit_error_at(len_pos, "expected one array length followed by 'x'"));
        };
        let element_pos = p.get_current_location();
        let element = p.parse_type()?;
        p.parse_greater()?;
        let len = match u32::try_from(len) {
            Ok(len) if len > 0 => len,
            _ => return Err(p.emit_error_at(len_pos, ArrayTypeError::Length(len).to_string())),
        };
        match ArrayType::get(p.ctx(), len, element) {
            Ok(ty) => Ok(ty),
            Err(e) => Err(p.emit_error_at(element_pos, e.to_string())),
        }
    }
}
