//! The `dx` view of a resource: LLVM's DirectX target extension types
//! (`dx.TypedBuffer`, `dx.RawBuffer`, `dx.Texture`, ...) and the DXIL encodings
//! they carry: `ResourceKind`, `ComponentType` and `SamplerType`.
//!
//! The mapping is the "DirectX Target Extension Types" table of wg-hlsl
//! proposal 0015 with this project's decisions for what the table
//! leaves open (`dx.TBuffer` for tbuffer, a comparison sampler is
//! `Sampler<Comparison>`); the types are those of LLVM's "DXIL Resource
//! Handling" (<https://llvm.org/docs/DirectX/DXILResources.html>).

use super::element::{ElementInfo, Scalar, ScalarKind, Signedness};
use super::keyword::keyword_enum;
use super::object::classify;
use super::properties::{FeedbackKind, HandleProperties, ResourceClass};
use super::rules::RuleViolation;

/// `code()`, the DXIL encoding, of these `#[repr(u32)]` enums.
macro_rules! dxil_code {
    ($($name:ident),*) => {
        $(
            impl $name {
                /// The DXIL encoding.
                pub const fn code(self) -> u32 {
                    self as u32
                }
            }
        )*
    };
}

dxil_code!(ResourceKind, ComponentType, SamplerType);

keyword_enum! {
    /// DXIL's resource kind ("shape"), with its DXIL encoding. Names are those
    /// of the `DIM` parameter of `!dx.Texture` and friends.
    #[repr(u32)]
    pub enum ResourceKind("DXIL resource kind") {
        Texture1D = 1 => "Texture1D",
        Texture2D = 2 => "Texture2D",
        Texture2DMS = 3 => "Texture2DMS",
        Texture3D = 4 => "Texture3D",
        TextureCUBE = 5 => "TextureCUBE",
        Texture1DArray = 6 => "Texture1DArray",
        Texture2DArray = 7 => "Texture2DArray",
        Texture2DMSArray = 8 => "Texture2DMSArray",
        TextureCUBEArray = 9 => "TextureCUBEArray",
        TypedBuffer = 10 => "TypedBuffer",
        RawBuffer = 11 => "RawBuffer",
        StructuredBuffer = 12 => "StructuredBuffer",
        CBuffer = 13 => "CBuffer",
        Sampler = 14 => "Sampler",
        TBuffer = 15 => "TBuffer",
        FeedbackTexture2D = 17 => "FeedbackTexture2D",
        FeedbackTexture2DArray = 18 => "FeedbackTexture2DArray",
    }
}

keyword_enum! {
    /// DXIL's component type of a typed resource element, with its encoding.
    #[repr(u32)]
    pub enum ComponentType("DXIL component type") {
        I1 = 1 => "i1",
        I16 = 2 => "i16",
        U16 = 3 => "u16",
        I32 = 4 => "i32",
        U32 = 5 => "u32",
        I64 = 6 => "i64",
        U64 = 7 => "u64",
        F16 = 8 => "f16",
        F32 = 9 => "f32",
        F64 = 10 => "f64",
    }
}

impl ComponentType {
    /// The component type of a scalar; integers read as signed unless spelled
    /// `ui..`. `None` for widths DXIL has no component type for.
    pub const fn for_scalar(scalar: Scalar) -> Option<ComponentType> {
        let signed = !matches!(scalar.kind, ScalarKind::Int(Signedness::Unsigned));
        Some(match (scalar.kind, scalar.bits, signed) {
            (ScalarKind::Int(_), 1, _) => ComponentType::I1,
            (ScalarKind::Int(_), 16, true) => ComponentType::I16,
            (ScalarKind::Int(_), 16, false) => ComponentType::U16,
            (ScalarKind::Int(_), 32, true) => ComponentType::I32,
            (ScalarKind::Int(_), 32, false) => ComponentType::U32,
            (ScalarKind::Int(_), 64, true) => ComponentType::I64,
            (ScalarKind::Int(_), 64, false) => ComponentType::U64,
            (ScalarKind::Float, 16, _) => ComponentType::F16,
            (ScalarKind::Float, 32, _) => ComponentType::F32,
            (ScalarKind::Float, 64, _) => ComponentType::F64,
            _ => return None,
        })
    }
}

keyword_enum! {
    /// DXIL's sampler type, with its encoding.
    #[repr(u32)]
    pub enum SamplerType("DXIL sampler type") {
        Default = 0 => "Default",
        Comparison = 1 => "Comparison",
    }
}

/// A `dx` target type, without its element. Where the type has an element it is
/// the handle's element with signedness erased ([`DxType::element`]); the sign
/// of a typed element lives in `signed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DxType {
    /// `!dx.TypedBuffer<ELEM, IsWriteable, IsROV, IsSigned>`.
    TypedBuffer {
        writeable: bool,
        rov: bool,
        signed: bool,
    },
    /// `!dx.RawBuffer<ELEM, IsWriteable, IsROV>`: byte-address (`i8`) and
    /// structured buffers.
    RawBuffer { writeable: bool, rov: bool },
    /// `!dx.Texture<ELEM, IsWriteable, IsROV, IsSigned, DIM>`.
    Texture {
        writeable: bool,
        rov: bool,
        signed: bool,
        dim: ResourceKind,
    },
    /// `!dx.MSTexture<ELEM, IsWriteable, Count, IsSigned, DIM>`.
    MSTexture {
        writeable: bool,
        count: u32,
        signed: bool,
        dim: ResourceKind,
    },
    /// `!dx.FeedbackTexture<FEEDBACK, DIM>`.
    FeedbackTexture {
        feedback: FeedbackKind,
        dim: ResourceKind,
    },
    /// `!dx.CBuffer<STRUCT>`.
    CBuffer,
    /// `!dx.TBuffer<STRUCT>`.
    TBuffer,
    /// `!dx.Sampler<Default|Comparison>`.
    Sampler(SamplerType),
}

impl DxType {
    /// The `dx` type of a handle; errors when the handle breaks a rule.
    pub fn for_handle(
        props: &HandleProperties,
        element: &ElementInfo,
    ) -> Result<DxType, RuleViolation> {
        let kind = valid_resource_kind(props, element)?;
        let writeable = props.class == ResourceClass::Uav;
        let signed = element.scalar().is_some_and(Scalar::is_signed_int);
        Ok(match kind {
            ResourceKind::TypedBuffer => DxType::TypedBuffer {
                writeable,
                rov: props.rov,
                signed,
            },
            ResourceKind::RawBuffer | ResourceKind::StructuredBuffer => DxType::RawBuffer {
                writeable,
                rov: props.rov,
            },
            ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray => DxType::MSTexture {
                writeable,
                count: props.ms.unwrap_or(0),
                signed,
                dim: kind,
            },
            ResourceKind::FeedbackTexture2D | ResourceKind::FeedbackTexture2DArray => {
                let feedback = props.feedback.ok_or(RuleViolation::NoMatchingObject)?;
                DxType::FeedbackTexture {
                    feedback,
                    dim: kind,
                }
            }
            ResourceKind::CBuffer => DxType::CBuffer,
            ResourceKind::TBuffer => DxType::TBuffer,
            ResourceKind::Sampler => DxType::Sampler(if props.comparison {
                SamplerType::Comparison
            } else {
                SamplerType::Default
            }),
            ResourceKind::Texture1D
            | ResourceKind::Texture2D
            | ResourceKind::Texture3D
            | ResourceKind::TextureCUBE
            | ResourceKind::Texture1DArray
            | ResourceKind::Texture2DArray
            | ResourceKind::TextureCUBEArray => DxType::Texture {
                writeable,
                rov: props.rov,
                signed,
                dim: kind,
            },
        })
    }

    /// The type's name after `!dx.`.
    pub const fn name(&self) -> &'static str {
        match self {
            DxType::TypedBuffer { .. } => "TypedBuffer",
            DxType::RawBuffer { .. } => "RawBuffer",
            DxType::Texture { .. } => "Texture",
            DxType::MSTexture { .. } => "MSTexture",
            DxType::FeedbackTexture { .. } => "FeedbackTexture",
            DxType::CBuffer => "CBuffer",
            DxType::TBuffer => "TBuffer",
            DxType::Sampler(_) => "Sampler",
        }
    }

    /// Whether the type has an element parameter.
    pub const fn has_element(&self) -> bool {
        !matches!(self, DxType::FeedbackTexture { .. } | DxType::Sampler(_))
    }

    /// The element parameter for a handle with element `element`: the element
    /// with signedness erased, or `None` for types without one.
    pub fn element(&self, element: &ElementInfo) -> Option<ElementInfo> {
        self.has_element().then(|| element.signless())
    }
}

/// The DXIL resource kind of a valid handle, from the object table.
pub fn resource_kind(
    props: &HandleProperties,
    element: &ElementInfo,
) -> Result<ResourceKind, RuleViolation> {
    classify(props, element)
        .next()
        .map(|object| object.info().kind)
        .ok_or(RuleViolation::NoMatchingObject)
}

/// The DXIL resource kind of a handle, once the handle is checked against
/// the rules.
pub(crate) fn valid_resource_kind(
    props: &HandleProperties,
    element: &ElementInfo,
) -> Result<ResourceKind, RuleViolation> {
    props.validate(element)?;
    resource_kind(props, element)
}
