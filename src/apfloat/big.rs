//! Arbitrary-precision unsigned integers: just what exact decimal and binary
//! conversion of floats and wide integers need (LLVM does this work with
//! `APInt`).

/// A little-endian arbitrary-precision unsigned integer (just what decimal
/// conversion needs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BigUint {
    pub(crate) limbs: Vec<u32>,
}

impl BigUint {
    pub fn from_u128(mut v: u128) -> Self {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        BigUint { limbs }
    }

    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    pub fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    pub fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => (self.limbs.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()),
        }
    }

    pub fn mul_small(&mut self, m: u32) {
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
    pub fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.limbs.iter_mut().rev() {
            let v = (rem << 32) | u64::from(*limb);
            *limb = (v / u64::from(d)) as u32;
            rem = v % u64::from(d);
        }
        self.trim();
        rem as u32
    }

    pub fn shl(&mut self, bits: u64) {
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

    pub fn shr(&mut self, bits: u64) {
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

    pub fn bit(&self, index: u64) -> bool {
        let word = (index / 32) as usize;
        word < self.limbs.len() && (self.limbs[word] >> (index % 32)) & 1 == 1
    }

    /// Whether any bit below `index` is set.
    pub fn any_below(&self, index: u64) -> bool {
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

    pub fn to_u128(&self) -> u128 {
        self.limbs
            .iter()
            .rev()
            .fold(0u128, |acc, &l| (acc << 32) | u128::from(l))
    }

    /// `self * base^e`, multiplied in the largest powers of `base` a limb holds.
    pub fn mul_pow(&mut self, base: u32, mut e: u64) {
        let step = u32::MAX.ilog(base);
        while e >= u64::from(step) {
            self.mul_small(base.pow(step));
            e -= u64::from(step);
        }
        if e > 0 {
            self.mul_small(base.pow(e as u32));
        }
    }

    /// `floor(self / 10^e)`.
    pub fn div_pow10(&mut self, mut e: u64) {
        while e >= 9 && !self.is_zero() {
            self.divrem_small(1_000_000_000);
            e -= 9;
        }
        if e > 0 && !self.is_zero() {
            self.divrem_small(10u32.pow(e as u32));
        }
    }

    /// The decimal digits, least significant first.
    pub fn digits_lsb_first(&self) -> Vec<u8> {
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

impl BigUint {
    pub fn add(&self, other: &BigUint) -> BigUint {
        let mut limbs = Vec::with_capacity(self.limbs.len().max(other.limbs.len()) + 1);
        let mut carry = 0u64;
        for i in 0..self.limbs.len().max(other.limbs.len()) {
            let v = u64::from(self.limbs.get(i).copied().unwrap_or(0))
                + u64::from(other.limbs.get(i).copied().unwrap_or(0))
                + carry;
            limbs.push(v as u32);
            carry = v >> 32;
        }
        if carry != 0 {
            limbs.push(carry as u32);
        }
        BigUint { limbs }
    }

    /// The value of decimal digits (ASCII `0`-`9`; anything else counts as 0).
    pub fn from_decimal_digits(digits: &[u8]) -> BigUint {
        let mut m = BigUint::default();
        for chunk in digits.chunks(9) {
            let mut value = 0u32;
            for &c in chunk {
                value = value * 10 + u32::from(c.wrapping_sub(b'0') % 10);
            }
            m.mul_small(10u32.pow(chunk.len() as u32));
            m = m.add(&BigUint::from_u128(u128::from(value)));
        }
        m
    }

    /// The value of hexadecimal digits (`0-9a-fA-F`); `None` for another byte.
    pub fn from_hex_digits(digits: &[u8]) -> Option<BigUint> {
        let mut limbs = Vec::with_capacity(digits.len() / 8 + 1);
        for chunk in digits.rchunks(8) {
            let mut value = 0u32;
            for &c in chunk {
                value = value << 4 | (c as char).to_digit(16)?;
            }
            limbs.push(value);
        }
        let mut b = BigUint { limbs };
        b.trim();
        Some(b)
    }

    /// Little-endian 64-bit words, at least `count` of them (zero-padded).
    pub fn to_words(&self, count: usize) -> Vec<u64> {
        let mut words = vec![0u64; count.max(self.limbs.len().div_ceil(2))];
        for (i, &l) in self.limbs.iter().enumerate() {
            words[i / 2] |= u64::from(l) << (32 * (i % 2));
        }
        words
    }

    pub fn from_words(words: &[u64]) -> BigUint {
        let mut limbs = Vec::with_capacity(words.len() * 2);
        for &w in words {
            limbs.push(w as u32);
            limbs.push((w >> 32) as u32);
        }
        let mut b = BigUint { limbs };
        b.trim();
        b
    }

    /// The decimal digits, most significant first (`"0"` for zero).
    pub fn to_decimal(&self) -> String {
        let digits = self.digits_lsb_first();
        if digits.is_empty() {
            return "0".to_string();
        }
        digits.iter().rev().map(|&d| char::from(b'0' + d)).collect()
    }
}
