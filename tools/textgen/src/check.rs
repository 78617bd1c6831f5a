//! In-process checks of the text format on any input, shared by the fuzz
//! targets and the test suite: reading never panics, and what is printed
//! reads back.
//!
//! - [`read_any`]: any bytes go through the parser (and the verifier and the
//!   diagnostic renderer); a module that parses and verifies is printed, and
//!   its printed form must parse and verify again.
//! - [`round_trip`]: a valid module's printed form (generic, with and without
//!   debug info) must parse back, and printing what was read back must be a
//!   fixed point: print(parse(P)) == P for P the second print. (The first
//!   print need not be one: upstream builds affine expressions as it reads
//!   them, so `d0 + -(d0 floordiv 3) + s0` reads back as another expression
//!   than the one printed; both tools agree on that.) One case is excused,
//!   where upstream prints text it cannot read itself, and we print the
//!   same: with debug info, a location alias used inside an attribute can be
//!   defined after the module (where op locations' aliases go), and no parser
//!   reads a use before that definition; equal sparse indices print as one
//!   (see `docs/text-format-upstream-bugs.md`).

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{ParseOptions, PrintOptions, parse_source, print_op_bytes};
use shader_mlir::diagnostics::{DiagnosticEngine, SourceMgr, render_all};
use shader_mlir::ir::{Ir, OpId};

/// Inputs longer than this are cut (the parser is linear; long inputs only
/// slow a fuzzer down).
pub const MAX_INPUT: usize = 1 << 16;

/// A context that accepts unregistered dialects, as `--allow-unregistered-dialect`.
pub fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

/// Parses and verifies `bytes` as buffer `name` in a fresh context (as a tool
/// run has: resources read are kept in the context); on failure, the
/// rendered diagnostics.
pub fn parse(name: &str, bytes: &[u8]) -> Result<(Ir, OpId), String> {
    let ctx = &context();
    let mut sources = SourceMgr::new();
    let buffer = sources.add_buffer(name, bytes);
    let diags = DiagnosticEngine::new();
    let parsed = parse_source(ctx, &sources, buffer, &ParseOptions::default(), &diags);
    let rendered = || render_all(&sources, &diags.take());
    let Some((ir, root)) = parsed else {
        return Err(rendered());
    };
    if let Err(errors) = shader_mlir::verifier::verify(&ir, root) {
        return Err(render_all(&sources, &errors));
    }
    Ok((ir, root))
}

fn print(ir: &Ir, root: OpId, debug_info: bool) -> Vec<u8> {
    let opts = PrintOptions {
        generic: true,
        debug_info,
        ..PrintOptions::default()
    };
    print_op_bytes(ir, root, &opts).into_bytes()
}

/// Whether `errors` (of reading `printed` back) come from printed text upstream
/// prints alike and cannot read either: [`is_deferred_alias_bug`], sparse
/// elements whose equal indices print as one (`sparse<0, [1, 2]>`), or an
/// opaque dialect body ending in a dash (`!foo<name-->`, whose `->` reads as
/// an arrow), or an affine coefficient of `i64::MIN` (which simplification
/// can produce, `d0 + d0 * 9223372036854775807`, and the parser reads as the
/// negation of a constant too large).
pub fn is_upstream_unreadable(printed: &[u8], errors: &str) -> bool {
    is_deferred_alias_bug(printed, errors)
        || errors.contains("error: expected shape (")
            && errors.contains("inferred shape of indices literal")
        || errors.contains("unbalanced '<' character in pretty dialect name")
            && ends_a_body_with_a_dash(printed)
        || errors.contains("error: constant too large for index")
            && String::from_utf8_lossy(printed).contains("-9223372036854775808")
}

/// Whether `printed` has a dialect body whose last character is a dash: a
/// `->` glued to what precedes it (a function type's arrow is ` -> `).
fn ends_a_body_with_a_dash(printed: &[u8]) -> bool {
    printed
        .windows(3)
        .any(|w| !w[0].is_ascii_whitespace() && w[1] == b'-' && w[2] == b'>')
}

/// Whether `errors` (of reading `printed` back) are upstream's deferred
/// location alias bug: a `#locN` used before its definition after the module.
pub fn is_deferred_alias_bug(printed: &[u8], errors: &str) -> bool {
    let Some(rest) = errors.split("error: undefined symbol alias id '").nth(1) else {
        return false;
    };
    let Some(name) = rest.split('\'').next() else {
        return false;
    };
    let definition = format!("\n#{name} = loc(");
    let text = String::from_utf8_lossy(printed);
    name.starts_with("loc") && text.contains(&definition)
}

/// Any bytes: the parser ends in IR or diagnostics (rendered here too). IR
/// that verifies prints to text that parses and verifies again. Panics (the
/// fuzzer's finding) when printed text does not read back.
pub fn read_any(bytes: &[u8]) {
    let bytes = &bytes[..bytes.len().min(MAX_INPUT)];
    let Ok((ir, root)) = parse("input.mlir", bytes) else {
        return;
    };
    for debug_info in [false, true] {
        let printed = print(&ir, root, debug_info);
        if let Err(errors) = parse("printed.mlir", &printed)
            && !is_upstream_unreadable(&printed, &errors)
        {
            panic!(
                "printed output does not read back:\n{}\n{errors}",
                String::from_utf8_lossy(&printed)
            );
        }
    }
}

/// How a [`round_trip`] ended.
#[derive(Debug, PartialEq, Eq)]
pub enum RoundTrip {
    /// Every print read back; printing reached a fixed point.
    FixedPoint,
    /// A print hit one of upstream's unreadable outputs (which both tools
    /// print alike, see [`is_upstream_unreadable`]).
    UpstreamUnreadable,
}

/// A valid module: it parses, and printing reaches a fixed point from the
/// second print on (generic form, without and then with debug info). Returns
/// what went wrong.
pub fn round_trip(text: &[u8]) -> Result<RoundTrip, String> {
    let (ir, root) = parse("module.mlir", text).map_err(|e| format!("rejected: {e}"))?;
    for debug_info in [false, true] {
        let first = print(&ir, root, debug_info);
        let (ir2, root2) = match parse("first.mlir", &first) {
            Ok(parsed) => parsed,
            Err(e) if is_upstream_unreadable(&first, &e) => {
                return Ok(RoundTrip::UpstreamUnreadable);
            }
            Err(e) => return Err(format!("first print does not read back: {e}")),
        };
        let second = print(&ir2, root2, debug_info);
        let (ir3, root3) = parse("second.mlir", &second)
            .map_err(|e| format!("second print does not read back: {e}"))?;
        let third = print(&ir3, root3, debug_info);
        if second != third {
            return Err(format!(
                "not a fixed point (debug info: {debug_info}):\n{}\n---\n{}",
                String::from_utf8_lossy(&second),
                String::from_utf8_lossy(&third)
            ));
        }
    }
    Ok(RoundTrip::FixedPoint)
}

#[cfg(test)]
mod tests {
    use super::is_upstream_unreadable;

    const UNBALANCED: &str =
        "printed.mlir:1:9: error: unbalanced '<' character in pretty dialect name";

    #[test]
    fn a_dialect_body_ending_in_a_dash_is_upstreams_unreadable_print() {
        let printed = b"%0 = \"foo.x\"() : () -> !foo<name-->\n";
        assert!(is_upstream_unreadable(printed, UNBALANCED));
        let located = b"%0 = \"foo.x\"() : () -> !foo<name--> loc(#loc1)\n";
        assert!(is_upstream_unreadable(located, UNBALANCED));
    }

    #[test]
    fn an_affine_coefficient_of_i64_min_is_upstreams_unreadable_print() {
        let printed = b"#map = affine_map<(d0) -> (d0 * -9223372036854775808)>\n";
        let errors = "first.mlir:1:42: error: constant too large for index";
        assert!(is_upstream_unreadable(printed, errors));
        let other = b"#map = affine_map<(d0) -> (d0 * 99999999999999999999)>\n";
        assert!(!is_upstream_unreadable(other, errors));
    }

    #[test]
    fn other_unbalanced_bodies_are_findings() {
        let printed = b"%0 = \"foo.x\"() : () -> !foo<name\n";
        assert!(!is_upstream_unreadable(printed, UNBALANCED));
        let function = b"%0 = \"foo.x\"() : () -> !foo<a>\n";
        assert!(!is_upstream_unreadable(function, UNBALANCED));
    }
}
