//! How decorations are spelled as op attributes: MLIR names the attribute
//! after the decoration in snake case (`NonWritable` is `non_writable`,
//! `BuiltIn` is `built_in`, `FPFastMathMode` is `fp_fast_math_mode`), as its
//! `Serializer::processDecoration` and `Deserializer::processDecoration` do.

use spirv::Decoration;

use crate::availability::GrammarEnum;

/// The attribute name of `decoration` (`non_writable`).
pub fn attr_name(decoration: Decoration) -> String {
    snake_case(decoration.mlir_name())
}

/// The decoration an attribute named `name` stands for, if any.
pub fn from_attr_name(name: &str) -> Option<Decoration> {
    if !name
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    {
        return None;
    }
    let decoration = Decoration::from_mlir_name(&camel_case(name)).or_else(|| {
        Decoration::all()
            .iter()
            .copied()
            .find(|&d| attr_name(d) == name)
    })?;
    (attr_name(decoration) == name).then_some(decoration)
}

/// `FPFastMathMode` -> `fp_fast_math_mode`: an underscore before an upper-case
/// letter that follows a lower-case letter or digit, or that starts a word
/// after an acronym.
fn snake_case(camel: &str) -> String {
    let chars: Vec<char> = camel.chars().collect();
    let mut out = String::with_capacity(camel.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower)
            {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// `non_writable` -> `NonWritable`.
fn camel_case(snake: &str) -> String {
    snake
        .split('_')
        .map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_mlir() {
        assert_eq!(attr_name(Decoration::NonWritable), "non_writable");
        assert_eq!(attr_name(Decoration::BuiltIn), "built_in");
        assert_eq!(attr_name(Decoration::FPFastMathMode), "fp_fast_math_mode");
        assert_eq!(attr_name(Decoration::DescriptorSet), "descriptor_set");
        assert_eq!(attr_name(Decoration::CounterBuffer), "counter_buffer");
        assert_eq!(from_attr_name("non_uniform"), Some(Decoration::NonUniform));
        assert_eq!(
            from_attr_name("fp_fast_math_mode"),
            Some(Decoration::FPFastMathMode)
        );
        assert_eq!(
            from_attr_name("relaxed_precision"),
            Some(Decoration::RelaxedPrecision)
        );
        assert_eq!(from_attr_name("NonWritable"), None);
        assert_eq!(from_attr_name("sym_name"), None);
    }

    #[test]
    fn every_decoration_round_trips_through_its_name() {
        for &d in Decoration::all() {
            assert_eq!(from_attr_name(&attr_name(d)), Some(d), "{}", d.mlir_name());
        }
    }
}
