//! The top level of a buffer: operations, alias definitions and file metadata;
//! and the end-of-buffer checks.
//!
//! Mirrors `TopLevelOperationParser` and `OperationParser::finalize` in
//! `mlir/lib/AsmParser/Parser.cpp`, and `parseSourceFile`'s implicit module.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use super::split::{self, Splitting};
use super::state::{AsmParser, MAX_BUFFER_LEN};
use super::{ParseError, ParseOptions, ParseResult};
use crate::Context;
use crate::asm::lexer::TokenKind;
use crate::context::ResourceValue;
use crate::diagnostics::{DiagLocation, Diagnostic, DiagnosticEngine, FileLineCol, SourceBuffer};
use crate::ir::{BlockId, Ir, OpId, OperationState};

/// Parses `text[start..]`, the part of a buffer named `name` beginning on line
/// `first_line`; `source` is that buffer when it is one of a `SourceMgr`.
#[allow(clippy::too_many_arguments)]
pub(super) fn parse_buffer(
    ctx: &Arc<Context>,
    name: &str,
    text: &[u8],
    start: usize,
    first_line: u32,
    source: Option<&SourceBuffer>,
    opts: &ParseOptions,
    diags: &DiagnosticEngine,
) -> Option<(Ir, OpId)> {
    if text.len() > MAX_BUFFER_LEN {
        let loc = DiagLocation::FileLineCol(FileLineCol::new(name, 1, 1));
        diags.emit(Diagnostic::error(
            loc,
            format!(
                "input of {} bytes is larger than the 4 GiB supported",
                text.len()
            ),
        ));
        return None;
    }
    let shared = split::Shared::default();
    let ir = Ir::new(ctx.clone());
    let mut p = AsmParser::new(
        ctx,
        ir,
        name,
        text,
        start,
        first_line,
        opts.max_nesting_depth,
        diags,
    );
    p.source = source;
    let block = p.ir.create_block(&[]);
    // A minimum of 0 splits for tests, even on a machine of one core.
    let parallel = ctx.threading_enabled()
        && (ctx.threads() > 1 || opts.parallel_min_bytes == 0)
        && text.len().saturating_sub(start) >= opts.parallel_min_bytes as usize;
    let ok = if parallel {
        // The scan runs beside the parse; the parse looks at it when it is done.
        let min = opts.parallel_min_bytes;
        let scan = || {
            let stop = &shared.stop_scan;
            if let Some(found) = split::scan(text, start, first_line, min, source, stop) {
                let _ = shared.structure.set(found);
            }
        };
        p.split = Some(Splitting::new(&shared, min));
        std::thread::scope(|scope| {
            if min == 0 {
                scan();
            } else {
                scope.spawn(scan);
            }
            let ok = p.parse_top_level(block).is_ok() && !p.had_error;
            shared.stop_scan.store(true, Ordering::Relaxed);
            ok
        })
    } else {
        p.parse_top_level(block).is_ok() && !p.had_error
    };
    // The IR holds all it needs of the text now.
    if let Some(source) = source {
        source.release_all();
    }
    if !ok {
        return None;
    }
    // An implicit module is at `file:0:0`; in a later `--split-input-file`
    // chunk (one that does not start the buffer), upstream puts it where the
    // chunk starts.
    let module_loc = if start == 0 {
        ctx.intern_attr(crate::ir::AttrKind::FileLineColLoc {
            file: ctx.ident(name),
            line: 0,
            col: 0,
        })
    } else {
        p.encoded_loc(start as u32)
    };
    let mut ir = p.ir;
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    if !opts.implicit_module {
        if ops.len() != 1 {
            let loc = DiagLocation::FileLineCol(FileLineCol::new(name, 0, 0));
            let message = format!(
                "source must contain a single top-level operation, found: {}",
                ops.len()
            );
            diags.emit(Diagnostic::error(loc, message));
            return None;
        }
        ir.detach_op(ops[0]);
        return Some((ir, ops[0]));
    }
    if let [only] = ops[..]
        && ir.op_is(only, "builtin.module")
    {
        ir.detach_op(only);
        return Some((ir, only));
    }
    let region = ir.create_region();
    ir.push_block(region, block);
    let mut state = OperationState::new(ctx.ident("builtin.module"), module_loc);
    state.regions.push(region);
    let module = ir.create_op(state);
    Some((ir, module))
}

/// Parses a whole string as one type or attribute (MLIR's `mlir::parseType` /
/// `parseAttribute`), the buffer named after the string.
pub(super) fn parse_symbol<T>(
    ctx: &Arc<Context>,
    text: &str,
    parse: impl FnOnce(&mut AsmParser<'_>) -> ParseResult<T>,
) -> Result<T, Diagnostic> {
    let diags = DiagnosticEngine::new();
    let result = {
        let ir = Ir::new(ctx.clone());
        let mut p = AsmParser::new(
            ctx,
            ir,
            text,
            text.as_bytes(),
            0,
            1,
            super::DEFAULT_MAX_NESTING_DEPTH,
            &diags,
        );
        p.push_scope(true);
        match parse(&mut p) {
            Ok(value) if p.is(TokenKind::Eof) && !p.had_error => Ok(value),
            Ok(_) => {
                let rest = &text[p.tok.start as usize..];
                Err(p.error_here(format!("found trailing characters: '{rest}'")))
            }
            Err(e) => Err(e),
        }
    };
    result.map_err(|_| {
        diags
            .take()
            .into_iter()
            .next()
            .unwrap_or_else(|| Diagnostic::error(DiagLocation::Unknown, "parse failed"))
    })
}

impl<'a> AsmParser<'a> {
    fn parse_top_level(&mut self, block: BlockId) -> ParseResult<()> {
        self.push_scope(true);
        loop {
            match self.tok.kind {
                TokenKind::Eof => return self.finalize(block),
                TokenKind::Error(_) => return Err(ParseError),
                TokenKind::HashIdentifier => self.parse_attribute_alias_def()?,
                TokenKind::ExclamationIdentifier => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_listed_operation(block)?,
            }
        }
    }

    fn parse_attribute_alias_def(&mut self) -> ParseResult<()> {
        let name = &self.spelling()[1..];
        if self.attr_aliases.contains_key(name) {
            return Err(self.error_here(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self
                .error_here("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        self.expect_token(
            TokenKind::Equal,
            "expected '=' in attribute alias definition",
        )?;
        let attr = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> ParseResult<()> {
        let name = &self.spelling()[1..];
        if self.type_aliases.contains_key(name) {
            return Err(self.error_here(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(
                self.error_here("type names with a '.' are reserved for dialect-defined names")
            );
        }
        self.consume();
        self.expect_token(TokenKind::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    /// `{-# key: {...}, ... #-}`: resource sections, which nothing here consumes;
    /// they are checked for form and dropped (so they do not survive a round trip).
    fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.consume();
        self.comma_list_until(TokenKind::FileMetadataEnd, true, &mut |p| {
            let key_loc = p.tok.start;
            let Some(key) = p.parse_optional_keyword_any() else {
                return Err(p.error_here("expected identifier key in file metadata dictionary"));
            };
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            match key {
                "dialect_resources" | "external_resources" => {
                    p.parse_resource_section(key == "dialect_resources")
                }
                _ => Err(p.error_at(
                    key_loc,
                    format!("unknown key '{key}' in file metadata dictionary"),
                )),
            }
        })
    }

    /// `{ name: { key: value, ... }, ... }` of a resource section.
    fn parse_resource_section(&mut self, dialect_resources: bool) -> ParseResult<()> {
        self.expect_token(TokenKind::LBrace, "expected '{'")?;
        self.comma_list_until(TokenKind::RBrace, true, &mut |p| {
            let name_loc = p.tok.start;
            let Some(name) = p.parse_optional_keyword_any() else {
                return Err(p.error_here("expected identifier key for 'resource' entry"));
            };
            p.expect_token(TokenKind::Colon, "expected ':'")?;
            p.expect_token(TokenKind::LBrace, "expected '{'")?;
            if dialect_resources {
                if p.ctx.dialect(name).is_none() {
                    return Err(p.error_at(name_loc, format!("dialect '{name}' is unknown")));
                }
                if name != "builtin" {
                    return Err(p.error_here(format!(
                        "unexpected 'resource' section for dialect '{name}'"
                    )));
                }
            }
            p.comma_list_until(TokenKind::RBrace, true, &mut |p| {
                let Some(key) = p.parse_optional_keyword_or_string_bytes()? else {
                    return Err(p.error_here("expected identifier key for 'resource' entry"));
                };
                let key_ident = p.ctx.ident_bytes(&key);
                let key = String::from_utf8_lossy(&key).into_owned();
                p.expect_token(TokenKind::Colon, "expected ':'")?;
                // Upstream's kinds of entry: `true`/`false`, a blob (a
                // string spelled `"0x...`), or a string. The builtin
                // dialect's entries are all blobs.
                let value = if dialect_resources
                    || p.is(TokenKind::String) && p.spelling_bytes().starts_with(b"\"0x")
                {
                    let blob = p.resource_blob(&key)?;
                    if dialect_resources {
                        p.ctx.set_resource_blob(key_ident, blob.into());
                        p.consume();
                        return Ok(());
                    }
                    ResourceValue::Blob(blob.into())
                } else if p.is_keyword("true") || p.is_keyword("false") {
                    ResourceValue::Bool(p.is_keyword("true"))
                } else if p.is(TokenKind::String) {
                    ResourceValue::String(
                        crate::asm::lexer::string_value(p.spelling_bytes()).into(),
                    )
                } else {
                    return Err(p.error_here(format!("expected string value for key '{key}'")));
                };
                p.consume();
                p.ctx
                    .add_external_resource(p.ctx.ident(name), key_ident, value);
                Ok(())
            })
        })
    }

    /// The current token as a resource blob: `"0x"`, then the hex of a 4-byte
    /// little-endian alignment (a power of two, or 0) and of the data.
    fn resource_blob(&mut self, key: &str) -> ParseResult<Vec<u8>> {
        let spelling = self.spelling_bytes();
        let blob = self
            .is(TokenKind::String)
            .then(|| spelling.get(1..spelling.len().saturating_sub(1)))
            .flatten()
            .and_then(|body| decode_hex(body.strip_prefix(b"0x")?));
        let Some(blob) = blob else {
            return Err(self.error_here(format!("expected hex string blob for key '{key}'")));
        };
        let Some(alignment) = blob
            .get(..4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        else {
            return Err(self.error_here(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
            )));
        };
        if alignment != 0 && !alignment.is_power_of_two() {
            return Err(self.error_here(format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
            )));
        }
        Ok(blob)
    }

    /// End of buffer: undefined values, deferred location aliases, undefined blocks.
    fn finalize(&mut self, top: BlockId) -> ParseResult<()> {
        if !self.forward_refs.is_empty() {
            let mut uses: Vec<u32> = self.forward_refs.values().copied().collect();
            uses.sort_unstable();
            for loc in uses {
                self.error_at(loc, "use of undeclared SSA value name");
            }
            return Err(ParseError);
        }
        if !self.deferred_locs.is_empty() {
            self.resolve_deferred_locations(top)?;
        }
        self.pop_scope()
    }

    /// Replaces `loc(#alias)` placeholders now that every alias is known.
    fn resolve_deferred_locations(&mut self, top: BlockId) -> ParseResult<()> {
        let roots: Vec<OpId> = self.ir.block_ops(top).collect();
        for root in roots {
            let mut ops = Vec::new();
            self.ir.walk(root, |op| ops.push(op));
            for op in ops {
                let loc = self.ir.op_loc(op);
                if let Some(index) = self.deferred_index(loc) {
                    let resolved = self.resolve_deferred(index)?;
                    self.ir.set_op_loc(op, resolved);
                }
                let regions: Vec<_> = self.ir.regions(op).to_vec();
                for region in regions {
                    let blocks: Vec<_> = self.ir.region_blocks(region).to_vec();
                    for block in blocks {
                        let args: Vec<_> = self.ir.block_args(block).to_vec();
                        for arg in args {
                            if let Some(index) = self.deferred_index(self.ir.value_loc(arg)) {
                                let resolved = self.resolve_deferred(index)?;
                                self.ir.set_value_loc(arg, resolved);
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn resolve_deferred(&mut self, index: usize) -> ParseResult<crate::ir::Location> {
        let (loc, name) = self.deferred_locs[index];
        let Some(&attr) = self.attr_aliases.get(name) else {
            return Err(self.error_at(loc, "operation location alias was never defined"));
        };
        if !self.ctx.attr_kind(attr).is_location() {
            let message = format!("expected location, but found '{}'", self.attr_str(attr));
            return Err(self.error_at(loc, message));
        }
        Ok(attr)
    }
}

/// The bytes of an even number of hex digits.
fn decode_hex(digits: &[u8]) -> Option<Vec<u8>> {
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    digits
        .chunks(2)
        .map(|pair| {
            let hi = (pair[0] as char).to_digit(16)?;
            let lo = (pair[1] as char).to_digit(16)?;
            Some((hi * 16 + lo) as u8)
        })
        .collect()
}
