//! The binary floating-point formats MLIR 22 has builtin types for, as LLVM's
//! `fltSemantics` describes them (`llvm/lib/Support/APFloat.cpp`; the small
//! formats are those of the OCP Microscaling specification,
//! <https://www.opencompute.org/documents/ocp-microscaling-formats-mx-v1-0-spec-final-pdf>,
//! and of <https://arxiv.org/abs/2209.05433>).

use crate::ir::FloatKind;

/// What the all-ones exponent (or another reserved pattern) encodes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NonFinite {
    /// Infinities and NaNs, as IEEE 754.
    Ieee754,
    /// NaNs but no infinities.
    NanOnly,
    /// Neither: every pattern is a finite number.
    FiniteOnly,
}

/// How a format without infinities spells its NaN.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NanEncoding {
    /// IEEE 754's: all-ones exponent, nonzero fraction.
    Ieee,
    /// All exponent and fraction bits set (`E4M3FN`, `E8M0FNU`).
    AllOnes,
    /// The pattern of negative zero, which then does not exist (`FNUZ`).
    NegativeZero,
}

/// The parameters of a binary floating-point format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Semantics {
    /// Significand bits, the leading (hidden or explicit) one included.
    pub precision: u32,
    /// Largest unbiased exponent of a finite value.
    pub max_exponent: i32,
    /// Smallest unbiased exponent of a normal value.
    pub min_exponent: i32,
    /// Storage bits.
    pub width: u32,
    pub non_finite: NonFinite,
    pub nan_encoding: NanEncoding,
    /// Whether zero exists (`E8M0FNU` has none).
    pub has_zero: bool,
    /// Whether a sign bit is stored (`E8M0FNU` has none).
    pub has_signed_repr: bool,
    /// Whether the leading significand bit is stored (x87 80-bit).
    pub explicit_integer_bit: bool,
}

const fn ieee(precision: u32, max_exponent: i32, min_exponent: i32, width: u32) -> Semantics {
    Semantics {
        precision,
        max_exponent,
        min_exponent,
        width,
        non_finite: NonFinite::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
        explicit_integer_bit: false,
    }
}

const fn nan_only(mut s: Semantics, encoding: NanEncoding) -> Semantics {
    s.non_finite = NonFinite::NanOnly;
    s.nan_encoding = encoding;
    s
}

const fn finite_only(mut s: Semantics) -> Semantics {
    s.non_finite = NonFinite::FiniteOnly;
    s
}

/// x87's 80-bit format: the leading significand bit is stored.
const fn explicit_integer_bit(mut s: Semantics) -> Semantics {
    s.explicit_integer_bit = true;
    s
}

/// A format of positive powers of two only: no zero, no sign bit (`E8M0FNU`).
const fn unsigned_without_zero(mut s: Semantics) -> Semantics {
    s.has_zero = false;
    s.has_signed_repr = false;
    s
}

/// Every builtin float type: its keyword and format (LLVM's `semIEEEhalf`, ...).
pub const FORMATS: &[(FloatKind, &str, Semantics)] = {
    use FloatKind::*;
    use NanEncoding::{AllOnes, NegativeZero};
    &[
        (F16, "f16", ieee(11, 15, -14, 16)),
        (BF16, "bf16", ieee(8, 127, -126, 16)),
        (F32, "f32", ieee(24, 127, -126, 32)),
        (F64, "f64", ieee(53, 1023, -1022, 64)),
        (TF32, "tf32", ieee(11, 127, -126, 19)),
        (
            F80,
            "f80",
            explicit_integer_bit(ieee(64, 16383, -16382, 80)),
        ),
        (F128, "f128", ieee(113, 16383, -16382, 128)),
        (F8E5M2, "f8E5M2", ieee(3, 15, -14, 8)),
        (
            F8E5M2FNUZ,
            "f8E5M2FNUZ",
            nan_only(ieee(3, 15, -15, 8), NegativeZero),
        ),
        (F8E4M3, "f8E4M3", ieee(4, 7, -6, 8)),
        (F8E4M3FN, "f8E4M3FN", nan_only(ieee(4, 8, -6, 8), AllOnes)),
        (
            F8E4M3FNUZ,
            "f8E4M3FNUZ",
            nan_only(ieee(4, 7, -7, 8), NegativeZero),
        ),
        (
            F8E4M3B11FNUZ,
            "f8E4M3B11FNUZ",
            nan_only(ieee(4, 4, -10, 8), NegativeZero),
        ),
        (F8E3M4, "f8E3M4", ieee(5, 3, -2, 8)),
        (
            F8E8M0FNU,
            "f8E8M0FNU",
            unsigned_without_zero(nan_only(ieee(1, 127, -127, 8), AllOnes)),
        ),
        (F6E3M2FN, "f6E3M2FN", finite_only(ieee(3, 4, -2, 6))),
        (F6E2M3FN, "f6E2M3FN", finite_only(ieee(4, 2, 0, 6))),
        (F4E2M1FN, "f4E2M1FN", finite_only(ieee(2, 2, 0, 4))),
    ]
};

impl Semantics {
    /// The format of a builtin float type.
    pub fn of(kind: FloatKind) -> Semantics {
        FORMATS[kind as usize].2
    }

    /// Stored fraction bits (the explicit integer bit of x87 included).
    pub fn fraction_bits(&self) -> u32 {
        self.precision - u32::from(!self.explicit_integer_bit)
    }

    /// Stored exponent bits.
    pub fn exponent_bits(&self) -> u32 {
        self.width - u32::from(self.has_signed_repr) - self.fraction_bits()
    }

    /// What is added to an exponent to store it. A format with zero keeps the
    /// all-zeros exponent for zero and denormals.
    pub fn bias(&self) -> i32 {
        if self.has_zero {
            1 - self.min_exponent
        } else {
            -self.min_exponent
        }
    }

    /// The bit of a pattern that holds the sign: the top bit, or (for formats
    /// without a stored sign, whose values still carry one as LLVM's `APFloat`
    /// does) the bit just above the pattern.
    pub fn sign_bit(&self) -> u32 {
        if self.has_signed_repr {
            self.width - 1
        } else {
            self.width
        }
    }
}
