//! Floating-point values as MLIR prints them, bit-exact with LLVM's `APFloat`.
//!
//! MLIR's `printFloatValue` (`mlir/lib/IR/AsmPrinter.cpp`) first formats a value
//! with `APFloat::toString(str, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
//! /*TruncateZero=*/false)` (`1.000000e+00`) and keeps that when parsing it back
//! yields the same bits; otherwise it uses `APFloat::toString(str)` (as many
//! digits as the format needs, e.g. `0.333333343`) when that contains a `.`;
//! otherwise — and for infinities and NaNs — it prints the bit pattern in hex
//! (`0x7FC00000`). This module reimplements `APFloat::toString`'s decimal
//! conversion (including its truncate-then-round digit selection) and a
//! correctly rounded decimal-to-binary conversion for the parse-back check, both
//! over arbitrary-precision integers so every builtin float type is exact.

use crate::ir::FloatKind;

/// The parameters of a binary floating-point format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Semantics {
    /// Significand bits including the leading (hidden or explicit) bit.
    pub precision: u32,
    /// Largest unbiased exponent of a finite value.
    pub max_exponent: i32,
    /// Smallest unbiased exponent of a normal value.
    pub min_exponent: i32,
    /// Total storage bits.
    pub width: u32,
    /// Whether the leading significand bit is stored (x87 80-bit).
    pub explicit_integer_bit: bool,
}

impl Semantics {
    pub fn of(kind: FloatKind) -> Semantics {
        let ieee = |precision, max_exponent: i32, width| Semantics {
            precision,
            max_exponent,
            min_exponent: 1 - max_exponent,
            width,
            explicit_integer_bit: false,
        };
        match kind {
            FloatKind::F16 => ieee(11, 15, 16),
            FloatKind::BF16 => ieee(8, 127, 16),
            FloatKind::TF32 => ieee(11, 127, 19),
            FloatKind::F32 => ieee(24, 127, 32),
            FloatKind::F64 => ieee(53, 1023, 64),
            FloatKind::F80 => Semantics {
                explicit_integer_bit: true,
                ..ieee(64, 16383, 80)
            },
            FloatKind::F128 => ieee(113, 16383, 128),
        }
    }

    fn exponent_bits(&self) -> u32 {
        let stored_fraction = self.precision - u32::from(!self.explicit_integer_bit);
        self.width - 1 - stored_fraction
    }

    fn fraction_bits(&self) -> u32 {
        self.precision - u32::from(!self.explicit_integer_bit)
    }

    fn bias(&self) -> i32 {
        self.max_exponent
    }
}

/// A decoded floating-point value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    Zero {
        negative: bool,
    },
    Infinity {
        negative: bool,
    },
    NaN,
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

/// Splits a bit pattern into its category, sign, exponent and significand.
pub fn decode(sem: Semantics, bits: u128) -> Decoded {
    let bits = bits & mask(sem.width);
    let fraction_bits = sem.fraction_bits();
    let exponent_bits = sem.exponent_bits();
    let negative = (bits >> (sem.width - 1)) & 1 == 1;
    let fraction = bits & mask(fraction_bits);
    let exponent_field = ((bits >> fraction_bits) & mask(exponent_bits)) as i32;
    let all_ones = mask(exponent_bits) as i32;
    if exponent_field == all_ones {
        let payload = if sem.explicit_integer_bit {
            fraction & mask(fraction_bits - 1)
        } else {
            fraction
        };
        return if payload == 0 {
            Decoded::Infinity { negative }
        } else {
            Decoded::NaN
        };
    }
    if exponent_field == 0 {
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
        return Decoded::Zero { negative };
    }
    Decoded::Finite {
        negative,
        exponent: exponent_field - sem.bias(),
        significand,
    }
}

/// Packs a rounded value back into a bit pattern.
fn encode(sem: Semantics, negative: bool, exponent: i32, significand: u128) -> u128 {
    let fraction_bits = sem.fraction_bits();
    let sign = u128::from(negative) << (sem.width - 1);
    let normal = significand >> (sem.precision - 1) & 1 == 1;
    let exponent_field = if normal {
        (exponent + sem.bias()) as u128
    } else {
        0
    };
    let fraction = significand & mask(fraction_bits);
    sign | (exponent_field << fraction_bits) | fraction
}

fn infinity_bits(sem: Semantics, negative: bool) -> u128 {
    let fraction_bits = sem.fraction_bits();
    let sign = u128::from(negative) << (sem.width - 1);
    let integer_bit = if sem.explicit_integer_bit {
        1u128 << (fraction_bits - 1)
    } else {
        0
    };
    sign | (mask(sem.exponent_bits()) << fraction_bits) | integer_bit
}

// ===== arbitrary-precision unsigned integers =====

/// A little-endian arbitrary-precision unsigned integer (just what decimal
/// conversion needs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct BigUint {
    limbs: Vec<u32>,
}

impl BigUint {
    fn from_u128(mut v: u128) -> Self {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        BigUint { limbs }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.limbs {
            let v = u64::from(*limb) * u64::from(m) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
        self.trim();
    }

    /// Divides in place, returning the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let v = (rem << 32) | u64::from(*limb);
            *limb = (v / u64::from(d)) as u32;
            rem = v % u64::from(d);
        }
        self.trim();
        rem as u32
    }

    fn shl(&mut self, bits: u64) {
        if self.is_zero() || bits == 0 {
            return;
        }
        let words = (bits / 32) as usize;
        let shift = (bits % 32) as u32;
        if shift != 0 {
            let mut carry = 0u32;
            for limb in &mut self.limbs {
                let v = *limb;
                *limb = (v << shift) | carry;
                carry = v >> (32 - shift);
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words != 0 {
            self.limbs.splice(0..0, std::iter::repeat_n(0, words));
        }
    }

    fn shr(&mut self, bits: u64) {
        let words = (bits / 32) as usize;
        if words >= self.limbs.len() {
            self.limbs.clear();
            return;
        }
        self.limbs.drain(0..words);
        let shift = (bits % 32) as u32;
        if shift != 0 {
            let mut carry = 0u32;
            for limb in self.limbs.iter_mut().rev() {
                let v = *limb;
                *limb = (v >> shift) | carry;
                carry = v << (32 - shift);
            }
        }
        self.trim();
    }

    fn bit(&self, index: u64) -> bool {
        let word = (index / 32) as usize;
        word < self.limbs.len() && (self.limbs[word] >> (index % 32)) & 1 == 1
    }

    /// Whether any bit below `index` is set.
    fn any_below(&self, index: u64) -> bool {
        let word = (index / 32) as usize;
        for (i, &limb) in self.limbs.iter().enumerate() {
            if i < word {
                if limb != 0 {
                    return true;
                }
            } else if i == word {
                let m = (1u64 << (index % 32)) - 1;
                return u64::from(limb) & m != 0;
            } else {
                break;
            }
        }
        false
    }

    fn to_u128(&self) -> u128 {
        self.limbs
            .iter()
            .rev()
            .fold(0u128, |acc, &l| (acc << 32) | u128::from(l))
    }

    /// `self * 5^e`.
    fn mul_pow5(&mut self, mut e: u64) {
        // 5^13 is the largest power of five below 2^32.
        while e >= 13 {
            self.mul_small(1_220_703_125);
            e -= 13;
        }
        if e > 0 {
            self.mul_small(5u32.pow(e as u32));
        }
    }

    fn mul_pow10(&mut self, mut e: u64) {
        while e >= 9 {
            self.mul_small(1_000_000_000);
            e -= 9;
        }
        if e > 0 {
            self.mul_small(10u32.pow(e as u32));
        }
    }

    /// `floor(self / 10^e)`.
    fn div_pow10(&mut self, mut e: u64) {
        while e >= 9 && !self.is_zero() {
            self.divrem_small(1_000_000_000);
            e -= 9;
        }
        if e > 0 && !self.is_zero() {
            self.divrem_small(10u32.pow(e as u32));
        }
    }

    /// The decimal digits, least significant first.
    fn digits_lsb_first(&self) -> Vec<u8> {
        let mut n = self.clone();
        let mut out = Vec::new();
        while !n.is_zero() {
            let mut chunk = n.divrem_small(1_000_000_000);
            if n.is_zero() {
                while chunk != 0 {
                    out.push((chunk % 10) as u8);
                    chunk /= 10;
                }
            } else {
                for _ in 0..9 {
                    out.push((chunk % 10) as u8);
                    chunk /= 10;
                }
            }
        }
        out
    }
}

// ===== APFloat::toString =====

/// Drops low decimal digits that cannot matter at `precision` digits (LLVM's
/// `AdjustToPrecision` on the integer: a truncation, not a rounding).
fn adjust_integer_to_precision(significand: &mut BigUint, exp: &mut i64, precision: u32) {
    let bits = significand.bits();
    // 196/59 is a slight overestimate of log2(10).
    let bits_required = u64::from((precision * 196).div_ceil(59));
    if bits <= bits_required {
        return;
    }
    let tens_removable = (bits - bits_required) * 59 / 196;
    if tens_removable == 0 {
        return;
    }
    *exp += tens_removable as i64;
    significand.div_pow10(tens_removable);
}

/// Rounds the digit buffer (least significant first) to `precision` digits,
/// half up, dropping trailing zeros (LLVM's `AdjustToPrecision` on digits).
fn adjust_digits_to_precision(buffer: &mut Vec<u8>, exp: &mut i64, precision: u32) {
    let n = buffer.len();
    let precision = precision as usize;
    if n <= precision {
        return;
    }
    let mut first_significant = n - precision;
    if buffer[first_significant - 1] < 5 {
        while first_significant < n && buffer[first_significant] == 0 {
            first_significant += 1;
        }
        *exp += first_significant as i64;
        buffer.drain(0..first_significant);
        return;
    }
    // Decimal add-with-carry from the first kept digit.
    let start = first_significant;
    for digit in &mut buffer[start..] {
        if *digit == 9 {
            first_significant += 1;
        } else {
            *digit += 1;
            break;
        }
    }
    if first_significant == n {
        *exp += first_significant as i64;
        buffer.clear();
        buffer.push(1);
        return;
    }
    *exp += first_significant as i64;
    buffer.drain(0..first_significant);
}

/// `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
pub fn ap_to_string(
    sem: Semantics,
    value: Decoded,
    format_precision: u32,
    format_max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    let (negative, exponent, significand) = match value {
        Decoded::Infinity { negative } => {
            return if negative { "-Inf" } else { "+Inf" }.to_string();
        }
        Decoded::NaN => return "NaN".to_string(),
        Decoded::Zero { negative } => {
            if negative {
                out.push('-');
            }
            if format_max_padding == 0 {
                if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    for _ in 1..format_precision.max(1) {
                        out.push('0');
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
            return out;
        }
        Decoded::Finite {
            negative,
            exponent,
            significand,
        } => (negative, exponent, significand),
    };
    if negative {
        out.push('-');
    }
    let mut format_precision = format_precision;
    if format_precision == 0 {
        format_precision = 2 + sem.precision * 59 / 196;
    }

    let mut exp = i64::from(exponent) - i64::from(sem.precision - 1);
    let trailing = significand.trailing_zeros();
    exp += i64::from(trailing);
    let mut sig = BigUint::from_u128(significand >> trailing);
    if exp > 0 {
        sig.shl(exp as u64);
        exp = 0;
    } else if exp < 0 {
        // N * 2^-e == N * 5^e * 10^-e
        sig.mul_pow5(exp.unsigned_abs());
    }

    adjust_integer_to_precision(&mut sig, &mut exp, format_precision);

    let mut buffer = Vec::new();
    let mut in_trail = true;
    for d in sig.digits_lsb_first() {
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(d);
            in_trail = false;
        }
    }
    adjust_digits_to_precision(&mut buffer, &mut exp, format_precision);
    let n_digits = buffer.len();
    let digit = |i: usize| char::from(b'0' + buffer[i]);

    let scientific = if format_max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u64 > u64::from(format_max_padding)
            || n_digits as u64 + exp as u64 > u64::from(format_precision)
    } else {
        let msd = exp + n_digits as i64 - 1;
        msd < 0 && msd.unsigned_abs() > u64::from(format_max_padding)
    };

    if scientific {
        exp += n_digits as i64 - 1;
        out.push(digit(n_digits - 1));
        out.push('.');
        if n_digits == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..n_digits {
                out.push(digit(n_digits - 1 - i));
            }
        }
        if !truncate_zero && format_precision as usize > n_digits - 1 {
            for _ in 0..(format_precision as usize - n_digits + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let magnitude = exp.unsigned_abs();
        if !truncate_zero && magnitude < 10 {
            out.push('0');
        }
        out.push_str(&magnitude.to_string());
        return out;
    }

    if exp >= 0 {
        for i in 0..n_digits {
            out.push(digit(n_digits - 1 - i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }

    let whole_digits = exp + n_digits as i64;
    let mut i = 0usize;
    if whole_digits > 0 {
        while i < whole_digits as usize {
            out.push(digit(n_digits - 1 - i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..whole_digits.unsigned_abs() {
            out.push('0');
        }
    }
    while i < n_digits {
        out.push(digit(n_digits - 1 - i));
        i += 1;
    }
    out
}

// ===== decimal to binary =====

/// Converts `[-]digits[.digits][(e|E)[+-]digits]` to the nearest value of the
/// format (ties to even), as `APFloat::convertFromString` does. Returns `None`
/// for text that is not such a literal.
pub fn parse_decimal(sem: Semantics, text: &str) -> Option<u128> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let negative = match bytes.first() {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let mut mantissa = BigUint::default();
    let mut exp10: i64 = 0;
    let mut seen_digit = false;
    let mut seen_dot = false;
    while i < bytes.len() {
        match bytes[i] {
            c @ b'0'..=b'9' => {
                seen_digit = true;
                mantissa.mul_small(10);
                let d = u128::from(c - b'0');
                if d != 0 {
                    let add = BigUint::from_u128(d);
                    mantissa = add_big(&mantissa, &add);
                }
                if seen_dot {
                    exp10 -= 1;
                }
            }
            b'.' if !seen_dot => seen_dot = true,
            b'e' | b'E' => break,
            _ => return None,
        }
        i += 1;
    }
    if !seen_digit {
        return None;
    }
    if i < bytes.len() {
        i += 1;
        let (sign, start) = match bytes.get(i) {
            Some(b'-') => (-1i64, i + 1),
            Some(b'+') => (1, i + 1),
            _ => (1, i),
        };
        let digits = &text[start..];
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let e: i64 = digits.parse().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
        exp10 += sign * e;
    }
    Some(decimal_to_bits(
        sem,
        negative,
        mantissa_from(mantissa),
        exp10,
    ))
}

fn add_big(a: &BigUint, b: &BigUint) -> BigUint {
    let mut limbs = Vec::with_capacity(a.limbs.len().max(b.limbs.len()) + 1);
    let mut carry = 0u64;
    for i in 0..a.limbs.len().max(b.limbs.len()) {
        let v = u64::from(a.limbs.get(i).copied().unwrap_or(0))
            + u64::from(b.limbs.get(i).copied().unwrap_or(0))
            + carry;
        limbs.push(v as u32);
        carry = v >> 32;
    }
    if carry != 0 {
        limbs.push(carry as u32);
    }
    BigUint { limbs }
}

/// Opaque decimal mantissa for [`decimal_to_bits`].
#[derive(Clone, Debug)]
pub struct DecimalMantissa(BigUint);

fn mantissa_from(b: BigUint) -> DecimalMantissa {
    DecimalMantissa(b)
}

impl DecimalMantissa {
    /// The mantissa of a decimal literal from its digits (ASCII `0`-`9` only).
    pub fn from_digits(digits: &[u8]) -> DecimalMantissa {
        let mut m = BigUint::default();
        for &c in digits {
            m.mul_small(10);
            let d = u128::from(c.wrapping_sub(b'0') % 10);
            if d != 0 {
                m = add_big(&m, &BigUint::from_u128(d));
            }
        }
        DecimalMantissa(m)
    }
}

/// `(-1)^negative * mantissa * 10^exp10`, rounded to nearest (ties to even).
pub fn decimal_to_bits(
    sem: Semantics,
    negative: bool,
    mantissa: DecimalMantissa,
    exp10: i64,
) -> u128 {
    let mantissa = mantissa.0;
    let sign = u128::from(negative) << (sem.width - 1);
    if mantissa.is_zero() {
        return sign;
    }
    // Values far outside the format's range round to zero or infinity; the
    // bounds keep the big-integer work proportionate.
    let digits = mantissa.bits() as i64 * 30103 / 100000 + 1;
    let max_decimal = i64::from(sem.max_exponent) * 30103 / 100000 + 2;
    let min_decimal = i64::from(sem.min_exponent - sem.precision as i32) * 30103 / 100000 - 2;
    if exp10 + digits > max_decimal + 1 {
        return infinity_bits(sem, negative);
    }
    if exp10 + digits < min_decimal - 1 {
        return sign;
    }
    // Build q * 2^-scale approximating the value with >= precision + 2 bits,
    // plus a sticky bit for any remainder.
    let (q, scale, sticky) = if exp10 >= 0 {
        let mut n = mantissa;
        n.mul_pow10(exp10 as u64);
        (n, 0i64, false)
    } else {
        // q = floor(mantissa * 2^scale / 10^k), computed as a shift by k and
        // divisions by powers of five that fit a limb.
        let k = exp10.unsigned_abs();
        let denominator_bits = (k as i64).saturating_mul(3_321_929) / 1_000_000 + 2;
        let scale =
            (denominator_bits - mantissa.bits() as i64 + i64::from(sem.precision) + 3).max(0);
        let mut q = mantissa;
        q.shl(scale as u64);
        let mut inexact = q.any_below(k);
        q.shr(k);
        let mut remaining = k;
        while remaining > 0 {
            let step = remaining.min(13);
            inexact |= q.divrem_small(5u32.pow(step as u32)) != 0;
            remaining -= step;
        }
        (q, scale, inexact)
    };
    round_to_format(sem, negative, q, scale, sticky)
}

/// Rounds `q * 2^-scale` (with `sticky` for lost nonzero bits below) to the
/// format, ties to even.
fn round_to_format(sem: Semantics, negative: bool, q: BigUint, scale: i64, sticky: bool) -> u128 {
    let precision = i64::from(sem.precision);
    let lead = q.bits() as i64 - 1 - scale;
    let lsb_exponent = lead.max(i64::from(sem.min_exponent)) - (precision - 1);
    let shift = lsb_exponent + scale;
    let mut significand;
    if shift <= 0 {
        let mut v = q;
        v.shl(shift.unsigned_abs());
        significand = v.to_u128();
    } else {
        let shift_u = shift as u64;
        let round_bit = q.bit(shift_u - 1);
        let below = sticky || q.any_below(shift_u - 1);
        let mut v = q;
        v.shr(shift_u);
        significand = v.to_u128();
        if round_bit && (below || significand & 1 == 1) {
            significand += 1;
        }
    }
    let mut exponent = lsb_exponent + precision - 1;
    if significand >> sem.precision != 0 {
        significand >>= 1;
        exponent += 1;
    }
    if exponent > i64::from(sem.max_exponent) {
        return infinity_bits(sem, negative);
    }
    if significand == 0 {
        return u128::from(negative) << (sem.width - 1);
    }
    encode(sem, negative, exponent as i32, significand)
}

// ===== MLIR's printFloatValue =====

/// Writes `bits` of a `kind` float as MLIR prints it; returns whether the hex
/// form was used (then MLIR keeps the `: f64` suffix).
pub fn write_float(out: &mut String, kind: FloatKind, bits: u128) -> bool {
    let sem = Semantics::of(kind);
    let value = decode(sem, bits);
    if !matches!(value, Decoded::Infinity { .. } | Decoded::NaN) {
        let short = ap_to_string(sem, value, 6, 0, false);
        if parse_decimal(sem, &short) == Some(canonical_bits(sem, bits)) {
            out.push_str(&short);
            return false;
        }
        let natural = ap_to_string(sem, value, 0, 3, true);
        if natural.contains('.') {
            out.push_str(&natural);
            return false;
        }
    }
    write_hex(out, bits & mask(sem.width));
    true
}

/// The bit pattern a value reads back as (x87 values keep their explicit bit).
fn canonical_bits(sem: Semantics, bits: u128) -> u128 {
    bits & mask(sem.width)
}

/// `0x` and the uppercase hex digits of `bits`, without leading zeros
/// (`APInt::toString(.., 16, /*Signed=*/false, /*formatAsCLiteral=*/true)`).
pub fn write_hex(out: &mut String, bits: u128) {
    out.push_str("0x");
    if bits == 0 {
        out.push('0');
        return;
    }
    let digits = 32 - (bits.leading_zeros() / 4) as usize;
    for i in (0..digits).rev() {
        let nibble = ((bits >> (i * 4)) & 0xF) as u8;
        out.push(char::from(if nibble < 10 {
            b'0' + nibble
        } else {
            b'A' + nibble - 10
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(kind: FloatKind, bits: u128) -> String {
        let mut s = String::new();
        write_float(&mut s, kind, bits);
        s
    }

    #[test]
    fn six_digit_form_when_exact() {
        assert_eq!(show(FloatKind::F64, 1f64.to_bits().into()), "1.000000e+00");
        assert_eq!(
            show(FloatKind::F64, 0.1f64.to_bits().into()),
            "1.000000e-01"
        );
        assert_eq!(
            show(FloatKind::F32, 0.1f32.to_bits().into()),
            "1.000000e-01"
        );
        assert_eq!(
            show(FloatKind::F64, 1.25e7f64.to_bits().into()),
            "1.250000e+07"
        );
        assert_eq!(
            show(FloatKind::F64, 1.5e300f64.to_bits().into()),
            "1.500000e+300"
        );
        assert_eq!(
            show(FloatKind::F64, 2.5e-310f64.to_bits().into()),
            "2.500000e-310"
        );
        assert_eq!(
            show(FloatKind::F64, (-0.0f64).to_bits().into()),
            "-0.000000e+00"
        );
        assert_eq!(show(FloatKind::F64, 0f64.to_bits().into()), "0.000000e+00");
    }

    #[test]
    fn truncation_before_rounding_matches_apfloat() {
        // 2^-149: APFloat truncates to 7 digits, then rounds half up.
        assert_eq!(show(FloatKind::F32, 1), "1.401300e-45");
        assert_eq!(show(FloatKind::F16, 0x2E66), "9.997550e-02");
        assert_eq!(show(FloatKind::BF16, 0x3DCD), "1.000980e-01");
    }

    #[test]
    fn natural_precision_when_six_digits_lose_bits() {
        assert_eq!(
            show(FloatKind::F64, (1.0f64 / 3.0).to_bits().into()),
            "0.33333333333333331"
        );
        assert_eq!(
            show(FloatKind::F32, (1.0f32 / 3.0).to_bits().into()),
            "0.333333343"
        );
    }

    #[test]
    fn hex_for_specials_and_integral_naturals() {
        assert_eq!(
            show(FloatKind::F64, 123456789f64.to_bits().into()),
            "0x419D6F3454000000"
        );
        assert_eq!(show(FloatKind::F32, 0x7FC0_0000), "0x7FC00000");
        assert_eq!(
            show(FloatKind::F64, f64::INFINITY.to_bits().into()),
            "0x7FF0000000000000"
        );
        assert_eq!(show(FloatKind::F16, 0xFC00), "0xFC00");
    }

    #[test]
    fn decimal_parsing_agrees_with_std_for_f32_and_f64() {
        let samples = [
            "1.000000e-01",
            "3.333333e-01",
            "1.401300e-45",
            "2.500000e-310",
            "1.797693e+308",
            "1.797694e+308",
            "4.940656e-324",
            "2.470328e-324",
            "2.470329e-324",
            "6.103516e-05",
            "9.999999e+37",
            "3.402824e+38",
            "1.175494e-38",
            "0.333333343",
            "123456789",
        ];
        for s in samples {
            let f64_bits = parse_decimal(Semantics::of(FloatKind::F64), s).unwrap();
            assert_eq!(
                f64_bits,
                u128::from(s.parse::<f64>().unwrap().to_bits()),
                "{s} as f64"
            );
            let f32_bits = parse_decimal(Semantics::of(FloatKind::F32), s).unwrap();
            assert_eq!(
                f32_bits,
                u128::from(s.parse::<f32>().unwrap().to_bits()),
                "{s} as f32"
            );
        }
    }

    /// Values printed by `mlir-opt-22` for random bit patterns of every float type.
    #[test]
    fn matches_mlir_opt_on_random_values() {
        let mut failures = Vec::new();
        for line in include_str!("testdata/floats.txt")
            .lines()
            .filter(|l| !l.starts_with('#'))
        {
            let mut fields = line.split(' ');
            let (Some(kind), Some(bits), Some(expected)) =
                (fields.next(), fields.next(), fields.next())
            else {
                panic!("bad test line {line:?}");
            };
            let kind = FloatKind::from_keyword(kind).expect("float kind");
            let bits = u128::from_str_radix(bits, 16).expect("hex bits");
            let got = show(kind, bits);
            if got != expected {
                failures.push(format!(
                    "{kind:?} {bits:X}: got {got}, mlir-opt-22 prints {expected}"
                ));
            }
        }
        assert!(
            failures.is_empty(),
            "{} mismatches:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}
