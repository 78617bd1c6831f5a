//! The parser's state: the token stream, diagnostics with MLIR's positioning rules,
//! the nesting bound, alias tables and the SSA value and block scopes.
//!
//! Mirrors `Parser` / `ParserState` / `OperationParser`'s bookkeeping in
//! `mlir/lib/AsmParser/Parser.cpp`.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::lines::LineIndex;
use super::spellings::SpellingMap;
use super::{ParseError, ParseResult};
use crate::asm::StaticStrKey;
use crate::asm::lexer::{Lexer, Token, TokenKind};
use crate::diagnostics::{DiagLocation, Diagnostic, DiagnosticEngine, FileLineCol};
use crate::ir::{Attribute, BlockId, Ir, Location, OpId, Type, Value};
use crate::{Context, Ident};

/// A registered op found by its custom-form name: its definition and name.
pub(super) type CustomOpDef = (&'static crate::dialect::OpDef, Ident);

/// A value name bound in a scope: the value (or forward-reference placeholder) and
/// where it was defined or first used.
#[derive(Copy, Clone, Debug)]
pub(super) struct ValueDef {
    pub value: Option<Value>,
    pub loc: u32,
}

/// A scope isolated from the names above it, holding nested (non-isolated) scopes.
#[derive(Default)]
pub(super) struct IsolatedScope<'a> {
    pub values: FxHashMap<&'a str, SmallVec<[ValueDef; 1]>>,
    /// Names defined in each nested scope, erased when it closes.
    pub defs_per_scope: Vec<Vec<&'a str>>,
}

/// Blocks named in one region.
#[derive(Default)]
pub(super) struct BlockScope<'a> {
    pub by_name: FxHashMap<&'a str, (BlockId, u32)>,
    /// Blocks referenced and not yet defined, with the first reference.
    pub forward: Vec<(BlockId, u32)>,
}

/// What a deferred `loc(#alias)` is attached to.
#[derive(Copy, Clone, Debug)]
pub(super) enum LocTarget {
    Op(OpId),
    Arg(Value),
}

/// One `%name:N` group of results on the left of an op.
#[derive(Copy, Clone, Debug)]
pub(super) struct ResultRecord<'a> {
    pub name: &'a str,
    pub count: u32,
    pub loc: u32,
}

/// The op whose custom parse hook is running.
#[derive(Clone, Debug)]
pub(super) struct CustomOp<'a> {
    pub name: &'static str,
    pub name_loc: u32,
    pub results: SmallVec<[ResultRecord<'a>; 1]>,
    pub isolated: bool,
}

/// The parser of one buffer, also the custom-assembly parser handed to op, type
/// and attribute hooks. See the [module documentation](super) for its API.
pub struct AsmParser<'a> {
    pub(super) ctx: &'a Context,
    pub(super) ir: Ir,
    pub(super) src: &'a [u8],
    pub(super) lexer: Lexer<'a>,
    /// The current token.
    pub(super) tok: Token,
    pub(super) file: Ident,
    pub(super) file_name: &'a str,
    /// Line and column of offsets, counted from the line of the first parsed
    /// byte.
    lines: LineIndex<'a>,
    /// Offset of the first parsed byte: what precedes it is not part of the input.
    input_start: u32,
    diags: &'a DiagnosticEngine,
    pub(super) max_depth: u32,
    pub(super) depth: u32,
    /// The deepest nesting reached so far (see [`AsmParser::nested`]).
    pub(super) deepest: u32,
    /// Diagnostics emitted so far, of any severity.
    pub(super) diagnostics_emitted: u32,
    /// Whether any diagnostic of severity error was emitted by this parser.
    pub(super) had_error: bool,
    pub(super) attr_aliases: FxHashMap<&'a str, Attribute>,
    pub(super) type_aliases: FxHashMap<&'a str, Type>,
    pub(super) scopes: Vec<IsolatedScope<'a>>,
    pub(super) block_scopes: Vec<BlockScope<'a>>,
    /// Forward-reference placeholders and their first use.
    pub(super) forward_refs: FxHashMap<Value, u32>,
    pub(super) placeholder_block: Option<BlockId>,
    /// `loc(#alias)` uses whose alias was not defined yet: (use offset, alias).
    pub(super) deferred_locs: Vec<(u32, &'a str)>,
    /// The dialect name of deferred-location placeholders (it holds a space, so
    /// no parsed dialect attribute can have it).
    pub(super) deferred_marker: Ident,
    pub(super) default_dialects: Vec<&'static str>,
    pub(super) custom: Option<CustomOp<'a>>,
    /// The buffer being parsed, when it came from a [`crate::diagnostics::SourceMgr`]:
    /// told as parsing moves on that the text behind is not needed in memory
    /// (see [`AsmParser::release_parsed_input`]).
    pub(super) source: Option<&'a crate::diagnostics::SourceBuffer>,
    /// Identifiers by spelling (op names with their quotes, attribute names), so
    /// repeated names skip the context's lock.
    pub(super) ident_cache: SpellingMap<Ident>,
    /// Registered ops (definition and name) by their custom-form spelling and the
    /// default dialect it was read under.
    pub(super) custom_ops: FxHashMap<(&'a str, StaticStrKey), CustomOpDef>,
    /// Types of registered dialects by `(dialect, symbol data)` spelling, with
    /// the nesting depth their parsing needs: a dialect parses the same text to
    /// the same type, so each spelling runs the dialect's hook once.
    pub(super) dialect_types: SpellingMap<(Type, u32)>,
    /// Op states whose lists were emptied by creating their op, for reuse (a
    /// stack: ops nest).
    pub(super) state_pool: Vec<crate::ir::OperationState>,
    /// Reusable buffer for the types of a function type.
    pub(super) type_scratch: Vec<Type>,
    /// Function types by their input count and types, for the same reason.
    pub(super) function_types: FxHashMap<(u32, SmallVec<[Type; 6]>), Type>,
    /// Attribute dictionaries by their text (`{` to `}`): where their entries
    /// are in `attr_dict_entries`, how many, and the nesting depth parsing
    /// them needs (see `parse_attribute_dict`).
    pub(super) attr_dicts: SpellingMap<(u32, u32, u32)>,
    pub(super) attr_dict_entries: Vec<crate::ir::NamedAttribute>,
    /// The properties a registered op ends with when no discardable attribute
    /// was written, by its definition and the properties it was read with:
    /// moving inherent attributes and adding defaults (see
    /// `move_inherent_attributes`) depends on nothing else.
    pub(super) inherent_properties: FxHashMap<(usize, Option<Attribute>), Option<Attribute>>,
    /// `distinct[N]` attributes met so far, by `N`.
    pub(super) distinct_attrs: FxHashMap<u64, Attribute>,
    /// Whether an error was emitted through the public `emit_error*` while the
    /// current custom hook ran (MLIR's `didEmitError`).
    pub(super) custom_error: bool,
    /// The offset of the `{` of the region whose block is being parsed
    /// ([`super::split::TOP`] at the top level).
    pub(super) region_open: u32,
    /// On the main parser of a large input: the scan that may split a block
    /// between two threads.
    pub(super) split: Option<super::split::Splitting<'a>>,
    /// On a worker parsing the second half of a block: raised when the main
    /// parser no longer wants the result.
    pub(super) cancel: Option<&'a std::sync::atomic::AtomicBool>,
    /// On a worker: where its text starts, then where the text it let go
    /// ends (the text before its start is the main parser's).
    pub(super) release_floor: Option<std::cell::Cell<usize>>,
    /// On a worker: every name its block's isolated scope defines.
    pub(super) chunk_names: Option<Vec<&'a str>>,
    /// On a worker: the file locations of its ops and block arguments, left
    /// for the main thread to make.
    pub(super) pending_locs: Option<super::pending_locs::PendingLocs>,
}

/// Byte offsets are `u32`: larger buffers are refused before parsing.
pub(super) const MAX_BUFFER_LEN: usize = u32::MAX as usize - 1;

impl<'a> AsmParser<'a> {
    /// A parser of `src[start..]` (`src` ends where parsing ends), whose byte
    /// `start` is on 1-based line `first_line` of the buffer named `file_name`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        ctx: &'a Context,
        ir: Ir,
        file_name: &'a str,
        src: &'a [u8],
        start: usize,
        first_line: u32,
        max_depth: u32,
        diags: &'a DiagnosticEngine,
    ) -> Self {
        let start = start.min(src.len());
        let mut lexer = Lexer::new(src);
        lexer.reset(start);
        let mut p = AsmParser {
            ctx,
            ir,
            src,
            lexer,
            tok: Token {
                kind: TokenKind::Eof,
                start: 0,
                end: 0,
            },
            file: ctx.ident(file_name),
            file_name,
            lines: LineIndex::new(src, start, first_line),
            input_start: start as u32,
            diags,
            max_depth,
            depth: 0,
            deepest: 0,
            diagnostics_emitted: 0,
            had_error: false,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            forward_refs: FxHashMap::default(),
            placeholder_block: None,
            deferred_locs: Vec::new(),
            deferred_marker: ctx.ident(" deferred location"),
            default_dialects: vec!["builtin"],
            custom: None,
            source: None,
            custom_error: false,
            distinct_attrs: FxHashMap::default(),
            attr_dicts: SpellingMap::default(),
            attr_dict_entries: Vec::new(),
            inherent_properties: FxHashMap::default(),
            ident_cache: SpellingMap::default(),
            custom_ops: FxHashMap::default(),
            dialect_types: SpellingMap::default(),
            type_scratch: Vec::new(),
            state_pool: Vec::new(),
            function_types: FxHashMap::default(),
            region_open: super::split::TOP,
            split: None,
            cancel: None,
            release_floor: None,
            chunk_names: None,
            pending_locs: None,
        };
        p.tok = p.lexer.next_token();
        p.report_lexer_error();
        p
    }

    /// Lets the buffer drop the text well behind the current token from
    /// memory (a mapped input's pages; they read back from the file should a
    /// diagnostic need them). Called once per op; cheap until the parser has
    /// moved far enough.
    #[inline]
    pub(super) fn release_parsed_input(&self) {
        if let Some(source) = self.source {
            let pos = self.tok.start as usize;
            match &self.release_floor {
                None => source.release_before(pos),
                Some(floor) => floor.set(source.release_between(floor.get(), pos)),
            }
        }
    }

    // ===== tokens =====

    /// The spelling of the current token (see [`Token::text`]: a string
    /// literal's is [`AsmParser::spelling_bytes`]).
    #[inline]
    pub(super) fn spelling(&self) -> &'a str {
        match self.tok.kind {
            TokenKind::String | TokenKind::AtIdentifier => self.tok.text(self.src),
            _ => {
                let bytes = self.tok.bytes(self.src);
                debug_assert!(bytes.is_ascii(), "non-string tokens are ASCII");
                // SAFETY: `tok` only ever comes from `self.lexer` over
                // `self.src`, and the lexer makes every token but a string
                // literal (and a quoted `@"symbol"`) of ASCII bytes alone
                // (letters, digits, punctuation; an error token is empty), so
                // these bytes are UTF-8. Checking them again costs a few
                // percent of parsing, for every keyword, name and number.
                unsafe { std::str::from_utf8_unchecked(bytes) }
            }
        }
    }

    /// The bytes of the current token.
    #[inline]
    pub(super) fn spelling_bytes(&self) -> &'a [u8] {
        self.tok.bytes(self.src)
    }

    #[inline]
    pub(super) fn is(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the bare identifier `kw`.
    #[inline]
    pub(super) fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdentifier && self.spelling() == kw
    }

    /// Moves to the next token, reporting a lexical error when it is one.
    #[inline]
    pub(super) fn consume(&mut self) {
        self.tok = self.lexer.next_token();
        if matches!(self.tok.kind, TokenKind::Error(_)) {
            self.report_lexer_error();
        }
    }

    fn report_lexer_error(&mut self) {
        if let TokenKind::Error(message) = self.tok.kind {
            let loc = self.diag_location(self.tok.start);
            self.had_error = true;
            self.diagnostics_emitted += 1;
            self.diags.emit(Diagnostic::error(loc, message));
        }
    }

    #[inline]
    pub(super) fn consume_if(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes the bare identifier `kw` if it is next.
    pub(super) fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes `kind` or reports `message` the way MLIR reports a wrong token.
    #[inline]
    pub(super) fn expect_token(&mut self, kind: TokenKind, message: &str) -> ParseResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// Restarts lexing at `offset` and makes the token there current.
    pub(super) fn reset_to(&mut self, offset: u32) {
        self.lexer.reset(offset as usize);
        self.consume();
    }

    /// The token after the current one, without consuming anything.
    pub(super) fn peek(&self) -> Token {
        self.lexer.clone().next_token()
    }

    // ===== locations =====

    /// The 1-based line and byte column of `offset`.
    pub(super) fn line_col(&self, offset: u32) -> (u32, u32) {
        self.lines.line_col(offset)
    }

    pub(super) fn diag_location(&self, offset: u32) -> DiagLocation {
        let (line, col) = self.line_col(offset);
        DiagLocation::FileLineCol(FileLineCol::new(self.file_name, line, col))
    }

    /// The `FileLineColLoc` of `offset` (MLIR's `getEncodedSourceLocation`).
    pub(super) fn encoded_loc(&self, offset: u32) -> Location {
        let (line, col) = self.line_col(offset);
        self.file_loc(line, col)
    }

    /// `file:line:col` of the file being parsed.
    pub(super) fn file_loc(&self, line: u32, col: u32) -> Location {
        self.ctx.intern_attr(crate::ir::AttrKind::FileLineColLoc {
            file: self.file,
            line,
            col,
        })
    }

    /// The location of the op starting at `offset`: its [`Self::encoded_loc`],
    /// or on a split's worker a placeholder until the join.
    pub(super) fn op_start_loc(&mut self, offset: u32) -> Location {
        if self.pending_locs.is_some() {
            let (line, col) = self.line_col(offset);
            if let Some(pending) = self.pending_locs.as_mut() {
                return pending.open_op(line, col);
            }
        }
        self.encoded_loc(offset)
    }

    /// Adds an argument to `block` located at `offset` (as
    /// [`Self::op_start_loc`] locates ops); with the worker's entry for its
    /// location, to be marked when a location is written out for it.
    pub(super) fn add_located_argument(
        &mut self,
        block: BlockId,
        ty: crate::ir::Type,
        offset: u32,
    ) -> (Value, Option<usize>) {
        let Some(placeholder) = self.pending_locs.as_ref().map(|p| p.placeholder()) else {
            let loc = self.encoded_loc(offset);
            return (self.ir.add_block_argument(block, ty, loc), None);
        };
        let (line, col) = self.line_col(offset);
        let arg = self.ir.add_block_argument(block, ty, placeholder);
        let entry = self.pending_locs.as_mut().map(|p| p.arg(arg, line, col));
        (arg, entry)
    }

    // ===== diagnostics =====

    /// Emits `diag`, unless the current token is a lexical error (already reported,
    /// as MLIR abandons diagnostics raised in response to one).
    pub(super) fn report(&mut self, diag: Diagnostic) -> ParseError {
        if matches!(self.tok.kind, TokenKind::Error(_)) {
            return ParseError;
        }
        if diag.is_error() {
            self.had_error = true;
        }
        self.diagnostics_emitted += 1;
        self.diags.emit(diag);
        ParseError
    }

    pub(super) fn error_at(&mut self, offset: u32, message: impl Into<String>) -> ParseError {
        let diag = Diagnostic::error(self.diag_location(offset), message);
        self.report(diag)
    }

    /// An error with a note at another position.
    pub(super) fn error_with_note(
        &mut self,
        offset: u32,
        message: impl Into<String>,
        note_offset: u32,
        note: impl Into<String>,
    ) -> ParseError {
        let diag = Diagnostic::error(self.diag_location(offset), message)
            .with_note(self.diag_location(note_offset), note);
        self.report(diag)
    }

    /// An error at the current token (one character back at the end of the buffer).
    pub(super) fn error_here(&mut self, message: impl Into<String>) -> ParseError {
        let mut offset = self.tok.start;
        if self.tok.kind == TokenKind::Eof && offset > self.input_start {
            offset -= 1;
        }
        self.error_at(offset, message)
    }

    /// MLIR's `emitWrongTokenError`: when the unexpected token starts a line, the
    /// error goes to the end of the previous non-blank line (before a `//` comment),
    /// where the missing token belongs.
    pub(super) fn wrong_token(&mut self, message: impl Into<String>) -> ParseError {
        let mut loc = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof && loc > self.input_start as usize {
            loc -= 1;
        }
        let bytes = self.src;
        let floor = self.input_start as usize;
        let mut end = loc.clamp(floor, bytes.len());
        let target = loop {
            while end > floor && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == floor {
                break loc;
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                break end;
            }
            end -= 1;
            let line_start = bytes[floor..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(floor, |i| floor + i);
            if let Some(comment) = find_subslice(&bytes[line_start..end], b"//") {
                end = line_start + comment;
            }
        };
        self.error_at(target as u32, message)
    }

    // ===== nesting =====

    /// Runs `f` one nesting level deeper, refusing input nested beyond the limit and
    /// growing the stack when it runs low.
    pub(super) fn nested<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        if self.depth >= self.max_depth {
            let limit = self.max_depth;
            return Err(self.error_here(format!("nesting deeper than the limit of {limit} levels")));
        }
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        let result = stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, || f(self));
        self.depth -= 1;
        result
    }

    // ===== SSA scopes =====

    pub(super) fn push_scope(&mut self, isolated: bool) {
        self.block_scopes.push(BlockScope::default());
        // Tables grow with the names live at once, not with the input: names of a
        // closed scope are removed, so pre-sizing for the whole input would only
        // spread a few live names over a table the size of the input.
        if self.scopes.is_empty() || isolated {
            self.scopes.push(IsolatedScope::default());
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.defs_per_scope.push(Vec::new());
        }
    }

    /// Closes the innermost scope; blocks referenced but never defined in it are
    /// errors.
    pub(super) fn pop_scope(&mut self) -> ParseResult<()> {
        let blocks = self.block_scopes.pop().unwrap_or_default();
        if !blocks.forward.is_empty() {
            let mut refs: Vec<u32> = blocks.forward.iter().map(|&(_, loc)| loc).collect();
            refs.sort_unstable();
            for loc in refs {
                self.error_at(loc, "reference to an undefined block");
            }
            return Err(ParseError);
        }
        let Some(scope) = self.scopes.last_mut() else {
            return Ok(());
        };
        if scope.defs_per_scope.len() <= 1 {
            self.scopes.pop();
        } else if let Some(defs) = scope.defs_per_scope.pop() {
            for name in defs {
                scope.values.remove(name);
            }
        }
        Ok(())
    }

    /// The entry of result `index` of `name`, an empty one (no value yet)
    /// when the name has fewer entries.
    pub(super) fn value_slot(&mut self, name: &'a str, index: usize) -> &mut ValueDef {
        let entries = self.values_entry(name);
        if entries.len() <= index {
            let empty = ValueDef {
                value: None,
                loc: 0,
            };
            entries.resize(index + 1, empty);
        }
        &mut entries[index]
    }

    pub(super) fn values_entry(&mut self, name: &'a str) -> &mut SmallVec<[ValueDef; 1]> {
        if self.scopes.is_empty() {
            self.scopes.push(IsolatedScope {
                values: FxHashMap::default(),
                defs_per_scope: vec![Vec::new()],
            });
        }
        let last = self.scopes.len() - 1;
        self.scopes[last].values.entry(name).or_default()
    }

    pub(super) fn record_definition(&mut self, name: &'a str) {
        if let Some(names) = &mut self.chunk_names
            && self.scopes.len() == 1
        {
            names.push(name);
        }
        if let Some(defs) = self
            .scopes
            .last_mut()
            .and_then(|s| s.defs_per_scope.last_mut())
        {
            defs.push(name);
        }
    }

    /// A placeholder for a value used before its definition.
    pub(super) fn create_placeholder(&mut self, ty: Type, offset: u32) -> Value {
        let block = match self.placeholder_block {
            Some(b) => b,
            None => {
                let b = self.ir.create_block(&[]);
                self.placeholder_block = Some(b);
                b
            }
        };
        let unknown = self.ctx.unknown_loc();
        let value = self.ir.add_block_argument(block, ty, unknown);
        self.forward_refs.insert(value, offset);
        value
    }

    pub(super) fn is_placeholder(&self, value: Value) -> bool {
        !self.forward_refs.is_empty() && self.forward_refs.contains_key(&value)
    }

    /// Prints a type for a diagnostic.
    pub(super) fn type_str(&self, ty: Type) -> String {
        crate::asm::printer::type_to_string(self.ctx, ty)
    }

    /// Prints an attribute for a diagnostic.
    pub(super) fn attr_str(&self, attr: Attribute) -> String {
        crate::asm::printer::attr_to_string(self.ctx, attr)
    }
}

fn find_subslice(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}
