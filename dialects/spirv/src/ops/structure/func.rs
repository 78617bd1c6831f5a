//! `spirv.func`: a function, defined or (with `Import` linkage) declared,
//! with the function signature syntax the core shares with `func.func`.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, OperationState, RegionId, Type};
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::{FunctionTypeAttr, SymbolNameAttr};
use shader_mlir::op;
use spirv::{FunctionControl, Op};

use super::super::asm::{parse_enum_string_attr, print_enum_string};
use super::super::control_flow::{ReturnOp, ReturnValueOp};
use super::super::encoding::Encoding;
use super::super::function_like::{
    function_like_printable, parse_function_like, print_function_like, signature_of,
    verify_entry_block, verify_function_attrs,
};
use super::super::properties::{DictArrayAttr, FunctionControlAttr, LinkageAttributesAttr};
use super::super::verify::in_module_scope;
use crate::attributes::{EnumAttr, EnumKind, LinkageAttributes};
use crate::ops::table::operands_op;
use crate::support::type_str;

operands_op!(
    /// Declare or define a function
    ///
    /// `spirv.func @name(%arg: T, ...) -> R "Control" (attributes {...})? { ... }`.
    FuncOp = "spirv.func",
    [traits = [IsolatedFromAbove, Symbol, Pred("op must appear in a module-like op's block", in_module_scope)],
        ext = Encoding::Core(Op::Function), verify = verify_func, parse = parse_func,
        print = print_func, custom_printable = func_printable],
    [],
    (prop function_type: FunctionTypeAttr = Type,
        prop arg_attrs: DictArrayAttr = Option<&[Attribute]>,
        prop res_attrs: DictArrayAttr = Option<&[Attribute]>, prop sym_name: SymbolNameAttr = &str,
        prop function_control: FunctionControlAttr = FunctionControl,
        prop linkage_attributes: LinkageAttributesAttr = Option<&LinkageAttributes>,
        region body: ANY_REGION));

impl FuncOp {
    /// The function's type as `(inputs, results)`.
    pub fn signature(self, ir: &Ir) -> Option<(&[Type], &[Type])> {
        signature_of(ir.ctx(), self.function_type_attr(ir))
    }

    /// The linkage type of `linkage_attributes`, if any.
    pub fn linkage_type(self, ir: &Ir) -> Option<spirv::LinkageType> {
        self.linkage_attributes(ir).map(|l| l.linkage_type)
    }

    /// Whether the function has no body (a declaration).
    pub fn is_declaration(self, ir: &Ir) -> bool {
        ir.regions(self.0)
            .first()
            .is_none_or(|&r| ir.region_is_empty(r))
    }
}

fn parse_func(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_function_like(p, state, |p, state| {
        parse_enum_string_attr(p, state, "function_control", EnumKind::FunctionControl)?;
        Ok(())
    })
}

fn func_printable(ir: &Ir, op: OpId) -> bool {
    let controlled = FuncOp(op)
        .function_control_attr(ir)
        .is_some_and(|a| EnumAttr::value::<FunctionControl>(ir.ctx(), a).is_some());
    controlled && function_like_printable(ir, op)
}

fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let control = FuncOp(op).function_control(p.ir()).bits();
    print_function_like(
        p,
        op,
        |p| {
            p.write_char(' ');
            print_enum_string(p, EnumKind::FunctionControl, control);
        },
        &["function_control"],
    );
}

/// MLIR's `FuncOp::verifyType` and `verifyBody`.
fn verify_func(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let func = FuncOp(op);
    let Some((inputs, results)) = func.signature(ir) else {
        return Ok(());
    };
    // The function interface's verifier runs `verifyType` first, then
    // checks the argument and result attributes.
    if results.len() > 1 {
        return Err(ir.op_error(op, "cannot have more than one result"));
    }
    verify_physical_pointer_arguments(ir, op, inputs)?;
    verify_function_attrs(ir, op, inputs, results)?;
    verify_entry_block(ir, op, inputs, "function")?;
    verify_func_returns(ir, op, results)
}

/// `FuncOp::verifyType`'s rule of `SPV_KHR_physical_storage_buffer`
/// (<https://github.khronos.org/SPIRV-Registry/extensions/KHR/SPV_KHR_physical_storage_buffer.html>):
/// a parameter that is a `PhysicalStorageBuffer` pointer (or a pointer to an
/// array of them) is decorated `Aliased` or `Restrict`; one that points to
/// such a pointer, `AliasedPointer` or `RestrictPointer`. The decoration is
/// the first `spirv.decoration` of the argument's attributes, as upstream
/// reads it.
fn verify_physical_pointer_arguments(ir: &Ir, op: OpId, inputs: &[Type]) -> Result<(), Diagnostic> {
    use crate::types::SpirvType;
    use spirv::{Decoration, StorageClass};
    let ctx = ir.ctx();
    let arg_attrs = match ir.prop(op, "arg_attrs").map(|a| ctx.attr_kind(a)) {
        Some(shader_mlir::ir::AttrKind::Array(all)) => all.to_vec(),
        _ => Vec::new(),
    };
    let decoration = |index: usize| -> Option<u32> {
        let dict = *arg_attrs.get(index)?;
        let entry = ctx
            .dictionary_entries(dict)
            .iter()
            .find(|e| ctx.str(e.name) == "spirv.decoration")?;
        EnumAttr::of(ctx, entry.value)
            .filter(|e| e.kind == EnumKind::Decoration)
            .map(|e| e.value)
    };
    let physical = |ty: Type| {
        matches!(SpirvType::of(ctx, ty), Some(SpirvType::Pointer(p))
            if p.storage_class == StorageClass::PhysicalStorageBuffer)
    };
    for (index, &ty) in inputs.iter().enumerate() {
        let Some(SpirvType::Pointer(pointer)) = SpirvType::of(ctx, ty) else {
            continue;
        };
        let decorated = |a: Decoration, b: Decoration| {
            decoration(index).is_some_and(|d| d == a as u32 || d == b as u32)
        };
        if matches!(
            SpirvType::of(ctx, pointer.pointee),
            Some(SpirvType::Pointer(_))
        ) {
            if physical(pointer.pointee)
                && !decorated(Decoration::AliasedPointer, Decoration::RestrictPointer)
            {
                return Err(ir.op_error(
                    op,
                    "with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'",
                ));
            }
            continue;
        }
        let holds_physical = match SpirvType::of(ctx, pointer.pointee) {
            Some(SpirvType::Array(array)) => physical(array.element),
            _ => physical(ty),
        };
        if holds_physical && !decorated(Decoration::Aliased, Decoration::Restrict) {
            return Err(ir.op_error(
                op,
                "with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'",
            ));
        }
    }
    Ok(())
}

/// `FuncOp::verifyBody`: every return in the body matches the signature.
fn verify_func_returns(ir: &Ir, op: OpId, results: &[Type]) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let mut error = None;
    ir.walk(op, |o| {
        if error.is_some() {
            return;
        }
        if ReturnOp::isa(ir, o) && !results.is_empty() {
            error = Some(ir.op_error(o, "cannot be used in functions returning value"));
        } else if let Some(ret) = ReturnValueOp::cast(ir, o) {
            if results.len() != 1 {
                let message = format!(
                    "returns 1 value but enclosing function requires {} results",
                    results.len()
                );
                error = Some(ir.op_error(o, message));
            } else if ir.num_operands(o) == 1 {
                let ty = ir.value_type(ret.value(ir));
                if ty != results[0] {
                    let message = format!(
                        " return value's type ('{}') mismatch with function's result type ('{}')",
                        type_str(ctx, ty),
                        type_str(ctx, results[0])
                    );
                    error = Some(ir.op_error(o, message));
                }
            }
        }
    });
    error.map_or(Ok(()), Err)
}
