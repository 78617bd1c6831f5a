//! Parsing one large block on two threads.
//!
//! Text parses sequentially: every op of a block can name the values of the
//! ops above it. A module's functions, though, are isolated from above, and
//! a block of many of them (the body of a `builtin.module` or a
//! `spirv.module`) is most of a large input. So when the context allows
//! threads and the input is large, parsing goes like this:
//!
//! 1. A helper thread scans the input's brackets (strings and comments
//!    skipped) and finds the regions of at least
//!    [`ParseOptions::parallel_min_bytes`](super::ParseOptions::parallel_min_bytes),
//!    and in each the line starts where an op could begin at the region's
//!    own depth ([`Structure`]).
//! 2. When the main parser, at an op of such a region's block, finds the scan
//!    done, it hands the second half of the block, from a line start near
//!    the middle, to a worker ([`ChunkJob`]), which parses it into an arena
//!    of its own, and goes on with the first half.
//! 3. If the main parser then arrives exactly at that line start, the
//!    worker's ops are moved into the block ([`crate::ir::Ir::absorb`]) and
//!    parsing resumes where the worker stopped: at the region's `}`.
//!
//! The line start is a guess, so everything the worker could get wrong sends
//! parsing back to the sequential path, which then reports what it reports
//! without threads: the main parser passing the line start inside an op, the
//! worker meeting a name or block label from above the line start, an alias
//! definition, a `distinct` attribute, a deferred location, or any
//! diagnostic (the worker's diagnostics are dropped, and its text is parsed
//! again by the main parser), and a name the worker defines that the first
//! half also defines. The result is then the IR a sequential parse makes,
//! value for value; only the arena order of its nodes differs.

use std::sync::Arc;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::pending_locs::PendingLocs;
use super::spellings::SpellingMap;
use super::state::{AsmParser, ValueDef};
use super::{ParseError, ParseResult};
use crate::Context;
use crate::asm::lexer::TokenKind;
use crate::diagnostics::DiagnosticEngine;
use crate::ir::{Attribute, BlockId, Ir, Type};

/// The opening-brace offset standing for the buffer's top level, which has no
/// brace.
pub(super) const TOP: u32 = u32::MAX;

/// Candidate line starts are kept one per `1 << CUT_SPACING_SHIFT` bytes of
/// a region (every one when splitting for tests, with a minimum of 0 bytes).
const CUT_SPACING_SHIFT: u32 = 16;

/// A line start where an op may begin, and its 1-based line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Cut {
    pub offset: u32,
    pub line: u32,
}

/// A large region: its `{` (or [`TOP`]), its `}` (or where the top level
/// ends), and the candidate line starts of its own depth, ascending.
#[derive(Debug)]
pub(super) struct Span {
    pub open: u32,
    pub close: u32,
    pub cuts: Vec<Cut>,
}

/// The large regions of an input, by opening offset.
#[derive(Debug, Default)]
pub(super) struct Structure {
    spans: Vec<Span>,
}

impl Structure {
    fn span(&self, open: u32) -> Option<&Span> {
        self.spans
            .binary_search_by_key(&open, |s| s.open)
            .ok()
            .map(|i| &self.spans[i])
    }
}

/// What the threads of one parse share, owned by the frame that runs them.
#[derive(Default)]
pub(super) struct Shared {
    /// The scan's result, once it is done.
    pub structure: OnceLock<Structure>,
    /// Raised when the parse ends, so that an unfinished scan stops.
    pub stop_scan: AtomicBool,
    /// Raised when the main parser no longer wants the worker's result.
    pub cancel: AtomicBool,
    /// Where the worker's diagnostics go (they are never shown: the main
    /// parser parses the text again when the worker met any).
    pub worker_diags: DiagnosticEngine,
}

/// The main parser's side: the scan it waits for, and whether the one split
/// of this parse was made.
pub(super) struct Splitting<'a> {
    shared: &'a Shared,
    min_bytes: u32,
    /// The region looked up last (regions are looked up once per op of
    /// their block, until the scan is done).
    checked: Option<u32>,
    done: bool,
}

impl<'a> Splitting<'a> {
    pub fn new(shared: &'a Shared, min_bytes: u32) -> Self {
        Splitting {
            shared,
            min_bytes,
            checked: None,
            done: false,
        }
    }
}

/// What the worker keeps of the main parser's state at the split.
struct ChunkJob<'a> {
    shared: &'a Shared,
    ctx: &'a Context,
    ctx_arc: Arc<Context>,
    file_name: &'a str,
    src: &'a [u8],
    source: Option<&'a crate::diagnostics::SourceBuffer>,
    cut: Cut,
    close: u32,
    top: bool,
    max_depth: u32,
    depth: u32,
    default_dialects: Vec<&'static str>,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    type_aliases: FxHashMap<&'a str, Type>,
    caches: Caches<'a>,
}

/// The main parser's memo tables, to start the worker warm.
struct Caches<'a> {
    ident_cache: SpellingMap<crate::Ident>,
    custom_ops: FxHashMap<(&'a str, crate::asm::StaticStrKey), super::state::CustomOpDef>,
    dialect_types: SpellingMap<(Type, u32)>,
    function_types: FxHashMap<(u32, SmallVec<[Type; 6]>), Type>,
    attr_dicts: SpellingMap<(u32, u32, u32)>,
    attr_dict_entries: Vec<crate::ir::NamedAttribute>,
}

/// What the worker parsed: its arena, the block holding its ops, where it
/// stopped, the names its block defined (nested non-isolated regions
/// included) and those live at its end.
struct Chunk<'a> {
    ir: Ir,
    block: BlockId,
    end: u32,
    defined: Vec<&'a str>,
    live: Vec<(&'a str, SmallVec<[ValueDef; 1]>)>,
    /// The positions of its ops and block arguments, in text order.
    locs: PendingLocs,
}

impl<'a> AsmParser<'a> {
    /// At an op of the current block: whether to split the rest of the block
    /// now, and where.
    fn split_point(&mut self) -> Option<(Cut, u32)> {
        let region = self.region_open;
        let split = self.split.as_mut()?;
        if split.done || split.checked == Some(region) {
            return None;
        }
        let structure = split.shared.structure.get()?;
        split.checked = Some(region);
        let span = structure.span(region)?;
        let pos = self.tok.start;
        if span.close.saturating_sub(pos) < split.min_bytes {
            return None;
        }
        // The first half also pays for the split and the merge: give it a
        // little less.
        let target = pos + (span.close - pos) / 2 - (span.close - pos) / 32;
        let after = span.cuts.partition_point(|c| c.offset <= pos);
        let candidates = &span.cuts[after..];
        let i = candidates.partition_point(|c| c.offset < target);
        let nearest = [i.checked_sub(1), Some(i)]
            .into_iter()
            .flatten()
            .filter_map(|i| candidates.get(i))
            .min_by_key(|c| c.offset.abs_diff(target))?;
        Some((*nearest, span.close))
    }

    /// Parses the next op of `block`, the caller's loop checking what
    /// follows. When the input's scan says the block's region is large, it
    /// instead hands the list from a line start near the region's middle to a
    /// worker, parses up to that line start, and returns where the split
    /// leaves the list: at the region's end when the two halves joined.
    #[inline]
    pub(super) fn parse_listed_operation(&mut self, block: BlockId) -> ParseResult<()> {
        if let Some(cancel) = self.cancel
            && cancel.load(Ordering::Relaxed)
        {
            return Err(ParseError);
        }
        if self.split.is_some()
            && let Some((cut, close)) = self.split_point()
        {
            return self.parse_split(block, cut, close);
        }
        self.parse_operation(block)?;
        self.release_parsed_input();
        Ok(())
    }

    #[cold]
    fn parse_split(&mut self, block: BlockId, cut: Cut, close: u32) -> ParseResult<()> {
        let Some(split) = self.split.as_mut() else {
            return Ok(());
        };
        split.done = true;
        let shared = split.shared;
        let job = ChunkJob {
            shared,
            ctx: self.ctx,
            ctx_arc: self.ir.ctx_arc().clone(),
            file_name: self.file_name,
            src: self.src,
            source: self.source,
            cut,
            close,
            top: self.region_open == TOP,
            max_depth: self.max_depth,
            depth: self.depth,
            default_dialects: self.default_dialects.clone(),
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            caches: Caches {
                ident_cache: self.ident_cache.clone(),
                custom_ops: self.custom_ops.clone(),
                dialect_types: self.dialect_types.clone(),
                function_types: self.function_types.clone(),
                attr_dicts: self.attr_dicts.clone(),
                attr_dict_entries: self.attr_dict_entries.clone(),
            },
        };
        std::thread::scope(|scope| {
            let worker = scope.spawn(|| job.run());
            let landed = self.parse_ops_until(block, cut.offset);
            if !matches!(landed, Ok(true)) {
                shared.cancel.store(true, Ordering::Relaxed);
            }
            let chunk = match worker.join() {
                Ok(chunk) => chunk,
                Err(panic) => std::panic::resume_unwind(panic),
            };
            if landed? && let Some(chunk) = chunk {
                self.take_chunk(block, chunk);
            }
            Ok(())
        })
    }

    /// Parses ops of `block` up to `boundary`: true when an op starts exactly
    /// there, false when the list ends or an op runs past it.
    fn parse_ops_until(&mut self, block: BlockId, boundary: u32) -> ParseResult<bool> {
        loop {
            if self.tok.start >= boundary {
                return Ok(self.tok.start == boundary);
            }
            match self.tok.kind {
                TokenKind::RBrace
                | TokenKind::CaretIdentifier
                | TokenKind::Eof
                | TokenKind::Error(_)
                | TokenKind::HashIdentifier
                | TokenKind::ExclamationIdentifier
                | TokenKind::FileMetadataBegin => return Ok(false),
                _ => {
                    self.parse_operation(block)?;
                    self.release_parsed_input();
                }
            }
        }
    }

    /// Moves the worker's ops to the end of `block` and its names into the
    /// scope, unless the two halves do not join as one sequential parse
    /// would have read them; then parsing just goes on from the boundary.
    fn take_chunk(&mut self, block: BlockId, chunk: Chunk<'a>) {
        if !self.forward_refs.is_empty() {
            return;
        }
        if let Some(scope) = self.scopes.last()
            && !scope.values.is_empty()
            && chunk.defined.iter().any(|name| {
                scope
                    .values
                    .get(name)
                    .is_some_and(|defs| defs.iter().any(|d| d.value.is_some()))
            })
        {
            return;
        }
        #[cfg(test)]
        tests::SPLITS.with(|n| n.set(n.get() + 1));
        let at = self.ir.absorb(chunk.ir);
        self.ir.move_block_ops(at.block(chunk.block), block);
        // In text order, after the first half's: they extend its run of the
        // file's locations.
        for (target, line, col) in chunk.locs.into_positions() {
            let loc = self.file_loc(line, col);
            match target {
                Ok(op) => self.ir.set_op_loc(at.op(op), loc),
                Err(arg) => self.ir.set_value_loc(at.value(arg), loc),
            }
        }
        for (name, defs) in chunk.live {
            for (index, def) in defs.into_iter().enumerate() {
                if let Some(value) = def.value {
                    *self.value_slot(name, index) = ValueDef {
                        value: Some(at.value(value)),
                        loc: def.loc,
                    };
                }
            }
            self.record_definition(name);
        }
        self.reset_to(chunk.end);
    }
}

impl<'a> ChunkJob<'a> {
    /// Parses the ops from the cut to the region's end, or gives up (`None`)
    /// at anything the sequential parse must see for itself.
    fn run(self) -> Option<Chunk<'a>> {
        let cancel = &self.shared.cancel;
        let ir = Ir::new(self.ctx_arc);
        let mut p = AsmParser::new(
            self.ctx,
            ir,
            self.file_name,
            self.src,
            self.cut.offset as usize,
            self.cut.line,
            self.max_depth,
            &self.shared.worker_diags,
        );
        p.depth = self.depth;
        p.default_dialects = self.default_dialects;
        p.attr_aliases = self.attr_aliases;
        p.type_aliases = self.type_aliases;
        p.ident_cache = self.caches.ident_cache;
        p.custom_ops = self.caches.custom_ops;
        p.dialect_types = self.caches.dialect_types;
        p.function_types = self.caches.function_types;
        p.attr_dicts = self.caches.attr_dicts;
        p.attr_dict_entries = self.caches.attr_dict_entries;
        p.cancel = Some(cancel);
        p.source = self.source;
        p.release_floor = Some(std::cell::Cell::new(self.cut.offset as usize));
        p.chunk_names = Some(Vec::new());
        p.pending_locs = Some(PendingLocs::new(p.file_loc(0, 0)));
        p.push_scope(true);
        let block = p.ir.create_block(&[]);
        loop {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            match p.tok.kind {
                TokenKind::RBrace if !self.top => break,
                TokenKind::Eof | TokenKind::FileMetadataBegin if self.top => break,
                TokenKind::RBrace
                | TokenKind::Eof
                | TokenKind::FileMetadataBegin
                | TokenKind::CaretIdentifier
                | TokenKind::HashIdentifier
                | TokenKind::ExclamationIdentifier
                | TokenKind::Error(_) => return None,
                _ => {
                    p.parse_operation(block).ok()?;
                    p.release_parsed_input();
                }
            }
        }
        let clean = p.tok.start == self.close
            && !p.had_error
            && p.diagnostics_emitted == 0
            && p.forward_refs.is_empty()
            && p.deferred_locs.is_empty()
            && p.distinct_attrs.is_empty()
            && p.block_scopes.iter().all(|s| s.forward.is_empty())
            && p.pending_locs
                .as_ref()
                .is_some_and(|l| l.accounts_for(&p.ir));
        if !clean {
            return None;
        }
        let locs = p.pending_locs.take()?;
        let defined = p.chunk_names.take().unwrap_or_default();
        let live = p
            .scopes
            .first_mut()
            .map(|scope| scope.values.drain().collect())
            .unwrap_or_default();
        Some(Chunk {
            end: p.tok.start,
            ir: p.ir,
            block,
            defined,
            live,
            locs,
        })
    }
}

/// Byte classes of the scan: what can open or close a region, a list, a
/// string, a comment or a line.
const SPECIAL_LIST: [u8; 9] = *b"\n\"/{}()[]";

const fn special_bytes() -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    let bytes = SPECIAL_LIST;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
}

static SPECIAL: [bool; 256] = special_bytes();

/// The offset of the first byte of [`SPECIAL`] at or after `i`, or
/// `src.len()`. Most of a text is plain bytes, so on x86-64 this tests 16 at
/// a time (SSE2, which every x86-64 has).
#[inline]
fn next_special(src: &[u8], mut i: usize) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128,
            _mm_set1_epi8,
        };
        // SAFETY: SSE2 is part of the x86-64 baseline, and every load reads
        // 16 bytes inside `src` (`i + 16 <= src.len()`).
        unsafe {
            let wanted = SPECIAL_LIST.map(|b| _mm_set1_epi8(b as i8));
            while i + 16 <= src.len() {
                let chunk = _mm_loadu_si128(src.as_ptr().add(i).cast::<__m128i>());
                let mut hits = _mm_cmpeq_epi8(chunk, wanted[0]);
                for byte in &wanted[1..] {
                    hits = _mm_or_si128(hits, _mm_cmpeq_epi8(chunk, *byte));
                }
                let mask = _mm_movemask_epi8(hits) as u32;
                if mask != 0 {
                    return i + mask.trailing_zeros() as usize;
                }
                i += 16;
            }
        }
    }
    while i < src.len() && !SPECIAL[src[i] as usize] {
        i += 1;
    }
    i
}

/// Whether a line whose first non-blank byte is `b` may start an op: a
/// result name, a generic op's quoted name or a custom op's bare name.
fn may_start_op(b: u8) -> bool {
    b == b'%' || b == b'"' || b.is_ascii_alphabetic() || b == b'_'
}

/// One open bracket of the scan; for a brace, the line starts of its depth
/// (one per 64 KiB) and the bucket of the last.
struct Open {
    brace: bool,
    at: u32,
    cuts: Vec<Cut>,
    last_bucket: u32,
}

/// Finds the regions of `src[start..]` at least `min_bytes` long that have
/// somewhere to split, or `None` when `stop` is raised first. The text it
/// has gone past is let go from memory as it goes (`source`), as the
/// parsers do: the main parser reads it again later, from the page cache.
pub(super) fn scan(
    src: &[u8],
    start: usize,
    first_line: u32,
    min_bytes: u32,
    source: Option<&crate::diagnostics::SourceBuffer>,
    stop: &AtomicBool,
) -> Option<Structure> {
    let n = src.len();
    let mut stack = vec![Open {
        brace: true,
        at: TOP,
        cuts: Vec::new(),
        last_bucket: u32::MAX,
    }];
    let mut spans = Vec::new();
    let close = |open: Open, at: usize, spans: &mut Vec<Span>| {
        let len = if open.at == TOP {
            at.saturating_sub(start)
        } else {
            at - open.at as usize
        };
        if open.brace && len >= min_bytes as usize && !open.cuts.is_empty() {
            spans.push(Span {
                open: open.at,
                close: at as u32,
                cuts: open.cuts,
            });
        }
    };
    let mut i = start;
    let mut line = first_line;
    let mut next_stop_check = i + (1 << 20);
    let mut released = start;
    let spacing = if min_bytes == 0 { 0 } else { CUT_SPACING_SHIFT };
    let mut top_end = n;
    loop {
        i = next_special(src, i);
        if i >= n {
            break;
        }
        match src[i] {
            b'\n' => {
                line += 1;
                i += 1;
                if i >= next_stop_check {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    if let Some(source) = source {
                        released = source.release_between(released, i);
                    }
                    next_stop_check = i + (1 << 20);
                }
                let Some(open) = stack.last_mut().filter(|o| o.brace) else {
                    continue;
                };
                let mut j = i;
                while j < n && matches!(src[j], b' ' | b'\t') {
                    j += 1;
                }
                if j < n && may_start_op(src[j]) {
                    let bucket = (j as u32) >> spacing;
                    if bucket != open.last_bucket {
                        open.last_bucket = bucket;
                        open.cuts.push(Cut {
                            offset: j as u32,
                            line,
                        });
                    }
                }
            }
            b'"' => {
                i += 1;
                while i < n {
                    match src[i] {
                        b'"' => {
                            i += 1;
                            break;
                        }
                        b'\\' => i += 2,
                        b'\n' => break,
                        _ => i += 1,
                    }
                }
            }
            b'/' if src.get(i + 1) == Some(&b'/') => {
                while i < n && src[i] != b'\n' {
                    i += 1;
                }
            }
            b'{' if stack.len() == 1 && src[i + 1..].starts_with(b"-#") => {
                top_end = i;
                break;
            }
            b'{' | b'(' | b'[' => {
                stack.push(Open {
                    brace: src[i] == b'{',
                    at: i as u32,
                    cuts: Vec::new(),
                    last_bucket: u32::MAX,
                });
                i += 1;
            }
            b'}' | b')' | b']' => {
                if stack.len() > 1
                    && let Some(open) = stack.pop()
                {
                    close(open, i, &mut spans);
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    while let Some(open) = stack.pop() {
        if open.at == TOP {
            close(open, top_end, &mut spans);
        }
    }
    spans.sort_unstable_by_key(|s| s.open);
    Some(Structure { spans })
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    use super::{Cut, scan};
    use crate::Context;
    use crate::asm::parser::{ParseOptions, parse_str};
    use crate::asm::printer::{PrintOptions, print_op};
    use crate::diagnostics::DiagnosticEngine;

    thread_local! {
        /// Splits whose second half was taken, on this thread.
        pub(super) static SPLITS: Cell<u32> = const { Cell::new(0) };
    }

    /// The generic form with locations (or the diagnostics) of `src`, and
    /// how many splits were taken, parsed with a forced split or without
    /// threads.
    fn parse(src: &str, threads: bool) -> (String, u32) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx.set_threading(threads);
        let ctx = Arc::new(ctx);
        let opts = ParseOptions {
            parallel_min_bytes: 0,
            ..ParseOptions::default()
        };
        let diags = DiagnosticEngine::new();
        SPLITS.with(|n| n.set(0));
        let printed = match parse_str(&ctx, "t.mlir", src, &opts, &diags) {
            Some((ir, op)) => {
                let print = PrintOptions::default()
                    .print_generic_op_form()
                    .enable_debug_info();
                print_op(&ir, op, &print)
            }
            None => diags.take().iter().map(|d| format!("{d:?}\n")).collect(),
        };
        (printed, SPLITS.with(Cell::get))
    }

    /// Parsing `src` with a forced split gives what parsing without threads
    /// does; returns whether the split's second half was taken.
    #[track_caller]
    fn same_as_sequential(src: &str) -> bool {
        let (threaded, splits) = parse(src, true);
        let (sequential, none) = parse(src, false);
        assert_eq!(none, 0);
        assert_eq!(threaded, sequential, "for:\n{src}");
        splits == 1
    }

    /// Three isolated modules holding generic ops with regions.
    const FUNCS: &str = "module @a {\n  %0 = \"t.x\"() : () -> i32\n  \"t.r\"() ({\n  ^bb0(%a: i32):\n    \"t.ret\"(%a) : (i32) -> ()\n  }) : () -> ()\n}\nmodule @b {\n  %0 = \"t.x\"() : () -> i32\n}\nmodule @c {\n  \"t.y\"() : () -> ()\n}\n";

    #[test]
    fn top_level_ops_split() {
        assert!(same_as_sequential(FUNCS));
    }

    #[test]
    fn a_module_body_splits() {
        let src = format!("module {{\n{FUNCS}}}\n");
        assert!(same_as_sequential(&src));
        let generic = "\"t.m\"() ({\n  %0 = \"t.a\"() : () -> i32\n  \"t.b\"() ({\n    \"t.c\"() : () -> ()\n  }) : () -> ()\n  \"t.d\"() : () -> ()\n}) : () -> ()\n";
        assert!(same_as_sequential(generic));
    }

    /// The second half's ops and arguments get their file locations when
    /// the halves join; those written out stay, the placeholder's own
    /// spelling (`t.mlir:0:0`) and another op's position included.
    #[test]
    fn locations_of_the_second_half_are_made_at_the_join() {
        let src = "module @a {\n  \"t.x\"() : () -> ()\n}\nmodule @b {\n  \"t.y\"() : () -> () loc(\"t.mlir\":0:0)\n  \"t.r\"() ({\n  ^bb0(%a: i32 loc(\"t.mlir\":2:3), %b: i32):\n    \"t.ret\"(%a, %b) : (i32, i32) -> () loc(\"other.mlir\":1:1)\n  }) : () -> ()\n  \"t.z\"() : () -> () loc(\"t.mlir\":5:3)\n}\n";
        assert!(same_as_sequential(src));
        let (printed, _) = parse(src, true);
        assert!(printed.contains("loc(\"t.mlir\":0:0)"), "{printed}");
        assert!(printed.contains("loc(\"other.mlir\":1:1)"), "{printed}");
    }

    /// Text the second half cannot parse alone: the main parser parses it
    /// again, with the diagnostics and IR of a sequential parse.
    #[test]
    fn what_the_second_half_cannot_parse_alone_is_parsed_again() {
        let cases = [
            // A use of a name from the first half.
            "%x = \"t.def\"() : () -> i32\n\"t.use\"(%x) : (i32) -> ()\n",
            // An alias defined between the halves, and one used before it is defined.
            "\"t.a\"() : () -> ()\n#a = 1 : i32\n\"t.b\"() {v = #a} : () -> ()\n",
            "\"t.a\"() : () -> () loc(#l)\n\"t.b\"() : () -> () loc(#l)\n#l = loc(\"x\":1:1)\n",
            // The same distinct attribute in both halves.
            "\"t.a\"() {d = distinct[0]<1 : i32>} : () -> ()\n\"t.b\"() {d = distinct[0]<1 : i32>} : () -> ()\n",
            // Errors in the second half.
            "\"t.a\"() : () -> ()\n\"t.b\"(\n",
            "\"t.a\"() : () -> ()\n\"t.b\"() : () -> ()\n%9 = \"t.c\"(%8) : (i32) -> i32\n",
            // Blocks of a region.
            "\"t.r\"() ({\n  \"t.x\"() : () -> ()\n^bb1:\n  \"t.y\"() : () -> ()\n  \"t.z\"() : () -> ()\n}) : () -> ()\n",
            // A line start inside an op.
            "\"t.a\"() {k = [1, 2, 3, 4, 5, 6, 7, 8]} : () ->\ni32\n\"t.b\"() : () -> ()\n",
        ];
        all_parsed_again(&cases);
    }

    /// Each of `cases` parses as it does without threads, its split not
    /// taken.
    #[track_caller]
    fn all_parsed_again(cases: &[&str]) {
        for src in cases {
            assert!(!same_as_sequential(src), "split taken for:\n{src}");
        }
    }

    /// Halves that parse alone but do not join as a sequential parse reads
    /// them: the second half is dropped.
    #[test]
    fn halves_that_do_not_join_are_parsed_again() {
        let cases = [
            // A forward reference from the first half to the second.
            "\"t.use\"(%x) : (i32) -> ()\n%x = \"t.def\"() : () -> i32\n",
            // A name defined in both halves, at the top or in a nested region.
            "%x = \"t.def\"() : () -> i32\n%x = \"t.def\"() : () -> i32\n",
            "%x = \"t.def\"() : () -> i32\n\"t.r\"() ({\n  %x = \"t.def\"() : () -> i32\n}) : () -> ()\n",
        ];
        all_parsed_again(&cases);
    }

    /// Names the second half defines stay defined for what follows the
    /// region's end (here, ops after file metadata).
    #[test]
    fn names_of_the_second_half_stay_in_scope() {
        let src = "\"t.a\"() : () -> ()\n%x = \"t.def\"() : () -> i32\n{-#\n  external_resources: {}\n#-}\n\"t.use\"(%x) : (i32) -> ()\n%x = \"t.def\"() : () -> i32\n";
        assert!(same_as_sequential(src));
    }

    #[test]
    fn the_scan_skips_strings_and_comments_and_finds_line_starts_per_region() {
        let text = "\"t.a\"() {s = \"{(\"} : () -> ()  // {\n\"t.r\"() ({\n  \"t.x\"() : () -> ()\n  ^bb1:\n  %0 = \"t.y\"() : () -> i32\n}) : () -> ()\n";
        let src = text.as_bytes();
        let Some(found) = scan(src, 0, 1, 0, None, &AtomicBool::new(false)) else {
            panic!("the scan stopped unasked");
        };
        let at = |needle: &str| text.find(needle).map_or(u32::MAX, |i| i as u32);
        let region = at("({") + 1;
        let spans: Vec<(u32, u32, Vec<Cut>)> = found
            .spans
            .iter()
            .map(|s| (s.open, s.close, s.cuts.clone()))
            .collect();
        assert_eq!(
            spans,
            [
                (
                    region,
                    at("}) :"),
                    vec![
                        Cut {
                            offset: at("\"t.x"),
                            line: 3
                        },
                        Cut {
                            offset: at("%0"),
                            line: 5
                        },
                    ]
                ),
                (
                    super::TOP,
                    src.len() as u32,
                    vec![Cut {
                        offset: at("\"t.r"),
                        line: 2
                    }]
                ),
            ]
        );
    }
}
