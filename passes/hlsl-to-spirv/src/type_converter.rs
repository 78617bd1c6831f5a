//! The type converter of the lowering (MLIR's `SPIRVTypeConverter`, extended
//! with HLSL's types):
//!
//! - `!hlsl.handle` -> the pointer to one resource ([`ResourceTypes`]);
//! - `!hlsl.struct` / `!hlsl.array` values -> their storage-buffer layout
//!   ([`ResourceTypes::value_type`]);
//! - `index` -> `i32` (upstream's default index bitwidth);
//! - scalars -> themselves where the target allows them as SSA values
//!   (`Int64`, `Float64`, `Int16`, `Float16`, `Int8` for the wider and
//!   narrower ones), vectors of 2, 3 or 4 of them (8 and 16 with `Vector16`)
//!   -> themselves, `vector<1xT>` -> `T`;
//! - statically shaped memrefs in the default or workgroup memory space ->
//!   pointers to nested arrays of their element ([`crate::memory`]);
//! - `spirv` dialect types -> themselves.
//!
//! Anything else does not convert.

use std::sync::Arc;

use dialect_hlsl::types::HandleType;
use dialect_spirv::availability::ScalarKind;
use dialect_spirv::types::SpirvType;
use resource_model::element_types::{ArrayType, StructType};
use shader_mlir::Context;
use shader_mlir::conversion::{Conversion, TypeConverter};
use shader_mlir::ir::{Type, TypeKind};
use spirv::Capability;

use crate::resource_types::element::check_scalar;
use crate::resource_types::{ResourceTypeError, ResourceTypes};
use crate::settings::Settings;

/// The lowering's type converter for `settings`.
pub fn type_converter(settings: Arc<Settings>) -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(move |ctx, ty| match convert_type(ctx, &settings, ty) {
        Ok(converted) => Conversion::To(converted),
        Err(_) => Conversion::Fail,
    });
    converter
}

/// The SPIR-V type of an SSA value of type `ty`, or why there is none.
pub fn convert_type(
    ctx: &Context,
    settings: &Settings,
    ty: Type,
) -> Result<Type, ResourceTypeError> {
    let unsupported = || {
        ResourceTypeError::Element(resource_model::element_types::ElementError::Unsupported(
            shader_mlir::asm::printer::type_to_string(ctx, ty),
        ))
    };
    match ctx.type_kind(ty) {
        TypeKind::Index => Ok(ctx.common().i32),
        TypeKind::Integer { width, .. } => {
            check_scalar(&settings.env, ctx, ScalarKind::Int, *width, ty, None)?;
            Ok(ty)
        }
        TypeKind::Float(kind) => {
            check_scalar(
                &settings.env,
                ctx,
                ScalarKind::Float,
                kind.width(),
                ty,
                None,
            )?;
            Ok(ty)
        }
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            if scalable.iter().any(|&s| s) {
                return Err(unsupported());
            }
            let element = convert_type(ctx, settings, *element)?;
            match shape[..] {
                [1] => Ok(element),
                [2..=4] => Ok(ctx.vector_type(shape, element)),
                [8 | 16] if settings.env.allows_capability(Capability::Vector16) => {
                    Ok(ctx.vector_type(shape, element))
                }
                _ => Err(unsupported()),
            }
        }
        TypeKind::MemRef { .. } => {
            crate::memory::memref_pointer(ctx, ty, |e| convert_type(ctx, settings, e))
                .unwrap_or_else(|| Err(unsupported()))
        }
        TypeKind::Dialect(_) => {
            if let Some(handle) = HandleType::of(ctx, ty) {
                let types = ResourceTypes::new(ctx, settings);
                types.lower(handle).map(|r| r.pointer(ctx))
            } else if StructType::of(ctx, ty).is_some() || ArrayType::of(ctx, ty).is_some() {
                ResourceTypes::new(ctx, settings).value_type(ty)
            } else if SpirvType::of(ctx, ty).is_some() {
                Ok(ty)
            } else {
                Err(unsupported())
            }
        }
        _ => Err(unsupported()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialect_spirv::target_env::VulkanPreset;
    use shader_mlir::asm::parser::parse_type_str;
    use shader_mlir::asm::printer::type_to_string;

    fn convert(settings: &Settings, text: &str) -> Result<String, String> {
        let mut ctx = Context::new();
        ctx.register_dialect(&dialect_hlsl::DIALECT);
        ctx.register_dialect(&dialect_spirv::DIALECT);
        let ctx = Arc::new(ctx);
        let ty = parse_type_str(&ctx, text).map_err(|d| d.message.clone())?;
        let converter = type_converter(Arc::new(settings.clone()));
        converter
            .convert_type(&ctx, ty)
            .map(|t| type_to_string(&ctx, t))
            .ok_or_else(|| {
                convert_type(&ctx, settings, ty)
                    .unwrap_err()
                    .explain(&settings.env_name)
            })
    }

    #[test]
    fn values_convert_as_upstream_does() {
        let v10 = Settings::for_preset(VulkanPreset::Vulkan1_0);
        assert_eq!(convert(&v10, "index").as_deref(), Ok("i32"));
        assert_eq!(
            convert(&v10, "vector<3xi32>").as_deref(),
            Ok("vector<3xi32>")
        );
        assert_eq!(convert(&v10, "vector<1xf32>").as_deref(), Ok("f32"));
        assert_eq!(convert(&v10, "i1").as_deref(), Ok("i1"));
        assert_eq!(
            convert(&v10, "!hlsl.struct<\"S\", (f32, i1)>").as_deref(),
            Ok("!spirv.struct<(f32 [0], i32 [4])>")
        );
        assert_eq!(
            convert(&v10, "!hlsl.handle<srv, f32, raw>").as_deref(),
            Ok(
                "!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>"
            )
        );
        assert!(convert(&v10, "vector<5xf32>").is_err());
        assert!(convert(&v10, "tensor<4xf32>").is_err());
    }

    #[test]
    fn scalars_the_target_lacks_do_not_convert() {
        let v12 = Settings::for_preset(VulkanPreset::Vulkan1_2);
        assert_eq!(
            convert(&v12, "i64"),
            Err(
                "i64 needs capability Int64, which target environment vulkan1.2 does not allow"
                    .to_owned()
            )
        );
        assert!(convert(&v12, "f16").is_err());
        assert_eq!(
            convert(&Settings::for_preset(VulkanPreset::Vulkan1_4), "i16").as_deref(),
            Ok("i16")
        );
    }
}
