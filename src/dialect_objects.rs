//! Dialect types and attributes as values of their Rust storage: uniquing a
//! storage value as a type or an attribute, and reading it back (MLIR's
//! `Type::get` / `Type::dyn_cast` for types defined in C++,
//! <https://mlir.llvm.org/docs/DefiningDialects/AttributesAndTypes/>).

use crate::Context;
use crate::ir::{AttrKind, Attribute, DialectObject, DialectStorage, Type, TypeKind};

/// What every [`DialectStorage`] can do with a [`Context`].
pub trait DialectObjectExt: DialectStorage + Sized {
    /// The uniqued type holding `self`.
    fn intern_type(self, ctx: &Context) -> Type {
        ctx.intern_type(TypeKind::Dialect(DialectObject::new(self)))
    }

    /// The uniqued attribute holding `self`.
    fn intern_attr(self, ctx: &Context) -> Attribute {
        ctx.intern_attr(AttrKind::Dialect(DialectObject::new(self)))
    }

    /// The storage of `ty`, if it is a type of this storage.
    fn of_type(ctx: &Context, ty: Type) -> Option<&Self> {
        match ctx.type_kind(ty) {
            TypeKind::Dialect(storage) => storage.downcast_ref(),
            _ => None,
        }
    }

    /// The storage of `attr`, if it is an attribute of this storage.
    fn of_attr(ctx: &Context, attr: Attribute) -> Option<&Self> {
        match ctx.attr_kind(attr) {
            AttrKind::Dialect(storage) => storage.downcast_ref(),
            _ => None,
        }
    }
}

impl<T: DialectStorage> DialectObjectExt for T {}
