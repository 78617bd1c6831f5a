//! Decimal text of floats: LLVM's `APFloat::toString` (with its
//! truncate-then-round digit selection) and correctly rounded decimal-to-binary
//! conversion (`APFloat::convertFromString`), both over arbitrary-precision
//! integers so every format is exact.

use super::big::BigUint;
use super::{Decoded, Semantics};

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
        Decoded::NaN { .. } => return "NaN".to_string(),
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
        sig.mul_pow(5, exp.unsigned_abs());
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
                    mantissa = mantissa.add(&add);
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
    Some(decimal_to_bits(sem, negative, mantissa, exp10))
}

/// `(-1)^negative * mantissa * 10^exp10`, rounded to nearest (ties to even).
fn decimal_to_bits(sem: Semantics, negative: bool, mantissa: BigUint, exp10: i64) -> u128 {
    if mantissa.is_zero() {
        return super::zero_bits(sem, negative);
    }
    // Values far outside the format's range round to zero or infinity; the
    // bounds keep the big-integer work proportionate.
    let digits = mantissa.bits() as i64 * 30103 / 100000 + 1;
    let max_decimal = i64::from(sem.max_exponent) * 30103 / 100000 + 2;
    let min_decimal = i64::from(sem.min_exponent - sem.precision as i32) * 30103 / 100000 - 2;
    if exp10 + digits > max_decimal + 1 {
        return super::infinity_bits(sem, negative);
    }
    if exp10 + digits < min_decimal - 1 {
        return super::zero_bits(sem, negative);
    }
    // Build q * 2^-scale approximating the value with >= precision + 2 bits,
    // plus a sticky bit for any remainder.
    let (q, scale, sticky) = if exp10 >= 0 {
        let mut n = mantissa;
        n.mul_pow(10, exp10 as u64);
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
    super::round::round(sem, negative, q, scale, sticky)
}
