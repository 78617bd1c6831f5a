//! The `spirv.module` around a lowered kernel: created before the conversion
//! with the module's functions moved into it and a `spirv.GlobalVariable`
//! per resource, counter, heap and built-in; given its `spirv.EntryPoint` and
//! `spirv.ExecutionMode "LocalSize"` ops after it (docs/lowering-hlsl-to-spirv.md, "Entry
//! points").
//!
//! An entry point's interface lists the global variables its static call
//! tree references: from SPIR-V 1.4 on all of them, before only the `Input`
//! and `Output` ones, as the SPIR-V specification's `OpEntryPoint` requires.

use dialect_func::FuncOp;
use dialect_hlsl::entry_point::{NUMTHREADS_ATTR, SHADER_ATTR};
use dialect_spirv::attributes::SpirvAttr;
use dialect_spirv::availability::{GrammarEnum, Version};
use dialect_spirv::ops::control_flow::FunctionCallOp;
use dialect_spirv::ops::structure::{
    AddressOfOp, EntryPointOp, ExecutionModeOp, FuncOp as SpirvFuncOp, GlobalVariableOp, ModuleOp,
};
use dialect_spirv::target_env::Vce;
use dialect_spirv::types::PointerType;
use rustc_hash::{FxHashMap, FxHashSet};
use shader_mlir::ir::{Attribute, BlockId, InsertPoint, Ir, OpId};
use shader_mlir::rewrite::IrBuilder;
use spirv::{AddressingModel, ExecutionMode, ExecutionModel, MemoryModel, StorageClass};

use crate::resources::{EntryPoint, Global, ResourceTable};

/// The body of `op`'s first region (`builtin.module`, `spirv.module`,
/// `func.func`).
pub(crate) fn body(ir: &Ir, module: OpId) -> Option<BlockId> {
    ir.regions(module).first().and_then(|&r| ir.entry_block(r))
}

/// A builder that inserts at the start of `block`.
pub(crate) fn builder_at_start(ir: &mut Ir, block: BlockId) -> IrBuilder<'_> {
    let before = ir.first_op(block);
    IrBuilder::new(ir, Some(InsertPoint { block, before }))
}

/// Creates `spirv.module Logical GLSL450` at the end of `module`'s body, moves
/// every `func.func` of `module` into it (without its entry-point marks) and
/// declares `table`'s globals at its start. Returns the new module.
pub fn create_module(ir: &mut Ir, module: OpId, table: &ResourceTable) -> Option<OpId> {
    let body = body(ir, module)?;
    let loc = ir.op_loc(module);
    let spirv_module = {
        let mut b = IrBuilder::new(ir, Some(InsertPoint::at_end(body)));
        let (addressing, memory) = (AddressingModel::Logical, MemoryModel::GLSL450);
        ModuleOp::build(&mut b, loc, addressing, memory, None, None)
    };
    let region = spirv_module.body(ir);
    let block = ir.create_block(&[]);
    ir.push_block(region, block);
    let functions: Vec<OpId> = ir
        .block_ops(body)
        .filter(|&op| FuncOp::isa(ir, op))
        .collect();
    for &function in &functions {
        rewrite_stage_entry(ir, function, table);
    }
    for function in functions {
        ir.move_op(function, InsertPoint::at_end(block));
        // The entry-point marks become `spirv.EntryPoint` / `ExecutionMode`
        // ops (recorded in `table`); the function conversion would carry them
        // over otherwise.
        for mark in [SHADER_ATTR, NUMTHREADS_ATTR] {
            ir.remove_attr(function, mark);
        }
    }
    let mut b = builder_at_start(ir, block);
    for global in &table.globals {
        declare(&mut b, loc, global, &table.globals);
    }
    Some(spirv_module.op())
}

/// Gives a vertex or pixel entry point of `table` its stage variables
/// ([`crate::stage_io::rewrite_entry`]).
fn rewrite_stage_entry(ir: &mut Ir, function: OpId, table: &ResourceTable) {
    let Some(name) = dialect_func::FuncOp::cast(ir, function).map(|f| f.sym_name(ir).to_owned())
    else {
        return;
    };
    let Some(entry) = table
        .entry_points
        .iter()
        .find(|e| e.name == name && e.model != ExecutionModel::GLCompute)
    else {
        return;
    };
    let variables = |indices: &[usize]| -> Vec<(String, shader_mlir::ir::Type)> {
        indices
            .iter()
            .map(|&i| (table.globals[i].symbol.clone(), table.globals[i].ty))
            .collect()
    };
    let (inputs, outputs) = (variables(&entry.inputs), variables(&entry.outputs));
    crate::stage_io::rewrite_entry(ir, function, &inputs, &outputs, entry.interlock);
}

fn declare(b: &mut IrBuilder<'_>, loc: Attribute, global: &Global, globals: &[Global]) {
    let (descriptor_set, binding) = match global.binding {
        Some((set, binding)) => (Some(set as i32), Some(binding as i32)),
        None => (None, None),
    };
    let variable = GlobalVariableOp::build(
        b,
        loc,
        global.ty,
        &global.symbol,
        None,
        None,
        binding,
        descriptor_set,
        global.built_in.map(|b| b.mlir_name()),
        None,
    );
    let ctx = b.ir.ctx_arc().clone();
    if let Some(counter) = global.counter_buffer {
        let symbol = ctx.symbol_ref_attr(&globals[counter].symbol);
        b.ir.set_attr(variable.op(), GlobalVariableOp::COUNTER_BUFFER, symbol);
    }
    if global.coherent {
        b.ir.set_attr(variable.op(), "coherent", ctx.unit_attr());
    }
    if let Some(location) = global.location {
        b.ir.set_attr(variable.op(), "location", ctx.i32_attr(location as i32));
    }
    if global.flat {
        b.ir.set_attr(variable.op(), "flat", ctx.unit_attr());
    }
}

/// Adds `spirv.EntryPoint "GLCompute"` and `spirv.ExecutionMode "LocalSize"`
/// for each entry point of `table` at the end of `spirv_module`, with the
/// interface SPIR-V `version` requires (and `MaximallyReconvergesKHR` when
/// `maximal_reconvergence`).
pub fn add_entry_points(
    ir: &mut Ir,
    spirv_module: OpId,
    table: &ResourceTable,
    version: Version,
    maximal_reconvergence: bool,
) {
    let Some(block) = body(ir, spirv_module) else {
        return;
    };
    let references = references(ir, block);
    let ctx = ir.ctx_arc().clone();
    let storage: FxHashMap<&str, Option<StorageClass>> = table
        .globals
        .iter()
        .map(|g| {
            (
                g.symbol.as_str(),
                PointerType::of(&ctx, g.ty).map(|p| p.storage_class),
            )
        })
        .collect();
    let loc = ir.op_loc(spirv_module);
    for entry in &table.entry_points {
        let mut interface: Vec<String> = reachable_globals(&references, &entry.name)
            .into_iter()
            .filter(|name| match storage.get(name.as_str()) {
                Some(Some(class)) => {
                    version >= Version::V1_4
                        || matches!(class, StorageClass::Input | StorageClass::Output)
                }
                _ => false,
            })
            .collect();
        // Declaration order, as the globals appear in the module.
        let order: FxHashMap<&str, usize> = table
            .globals
            .iter()
            .enumerate()
            .map(|(i, g)| (g.symbol.as_str(), i))
            .collect();
        interface.sort_by_key(|name| order.get(name.as_str()).copied().unwrap_or(usize::MAX));
        let symbols: Vec<Attribute> = interface
            .iter()
            .map(|name| ctx.symbol_ref_attr(name))
            .collect();
        let mut b = IrBuilder::new(ir, Some(InsertPoint::at_end(block)));
        EntryPointOp::build(&mut b, loc, entry.model, &entry.name, &symbols);
        for (mode, values) in execution_modes(entry, maximal_reconvergence) {
            let values: Vec<i32> = values.iter().map(|&n| n as i32).collect();
            ExecutionModeOp::build(&mut b, loc, &entry.name, mode, &values);
        }
    }
}

/// The execution modes of `entry`: `LocalSize` of a compute entry point,
/// `OriginUpperLeft` (and `DepthReplacing` when it writes `SV_Depth`) of a
/// fragment one; `MaximallyReconvergesKHR` of any when
/// `maximal_reconvergence`.
fn execution_modes(
    entry: &EntryPoint,
    maximal_reconvergence: bool,
) -> Vec<(ExecutionMode, Vec<u32>)> {
    let mut modes = Vec::new();
    if let Some(numthreads) = entry.numthreads {
        modes.push((ExecutionMode::LocalSize, numthreads.to_vec()));
    }
    if entry.model == ExecutionModel::Fragment {
        modes.push((ExecutionMode::OriginUpperLeft, Vec::new()));
        if entry.depth_replacing {
            modes.push((ExecutionMode::DepthReplacing, Vec::new()));
        }
        if entry.interlock {
            modes.push((ExecutionMode::PixelInterlockOrderedEXT, Vec::new()));
        }
    }
    if maximal_reconvergence {
        modes.push((ExecutionMode::MaximallyReconvergesKHR, Vec::new()));
    }
    modes
}

/// Per function of the module: the globals it takes the address of and the
/// functions it calls.
#[derive(Default)]
struct References {
    globals: FxHashMap<String, Vec<String>>,
    calls: FxHashMap<String, Vec<String>>,
}

fn references(ir: &Ir, block: shader_mlir::ir::BlockId) -> References {
    let mut refs = References::default();
    for function in ir
        .block_ops(block)
        .filter_map(|op| SpirvFuncOp::cast(ir, op))
    {
        let name = function.sym_name(ir).to_owned();
        let (mut globals, mut calls) = (Vec::new(), Vec::new());
        ir.walk(function.op(), |op| {
            if let Some(address) = AddressOfOp::cast(ir, op) {
                globals.push(address.variable(ir).to_owned());
            } else if let Some(call) = FunctionCallOp::cast(ir, op) {
                calls.push(call.callee(ir).to_owned());
            }
        });
        refs.globals.insert(name.clone(), globals);
        refs.calls.insert(name, calls);
    }
    refs
}

/// The globals referenced by `entry` and every function it calls, directly
/// or not.
fn reachable_globals(refs: &References, entry: &str) -> Vec<String> {
    let mut seen: FxHashSet<&str> = FxHashSet::default();
    let mut stack = vec![entry];
    let mut out: Vec<String> = Vec::new();
    let mut listed: FxHashSet<&str> = FxHashSet::default();
    while let Some(function) = stack.pop() {
        if !seen.insert(function) {
            continue;
        }
        for global in refs.globals.get(function).into_iter().flatten() {
            if listed.insert(global.as_str()) {
                out.push(global.clone());
            }
        }
        stack.extend(
            refs.calls
                .get(function)
                .into_iter()
                .flatten()
                .map(String::as_str),
        );
    }
    out
}

/// Sets the module's `requires #spirv.vce<...>`.
pub fn set_vce(ir: &mut Ir, spirv_module: OpId, vce: Vce) {
    let attr = SpirvAttr::Vce(vce).intern(ir.ctx());
    ir.set_prop(spirv_module, "vce_triple", attr);
}
