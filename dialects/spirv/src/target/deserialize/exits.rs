//! Early exits: branches that leave a structured construct otherwise than to
//! its merge block (a `break` or `continue` of an enclosing loop, or a branch
//! to an enclosing construct's merge block, out of a nested selection).
//! SPIR-V allows them; an MLIR region cannot branch out of itself, and MLIR's
//! deserializer refuses such binaries.
//!
//! Each such exit is made explicit. A construct with exits yields, after its
//! merge block's phis, the values escaping it, an exit code (`i32`: 0 when
//! it ends at its merge block, `k` when it took its `k`-th exit) and, for
//! each exit, the values the exit target's phis take. Its region's merge
//! block takes them all as arguments:
//!
//! - a branch to the construct's merge block passes its phi values, the
//!   escaping values, code 0 and `spirv.Undef`s;
//! - an exit branch goes to the merge block with `spirv.Undef`s, its code
//!   and the target's phi values.
//!
//! After the construct op, one block per exit tests the code
//! (`spirv.IEqual`) and branches to the exit's target when it matches (in
//! the enclosing region, or on to that region's own merge block when the
//! target lies further out), else on to a new block where the ops after the
//! construct continue. Serialized, that is a conditional break or continue
//! SPIR-V allows without a merge instruction; deserialized again, the same
//! ops.

use rustc_hash::FxHashMap;
use shader_mlir::ir::{BlockId, Type, Value};
use smallvec::SmallVec;
use spirv::Op;

use super::Deserializer;
use super::blocks::SpvFunction;
use super::cfg::Analysis;
use super::reader::{DResult, error};
use super::structurize::Builder;
use crate::ops::logical::IEqualOp;

/// The exit code and exit phi values a construct op with exits yields.
pub(super) struct ExitValues {
    pub code: Value,
    pub payloads: SmallVec<[Value; 4]>,
}

/// Where the values for a target's phis come from.
pub(super) enum Payload {
    /// The SPIR-V edge from this block.
    Edge(usize),
    /// These values.
    Values(SmallVec<[Value; 4]>),
}

/// The exit targets of each construct, in the order the branches are found
/// (blocks in binary order).
pub(super) fn find(
    f: &SpvFunction<'_>,
    a: &Analysis,
    inlined: &[bool],
    inline_from: &FxHashMap<usize, usize>,
) -> FxHashMap<usize, Vec<usize>> {
    let normal_at = |level: Option<usize>, to: usize| {
        if let Some(h) = level
            && (a.merge_of[h] == Some(to) || (a.is_loop(h) && to == h))
        {
            return true;
        }
        a.owner[to] == level && !inlined[to]
    };
    let mut exits: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
    for (b, block) in f.blocks.iter().enumerate() {
        if !a.reachable[b] {
            continue;
        }
        for &to in &a.succs[b] {
            if block.terminator.op == Some(Op::Branch) && inline_from.get(&to) == Some(&b) {
                continue;
            }
            let mut level = a.construct_of(b);
            while let Some(c) = level {
                if normal_at(level, to) {
                    break;
                }
                let targets = exits.entry(c).or_default();
                if !targets.contains(&to) {
                    targets.push(to);
                }
                level = a.owner[c];
            }
        }
    }
    exits
}

/// Whether a branch in `level`'s region to `to` goes to the region's merge
/// block: to the construct's merge block, or out of it (an exit).
pub(super) fn lands_on_merge(b: &Builder<'_, '_>, level: Option<usize>, to: usize) -> bool {
    let Some(h) = level else { return false };
    if b.a.merge_of[h] == Some(to) {
        return true;
    }
    b.exits.get(&h).is_some_and(|e| e.contains(&to))
        && !(b.a.is_loop(h) && to == h)
        && (b.a.owner[to] != level || b.inlined[to])
}

impl Deserializer<'_> {
    /// The types of the phis of SPIR-V block `block`.
    fn phi_types(&self, b: &Builder<'_, '_>, block: usize) -> DResult<Vec<Type>> {
        b.f.blocks[block]
            .phis
            .iter()
            .map(|phi| {
                let ty = *phi
                    .operands
                    .first()
                    .ok_or_else(|| phi.error("missing result type"))?;
                self.type_of(ty).map_err(|e| phi.error(e.message))
            })
            .collect()
    }

    /// The merge block arguments construct `h` has beyond its merge block's
    /// phis when it has exits: its escaping values, the exit code and the
    /// exit targets' phis.
    pub(super) fn exit_arg_types(&self, b: &Builder<'_, '_>, h: usize) -> DResult<Vec<Type>> {
        let mut types = Vec::new();
        for id in b.a.escapes.get(&h).map_or(&[][..], Vec::as_slice) {
            let ty =
                b.f.result_types
                    .get(id)
                    .ok_or_else(|| error(format!("escaping <id> {id} has no type")))?;
            types.push(self.type_of(*ty)?);
        }
        types.push(self.ctx.common().i32);
        for &to in &b.exits[&h] {
            types.extend(self.phi_types(b, to)?);
        }
        Ok(types)
    }

    fn payload_values(
        &mut self,
        b: &mut Builder<'_, '_>,
        to: usize,
        x: BlockId,
        payload: Payload,
    ) -> DResult<SmallVec<[Value; 4]>> {
        match payload {
            Payload::Edge(from) => self.phi_values(b, to, from, x),
            Payload::Values(values) => Ok(values),
        }
    }

    fn code(&mut self, x: BlockId, code: usize) -> Value {
        let ctx = self.ctx;
        let i32_ty = ctx.common().i32;
        self.constant_value(x, i32_ty, ctx.integer_attr(i32_ty, code as i128))
    }

    /// The target of a branch in `level`'s region to `to`, and the values it
    /// passes (see [`Deserializer::branch_target`]).
    pub(super) fn branch_to(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        to: usize,
        x: BlockId,
        payload: Payload,
    ) -> DResult<(BlockId, SmallVec<[Value; 4]>)> {
        if let Some(h) = level {
            if b.a.merge_of[h] == Some(to) {
                let merge = self.merge_block(b, h)?;
                let mut args = self.payload_values(b, to, x, payload)?;
                if b.exits.contains_key(&h) {
                    self.push_normal_exit_args(b, h, x, &mut args)?;
                }
                return Ok((merge, args));
            }
            if b.a.is_loop(h) && to == h {
                let args = self.payload_values(b, to, x, payload)?;
                return Ok((self.loop_header_block(b, h)?, args));
            }
        }
        if b.a.owner[to] == level && !b.inlined[to] {
            let args = self.payload_values(b, to, x, payload)?;
            return Ok((self.block_of(b, to)?, args));
        }
        let Some(h) = level.filter(|h| b.exits.get(h).is_some_and(|e| e.contains(&to))) else {
            return Err(error(format!(
                "unsupported: a branch to block {} from outside the structured constructs it belongs to",
                b.label(to)
            )));
        };
        let merge = self.merge_block(b, h)?;
        let args = self.exit_args(b, h, to, x, payload)?;
        Ok((merge, args))
    }

    /// After the merge block's phi values: the escaping values, code 0 and
    /// undefined exit phi values.
    fn push_normal_exit_args(
        &mut self,
        b: &Builder<'_, '_>,
        h: usize,
        x: BlockId,
        args: &mut SmallVec<[Value; 4]>,
    ) -> DResult<()> {
        for id in b.a.escapes.get(&h).map_or(&[][..], Vec::as_slice) {
            let value = *self.values.get(id).ok_or_else(|| {
                error(format!(
                    "unsupported: escaping <id> {id} is used before the block defining it"
                ))
            })?;
            args.push(value);
        }
        args.push(self.code(x, 0));
        for &to in &b.exits[&h] {
            for ty in self.phi_types(b, to)? {
                args.push(self.undef_value(x, ty));
            }
        }
        Ok(())
    }

    /// The merge block arguments of exit `to` of construct `h`.
    fn exit_args(
        &mut self,
        b: &mut Builder<'_, '_>,
        h: usize,
        to: usize,
        x: BlockId,
        payload: Payload,
    ) -> DResult<SmallVec<[Value; 4]>> {
        let merge = b.a.merge_of[h].ok_or_else(|| error("construct without a merge block"))?;
        let mut args = SmallVec::new();
        for ty in self.phi_types(b, merge)? {
            args.push(self.undef_value(x, ty));
        }
        for id in b.a.escapes.get(&h).cloned().unwrap_or_default() {
            let ty =
                b.f.result_types
                    .get(&id)
                    .ok_or_else(|| error(format!("escaping <id> {id} has no type")))?;
            let ty = self.type_of(*ty)?;
            args.push(self.undef_value(x, ty));
        }
        let targets = b.exits[&h].clone();
        let k = targets.iter().position(|&t| t == to).unwrap_or(0);
        args.push(self.code(x, k + 1));
        let mut payload = Some(payload);
        for (j, &target) in targets.iter().enumerate() {
            if j == k
                && let Some(payload) = payload.take()
            {
                args.extend(self.payload_values(b, to, x, payload)?);
                continue;
            }
            for ty in self.phi_types(b, target)? {
                args.push(self.undef_value(x, ty));
            }
        }
        Ok(args)
    }

    /// After the op of construct `h` at the end of `x` (in `level`'s
    /// region): one block per exit of `h` that takes it when the exit code
    /// says; returns the block where the ops after the construct go.
    pub(super) fn dispatch_exits(
        &mut self,
        b: &mut Builder<'_, '_>,
        level: Option<usize>,
        h: usize,
        mut x: BlockId,
        exits: ExitValues,
    ) -> DResult<BlockId> {
        let ctx = self.ctx;
        let targets = b.exits[&h].clone();
        let mut offset = 0;
        for (k, &to) in targets.iter().enumerate() {
            let count = b.f.blocks[to].phis.len();
            let payload: SmallVec<[Value; 4]> = exits
                .payloads
                .get(offset..offset + count)
                .ok_or_else(|| error("exit values do not match the exit targets"))?
                .into();
            offset += count;
            let code = self.code(x, k + 1);
            let taken = self.create_op(
                x,
                IEqualOp::DEF,
                &[exits.code, code],
                &[ctx.common().i1],
                Vec::new(),
            );
            let taken = self.ir.result(taken, 0);
            let rest = self.block_after(x, "construct op")?;
            let (target, args) = self.branch_to(b, level, to, x, Payload::Values(payload))?;
            self.create_branch_conditional(x, taken, (target, &args), (rest, &[]), &[]);
            x = rest;
        }
        Ok(x)
    }
}
