//! The storage of types and attributes that dialects implement in Rust: a
//! plain `Eq + Hash` value behind a box that the [`Context`](crate::Context)
//! uniques like any builtin type or attribute (MLIR's `TypeStorage` /
//! `AttributeStorage`, <https://mlir.llvm.org/docs/DefiningDialects/AttributesAndTypes/>).
//! Types and attributes share the mechanism: [`DialectTypeStorage`] and
//! [`DialectAttrStorage`](crate::ir::DialectAttrStorage) are two names of
//! [`DialectStorage`]; [`DialectObjectExt`] uniques a storage value as a type
//! or an attribute and reads it back (MLIR's `Type::get` / `Type::dyn_cast`).

use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};

use crate::Context;
use crate::asm::AsmPrinter;
use crate::ir::{AttrKind, Attribute, Type, TypeKind};

/// The storage a dialect provides for its types or attributes.
///
/// Implement this for a plain `Eq + Hash` struct or enum; the printer writes
/// `!<DIALECT>.` (types) or `#<DIALECT>.` (attributes) and then calls
/// [`DialectStorage::print`] for the rest (e.g. `ptr<f32, StorageBuffer>`).
pub trait DialectStorage: Any + fmt::Debug + Eq + Hash + Send + Sync {
    /// The dialect namespace, e.g. `"spirv"`.
    const DIALECT: &'static str;
    /// Prints the value after `!dialect.` or `#dialect.`.
    fn print(&self, p: &mut AsmPrinter<'_>);
    /// The alias this value prints under at the top of a file (`!name = ...`,
    /// `#name = ...`), like MLIR's `OpAsmTypeInterface::getAlias` and
    /// `OpAsmAttrInterface::getAlias`; `None` (the default) prints it inline.
    fn alias(&self) -> Option<String> {
        None
    }
    /// For a type that is shaped in the sense of MLIR's
    /// `ShapedTypeInterface`, its static shape and element type (e.g.
    /// `!spirv.coopmatrix<16x16xf32, ...>` is `16x16` of `f32`), so that
    /// `dense<...>` elements attributes may carry it; `None` (the default)
    /// for every other type, and for attributes.
    fn shape(&self) -> Option<(Box<[i64]>, Type)> {
        None
    }
}

/// The name dialect types implement [`DialectStorage`] under.
pub use DialectStorage as DialectTypeStorage;

/// Object-safe face of [`DialectStorage`].
pub trait DynDialectStorage: Any + fmt::Debug + Send + Sync {
    fn dialect(&self) -> &'static str;
    fn dyn_eq(&self, other: &dyn DynDialectStorage) -> bool;
    fn dyn_hash(&self, state: &mut dyn Hasher);
    fn print(&self, p: &mut AsmPrinter<'_>);
    fn alias(&self) -> Option<String>;
    fn shape(&self) -> Option<(Box<[i64]>, Type)>;
    fn as_any(&self) -> &dyn Any;
}

impl<T: DialectStorage> DynDialectStorage for T {
    fn dialect(&self) -> &'static str {
        T::DIALECT
    }
    fn dyn_eq(&self, other: &dyn DynDialectStorage) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        std::any::TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }
    fn print(&self, p: &mut AsmPrinter<'_>) {
        DialectStorage::print(self, p)
    }
    fn alias(&self) -> Option<String> {
        DialectStorage::alias(self)
    }
    fn shape(&self) -> Option<(Box<[i64]>, Type)> {
        DialectStorage::shape(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A boxed dialect type or attribute with value semantics for uniquing.
#[derive(Debug)]
pub struct DialectObject(pub Box<dyn DynDialectStorage>);

impl DialectObject {
    pub fn new<T: DialectStorage>(storage: T) -> Self {
        DialectObject(Box::new(storage))
    }
    pub fn downcast_ref<T: DialectStorage>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }
}

impl PartialEq for DialectObject {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(&*other.0)
    }
}
impl Eq for DialectObject {}
impl Hash for DialectObject {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state)
    }
}

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
