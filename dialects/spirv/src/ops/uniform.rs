//! The uniform op families of the dialect, as data: most SPIR-V ops are
//! "`%r = spirv.X %a, %b : T`" with one type for everything, or a comparison
//! producing booleans, or a conversion `%a : T to U`, differing only in their
//! name and the types they accept.
//!
//! [`uniform_op!`] declares such an op from a [`UniformSpec`]: the format
//! ([`Format`]), the number of operands and the [`TypeConstraint`]s of
//! operands and result. Parsing, printing and verification (counts, ODS type
//! constraints, the format's type relation) come from here, with MLIR's
//! syntax and diagnostics.
//!
//! ```ignore
//! uniform_op! {
//!     /// `spirv.IAdd %a, %b : T`: integer addition.
//!     pub IAddOp = "spirv.IAdd", "Integer addition of Operand 1 and Operand 2",
//!         Traits::PURE.union(Traits::COMMUTATIVE),
//!         UniformSpec::same_type(2, &INTEGER_OR_VECTOR);
//! }
//! ```

use shader_mlir::Context;
use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{ParseFn, PrintFn};
use shader_mlir::ir::{Ir, OpId, OperationState, Type, TypeKind};

use super::asm::printed_attrs;
use super::verify as check;
use crate::types::constraints::TypeConstraint;

/// The custom syntax of a uniform op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `%a, %b attr-dict : T`: operands and result share `T` (MLIR's
    /// `SameOperandsAndResultType` ops, `operands attr-dict : type($result)`).
    SameType,
    /// `%a, %b attr-dict : T`: operands share `T`; the result is its `i1`
    /// equivalent (`i1` or `vector<N x i1>`), as comparisons.
    BoolResult,
    /// `%a attr-dict : T to U`: a conversion.
    Conversion,
    /// `attr-dict : T`: no operands (`spirv.Undef`).
    ResultOnly,
}

impl Format {
    /// The parse hook of this format.
    pub const fn parse_fn(self) -> ParseFn {
        match self {
            Format::SameType => parse_same_type,
            Format::BoolResult => parse_bool_result,
            Format::Conversion => parse_conversion,
            Format::ResultOnly => parse_result_type_only,
        }
    }

    /// The print hook of this format.
    pub const fn print_fn(self) -> PrintFn {
        match self {
            Format::SameType | Format::BoolResult => print_same_operand_type,
            Format::Conversion => print_conversion,
            Format::ResultOnly => print_result_type_only,
        }
    }
}

/// What a uniform op accepts.
#[derive(Clone, Copy, Debug)]
pub struct UniformSpec {
    pub format: Format,
    pub operands: usize,
    pub operand: &'static TypeConstraint,
    pub result: &'static TypeConstraint,
}

impl UniformSpec {
    /// `operands` operands and the result, all of one type allowed by `constraint`.
    pub const fn same_type(operands: usize, constraint: &'static TypeConstraint) -> Self {
        UniformSpec {
            format: Format::SameType,
            operands,
            operand: constraint,
            result: constraint,
        }
    }

    /// A comparison: operands of one type allowed by `operand`, an `i1`-shaped result.
    pub const fn bool_result(
        operands: usize,
        operand: &'static TypeConstraint,
        result: &'static TypeConstraint,
    ) -> Self {
        UniformSpec {
            format: Format::BoolResult,
            operands,
            operand,
            result,
        }
    }

    /// A conversion from `operand` to `result`, keeping the shape.
    pub const fn conversion(
        operand: &'static TypeConstraint,
        result: &'static TypeConstraint,
    ) -> Self {
        UniformSpec {
            format: Format::Conversion,
            operands: 1,
            operand,
            result,
        }
    }

    /// No operands, a result allowed by `result`.
    pub const fn result_only(result: &'static TypeConstraint) -> Self {
        UniformSpec {
            format: Format::ResultOnly,
            operands: 0,
            operand: result,
            result,
        }
    }

    /// Counts, ODS type constraints and the format's type relation.
    pub fn verify(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        check::counts(ir, op, self.operands, 1)?;
        for index in 0..self.operands {
            check::operand(ir, op, index, self.operand)?;
        }
        check::result(ir, op, 0, self.result)?;
        let ctx = ir.ctx();
        let result = ir.value_type(ir.result(op, 0));
        let first = ir.operand_types(op).next();
        match self.format {
            Format::SameType => {
                if ir.operand_types(op).any(|t| t != result) {
                    return Err(
                        ir.op_error(op, "requires the same type for all operands and results")
                    );
                }
            }
            Format::BoolResult => {
                if ir.operand_types(op).any(|t| Some(t) != first) {
                    return Err(ir.op_error(op, "requires all operands to have the same type"));
                }
                if first.is_some_and(|t| bool_equivalent(ctx, t) != result) {
                    return Err(ir.op_error(
                        op,
                        "failed to verify that type of result to correspond to the `i1` equivalent of the operand",
                    ));
                }
            }
            Format::Conversion => {
                if first.is_some_and(|t| shape(ctx, t) != shape(ctx, result)) {
                    return Err(
                        ir.op_error(op, "requires the same shape for all operands and results")
                    );
                }
            }
            Format::ResultOnly => {}
        }
        Ok(())
    }
}

/// `i1` for a scalar, `vector<N x i1>` for a vector.
fn bool_equivalent(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => ctx.vector_type(shape, ctx.common().i1),
        _ => ctx.common().i1,
    }
}

fn shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Declares a uniform op: a unit struct with `NAME` and `DEF` whose parser,
/// printer and verifier come from a [`UniformSpec`].
#[macro_export]
macro_rules! uniform_op {
    ($(#[$doc:meta])* $vis:vis $ty:ident = $name:literal, $summary:literal, $traits:expr, $spec:expr;) => {
        $(#[$doc])*
        $vis struct $ty;

        impl $ty {
            pub const NAME: &'static str = $name;
            pub const SPEC: $crate::ops::uniform::UniformSpec = $spec;
            pub const DEF: ::shader_mlir::dialect::OpDef = ::shader_mlir::dialect::OpDef::new(Self::NAME)
                .summary($summary)
                .traits($traits)
                .verify(|ir, op| Self::SPEC.verify(ir, op))
                .asm(Self::SPEC.format.parse_fn(), Self::SPEC.format.print_fn());
        }
    };
}

fn parse_same_type(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    p.resolve_operands_same_type(&operands, ty, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

fn parse_bool_result(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    p.resolve_operands_same_type(&operands, ty, &mut state.operands)?;
    state.result_types.push(bool_equivalent(p.ctx(), ty));
    Ok(())
}

/// ` %a, %b {attrs} : T` with `T` the first operand's type.
fn print_same_operand_type(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(ty) = ir
        .operand_types(op)
        .next()
        .or_else(|| ir.result_types(op).next())
    else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : ");
    p.print_type(ty);
}

fn parse_conversion(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    state.operands.push(p.resolve_operand(&operand, from)?);
    state.result_types.push(to);
    Ok(())
}

fn print_conversion(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        return p.print_generic_op(op, false);
    }
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" to ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

/// `attr-dict : T` (no operands, one result).
pub fn parse_result_type_only(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    state.result_types.push(ty);
    Ok(())
}

pub fn print_result_type_only(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_results(op) != 1 {
        return p.print_generic_op(op, false);
    }
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}
