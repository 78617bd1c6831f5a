//! The context: uniqued types, attributes and identifiers, and the registry of
//! dialects. Mirrors `mlir::MLIRContext`.
//!
//! A [`Context`] is built once (dialects are registered while it is still owned
//! mutably), then shared behind an `Arc`: uniquing takes `&self`, reading a
//! uniqued value never locks, so passes on different functions may run on
//! different threads.

use std::fmt;

use std::sync::atomic::{AtomicU64, Ordering};

use parking_lot::Mutex;
use rustc_hash::FxHashMap;

use crate::dialect::{Dialect, OpDef};
use crate::intern::Interner;
use crate::ir::attributes::FILE_LOC;
use crate::ir::file_locs::{FileLoc, FileLocs};
use crate::ir::{
    AttrKind, Attribute, FloatKind, Location, NamedAttribute, Signedness, Type, TypeKind,
};

/// A uniqued string: op names, attribute names, symbol names, file names.
///
/// An identifier is a sequence of bytes, as MLIR's `StringAttr` is: what the
/// input spells (`"k\C6"` is the two bytes `k`, `0xC6`) is what it holds, UTF-8
/// or not. [`Context::bytes`] gives the bytes; [`Context::str`] gives
/// them as text, with U+FFFD for bytes that are not UTF-8.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ident(pub(crate) u32);

/// The storage of an identifier: its text when its bytes are UTF-8, else the
/// bytes and their lossy text (what [`Context::str`] hands out).
enum IdentText {
    Utf8(Box<str>),
    Bytes { bytes: Box<[u8]>, lossy: Box<str> },
}

impl IdentText {
    fn new(bytes: &[u8]) -> Self {
        match std::str::from_utf8(bytes) {
            Ok(s) => IdentText::Utf8(s.into()),
            Err(_) => IdentText::Bytes {
                bytes: bytes.into(),
                lossy: String::from_utf8_lossy(bytes).into(),
            },
        }
    }

    #[inline]
    fn bytes(&self) -> &[u8] {
        match self {
            IdentText::Utf8(s) => s.as_bytes(),
            IdentText::Bytes { bytes, .. } => bytes,
        }
    }

    #[inline]
    fn text(&self) -> &str {
        match self {
            IdentText::Utf8(s) => s,
            IdentText::Bytes { lossy, .. } => lossy,
        }
    }
}

// Identity is the bytes alone (the lossy text is derived from them), so that
// the interner finds an identifier from a borrowed `[u8]`.
impl PartialEq for IdentText {
    fn eq(&self, other: &Self) -> bool {
        self.bytes() == other.bytes()
    }
}
impl Eq for IdentText {}
impl std::hash::Hash for IdentText {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state)
    }
}
impl std::borrow::Borrow<[u8]> for IdentText {
    fn borrow(&self) -> &[u8] {
        self.bytes()
    }
}

impl fmt::Debug for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ident#{}", self.0)
    }
}

/// The value of an entry of an external resource (`{-# external_resources:
/// { group: { key: value } } #-}`), kept to be printed back as upstream does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    Bool(bool),
    /// A string's bytes.
    String(Box<[u8]>),
    /// A blob: its 4-byte little-endian alignment, then its data.
    Blob(Box<[u8]>),
}

/// External resources by group, in the order groups first appear, entries in
/// the order they were read.
pub type ExternalResources = Vec<(Ident, Vec<(Ident, ResourceValue)>)>;

/// Frequently used uniqued values, created with the context.
#[derive(Debug)]
pub struct Common {
    pub i1: Type,
    pub i8: Type,
    pub i16: Type,
    pub i32: Type,
    pub i64: Type,
    pub index: Type,
    pub f16: Type,
    pub f32: Type,
    pub f64: Type,
    pub none: Type,
    pub unit: Attribute,
    pub unknown_loc: Location,
    pub empty_dict: Attribute,
}

/// Owner of everything uniqued, and of the dialect registry.
pub struct Context {
    types: Interner<TypeKind>,
    /// Every attribute but the file locations.
    attrs: Interner<AttrKind>,
    /// The `FileLineColLoc` attributes.
    file_locs: FileLocs,
    idents: Interner<IdentText>,
    dialects: FxHashMap<&'static str, &'static Dialect>,
    ops: FxHashMap<Ident, &'static OpDef>,
    allow_unregistered: bool,
    print_op_on_diagnostic: bool,
    /// Whether the verifier, printer and serializer may use several threads
    /// (MLIR's `MLIRContext::isMultithreadingEnabled`, `--mlir-disable-threading`).
    threading: bool,
    common: Common,
    /// Serial numbers of `distinct` attributes.
    next_distinct: AtomicU64,
    /// The builtin dialect's resource blobs by name (`{-# dialect_resources:
    /// { builtin: { name: "0x..." } } #-}`): the blob's bytes, its 4-byte
    /// alignment prefix included.
    resource_blobs: Mutex<FxHashMap<Ident, Box<[u8]>>>,
    /// Resources of other tools read from the input, printed back.
    external_resources: Mutex<ExternalResources>,
}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context")
            .field("types", &self.types.len())
            .field("attributes", &self.attrs.len())
            .field("dialects", &self.dialects.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with only the builtin dialect registered.
    pub fn new() -> Self {
        let types = Interner::new();
        let attrs = Interner::new();
        let int = |w| {
            Type(types.intern(TypeKind::Integer {
                width: w,
                signedness: Signedness::Signless,
            }))
        };
        let float = |k| Type(types.intern(TypeKind::Float(k)));
        let common = Common {
            i1: int(1),
            i8: int(8),
            i16: int(16),
            i32: int(32),
            i64: int(64),
            index: Type(types.intern(TypeKind::Index)),
            f16: float(FloatKind::F16),
            f32: float(FloatKind::F32),
            f64: float(FloatKind::F64),
            none: Type(types.intern(TypeKind::None)),
            unit: Attribute(attrs.intern(AttrKind::Unit)),
            unknown_loc: Attribute(attrs.intern(AttrKind::UnknownLoc)),
            empty_dict: Attribute(attrs.intern(AttrKind::Dictionary(Box::new([])))),
        };
        let mut ctx = Context {
            types,
            attrs,
            file_locs: FileLocs::default(),
            idents: Interner::new(),
            dialects: FxHashMap::default(),
            ops: FxHashMap::default(),
            allow_unregistered: false,
            print_op_on_diagnostic: false,
            threading: true,
            common,
            next_distinct: AtomicU64::new(0),
            resource_blobs: Mutex::new(FxHashMap::default()),
            external_resources: Mutex::new(Vec::new()),
        };
        ctx.register_dialect(&crate::builtin::DIALECT);
        ctx
    }

    /// Registers a dialect and its ops. Registering the same dialect twice is a no-op.
    pub fn register_dialect(&mut self, dialect: &'static Dialect) {
        if self.dialects.insert(dialect.name, dialect).is_some() {
            return;
        }
        for op in dialect.all_ops() {
            let name = self.ident(op.name);
            self.ops.insert(name, op);
        }
    }

    /// Accept ops, types and attributes of dialects that are not registered
    /// (`--allow-unregistered-dialect`).
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Attach a `see current operation: ...` note to op diagnostics, as
    /// `mlir-opt` does unless it verifies diagnostics (`--mlir-print-op-on-diagnostic`).
    pub fn set_print_op_on_diagnostic(&mut self, print: bool) {
        self.print_op_on_diagnostic = print;
    }

    pub fn prints_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic
    }

    /// Lets (or, with `false`, forbids) the verifier, the printer and the
    /// serializer spread work over threads (`--mlir-disable-threading` turns it
    /// off). Their output is the same either way.
    pub fn set_threading(&mut self, enabled: bool) {
        self.threading = enabled;
    }

    /// Whether work may spread over threads (`--mlir-disable-threading` not
    /// given; MLIR's `MLIRContext::isMultithreadingEnabled`).
    pub fn threading_enabled(&self) -> bool {
        self.threading
    }

    /// How many threads work on one module may use: 1 with threading off,
    /// else the machine's available parallelism.
    pub fn threads(&self) -> usize {
        static AVAILABLE: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
        if !self.threading {
            return 1;
        }
        *AVAILABLE.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    pub fn dialect(&self, name: &str) -> Option<&'static Dialect> {
        self.dialects.get(name).copied()
    }

    pub fn dialects(&self) -> impl Iterator<Item = &'static Dialect> + '_ {
        self.dialects.values().copied()
    }

    /// The definition of a registered op.
    pub fn op_def(&self, name: Ident) -> Option<&'static OpDef> {
        self.ops.get(&name).copied()
    }

    pub fn common(&self) -> &Common {
        &self.common
    }

    // ----- identifiers -----

    pub fn ident(&self, s: &str) -> Ident {
        self.ident_bytes(s.as_bytes())
    }

    /// The identifier of arbitrary bytes (a name written with `\xx` escapes
    /// need not be UTF-8).
    pub fn ident_bytes(&self, bytes: &[u8]) -> Ident {
        Ident(self.idents.intern_with(bytes, IdentText::new))
    }

    /// The identifier for `s` if it was ever uniqued (never allocates).
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.idents.lookup(s.as_bytes()).map(Ident)
    }

    /// The text of an identifier; bytes that are not UTF-8 read as U+FFFD
    /// (see [`Context::bytes`] for the identifier itself).
    #[inline]
    pub fn str(&self, id: Ident) -> &str {
        self.idents.get(id.0).text()
    }

    /// The bytes of an identifier, exactly as written.
    #[inline]
    pub fn bytes(&self, id: Ident) -> &[u8] {
        self.idents.get(id.0).bytes()
    }

    // ----- types -----

    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// The shape and element type of a ranked shaped type: a vector, a
    /// ranked tensor, a memref, or a dialect type that declares a shape
    /// ([`crate::ir::DialectTypeStorage::shape`]); MLIR's `ShapedType` with
    /// `hasRank()`.
    pub fn ranked_shape(&self, ty: Type) -> Option<(std::borrow::Cow<'_, [i64]>, Type)> {
        match self.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => Some((shape[..].into(), *element)),
            TypeKind::Dialect(d) => {
                d.0.shape()
                    .map(|(shape, element)| (shape.into_vec().into(), element))
            }
            _ => None,
        }
    }

    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeKind::Integer { width, signedness })
    }

    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    pub fn vector_type(&self, shape: &[i64], element: Type) -> Type {
        self.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: vec![false; shape.len()].into(),
            element,
        })
    }

    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    // ----- attributes -----

    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        if let AttrKind::FileLineColLoc { file, line, col } = kind {
            return self.file_loc(file, line, col);
        }
        let index = self.attrs.intern(kind);
        assert!(index < FILE_LOC, "more than 2^31 uniqued attributes");
        Attribute(index)
    }

    /// The uniqued file location `file:line:col`.
    fn file_loc(&self, file: Ident, line: u32, col: u32) -> Location {
        let index = self.file_locs.intern(FileLoc { file, line, col });
        assert!(index < FILE_LOC, "more than 2^31 file locations");
        Attribute(FILE_LOC | index)
    }

    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        if attr.0 & FILE_LOC != 0 {
            return self.file_loc_kind(attr);
        }
        self.attrs.get(attr.0)
    }

    /// The storage of a file location in the form of any attribute's. It is
    /// made (and kept) when first asked for, so only the locations that are
    /// looked at by kind (diagnostics, printed debug info) cost that room;
    /// the index it is kept at names no attribute.
    #[cold]
    #[inline(never)]
    fn file_loc_kind(&self, attr: Attribute) -> &AttrKind {
        let &FileLoc { file, line, col } = self.file_locs.get(attr.0 & !FILE_LOC);
        self.attrs.get(
            self.attrs
                .intern(AttrKind::FileLineColLoc { file, line, col }),
        )
    }

    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }

    pub fn bool_attr(&self, value: bool) -> Attribute {
        self.intern_attr(AttrKind::Bool(value))
    }

    /// An integer attribute; `value` is truncated to the type's width and
    /// re-extended by its signedness.
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        let value = match self.type_kind(ty) {
            TypeKind::Integer { width, signedness } => normalize_int(value, *width, *signedness),
            _ => value,
        };
        self.intern_attr(AttrKind::Integer { value, ty })
    }

    pub fn i32_attr(&self, value: i32) -> Attribute {
        self.integer_attr(self.common.i32, value.into())
    }

    pub fn string_attr(&self, value: &str) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: value.as_bytes().into(),
            ty: None,
        })
    }

    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    pub fn array_attr(&self, elements: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elements.into()))
    }

    pub fn symbol_ref_attr(&self, root: &str) -> Attribute {
        self.intern_attr(AttrKind::SymbolRef {
            root: self.ident(root),
            nested: Box::new([]),
        })
    }

    /// A dictionary; entries are sorted by name. Duplicate names keep the last value.
    pub fn dictionary_attr(&self, entries: impl IntoIterator<Item = NamedAttribute>) -> Attribute {
        let mut entries: Vec<NamedAttribute> = entries.into_iter().collect();
        self.sort_named(&mut entries);
        if entries.is_empty() {
            return self.common.empty_dict;
        }
        self.intern_attr(AttrKind::Dictionary(entries.into()))
    }

    /// Sorts attribute entries by name as MLIR's `DictionaryAttr` does, removing
    /// duplicates (the last one wins).
    pub fn sort_named(&self, entries: &mut Vec<NamedAttribute>) {
        entries.reverse();
        entries.sort_by(|a, b| self.bytes(a.name).cmp(self.bytes(b.name)));
        entries.dedup_by_key(|e| e.name);
    }

    /// The entries of a dictionary attribute (empty for anything else).
    pub fn dictionary_entries(&self, attr: Attribute) -> &[NamedAttribute] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// A new `distinct` attribute referring to `referenced`, equal to no other.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        self.intern_attr(AttrKind::Distinct { id, referenced })
    }

    /// Sets the data of the builtin resource blob `name` (alignment prefix and
    /// bytes, as written in a `dialect_resources` section).
    pub fn set_resource_blob(&self, name: Ident, blob: Box<[u8]>) {
        self.resource_blobs.lock().insert(name, blob);
    }

    /// The data of the builtin resource blob `name`, if any was given.
    pub fn resource_blob(&self, name: Ident) -> Option<Box<[u8]>> {
        self.resource_blobs.lock().get(&name).cloned()
    }

    /// Adds `key: value` to external resource group `group` (a group read
    /// again gets the new entries after its earlier ones).
    pub fn add_external_resource(&self, group: Ident, key: Ident, value: ResourceValue) {
        let mut resources = self.external_resources.lock();
        match resources.iter_mut().find(|(g, _)| *g == group) {
            Some((_, entries)) => entries.push((key, value)),
            None => resources.push((group, vec![(key, value)])),
        }
    }

    /// The external resources read so far.
    pub fn external_resources(&self) -> ExternalResources {
        self.external_resources.lock().clone()
    }

    pub fn unknown_loc(&self) -> Location {
        self.common.unknown_loc
    }

    pub fn file_line_col(&self, file: &str, line: u32, col: u32) -> Location {
        self.file_loc(self.ident(file), line, col)
    }
}

/// Truncates `value` to `width` bits and re-extends it by `signedness`.
pub fn normalize_int(value: i128, width: u32, signedness: Signedness) -> i128 {
    if width == 0 || width >= 128 {
        return value;
    }
    let shift = 128 - width;
    match signedness {
        Signedness::Unsigned => ((value as u128) << shift >> shift) as i128,
        Signedness::Signless | Signedness::Signed => (value << shift) >> shift,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_attrs_are_uniqued() {
        let ctx = Context::new();
        assert_eq!(ctx.integer_type(32, Signedness::Signless), ctx.common().i32);
        assert_ne!(ctx.integer_type(32, Signedness::Signed), ctx.common().i32);
        let v = ctx.vector_type(&[4], ctx.common().f32);
        assert_eq!(v, ctx.vector_type(&[4], ctx.common().f32));
        assert_eq!(ctx.i32_attr(7), ctx.i32_attr(7));
        assert_eq!(ctx.ident("a"), ctx.ident("a"));
        assert_eq!(ctx.str(ctx.ident("abc")), "abc");
    }

    #[test]
    fn identifiers_are_bytes() {
        let ctx = Context::new();
        let (a, b) = (ctx.ident_bytes(b"k\xC6"), ctx.ident_bytes(b"k\xC7"));
        assert_ne!(a, b, "bytes that are not UTF-8 are not all U+FFFD");
        assert_eq!(ctx.bytes(a), b"k\xC6");
        assert_eq!(ctx.str(a), "k\u{FFFD}");
        assert_eq!(
            ctx.ident("k\u{FFFD}"),
            ctx.ident_bytes("k\u{FFFD}".as_bytes())
        );
        assert_ne!(ctx.ident("k\u{FFFD}"), a);
        assert_eq!(ctx.lookup_ident("k"), None);
        // Dictionaries sort by bytes, as upstream's do.
        let e = |name| NamedAttribute {
            name,
            value: ctx.unit_attr(),
        };
        let d = ctx.dictionary_attr([e(b), e(ctx.ident("k\u{FFFD}")), e(a)]);
        let names: Vec<&[u8]> = ctx
            .dictionary_entries(d)
            .iter()
            .map(|e| ctx.bytes(e.name))
            .collect();
        assert_eq!(names, [&b"k\xC6"[..], b"k\xC7", "k\u{FFFD}".as_bytes()]);
    }

    #[test]
    fn integers_are_normalized_to_their_width() {
        assert_eq!(normalize_int(255, 8, Signedness::Signless), -1);
        assert_eq!(normalize_int(-1, 8, Signedness::Unsigned), 255);
        assert_eq!(normalize_int(1, 1, Signedness::Signless), -1);
    }

    #[test]
    fn dictionaries_sort_and_dedup() {
        let ctx = Context::new();
        let (a, b) = (ctx.ident("a"), ctx.ident("b"));
        let d = ctx.dictionary_attr([
            NamedAttribute {
                name: b,
                value: ctx.i32_attr(1),
            },
            NamedAttribute {
                name: a,
                value: ctx.i32_attr(2),
            },
            NamedAttribute {
                name: b,
                value: ctx.i32_attr(3),
            },
        ]);
        let entries = ctx.dictionary_entries(d);
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].name, a);
        assert_eq!(entries[1].value, ctx.i32_attr(3));
    }
}
