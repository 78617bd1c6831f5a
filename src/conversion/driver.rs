//! The dialect conversion driver (MLIR's `applyPartialConversion` /
//! `applyFullConversion`, <https://mlir.llvm.org/docs/DialectConversion/>).
//!
//! The ops to convert are the root and everything nested in it, in pre-order,
//! skipping the insides of recursively legal ops. Each is legalized in turn: a
//! legal op stays; otherwise its patterns are tried by benefit, and a pattern that
//! succeeds must have replaced the op or changed it in place. Everything that
//! pattern created, and what it changed in place, is legalized right away
//! (recursively, never re-entering a pattern already running on the stack), so
//! patterns may produce ops that other patterns lower further. Finally, the
//! materializations still in use are built (see [`TypeConverter`]).
//!
//! An op that stays illegal fails a full conversion ("failed to legalize operation
//! 'x.y'"); a partial conversion fails only on explicitly illegal ops ("... that
//! was explicitly marked illegal") and leaves ops of unknown legality in place.
//!
//! Failure leaves the IR exactly as it was. Every change (the patterns', the
//! casts the driver inserts, the materializations it builds) is recorded in
//! the conversion's undo log as it is made; on failure the log is undone last
//! change first, on success the ops and blocks erased along the way are
//! dropped. Both cost time in the number of changes, not in the size of the
//! root. A pattern that succeeds but leaves IR that cannot be legalized fails
//! the whole conversion instead of being undone alone, as with upstream's
//! `allowPatternRollback = false`.

use std::sync::Arc;

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::asm::printer::type_to_string;
use crate::conversion::journal::Journal;
use crate::conversion::pattern::{Adaptor, FrozenConversionPatterns};
use crate::conversion::rewriter::{ConversionRewriter, ConversionState};
use crate::conversion::target::{ConversionTarget, ResolvedTarget};
use crate::conversion::type_converter::TypeConverter;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, Type, Value};
use crate::rewrite::{Listener, NoListener, Rewriter};

/// Whether ops of unknown legality may remain.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Only explicitly illegal ops must be converted.
    Partial,
    /// Every op must end up legal.
    Full,
}

/// Driver settings (MLIR's `ConversionConfig`).
#[derive(Clone, Debug)]
pub struct ConversionConfig {
    /// Hand live materializations to the type converters' callbacks; when `false`,
    /// every `builtin.unrealized_conversion_cast` the driver inserted stays.
    pub build_materializations: bool,
    /// Whether a failed conversion leaves the IR as it found it. When
    /// `false`, the ops converted before the failure stay converted (MLIR's
    /// no-rollback driver leaves the IR partly converted too), and in return
    /// the undo log holds one op's changes at a time rather than the whole
    /// conversion's: worth it where nothing reads the IR after a failure (a
    /// pass whose failure ends the pipeline, see
    /// [`PassContext::failed_ir_is_read`](crate::pass::PassContext::failed_ir_is_read)).
    /// A pattern that fails still has its own changes undone either way.
    pub rollback_on_failure: bool,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            build_materializations: true,
            rollback_on_failure: true,
        }
    }
}

/// What a successful conversion left behind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionReport {
    /// Ops of unknown legality a partial conversion could not convert.
    pub unlegalized: Vec<OpId>,
}

/// Converts `root` and what it holds so that explicitly illegal ops are gone
/// (MLIR's `applyPartialConversion`).
pub fn apply_partial_conversion(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let config = ConversionConfig::default();
    apply_conversion(ir, root, target, patterns, ConversionMode::Partial, &config)
}

/// Converts `root` and what it holds so that every op is legal (MLIR's
/// `applyFullConversion`).
pub fn apply_full_conversion(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let config = ConversionConfig::default();
    apply_conversion(ir, root, target, patterns, ConversionMode::Full, &config)
}

/// Runs a conversion; on failure returns the diagnostics and leaves the IR as it
/// was.
pub fn apply_conversion(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    mode: ConversionMode,
    config: &ConversionConfig,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    let mut driver = Driver {
        target: ResolvedTarget::new(target),
        patterns,
        state: ConversionState::default(),
        running: Vec::new(),
        root,
        listener: NoListener,
    };
    let result = driver.run(ir, mode, config);
    let journal = std::mem::take(&mut driver.state.journal);
    match result {
        Ok(mut report) => {
            journal.commit(ir);
            report.unlegalized.retain(|&op| !ir.is_erased(op));
            Ok(report)
        }
        Err(diagnostic) => {
            journal.rollback(ir);
            Err(vec![diagnostic])
        }
    }
}

struct Driver<'a> {
    target: ResolvedTarget<'a>,
    patterns: &'a FrozenConversionPatterns,
    state: ConversionState,
    /// Patterns applying further up the legalization stack.
    running: Vec<usize>,
    root: OpId,
    listener: NoListener,
}

impl Driver<'_> {
    fn run(
        &mut self,
        ir: &mut Ir,
        mode: ConversionMode,
        config: &ConversionConfig,
    ) -> Result<ConversionReport, Diagnostic> {
        let mut report = ConversionReport::default();
        for op in self.ops_to_convert(ir) {
            if !config.rollback_on_failure {
                // What the ops before made is final.
                self.state.journal.settle();
            }
            if self.state.journal.is_erased(ir, op) {
                continue;
            }
            if self.legalize(ir, op)? {
                continue;
            }
            let name = ir.op_name_str(op);
            match mode {
                ConversionMode::Full => {
                    return Err(ir.error_at(
                        ir.op_loc(op),
                        format!("failed to legalize operation '{name}'"),
                    ));
                }
                ConversionMode::Partial if self.target.is_illegal(ir, op) => {
                    return Err(ir.error_at(
                        ir.op_loc(op),
                        format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
                    ));
                }
                ConversionMode::Partial => report.unlegalized.push(op),
            }
        }
        self.finish_materializations(ir, config)?;
        Ok(report)
    }

    /// The root and its nested ops in pre-order, without the insides of
    /// recursively legal ops.
    fn ops_to_convert(&mut self, ir: &Ir) -> Vec<OpId> {
        let mut out = Vec::new();
        ir.walk_pruned(self.root, |op| {
            out.push(op);
            !self.target.is_recursively_legal(ir, op)
        });
        out
    }

    /// Makes `op` legal. `Ok(false)`: no pattern could; `Err`: the conversion
    /// cannot continue.
    fn legalize(&mut self, ir: &mut Ir, op: OpId) -> Result<bool, Diagnostic> {
        if self.target.legality(ir, op).is_some() {
            return Ok(true);
        }
        let patterns = self.patterns;
        for idx in patterns.index.candidates(ir.op_name(op)) {
            if self.running.contains(&idx) {
                continue;
            }
            if self.apply_pattern(ir, op, idx)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Tries pattern `idx` on `op`; on success legalizes what it produced.
    fn apply_pattern(&mut self, ir: &mut Ir, op: OpId, idx: usize) -> Result<bool, Diagnostic> {
        let pattern = self.patterns.patterns[idx].as_ref();
        let converter = pattern.type_converter();
        let loc = ir.op_loc(op);
        let mark = self.state.journal.mark();
        let Some(adaptor) = self.adaptor(ir, op, converter) else {
            return Ok(false);
        };

        let outer_modified = std::mem::take(&mut self.state.modified);
        let result = {
            let mut rewriter = ConversionRewriter::new(
                Rewriter::new(ir, &mut self.listener),
                &mut self.state,
                converter,
            );
            rewriter.set_insertion_point(op);
            pattern.match_and_rewrite(op, &adaptor, &mut rewriter)
        };
        let modified = std::mem::replace(&mut self.state.modified, outer_modified);
        let name = pattern.name();
        if let Some(misuse) = self.state.misuse.take() {
            return Err(ir.error_at(loc, format!("pattern '{name}' {misuse}")));
        }
        if result.is_err() {
            return Ok(false);
        }
        let replaced = self.state.journal.is_erased(ir, op);
        if !replaced && !modified.contains(&op) {
            return Err(ir.error_at(
                loc,
                format!("pattern '{name}' succeeded without replacing the operation or updating it in place"),
            ));
        }
        if replaced && op == self.root {
            return Err(ir.error_at(
                loc,
                format!("pattern '{name}' replaced the root of the conversion"),
            ));
        }

        self.running.push(idx);
        let mut to_check = self.state.journal.created_since(mark);
        to_check.retain(|o| !self.state.cast_ops.contains(*o));
        if !modified.is_empty() {
            let mut seen: FxHashSet<OpId> = to_check.iter().copied().collect();
            for m in modified {
                if seen.insert(m) {
                    to_check.push(m);
                }
            }
        }
        for o in to_check {
            if self.state.journal.is_erased(ir, o) || !is_attached(ir, o) {
                continue;
            }
            if !self.legalize(ir, o)? {
                self.running.pop();
                let mut diag = ir.error_at(
                    loc,
                    format!("pattern '{name}' produced IR that could not be legalized"),
                );
                diag.attach_note(
                    ir.ctx().diag_location(ir.op_loc(o)),
                    format!("failed to legalize operation '{}'", ir.op_name_str(o)),
                );
                return Err(diag);
            }
        }
        self.running.pop();
        Ok(true)
    }

    /// The operands of `op` as remapped so far, each of its converted type when
    /// the pattern has a converter. `None` when an operand type does not convert.
    fn adaptor(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        converter: Option<&Arc<TypeConverter>>,
    ) -> Option<Adaptor> {
        let count = ir.num_operands(op);
        let mut out: SmallVec<[Value; 4]> = SmallVec::with_capacity(count);
        for i in 0..count {
            let v = ir.operand(op, i);
            let mapped = match converter {
                None => self.state.lookup(ir, v, None),
                Some(c) => {
                    let ty = c.convert_type(ir.ctx(), ir.value_type(v))?;
                    self.state.remap_to(ir, v, ty, Some(c))
                }
            };
            out.push(mapped);
        }
        Some(Adaptor::from_operands(out))
    }

    /// Erases unused materializations, folds round trips, and builds the live ones
    /// with the type converters' callbacks.
    fn finish_materializations(
        &mut self,
        ir: &mut Ir,
        config: &ConversionConfig,
    ) -> Result<(), Diagnostic> {
        let casts = std::mem::take(&mut self.state.casts);
        let journal = &mut self.state.journal;
        erase_dead_casts(ir, journal, casts.iter().map(|c| c.op));
        // A cast whose input is another cast going the opposite way (one of
        // ours, or one an earlier conversion left): use the original value, as
        // MLIR's `reconcileUnrealizedCasts` does.
        for record in &casts {
            if journal.is_erased(ir, record.op) || ir.num_operands(record.op) != 1 {
                continue;
            }
            let input = ir.operand(record.op, 0);
            let result = ir.result(record.op, 0);
            let Some(inner) = ir.defining_op(input) else {
                continue;
            };
            let is_cast = self.state.cast_ops.contains(inner)
                || ir.op_is(inner, "builtin.unrealized_conversion_cast");
            if !is_cast || ir.num_operands(inner) != 1 || ir.num_results(inner) != 1 {
                continue;
            }
            let original = ir.operand(inner, 0);
            if ir.value_type(original) == ir.value_type(result) {
                journal.replace_all_uses(ir, result, original);
            }
        }
        erase_dead_casts(ir, journal, casts.iter().map(|c| c.op));
        if !config.build_materializations {
            return Ok(());
        }
        for record in &casts {
            if journal.is_erased(ir, record.op) {
                continue;
            }
            let Some(converter) = &record.origin.converter else {
                continue;
            };
            if !converter.has_materializations(record.origin.kind) {
                continue;
            }
            let inputs: SmallVec<[Value; 2]> = ir.operands(record.op).collect();
            let result = ir.result(record.op, 0);
            let (ty, loc) = (ir.value_type(result), ir.op_loc(record.op));
            // The callback creates ops at the insertion point; the listener
            // hears of each, and the journal records it.
            let mut created = InsertedOps::default();
            let value = {
                let mut rewriter = Rewriter::new(ir, &mut created);
                rewriter.set_insertion_point(record.op);
                converter.materialize(record.origin.kind, &mut rewriter, ty, &inputs, loc)
            };
            for op in created.0 {
                journal.created(op);
            }
            match value {
                Some(v) => {
                    journal.replace_all_uses(ir, result, v);
                    journal.erase_op(ir, record.op);
                }
                None => return Err(unresolved_materialization(ir, record.op)),
            }
        }
        Ok(())
    }
}

/// The ops a materialization callback inserted, in order.
#[derive(Default)]
struct InsertedOps(Vec<OpId>);

impl Listener for InsertedOps {
    fn op_inserted(&mut self, _ir: &Ir, op: OpId) {
        self.0.push(op);
    }
}

fn is_attached(ir: &Ir, op: OpId) -> bool {
    ir.op_parent_block(op).is_some()
}

/// Erases the unused casts among `casts`, last first so chains go too.
fn erase_dead_casts(
    ir: &mut Ir,
    journal: &mut Journal,
    casts: impl DoubleEndedIterator<Item = OpId>,
) {
    for op in casts.rev() {
        if !journal.is_erased(ir, op) && ir.results(op).iter().all(|&r| !ir.has_uses(r)) {
            journal.erase_op(ir, op);
        }
    }
}

fn unresolved_materialization(ir: &Ir, cast: OpId) -> Diagnostic {
    let ctx = ir.ctx();
    let list = |types: &mut dyn Iterator<Item = Type>| {
        types
            .map(|t| type_to_string(ctx, t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut diag = ir.error_at(
        ir.op_loc(cast),
        format!(
            "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
            list(&mut ir.operand_types(cast)),
            list(&mut ir.result_types(cast)),
        ),
    );
    if let Some(user) = ir.results(cast).first().and_then(|&r| ir.uses(r).next()) {
        diag.attach_note(
            ctx.diag_location(ir.op_loc(user.op)),
            "see existing live user here",
        );
    }
    diag
}
