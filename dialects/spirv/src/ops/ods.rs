//! An op's ODS signature as data, and the verifier `mlir-tblgen` generates
//! from it, with MLIR's diagnostics in MLIR's order:
//!
//! 1. inherent enum attributes that are present but of the wrong kind
//!    (`attribute 'x' failed to satisfy constraint: valid SPIR-V Scope`), by name;
//! 2. the structural traits: no regions, the result count, no successors,
//!    the operand count (`requires one result`, `expected 2 operands, but found 1`);
//! 3. missing required attributes (`requires attribute 'x'`), by name;
//! 4. the type constraint of each operand, then of each result;
//! 5. the `PredOpTrait`s (`AllTypesMatch`, `TypesMatchWith`, ...), in declaration order;
//! 6. the native type traits (`SameOperandsAndResultType`, ...), in declaration order;
//! 7. the op's own `verify()`.
//!
//! Mirrors `mlir/tools/mlir-tblgen/OpDefinitionsGen.cpp` and the trait
//! verifiers of `mlir/lib/IR/Operation.cpp`.
//!
//! SPIR-V lets most integer instructions mix signedness (`OpIAdd %int %a
//! %uint_b`: operands need the same component width and count, not the same
//! signedness), so the type-matching traits have variants that treat integer
//! types differing only in signedness as the same; they report MLIR's words.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};

use crate::attributes::{EnumAttr, EnumKind};
use crate::support::type_str;
use crate::types::constraints::TypeConstraint;

/// A named operand or result and its type constraint.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    pub name: &'static str,
    pub ty: &'static TypeConstraint,
    /// A variadic group (at most one per op here, and last).
    pub variadic: bool,
}

impl Slot {
    pub const fn one(name: &'static str, ty: &'static TypeConstraint) -> Slot {
        Slot {
            name,
            ty,
            variadic: false,
        }
    }

    pub const fn variadic(name: &'static str, ty: &'static TypeConstraint) -> Slot {
        Slot {
            name,
            ty,
            variadic: true,
        }
    }
}

/// An inherent enum attribute (MLIR keeps it in the op's properties).
#[derive(Clone, Copy, Debug)]
pub struct EnumSlot {
    pub name: &'static str,
    pub kind: EnumKind,
    pub required: bool,
}

impl EnumSlot {
    pub const fn required(name: &'static str, kind: EnumKind) -> EnumSlot {
        EnumSlot {
            name,
            kind,
            required: true,
        }
    }

    pub const fn optional(name: &'static str, kind: EnumKind) -> EnumSlot {
        EnumSlot {
            name,
            kind,
            required: false,
        }
    }
}

/// A `PredOpTrait`: checked with the operand and result constraints, reported
/// as `failed to verify that <summary>`.
#[derive(Clone, Copy, Debug)]
pub enum Pred {
    /// `AllTypesMatch<[names]>`.
    AllTypesMatch(&'static [&'static str]),
    /// `AllTypesMatch<[names]>`, integer types that differ only in
    /// signedness counting as the same.
    AllTypesMatchIgnoringSignedness(&'static [&'static str]),
    /// `AllElementTypesMatch<[names]>`.
    AllElementTypesMatch(&'static [&'static str]),
    /// Any other predicate: MLIR's summary and the check.
    Holds {
        summary: &'static str,
        check: fn(&Ir, OpId) -> bool,
    },
}

/// A native type trait, verified after the ODS invariants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Native {
    SameOperandsAndResultType,
    SameTypeOperands,
    SameOperandsAndResultShape,
    /// `SameOperandsAndResultType`, integer types that differ only in
    /// signedness counting as the same.
    SameOperandsAndResultTypeIgnoringSignedness,
    /// `SameTypeOperands`, integer types that differ only in signedness
    /// counting as the same.
    SameTypeOperandsIgnoringSignedness,
}

/// What `verify()` the op adds after the generated checks (MLIR's `hasVerifier`).
pub type CustomVerify = fn(&Ir, OpId) -> Result<(), Diagnostic>;

/// An op's signature: operands, results, inherent enum attributes and traits.
#[derive(Clone, Copy, Debug)]
pub struct Signature {
    pub operands: &'static [Slot],
    pub results: &'static [Slot],
    /// In declaration order (the order MLIR collects their requirements in).
    pub attrs: &'static [EnumSlot],
    /// The names of the inherent attributes, sorted (MLIR's properties).
    pub properties: &'static [&'static str],
    pub preds: &'static [Pred],
    pub native: &'static [Native],
    pub verify: Option<CustomVerify>,
}

impl Signature {
    /// A signature with only operands and results; add the rest with the builders.
    pub const fn new(operands: &'static [Slot], results: &'static [Slot]) -> Signature {
        Signature {
            operands,
            results,
            attrs: &[],
            properties: &[],
            preds: &[],
            native: &[],
            verify: None,
        }
    }

    /// The inherent enum attributes in declaration order, and their names sorted.
    pub const fn attrs(
        mut self,
        attrs: &'static [EnumSlot],
        properties: &'static [&'static str],
    ) -> Signature {
        self.attrs = attrs;
        self.properties = properties;
        self
    }

    pub const fn preds(mut self, preds: &'static [Pred]) -> Signature {
        self.preds = preds;
        self
    }

    pub const fn native(mut self, native: &'static [Native]) -> Signature {
        self.native = native;
        self
    }

    pub const fn verify(mut self, verify: CustomVerify) -> Signature {
        self.verify = Some(verify);
        self
    }

    /// The fixed operand count, and whether a variadic group may add more.
    fn operand_count(&self) -> (usize, bool) {
        let variadic = self.operands.iter().any(|s| s.variadic);
        (
            self.operands.iter().filter(|s| !s.variadic).count(),
            variadic,
        )
    }

    /// Runs every check in MLIR's order.
    pub fn check(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        self.check_attr_kinds(ir, op)?;
        self.check_counts(ir, op)?;
        self.check_required_attrs(ir, op)?;
        self.check_types(ir, op)?;
        for pred in self.preds {
            self.check_pred(ir, op, pred)?;
        }
        for &native in self.native {
            check_native(ir, op, native)?;
        }
        match self.verify {
            Some(verify) => verify(ir, op),
            None => Ok(()),
        }
    }

    fn sorted_attrs(&self) -> Vec<EnumSlot> {
        let mut attrs = self.attrs.to_vec();
        attrs.sort_by_key(|a| a.name);
        attrs
    }

    fn check_attr_kinds(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        for slot in self.sorted_attrs() {
            let Some(attr) = ir.attr_or_prop(op, slot.name) else {
                continue;
            };
            if EnumAttr::of(ir.ctx(), attr).is_none_or(|e| e.kind != slot.kind) {
                let message = format!(
                    "attribute '{}' failed to satisfy constraint: valid SPIR-V {:?}",
                    slot.name, slot.kind
                );
                return Err(ir.op_error(op, message));
            }
        }
        Ok(())
    }

    fn check_counts(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        if !ir.regions(op).is_empty() {
            return Err(ir.op_error(op, "requires zero regions"));
        }
        let results = ir.num_results(op);
        match self.results.len() {
            0 if results != 0 => return Err(ir.op_error(op, "requires zero results")),
            1 if results != 1 => return Err(ir.op_error(op, "requires one result")),
            n if n > 1 && results != n => {
                return Err(ir.op_error(op, format!("expected {n} results")));
            }
            _ => {}
        }
        if !ir.successors(op).is_empty() {
            return Err(ir.op_error(op, "requires zero successors"));
        }
        let found = ir.num_operands(op);
        let message = match self.operand_count() {
            (min, true) if found < min => {
                format!("expected {min} or more operands, but found {found}")
            }
            (0, false) if found != 0 => "requires zero operands".to_owned(),
            (1, false) if found != 1 => "requires a single operand".to_owned(),
            (n, false) if found != n => format!("expected {n} operands, but found {found}"),
            _ => return Ok(()),
        };
        Err(ir.op_error(op, message))
    }

    fn check_required_attrs(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        for slot in self.sorted_attrs().into_iter().filter(|s| s.required) {
            if ir.attr_or_prop(op, slot.name).is_none() {
                return Err(ir.op_error(op, format!("requires attribute '{}'", slot.name)));
            }
        }
        Ok(())
    }

    fn check_types(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let ctx = ir.ctx();
        let mut index = 0;
        for slot in self.operands {
            let count = if slot.variadic {
                ir.num_operands(op) - index
            } else {
                1
            };
            for _ in 0..count {
                let ty = ir.value_type(ir.operand(op, index));
                if !slot.ty.allows(ctx, ty) {
                    let variadic = if slot.variadic { "variadic of " } else { "" };
                    let message = format!(
                        "operand #{index} must be {variadic}{}, but got '{}'",
                        slot.ty.description,
                        type_str(ctx, ty)
                    );
                    return Err(ir.op_error(op, message));
                }
                index += 1;
            }
        }
        for (index, slot) in self.results.iter().enumerate() {
            let ty = ir.value_type(ir.result(op, index));
            if !slot.ty.allows(ctx, ty) {
                let message = format!(
                    "result #{index} must be {}, but got '{}'",
                    slot.ty.description,
                    type_str(ctx, ty)
                );
                return Err(ir.op_error(op, message));
            }
        }
        Ok(())
    }

    /// The value named `name` (an operand or result slot that is not variadic).
    pub fn value(&self, ir: &Ir, op: OpId, name: &str) -> Option<Value> {
        if let Some(i) = self
            .operands
            .iter()
            .position(|s| s.name == name && !s.variadic)
        {
            return Some(ir.operand(op, i));
        }
        self.results
            .iter()
            .position(|s| s.name == name)
            .map(|i| ir.result(op, i))
    }

    fn types_of(&self, ir: &Ir, op: OpId, names: &[&str]) -> Vec<Type> {
        names
            .iter()
            .filter_map(|n| self.value(ir, op, n))
            .map(|v| ir.value_type(v))
            .collect()
    }

    fn check_pred(&self, ir: &Ir, op: OpId, pred: &Pred) -> Result<(), Diagnostic> {
        let ctx = ir.ctx();
        let (holds, summary) = match *pred {
            Pred::AllTypesMatch(names) => {
                let types = self.types_of(ir, op, names);
                (
                    types.windows(2).all(|w| w[0] == w[1]),
                    format!("all of {{{}}} have same type", names.join(", ")),
                )
            }
            Pred::AllTypesMatchIgnoringSignedness(names) => {
                let types = self.types_of(ir, op, names);
                (
                    types
                        .windows(2)
                        .all(|w| same_ignoring_signedness(ctx, w[0], w[1])),
                    format!("all of {{{}}} have same type", names.join(", ")),
                )
            }
            Pred::AllElementTypesMatch(names) => {
                let types = self.types_of(ir, op, names);
                let elements: Vec<Type> = types
                    .iter()
                    .map(|&t| super::operand_types::element_type_or_self(ctx, t))
                    .collect();
                let summary = format!("all of {{{}}} have same element type", names.join(", "));
                (elements.windows(2).all(|w| w[0] == w[1]), summary)
            }
            Pred::Holds { summary, check } => (check(ir, op), summary.to_owned()),
        };
        if holds {
            Ok(())
        } else {
            Err(ir.op_error(op, format!("failed to verify that {summary}")))
        }
    }
}

/// The shape of a type as MLIR's `verifyCompatibleShapes` sees it: the
/// dimensions of a vector, nothing for a scalar.
fn shape_of(ir: &Ir, ty: Type) -> Option<&[i64]> {
    match ir.ctx().type_kind(ty) {
        TypeKind::Vector { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Whether `a` and `b` are the same type, or integer scalars or vectors of
/// the same shape and width that differ only in signedness.
pub fn same_ignoring_signedness(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    let integer = |ty: Type| match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some((*width, None)),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some((*width, Some((shape, scalable)))),
            _ => None,
        },
        _ => None,
    };
    match (integer(a), integer(b)) {
        // `i1` has no signedness in SPIR-V (it is `OpTypeBool`).
        (Some((wa, sa)), Some((wb, sb))) => wa == wb && wa != 1 && sa == sb,
        _ => false,
    }
}

fn check_native(ir: &Ir, op: OpId, native: Native) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let mut operands = ir.operand_types(op);
    let mut all = ir.operand_types(op).chain(ir.result_types(op));
    let (holds, message) = match native {
        Native::SameOperandsAndResultType => {
            let first = all.next();
            (
                all.all(|t| Some(t) == first),
                "requires the same type for all operands and results",
            )
        }
        Native::SameTypeOperands => {
            let first = operands.next();
            (
                operands.all(|t| Some(t) == first),
                "requires all operands to have the same type",
            )
        }
        Native::SameOperandsAndResultTypeIgnoringSignedness => {
            let first = all.next();
            (
                all.all(|t| first.is_some_and(|f| same_ignoring_signedness(ctx, f, t))),
                "requires the same type for all operands and results",
            )
        }
        Native::SameTypeOperandsIgnoringSignedness => {
            let first = operands.next();
            (
                operands.all(|t| first.is_some_and(|f| same_ignoring_signedness(ctx, f, t))),
                "requires all operands to have the same type",
            )
        }
        Native::SameOperandsAndResultShape => {
            let first = all.next().map(|t| shape_of(ir, t));
            (
                all.all(|t| Some(shape_of(ir, t)) == first),
                "requires the same shape for all operands and results",
            )
        }
    };
    if holds {
        Ok(())
    } else {
        Err(ir.op_error(op, message))
    }
}

/// `slots![name: CONSTRAINT, ...]` (a trailing `..name: CONSTRAINT` is a
/// variadic group): the operand or result list of a [`Signature`].
#[macro_export]
macro_rules! slots {
    ($($name:ident: $ty:path),* $(, ..$variadic:ident: $vty:path)?) => {
        &[
            $($crate::ops::ods::Slot { name: stringify!($name), ty: &$ty, variadic: false },)*
            $($crate::ops::ods::Slot { name: stringify!($variadic), ty: &$vty, variadic: true },)?
        ]
    };
}
