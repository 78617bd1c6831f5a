//! Types, and the dialect-symbol machinery shared with attributes.
//!
//! Mirrors `mlir/lib/AsmParser/TypeParser.cpp` and `DialectSymbolParser.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/Builtin/#types>):
//!
//! ```text
//! type              ::= function-type | non-function-type
//! function-type     ::= `(` type-list? `)` `->` (type | `(` type-list? `)`)
//! non-function-type ::= [su]?i[0-9]+ | bf16 | f16 | tf32 | f32 | f64 | f80 | f128 | index | none
//!                     | vector `<` ([`[`]N[`]`] x)* type `>` | tensor `<` (dims | `*x`) type (`,` attr)? `>`
//!                     | memref `<` (dims | `*x`) type (`,` layout)? (`,` memory-space)? `>`
//!                     | complex `<` type `>` | tuple `<` type-list? `>`
//!                     | `!` alias | `!` dialect `.` body | `!` dialect `<` body `>`
//! ```

use smallvec::SmallVec;

use super::state::AsmParser;
use super::{ParseError, ParseResult};
use crate::asm::lexer::TokenKind;
use crate::ir::{AttrKind, Attribute, DYNAMIC, FloatKind, Signedness, Type, TypeKind};

/// The shape and element type of a `tensor<...>` or `memref<...>` type.
struct ShapedHead {
    unranked: bool,
    /// The dimensions (empty when unranked).
    shape: Vec<i64>,
    /// Where the element type starts.
    element_loc: u32,
    element: Type,
}

/// MLIR's `IntegerType::kMaxWidth`.
const MAX_INTEGER_WIDTH: u64 = (1 << 24) - 1;

/// A `!`/`#` symbol after its prefix: an alias, or a dialect symbol.
pub(super) enum ExtendedSymbol<'a> {
    Alias(&'a str),
    Dialect(DialectSymbol<'a>),
}

/// A dialect type or attribute: `!dialect.data` or `!dialect<data>`.
pub(super) struct DialectSymbol<'a> {
    pub dialect: &'a str,
    /// MLIR's symbol data: the text after `dialect.` (pretty form) or inside
    /// the outer `<` `>` (verbose form).
    pub data: &'a [u8],
    pub data_start: u32,
    /// Where MLIR reports errors about the symbol.
    pub loc: u32,
}

/// Integer type keywords: `i32`, `si8`, `ui1`. Returns the digits and signedness.
fn integer_type_keyword(spelling: &str) -> Option<(&str, Signedness)> {
    let (digits, signedness) = if let Some(d) = spelling.strip_prefix("si") {
        (d, Signedness::Signed)
    } else if let Some(d) = spelling.strip_prefix("ui") {
        (d, Signedness::Unsigned)
    } else {
        (spelling.strip_prefix('i')?, Signedness::Signless)
    };
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then_some((digits, signedness))
}

/// Whether `spelling` is an integer type keyword (`i32`, `si8`, `ui1`), which
/// upstream's lexer makes a token of its own kind.
pub(super) fn is_integer_type_keyword(spelling: &str) -> bool {
    integer_type_keyword(spelling).is_some()
}

/// MLIR's `Dialect::isValidNamespace`: `[a-zA-Z_][a-zA-Z_0-9$]*`.
pub(super) fn is_valid_dialect_namespace(name: &str) -> bool {
    let mut bytes = name.bytes();
    match bytes.next() {
        None => false,
        Some(b) if b.is_ascii_alphabetic() || b == b'_' => {
            bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
        }
        Some(_) => false,
    }
}

impl<'a> AsmParser<'a> {
    /// Whether a type can start at the current token.
    pub(super) fn can_start_type(&self) -> bool {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::ExclamationIdentifier => true,
            TokenKind::BareIdentifier => {
                let s = self.spelling();
                matches!(
                    s,
                    "memref" | "tensor" | "complex" | "tuple" | "vector" | "index" | "none"
                ) || FloatKind::from_keyword(s).is_some()
                    || integer_type_keyword(s).is_some()
            }
            _ => false,
        }
    }

    /// Parses any type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        if self.is(TokenKind::LParen) {
            return self.nested(|p| p.parse_function_type());
        }
        self.parse_non_function_type()
    }

    fn parse_function_type(&mut self) -> ParseResult<Type> {
        // Inputs then results in one buffer, reused across function types (a
        // nested function type finds it taken and uses its own).
        let mut types = std::mem::take(&mut self.type_scratch);
        types.clear();
        let result = self.parse_function_type_into(&mut types);
        self.type_scratch = types;
        result
    }

    fn parse_function_type_into(&mut self, types: &mut Vec<Type>) -> ParseResult<Type> {
        self.parse_type_list_parens(types)?;
        let num_inputs = types.len();
        self.expect_token(TokenKind::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types(types)?;
        let key = (num_inputs as u32, SmallVec::<[Type; 6]>::from_slice(types));
        if let Some(&ty) = self.function_types.get(&key) {
            return Ok(ty);
        }
        let ty = self
            .ctx
            .function_type(&types[..num_inputs], &types[num_inputs..]);
        self.function_types.insert(key, ty);
        Ok(ty)
    }

    /// `type` (not a function type) or `(type-list?)`.
    pub(super) fn parse_function_result_types(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        if self.is(TokenKind::LParen) {
            return self.parse_type_list_parens(out);
        }
        out.push(self.parse_non_function_type()?);
        Ok(())
    }

    fn parse_type_list_parens(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        self.expect_token(TokenKind::LParen, "expected '('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        self.parse_type_list(out)?;
        self.expect_token(TokenKind::RParen, "expected ')'")
    }

    fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        match self.tok.kind {
            TokenKind::ExclamationIdentifier => return self.nested(|p| p.parse_extended_type()),
            TokenKind::BareIdentifier => {}
            _ => return Err(self.wrong_token("expected non-function type")),
        }
        let spelling = self.spelling();
        let ctx = self.ctx;
        let common = ctx.common();
        let simple = match spelling {
            // The most frequent types, without a trip through the uniquer.
            "i32" => common.i32,
            "f32" => common.f32,
            "i64" => common.i64,
            "i1" => common.i1,
            "f64" => common.f64,
            "f16" => common.f16,
            "i8" => common.i8,
            "i16" => common.i16,
            "memref" => return self.nested(|p| p.parse_memref_type()),
            "tensor" => return self.nested(|p| p.parse_tensor_type()),
            "complex" => return self.nested(|p| p.parse_complex_type()),
            "tuple" => return self.nested(|p| p.parse_tuple_type()),
            "vector" => return self.nested(|p| p.parse_vector_type()),
            "index" => common.index,
            "none" => common.none,
            s => match FloatKind::from_keyword(s) {
                Some(kind) => ctx.float_type(kind),
                None => match integer_type_keyword(s) {
                    Some((digits, signedness)) => {
                        let Ok(width) = digits.parse::<u64>() else {
                            return Err(self.error_here("invalid integer width"));
                        };
                        if width > MAX_INTEGER_WIDTH {
                            let message =
                                format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits");
                            return Err(self.error_here(message));
                        }
                        ctx.integer_type(width as u32, signedness)
                    }
                    None => return Err(self.wrong_token("expected non-function type")),
                },
            },
        };
        self.consume();
        Ok(simple)
    }

    fn parse_complex_type(&mut self) -> ParseResult<Type> {
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' in complex type")?;
        let loc = self.tok.start;
        let element = self.parse_type()?;
        self.expect_token(TokenKind::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_kind(element),
            TypeKind::Float(_) | TypeKind::Integer { .. }
        ) {
            return Err(self.error_at(loc, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeKind::Complex(element)))
    }

    fn parse_tuple_type(&mut self) -> ParseResult<Type> {
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' in tuple type")?;
        let mut types = Vec::new();
        if !self.consume_if(TokenKind::Greater) {
            self.parse_type_list(&mut types)?;
            self.expect_token(TokenKind::Greater, "expected '>' in tuple type")?;
        }
        Ok(self.ctx.intern_type(TypeKind::Tuple(types.into())))
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        let vector_loc = self.tok.start;
        self.consume();
        self.expect_token(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        while self.is(TokenKind::Integer) || self.is(TokenKind::LSquare) {
            let is_scalable = self.consume_if(TokenKind::LSquare);
            shape.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.consume_if(TokenKind::RSquare) {
                return Err(self.wrong_token("missing ']' closing scalable dimension"));
            }
            scalable.push(is_scalable);
            self.parse_x_in_dims()?;
        }
        let element = self.parse_type()?;
        self.expect_token(TokenKind::Greater, "expected '>' in vector type")?;
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            let message = format!(
                "vector types must have positive constant sizes but got {}",
                dims.join(", ")
            );
            return Err(self.error_at(vector_loc, message));
        }
        if !self.is_int_index_or_float(element) {
            let message = "failed to verify 'elementType': VectorElementTypeInterface instance";
            return Err(self.error_at(vector_loc, message));
        }
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    }

    fn is_int_index_or_float(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        )
    }

    /// MLIR's `TensorType::isValidElementType`: a memref element that is not
    /// a memref.
    fn is_valid_tensor_element(&self, ty: Type) -> bool {
        self.is_valid_memref_element(ty)
            && !matches!(
                self.ctx.type_kind(ty),
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
            )
    }

    /// MLIR's `BaseMemRefType::isValidElementType`.
    fn is_valid_memref_element(&self, ty: Type) -> bool {
        !matches!(
            self.ctx.type_kind(ty),
            TypeKind::None
                | TypeKind::Function { .. }
                | TypeKind::Tuple(_)
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    }

    /// The part tensor and memref types share: the keyword, `<`, the shape
    /// (`*x` when unranked) and the element type.
    fn parse_shaped_type_head(&mut self, keyword: &str) -> ParseResult<ShapedHead> {
        self.consume();
        self.expect_token(TokenKind::Less, &format!("expected '<' in {keyword} type"))?;
        let mut shape = Vec::new();
        let unranked = self.consume_if(TokenKind::Star);
        if unranked {
            self.parse_x_in_dims()?;
        } else {
            self.parse_dimension_list_ranked(&mut shape, true, true)?;
        }
        let element_loc = self.tok.start;
        let element = self.parse_type()?;
        Ok(ShapedHead {
            unranked,
            shape,
            element_loc,
            element,
        })
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        let ShapedHead {
            unranked,
            shape,
            element_loc: loc,
            element,
        } = self.parse_shaped_type_head("tensor")?;
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect_token(TokenKind::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(element) {
            return Err(self.error_at(loc, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.error_here("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { element }));
        }
        Ok(self.ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        let memref_loc = self.tok.start;
        let ShapedHead {
            unranked,
            shape,
            element_loc,
            element,
        } = self.parse_shaped_type_head("memref")?;
        if !self.is_valid_memref_element(element) {
            return Err(self.error_at(element_loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        if !self.consume_if(TokenKind::Greater) {
            self.expect_token(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            self.comma_list_until(TokenKind::Greater, false, &mut |p| {
                let attr = p.parse_attribute(None)?;
                if p.is_layout_attr(attr) {
                    layout = Some(attr);
                } else if memory_space.is_some() {
                    return Err(p.error_here("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                    return Ok(());
                }
                if unranked {
                    return Err(p.error_here("cannot have affine map for unranked memref type"));
                }
                if memory_space.is_some() {
                    return Err(p.error_here("expected memory space to be last in memref type"));
                }
                Ok(())
            })?;
        }
        // MLIR's `MemRefType::getChecked`: the default memory space (an
        // integer 0) is none, the layout must fit the rank, and the memory
        // space must be an integer, a string, a dictionary or an attribute of
        // a registered dialect.
        if let Some(ms) = memory_space
            && self.is_zero_integer(ms)
        {
            memory_space = None;
        }
        if !unranked && let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                    return Err(self.error_at(
                        memref_loc,
                        "expected the number of strides to match the rank",
                    ));
                }
                AttrKind::AffineMap(map) if map.num_dims as usize != shape.len() => {
                    let message = format!(
                        "memref layout mismatch between rank and affine map: {} != {}",
                        shape.len(),
                        map.num_dims
                    );
                    return Err(self.error_at(memref_loc, message));
                }
                // The identity map is the default layout.
                AttrKind::AffineMap(map) if map.is_identity() && map.num_symbols == 0 => {
                    layout = None;
                }
                _ => {}
            }
        }
        if let Some(ms) = memory_space
            && !self.is_supported_memory_space(ms)
        {
            return Err(self.error_at(memref_loc, "unsupported memory space Attribute"));
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeKind::UnrankedMemRef {
                element,
                memory_space,
            }));
        }
        Ok(self.ctx.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        }))
    }

    fn is_layout_attr(&self, attr: Attribute) -> bool {
        matches!(
            self.ctx.attr_kind(attr),
            AttrKind::Strided { .. } | AttrKind::AffineMap(_)
        )
    }

    /// An integer attribute (of any integer type, `i1` included) of value 0.
    fn is_zero_integer(&self, attr: Attribute) -> bool {
        match self.ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } => *value == 0,
            AttrKind::Bool(b) => !b,
            AttrKind::WideInteger { words, .. } => words.iter().all(|&w| w == 0),
            _ => false,
        }
    }

    /// MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries, and
    /// attributes of dialects other than the builtin one (an unregistered
    /// dialect's opaque attribute is a builtin `OpaqueAttr`).
    fn is_supported_memory_space(&self, attr: Attribute) -> bool {
        matches!(
            self.ctx.attr_kind(attr),
            AttrKind::Integer { .. }
                | AttrKind::Bool(_)
                | AttrKind::WideInteger { .. }
                | AttrKind::String { .. }
                | AttrKind::Dictionary(_)
                | AttrKind::Dialect(_)
        )
    }

    /// Dimensions of a tensor or memref (`4x?x8x` with `with_trailing_x`).
    pub(super) fn parse_dimension_list_ranked(
        &mut self,
        dims: &mut Vec<i64>,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> ParseResult<()> {
        let mut parse_dim = |p: &mut Self| -> ParseResult<()> {
            let loc = p.tok.start;
            if p.consume_if(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(p.error_at(loc, "expected static shape"));
                }
                dims.push(DYNAMIC);
            } else {
                dims.push(p.parse_integer_in_dimension_list()?);
            }
            Ok(())
        };
        if with_trailing_x {
            while self.is(TokenKind::Integer) || self.is(TokenKind::Question) {
                parse_dim(self)?;
                self.parse_x_in_dims()?;
            }
            return Ok(());
        }
        if self.is(TokenKind::Integer) || self.is(TokenKind::Question) {
            parse_dim(self)?;
            while self.is(TokenKind::BareIdentifier) && self.spelling().starts_with('x') {
                self.parse_x_in_dims()?;
                parse_dim(self)?;
            }
        }
        Ok(())
    }

    /// A dimension size; `0xf32` is read as `0` followed by `xf32`.
    fn parse_integer_in_dimension_list(&mut self) -> ParseResult<i64> {
        let spelling = self.spelling();
        if self.is(TokenKind::Integer) && spelling.len() > 1 && spelling.as_bytes()[1] == b'x' {
            let start = self.tok.start;
            self.reset_to(start + 1);
            return Ok(0);
        }
        match spelling.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => {
                self.consume();
                Ok(v as i64)
            }
            _ => Err(self.error_here("invalid dimension")),
        }
    }

    pub(super) fn parse_x_in_dims(&mut self) -> ParseResult<()> {
        if !self.is(TokenKind::BareIdentifier) || !self.spelling().starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        if self.spelling().len() == 1 {
            self.consume();
        } else {
            let start = self.tok.start;
            self.reset_to(start + 1);
        }
        Ok(())
    }

    // ===== dialect symbols =====

    /// Parses the `!x` / `#x` token and, for dialect symbols, their body.
    pub(super) fn parse_extended_symbol(&mut self) -> ParseResult<ExtendedSymbol<'a>> {
        let tok = self.tok;
        let identifier = &self.spelling()[1..];
        self.consume();
        let (dialect, data) = identifier.split_once('.').unwrap_or((identifier, ""));
        let is_pretty = !data.is_empty() || identifier.ends_with('.');
        let has_trailing_data = self.is(TokenKind::Less) && self.tok.start == tok.end;
        if !has_trailing_data && !is_pretty {
            return Ok(ExtendedSymbol::Alias(identifier));
        }
        if !is_pretty {
            let open = self.tok.start;
            let end = self.scan_dialect_symbol_body()?;
            let data = &self.src[open as usize + 1..end as usize - 1];
            return Ok(ExtendedSymbol::Dialect(DialectSymbol {
                dialect,
                data,
                data_start: open + 1,
                loc: tok.start,
            }));
        }
        let data_start = tok.start + 1 + dialect.len() as u32 + 1;
        let mut end = tok.end;
        if has_trailing_data {
            end = self.scan_dialect_symbol_body()?;
        }
        let data = &self.src[data_start as usize..end as usize];
        Ok(ExtendedSymbol::Dialect(DialectSymbol {
            dialect,
            data,
            data_start,
            loc: data_start,
        }))
    }

    /// Scans a balanced `<...>` starting at the current `<` token (strings may hold
    /// any brackets), moves the parser past it, and returns its end offset.
    fn scan_dialect_symbol_body(&mut self) -> ParseResult<u32> {
        let bytes = self.src;
        let mut pos = self.tok.start as usize;
        let mut stack: SmallVec<[u8; 16]> = SmallVec::new();
        loop {
            // Inside brackets, most bytes neither nest nor end anything:
            // skip them in one go.
            if !stack.is_empty() {
                pos += bytes
                    .get(pos..)
                    .unwrap_or_default()
                    .iter()
                    .position(|&c| SCAN_STOPS[usize::from(c)])
                    .unwrap_or(bytes.len().saturating_sub(pos));
            }
            let Some(&c) = bytes.get(pos) else {
                return Err(self.unbalanced_or_eof(&stack));
            };
            pos += 1;
            match c {
                0 => return Err(self.unbalanced_or_eof(&stack)),
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if bytes.get(pos) == Some(&b'>') => pos += 1,
                b'>' | b']' | b')' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return Err(self.unbalanced_or_eof(&stack));
                    }
                    stack.pop();
                }
                b'"' => {
                    self.reset_to(pos as u32 - 1);
                    if !self.is(TokenKind::String) {
                        return Err(ParseError);
                    }
                    pos = self.tok.end as usize;
                }
                _ => {}
            }
            if stack.is_empty() {
                break;
            }
        }
        self.reset_to(pos as u32);
        Ok(pos as u32)
    }

    fn unbalanced_or_eof(&mut self, stack: &[u8]) -> ParseError {
        match stack.last() {
            Some(&c) => self.error_here(format!(
                "unbalanced '{}' character in pretty dialect name",
                c as char
            )),
            None => self.error_here("unexpected nul or EOF in pretty dialect name"),
        }
    }

    /// Runs a dialect's type or attribute hook on the symbol data at `data_start`,
    /// then resumes after the symbol.
    pub(super) fn run_dialect_hook<T>(
        &mut self,
        data_start: u32,
        hook: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        let resume = self.tok.start;
        let resume_lexer = self.lexer.clone();
        let resume_tok = self.tok;
        let outer = self.custom.take();
        self.reset_to(data_start);
        let result = hook(self);
        self.custom = outer;
        // Back to where the symbol ended (its tokens were already lexed once).
        debug_assert_eq!(resume, resume_tok.start);
        self.lexer = resume_lexer;
        self.tok = resume_tok;
        result
    }

    fn parse_extended_type(&mut self) -> ParseResult<Type> {
        match self.parse_extended_symbol()? {
            ExtendedSymbol::Alias(name) => match self.type_aliases.get(name) {
                Some(&ty) => Ok(ty),
                None => Err(self.wrong_token(format!("undefined symbol alias id '{name}'"))),
            },
            ExtendedSymbol::Dialect(DialectSymbol {
                dialect,
                data,
                data_start,
                loc,
            }) => {
                if let Some(&(ty, needs)) = self.dialect_types.get2(dialect.as_bytes(), data)
                    && self.depth + needs <= self.max_depth
                {
                    self.deepest = self.deepest.max(self.depth + needs);
                    return Ok(ty);
                }
                if let Some(d) = self.ctx.dialect(dialect) {
                    let Some(hook) = d.parse_type else {
                        return Err(self.error_at(
                            loc,
                            format!("dialect '{dialect}' provides no type parsing hook"),
                        ));
                    };
                    let (outer_deepest, emitted) = (self.deepest, self.diagnostics_emitted);
                    self.deepest = self.depth;
                    let result = self.run_dialect_hook(data_start, hook);
                    let needs = self.deepest - self.depth;
                    self.deepest = self.deepest.max(outer_deepest);
                    // Only a clean parse is reused: one that warned must warn again.
                    if let Ok(ty) = result
                        && self.diagnostics_emitted == emitted
                    {
                        self.dialect_types
                            .insert2(dialect.as_bytes(), data, (ty, needs));
                    }
                    return result;
                }
                if !is_valid_dialect_namespace(dialect) {
                    return Err(
                        self.error_at(loc, format!("invalid dialect namespace '\"{dialect}\"'"))
                    );
                }
                if !self.ctx.allows_unregistered_dialects() {
                    let data = String::from_utf8_lossy(data);
                    let message = format!(
                        "`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. If this is intended, \
                         please call allowUnregisteredDialects() on the MLIRContext, or use \
                         -allow-unregistered-dialect with the MLIR opt tool used"
                    );
                    return Err(self.error_at(loc, message));
                }
                let dialect = self.ctx.ident(dialect);
                Ok(self.ctx.intern_type(TypeKind::Opaque {
                    dialect,
                    body: data.into(),
                }))
            }
        }
    }
}

/// The bytes [`AsmParser::scan_dialect_symbol_body`] stops at: brackets,
/// quotes, `-` (of `->`) and NUL.
const SCAN_STOPS: [bool; 256] = {
    let mut stops = [false; 256];
    let mut i = 0;
    let special = b"<>[](){}\"-\0";
    while i < special.len() {
        stops[special[i] as usize] = true;
        i += 1;
    }
    stops
};
