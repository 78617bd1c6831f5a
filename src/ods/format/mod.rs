//! MLIR's declarative assembly format
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/#declarative-assembly-format>)
//! as data: the [`op`](crate::op) attribute parses an op's format string at
//! compile time (rejecting what `mlir-tblgen` rejects) into a [`Format`], and
//! [`parse`] and [`print`] interpret it with the semantics of the code
//! `mlir-tblgen`'s `OpFormatGen` generates — including its spacing rules, so the
//! text matches `mlir-opt` byte for byte.

pub mod parse;
pub mod print;

use crate::asm::parser::UnresolvedOperand;
use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::ir::{Attribute, BlockId, Ir, OpId, RegionId, Type, Value};

use super::spec::OpSpec;

/// The argument of a `type(...)` or `functional-type(...)` directive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeArg {
    Operand(u16),
    Result(u16),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
}

/// A parameter of a `custom<Name>(...)` directive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    Operand(u16),
    Property(u16),
    Region(u16),
    Successor(u16),
    Type(TypeArg),
    /// `ref(...)`: read-only access to something parsed earlier.
    Ref(&'static CustomArg),
    /// `attr-dict`: the op's discardable attributes.
    AttrDict,
    /// A string literal parameter.
    Str(&'static str),
}

/// The hooks of a `custom<Name>` directive (MLIR's `parseName`/`printName`).
#[derive(Debug)]
pub struct CustomDirective {
    pub name: &'static str,
    /// Parses the directive; returns `false` when an optional directive that
    /// starts an optional group is absent.
    pub parse: for<'a> fn(&mut AsmParser<'a>, &mut CustomParse<'_, 'a>) -> ParseResult<bool>,
    pub print: fn(&mut AsmPrinter<'_>, &CustomPrint<'_>),
}

/// What an optional group checks for presence when printing (its `^` anchor).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    Operand(u16),
    Result(u16),
    Property(u16),
    Region(u16),
    Successor(u16),
    /// A `custom<...>` directive: present when any of its arguments is.
    Custom(&'static [CustomArg]),
}

/// One element of an assembly format.
#[derive(Copy, Clone, Debug)]
pub enum Elem {
    /// `` `keyword` `` or punctuation.
    Literal(&'static str),
    /// `` ` ` `` (a space), `` `` `` (no space), `` `\n` ``.
    Whitespace(&'static str),
    Operand(u16),
    Property(u16),
    Region(u16),
    Successor(u16),
    Type {
        arg: TypeArg,
        qualified: bool,
    },
    FunctionalType {
        inputs: TypeArg,
        results: TypeArg,
    },
    /// `operands`.
    Operands,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    Custom {
        directive: &'static CustomDirective,
        args: &'static [CustomArg],
    },
    /// `(...)?` or `(...)^ : (...)?`.
    Optional(&'static OptionalGroup),
}

/// An optional group: `then` is parsed when its first element is present,
/// `els` otherwise; printed when the anchor is present (absent if `inverted`).
#[derive(Debug)]
pub struct OptionalGroup {
    pub then: &'static [Elem],
    pub els: &'static [Elem],
    pub anchor: Anchor,
    pub inverted: bool,
}

/// A parsed assembly format with what its generator derives.
#[derive(Debug)]
pub struct Format {
    pub elements: &'static [Elem],
    /// Properties the format spells; `attr-dict` leaves them out.
    pub used_properties: &'static [u16],
    /// The format has `operands` (every operand in one list).
    pub all_operands: bool,
    /// The format has `type(operands)` / `functional-type(operands, ...)`.
    pub all_operand_types: bool,
    /// The format has `type(results)` / `functional-type(..., results)`.
    pub all_result_types: bool,
    /// Where the parser takes each operand group's type when the format does
    /// not spell it (MLIR's type resolution of the format).
    pub operand_types: &'static [super::spec::TypeSource],
    /// Likewise for each result group.
    pub result_types: &'static [super::spec::TypeSource],
}

/// The values a custom directive's parse hook fills (MLIR passes references to
/// the generated parser's locals; here they are reached through the
/// directive's [`CustomArg`]s).
pub struct CustomParse<'s, 'a> {
    pub(crate) state: &'s mut parse::FormatState<'a>,
    pub args: &'static [CustomArg],
}

impl<'s, 'a> CustomParse<'s, 'a> {
    fn slot(&self, index: usize) -> CustomArg {
        match self.args[index] {
            CustomArg::Ref(inner) => *inner,
            arg => arg,
        }
    }

    /// The spec of the op being parsed.
    pub fn spec(&self) -> &'static OpSpec {
        self.state.spec
    }

    /// Stores the operands parsed for argument `index`.
    pub fn set_operands(&mut self, index: usize, operands: Vec<UnresolvedOperand<'a>>) {
        if let CustomArg::Operand(i) = self.slot(index) {
            self.state.set_operands(i as usize, operands);
        }
    }

    /// The operands parsed so far for argument `index` (a `ref`).
    pub fn operands(&self, index: usize) -> &[UnresolvedOperand<'a>] {
        match self.slot(index) {
            CustomArg::Operand(i) => self.state.operands(i as usize),
            _ => &[],
        }
    }

    /// Stores the types parsed for argument `index` (a `type(...)`).
    pub fn set_types(&mut self, index: usize, types: Vec<Type>) {
        if let CustomArg::Type(arg) = self.slot(index) {
            self.state.set_types(arg, types);
        }
    }

    /// The types parsed so far for argument `index`.
    pub fn types(&self, index: usize) -> &[Type] {
        match self.slot(index) {
            CustomArg::Type(arg) => self.state.types(arg),
            _ => &[],
        }
    }

    /// Stores the property of argument `index`.
    pub fn set_property(&mut self, index: usize, value: Attribute) {
        if let CustomArg::Property(i) = self.slot(index) {
            self.state.properties[i as usize] = Some(value);
        }
    }

    /// The property of argument `index`, if parsed.
    pub fn property(&self, index: usize) -> Option<Attribute> {
        match self.slot(index) {
            CustomArg::Property(i) => self.state.properties[i as usize],
            _ => None,
        }
    }

    /// Stores the regions of argument `index`.
    pub fn set_regions(&mut self, index: usize, regions: Vec<RegionId>) {
        if let CustomArg::Region(i) = self.slot(index) {
            self.state.regions[i as usize] = smallvec::SmallVec::from_vec(regions);
        }
    }

    /// Stores the successors of argument `index`.
    pub fn set_successors(&mut self, index: usize, blocks: Vec<BlockId>) {
        if let CustomArg::Successor(i) = self.slot(index) {
            self.state.successors[i as usize] = smallvec::SmallVec::from_vec(blocks);
        }
    }

    /// The discardable attributes (for an `attr-dict` argument).
    pub fn attributes(&mut self) -> &mut Vec<crate::ir::NamedAttribute> {
        &mut self.state.attributes
    }

    /// The string of a string-literal argument.
    pub fn string(&self, index: usize) -> &'static str {
        match self.args[index] {
            CustomArg::Str(s) => s,
            _ => "",
        }
    }
}

/// What a custom directive's print hook sees: the op and its arguments.
pub struct CustomPrint<'a> {
    pub ir: &'a Ir,
    pub op: OpId,
    pub spec: &'static OpSpec,
    pub args: &'static [CustomArg],
}

impl CustomPrint<'_> {
    fn slot(&self, index: usize) -> CustomArg {
        match self.args[index] {
            CustomArg::Ref(inner) => *inner,
            arg => arg,
        }
    }

    /// The operands of argument `index`.
    pub fn operands(&self, index: usize) -> Vec<Value> {
        match self.slot(index) {
            CustomArg::Operand(i) => {
                super::build::operand_group(self.ir, self.op, self.spec, i as usize).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The types of argument `index`.
    pub fn types(&self, index: usize) -> Vec<Type> {
        match self.slot(index) {
            CustomArg::Type(arg) => print::type_arg_types(self.ir, self.op, self.spec, arg),
            _ => Vec::new(),
        }
    }

    /// The property of argument `index`.
    pub fn property(&self, index: usize) -> Option<Attribute> {
        match self.slot(index) {
            CustomArg::Property(i) => self.ir.prop(self.op, self.spec.properties[i as usize].name),
            _ => None,
        }
    }

    /// The regions of argument `index`.
    pub fn regions(&self, index: usize) -> Vec<RegionId> {
        match self.slot(index) {
            CustomArg::Region(i) => {
                super::build::region_group(self.ir, self.op, self.spec, i as usize)
            }
            _ => Vec::new(),
        }
    }

    /// The successors of argument `index`.
    pub fn successors(&self, index: usize) -> Vec<BlockId> {
        match self.slot(index) {
            CustomArg::Successor(i) => {
                super::build::successor_group(self.ir, self.op, self.spec, i as usize)
            }
            _ => Vec::new(),
        }
    }

    /// The string of a string-literal argument.
    pub fn string(&self, index: usize) -> &'static str {
        match self.args[index] {
            CustomArg::Str(s) => s,
            _ => "",
        }
    }

    /// What an `attr-dict` argument prints: the discardable attributes and
    /// the properties the format does not spell, as the `attr-dict`
    /// directive prints them.
    pub fn attr_dict(&self) -> Vec<crate::ir::NamedAttribute> {
        print::attr_dict_entries(self.spec, self.ir, self.op).into_vec()
    }
}
