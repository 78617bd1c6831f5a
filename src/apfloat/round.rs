//! Rounding an exact value into a format, to nearest with ties to even, with
//! each format's overflow, underflow and zero rules (LLVM's
//! `IEEEFloat::normalize` and `handleOverflow`).

use super::big::BigUint;
use super::{NanEncoding, NonFinite, Semantics, encode_finite, infinity_bits, mask, zero_bits};

/// Rounds `q * 2^-scale` (plus, when `sticky`, some nonzero amount less than
/// one unit of `q`'s last place) into `sem`.
pub(super) fn round(sem: Semantics, negative: bool, q: BigUint, scale: i64, sticky: bool) -> u128 {
    if q.is_zero() {
        return zero_bits(sem, negative);
    }
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
    if significand == 0 {
        return zero_bits(sem, negative);
    }
    let overflow = exponent > i64::from(sem.max_exponent)
        || (exponent == i64::from(sem.max_exponent)
            && sem.non_finite == NonFinite::NanOnly
            && sem.nan_encoding == NanEncoding::AllOnes
            && sem.precision > 1
            && significand == mask(sem.precision));
    if overflow {
        return infinity_bits(sem, negative);
    }
    encode_finite(sem, negative, exponent as i32, significand)
}
