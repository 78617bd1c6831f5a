//! The rules a `!hlsl.handle` must follow, as data, and the check that applies
//! them ([`HandleProperties::validate`]).
//!
//! Derived from the attribute table of wg-hlsl proposal 0015: a
//! flag is allowed only on the classes and dimensions of the objects that have
//! it ([`FLAG_RULES`], [`DIM_RULES`]), each class needs a shape
//! ([`CLASS_RULES`]), the element must fit the shape, and finally the handle
//! must be one of the 40 objects of the table. Messages name the rule in the
//! terms of the textual form, so a user can fix the type from the message.

use std::fmt;

use super::element::{ElementInfo, Scalar, ScalarKind, Signedness};
use super::object::classify;
use super::properties::{FlagKeyword, HandleProperties, ResourceClass, ResourceDim};

use FlagKeyword as F;
use ResourceClass::{CBuffer, Sampler, Srv, Uav};
use ResourceDim::{Buffer as DBuf, Cube, Dim1D, Dim2D, Dim3D};

/// The deepest nesting of structs and arrays an element may have. HLSL types are
/// shallow; the bound keeps every recursive walk over an element bounded.
pub const MAX_ELEMENT_DEPTH: usize = 64;

/// The largest sample count: DXIL's annotate properties hold it in 8 bits.
pub const MAX_SAMPLE_COUNT: u32 = 255;

/// Where a flag may appear.
#[derive(Debug)]
pub struct FlagRule {
    pub flag: FlagKeyword,
    /// The classes that allow the flag.
    pub classes: &'static [ResourceClass],
    /// If not empty, the flag needs `dim` to be one of these.
    pub dims: &'static [ResourceDim],
    /// Flags that must be present too.
    pub requires: &'static [FlagKeyword],
    /// Flags that must not be present too.
    pub conflicts: &'static [FlagKeyword],
    /// The violation reported for any breach of this rule, when one message
    /// says it better than the generic ones.
    pub violation: Option<RuleViolation>,
}

/// One rule per flag, indexed by [`FlagKeyword`] (print order).
#[rustfmt::skip]
pub static FLAG_RULES: [FlagRule; FlagKeyword::ALL.len()] = [
    //        flag           classes             dims                      requires   conflicts
    flag_rule(F::Dim,        &[Srv, Uav],        &[],                      &[],       &[F::Raw, F::Row]),
    flag_rule(F::Array,      &[Srv, Uav],        &[Dim1D, Dim2D, Cube],    &[],       &[]),
    flag_rule(F::Ms,         &[Srv, Uav],        &[Dim2D],                 &[],       &[F::Rov, F::Feedback]),
    flag_rule(F::Rov,        &[Uav],             &[],                      &[],       &[F::Ms, F::Feedback]),
    flag_rule(F::Raw,        &[Srv, Uav],        &[],                      &[],       &[F::Dim, F::Row]),
    flag_rule(F::Row,        &[Srv, CBuffer],    &[],                      &[],       &[F::Dim, F::Raw]),
    flag_rule(F::Feedback,   &[Uav],             &[Dim2D],                 &[],       &[F::Ms, F::Rov]),
    flag_rule(F::Comparison, &[Sampler],         &[],                      &[],       &[]),
    flag_rule(F::Coherent,   &[Uav],             &[],                      &[],       &[]),
    FlagRule {
        violation: Some(RuleViolation::CounterNeedsStructuredBuffer),
        ..flag_rule(F::Counter, &[Uav],          &[],                      &[F::Raw], &[])
    },
];

const fn flag_rule(
    flag: FlagKeyword,
    classes: &'static [ResourceClass],
    dims: &'static [ResourceDim],
    requires: &'static [FlagKeyword],
    conflicts: &'static [FlagKeyword],
) -> FlagRule {
    FlagRule {
        flag,
        classes,
        dims,
        requires,
        conflicts,
        violation: None,
    }
}

/// The classes each dimension exists for, indexed by [`ResourceDim`]. HLSL has
/// no writeable cube textures.
#[derive(Debug)]
pub struct DimRule {
    pub dim: ResourceDim,
    pub classes: &'static [ResourceClass],
}

#[rustfmt::skip]
pub static DIM_RULES: [DimRule; ResourceDim::ALL.len()] = [
    DimRule { dim: Dim1D, classes: &[Srv, Uav] },
    DimRule { dim: Dim2D, classes: &[Srv, Uav] },
    DimRule { dim: Dim3D, classes: &[Srv, Uav] },
    DimRule { dim: Cube, classes: &[Srv] },
    DimRule { dim: DBuf, classes: &[Srv, Uav] },
];

/// The shape flags a class needs one of, indexed by [`ResourceClass`]. Empty:
/// the class needs none (samplers).
#[derive(Debug)]
pub struct ClassRule {
    pub class: ResourceClass,
    pub shapes: &'static [FlagKeyword],
}

#[rustfmt::skip]
pub static CLASS_RULES: [ClassRule; ResourceClass::ALL.len()] = [
    ClassRule { class: Srv, shapes: &[F::Dim, F::Raw, F::Row] },
    ClassRule { class: Uav, shapes: &[F::Dim, F::Raw] },
    ClassRule { class: CBuffer, shapes: &[F::Row] },
    ClassRule { class: Sampler, shapes: &[] },
];

/// A broken rule, with a message that names it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleViolation {
    #[error("'{flag}' requires {}", ClassList(classes))]
    FlagNeedsClass {
        flag: FlagKeyword,
        classes: &'static [ResourceClass],
    },
    #[error("'{flag}' requires {}", DimList(dims))]
    FlagNeedsDim {
        flag: FlagKeyword,
        dims: &'static [ResourceDim],
    },
    #[error("'{flag}' requires '{required}'")]
    FlagNeedsFlag {
        flag: FlagKeyword,
        required: FlagKeyword,
    },
    #[error("'{0}' cannot be combined with '{1}'")]
    FlagConflict(FlagKeyword, FlagKeyword),
    #[error("'dim = {dim}' requires {}", ClassList(classes))]
    DimNeedsClass {
        dim: ResourceDim,
        classes: &'static [ResourceClass],
    },
    #[error(
        "{} requires {}",
        ClassList(std::slice::from_ref(class)),
        FlagChoice(shapes)
    )]
    ClassNeedsShape {
        class: ResourceClass,
        shapes: &'static [FlagKeyword],
    },
    #[error("'ms' sample count must be between 1 and {MAX_SAMPLE_COUNT}, got {0}")]
    SampleCountOutOfRange(u32),
    #[error("'counter' requires a 'uav' raw buffer with a structured (non-'i8') element")]
    CounterNeedsStructuredBuffer,
    #[error("a 'sampler' resource's element must be 'none'")]
    SamplerElementNotNone,
    #[error("a feedback texture's element must be 'none'")]
    FeedbackElementNotNone,
    #[error("'none' element is only allowed for samplers and feedback textures")]
    NoneElement,
    #[error("'i8' (byte-address) element requires 'raw'")]
    ByteElementNeedsRaw,
    #[error("'row' requires a struct element")]
    RowNeedsStruct,
    #[error("typed resource element must be a scalar or a vector")]
    TypedNotScalarOrVector,
    #[error(
        "typed resource element must have at most 4 components and 16 bytes, \
         got {components} components and {bytes} bytes"
    )]
    TypedTooLarge { components: u32, bytes: u64 },
    #[error("typed resource elements must be 16-, 32- or 64-bit integers or floats, got '{0}'")]
    TypedScalar(Scalar),
    #[error("typed resource integer elements must spell signedness (si32/ui32), got '{0}'")]
    TypedSignless(Scalar),
    #[error(
        "integers in the element of a non-typed resource are signless: write '{signless}', not '{0}'",
        signless = .0.signless()
    )]
    SignedUntypedInteger(Scalar),
    #[error("unsupported element scalar type '{0}'")]
    UnsupportedScalar(Scalar),
    #[error("vectors must have 1 to 4 components, got {0}")]
    VectorComponents(u32),
    #[error("arrays in an element must have at least one element")]
    EmptyArray,
    #[error("'i8' (byte-address) can only be the whole element of a raw buffer")]
    NestedByte,
    #[error("'none' cannot be nested in a struct or array")]
    NestedNone,
    #[error("element nesting is deeper than {MAX_ELEMENT_DEPTH} levels")]
    ElementTooDeep,
    #[error("no HLSL resource object has these properties and element")]
    NoMatchingObject,
}

/// What kind of resource validated flags describe; decides what the element
/// must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Sampler,
    Feedback,
    Typed,
    Raw,
    Row,
}

impl HandleProperties {
    /// Checks these properties and `element` against the rules: `Ok` exactly
    /// when the handle is one of the HLSL objects of wg-hlsl proposal 0015's table.
    pub fn validate(&self, element: &ElementInfo) -> Result<(), RuleViolation> {
        self.validate_flags()?;
        let shape = self.shape().ok_or(RuleViolation::NoMatchingObject)?;
        validate_element(shape, element)?;
        if self.counter && matches!(element, ElementInfo::Byte) {
            return Err(RuleViolation::CounterNeedsStructuredBuffer);
        }
        if classify(self, element).next().is_none() {
            return Err(RuleViolation::NoMatchingObject);
        }
        Ok(())
    }

    fn validate_flags(&self) -> Result<(), RuleViolation> {
        for flag in self.flags() {
            let rule = &FLAG_RULES[flag.keyword() as usize];
            self.check_flag_rule(rule)
                .map_err(|generic| rule.violation.clone().unwrap_or(generic))?;
        }
        if let Some(dim) = self.dim {
            let rule = &DIM_RULES[dim as usize];
            if !rule.classes.contains(&self.class) {
                return Err(RuleViolation::DimNeedsClass {
                    dim,
                    classes: rule.classes,
                });
            }
        }
        if let Some(count) = self.ms
            && !(1..=MAX_SAMPLE_COUNT).contains(&count)
        {
            return Err(RuleViolation::SampleCountOutOfRange(count));
        }
        let rule = &CLASS_RULES[self.class as usize];
        if !rule.shapes.is_empty() && !rule.shapes.iter().any(|&flag| self.has(flag)) {
            return Err(RuleViolation::ClassNeedsShape {
                class: self.class,
                shapes: rule.shapes,
            });
        }
        Ok(())
    }

    fn check_flag_rule(&self, rule: &FlagRule) -> Result<(), RuleViolation> {
        let flag = rule.flag;
        if !rule.classes.contains(&self.class) {
            return Err(RuleViolation::FlagNeedsClass {
                flag,
                classes: rule.classes,
            });
        }
        if !rule.dims.is_empty() && !self.dim.is_some_and(|dim| rule.dims.contains(&dim)) {
            return Err(RuleViolation::FlagNeedsDim {
                flag,
                dims: rule.dims,
            });
        }
        if let Some(&required) = rule.requires.iter().find(|&&required| !self.has(required)) {
            return Err(RuleViolation::FlagNeedsFlag { flag, required });
        }
        if let Some(&other) = rule.conflicts.iter().find(|&&other| self.has(other)) {
            return Err(RuleViolation::FlagConflict(flag, other));
        }
        Ok(())
    }

    /// The shape of flags that passed the flag rules.
    pub(crate) fn shape(&self) -> Option<Shape> {
        if self.class == ResourceClass::Sampler {
            Some(Shape::Sampler)
        } else if self.row {
            Some(Shape::Row)
        } else if self.raw {
            Some(Shape::Raw)
        } else if self.feedback.is_some() {
            Some(Shape::Feedback)
        } else if self.dim.is_some() {
            Some(Shape::Typed)
        } else {
            None
        }
    }
}

fn validate_element(shape: Shape, element: &ElementInfo) -> Result<(), RuleViolation> {
    match shape {
        Shape::Sampler if *element != ElementInfo::None => {
            Err(RuleViolation::SamplerElementNotNone)
        }
        Shape::Feedback if *element != ElementInfo::None => {
            Err(RuleViolation::FeedbackElementNotNone)
        }
        Shape::Sampler | Shape::Feedback => Ok(()),
        Shape::Row => match element {
            ElementInfo::Struct(_) => validate_untyped(element, 0),
            _ => Err(RuleViolation::RowNeedsStruct),
        },
        Shape::Raw => match element {
            ElementInfo::None => Err(RuleViolation::NoneElement),
            ElementInfo::Byte => Ok(()),
            _ => validate_untyped(element, 0),
        },
        Shape::Typed => match *element {
            ElementInfo::None => Err(RuleViolation::NoneElement),
            ElementInfo::Byte => Err(RuleViolation::ByteElementNeedsRaw),
            ElementInfo::Struct(_) | ElementInfo::Array(..) => {
                Err(RuleViolation::TypedNotScalarOrVector)
            }
            ElementInfo::Scalar(scalar) => validate_typed(scalar, 1),
            ElementInfo::Vector(scalar, count) => validate_typed(scalar, count),
        },
    }
}

/// The element of a typed resource: one 16-byte texel of at most 4 components
/// of 16, 32 or 64 bits, integers with their signedness spelled.
fn validate_typed(scalar: Scalar, components: u32) -> Result<(), RuleViolation> {
    if components == 0 {
        return Err(RuleViolation::VectorComponents(0));
    }
    if scalar.is_bool() || !matches!(scalar.bits, 16 | 32 | 64) {
        return Err(RuleViolation::TypedScalar(scalar));
    }
    if scalar.signedness() == Some(Signedness::Signless) {
        return Err(RuleViolation::TypedSignless(scalar));
    }
    let bytes = u64::from(components) * u64::from(scalar.byte_size());
    if components > 4 || bytes > 16 {
        return Err(RuleViolation::TypedTooLarge { components, bytes });
    }
    Ok(())
}

/// The element of a structured buffer, cbuffer or tbuffer: well-formed, with
/// signless integers.
fn validate_untyped(element: &ElementInfo, depth: usize) -> Result<(), RuleViolation> {
    if depth > MAX_ELEMENT_DEPTH {
        return Err(RuleViolation::ElementTooDeep);
    }
    match element {
        ElementInfo::Scalar(scalar) => validate_untyped_scalar(*scalar),
        ElementInfo::Vector(scalar, count) => {
            if !(1..=4).contains(count) {
                return Err(RuleViolation::VectorComponents(*count));
            }
            validate_untyped_scalar(*scalar)
        }
        ElementInfo::Struct(members) => members
            .iter()
            .try_for_each(|member| validate_untyped(member, depth + 1)),
        ElementInfo::Array(0, _) => Err(RuleViolation::EmptyArray),
        ElementInfo::Array(_, element) => validate_untyped(element, depth + 1),
        ElementInfo::Byte => Err(RuleViolation::NestedByte),
        ElementInfo::None => Err(RuleViolation::NestedNone),
    }
}

fn validate_untyped_scalar(scalar: Scalar) -> Result<(), RuleViolation> {
    let supported = match scalar.kind {
        ScalarKind::Int(Signedness::Signless) => matches!(scalar.bits, 1 | 8 | 16 | 32 | 64),
        ScalarKind::Int(_) => matches!(scalar.bits, 8 | 16 | 32 | 64),
        ScalarKind::Float => matches!(scalar.bits, 16 | 32 | 64),
    };
    if !supported {
        return Err(RuleViolation::UnsupportedScalar(scalar));
    }
    if scalar
        .signedness()
        .is_some_and(|signedness| signedness != Signedness::Signless)
    {
        return Err(RuleViolation::SignedUntypedInteger(scalar));
    }
    Ok(())
}

/// `a 'uav' resource`, `an 'srv' or 'cbuffer' resource`.
struct ClassList<'a>(&'a [ResourceClass]);

impl fmt::Display for ClassList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let article = match self.0.first() {
            Some(ResourceClass::Srv) => "an",
            _ => "a",
        };
        write!(f, "{article} ")?;
        write_choice(f, self.0.iter().map(|class| format!("'{class}'")))?;
        f.write_str(" resource")
    }
}

/// `'dim = 1d', 'dim = 2d' or 'dim = cube'`.
struct DimList<'a>(&'a [ResourceDim]);

impl fmt::Display for DimList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_choice(f, self.0.iter().map(|dim| format!("'dim = {dim}'")))
    }
}

/// `'dim', 'raw' or 'row'`.
struct FlagChoice<'a>(&'a [FlagKeyword]);

impl fmt::Display for FlagChoice<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_choice(f, self.0.iter().map(|flag| format!("'{flag}'")))
    }
}

/// Writes `a`, `a or b`, `a, b or c`.
fn write_choice(
    f: &mut fmt::Formatter<'_>,
    items: impl ExactSizeIterator<Item = String>,
) -> fmt::Result {
    let last = items.len().saturating_sub(1);
    for (i, item) in items.enumerate() {
        match i {
            0 => {}
            _ if i == last => f.write_str(" or ")?,
            _ => f.write_str(", ")?,
        }
        f.write_str(&item)?;
    }
    Ok(())
}
