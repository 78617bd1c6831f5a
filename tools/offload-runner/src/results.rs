//! The `Results` comparisons of a pipeline description: `BufferExact` compares
//! bytes; `BufferFloatULP` and `BufferFloatEpsilon` compare floats (16-bit floats as
//! their bits, mapped to a monotonic order for ULP distances), with NaN equal to
//! NaN and, unless the denormal mode says otherwise, an expected denormal matched
//! by a zero of its sign. A failed comparison is reported as the suite's runner
//! reports it: the rule, both buffers as YAML documents and their bit patterns.

use half::f16;

use crate::pipeline::{BufferDesc, DataFormat, DenormMode, Pipeline, ResultDesc, Rule};
use crate::print::{BufferState, buffer};
use crate::values::{c_g, format_hex};
use crate::yaml_out::document;

fn is_denormal_f64(value: f64) -> bool {
    value != 0.0 && value.abs() < f64::MIN_POSITIVE
}

fn is_denormal_f32(value: f32) -> bool {
    value != 0.0 && value.abs() < f32::MIN_POSITIVE
}

fn float_equal_f64(actual: f64, expected: f64, denorm: DenormMode) -> Option<bool> {
    if actual == expected {
        return Some(true);
    }
    if actual.is_nan() || expected.is_nan() {
        return Some(actual.is_nan() && expected.is_nan());
    }
    if denorm == DenormMode::Any
        && is_denormal_f64(expected)
        && actual == 0.0
        && actual.is_sign_negative() == expected.is_sign_negative()
    {
        return Some(true);
    }
    None
}

fn float_equal_f32(actual: f32, expected: f32, denorm: DenormMode) -> Option<bool> {
    if denorm == DenormMode::Any
        && is_denormal_f32(expected)
        && actual == 0.0
        && actual.is_sign_negative() == expected.is_sign_negative()
    {
        return Some(true);
    }
    float_equal_f64(f64::from(actual), f64::from(expected), DenormMode::Preserve)
}

fn half_is_nan(bits: u16) -> bool {
    bits & 0x7c00 == 0x7c00 && bits & 0x03ff != 0
}

/// Whether one pair of values passes `rule`.
fn value_passes(result: &ResultDesc, format: DataFormat, actual: &[u8], expected: &[u8]) -> bool {
    let denorm = result.denorm_mode;
    let ulps = u64::from(result.ulpt.unwrap_or(0));
    let epsilon = result.epsilon.unwrap_or(0.0);
    let zero = result.zero_tolerance;
    match format {
        DataFormat::Float64 => {
            let (a, e) = (
                f64::from_le_bytes(actual.try_into().unwrap_or_default()),
                f64::from_le_bytes(expected.try_into().unwrap_or_default()),
            );
            if let Some(equal) = float_equal_f64(a, e, denorm) {
                return equal;
            }
            match result.rule {
                Rule::BufferFloatEpsilon => (a - e).abs() < epsilon,
                _ if zero > 0.0 && (a.abs() <= zero || e.abs() <= zero) => (a - e).abs() <= zero,
                _ => {
                    (a.to_bits() as i64)
                        .wrapping_sub(e.to_bits() as i64)
                        .unsigned_abs()
                        <= ulps
                }
            }
        }
        DataFormat::Float32 | DataFormat::Depth32 => {
            let (a, e) = (
                f32::from_le_bytes(actual.try_into().unwrap_or_default()),
                f32::from_le_bytes(expected.try_into().unwrap_or_default()),
            );
            if let Some(equal) = float_equal_f32(a, e, denorm) {
                return equal;
            }
            let zero = zero as f32;
            match result.rule {
                Rule::BufferFloatEpsilon => (a - e).abs() < epsilon as f32,
                _ if zero > 0.0 && (a.abs() <= zero || e.abs() <= zero) => (a - e).abs() <= zero,
                _ => {
                    u64::from(
                        (a.to_bits() as i32)
                            .wrapping_sub(e.to_bits() as i32)
                            .unsigned_abs(),
                    ) <= ulps
                }
            }
        }
        _ => {
            let a = u16::from_le_bytes(actual.try_into().unwrap_or_default());
            let e = u16::from_le_bytes(expected.try_into().unwrap_or_default());
            if a & 0x7fff == 0 && e & 0x7fff == 0 || a == e {
                return true;
            }
            if half_is_nan(a) || half_is_nan(e) {
                return half_is_nan(a) && half_is_nan(e);
            }
            let (af, ef) = (f16::from_bits(a).to_f32(), f16::from_bits(e).to_f32());
            match result.rule {
                Rule::BufferFloatEpsilon => (af - ef).abs() < epsilon as f32,
                _ => {
                    let zero = zero as f32;
                    if zero > 0.0 && (af.abs() <= zero || ef.abs() <= zero) {
                        return (af - ef).abs() <= zero;
                    }
                    let ordered = |h: u16| -> i32 {
                        if h & 0x8000 != 0 {
                            i32::from(!h)
                        } else {
                            i32::from(h | 0x8000)
                        }
                    };
                    u64::from((ordered(a) - ordered(e)).unsigned_abs()) <= ulps
                }
            }
        }
    }
}

fn describe_float(format: DataFormat, bytes: &[u8]) -> String {
    let value = match format {
        DataFormat::Float64 => f64::from_le_bytes(bytes.try_into().unwrap_or_default()),
        DataFormat::Float32 | DataFormat::Depth32 => {
            f64::from(f32::from_le_bytes(bytes.try_into().unwrap_or_default()))
        }
        _ => return format_hex(bytes),
    };
    format!("{} ({})", c_g(value), format_hex(bytes))
}

/// Whether `result` holds, with the mismatches it prints for float rules.
fn passes(
    result: &ResultDesc,
    actual: (&BufferDesc, &BufferState),
    expected: (&BufferDesc, &BufferState),
    report: &mut String,
) -> bool {
    let (actual_desc, actual_state) = actual;
    let (expected_desc, expected_state) = expected;
    if actual_desc.array_size != expected_desc.array_size
        || actual_state.blocks.first().map(Vec::len) != expected_state.blocks.first().map(Vec::len)
    {
        return false;
    }
    if result.rule == Rule::BufferExact {
        return actual_state.blocks == expected_state.blocks;
    }
    let format = actual_desc.format;
    let size = format.size();
    for (actual_block, expected_block) in actual_state.blocks.iter().zip(&expected_state.blocks) {
        let mut passed = true;
        for (index, (a, e)) in actual_block
            .chunks_exact(size)
            .zip(expected_block.chunks_exact(size))
            .enumerate()
        {
            if !value_passes(result, format, a, e) {
                report.push_str(&format!(
                    "  Mismatch at element {index}: expected={}, actual={}\n",
                    describe_float(format, e),
                    describe_float(format, a)
                ));
                passed = false;
            }
        }
        if !passed {
            return false;
        }
    }
    true
}

fn hex_listing(desc: &BufferDesc, state: &BufferState) -> String {
    let size = desc.format.size();
    let list = |block: &[u8]| {
        if block.is_empty() {
            return String::new();
        }
        let values: Vec<String> = block.chunks_exact(size).map(format_hex).collect();
        format!("[ {} ]", values.join(", "))
    };
    if desc.array_size > 1 {
        state
            .blocks
            .iter()
            .map(|block| format!(" - {}", list(block)))
            .collect::<Vec<_>>()
            .join("\n")
    } else {
        list(state.blocks.first().map(Vec::as_slice).unwrap_or_default())
    }
}

/// Checks every result; the failure reports, empty when all hold.
pub fn verify(pipeline: &Pipeline, states: &[BufferState]) -> String {
    let mut reports = String::new();
    let find = |name: &str| {
        pipeline
            .buffers
            .iter()
            .position(|buffer| buffer.name == name)
            .map(|index| (&pipeline.buffers[index], &states[index]))
    };
    for result in &pipeline.results {
        let (Some(actual), Some(expected)) = (find(&result.actual), find(&result.expected)) else {
            continue;
        };
        let mut mismatches = String::new();
        if passes(result, actual, expected, &mut mismatches) {
            continue;
        }
        reports.push_str(&mismatches);
        reports.push_str(&format!("Test failed: {}\n", result.result));
        match result.rule {
            Rule::BufferExact => reports.push_str("Comparison Rule: BufferExact\n"),
            Rule::BufferFloatULP => reports.push_str(&format!(
                "Comparison Rule: BufferFloatULP\nULP: {}\n",
                result.ulpt.unwrap_or(0)
            )),
            Rule::BufferFloatEpsilon => reports.push_str(&format!(
                "Comparison Rule: BufferFloatEpsilon\nEpsilon: {}\n",
                c_g(result.epsilon.unwrap_or(0.0))
            )),
        }
        reports.push_str("Expected:\n");
        reports.push_str(&document(&buffer(expected.0, expected.1)));
        reports.push_str("Got:\n");
        reports.push_str(&document(&buffer(actual.0, actual.1)));
        reports.push_str(&format!(
            "Full Hex representation of Expected Buffer Values:\n{}\n",
            hex_listing(expected.0, expected.1)
        ));
        reports.push_str(&format!(
            "Full Hex representation of Actual Buffer Values:\n{}\n",
            hex_listing(actual.0, actual.1)
        ));
    }
    reports
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(rule: Rule) -> ResultDesc {
        ResultDesc {
            result: "R".into(),
            rule,
            actual: "A".into(),
            expected: "E".into(),
            ulpt: Some(1),
            epsilon: Some(0.01),
            denorm_mode: DenormMode::Any,
            zero_tolerance: 0.0,
        }
    }

    #[test]
    fn float_rules() {
        let ulp = rule(Rule::BufferFloatULP);
        let f = |v: f32| v.to_le_bytes();
        assert!(value_passes(&ulp, DataFormat::Float32, &f(1.0), &f(1.0)));
        assert!(value_passes(
            &ulp,
            DataFormat::Float32,
            &f(f32::from_bits(1.0f32.to_bits() + 1)),
            &f(1.0)
        ));
        assert!(!value_passes(
            &ulp,
            DataFormat::Float32,
            &f(f32::from_bits(1.0f32.to_bits() + 2)),
            &f(1.0)
        ));
        assert!(value_passes(
            &ulp,
            DataFormat::Float32,
            &f(f32::NAN),
            &f(f32::NAN)
        ));
        assert!(value_passes(
            &ulp,
            DataFormat::Float32,
            &f(0.0),
            &f(f32::from_bits(1))
        ));
        let epsilon = rule(Rule::BufferFloatEpsilon);
        assert!(value_passes(
            &epsilon,
            DataFormat::Float64,
            &1.005f64.to_le_bytes(),
            &1.0f64.to_le_bytes()
        ));
        assert!(!value_passes(
            &epsilon,
            DataFormat::Float64,
            &1.02f64.to_le_bytes(),
            &1.0f64.to_le_bytes()
        ));
        let h = |v: f32| f16::from_f32(v).to_bits().to_le_bytes();
        assert!(value_passes(&ulp, DataFormat::Float16, &h(-0.0), &h(0.0)));
        assert!(value_passes(
            &ulp,
            DataFormat::Float16,
            &(0x3c01u16).to_le_bytes(),
            &h(1.0)
        ));
        assert!(!value_passes(
            &ulp,
            DataFormat::Float16,
            &(0x3c02u16).to_le_bytes(),
            &h(1.0)
        ));
    }
}
