//! The printer of MLIR 22's textual format.
//!
//! Output is byte-identical to `mlir-opt-22` for the same IR: the generic op form
//! (`%0:2 = "d.op"(%a) [^bb1] <{props}> ({...}) {attrs} : (i32) -> (i1, i2)`), custom
//! forms through [`OpDef::print`](crate::dialect::OpDef), SSA and block naming as
//! MLIR's `SSANameState` does it, builtin types and attributes, locations
//! (`--mlir-print-debuginfo`, with `#loc` aliases printed after the top-level op)
//! and dialect-requested aliases. Upstream reference:
//! <https://mlir.llvm.org/docs/LangRef/> and `mlir/lib/IR/AsmPrinter.cpp`.
//!
//! # Entry points
//!
//! - [`print_op`] / [`write_op`] / [`write_op_to`]: an op and everything nested
//!   in it, into a string or, as it is printed, to an [`std::io::Write`]. A top-level op
//!   (one without a parent) is printed like `mlir-opt` prints a file: alias
//!   definitions first, the op, then deferred (location) aliases. A nested op is
//!   printed alone, named in the scope of its outermost ancestor unless
//!   [`PrintOptions::local_scope`] is set.
//! - [`type_to_string`] / [`attr_to_string`] (and [`write_type`] /
//!   [`write_attr`]): a type or attribute in isolation, as in diagnostics.
//!
//! # The custom-assembly API: [`AsmPrinter`]
//!
//! Op printers (`fn(&mut AsmPrinter<'_>, OpId)`, registered with
//! [`OpDef::asm`](crate::dialect::OpDef::asm)) print everything after the op name;
//! dialect type and attribute storage prints everything after `!dialect.` /
//! `#dialect.`. The API mirrors MLIR's `OpAsmPrinter` / `DialectAsmPrinter` with
//! snake_case names:
//!
//! | MLIR | here |
//! |---|---|
//! | `getStream() <<` | [`AsmPrinter::write_str`], `write!(p, ...)` ([`std::fmt::Write`]) |
//! | `printType`, `<< ArrayRef<Type>` | [`AsmPrinter::print_type`], [`AsmPrinter::print_type_list`] |
//! | `printAttribute`, `printAttributeWithoutType` | [`AsmPrinter::print_attribute`], [`AsmPrinter::print_attribute_without_type`] |
//! | `printOperand`, `printOperands` | [`AsmPrinter::print_operand`], [`AsmPrinter::print_operands`] |
//! | `printOptionalAttrDict[WithKeyword]` | [`AsmPrinter::print_optional_attr_dict`], [`AsmPrinter::print_optional_attr_dict_with_keyword`] |
//! | `printRegion` | [`AsmPrinter::print_region`] |
//! | `printRegionArgument` | [`AsmPrinter::print_region_argument`] |
//! | `shadowRegionArgs` | [`AsmPrinter::shadow_region_args`] |
//! | `printSuccessor`, `printSuccessorAndUseList` | [`AsmPrinter::print_successor`], [`AsmPrinter::print_successor_and_use_list`] |
//! | `printSymbolName`, `printString`, `printKeywordOrString` | [`AsmPrinter::print_symbol_name`], [`AsmPrinter::print_string`], [`AsmPrinter::print_keyword_or_string`] |
//! | `printFunctionalType(op)`, `printFunctionalType(ins, outs)` | [`AsmPrinter::print_functional_type`], [`AsmPrinter::print_function_type`] |
//! | `printArrowTypeList`, `printOptionalArrowTypeList` | [`AsmPrinter::print_arrow_type_list`], [`AsmPrinter::print_optional_arrow_type_list`] |
//! | `printNewline`, `increaseIndent`, `decreaseIndent` | [`AsmPrinter::print_new_line`], [`AsmPrinter::increase_indent`], [`AsmPrinter::decrease_indent`] |
//! | `printOptionalLocationSpecifier` | [`AsmPrinter::print_optional_location_specifier`] |
//! | `printGenericOp`, `printCustomOrGenericOp` | [`AsmPrinter::print_generic_op`], [`AsmPrinter::print_custom_or_generic_op`] |
//! | `printFloat`, `printDimensionList` | [`AsmPrinter::print_float`], [`AsmPrinter::print_dimension_list`] |
//! | `printNamedAttribute`, integers | [`AsmPrinter::print_named_attribute`], [`AsmPrinter::write_int`] |
//! | `getContext()`, flags | [`AsmPrinter::ctx`], [`AsmPrinter::ir`] (op printers only), [`AsmPrinter::options`] |
//!
//! A declarative `attr-dict` prints the inherent and discardable attributes
//! together: [`Ir::attr_dictionary`] returns them merged and sorted.
//!
//! Indentation: ops inside a region are indented by two spaces per level;
//! [`AsmPrinter::print_new_line`] starts a new line at the current indentation.
//! Recursion (regions in ops in regions, attributes in attributes) grows the
//! stack on demand, so arbitrarily deep IR prints without overflowing it.
//!
//! Before a top-level op is printed, the printer runs once in a collecting mode
//! to find aliases: custom printers are called then too, their text discarded,
//! and every `print_type` / `print_attribute` they make is recorded. A printer
//! must therefore print the same attributes and types on both runs (as MLIR
//! requires of its printers). Dialect storage asks for an alias with
//! [`DialectTypeStorage::alias`](crate::ir::DialectTypeStorage::alias) /
//! [`DialectAttrStorage::alias`](crate::ir::DialectAttrStorage::alias).
//!
//! # Not supported
//!
//! `--mlir-print-value-users`, `--mlir-elide-elementsattrs-if-larger`,
//! `--mlir-print-elementsattrs-with-hex-if-larger` (the default threshold of 100
//! elements applies), dialect resources (`{-# ... #-}`), and the fallback to the
//! generic form for ops that fail verification (the caller decides the form).

mod aliases;
mod asm_printer;
mod attributes;
mod dense;
pub mod lexical;
mod locations;
mod names;
mod ops;
mod parallel;
#[cfg(test)]
mod tests;
mod text;
mod types;

pub use asm_printer::AsmPrinter;
pub use asm_printer::itoa_like::decimal_digits_u128;
pub use text::Text;

/// Indentation per nesting level, in spaces.
const INDENT_WIDTH: usize = 2;
/// Stack left when recursion grows the stack, and how much it then adds.
const STACK_RED_ZONE: usize = 128 * 1024;
const STACK_GROWTH: usize = 2 * 1024 * 1024;

use crate::Context;
use crate::ir::{Attribute, Ir, OpId, Type};

/// What to print and how; each field is the `mlir-opt` flag of the same meaning.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in the generic form.
    pub generic: bool,
    /// `--mlir-print-debuginfo`: `loc(...)` after ops and block arguments.
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`: locations without `loc(...)` and aliases.
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`: name values from the printed op only, print
    /// aliased attributes and types inline.
    pub local_scope: bool,
    /// `--mlir-print-unique-ssa-ids`: no value name or number is reused in sibling
    /// regions.
    pub unique_ssa_ids: bool,
    /// `--mlir-use-nameloc-as-prefix`: a result whose op has a `NameLoc` is named
    /// after it.
    pub name_loc_as_prefix: bool,
    /// `--mlir-print-skip-regions`: regions print as `{...}`.
    pub skip_regions: bool,
}

/// Declares setters of [`PrintOptions`] flags in the manner of MLIR's
/// `OpPrintingFlags` (`PrintOptions::default().print_generic_op_form()`).
macro_rules! flag_setters {
    ($($setter:ident($upstream:literal) => $field:ident;)*) => {
        impl PrintOptions {$(
            #[doc = concat!("Sets [`", stringify!($field), "`](Self::", stringify!($field), ") (`OpPrintingFlags::", $upstream, "`).")]
            pub const fn $setter(mut self) -> Self {
                self.$field = true;
                self
            }
        )*}
    };
}

flag_setters! {
    print_generic_op_form("printGenericOpForm") => generic;
    enable_debug_info("enableDebugInfo") => debug_info;
    use_local_scope("useLocalScope") => local_scope;
}

/// Prints `op` (and everything nested in it) as `mlir-opt-22` does. Bytes
/// that are not UTF-8 (kept from an input's unregistered dialect bodies) read
/// as U+FFFD here; [`print_op_bytes`] and [`write_op_to`] keep them.
pub fn print_op(ir: &Ir, op: OpId, opts: &PrintOptions) -> String {
    print_op_bytes(ir, op, opts).into_string()
}

/// Like [`print_op`], the output's bytes exactly.
pub fn print_op_bytes(ir: &Ir, op: OpId, opts: &PrintOptions) -> Text {
    let mut out = Text::new();
    // Without a sink there is nothing to fail.
    let _ = ops::print_root(ir, op, opts, &mut out, None);
    out
}

/// Like [`print_op`], appending to `out`.
pub fn write_op(ir: &Ir, op: OpId, opts: &PrintOptions, out: &mut String) {
    out.push_str(&print_op(ir, op, opts));
}

/// Like [`print_op`], writing the text to `sink` in pieces as it is printed, so
/// that the whole text is never held in memory. The error is the sink's first
/// one (printing still runs to its end).
pub fn write_op_to(
    ir: &Ir,
    op: OpId,
    opts: &PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    ops::print_root(ir, op, opts, &mut Text::new(), Some(sink))
}

/// A type as MLIR prints it, aliases inlined (e.g. for diagnostics).
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    print_detached(ctx, String::new(), |p| p.print_type(ty))
}

/// Like [`type_to_string`], appending to `out`.
pub fn write_type(ctx: &Context, ty: Type, out: &mut String) {
    *out = print_detached(ctx, std::mem::take(out), |p| p.print_type(ty));
}

/// An attribute as MLIR prints it, aliases inlined.
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    print_detached(ctx, String::new(), |p| p.print_attribute(attr))
}

/// Like [`attr_to_string`], appending to `out`.
pub fn write_attr(ctx: &Context, attr: Attribute, out: &mut String) {
    *out = print_detached(ctx, std::mem::take(out), |p| p.print_attribute(attr));
}

/// `start` followed by what `print` prints with a printer outside any op
/// (aliases inlined).
fn print_detached(ctx: &Context, start: String, print: impl FnOnce(&mut AsmPrinter<'_>)) -> String {
    let mut p = AsmPrinter::detached(ctx, Text::from_string(start));
    print(&mut p);
    p.finish().into_string()
}
