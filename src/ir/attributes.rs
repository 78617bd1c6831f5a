//! Attributes and locations: uniqued handles into the [`Context`](crate::Context).
//!
//! Mirrors MLIR's builtin attributes
//! (<https://mlir.llvm.org/docs/Dialects/Builtin/#attributes>) and its location
//! attributes (<https://mlir.llvm.org/docs/Diagnostics/#source-locations>). Dialects
//! add attributes through [`DialectAttrStorage`]; attributes of unregistered
//! dialects are kept as opaque text.

use std::hash::Hash;

use crate::Ident;
use crate::ir::dialect_storage::DialectObject;
use crate::ir::handles::handle;
use crate::ir::{AffineMap, IntegerSet, Type};

handle!(
    /// A uniqued attribute. Equality is an index compare.
    Attribute,
    "Attr#",
    u32
);

/// A location is an attribute of one of the location kinds.
pub type Location = Attribute;

/// Set in the index of an [`Attribute`] that names a file location: the
/// context uniques those in a table of their own (`FileLineColLoc`s, one per
/// parsed op, take 16 bytes there where the storage of any attribute takes
/// 48 and a hash-table slot).
pub(crate) const FILE_LOC: u32 = 1 << 31;

impl Attribute {
    /// A small number naming the attribute, for tables indexed by attribute:
    /// file locations and the other attributes take turns.
    pub(crate) fn dense_index(self) -> usize {
        let (table, index) = if self.0 & FILE_LOC != 0 {
            (1, self.0 & !FILE_LOC)
        } else {
            (0, self.0)
        };
        (index as usize) << 1 | table
    }
}

/// `name = value` in a dictionary.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttribute {
    pub name: Ident,
    pub value: Attribute,
}

/// The storage of an attribute.
#[derive(Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    Unit,
    Bool(bool),
    /// An integer of type `ty` (an integer or `index` type). `value` holds the
    /// number sign-extended (signless/signed) or zero-extended (unsigned) to 128 bits.
    Integer {
        value: i128,
        ty: Type,
    },
    /// An integer of an integer type wider than 128 bits: its two's-complement
    /// pattern in the type's width ([`crate::apint`]).
    WideInteger {
        words: Box<[u64]>,
        ty: Type,
    },
    /// A float of type `ty`; `bits` is its IEEE (or bf16/tf32/x87) bit pattern.
    Float {
        bits: u128,
        ty: Type,
    },
    /// A string; bytes need not be UTF-8 (MLIR allows `\xx` escapes).
    String {
        value: Box<[u8]>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Box<[Attribute]>),
    /// Sorted by name, names unique.
    Dictionary(Box<[NamedAttribute]>),
    /// `array<i32: 1, 2>`: elements stored as raw bit patterns of the element type.
    DenseArray {
        element: Type,
        values: Box<[u64]>,
    },
    /// `dense<...>`: `values` holds one scalar attribute per element, or exactly one
    /// for a splat.
    DenseElements {
        ty: Type,
        values: Box<[Attribute]>,
        splat: bool,
    },
    /// `sparse<indices, values> : type`: the elements of `ty` at `indices` (a
    /// dense `i64` tensor of one index per row) are `values` (a dense 1-d
    /// tensor), the others zero.
    SparseElements {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `@root::@nested...`
    SymbolRef {
        root: Ident,
        nested: Box<[Ident]>,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`.
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 - 1 >= 0)>`.
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>` memref layout.
    Strided {
        strides: Box<[i64]>,
        offset: i64,
    },
    /// An attribute of an unregistered dialect, kept verbatim (the bytes of
    /// the source, UTF-8 or not), with the type written after it
    /// (`#foo.bar : i32`), if any.
    Opaque {
        dialect: Ident,
        body: Box<[u8]>,
        ty: Option<Type>,
    },
    /// `distinct[N]<attr>`: an attribute equal only to itself, whatever it
    /// refers to (MLIR's `DistinctAttr`). `id` is its serial number in the
    /// context; the printer numbers distinct attributes as it meets them.
    Distinct {
        id: u64,
        referenced: Attribute,
    },
    /// `dense_resource<name> : type`: elements held in the builtin dialect's
    /// resource blob `name` (see [`crate::Context::resource_blob`]).
    DenseResource {
        handle: Ident,
        ty: Type,
    },
    /// An attribute defined by a registered dialect.
    Dialect(DialectAttr),
    // Locations.
    UnknownLoc,
    /// `"file":line:col`.
    FileLineColLoc {
        file: Ident,
        line: u32,
        col: u32,
    },
    /// `"file":line` (column 0), `"file":line:col to :end_col` or
    /// `"file":line:col to end_line:end_col`. `numbers` is how many numbers it
    /// was made of (1, 3 or 4): upstream keeps exactly those, so two ranges
    /// that print alike but were written differently (`"f":3` and a
    /// `"f":3:0` point, `to :4` and `to 3:4`) are different locations.
    FileLineColRange {
        file: Ident,
        start_line: u32,
        start_col: u32,
        end_line: u32,
        end_col: u32,
        numbers: u8,
    },
    NameLoc {
        name: Ident,
        child: Option<Attribute>,
    },
    CallSiteLoc {
        callee: Attribute,
        caller: Attribute,
    },
    FusedLoc {
        locations: Box<[Attribute]>,
        metadata: Option<Attribute>,
    },
}

impl AttrKind {
    /// Whether this is one of the location kinds.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineColLoc { .. }
                | AttrKind::FileLineColRange { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}

/// The storage a dialect provides for its attributes; printed after `#dialect.`.
pub use super::dialect_storage::DialectStorage as DialectAttrStorage;
/// Object-safe face of [`DialectAttrStorage`].
pub use super::dialect_storage::DynDialectStorage as DynDialectAttr;
/// A boxed dialect attribute with value semantics for uniquing.
pub type DialectAttr = DialectObject;
