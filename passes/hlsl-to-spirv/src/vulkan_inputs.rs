//! Push constants and specialization constants, as DXC maps HLSL's
//! `[[vk::push_constant]]` and `[[vk::constant_id(N)]]`
//! (https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst,
//! "Push constants" and "Specialization constants"; docs/lowering-hlsl-to-spirv.md):
//!
//! - the push-constant block is one `spirv.GlobalVariable` of type
//!   `!spirv.ptr<!spirv.struct<(...) [offsets], Block>, PushConstant>`, its
//!   members at the storage buffer layout's offsets; each
//!   `hlsl.push_constant.load` becomes `AccessChain` + `Load` of it. A shader
//!   has at most one (Vulkan's `VUID-StandaloneSpirv-OpEntryPoint-06674`).
//! - each specialization constant is a module-level
//!   `spirv.SpecConstant @name spec_id(N) = default`, and each
//!   `hlsl.spec_constant` a `spirv.mlir.referenceof` it.

use dialect_hlsl::ops::{PushConstantLoadOp, SpecConstantOp};
use dialect_spirv::ops::structure::{ReferenceOfOp, SpecConstantOp as SpirvSpecOp};
use dialect_spirv::types::PointerType;
use rustc_hash::FxHashMap;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, Type};
use shader_mlir::rewrite::{OpBuilder, OrFail, RewriteResult};
use spirv::StorageClass;

use crate::patterns::Matched;
use crate::patterns::buffer::{converted, load_through, member_path};
use crate::patterns::handles::address_of;
use crate::patterns::replaced;
use crate::resource_types::ResourceTypes;
use crate::resources::{Global, ResourceTable, SymbolNames};
use crate::settings::Settings;

/// A module-level specialization constant.
#[derive(Clone, Debug)]
pub struct SpecConstant {
    pub symbol: String,
    pub spec_id: u32,
    pub default: Attribute,
}

/// Adds the push-constant variable and the specialization constants the
/// module's `hlsl.push_constant.load` and `hlsl.spec_constant` ops read to
/// `table`; a diagnostic for a second push-constant block, a block without a
/// SPIR-V form, and one name given two specialization constants.
pub fn add(
    ir: &Ir,
    module: OpId,
    settings: &Settings,
    table: &mut ResourceTable,
) -> Result<(), Vec<Diagnostic>> {
    let mut loads = Vec::new();
    let mut specs = Vec::new();
    ir.walk(module, |op| {
        if PushConstantLoadOp::isa(ir, op) {
            loads.push(op);
        } else if SpecConstantOp::isa(ir, op) {
            specs.push(op);
        }
    });
    if loads.is_empty() && specs.is_empty() {
        return Ok(());
    }
    let ctx = ir.ctx();
    let mut reserved: Vec<String> = table.globals.iter().map(|g| g.symbol.clone()).collect();
    if let Some(body) = ir.regions(module).first().and_then(|&r| ir.entry_block(r)) {
        reserved.extend(
            ir.block_ops(body)
                .filter_map(|op| dialect_func::FuncOp::cast(ir, op))
                .map(|f| f.sym_name(ir).to_owned()),
        );
    }
    let mut names = SymbolNames::new(&reserved);
    let mut errors = Vec::new();
    // The push-constant block: the first load names it.
    let mut block: Option<(String, Type, usize, OpId)> = None;
    for op in loads {
        let load = PushConstantLoadOp(op);
        let (name, ty) = (load.name(ir).to_owned(), load.block(ir));
        match &block {
            Some((first, first_ty, global, _)) if *first == name && *first_ty == ty => {
                table.push_constants.insert(op, *global);
            }
            Some((first, first_ty, _, first_op)) => {
                let message = if *first == name {
                    format!(
                        "push-constant block '{name}' is read as '{}' and as '{}'",
                        type_to_string(ctx, *first_ty),
                        type_to_string(ctx, ty)
                    )
                } else {
                    format!(
                        "a shader has at most one push-constant block; '{name}' is a second one after '{first}'"
                    )
                };
                let mut diag = ir.op_error(op, message);
                diag.attach_note(
                    ctx.diag_location(ir.op_loc(*first_op)),
                    format!("push-constant block '{first}' is read here"),
                );
                errors.push(diag);
            }
            None => match ResourceTypes::new(ctx, settings).push_constant_block(ty) {
                Ok(pointee) => {
                    let pointer = PointerType::get(ctx, pointee, StorageClass::PushConstant);
                    let global = table.globals.len();
                    table
                        .globals
                        .push(Global::plain(names.unique(&name), pointer));
                    table.push_constants.insert(op, global);
                    block = Some((name, ty, global, op));
                }
                Err(error) => errors.push(ir.op_error(
                    op,
                    format!(
                        "push-constant block '{name}' of type '{}' cannot be lowered to SPIR-V: {}",
                        type_to_string(ctx, ty),
                        error.explain(&settings.env_name)
                    ),
                )),
            },
        }
    }
    let mut by_name: FxHashMap<String, (usize, OpId)> = FxHashMap::default();
    for op in specs {
        let spec = SpecConstantOp(op);
        let name = spec.name(ir).to_owned();
        let (id, default) = (spec.spec_id(ir) as u32, spec.default_value(ir));
        match by_name.get(&name) {
            Some(&(index, first_op)) => {
                let known = &table.spec_constants[index];
                if known.spec_id == id && known.default == default {
                    table.spec_constant_uses.insert(op, index);
                } else {
                    let mut diag = ir.op_error(
                        op,
                        format!("specialization constant '{name}' is declared twice, differently"),
                    );
                    diag.attach_note(
                        ctx.diag_location(ir.op_loc(first_op)),
                        "first declared here",
                    );
                    errors.push(diag);
                }
            }
            None => {
                let index = table.spec_constants.len();
                table.spec_constants.push(SpecConstant {
                    symbol: names.unique(&name),
                    spec_id: id,
                    default,
                });
                table.spec_constant_uses.insert(op, index);
                by_name.insert(name, (index, op));
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Declares `table`'s specialization constants at the start of
/// `spirv_module`.
pub fn declare_spec_constants(ir: &mut Ir, spirv_module: OpId, table: &ResourceTable) {
    let Some(block) = crate::assemble::body(ir, spirv_module) else {
        return;
    };
    let loc = ir.op_loc(spirv_module);
    let mut b = crate::assemble::builder_at_start(ir, block);
    for spec in &table.spec_constants {
        let op = SpirvSpecOp::build(&mut b, loc, &spec.symbol, spec.default).op();
        let id = b.ir.ctx().i32_attr(spec.spec_id as i32);
        b.ir.set_attr(op, "spec_id", id);
    }
}

/// `hlsl.push_constant.load`: `AccessChain` into the block and `Load`.
pub fn lower_push_constant_load(
    Matched(lowering, load, op, loc, _adaptor, rewriter): Matched<'_, '_, PushConstantLoadOp>,
) -> RewriteResult {
    let global = lowering.table.push_constants_of(op)?;
    let ir = rewriter.ir();
    let member = load.member(ir);
    let result = converted(lowering, rewriter, ir.value_type(load.result(ir)))?;
    let block = PointerType::of(rewriter.ctx(), global.ty)
        .or_fail("push-constant variable is not a pointer")?
        .pointee;
    let variable = address_of(rewriter, loc, global);
    let (indices, ty) = member_path(rewriter, loc, Vec::new(), block, &member)?;
    let value = load_through(rewriter, loc, variable, &indices, ty, result)?;
    replaced(rewriter, op, &[value])
}

/// `hlsl.spec_constant`: `spirv.mlir.referenceof` its constant.
pub fn lower_spec_constant<T>(
    Matched(lowering, _, op, loc, _adaptor, rewriter): Matched<'_, '_, T>,
) -> RewriteResult {
    let spec = lowering.table.spec_constant_of(op)?;
    let ir = rewriter.ir();
    let ty = converted(lowering, rewriter, ir.value_type(ir.result(op, 0)))?;
    let value = ReferenceOfOp::build(rewriter, loc, ty, &spec.symbol).reference(rewriter.ir());
    replaced(rewriter, op, &[value])
}
