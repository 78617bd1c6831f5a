//! The type half of the lowering: every `!hlsl.handle` to its `dx` type, the
//! "DirectX Target Extension Types" table of wg-hlsl proposal 0015 (with the
//! choices where the table is open: `!dx.TBuffer` for tbuffers,
//! `!dx.Sampler<Comparison>` for comparison samplers). The table itself is the
//! resource model's [`DxType::for_handle`]; this module puts the element type
//! on it, signless (`vector<4xsi32>` -> `vector<4xi32>`, the sign going to
//! `IsSigned`).
//!
//! Counter handles convert to their main handle's type: in DirectX the counter
//! is the buffer's own (wg-hlsl proposal 0023). `globallycoherent` is not part of the
//! type; the handle ops carry it.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::conversion::{Conversion, TypeConverter};
use shader_mlir::ir::Type;

use dialect_dx::types::ResourceType;
use dialect_hlsl::types::HandleType;
use resource_model::DxType;
use resource_model::element_types::signless_type;

/// The `dx` type of `ty` if it is an `!hlsl.handle`: `None` for other types,
/// `Some(Err(message))` for a handle with no DirectX type.
pub fn dx_type(ctx: &Context, ty: Type) -> Option<Result<Type, String>> {
    let handle = HandleType::of(ctx, ty)?;
    Some(dx_type_of_handle(ctx, handle))
}

fn dx_type_of_handle(ctx: &Context, handle: &HandleType) -> Result<Type, String> {
    let element = handle.element_info(ctx).map_err(|e| e.to_string())?;
    let shape = DxType::for_handle(&handle.properties, &element).map_err(|e| e.to_string())?;
    let element = shape
        .has_element()
        .then(|| signless_type(ctx, handle.element));
    ResourceType::get(ctx, shape, element).map_err(|e| e.to_string())
}

/// The lowering's type converter: handles to `dx` types, every other type
/// unchanged.
pub fn type_converter() -> Arc<TypeConverter> {
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    converter.add_conversion(|ctx, ty| match dx_type(ctx, ty) {
        None => Conversion::Skip,
        Some(Ok(dx)) => Conversion::To(dx),
        Some(Err(_)) => Conversion::Fail,
    });
    Arc::new(converter)
}

#[cfg(test)]
mod tests;
