//! Attribute and type aliases (`#loc3 = loc(...)`, `!tuple = tuple<...>`), chosen
//! the way MLIR's `AliasInitializer` chooses them.
//!
//! Before printing a top-level op, the printer runs once in a collecting mode in
//! which nothing is written: every attribute and type that would be printed is
//! *visited* in print order (an op's location first, then its regions, operand
//! and result types and attributes for the generic form; whatever the custom
//! printer prints otherwise). A visited value gets an alias when the builtin
//! dialect or the value's own storage suggests a name: locations are `loc`,
//! affine maps `map`, integer sets `set`, tuples of more than 16 types `tuple`; dialect storage through
//! [`DialectTypeStorage::alias`](crate::ir::DialectTypeStorage::alias) /
//! [`DialectAttrStorage::alias`](crate::ir::DialectAttrStorage::alias). Aliases
//! are ordered by nesting depth (a value's depth is one more than its deepest
//! aliased child), types before attributes, then by name, and numbered per name
//! (`loc`, `loc1`, ...; `_N` after a name ending in a digit). Aliases of
//! operation locations can be *deferred*: they are defined after the top-level
//! op instead of before it.

use indexmap::IndexMap;
use rustc_hash::{FxBuildHasher, FxHashMap, FxHashSet};

use crate::Context;
use crate::ir::{AttrKind, Attribute, Type, TypeKind};

use super::lexical;

/// What an alias names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    Attr(Attribute),
    Type(Type),
}

/// A visited attribute or type while aliases are being collected.
#[derive(Debug)]
struct InProgress {
    alias: Option<String>,
    depth: u32,
    is_type: bool,
    can_be_deferred: bool,
    children: Vec<usize>,
}

/// One frame of nested visiting: the children recorded while printing a value.
#[derive(Debug, Default)]
struct Frame {
    can_be_deferred: bool,
    children: Vec<usize>,
    max_depth: u32,
}

/// The state of the collecting pass.
#[derive(Debug, Default)]
pub struct Collector {
    entries: IndexMap<Subject, InProgress, FxBuildHasher>,
    frames: Vec<Frame>,
}

/// What [`Collector::enter`] decided.
pub enum Visit {
    /// Already seen; nothing to walk.
    Seen,
    /// New: walk the value's children, then call [`Collector::leave`].
    New,
}

impl Collector {
    /// Whether values visited now are nested in another visited value.
    pub fn nested(&self) -> bool {
        !self.frames.is_empty()
    }

    /// The deferrability of values visited in the current frame.
    pub fn frame_can_be_deferred(&self) -> bool {
        self.frames.last().is_some_and(|f| f.can_be_deferred)
    }

    /// Starts visiting `subject`.
    pub fn enter(&mut self, ctx: &Context, subject: Subject, can_be_deferred: bool) -> Visit {
        if let Some(index) = self.entries.get_index_of(&subject) {
            if !can_be_deferred {
                self.mark_non_deferrable(index);
            }
            let depth = self.entries[index].depth;
            self.record_in_parent(index, depth);
            return Visit::Seen;
        }
        let alias = suggest_alias(ctx, subject).map(|name| lexical::sanitize_identifier(&name, b"$_-"));
        let depth = u32::from(alias.is_some());
        self.entries.insert(
            subject,
            InProgress {
                alias,
                depth,
                is_type: matches!(subject, Subject::Type(_)),
                can_be_deferred,
                children: Vec::new(),
            },
        );
        self.frames.push(Frame { can_be_deferred, ..Frame::default() });
        Visit::New
    }

    /// Finishes visiting the value most recently entered as [`Visit::New`].
    pub fn leave(&mut self, subject: Subject) {
        let frame = self.frames.pop().unwrap_or_default();
        let Some(index) = self.entries.get_index_of(&subject) else { return };
        let entry = &mut self.entries[index];
        entry.children = frame.children;
        if frame.max_depth != 0 {
            entry.depth = frame.max_depth + 1;
        }
        let depth = entry.depth;
        self.record_in_parent(index, depth);
    }

    fn record_in_parent(&mut self, index: usize, depth: u32) {
        if let Some(parent) = self.frames.last_mut() {
            parent.children.push(index);
            parent.max_depth = parent.max_depth.max(depth);
        }
    }

    fn mark_non_deferrable(&mut self, index: usize) {
        let mut stack = vec![index];
        while let Some(i) = stack.pop() {
            let entry = &mut self.entries[i];
            if !entry.can_be_deferred {
                continue;
            }
            entry.can_be_deferred = false;
            stack.extend(entry.children.iter().copied());
        }
    }

    /// Orders and numbers the aliases.
    pub fn finish(self) -> Aliases {
        let mut candidates: Vec<(Subject, InProgress)> =
            self.entries.into_iter().filter(|(_, e)| e.alias.is_some()).collect();
        candidates.sort_by(|(_, a), (_, b)| {
            a.depth.cmp(&b.depth).then(b.is_type.cmp(&a.is_type)).then_with(|| a.alias.cmp(&b.alias))
        });
        let mut used: FxHashSet<String> = FxHashSet::default();
        let mut counts: FxHashMap<String, u32> = FxHashMap::default();
        let mut aliases = Aliases::default();
        for (subject, entry) in candidates {
            let Some(base) = entry.alias else { continue };
            let name = unique_alias_name(&base, &mut counts, &mut used);
            let index = aliases.defs.len();
            aliases.defs.push(AliasDef { subject, name, deferred: entry.can_be_deferred, printed: false });
            aliases.index.insert(subject, index);
        }
        aliases
    }
}

/// `uniqueAliasNameIndex`: the first use of a name is bare, later ones get the
/// next free numeric suffix (after `_` when the name ends in a digit).
fn unique_alias_name(base: &str, counts: &mut FxHashMap<String, u32>, used: &mut FxHashSet<String>) -> String {
    if used.insert(base.to_string()) {
        return base.to_string();
    }
    let mut probe_base = base.to_string();
    if base.ends_with(|c: char| c.is_ascii_digit()) {
        probe_base.push('_');
    }
    let counter = counts.entry(probe_base.clone()).or_insert(0);
    if *counter == 0 {
        *counter = 1;
    }
    loop {
        let n = *counter;
        *counter += 1;
        let probe = format!("{probe_base}{n}");
        if used.insert(probe.clone()) {
            return probe;
        }
    }
}

/// The alias MLIR's builtin dialect, or the value's dialect storage, suggests.
fn suggest_alias(ctx: &Context, subject: Subject) -> Option<String> {
    match subject {
        Subject::Attr(attr) => match ctx.attr_kind(attr) {
            kind if kind.is_location() => Some("loc".to_string()),
            // Affine maps and sets are kept as builtin opaque text.
            AttrKind::Opaque { dialect, body } if ctx.str(*dialect) == "builtin" => {
                if body.starts_with("affine_map<") {
                    Some("map".to_string())
                } else if body.starts_with("affine_set<") {
                    Some("set".to_string())
                } else {
                    None
                }
            }
            AttrKind::Dialect(storage) => storage.0.alias(),
            _ => None,
        },
        Subject::Type(ty) => match ctx.type_kind(ty) {
            TypeKind::Tuple(types) if types.len() > 16 => Some("tuple".to_string()),
            TypeKind::Dialect(storage) => storage.0.alias(),
            _ => None,
        },
    }
}

/// One alias definition.
#[derive(Debug)]
pub struct AliasDef {
    pub subject: Subject,
    /// Without the `#` / `!` sigil.
    pub name: String,
    /// Printed after the top-level op rather than before it.
    pub deferred: bool,
    /// Type aliases are only used once their definition was printed.
    pub printed: bool,
}

/// The aliases of one printed top-level op, in definition order.
#[derive(Debug, Default)]
pub struct Aliases {
    pub defs: Vec<AliasDef>,
    index: FxHashMap<Subject, usize>,
}

impl Aliases {
    /// The alias of an attribute, with its `#`.
    pub fn attr(&self, attr: Attribute) -> Option<&AliasDef> {
        self.index.get(&Subject::Attr(attr)).map(|&i| &self.defs[i])
    }

    /// The alias of a type, with its `!`, once its definition was printed.
    pub fn ty(&self, ty: Type) -> Option<&AliasDef> {
        self.index.get(&Subject::Type(ty)).map(|&i| &self.defs[i]).filter(|d| d.printed)
    }

    pub fn mark_printed(&mut self, index: usize) {
        self.defs[index].printed = true;
    }
}
