//! Floating-point values of every builtin float type, bit-exact with LLVM's
//! `APFloat` (<https://llvm.org/doxygen/classllvm_1_1APFloat.html>): the formats
//! ([`Semantics`]), decoding and encoding of bit patterns, correctly rounded
//! conversion from doubles and decimal text, exact conversion to doubles, and
//! MLIR's way of printing a float attribute ([`write_float`]).
//!
//! A value is held as its bit pattern (`u128`, LLVM's `bitcastToAPInt`). A
//! format without a sign bit (`f8E8M0FNU`) still gives its values a sign, as
//! `APFloat` does (`-1.0e10 : f8E8M0FNU` prints negative); that sign is kept in
//! the bit just above the pattern ([`Semantics::sign_bit`]) and dropped where
//! MLIR stores raw bits (dense elements and arrays).

mod big;
mod decimal;
mod round;
mod semantics;
#[cfg(test)]
mod tests;

pub use big::BigUint;
pub use decimal::{ap_to_string, parse_decimal};
pub use semantics::{FORMATS, NanEncoding, NonFinite, Semantics};

use crate::ir::FloatKind;

/// A decoded floating-point value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    Zero {
        negative: bool,
    },
    Infinity {
        negative: bool,
    },
    NaN {
        negative: bool,
    },
    /// `significand * 2^(exponent - (precision - 1))`; `significand` has at most
    /// `precision` bits (fewer for denormals).
    Finite {
        negative: bool,
        exponent: i32,
        significand: u128,
    },
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The pattern bits of `bits` (and the sign bit of a format without a stored
/// sign): what a value of this format is.
pub fn canonical_bits(sem: Semantics, bits: u128) -> u128 {
    bits & mask(sem.sign_bit() + 1)
}

/// The stored bits only (LLVM's `bitcastToAPInt`).
pub fn storage_bits(sem: Semantics, bits: u128) -> u128 {
    bits & mask(sem.width)
}

/// Splits a bit pattern into its category, sign, exponent and significand.
pub fn decode(sem: Semantics, bits: u128) -> Decoded {
    let negative = (bits >> sem.sign_bit()) & 1 == 1;
    let bits = storage_bits(sem, bits);
    let fraction_bits = sem.fraction_bits();
    let exponent_bits = sem.exponent_bits();
    let fraction = bits & mask(fraction_bits);
    let field = ((bits >> fraction_bits) & mask(exponent_bits)) as i32;
    let all_ones = mask(exponent_bits) as i32;
    match (sem.non_finite, sem.nan_encoding) {
        (NonFinite::Ieee754, _) if field == all_ones => {
            let payload = if sem.explicit_integer_bit {
                fraction & mask(fraction_bits - 1)
            } else {
                fraction
            };
            return if payload == 0 {
                Decoded::Infinity { negative }
            } else {
                Decoded::NaN { negative }
            };
        }
        (NonFinite::NanOnly, NanEncoding::AllOnes)
            if field == all_ones && fraction == mask(fraction_bits) =>
        {
            return Decoded::NaN { negative };
        }
        (NonFinite::NanOnly, NanEncoding::NegativeZero)
            if negative && bits == 1 << sem.sign_bit() =>
        {
            return Decoded::NaN { negative };
        }
        _ => {}
    }
    if field == 0 && sem.has_zero {
        if fraction == 0 {
            return Decoded::Zero { negative };
        }
        return Decoded::Finite {
            negative,
            exponent: sem.min_exponent,
            significand: fraction,
        };
    }
    let significand = if sem.explicit_integer_bit {
        fraction
    } else {
        fraction | (1u128 << fraction_bits)
    };
    if significand == 0 {
        // x87 pseudo-denormal zero.
        return Decoded::Zero { negative };
    }
    Decoded::Finite {
        negative,
        exponent: field - sem.bias(),
        significand,
    }
}

/// The pattern of a finite value (`significand` normalized, or a denormal with
/// `exponent == min_exponent`).
fn encode_finite(sem: Semantics, negative: bool, exponent: i32, significand: u128) -> u128 {
    let fraction_bits = sem.fraction_bits();
    let sign = u128::from(negative) << sem.sign_bit();
    let normal = significand >> (sem.precision - 1) & 1 == 1;
    let field = if normal || !sem.has_zero {
        (exponent + sem.bias()) as u128
    } else {
        0
    };
    sign | (field << fraction_bits) | (significand & mask(fraction_bits))
}

/// The pattern of zero (the smallest value for a format without zero).
pub fn zero_bits(sem: Semantics, negative: bool) -> u128 {
    if !sem.has_zero {
        return encode_finite(sem, false, sem.min_exponent, 1);
    }
    let negative = negative && sem.nan_encoding != NanEncoding::NegativeZero;
    u128::from(negative) << sem.sign_bit()
}

/// The pattern of a NaN (quiet, no payload).
pub fn nan_bits(sem: Semantics, negative: bool) -> u128 {
    let fraction_bits = sem.fraction_bits();
    let sign = u128::from(negative) << sem.sign_bit();
    match (sem.non_finite, sem.nan_encoding) {
        (NonFinite::NanOnly, NanEncoding::NegativeZero) => 1 << sem.sign_bit(),
        (NonFinite::NanOnly, NanEncoding::AllOnes) => {
            sign | mask(sem.exponent_bits()) << fraction_bits | mask(fraction_bits)
        }
        // A format without NaN has none; its largest value stands in.
        (NonFinite::FiniteOnly, _) => largest_bits(sem, negative),
        _ => {
            let quiet = 1u128 << (fraction_bits - 1);
            let integer = if sem.explicit_integer_bit {
                1u128 << (fraction_bits - 1)
            } else {
                0
            };
            let quiet = if sem.explicit_integer_bit {
                quiet >> 1
            } else {
                quiet
            };
            sign | mask(sem.exponent_bits()) << fraction_bits | integer | quiet
        }
    }
}

/// The pattern of infinity; NaN or the largest value where the format has none
/// (what rounding an overflow to nearest gives, as `APFloat` does).
pub fn infinity_bits(sem: Semantics, negative: bool) -> u128 {
    match sem.non_finite {
        NonFinite::Ieee754 => {
            let fraction_bits = sem.fraction_bits();
            let integer = if sem.explicit_integer_bit {
                1u128 << (fraction_bits - 1)
            } else {
                0
            };
            u128::from(negative) << sem.sign_bit()
                | mask(sem.exponent_bits()) << fraction_bits
                | integer
        }
        NonFinite::NanOnly => nan_bits(sem, negative),
        NonFinite::FiniteOnly => largest_bits(sem, negative),
    }
}

/// The largest finite value's pattern.
pub fn largest_bits(sem: Semantics, negative: bool) -> u128 {
    let mut significand = mask(sem.precision);
    if sem.non_finite == NonFinite::NanOnly
        && sem.nan_encoding == NanEncoding::AllOnes
        && sem.precision > 1
    {
        // All ones at the top exponent is the NaN.
        significand -= 1;
    }
    encode_finite(sem, negative, sem.max_exponent, significand)
}

/// `value` rounded to the nearest value of `kind` (ties to even), as
/// `APFloat::convert(.., rmNearestTiesToEven, ..)` from a double.
pub fn from_f64(kind: FloatKind, value: f64) -> u128 {
    // The hardware formats convert in hardware, which keeps NaN payloads as
    // `APFloat::convert` does.
    match kind {
        FloatKind::F64 => return u128::from(value.to_bits()),
        FloatKind::F32 => return u128::from((value as f32).to_bits()),
        _ => {}
    }
    let sem = Semantics::of(kind);
    let bits = value.to_bits();
    let negative = bits >> 63 == 1;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        return if frac == 0 {
            infinity_bits(sem, negative)
        } else {
            nan_bits(sem, negative)
        };
    }
    if exp == 0 && frac == 0 {
        return zero_bits(sem, negative);
    }
    let (significand, scale) = if exp == 0 {
        (frac, 1074)
    } else {
        (frac | 1 << 52, 1075 - exp)
    };
    if scale >= 0 {
        round::round(
            sem,
            negative,
            BigUint::from_u128(significand.into()),
            scale,
            false,
        )
    } else {
        let mut q = BigUint::from_u128(significand.into());
        q.shl(scale.unsigned_abs());
        round::round(sem, negative, q, 0, false)
    }
}

/// The exact value of a pattern as a double, when the format's values all are
/// doubles (precision and range no larger than `f64`'s); `None` otherwise.
pub fn to_f64(kind: FloatKind, bits: u128) -> Option<f64> {
    match kind {
        FloatKind::F64 => return Some(f64::from_bits(bits as u64)),
        FloatKind::F32 => return Some(f64::from(f32::from_bits(bits as u32))),
        _ => {}
    }
    let sem = Semantics::of(kind);
    if sem.precision > 53 || sem.max_exponent > 1023 || sem.min_exponent < -1022 {
        return None;
    }
    Some(match decode(sem, bits) {
        Decoded::Zero { negative } => {
            if negative {
                -0.0
            } else {
                0.0
            }
        }
        Decoded::Infinity { negative } => {
            if negative {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        Decoded::NaN { negative } => {
            if negative {
                -f64::NAN
            } else {
                f64::NAN
            }
        }
        Decoded::Finite {
            negative,
            exponent,
            significand,
        } => {
            let magnitude = significand as f64 * 2f64.powi(exponent - (sem.precision as i32 - 1));
            if negative { -magnitude } else { magnitude }
        }
    })
}

/// Converts a pattern of one format to another, rounding to nearest (ties to
/// even), as `APFloat::convert`.
pub fn convert(from: FloatKind, to: FloatKind, bits: u128) -> u128 {
    let (src, dst) = (Semantics::of(from), Semantics::of(to));
    match decode(src, bits) {
        Decoded::Zero { negative } => zero_bits(dst, negative),
        Decoded::Infinity { negative } => infinity_bits(dst, negative),
        Decoded::NaN { negative } => nan_bits(dst, negative),
        Decoded::Finite {
            negative,
            exponent,
            significand,
        } => {
            let scale = i64::from(src.precision) - 1 - i64::from(exponent);
            let mut q = BigUint::from_u128(significand);
            if scale >= 0 {
                round::round(dst, negative, q, scale, false)
            } else {
                q.shl(scale.unsigned_abs());
                round::round(dst, negative, q, 0, false)
            }
        }
    }
}

/// Writes `bits` of a `kind` float as MLIR's `printFloatValue` does: six
/// significant digits in exponent form when that reads back as the same value
/// (`1.000000e+00`), else the shortest exact decimal when it has a `.`
/// (`0.333333343`), else (and for infinities and NaNs) the bit pattern in hex
/// (`0x7FC00000`). Returns whether the hex form was used (MLIR then keeps the
/// `: f64` suffix an `f64` attribute otherwise drops).
pub fn write_float(out: &mut impl std::fmt::Write, kind: FloatKind, bits: u128) -> bool {
    let sem = Semantics::of(kind);
    let value = decode(sem, bits);
    if !matches!(value, Decoded::Infinity { .. } | Decoded::NaN { .. }) {
        let short = ap_to_string(sem, value, 6, 0, false);
        if parse_decimal(sem, &short) == Some(canonical_bits(sem, bits)) {
            let _ = out.write_str(&short);
            return false;
        }
        let natural = ap_to_string(sem, value, 0, 3, true);
        if natural.contains('.') {
            let _ = out.write_str(&natural);
            return false;
        }
    }
    write_hex(out, storage_bits(sem, bits));
    true
}

/// `0x` and the uppercase hex digits of `bits`, without leading zeros
/// (`APInt::toString(.., 16, /*Signed=*/false, /*formatAsCLiteral=*/true)`).
pub fn write_hex(out: &mut impl std::fmt::Write, bits: u128) {
    let _ = out.write_str("0x");
    if bits == 0 {
        let _ = out.write_char('0');
        return;
    }
    let digits = 32 - (bits.leading_zeros() / 4) as usize;
    for i in (0..digits).rev() {
        let nibble = ((bits >> (i * 4)) & 0xF) as u8;
        let _ = out.write_char(char::from(if nibble < 10 {
            b'0' + nibble
        } else {
            b'A' + nibble - 10
        }));
    }
}
