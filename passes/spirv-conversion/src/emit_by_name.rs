//! Building `spirv` ops in their generic form (the operands, properties and
//! result types of MLIR 22's `SPIRV*Ops.td`), for patterns and for the module
//! assembly alike: everything here takes an [`OpBuilder`] and creates at its
//! insertion point.

use dialect_spirv::attributes::{EnumAttr, SpirvEnum};
use dialect_spirv::types::PointerType;
use shader_mlir::Context;
use shader_mlir::ir::{
    AttrKind, Attribute, Location, NamedAttribute, OpId, OperationState, Type, Value,
};
use shader_mlir::rewrite::OpBuilder;

/// `name = value` for a properties dictionary.
pub fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.ident(name),
        value,
    }
}

/// The state of `name` with operands, results and properties.
pub fn state(
    ctx: &Context,
    name: &str,
    loc: Location,
    operands: &[Value],
    results: &[Type],
    properties: Vec<NamedAttribute>,
) -> OperationState {
    let mut state = OperationState::new(ctx.ident(name), loc);
    state.operands = operands.to_vec();
    state.result_types = results.to_vec();
    if !properties.is_empty() {
        state.properties = Some(ctx.dictionary_attr(properties));
    }
    state
}

/// Creates `name` and returns it.
pub fn op(
    b: &mut impl OpBuilder,
    name: &str,
    loc: Location,
    operands: &[Value],
    results: &[Type],
    properties: Vec<NamedAttribute>,
) -> OpId {
    let state = state(b.ctx(), name, loc, operands, results, properties);
    b.create(state)
}

/// Creates `name` with one result and returns the result.
pub fn value(
    b: &mut impl OpBuilder,
    name: &str,
    loc: Location,
    operands: &[Value],
    result: Type,
    properties: Vec<NamedAttribute>,
) -> Value {
    let op = op(b, name, loc, operands, &[result], properties);
    b.ir().result(op, 0)
}

/// An enum property `#spirv.<kind><value>`.
pub fn enum_attr<E: SpirvEnum>(ctx: &Context, value: E) -> Attribute {
    EnumAttr::get(ctx, value)
}

/// `spirv.Constant` of an attribute (its type is the result type).
pub fn constant(b: &mut impl OpBuilder, loc: Location, value: Attribute, ty: Type) -> Value {
    let ctx = b.ctx();
    let props = vec![named(ctx, "value", value)];
    self::value(b, "spirv.Constant", loc, &[], ty, props)
}

/// `spirv.Constant N : i32`.
pub fn constant_i32(b: &mut impl OpBuilder, loc: Location, n: i32) -> Value {
    let ctx = b.ctx();
    let (attr, ty) = (ctx.i32_attr(n), ctx.common().i32);
    constant(b, loc, attr, ty)
}

/// The attribute of the integer or float scalar `n` of type `ty` (`n` is a
/// small integer, exact in every float type).
pub fn scalar_attr(ctx: &Context, ty: Type, n: i64) -> Attribute {
    match ctx.type_kind(ty) {
        shader_mlir::ir::TypeKind::Float(kind) => {
            let bits = match kind.width() {
                16 => u128::from(half_bits(n as f32)),
                64 => u128::from((n as f64).to_bits()),
                _ => u128::from((n as f32).to_bits()),
            };
            ctx.intern_attr(AttrKind::Float { bits, ty })
        }
        _ => ctx.integer_attr(ty, i128::from(n)),
    }
}

/// `spirv.Constant` of an integer or float scalar of type `ty` with value `n`.
pub fn constant_of(b: &mut impl OpBuilder, loc: Location, ty: Type, n: i64) -> Value {
    let attr = scalar_attr(b.ctx(), ty, n);
    constant(b, loc, attr, ty)
}

/// The IEEE half bits of a small integral value (exact for |n| <= 2048).
fn half_bits(value: f32) -> u16 {
    if value == 0.0 {
        return 0;
    }
    let bits = value.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exponent = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    let mantissa = ((bits >> 13) & 0x3ff) as u16;
    sign | ((exponent.clamp(0, 31) as u16) << 10) | mantissa
}

/// `spirv.mlir.addressof @symbol : ptr`.
pub fn address_of(b: &mut impl OpBuilder, loc: Location, symbol: &str, ty: Type) -> Value {
    let ctx = b.ctx();
    let props = vec![named(ctx, "variable", ctx.symbol_ref_attr(symbol))];
    value(b, "spirv.mlir.addressof", loc, &[], ty, props)
}

/// `spirv.AccessChain %base[%indices] -> !spirv.ptr<pointee, class of base>`.
pub fn access_chain(
    b: &mut impl OpBuilder,
    loc: Location,
    base: Value,
    indices: &[Value],
    pointee: Type,
) -> Value {
    let ctx = b.ctx();
    let class = PointerType::of(ctx, b.ir().value_type(base)).map(|p| p.storage_class);
    let ty = PointerType::get(ctx, pointee, class.unwrap_or(spirv::StorageClass::Function));
    let mut operands = Vec::with_capacity(indices.len() + 1);
    operands.push(base);
    operands.extend_from_slice(indices);
    value(b, "spirv.AccessChain", loc, &operands, ty, Vec::new())
}

/// `spirv.Load` of what `ptr` points to.
pub fn load(b: &mut impl OpBuilder, loc: Location, ptr: Value) -> Value {
    let ctx = b.ctx();
    let pointee = PointerType::of(ctx, b.ir().value_type(ptr)).map(|p| p.pointee);
    let ty = pointee.unwrap_or(ctx.common().none);
    value(b, "spirv.Load", loc, &[ptr], ty, Vec::new())
}

/// `spirv.Store %ptr, %value`.
pub fn store(b: &mut impl OpBuilder, loc: Location, ptr: Value, value: Value) -> OpId {
    op(b, "spirv.Store", loc, &[ptr, value], &[], Vec::new())
}

fn index_array(ctx: &Context, indices: &[u32]) -> Attribute {
    let elements: Vec<Attribute> = indices.iter().map(|&i| ctx.i32_attr(i as i32)).collect();
    ctx.array_attr(&elements)
}

/// `spirv.CompositeExtract %composite[indices] : ty`.
pub fn composite_extract(
    b: &mut impl OpBuilder,
    loc: Location,
    composite: Value,
    indices: &[u32],
    ty: Type,
) -> Value {
    let ctx = b.ctx();
    let props = vec![named(ctx, "indices", index_array(ctx, indices))];
    value(b, "spirv.CompositeExtract", loc, &[composite], ty, props)
}

/// `spirv.CompositeInsert %object, %composite[indices]`.
pub fn composite_insert(
    b: &mut impl OpBuilder,
    loc: Location,
    object: Value,
    composite: Value,
    indices: &[u32],
) -> Value {
    let ctx = b.ctx();
    let ty = b.ir().value_type(composite);
    let props = vec![named(ctx, "indices", index_array(ctx, indices))];
    value(
        b,
        "spirv.CompositeInsert",
        loc,
        &[object, composite],
        ty,
        props,
    )
}

/// `spirv.CompositeConstruct %parts : ty`.
pub fn composite_construct(
    b: &mut impl OpBuilder,
    loc: Location,
    parts: &[Value],
    ty: Type,
) -> Value {
    value(b, "spirv.CompositeConstruct", loc, parts, ty, Vec::new())
}

/// `spirv.Select %condition, %if_true, %if_false : ty`.
pub fn select(
    b: &mut impl OpBuilder,
    loc: Location,
    condition: Value,
    if_true: Value,
    if_false: Value,
    ty: Type,
) -> Value {
    value(
        b,
        "spirv.Select",
        loc,
        &[condition, if_true, if_false],
        ty,
        Vec::new(),
    )
}

/// `spirv.Bitcast %value : T to ty` (the value itself when the types agree).
pub fn bitcast(b: &mut impl OpBuilder, loc: Location, v: Value, ty: Type) -> Value {
    if b.ir().value_type(v) == ty {
        return v;
    }
    value(b, "spirv.Bitcast", loc, &[v], ty, Vec::new())
}

/// `spirv.Variable : !spirv.ptr<pointee, Function>`.
pub fn function_variable(b: &mut impl OpBuilder, loc: Location, pointee: Type) -> Value {
    let ctx = b.ctx();
    let ty = PointerType::get(ctx, pointee, spirv::StorageClass::Function);
    let props = vec![named(
        ctx,
        "storage_class",
        enum_attr(ctx, spirv::StorageClass::Function),
    )];
    value(b, "spirv.Variable", loc, &[], ty, props)
}

/// `spirv.Branch ^dest(args)`.
pub fn branch(
    b: &mut impl OpBuilder,
    loc: Location,
    dest: shader_mlir::ir::BlockId,
    args: &[Value],
) -> OpId {
    let mut state = state(b.ctx(), "spirv.Branch", loc, args, &[], Vec::new());
    state.successors.push(dest);
    b.create(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_constants_are_exact_for_small_integers() {
        assert_eq!(half_bits(0.0), 0);
        assert_eq!(half_bits(1.0), 0x3c00);
        assert_eq!(half_bits(-1.0), 0xbc00);
        assert_eq!(half_bits(2.0), 0x4000);
    }
}
