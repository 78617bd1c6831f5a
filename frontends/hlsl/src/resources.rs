//! The HLSL resource objects as the language sees them: every object of the
//! resource table of wg-hlsl proposal 0015
//! (https://github.com/llvm/wg-hlsl/blob/main/proposals/0015-resource-attributes-in-dxil-and-spirv.md),
//! with its register class (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-variable-register),
//! shape, and the template arguments it takes.

/// What the object is, for method lookup and binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `Buffer<T>`-like: typed element access.
    TypedBuffer,
    Structured,
    ByteAddress,
    Texture1D,
    Texture2D,
    Texture3D,
    TextureCube,
    /// `ConstantBuffer<T>`, `TextureBuffer<T>` (and the `cbuffer`/`tbuffer` blocks).
    ConstantBuffer,
    Sampler,
    Feedback,
}

/// The register class letter of `register(x#)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegisterClass {
    /// `t`: shader resource views.
    Srv,
    /// `u`: unordered access views.
    Uav,
    /// `b`: constant buffers.
    CBuffer,
    /// `s`: samplers.
    Sampler,
}

impl RegisterClass {
    pub fn letter(self) -> char {
        match self {
            RegisterClass::Srv => 't',
            RegisterClass::Uav => 'u',
            RegisterClass::CBuffer => 'b',
            RegisterClass::Sampler => 's',
        }
    }

    pub fn from_letter(c: char) -> Option<RegisterClass> {
        match c.to_ascii_lowercase() {
            't' => Some(RegisterClass::Srv),
            'u' => Some(RegisterClass::Uav),
            'b' => Some(RegisterClass::CBuffer),
            's' => Some(RegisterClass::Sampler),
            _ => None,
        }
    }
}

/// The template arguments an object takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Params {
    None,
    /// `<T>` with `T` defaulting to `float4` when omitted (`Texture2D tex;`).
    ElementDefaulted,
    /// `<T>`, required.
    Element,
    /// `<T, N>` for the multisampled textures (`N` optional, 0 = unspecified).
    ElementSamples,
    /// `<SAMPLER_FEEDBACK_MIN_MIP | SAMPLER_FEEDBACK_MIP_REGION_USED>`.
    Feedback,
}

pub struct ObjectInfo {
    pub name: &'static str,
    pub shape: Shape,
    pub class: RegisterClass,
    pub array: bool,
    pub multisampled: bool,
    pub rov: bool,
    pub params: Params,
}

const fn obj(
    name: &'static str,
    shape: Shape,
    class: RegisterClass,
    array: bool,
    multisampled: bool,
    rov: bool,
    params: Params,
) -> ObjectInfo {
    ObjectInfo {
        name,
        shape,
        class,
        array,
        multisampled,
        rov,
        params,
    }
}

use Params as P;
use RegisterClass::{CBuffer as B, Sampler as S, Srv as T, Uav as U};
use Shape::*;

/// Every object, in the order of the proposal's table.
pub const OBJECTS: &[ObjectInfo] = &[
    obj(
        "Buffer",
        TypedBuffer,
        T,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RWBuffer",
        TypedBuffer,
        U,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RasterizerOrderedBuffer",
        TypedBuffer,
        U,
        false,
        false,
        true,
        P::ElementDefaulted,
    ),
    obj(
        "ByteAddressBuffer",
        ByteAddress,
        T,
        false,
        false,
        false,
        P::None,
    ),
    obj(
        "RWByteAddressBuffer",
        ByteAddress,
        U,
        false,
        false,
        false,
        P::None,
    ),
    obj(
        "RasterizerOrderedByteAddressBuffer",
        ByteAddress,
        U,
        false,
        false,
        true,
        P::None,
    ),
    obj(
        "StructuredBuffer",
        Structured,
        T,
        false,
        false,
        false,
        P::Element,
    ),
    obj(
        "RWStructuredBuffer",
        Structured,
        U,
        false,
        false,
        false,
        P::Element,
    ),
    obj(
        "RasterizerOrderedStructuredBuffer",
        Structured,
        U,
        false,
        false,
        true,
        P::Element,
    ),
    obj(
        "AppendStructuredBuffer",
        Structured,
        U,
        false,
        false,
        false,
        P::Element,
    ),
    obj(
        "ConsumeStructuredBuffer",
        Structured,
        U,
        false,
        false,
        false,
        P::Element,
    ),
    obj(
        "Texture1D",
        Texture1D,
        T,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "Texture1DArray",
        Texture1D,
        T,
        true,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "Texture2D",
        Texture2D,
        T,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "Texture2DArray",
        Texture2D,
        T,
        true,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "Texture3D",
        Texture3D,
        T,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "TextureCUBE",
        TextureCube,
        T,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "TextureCUBEArray",
        TextureCube,
        T,
        true,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "Texture2DMS",
        Texture2D,
        T,
        false,
        true,
        false,
        P::ElementSamples,
    ),
    obj(
        "Texture2DMSArray",
        Texture2D,
        T,
        true,
        true,
        false,
        P::ElementSamples,
    ),
    obj(
        "RWTexture1D",
        Texture1D,
        U,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RWTexture1DArray",
        Texture1D,
        U,
        true,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RWTexture2D",
        Texture2D,
        U,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RWTexture2DArray",
        Texture2D,
        U,
        true,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RWTexture3D",
        Texture3D,
        U,
        false,
        false,
        false,
        P::ElementDefaulted,
    ),
    obj(
        "RWTexture2DMS",
        Texture2D,
        U,
        false,
        true,
        false,
        P::ElementSamples,
    ),
    obj(
        "RWTexture2DMSArray",
        Texture2D,
        U,
        true,
        true,
        false,
        P::ElementSamples,
    ),
    obj(
        "RasterizerOrderedTexture1D",
        Texture1D,
        U,
        false,
        false,
        true,
        P::ElementDefaulted,
    ),
    obj(
        "RasterizerOrderedTexture1DArray",
        Texture1D,
        U,
        true,
        false,
        true,
        P::ElementDefaulted,
    ),
    obj(
        "RasterizerOrderedTexture2D",
        Texture2D,
        U,
        false,
        false,
        true,
        P::ElementDefaulted,
    ),
    obj(
        "RasterizerOrderedTexture2DArray",
        Texture2D,
        U,
        true,
        false,
        true,
        P::ElementDefaulted,
    ),
    obj(
        "RasterizerOrderedTexture3D",
        Texture3D,
        U,
        false,
        false,
        true,
        P::ElementDefaulted,
    ),
    obj(
        "FeedbackTexture2D",
        Feedback,
        U,
        false,
        false,
        false,
        P::Feedback,
    ),
    obj(
        "FeedbackTexture2DArray",
        Feedback,
        U,
        true,
        false,
        false,
        P::Feedback,
    ),
    obj("SamplerState", Sampler, S, false, false, false, P::None),
    obj(
        "SamplerComparisonState",
        Sampler,
        S,
        false,
        false,
        false,
        P::None,
    ),
    obj(
        "ConstantBuffer",
        ConstantBuffer,
        B,
        false,
        false,
        false,
        P::Element,
    ),
    obj(
        "TextureBuffer",
        ConstantBuffer,
        T,
        false,
        false,
        false,
        P::Element,
    ),
    obj("cbuffer", ConstantBuffer, B, false, false, false, P::None),
    obj("tbuffer", ConstantBuffer, T, false, false, false, P::None),
];

/// Index of an object in [`OBJECTS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ObjectKind(pub u8);

impl ObjectKind {
    /// The object an HLSL type name denotes. `TextureCube` is also spelled
    /// `TextureCUBE` (DXC accepts both; `sampler` is `SamplerState`).
    pub fn from_name(name: &str) -> Option<ObjectKind> {
        let canonical = match name {
            "TextureCube" => "TextureCUBE",
            "TextureCubeArray" => "TextureCUBEArray",
            "sampler" | "sampler1D" | "sampler2D" | "sampler3D" | "samplerCUBE"
            | "sampler_state" => "SamplerState",
            "cbuffer" | "tbuffer" => return None,
            other => other,
        };
        OBJECTS
            .iter()
            .position(|o| o.name == canonical)
            .map(|i| ObjectKind(i as u8))
    }

    pub fn named(name: &str) -> ObjectKind {
        ObjectKind(OBJECTS.iter().position(|o| o.name == name).unwrap_or(0) as u8)
    }

    pub fn info(self) -> &'static ObjectInfo {
        &OBJECTS[self.0 as usize]
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn is_texture(self) -> bool {
        matches!(
            self.info().shape,
            Texture1D | Texture2D | Texture3D | TextureCube
        )
    }

    pub fn is_writable(self) -> bool {
        self.info().class == U
    }

    pub fn is_comparison_sampler(self) -> bool {
        self.name() == "SamplerComparisonState"
    }

    /// Components of a texel position (array textures add one; `Load` adds
    /// the mip level on top for non-RW textures).
    pub fn coord_dims(self) -> u8 {
        let base = match self.info().shape {
            Texture1D => 1,
            Texture2D | Feedback => 2,
            Texture3D | TextureCube => 3,
            _ => 1,
        };
        base + self.info().array as u8
    }

    /// Components of an offset (`int2` for 2D); 0 where offsets do not apply.
    pub fn offset_dims(self) -> u8 {
        match self.info().shape {
            Texture1D => 1,
            Texture2D | Feedback => 2,
            Texture3D => 3,
            _ => 0,
        }
    }

    /// Components of the position `GetDimensions` and `operator[]` use for
    /// RW/typed textures (cube textures sample with 3 coordinates).
    pub fn sample_dims(self) -> u8 {
        self.coord_dims()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forty_objects() {
        assert_eq!(OBJECTS.len(), 40);
        let k = ObjectKind::from_name("TextureCube").unwrap();
        assert_eq!(k.name(), "TextureCUBE");
        assert_eq!(
            ObjectKind::from_name("Texture2DArray")
                .unwrap()
                .coord_dims(),
            3
        );
    }
}
