//! Bit-exactness against values `mlir-opt-22` printed, and the rounding rules
//! of each format.

use super::*;
use crate::ir::FloatKind;

fn show(kind: FloatKind, bits: u128) -> String {
    let mut s = String::new();
    write_float(&mut s, kind, bits);
    s
}

#[test]
fn six_digit_form_when_exact() {
    let cases: [(FloatKind, u128, &str); 8] = [
        (FloatKind::F64, 1f64.to_bits().into(), "1.000000e+00"),
        (FloatKind::F64, 0.1f64.to_bits().into(), "1.000000e-01"),
        (FloatKind::F32, 0.1f32.to_bits().into(), "1.000000e-01"),
        (FloatKind::F64, 1.25e7f64.to_bits().into(), "1.250000e+07"),
        (FloatKind::F64, 1.5e300f64.to_bits().into(), "1.500000e+300"),
        (
            FloatKind::F64,
            2.5e-310f64.to_bits().into(),
            "2.500000e-310",
        ),
        (FloatKind::F64, (-0.0f64).to_bits().into(), "-0.000000e+00"),
        (FloatKind::F64, 0f64.to_bits().into(), "0.000000e+00"),
    ];
    for (kind, bits, text) in cases {
        assert_eq!(show(kind, bits), text, "{kind:?} {bits:#x}");
    }
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

#[test]
fn the_format_table_is_indexed_by_kind() {
    for (i, (kind, keyword, _)) in FORMATS.iter().enumerate() {
        assert_eq!(*kind as usize, i, "{keyword}");
        assert_eq!(kind.keyword(), *keyword);
        assert_eq!(FloatKind::from_keyword(keyword), Some(*kind));
    }
}

/// Decimal literals as `mlir-opt-22` reads them (a double, then converted):
/// overflow gives infinity, NaN or the largest value by format, underflow a
/// (positive, where the format has no negative zero) zero, or the smallest
/// value where it has no zero.
#[test]
fn conversion_from_double_follows_each_format() {
    let cases: &[(FloatKind, f64, u128)] = &[
        (FloatKind::F4E2M1FN, 1.0e10, 0x7),
        (FloatKind::F4E2M1FN, -1.0e10, 0xF),
        (FloatKind::F4E2M1FN, 2.5, 0x4),
        (FloatKind::F4E2M1FN, -0.0, 0x8),
        (FloatKind::F6E3M2FN, 1.0e10, 0x1F),
        (FloatKind::F8E5M2, 1.0e10, 0x7C),
        (FloatKind::F8E4M3, -1.0e10, 0xF8),
        (FloatKind::F8E4M3FN, 1.0e10, 0x7F),
        (FloatKind::F8E4M3FN, -1.0e10, 0xFF),
        (FloatKind::F8E4M3FN, 448.0, 0x7E),
        (FloatKind::F8E5M2FNUZ, -1.0e10, 0x80),
        (FloatKind::F8E5M2FNUZ, -0.0, 0x00),
        (FloatKind::F8E4M3B11FNUZ, 0.3, 0x4A),
        (FloatKind::F8E3M4, 1.0e10, 0x70),
        (FloatKind::F8E8M0FNU, 0.0, 0x00),
        (FloatKind::F8E8M0FNU, -0.0, 0x00),
        (FloatKind::F8E8M0FNU, 1.0e-45, 0x00),
        (FloatKind::F8E8M0FNU, 0.3, 0x7D),
        (FloatKind::F8E8M0FNU, -4.0, 0x181),
        (FloatKind::F8E8M0FNU, 3.0e38, 0xFF),
        (FloatKind::F16, 1.0e300, 0x7C00),
    ];
    for &(kind, value, bits) in cases {
        assert_eq!(from_f64(kind, value), bits, "{value} as {kind:?}");
    }
}

#[test]
fn formats_without_sign_bit_keep_the_sign_aside() {
    let mut s = String::new();
    write_float(
        &mut s,
        FloatKind::F8E8M0FNU,
        from_f64(FloatKind::F8E8M0FNU, -1.0e10),
    );
    assert_eq!(s, "-8.589930e+09");
    s.clear();
    write_float(&mut s, FloatKind::F8E8M0FNU, 0xFF);
    assert_eq!(s, "0xFF");
}

#[test]
fn exact_doubles_and_conversions() {
    assert_eq!(to_f64(FloatKind::F8E4M3FN, 0x7E), Some(448.0));
    assert_eq!(to_f64(FloatKind::BF16, 0x4049), Some(3.140625));
    assert_eq!(to_f64(FloatKind::F80, 0), None);
    assert_eq!(convert(FloatKind::F32, FloatKind::F16, 0x3f80_0000), 0x3c00);
    assert_eq!(convert(FloatKind::F16, FloatKind::F8E4M3FN, 0x7c00), 0x7F);
}
