//! `hlsl.cbuffer.load` as row loads: the member's byte offset in the legacy
//! 16-byte-row layout (the resource model's `legacy_cbuffer_layout`, the
//! layout the record's size comes from) says which rows hold its components
//! and where; each needed row is read once with `dx.resource.load.cbufferrow`
//! as a 128-bit vector of the member's component type, and the components are
//! taken out with `vector.extract` and, for a vector member, put together with
//! `vector.from_elements`. A member that is a whole row is the row itself.
//! `bool` members are read as 32-bit integers and compared with 0.

use smallvec::SmallVec;

use shader_mlir::ir::Value;
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

use dialect_dx::ops::{ResourceLoadCBufferRowOp, row_type};
use dialect_hlsl::ops::CBufferLoadOp;
use resource_model::layout::{CBUFFER_ROW_SIZE, legacy_cbuffer_layout};

use super::values::{
    component_bytes, components, constant_i32, extract, from_elements, from_storage, storage_type,
};
use super::{Lowering, handle_type, replaced};
use crate::member::member_offset;

pub(crate) fn cbuffer_load(
    Lowering(load, op, loc, adaptor, rw): Lowering<'_, '_, CBufferLoadOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let ctx = ir.ctx();
    let path = load.member(ir);
    let element = handle_type(ir, load.handle(ir))?
        .element_info(ctx)
        .map_err(|_| MatchFailure("element has no layout"))?;
    let layout =
        legacy_cbuffer_layout(&element).map_err(|_| MatchFailure("element has no layout"))?;
    let offset = member_offset(&layout, &path).or_fail("member path leaves the element")?;
    let ty = ir.value_type(load.result(ir));
    let stored = storage_type(ctx, ty);
    let (component, count) = components(ctx, stored).or_fail("member is not a scalar or vector")?;
    let bytes = component_bytes(ctx, component)
        .filter(|b| matches!(b, 2 | 4 | 8))
        .or_fail("unsupported component")?;
    let row_ty = row_type(ctx, component).or_fail("unsupported component")?;
    let per_row = CBUFFER_ROW_SIZE / bytes;
    let handle = adaptor.operand(0);

    // (row index, row value) of the rows read so far, and each component's
    // row value and slot.
    let mut rows: SmallVec<[(u32, Value); 2]> = SmallVec::new();
    let mut parts: SmallVec<[(Value, u32); 4]> = SmallVec::new();
    for k in 0..count {
        let byte = offset.checked_add(k * bytes).or_fail("offset overflows")?;
        let (row, slot) = (byte / CBUFFER_ROW_SIZE, byte % CBUFFER_ROW_SIZE / bytes);
        let row_value = match rows.iter().find(|(r, _)| *r == row) {
            Some(&(_, value)) => value,
            None => {
                let index = constant_i32(
                    &mut *rw,
                    loc,
                    i32::try_from(row).map_err(|_| MatchFailure("row out of range"))?,
                );
                let load = ResourceLoadCBufferRowOp::build(&mut *rw, loc, row_ty, handle, index);
                let value = load.result(rw.ir());
                rows.push((row, value));
                value
            }
        };
        parts.push((row_value, slot));
    }
    let whole_row = count == per_row
        && rows.len() == 1
        && parts.iter().enumerate().all(|(k, &(_, s))| s == k as u32);
    let value = if whole_row && stored == row_ty {
        rows[0].1
    } else {
        let extracted = parts
            .iter()
            .map(|&(row, slot)| extract(&mut *rw, loc, row, slot))
            .collect::<Option<SmallVec<[Value; 4]>>>()
            .or_fail("a row is no vector")?;
        if count == 1 && stored == component {
            extracted[0]
        } else {
            from_elements(&mut *rw, loc, &extracted, stored)
        }
    };
    let value = from_storage(&mut *rw, loc, value, ty);
    replaced(rw, op, &[value])
}
