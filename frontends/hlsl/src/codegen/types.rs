//! HLSL types as IR types: values in registers (signless integers, `i1` for
//! `bool`, `vector<N x T>` for vectors; aggregates are trees of values, see
//! [`super::value`]) and resource elements in memory (`!hlsl.struct`,
//! `!hlsl.array`, `bool` as a 32-bit integer, and the integer signedness that
//! typed resources spell; docs/hlsl-dialect.md).
//!
//! Scalar widths follow DXC: `half` and the minimum-precision types are 16-bit
//! with `-enable-16bit-types` and 32-bit without; literal types become `int`
//! and `float`.

use shader_mlir::ir::{FloatKind, Signedness, Type as IrType};

use resource_model::element_types::{ArrayType, StructType};

use super::{Gen, R, unsupported};
use crate::source::Span;
use crate::types::{Scalar, Type};

impl Gen<'_> {
    /// Bit width of a scalar as the program stores it.
    pub fn bits(&self, s: Scalar) -> u32 {
        s.concrete().bits(self.opts.enable_16bit_types)
    }

    /// The register type of a scalar: `i1`, a signless integer or a float.
    pub fn scalar_type(&self, s: Scalar) -> IrType {
        let s = s.concrete();
        let ctx = self.ctx();
        if s == Scalar::Bool {
            return ctx.common().i1;
        }
        let bits = self.bits(s);
        if s.is_float() {
            ctx.float_type(match bits {
                16 => FloatKind::F16,
                64 => FloatKind::F64,
                _ => FloatKind::F32,
            })
        } else {
            ctx.integer_type(bits, Signedness::Signless)
        }
    }

    /// The register type of a scalar or vector (`None` for other types).
    pub fn value_type(&self, ty: &Type) -> Option<IrType> {
        match ty {
            Type::Scalar(s) => Some(self.scalar_type(*s)),
            Type::Enum(..) => Some(self.scalar_type(Scalar::Int)),
            Type::Vector(s, 1) => Some(self.scalar_type(*s)),
            Type::Vector(s, n) => {
                let e = self.scalar_type(*s);
                Some(self.ctx().vector_type(&[i64::from(*n)], e))
            }
            _ => None,
        }
    }

    /// The type of one row of a matrix value (a vector, or a scalar for one
    /// column).
    pub fn row_type(&self, s: Scalar, cols: u8) -> IrType {
        self.value_type(&Type::vec(s, cols))
            .expect("numeric row type")
    }

    /// A scalar as a resource element: `bool` is a 32-bit integer; typed
    /// resources spell integer signedness.
    pub fn memory_scalar(&self, s: Scalar, typed: bool) -> IrType {
        let s = s.concrete();
        if s == Scalar::Bool {
            let sign = if typed {
                Signedness::Unsigned
            } else {
                Signedness::Signless
            };
            return self.ctx().integer_type(32, sign);
        }
        if s.is_integer() && typed {
            let sign = if s.is_unsigned() {
                Signedness::Unsigned
            } else {
                Signedness::Signed
            };
            return self.ctx().integer_type(self.bits(s), sign);
        }
        self.scalar_type(s)
    }

    /// The memory form of a matrix: an array of its rows (`row_major`) or of
    /// its columns.
    pub fn matrix_memory_type(&self, s: Scalar, rows: u8, cols: u8, row_major: bool) -> R<IrType> {
        let (n, len) = if row_major {
            (rows, cols)
        } else {
            (cols, rows)
        };
        let e = self.memory_scalar(s, false);
        let v = if len == 1 {
            e
        } else {
            self.ctx().vector_type(&[i64::from(len)], e)
        };
        ArrayType::get(self.ctx(), u32::from(n), v).map_err(|e| super::CgError {
            span: Span::default(),
            message: e.to_string(),
        })
    }

    /// A type as a resource element (`typed`: the element of a typed buffer
    /// or texture, whose integers are signed or unsigned).
    pub fn element_type(&self, ty: &Type, typed: bool, span: Span) -> R<IrType> {
        match ty {
            Type::Scalar(s) => Ok(self.memory_scalar(*s, typed)),
            Type::Enum(..) => Ok(self.memory_scalar(Scalar::Int, typed)),
            Type::Vector(s, 1) => Ok(self.memory_scalar(*s, typed)),
            Type::Vector(s, n) => {
                let e = self.memory_scalar(*s, typed);
                Ok(self.ctx().vector_type(&[i64::from(*n)], e))
            }
            Type::Matrix(s, r, c) => self.matrix_memory_type(*s, *r, *c, self.opts.row_major),
            Type::Array(e, Some(n)) => {
                let inner = self.element_type(e, false, span)?;
                ArrayType::get(self.ctx(), *n, inner).map_err(|e| super::CgError {
                    span,
                    message: e.to_string(),
                })
            }
            Type::Struct(id, name) => {
                let fields = self.prog.all_fields(*id);
                let mut members = Vec::with_capacity(fields.len());
                for f in &fields {
                    let t = match &f.ty {
                        Type::Matrix(s, r, c) => {
                            self.matrix_memory_type(*s, *r, *c, f.row_major)?
                        }
                        other => self.element_type(other, false, span)?,
                    };
                    members.push(t);
                }
                if members.is_empty() {
                    return unsupported(span, "empty struct in a resource");
                }
                StructType::get(self.ctx(), name, &members).map_err(|e| super::CgError {
                    span,
                    message: e.to_string(),
                })
            }
            other => unsupported(span, format!("resource element of type '{other}'")),
        }
    }
}
