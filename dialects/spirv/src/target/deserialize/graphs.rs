//! `spirv.ARM.GraphEntryPoint` and `spirv.ARM.Graph` ops from the graphs
//! section (`SPV_ARM_graph`), after the functions and in binary order.
//!
//! As MLIR's deserializer: a graph takes its entry point's name (else
//! `spirv_graph_<id>`), `entry_point` says whether it has one, its
//! `OpGraphInputARM`s are the entry block's arguments by index, and its
//! `OpGraphSetOutputARM`s become one `spirv.ARM.GraphOutputs` in index
//! order. Graph constants are materialized where they are used.

use shader_mlir::ir::{Type, Value};
use spirv::Op;

use super::reader::{DResult, Inst, error};
use super::{Def, Deserializer};
use crate::ops::graph::{GraphARMOp, GraphEntryPointARMOp, GraphOutputsARMOp};

impl Deserializer<'_> {
    /// Creates the ops of the graphs section: `items` are single
    /// `OpGraphEntryPointARM`s and whole graphs.
    pub(super) fn graphs(&mut self, items: &[Vec<Inst<'_>>]) -> DResult<()> {
        // Every graph's symbol first: entry points may precede their graphs.
        let mut entry_names = Vec::new();
        for item in items {
            let inst = &item[0];
            if inst.op == Some(Op::GraphEntryPointARM) {
                let mut r = inst.reader();
                let graph = r.word()?;
                entry_names.push((graph, r.string()?));
            }
        }
        for item in items {
            let inst = &item[0];
            if inst.op != Some(Op::GraphARM) {
                continue;
            }
            let mut r = inst.reader();
            let (ty, id) = (r.word()?, r.word()?);
            r.finish()?;
            let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
            if let Some((_, name)) = entry_names.iter().find(|(graph, _)| *graph == id) {
                self.names.insert(id, name.clone());
            }
            let symbol = self.symbol_for(id, "spirv_graph");
            self.define(id, Def::Function(symbol, ty))
                .map_err(|e| inst.error(e.message))?;
        }
        for item in items {
            match item[0].op {
                Some(Op::GraphEntryPointARM) => self.graph_entry_point(&item[0])?,
                _ => {
                    let is_entry_point = entry_names
                        .iter()
                        .any(|&(graph, _)| item[0].operands.get(1).is_some_and(|&id| id == graph));
                    self.graph(item, is_entry_point)?
                }
            }
        }
        Ok(())
    }

    fn graph_entry_point(&mut self, inst: &Inst<'_>) -> DResult<()> {
        let ctx = self.ctx;
        let mut r = inst.reader();
        let graph = r.word()?;
        let name = r.string()?;
        let Def::Function(symbol, _) = self.def(graph)? else {
            return Err(inst.error(format!(
                "graph entry point '{name}' names <id> {graph}, which is not a graph"
            )));
        };
        let mut interface = Vec::with_capacity(r.remaining());
        for &id in r.rest() {
            match self.def(id)? {
                Def::Global(var, _) => interface.push(ctx.symbol_ref_attr(ctx.str(var))),
                _ => {
                    return Err(inst.error(format!("interface <id> {id} is not a global variable")));
                }
            }
        }
        let attrs = vec![
            self.named("fn", ctx.symbol_ref_attr(ctx.str(symbol))),
            self.named("interface", ctx.array_attr(&interface)),
        ];
        self.create_op(self.body, GraphEntryPointARMOp::DEF, &[], &[], attrs);
        Ok(())
    }

    /// A graph, `OpGraphARM` to `OpGraphEndARM`.
    fn graph(&mut self, insts: &[Inst<'_>], is_entry_point: bool) -> DResult<()> {
        let ctx = self.ctx;
        let head = &insts[0];
        let id = head.operands.get(1).copied().unwrap_or_default();
        let Def::Function(symbol, graph_type) = self.def(id)? else {
            return Err(head.error(format!("<id> {id} is not a declared graph")));
        };
        let (inputs, results) = match ctx.type_kind(graph_type) {
            shader_mlir::ir::TypeKind::Function { inputs, results } => {
                (inputs.clone(), results.clone())
            }
            _ => return Err(head.error("the graph's type is not a graph type")),
        };
        let loc = ctx.unknown_loc();
        let args: Vec<(Type, shader_mlir::ir::Location)> =
            inputs.iter().map(|&t| (t, loc)).collect();
        let region = self.ir.create_region();
        let entry = self.ir.create_block(&args);
        self.ir.push_block(region, entry);
        let mut outputs: Vec<Option<Value>> = vec![None; results.len()];
        let Some((end, body)) = insts[1..].split_last() else {
            return Err(head.error("the graph has no OpGraphEndARM"));
        };
        for inst in body {
            match inst.op {
                Some(Op::GraphInputARM) => {
                    let mut r = inst.reader();
                    let (ty, input, index) = (r.word()?, r.word()?, r.word()?);
                    r.finish()?;
                    let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
                    let index = self
                        .constant_u32(index)
                        .ok_or_else(|| inst.error("the input index must be an integer constant"))?;
                    match inputs.get(index as usize) {
                        Some(&expected) if expected == ty => {}
                        _ => {
                            return Err(inst
                                .error(format!("input {index} does not match the graph's type")));
                        }
                    }
                    let arg = self.ir.block_arg(entry, index as usize);
                    self.bind_result(inst, input, arg)?;
                }
                Some(Op::GraphSetOutputARM) => {
                    let mut r = inst.reader();
                    let (value, index) = (r.word()?, r.word()?);
                    r.finish()?;
                    let index = self.constant_u32(index).ok_or_else(|| {
                        inst.error("the output index must be an integer constant")
                    })?;
                    let value = self
                        .value(entry, value)
                        .map_err(|e| inst.error(e.message))?;
                    match outputs.get_mut(index as usize) {
                        Some(slot @ None) => *slot = Some(value),
                        _ => {
                            return Err(inst.error(format!(
                                "output {index} is out of the graph's outputs or set twice"
                            )));
                        }
                    }
                }
                _ => self.instruction(inst, entry)?,
            }
        }
        let outputs: Vec<Value> = outputs
            .into_iter()
            .enumerate()
            .map(|(index, value)| {
                value.ok_or_else(|| end.error(format!("graph output {index} is never set")))
            })
            .collect::<DResult<_>>()?;
        self.create_op(entry, GraphOutputsARMOp::DEF, &outputs, &[], Vec::new());
        let attrs = vec![
            self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
            self.named("function_type", ctx.type_attr(graph_type)),
            self.named("entry_point", ctx.bool_attr(is_entry_point)),
        ];
        self.create_op_with(
            self.body,
            GraphARMOp::DEF,
            &[],
            &[],
            attrs,
            (vec![region], Vec::new()),
        );
        if end.op != Some(Op::GraphEndARM) {
            return Err(error("the last graph has no OpGraphEndARM"));
        }
        Ok(())
    }
}
