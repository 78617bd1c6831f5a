//! `spirv.module`: a SPIR-V module.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, RegionId};
use shader_mlir::ods::constraint::ANY_REGION;
use shader_mlir::ods::property::SymbolNameAttr;
use shader_mlir::op;
use spirv::{AddressingModel, MemoryModel};

use super::super::asm::symbol_ref_name;
use super::super::encoding::Encoding;
use super::super::properties::{AddressingModelAttr, MemoryModelAttr, VceAttr};
use super::super::verify::lookup_nearest_symbol;
use super::{EntryPointOp, FuncOp, GlobalVariableOp};
use crate::ops::table::operands_op;
use crate::support::attr_str;
use crate::target_env::Vce;

operands_op!(
    /// The top-level op that defines a SPIR-V module
    ///
    /// `spirv.module @name? AddressingModel MemoryModel (requires #spirv.vce<...>)?
    /// (attributes {...})? { ... }`.
    ModuleOp = "spirv.module",
    [traits = [IsolatedFromAbove, SymbolTable, Symbol, NoTerminator, SingleBlock],
        ext = Encoding::Structural, verify = verify_module, verify_regions = verify_module_regions],
    ["($sym_name^)? $addressing_model $memory_model (`requires` $vce_triple^)? attr-dict-with-keyword $body"],
    (prop addressing_model: AddressingModelAttr = AddressingModel,
        prop memory_model: MemoryModelAttr = MemoryModel, prop vce_triple: VceAttr = Option<&Vce>,
        prop sym_name: SymbolNameAttr = Option<&str>, region body: ANY_REGION));

/// A symbol table holds one block.
fn verify_module(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.region_blocks(ModuleOp(op).body(ir)).len() != 1 {
        return Err(ir.op_error(
            op,
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    Ok(())
}

/// Whether `op` belongs to the dialect.
fn is_spirv_op(ir: &Ir, op: OpId) -> bool {
    // The name's prefix up to the first `.` (a byte comparison: the module
    // verifier asks it of every op inside).
    let (name, dialect) = (
        ir.op_name_str(op).as_bytes(),
        crate::DIALECT.name.as_bytes(),
    );
    name.len() > dialect.len() && name[dialect.len()] == b'.' && name.starts_with(dialect)
}

fn array_elements(ir: &Ir, attr: Option<Attribute>) -> &[Attribute] {
    match attr.map(|a| ir.ctx().attr_kind(a)) {
        Some(shader_mlir::ir::AttrKind::Array(elements)) => elements,
        _ => &[],
    }
}

/// `ModuleOp::verifyRegions`: only ops of the dialect inside, entry points
/// name a function of the module and its global variables once per
/// execution model, functions are defined unless imported.
fn verify_module_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(&block) = ir.region_blocks(ModuleOp(op).body(ir)).first() else {
        return Ok(());
    };
    let module = ModuleOp::NAME;
    let mut entry_points: Vec<(OpId, u32)> = Vec::new();
    for inner in ir.block_ops(block) {
        if !is_spirv_op(ir, inner) {
            let message = format!("'{module}' can only contain spirv.* ops");
            return Err(ir.error_at(ir.op_loc(inner), message));
        }
        if let Some(entry) = EntryPointOp::cast(ir, inner) {
            let Some(fn_name) = entry
                .function_attr(ir)
                .and_then(|a| symbol_ref_name(ctx, a))
            else {
                continue;
            };
            let func = lookup_nearest_symbol(ir, op, fn_name).filter(|&f| FuncOp::isa(ir, f));
            let Some(func) = func else {
                let message = format!("function '{}' not found in '{module}'", ctx.str(fn_name));
                return Err(ir.error_at(ir.op_loc(inner), message));
            };
            for &var in array_elements(ir, entry.interface_attr(ir)) {
                let Some(var_name) = symbol_ref_name(ctx, var) else {
                    let message = format!(
                        "expected symbol reference for interface specification instead of '{}",
                        attr_str(ctx, var)
                    );
                    return Err(ir.error_at(ir.op_loc(inner), message));
                };
                let found = lookup_nearest_symbol(ir, op, var_name);
                if !found.is_some_and(|v| GlobalVariableOp::isa(ir, v)) {
                    let message = format!(
                        "expected {} symbol reference instead of'{}'",
                        GlobalVariableOp::NAME,
                        attr_str(ctx, var)
                    );
                    return Err(ir.error_at(ir.op_loc(inner), message));
                }
            }
            let model = entry
                .execution_model_attr(ir)
                .and_then(|a| crate::attributes::EnumAttr::of(ctx, a))
                .map_or(u32::MAX, |e| e.value);
            if entry_points.contains(&(func, model)) {
                return Err(ir.error_at(ir.op_loc(inner), "duplicate of a previous EntryPointOp"));
            }
            entry_points.push((func, model));
        } else if let Some(func) = FuncOp::cast(ir, inner) {
            let external = ir.region_is_empty(func.body(ir));
            let imported = func.linkage_type(ir) == Some(spirv::LinkageType::Import);
            if external && !imported {
                let message = format!(
                    "'{module}' cannot contain external functions without 'Import' linkage_attributes \
                     (LinkageAttributes)"
                );
                return Err(ir.error_at(ir.op_loc(inner), message));
            }
            for &b in ir.region_blocks(func.body(ir)) {
                for o in ir.block_ops(b) {
                    if !is_spirv_op(ir, o) {
                        let message =
                            format!("functions in '{module}' can only contain spirv.* ops");
                        return Err(ir.error_at(ir.op_loc(o), message));
                    }
                }
            }
        }
    }
    Ok(())
}
