//! `dense<...>` elements attributes.
//!
//! Mirrors `TensorLiteralParser` in `mlir/lib/AsmParser/AttributeParser.cpp`:
//!
//! ```text
//! dense-attr     ::= `dense` `<` (tensor-literal | hex-string)? `>` `:` (tensor-type | vector-type)
//! tensor-literal ::= element | `[` (tensor-literal (`,` tensor-literal)*)? `]`
//! element        ::= `-`? (integer | float) | `true` | `false` | string | `(` element `,` element `)`
//! ```
//!
//! Elements are stored one scalar attribute each (`i1` as booleans, complex
//! numbers as two-element arrays `[re, im]`, other element types as strings), or
//! a single one for a splat.

use super::attributes::{build_int, build_wide_int};
use super::state::AsmParser;
use super::{Delimiter, ParseError, ParseResult};
use crate::asm::lexer::{self, Token, TokenKind};
use crate::ir::{AttrKind, Attribute, DYNAMIC, Signedness, Type, TypeKind};

/// What a tensor literal held before its type was known.
#[derive(Default)]
struct Literal {
    /// The shape of nested lists (empty for a single element).
    shape: Vec<i64>,
    /// The element tokens, each with whether a `-` preceded it.
    elements: Vec<(bool, Token)>,
    hex: Option<Token>,
}

/// What the elements of a shaped type are.
#[derive(Copy, Clone)]
enum ElementKind {
    Int(Type),
    Float(Type),
    ComplexInt(Type),
    ComplexFloat(Type),
    Other,
}

impl<'a> AsmParser<'a> {
    pub(super) fn parse_dense_elements_attr(
        &mut self,
        expected: Option<Type>,
    ) -> ParseResult<Attribute> {
        let attr_loc = self.tok.start;
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut literal = Literal::default();
        if !self.consume_if(TokenKind::Greater) {
            self.parse_tensor_literal(&mut literal, true)?;
            self.expect_token(TokenKind::Greater, "expected '>'")?;
        }
        let ty = self.parse_element_attr_type(attr_loc, expected)?;
        self.literal_attr(attr_loc, &literal, ty)
    }

    /// `sparse` `<` (indices `,` values)? `>` `:` type (MLIR's
    /// `parseSparseElementsAttr`): indices are an `i64` literal of one row
    /// per element (a single one when not a list), values a literal of as many
    /// elements (or one for all); checked as `SparseElementsAttr::verify`.
    pub(super) fn parse_sparse_elements_attr(
        &mut self,
        expected: Option<Type>,
    ) -> ParseResult<Attribute> {
        let attr_loc = self.tok.start;
        self.consume();
        self.expect_token(TokenKind::Less, "Expected '<' after 'sparse'")?;
        let i64_ty = self.ctx.common().i64;
        let tensor = |p: &Self, shape: &[i64], element: Type| {
            p.ctx.intern_type(TypeKind::RankedTensor {
                shape: shape.into(),
                element,
                encoding: None,
            })
        };
        let shape_of = |p: &Self, t: Type| -> (Vec<i64>, Type) {
            match p.ctx.ranked_shape(t) {
                Some((shape, element)) => (shape.into_owned(), element),
                None => (Vec::new(), t),
            }
        };
        if self.consume_if(TokenKind::Greater) {
            let ty = self.parse_element_attr_type(attr_loc, expected)?;
            let (shape, element) = shape_of(self, ty);
            let empty = |p: &Self, t: Type| {
                p.ctx.intern_attr(AttrKind::DenseElements {
                    ty: t,
                    values: Box::new([]),
                    splat: false,
                })
            };
            let indices = empty(self, tensor(self, &[0, shape.len() as i64], i64_ty));
            let values = empty(self, tensor(self, &[0], element));
            return Ok(self.ctx.intern_attr(AttrKind::SparseElements {
                ty,
                indices,
                values,
            }));
        }
        let indices_loc = self.tok.start;
        let mut indices_literal = Literal::default();
        self.parse_tensor_literal(&mut indices_literal, false)?;
        self.expect_token(TokenKind::Comma, "expected ','")?;
        let values_loc = self.tok.start;
        let mut values_literal = Literal::default();
        self.parse_tensor_literal(&mut values_literal, true)?;
        self.expect_token(TokenKind::Greater, "expected '>'")?;
        let ty = self.parse_element_attr_type(attr_loc, expected)?;
        let (shape, element) = shape_of(self, ty);
        let indices_shape = if indices_literal.shape.is_empty() {
            vec![1, shape.len() as i64]
        } else {
            indices_literal.shape.clone()
        };
        let indices_ty = tensor(self, &indices_shape, i64_ty);
        let indices = self.literal_attr(indices_loc, &indices_literal, indices_ty)?;
        let values_shape = if values_literal.shape.is_empty() {
            vec![indices_shape[0]]
        } else {
            values_literal.shape.clone()
        };
        let values_ty = tensor(self, &values_shape, element);
        let values = self.literal_attr(values_loc, &values_literal, values_ty)?;
        if values_shape.len() != 1 {
            return Err(self.error_at(attr_loc, "expected 1-d tensor for sparse element values"));
        }
        let rank = shape.len();
        let shape_matches = match indices_shape.len() {
            2 => indices_shape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        } && indices_shape[0] == values_shape[0];
        if !shape_matches {
            let message = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                join(&shape),
                join(&indices_shape),
                join(&values_shape)
            );
            return Err(self.error_at(attr_loc, message));
        }
        // Every index must lie in the shape (indices read as unsigned).
        let index_values: Vec<u64> = match self.ctx.attr_kind(indices) {
            AttrKind::DenseElements { values, .. } => values
                .iter()
                .map(|&v| match self.ctx.attr_kind(v) {
                    AttrKind::Integer { value, .. } => *value as u64,
                    _ => 0,
                })
                .collect(),
            _ => Vec::new(),
        };
        let rows: Vec<Vec<u64>> = if index_values.len() == 1 {
            vec![vec![index_values[0]; rank]]
        } else {
            index_values
                .chunks(rank.max(1))
                .map(<[u64]>::to_vec)
                .collect()
        };
        for (i, row) in rows.iter().enumerate() {
            let inside = row.len() == rank && row.iter().zip(&shape).all(|(&x, &d)| x < d as u64);
            if !inside {
                let index: Vec<String> = row.iter().map(u64::to_string).collect();
                let message = format!(
                    "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                    index.join(", "),
                    self.type_str(ty)
                );
                return Err(self.error_at(attr_loc, message));
            }
        }
        Ok(self.ctx.intern_attr(AttrKind::SparseElements {
            ty,
            indices,
            values,
        }))
    }

    /// A tensor literal (MLIR's `TensorLiteralParser::parse`): a hex string
    /// when `allow_hex`, a nested list, or one element.
    fn parse_tensor_literal(&mut self, literal: &mut Literal, allow_hex: bool) -> ParseResult<()> {
        if allow_hex && self.is(TokenKind::String) {
            literal.hex = Some(self.tok);
            self.consume();
        } else if self.is(TokenKind::LSquare) {
            let mut shape = Vec::new();
            self.parse_literal_list(literal, &mut shape)?;
            literal.shape = shape;
        } else {
            self.parse_literal_element(literal)?;
        }
        Ok(())
    }

    /// `: type` (unless `expected`), which must be shaped and static (MLIR's
    /// `parseElementAttrType`); errors go to `attr_loc`.
    fn parse_element_attr_type(
        &mut self,
        attr_loc: u32,
        expected: Option<Type>,
    ) -> ParseResult<Type> {
        let ty = match expected {
            Some(t) => t,
            None => {
                self.expect_token(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let dynamic = match self.ctx.ranked_shape(ty) {
            Some((shape, _)) => shape.contains(&DYNAMIC),
            None => matches!(
                self.ctx.type_kind(ty),
                TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. }
            ),
        };
        if dynamic {
            return Err(self.error_at(attr_loc, "elements literal type must have static shape"));
        }
        if self.ctx.ranked_shape(ty).is_none() {
            return Err(self.error_at(attr_loc, "elements literal must be a shaped type"));
        }
        Ok(ty)
    }

    /// The elements of `literal` as type `ty` (a static shaped type; MLIR's
    /// `TensorLiteralParser::getAttr`); errors go to `attr_loc`.
    fn literal_attr(
        &mut self,
        attr_loc: u32,
        literal: &Literal,
        ty: Type,
    ) -> ParseResult<Attribute> {
        let Some((shape, element)) = self.ctx.ranked_shape(ty) else {
            return Err(ParseError);
        };
        let shape = shape.into_owned();
        let Some(count) = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d as u64))
        else {
            return Err(self.error_at(attr_loc, "elements literal type has too many elements"));
        };
        let kind = match self.ctx.type_kind(element) {
            TypeKind::Integer { .. } | TypeKind::Index => ElementKind::Int(element),
            TypeKind::Float(_) => ElementKind::Float(element),
            TypeKind::Complex(inner) => match self.ctx.type_kind(*inner) {
                TypeKind::Float(_) => ElementKind::ComplexFloat(*inner),
                _ => ElementKind::ComplexInt(*inner),
            },
            _ => ElementKind::Other,
        };
        if let Some(hex) = literal.hex
            && !matches!(kind, ElementKind::Other)
        {
            return self.dense_from_hex(attr_loc, hex, ty, kind, count);
        }
        if !literal.shape.is_empty() && literal.shape[..] != shape[..] {
            let message = format!(
                "inferred shape of elements literal ([{}]) does not match type ([{}])",
                join(&literal.shape),
                join(&shape)
            );
            return Err(self.error_at(attr_loc, message));
        }
        if literal.hex.is_none() && literal.elements.is_empty() && count != 0 {
            let message = format!(
                "parsed zero elements, but type ('{}') expected at least 1",
                self.type_str(ty)
            );
            return Err(self.error_at(attr_loc, message));
        }
        // Complex pairs for a scalar type leave more values than elements:
        // upstream's buffer holds them all and the attribute reads the first
        // ones.
        let first = |mut values: Vec<Attribute>| {
            if count != 0 && values.len() as u64 > count {
                values.truncate(count as usize);
            }
            values
        };
        let values = match kind {
            ElementKind::Int(t) => first(self.int_elements(&literal.elements, t)?),
            ElementKind::Float(t) => first(self.float_elements(&literal.elements, t)?),
            ElementKind::ComplexInt(t) | ElementKind::ComplexFloat(t) => {
                let splat = literal.shape.is_empty() && count != 0;
                let n = literal.elements.len();
                if splat && n != 2 {
                    let message = format!(
                        "parsed {n} elements, but type ('{}') expected 2 elements",
                        self.type_str(element)
                    );
                    return Err(self.error_at(attr_loc, message));
                }
                if !literal.shape.is_empty() && n as u64 != count * 2 {
                    let message = format!(
                        "parsed {n} elements, but type ('{}') expected {} elements",
                        self.type_str(ty),
                        count * 2
                    );
                    return Err(self.error_at(attr_loc, message));
                }
                let mut scalars = match kind {
                    ElementKind::ComplexFloat(_) => self.float_elements(&literal.elements, t)?,
                    _ => self.int_elements(&literal.elements, t)?,
                };
                if matches!(kind, ElementKind::ComplexInt(_))
                    && self
                        .int_semantics(t)
                        .is_some_and(|s| s.width == 1 && !s.is_index)
                {
                    scalars = self.complex_bool_elements(&scalars, t);
                }
                scalars
                    .chunks(2)
                    .map(|pair| self.ctx.array_attr(pair))
                    .collect()
            }
            ElementKind::Other => self.string_elements(attr_loc, literal)?,
        };
        let splat = values.len() == 1 && count != 0;
        Ok(self.ctx.intern_attr(AttrKind::DenseElements {
            ty,
            values: values.into(),
            splat,
        }))
    }

    /// The elements MLIR 22 reads back from a literal of `complex<i1>` (or
    /// `si1`/`ui1`) elements. Its parser writes each part into half a byte
    /// (real in bit 0, imaginary in bit 4 of byte `i`), while its reader takes
    /// the real part of element `k` from bit `k` of those bytes and finds every
    /// imaginary part false; equal elements make a splat of the first element's
    /// real part. The upstream printer shows exactly these values. Returns the
    /// parts, real then imaginary, of each element.
    fn complex_bool_elements(&self, scalars: &[Attribute], part: Type) -> Vec<Attribute> {
        let bit = |a: Attribute| match self.ctx.attr_kind(a) {
            AttrKind::Bool(b) => *b,
            AttrKind::Integer { value, .. } => value & 1 == 1,
            _ => false,
        };
        let signed = matches!(
            self.ctx.type_kind(part),
            TypeKind::Integer {
                signedness: Signedness::Signed,
                ..
            }
        );
        let make = |b: bool| match self.ctx.type_kind(part) {
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            } => self.ctx.bool_attr(b),
            _ => {
                let value = match (b, signed) {
                    (false, _) => 0,
                    (true, true) => -1,
                    (true, false) => 1,
                };
                self.ctx.intern_attr(AttrKind::Integer { value, ty: part })
            }
        };
        let pairs: Vec<(bool, bool)> = scalars.chunks(2).map(|p| (bit(p[0]), bit(p[1]))).collect();
        let element = |re: bool| [make(re), make(false)];
        if pairs.iter().all(|&p| p == pairs[0]) {
            return element(pairs[0].0).to_vec();
        }
        let bytes: Vec<u8> = pairs
            .iter()
            .map(|&(re, im)| u8::from(re) | u8::from(im) << 4)
            .collect();
        (0..pairs.len())
            .flat_map(|k| element(bytes.get(k / 8).is_some_and(|b| b >> (k % 8) & 1 == 1)))
            .collect()
    }

    /// `[...]` of elements or nested lists, recording the shape in `dims`.
    fn parse_literal_list(
        &mut self,
        literal: &mut Literal,
        dims: &mut Vec<i64>,
    ) -> ParseResult<()> {
        self.nested(|p| {
            let mut first: Option<Vec<i64>> = None;
            let mut size = 0i64;
            p.comma_list(Delimiter::Square, "", &mut |p| {
                let mut this = Vec::new();
                if p.is(TokenKind::LSquare) {
                    p.parse_literal_list(literal, &mut this)?;
                } else {
                    p.parse_literal_element(literal)?;
                }
                size += 1;
                match &first {
                    None => first = Some(this),
                    Some(prev) if *prev != this => {
                        return Err(p.error_here(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    Some(_) => {}
                }
                Ok(())
            })?;
            dims.clear();
            dims.push(size);
            dims.extend(first.unwrap_or_default());
            Ok(())
        })
    }

    fn parse_literal_element(&mut self, literal: &mut Literal) -> ParseResult<()> {
        match self.tok.kind {
            TokenKind::Float | TokenKind::Integer | TokenKind::String => {
                literal.elements.push((false, self.tok));
                self.consume();
            }
            TokenKind::BareIdentifier if self.is_keyword("true") || self.is_keyword("false") => {
                literal.elements.push((false, self.tok));
                self.consume();
            }
            TokenKind::Minus => {
                self.consume();
                if !self.is(TokenKind::Float) && !self.is(TokenKind::Integer) {
                    return Err(self.error_here("expected integer or floating point literal"));
                }
                literal.elements.push((true, self.tok));
                self.consume();
            }
            TokenKind::LParen => {
                self.consume();
                self.parse_literal_element(literal)?;
                self.expect_token(TokenKind::Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(literal)?;
                self.expect_token(TokenKind::RParen, "expected ')' after complex elements")?;
            }
            _ => return Err(self.error_here("expected element literal of primitive type")),
        }
        Ok(())
    }

    fn int_elements(
        &mut self,
        elements: &[(bool, Token)],
        ty: Type,
    ) -> ParseResult<Vec<Attribute>> {
        let Some(sem) = self.int_semantics(ty) else {
            return Err(ParseError);
        };
        let is_i1 = sem.width == 1 && !sem.is_index;
        let mut out = Vec::with_capacity(elements.len());
        for &(negative, tok) in elements {
            if negative && sem.signedness == Signedness::Unsigned {
                return Err(self.error_at(
                    tok.start,
                    "expected unsigned integer elements, but parsed negative value",
                ));
            }
            let spelling = tok.text(self.src);
            match tok.kind {
                TokenKind::Float => {
                    return Err(self.error_at(
                        tok.start,
                        "expected integer elements, but parsed floating-point",
                    ));
                }
                TokenKind::BareIdentifier => {
                    if !is_i1 {
                        return Err(self
                            .error_at(tok.start, "expected i1 type for 'true' or 'false' values"));
                    }
                    out.push(self.ctx.bool_attr(spelling == "true"));
                    continue;
                }
                TokenKind::Integer => {}
                // Upstream reads any other token's spelling as a number.
                _ => {
                    return Err(self.error_at(tok.start, "integer constant out of range for type"));
                }
            }
            if sem.width > 128 {
                let Some(words) = build_wide_int(sem, negative, spelling) else {
                    return Err(self.error_at(tok.start, "integer constant out of range for type"));
                };
                out.push(self.ctx.intern_attr(AttrKind::WideInteger { words, ty }));
                continue;
            }
            let Some(value) = build_int(sem, negative, spelling) else {
                return Err(self.error_at(tok.start, "integer constant out of range for type"));
            };
            out.push(if is_i1 && sem.signedness == Signedness::Signless {
                self.ctx.bool_attr(value != 0)
            } else {
                self.ctx.intern_attr(AttrKind::Integer { value, ty })
            });
        }
        Ok(out)
    }

    fn float_elements(
        &mut self,
        elements: &[(bool, Token)],
        ty: Type,
    ) -> ParseResult<Vec<Attribute>> {
        let Some(kind) = self.float_kind(ty) else {
            return Err(ParseError);
        };
        let mut out = Vec::with_capacity(elements.len());
        // Elements hold raw storage bits: a format without a sign bit drops the
        // sign its parsed value had, as MLIR's dense storage does.
        let sem = crate::apfloat::Semantics::of(kind);
        for &(negative, tok) in elements {
            let bits = self.float_from_literal(tok, negative, kind)?;
            let bits = crate::apfloat::storage_bits(sem, bits);
            out.push(self.ctx.intern_attr(AttrKind::Float { bits, ty }));
        }
        Ok(out)
    }

    fn string_elements(&mut self, attr_loc: u32, literal: &Literal) -> ParseResult<Vec<Attribute>> {
        if let Some(hex) = literal.hex {
            let value = lexer::string_value(hex.bytes(self.src)).into_owned();
            return Ok(vec![self.ctx.intern_attr(AttrKind::String {
                value: value.into(),
                ty: None,
            })]);
        }
        let mut out = Vec::with_capacity(literal.elements.len());
        for &(_, tok) in &literal.elements {
            if tok.kind != TokenKind::String {
                let message = format!("expected string token, got {}", tok.text(self.src));
                return Err(self.error_at(attr_loc, message));
            }
            let value = lexer::string_value(tok.bytes(self.src)).into_owned();
            out.push(self.ctx.intern_attr(AttrKind::String {
                value: value.into(),
                ty: None,
            }));
        }
        Ok(out)
    }

    /// `dense<"0x...">`: little-endian raw element data, one element for a splat.
    fn dense_from_hex(
        &mut self,
        attr_loc: u32,
        hex: Token,
        ty: Type,
        kind: ElementKind,
        count: u64,
    ) -> ParseResult<Attribute> {
        let spelling = hex.text(self.src);
        let digits = spelling
            .get(1..spelling.len().saturating_sub(1))
            .unwrap_or("");
        let data = digits.strip_prefix("0x").and_then(decode_hex);
        let Some(data) = data else {
            return Err(self.error_at(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        let (scalar, parts) = match kind {
            ElementKind::Int(t) | ElementKind::Float(t) => (t, 1),
            ElementKind::ComplexInt(t) | ElementKind::ComplexFloat(t) => (t, 2),
            ElementKind::Other => return Err(ParseError),
        };
        let width = match self.ctx.type_kind(scalar) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            TypeKind::Float(k) => k.width(),
            _ => return Err(ParseError),
        };
        let invalid = |p: &mut Self| {
            let message = format!(
                "elements hex data size is invalid for provided type: '{}'",
                p.type_str(ty)
            );
            p.error_at(attr_loc, message)
        };
        // Booleans are bit-packed; a single 0x00 or 0xFF byte is a splat.
        if width == 1 && parts == 1 {
            let splat = data.len() == 1 && (data[0] == 0 || data[0] == 0xff);
            let values: Vec<Attribute> = if splat {
                vec![self.ctx.bool_attr(data[0] != 0)]
            } else {
                if data.len() as u64 != count.div_ceil(8) {
                    return Err(invalid(self));
                }
                (0..count)
                    .map(|i| {
                        self.ctx
                            .bool_attr(data[(i / 8) as usize] >> (i % 8) & 1 == 1)
                    })
                    .collect()
            };
            let splat = values.len() == 1 && count != 0;
            return Ok(self.ctx.intern_attr(AttrKind::DenseElements {
                ty,
                values: values.into(),
                splat,
            }));
        }
        let bytes = width.div_ceil(8) as usize;
        let element_bytes = bytes * parts;
        let n = if data.len() == element_bytes {
            1
        } else if data.len() as u64 == count.saturating_mul(element_bytes as u64) {
            count as usize
        } else {
            return Err(invalid(self));
        };
        let mut values = Vec::with_capacity(n);
        for chunk in data.chunks(element_bytes).take(n) {
            let mut scalars = [None; 2];
            for (i, part) in chunk.chunks(bytes).enumerate() {
                let mut raw = 0u128;
                for (j, &b) in part.iter().enumerate().take(16) {
                    raw |= u128::from(b) << (8 * j);
                }
                let attr = match self.ctx.type_kind(scalar) {
                    _ if width > 128 => self.ctx.intern_attr(AttrKind::WideInteger {
                        words: crate::apint::from_le_bytes(part, width),
                        ty: scalar,
                    }),
                    TypeKind::Float(_) => self.ctx.intern_attr(AttrKind::Float {
                        bits: raw & ((1u128 << width) - 1),
                        ty: scalar,
                    }),
                    _ => {
                        let sem = self.int_semantics(scalar).ok_or(ParseError)?;
                        let value =
                            crate::context::normalize_int(raw as i128, sem.width, sem.signedness);
                        self.ctx
                            .intern_attr(AttrKind::Integer { value, ty: scalar })
                    }
                };
                scalars[i] = Some(attr);
            }
            values.push(match (parts, scalars) {
                (2, [Some(re), Some(im)]) => self.ctx.array_attr(&[re, im]),
                (_, [Some(v), _]) => v,
                _ => return Err(ParseError),
            });
        }
        let splat = values.len() == 1 && count != 0;
        Ok(self.ctx.intern_attr(AttrKind::DenseElements {
            ty,
            values: values.into(),
            splat,
        }))
    }
}

fn join(dims: &[i64]) -> String {
    dims.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn decode_hex(digits: &str) -> Option<Vec<u8>> {
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let bytes = digits.as_bytes();
    (0..bytes.len())
        .step_by(2)
        .map(|i| {
            let hi = (bytes[i] as char).to_digit(16)?;
            let lo = (bytes[i + 1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}
