//! The data model of one op declaration: what MLIR's ODS records for an op
//! (`Operator` in `mlir/TableGen/Operator.h`), as `static` data the
//! [`op`](crate::op) attribute emits and the generic verifier, parser, printer and
//! builders read.

use crate::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, Type};

use super::constraint::{AttrConstraint, RegionConstraint, TypeConstraint};
use super::format::Format;

/// How many values an operand or result group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (ODS `Optional<...>`).
    Optional,
    /// Any number (ODS `Variadic<...>`).
    Variadic,
}

impl Arity {
    pub const fn is_variable(self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// A named operand or result group and its type constraint.
#[derive(Debug)]
pub struct ValueGroupSpec {
    pub name: &'static str,
    pub constraint: &'static TypeConstraint,
    pub arity: Arity,
}

/// A named operand group and its type constraint.
pub type OperandSpec = ValueGroupSpec;

/// A named result group and its type constraint.
pub type ResultSpec = ValueGroupSpec;

/// Whether a property must be present.
#[derive(Copy, Clone, Debug)]
pub enum Presence {
    Required,
    /// ODS `OptionalAttr`.
    Optional,
    /// ODS `DefaultValuedAttr`: absent means this value; parsers store it.
    Default(fn(&Context) -> crate::ir::Attribute),
}

/// An inherent attribute (MLIR's property).
#[derive(Debug)]
pub struct PropertySpec {
    pub name: &'static str,
    pub constraint: &'static AttrConstraint,
    pub presence: Presence,
}

impl PropertySpec {
    pub fn is_required(&self) -> bool {
        matches!(self.presence, Presence::Required)
    }
}

/// A named region (or a variadic list of regions) and its constraint.
#[derive(Debug)]
pub struct RegionSpec {
    pub name: &'static str,
    pub constraint: &'static RegionConstraint,
    pub variadic: bool,
}

/// A named successor (or a variadic list of them).
#[derive(Debug)]
pub struct SuccessorSpec {
    pub name: &'static str,
    pub variadic: bool,
}

/// An operand or result group of the op, by position in its list, or a
/// property whose (typed) attribute takes part in a type-matching check
/// (`AllTypesMatch<["value", "result"]>` of `arith.constant`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueRef {
    Operand(u16),
    Result(u16),
    Property(u16),
}

/// A type equivalence for the type-matching checks: `None` is equality.
pub type TypeEq = Option<fn(&Context, Type, Type) -> bool>;

/// A type transformer of `TypesMatchWith` (e.g. "the element type of").
pub type TypeTransform = fn(&Context, Type) -> Type;

/// A transformer of `RangedTypesMatchWith`: one type to the types of a whole
/// group (e.g. "as many element types as the vector has elements").
pub type RangeTransform = fn(&Context, Type) -> Vec<Type>;

/// One of the checks ODS generates beyond the per-value constraints: its
/// `PredOpTrait`s and native type traits, verified in declaration order.
#[derive(Debug)]
pub enum Check {
    /// `AllTypesMatch<[names]>`: `failed to verify that all of {a, b} have same type`.
    AllTypesMatch {
        values: &'static [ValueRef],
        names: &'static str,
        eq: TypeEq,
    },
    /// `AllElementTypesMatch<[names]>`.
    AllElementTypesMatch {
        values: &'static [ValueRef],
        names: &'static str,
    },
    /// `TypesMatchWith<summary, from, to, transform>`: `to`'s type is
    /// `transform(from's type)`.
    TypesMatchWith {
        summary: &'static str,
        from: ValueRef,
        to: ValueRef,
        transform: TypeTransform,
        eq: TypeEq,
    },
    /// `RangedTypesMatchWith<summary, from, to, transform>`: the types of the
    /// group `to` are `transform(from's type)`, element by element.
    RangedTypesMatchWith {
        summary: &'static str,
        from: ValueRef,
        to: ValueRef,
        transform: RangeTransform,
    },
    /// Any other `PredOpTrait`: `failed to verify that <summary>`.
    Pred {
        summary: &'static str,
        holds: fn(&Ir, OpId) -> bool,
    },
    /// `SameOperandsAndResultType`.
    SameOperandsAndResultType { eq: TypeEq },
    /// `SameTypeOperands`.
    SameTypeOperands { eq: TypeEq },
    /// `SameOperandsAndResultShape`.
    SameOperandsAndResultShape,
    /// `SameOperandsAndResultElementType`.
    SameOperandsAndResultElementType,
    /// A native trait with its own message (MLIR's `NativeOpTrait`s).
    Native {
        holds: fn(&Ir, OpId) -> bool,
        message: &'static str,
    },
}

/// Where the parser and builders take the type of an operand or result group
/// that the assembly format does not spell (MLIR's `TypeResolution`).
#[derive(Copy, Clone, Debug)]
pub enum TypeSource {
    /// Spelled in the format.
    Written,
    /// The constraint's one buildable type (`I32`, `Index`, ...).
    Buildable(fn(&Context) -> Type),
    /// The type of another group, through a transformer (`TypesMatchWith`).
    Var {
        from: ValueRef,
        transform: Option<TypeTransform>,
    },
    /// The type of a property's value (`TypeAttr`, or a typed attribute's type).
    Property { index: u16 },
    /// The types of another group, through a one-to-many transformer
    /// (`RangedTypesMatchWith`).
    VarRange {
        from: ValueRef,
        transform: RangeTransform,
    },
    /// The op's result-type inference (`InferTypeOpInterface`).
    Inferred,
    /// Nowhere: the op has a hand-written syntax, or this is an operand whose
    /// type the builder is given.
    Unknown,
}

/// Infers result types from the operand types and properties
/// (`InferTypeOpInterface::inferReturnTypes`); errors are reported by the caller.
pub type InferFn = fn(&Context, &[Type], Option<crate::ir::Attribute>) -> Result<Vec<Type>, String>;

/// Whether inferred result types are compatible with the actual ones
/// (`InferTypeOpAdaptorWithIsCompatible`'s `isCompatibleReturnTypes`);
/// without one they must be equal.
pub type CompatibleFn = fn(&Context, &[Type], &[Type]) -> bool;

/// An op's own verifier (ODS `hasVerifier`).
pub type VerifyFn = fn(&Ir, OpId) -> Result<(), Diagnostic>;

/// Everything one op declaration says.
#[derive(Debug)]
pub struct OpSpec {
    pub name: &'static str,
    pub operands: &'static [OperandSpec],
    pub results: &'static [ResultSpec],
    /// In declaration order.
    pub properties: &'static [PropertySpec],
    pub regions: &'static [RegionSpec],
    pub successors: &'static [SuccessorSpec],
    pub checks: &'static [Check],
    /// Operand groups' sizes live in the `operandSegmentSizes` property
    /// (`AttrSizedOperandSegments`).
    pub operand_segments: bool,
    /// Result groups' sizes live in `resultSegmentSizes`.
    pub result_segments: bool,
    /// Where a builder takes each result group's type from when it is not
    /// given (another group's type, the constraint's buildable type).
    pub result_types: &'static [TypeSource],
    pub infer: Option<InferFn>,
    /// How inferred result types compare with the actual ones.
    pub infer_compatible: Option<CompatibleFn>,
    /// The declarative assembly format, if the op has one.
    pub format: Option<&'static Format>,
    /// The terminator op the parser adds to bodies that lack one
    /// (`SingleBlockImplicitTerminator`), and the printer elides.
    pub implicit_terminator: Option<fn() -> &'static crate::dialect::OpDef>,
    /// Regions hold a single block that is created when absent (`SingleBlock`).
    pub single_block: bool,
    pub verify: Option<VerifyFn>,
    /// The op's own region verifier (ODS `hasRegionVerifier`), run after the
    /// region traits the declaration implies (its implicit terminator).
    pub verify_regions: Option<VerifyFn>,
}

/// The name of the operand-segment property (`AttrSizedOperandSegments`).
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The name of the result-segment property (`AttrSizedResultSegments`).
pub const RESULT_SEGMENT_SIZES: &str = "resultSegmentSizes";

impl OpSpec {
    /// The index of the property named `name`.
    pub fn property_index(&self, name: &str) -> Option<usize> {
        self.properties.iter().position(|p| p.name == name)
    }

    /// The number of fixed (single) operand groups and whether there is a
    /// variable-length one.
    pub fn fixed_operand_count(&self) -> (usize, bool) {
        count_groups(self.operands.iter().map(|o| o.arity))
    }

    /// Like [`OpSpec::fixed_operand_count`] for results.
    pub fn fixed_result_count(&self) -> (usize, bool) {
        count_groups(self.results.iter().map(|r| r.arity))
    }
}

fn count_groups(arities: impl Iterator<Item = Arity>) -> (usize, bool) {
    let mut fixed = 0;
    let mut variable = false;
    for arity in arities {
        if arity.is_variable() {
            variable = true;
        } else {
            fixed += 1;
        }
    }
    (fixed, variable)
}
