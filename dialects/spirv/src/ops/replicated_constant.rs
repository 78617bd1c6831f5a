//! Replicated composite constants of `SPV_EXT_replicated_composites`:
//! `spirv.EXT.ConstantCompositeReplicate` (a composite constant every
//! element of which is one value) and `spirv.EXT.SpecConstantCompositeReplicate`
//! (the same of a specialization constant).
//!
//! Mirrors MLIR 22's definitions in `SPIRVStructureOps.td` and their
//! verifiers (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#structure-ops>):
//! `%c = spirv.EXT.ConstantCompositeReplicate [2 : i32] : vector<3xi32>`,
//! `spirv.EXT.SpecConstantCompositeReplicate @s (@sc) : vector<4xi32>`. The
//! replicated value is the composite's element, or (for nested composites)
//! an element of an element: `[3 : i32]` fills an
//! `!spirv.array<2 x !spirv.array<3 x i32>>`. Like `spirv.Constant`, the
//! constant is written where it is used (nested levels as nested
//! `OpConstantCompositeReplicateEXT`s).

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, OperationState, Type, Value};
use shader_mlir::ods::property::{AnyAttr, FlatSymbolRefAttr, SymbolNameAttr, TypeAttr};
use shader_mlir::op;
use spirv::Op;

use super::asm::{
    parse_constituents_and_type, parse_sym_name, print_constituents_and_type, print_sym_name,
};
use super::encoding::{Encoding, OpEncoding};
use super::family_availability::EXT_REPLICATED_COMPOSITES;
use super::structure::SpecConstantOp;
use super::verify::{in_module_scope, lookup_symbol_ref, symbol_name};
use crate::ops::table::op_table;
use crate::ops::verify::verify_checks;
use crate::support::quoted;
use crate::types::constraints::COMPOSITE;
use crate::types::{ArrayType, composite_element_type, is_composite};

op_table! { operands_op;
    /// Declare a new replicated composite constant op.
    op EXTConstantCompositeReplicateOp = "spirv.EXT.ConstantCompositeReplicate" (
        [traits = [Pure],
            ext = OpEncoding::available_as(Encoding::Core(Op::ConstantCompositeReplicateEXT), EXT_REPLICATED_COMPOSITES),
            verify = verify_constant],
        ["` ` `[` $value `]` `:` type($replicated_constant) attr-dict"],
        (prop value: AnyAttr = Attribute) -> replicated_constant: COMPOSITE);
    /// Declare a new replicated composite specialization constant op.
    op EXTSpecConstantCompositeReplicateOp = "spirv.EXT.SpecConstantCompositeReplicate" (
        [traits = [Symbol, Pred("op must appear in a module-like op's block", in_module_scope)],
            ext = OpEncoding::available_as(Encoding::Core(Op::SpecConstantCompositeReplicateEXT), EXT_REPLICATED_COMPOSITES),
            verify = verify_spec_constant, parse = parse_spec_constant, print = print_spec_constant,
            custom_printable = spec_constant_printable],
        [],
        (prop ty: TypeAttr [name = "type"] = Type, prop sym_name: SymbolNameAttr = &str,
            prop constituent: FlatSymbolRefAttr = &str));
}

/// The type of a replicated value: a typed attribute's type (`none` for a
/// string), or for an array `!spirv.array<N x T>` of its first element's
/// type. `None` for anything else (MLIR's "unknown value attribute type").
pub fn replicated_value_type(ctx: &Context, value: Attribute) -> Option<Type> {
    match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => Some(ty.unwrap_or(ctx.common().none)),
        AttrKind::Bool(_) => Some(ctx.common().i1),
        AttrKind::Array(elements) => {
            let element = replicated_value_type(ctx, *elements.first()?)?;
            let count = u32::try_from(elements.len()).ok()?;
            Some(ArrayType::get(ctx, element, count, 0))
        }
        _ => None,
    }
}

/// The types a replicated value may have for a composite of type `ty`: its
/// element type, that element's element type, and so on.
pub fn replicable_types(ctx: &Context, ty: Type) -> Vec<Type> {
    let mut types = Vec::new();
    let mut current = ty;
    while is_composite(ctx, current) {
        let Some(element) = composite_element_type(ctx, current, 0) else {
            break;
        };
        types.push(element);
        current = element;
    }
    types
}

/// MLIR's `EXTConstantCompositeReplicateOp::verify` (diagnostics without
/// the op prefix, as upstream's).
fn verify_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let loc = ir.op_loc(op);
    let constant = EXTConstantCompositeReplicateOp(op);
    let Some(value_type) = replicated_value_type(ctx, constant.value(ir)) else {
        return Err(ir.error_at(loc, "unknown value attribute type"));
    };
    let ty = ir.value_type(constant.replicated_constant(ir));
    let possible = replicable_types(ctx, ty);
    if possible.is_empty() {
        return Err(ir.error_at(loc, "result type is not a composite type"));
    }
    if !possible.contains(&value_type) {
        let expected: Vec<String> = possible.iter().map(|&t| quoted(ctx, t)).collect();
        let message = format!(
            "expected value attribute type {}, but got: {}",
            expected.join(" or "),
            quoted(ctx, value_type)
        );
        return Err(ir.error_at(loc, message));
    }
    Ok(())
}

/// MLIR's `EXTSpecConstantCompositeReplicateOp::verify`.
fn verify_spec_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let loc = ir.op_loc(op);
    let replicate = EXTSpecConstantCompositeReplicateOp(op);
    let ty = replicate.ty(ir);
    let Some(element) = is_composite(ctx, ty)
        .then(|| composite_element_type(ctx, ty, 0))
        .flatten()
    else {
        let message = format!(
            "result type must be a composite type, but provided {}",
            quoted(ctx, ty)
        );
        return Err(ir.error_at(loc, message));
    };
    let Some(constituent) = replicate
        .constituent_attr(ir)
        .and_then(|attr| lookup_symbol_ref(ir, op, attr))
    else {
        return Err(ir.error_at(
            loc,
            "splat spec constant reference defining constituent not found",
        ));
    };
    let Some(spec) = SpecConstantOp::cast(ir, constituent) else {
        return Err(ir.error_at(loc, "constituent is not a spec constant"));
    };
    let provided = replicated_value_type(ctx, spec.default_value(ir)).unwrap_or(ctx.common().none);
    verify_checks!(|message: String| ir.error_at(loc, message);
        provided == element => format!("constituent has incorrect type: expected {}, but provided {}", quoted(ctx, element), quoted(ctx, provided)),
    )
}

/// `@name (@constituent) : type`.
fn parse_spec_constant(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_sym_name(p, state)?;
    parse_constituents_and_type(p, state, true)
}

fn spec_constant_printable(ir: &Ir, op: OpId) -> bool {
    let replicate = EXTSpecConstantCompositeReplicateOp(op);
    let ctx = ir.ctx();
    symbol_name(ir, op).is_some()
        && replicate
            .ty_attr(ir)
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Type(_)))
        && replicate.constituent_attr(ir).is_some()
}

fn print_spec_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let replicate = EXTSpecConstantCompositeReplicateOp(op);
    print_sym_name(p, op);
    print_constituents_and_type(p, replicate.constituent_attr(ir), replicate.ty(ir));
}
