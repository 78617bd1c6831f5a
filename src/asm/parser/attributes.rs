//! Attributes.
//!
//! Mirrors `mlir/lib/AsmParser/AttributeParser.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/Builtin/#attributes>):
//!
//! ```text
//! attribute ::= `unit` | `true` | `false` | `-`? integer (`:` type)? | `-`? float (`:` type)?
//!             | string (`:` type)? | type | `[` attribute-list? `]` | `{` (name (`=` attribute)?)* `}`
//!             | `@`sym (`::` `@`sym)* | `array` `<` type (`:` elements)? `>` | `dense` `<` literal `>` `:` type
//!             | `strided` `<` `[` strides `]` (`,` `offset` `:` n)? `>` | `affine_map` `<` ... `>`
//!             | `loc` `(` location `)` | `#`alias | `#`dialect`.`body | `#`dialect`<`body`>`
//! ```

use super::affine::AffineStructure;
use super::state::AsmParser;
use super::types::ExtendedSymbol;
use super::{Delimiter, ParseResult};
use crate::Ident;
use crate::asm::lexer::{self, Token, TokenKind};
use crate::ir::{
    AttrKind, Attribute, DYNAMIC, FloatKind, NamedAttribute, Signedness, Type, TypeKind,
};

/// The integer semantics of a type an integer literal may take.
#[derive(Copy, Clone, Debug)]
pub(super) struct IntSemantics {
    pub width: u32,
    pub signedness: Signedness,
    pub is_index: bool,
}

/// MLIR's `buildAttributeAPInt`: the value of an integer literal in `sem`, or
/// `None` when it does not fit. Values are sign- or zero-extended to 128 bits.
pub(super) fn build_int(sem: IntSemantics, negative: bool, spelling: &str) -> Option<i128> {
    let magnitude = lexer::integer_value(spelling)?;
    let width = sem.width;
    if width < 128 && magnitude >> width != 0 {
        return None;
    }
    if width == 0 {
        return if negative { None } else { Some(0) };
    }
    let sign_bit = |v: u128| width <= 128 && (v >> (width.min(128) - 1)) & 1 == 1;
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    if negative {
        let negated = magnitude.wrapping_neg() & mask;
        if !sign_bit(negated) {
            return None;
        }
        // `negated` holds -magnitude in `width` bits: sign-extend it.
        return Some(crate::context::normalize_int(
            negated as i128,
            width,
            Signedness::Signed,
        ));
    }
    if (sem.is_index || sem.signedness == Signedness::Signed) && sign_bit(magnitude) {
        return None;
    }
    if width > 128 && magnitude > i128::MAX as u128 {
        return None;
    }
    Some(crate::context::normalize_int(
        magnitude as i128,
        width,
        sem.signedness,
    ))
}

/// [`build_int`] for types wider than 128 bits: the value's pattern in the
/// type's width ([`crate::apint`]).
pub(super) fn build_wide_int(
    sem: IntSemantics,
    negative: bool,
    spelling: &str,
) -> Option<Box<[u64]>> {
    let magnitude = crate::apint::literal_magnitude(spelling)?;
    let signed = sem.is_index || sem.signedness == Signedness::Signed;
    crate::apint::build(sem.width, signed, negative, &magnitude)
}

impl<'a> AsmParser<'a> {
    /// The integer semantics of `ty`, if it is an integer or `index` type.
    pub(super) fn int_semantics(&self, ty: Type) -> Option<IntSemantics> {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Some(IntSemantics {
                width: *width,
                signedness: *signedness,
                is_index: false,
            }),
            TypeKind::Index => Some(IntSemantics {
                width: 64,
                signedness: Signedness::Signless,
                is_index: true,
            }),
            _ => None,
        }
    }

    pub(super) fn float_kind(&self, ty: Type) -> Option<FloatKind> {
        match self.ctx.type_kind(ty) {
            TypeKind::Float(kind) => Some(*kind),
            _ => None,
        }
    }

    /// Whether an attribute (other than a type) can start at the current token.
    pub(super) fn can_start_attribute(&self) -> bool {
        match self.tok.kind {
            TokenKind::AtIdentifier
            | TokenKind::Float
            | TokenKind::Integer
            | TokenKind::HashIdentifier
            | TokenKind::LBrace
            | TokenKind::LSquare
            | TokenKind::Minus
            | TokenKind::String => true,
            TokenKind::BareIdentifier => matches!(
                self.spelling(),
                "affine_map"
                    | "affine_set"
                    | "array"
                    | "dense"
                    | "dense_resource"
                    | "distinct"
                    | "false"
                    | "loc"
                    | "sparse"
                    | "strided"
                    | "true"
                    | "unit"
            ),
            _ => false,
        }
    }

    /// Parses any attribute. `ty`, when given, is the type the literal takes (no
    /// `: type` suffix is then read).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        match self.tok.kind {
            TokenKind::LSquare => self.nested(|p| p.parse_array_attr()),
            TokenKind::LBrace => self.nested(|p| {
                let mut entries = Vec::new();
                p.parse_attribute_dict(&mut entries)?;
                Ok(p.ctx.dictionary_attr(entries))
            }),
            TokenKind::HashIdentifier => self.nested(|p| p.parse_extended_attr(ty)),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::Integer => self.parse_dec_or_hex_attr(ty, false),
            TokenKind::Minus => {
                self.consume();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_dec_or_hex_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_token("expected constant integer or floating point value")),
                }
            }
            TokenKind::String => {
                let value = lexer::string_value(self.spelling_bytes());
                self.consume();
                let mut ty = ty;
                if ty.is_none() && self.consume_if(TokenKind::Colon) {
                    ty = Some(self.parse_type()?);
                }
                // A string's type is `none` unless it says otherwise: given
                // `none` (ODS's `StrAttr`), it is the plain string.
                if ty == Some(self.ctx.common().none) {
                    ty = None;
                }
                Ok(self.ctx.intern_attr(AttrKind::String {
                    value: value.into_owned().into(),
                    ty,
                }))
            }
            TokenKind::AtIdentifier => self.parse_symbol_ref_attr(),
            TokenKind::BareIdentifier => self.parse_keyword_attr(ty),
            _ => match self.parse_optional_type()? {
                Some(t) => Ok(self.ctx.type_attr(t)),
                None => Err(self.wrong_token("expected attribute value")),
            },
        }
    }

    fn parse_keyword_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        match self.spelling() {
            "unit" => {
                self.consume();
                Ok(self.ctx.unit_attr())
            }
            "true" | "false" => {
                let value = self.spelling() == "true";
                self.consume();
                Ok(self.ctx.bool_attr(value))
            }
            "array" => self.nested(|p| p.parse_dense_array_attr()),
            "dense" => self.nested(|p| p.parse_dense_elements_attr(ty)),
            "strided" => self.parse_strided_layout_attr(),
            "affine_map" | "affine_set" => self.nested(|p| p.parse_affine_attr()),
            "loc" => {
                self.consume();
                self.expect_token(TokenKind::LParen, "expected '(' in inline location")?;
                let loc = self.parse_location_instance()?;
                self.expect_token(TokenKind::RParen, "expected ')' in inline location")?;
                Ok(loc)
            }
            "distinct" => self.nested(|p| p.parse_distinct_attr()),
            "dense_resource" => self.parse_dense_resource_attr(ty),
            "sparse" => self.nested(|p| p.parse_sparse_elements_attr(ty)),
            _ => match self.parse_optional_type()? {
                Some(t) => Ok(self.ctx.type_attr(t)),
                None => Err(self.wrong_token("expected attribute value")),
            },
        }
    }

    fn parse_array_attr(&mut self) -> ParseResult<Attribute> {
        self.consume();
        let mut elements = Vec::new();
        self.comma_list_until(TokenKind::RSquare, true, &mut |p| {
            elements.push(p.parse_attribute(None)?);
            Ok(())
        })?;
        Ok(self.ctx.array_attr(&elements))
    }

    /// `{name = value, name, "quoted name" = value}` into `out`.
    ///
    /// The same text parses to the same entries (aliases are defined before
    /// use and never change), so a dictionary spelled as one parsed before
    /// takes that one's entries: ops of one kind mostly repeat their
    /// attributes. Only a clean parse is reused (one that warned must warn
    /// again), within the nesting limit it needed.
    pub(super) fn parse_attribute_dict(
        &mut self,
        out: &mut Vec<NamedAttribute>,
    ) -> ParseResult<()> {
        let open = self.tok.start as usize;
        let Some(end) = self
            .is(TokenKind::LBrace)
            .then(|| dictionary_text_end(self.src, open))
            .flatten()
        else {
            return self.parse_attribute_dict_entries(out);
        };
        let src = self.src;
        let text = &src[open..end];
        if let Some(&(first, len, needs)) = self.attr_dicts.get(text)
            && self.depth + needs <= self.max_depth
        {
            self.deepest = self.deepest.max(self.depth + needs);
            out.extend_from_slice(&self.attr_dict_entries[first as usize..(first + len) as usize]);
            self.reset_to(end as u32);
            return Ok(());
        }
        let (outer_deepest, emitted) = (self.deepest, self.diagnostics_emitted);
        self.deepest = self.depth;
        let start = out.len();
        let result = self.parse_attribute_dict_entries(out);
        let needs = self.deepest - self.depth;
        self.deepest = self.deepest.max(outer_deepest);
        // The scan and the parse must agree on where the dictionary ends.
        let next = self.tok.start as usize;
        let ended_there = next >= end
            && self.src[end..next]
                .iter()
                .all(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0));
        if result.is_ok()
            && self.diagnostics_emitted == emitted
            && ended_there
            && self.attr_dicts.len() < MAX_CACHED_DICTIONARIES
        {
            let first = self.attr_dict_entries.len() as u32;
            self.attr_dict_entries.extend_from_slice(&out[start..]);
            let len = (out.len() - start) as u32;
            self.attr_dicts.insert(text, (first, len, needs));
        }
        result
    }

    /// The entries of a dictionary, parsed.
    fn parse_attribute_dict_entries(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<()> {
        let start = out.len();
        self.comma_list(Delimiter::Braces, " in attribute dictionary", &mut |p| {
            let name: Ident = match p.tok.kind {
                TokenKind::String => {
                    let bytes = lexer::string_value(p.spelling_bytes());
                    if bytes.is_empty() {
                        return Err(p.error_here("expected valid attribute name"));
                    }
                    p.ctx.ident_bytes(&bytes)
                }
                TokenKind::BareIdentifier => {
                    let spelling = p.spelling_bytes();
                    match p.ident_cache.get(spelling) {
                        Some(&id) => id,
                        None => {
                            let id = p.ctx.ident_bytes(spelling);
                            p.ident_cache.insert(spelling, id);
                            id
                        }
                    }
                }
                _ => return Err(p.wrong_token("expected attribute name")),
            };
            if out[start..].iter().any(|a| a.name == name) {
                let message = format!(
                    "duplicate key '{}' in dictionary attribute",
                    p.ctx.str(name)
                );
                return Err(p.error_here(message));
            }
            p.consume();
            let value = if p.consume_if(TokenKind::Equal) {
                p.parse_attribute(None)?
            } else {
                p.ctx.unit_attr()
            };
            out.push(NamedAttribute { name, value });
            Ok(())
        })
    }

    /// The name of the current `@name` / `@"name"` token.
    pub(super) fn symbol_reference(&mut self) -> ParseResult<Ident> {
        let spelling = self.spelling_bytes();
        let name = &spelling[1..];
        if name.starts_with(b"\"") {
            let bytes = lexer::string_value(spelling);
            return Ok(self.ctx.ident_bytes(&bytes));
        }
        Ok(self.ctx.ident_bytes(name))
    }

    fn parse_symbol_ref_attr(&mut self) -> ParseResult<Attribute> {
        let root = self.symbol_reference()?;
        self.consume();
        let mut nested = Vec::new();
        while self.is(TokenKind::Colon) {
            if self.peek().kind != TokenKind::Colon {
                break;
            }
            self.consume();
            self.consume();
            if !self.is(TokenKind::AtIdentifier) {
                return Err(self.error_at(
                    self.tok.start,
                    "expected nested symbol reference identifier",
                ));
            }
            nested.push(self.symbol_reference()?);
            self.consume();
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    /// `#alias`, `#dialect.body` or `#dialect<body>`, with an optional `: type`.
    pub(super) fn parse_extended_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let attr = match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name) => match self.attr_aliases.get(name) {
                Some(&attr) => attr,
                None => return Err(self.wrong_token(format!("undefined symbol alias id '{name}'"))),
            },
            ExtendedSymbol::Dialect(symbol) => {
                let dialect = symbol.dialect;
                let mut attr_type = ty;
                let explicit_type = self.consume_if(TokenKind::Colon);
                if explicit_type {
                    attr_type = Some(self.parse_type()?);
                }
                if let Some(d) = self.ctx.dialect(dialect) {
                    let Some(hook) = d.parse_attr else {
                        let message =
                            format!("dialect '{dialect}' provides no attribute parsing hook");
                        return Err(self.error_at(symbol.loc, message));
                    };
                    self.run_dialect_hook(symbol.data_start, |p| hook(p, attr_type))?
                } else {
                    if !super::types::is_valid_dialect_namespace(dialect) {
                        let message = format!("invalid dialect namespace '\"{dialect}\"'");
                        return Err(self.error_at(symbol.loc, message));
                    }
                    if !self.ctx.allows_unregistered_dialects() {
                        let data = String::from_utf8_lossy(symbol.data);
                        let message = format!(
                            "#\"{dialect}\"<\"{data}\"> : 'none' attribute created with unregistered dialect. If \
                             this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use \
                             -allow-unregistered-dialect with the MLIR opt tool used"
                        );
                        return Err(self.error_at(symbol.loc, message));
                    }
                    let dialect = self.ctx.ident(dialect);
                    self.ctx.intern_attr(AttrKind::Opaque {
                        dialect,
                        body: symbol.data.into(),
                        ty: if explicit_type { attr_type } else { None },
                    })
                }
            }
        };
        if let Some(expected) = ty
            && let Some(actual) = self.typed_attr_type(attr)
            && actual != expected
        {
            let message = format!(
                "attribute type different than expected: expected '{}', but got '{}'",
                self.type_str(expected),
                self.type_str(actual)
            );
            return Err(self.error_here(message));
        }
        Ok(attr)
    }

    /// The type of a typed attribute (integer, float, elements, typed string).
    fn typed_attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::SparseElements { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } => *ty,
            AttrKind::Bool(_) => Some(self.ctx.common().i1),
            _ => None,
        }
    }

    /// A float literal attribute (the literal is the current token).
    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> ParseResult<Attribute> {
        let literal = self.tok;
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.common().f64,
        };
        let Some(kind) = self.float_kind(ty) else {
            return Err(self.error_here("floating point value not valid for specified type"));
        };
        let bits = self.float_from_literal(literal, negative, kind)?;
        Ok(self.ctx.intern_attr(AttrKind::Float { bits, ty }))
    }

    /// An integer literal attribute, or a float given as hex bits.
    fn parse_dec_or_hex_attr(
        &mut self,
        ty: Option<Type>,
        negative: bool,
    ) -> ParseResult<Attribute> {
        let tok: Token = self.tok;
        let spelling = self.spelling();
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None if self.consume_if(TokenKind::Colon) => self.parse_type()?,
            None => self.ctx.common().i64,
        };
        if let Some(kind) = self.float_kind(ty) {
            let bits = self.float_from_literal(tok, negative, kind)?;
            return Ok(self.ctx.intern_attr(AttrKind::Float { bits, ty }));
        }
        let Some(sem) = self.int_semantics(ty) else {
            return Err(self.error_at(tok.start, "integer literal not valid for specified type"));
        };
        if negative && sem.signedness == Signedness::Unsigned {
            return Err(self.error_at(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        if sem.width > 128 {
            let Some(words) = build_wide_int(sem, negative, spelling) else {
                return Err(self.error_at(tok.start, "integer constant out of range for attribute"));
            };
            return Ok(self.ctx.intern_attr(AttrKind::WideInteger { words, ty }));
        }
        let Some(value) = build_int(sem, negative, spelling) else {
            return Err(self.error_at(tok.start, "integer constant out of range for attribute"));
        };
        // A signless `i1` integer is MLIR's `BoolAttr`.
        if sem.width == 1 && !sem.is_index && sem.signedness == Signedness::Signless {
            return Ok(self.ctx.bool_attr(value != 0));
        }
        Ok(self.ctx.intern_attr(AttrKind::Integer { value, ty }))
    }

    /// `array<i32: 1, 2>` / `array<f32>`.
    fn parse_dense_array_attr(&mut self) -> ParseResult<Attribute> {
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        let Ok(element) = self.parse_type() else {
            return Err(self.error_at(type_loc, "expected an integer or floating point type"));
        };
        let (width, int_sem, float) = match self.ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => (*width, self.int_semantics(element), None),
            TypeKind::Float(kind) => (kind.width(), None, Some(*kind)),
            _ => {
                let message = format!(
                    "expected integer or float type, got: '{}'",
                    self.type_str(element)
                );
                return Err(self.error_at(type_loc, message));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(type_loc, "element type bitwidth must be a multiple of 8"));
        }
        if width > 64 {
            return Err(self.error_at(
                type_loc,
                "dense arrays of elements wider than 64 bits are not supported",
            ));
        }
        let mut values: Vec<u64> = Vec::new();
        if !self.consume_if(TokenKind::Greater) {
            self.expect_token(TokenKind::Colon, "expected ':' after dense array type")?;
            let mask = if width >= 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            self.comma_list(Delimiter::None, "", &mut |p| {
                let negative = p.consume_if(TokenKind::Minus);
                if let Some(kind) = float {
                    let tok = p.tok;
                    let bits = p.float_from_literal(tok, negative, kind)?;
                    let bits =
                        crate::apfloat::storage_bits(crate::apfloat::Semantics::of(kind), bits);
                    p.consume();
                    values.push(bits as u64);
                    return Ok(());
                }
                let Some(sem) = int_sem else {
                    return Err(super::ParseError);
                };
                if p.is_keyword("true") || p.is_keyword("false") {
                    if width != 1 {
                        return Err(p.error_here("expected i1 type for 'true' or 'false' values"));
                    }
                    values.push(u64::from(p.spelling() == "true"));
                    p.consume();
                    return Ok(());
                }
                if !p.is(TokenKind::Integer) {
                    return Err(p.error_here("expected integer literal"));
                }
                // Upstream reports a bad literal after reading it, at the
                // token that follows.
                let spelling = p.spelling();
                p.consume();
                if width == 1 {
                    return Err(p.error_here("expected 'true' or 'false' values for i1 type"));
                }
                let Some(value) = build_int(sem, negative, spelling) else {
                    return Err(p.error_here("integer constant out of range"));
                };
                values.push(value as u64 & mask);
                Ok(())
            })?;
            self.expect_token(
                TokenKind::Greater,
                "expected '>' to close an array attribute",
            )?;
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseArray {
            element,
            values: values.into(),
        }))
    }

    /// `strided<[1, ?], offset: ?>`.
    fn parse_strided_layout_attr(&mut self) -> ParseResult<Attribute> {
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' after 'strided'")?;
        self.expect_token(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(TokenKind::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect_token(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(TokenKind::Greater) {
            self.expect_token(TokenKind::Comma, "expected ','")?;
            if !self.consume_keyword("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.expect_token(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect_token(TokenKind::Greater, "expected '>'")?;
        }
        Ok(self.ctx.intern_attr(AttrKind::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    /// `distinct[N]<attr?>`: within one input, the same `N` names the same
    /// attribute, which must then refer to the same attribute each time.
    fn parse_distinct_attr(&mut self) -> ParseResult<Attribute> {
        self.consume();
        self.expect_token(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token("expected distinct ID"));
        }
        let id_loc = self.tok.start;
        let Some(id) = lexer::integer_value(self.spelling()).and_then(|v| u64::try_from(v).ok())
        else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.consume();
        self.expect_token(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect_token(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.is(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            self.parse_attribute(None)?
        };
        self.expect_token(
            TokenKind::Greater,
            "expected '>' to close distinct attribute",
        )?;
        if let Some(&existing) = self.distinct_attrs.get(&id) {
            let AttrKind::Distinct {
                referenced: previous,
                ..
            } = *self.ctx.attr_kind(existing)
            else {
                return Ok(existing);
            };
            if previous != referenced {
                let message = format!(
                    "referenced attribute does not match previous definition: {}",
                    self.attr_str(previous)
                );
                return Err(self.error_at(id_loc, message));
            }
            return Ok(existing);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.distinct_attrs.insert(id, attr);
        Ok(attr)
    }

    /// `dense_resource<name> : shaped-type`.
    fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' after 'dense_resource'")?;
        let Some(name) = self.parse_optional_keyword_or_string_bytes()? else {
            return Err(self.error_here("expected identifier key for 'resource' entry"));
        };
        let handle = self.ctx.ident_bytes(&name);
        self.expect_token(TokenKind::Greater, "expected '>'")?;
        let ty = match ty {
            Some(t) => t,
            None => {
                let type_loc = self.tok.start;
                self.expect_token(TokenKind::Colon, "expected ':'")?;
                let t = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(t),
                    TypeKind::RankedTensor { .. }
                        | TypeKind::UnrankedTensor { .. }
                        | TypeKind::Vector { .. }
                        | TypeKind::MemRef { .. }
                        | TypeKind::UnrankedMemRef { .. }
                ) {
                    return Err(self.error_at(type_loc, "`dense_resource` expected a shaped type"));
                }
                t
            }
        };
        Ok(self.ctx.intern_attr(AttrKind::DenseResource { handle, ty }))
    }

    fn parse_stride_or_offset(&mut self) -> ParseResult<i64> {
        if self.consume_if(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let loc = self.tok.start;
        let negative = self.consume_if(TokenKind::Minus);
        if self.is(TokenKind::Integer) {
            let value = lexer::integer_value(self.spelling()).and_then(|v| i64::try_from(v).ok());
            if let Some(v) = value {
                self.consume();
                return Ok(if negative { -v } else { v });
            }
        }
        Err(self.error_at(loc, "expected a 64-bit signed integer or '?'"))
    }

    /// `affine_map<...>` / `affine_set<...>`.
    fn parse_affine_attr(&mut self) -> ParseResult<Attribute> {
        let is_map = self.spelling() == "affine_map";
        self.consume();
        let what = if is_map { "affine map" } else { "integer set" };
        self.expect_token(TokenKind::Less, &format!("expected '<' in {what}"))?;
        let start = self.tok.start;
        let kind = match (self.parse_affine_structure()?, is_map) {
            (AffineStructure::Map(map), true) => AttrKind::AffineMap(map),
            (AffineStructure::Set(set), false) => AttrKind::IntegerSet(set),
            (_, true) => return Err(self.error_at(start, "expected AffineMap, but got IntegerSet")),
            (_, false) => {
                return Err(self.error_at(start, "expected IntegerSet, but got AffineMap"));
            }
        };
        self.expect_token(TokenKind::Greater, &format!("expected '>' in {what}"))?;
        Ok(self.ctx.intern_attr(kind))
    }
}

/// Distinct dictionary spellings remembered per parse, bounding the table for
/// inputs whose dictionaries are all different.
const MAX_CACHED_DICTIONARIES: usize = 4096;

/// Where the `{...}` text at `open` ends (after its matching `}`), when it is
/// short enough to be worth remembering, holds no comment and its strings end
/// on their line; `None` otherwise. Strings may hold braces.
fn dictionary_text_end(src: &[u8], open: usize) -> Option<usize> {
    const MAX_LEN: usize = 1024;
    let limit = src.len().min(open.saturating_add(MAX_LEN));
    let mut depth = 0u32;
    let mut i = open;
    while i < limit {
        match src[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => loop {
                i += 1;
                match *src.get(i).filter(|_| i < limit)? {
                    b'"' => break,
                    b'\\' => i += 1,
                    b'\n' => return None,
                    _ => {}
                }
            },
            b'/' if src.get(i + 1) == Some(&b'/') => return None,
            _ => {}
        }
        i += 1;
    }
    None
}
