//! The HLSL resource objects: one static table, one row per object of the
//! object table of wg-hlsl proposal 0015, spelled as the proposal
//! spells them.
//!
//! A row says which `!hlsl.handle` the object is (its properties template and
//! what its element may be), what the `!hlsl.NAME<...>` sugar takes as
//! parameters, its DXIL resource kind and whether it can have a counter
//! (wg-hlsl proposal 0023). Objects that differ only in HLSL source syntax share one
//! handle type: RWStructuredBuffer / AppendStructuredBuffer /
//! ConsumeStructuredBuffer, cbuffer / ConstantBuffer, tbuffer / TextureBuffer.

use super::dx_type::ResourceKind;
use super::element::ElementInfo;
use super::keyword::keyword_enum;
use super::properties::{FeedbackKind, HandleProperties, ResourceClass, ResourceDim};

keyword_enum! {
    /// An HLSL resource object. Spellings are the proposal's, and are the names of
    /// the `!hlsl.NAME<...>` type sugar.
    #[allow(non_camel_case_types)]
    pub enum HlslObject("HLSL resource object") {
        Texture1D => "Texture1D",
        Texture1DArray => "Texture1DArray",
        Texture2D => "Texture2D",
        Texture2DArray => "Texture2DArray",
        Texture2DMS => "Texture2DMS",
        Texture2DMSArray => "Texture2DMSArray",
        Texture3D => "Texture3D",
        TextureCUBE => "TextureCUBE",
        TextureCUBEArray => "TextureCUBEArray",
        RWTexture1D => "RWTexture1D",
        RWTexture1DArray => "RWTexture1DArray",
        RWTexture2D => "RWTexture2D",
        RWTexture2DArray => "RWTexture2DArray",
        RWTexture2DMS => "RWTexture2DMS",
        RWTexture2DMSArray => "RWTexture2DMSArray",
        RWTexture3D => "RWTexture3D",
        RasterizerOrderedTexture1D => "RasterizerOrderedTexture1D",
        RasterizerOrderedTexture1DArray => "RasterizerOrderedTexture1DArray",
        RasterizerOrderedTexture2D => "RasterizerOrderedTexture2D",
        RasterizerOrderedTexture2DArray => "RasterizerOrderedTexture2DArray",
        RasterizerOrderedTexture3D => "RasterizerOrderedTexture3D",
        FeedbackTexture2D => "FeedbackTexture2D",
        FeedbackTexture2DArray => "FeedbackTexture2DArray",
        Buffer => "Buffer",
        RWBuffer => "RWBuffer",
        RasterizerOrderedBuffer => "RasterizerOrderedBuffer",
        ByteAddressBuffer => "ByteAddressBuffer",
        RWByteAddressBuffer => "RWByteAddressBuffer",
        RasterizerOrderedByteAddressBuffer => "RasterizerOrderedByteAddressBuffer",
        StructuredBuffer => "StructuredBuffer",
        RWStructuredBuffer => "RWStructuredBuffer",
        RasterizerOrderedStructuredBuffer => "RasterizerOrderedStructuredBuffer",
        AppendStructuredBuffer => "AppendStructuredBuffer",
        ConsumeStructuredBuffer => "ConsumeStructuredBuffer",
        cbuffer => "cbuffer",
        ConstantBuffer => "ConstantBuffer",
        tbuffer => "tbuffer",
        TextureBuffer => "TextureBuffer",
        SamplerState => "SamplerState",
        SamplerComparisonState => "SamplerComparisonState",
    }
}

/// What the `!hlsl.NAME<...>` sugar of an object takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SugarParams {
    /// `!hlsl.ByteAddressBuffer`, `!hlsl.SamplerState`: nothing.
    None,
    /// `!hlsl.RWBuffer<vector<4xf32>>`: the element type.
    Element,
    /// `!hlsl.Texture2DMS<vector<4xf32>, 8>`: the element type and the sample count.
    ElementAndSampleCount,
    /// `!hlsl.FeedbackTexture2D<min_mip>`: the feedback kind.
    FeedbackKind,
}

impl SugarParams {
    /// The parameters in words, for diagnostics.
    pub const fn describe(self) -> &'static str {
        match self {
            SugarParams::None => "no parameters",
            SugarParams::Element => "an element type",
            SugarParams::ElementAndSampleCount => "an element type and a sample count",
            SugarParams::FeedbackKind => "a feedback kind ('min_mip' or 'mip_region_used')",
        }
    }
}

/// The non-type parameter of a sugar type, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SugarArg {
    None,
    SampleCount(u32),
    Feedback(FeedbackKind),
}

/// The sugar of an object was given parameters it does not take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{object}' takes {}", .expected.describe())]
pub struct SugarArgError {
    pub object: HlslObject,
    pub expected: SugarParams,
}

/// What an object's element may be, at the level of its shape (the rules check
/// the details).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementShape {
    /// A scalar or a vector (textures, typed buffers).
    Typed,
    /// Anything with a layout: scalar, vector, struct or array (structured buffers).
    Structured,
    /// A struct (cbuffer, tbuffer).
    Struct,
    /// `i8` (byte-address buffers).
    Byte,
    /// `none` (samplers, feedback textures).
    None,
}

impl ElementShape {
    /// Whether `element` has this shape.
    pub fn accepts(self, element: &ElementInfo) -> bool {
        match self {
            ElementShape::Typed => {
                matches!(element, ElementInfo::Scalar(_) | ElementInfo::Vector(..))
            }
            ElementShape::Structured => matches!(
                element,
                ElementInfo::Scalar(_)
                    | ElementInfo::Vector(..)
                    | ElementInfo::Struct(_)
                    | ElementInfo::Array(..)
            ),
            ElementShape::Struct => matches!(element, ElementInfo::Struct(_)),
            ElementShape::Byte => *element == ElementInfo::Byte,
            ElementShape::None => *element == ElementInfo::None,
        }
    }

    /// The element an object with this shape always has, if it is fixed.
    pub fn implied_element(self) -> Option<ElementInfo> {
        match self {
            ElementShape::Byte => Some(ElementInfo::Byte),
            ElementShape::None => Some(ElementInfo::None),
            ElementShape::Typed | ElementShape::Structured | ElementShape::Struct => None,
        }
    }
}

/// One row of the object table.
#[derive(Debug)]
pub struct ObjectInfo {
    pub object: HlslObject,
    /// The handle properties, without the values the sugar parameters supply
    /// (`ms`, `feedback`) and without `coherent` / `counter`, which any
    /// object that allows them may have.
    pub template: HandleProperties,
    pub params: SugarParams,
    pub element: ElementShape,
    /// The DXIL resource kind (wg-hlsl proposal 0015's DXIL metadata table, "Shape").
    pub kind: ResourceKind,
    /// Whether the object can have a counter handle: RWStructuredBuffer,
    /// AppendStructuredBuffer and ConsumeStructuredBuffer (wg-hlsl proposal 0023), and
    /// RasterizerOrderedStructuredBuffer, which has `IncrementCounter` /
    /// `DecrementCounter` in HLSL too.
    pub counter: bool,
}

impl ObjectInfo {
    /// Whether a handle with `props` and `element` is this object.
    pub fn matches(&self, props: &HandleProperties, element: &ElementInfo) -> bool {
        let t = &self.template;
        t.class == props.class
            && t.dim == props.dim
            && t.array == props.array
            && t.rov == props.rov
            && t.raw == props.raw
            && t.row == props.row
            && t.comparison == props.comparison
            && props.ms.is_some() == (self.params == SugarParams::ElementAndSampleCount)
            && props.feedback.is_some() == (self.params == SugarParams::FeedbackKind)
            && (self.counter || !props.counter)
            && self.element.accepts(element)
    }
}

impl HlslObject {
    /// The object spelled `name`, as the proposal spells it.
    pub fn from_name(name: &str) -> Option<HlslObject> {
        name.parse().ok()
    }

    /// The object's name.
    pub const fn name(self) -> &'static str {
        self.as_str()
    }

    /// The object's row of the table.
    pub fn info(self) -> &'static ObjectInfo {
        &OBJECTS[self as usize]
    }

    /// The handle properties of the object, given the non-type parameter of its
    /// sugar (a sample count for multisampled textures, a feedback kind for
    /// feedback textures, otherwise [`SugarArg::None`]).
    pub fn properties(self, arg: SugarArg) -> Result<HandleProperties, SugarArgError> {
        let info = self.info();
        let mut props = info.template;
        match (info.params, arg) {
            (SugarParams::None | SugarParams::Element, SugarArg::None) => {}
            (SugarParams::ElementAndSampleCount, SugarArg::SampleCount(count)) => {
                props.ms = Some(count);
            }
            (SugarParams::FeedbackKind, SugarArg::Feedback(kind)) => props.feedback = Some(kind),
            _ => {
                return Err(SugarArgError {
                    object: self,
                    expected: info.params,
                });
            }
        }
        Ok(props)
    }
}

/// The objects a handle with `props` and `element` is, in table order: none
/// when the handle is no HLSL object, several when objects share a type
/// (RWStructuredBuffer, AppendStructuredBuffer, ConsumeStructuredBuffer).
pub fn classify<'a>(
    props: &'a HandleProperties,
    element: &'a ElementInfo,
) -> impl Iterator<Item = HlslObject> + 'a {
    OBJECTS
        .iter()
        .filter(move |row| row.matches(props, element))
        .map(|row| row.object)
}

/// Every row, in [`HlslObject`] order.
pub fn objects() -> &'static [ObjectInfo] {
    &OBJECTS
}

use ElementShape as E;
use HlslObject as O;
use ResourceDim::{Buffer as DBuf, Cube, Dim1D, Dim2D, Dim3D};
use ResourceKind as K;
use SugarParams as P;

const SRV: HandleProperties = HandleProperties::new(ResourceClass::Srv);
const UAV: HandleProperties = HandleProperties::new(ResourceClass::Uav);
const CBUF: HandleProperties = HandleProperties::new(ResourceClass::CBuffer);
const SAMPLER: HandleProperties = HandleProperties::new(ResourceClass::Sampler);

const fn row(
    object: HlslObject,
    kind: ResourceKind,
    element: ElementShape,
    params: SugarParams,
    template: HandleProperties,
) -> ObjectInfo {
    ObjectInfo {
        object,
        template,
        params,
        element,
        kind,
        counter: false,
    }
}

const fn with_counter(info: ObjectInfo) -> ObjectInfo {
    ObjectInfo {
        counter: true,
        ..info
    }
}

#[rustfmt::skip]
static OBJECTS: [ObjectInfo; HlslObject::ALL.len()] = [
    row(O::Texture1D, K::Texture1D, E::Typed, P::Element, HandleProperties { dim: Some(Dim1D), ..SRV }),
    row(O::Texture1DArray, K::Texture1DArray, E::Typed, P::Element, HandleProperties { dim: Some(Dim1D), array: true, ..SRV }),
    row(O::Texture2D, K::Texture2D, E::Typed, P::Element, HandleProperties { dim: Some(Dim2D), ..SRV }),
    row(O::Texture2DArray, K::Texture2DArray, E::Typed, P::Element, HandleProperties { dim: Some(Dim2D), array: true, ..SRV }),
    row(O::Texture2DMS, K::Texture2DMS, E::Typed, P::ElementAndSampleCount, HandleProperties { dim: Some(Dim2D), ..SRV }),
    row(O::Texture2DMSArray, K::Texture2DMSArray, E::Typed, P::ElementAndSampleCount, HandleProperties { dim: Some(Dim2D), array: true, ..SRV }),
    row(O::Texture3D, K::Texture3D, E::Typed, P::Element, HandleProperties { dim: Some(Dim3D), ..SRV }),
    row(O::TextureCUBE, K::TextureCUBE, E::Typed, P::Element, HandleProperties { dim: Some(Cube), ..SRV }),
    row(O::TextureCUBEArray, K::TextureCUBEArray, E::Typed, P::Element, HandleProperties { dim: Some(Cube), array: true, ..SRV }),
    row(O::RWTexture1D, K::Texture1D, E::Typed, P::Element, HandleProperties { dim: Some(Dim1D), ..UAV }),
    row(O::RWTexture1DArray, K::Texture1DArray, E::Typed, P::Element, HandleProperties { dim: Some(Dim1D), array: true, ..UAV }),
    row(O::RWTexture2D, K::Texture2D, E::Typed, P::Element, HandleProperties { dim: Some(Dim2D), ..UAV }),
    row(O::RWTexture2DArray, K::Texture2DArray, E::Typed, P::Element, HandleProperties { dim: Some(Dim2D), array: true, ..UAV }),
    row(O::RWTexture2DMS, K::Texture2DMS, E::Typed, P::ElementAndSampleCount, HandleProperties { dim: Some(Dim2D), ..UAV }),
    row(O::RWTexture2DMSArray, K::Texture2DMSArray, E::Typed, P::ElementAndSampleCount, HandleProperties { dim: Some(Dim2D), array: true, ..UAV }),
    row(O::RWTexture3D, K::Texture3D, E::Typed, P::Element, HandleProperties { dim: Some(Dim3D), ..UAV }),
    row(O::RasterizerOrderedTexture1D, K::Texture1D, E::Typed, P::Element, HandleProperties { dim: Some(Dim1D), rov: true, ..UAV }),
    row(O::RasterizerOrderedTexture1DArray, K::Texture1DArray, E::Typed, P::Element, HandleProperties { dim: Some(Dim1D), array: true, rov: true, ..UAV }),
    row(O::RasterizerOrderedTexture2D, K::Texture2D, E::Typed, P::Element, HandleProperties { dim: Some(Dim2D), rov: true, ..UAV }),
    row(O::RasterizerOrderedTexture2DArray, K::Texture2DArray, E::Typed, P::Element, HandleProperties { dim: Some(Dim2D), array: true, rov: true, ..UAV }),
    row(O::RasterizerOrderedTexture3D, K::Texture3D, E::Typed, P::Element, HandleProperties { dim: Some(Dim3D), rov: true, ..UAV }),
    row(O::FeedbackTexture2D, K::FeedbackTexture2D, E::None, P::FeedbackKind, HandleProperties { dim: Some(Dim2D), ..UAV }),
    row(O::FeedbackTexture2DArray, K::FeedbackTexture2DArray, E::None, P::FeedbackKind, HandleProperties { dim: Some(Dim2D), array: true, ..UAV }),
    row(O::Buffer, K::TypedBuffer, E::Typed, P::Element, HandleProperties { dim: Some(DBuf), ..SRV }),
    row(O::RWBuffer, K::TypedBuffer, E::Typed, P::Element, HandleProperties { dim: Some(DBuf), ..UAV }),
    row(O::RasterizerOrderedBuffer, K::TypedBuffer, E::Typed, P::Element, HandleProperties { dim: Some(DBuf), rov: true, ..UAV }),
    row(O::ByteAddressBuffer, K::RawBuffer, E::Byte, P::None, HandleProperties { raw: true, ..SRV }),
    row(O::RWByteAddressBuffer, K::RawBuffer, E::Byte, P::None, HandleProperties { raw: true, ..UAV }),
    row(O::RasterizerOrderedByteAddressBuffer, K::RawBuffer, E::Byte, P::None, HandleProperties { rov: true, raw: true, ..UAV }),
    row(O::StructuredBuffer, K::StructuredBuffer, E::Structured, P::Element, HandleProperties { raw: true, ..SRV }),
    with_counter(row(O::RWStructuredBuffer, K::StructuredBuffer, E::Structured, P::Element, HandleProperties { raw: true, ..UAV })),
    with_counter(row(O::RasterizerOrderedStructuredBuffer, K::StructuredBuffer, E::Structured, P::Element, HandleProperties { rov: true, raw: true, ..UAV })),
    with_counter(row(O::AppendStructuredBuffer, K::StructuredBuffer, E::Structured, P::Element, HandleProperties { raw: true, ..UAV })),
    with_counter(row(O::ConsumeStructuredBuffer, K::StructuredBuffer, E::Structured, P::Element, HandleProperties { raw: true, ..UAV })),
    row(O::cbuffer, K::CBuffer, E::Struct, P::Element, HandleProperties { row: true, ..CBUF }),
    row(O::ConstantBuffer, K::CBuffer, E::Struct, P::Element, HandleProperties { row: true, ..CBUF }),
    row(O::tbuffer, K::TBuffer, E::Struct, P::Element, HandleProperties { row: true, ..SRV }),
    row(O::TextureBuffer, K::TBuffer, E::Struct, P::Element, HandleProperties { row: true, ..SRV }),
    row(O::SamplerState, K::Sampler, E::None, P::None, SAMPLER),
    row(O::SamplerComparisonState, K::Sampler, E::None, P::None, HandleProperties { comparison: true, ..SAMPLER }),
];
