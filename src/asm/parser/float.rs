//! Float literals: decimal literals and hexadecimal bit patterns.
//!
//! Mirrors `Parser::parseFloatFromLiteral` in `mlir/lib/AsmParser/Parser.cpp`: a
//! decimal literal is read as an IEEE double (correctly rounded) and then
//! converted to the target format with round-to-nearest-even, exactly as MLIR
//! does (so `f16`/`bf16` literals round twice, like upstream). An integer literal
//! must be hexadecimal and gives the raw bits.

use super::ParseResult;
use super::state::AsmParser;
use crate::asm::lexer::{self, Token, TokenKind};
use crate::diagnostics::Diagnostic;
use crate::ir::FloatKind;

/// `(exponent bits, explicit mantissa bits)` of the IEEE-like binary formats.
fn ieee_layout(kind: FloatKind) -> Option<(u32, u32)> {
    match kind {
        FloatKind::F16 => Some((5, 10)),
        FloatKind::BF16 => Some((8, 7)),
        FloatKind::TF32 => Some((8, 10)),
        FloatKind::F32 => Some((8, 23)),
        FloatKind::F64 => Some((11, 52)),
        FloatKind::F128 => Some((15, 112)),
        FloatKind::F80 => None,
    }
}

/// The bits of `value` in `kind`, rounded to nearest, ties to even.
pub fn f64_to_bits(value: f64, kind: FloatKind) -> u128 {
    match kind {
        FloatKind::F64 => u128::from(value.to_bits()),
        FloatKind::F32 => u128::from((value as f32).to_bits()),
        FloatKind::F80 => f64_to_x87(value),
        _ => {
            let (exp_bits, man_bits) = ieee_layout(kind).unwrap_or((11, 52));
            round_to_format(value, exp_bits, man_bits)
        }
    }
}

/// Rounds a double into a binary format with `exp_bits` exponent bits and
/// `man_bits` stored mantissa bits (narrower or wider than double).
fn round_to_format(value: f64, exp_bits: u32, man_bits: u32) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63);
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let sign_shift = exp_bits + man_bits;
    let max_exp = (1u128 << exp_bits) - 1;
    let bias = (1i64 << (exp_bits - 1)) - 1;
    if exp == 0x7ff {
        // Infinity or NaN: keep the top payload bits, and a NaN stays a NaN.
        let mut m = if man_bits >= 52 {
            u128::from(frac) << (man_bits - 52)
        } else {
            u128::from(frac >> (52 - man_bits))
        };
        if frac != 0 && m == 0 {
            m = 1 << (man_bits - 1);
        }
        return sign << sign_shift | max_exp << man_bits | m;
    }
    if exp == 0 && frac == 0 {
        return sign << sign_shift;
    }
    // value = mantissa * 2^e2 with an integer mantissa.
    let (mantissa, e2) = if exp == 0 {
        (frac, -1074i64)
    } else {
        (frac | 1 << 52, exp - 1075)
    };
    // Normalize so the top bit of the 53-bit mantissa is bit 52.
    let lead = 63 - i64::from(mantissa.leading_zeros());
    let unbiased = e2 + lead;
    let mut target_exp = unbiased + bias;
    // Number of fraction bits kept below the leading one.
    let keep = if target_exp <= 0 {
        // Subnormal in the target: the leading one lies below the normal range.
        i64::from(man_bits) - (1 - target_exp)
    } else {
        i64::from(man_bits)
    };
    let m = u128::from(mantissa);
    let drop = lead - keep;
    let mut rounded = if drop <= 0 {
        m << (-drop) as u32
    } else if drop > 127 {
        0
    } else {
        let drop = drop as u32;
        let kept = m >> drop;
        let rest = m & ((1u128 << drop) - 1);
        let half = 1u128 << (drop - 1);
        if rest > half || (rest == half && kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    if target_exp <= 0 {
        // Subnormal (or rounded up into the smallest normal, which the carry encodes).
        return sign << sign_shift | rounded;
    }
    if rounded >> (man_bits + 1) != 0 {
        rounded >>= 1;
        target_exp += 1;
    }
    if target_exp as u128 >= max_exp {
        return sign << sign_shift | max_exp << man_bits;
    }
    sign << sign_shift | (target_exp as u128) << man_bits | (rounded & ((1u128 << man_bits) - 1))
}

/// A double as an x87 80-bit extended value (exact: the format is wider).
fn f64_to_x87(value: f64) -> u128 {
    let bits = value.to_bits();
    let sign = u128::from(bits >> 63);
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        let m = 1u128 << 63 | u128::from(frac) << 11;
        let m = if frac != 0 { m | 1 << 62 } else { m };
        return sign << 79 | 0x7fff << 64 | m;
    }
    if exp == 0 && frac == 0 {
        return sign << 79;
    }
    let (mantissa, e2) = if exp == 0 {
        (frac, -1074i64)
    } else {
        (frac | 1 << 52, exp - 1075)
    };
    let lead = 63 - i64::from(mantissa.leading_zeros());
    let unbiased = e2 + lead;
    let biased = (unbiased + 16383) as u128;
    let m = u128::from(mantissa) << (63 - lead);
    sign << 79 | biased << 64 | m
}

impl<'a> AsmParser<'a> {
    /// The bits of the literal `tok` (preceded by `-` when `negative`) in `kind`.
    pub(super) fn float_from_literal(
        &mut self,
        tok: Token,
        negative: bool,
        kind: FloatKind,
    ) -> ParseResult<u128> {
        let spelling = tok.text(self.src);
        match tok.kind {
            TokenKind::Float => {
                let Ok(value) = spelling.parse::<f64>() else {
                    return Err(self.error_at(tok.start, "floating point value too large"));
                };
                let value = if negative { -value } else { value };
                Ok(f64_to_bits(value, kind))
            }
            TokenKind::Integer => {
                if !spelling.starts_with("0x") {
                    let loc = self.diag_location(tok.start);
                    let diag = Diagnostic::error(
                        loc.clone(),
                        "unexpected decimal integer literal for a floating point value",
                    )
                    .with_note(loc, "add a trailing dot to make the literal a float");
                    return Err(self.report(diag));
                }
                if negative {
                    return Err(self.error_at(
                        tok.start,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                let width = kind.width();
                match lexer::integer_value(spelling) {
                    Some(bits) if width >= 128 || bits >> width == 0 => Ok(bits),
                    _ => Err(self.error_at(
                        tok.start,
                        "hexadecimal float constant out of range for type",
                    )),
                }
            }
            _ => Err(self.error_at(tok.start, "expected floating point literal")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_formats_round_to_nearest_even() {
        assert_eq!(f64_to_bits(1.0, FloatKind::F16), 0x3c00);
        assert_eq!(f64_to_bits(-2.0, FloatKind::F16), 0xc000);
        assert_eq!(f64_to_bits(65504.0, FloatKind::F16), 0x7bff);
        assert_eq!(
            f64_to_bits(65520.0, FloatKind::F16),
            0x7c00,
            "rounds up to infinity"
        );
        assert_eq!(
            f64_to_bits(5.960464477539063e-8, FloatKind::F16),
            0x0001,
            "smallest subnormal"
        );
        assert_eq!(
            f64_to_bits(1.0 + 1.0 / 2048.0, FloatKind::F16),
            0x3c00,
            "tie to even"
        );
        assert_eq!(
            f64_to_bits(1.0 + 3.0 / 2048.0, FloatKind::F16),
            0x3c02,
            "tie to even, up"
        );
        assert_eq!(f64_to_bits(0.1, FloatKind::F16), 0x2e66);
        assert_eq!(f64_to_bits(1.0, FloatKind::BF16), 0x3f80);
        assert_eq!(f64_to_bits(3.140625, FloatKind::BF16), 0x4049);
        assert_eq!(f64_to_bits(1.0, FloatKind::TF32), 0x1fc00);
        assert_eq!(f64_to_bits(f64::INFINITY, FloatKind::F16), 0x7c00);
        assert_eq!(f64_to_bits(f64::NAN, FloatKind::F16) & 0x7e00, 0x7e00);
        assert_eq!(f64_to_bits(-0.0, FloatKind::BF16), 0x8000);
    }

    #[test]
    fn wide_formats_are_exact() {
        assert_eq!(f64_to_bits(1.0, FloatKind::F128), 0x3fff << 112);
        assert_eq!(f64_to_bits(1.5, FloatKind::F128), 0x3fff << 112 | 1 << 111);
        assert_eq!(f64_to_bits(1.0, FloatKind::F80), 0x3fff << 64 | 1 << 63);
        assert_eq!(
            f64_to_bits(-2.0, FloatKind::F80),
            1 << 79 | 0x4000 << 64 | 1 << 63
        );
        assert_eq!(f64_to_bits(1.0, FloatKind::F32), 0x3f80_0000);
        assert_eq!(f64_to_bits(0.1, FloatKind::F64), 0.1f64.to_bits() as u128);
    }
}
