//! HLSL's semantic types (https://microsoft.github.io/hlsl-specs/specs/hlsl.html#Basic.types):
//! scalars (with the minimum-precision and 16/64-bit kinds and the literal types
//! of untyped constants), vectors, matrices, arrays, structs and resource
//! objects, with the names DXC prints in diagnostics.

use std::fmt;
use std::rc::Rc;

use crate::resources::ObjectKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    Bool,
    /// The type of an integer literal without suffix, before it meets a typed
    /// operand (DXC's `literal int`).
    LitInt,
    Min12Int,
    Min16Int,
    Min16Uint,
    Int16,
    Uint16,
    Int,
    Uint,
    Int64,
    Uint64,
    /// `float` literal without suffix (DXC's `literal float`).
    LitFloat,
    Min10Float,
    Min16Float,
    /// `half`; a 16-bit float with `-enable-16bit-types` (then `float16_t`).
    Half,
    Float,
    Double,
}

/// `(scalar, spelling)`; the spelling is how DXC names the type.
const SCALAR_NAMES: &[(Scalar, &str)] = &[
    (Scalar::Bool, "bool"),
    (Scalar::LitInt, "literal int"),
    (Scalar::Min12Int, "min12int"),
    (Scalar::Min16Int, "min16int"),
    (Scalar::Min16Uint, "min16uint"),
    (Scalar::Int16, "int16_t"),
    (Scalar::Uint16, "uint16_t"),
    (Scalar::Int, "int"),
    (Scalar::Uint, "uint"),
    (Scalar::Int64, "int64_t"),
    (Scalar::Uint64, "uint64_t"),
    (Scalar::LitFloat, "literal float"),
    (Scalar::Min10Float, "min10float"),
    (Scalar::Min16Float, "min16float"),
    (Scalar::Half, "half"),
    (Scalar::Float, "float"),
    (Scalar::Double, "double"),
];

/// Scalar type keywords and aliases: `(spelling, scalar, needs -enable-16bit-types)`.
pub const SCALAR_KEYWORDS: &[(&str, Scalar, bool)] = &[
    ("bool", Scalar::Bool, false),
    ("int", Scalar::Int, false),
    ("uint", Scalar::Uint, false),
    ("dword", Scalar::Uint, false),
    ("half", Scalar::Half, false),
    ("float", Scalar::Float, false),
    ("double", Scalar::Double, false),
    ("min16float", Scalar::Min16Float, false),
    ("min10float", Scalar::Min10Float, false),
    ("min16int", Scalar::Min16Int, false),
    ("min12int", Scalar::Min12Int, false),
    ("min16uint", Scalar::Min16Uint, false),
    ("int32_t", Scalar::Int, false),
    ("uint32_t", Scalar::Uint, false),
    ("int64_t", Scalar::Int64, false),
    ("uint64_t", Scalar::Uint64, false),
    ("float32_t", Scalar::Float, false),
    ("float64_t", Scalar::Double, false),
    ("int16_t", Scalar::Int16, true),
    ("uint16_t", Scalar::Uint16, true),
    ("float16_t", Scalar::Half, true),
];

impl Scalar {
    pub fn name(self) -> &'static str {
        SCALAR_NAMES
            .iter()
            .find(|(s, _)| *s == self)
            .map(|(_, n)| *n)
            .unwrap_or("?")
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            Scalar::LitFloat
                | Scalar::Min10Float
                | Scalar::Min16Float
                | Scalar::Half
                | Scalar::Float
                | Scalar::Double
        )
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && self != Scalar::Bool
    }

    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            Scalar::Uint | Scalar::Uint16 | Scalar::Uint64 | Scalar::Min16Uint
        )
    }

    pub fn is_literal(self) -> bool {
        matches!(self, Scalar::LitInt | Scalar::LitFloat)
    }

    /// Bit width as stored (minimum-precision kinds count as 32, as DXC lays them out).
    pub fn bits(self, enable_16bit: bool) -> u32 {
        match self {
            Scalar::Bool => 32,
            Scalar::Int16 | Scalar::Uint16 => 16,
            Scalar::Half if enable_16bit => 16,
            Scalar::Min16Float
            | Scalar::Min10Float
            | Scalar::Min16Int
            | Scalar::Min12Int
            | Scalar::Min16Uint
                if enable_16bit =>
            {
                16
            }
            Scalar::Int64 | Scalar::Uint64 | Scalar::Double => 64,
            _ => 32,
        }
    }

    /// Rank for the usual arithmetic conversions: the wider / float-er wins.
    pub fn rank(self) -> u32 {
        match self {
            Scalar::Bool => 0,
            Scalar::LitInt => 1,
            Scalar::Min12Int => 2,
            Scalar::Min16Int => 3,
            Scalar::Min16Uint => 4,
            Scalar::Int16 => 5,
            Scalar::Uint16 => 6,
            Scalar::Int => 7,
            Scalar::Uint => 8,
            Scalar::Int64 => 9,
            Scalar::Uint64 => 10,
            Scalar::LitFloat => 11,
            Scalar::Min10Float => 12,
            Scalar::Min16Float => 13,
            Scalar::Half => 14,
            Scalar::Float => 15,
            Scalar::Double => 16,
        }
    }

    /// The type a literal becomes when nothing else decides (DXC: `int`, `float`).
    pub fn concrete(self) -> Scalar {
        match self {
            Scalar::LitInt => Scalar::Int,
            Scalar::LitFloat => Scalar::Float,
            s => s,
        }
    }
}

/// A resource object type: the object and its template arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct ResourceType {
    pub kind: ObjectKind,
    /// The element (`float4`, a struct, ...); `None` for byte-address buffers,
    /// samplers and feedback textures.
    pub element: Option<Type>,
    /// Texture2DMS sample count (0 when not given).
    pub samples: u32,
    /// FeedbackTexture2D's `SAMPLER_FEEDBACK_MIN_MIP` / `..._MIP_REGION_USED`.
    pub feedback: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// An expression that already had an error: converts to anything silently.
    Error,
    Void,
    Scalar(Scalar),
    Vector(Scalar, u8),
    /// Rows, columns.
    Matrix(Scalar, u8, u8),
    /// Element and length; `None` for unsized arrays (`Texture2D t[]`).
    Array(Rc<Type>, Option<u32>),
    /// Index into the struct table of the translation unit, and its name.
    Struct(u32, Rc<str>),
    Resource(Rc<ResourceType>),
    /// `tex.mips` / `tex.sample`: indexing gives the per-level proxy.
    MipsProxy(Rc<ResourceType>, bool),
    /// `tex.mips[level]` / `tex.sample[index]`: indexing by position gives a texel.
    MipsLevel(Rc<ResourceType>),
    String,
    /// An `enum` type (index, name): converts to int.
    Enum(u32, Rc<str>),
    /// `ResourceDescriptorHeap` (false) / `SamplerDescriptorHeap` (true).
    DescriptorHeap(bool),
    /// An element of a descriptor heap: converts to a resource (or sampler).
    HeapElement(bool),
}

impl Type {
    pub fn float() -> Type {
        Type::Scalar(Scalar::Float)
    }
    pub fn int() -> Type {
        Type::Scalar(Scalar::Int)
    }
    pub fn uint() -> Type {
        Type::Scalar(Scalar::Uint)
    }
    pub fn bool() -> Type {
        Type::Scalar(Scalar::Bool)
    }

    /// `vector` for n > 1 and a scalar for 1 (how HLSL's `vector<T, 1>` is used).
    pub fn vec(s: Scalar, n: u8) -> Type {
        if n == 1 {
            Type::Scalar(s)
        } else {
            Type::Vector(s, n)
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Type::Error)
    }

    pub fn is_void(&self) -> bool {
        matches!(self, Type::Void)
    }

    /// Scalar, vector or matrix: the types arithmetic applies to.
    pub fn is_numeric(&self) -> bool {
        matches!(
            self,
            Type::Scalar(_) | Type::Vector(..) | Type::Matrix(..) | Type::Enum(..)
        )
    }

    /// The component type of a scalar, vector or matrix (enum: int).
    pub fn scalar(&self) -> Option<Scalar> {
        match self {
            Type::Scalar(s) | Type::Vector(s, _) | Type::Matrix(s, _, _) => Some(*s),
            Type::Enum(..) => Some(Scalar::Int),
            _ => None,
        }
    }

    /// Rows and columns of the numeric layout: scalar 1x1, vector 1xN, matrix RxC.
    pub fn dims(&self) -> Option<(u8, u8)> {
        match self {
            Type::Scalar(_) | Type::Enum(..) => Some((1, 1)),
            Type::Vector(_, n) => Some((1, *n)),
            Type::Matrix(_, r, c) => Some((*r, *c)),
            _ => None,
        }
    }

    /// Number of scalar components of a numeric type.
    pub fn component_count(&self) -> Option<u32> {
        self.dims().map(|(r, c)| r as u32 * c as u32)
    }

    /// The same layout with another component type.
    pub fn with_scalar(&self, s: Scalar) -> Type {
        match self {
            Type::Vector(_, n) => Type::Vector(s, *n),
            Type::Matrix(_, r, c) => Type::Matrix(s, *r, *c),
            _ => Type::Scalar(s),
        }
    }

    pub fn is_resource(&self) -> bool {
        match self {
            Type::Resource(_) => true,
            Type::Array(e, _) => e.is_resource(),
            _ => false,
        }
    }

    /// Contains a literal (untyped constant) component type.
    pub fn is_literal(&self) -> bool {
        self.scalar().is_some_and(|s| s.is_literal())
    }

    /// Literal components made concrete (`int`, `float`).
    pub fn concrete(&self) -> Type {
        match self.scalar() {
            Some(s) if s.is_literal() && !matches!(self, Type::Enum(..)) => {
                self.with_scalar(s.concrete())
            }
            _ => self.clone(),
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Error => write!(f, "<error type>"),
            Type::Void => write!(f, "void"),
            Type::Scalar(s) => write!(f, "{}", s.name()),
            Type::Vector(s, n) if s.is_literal() => write!(f, "vector<{}, {n}>", s.name()),
            Type::Vector(s, n) => write!(f, "{}{n}", s.name()),
            Type::Matrix(s, r, c) if s.is_literal() => write!(f, "matrix<{}, {r}, {c}>", s.name()),
            Type::Matrix(s, r, c) => write!(f, "{}{r}x{c}", s.name()),
            Type::Array(e, Some(n)) => write!(f, "{e} [{n}]"),
            Type::Array(e, None) => write!(f, "{e} []"),
            Type::Struct(_, name) | Type::Enum(_, name) => write!(f, "{name}"),
            Type::Resource(r) => write!(f, "{r}"),
            Type::MipsProxy(r, false) => write!(f, "{r}::mips_type"),
            Type::MipsProxy(r, true) => write!(f, "{r}::sample_type"),
            Type::MipsLevel(r) => write!(f, "{r}::mips_slice_type"),
            Type::String => write!(f, "string"),
            Type::DescriptorHeap(false) => write!(f, "ResourceDescriptorHeap"),
            Type::DescriptorHeap(true) => write!(f, "SamplerDescriptorHeap"),
            Type::HeapElement(_) => write!(f, "descriptor heap element"),
        }
    }
}

impl fmt::Display for ResourceType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind.name())?;
        let mut args: Vec<String> = Vec::new();
        if let Some(e) = &self.element {
            args.push(e.to_string());
        }
        if self.samples > 0 {
            args.push(self.samples.to_string());
        }
        if let Some(fb) = &self.feedback {
            args.push(fb.clone());
        }
        if !args.is_empty() {
            write!(f, "<{}>", args.join(", "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(Type::Vector(Scalar::Float, 4).to_string(), "float4");
        assert_eq!(Type::Matrix(Scalar::Half, 3, 2).to_string(), "half3x2");
        assert_eq!(
            Type::Array(Rc::new(Type::uint()), Some(4)).to_string(),
            "uint [4]"
        );
        assert_eq!(Type::Scalar(Scalar::LitInt).to_string(), "literal int");
    }
}

/// The numeric type a built-in type name spells: `float`, `uint3`,
/// `half4x4`, `min16float2`, `int64_t2`, ... Returns the type and whether the
/// spelling needs `-enable-16bit-types`.
pub fn builtin_numeric(name: &str) -> Option<(Type, bool)> {
    // Longest scalar spelling that prefixes the name.
    let (kw, scalar, needs16) = SCALAR_KEYWORDS
        .iter()
        .filter(|(kw, _, _)| name.starts_with(kw))
        .max_by_key(|(kw, _, _)| kw.len())?;
    let rest = &name[kw.len()..];
    let digit = |s: &str| match s.as_bytes() {
        [d @ b'1'..=b'4'] => Some(d - b'0'),
        _ => None,
    };
    let ty = if rest.is_empty() {
        Type::Scalar(*scalar)
    } else if let Some((r, c)) = rest.split_once('x') {
        Type::Matrix(*scalar, digit(r)?, digit(c)?)
    } else {
        Type::Vector(*scalar, digit(rest)?)
    };
    // `dword` has no vector forms in DXC; the rest do.
    if *kw == "dword" && !rest.is_empty() {
        return None;
    }
    Some((ty, *needs16))
}

#[cfg(test)]
mod numeric_name_tests {
    use super::*;

    #[test]
    fn spelled_types() {
        assert_eq!(
            builtin_numeric("float4").unwrap().0,
            Type::Vector(Scalar::Float, 4)
        );
        assert_eq!(builtin_numeric("uint").unwrap().0, Type::uint());
        assert_eq!(
            builtin_numeric("int64_t2").unwrap().0,
            Type::Vector(Scalar::Int64, 2)
        );
        assert_eq!(
            builtin_numeric("half3x2").unwrap().0,
            Type::Matrix(Scalar::Half, 3, 2)
        );
        assert!(builtin_numeric("float16_t").unwrap().1);
        assert!(builtin_numeric("float5").is_none());
        assert!(builtin_numeric("floaty").is_none());
        assert_eq!(
            builtin_numeric("float1").unwrap().0,
            Type::Vector(Scalar::Float, 1)
        );
    }
}
