//! Values of the suite's data formats: parsing the YAML's scalars into the bytes a
//! buffer holds, and printing bytes back the way LLVM's YAML I/O prints each
//! scalar type (`ScalarTraits` in
//! <https://github.com/llvm/llvm-project/blob/main/llvm/lib/Support/YAMLTraits.cpp>):
//! decimal integers, `0x`-prefixed upper-case hexadecimal for the `Hex*` formats and
//! for `Float16` (kept as raw bits), and C's `%g` for floats.

use crate::pipeline::DataFormat;

/// An unsigned integer with LLVM's radix detection (`0x`, `0b`, `0o`, a leading
/// `0` for octal, else decimal).
pub fn parse_unsigned(text: &str) -> Option<u64> {
    let text = text.trim();
    let (digits, radix) =
        if let Some(rest) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            (rest, 16)
        } else if let Some(rest) = text.strip_prefix("0b").or_else(|| text.strip_prefix("0B")) {
            (rest, 2)
        } else if let Some(rest) = text.strip_prefix("0o") {
            (rest, 8)
        } else if text.len() > 1 && text.starts_with('0') {
            (&text[1..], 8)
        } else {
            (text, 10)
        };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// A signed integer: an optional `-` before [`parse_unsigned`]'s forms.
pub fn parse_signed(text: &str) -> Option<i64> {
    let text = text.trim();
    match text.strip_prefix('-') {
        Some(rest) => {
            let magnitude = parse_unsigned(rest)?;
            if magnitude <= i64::MAX as u64 + 1 {
                Some((magnitude as i64).wrapping_neg())
            } else {
                None
            }
        }
        None => i64::try_from(parse_unsigned(text)?).ok(),
    }
}

/// A hexadecimal float (`0x1.8p+1`, without its sign), as C reads it; exact when
/// the digits fit 64 bits.
fn parse_hex_float(text: &str) -> Option<f64> {
    let body = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))?;
    let (digits, exponent) = match body.split_once(['p', 'P']) {
        Some((digits, exponent)) => (digits, exponent.parse::<i32>().ok()?),
        None => (body, 0),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && fraction.is_empty() || whole.len() + fraction.len() > 16 {
        return None;
    }
    let mantissa = u64::from_str_radix(&format!("{whole}{fraction}"), 16).ok()?;
    let exponent = exponent.checked_sub(4 * fraction.len() as i32)?;
    // Scale in two steps so that a subnormal result is not flushed on the way.
    let half = exponent / 2;
    Some(mantissa as f64 * 2f64.powi(half) * 2f64.powi(exponent - half))
}

/// A float as `strtod` reads a whole string: decimal, hexadecimal, `inf`,
/// `infinity`, `nan`.
pub fn parse_float(text: &str) -> Option<f64> {
    let text = text.trim();
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if let Some(value) = parse_hex_float(unsigned) {
        return Some(if negative { -value } else { value });
    }
    let lower = text.to_ascii_lowercase();
    let unsigned = lower.trim_start_matches(['+', '-']);
    if matches!(unsigned, "inf" | "infinity" | "nan" | ".inf" | ".nan") {
        let value = if unsigned.contains("nan") {
            f64::NAN
        } else {
            f64::INFINITY
        };
        return Some(if lower.starts_with('-') {
            -value
        } else {
            value
        });
    }
    text.parse::<f64>().ok()
}

fn unsigned_in(text: &str, max: u64) -> Result<u64, String> {
    match parse_unsigned(text) {
        Some(value) if value <= max => Ok(value),
        Some(_) => Err(format!("out of range number '{text}'")),
        None => Err(format!("invalid number '{text}'")),
    }
}

fn signed_in(text: &str, min: i64, max: i64) -> Result<i64, String> {
    match parse_signed(text) {
        Some(value) if (min..=max).contains(&value) => Ok(value),
        Some(_) => Err(format!("out of range number '{text}'")),
        None => Err(format!("invalid number '{text}'")),
    }
}

/// The little-endian bytes of `text` as one value of `format`.
pub fn parse_value(format: DataFormat, text: &str) -> Result<Vec<u8>, String> {
    Ok(match format {
        DataFormat::Hex8 => vec![unsigned_in(text, 0xff)? as u8],
        DataFormat::Hex16 | DataFormat::UInt16 | DataFormat::Float16 => {
            (unsigned_in(text, 0xffff)? as u16).to_le_bytes().to_vec()
        }
        DataFormat::Hex32 | DataFormat::UInt32 | DataFormat::Bool => {
            (unsigned_in(text, 0xffff_ffff)? as u32)
                .to_le_bytes()
                .to_vec()
        }
        DataFormat::Hex64 | DataFormat::UInt64 => {
            unsigned_in(text, u64::MAX)?.to_le_bytes().to_vec()
        }
        DataFormat::Int16 => (signed_in(text, i16::MIN.into(), i16::MAX.into())? as i16)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int32 => (signed_in(text, i32::MIN.into(), i32::MAX.into())? as i32)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int64 => signed_in(text, i64::MIN, i64::MAX)?.to_le_bytes().to_vec(),
        DataFormat::Float32 | DataFormat::Depth32 => {
            let value = parse_float(text)
                .ok_or_else(|| format!("invalid floating point number '{text}'"))?;
            (value as f32).to_le_bytes().to_vec()
        }
        DataFormat::Float64 => {
            let value = parse_float(text)
                .ok_or_else(|| format!("invalid floating point number '{text}'"))?;
            value.to_le_bytes().to_vec()
        }
    })
}

fn le(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .enumerate()
        .fold(0, |acc, (i, byte)| acc | u64::from(*byte) << (8 * i))
}

/// One value of `format` from its little-endian `bytes`, printed as LLVM prints it.
pub fn format_value(format: DataFormat, bytes: &[u8]) -> String {
    let raw = le(bytes);
    match format {
        DataFormat::Hex8
        | DataFormat::Hex16
        | DataFormat::Hex32
        | DataFormat::Hex64
        | DataFormat::Float16 => {
            format!("0x{raw:X}")
        }
        DataFormat::UInt16 | DataFormat::UInt32 | DataFormat::UInt64 | DataFormat::Bool => {
            raw.to_string()
        }
        DataFormat::Int16 => (raw as u16 as i16).to_string(),
        DataFormat::Int32 => (raw as u32 as i32).to_string(),
        DataFormat::Int64 => (raw as i64).to_string(),
        DataFormat::Float32 | DataFormat::Depth32 => c_g(f64::from(f32::from_bits(raw as u32))),
        DataFormat::Float64 => c_g(f64::from_bits(raw)),
    }
}

/// One value's bit pattern as the suite prints it in failure reports
/// (`0x` and lower-case hexadecimal without padding).
pub fn format_hex(bytes: &[u8]) -> String {
    format!("0x{:x}", le(bytes))
}

fn trim_fraction(text: &str) -> &str {
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.')
    } else {
        text
    }
}

/// C's `printf("%g", value)`: six significant digits, fixed or scientific notation
/// by the exponent, trailing zeros removed.
pub fn c_g(value: f64) -> String {
    if value.is_nan() {
        return if value.is_sign_negative() {
            "-nan"
        } else {
            "nan"
        }
        .to_owned();
    }
    if value.is_infinite() {
        return if value < 0.0 { "-inf" } else { "inf" }.to_owned();
    }
    if value == 0.0 {
        return if value.is_sign_negative() { "-0" } else { "0" }.to_owned();
    }
    let scientific = format!("{value:.5e}");
    let (mantissa, exponent) = scientific
        .split_once('e')
        .unwrap_or((scientific.as_str(), "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-4..6).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim_fraction(mantissa), exponent.abs())
    } else {
        let decimals = (5 - exponent) as usize;
        trim_fraction(&format!("{value:.decimals$}")).to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_printf_g() {
        for (value, text) in [
            (1.0, "1"),
            (0.5, "0.5"),
            (1.0 / 3.0, "0.333333"),
            (2.0 / 3.0 * 2.0, "1.33333"),
            (100000.0, "100000"),
            (1_000_000.0, "1e+06"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (-2.5e-10, "-2.5e-10"),
            (3.4028234663852886e38, "3.40282e+38"),
            (f64::INFINITY, "inf"),
            (-0.0, "-0"),
            (65504.0, "65504"),
            (123456.7, "123457"),
        ] {
            assert_eq!(c_g(value), text, "{value}");
        }
    }

    #[test]
    fn parses_llvm_integers_and_floats() {
        assert_eq!(parse_unsigned("0x1F"), Some(31));
        assert_eq!(parse_unsigned("0b101"), Some(5));
        assert_eq!(parse_unsigned("017"), Some(15));
        assert_eq!(parse_unsigned("-1"), None);
        assert_eq!(parse_signed("-0x10"), Some(-16));
        assert_eq!(parse_signed("-9223372036854775808"), Some(i64::MIN));
        assert_eq!(parse_float("-inf"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_float("0x1.8p1"), Some(3.0));
        assert_eq!(parse_float("-0x1p-2"), Some(-0.25));
        assert_eq!(
            parse_float("-0x1.e7d42cp-127").map(|v| v as f32),
            Some(-f32::from_bits(0x0079_f50b))
        );
        assert_eq!(
            parse_float("0x0.fffffffffffffp-1022"),
            Some(f64::from_bits(0x000f_ffff_ffff_ffff))
        );
        assert!(parse_float("nan").is_some_and(f64::is_nan));
        assert_eq!(parse_value(DataFormat::Int16, "-2"), Ok(vec![0xfe, 0xff]));
        assert!(parse_value(DataFormat::Hex8, "0x100").is_err());
        assert!(parse_value(DataFormat::Int32, "x").is_err());
    }

    #[test]
    fn formats_each_kind() {
        assert_eq!(format_value(DataFormat::Hex16, &[0x00, 0x3c]), "0x3C00");
        assert_eq!(format_value(DataFormat::Float16, &[0x00, 0x3c]), "0x3C00");
        assert_eq!(
            format_value(DataFormat::Int32, &(-5i32).to_le_bytes()),
            "-5"
        );
        assert_eq!(
            format_value(DataFormat::Float32, &1.5f32.to_le_bytes()),
            "1.5"
        );
        assert_eq!(
            format_value(DataFormat::UInt64, &u64::MAX.to_le_bytes()),
            "18446744073709551615"
        );
        assert_eq!(format_hex(&[0x0a, 0, 0, 0]), "0xa");
    }
}
