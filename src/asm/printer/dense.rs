//! `dense<...>` elements and `array<T: ...>` dense arrays, as MLIR prints them.
//!
//! Elements of a [`AttrKind::DenseElements`] are scalar attributes (integers,
//! `true`/`false`, floats, strings); a complex element is an [`AttrKind::Array`]
//! of its real and imaginary parts. A splat (or a full list whose elements are
//! all equal, which MLIR would have stored as a splat) prints as one element;
//! otherwise elements nest in brackets by shape. A non-splat numeric attribute of
//! more than 100 elements prints as the hex string of MLIR's raw little-endian
//! storage (`dense<"0x0100...">`, booleans packed 8 per byte).

use super::text::Text;
use crate::ir::{AttrKind, Attribute, FloatKind, Signedness, Type, TypeKind};

use super::AsmPrinter;
use super::lexical;

/// `--mlir-print-elementsattrs-with-hex-if-larger`'s default.
const HEX_THRESHOLD: usize = 100;

/// How elements of a shaped type are stored and printed.
#[derive(Copy, Clone, Debug)]
enum Element {
    /// Integer of the given width (index: 64) and signedness.
    Int {
        width: u32,
        unsigned: bool,
    },
    Float(FloatKind),
    Complex {
        part: Part,
    },
    /// Strings (or anything else): never printed in hex.
    Other,
}

#[derive(Copy, Clone, Debug)]
enum Part {
    Int { width: u32, unsigned: bool },
    Float(FloatKind),
}

impl AsmPrinter<'_> {
    fn element_of(&self, ty: Type) -> Element {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Element::Int {
                width: *width,
                unsigned: *signedness == Signedness::Unsigned,
            },
            TypeKind::Index => Element::Int {
                width: 64,
                unsigned: false,
            },
            TypeKind::Float(kind) => Element::Float(*kind),
            TypeKind::Complex(inner) => match self.element_of(*inner) {
                Element::Int { width, unsigned } => Element::Complex {
                    part: Part::Int { width, unsigned },
                },
                Element::Float(kind) => Element::Complex {
                    part: Part::Float(kind),
                },
                _ => Element::Other,
            },
            _ => Element::Other,
        }
    }

    /// The body of `dense<...>` for a value of shaped type `ty`.
    pub(super) fn print_dense_elements(&mut self, ty: Type, values: &[Attribute], splat: bool) {
        self.print_dense_elements_with(ty, values, splat, true);
    }

    /// [`Self::print_dense_elements`], in hex for many elements only when
    /// `allow_hex`.
    pub(super) fn print_dense_elements_with(
        &mut self,
        ty: Type,
        values: &[Attribute],
        splat: bool,
        allow_hex: bool,
    ) {
        let ctx = self.ctx;
        let (shape, element_ty) = match ctx.type_kind(ty) {
            TypeKind::UnrankedTensor { element } | TypeKind::UnrankedMemRef { element, .. } => {
                (Default::default(), *element)
            }
            _ => ctx.ranked_shape(ty).unwrap_or((Default::default(), ty)),
        };
        let element = self.element_of(element_ty);
        // Equal elements are stored as a splat, except those of `complex<i1>`,
        // whose storage upstream does not hold the values it reads back (see
        // the parser's `complex_bool_elements`).
        let complex_bool = matches!(
            element,
            Element::Complex {
                part: Part::Int { width: 1, .. }
            }
        );
        let is_splat = !values.is_empty()
            && (splat || (!complex_bool && values.iter().all(|&v| v == values[0])));
        if is_splat {
            self.print_dense_element(values[0], element);
            return;
        }
        if values.is_empty() {
            return;
        }
        if allow_hex && values.len() > HEX_THRESHOLD && !matches!(element, Element::Other) {
            self.print_dense_hex(values, element);
            return;
        }
        let rank = shape.len();
        if rank == 0 {
            self.interleave_comma(values.iter(), |p, &v| p.print_dense_element(v, element));
            return;
        }
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for (idx, &v) in values.iter().enumerate() {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            self.print_dense_element(v, element);
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open = open.saturating_sub(1);
                    self.out.push(']');
                }
            }
        }
        for _ in 0..open {
            self.out.push(']');
        }
    }

    fn print_dense_element(&mut self, value: Attribute, element: Element) {
        let ctx = self.ctx;
        match ctx.attr_kind(value) {
            AttrKind::Array(parts) if parts.len() == 2 => {
                let part = match element {
                    Element::Complex { part } => Some(part),
                    _ => None,
                };
                self.out.push('(');
                self.print_dense_scalar(parts[0], part.map(Part::as_element));
                self.out.push(',');
                self.print_dense_scalar(parts[1], part.map(Part::as_element));
                self.out.push(')');
            }
            _ => self.print_dense_scalar(value, Some(element)),
        }
    }

    fn print_dense_scalar(&mut self, value: Attribute, element: Option<Element>) {
        let ctx = self.ctx;
        match ctx.attr_kind(value) {
            AttrKind::Integer { value, ty } => {
                let (width, unsigned) = match element {
                    Some(Element::Int { width, unsigned }) => (width, unsigned),
                    _ => match ctx.type_kind(*ty) {
                        TypeKind::Integer { width, signedness } => {
                            (*width, *signedness == Signedness::Unsigned)
                        }
                        _ => (64, false),
                    },
                };
                write_dense_int(&mut self.out, *value, width, unsigned);
            }
            AttrKind::WideInteger { words, ty } => {
                if let TypeKind::Integer { width, signedness } = ctx.type_kind(*ty) {
                    let signed = *signedness != Signedness::Unsigned;
                    self.out
                        .push_str(&crate::apint::to_decimal(words, *width, signed));
                }
            }
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Float { bits, ty } => {
                let kind = match (element, ctx.type_kind(*ty)) {
                    (Some(Element::Float(k)), _) => k,
                    (_, TypeKind::Float(k)) => *k,
                    _ => FloatKind::F64,
                };
                crate::apfloat::write_float(&mut self.out, kind, *bits);
            }
            AttrKind::String { value, .. } => lexical::write_quoted(&mut self.out, value),
            _ => self.print_attribute_without_type(value),
        }
    }

    fn print_dense_hex(&mut self, values: &[Attribute], element: Element) {
        let ctx = self.ctx;
        let mut bytes: Vec<u8> = Vec::new();
        match element {
            Element::Int { width: 1, .. } => {
                bytes.resize(values.len().div_ceil(8), 0);
                for (i, &v) in values.iter().enumerate() {
                    if scalar_bits(ctx, v) & 1 == 1 {
                        bytes[i / 8] |= 1 << (i % 8);
                    }
                }
            }
            Element::Int { width, .. } => {
                for &v in values {
                    match ctx.attr_kind(v) {
                        AttrKind::WideInteger { words, .. } => {
                            crate::apint::to_le_bytes(words, width, &mut bytes)
                        }
                        _ => push_le(&mut bytes, scalar_bits(ctx, v), width),
                    }
                }
            }
            Element::Float(kind) => {
                for &v in values {
                    push_le(&mut bytes, scalar_bits(ctx, v), kind.width());
                }
            }
            Element::Complex { part } => {
                let width = match part {
                    Part::Int { width, .. } => width,
                    Part::Float(kind) => kind.width(),
                };
                for &v in values {
                    match ctx.attr_kind(v) {
                        AttrKind::Array(parts) if parts.len() == 2 => {
                            push_le(&mut bytes, scalar_bits(ctx, parts[0]), width);
                            push_le(&mut bytes, scalar_bits(ctx, parts[1]), width);
                        }
                        _ => {
                            push_le(&mut bytes, 0, width);
                            push_le(&mut bytes, 0, width);
                        }
                    }
                }
            }
            Element::Other => {}
        }
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        self.out.reserve(bytes.len() * 2 + 4);
        self.out.push_str("\"0x");
        for b in bytes {
            self.out.push(char::from(HEX[usize::from(b >> 4)]));
            self.out.push(char::from(HEX[usize::from(b & 0xF)]));
        }
        self.out.push('"');
    }

    /// The values of `array<T: ...>`, stored as raw bit patterns of `element`.
    pub(super) fn print_dense_array_values(&mut self, element: Type, values: &[u64]) {
        let element = self.element_of(element);
        self.interleave_comma(values.iter(), |p, &bits| match element {
            Element::Int { width, unsigned } => {
                let value = sign_extend(u128::from(bits), width, unsigned);
                write_dense_int(&mut p.out, value, width, unsigned);
            }
            Element::Float(kind) => {
                crate::apfloat::write_float(&mut p.out, kind, u128::from(bits));
            }
            _ => p.write_int(bits),
        });
    }
}

impl Part {
    fn as_element(self) -> Element {
        match self {
            Part::Int { width, unsigned } => Element::Int { width, unsigned },
            Part::Float(kind) => Element::Float(kind),
        }
    }
}

/// `printDenseIntElement`: 1-bit integers are `true`/`false`, unsigned types
/// print unsigned, everything else signed.
fn write_dense_int(out: &mut Text, value: i128, width: u32, unsigned: bool) {
    use super::asm_printer::itoa_like::Integer;
    if width == 1 {
        out.push_str(if value & 1 == 1 { "true" } else { "false" });
    } else if unsigned {
        let v = if width >= 128 {
            value as u128
        } else {
            (value as u128) & ((1u128 << width) - 1)
        };
        v.append_to(out);
    } else {
        sign_extend(value as u128, width, false).append_to(out);
    }
}

fn sign_extend(bits: u128, width: u32, unsigned: bool) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    if unsigned {
        ((bits << shift) >> shift) as i128
    } else {
        ((bits << shift) as i128) >> shift
    }
}

/// The raw bits of a scalar element attribute.
fn scalar_bits(ctx: &crate::Context, value: Attribute) -> u128 {
    match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => *value as u128,
        AttrKind::Float { bits, .. } => *bits,
        AttrKind::Bool(b) => u128::from(*b),
        _ => 0,
    }
}

/// Appends the low `width` bits of `bits` little-endian, in whole bytes.
fn push_le(out: &mut Vec<u8>, bits: u128, width: u32) {
    let n = width.div_ceil(8).max(1);
    // The storage holds the value's `width` bits only (no sign extension).
    let bits = if width < 128 {
        bits & ((1u128 << width) - 1)
    } else {
        bits
    };
    for i in 0..n {
        out.push(if i < 16 { (bits >> (8 * i)) as u8 } else { 0 });
    }
}
