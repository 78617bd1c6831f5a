//! LLVM IR types as the exporter writes them, and LLVM's overload name
//! mangling of intrinsic names (`Intrinsic::getName`'s `getMangledTypeStr`,
//! <https://llvm.org/docs/LangRef.html#intrinsic-functions>): `i32`, `f32`,
//! `v4f32`, `a0f32`, `p11`, `s_struct.Ss`, `sl_f32f32s`,
//! `tdx.RawBuffer_f32_1_0t`.

use std::fmt;
use std::rc::Rc;

/// An LLVM IR type (<https://llvm.org/docs/LangRef.html#type-system>).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Void,
    /// `token`, the type of convergence control tokens.
    Token,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    /// `ptr` in an address space.
    Ptr(u32),
    Vector(u32, Rc<Ty>),
    Array(u64, Rc<Ty>),
    /// A named (identified) struct, `%name`; its body lives in the module.
    Named(Rc<str>),
    /// A literal struct, `{ ... }` or packed `<{ ... }>`.
    Literal {
        fields: Rc<[Ty]>,
        packed: bool,
    },
    /// A target extension type, `target("name", types..., ints...)`.
    Target {
        name: Rc<str>,
        types: Rc<[Ty]>,
        ints: Rc<[u32]>,
    },
}

impl Ty {
    pub fn i1() -> Ty {
        Ty::Int(1)
    }

    pub fn i8() -> Ty {
        Ty::Int(8)
    }

    pub fn i32() -> Ty {
        Ty::Int(32)
    }

    pub fn i64() -> Ty {
        Ty::Int(64)
    }

    pub fn vector(count: u32, element: Ty) -> Ty {
        Ty::Vector(count, Rc::new(element))
    }

    pub fn array(count: u64, element: Ty) -> Ty {
        Ty::Array(count, Rc::new(element))
    }

    pub fn literal(fields: Vec<Ty>) -> Ty {
        Ty::Literal {
            fields: fields.into(),
            packed: false,
        }
    }

    pub fn packed(fields: Vec<Ty>) -> Ty {
        Ty::Literal {
            fields: fields.into(),
            packed: true,
        }
    }

    pub fn target(name: &str, types: Vec<Ty>, ints: Vec<u32>) -> Ty {
        Ty::Target {
            name: name.into(),
            types: types.into(),
            ints: ints.into(),
        }
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar(&self) -> &Ty {
        match self {
            Ty::Vector(_, element) => element,
            other => other,
        }
    }

    pub fn is_float(&self) -> bool {
        matches!(
            self.scalar(),
            Ty::Half | Ty::BFloat | Ty::Float | Ty::Double
        )
    }

    /// The bit width of an integer or float scalar (or of a vector's
    /// components).
    pub fn scalar_bits(&self) -> Option<u32> {
        Some(match self.scalar() {
            Ty::Int(bits) => *bits,
            Ty::Half | Ty::BFloat => 16,
            Ty::Float => 32,
            Ty::Double => 64,
            _ => return None,
        })
    }

    /// The name fragment of this type in an overloaded intrinsic's name.
    pub fn mangled(&self) -> String {
        let mut out = String::new();
        self.mangle_into(&mut out);
        out
    }

    fn mangle_into(&self, out: &mut String) {
        use fmt::Write;
        match self {
            Ty::Void => out.push_str("isVoid"),
            Ty::Token => out.push_str("token"),
            Ty::Int(bits) => {
                let _ = write!(out, "i{bits}");
            }
            Ty::Half => out.push_str("f16"),
            Ty::BFloat => out.push_str("bf16"),
            Ty::Float => out.push_str("f32"),
            Ty::Double => out.push_str("f64"),
            Ty::Ptr(space) => {
                let _ = write!(out, "p{space}");
            }
            Ty::Vector(count, element) => {
                let _ = write!(out, "v{count}");
                element.mangle_into(out);
            }
            Ty::Array(count, element) => {
                let _ = write!(out, "a{count}");
                element.mangle_into(out);
            }
            Ty::Named(name) => {
                out.push_str("s_");
                out.push_str(name);
                out.push('s');
            }
            Ty::Literal { fields, .. } => {
                out.push_str("sl_");
                for field in fields.iter() {
                    field.mangle_into(out);
                }
                out.push('s');
            }
            Ty::Target { name, types, ints } => {
                out.push('t');
                out.push_str(name);
                for ty in types.iter() {
                    out.push('_');
                    ty.mangle_into(out);
                }
                for int in ints.iter() {
                    let _ = write!(out, "_{int}");
                }
                out.push('t');
            }
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Void => f.write_str("void"),
            Ty::Token => f.write_str("token"),
            Ty::Int(bits) => write!(f, "i{bits}"),
            Ty::Half => f.write_str("half"),
            Ty::BFloat => f.write_str("bfloat"),
            Ty::Float => f.write_str("float"),
            Ty::Double => f.write_str("double"),
            Ty::Ptr(0) => f.write_str("ptr"),
            Ty::Ptr(space) => write!(f, "ptr addrspace({space})"),
            Ty::Vector(count, element) => write!(f, "<{count} x {element}>"),
            Ty::Array(count, element) => write!(f, "[{count} x {element}]"),
            Ty::Named(name) => write!(f, "%{}", super::quoted_name(name)),
            Ty::Literal { fields, packed } => {
                let (open, close) = if *packed {
                    ("<{ ", " }>")
                } else {
                    ("{ ", " }")
                };
                if fields.is_empty() {
                    return f.write_str(if *packed { "<{}>" } else { "{}" });
                }
                f.write_str(open)?;
                for (i, field) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{field}")?;
                }
                f.write_str(close)
            }
            Ty::Target { name, types, ints } => {
                write!(f, "target(\"{name}\"")?;
                for ty in types.iter() {
                    write!(f, ", {ty}")?;
                }
                for int in ints.iter() {
                    write!(f, ", {int}")?;
                }
                f.write_str(")")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mangles_as_llvm() {
        let raw = Ty::target("dx.RawBuffer", vec![Ty::Float], vec![1, 0]);
        assert_eq!(raw.mangled(), "tdx.RawBuffer_f32_1_0t");
        let s = Ty::target(
            "dx.RawBuffer",
            vec![Ty::Named("struct.S".into())],
            vec![0, 0],
        );
        assert_eq!(s.mangled(), "tdx.RawBuffer_s_struct.Ss_0_0t");
        let buf = Ty::target(
            "spirv.VulkanBuffer",
            vec![Ty::array(0, Ty::vector(4, Ty::Float))],
            vec![12, 1],
        );
        assert_eq!(buf.mangled(), "tspirv.VulkanBuffer_a0v4f32_12_1t");
        assert_eq!(Ty::Ptr(11).mangled(), "p11");
        assert_eq!(
            Ty::literal(vec![Ty::Float, Ty::i1()]).mangled(),
            "sl_f32i1s"
        );
        assert_eq!(raw.to_string(), "target(\"dx.RawBuffer\", float, 1, 0)");
        assert_eq!(Ty::Ptr(11).to_string(), "ptr addrspace(11)");
        assert_eq!(
            Ty::packed(vec![Ty::Float, Ty::target("dx.Padding", vec![], vec![12])]).to_string(),
            "<{ float, target(\"dx.Padding\", 12) }>"
        );
    }
}
