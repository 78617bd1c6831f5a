//! The types of the `spirv` dialect: `!spirv.array`, `!spirv.rtarray`,
//! `!spirv.ptr`, `!spirv.struct`, `!spirv.image`, `!spirv.sampled_image`,
//! `!spirv.matrix`, `!spirv.coopmatrix`, `!spirv.arm.tensor`, and
//! `!spirv.sampler`, `!spirv.ray_query` and `!spirv.acceleration_structure`
//! (which MLIR 22 lacks; see docs/spirv-beyond-mlir-22.md).
//!
//! Mirrors MLIR's `SPIRVTypes.h` and the type parser/printer of
//! `SPIRVDialect.cpp` (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#types>):
//! one [`SpirvType`] storage enum interned in the [`Context`], with the same
//! syntax, the same parse-time checks and the same diagnostics. Scalars and
//! vectors are builtin `iN`/`fN`/`vector<...>` types, as upstream.
//!
//! Constructors follow MLIR's `XType::get` and return uniqued [`Type`]s;
//! `XType::of` is MLIR's `dyn_cast`.

/// Declares a fieldless enum of MLIR's spelled values: copied, compared and
/// hashed like the `spirv` crate's enums.
macro_rules! value_enum {
    ($(#[$doc:meta])* $name:ident { $($variant:ident),* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant,)*
        }
    };
}

mod composite;
pub mod constraints;
mod cooperative_matrix;
mod image;
mod parse;
mod print;
mod struct_type;
mod tensor_arm;

use shader_mlir::ir::{DialectObjectExt, DialectTypeStorage, Type, TypeKind};
use shader_mlir::{Context, Ident};
use spirv::StorageClass;

pub use composite::{
    composite_element_type, composite_num_elements, is_composite, is_scalar, is_spirv_type,
    is_valid_vector,
};
pub use cooperative_matrix::{
    CooperativeMatrixLayoutKHR, CooperativeMatrixOperandsKHR, CooperativeMatrixType,
    CooperativeMatrixUseKHR, MlirSpelledEnum,
};
pub use image::{
    ImageArrayedInfo, ImageDepthInfo, ImageInfo, ImageSamplerUseInfo, ImageSamplingInfo, ImageType,
};
pub(crate) use parse::parse_type;
pub use struct_type::{
    IdentifiedStructConflict, MemberDecoration, StructBody, StructDecoration, StructType,
};
pub use tensor_arm::TensorArmType;

/// The storage of every `spirv` dialect type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpirvType {
    /// `!spirv.array<N x T, stride=S>`
    Array(ArrayType),
    /// `!spirv.coopmatrix<R x C x T, Scope, Use>`
    CooperativeMatrix(CooperativeMatrixType),
    /// `!spirv.image<T, Dim, Depth, Arrayed, Sampling, SamplerUse, Format>`
    Image(ImageType),
    /// `!spirv.matrix<N x vector<M x fK>>`
    Matrix(MatrixType),
    /// `!spirv.ptr<T, StorageClass>`
    Pointer(PointerType),
    /// `!spirv.rtarray<T, stride=S>`
    RuntimeArray(RuntimeArrayType),
    /// `!spirv.sampled_image<!spirv.image<...>>`
    SampledImage(SampledImageType),
    /// `!spirv.sampler` (`OpTypeSampler`)
    Sampler,
    /// `!spirv.ray_query` (`OpTypeRayQueryKHR`; beyond MLIR 22)
    RayQuery,
    /// `!spirv.acceleration_structure` (`OpTypeAccelerationStructureKHR`;
    /// beyond MLIR 22)
    AccelerationStructure,
    /// `!spirv.struct<(...)>` or `!spirv.struct<Name, (...)>`
    Struct(StructType),
    /// `!spirv.arm.tensor<D x ... x T>`
    TensorArm(TensorArmType),
}

impl DialectTypeStorage for SpirvType {
    const DIALECT: &'static str = "spirv";

    fn print(&self, p: &mut shader_mlir::asm::AsmPrinter<'_>) {
        print::print_type(self, p);
    }

    /// Cooperative matrices and ranked `!spirv.arm.tensor`s are shaped
    /// (`ShapedTypeInterface` in MLIR): `rows x columns`, or the tensor's
    /// dimensions, of their element type, so `dense<...>` attributes can
    /// give the value of a `spirv.Constant`.
    fn shape(&self) -> Option<(Box<[i64]>, Type)> {
        match self {
            SpirvType::CooperativeMatrix(m) => {
                Some(([i64::from(m.rows), i64::from(m.columns)].into(), m.element))
            }
            SpirvType::TensorArm(t) if t.has_rank() => Some((t.shape.clone(), t.element)),
            _ => None,
        }
    }
}

/// `T::of(ctx, ty)` for each `T => Variant`: the storage of `ty` if it is a
/// `spirv` type of that variant.
macro_rules! spirv_type_of {
    ($($ty:ident => $variant:ident),* $(,)?) => {$(
        impl $ty {
            pub fn of(ctx: &Context, ty: Type) -> Option<&$ty> {
                match SpirvType::of(ctx, ty)? {
                    SpirvType::$variant(t) => Some(t),
                    _ => None,
                }
            }
        }
    )*};
}

spirv_type_of!(
    ArrayType => Array,
    CooperativeMatrixType => CooperativeMatrix,
    ImageType => Image,
    MatrixType => Matrix,
    PointerType => Pointer,
    RuntimeArrayType => RuntimeArray,
    SampledImageType => SampledImage,
    StructType => Struct,
    TensorArmType => TensorArm,
);

impl SpirvType {
    /// Uniques `self` in `ctx`.
    pub fn intern(self, ctx: &Context) -> Type {
        self.intern_type(ctx)
    }

    /// The `spirv` storage of `ty`, if it is a `spirv` dialect type.
    pub fn of(ctx: &Context, ty: Type) -> Option<&SpirvType> {
        SpirvType::of_type(ctx, ty)
    }
}

/// `!spirv.array<N x T>`: a fixed-size array, with an optional `ArrayStride`
/// decoration (0 when absent). Beyond MLIR 22, the length may be a
/// specialization constant (`!spirv.array<@n x T>`, `OpTypeArray` with an
/// `OpSpecConstant*` length): its symbol is `spec_length` and `count` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArrayType {
    pub element: Type,
    /// The element count, at least 1 (0 with a `spec_length`).
    pub count: u32,
    /// The `ArrayStride` decoration in bytes, 0 when absent.
    pub stride: u32,
    /// The specialization constant (`spirv.SpecConstant` or
    /// `spirv.SpecConstantExpression`) whose value is the length.
    pub spec_length: Option<Ident>,
}

impl ArrayType {
    pub fn get(ctx: &Context, element: Type, count: u32, stride: u32) -> Type {
        SpirvType::Array(ArrayType {
            element,
            count,
            stride,
            spec_length: None,
        })
        .intern(ctx)
    }

    /// An array whose length is the specialization constant `length`.
    pub fn get_spec(ctx: &Context, element: Type, length: Ident, stride: u32) -> Type {
        SpirvType::Array(ArrayType {
            element,
            count: 0,
            stride,
            spec_length: Some(length),
        })
        .intern(ctx)
    }
}

/// `!spirv.rtarray<T>`: an array whose length is known only at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuntimeArrayType {
    pub element: Type,
    /// The `ArrayStride` decoration in bytes, 0 when absent.
    pub stride: u32,
}

impl RuntimeArrayType {
    pub fn get(ctx: &Context, element: Type, stride: u32) -> Type {
        SpirvType::RuntimeArray(RuntimeArrayType { element, stride }).intern(ctx)
    }
}

/// `!spirv.ptr<T, StorageClass>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointerType {
    pub pointee: Type,
    pub storage_class: StorageClass,
}

impl PointerType {
    pub fn get(ctx: &Context, pointee: Type, storage_class: StorageClass) -> Type {
        SpirvType::Pointer(PointerType {
            pointee,
            storage_class,
        })
        .intern(ctx)
    }
}

/// `!spirv.sampled_image<IMAGE>`: an image combined with a sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SampledImageType {
    /// An `!spirv.image` type.
    pub image: Type,
}

impl SampledImageType {
    pub fn get(ctx: &Context, image: Type) -> Type {
        SpirvType::SampledImage(SampledImageType { image }).intern(ctx)
    }
}

/// `!spirv.sampler`: an opaque sampler (`OpTypeSampler`).
pub struct SamplerType;

impl SamplerType {
    pub fn get(ctx: &Context) -> Type {
        SpirvType::Sampler.intern(ctx)
    }

    pub fn is(ctx: &Context, ty: Type) -> bool {
        matches!(SpirvType::of(ctx, ty), Some(SpirvType::Sampler))
    }
}

/// `!spirv.ray_query` and `!spirv.acceleration_structure`: the opaque types
/// of ray queries (`SPV_KHR_ray_query`), beyond MLIR 22.
pub struct RayQueryTypes;

impl RayQueryTypes {
    pub fn ray_query(ctx: &Context) -> Type {
        SpirvType::RayQuery.intern(ctx)
    }

    pub fn acceleration_structure(ctx: &Context) -> Type {
        SpirvType::AccelerationStructure.intern(ctx)
    }
}

/// `!spirv.matrix<N x vector<M x fK>>`: `N` columns (2 to 4) of a float vector
/// of 2 to 4 rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatrixType {
    /// The column type, a `vector<M x fK>`.
    pub column: Type,
    pub columns: u32,
}

impl MatrixType {
    pub fn get(ctx: &Context, column: Type, columns: u32) -> Type {
        SpirvType::Matrix(MatrixType { column, columns }).intern(ctx)
    }

    /// The number of rows: the column vector's length.
    pub fn rows(&self, ctx: &Context) -> u32 {
        match ctx.type_kind(self.column) {
            TypeKind::Vector { shape, .. } => shape.iter().product::<i64>() as u32,
            _ => 0,
        }
    }

    /// The component type: the column vector's element type.
    pub fn element(&self, ctx: &Context) -> Type {
        match ctx.type_kind(self.column) {
            TypeKind::Vector { element, .. } => *element,
            _ => self.column,
        }
    }
}

#[cfg(test)]
mod tests;
