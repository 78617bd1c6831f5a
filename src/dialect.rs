//! How a dialect declares itself: its ops (name, traits, verifier, custom
//! assembly, folder) and its type/attribute parsers.
//!
//! One small declarative mechanism, in the spirit of MLIR's ODS
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/>): a dialect is a
//! `static` [`Dialect`] holding a slice of [`OpDef`]s built with `const fn`s.
//!
//! ```ignore
//! pub static DIALECT: Dialect = Dialect::new("spirv", &[
//!     OpDef::new("spirv.Load").traits(Traits::empty()).verify(verify_load).asm(parse_load, print_load),
//! ]);
//! ```

use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::diagnostics::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, OperationState, Type};

bitflags::bitflags! {
    /// Op traits the core understands (MLIR's `OpTrait`s of the same names).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Traits: u32 {
        /// Must be the last op of its block.
        const TERMINATOR = 1 << 0;
        /// Regions may not use values defined above the op.
        const ISOLATED_FROM_ABOVE = 1 << 1;
        /// The op's single region holds a symbol table.
        const SYMBOL_TABLE = 1 << 2;
        /// The op defines a symbol (`sym_name`).
        const SYMBOL = 1 << 3;
        /// No side effects: dead instances may be erased.
        const PURE = 1 << 4;
        /// Blocks of the op's regions need no terminator.
        const NO_TERMINATOR = 1 << 5;
        /// Each region has at most one block.
        const SINGLE_BLOCK = 1 << 6;
        /// Operands and results are all the same type.
        const SAME_OPERANDS_AND_RESULT_TYPE = 1 << 7;
        /// Results mirror operands for commutative folding.
        const COMMUTATIVE = 1 << 8;
        /// Constant-like: folds to its `value` attribute.
        const CONSTANT_LIKE = 1 << 9;
        /// Regions are graph regions (no dominance, no terminators required).
        const GRAPH_REGION = 1 << 10;
        /// The op's results are zero.
        const ZERO_RESULTS = 1 << 11;
        /// Terminators whose regions return to the parent (`ReturnLike`).
        const RETURN_LIKE = 1 << 12;
        /// Op may only appear directly in a region of an op of the named kind;
        /// see [`OpDef::parents`].
        const HAS_PARENT = 1 << 13;
        /// The op's effects are those of the ops in its regions (MLIR's
        /// `RecursiveMemoryEffects`): it is dead when unused and its body is pure.
        const RECURSIVE_MEMORY_EFFECTS = 1 << 14;
    }
}

/// A verifier hook: returns the diagnostic describing the first violation.
pub type VerifyFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;
/// A custom-assembly parser: fills `state` from the text after the op name.
pub type ParseFn = fn(&mut AsmParser<'_>, &mut OperationState) -> ParseResult<()>;
/// A custom-assembly printer: prints everything after the op name.
pub type PrintFn = fn(&mut AsmPrinter<'_>, OpId);
/// A folder: given the op and its constant operands (`None` where not constant),
/// returns replacement values for the results, or nothing.
pub type FoldFn = fn(&Ir, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;

/// Suggests printed names for an op's results and its regions' entry-block
/// arguments (MLIR's `OpAsmOpInterface::getAsmResultNames` /
/// `getAsmBlockArgumentNames`): call `name(value, "c0_i32")` for each.
pub type AsmNamesFn = fn(&Ir, OpId, &mut dyn FnMut(crate::ir::Value, &str));

/// Whether an op's custom form can express this instance; when it says no, the
/// op prints in the generic form (quoted name), which every parser reads.
pub type CustomPrintableFn = fn(&Ir, OpId) -> bool;

/// The default-valued inherent attributes of an op (ODS `DefaultValuedAttr`):
/// the generic parser stores each one that the input leaves out, so generic text
/// prints them as `mlir-opt` does.
pub type DefaultPropertiesFn = fn(&crate::Context) -> Vec<crate::ir::NamedAttribute>;

/// One result of a successful fold.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result equals this existing value.
    Value(crate::ir::Value),
    /// The result is this constant (to be materialized by the dialect).
    Attribute(Attribute),
}

/// Adds an op's canonicalization patterns to a set (MLIR's
/// `getCanonicalizationPatterns`).
pub type CanonicalizeFn = fn(&mut crate::rewrite::RewritePatternSet);

/// Materializes a constant of the dialect for a folded attribute.
pub type MaterializeFn =
    fn(&mut Ir, crate::ir::InsertPoint, Attribute, Type, crate::ir::Location) -> Option<OpId>;

/// The definition of one registered op.
#[derive(Debug)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    pub summary: &'static str,
    pub traits: Traits,
    /// Names of the inherent attributes (MLIR's properties). In the generic form
    /// they print inside `<{...}>`; found in the discardable dictionary on input,
    /// they are moved into the properties as MLIR does.
    pub properties: &'static [&'static str],
    /// For [`Traits::HAS_PARENT`]: the op names allowed as direct parent.
    pub parents: &'static [&'static str],
    pub verify: Option<VerifyFn>,
    /// A second verifier run after all nested ops verified (MLIR's `verifyRegions`).
    pub verify_regions: Option<VerifyFn>,
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    pub fold: Option<FoldFn>,
    pub default_properties: Option<DefaultPropertiesFn>,
    pub custom_printable: Option<CustomPrintableFn>,
    pub asm_names: Option<AsmNamesFn>,
    /// Dialect whose ops print without their prefix inside this op's regions
    /// (MLIR's `OpAsmOpInterface::getDefaultDialect`, e.g. `"func"` for `func.func`).
    pub default_dialect: Option<&'static str>,
    /// Canonicalization patterns, collected by the `canonicalize` pass.
    pub canonicalize: Option<CanonicalizeFn>,
    /// The declaration the op was defined from ([`crate::ods`]), if any.
    pub spec: Option<&'static crate::ods::OpSpec>,
    /// Facts a dialect attaches to its ops (say, a SPIR-V op's opcode); read
    /// back with [`OpDef::ext`].
    pub ext: Option<OpExt>,
}

/// Dialect facts attached to an op definition (see [`OpDef::ext`]).
#[derive(Copy, Clone)]
pub struct OpExt(pub &'static (dyn std::any::Any + Sync));

impl std::fmt::Debug for OpExt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OpExt(..)")
    }
}

/// Builder methods that set an optional field: `method(value)` stores
/// `Some(value)` in `field`.
macro_rules! optional_setters {
    ($($(#[$doc:meta])* $method:ident => $field:ident: $ty:ty;)*) => {
        $(
            $(#[$doc])*
            pub const fn $method(mut self, value: $ty) -> Self {
                self.$field = Some(value);
                self
            }
        )*
    };
}

impl OpDef {
    pub const fn new(name: &'static str) -> Self {
        OpDef {
            name,
            summary: "",
            traits: Traits::empty(),
            properties: &[],
            parents: &[],
            verify: None,
            verify_regions: None,
            parse: None,
            print: None,
            fold: None,
            default_properties: None,
            custom_printable: None,
            asm_names: None,
            default_dialect: None,
            canonicalize: None,
            spec: None,
            ext: None,
        }
    }

    /// Attaches dialect facts (see [`OpDef::ext`]).
    pub const fn with_ext(mut self, ext: &'static (dyn std::any::Any + Sync)) -> Self {
        self.ext = Some(OpExt(ext));
        self
    }

    /// The dialect facts of type `T` attached to the op, if any.
    pub fn ext<T: std::any::Any>(&self) -> Option<&'static T> {
        self.ext
            .and_then(|e| (e.0 as &'static dyn std::any::Any).downcast_ref::<T>())
    }

    pub const fn summary(mut self, summary: &'static str) -> Self {
        self.summary = summary;
        self
    }

    pub const fn traits(mut self, traits: Traits) -> Self {
        self.traits = traits;
        self
    }

    pub const fn properties(mut self, names: &'static [&'static str]) -> Self {
        self.properties = names;
        self
    }

    pub const fn parents(mut self, names: &'static [&'static str]) -> Self {
        self.parents = names;
        self.traits = self.traits.union(Traits::HAS_PARENT);
        self
    }

    /// Custom assembly: `parse` reads and `print` writes everything after the op name.
    pub const fn asm(mut self, parse: ParseFn, print: PrintFn) -> Self {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }

    pub fn has(&self, traits: Traits) -> bool {
        self.traits.contains(traits)
    }

    /// The dialect namespace (the part before the first `.`).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }

    optional_setters! {
        /// Records the declaration the op was defined from.
        spec => spec: &'static crate::ods::OpSpec;
        verify => verify: VerifyFn;
        verify_regions => verify_regions: VerifyFn;
        /// Limits the custom form to instances the function accepts; others
        /// print generically.
        custom_printable => custom_printable: CustomPrintableFn;
        default_properties => default_properties: DefaultPropertiesFn;
        fold => fold: FoldFn;
        asm_names => asm_names: AsmNamesFn;
        default_dialect => default_dialect: &'static str;
        canonicalize => canonicalize: CanonicalizeFn;
    }
}

/// Parses a dialect type after `!dialect.`; the parser is positioned on the
/// mnemonic's first character.
pub type TypeParseFn = fn(&mut AsmParser<'_>) -> ParseResult<Type>;
/// Parses a dialect attribute after `#dialect.`.
pub type AttrParseFn = fn(&mut AsmParser<'_>, Option<Type>) -> ParseResult<Attribute>;
/// Verifies a discardable attribute named `dialect.*` on an op (MLIR's
/// `Dialect::verifyOperationAttribute`); the verifier calls it for every such
/// attribute of every op.
pub type AttrVerifyFn = fn(&Ir, OpId, crate::ir::NamedAttribute) -> Result<(), Diagnostic>;

/// What the parser does with a property an op does not declare.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnknownProperties {
    /// Drop it, as MLIR's `setPropertiesFromAttr` does (dialects mirroring
    /// upstream's).
    Drop,
    /// Keep it, so that the verifier rejects it (`has no property 'x'`).
    Reject,
}

/// A dialect: a namespace, its ops, and the parsers for its types and attributes.
#[derive(Debug)]
pub struct Dialect {
    pub name: &'static str,
    pub summary: &'static str,
    pub ops: &'static [OpDef],
    /// More ops, in groups (e.g. one slice per op family file), registered like `ops`.
    pub op_groups: &'static [&'static [OpDef]],
    /// Ops declared with [`crate::op`], by reference to their `static`
    /// definitions (so that identity checks compare addresses).
    pub op_defs: &'static [&'static [&'static OpDef]],
    pub parse_type: Option<TypeParseFn>,
    pub parse_attr: Option<AttrParseFn>,
    /// Builds a constant op for folding (MLIR's `materializeConstant`).
    pub materialize_constant: Option<MaterializeFn>,
    /// Verifies the dialect's discardable attributes on any op.
    pub verify_attribute: Option<AttrVerifyFn>,
    /// Undeclared properties in the generic form: dropped (upstream's
    /// behaviour, the default) or rejected.
    pub unknown_properties: UnknownProperties,
}

impl Dialect {
    pub const fn new(name: &'static str, ops: &'static [OpDef]) -> Self {
        Dialect {
            name,
            summary: "",
            ops,
            op_groups: &[],
            op_defs: &[],
            parse_type: None,
            parse_attr: None,
            materialize_constant: None,
            verify_attribute: None,
            unknown_properties: UnknownProperties::Drop,
        }
    }

    /// Rejects undeclared properties instead of dropping them.
    pub const fn reject_unknown_properties(mut self) -> Self {
        self.unknown_properties = UnknownProperties::Reject;
        self
    }

    pub const fn summary(mut self, summary: &'static str) -> Self {
        self.summary = summary;
        self
    }

    /// Adds ops defined in several slices (one per op family file, say).
    pub const fn op_groups(mut self, groups: &'static [&'static [OpDef]]) -> Self {
        self.op_groups = groups;
        self
    }

    /// Adds ops declared with [`crate::op`], in groups (one slice per file, say).
    pub const fn op_defs(mut self, groups: &'static [&'static [&'static OpDef]]) -> Self {
        self.op_defs = groups;
        self
    }

    /// Every op of the dialect.
    pub fn all_ops(&self) -> impl Iterator<Item = &'static OpDef> + '_ {
        self.ops
            .iter()
            .chain(self.op_groups.iter().flat_map(|g| g.iter()))
            .chain(self.op_defs.iter().flat_map(|g| g.iter().copied()))
    }

    optional_setters! {
        types => parse_type: TypeParseFn;
        attributes => parse_attr: AttrParseFn;
        constants => materialize_constant: MaterializeFn;
        verify_attributes => verify_attribute: AttrVerifyFn;
    }
}
