//! MLIR's `SPIRVTypeConverter` (`SPIRVConversion.cpp`,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#type-conversion>): the SPIR-V
//! type of each builtin type for one target environment.
//!
//! - `index` -> `i32` (vectors of `index` -> vectors of `i32`);
//! - integers of 1, 8, 16, 32 and 64 bits, `f16`, `f32`, `f64` and `bf16` ->
//!   themselves where the target allows them as values; otherwise, with
//!   `emulate-lt-32-bit-scalar-types` (the default), narrower ones -> 32 bits
//!   (`i8` -> `i32`, `ui16` -> `ui32`, `f16` -> `f32`) and wider ones do not
//!   convert; `i2` and `i4` -> `i32`;
//! - `vector<1xT>` -> `T`; vectors of 2, 3 or 4 (8 or 16 with `Vector16`)
//!   scalars -> themselves, or of their converted scalar;
//! - `spirv` dialect types -> themselves.
//!
//! Anything else (other widths and float types, multi-dimensional and
//! scalable vectors, tensors) does not convert. Upstream's
//! `emulate-unsupported-float-types` concerns 8-bit float types, which the
//! core does not have; it is accepted and has no effect.

use std::sync::Arc;

use dialect_spirv::op_availability::type_requirements;
use dialect_spirv::target_env::TargetEnv;
use dialect_spirv::types::{SpirvType, is_scalar};
use shader_mlir::Context;
use shader_mlir::conversion::{Conversion, TypeConverter};
use shader_mlir::ir::{Type, TypeKind};
use shader_mlir::pass::{OptionInfo, OptionKind, PassOptions};

const EMULATE_LT_32: &str = "emulate-lt-32-bit-scalar-types";
const EMULATE_FLOATS: &str = "emulate-unsupported-float-types";

/// The options of the conversions to `spirv`, as MLIR 22 names them.
pub static OPTIONS: [OptionInfo; 2] = [
    OptionInfo::new(
        EMULATE_LT_32,
        OptionKind::Bool,
        "true",
        "Emulate narrower scalar types with 32-bit ones if not supported by the target",
    ),
    OptionInfo::new(
        EMULATE_FLOATS,
        OptionKind::Bool,
        "true",
        "Emulate unsupported float types by representing them with integer types of same bit width",
    ),
];

/// MLIR's `SPIRVConversionOptions`, the part the core's types can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpirvConversionOptions {
    /// Narrower scalars the target lacks become 32-bit ones.
    pub emulate_lt_32_bit_scalar_types: bool,
    /// 8-bit float types become `i8` (no effect: the core has none).
    pub emulate_unsupported_float_types: bool,
}

impl Default for SpirvConversionOptions {
    fn default() -> Self {
        SpirvConversionOptions {
            emulate_lt_32_bit_scalar_types: true,
            emulate_unsupported_float_types: true,
        }
    }
}

impl SpirvConversionOptions {
    /// The options a pass was given ([`OPTIONS`]).
    pub fn from_pass_options(options: &PassOptions) -> Self {
        SpirvConversionOptions {
            emulate_lt_32_bit_scalar_types: options.bool(EMULATE_LT_32, true),
            emulate_unsupported_float_types: options.bool(EMULATE_FLOATS, true),
        }
    }
}

/// A type converter with the target environment it converts for, which the
/// patterns consult too (MLIR's `SPIRVTypeConverter::getTargetEnv`).
#[derive(Clone)]
pub struct SpirvTypeConverter {
    pub types: Arc<TypeConverter>,
    pub env: Arc<TargetEnv>,
}

impl SpirvTypeConverter {
    /// MLIR's converter for `env` with `options`.
    pub fn new(env: TargetEnv, options: SpirvConversionOptions) -> Self {
        let env = Arc::new(env);
        let mut types = TypeConverter::new();
        let for_closure = env.clone();
        types.add_conversion(
            move |ctx, ty| match convert_type(ctx, &for_closure, options, ty) {
                Some(converted) => Conversion::To(converted),
                None => Conversion::Fail,
            },
        );
        SpirvTypeConverter {
            types: Arc::new(types),
            env,
        }
    }

    /// Another converter (such as a lowering's, which knows more types) used
    /// with `env`.
    pub fn with_types(types: Arc<TypeConverter>, env: Arc<TargetEnv>) -> Self {
        SpirvTypeConverter { types, env }
    }
}

/// The SPIR-V type of `ty` for `env`, if it has one.
pub fn convert_type(
    ctx: &Context,
    env: &TargetEnv,
    options: SpirvConversionOptions,
    ty: Type,
) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(ctx.common().i32),
        TypeKind::Integer { .. } | TypeKind::Float(_) => convert_scalar(ctx, env, options, ty),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            if scalable.iter().any(|&s| s) || shape.len() > 1 {
                return None;
            }
            let element = match ctx.type_kind(*element) {
                TypeKind::Index => ctx.common().i32,
                _ => *element,
            };
            match shape.first().copied().unwrap_or(1) {
                1 => convert_scalar(ctx, env, options, element),
                2..=4 | 8 | 16 if is_scalar(ctx, element) => {
                    let vector = ctx.vector_type(shape, element);
                    if allowed(ctx, env, vector) {
                        return Some(vector);
                    }
                    let converted = convert_scalar(ctx, env, options, element)?;
                    let vector = ctx.vector_type(shape, converted);
                    allowed(ctx, env, vector).then_some(vector)
                }
                _ => None,
            }
        }
        TypeKind::Dialect(_) if SpirvType::of(ctx, ty).is_some() => Some(ty),
        _ => None,
    }
}

/// Whether the target allows `ty` as a value.
fn allowed(ctx: &Context, env: &TargetEnv, ty: Type) -> bool {
    type_requirements(ctx, ty).is_ok_and(|r| env.allows_requirements(&r).is_ok())
}

/// MLIR's `convertScalarType` (with `convertSubByteIntegerType` for `i2`
/// and `i4`).
fn convert_scalar(
    ctx: &Context,
    env: &TargetEnv,
    options: SpirvConversionOptions,
    ty: Type,
) -> Option<Type> {
    match *ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } if !is_scalar(ctx, ty) => {
            // Sub-byte integers are stored packed and computed on in 32 bits.
            matches!(width, 2 | 4).then(|| ctx.integer_type(32, signedness))
        }
        _ if !is_scalar(ctx, ty) => None,
        _ if allowed(ctx, env, ty) => Some(ty),
        _ if !options.emulate_lt_32_bit_scalar_types => None,
        TypeKind::Integer { width, signedness } => {
            (width < 32).then(|| ctx.integer_type(32, signedness))
        }
        TypeKind::Float(kind) => (kind.width() < 32).then(|| ctx.common().f32),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialect_spirv::availability::Version;
    use dialect_spirv::target_env::Vce;
    use shader_mlir::asm::parser::parse_type_str;
    use shader_mlir::asm::printer::type_to_string;

    fn convert(env: &TargetEnv, options: SpirvConversionOptions, text: &str) -> Option<String> {
        let mut ctx = Context::new();
        ctx.register_dialect(&dialect_spirv::DIALECT);
        let ctx = Arc::new(ctx);
        let ty = parse_type_str(&ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        convert_type(&ctx, env, options, ty).map(|t| type_to_string(&ctx, t))
    }

    #[test]
    fn the_default_target_emulates_narrow_scalars() {
        let env = TargetEnv::default();
        let options = SpirvConversionOptions::default();
        let cases = [
            ("index", Some("i32")),
            ("i1", Some("i1")),
            ("i8", Some("i32")),
            ("si8", Some("si32")),
            ("ui16", Some("ui32")),
            ("i4", Some("i32")),
            ("i3", None),
            ("i64", None),
            ("f16", Some("f32")),
            ("bf16", Some("f32")),
            ("f64", None),
            ("tf32", None),
            ("vector<1xf32>", Some("f32")),
            ("vector<3xindex>", Some("vector<3xi32>")),
            ("vector<2xi8>", Some("vector<2xi32>")),
            ("vector<5xf32>", None),
            ("vector<8xf32>", None),
            ("vector<2x2xf32>", None),
            (
                "!spirv.ptr<f32, Function>",
                Some("!spirv.ptr<f32, Function>"),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(convert(&env, options, text).as_deref(), expected, "{text}");
        }
    }

    #[test]
    fn the_target_and_the_options_decide() {
        let env = TargetEnv::new(Vce::new(
            Version::V1_0,
            [
                spirv::Capability::Shader,
                spirv::Capability::Int8,
                spirv::Capability::Vector16,
            ],
            [],
        ));
        let options = SpirvConversionOptions::default();
        assert_eq!(convert(&env, options, "i8").as_deref(), Some("i8"));
        assert_eq!(
            convert(&env, options, "vector<8xf32>").as_deref(),
            Some("vector<8xf32>")
        );
        let strict = SpirvConversionOptions {
            emulate_lt_32_bit_scalar_types: false,
            ..options
        };
        assert_eq!(convert(&env, strict, "i16"), None);
        assert_eq!(convert(&env, strict, "i8").as_deref(), Some("i8"));
    }
}
