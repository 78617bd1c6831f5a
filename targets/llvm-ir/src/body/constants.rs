//! Constants as LLVM writes them
//! (<https://llvm.org/docs/LangRef.html#simple-constants>): integers in
//! decimal, `true`/`false`, floats in the shortest `%e` form that reads back
//! exactly (else hexadecimal: `0x` and the double's bits, `0xH` for half,
//! `0xR` for bfloat), and vectors as `<T a, T b>` or `zeroinitializer`.

use shader_mlir::Context;
use shader_mlir::ir::{AttrKind, Attribute};

use crate::text::{Operand, Ty};

/// The constant `attr` of LLVM type `ty`.
pub(crate) fn constant(ctx: &Context, attr: Attribute, ty: &Ty) -> Option<String> {
    match (ctx.attr_kind(attr), ty) {
        (AttrKind::DenseElements { values, splat, .. }, Ty::Vector(count, element)) => {
            let elements: Option<Vec<String>> = (0..*count as usize)
                .map(|i| {
                    let value = if *splat {
                        values.first()?
                    } else {
                        values.get(i)?
                    };
                    Some(format!("{element} {}", constant(ctx, *value, element)?))
                })
                .collect();
            let elements = elements?;
            if elements.iter().all(|e| is_zero_text(e)) {
                return Some("zeroinitializer".to_owned());
            }
            Some(format!("<{}>", elements.join(", ")))
        }
        (_, Ty::Vector(..)) => None,
        (AttrKind::Bool(value), Ty::Int(1)) => Some(value.to_string()),
        (AttrKind::Integer { value, .. }, Ty::Int(1)) => Some((value & 1 != 0).to_string()),
        (AttrKind::Integer { value, .. }, Ty::Int(bits)) => {
            Some(sign_extend(*value, *bits).to_string())
        }
        (AttrKind::Float { bits, .. }, ty) => float(*bits, ty),
        _ => None,
    }
}

fn is_zero_text(element: &str) -> bool {
    let value = element.split_once(' ').map_or(element, |(_, v)| v);
    matches!(value, "0" | "false" | "0.000000e+00")
}

fn sign_extend(value: i128, bits: u32) -> i128 {
    if bits >= 128 || bits == 0 {
        return value;
    }
    let shift = 128 - bits;
    (value << shift) >> shift
}

/// A float constant from its IEEE bit pattern.
fn float(bits: u128, ty: &Ty) -> Option<String> {
    match ty {
        Ty::Half => Some(format!("0xH{:04X}", bits as u16)),
        Ty::BFloat => Some(format!("0xR{:04X}", bits as u16)),
        Ty::Float => Some(double_text(f64::from(f32::from_bits(bits as u32)), |v| {
            (v as f32) as f64 == v
        })),
        Ty::Double => Some(double_text(f64::from_bits(bits as u64), |_| true)),
        _ => None,
    }
}

/// LLVM's `%e` form with six digits when it reads back as `value` (and the
/// type can hold it), else the double's bits in hexadecimal.
fn double_text(value: f64, fits: impl Fn(f64) -> bool) -> String {
    if value.is_finite() {
        let text = format!("{value:.6e}");
        if let Some((mantissa, exponent)) = text.split_once('e')
            && let Ok(exp) = exponent.parse::<i32>()
        {
            let llvm = format!(
                "{mantissa}e{}{:02}",
                if exp < 0 { '-' } else { '+' },
                exp.abs()
            );
            if llvm.parse::<f64>().ok() == Some(value) && fits(value) {
                return llvm;
            }
        }
    }
    format!("0x{:016X}", value.to_bits())
}

/// The zero of `ty` (a scalar or vector of integers or floats).
pub(crate) fn zero(ty: &Ty) -> Operand {
    match ty {
        Ty::Vector(..) => Operand::Const("zeroinitializer".to_owned()),
        t if t.is_float() => Operand::Const("0.000000e+00".to_owned()),
        _ => Operand::Const("0".to_owned()),
    }
}

/// The integer `value` of `ty`, splatted over a vector type.
pub(crate) fn splat_int(ty: &Ty, value: i64) -> Operand {
    match ty {
        Ty::Vector(count, element) => {
            let items: Vec<String> = (0..*count).map(|_| format!("{element} {value}")).collect();
            Operand::Const(format!("<{}>", items.join(", ")))
        }
        _ => Operand::Const(value.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_as_llvm() {
        assert_eq!(
            float(2.0f32.to_bits() as u128, &Ty::Float).unwrap(),
            "2.000000e+00"
        );
        assert_eq!(
            float(0.1f32.to_bits() as u128, &Ty::Float).unwrap(),
            "0x3FB99999A0000000"
        );
        assert_eq!(
            float(0.5f64.to_bits() as u128, &Ty::Double).unwrap(),
            "5.000000e-01"
        );
        assert_eq!(float(0x3C00, &Ty::Half).unwrap(), "0xH3C00");
        assert_eq!(sign_extend(0xFFFF_FFFF, 32), -1);
    }
}
