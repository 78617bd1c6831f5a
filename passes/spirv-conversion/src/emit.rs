//! Building `spirv` ops for patterns and for the module assembly alike:
//! the helpers here add what the generated builders (`XOp::build`) do not
//! know (a result type derived from a pointer, a constant of a given value,
//! an identity cast left out), and [`create`] builds an op of a family table
//! (`&'static OpDef`) in its generic form. Everything takes an
//! [`OpBuilder`] and creates at its insertion point.

use dialect_spirv::attributes::{EnumAttr, SpirvEnum};
use dialect_spirv::ops::cast::BitcastOp;
use dialect_spirv::ops::memory::{AccessChainOp, VariableOp};
use dialect_spirv::ops::structure::ConstantOp;
use dialect_spirv::types::PointerType;
use shader_mlir::Context;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{AttrKind, Attribute, Location, NamedAttribute, OperationState, Type, Value};
use shader_mlir::rewrite::OpBuilder;

/// `name = value` for a properties dictionary.
pub fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.ident(name),
        value,
    }
}

/// The state of an op of `def` with operands, results and properties.
pub fn state(
    ctx: &Context,
    def: &'static OpDef,
    loc: Location,
    operands: &[Value],
    results: &[Type],
    properties: Vec<NamedAttribute>,
) -> OperationState {
    let mut state = OperationState::new(ctx.ident(def.name), loc);
    state.operands = operands.to_vec();
    state.result_types = results.to_vec();
    if !properties.is_empty() {
        state.properties = Some(ctx.dictionary_attr(properties));
    }
    state
}

/// Creates an op of `def` (an entry of a family table) with one result of
/// type `result` and returns the result.
pub fn create(
    b: &mut impl OpBuilder,
    def: &'static OpDef,
    loc: Location,
    operands: &[Value],
    result: Type,
) -> Value {
    let state = state(b.ctx(), def, loc, operands, &[result], Vec::new());
    let op = b.create(state);
    b.ir().result(op, 0)
}

/// An enum property `#spirv.<kind><value>`.
pub fn enum_attr<E: SpirvEnum>(ctx: &Context, value: E) -> Attribute {
    EnumAttr::get(ctx, value)
}

/// `spirv.Constant` of an attribute (its type is the result type).
pub fn constant(b: &mut impl OpBuilder, loc: Location, value: Attribute, ty: Type) -> Value {
    let constant = ConstantOp::build(b, loc, ty, value);
    constant.constant(b.ir())
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

/// `spirv.AccessChain %base[%indices] -> !spirv.ptr<pointee, class of base>`,
/// or `base` itself when there are no indices.
pub fn access_chain(
    b: &mut impl OpBuilder,
    loc: Location,
    base: Value,
    indices: &[Value],
    pointee: Type,
) -> Value {
    if indices.is_empty() {
        return base;
    }
    let ctx = b.ctx();
    let class = PointerType::of(ctx, b.ir().value_type(base)).map(|p| p.storage_class);
    let ty = PointerType::get(ctx, pointee, class.unwrap_or(spirv::StorageClass::Function));
    let chain = AccessChainOp::build(b, loc, ty, base, indices);
    chain.component_ptr(b.ir())
}

/// `spirv.Bitcast %value : T to ty` (the value itself when the types agree).
pub fn bitcast(b: &mut impl OpBuilder, loc: Location, v: Value, ty: Type) -> Value {
    if b.ir().value_type(v) == ty {
        return v;
    }
    let cast = BitcastOp::build(b, loc, ty, v);
    cast.result(b.ir())
}

/// `spirv.Variable : !spirv.ptr<pointee, Function>`.
pub fn function_variable(b: &mut impl OpBuilder, loc: Location, pointee: Type) -> Value {
    let ctx = b.ctx();
    let ty = PointerType::get(ctx, pointee, spirv::StorageClass::Function);
    let variable = VariableOp::build(b, loc, ty, spirv::StorageClass::Function, None);
    variable.pointer(b.ir())
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
