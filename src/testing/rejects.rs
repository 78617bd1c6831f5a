//! Table-driven tests of inputs a parser must reject: one row per input and
//! the words its diagnostic must contain.

use crate::diagnostics::Diagnostic;

/// Asserts that `parse` rejects each input of `cases` with a message
/// containing the row's expected words. `parse` gives back what it
/// accepted in its printed form, for the failure message.
pub fn assert_rejected(cases: &[(&str, &str)], parse: impl Fn(&str) -> Result<String, Diagnostic>) {
    for &(text, expected) in cases {
        match parse(text) {
            Ok(printed) => panic!("{text} parsed as {printed}"),
            Err(d) => assert!(
                d.message.contains(expected),
                "{text}: got '{}', expected '{expected}'",
                d.message
            ),
        }
    }
}
