//! The types of the `dx` dialect: LLVM's DirectX target extension types
//! (`target("dx.TypedBuffer", ...)` and friends) as MLIR dialect types.
//!
//! ```text
//! !dx.TypedBuffer<ELEM, IsWriteable, IsROV, IsSigned>
//! !dx.RawBuffer<ELEM, IsWriteable, IsROV>
//! !dx.Texture<ELEM, IsWriteable, IsROV, IsSigned, DIM>
//! !dx.MSTexture<ELEM, IsWriteable, Count, IsSigned, DIM>
//! !dx.FeedbackTexture<FEEDBACK, DIM>
//! !dx.CBuffer<STRUCT>
//! !dx.TBuffer<STRUCT>
//! !dx.Sampler<Default|Comparison>
//! ```
//!
//! Mirrors LLVM's "DXIL Resource Handling"
//! (<https://llvm.org/docs/DirectX/DXILResources.html>) and the "DirectX Target
//! Extension Types" table of wg-hlsl proposal 0015. Flags print as
//! `0`/`1`; `DIM` is a DXIL resource kind name (`Texture2DArray`,
//! `Texture2DMS`, `FeedbackTexture2D`, ...); `FEEDBACK` is `MinMip` or
//! `MipRegionUsed`. Elements are signless (`vector<4xi32>`); the sign of a
//! typed element is the `IsSigned` parameter. Struct elements are the `hlsl`
//! dialect's `!hlsl.struct` / `!hlsl.array`, the HLSL types they describe.
//!
//! The non-element parameters are the resource model's [`DxType`]; a `dx` type
//! is valid exactly when it is the DirectX type of some valid `!hlsl.handle`
//! ([`ResourceType::handle_view`] maps it back), so the type carries every fact
//! the DXIL resource record needs ([`ResourceType::resource_info`]).

mod hlsl_view;
mod parse;
mod print;

#[cfg(test)]
mod tests;

use shader_mlir::Context;
use shader_mlir::ir::DialectObjectExt;
use shader_mlir::ir::{DialectTypeStorage, Signedness, Type, TypeKind};

use resource_model::element_types::ElementError;
use resource_model::{
    DxMappingError, DxResourceInfo, DxType, ElementInfo, ResourceClass, ResourceKind, RuleViolation,
};

pub use hlsl_view::HandleView;
pub(crate) use parse::parse_type;

/// The storage of every `dx` type: the resource model's [`DxType`] (kind,
/// flags, dimension) and the element type, present exactly when
/// [`DxType::has_element`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceType {
    pub shape: DxType,
    pub element: Option<Type>,
}

/// Why a `dx` type cannot exist. Messages use the parameter names of LLVM's
/// DXIL resource docs (`IsWriteable`, `IsROV`, `IsSigned`, `Count`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResourceTypeError {
    #[error("'!dx.{0}' takes an element type")]
    MissingElement(&'static str),
    #[error("'!dx.{0}' takes no element type")]
    UnexpectedElement(&'static str),
    #[error(transparent)]
    Element(#[from] ElementError),
    #[error(
        "'dx' element types are signless, signedness is the IsSigned parameter: write '{signless}', not '{found}'"
    )]
    SignedElement { found: String, signless: String },
    #[error("IsSigned = 1 requires an integer element")]
    SignedNonInteger,
    #[error("IsROV = 1 requires IsWriteable = 1 (only UAVs are rasterizer ordered)")]
    RovNotWriteable,
    #[error("'{0}' textures are read-only: IsWriteable must be 0")]
    WriteableCube(ResourceKind),
    #[error("'!dx.{0}' element must be an '!hlsl.struct'")]
    NotStruct(&'static str),
    #[error(
        "'!dx.{ty}' dimension must be one of {}, got '{found}'",
        KindList(expected)
    )]
    Dimension {
        ty: &'static str,
        found: ResourceKind,
        expected: &'static [ResourceKind],
    },
    #[error("no HLSL resource has this DirectX type: {0}")]
    Rule(#[from] RuleViolation),
    #[error("no HLSL resource has this DirectX type: {0}")]
    Mapping(#[from] DxMappingError),
}

struct KindList(&'static [ResourceKind]);

impl std::fmt::Display for KindList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, kind) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(kind.as_str())?;
        }
        Ok(())
    }
}

/// The `DIM` values `!dx.Texture` accepts.
pub const TEXTURE_DIMS: &[ResourceKind] = &[
    ResourceKind::Texture1D,
    ResourceKind::Texture1DArray,
    ResourceKind::Texture2D,
    ResourceKind::Texture2DArray,
    ResourceKind::Texture3D,
    ResourceKind::TextureCUBE,
    ResourceKind::TextureCUBEArray,
];
/// The `DIM` values `!dx.MSTexture` accepts.
pub const MS_TEXTURE_DIMS: &[ResourceKind] =
    &[ResourceKind::Texture2DMS, ResourceKind::Texture2DMSArray];
/// The `DIM` values `!dx.FeedbackTexture` accepts.
pub const FEEDBACK_TEXTURE_DIMS: &[ResourceKind] = &[
    ResourceKind::FeedbackTexture2D,
    ResourceKind::FeedbackTexture2DArray,
];

impl DialectTypeStorage for ResourceType {
    const DIALECT: &'static str = "dx";

    fn print(&self, p: &mut shader_mlir::asm::AsmPrinter<'_>) {
        print::print_type(self, p);
    }
}

impl ResourceType {
    /// The `dx` type with `shape` and `element`, checked: it must be the
    /// DirectX type of a valid HLSL resource.
    pub fn get(
        ctx: &Context,
        shape: DxType,
        element: Option<Type>,
    ) -> Result<Type, ResourceTypeError> {
        let storage = ResourceType { shape, element };
        storage.handle_view(ctx)?;
        Ok(storage.intern_type(ctx))
    }

    /// The `dx` storage of `ty`, if it is a `dx` type.
    pub fn of(ctx: &Context, ty: Type) -> Option<&ResourceType> {
        Self::of_type(ctx, ty)
    }

    /// The type's name after `!dx.`.
    pub fn name(&self) -> &'static str {
        self.shape.name()
    }

    /// Whether the resource is writeable (a UAV): the `IsWriteable` parameter,
    /// and always for feedback textures.
    pub fn is_writeable(&self) -> bool {
        match self.shape {
            DxType::TypedBuffer { writeable, .. }
            | DxType::RawBuffer { writeable, .. }
            | DxType::Texture { writeable, .. }
            | DxType::MSTexture { writeable, .. } => writeable,
            DxType::FeedbackTexture { .. } => true,
            DxType::CBuffer | DxType::TBuffer | DxType::Sampler(_) => false,
        }
    }

    /// The register class: `t` (SRV), `u` (UAV), `b` (CBV) or `s` (sampler).
    pub fn class(&self) -> ResourceClass {
        match self.shape {
            DxType::CBuffer => ResourceClass::CBuffer,
            DxType::Sampler(_) => ResourceClass::Sampler,
            _ if self.is_writeable() => ResourceClass::Uav,
            _ => ResourceClass::Srv,
        }
    }

    /// A `!dx.TypedBuffer`.
    pub fn is_typed_buffer(&self) -> bool {
        matches!(self.shape, DxType::TypedBuffer { .. })
    }

    /// A `!dx.RawBuffer` (byte-address or structured).
    pub fn is_raw_buffer(&self) -> bool {
        matches!(self.shape, DxType::RawBuffer { .. })
    }

    /// A `!dx.RawBuffer<i8, ...>`: ByteAddressBuffer and its RW / ROV forms.
    pub fn is_byte_address(&self, ctx: &Context) -> bool {
        self.is_raw_buffer() && self.element.is_some_and(|e| is_i8(ctx, e))
    }

    /// A `!dx.RawBuffer` of anything but `i8`: a structured buffer.
    pub fn is_structured(&self, ctx: &Context) -> bool {
        self.is_raw_buffer() && !self.is_byte_address(ctx)
    }

    /// A `!dx.Texture` or `!dx.MSTexture`.
    pub fn is_texture(&self) -> bool {
        matches!(
            self.shape,
            DxType::Texture { .. } | DxType::MSTexture { .. }
        )
    }

    /// A `!dx.MSTexture`.
    pub fn is_multisampled(&self) -> bool {
        matches!(self.shape, DxType::MSTexture { .. })
    }

    /// A `!dx.FeedbackTexture`.
    pub fn is_feedback_texture(&self) -> bool {
        matches!(self.shape, DxType::FeedbackTexture { .. })
    }

    /// A `!dx.CBuffer` or `!dx.TBuffer`: read in legacy 16-byte rows.
    pub fn is_row_buffer(&self) -> bool {
        matches!(self.shape, DxType::CBuffer | DxType::TBuffer)
    }

    /// The type-derived part of the DXIL resource record and annotate
    /// properties (no binding, `globallycoherent` or counter: those belong to
    /// the resource, not its type).
    pub fn resource_info(&self, ctx: &Context) -> Result<DxResourceInfo, ResourceTypeError> {
        let view = self.handle_view(ctx)?;
        Ok(DxResourceInfo::for_handle(&view.properties, &view.element)?)
    }

    /// The element in the resource model's terms, with the sign of a typed
    /// element applied (`IsSigned`).
    pub fn element_info(&self, ctx: &Context) -> Result<ElementInfo, ResourceTypeError> {
        Ok(self.handle_view(ctx)?.element)
    }
}

fn is_i8(ctx: &Context, ty: Type) -> bool {
    *ctx.type_kind(ty)
        == TypeKind::Integer {
            width: 8,
            signedness: Signedness::Signless,
        }
}
