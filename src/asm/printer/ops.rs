//! Operations, regions and blocks: MLIR's `OperationPrinter`, and the collecting
//! walk that finds aliases before a top-level op is printed (MLIR's
//! `DummyAliasOperationPrinter`).

use super::text::Text;
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io;
use std::sync::Arc;

use crate::asm::static_str_key;
use crate::context::ResourceValue;
use crate::dialect::Traits;
use crate::ir::{AttrKind, Attribute, BlockId, Ir, NamedAttribute, OpId, RegionId};

use smallvec::SmallVec;

use super::aliases::{Collector, Subject};
use super::names::SsaNames;
use super::types::TypeTexts;
use super::{AsmPrinter, PrintOptions};

/// How much printed text is held before it goes to a sink.
pub(super) const FLUSH_THRESHOLD: usize = 1 << 16;

/// The op whose regions name the values `op` prints: its outermost ancestor, or
/// with local scope the nearest isolated-from-above op (`op` included).
fn naming_root(ir: &Ir, op: OpId, local_scope: bool) -> OpId {
    let mut cur = op;
    loop {
        if local_scope
            && ir
                .op_def(cur)
                .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
        {
            return cur;
        }
        match ir.parent_op(cur) {
            Some(parent) => cur = parent,
            None => return cur,
        }
    }
}

/// Prints `op` as `Operation::print` does: a top-level op with its aliases
/// before (and deferred location aliases after) it, a nested op alone. The text
/// is appended to `out`, or with a `sink`, written to it as it grows (`out` is
/// then left empty); the error is the sink's first one.
pub(super) fn print_root<'a>(
    ir: &'a Ir,
    op: OpId,
    opts: &PrintOptions,
    out: &mut Text,
    sink: Option<&'a mut dyn io::Write>,
) -> io::Result<()> {
    let root = naming_root(ir, op, opts.local_scope);
    // Printing the whole tree, the regions of its body's ops are named as
    // each op is printed.
    let names = match op == root {
        true => SsaNames::compute_deferred(ir, root, opts),
        false => SsaNames::compute(ir, root, opts),
    };
    let mut p = AsmPrinter::for_ir(ir, *opts, names, std::mem::take(out));
    p.sink = sink;
    let top_level = ir.op_parent_block(op).is_none() && !opts.local_scope;
    if top_level {
        // Collect into a scratch buffer: custom printers still write text.
        let saved = std::mem::take(&mut p.out);
        p.collector = Some(Collector::default());
        p.print_op_body(op);
        let collector = p.collector.take().unwrap_or_default();
        p.out = saved;
        p.aliases = Arc::new(collector.finish());
        p.print_alias_definitions(false);
        p.type_texts = Some(TypeTexts::default());
        p.threads = ir.ctx().threads();
        p.print_full_op(op);
        p.threads = 1;
        p.type_texts = None;
        p.out.push('\n');
        p.print_alias_definitions(true);
        p.print_resources();
    } else {
        p.type_texts = Some(TypeTexts::default());
        p.threads = ir.ctx().threads();
        p.print_full_op(op);
    }
    p.flush_to_sink(0);
    let result = p.sink_error.take().map_or(Ok(()), Err);
    *out = p.finish();
    result
}

impl AsmPrinter<'_> {
    /// The file metadata, as `mlir-opt` prints it after everything else: the
    /// builtin resource blobs the printed attributes name (those with data),
    /// then the external resources read with the input.
    fn print_resources(&mut self) {
        let ctx = self.ctx;
        let blobs: Vec<_> = self
            .resources
            .iter()
            .filter_map(|&name| ctx.resource_blob(name).map(|blob| (name, blob)))
            .collect();
        let external = ctx.external_resources();
        if blobs.is_empty() && external.is_empty() {
            return;
        }
        self.out.push_str("\n{-#\n");
        if !blobs.is_empty() {
            self.out
                .push_str("  dialect_resources: {\n    builtin: {\n");
            for (i, (name, blob)) in blobs.iter().enumerate() {
                self.out.push_str("      ");
                super::lexical::write_keyword_or_string(&mut self.out, ctx.bytes(*name));
                self.out.push_str(": ");
                self.write_blob(blob);
                if i + 1 < blobs.len() {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
            self.out.push_str("    }\n  }");
            if !external.is_empty() {
                self.out.push(',');
            }
            self.out.push('\n');
        }
        if !external.is_empty() {
            self.out.push_str("  external_resources: {\n");
            for (g, (group, entries)) in external.iter().enumerate() {
                self.out.push_str("    ");
                super::lexical::write_keyword_or_string(&mut self.out, ctx.bytes(*group));
                self.out.push_str(": {\n");
                for (i, (key, value)) in entries.iter().enumerate() {
                    self.out.push_str("      ");
                    super::lexical::write_keyword_or_string(&mut self.out, ctx.bytes(*key));
                    self.out.push_str(": ");
                    match value {
                        ResourceValue::Bool(b) => {
                            self.out.push_str(if *b { "true" } else { "false" });
                        }
                        ResourceValue::String(bytes) => {
                            super::lexical::write_quoted(&mut self.out, bytes);
                        }
                        ResourceValue::Blob(blob) => self.write_blob(blob),
                    }
                    if i + 1 < entries.len() {
                        self.out.push(',');
                    }
                    self.out.push('\n');
                }
                self.out.push_str("    }");
                if g + 1 < external.len() {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
            self.out.push_str("  }\n");
        }
        self.out.push_str("#-}\n");
    }

    /// A blob as `"0x"` and uppercase hex: alignment (4 bytes, 0 when there is
    /// no data, as upstream prints an empty blob), then data.
    fn write_blob(&mut self, blob: &[u8]) {
        self.out.push_str("\"0x");
        let data = blob.get(4..).unwrap_or_default();
        let alignment = if data.is_empty() {
            &[0u8; 4][..]
        } else {
            &blob[..4]
        };
        for b in alignment.iter().chain(data) {
            let _ = write!(self.out, "{b:02X}");
        }
        self.out.push('"');
    }

    fn print_alias_definitions(&mut self, deferred: bool) {
        for index in 0..self.aliases.defs.len() {
            let def = &self.aliases.defs[index];
            if def.deferred != deferred {
                continue;
            }
            let subject = def.subject;
            self.aliases.write_name(&mut self.out, index);
            self.out.push_str(" = ");
            match subject {
                Subject::Type(ty) => {
                    self.print_type_impl(ty);
                    Arc::make_mut(&mut self.aliases).mark_printed(index);
                }
                Subject::Attr(attr) => {
                    self.print_attribute_impl(attr, super::attributes::TypeElision::Never);
                }
            }
            self.out.push('\n');
        }
    }

    /// Indentation, results, the op, and its trailing location.
    pub(super) fn print_full_op(&mut self, op: OpId) {
        let ir = self.ir();
        self.push_indent();
        if ir.num_results(op) != 0 {
            let groups = self.names.result_groups(ir, op);
            self.interleave_comma(groups.iter(), |p, &(start, count)| {
                let head = ir.result(op, start as usize);
                p.names.write_value(&mut p.out, Some(ir), head, false);
                if count > 1 {
                    p.out.push(':');
                    p.write_int(count);
                }
            });
            self.out.push_str(" = ");
        }
        self.print_op_body(op);
        self.print_trailing_location(ir.op_loc(op), true);
    }

    /// The op without its results: custom form when it has one and the generic
    /// form is not forced, else generic (MLIR's `printCustomOrGenericOp`).
    pub(super) fn print_op_body(&mut self, op: OpId) {
        let ir = self.ir();
        if self.collector.is_some() && self.opts.debug_info {
            self.visit_attr(ir.op_loc(op), true, false);
        }
        if !self.opts.generic
            && let Some(def) = ir.op_def(op)
            && let Some(print) = def.print
            && def.custom_printable.is_none_or(|f| f(ir, op))
        {
            if self.collector.is_none() {
                let default = self.default_dialects.last().copied().unwrap_or("");
                let key = (static_str_key(def.name), static_str_key(default));
                let name = *self.op_names.entry(key).or_insert_with(|| {
                    let name = def.name;
                    name.strip_prefix(default)
                        .and_then(|rest| rest.strip_prefix('.'))
                        .filter(|_| !default.is_empty() && name.matches('.').count() == 1)
                        .unwrap_or(name)
                });
                self.out.push_str(name);
            }
            self.with_stack(|p| print(p, op));
            return;
        }
        self.print_generic_op_impl(op, true);
    }

    pub(super) fn print_generic_op_impl(&mut self, op: OpId, print_op_name: bool) {
        if self.collector.is_some() {
            self.collect_generic_op(op);
            return;
        }
        let ir = self.ir();
        if print_op_name {
            super::lexical::write_quoted(&mut self.out, ir.ctx().bytes(ir.op_name(op)));
        }
        self.out.push('(');
        self.print_operands(ir.operands(op));
        self.out.push(')');
        let successors = ir.successors(op);
        if !successors.is_empty() {
            self.out.push('[');
            self.interleave_comma(successors.iter(), |p, &block| p.print_successor(block));
            self.out.push(']');
        }
        let (props, discardable) = generic_attributes(ir, op);
        if let Some(props) = props {
            self.out.push_str(" <");
            self.print_attribute(props);
            self.out.push('>');
        }
        let regions = ir.regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            self.interleave_comma(regions.iter(), |p, &region| {
                p.print_region_impl(region, true, true, true)
            });
            self.out.push(')');
        }
        self.print_optional_attr_dict(&discardable, &[]);
        self.out.push_str(" : ");
        self.print_functional_type(op);
    }

    /// The regions, operand and result types and attributes of the generic form.
    fn collect_generic_op(&mut self, op: OpId) {
        let ir = self.ir();
        let ctx = self.ctx;
        if !self.opts.skip_regions {
            for &region in ir.regions(op) {
                self.collect_region(region, true, true);
            }
        }
        for ty in ir.operand_types(op) {
            self.visit_type(ty, false);
        }
        for ty in ir.result_types(op) {
            self.visit_type(ty, false);
        }
        // Registered ops see their inherent attributes too, merged by name.
        let inherent: &[NamedAttribute] = match (ir.op_def(op), ir.properties(op)) {
            (Some(_), Some(props)) => ctx.dictionary_entries(props),
            _ => &[],
        };
        if inherent.is_empty() {
            for attr in ir.attrs(op) {
                self.visit_attr(attr.value, false, false);
            }
        } else {
            let mut merged: Vec<NamedAttribute> =
                ir.attrs(op).iter().chain(inherent).copied().collect();
            merged.sort_by(|a, b| ctx.bytes(a.name).cmp(ctx.bytes(b.name)));
            for attr in merged {
                self.visit_attr(attr.value, false, false);
            }
        }
    }

    fn collect_region(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        let ir = self.ir();
        let blocks = ir.region_blocks(region);
        for (i, &block) in blocks.iter().enumerate() {
            let (args, terminators) = if i == 0 {
                (print_entry_block_args, print_block_terminators)
            } else {
                (true, true)
            };
            self.collect_block(block, args, terminators);
        }
    }

    fn collect_block(&mut self, block: BlockId, print_args: bool, print_terminator: bool) {
        let ir = self.ir();
        if print_args {
            for &arg in ir.block_args(block) {
                self.visit_type(ir.value_type(arg), false);
                if self.opts.debug_info {
                    self.visit_attr(ir.value_loc(arg), false, false);
                }
            }
        }
        let skip = self.skipped_terminator(block, print_terminator);
        for op in ir.block_ops(block) {
            if Some(op) == skip {
                break;
            }
            if !self.first_of_its_shape(op) {
                continue;
            }
            self.with_stack(|p| p.print_op_body(op));
            // Whatever a custom printer wrote while collecting is discarded.
            self.out.clear();
        }
    }

    /// Whether `op` is the first collected op of its shape: its name,
    /// properties, attributes, operand and result types (and location when
    /// locations print), for an op without regions or successors. Printing
    /// an op of a shape already collected visits the same types and
    /// attributes again, which changes nothing (the deserializer's constants
    /// and addresses, one per use, are mostly such repeats).
    fn first_of_its_shape(&mut self, op: OpId) -> bool {
        let ir = self.ir();
        if !ir.regions(op).is_empty() || !ir.successors(op).is_empty() {
            return true;
        }
        let none = u32::MAX;
        let mut key: SmallVec<[u32; 12]> = SmallVec::new();
        key.push(ir.op_name(op).0);
        key.push(ir.properties(op).map_or(none, |a| a.0));
        key.push(if self.opts.debug_info {
            ir.op_loc(op).0
        } else {
            none
        });
        key.push(ir.num_results(op) as u32);
        key.extend(ir.results(op).iter().map(|&v| ir.value_type(v).0));
        key.extend(ir.operand_types(op).map(|t| t.0));
        for attr in ir.attrs(op) {
            key.push(attr.name.0);
            key.push(attr.value.0);
        }
        match self.collector.as_mut() {
            Some(collector) => collector.first_op_shape(key),
            None => true,
        }
    }

    /// The last op of `block` when it is a terminator that is not printed.
    fn skipped_terminator(&self, block: BlockId, print_terminator: bool) -> Option<OpId> {
        if print_terminator {
            return None;
        }
        let ir = self.ir();
        let last = ir.last_op(block)?;
        ir.op_def(last)
            .filter(|d| d.has(Traits::TERMINATOR))
            .map(|_| last)
    }

    pub(super) fn print_region_impl(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.collector.is_some() {
            if !self.opts.skip_regions {
                self.collect_region(region, print_entry_block_args, print_block_terminators);
            }
            return;
        }
        if self.opts.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        let ir = self.ir();
        self.out.push_str("{\n");
        let blocks = ir.region_blocks(region);
        if let Some(&entry) = blocks.first() {
            let default = ir
                .region_parent(region)
                .and_then(|op| ir.op_def(op))
                .and_then(|d| d.default_dialect);
            self.default_dialects.push(default.unwrap_or(""));
            let always_header = (print_empty_block && ir.block_is_empty(entry))
                || (print_entry_block_args && !ir.block_args(entry).is_empty());
            self.print_block(entry, always_header, print_block_terminators);
            for &block in &blocks[1..] {
                self.print_block(block, true, true);
            }
            self.default_dialects.pop();
        }
        self.push_indent();
        self.out.push('}');
    }

    fn print_block(&mut self, block: BlockId, print_args: bool, print_terminator: bool) {
        let ir = self.ir();
        if print_args {
            self.push_indent();
            self.names.write_block(&mut self.out, block);
            let args = ir.block_args(block);
            if !args.is_empty() {
                self.out.push('(');
                self.interleave_comma(args.iter(), |p, &arg| {
                    p.print_operand(arg);
                    p.out.push_str(": ");
                    p.print_type(ir.value_type(arg));
                    p.print_trailing_location(ir.value_loc(arg), false);
                });
                self.out.push(')');
            }
            self.out.push(':');
            self.print_predecessors(block);
            self.out.push('\n');
        }
        self.increase_indent();
        let skip = self.skipped_terminator(block, print_terminator);
        if self.threads > 1 && self.collector.is_none() && super::parallel::worth_it(ir, block) {
            self.print_ops_in_parallel(block, skip);
            self.decrease_indent();
            return;
        }
        for op in ir.block_ops(block) {
            if Some(op) == skip {
                break;
            }
            self.print_listed_op(op);
            self.out.push('\n');
            self.flush_to_sink(FLUSH_THRESHOLD);
        }
        self.decrease_indent();
    }

    /// An op of a block's list, on its line: with the names of its regions
    /// when they were left to be named now ([`SsaNames::for_deferred_op`]).
    pub(super) fn print_listed_op(&mut self, op: OpId) {
        let ir = self.ir();
        match SsaNames::for_deferred_op(&self.names, ir, op, &self.opts) {
            Some(local) => {
                let outer = std::mem::replace(&mut self.names, Arc::new(local));
                self.with_stack(|p| p.print_full_op(op));
                self.names = outer;
            }
            None => self.with_stack(|p| p.print_full_op(op)),
        }
    }

    fn print_predecessors(&mut self, block: BlockId) {
        let preds = self.names.predecessors(block);
        match preds.len() {
            0 => {
                if self.names.block_ordering(block) != 0 {
                    self.out.push_str("  // no predecessors");
                }
            }
            1 => {
                self.out.push_str("  // pred: ");
                self.names.write_block(&mut self.out, preds[0]);
            }
            n => {
                let mut sorted: Vec<BlockId> = preds.to_vec();
                sorted.sort_by_key(|&b| self.names.block_ordering(b));
                self.out.push_str("  // ");
                self.write_int(n);
                self.out.push_str(" preds: ");
                self.interleave_comma(sorted.iter(), |p, &b| p.names.write_block(&mut p.out, b));
            }
        }
    }
}

/// The `<{...}>` and `{...}` parts of the generic form. A registered op's
/// inherent attributes are its properties even when they were set as
/// discardable attributes (MLIR keeps them in the properties), and it prints
/// no `<{}>` when it has none; an unregistered op prints whatever it holds.
fn generic_attributes(ir: &Ir, op: OpId) -> (Option<Attribute>, Cow<'_, [NamedAttribute]>) {
    let ctx = ir.ctx();
    let attrs = ir.attrs(op);
    let Some(def) = ir.op_def(op) else {
        return (ir.properties(op), Cow::Borrowed(attrs));
    };
    let inherent = |a: &NamedAttribute| def.properties.contains(&ctx.str(a.name));
    let props = ir.properties(op);
    if !attrs.iter().any(inherent) {
        let props = props.filter(
            |&p| !matches!(ctx.attr_kind(p), AttrKind::Dictionary(entries) if entries.is_empty()),
        );
        return (props, Cow::Borrowed(attrs));
    }
    let mut entries: Vec<NamedAttribute> = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.extend(attrs.iter().copied().filter(inherent));
    let merged = ctx.dictionary_attr(entries);
    let rest: Vec<NamedAttribute> = attrs.iter().copied().filter(|a| !inherent(a)).collect();
    (Some(merged), Cow::Owned(rest))
}
