//! Builtin types as MLIR prints them (`printTypeImpl`), and dialect types through
//! their storage's printer.

use rustc_hash::FxHashMap;

use crate::ir::{AttrKind, Attribute, DYNAMIC, Signedness, Type, TypeKind};

use super::AsmPrinter;
use super::aliases::{Subject, Visit};
use super::attributes::TypeElision;
use super::lexical;
use super::text::Text;

/// Writes a shape as `4x?x8`.
pub fn write_dimension_list(out: &mut Text, shape: &[i64]) {
    for (i, &dim) in shape.iter().enumerate() {
        if i > 0 {
            out.push('x');
        }
        write_dim(out, dim);
    }
}

fn write_dim(out: &mut Text, dim: i64) {
    if dim == DYNAMIC {
        out.push('?');
    } else {
        super::asm_printer::itoa_like::Integer::append_to(dim, out);
    }
}

/// The printed text of composite types, each printed once per printer: op
/// types repeat (a `!spirv.ptr<!spirv.struct<...>>` on every access chain), and
/// a type prints the same everywhere while the set of printed aliases stays
/// the same (i.e. while ops, not alias definitions, are printed).
#[derive(Debug, Default)]
pub(super) struct TypeTexts {
    /// By type index: the entry in `spans`, or `u32::MAX`.
    entries: Vec<u32>,
    /// Byte range of each type's text in `text`.
    spans: Vec<(u32, u32)>,
    text: Vec<u8>,
    /// The text of integer and float attributes (which have no aliases) in
    /// `text`, by attribute index and type elision.
    scalar_attrs: FxHashMap<(u32, u8), (u32, u32)>,
}

impl TypeTexts {
    fn get(&self, ty: Type) -> Option<&[u8]> {
        let entry = *self.entries.get(ty.index() as usize)?;
        let &(start, end) = self.spans.get(entry as usize)?;
        self.text.get(start as usize..end as usize)
    }

    fn insert(&mut self, ty: Type, text: &[u8]) {
        let index = ty.index() as usize;
        if self.entries.len() <= index {
            self.entries.resize(index + 1, u32::MAX);
        }
        self.entries[index] = self.spans.len() as u32;
        let start = self.text.len() as u32;
        self.text.extend_from_slice(text);
        self.spans.push((start, self.text.len() as u32));
    }
}

impl TypeTexts {
    pub(super) fn scalar_attr(&self, key: (u32, u8)) -> Option<&[u8]> {
        let &(start, end) = self.scalar_attrs.get(&key)?;
        self.text.get(start as usize..end as usize)
    }

    pub(super) fn insert_scalar_attr(&mut self, key: (u32, u8), text: &[u8]) {
        let start = self.text.len() as u32;
        self.text.extend_from_slice(text);
        self.scalar_attrs
            .insert(key, (start, self.text.len() as u32));
    }
}

impl AsmPrinter<'_> {
    /// Prints a type through its alias if it has one.
    pub(super) fn print_type_or_alias(&mut self, ty: Type) {
        if self.collector.is_some() {
            let deferred = self
                .collector
                .as_ref()
                .is_some_and(|c| c.frame_can_be_deferred());
            self.visit_type(ty, deferred);
            return;
        }
        if self.aliases.write_type(&mut self.out, ty) {
            return;
        }
        let composite = !matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index | TypeKind::None
        );
        if !composite || self.type_texts.is_none() || self.type_cache_suspended > 0 {
            self.print_type_impl(ty);
            return;
        }
        if let Some(text) = self.type_texts.as_ref().and_then(|t| t.get(ty)) {
            self.out.push_bytes(text);
            return;
        }
        let start = self.out.len();
        self.print_type_impl(ty);
        if let (Some(texts), Some(text)) =
            (self.type_texts.as_mut(), self.out.as_bytes().get(start..))
        {
            texts.insert(ty, text);
        }
    }

    /// Records `ty` (and what it contains) for aliasing.
    pub(super) fn visit_type(&mut self, ty: Type, can_be_deferred: bool) {
        let ctx = self.ctx;
        // Scalars neither get an alias nor hold anything that could: recording
        // them would change nothing.
        if matches!(
            ctx.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index | TypeKind::None
        ) {
            return;
        }
        let Some(collector) = self.collector.as_mut() else {
            return;
        };
        if let Visit::Seen = collector.enter(ctx, Subject::Type(ty), can_be_deferred) {
            return;
        }
        self.with_stack(|p| p.visit_type_children(ty));
        if let Some(collector) = self.collector.as_mut() {
            collector.leave(Subject::Type(ty));
        }
    }

    fn visit_type_children(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index | TypeKind::None => {}
            TypeKind::Opaque { .. } => {}
            TypeKind::Vector { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::Complex(element) => self.print_type(*element),
            TypeKind::RankedTensor {
                element, encoding, ..
            } => self.visit_element_and_attrs(*element, [*encoding]),
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                let layout = layout.filter(|&l| !self.is_identity_layout(l));
                self.visit_element_and_attrs(*element, [layout, *memory_space]);
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => self.visit_element_and_attrs(*element, [*memory_space]),
            TypeKind::Tuple(types) => {
                for &t in types.iter() {
                    self.print_type(t);
                }
            }
            TypeKind::Function { inputs, results } => {
                for &t in inputs.iter().chain(results.iter()) {
                    self.print_type(t);
                }
            }
            TypeKind::Dialect(storage) => storage.0.print(self),
        }
    }

    /// Visits a shaped type's element type, then the attributes it carries.
    fn visit_element_and_attrs<const N: usize>(
        &mut self,
        element: Type,
        attrs: [Option<Attribute>; N],
    ) {
        self.print_type(element);
        for attr in attrs.into_iter().flatten() {
            self.print_attribute(attr);
        }
    }

    /// An identity map layout (symbols allowed), which MLIR leaves unprinted.
    /// `keyword<` and the shape (`*` when unranked) and element type of a
    /// tensor or memref type.
    fn print_shape_and_element(&mut self, keyword: &str, shape: Option<&[i64]>, element: Type) {
        self.out.push_str(keyword);
        self.out.push('<');
        match shape {
            None => self.out.push_str("*x"),
            Some(shape) => {
                write_dimension_list(&mut self.out, shape);
                if !shape.is_empty() {
                    self.out.push('x');
                }
            }
        }
        self.print_type(element);
    }

    fn is_identity_layout(&self, layout: crate::ir::Attribute) -> bool {
        matches!(self.ctx.attr_kind(layout), AttrKind::AffineMap(map) if map.is_identity())
    }

    /// Prints a type's own syntax (never its alias).
    pub(super) fn print_type_impl(&mut self, ty: Type) {
        self.with_stack(|p| p.print_type_kind(ty));
    }

    fn print_type_kind(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signless => {}
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                }
                self.out.push('i');
                self.write_int(*width);
            }
            TypeKind::Float(kind) => self.out.push_str(kind.keyword()),
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs.iter().copied());
                self.out.push_str(") -> ");
                if results.len() == 1
                    && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
                {
                    self.print_type(results[0]);
                } else {
                    self.out.push('(');
                    self.print_type_list(results.iter().copied());
                    self.out.push(')');
                }
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (i, &dim) in shape.iter().enumerate() {
                    let is_scalable = scalable.get(i).copied().unwrap_or(false);
                    if is_scalable {
                        self.out.push('[');
                    }
                    write_dim(&mut self.out, dim);
                    if is_scalable {
                        self.out.push(']');
                    }
                    self.out.push('x');
                }
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.print_shape_and_element("tensor", Some(shape), *element);
                if let Some(encoding) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute(*encoding);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                self.print_shape_and_element("tensor", None, *element);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.print_shape_and_element("memref", Some(shape), *element);
                if let Some(layout) = layout
                    && !self.is_identity_layout(*layout)
                {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*layout, TypeElision::May);
                }
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*space, TypeElision::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.print_shape_and_element("memref", None, *element);
                if let Some(space) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_or_alias(*space, TypeElision::May);
                }
                self.out.push('>');
            }
            TypeKind::Complex(element) => {
                self.out.push_str("complex<");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::Tuple(types) => {
                self.out.push_str("tuple<");
                self.print_type_list(types.iter().copied());
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, body } => {
                lexical::write_dialect_symbol(&mut self.out, '!', ctx.str(*dialect), body);
            }
            TypeKind::Dialect(storage) => {
                self.print_dialect_symbol('!', storage.0.dialect(), |p| storage.0.print(p));
            }
        }
    }
}
