//! Locations as MLIR prints them: `loc("file":1:2)`, `loc(callsite(a at b))`,
//! `loc(fused<meta>[a, b])`, `loc("name"(child))`, `loc(unknown)`, nested
//! locations through their `#loc` aliases, and `--mlir-pretty-debuginfo`'s bare
//! form (`file:1:2`, `[unknown]`, call sites on two lines).

use crate::ir::{AttrKind, Location};

use super::AsmPrinter;
use super::lexical;

impl AsmPrinter<'_> {
    /// ` loc(...)` after an op or block argument when debug info is printed.
    pub(super) fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if !self.opts.debug_info || self.collector.is_some() {
            return;
        }
        self.out.push(' ');
        self.print_location(loc, allow_alias);
    }

    /// `loc(...)` (or the pretty form); the whole location may print as its alias.
    pub(super) fn print_location(&mut self, loc: Location, allow_alias: bool) {
        if self.opts.pretty_debug_info {
            self.print_location_internal(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        if !(allow_alias && self.aliases.write_attr(&mut self.out, loc)) {
            self.print_location_internal(loc, false, true);
        }
        self.out.push(')');
    }

    fn print_location_internal(&mut self, loc: Location, pretty: bool, top_level: bool) {
        if !top_level && self.aliases.write_attr(&mut self.out, loc) {
            return;
        }
        self.with_stack(|p| p.print_location_kind(loc, pretty));
    }

    fn print_location_kind(&mut self, loc: Location, pretty: bool) {
        let ctx = self.ctx;
        match ctx.attr_kind(loc) {
            AttrKind::UnknownLoc => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            AttrKind::FileLineColLoc { file, line, col } => {
                self.print_file_name(ctx.bytes(*file), pretty);
                self.out.push(':');
                self.write_int(*line);
                self.out.push(':');
                self.write_int(*col);
            }
            AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
                ..
            } => {
                self.print_file_name(ctx.bytes(*file), pretty);
                self.out.push(':');
                self.write_int(*start_line);
                self.out.push(':');
                self.write_int(*start_col);
                if start_line == end_line && start_col == end_col {
                    return;
                }
                self.out.push_str(" to ");
                if start_line != end_line {
                    self.write_int(*end_line);
                }
                self.out.push(':');
                self.write_int(*end_col);
            }
            AttrKind::NameLoc { name, child } => {
                lexical::write_quoted(&mut self.out, ctx.bytes(*name));
                if let Some(child) = child
                    && !matches!(ctx.attr_kind(*child), AttrKind::UnknownLoc)
                {
                    self.out.push('(');
                    self.print_location_internal(*child, pretty, false);
                    self.out.push(')');
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_location_internal(*callee, pretty, false);
                if pretty {
                    let callee_is_name = matches!(ctx.attr_kind(*callee), AttrKind::NameLoc { .. });
                    let caller_is_file = matches!(
                        ctx.attr_kind(*caller),
                        AttrKind::FileLineColLoc { .. }
                    ) || matches!(
                        ctx.attr_kind(*caller),
                        AttrKind::FileLineColRange { start_line, start_col, end_line, end_col, .. }
                            if start_line == end_line && start_col == end_col
                    );
                    if !(callee_is_name && caller_is_file) {
                        self.out.push('\n');
                    }
                }
                self.out.push_str(" at ");
                self.print_location_internal(*caller, pretty, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            AttrKind::FusedLoc {
                locations,
                metadata,
            } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(metadata) = metadata {
                    self.out.push('<');
                    self.print_attribute(*metadata);
                    self.out.push('>');
                }
                self.out.push('[');
                self.interleave_comma(locations.iter(), |p, &l| {
                    p.print_location_internal(l, pretty, false)
                });
                self.out.push(']');
            }
            // Not a location: print it as an attribute.
            _ => self.print_attribute(loc),
        }
    }

    fn print_file_name(&mut self, file: &[u8], pretty: bool) {
        if pretty {
            self.out.push_bytes(file);
        } else {
            lexical::write_quoted(&mut self.out, file);
        }
    }
}
