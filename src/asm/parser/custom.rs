//! The custom-assembly API of [`AsmParser`]: what op, type and attribute hooks
//! call. Mirrors MLIR's `AsmParser` / `OpAsmParser`
//! (`mlir/include/mlir/IR/OpImplementation.h`) method for method, with the same
//! diagnostics.

use std::borrow::Cow;

use super::state::AsmParser;
use super::{ParseError, ParseResult};
use crate::asm::lexer::{self, TokenKind};
use crate::diagnostics::{DiagLocation, Diagnostic};
use crate::ir::{
    Attribute, BlockId, FloatKind, Ir, Location, NamedAttribute, OpId, OperationState, RegionId,
    Type, Value,
};
use crate::{Context, Ident};

/// A position in the buffer being parsed (MLIR's `SMLoc`): a byte offset.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SourcePos(pub u32);

/// The brackets around a comma-separated list. The `Optional*` forms accept the
/// absence of the whole list; the others require the brackets (and then allow an
/// empty list); [`Delimiter::None`] requires at least one element.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Delimiter {
    None,
    Paren,
    Square,
    LessGreater,
    Braces,
    OptionalParen,
    OptionalSquare,
    OptionalLessGreater,
    OptionalBraces,
}

/// A use of an SSA value not yet given a type: `%name` or `%name#3`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand<'a> {
    pub loc: SourcePos,
    /// The name with its `%`.
    pub name: &'a str,
    /// The result number after `#` (0 when absent).
    pub number: u32,
}

/// A region argument: `%x: i32 {attrs} loc(...)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Argument<'a> {
    pub ssa_name: UnresolvedOperand<'a>,
    /// The type; `none` until set when the syntax has no type.
    pub ty: Type,
    /// The argument's attribute dictionary (empty when absent).
    pub attrs: Attribute,
    pub source_loc: Option<Location>,
}

impl<'a> AsmParser<'a> {
    // ===== context and diagnostics =====

    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The IR being built (e.g. to read the type of a resolved value).
    pub fn ir(&self) -> &Ir {
        &self.ir
    }

    pub fn ir_mut(&mut self) -> &mut Ir {
        &mut self.ir
    }

    /// The position of the next token.
    pub fn get_current_location(&self) -> SourcePos {
        SourcePos(self.tok.start)
    }

    /// The position of the op name whose hook runs (else the current position).
    pub fn get_name_loc(&self) -> SourcePos {
        match &self.custom {
            Some(c) => SourcePos(c.name_loc),
            None => self.get_current_location(),
        }
    }

    /// The `FileLineColLoc` of a position.
    pub fn get_encoded_source_loc(&self, pos: SourcePos) -> Location {
        self.encoded_loc(pos.0)
    }

    /// Where a diagnostic at `pos` points, to build diagnostics with notes.
    pub fn diag_location_of(&self, pos: SourcePos) -> DiagLocation {
        self.diag_location(pos.0)
    }

    /// Reports an error at the current token.
    pub fn emit_error(&mut self, message: impl AsRef<str>) -> ParseError {
        let pos = self.get_current_location();
        self.emit_error_at(pos, message)
    }

    /// Reports an error at `pos`; inside an op hook it reads
    /// `custom op 'NAME' message`.
    pub fn emit_error_at(&mut self, pos: SourcePos, message: impl AsRef<str>) -> ParseError {
        let message = match &self.custom {
            Some(c) => format!("custom op '{}' {}", c.name, message.as_ref()),
            None => message.as_ref().to_owned(),
        };
        self.custom_error = true;
        self.error_at(pos.0, message)
    }

    /// Reports a diagnostic built by the caller (e.g. with notes).
    pub fn emit(&mut self, diag: Diagnostic) -> ParseError {
        if diag.is_error() {
            self.custom_error = true;
        }
        self.report(diag)
    }

    /// How many results the statement being parsed declares (`%a, %b:2 = ...`
    /// declares 3).
    pub fn num_results(&self) -> usize {
        self.custom
            .as_ref()
            .map_or(0, |c| c.results.iter().map(|r| r.count as usize).sum())
    }

    /// The name (without `%`) and sub-index of declared result `index`:
    /// in `%x, %y:2 = ...`, result 2 is `("y", 1)`.
    pub fn result_name(&self, index: usize) -> Option<(&'a str, u32)> {
        let mut index = index;
        for r in &self.custom.as_ref()?.results {
            if index < r.count as usize {
                return Some((&r.name[1..], index as u32));
            }
            index -= r.count as usize;
        }
        None
    }

    // ===== punctuation =====

    pub fn parse_comma(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Comma, "expected ','")
    }
    pub fn parse_optional_comma(&mut self) -> bool {
        self.consume_if(TokenKind::Comma)
    }
    pub fn parse_colon(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Colon, "expected ':'")
    }
    pub fn parse_optional_colon(&mut self) -> bool {
        self.consume_if(TokenKind::Colon)
    }
    pub fn parse_equal(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Equal, "expected '='")
    }
    pub fn parse_optional_equal(&mut self) -> bool {
        self.consume_if(TokenKind::Equal)
    }
    pub fn parse_arrow(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Arrow, "expected '->'")
    }
    pub fn parse_optional_arrow(&mut self) -> bool {
        self.consume_if(TokenKind::Arrow)
    }
    pub fn parse_less(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Less, "expected '<'")
    }
    pub fn parse_optional_less(&mut self) -> bool {
        self.consume_if(TokenKind::Less)
    }
    pub fn parse_greater(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Greater, "expected '>'")
    }
    pub fn parse_optional_greater(&mut self) -> bool {
        self.consume_if(TokenKind::Greater)
    }
    pub fn parse_lparen(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::LParen, "expected '('")
    }
    pub fn parse_optional_lparen(&mut self) -> bool {
        self.consume_if(TokenKind::LParen)
    }
    pub fn parse_rparen(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::RParen, "expected ')'")
    }
    pub fn parse_optional_rparen(&mut self) -> bool {
        self.consume_if(TokenKind::RParen)
    }
    pub fn parse_lsquare(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::LSquare, "expected '['")
    }
    pub fn parse_optional_lsquare(&mut self) -> bool {
        self.consume_if(TokenKind::LSquare)
    }
    pub fn parse_rsquare(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::RSquare, "expected ']'")
    }
    pub fn parse_optional_rsquare(&mut self) -> bool {
        self.consume_if(TokenKind::RSquare)
    }
    pub fn parse_lbrace(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::LBrace, "expected '{'")
    }
    pub fn parse_optional_lbrace(&mut self) -> bool {
        self.consume_if(TokenKind::LBrace)
    }
    pub fn parse_rbrace(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::RBrace, "expected '}'")
    }
    pub fn parse_optional_rbrace(&mut self) -> bool {
        self.consume_if(TokenKind::RBrace)
    }
    pub fn parse_question(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Question, "expected '?'")
    }
    pub fn parse_optional_question(&mut self) -> bool {
        self.consume_if(TokenKind::Question)
    }
    pub fn parse_star(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Star, "expected '*'")
    }
    pub fn parse_optional_star(&mut self) -> bool {
        self.consume_if(TokenKind::Star)
    }
    pub fn parse_plus(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Plus, "expected '+'")
    }
    pub fn parse_optional_plus(&mut self) -> bool {
        self.consume_if(TokenKind::Plus)
    }
    pub fn parse_minus(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Minus, "expected '-'")
    }
    pub fn parse_optional_minus(&mut self) -> bool {
        self.consume_if(TokenKind::Minus)
    }
    pub fn parse_slash(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Slash, "expected '/'")
    }
    pub fn parse_optional_slash(&mut self) -> bool {
        self.consume_if(TokenKind::Slash)
    }
    pub fn parse_vertical_bar(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::VerticalBar, "expected '|'")
    }
    pub fn parse_optional_vertical_bar(&mut self) -> bool {
        self.consume_if(TokenKind::VerticalBar)
    }
    pub fn parse_ellipsis(&mut self) -> ParseResult<()> {
        self.expect_token(TokenKind::Ellipsis, "expected '...'")
    }
    pub fn parse_optional_ellipsis(&mut self) -> bool {
        self.consume_if(TokenKind::Ellipsis)
    }

    // ===== keywords =====

    /// Parses the bare identifier `keyword`, else `expected 'keyword'`.
    pub fn parse_keyword(&mut self, keyword: &str) -> ParseResult<()> {
        self.parse_keyword_with_context(keyword, "")
    }

    /// As [`parse_keyword`](Self::parse_keyword), appending `context` to the error.
    pub fn parse_keyword_with_context(&mut self, keyword: &str, context: &str) -> ParseResult<()> {
        let pos = self.get_current_location();
        if self.parse_optional_keyword(keyword) {
            return Ok(());
        }
        Err(self.emit_error_at(pos, format!("expected '{keyword}'{context}")))
    }

    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
        self.consume_keyword(keyword)
    }

    /// Parses a keyword among `allowed`, returning which.
    pub fn parse_optional_keyword_of<'k>(&mut self, allowed: &[&'k str]) -> Option<&'k str> {
        if !self.is(TokenKind::BareIdentifier) {
            return None;
        }
        let spelling = self.spelling();
        let found = allowed.iter().copied().find(|&k| k == spelling)?;
        self.consume();
        Some(found)
    }

    /// Parses any bare identifier.
    pub fn parse_keyword_any(&mut self) -> ParseResult<&'a str> {
        let pos = self.get_current_location();
        match self.parse_optional_keyword_any() {
            Some(k) => Ok(k),
            None => Err(self.emit_error_at(pos, "expected valid keyword")),
        }
    }

    pub fn parse_optional_keyword_any(&mut self) -> Option<&'a str> {
        if !self.is(TokenKind::BareIdentifier) {
            return None;
        }
        let k = self.spelling();
        self.consume();
        Some(k)
    }

    /// Parses a bare identifier or a string.
    pub fn parse_keyword_or_string(&mut self) -> ParseResult<String> {
        match self.parse_optional_keyword_or_string()? {
            Some(s) => Ok(s),
            None => Err(self.emit_error("expected valid keyword or string")),
        }
    }

    pub fn parse_optional_keyword_or_string(&mut self) -> ParseResult<Option<String>> {
        if let Some(k) = self.parse_optional_keyword_any() {
            return Ok(Some(k.to_owned()));
        }
        self.parse_optional_string()
    }

    /// A bare identifier or a string, as bytes (a string's `\xx` escapes need
    /// not form UTF-8).
    pub fn parse_optional_keyword_or_string_bytes(&mut self) -> ParseResult<Option<Cow<'a, [u8]>>> {
        if let Some(k) = self.parse_optional_keyword_any() {
            return Ok(Some(Cow::Borrowed(k.as_bytes())));
        }
        self.parse_optional_string_bytes()
    }

    // ===== literals =====

    /// Parses a string literal (its escapes decoded).
    pub fn parse_string(&mut self) -> ParseResult<String> {
        let pos = self.get_current_location();
        match self.parse_optional_string()? {
            Some(s) => Ok(s),
            None => Err(self.emit_error_at(pos, "expected string")),
        }
    }

    pub fn parse_optional_string(&mut self) -> ParseResult<Option<String>> {
        Ok(self
            .parse_optional_string_bytes()?
            .map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// Parses a string literal as bytes (`\xx` escapes need not form UTF-8).
    pub fn parse_optional_string_bytes(&mut self) -> ParseResult<Option<Cow<'a, [u8]>>> {
        if !self.is(TokenKind::String) {
            return Ok(None);
        }
        let value = lexer::string_value(self.spelling_bytes());
        self.consume();
        Ok(Some(value))
    }

    /// Parses an integer (`42`, `-7`, `0x2A`, `true`, `false`) that fits `T`.
    pub fn parse_integer<T: TryFrom<i128>>(&mut self) -> ParseResult<T> {
        let pos = self.get_current_location();
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error_at(pos, "expected integer value")),
        }
    }

    /// Parses an integer if one is next.
    pub fn parse_optional_integer<T: TryFrom<i128>>(&mut self) -> ParseResult<Option<T>> {
        let pos = self.get_current_location();
        let Some(value) = self.parse_optional_wide_integer(false)? else {
            return Ok(None);
        };
        match T::try_from(value) {
            Ok(v) => Ok(Some(v)),
            Err(_) => Err(self.emit_error_at(pos, "integer value too large")),
        }
    }

    /// Parses a decimal integer if one is next (`0x1` is read as `0`, leaving `x1`).
    pub fn parse_optional_decimal_integer<T: TryFrom<i128>>(&mut self) -> ParseResult<Option<T>> {
        let pos = self.get_current_location();
        let Some(value) = self.parse_optional_wide_integer(true)? else {
            return Ok(None);
        };
        match T::try_from(value) {
            Ok(v) => Ok(Some(v)),
            Err(_) => Err(self.emit_error_at(pos, "integer value too large")),
        }
    }

    /// MLIR's `parseOptionalInteger(APInt&)`, limited to 128 bits.
    fn parse_optional_wide_integer(&mut self, decimal_only: bool) -> ParseResult<Option<i128>> {
        if !decimal_only {
            if self.consume_keyword("false") {
                return Ok(Some(0));
            }
            if self.consume_keyword("true") {
                return Ok(Some(1));
            }
        }
        if !self.is(TokenKind::Integer) && !self.is(TokenKind::Minus) {
            return Ok(None);
        }
        let negative = self.consume_if(TokenKind::Minus);
        let tok = self.tok;
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token("expected integer value"));
        }
        let spelling = self.spelling();
        if decimal_only && spelling.len() > 1 && spelling.as_bytes()[1] == b'x' {
            self.reset_to(tok.start + 1);
            return Ok(Some(0));
        }
        self.consume();
        let magnitude = lexer::integer_value(spelling).and_then(|m| i128::try_from(m).ok());
        let Some(magnitude) = magnitude else {
            return Err(self.error_at(tok.start, "integer value too large"));
        };
        Ok(Some(if negative { -magnitude } else { magnitude }))
    }

    /// Parses a float literal (or a hex bit pattern) of `kind`, returning its bits.
    pub fn parse_float(&mut self, kind: FloatKind) -> ParseResult<u128> {
        let negative = self.consume_if(TokenKind::Minus);
        let tok = self.tok;
        let bits = self.float_from_literal(tok, negative, kind)?;
        self.consume();
        Ok(bits)
    }

    /// Parses a float literal as an `f64`.
    pub fn parse_f64(&mut self) -> ParseResult<f64> {
        self.parse_float(FloatKind::F64)
            .map(|bits| f64::from_bits(bits as u64))
    }

    // ===== lists =====

    /// Parses `element` separated by commas within `delimiter`.
    pub fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.comma_list(delimiter, "", &mut element)
    }

    /// As [`parse_comma_separated_list`](Self::parse_comma_separated_list), naming
    /// the list in bracket errors (`expected ')' in operand list`).
    pub fn parse_comma_separated_list_with_context(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        mut element: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.comma_list(delimiter, context, &mut element)
    }

    pub(super) fn comma_list(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        element: &mut dyn FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        use Delimiter as D;
        let (open, close, optional) = match delimiter {
            D::None => (None, None, false),
            D::Paren => (Some(TokenKind::LParen), Some(TokenKind::RParen), false),
            D::Square => (Some(TokenKind::LSquare), Some(TokenKind::RSquare), false),
            D::LessGreater => (Some(TokenKind::Less), Some(TokenKind::Greater), false),
            D::Braces => (Some(TokenKind::LBrace), Some(TokenKind::RBrace), false),
            D::OptionalParen => (Some(TokenKind::LParen), Some(TokenKind::RParen), true),
            D::OptionalSquare => (Some(TokenKind::LSquare), Some(TokenKind::RSquare), true),
            D::OptionalLessGreater => (Some(TokenKind::Less), Some(TokenKind::Greater), true),
            D::OptionalBraces => (Some(TokenKind::LBrace), Some(TokenKind::RBrace), true),
        };
        if let (Some(open), Some(close)) = (open, close) {
            if optional && !self.is(open) {
                return Ok(());
            }
            if !self.consume_if(open) {
                return Err(self.wrong_token(format!("expected '{}'{context}", open.spelling())));
            }
            if self.consume_if(close) {
                return Ok(());
            }
        }
        element(self)?;
        while self.consume_if(TokenKind::Comma) {
            element(self)?;
        }
        if let Some(close) = close
            && !self.consume_if(close)
        {
            return Err(self.wrong_token(format!("expected '{}'{context}", close.spelling())));
        }
        Ok(())
    }

    /// `element (, element)* right`, or just `right` when `allow_empty`.
    pub(super) fn comma_list_until(
        &mut self,
        right: TokenKind,
        allow_empty: bool,
        element: &mut dyn FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        if self.is(right) {
            if !allow_empty {
                return Err(self.wrong_token("expected list element"));
            }
            self.consume();
            return Ok(());
        }
        self.comma_list(Delimiter::None, "", element)?;
        if self.consume_if(right) {
            return Ok(());
        }
        Err(self.wrong_token(format!("expected ',' or '{}'", right.spelling())))
    }

    // ===== types =====

    /// Parses a type if one can start here.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        if self.can_start_type() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `: type`
    pub fn parse_colon_type(&mut self) -> ParseResult<Type> {
        self.expect_token(TokenKind::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// `: type (, type)*`
    pub fn parse_colon_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        self.expect_token(TokenKind::Colon, "expected ':'")?;
        self.parse_type_list(out)
    }

    /// `(: type (, type)*)?`
    pub fn parse_optional_colon_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        if !self.consume_if(TokenKind::Colon) {
            return Ok(());
        }
        self.parse_type_list(out)
    }

    /// `type (, type)*` (at least one).
    pub fn parse_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        self.comma_list(Delimiter::None, "", &mut |p| {
            let ty = p.parse_type()?;
            out.push(ty);
            Ok(())
        })
    }

    /// `-> type` or `-> (type, ...)`.
    pub fn parse_arrow_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        self.parse_arrow()?;
        self.parse_function_result_types(out)
    }

    pub fn parse_optional_arrow_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        if !self.consume_if(TokenKind::Arrow) {
            return Ok(());
        }
        self.parse_function_result_types(out)
    }

    /// `(inputs) -> results`, as `printFunctionalType` writes it.
    pub fn parse_functional_type(&mut self) -> ParseResult<(Vec<Type>, Vec<Type>)> {
        let pos = self.get_current_location();
        let ty = self.parse_type()?;
        match self.ctx.type_kind(ty) {
            crate::ir::TypeKind::Function { inputs, results } => {
                Ok((inputs.to_vec(), results.to_vec()))
            }
            _ => Err(self.emit_error_at(pos, "expected function type")),
        }
    }

    // ===== attributes =====

    /// Parses an attribute if one can start here.
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>> {
        if self.can_start_attribute() {
            return self.parse_attribute(ty).map(Some);
        }
        match self.parse_optional_type()? {
            Some(t) => Ok(Some(self.ctx.type_attr(t))),
            None => Ok(None),
        }
    }

    /// Parses `{name = value, ...}` into `out` if a `{` is next.
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttribute>) -> ParseResult<()> {
        if !self.is(TokenKind::LBrace) {
            return Ok(());
        }
        self.parse_attribute_dict(out)
    }

    /// Parses `attributes {name = value, ...}` if the keyword is next.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttribute>,
    ) -> ParseResult<()> {
        if !self.consume_keyword("attributes") {
            return Ok(());
        }
        self.parse_attribute_dict(out)
    }

    /// Parses `<{...}>` (or `<attr>`) if a `<` is next: an op's properties.
    pub fn parse_optional_properties(&mut self) -> ParseResult<Option<Attribute>> {
        if !self.consume_if(TokenKind::Less) {
            return Ok(None);
        }
        let attr = self.parse_attribute(None)?;
        self.expect_token(TokenKind::Greater, "expected '>' to close properties")?;
        Ok(Some(attr))
    }

    /// Parses `@name` or `@"name"`, returning the name.
    pub fn parse_symbol_name(&mut self) -> ParseResult<Ident> {
        match self.parse_optional_symbol_name()? {
            Some(name) => Ok(name),
            None => Err(self.emit_error("expected valid '@'-identifier for symbol name")),
        }
    }

    pub fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<Ident>> {
        if !self.is(TokenKind::AtIdentifier) {
            return Ok(None);
        }
        let name = self.symbol_reference()?;
        self.consume();
        Ok(Some(name))
    }

    /// Parses `loc(...)` if present.
    pub fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Location>> {
        if !self.consume_keyword("loc") {
            return Ok(None);
        }
        self.parse_location_specifier_body().map(Some)
    }

    // ===== operands and arguments =====

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        self.parse_ssa_use(true)
    }

    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'a>>> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    /// Parses operands separated by commas within `delimiter` (with
    /// [`Delimiter::None`], possibly none at all).
    pub fn parse_operand_list(
        &mut self,
        delimiter: Delimiter,
    ) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        self.parse_operand_list_impl(delimiter, None)
    }

    /// As [`parse_operand_list`](Self::parse_operand_list), requiring `count` operands.
    pub fn parse_operand_list_of(
        &mut self,
        delimiter: Delimiter,
        count: usize,
    ) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        self.parse_operand_list_impl(delimiter, Some(count))
    }

    fn parse_operand_list_impl(
        &mut self,
        delimiter: Delimiter,
        required: Option<usize>,
    ) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
        let mut out = Vec::new();
        if delimiter == Delimiter::None && !self.is(TokenKind::PercentIdentifier) {
            if matches!(required, None | Some(0)) {
                return Ok(out);
            }
            if self.is(TokenKind::LParen) || self.is(TokenKind::LSquare) {
                return Err(self.error_here("unexpected delimiter"));
            }
            return Err(self.wrong_token("expected operand"));
        }
        let start = self.get_current_location();
        self.comma_list(delimiter, " in operand list", &mut |p| {
            out.push(p.parse_operand()?);
            Ok(())
        })?;
        if let Some(n) = required
            && out.len() != n
        {
            return Err(self.emit_error_at(start, format!("expected {n} operands")));
        }
        Ok(out)
    }

    /// The value `operand` names, which must have type `ty`.
    pub fn resolve_operand(
        &mut self,
        operand: &UnresolvedOperand<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        self.resolve_ssa_use(*operand, ty)
    }

    /// Resolves `operands` one for one against `types` into `out`; a count mismatch
    /// is reported at `pos`.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        pos: SourcePos,
        out: &mut Vec<Value>,
    ) -> ParseResult<()> {
        if operands.len() != types.len() {
            let message = format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            );
            return Err(self.emit_error_at(pos, message));
        }
        for (operand, &ty) in operands.iter().zip(types) {
            out.push(self.resolve_ssa_use(*operand, ty)?);
        }
        Ok(())
    }

    /// The type of the value `operand` names when that value is already
    /// defined, `None` for a forward reference or an unknown name. For custom
    /// forms that leave out a type their operand determines (MLIR 22's
    /// `spirv.INTEL.SubgroupBlockWrite %ptr, %value : T` omits the pointer's
    /// storage class).
    pub fn defined_operand_type(&self, operand: &UnresolvedOperand<'a>) -> Option<Type> {
        let defs = self.scopes.last()?.values.get(operand.name)?;
        let value = defs.get(operand.number as usize)?.value?;
        (!self.is_placeholder(value)).then(|| self.ir.value_type(value))
    }

    /// Resolves every operand with the same type.
    pub fn resolve_operands_same_type(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        ty: Type,
        out: &mut Vec<Value>,
    ) -> ParseResult<()> {
        for operand in operands {
            out.push(self.resolve_ssa_use(*operand, ty)?);
        }
        Ok(())
    }

    /// Parses a region argument `%x (: type)? ({attrs})? (loc(...))?`.
    pub fn parse_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Argument<'a>> {
        let ssa_name = self.parse_ssa_use(false)?;
        let ty = if allow_type {
            self.parse_colon_type()?
        } else {
            self.ctx.common().none
        };
        let mut attrs = Vec::new();
        if allow_attrs {
            self.parse_optional_attr_dict(&mut attrs)?;
        }
        let source_loc = self.parse_optional_location_specifier()?;
        let attrs = self.ctx.dictionary_attr(attrs);
        Ok(Argument {
            ssa_name,
            ty,
            attrs,
            source_loc,
        })
    }

    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument<'a>>> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_argument(allow_type, allow_attrs).map(Some)
    }

    /// Parses region arguments separated by commas within `delimiter`.
    pub fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Vec<Argument<'a>>> {
        let mut out = Vec::new();
        if delimiter == Delimiter::None && !self.is(TokenKind::PercentIdentifier) {
            return Ok(out);
        }
        self.comma_list(delimiter, " in argument list", &mut |p| {
            out.push(p.parse_argument(allow_type, allow_attrs)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// Parses `(%x = %y, ...)` if a `(` is next, returning whether it was.
    pub fn parse_optional_assignment_list(
        &mut self,
        lhs: &mut Vec<Argument<'a>>,
        rhs: &mut Vec<UnresolvedOperand<'a>>,
    ) -> ParseResult<bool> {
        if !self.consume_if(TokenKind::LParen) {
            return Ok(false);
        }
        self.comma_list_until(TokenKind::RParen, true, &mut |p| {
            lhs.push(p.parse_argument(false, false)?);
            p.parse_equal()?;
            rhs.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(true)
    }

    /// Parses `(%x = %y, ...)`.
    pub fn parse_assignment_list(
        &mut self,
        lhs: &mut Vec<Argument<'a>>,
        rhs: &mut Vec<UnresolvedOperand<'a>>,
    ) -> ParseResult<()> {
        if self.parse_optional_assignment_list(lhs, rhs)? {
            Ok(())
        } else {
            Err(self.emit_error("expected '('"))
        }
    }

    // ===== regions and successors =====

    /// Parses `{ ... }` into a new detached region whose entry block takes
    /// `arguments`. With `enable_name_shadowing` (only for ops isolated from
    /// above) the region may reuse names defined outside it.
    pub fn parse_region(
        &mut self,
        arguments: &[Argument<'a>],
        enable_name_shadowing: bool,
    ) -> ParseResult<RegionId> {
        if enable_name_shadowing && !self.custom.as_ref().is_some_and(|c| c.isolated) {
            return Err(self.emit_error("name shadowing is only allowed on isolated regions"));
        }
        self.parse_region_impl(arguments, enable_name_shadowing)
    }

    /// Parses a region if a `{` is next.
    pub fn parse_optional_region(
        &mut self,
        arguments: &[Argument<'a>],
        enable_name_shadowing: bool,
    ) -> ParseResult<Option<RegionId>> {
        if !self.is(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_region(arguments, enable_name_shadowing)
            .map(Some)
    }

    /// Parses a block reference `^bb`.
    pub fn parse_successor(&mut self) -> ParseResult<BlockId> {
        self.parse_successor_impl()
    }

    pub fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if !self.is(TokenKind::CaretIdentifier) {
            return Ok(None);
        }
        self.parse_successor_impl().map(Some)
    }

    /// Parses `^bb` with an optional `(%a, %b : i32, f32)` operand list.
    pub fn parse_successor_and_use_list(&mut self) -> ParseResult<(BlockId, Vec<Value>)> {
        let block = self.parse_successor_impl()?;
        let mut operands = Vec::new();
        if self.consume_if(TokenKind::LParen) {
            self.parse_optional_ssa_use_and_type_list(&mut operands)?;
            self.parse_rparen()?;
        }
        Ok((block, operands))
    }

    /// Parses the generic form after the op name (`(operands) [successors]
    /// <props> (regions) {attrs} : type`) into `state`: the fallback of custom
    /// parsers that accept both forms.
    pub fn parse_generic_operation_after_op_name(
        &mut self,
        state: &mut OperationState,
    ) -> ParseResult<()> {
        let def = self.ctx.op_def(state.name);
        self.parse_generic_after_name(state, def)
    }

    /// Parses one op in the generic form (`"dialect.op"(...) : (...) -> ...`)
    /// at the end of `block` (MLIR's `parseGenericOperation(Block *,
    /// Block::iterator)`): an op that wraps another, as
    /// `spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %b) : ...`.
    pub fn parse_generic_operation_into(&mut self, block: BlockId) -> ParseResult<OpId> {
        if !self.is(TokenKind::String) {
            return Err(self.error_here("empty operation name is invalid"));
        }
        self.parse_generic_operation(block)
    }

    /// Parses `N x` style dimension lists: `4x?x8x` (with `with_trailing_x`) or
    /// `4x?x8`; `?` is [`crate::ir::DYNAMIC`] and only allowed with `allow_dynamic`.
    pub fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> ParseResult<Vec<i64>> {
        let mut dims = Vec::new();
        self.parse_dimension_list_ranked(&mut dims, allow_dynamic, with_trailing_x)?;
        Ok(dims)
    }

    /// Parses the `x` of a dimension list, also when glued to what follows (`xf32`).
    pub fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        self.parse_x_in_dims()
    }
}
