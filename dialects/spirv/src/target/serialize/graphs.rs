//! Graphs of `SPV_ARM_graph`: `OpGraphEntryPointARM`, and each
//! `spirv.ARM.Graph` as `OpGraphARM`, one `OpGraphInputARM` per argument,
//! its body, one `OpGraphSetOutputARM` per output and `OpGraphEndARM`; all
//! after the functions, in module order. Graph constants are module-level
//! `OpGraphConstantARM`s.
//!
//! Mirrors MLIR's `Serializer::processGraphARMOp`,
//! `processGraphEntryPointARMOp`, `processGraphOutputsARMOp` and
//! `processGraphConstantARMOp`: the graph type is
//! `OpTypeGraphARM <input count> <inputs> <outputs>`, input and output
//! indices are `<id>`s of `i32` constants, and graphs get no `OpName` (their
//! names travel in their entry points only).

use shader_mlir::ir::{AttrKind, OpId, Value};
use smallvec::SmallVec;
use spirv::Op;

use super::functions::FunctionState;
use super::{SResult, Serializer};
use crate::ops::graph::{GraphARMOp, GraphConstantARMOp, GraphEntryPointARMOp};
use crate::target::binary::{self, InstWriter};
use crate::target::block_walk::depth_first;

impl Serializer<'_> {
    pub(super) fn graph_entry_point(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let entry = GraphEntryPointARMOp(op);
        let Some(graph) = entry
            .graph_attr(ir)
            .and_then(|a| super::module::symbol_root(ctx, a))
        else {
            return Err(ir.op_error(op, "requires attributes 'fn' and 'interface'"));
        };
        let graph_id = self.symbol_id(graph);
        let mut interface: SmallVec<[u32; 8]> = SmallVec::new();
        for &var in entry.interface(ir) {
            let id = super::module::symbol_root(ctx, var)
                .and_then(|name| self.symbols.get(&name).copied());
            interface.push(id.ok_or_else(|| {
                self.error(
                    op,
                    "referencing undefined global variable.spirv.GraphEntryPointARM is at the \
                     end of spirv.module. All referenced variables should already be defined",
                )
            })?);
        }
        let mut w = InstWriter::begin(&mut self.sections.graphs, Op::GraphEntryPointARM);
        w.word(graph_id).string(ctx.str(graph)).words(&interface);
        if !w.finish() {
            return Err(ir.op_error(op, "has too many interface variables to serialize"));
        }
        Ok(())
    }

    pub(super) fn graph(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let graph = GraphARMOp(op);
        let Some((inputs, results)) = graph.signature(ir) else {
            return Err(ir.op_error(op, "requires attribute 'function_type'"));
        };
        if results.is_empty() {
            return Err(self.error(op, "cannot serialize graph with no return types"));
        }
        let name = ctx.ident(graph.sym_name(ir));
        let graph_id = self.symbol_id(name);
        let mut key: SmallVec<[u32; 6]> =
            SmallVec::from_slice(&[Op::TypeGraphARM as u32, inputs.len() as u32]);
        for &ty in inputs.iter().chain(results) {
            key.push(self.type_id(op, ty)?);
        }
        let graph_type_id = self.unique_type(&key).0;
        self.func = FunctionState::default();
        binary::push_inst(
            &mut self.func.header,
            Op::GraphARM,
            &[graph_type_id, graph_id],
        );
        let body = ir.regions(op).first().copied();
        let Some((region, entry)) = body.and_then(|r| Some((r, ir.entry_block(r)?))) else {
            // SPIR-V has no graph declarations (MLIR 22 crashes on them).
            return Err(self.error(op, "cannot serialize a graph without a body"));
        };
        for (index, &input) in inputs.iter().enumerate() {
            let type_id = self.type_id(op, input)?;
            let id = match ir.block_args(entry).get(index).copied() {
                Some(arg) => self.define_value(arg),
                None => self.fresh_id(),
            };
            let index_id = self.index_constant(op, index)?;
            binary::push_inst(
                &mut self.func.header,
                Op::GraphInputARM,
                &[type_id, id, index_id],
            );
        }
        self.block(entry, true, None)?;
        for block in depth_first(self.ir, region, entry, &[]) {
            if block != entry {
                self.block(block, false, None)?;
            }
        }
        binary::push_inst(&mut self.func.body, Op::GraphEndARM, &[]);
        let state = std::mem::take(&mut self.func);
        self.sections.graphs.extend_from_slice(&state.header);
        self.sections.graphs.extend_from_slice(&state.body);
        Ok(())
    }

    /// `OpGraphSetOutputARM` for each operand of `spirv.ARM.GraphOutputs`.
    pub(super) fn graph_outputs(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let values: SmallVec<[Value; 4]> = ir.operands(op).collect();
        for (index, value) in values.into_iter().enumerate() {
            let id = self.operand(op, value)?;
            let index_id = self.index_constant(op, index)?;
            binary::push_inst(&mut self.func.body, Op::GraphSetOutputARM, &[id, index_id]);
        }
        Ok(())
    }

    /// A module-level `OpGraphConstantARM`, one per type and identifier.
    pub(super) fn graph_constant(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let result = ir.result(op, 0);
        let constant_id = match GraphConstantARMOp(op)
            .graph_constant_id_attr(ir)
            .map(|a| self.ctx.attr_kind(a))
        {
            Some(&AttrKind::Integer { value, .. }) => value as u32,
            _ => return Err(ir.op_error(op, "requires attribute 'graph_constant_id'")),
        };
        let type_id = self.type_id(op, ir.value_type(result))?;
        let id = self.scalar_constant(Op::GraphConstantARM, type_id, &[constant_id]);
        self.set_value(result, id);
        Ok(())
    }

    /// The `<id>` of the `i32` constant `index` (a graph input or output).
    fn index_constant(&mut self, op: OpId, index: usize) -> SResult<u32> {
        let i32_ty = self.ctx.common().i32;
        self.int_constant_id(op, i32_ty, index as i128)
    }
}
