//! Types: uniqued handles into the [`Context`](crate::Context).
//!
//! Mirrors MLIR's builtin types (<https://mlir.llvm.org/docs/Dialects/Builtin/#types>)
//! plus two escape hatches: dialect types implemented in Rust by a dialect crate
//! ([`DialectType`]) and opaque types of unregistered dialects (`!foo.bar<...>`),
//! kept as their verbatim body text.

use std::hash::Hash;

use crate::Ident;
use crate::ir::Attribute;
use crate::ir::dialect_storage::DialectObject;
use crate::ir::handles::handle;

handle!(
    /// A uniqued type. Equality is an index compare.
    Type,
    "Type#",
    u32
);

/// Integer signedness semantics, as in MLIR (`i32`, `si32`, `ui32`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The builtin floating-point types; [`crate::apfloat::Semantics::of`] gives
/// each one's format. The order is that of [`crate::apfloat::FORMATS`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    TF32,
    F80,
    F128,
    F8E5M2,
    F8E5M2FNUZ,
    F8E4M3,
    F8E4M3FN,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E3M2FN,
    F6E2M3FN,
    F4E2M1FN,
}

impl FloatKind {
    /// The keyword MLIR spells this type with.
    pub fn keyword(self) -> &'static str {
        crate::apfloat::FORMATS[self as usize].1
    }

    pub fn from_keyword(s: &str) -> Option<Self> {
        if !matches!(s.as_bytes().first(), Some(b'f' | b'b' | b't')) {
            return None;
        }
        crate::apfloat::FORMATS
            .iter()
            .find(|(_, keyword, _)| *keyword == s)
            .map(|(kind, _, _)| *kind)
    }

    /// Storage width in bits.
    pub fn width(self) -> u32 {
        crate::apfloat::FORMATS[self as usize].2.width
    }
}

/// Marker for a dynamic dimension (`?`) in shapes, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The storage of a type.
#[derive(Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Float(FloatKind),
    Index,
    None,
    /// `vector<[4]x2xf32>`: `scalable[i]` marks `[N]` dimensions.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        element: Type,
    },
    RankedTensor {
        shape: Box<[i64]>,
        element: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        element: Type,
    },
    MemRef {
        shape: Box<[i64]>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    Complex(Type),
    Tuple(Box<[Type]>),
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// A type of an unregistered dialect: `!dialect.body` / `!dialect<"body">`,
    /// kept verbatim (the bytes of the source, UTF-8 or not).
    Opaque {
        dialect: Ident,
        body: Box<[u8]>,
    },
    /// A type defined by a registered dialect.
    Dialect(DialectType),
}

pub use super::dialect_storage::DialectTypeStorage;

/// A boxed dialect type with value semantics for uniquing.
pub type DialectType = DialectObject;
/// Object-safe face of [`DialectTypeStorage`].
pub use super::dialect_storage::DynDialectStorage as DynDialectType;
