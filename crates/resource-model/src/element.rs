//! An IR-independent description of a resource's element type: what validation,
//! layout and the target mappings need to know about the `ELEMENT` of a
//! `!hlsl.handle`, without depending on the IR's type storage.
//!
//! The mapping from IR types: builtin integers and floats are [`Scalar`]s (MLIR
//! spells signedness `i32`/`si32`/`ui32`), `vector<Nx..>` is
//! [`ElementInfo::Vector`], `!hlsl.struct` is [`ElementInfo::Struct`],
//! `!hlsl.array<N x T>` is [`ElementInfo::Array`]. The `i8` that is the whole
//! element of a byte-address buffer is [`ElementInfo::Byte`] and `none`
//! (samplers, feedback textures) is [`ElementInfo::None`].

use std::fmt;

/// How an integer type spells its signedness (MLIR's `i32` / `si32` / `ui32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// Integer or floating point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarKind {
    Int(Signedness),
    Float,
}

/// A scalar type: kind and bit width. `i1` is HLSL's `bool`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scalar {
    pub kind: ScalarKind,
    pub bits: u32,
}

impl Scalar {
    pub const I1: Scalar = Scalar::int(1, Signedness::Signless);
    pub const I8: Scalar = Scalar::int(8, Signedness::Signless);
    pub const I16: Scalar = Scalar::int(16, Signedness::Signless);
    pub const I32: Scalar = Scalar::int(32, Signedness::Signless);
    pub const I64: Scalar = Scalar::int(64, Signedness::Signless);
    pub const SI16: Scalar = Scalar::int(16, Signedness::Signed);
    pub const SI32: Scalar = Scalar::int(32, Signedness::Signed);
    pub const SI64: Scalar = Scalar::int(64, Signedness::Signed);
    pub const UI16: Scalar = Scalar::int(16, Signedness::Unsigned);
    pub const UI32: Scalar = Scalar::int(32, Signedness::Unsigned);
    pub const UI64: Scalar = Scalar::int(64, Signedness::Unsigned);
    pub const F16: Scalar = Scalar::float(16);
    pub const F32: Scalar = Scalar::float(32);
    pub const F64: Scalar = Scalar::float(64);

    /// An integer of `bits` bits.
    pub const fn int(bits: u32, signedness: Signedness) -> Self {
        Scalar {
            kind: ScalarKind::Int(signedness),
            bits,
        }
    }

    /// A float of `bits` bits.
    pub const fn float(bits: u32) -> Self {
        Scalar {
            kind: ScalarKind::Float,
            bits,
        }
    }

    /// The integer signedness, `None` for floats.
    pub const fn signedness(self) -> Option<Signedness> {
        match self.kind {
            ScalarKind::Int(signedness) => Some(signedness),
            ScalarKind::Float => None,
        }
    }

    /// Whether this is a 1-bit integer, HLSL's `bool`.
    pub const fn is_bool(self) -> bool {
        matches!(self.kind, ScalarKind::Int(_)) && self.bits == 1
    }

    /// Whether this is an integer spelled `si..`.
    pub const fn is_signed_int(self) -> bool {
        matches!(self.kind, ScalarKind::Int(Signedness::Signed))
    }

    /// The same scalar with integer signedness erased (`si32` -> `i32`).
    pub const fn signless(self) -> Self {
        match self.kind {
            ScalarKind::Int(_) => Scalar::int(self.bits, Signedness::Signless),
            ScalarKind::Float => self,
        }
    }

    /// The bytes one value occupies in resource memory. `bool` is stored as a
    /// 32-bit integer (HLSL's `bool` is 4 bytes in buffers, and DXIL's data
    /// layout aligns `i1` to 32 bits).
    pub const fn byte_size(self) -> u32 {
        if self.is_bool() {
            4
        } else {
            self.bits.div_ceil(8)
        }
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.kind {
            ScalarKind::Int(Signedness::Signless) => "i",
            ScalarKind::Int(Signedness::Signed) => "si",
            ScalarKind::Int(Signedness::Unsigned) => "ui",
            ScalarKind::Float => "f",
        };
        write!(f, "{prefix}{}", self.bits)
    }
}

/// The element of a resource handle, as an owned tree.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ElementInfo {
    Scalar(Scalar),
    /// `vector<N x scalar>`.
    Vector(Scalar, u32),
    /// `!hlsl.struct`: the member types, in order.
    Struct(Vec<ElementInfo>),
    /// `!hlsl.array<N x T>`: length and element.
    Array(u32, Box<ElementInfo>),
    /// The `i8` element of a byte-address buffer.
    Byte,
    /// `none`: samplers and feedback textures.
    None,
}

impl ElementInfo {
    /// The scalar of a scalar, or the component type of a vector.
    pub fn scalar(&self) -> Option<Scalar> {
        match *self {
            ElementInfo::Scalar(scalar) | ElementInfo::Vector(scalar, _) => Some(scalar),
            _ => None,
        }
    }

    /// 1 for a scalar, N for a vector; `None` for anything else.
    pub fn component_count(&self) -> Option<u32> {
        match *self {
            ElementInfo::Scalar(_) => Some(1),
            ElementInfo::Vector(_, count) => Some(count),
            _ => None,
        }
    }

    /// The same element with integer signedness erased everywhere: the element
    /// of the `dx` target type, and the type loaded and stored values have.
    /// Recurses as deep as the element nests; validated elements nest at most
    /// [`MAX_ELEMENT_DEPTH`](super::MAX_ELEMENT_DEPTH) levels.
    pub fn signless(&self) -> ElementInfo {
        match self {
            ElementInfo::Scalar(scalar) => ElementInfo::Scalar(scalar.signless()),
            ElementInfo::Vector(scalar, count) => ElementInfo::Vector(scalar.signless(), *count),
            ElementInfo::Struct(members) => {
                ElementInfo::Struct(members.iter().map(ElementInfo::signless).collect())
            }
            ElementInfo::Array(count, element) => {
                ElementInfo::Array(*count, Box::new(element.signless()))
            }
            ElementInfo::Byte => ElementInfo::Byte,
            ElementInfo::None => ElementInfo::None,
        }
    }
}
