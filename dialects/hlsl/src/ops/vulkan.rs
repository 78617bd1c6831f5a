//! The Vulkan-only shader inputs HLSL spells with `[[vk::...]]` attributes
//! (DXC's mapping: https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst,
//! "Push constants" and "Specialization constants"):
//!
//! - `hlsl.push_constant.load`: reads a member of the shader's push-constant
//!   block, the `[[vk::push_constant]]` struct variable. The block is named
//!   by the variable and typed by an `!hlsl.struct`; its layout is the
//!   target's (the SPIR-V lowering gives it explicit offsets).
//! - `hlsl.spec_constant`: the value of a specialization constant, a
//!   `[[vk::constant_id(N)]] const` scalar, with its default.
//!
//! ```text
//! %v = "hlsl.push_constant.load"() <{block = !hlsl.struct<"S", (i32, f32)>, member = array<i32: 1>, name = "pc"}> : () -> f32
//! %v = hlsl.push_constant.load "pc" member [1] : !hlsl.struct<"S", (i32, f32)> -> f32
//! %c = hlsl.spec_constant "n" spec_id(3) = 7 : i32
//! ```
//!
//! Both are `Pure`: neither value changes while a shader runs.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::{
    DenseI32ArrayAttr, I32Attr, StrAttr, TypeAttr, TypedAttr, typed_attr_type,
};
use shader_mlir::op;

use super::support::{check_member_load, type_str};
use resource_model::element_types::StructType;

/// Reads a member of the push-constant block.
#[op("hlsl.push_constant.load", traits = [Pure], verify = verify_push_constant_load)]
#[format("$name `member` $member attr-dict `:` $block `->` type($result)")]
pub struct PushConstantLoadOp {
    /// The block variable's name.
    #[property(StrAttr)]
    name: &str,
    /// The block's `!hlsl.struct` type.
    #[property(TypeAttr)]
    block: Type,
    /// The member path into the struct.
    #[property(DenseI32ArrayAttr)]
    member: Vec<i32>,
    #[result(ANY_TYPE)]
    result: Value,
}

fn verify_push_constant_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = PushConstantLoadOp(op);
    let ctx = ir.ctx();
    let block = load.block(ir);
    if StructType::of(ctx, block).is_none() {
        return Err(ir.op_error(
            op,
            format!(
                "the push-constant block must be an '!hlsl.struct', got '{}'",
                type_str(ctx, block)
            ),
        ));
    }
    check_member_load(ir, op, block, &load.member(ir), load.result(ir))
}

/// The value of a specialization constant.
#[op("hlsl.spec_constant", traits = [Pure], verify = verify_spec_constant)]
#[format("$name `spec_id` `(` $spec_id `)` `=` $default_value attr-dict `:` type($result)")]
pub struct SpecConstantOp {
    /// The constant's name.
    #[property(StrAttr)]
    name: &str,
    /// Its `SpecId` (`[[vk::constant_id(N)]]`).
    #[property(I32Attr)]
    spec_id: i32,
    /// The value it has unless the pipeline specializes it.
    #[property(TypedAttr)]
    default_value: Attribute,
    #[result(ANY_TYPE)]
    result: Value,
}

fn verify_spec_constant(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let spec = SpecConstantOp(op);
    let ctx = ir.ctx();
    if spec.spec_id(ir) < 0 {
        return Err(ir.op_error(op, "'spec_id' must be non-negative"));
    }
    let ty = ir.value_type(spec.result(ir));
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Integer { .. } | TypeKind::Float(_)
    ) {
        return Err(ir.op_error(
            op,
            format!(
                "a specialization constant is a boolean, integer or float scalar, got '{}'",
                type_str(ctx, ty)
            ),
        ));
    }
    let default = typed_attr_type(ctx, spec.default_value(ir));
    if default != Some(ty) {
        return Err(ir.op_error(
            op,
            format!(
                "'default_value' must have the result type '{}'",
                type_str(ctx, ty)
            ),
        ));
    }
    Ok(())
}
