//! Locations: `loc(...)` specifiers and location instances.
//!
//! Mirrors `mlir/lib/AsmParser/LocationParser.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/Builtin/#location-attributes>):
//!
//! ```text
//! location-inst ::= `unknown` | string-literal (`:` int (`:` int (`to` int? `:` int)?)?)?
//!                 | string-literal `(` location-inst `)`
//!                 | `callsite` `(` location-inst `at` location-inst `)`
//!                 | `fused` (`<` attribute `>`)? `[` location-inst (`,` location-inst)* `]`
//!                 | `#`alias
//! ```
//!
//! A trailing `loc(#alias)` may name an alias defined later in the file (as
//! `mlir-opt --mlir-print-debuginfo` prints them); it is resolved when the whole
//! buffer has been read.

use super::ParseResult;
use super::state::{AsmParser, LocTarget};
use crate::asm::lexer::{self, TokenKind};
use crate::ir::{AttrKind, Location};

impl<'a> AsmParser<'a> {
    /// After `loc`: `(` (alias | location-inst) `)`.
    pub(super) fn parse_location_specifier_body(&mut self) -> ParseResult<Location> {
        self.expect_token(TokenKind::LParen, "expected '(' in location")?;
        let loc = if self.is(TokenKind::HashIdentifier) && !self.spelling().contains('.') {
            self.parse_location_alias()?
        } else {
            self.parse_location_instance()?
        };
        self.expect_token(TokenKind::RParen, "expected ')' in location")?;
        Ok(loc)
    }

    /// An optional trailing `loc(...)` of an op or block argument.
    pub(super) fn parse_trailing_location(&mut self, target: LocTarget) -> ParseResult<bool> {
        if !self.consume_keyword("loc") {
            return Ok(false);
        }
        let loc = self.parse_location_specifier_body()?;
        match target {
            LocTarget::Op(op) => self.ir.set_op_loc(op, loc),
            LocTarget::Arg(value) => self.ir.set_value_loc(value, loc),
        }
        Ok(true)
    }

    /// `#alias` as a location: the aliased location, or a placeholder when the
    /// alias is defined later.
    fn parse_location_alias(&mut self) -> ParseResult<Location> {
        let tok = self.tok;
        let name = &self.spelling()[1..];
        self.consume();
        if let Some(&attr) = self.attr_aliases.get(name) {
            if !self.ctx.attr_kind(attr).is_location() {
                let message = format!("expected location, but found '{}'", self.attr_str(attr));
                return Err(self.error_at(tok.start, message));
            }
            return Ok(attr);
        }
        let index = self.deferred_locs.len();
        self.deferred_locs.push((tok.start, name));
        Ok(self.ctx.intern_attr(AttrKind::Opaque {
            dialect: self.deferred_marker,
            body: index.to_string().into_bytes().into(),
            ty: None,
        }))
    }

    /// The index of the deferred alias `loc` stands for, if it is a placeholder.
    pub(super) fn deferred_index(&self, loc: Location) -> Option<usize> {
        if self.deferred_locs.is_empty() {
            return None;
        }
        match self.ctx.attr_kind(loc) {
            AttrKind::Opaque { dialect, body, .. } if *dialect == self.deferred_marker => {
                std::str::from_utf8(body).ok()?.parse().ok()
            }
            _ => None,
        }
    }

    /// A location instance (the inside of `loc(...)`).
    pub(super) fn parse_location_instance(&mut self) -> ParseResult<Location> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> ParseResult<Location> {
        if self.is(TokenKind::String) {
            return self.parse_name_or_file_line_col();
        }
        if self.is(TokenKind::HashIdentifier) {
            // An alias (already defined) or a dialect attribute that is a location.
            let attr = self.parse_extended_attr(None)?;
            if !self.ctx.attr_kind(attr).is_location() {
                let message = format!(
                    "expected location attribute, but got{}",
                    self.attr_str(attr)
                );
                return Err(self.error_here(message));
            }
            return Ok(attr);
        }
        if !self.is(TokenKind::BareIdentifier) {
            return Err(self.wrong_token("expected location instance"));
        }
        match self.spelling() {
            "callsite" => self.parse_callsite_location(),
            "fused" => self.parse_fused_location(),
            "unknown" => {
                self.consume();
                Ok(self.ctx.unknown_loc())
            }
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    fn parse_callsite_location(&mut self) -> ParseResult<Location> {
        self.consume();
        self.expect_token(TokenKind::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !self.is_keyword("at") {
            return Err(self.wrong_token("expected 'at' in callsite location"));
        }
        self.consume();
        let caller = self.parse_location_instance()?;
        self.expect_token(TokenKind::RParen, "expected ')' in callsite location")?;
        Ok(self
            .ctx
            .intern_attr(AttrKind::CallSiteLoc { callee, caller }))
    }

    fn parse_fused_location(&mut self) -> ParseResult<Location> {
        self.consume();
        let mut metadata = None;
        if self.consume_if(TokenKind::Less) {
            metadata = Some(self.parse_attribute(None)?);
            self.expect_token(
                TokenKind::Greater,
                "expected '>' after fused location metadata",
            )?;
        }
        let mut locations = Vec::new();
        self.comma_list(super::Delimiter::Square, " in fused location", &mut |p| {
            locations.push(p.parse_location_instance()?);
            Ok(())
        })?;
        Ok(self.fused_loc(&locations, metadata))
    }

    /// MLIR's `FusedLoc::get`: nested fused locations with the same metadata are
    /// flattened, unknown and repeated locations dropped, and fewer than two
    /// locations without metadata collapse.
    pub(super) fn fused_loc(
        &self,
        locations: &[Location],
        metadata: Option<crate::ir::Attribute>,
    ) -> Location {
        let mut flat: Vec<Location> = Vec::with_capacity(locations.len());
        let push = |l: Location, flat: &mut Vec<Location>| {
            if !flat.contains(&l) {
                flat.push(l);
            }
        };
        for &loc in locations {
            match self.ctx.attr_kind(loc) {
                AttrKind::FusedLoc {
                    locations: inner,
                    metadata: m,
                } if *m == metadata => {
                    for &l in inner.iter() {
                        push(l, &mut flat);
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => push(loc, &mut flat),
            }
        }
        match (flat.len(), metadata) {
            (0, None) => self.ctx.unknown_loc(),
            (0, Some(_)) => self.ctx.intern_attr(AttrKind::FusedLoc {
                locations: Box::new([self.ctx.unknown_loc()]),
                metadata,
            }),
            (1, None) => flat[0],
            _ => self.ctx.intern_attr(AttrKind::FusedLoc {
                locations: flat.into(),
                metadata,
            }),
        }
    }

    /// `"file":line:col`, `"file":line:col to line:col` (or `to :col`), or a
    /// name location `"name"` / `"name"(child)`.
    fn parse_name_or_file_line_col(&mut self) -> ParseResult<Location> {
        let bytes = lexer::string_value(self.spelling_bytes());
        self.consume();
        let name = self.ctx.ident_bytes(&bytes);
        if self.consume_if(TokenKind::Colon) {
            let line = self.location_number("expected integer line number in FileLineColRange")?;
            // `"file":line` alone is a range of one number, at column 0.
            if !self.consume_if(TokenKind::Colon) {
                return Ok(self.ctx.intern_attr(AttrKind::FileLineColRange {
                    file: name,
                    start_line: line,
                    start_col: 0,
                    end_line: line,
                    end_col: 0,
                    numbers: 1,
                }));
            }
            let col = self.location_number("expected integer column number in FileLineColRange")?;
            if !self.consume_keyword("to") {
                // Upstream builds this one from the file name's text, and an
                // empty name is `-` there (`loc("":1:2)` is `loc("-":1:2)`).
                let file = if bytes.is_empty() {
                    self.ctx.ident("-")
                } else {
                    name
                };
                return Ok(self
                    .ctx
                    .intern_attr(AttrKind::FileLineColLoc { file, line, col }));
            }
            let mut end_line = line;
            let mut numbers = 3;
            if self.is(TokenKind::Integer) {
                end_line =
                    self.location_number("expected integer line number in FileLineColRange")?;
                numbers = 4;
            }
            self.expect_token(
                TokenKind::Colon,
                "expected either integer or `:` post `to` in FileLineColRange",
            )?;
            let end_col =
                self.location_number("expected integer column number in FileLineColRange")?;
            return Ok(self.ctx.intern_attr(AttrKind::FileLineColRange {
                file: name,
                start_line: line,
                start_col: col,
                end_line,
                end_col,
                numbers,
            }));
        }
        if self.consume_if(TokenKind::LParen) {
            let child = self.parse_location_instance()?;
            self.expect_token(
                TokenKind::RParen,
                "expected ')' after child location of NameLoc",
            )?;
            return Ok(self.ctx.intern_attr(AttrKind::NameLoc {
                name,
                child: Some(child),
            }));
        }
        Ok(self
            .ctx
            .intern_attr(AttrKind::NameLoc { name, child: None }))
    }

    fn location_number(&mut self, message: &str) -> ParseResult<u32> {
        if !self.is(TokenKind::Integer) {
            return Err(self.wrong_token(message));
        }
        let Some(value) = lexer::integer_value(self.spelling()).and_then(|v| u32::try_from(v).ok())
        else {
            return Err(self.wrong_token(message));
        };
        self.consume();
        Ok(value)
    }
}
