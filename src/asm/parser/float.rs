//! Float literals: decimal literals and hexadecimal bit patterns.
//!
//! Mirrors `Parser::parseFloatFromLiteral` in `mlir/lib/AsmParser/Parser.cpp`: a
//! decimal literal is read as an IEEE double (correctly rounded) and then
//! converted to the target format with round-to-nearest-even, exactly as MLIR
//! does (so `f16`/`bf16` literals round twice, like upstream), with
//! [`crate::apfloat`]. An integer literal must be hexadecimal and gives the raw
//! bits.

use super::ParseResult;
use super::state::AsmParser;
use crate::asm::lexer::{self, Token, TokenKind};
use crate::diagnostics::Diagnostic;
use crate::ir::FloatKind;

/// The bits of `value` in `kind`, rounded to nearest, ties to even.
pub fn f64_to_bits(value: f64, kind: FloatKind) -> u128 {
    crate::apfloat::from_f64(kind, value)
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
