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

use super::text::Text;
use std::borrow::Cow;

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

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
    /// The suggested name, as an index into [`Collector::bases`].
    alias: Option<u32>,
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
    /// Visited values in visiting order.
    entries: Vec<(Subject, InProgress)>,
    /// Entry of each visited type / attribute by its uniquing index
    /// (`u32::MAX`: not visited); dense, as every printed value is looked up.
    type_entries: Vec<u32>,
    attr_entries: Vec<u32>,
    frames: Vec<Frame>,
    /// Distinct suggested names (most values share a few, like `loc`).
    bases: Vec<String>,
    base_ids: FxHashMap<String, u32>,
    /// The shapes of the ops collected so far (see
    /// `AsmPrinter::first_of_its_shape`).
    op_shapes: FxHashSet<SmallVec<[u32; 12]>>,
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

    fn slot(&mut self, subject: Subject) -> &mut u32 {
        let (table, index) = match subject {
            Subject::Type(t) => (&mut self.type_entries, t.index() as usize),
            Subject::Attr(a) => (&mut self.attr_entries, a.dense_index()),
        };
        if table.len() <= index {
            table.resize(index + 1, u32::MAX);
        }
        &mut table[index]
    }

    fn index_of(&mut self, subject: Subject) -> Option<usize> {
        let slot = *self.slot(subject);
        (slot != u32::MAX).then_some(slot as usize)
    }

    /// Starts visiting `subject`.
    /// Records an op's shape; false if one of that shape was collected.
    pub fn first_op_shape(&mut self, shape: SmallVec<[u32; 12]>) -> bool {
        self.op_shapes.insert(shape)
    }

    pub fn enter(&mut self, ctx: &Context, subject: Subject, can_be_deferred: bool) -> Visit {
        if let Some(index) = self.index_of(subject) {
            if !can_be_deferred {
                self.mark_non_deferrable(index);
            }
            let depth = self.entries[index].1.depth;
            self.record_in_parent(index, depth);
            return Visit::Seen;
        }
        let alias = suggest_alias(ctx, subject).map(|name| self.base_id(name));
        let depth = u32::from(alias.is_some());
        *self.slot(subject) = self.entries.len() as u32;
        self.entries.push((
            subject,
            InProgress {
                alias,
                depth,
                is_type: matches!(subject, Subject::Type(_)),
                can_be_deferred,
                children: Vec::new(),
            },
        ));
        self.frames.push(Frame {
            can_be_deferred,
            ..Frame::default()
        });
        Visit::New
    }

    /// Finishes visiting the value most recently entered as [`Visit::New`].
    pub fn leave(&mut self, subject: Subject) {
        let frame = self.frames.pop().unwrap_or_default();
        let Some(index) = self.index_of(subject) else {
            return;
        };
        let entry = &mut self.entries[index].1;
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
        // Most values are seen again once already marked: no walk, no allocation.
        if !self.entries[index].1.can_be_deferred {
            return;
        }
        let mut stack = vec![index];
        while let Some(i) = stack.pop() {
            let entry = &mut self.entries[i].1;
            if !entry.can_be_deferred {
                continue;
            }
            entry.can_be_deferred = false;
            stack.extend(entry.children.iter().copied());
        }
    }

    /// The id of a suggested name (sanitized as MLIR does).
    fn base_id(&mut self, name: Cow<'static, str>) -> u32 {
        if let Some(&id) = self.base_ids.get(name.as_ref()) {
            return id;
        }
        let id = self.bases.len() as u32;
        self.bases.push(lexical::sanitize_identifier(&name, b"$_-"));
        self.base_ids.insert(name.into_owned(), id);
        id
    }

    /// Orders and numbers the aliases.
    pub fn finish(self) -> Aliases {
        // Names compare as strings; rank them once so sorting compares integers.
        let mut order: Vec<u32> = (0..self.bases.len() as u32).collect();
        order.sort_by(|&a, &b| self.bases[a as usize].cmp(&self.bases[b as usize]));
        let mut rank = vec![0u32; self.bases.len()];
        for (r, &id) in order.iter().enumerate() {
            rank[id as usize] = r as u32;
        }
        let mut candidates: Vec<(Subject, u32, u32, bool, bool)> = self
            .entries
            .into_iter()
            .filter_map(|(subject, e)| {
                Some((subject, e.alias?, e.depth, e.is_type, e.can_be_deferred))
            })
            .collect();
        candidates.sort_by(|a, b| {
            a.2.cmp(&b.2)
                .then(b.3.cmp(&a.3))
                .then_with(|| rank[a.1 as usize].cmp(&rank[b.1 as usize]))
        });
        let mut namer = AliasNamer::new(&self.bases);
        let mut aliases = Aliases {
            bases: self.bases.clone(),
            ..Aliases::default()
        };
        for (subject, base, _, _, deferred) in candidates {
            let suffix = namer.suffix(base);
            let index = aliases.defs.len() as u32;
            aliases.defs.push(AliasDef {
                subject,
                base,
                suffix,
                deferred,
                printed: false,
            });
            let (table, slot) = match subject {
                Subject::Type(t) => (&mut aliases.types, t.index() as usize),
                Subject::Attr(a) => (&mut aliases.attrs, a.dense_index()),
            };
            if table.len() <= slot {
                table.resize(slot + 1, u32::MAX);
            }
            table[slot] = index;
        }
        aliases
    }
}

/// MLIR's `uniqueAliasNameIndex`: the first use of a name is bare, later ones
/// get the next free number of their name (after `_` when the name ends in a
/// digit). A numbered name `PN` (`P` ending in a non-digit) can only clash with
/// a bare name, and only bare names that end in a digit can look like one, so
/// only those are ever checked.
struct AliasNamer<'a> {
    bases: &'a [String],
    /// Bare names given out, and numbered names equal to some digit-ending base.
    used: FxHashSet<String>,
    digit_bases: FxHashSet<&'a str>,
    next: FxHashMap<u32, u32>,
}

impl<'a> AliasNamer<'a> {
    fn new(bases: &'a [String]) -> Self {
        let digit_bases = bases
            .iter()
            .filter(|b| b.ends_with(|c: char| c.is_ascii_digit()))
            .map(String::as_str)
            .collect();
        AliasNamer {
            bases,
            used: FxHashSet::default(),
            digit_bases,
            next: FxHashMap::default(),
        }
    }

    /// The numeric suffix for the next alias named `base` (`0`: none).
    fn suffix(&mut self, base: u32) -> u32 {
        let name = self.bases[base as usize].as_str();
        if !self.used.contains(name) {
            self.used.insert(name.to_string());
            return 0;
        }
        let counter = self.next.entry(base).or_insert(1);
        loop {
            let n = *counter;
            *counter += 1;
            if self.digit_bases.is_empty() {
                return n;
            }
            let probe = format!("{}{n}", probe_prefix(name));
            if !self.used.contains(&probe) {
                if self.digit_bases.contains(probe.as_str()) {
                    self.used.insert(probe);
                }
                return n;
            }
        }
    }
}

/// What goes between a name and its number: `_` after a trailing digit.
fn probe_prefix(name: &str) -> Cow<'_, str> {
    if name.ends_with(|c: char| c.is_ascii_digit()) {
        Cow::Owned(format!("{name}_"))
    } else {
        Cow::Borrowed(name)
    }
}

/// The alias MLIR's builtin dialect, or the value's dialect storage, suggests.
fn suggest_alias(ctx: &Context, subject: Subject) -> Option<Cow<'static, str>> {
    match subject {
        Subject::Attr(attr) => match ctx.attr_kind(attr) {
            kind if kind.is_location() => Some(Cow::Borrowed("loc")),
            AttrKind::AffineMap(_) => Some(Cow::Borrowed("map")),
            AttrKind::IntegerSet(_) => Some(Cow::Borrowed("set")),
            AttrKind::Distinct { referenced, .. }
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) =>
            {
                Some(Cow::Borrowed("distinct"))
            }
            AttrKind::Dialect(storage) => storage.0.alias().map(Cow::Owned),
            _ => None,
        },
        Subject::Type(ty) => match ctx.type_kind(ty) {
            TypeKind::Tuple(types) if types.len() > 16 => Some(Cow::Borrowed("tuple")),
            TypeKind::Dialect(storage) => storage.0.alias().map(Cow::Owned),
            _ => None,
        },
    }
}

/// One alias definition.
#[derive(Clone, Debug)]
pub struct AliasDef {
    pub subject: Subject,
    /// The name, as an index into [`Aliases::bases`].
    base: u32,
    /// The number after the name (`0`: none).
    suffix: u32,
    /// Printed after the top-level op rather than before it.
    pub deferred: bool,
    /// Type aliases are only used once their definition was printed.
    printed: bool,
}

/// The aliases of one printed top-level op, in definition order.
#[derive(Clone, Debug, Default)]
pub struct Aliases {
    pub defs: Vec<AliasDef>,
    bases: Vec<String>,
    /// Definition of each aliased type / attribute by uniquing index
    /// (`u32::MAX`: none).
    types: Vec<u32>,
    attrs: Vec<u32>,
}

impl Aliases {
    /// Writes `#name` / `!name` of definition `index` (with its sigil).
    pub fn write_name(&self, out: &mut Text, index: usize) {
        let def = &self.defs[index];
        out.push(if matches!(def.subject, Subject::Type(_)) {
            '!'
        } else {
            '#'
        });
        let name = &self.bases[def.base as usize];
        out.push_str(name);
        if def.suffix != 0 {
            if name.ends_with(|c: char| c.is_ascii_digit()) {
                out.push('_');
            }
            super::asm_printer::itoa_like::Integer::append_to(def.suffix, out);
        }
    }

    fn lookup(table: &[u32], index: usize) -> Option<usize> {
        table
            .get(index)
            .copied()
            .filter(|&i| i != u32::MAX)
            .map(|i| i as usize)
    }

    /// The alias definition of an attribute.
    pub fn attr(&self, attr: Attribute) -> Option<usize> {
        if self.defs.is_empty() {
            return None;
        }
        Self::lookup(&self.attrs, attr.dense_index())
    }

    /// Writes the alias of an attribute, if it has one.
    pub fn write_attr(&self, out: &mut Text, attr: Attribute) -> bool {
        match self.attr(attr) {
            Some(index) => {
                self.write_name(out, index);
                true
            }
            None => false,
        }
    }

    /// Writes the alias of a type, if it has one whose definition was printed.
    pub fn write_type(&self, out: &mut Text, ty: Type) -> bool {
        if self.defs.is_empty() {
            return false;
        }
        match Self::lookup(&self.types, ty.index() as usize).filter(|&i| self.defs[i].printed) {
            Some(index) => {
                self.write_name(out, index);
                true
            }
            None => false,
        }
    }

    pub fn mark_printed(&mut self, index: usize) {
        self.defs[index].printed = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// MLIR's `uniqueAliasNameIndex` with every given name remembered.
    fn reference(names: &[&str]) -> Vec<String> {
        let mut used: FxHashSet<String> = FxHashSet::default();
        let mut counts: FxHashMap<String, u32> = FxHashMap::default();
        names
            .iter()
            .map(|&name| {
                if used.insert(name.to_string()) {
                    return name.to_string();
                }
                let prefix = probe_prefix(name).into_owned();
                let counter = counts.entry(prefix.clone()).or_insert(1);
                loop {
                    let probe = format!("{prefix}{}", *counter);
                    *counter += 1;
                    if used.insert(probe.clone()) {
                        return probe;
                    }
                }
            })
            .collect()
    }

    fn ours(names: &[&str]) -> Vec<String> {
        let bases: Vec<String> = {
            let mut b: Vec<String> = names.iter().map(|s| s.to_string()).collect();
            b.sort();
            b.dedup();
            b
        };
        let mut namer = AliasNamer::new(&bases);
        names
            .iter()
            .map(|&name| {
                let base = bases.iter().position(|b| b == name).unwrap() as u32;
                let suffix = namer.suffix(base);
                match suffix {
                    0 => name.to_string(),
                    n => format!("{}{n}", probe_prefix(name)),
                }
            })
            .collect()
    }

    #[test]
    fn numbering_matches_upstream_rules() {
        let cases: &[&[&str]] = &[
            &["loc", "loc", "loc", "map", "map"],
            &["loc", "loc", "loc1", "loc1", "loc11", "loc"],
            &["t1", "t1", "t1_1", "t", "t", "t1"],
            &["a2", "a", "a", "a2", "a", "a2_1", "a21", "a2"],
        ];
        for names in cases {
            assert_eq!(ours(names), reference(names), "{names:?}");
        }
        assert_eq!(
            ours(&["loc", "loc", "loc1", "loc1"]),
            ["loc", "loc1", "loc1_1", "loc1_2"]
        );
    }
}
