//! Kernel memory ops ([`crate::memory`] says what each memref is in SPIR-V):
//!
//! | `memref` op | SPIR-V |
//! |---|---|
//! | `get_global` of groupshared memory | `spirv.mlir.addressof` of its `Workgroup` variable |
//! | `get_global` of a `static const` table | a `Function` variable holding a `spirv.Constant` of the table |
//! | `alloca` | `spirv.Variable` (`Function` storage) |
//! | `load` / `store` | `AccessChain` by the indices, then `Load` / `Store` |
//! | `atomic_rmw` (groupshared) | `AccessChain` + the `OpAtomic*` of the kind at `Workgroup` scope |
//! | `generic_atomic_rmw` of a compare-exchange (groupshared) | `AtomicCompareExchange` at `Workgroup` scope |
//!
//! Atomics need `Workgroup` memory (HLSL's `Interlocked*` take groupshared
//! or resource memory) and the integer kinds of resource atomics; a
//! `generic_atomic_rmw` other than a compare-exchange has no SPIR-V form
//! here. Both are checked before the lowering ([`crate::memory`]).

use dialect_arith::{CmpIOp, CmpIPredicate, SelectOp};
use dialect_memref::{
    AllocaOp, AtomicRMWOp, GenericAtomicRMWOp, GetGlobalOp, LoadOp, StoreOp, element_type,
};
use dialect_spirv::ops::atomic::AtomicCompareExchangeOp;
use dialect_spirv::ops::memory::{LoadOp as SpirvLoadOp, StoreOp as SpirvStoreOp};
use dialect_spirv::ops::structure::AddressOfOp;
use dialect_spirv::types::{ArrayType, PointerType};
use shader_mlir::Context;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{AttrKind, Attribute, Ir, Location, OpId, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::{MemorySemantics, Scope, StorageClass};

use super::atomic::read_modify_write;
use super::buffer::converted;
use super::{Lowering, Matched};
use super::{erased, replaced};
use crate::memory::memref_pointee;
use crate::type_converter::convert_type;
use spirv_conversion::emit;

/// The pointee and storage class of the memref type `ty`.
fn pointee(
    lowering: &Lowering,
    ctx: &Context,
    ty: Type,
) -> Result<(Type, StorageClass), MatchFailure> {
    memref_pointee(ctx, ty, |e| convert_type(ctx, &lowering.settings, e))
        .or_fail("memref has no SPIR-V form")?
        .map_err(|_| MatchFailure("memref element has no SPIR-V form"))
}

/// The elements attribute `value` (of the table's shape) as the attribute
/// of a `spirv.Constant` of nested arrays `ty`.
fn table_attr(ctx: &Context, value: Attribute, ty: Type) -> Option<Attribute> {
    let AttrKind::DenseElements { values, splat, .. } = ctx.attr_kind(value) else {
        return None;
    };
    fn nest(
        ctx: &Context,
        elements: &mut dyn Iterator<Item = Attribute>,
        ty: Type,
    ) -> Option<Attribute> {
        match ArrayType::of(ctx, ty) {
            Some(array) => {
                let (count, element) = (array.count, array.element);
                let items: Option<Vec<Attribute>> =
                    (0..count).map(|_| nest(ctx, elements, element)).collect();
                Some(ctx.array_attr(&items?))
            }
            None => elements.next(),
        }
    }
    let first = *values.first()?;
    let mut elements: Box<dyn Iterator<Item = Attribute>> = if *splat {
        Box::new(std::iter::repeat(first))
    } else {
        Box::new(values.iter().copied())
    };
    nest(ctx, &mut elements, ty)
}

pub fn lower_get_global(
    Matched(lowering, get, op, loc, _adaptor, rw): Matched<'_, '_, GetGlobalOp>,
) -> RewriteResult {
    let name = get.name(rw.ir()).to_owned();
    let table = &lowering.table;
    let value = if let Some(&index) = table.memory.get(&name) {
        let global = &table.globals[index];
        AddressOfOp::build(&mut *rw, loc, global.ty, &global.symbol).pointer(rw.ir())
    } else {
        let &(initial, ty) = table.tables.get(&name).or_fail("unknown memref global")?;
        let ctx = rw.ctx();
        let (pointee, _) = pointee(lowering, ctx, ty)?;
        let attr = table_attr(ctx, initial, pointee).or_fail("table initial value")?;
        let constant = emit::constant(&mut *rw, loc, attr, pointee);
        let variable = emit::function_variable(&mut *rw, loc, pointee);
        SpirvStoreOp::build(&mut *rw, loc, variable, constant, None, None);
        variable
    };
    replaced(rw, op, &[value])
}

pub fn lower_alloca(
    Matched(lowering, alloca, op, loc, _adaptor, rw): Matched<'_, '_, AllocaOp>,
) -> RewriteResult {
    let ty = rw.ir().value_type(alloca.memref(rw.ir()));
    let (pointee, _) = pointee(lowering, rw.ctx(), ty)?;
    let variable = emit::function_variable(&mut *rw, loc, pointee);
    replaced(rw, op, &[variable])
}

/// The pointer to the element of a memref at some indices, from the
/// converted operands `memref_and_indices` (the memref, a pointer, then the
/// indices); `element` is the element type before conversion.
fn element_pointer(
    lowering: &Lowering,
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    memref_and_indices: &[Value],
    element: Type,
) -> Result<Value, MatchFailure> {
    let element = converted(lowering, rw, element)?;
    let (memref, indices) = memref_and_indices
        .split_first()
        .or_fail("a memref operand")?;
    Ok(emit::access_chain(&mut *rw, loc, *memref, indices, element))
}

pub fn lower_load(
    Matched(lowering, load, op, loc, adaptor, rw): Matched<'_, '_, LoadOp>,
) -> RewriteResult {
    let element = rw.ir().value_type(load.result(rw.ir()));
    let pointer = element_pointer(lowering, rw, loc, adaptor.operands(), element)?;
    let value = SpirvLoadOp::build_from(&mut *rw, loc, pointer).value(rw.ir());
    replaced(rw, op, &[value])
}

pub fn lower_store(
    Matched(lowering, store, op, loc, adaptor, rw): Matched<'_, '_, StoreOp>,
) -> RewriteResult {
    let element = rw.ir().value_type(store.value(rw.ir()));
    let operands = adaptor.operands();
    let pointer = element_pointer(lowering, rw, loc, &operands[1..], element)?;
    SpirvStoreOp::build(&mut *rw, loc, pointer, operands[0], None, None);
    erased(rw, op)
}

/// Whether `pointer` (converted) is in `Workgroup` storage.
fn is_workgroup(rw: &ConversionRewriter<'_>, pointer: Value) -> bool {
    PointerType::of(rw.ctx(), rw.ir().value_type(pointer))
        .is_some_and(|p| p.storage_class == StorageClass::Workgroup)
}

pub fn lower_atomic_rmw(
    Matched(lowering, rmw, op, loc, adaptor, rw): Matched<'_, '_, AtomicRMWOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (kind, element) = (rmw.kind(ir), ir.value_type(rmw.value(ir)));
    let operands = adaptor.operands();
    if !is_workgroup(rw, operands[1]) {
        return Err(MatchFailure("atomics act on groupshared memory"));
    }
    let pointer = element_pointer(lowering, rw, loc, &operands[1..], element)?;
    let old = read_modify_write(rw, loc, kind, pointer, Scope::Workgroup, operands[0])?;
    replaced(rw, op, &[old])
}

fn equality(ir: &Ir, op: OpId) -> Option<(Value, Value)> {
    let cmp = CmpIOp::cast(ir, op)?;
    (cmp.predicate(ir) == CmpIPredicate::Eq).then(|| (cmp.lhs(ir), cmp.rhs(ir)))
}

fn select(ir: &Ir, op: OpId) -> Option<(Value, Value, Value)> {
    let select = SelectOp::cast(ir, op)?;
    Some((
        select.condition(ir),
        select.true_value(ir),
        select.false_value(ir),
    ))
}

/// Whether `op` (a `memref.generic_atomic_rmw`) is a compare-exchange the
/// lowering can express.
pub fn is_compare_exchange(ir: &Ir, op: OpId) -> bool {
    GenericAtomicRMWOp::cast(ir, op)
        .is_some_and(|g| g.compare_exchange(ir, equality, select).is_some())
}

pub fn lower_generic_atomic_rmw(
    Matched(lowering, generic, op, loc, adaptor, rw): Matched<'_, '_, GenericAtomicRMWOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let exchange = generic
        .compare_exchange(ir, equality, select)
        .or_fail("not a compare-exchange")?;
    let element = element_type(ir.ctx(), ir.value_type(generic.memref(ir)));
    let operands = adaptor.operands();
    if !is_workgroup(rw, operands[0]) {
        return Err(MatchFailure("atomics act on groupshared memory"));
    }
    let comparand = rw.remapped_value(exchange.comparand);
    let value = rw.remapped_value(exchange.value);
    let pointer = element_pointer(lowering, rw, loc, operands, element)?;
    let none = MemorySemantics::empty();
    let old = AtomicCompareExchangeOp::build(
        rw,
        loc,
        pointer,
        Scope::Workgroup,
        none,
        none,
        value,
        comparand,
    )
    .result(rw.ir());
    replaced(rw, op, &[old])
}
