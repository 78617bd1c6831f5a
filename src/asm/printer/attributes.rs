//! Builtin attributes as MLIR prints them (`printAttributeImpl`), dialect
//! attributes through their storage's printer, and alias visiting of attributes.

use std::fmt::Write;

use crate::ir::{AttrKind, Attribute, FloatKind, Signedness, TypeKind};

use super::AsmPrinter;
use super::aliases::{Subject, Visit};
use super::lexical;

/// Whether an attribute's `: type` suffix is printed (MLIR's `AttrTypeElision`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeElision {
    /// Always print the type.
    Never,
    /// Leave out `: i64` after integers and `: f64` after floats.
    May,
    /// Never print the type.
    Must,
}

impl AsmPrinter<'_> {
    /// Prints an attribute through its alias if it has one.
    pub(super) fn print_attribute_or_alias(&mut self, attr: Attribute, elision: TypeElision) {
        if let Some(collector) = self.collector.as_ref() {
            let nested = collector.nested();
            let deferred = collector.frame_can_be_deferred();
            self.visit_attr(attr, deferred, nested && elision == TypeElision::Must);
            return;
        }
        if self.aliases.write_attr(&mut self.out, attr) {
            return;
        }
        let scalar = matches!(
            self.ctx.attr_kind(attr),
            AttrKind::Integer { .. } | AttrKind::Float { .. }
        );
        if !scalar || self.type_texts.is_none() || self.type_cache_suspended > 0 {
            self.print_attribute_impl(attr, elision);
            return;
        }
        // Integers and floats print the same wherever they are: their text
        // is kept with the types' (constants repeat, one per use).
        let key = (attr.0, elision as u8);
        if let Some(text) = self.type_texts.as_ref().and_then(|t| t.scalar_attr(key)) {
            self.out.push_bytes(text);
            return;
        }
        let start = self.out.len();
        self.print_attribute_impl(attr, elision);
        if let (Some(texts), Some(text)) =
            (self.type_texts.as_mut(), self.out.as_bytes().get(start..))
        {
            texts.insert_scalar_attr(key, text);
        }
    }

    /// Records `attr` (and what it contains) for aliasing.
    pub(super) fn visit_attr(&mut self, attr: Attribute, can_be_deferred: bool, elide_type: bool) {
        let ctx = self.ctx;
        // Scalars neither get an alias nor hold anything that could: recording
        // them would change nothing.
        if matches!(
            ctx.attr_kind(attr),
            AttrKind::Unit
                | AttrKind::Bool(_)
                | AttrKind::Integer { .. }
                | AttrKind::WideInteger { .. }
                | AttrKind::Float { .. }
        ) {
            return;
        }
        let Some(collector) = self.collector.as_mut() else {
            return;
        };
        if let Visit::Seen = collector.enter(ctx, Subject::Attr(attr), can_be_deferred) {
            return;
        }
        self.with_stack(|p| p.visit_attr_children(attr, elide_type));
        if let Some(collector) = self.collector.as_mut() {
            collector.leave(Subject::Attr(attr));
        }
    }

    fn visit_attr_children(&mut self, attr: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        let ty = match ctx.attr_kind(attr) {
            AttrKind::Unit
            | AttrKind::Bool(_)
            | AttrKind::Integer { .. }
            | AttrKind::WideInteger { .. }
            | AttrKind::Float { .. } => return,
            AttrKind::DenseArray { .. } | AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) => {
                return;
            }
            AttrKind::Dictionary(entries) => {
                // Keys are never aliased, so only values matter.
                for entry in entries.iter() {
                    self.print_attribute(entry.value);
                }
                return;
            }
            AttrKind::Array(elements) => {
                for &e in elements.iter() {
                    self.print_attribute(e);
                }
                return;
            }
            AttrKind::Type(t) => {
                self.print_type(*t);
                return;
            }
            AttrKind::NameLoc { child, .. } => {
                if let Some(child) = child
                    && !matches!(ctx.attr_kind(*child), AttrKind::UnknownLoc)
                {
                    self.print_attribute(*child);
                }
                return;
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                self.print_attribute(*callee);
                self.print_attribute(*caller);
                return;
            }
            AttrKind::FusedLoc {
                locations,
                metadata,
            } => {
                if let Some(metadata) = metadata {
                    self.print_attribute(*metadata);
                }
                for &l in locations.iter() {
                    self.print_attribute(l);
                }
                return;
            }
            AttrKind::Dialect(storage) => {
                storage.0.print(self);
                return;
            }
            AttrKind::Distinct { referenced, .. } => {
                self.print_attribute(*referenced);
                return;
            }
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::SparseElements { ty, .. } => Some(*ty),
            _ => None,
        };
        if !elide_type
            && let Some(ty) = ty
            && !matches!(ctx.type_kind(ty), TypeKind::None)
        {
            self.print_type(ty);
        }
    }

    /// Prints an attribute's own syntax (never its alias at the top).
    pub(super) fn print_attribute_impl(&mut self, attr: Attribute, elision: TypeElision) {
        self.with_stack(|p| p.print_attr_kind(attr, elision));
    }

    fn print_attr_kind(&mut self, attr: Attribute, elision: TypeElision) {
        let ctx = self.ctx;
        let kind = ctx.attr_kind(attr);
        let typed = match kind {
            AttrKind::Unit => {
                self.out.push_str("unit");
                None
            }
            AttrKind::Bool(b) => {
                self.out.push_str(if *b { "true" } else { "false" });
                None
            }
            AttrKind::Integer { value, ty } => {
                let ty = *ty;
                match ctx.type_kind(ty) {
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless,
                    } => {
                        self.out
                            .push_str(if *value != 0 { "true" } else { "false" });
                        return;
                    }
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    } => self.write_int(*value as u128),
                    _ => self.write_int(*value),
                }
                let is_i64 = matches!(
                    ctx.type_kind(ty),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if elision == TypeElision::May && is_i64 {
                    return;
                }
                Some(ty)
            }
            AttrKind::WideInteger { words, ty } => {
                if let TypeKind::Integer { width, signedness } = ctx.type_kind(*ty) {
                    let signed = *signedness != Signedness::Unsigned;
                    self.out
                        .push_str(&crate::apint::to_decimal(words, *width, signed));
                }
                Some(*ty)
            }
            AttrKind::Float { bits, ty } => {
                let ty = *ty;
                let float_kind = match ctx.type_kind(ty) {
                    TypeKind::Float(k) => *k,
                    _ => FloatKind::F64,
                };
                let hex = crate::apfloat::write_float(&mut self.out, float_kind, *bits);
                if elision == TypeElision::May && float_kind == FloatKind::F64 && !hex {
                    return;
                }
                Some(ty)
            }
            AttrKind::String { value, ty } => {
                lexical::write_quoted(&mut self.out, value);
                *ty
            }
            AttrKind::Type(t) => {
                self.print_type(*t);
                None
            }
            AttrKind::Array(elements) => {
                self.out.push('[');
                self.interleave_comma(elements.iter(), |p, &e| {
                    p.print_attribute_or_alias(e, TypeElision::May)
                });
                self.out.push(']');
                None
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.interleave_comma(entries.iter(), |p, &entry| p.print_named_attribute(entry));
                self.out.push('}');
                None
            }
            AttrKind::DenseArray { element, values } => {
                self.out.push_str("array<");
                self.print_type(*element);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    self.print_dense_array_values(*element, values);
                }
                self.out.push('>');
                return;
            }
            AttrKind::DenseElements { ty, values, splat } => {
                self.out.push_str("dense<");
                self.print_dense_elements(*ty, values, *splat);
                self.out.push('>');
                Some(*ty)
            }
            AttrKind::SparseElements {
                ty,
                indices,
                values,
            } => {
                self.out.push_str("sparse<");
                if let (
                    AttrKind::DenseElements {
                        ty: indices_ty,
                        values: index_values,
                        splat: indices_splat,
                    },
                    AttrKind::DenseElements {
                        ty: values_ty,
                        values: elements,
                        splat: values_splat,
                    },
                ) = (ctx.attr_kind(*indices), ctx.attr_kind(*values))
                    && !has_no_elements(ctx, *indices_ty)
                {
                    // Indices never print as hex.
                    self.print_dense_elements_with(
                        *indices_ty,
                        index_values,
                        *indices_splat,
                        false,
                    );
                    self.out.push_str(", ");
                    self.print_dense_elements(*values_ty, elements, *values_splat);
                }
                self.out.push('>');
                Some(*ty)
            }
            AttrKind::SymbolRef { root, nested } => {
                lexical::write_symbol_name(&mut self.out, ctx.bytes(*root));
                for &n in nested.iter() {
                    self.out.push_str("::");
                    lexical::write_symbol_name(&mut self.out, ctx.bytes(n));
                }
                None
            }
            AttrKind::Strided { strides, offset } => {
                self.out.push_str("strided<[");
                self.interleave_comma(strides.iter(), |p, &s| p.write_int_or_dynamic(s));
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    self.write_int_or_dynamic(*offset);
                }
                self.out.push('>');
                None
            }
            AttrKind::Opaque { dialect, body, ty } => {
                lexical::write_dialect_symbol(&mut self.out, '#', ctx.str(*dialect), body);
                *ty
            }
            AttrKind::AffineMap(map) => {
                let _ = write!(self.out, "affine_map<{map}>");
                None
            }
            AttrKind::IntegerSet(set) => {
                let _ = write!(self.out, "affine_set<{set}>");
                None
            }
            AttrKind::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                self.out.push_str("distinct[");
                self.write_int(id);
                self.out.push_str("]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attribute(*referenced);
                }
                self.out.push('>');
                None
            }
            AttrKind::DenseResource { handle, ty } => {
                self.out.push_str("dense_resource<");
                lexical::write_keyword_or_string(&mut self.out, ctx.bytes(*handle));
                self.out.push('>');
                if !self.resources.contains(handle) {
                    self.resources.push(*handle);
                }
                Some(*ty)
            }
            AttrKind::Dialect(storage) => {
                self.print_dialect_symbol('#', storage.0.dialect(), |p| storage.0.print(p));
                None
            }
            AttrKind::UnknownLoc
            | AttrKind::FileLineColLoc { .. }
            | AttrKind::FileLineColRange { .. }
            | AttrKind::NameLoc { .. }
            | AttrKind::CallSiteLoc { .. }
            | AttrKind::FusedLoc { .. } => {
                self.print_location(attr, false);
                None
            }
        };
        if elision != TypeElision::Must
            && let Some(ty) = typed
            && !matches!(ctx.type_kind(ty), TypeKind::None)
        {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }

    fn write_int_or_dynamic(&mut self, v: i64) {
        if v == crate::ir::DYNAMIC {
            self.out.push('?');
        } else {
            self.write_int(v);
        }
    }
}

/// Whether a shaped type has zero elements (a zero dimension).
fn has_no_elements(ctx: &crate::Context, ty: crate::ir::Type) -> bool {
    ctx.ranked_shape(ty)
        .is_some_and(|(shape, _)| shape.contains(&0))
}
