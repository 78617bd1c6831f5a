//! `!hlsl.struct<"Name", (T0, T1, ...)>`: an HLSL struct, the element of
//! structured buffers, cbuffers and tbuffers (docs/hlsl-dialect.md).
//!
//! Members are scalars (signless integers, `f16`, `f32`, `f64`), vectors of 1 to
//! 4 of those, `!hlsl.array` and nested structs. Two structs are the same type
//! when their names and members are.

use shader_mlir::Context;
use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::DialectObjectExt;
use shader_mlir::ir::{DialectTypeStorage, Signedness, Type, TypeKind};

use super::ArrayType;
use super::element::scalar_of;

/// The storage of `!hlsl.struct`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructType {
    pub name: Box<str>,
    pub members: Box<[Type]>,
}

/// A type that cannot be a member of a struct or the element of an array.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MemberError {
    #[error("struct and array members use signless integers: write '{signless}', not '{found}'")]
    SignedInteger { found: String, signless: String },
    #[error("vector members must have 1 to 4 components, got '{0}'")]
    VectorComponents(String),
    #[error(
        "unsupported member type '{0}': members are signless integers (i1, i8, i16, i32, i64), \
         f16, f32, f64, vectors of 1 to 4 of those, !hlsl.array and !hlsl.struct"
    )]
    Unsupported(String),
}

impl DialectTypeStorage for StructType {
    const DIALECT: &'static str = "hlsl";

    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("struct<");
        p.print_string(self.name.as_bytes());
        p.write_str(", (");
        p.print_type_list(self.members.iter().copied());
        p.write_str(")>");
    }
}

impl StructType {
    /// The struct type `name` with `members`, checked.
    pub fn get(ctx: &Context, name: &str, members: &[Type]) -> Result<Type, MemberError> {
        for &member in members {
            check_member(ctx, member)?;
        }
        Ok(StructType {
            name: name.into(),
            members: members.into(),
        }
        .intern_type(ctx))
    }

    /// The struct storage of `ty`, if it is an `!hlsl.struct`.
    pub fn of(ctx: &Context, ty: Type) -> Option<&StructType> {
        Self::of_type(ctx, ty)
    }

    /// Parses `<"Name", (T0, ...)>` after the mnemonic.
    pub fn parse(p: &mut AsmParser<'_>) -> ParseResult<Type> {
        p.parse_less()?;
        let name = p.parse_string()?;
        p.parse_comma()?;
        let mut members = Vec::new();
        let mut positions = Vec::new();
        p.parse_comma_separated_list(Delimiter::Paren, |p| {
            positions.push(p.get_current_location());
            members.push(p.parse_type()?);
            Ok(())
        })?;
        p.parse_greater()?;
        for (&member, &pos) in members.iter().zip(&positions) {
            if let Err(e) = check_member(p.ctx(), member) {
                return Err(p.emit_error_at(pos, e.to_string()));
            }
        }
        Ok(StructType {
            name: name.into(),
            members: members.into(),
        }
        .intern_type(p.ctx()))
    }
}

/// Whether `ty` may be a struct member or an array element.
pub(crate) fn check_member(ctx: &Context, ty: Type) -> Result<(), MemberError> {
    let printed = || type_to_string(ctx, ty);
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            if *signedness != Signedness::Signless {
                let signless = type_to_string(ctx, ctx.integer_type(*width, Signedness::Signless));
                return Err(MemberError::SignedInteger {
                    found: printed(),
                    signless,
                });
            }
            check_scalar(ctx, ty, printed)
        }
        TypeKind::Float(_) => check_scalar(ctx, ty, printed),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            if shape.len() != 1 || scalable[0] || !(1..=4).contains(&shape[0]) {
                return Err(MemberError::VectorComponents(printed()));
            }
            check_member(ctx, *element).map_err(|e| match e {
                MemberError::SignedInteger { .. } => {
                    let signless = super::signless_type(ctx, ty);
                    MemberError::SignedInteger {
                        found: printed(),
                        signless: type_to_string(ctx, signless),
                    }
                }
                _ => MemberError::Unsupported(printed()),
            })
        }
        TypeKind::Dialect(storage)
            if storage.downcast_ref::<StructType>().is_some()
                || storage.downcast_ref::<ArrayType>().is_some() =>
        {
            Ok(())
        }
        _ => Err(MemberError::Unsupported(printed())),
    }
}

fn check_scalar(ctx: &Context, ty: Type, printed: impl Fn() -> String) -> Result<(), MemberError> {
    match scalar_of(ctx, ty) {
        Some(s) if matches!(s.bits, 1 | 8 | 16 | 32 | 64) => Ok(()),
        _ => Err(MemberError::Unsupported(printed())),
    }
}
