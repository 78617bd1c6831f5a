//! [`AsmPrinter`]: the printer state and the custom-assembly API handed to op,
//! type and attribute printers (MLIR's `OpAsmPrinter` / `DialectAsmPrinter`).

use std::fmt;
use std::io;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::Context;
use crate::asm::StaticStrKey;
use crate::ir::{
    Attribute, BlockId, FloatKind, Ir, Location, NamedAttribute, OpId, RegionId, Type, Value,
};

use super::PrintOptions;
use super::aliases::{Aliases, Collector};
use super::lexical;
use super::names::SsaNames;
use super::text::Text;
use super::types::TypeTexts;

/// The printer: an output buffer, the naming and alias state of the IR being
/// printed, and the current indentation.
///
/// Op printers receive it positioned right after the op name; dialect type and
/// attribute printers right after `!dialect.` / `#dialect.`. See the
/// [module documentation](super) for the MLIR counterparts of each method.
pub struct AsmPrinter<'a> {
    pub(super) ctx: &'a Context,
    pub(super) ir: Option<&'a Ir>,
    pub(super) opts: PrintOptions,
    pub(super) out: Text,
    /// Indentation of the op being printed, in spaces.
    pub(super) indent: usize,
    /// Value and block names, shared with the printers of other threads.
    pub(super) names: Arc<SsaNames>,
    /// Alias definitions, shared with the printers of other threads.
    pub(super) aliases: Arc<Aliases>,
    /// How many threads may print the ops of a block (1: this one only).
    pub(super) threads: usize,
    /// Default dialect of each enclosing region (`""` for none), innermost last.
    pub(super) default_dialects: Vec<&'static str>,
    /// How custom-form op names print (without the default dialect's prefix
    /// where it applies), by op name and default dialect.
    pub(super) op_names: FxHashMap<(StaticStrKey, StaticStrKey), &'static str>,
    /// Set while the printer runs in its collecting mode (finding aliases):
    /// attributes and types are visited instead of printed.
    pub(super) collector: Option<Collector>,
    /// Set while ops are printed: composite types are printed once, then copied.
    pub(super) type_texts: Option<TypeTexts>,
    /// While positive, types are printed afresh and their text not kept
    /// ([`AsmPrinter::suspend_type_cache`]).
    pub(super) type_cache_suspended: u32,
    /// Where the text goes as it is printed (between ops), if not only to `out`.
    pub(super) sink: Option<&'a mut dyn io::Write>,
    /// The first error of `sink`; nothing more is written to it after one.
    pub(super) sink_error: Option<io::Error>,
    /// The number each `distinct` attribute printed so far got, in the order
    /// they were printed (as MLIR numbers them).
    pub(super) distinct_ids: FxHashMap<Attribute, u64>,
    /// Resource blobs named by the attributes printed so far, in order.
    pub(super) resources: Vec<crate::Ident>,
}

impl fmt::Write for AsmPrinter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.push_str(s);
        Ok(())
    }
    fn write_char(&mut self, c: char) -> fmt::Result {
        self.out.push(c);
        Ok(())
    }
}

impl<'a> AsmPrinter<'a> {
    /// A printer for types and attributes only (no IR, no aliases).
    pub(super) fn detached(ctx: &'a Context, out: Text) -> Self {
        let opts = PrintOptions::default().use_local_scope();
        Self::new(ctx, None, opts, SsaNames::default(), out)
    }

    /// A printer for ops of `ir` named by `names`.
    pub(super) fn for_ir(ir: &'a Ir, opts: PrintOptions, names: SsaNames, out: Text) -> Self {
        Self::new(ir.ctx(), Some(ir), opts, names, out)
    }

    /// A printer at indentation 0 that has printed nothing yet.
    fn new(
        ctx: &'a Context,
        ir: Option<&'a Ir>,
        opts: PrintOptions,
        names: SsaNames,
        out: Text,
    ) -> Self {
        AsmPrinter {
            ctx,
            ir,
            opts,
            out,
            indent: 0,
            names: Arc::new(names),
            aliases: Arc::default(),
            threads: 1,
            default_dialects: vec!["builtin"],
            op_names: FxHashMap::default(),
            collector: None,
            type_texts: None,
            type_cache_suspended: 0,
            sink: None,
            sink_error: None,
            distinct_ids: FxHashMap::default(),
            resources: Vec::new(),
        }
    }

    /// Runs `f` with enough stack for deeply nested IR: the stack grows on the
    /// heap when it runs low, so nesting depth never overflows it.
    pub(super) fn with_stack<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        stacker::maybe_grow(super::STACK_RED_ZONE, super::STACK_GROWTH, || f(self))
    }

    /// `prefix` + `dialect` and the body `f` prints, in its pretty (`.body`) or
    /// angle (`<body>`) form (see [`lexical::is_pretty_dialect_symbol`]). The body
    /// is printed in place after a `.`, which becomes `<` when the body is not
    /// pretty (both one byte), so nothing is printed twice.
    pub(super) fn print_dialect_symbol(
        &mut self,
        prefix: char,
        dialect: &str,
        f: impl FnOnce(&mut Self),
    ) {
        self.out.push(prefix);
        self.out.push_str(dialect);
        self.out.push('.');
        let body = self.out.len();
        f(self);
        if !lexical::is_pretty_dialect_symbol(&self.out.as_bytes()[body..]) {
            self.out.set_byte(body - 1, b'<');
            self.out.push('>');
        }
    }

    /// The text printed so far.
    pub(super) fn finish(self) -> Text {
        self.out
    }

    /// Hands the text printed so far to the sink, if there is one, the printer
    /// is not collecting aliases, and at least `threshold` bytes are waiting.
    /// After a write error the text is dropped: printing runs to its end and the
    /// error is reported then.
    pub(super) fn flush_to_sink(&mut self, threshold: usize) {
        if self.collector.is_some() || self.out.len() < threshold {
            return;
        }
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.sink_error.is_none()
            && let Err(e) = sink.write_all(self.out.as_bytes())
        {
            self.sink_error = Some(e);
        }
        self.out.clear();
    }

    // ===== context =====

    /// The context owning the types and attributes being printed.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The IR being printed.
    ///
    /// # Panics
    /// When called from a type or attribute printer invoked outside of op
    /// printing (e.g. [`super::type_to_string`]); such printers must only use
    /// [`AsmPrinter::ctx`].
    pub fn ir(&self) -> &'a Ir {
        self.ir
            .expect("AsmPrinter::ir called while printing a type or attribute in isolation")
    }

    /// The options this printer runs with (e.g. whether the generic form is forced).
    pub fn options(&self) -> &PrintOptions {
        &self.opts
    }

    // ===== raw output =====

    /// Appends text verbatim.
    pub fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Appends one character.
    pub fn write_char(&mut self, c: char) {
        self.out.push(c);
    }

    /// Appends a decimal integer.
    pub fn write_int(&mut self, value: impl itoa_like::Integer) {
        value.append_to(&mut self.out);
    }

    /// Ends the line and indents the next one to the current level (MLIR's
    /// `printNewline`).
    pub fn print_new_line(&mut self) {
        self.out.push('\n');
        self.push_indent();
    }

    /// Indents what follows [`AsmPrinter::print_new_line`] one level (2 spaces) more.
    pub fn increase_indent(&mut self) {
        self.indent += super::INDENT_WIDTH;
    }

    /// Undoes one [`AsmPrinter::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(super::INDENT_WIDTH);
    }

    pub(super) fn push_indent(&mut self) {
        const SPACES: &str = "                                                                ";
        let mut left = self.indent;
        while left > 0 {
            let n = left.min(SPACES.len());
            self.out.push_str(&SPACES[..n]);
            left -= n;
        }
    }

    // ===== types and attributes =====

    /// Prints a type, through its alias when it has one.
    pub fn print_type(&mut self, ty: Type) {
        self.print_type_or_alias(ty);
    }

    /// Stops reusing and keeping the text of the types printed until the
    /// matching [`AsmPrinter::resume_type_cache`]: for a dialect type whose
    /// nested types print differently in its body than elsewhere (a
    /// recursive struct names itself inside its own body).
    pub fn suspend_type_cache(&mut self) {
        self.type_cache_suspended += 1;
    }

    /// Undoes one [`AsmPrinter::suspend_type_cache`].
    pub fn resume_type_cache(&mut self) {
        self.type_cache_suspended = self.type_cache_suspended.saturating_sub(1);
    }

    /// Prints each of `items` with `print`, separated by `, ` (MLIR's
    /// `interleaveComma`).
    pub fn interleave_comma<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut print: impl FnMut(&mut Self, T),
    ) {
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            print(self, item);
        }
    }

    /// Prints types separated by `, `.
    pub fn print_type_list(&mut self, types: impl IntoIterator<Item = Type>) {
        self.interleave_comma(types, |p, ty| p.print_type(ty));
    }

    /// Prints an attribute with its `: type` suffix where MLIR prints one, through
    /// its alias when it has one.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_or_alias(attr, super::attributes::TypeElision::Never);
    }

    /// Prints an attribute without its `: type` suffix (MLIR's
    /// `printAttributeWithoutType`).
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        self.print_attribute_or_alias(attr, super::attributes::TypeElision::Must);
    }

    /// Prints a float of the given kind from its bit pattern, as MLIR prints float
    /// attributes (`1.000000e+00` when exact, else all the digits the format
    /// needs, else hex).
    pub fn print_float(&mut self, kind: FloatKind, bits: u128) {
        crate::apfloat::write_float(&mut self.out, kind, bits);
    }

    /// Prints a shape as `4x?x8` (no trailing `x`).
    pub fn print_dimension_list(&mut self, shape: &[i64]) {
        super::types::write_dimension_list(&mut self.out, shape);
    }

    /// Prints `" -> "` and the types, parenthesized unless there is exactly one
    /// that is not a function type.
    pub fn print_arrow_type_list(&mut self, types: &[Type]) {
        self.out.push_str(" -> ");
        let wrapped = types.len() != 1 || self.is_function_type(types[0]);
        if wrapped {
            self.out.push('(');
        }
        self.print_type_list(types.iter().copied());
        if wrapped {
            self.out.push(')');
        }
    }

    /// [`AsmPrinter::print_arrow_type_list`] unless `types` is empty.
    pub fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.print_arrow_type_list(types);
        }
    }

    /// Prints `(inputs) -> results` (MLIR's `printFunctionalType(inputs, results)`).
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_type_list(inputs.iter().copied());
        self.out.push(')');
        self.print_arrow_type_list(results);
    }

    /// Prints an op's `(operand types) -> result types` (MLIR's
    /// `printFunctionalType(Operation *)`): the results are parenthesized unless
    /// there is exactly one that is not a function type.
    pub fn print_functional_type(&mut self, op: OpId) {
        let ir = self.ir();
        self.out.push('(');
        self.print_type_list(ir.operand_types(op));
        self.out.push_str(") -> ");
        let results = ir.results(op);
        let wrapped = results.len() != 1 || self.is_function_type(ir.value_type(results[0]));
        if wrapped {
            self.out.push('(');
        }
        self.print_type_list(ir.result_types(op));
        if wrapped {
            self.out.push(')');
        }
    }

    fn is_function_type(&self, ty: Type) -> bool {
        matches!(self.ctx.type_kind(ty), crate::ir::TypeKind::Function { .. })
    }

    // ===== strings and names =====

    /// Prints `@name`, quoted and escaped (`@"a b"`) when it is not a bare
    /// identifier.
    pub fn print_symbol_name(&mut self, name: &str) {
        lexical::write_symbol_name(&mut self.out, name.as_bytes());
    }

    /// Prints a quoted string literal with MLIR's escapes (`\"`, `\\`, `\n`, `\t`
    /// and `\XX` for other non-printable bytes).
    pub fn print_string(&mut self, bytes: &[u8]) {
        lexical::write_quoted(&mut self.out, bytes);
    }

    /// Prints `s` bare when it is a keyword (`[A-Za-z_][A-Za-z0-9_$.]*`), else as a
    /// quoted string.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        lexical::write_keyword_or_string(&mut self.out, s.as_bytes());
    }

    // ===== attribute dictionaries =====

    /// Prints ` {a = 1, b}` for the attributes not named in `elided`, or nothing
    /// when none is left. Unit attributes print as their bare name.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.print_attr_dict_impl(attrs, elided, false);
    }

    /// Like [`AsmPrinter::print_optional_attr_dict`] with the `attributes` keyword
    /// before the dictionary (` attributes {a = 1}`).
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
    ) {
        self.print_attr_dict_impl(attrs, elided, true);
    }

    /// Prints one `name = value` entry (bare `name` for a unit attribute).
    pub fn print_named_attribute(&mut self, attr: NamedAttribute) {
        lexical::write_keyword_or_string(&mut self.out, self.ctx.bytes(attr.name));
        if attr.value == self.ctx.unit_attr() {
            return;
        }
        self.out.push_str(" = ");
        self.print_attribute(attr.value);
    }

    fn print_attr_dict_impl(&mut self, attrs: &[NamedAttribute], elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let keep = |a: &&NamedAttribute| !elided.contains(&ctx.str(a.name));
        if self.collector.is_some() {
            for attr in attrs.iter().filter(keep) {
                self.print_attribute(attr.value);
            }
            return;
        }
        if !attrs.iter().any(|a| keep(&a)) {
            return;
        }
        if keyword {
            self.out.push_str(" attributes");
        }
        self.out.push_str(" {");
        self.interleave_comma(attrs.iter().filter(keep), |p, &attr| {
            p.print_named_attribute(attr)
        });
        self.out.push('}');
    }

    // ===== values, blocks, regions =====

    /// Prints a value's name: `%0`, `%arg1`, `%c0_i32`, `%5#1`.
    pub fn print_operand(&mut self, value: Value) {
        self.names.write_value(&mut self.out, self.ir, value, true);
    }

    /// Prints values separated by `, `.
    pub fn print_operands(&mut self, values: impl IntoIterator<Item = Value>) {
        self.interleave_comma(values, |p, v| p.print_operand(v));
    }

    /// Prints a block argument as in a function signature: `%arg0: i32`, then
    /// ` {attrs}` when `attrs` is not empty and ` loc(...)` with debug info;
    /// `omit_type` leaves out `: type`.
    pub fn print_region_argument(&mut self, arg: Value, attrs: &[NamedAttribute], omit_type: bool) {
        if self.collector.is_some() {
            let ir = self.ir();
            self.print_type(ir.value_type(arg));
            if self.opts.debug_info {
                self.visit_attr(ir.value_loc(arg), false, false);
            }
            return;
        }
        self.print_operand(arg);
        if !omit_type {
            self.out.push_str(": ");
            let ty = self.ir().value_type(arg);
            self.print_type(ty);
        }
        self.print_optional_attr_dict(attrs, &[]);
        let loc = self.ir().value_loc(arg);
        self.print_trailing_location(loc, false);
    }

    /// Makes the entry-block arguments of `region` print with the names of
    /// `names` (MLIR's `shadowRegionArgs`, e.g. for ops that print their region
    /// arguments as their own operands).
    pub fn shadow_region_args(&mut self, region: RegionId, names: &[Value]) {
        if self.collector.is_some() {
            return;
        }
        let ir = self.ir();
        if let Some(entry) = ir.entry_block(region) {
            for (&arg, &name) in ir.block_args(entry).iter().zip(names) {
                Arc::make_mut(&mut self.names).shadow(Some(ir), arg, name);
            }
        }
    }

    /// Prints a block's name, `^bb3`.
    pub fn print_successor(&mut self, block: BlockId) {
        self.names.write_block(&mut self.out, block);
    }

    /// Prints `^bb1` or `^bb1(%a, %b : i32, f32)`.
    pub fn print_successor_and_use_list(&mut self, block: BlockId, operands: &[Value]) {
        self.print_successor(block);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands.iter().copied());
        self.out.push_str(" : ");
        let ir = self.ir();
        self.print_type_list(operands.iter().map(|&v| ir.value_type(v)));
        self.out.push(')');
    }

    /// Prints a region: `{`, its blocks, and `}` at the current indentation.
    ///
    /// `print_entry_block_args`: print the entry block's header when it has
    /// arguments; `print_block_terminators`: print the last op of blocks that end
    /// in a terminator; `print_empty_block`: print the header of an empty entry
    /// block (`^bb0:`).
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        self.print_region_impl(
            region,
            print_entry_block_args,
            print_block_terminators,
            print_empty_block,
        );
    }

    // ===== locations and ops =====

    /// With debug info on, prints ` loc(...)`; otherwise nothing.
    pub fn print_optional_location_specifier(&mut self, loc: Location) {
        if self.collector.is_some() {
            self.visit_attr(loc, false, false);
            return;
        }
        self.print_trailing_location(loc, true);
    }

    /// Prints `op` in the generic form (`"name"(...) ... : (...) -> ...`), the op
    /// name only if `print_op_name`.
    pub fn print_generic_op(&mut self, op: OpId, print_op_name: bool) {
        self.print_generic_op_impl(op, print_op_name);
    }

    /// Prints `op` (name included, results not) in its custom form when it has
    /// one and the generic form is not forced, else generically.
    pub fn print_custom_or_generic_op(&mut self, op: OpId) {
        self.print_op_body(op);
    }
}

/// Decimal formatting of integers into a `String` without going through
/// `core::fmt` (the printer's hot path prints many small numbers).
pub mod itoa_like {
    use super::super::lexical::push_ascii;
    use super::super::text::Text;

    /// An integer [`super::AsmPrinter::write_int`] can print.
    pub trait Integer: Copy {
        fn append_to(self, out: &mut Text);
    }

    /// The decimal digits of `v`, written at the end of `buf`.
    pub(crate) fn decimal_digits(v: u64, buf: &mut [u8; 20]) -> &[u8] {
        let start = digits_before(v, buf, 20);
        &buf[start..]
    }

    /// The decimal digits of `v`, written at the end of `buf`; 128-bit
    /// division (much slower) only while the rest does not fit 64 bits.
    pub fn decimal_digits_u128(mut v: u128, buf: &mut [u8; 39]) -> &[u8] {
        let mut end = buf.len();
        while u64::try_from(v).is_err() {
            end -= 1;
            buf[end] = b'0' + (v % 10) as u8;
            v /= 10;
        }
        let start = digits_before(v as u64, buf, end);
        &buf[start..]
    }

    /// Writes the digits of `v` into `buf` just before `end`; returns where
    /// they start.
    fn digits_before(mut v: u64, buf: &mut [u8], mut end: usize) -> usize {
        loop {
            end -= 1;
            buf[end] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                return end;
            }
        }
    }

    fn append_u64(v: u64, negative: bool, out: &mut Text) {
        if negative {
            out.push('-');
        }
        push_ascii(out, decimal_digits(v, &mut [0u8; 20]));
    }

    fn append_u128(v: u128, negative: bool, out: &mut Text) {
        if let Ok(small) = u64::try_from(v) {
            return append_u64(small, negative, out);
        }
        if negative {
            out.push('-');
        }
        push_ascii(out, decimal_digits_u128(v, &mut [0u8; 39]));
    }

    macro_rules! unsigned {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn append_to(self, out: &mut Text) {
                    append_u64(self as u64, false, out);
                }
            }
        )*};
    }
    macro_rules! signed {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn append_to(self, out: &mut Text) {
                    append_u64((self as i64).unsigned_abs(), self < 0, out);
                }
            }
        )*};
    }
    unsigned!(u8, u16, u32, u64, usize);
    signed!(i8, i16, i32, i64, isize);

    impl Integer for u128 {
        fn append_to(self, out: &mut Text) {
            append_u128(self, false, out);
        }
    }

    impl Integer for i128 {
        fn append_to(self, out: &mut Text) {
            append_u128(self.unsigned_abs(), self < 0, out);
        }
    }

    #[cfg(test)]
    mod tests {
        use super::decimal_digits_u128;

        #[test]
        fn decimal_digits_of_wide_integers() {
            for v in [
                0u128,
                7,
                u64::MAX as u128,
                u64::MAX as u128 + 1,
                10_000_000_000_000_000_000,
                u128::MAX,
            ] {
                let mut buf = [0u8; 39];
                assert_eq!(decimal_digits_u128(v, &mut buf), v.to_string().as_bytes());
            }
        }
    }
}
