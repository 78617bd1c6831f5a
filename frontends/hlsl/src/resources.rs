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

/// The flags of an [`OBJECTS`] row: arrayed, multisampled, rasterizer-ordered.
const ARRAY: u8 = 1;
const MS: u8 = 2;
const ROV: u8 = 4;

const fn obj(
    name: &'static str,
    shape: Shape,
    class: RegisterClass,
    params: Params,
    flags: u8,
) -> ObjectInfo {
    ObjectInfo {
        name,
        shape,
        class,
        array: flags & ARRAY != 0,
        multisampled: flags & MS != 0,
        rov: flags & ROV != 0,
        params,
    }
}

/// The rows of [`OBJECTS`], one object a line.
macro_rules! objects {
    ($($name:literal $shape:ident $class:ident $params:ident $flags:expr;)*) => {
        &[$(obj($name, $shape, $class, Params::$params, $flags)),*]
    };
}

use RegisterClass::{CBuffer as B, Sampler as S, Srv as T, Uav as U};
use Shape::*;

/// Every object, in the order of the proposal's table: name, shape, register
/// class, template parameters, flags.
pub const OBJECTS: &[ObjectInfo] = objects! {
    "Buffer"                             TypedBuffer    T ElementDefaulted 0;
    "RWBuffer"                           TypedBuffer    U ElementDefaulted 0;
    "RasterizerOrderedBuffer"            TypedBuffer    U ElementDefaulted ROV;
    "ByteAddressBuffer"                  ByteAddress    T None             0;
    "RWByteAddressBuffer"                ByteAddress    U None             0;
    "RasterizerOrderedByteAddressBuffer" ByteAddress    U None             ROV;
    "StructuredBuffer"                   Structured     T Element          0;
    "RWStructuredBuffer"                 Structured     U Element          0;
    "RasterizerOrderedStructuredBuffer"  Structured     U Element          ROV;
    "AppendStructuredBuffer"             Structured     U Element          0;
    "ConsumeStructuredBuffer"            Structured     U Element          0;
    "Texture1D"                          Texture1D      T ElementDefaulted 0;
    "Texture1DArray"                     Texture1D      T ElementDefaulted ARRAY;
    "Texture2D"                          Texture2D      T ElementDefaulted 0;
    "Texture2DArray"                     Texture2D      T ElementDefaulted ARRAY;
    "Texture3D"                          Texture3D      T ElementDefaulted 0;
    "TextureCUBE"                        TextureCube    T ElementDefaulted 0;
    "TextureCUBEArray"                   TextureCube    T ElementDefaulted ARRAY;
    "Texture2DMS"                        Texture2D      T ElementSamples   MS;
    "Texture2DMSArray"                   Texture2D      T ElementSamples   ARRAY | MS;
    "RWTexture1D"                        Texture1D      U ElementDefaulted 0;
    "RWTexture1DArray"                   Texture1D      U ElementDefaulted ARRAY;
    "RWTexture2D"                        Texture2D      U ElementDefaulted 0;
    "RWTexture2DArray"                   Texture2D      U ElementDefaulted ARRAY;
    "RWTexture3D"                        Texture3D      U ElementDefaulted 0;
    "RWTexture2DMS"                      Texture2D      U ElementSamples   MS;
    "RWTexture2DMSArray"                 Texture2D      U ElementSamples   ARRAY | MS;
    "RasterizerOrderedTexture1D"         Texture1D      U ElementDefaulted ROV;
    "RasterizerOrderedTexture1DArray"    Texture1D      U ElementDefaulted ARRAY | ROV;
    "RasterizerOrderedTexture2D"         Texture2D      U ElementDefaulted ROV;
    "RasterizerOrderedTexture2DArray"    Texture2D      U ElementDefaulted ARRAY | ROV;
    "RasterizerOrderedTexture3D"         Texture3D      U ElementDefaulted ROV;
    "FeedbackTexture2D"                  Feedback       U Feedback         0;
    "FeedbackTexture2DArray"             Feedback       U Feedback         ARRAY;
    "SamplerState"                       Sampler        S None             0;
    "SamplerComparisonState"             Sampler        S None             0;
    "ConstantBuffer"                     ConstantBuffer B Element          0;
    "TextureBuffer"                      ConstantBuffer T Element          0;
    "cbuffer"                            ConstantBuffer B None             0;
    "tbuffer"                            ConstantBuffer T None             0;
};

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
