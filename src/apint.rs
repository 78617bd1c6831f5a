//! Integers wider than 128 bits, as MLIR's integer attributes hold them in
//! LLVM's `APInt` (<https://llvm.org/doxygen/classllvm_1_1APInt.html>): a value
//! is its two's-complement pattern in `width` bits, kept as little-endian
//! 64-bit words with the bits above `width` clear. Integers of up to 128 bits
//! live in an `i128` instead ([`crate::ir::AttrKind::Integer`]).

use crate::apfloat::BigUint;

/// The magnitude of an integer literal's spelling (`42`, `0x2A`), any size.
pub fn literal_magnitude(spelling: &str) -> Option<BigUint> {
    match spelling.strip_prefix("0x") {
        Some(hex) if !hex.is_empty() => BigUint::from_hex_digits(hex.as_bytes()),
        Some(_) => None,
        None if !spelling.is_empty() && spelling.bytes().all(|b| b.is_ascii_digit()) => {
            Some(BigUint::from_decimal_digits(spelling.as_bytes()))
        }
        None => None,
    }
}

/// The number of 64-bit words of a `width`-bit pattern.
pub fn word_count(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// Clears the bits of `words` at and above `width`.
fn truncate(words: &mut [u64], width: u32) {
    let full = (width / 64) as usize;
    let rest = width % 64;
    for (i, w) in words.iter_mut().enumerate() {
        if i > full || (i == full && rest == 0) {
            *w = 0;
        } else if i == full {
            *w &= (1u64 << rest) - 1;
        }
    }
}

/// Two's-complement negation in `width` bits.
fn negate(words: &mut [u64], width: u32) {
    let mut carry = true;
    for w in words.iter_mut() {
        let (v, c) = (!*w).overflowing_add(u64::from(carry));
        *w = v;
        carry = c;
    }
    truncate(words, width);
}

/// Whether bit `width - 1` (the sign bit) is set.
pub fn sign_bit(words: &[u64], width: u32) -> bool {
    width > 0
        && words
            .get(((width - 1) / 64) as usize)
            .is_some_and(|w| (w >> ((width - 1) % 64)) & 1 == 1)
}

/// MLIR's `buildAttributeAPInt`: the `width`-bit pattern of a literal of
/// `magnitude` (negated when `negative`), or `None` when it does not fit: more
/// bits than the width, a negative value whose negation does not set the sign
/// bit (so `-0` too), or a positive value setting the sign bit of a signed type.
pub fn build(width: u32, signed: bool, negative: bool, magnitude: &BigUint) -> Option<Box<[u64]>> {
    if magnitude.bits() > u64::from(width) {
        return None;
    }
    let mut words = magnitude.to_words(word_count(width));
    if width == 0 {
        return (!negative).then(|| words.into());
    }
    if negative {
        negate(&mut words, width);
        if !sign_bit(&words, width) {
            return None;
        }
    } else if signed && sign_bit(&words, width) {
        return None;
    }
    Some(words.into())
}

/// The pattern of the low `width` bits of little-endian `bytes`.
pub fn from_le_bytes(bytes: &[u8], width: u32) -> Box<[u64]> {
    let mut words = vec![0u64; word_count(width)];
    for (i, &b) in bytes.iter().enumerate().take(words.len() * 8) {
        words[i / 8] |= u64::from(b) << (8 * (i % 8));
    }
    truncate(&mut words, width);
    words.into()
}

/// The pattern as `ceil(width / 8)` little-endian bytes (MLIR's dense storage).
pub fn to_le_bytes(words: &[u64], width: u32, out: &mut Vec<u8>) {
    let n = (width as usize).div_ceil(8);
    for i in 0..n {
        out.push(words.get(i / 8).map_or(0, |w| (w >> (8 * (i % 8))) as u8));
    }
}

/// The decimal value of the pattern, read as signed or unsigned.
pub fn to_decimal(words: &[u64], width: u32, signed: bool) -> String {
    let mut words = words.to_vec();
    let negative = signed && sign_bit(&words, width);
    if negative {
        negate(&mut words, width);
    }
    let digits = BigUint::from_words(&words).to_decimal();
    if negative {
        format!("-{digits}")
    } else {
        digits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(width: u32, signed: bool, negative: bool, spelling: &str) -> Option<String> {
        let magnitude = literal_magnitude(spelling)?;
        build(width, signed, negative, &magnitude).map(|w| to_decimal(&w, width, true))
    }

    #[test]
    fn builds_like_mlir() {
        assert_eq!(lit(1000, false, true, "44").as_deref(), Some("-44"));
        assert_eq!(lit(129, false, true, "1").as_deref(), Some("-1"));
        assert_eq!(lit(129, false, true, "0"), None, "-0 is refused");
        // 2^128 fits i129 signless (it reads back negative) but not si129.
        let two_128 = "340282366920938463463374607431768211456";
        assert_eq!(
            lit(129, false, false, two_128).as_deref(),
            Some("-340282366920938463463374607431768211456")
        );
        assert_eq!(lit(129, true, false, two_128), None);
        assert_eq!(
            lit(129, false, false, "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF").as_deref(),
            Some("-1")
        );
        assert_eq!(
            lit(129, false, false, "0x3FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
            None
        );
    }

    #[test]
    fn bytes_round_trip() {
        let w = build(200, false, true, &literal_magnitude("5").unwrap()).unwrap();
        let mut bytes = Vec::new();
        to_le_bytes(&w, 200, &mut bytes);
        assert_eq!(bytes.len(), 25);
        assert_eq!(from_le_bytes(&bytes, 200), w);
        assert_eq!(
            to_decimal(&w, 200, false),
            "1606938044258990275541962092341162602522202993782792835301371"
        );
    }
}
