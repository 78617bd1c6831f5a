//! Tests of the parser: each grammar area, diagnostics (wording and position as
//! `mlir-opt-22` reports them), and robustness against truncated and deeply nested
//! input.

use std::sync::Arc;

use super::*;
use crate::Context;
use crate::asm::printer::{PrintOptions, print_op, type_to_string};
use crate::diagnostics::{DiagLocation, DiagnosticEngine};
use crate::ir::{AttrKind, TypeKind};

fn context(allow_unregistered: bool) -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    Arc::new(ctx)
}

/// Diagnostics as `line:col: severity: message` lines.
fn render(diags: &DiagnosticEngine) -> Vec<String> {
    let mut out = Vec::new();
    for d in diags.take() {
        let mut push = |d: &crate::diagnostics::Diagnostic| {
            out.push(match &d.location {
                DiagLocation::FileLineCol(f) => {
                    format!("{}:{}: {}: {}", f.line, f.col, d.severity, d.message)
                }
                other => format!("{other:?}: {}: {}", d.severity, d.message),
            })
        };
        push(&d);
        for n in &d.notes {
            push(n);
        }
    }
    out
}

fn parse_with(src: &str, allow: bool, opts: &ParseOptions) -> (Option<(Ir, OpId)>, Vec<String>) {
    parse_in(&context(allow), src, opts)
}

/// Parses `src` in `ctx`: the IR, if any, and the rendered diagnostics.
fn parse_in(
    ctx: &Arc<Context>,
    src: &str,
    opts: &ParseOptions,
) -> (Option<(Ir, OpId)>, Vec<String>) {
    let diags = DiagnosticEngine::new();
    let result = parse_str(ctx, "t.mlir", src, opts, &diags);
    (result, render(&diags))
}

/// `op` printed in the generic form.
fn print_generic(ir: &Ir, op: OpId) -> String {
    let opts = PrintOptions::default().print_generic_op_form();
    print_op(ir, op, &opts)
}

/// Parses `src` (unregistered dialects allowed) and prints it generically.
#[track_caller]
fn generic(src: &str) -> String {
    let (result, diags) = parse_with(src, true, &ParseOptions::default());
    let Some((ir, op)) = result else {
        panic!("parse failed: {diags:#?}")
    };
    assert!(diags.is_empty(), "{diags:#?}");
    print_generic(&ir, op)
}

/// Parses and prints with the custom forms.
#[track_caller]
fn custom(src: &str) -> String {
    let (result, diags) = parse_with(src, true, &ParseOptions::default());
    let Some((ir, op)) = result else {
        panic!("parse failed: {diags:#?}")
    };
    print_op(&ir, op, &PrintOptions::default())
}

/// The diagnostics of a failing parse, unregistered dialects allowed.
#[track_caller]
fn errors(src: &str) -> Vec<String> {
    let (result, diags) = parse_with(src, true, &ParseOptions::default());
    assert!(result.is_none(), "expected a failure for {src:?}");
    diags
}

#[track_caller]
fn error(src: &str) -> String {
    let diags = errors(src);
    assert!(!diags.is_empty(), "no diagnostic for {src:?}");
    diags[0].clone()
}

/// The attribute `x` of the first op of `src` (`"foo.x"() {x = ATTR} ...`),
/// printed back.
#[track_caller]
fn attr(text: &str) -> String {
    let src = format!("\"foo.x\"() {{x = {text}}} : () -> ()");
    let (result, diags) = parse_with(&src, true, &ParseOptions::default());
    let Some((ir, op)) = result else {
        panic!("parse failed: {diags:#?}")
    };
    let first = ir
        .region_blocks(ir.region(op, 0))
        .first()
        .and_then(|&b| ir.first_op(b))
        .expect("one op");
    let value = ir.attr(first, "x").expect("attribute x");
    crate::asm::printer::attr_to_string(ir.ctx(), value)
}

#[track_caller]
fn attr_error(text: &str) -> String {
    error(&format!("\"foo.x\"() {{x = {text}}} : () -> ()"))
}

fn ty(text: &str) -> String {
    let ctx = context(true);
    match parse_type_str(&ctx, text) {
        Ok(t) => type_to_string(&ctx, t),
        Err(d) => panic!("{text}: {}", d.message),
    }
}

fn ty_error(text: &str) -> String {
    let ctx = context(true);
    match parse_type_str(&ctx, text) {
        Ok(t) => panic!("{text} parsed as {}", type_to_string(&ctx, t)),
        Err(d) => match d.location {
            DiagLocation::FileLineCol(f) => format!("{}: {}", f.col, d.message),
            _ => d.message,
        },
    }
}

// ===== operations =====

#[test]
fn generic_ops_round_trip() {
    let src = r#"%0 = "foo.a"() : () -> i32
%1:2 = "foo.b"(%0, %0) : (i32, i32) -> (i32, f32)
"foo.c"(%1#1) ({
^bb0(%arg0: i32):
  "foo.d"(%arg0) [^bb1] : (i32) -> ()
^bb1:
  "foo.e"() : () -> ()
}, {
}) {a = 1 : i64} : (f32) -> ()
"#;
    let out = generic(src);
    assert!(
        out.contains("%1:2 = \"foo.b\"(%0, %0) : (i32, i32) -> (i32, f32)"),
        "{out}"
    );
    assert!(out.contains("\"foo.c\"(%1#1) ({"), "{out}");
    assert!(
        out.contains("\"foo.d\"(%arg0)[^bb1] : (i32) -> ()"),
        "{out}"
    );
    assert_eq!(generic(&out), out, "printing is a fixed point");
}

#[test]
fn implicit_module_wraps_unless_single_module() {
    let (r, _) = parse_with("\"foo.a\"() : () -> ()", true, &ParseOptions::default());
    let (ir, top) = r.expect("parses");
    assert!(ir.op_is(top, "builtin.module"));
    assert_eq!(
        ir.ctx().attr_kind(ir.op_loc(top)),
        &AttrKind::FileLineColLoc {
            file: ir.ctx().ident("t.mlir"),
            line: 0,
            col: 0
        }
    );
    let (r, _) = parse_with(
        "\"builtin.module\"() ({\n}) : () -> ()",
        true,
        &ParseOptions::default(),
    );
    let (ir, top) = r.expect("parses");
    let (line, col) = match ir.ctx().attr_kind(ir.op_loc(top)) {
        AttrKind::FileLineColLoc { line, col, .. } => (*line, *col),
        other => panic!("{other:?}"),
    };
    assert_eq!((line, col), (1, 1), "the written module is returned");
    let no_module = ParseOptions {
        implicit_module: false,
        ..Default::default()
    };
    let (r, diags) = parse_with(
        "\"foo.a\"() : () -> ()\n\"foo.b\"() : () -> ()",
        true,
        &no_module,
    );
    assert!(r.is_none());
    assert_eq!(
        diags,
        ["0:0: error: source must contain a single top-level operation, found: 2"]
    );
    let (r, _) = parse_with("\"foo.a\"() : () -> ()", true, &no_module);
    let (ir, top) = r.expect("parses");
    assert!(ir.op_is(top, "foo.a"));
}

#[test]
fn op_locations_follow_mlir() {
    let src = "%0 = \"foo.a\"() : () -> i32\n  %1:2 = \"foo.b\"(%0) : (i32) -> (i32, i32)\n\"foo.c\"() ({\n^bb0(%a: i32):\n  \"foo.d\"(%a) : (i32) -> ()\n}) : () -> ()\n";
    let (r, _) = parse_with(src, true, &ParseOptions::default());
    let (ir, top) = r.expect("parses");
    let ctx = ir.ctx();
    let mut locs = Vec::new();
    ir.walk(top, |op| {
        if let AttrKind::FileLineColLoc { line, col, .. } = ctx.attr_kind(ir.op_loc(op)) {
            locs.push((ir.op_name_str(op).to_string(), *line, *col));
        }
    });
    let expect = |name: &str, line, col| {
        assert!(
            locs.contains(&(name.to_string(), line, col)),
            "{name} {locs:?}"
        )
    };
    expect("foo.a", 1, 6);
    expect("foo.b", 2, 10);
    expect("foo.c", 3, 1);
    expect("foo.d", 5, 3);
    // The block argument is located at its name.
    let c = ir
        .walk_collect(top)
        .into_iter()
        .find(|&o| ir.op_is(o, "foo.c"))
        .expect("foo.c");
    let block = ir.region_blocks(ir.region(c, 0))[0];
    let arg = ir.block_arg(block, 0);
    assert!(matches!(
        ctx.attr_kind(ir.value_loc(arg)),
        AttrKind::FileLineColLoc {
            line: 4,
            col: 6,
            ..
        }
    ));
}

#[test]
fn trailing_locations_and_deferred_aliases() {
    let src = r#""foo.a"() : () -> () loc(#loc1)
"foo.b"() ({
^bb0(%x: i32 loc(#loc2)):
  "foo.c"() : () -> () loc(callsite("f"("x.mlir":7:8) at "g":3:4))
}) : () -> () loc(fused<"m">["a":1:2, unknown, "b":3:4 to :7])
#loc1 = loc("x.mlir":7:8)
#loc2 = loc("y.mlir":1:1 to 2:3)
"#;
    let (r, diags) = parse_with(src, true, &ParseOptions::default());
    assert!(diags.is_empty(), "{diags:?}");
    let (ir, top) = r.expect("parses");
    let out = print_op(
        &ir,
        top,
        &PrintOptions::default()
            .print_generic_op_form()
            .enable_debug_info(),
    );
    assert!(out.contains("x.mlir\":7:8"), "{out}");
    assert!(out.contains("y.mlir\":1:1 to 2:3"), "{out}");
    assert!(out.contains("callsite("), "{out}");
    assert!(out.contains("fused<\"m\">"), "{out}");
    assert!(out.contains("\"b\":3:4 to :7"), "{out}");
    assert!(
        !out.contains("unknown"),
        "unknown locations are dropped from fused ones: {out}"
    );
}

#[test]
fn deferred_location_errors() {
    for (input, expected) in [
        (
            "\"foo.a\"() : () -> () loc(#loc9)",
            "1:26: error: operation location alias was never defined",
        ),
        (
            "#loc1 = 5\n\"foo.a\"() : () -> () loc(#loc1)",
            "2:26: error: expected location, but found '5 : i64'",
        ),
        (
            "#loc1 = 5\n\"foo.a\"() : () -> () loc(callsite(#loc1 at #loc1))",
            "2:41: error: expected location attribute, but got5 : i64",
        ),
        (
            "\"foo.a\"() : () -> () loc(callsite(\"a\":1:2 at #loc2))",
            "1:51: error: undefined symbol alias id 'loc2'",
        ),
    ] {
        assert_eq!(error(input), expected, "{input}");
    }
}

#[test]
fn forward_references_resolve() {
    let src = r#""foo.user"(%0) : (i32) -> ()
%0 = "foo.def"() : () -> i32
"foo.r"() ({
  "foo.br"() [^bb2] : () -> ()
^bb1:
  "foo.use"(%v) : (f32) -> ()
  "foo.ret"() : () -> ()
^bb2:
  %v = "foo.v"() : () -> f32
  "foo.br"() [^bb1] : () -> ()
}) : () -> ()
"#;
    let out = generic(src);
    assert!(out.contains("\"foo.user\"(%0) : (i32) -> ()"), "{out}");
    assert!(out.contains("%0 = \"foo.def\"()"), "{out}");
}

#[test]
fn value_errors() {
    assert_eq!(
        error("\"foo.a\"(%x) : (i32) -> ()"),
        "1:9: error: use of undeclared SSA value name"
    );
    assert_eq!(
        errors("%0 = \"foo.a\"() : () -> i32\n%0 = \"foo.b\"() : () -> i32"),
        [
            "2:1: error: redefinition of SSA value '%0'",
            "1:1: note: previously defined here"
        ]
    );
    assert_eq!(
        errors("%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (i64) -> ()"),
        [
            "2:9: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
            "1:1: note: prior use here"
        ]
    );
    assert_eq!(
        errors("\"foo.b\"(%0) : (i64) -> ()\n%0 = \"foo.a\"() : () -> i32"),
        [
            "2:1: error: definition of SSA value '%0#0' has type 'i32'",
            "1:9: note: previously used here with type 'i64'"
        ]
    );
    for (input, expected) in [
        (
            "%0:2 = \"foo.a\"() : () -> (i32, i32)\n\"foo.b\"(%0#2) : (i32) -> ()",
            "2:9: error: reference to invalid result number",
        ),
        (
            "%0 = \"foo.a\"() : () -> (i32, i32)",
            "1:1: error: operation defines 2 results but was provided 1 to bind",
        ),
        (
            "%0 = \"foo.a\"() : () -> ()",
            "1:1: error: cannot name an operation with no results",
        ),
        (
            "%0:0 = \"foo.a\"() : () -> ()",
            "1:4: error: expected named operation to have at least 1 result",
        ),
        (
            "%0 \"foo.a\"() : () -> ()",
            "1:3: error: expected '=' after SSA name",
        ),
        (
            "\"foo.a\"(%0) : () -> ()",
            "1:15: error: expected 1 operand type\0 but had 0",
        ),
        ("\"foo.a\"() : i32", "1:13: error: expected function type"),
    ] {
        assert_eq!(error(input), expected, "{input}");
    }
}

#[test]
fn region_scoping() {
    // Values defined in a region are not visible after it.
    assert_eq!(
        error(
            "\"foo.r\"() ({\n  %0 = \"foo.a\"() : () -> i32\n}) : () -> ()\n\"foo.b\"(%0) : (i32) -> ()"
        ),
        "4:9: error: use of undeclared SSA value name"
    );
    // Sibling regions may reuse names.
    generic(
        "\"foo.r\"() ({\n  %0 = \"foo.a\"() : () -> i32\n}, {\n  %0 = \"foo.a\"() : () -> f32\n}) : () -> ()",
    );
}

#[test]
fn block_errors() {
    assert_eq!(
        error("\"foo.r\"() ({\n  \"foo.br\"() [^bb9] : () -> ()\n}) : () -> ()"),
        "2:15: error: reference to an undefined block"
    );
    assert_eq!(
        error(
            "\"foo.r\"() ({\n^bb0:\n  \"foo.a\"() : () -> ()\n^bb0:\n  \"foo.a\"() : () -> ()\n}) : () -> ()"
        ),
        "4:1: error: redefinition of block '^bb0'"
    );
    assert_eq!(
        error("\"foo.r\"() ({\n^bb0\n}) : () -> ()"),
        "2:5: error: expected ':' after block name"
    );
}

#[test]
fn unregistered_dialects_need_the_flag() {
    let (r, diags) = parse_with("\"foo.a\"() : () -> ()", false, &ParseOptions::default());
    assert!(r.is_none());
    assert_eq!(
        diags,
        [
            "1:8: error: operation being parsed with an unregistered dialect. If this is intended, please use \
          -allow-unregistered-dialect with the MLIR tool used"
        ]
    );
    let (r, diags) = parse_with(
        "\"builtin.module\"() ({}) {x = !foo.bar} : () -> ()",
        false,
        &ParseOptions::default(),
    );
    assert!(r.is_none());
    assert!(
        diags[0].starts_with(
            "1:35: error: `!\"foo\"<\"bar\">` type created with unregistered dialect."
        ),
        "{diags:?}"
    );
}

#[test]
fn unknown_custom_ops() {
    assert_eq!(
        error("foo"),
        "1:1: error: custom op 'foo' is unknown (tried 'builtin.foo' as well)"
    );
    let e = errors("xyz.bar");
    assert_eq!(
        e[0],
        "1:1: error: Dialect `xyz' not found for custom op 'xyz.bar' "
    );
    assert!(
        e[1].starts_with("1:1: note: Available dialects: builtin"),
        "{e:?}"
    );
    assert_eq!(
        error("builtin.bar"),
        "1:1: error: custom op 'builtin.bar' is unknown"
    );
}

#[test]
fn wrong_token_errors_point_at_the_previous_line() {
    for (input, expected) in [
        (
            "\"foo.a\"() {x = 1}\n\n  // c\n",
            "3:7: error: expected ':' followed by operation type",
        ),
        (
            "\"foo.a\"() {x = 1} // comment\n\n\"foo.b\"() : () -> ()",
            "1:18: error: expected ':' followed by operation type",
        ),
        ("\"foo.a\"(", "1:8: error: expected ')' to end operand list"),
    ] {
        assert_eq!(error(input), expected, "{input}");
    }
}

// ===== lexical errors =====

#[test]
fn lexical_errors_are_reported_once() {
    assert_eq!(
        errors("\"foo.a\"() {x = \"abc"),
        ["1:20: error: expected '\"' in string literal"]
    );
    assert_eq!(
        errors("\"foo.a\"() {x = 1...}"),
        ["1:19: error: expected three consecutive dots for an ellipsis"]
    );
    assert_eq!(
        errors("\"foo.a\"() {x = $} : () -> ()"),
        ["1:16: error: unexpected character"]
    );
}

// ===== types =====

#[test]
fn builtin_types() {
    for t in [
        "i1",
        "si8",
        "ui32",
        "i0",
        "index",
        "none",
        "bf16",
        "f16",
        "tf32",
        "f32",
        "f64",
        "f80",
        "f128",
        "vector<4xf32>",
        "vector<f32>",
        "vector<[4]x8xf32>",
        "vector<2x[4]xi8>",
        "tensor<?x4xf32>",
        "tensor<*xf32>",
        "tensor<f32>",
        "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>",
        "memref<*xf32>",
        "memref<*xf32, 2>",
        "complex<f32>",
        "tuple<i32, f32>",
        "tuple<>",
        "(i32) -> (f32, i1)",
        "() -> ()",
        "(i32, f32) -> i1",
    ] {
        assert_eq!(ty(t), t);
    }
    assert_eq!(
        ty("memref<4xf32, 0>"),
        "memref<4xf32>",
        "memory space 0 is the default"
    );
    assert_eq!(
        ty("memref<4xf32, affine_map<(d0) -> (d0)>>"),
        "memref<4xf32>",
        "identity layouts are implicit"
    );
    assert_eq!(ty("vector<4x8xf32>"), "vector<4x8xf32>");
    assert_eq!(ty("tensor<0xf32>"), "tensor<0xf32>");
}

#[test]
fn dimension_lists_split_tokens() {
    let ctx = context(true);
    let t = parse_type_str(&ctx, "tensor<4x0xf32>").expect("parses");
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => assert_eq!(&shape[..], &[4, 0]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn type_errors() {
    for (input, expected) in [
        (
            "i99999999",
            "1: integer bitwidth is limited to 16777215 bits",
        ),
        (
            "vector<0x2xf32>",
            "1: vector types must have positive constant sizes but got 0, 2",
        ),
        (
            "vector<4xtensor<f32>>",
            "1: failed to verify 'elementType': VectorElementTypeInterface instance",
        ),
        ("memref<4xnone>", "10: invalid memref element type"),
        (
            "memref<*xf32, strided<[1]>>",
            "27: cannot have affine map for unranked memref type",
        ),
        (
            "memref<4xf32, strided<[1, 1]>>",
            "1: expected the number of strides to match the rank",
        ),
        (
            "memref<4xf32, 1, strided<[1]>>",
            "30: expected memory space to be last in memref type",
        ),
        ("complex<index>", "9: invalid element type for complex"),
        ("tensor<4xnone>", "10: invalid tensor element type"),
        (
            "tensor<*xf32, 1>",
            "16: cannot apply encoding to unranked tensor",
        ),
        (
            "memref<4xf32, 1, 2>",
            "19: multiple memory spaces specified in memref type",
        ),
        ("vector<4f32>", "9: expected 'x' in dimension list"),
        (
            "vector<[4xf32>",
            "10: missing ']' closing scalable dimension",
        ),
        ("tuple<i32", "9: expected '>' in tuple type"),
        ("(i32)", "5: expected '->' in function type"),
        ("foo", "1: expected non-function type"),
        ("!undefined", "10: undefined symbol alias id 'undefined'"),
        ("i32 x", "5: found trailing characters: 'x'"),
    ] {
        assert_eq!(ty_error(input), expected, "{input}");
    }
}

#[test]
fn type_aliases() {
    let out = generic("!t = vector<4xf32>\n!u = tuple<!t>\n\"foo.a\"() {x = !u} : () -> ()");
    assert!(out.contains("tuple<vector<4xf32>>"), "{out}");
    for (input, expected) in [
        (
            "!t = i32\n!t = i64",
            "2:1: error: redefinition of type alias id 't'",
        ),
        (
            "!t.x = i32",
            "1:1: error: type names with a '.' are reserved for dialect-defined names",
        ),
        (
            "!t i32",
            "1:3: error: expected '=' in type alias definition",
        ),
    ] {
        assert_eq!(error(input), expected, "{input}");
    }
}

#[test]
fn opaque_types_keep_their_body() {
    for t in [
        "!foo.bar",
        "!foo.bar<1, [2], \"x>\">",
        "!foo<\"anything\">",
        "!foo.b<a -> b>",
    ] {
        let ctx = context(true);
        let parsed = parse_type_str(&ctx, t).expect("parses");
        assert!(
            matches!(ctx.type_kind(parsed), TypeKind::Opaque { .. }),
            "{t}"
        );
    }
    let ctx = context(true);
    let t = parse_type_str(&ctx, "!foo.bar<1, \"x>\">").expect("parses");
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, body } => {
            assert_eq!(ctx.str(*dialect), "foo");
            assert_eq!(&**body, b"bar<1, \"x>\">");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        ty_error("!foo.bar<1"),
        "9: unbalanced '<' character in pretty dialect name"
    );
    assert_eq!(
        ty_error("!foo.bar<1)>"),
        "9: unbalanced '<' character in pretty dialect name"
    );
}

// ===== attributes =====

#[test]
fn scalar_attributes() {
    for (input, expected) in [
        ("unit", "unit"),
        ("true", "true"),
        ("1 : i1", "true"),
        ("42", "42 : i64"),
        ("0x2A : i32", "42 : i32"),
        ("-1 : i8", "-1 : i8"),
        ("255 : i8", "-1 : i8"),
        ("255 : ui8", "255 : ui8"),
        ("-5 : index", "-5 : index"),
        ("1.5", "1.500000e+00 : f64"),
        ("1.0 : f32", "1.000000e+00 : f32"),
        ("0x7FC00000 : f32", "0x7FC00000 : f32"),
        ("\"s\\n\\\"\"", "\"s\\0A\\22\""),
        ("\"s\" : i32", "\"s\" : i32"),
        ("i32", "i32"),
        ("@a::@b::@\"c d\"", "@a::@b::@\"c d\""),
        ("[1, [2 : i32], \"x\"]", "[1, [2 : i32], \"x\"]"),
        (
            "{b = 1, a, \"c d\" = 2}",
            "{a, b = 1 : i64, \"c d\" = 2 : i64}",
        ),
        ("strided<[?, 1], offset: ?>", "strided<[?, 1], offset: ?>"),
        ("loc(\"a\":1:2)", "loc(\"a\":1:2)"),
    ] {
        assert_eq!(attr(input), expected, "{input}");
    }
}

#[test]
fn integer_attribute_errors() {
    for (input, expected) in [
        (
            "-1 : ui8",
            "1:17: error: negative integer literal not valid for unsigned integer type",
        ),
        (
            "300 : i8",
            "1:16: error: integer constant out of range for attribute",
        ),
        (
            "128 : si8",
            "1:16: error: integer constant out of range for attribute",
        ),
        (
            "-0 : i32",
            "1:17: error: integer constant out of range for attribute",
        ),
        (
            "1 : tensor<f32>",
            "1:16: error: integer literal not valid for specified type",
        ),
    ] {
        assert_eq!(attr_error(input), expected, "{input}");
    }
    assert_eq!(
        errors("\"foo.x\"() {x = 1 : f32} : () -> ()"),
        [
            "1:16: error: unexpected decimal integer literal for a floating point value",
            "1:16: note: add a trailing dot to make the literal a float"
        ]
    );
    for (input, expected) in [
        (
            "0x17FC00000 : f32",
            "1:16: error: hexadecimal float constant out of range for type",
        ),
        (
            "1.0 : i32",
            "1:25: error: floating point value not valid for specified type",
        ),
        ("inf", "1:15: error: expected attribute value"),
        (
            "{a = 1, a = 2}",
            "1:24: error: duplicate key 'a' in dictionary attribute",
        ),
        ("[1, 2", "1:21: error: expected ',' or ']'"),
        (
            "@a::b",
            "1:20: error: expected nested symbol reference identifier",
        ),
    ] {
        assert_eq!(attr_error(input), expected, "{input}");
    }
}

#[test]
fn float_attributes_of_every_width() {
    for (input, expected) in [
        ("1.0 : f16", "1.000000e+00 : f16"),
        ("0x3C00 : f16", "1.000000e+00 : f16"),
        ("1.0e400", "0x7FF0000000000000 : f64"),
    ] {
        assert_eq!(attr(input), expected, "{input}");
    }
}

#[test]
fn dense_arrays() {
    for (input, expected) in [
        ("array<i32: 1, -2>", "array<i32: 1, -2>"),
        ("array<i1: true, false>", "array<i1: true, false>"),
        ("array<f32>", "array<f32>"),
        (
            "array<f32: 1.5, 0x7FC00000>",
            "array<f32: 1.500000e+00, 0x7FC00000>",
        ),
    ] {
        assert_eq!(attr(input), expected, "{input}");
    }
    for (input, expected) in [
        (
            "array<i1: 1>",
            "1:27: error: expected 'true' or 'false' values for i1 type",
        ),
        (
            "array<index: 1>",
            "1:22: error: expected integer or float type, got: 'index'",
        ),
        ("array<i32: 1.5>", "1:27: error: expected integer literal"),
    ] {
        assert_eq!(attr_error(input), expected, "{input}");
    }
}

#[test]
fn dense_elements() {
    for (input, expected) in [
        (
            "dense<[1, 2]> : tensor<2xi32>",
            "dense<[1, 2]> : tensor<2xi32>",
        ),
        ("dense<1> : tensor<2xi1>", "dense<true> : tensor<2xi1>"),
        (
            "dense<[true, false]> : tensor<2xi1>",
            "dense<[true, false]> : tensor<2xi1>",
        ),
        (
            "dense<\"0x0100000002000000\"> : tensor<2xi32>",
            "dense<[1, 2]> : tensor<2xi32>",
        ),
        (
            "dense<\"0x01000000\"> : tensor<2xi32>",
            "dense<1> : tensor<2xi32>",
        ),
        (
            "dense<\"0xFF\"> : tensor<8xi1>",
            "dense<true> : tensor<8xi1>",
        ),
        ("dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
        (
            "dense<[[1.5], [2.0]]> : tensor<2x1xf32>",
            "dense<[[1.500000e+00], [2.000000e+00]]> : tensor<2x1xf32>",
        ),
        (
            "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>",
            "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>",
        ),
    ] {
        assert_eq!(attr(input), expected, "{input}");
    }
}

#[test]
fn dense_element_errors() {
    for (input, expected) in [
        (
            "dense<[1,2]> : tensor<3xi32>",
            "1:16: error: inferred shape of elements literal ([2]) does not match type ([3])",
        ),
        (
            "dense<> : tensor<2xi32>",
            "1:16: error: parsed zero elements, but type ('tensor<2xi32>') expected at least 1",
        ),
        (
            "dense<[[1],[2,3]]> : tensor<2x2xi32>",
            "1:32: error: tensor literal is invalid; ranks are not consistent between elements",
        ),
        (
            "dense<-1> : tensor<2xui8>",
            "1:23: error: expected unsigned integer elements, but parsed negative value",
        ),
        (
            "dense<1.5> : tensor<2xi32>",
            "1:22: error: expected integer elements, but parsed floating-point",
        ),
        (
            "dense<\"a\"> : tensor<2xi32>",
            "1:22: error: expected string containing hex digits starting with `0x`",
        ),
        (
            "dense<[\"a\", 1]> : tensor<2x!foo.x>",
            "1:16: error: expected string token, got 1",
        ),
        (
            "dense<1> : tensor<?xi32>",
            "1:16: error: elements literal type must have static shape",
        ),
        (
            "dense<1> : i32",
            "1:16: error: elements literal must be a shaped type",
        ),
        (
            "dense<true> : tensor<2xf32>",
            "1:22: error: expected floating point literal",
        ),
        (
            "dense<tensor<2xi32> : [1, 2]>",
            "1:22: error: expected element literal of primitive type",
        ),
    ] {
        assert_eq!(attr_error(input), expected, "{input}");
    }
}

#[test]
fn attribute_aliases_and_opaque_attributes() {
    let out = generic(
        "#a = [1, 2]\n#b = {k = #a}\n\"foo.x\"() {x = #b, y = #foo.bar<\"q\">, z = #foo<\"v\">} : () -> ()",
    );
    assert!(out.contains("k = [1, 2]"), "{out}");
    assert!(out.contains("#foo.bar<\"q\">"), "{out}");
    assert_eq!(
        error("#a = 1\n#a = 2"),
        "2:1: error: redefinition of attribute alias id 'a'"
    );
    assert_eq!(
        error("#a.b = 1"),
        "1:1: error: attribute names with a '.' are reserved for dialect-defined names"
    );
    assert_eq!(
        attr_error("#nope"),
        "1:21: error: undefined symbol alias id 'nope'"
    );
}

#[test]
fn affine_maps_are_canonical_text() {
    assert_eq!(
        attr("affine_map<(i, j)[n] -> (i + n, j*2 - (i+j))>"),
        "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2 - (d0 + d1))>"
    );
    assert_eq!(
        attr("affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>"),
        "affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>"
    );
    assert_eq!(
        ty("memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"),
        "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>"
    );
    assert_eq!(
        attr("affine_set<(d0)[s0] : (d0 <= s0, 2 * d0 >= 4)>"),
        "affine_set<(d0)[s0] : (-d0 + s0 >= 0, d0 * 2 - 4 >= 0)>"
    );
    assert_eq!(
        attr(
            "affine_map<(d0)[s0] -> (2 * d0, s0 * d0, 3 - d0, -2 * d0 + 1 - d0, d0 floordiv 2 + 1)>"
        ),
        "affine_map<(d0)[s0] -> (d0 * 2, d0 * s0, -d0 + 3, d0 * -3 + 1, d0 floordiv 2 + 1)>"
    );
    for (input, expected) in [
        (
            "affine_map<(d0, d1) -> (d0 * d1)>",
            "1:43: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        (
            "affine_map<(d0) -> (d0 mod d0)>",
            "1:39: error: non-affine expression: right operand of mod has to be either a constant or symbolic",
        ),
        (
            "affine_map<(d0) : (d0 >= 0)>",
            "1:27: error: expected AffineMap, but got IntegerSet",
        ),
        (
            "affine_map<(d0) -> (d0 + x)>",
            "1:40: error: use of undeclared identifier",
        ),
    ] {
        assert_eq!(attr_error(input), expected, "{input}");
    }
}

#[test]
fn properties_move_inherent_attributes() {
    let ctx = context(false);
    let diags = DiagnosticEngine::new();
    let src = "\"builtin.module\"() ({\n}) {sym_name = \"m\", other = 1} : () -> ()";
    let (ir, top) =
        parse_str(&ctx, "t.mlir", src, &ParseOptions::default(), &diags).expect("parses");
    assert!(ir.prop(top, "sym_name").is_some());
    assert!(ir.attr(top, "sym_name").is_none());
    assert!(ir.attr(top, "other").is_some());
    let (r, d) = parse_with(
        "\"builtin.module\"() <1> ({\n}) : () -> ()",
        false,
        &ParseOptions::default(),
    );
    assert!(r.is_none());
    assert_eq!(
        d,
        [
            "1:1: error: invalid properties 1 : i64 for op builtin.module: expected DictionaryAttr to set properties"
        ]
    );
}

#[test]
fn file_metadata_is_skipped() {
    let (r, d) = parse_with(
        "\"foo.a\"() : () -> ()\n{-#\n  external_resources: {\n    some_tool: {\n      pipeline: \"x\",\n      disable_threading: true\n    }\n  }\n#-}\n",
        true,
        &ParseOptions::default(),
    );
    assert!(r.is_some());
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(
        error("{-# nope: {} #-}"),
        "1:5: error: unknown key 'nope' in file metadata dictionary"
    );
}

// ===== robustness =====

#[test]
fn nesting_is_bounded() {
    let depth = 10_000;
    for (open, close, tail) in [
        ("\"foo.r\"() ({\n", "}) : () -> ()\n", ""),
        ("[", "]", ""),
        ("{a = ", "}", ""),
    ] {
        let body = if tail.is_empty() && open.starts_with('"') {
            format!("{}{}", open.repeat(depth), close.repeat(depth))
        } else {
            format!(
                "\"foo.x\"() {{x = {}1{}}} : () -> ()",
                open.repeat(depth),
                close.repeat(depth)
            )
        };
        let (r, d) = parse_with(&body, true, &ParseOptions::default());
        assert!(r.is_none());
        assert!(
            d.iter()
                .any(|m| m.contains("nesting deeper than the limit of 512 levels")),
            "{d:?}"
        );
    }
    // Up to the limit, deep nesting parses.
    let body = format!(
        "\"foo.x\"() {{x = {}1{}}} : () -> ()",
        "[".repeat(500),
        "]".repeat(500)
    );
    generic(&body);
}

#[test]
fn truncated_inputs_never_panic() {
    let src = r#"#map = affine_map<(d0) -> (d0 + 1)>
!t = !foo.type<"q", [1, 2]>
"foo.func"() ({
^bb0(%arg0: i32 loc("a":1:2), %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>>):
  %0:2 = "foo.op"(%arg0, %arg0) {a = dense<[[1, 2]]> : tensor<1x2xi32>, b = @s::@t, c = array<i8: 1, -1>} : (i32, i32) -> (i32, f32)
  "foo.br"(%0#0) [^bb1] : (i32) -> ()
^bb1:
  "foo.ret"() {m = #map, t = !t, u = #foo<"x">, s = "str\n\x41"} : () -> () loc(fused<"z">["f":1:1, callsite("g" at "h":2:3)])
}) : () -> ()
module {
  %c = builtin.unrealized_conversion_cast %c0 : i32 to i64
}
{-# external_resources: { r: { k: "0x01" } } #-}
"#;
    for end in 0..=src.len() {
        if !src.is_char_boundary(end) {
            continue;
        }
        let _ = parse_with(&src[..end], true, &ParseOptions::default());
        let _ = parse_with(&src[..end], false, &ParseOptions::default());
    }
    // Random byte flips also only produce diagnostics.
    let mut seed = 0x2545F4914F6CDD1Du64;
    let mut bytes = src.as_bytes().to_vec();
    for _ in 0..2000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let i = (seed % bytes.len() as u64) as usize;
        let alphabet = b"()[]{}<>:,=%^#!@\"0x1.-> \n\0az";
        let replacement = alphabet[(seed >> 32) as usize % alphabet.len()];
        let old = bytes[i];
        bytes[i] = replacement;
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let _ = parse_with(text, true, &ParseOptions::default());
        }
        if seed.is_multiple_of(3) {
            bytes[i] = old;
        }
    }
}

#[test]
fn nul_bytes_are_whitespace() {
    generic("\"foo.a\"()\0 : () -> ()");
}

#[test]
fn standalone_symbols() {
    let ctx = context(true);
    let a = parse_attribute_str(&ctx, "[1, \"x\"]").expect("parses");
    assert!(matches!(ctx.attr_kind(a), AttrKind::Array(_)));
    let e = parse_attribute_str(&ctx, "[1").expect_err("fails");
    assert_eq!(e.message, "expected ',' or ']'");
}

#[test]
fn custom_form_of_builtin_module_prints() {
    let out = custom("module @m attributes {x = 1} {\n  \"foo.a\"() : () -> ()\n}");
    assert!(
        out.starts_with("module @m attributes {x = 1 : i64} {"),
        "{out}"
    );
}

// ===== the custom-assembly API, through a dialect defined here =====

mod hooks {
    use super::*;
    use crate::asm::parser::{Argument, Delimiter};
    use crate::asm::{AsmParser, AsmPrinter, ParseResult};
    use crate::dialect::{Dialect, OpDef, Traits};
    use crate::ir::{Attribute, NamedAttribute, OperationState, Type};

    fn no_print(_: &mut AsmPrinter<'_>, _: crate::ir::OpId) {}

    /// `tst.add %a, %b : i32`
    fn parse_add(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        let operands = p.parse_operand_list(Delimiter::None)?;
        p.parse_optional_attr_dict(&mut state.attributes)?;
        let ty = p.parse_colon_type()?;
        p.resolve_operands_same_type(&operands, ty, &mut state.operands)?;
        state.result_types.push(ty);
        Ok(())
    }

    /// `tst.func @name(%a: i32, %b: f32) -> i1 attributes {...} { ... }`, isolated,
    /// its body's names may shadow outer ones.
    fn parse_func(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        let name = p.parse_symbol_name()?;
        let args: Vec<Argument<'_>> = p.parse_argument_list(Delimiter::Paren, true, true)?;
        let mut results = Vec::new();
        p.parse_optional_arrow_type_list(&mut results)?;
        p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
        let ctx = p.ctx();
        let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
        state.attributes.push(NamedAttribute {
            name: ctx.ident("function_type"),
            value: ctx.type_attr(ctx.function_type(&inputs, &results)),
        });
        state.attributes.push(NamedAttribute {
            name: ctx.ident("sym_name"),
            value: ctx.string_attr(ctx.str(name)),
        });
        let body = p.parse_region(&args, true)?;
        state.regions.push(body);
        Ok(())
    }

    /// `tst.br ^bb1(%a : i32), ^bb2`
    fn parse_br(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        p.parse_comma_separated_list(Delimiter::None, |p| {
            let (block, operands) = p.parse_successor_and_use_list()?;
            state.successors.push(block);
            state.operands.extend(operands);
            Ok(())
        })
    }

    /// `tst.kw mode = fast "s" 42, -3, 1.5 [1, 2] -> (i32, f32)` and friends.
    fn parse_kw(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        let ctx = p.ctx();
        let push = |state: &mut OperationState, name: &str, value: Attribute| {
            state.attributes.push(NamedAttribute {
                name: ctx.ident(name),
                value,
            })
        };
        p.parse_keyword("mode")?;
        p.parse_equal()?;
        let Some(mode) = p.parse_optional_keyword_of(&["fast", "slow"]) else {
            return Err(p.emit_error("expected 'fast' or 'slow'"));
        };
        push(state, "mode", ctx.string_attr(mode));
        let s = p.parse_string()?;
        push(state, "s", ctx.string_attr(&s));
        let a: i32 = p.parse_integer()?;
        p.parse_comma()?;
        let b: i8 = p.parse_integer()?;
        p.parse_comma()?;
        let f = p.parse_f64()?;
        push(state, "a", ctx.i32_attr(a));
        push(state, "b", ctx.i32_attr(b.into()));
        push(
            state,
            "f",
            ctx.intern_attr(crate::ir::AttrKind::Float {
                bits: u128::from(f.to_bits()),
                ty: ctx.common().f64,
            }),
        );
        if let Some(list) = p.parse_optional_attribute(None)? {
            push(state, "list", list);
        }
        p.parse_arrow_type_list(&mut state.result_types)?;
        Ok(())
    }

    /// `%r:N = tst.multi` makes N `i32` results and records the name of result 1.
    fn parse_multi(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        let ctx = p.ctx();
        for _ in 0..p.num_results() {
            state.result_types.push(ctx.common().i32);
        }
        if let Some((name, index)) = p.result_name(1) {
            let text = format!("{name}#{index}");
            state.attributes.push(NamedAttribute {
                name: ctx.ident("second"),
                value: ctx.string_attr(&text),
            });
        }
        Ok(())
    }

    /// `tst.loop (%i = %init) : i32 { ... }`
    fn parse_loop(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        let mut lhs = Vec::new();
        let mut rhs = Vec::new();
        p.parse_assignment_list(&mut lhs, &mut rhs)?;
        let ty = p.parse_colon_type()?;
        for arg in &mut lhs {
            arg.ty = ty;
        }
        p.resolve_operands_same_type(&rhs, ty, &mut state.operands)?;
        let body = p.parse_region(&lhs, false)?;
        state.regions.push(body);
        Ok(())
    }

    /// Accepts the generic form after its name.
    fn parse_either(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
        p.parse_generic_operation_after_op_name(state)
    }

    /// `!tst.pair<i32, f32>` is read as `tuple<i32, f32>`.
    fn parse_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
        p.parse_keyword("pair")?;
        p.parse_less()?;
        let a = p.parse_type()?;
        p.parse_comma()?;
        let b = p.parse_type()?;
        p.parse_greater()?;
        Ok(p.ctx().intern_type(TypeKind::Tuple(vec![a, b].into())))
    }

    /// `#tst.num<5>` is read as `5 : i64`.
    fn parse_attr(p: &mut AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
        p.parse_keyword("num")?;
        p.parse_less()?;
        let v: i64 = p.parse_integer()?;
        p.parse_greater()?;
        Ok(p.ctx().integer_attr(p.ctx().common().i64, v.into()))
    }

    static DIALECT: Dialect = Dialect::new(
        "tst",
        &[
            OpDef::new("tst.add").asm(parse_add, no_print),
            OpDef::new("tst.func")
                .traits(Traits::ISOLATED_FROM_ABOVE)
                .default_dialect("tst")
                .asm(parse_func, no_print),
            OpDef::new("tst.br")
                .traits(Traits::TERMINATOR)
                .asm(parse_br, no_print),
            OpDef::new("tst.kw").asm(parse_kw, no_print),
            OpDef::new("tst.multi").asm(parse_multi, no_print),
            OpDef::new("tst.loop").asm(parse_loop, no_print),
            OpDef::new("tst.either").asm(parse_either, no_print),
            OpDef::new("tst.plain"),
        ],
    )
    .types(parse_type)
    .attributes(parse_attr);

    fn parse(src: &str) -> Result<String, Vec<String>> {
        let mut ctx = Context::new();
        ctx.register_dialect(&DIALECT);
        ctx.set_allow_unregistered_dialects(true);
        match parse_in(&Arc::new(ctx), src, &ParseOptions::default()) {
            (Some((ir, op)), _) => Ok(print_generic(&ir, op)),
            (None, diags) => Err(diags),
        }
    }

    #[test]
    fn operands_types_and_results() {
        let out =
            parse("%a = \"foo.a\"() : () -> i32\n%s = tst.add %a, %a {k} : i32").expect("parses");
        assert!(
            out.contains("%1 = \"tst.add\"(%0, %0) {k} : (i32, i32) -> i32"),
            "{out}"
        );
    }

    #[test]
    fn regions_with_arguments_and_default_dialect() {
        let src = "%x = \"foo.a\"() : () -> i32\ntst.func @f(%x: i32 {tst.arg}, %y: f32 loc(\"y\":1:2)) -> i1 attributes {z} {\n  %s = add %x, %x : i32\n  br ^bb1(%s : i32)\n^bb1(%v: i32):\n  \"foo.ret\"(%v, %y) : (i32, f32) -> ()\n}";
        let out = parse(src).expect("parses");
        assert!(out.contains("\"tst.add\"(%arg0, %arg0)"), "{out}");
        assert!(out.contains("\"tst.br\"(%1)[^bb1]"), "{out}");
        assert!(out.contains("function_type = (i32, f32) -> i1"), "{out}");
        assert!(out.contains("sym_name = \"f\""), "{out}");
    }

    #[test]
    fn literals_keywords_and_lists() {
        let out = parse("%r:2 = tst.kw mode = fast \"s\" 42, -3, 1.5 [1, 2] -> (i32, f32)")
            .expect("parses");
        assert!(out.contains("a = 42 : i32"), "{out}");
        assert!(out.contains("b = -3 : i32"), "{out}");
        assert!(out.contains("list = [1, 2]"), "{out}");
        assert!(out.contains("mode = \"fast\""), "{out}");
        assert!(out.contains("-> (i32, f32)"), "{out}");
    }

    #[test]
    fn result_declarations_are_visible_to_hooks() {
        let out = parse("%a, %b:2 = tst.multi").expect("parses");
        assert!(
            out.contains("%0:3 = \"tst.multi\"() {second = \"b#0\"} : () -> (i32, i32, i32)"),
            "{out}"
        );
    }

    #[test]
    fn assignment_lists_define_region_arguments() {
        let out = parse("%init = \"foo.a\"() : () -> i32\ntst.loop (%i = %init) : i32 {\n  \"foo.use\"(%i) : (i32) -> ()\n}")
            .expect("parses");
        assert!(
            out.contains("\"tst.loop\"(%0) ({\n  ^bb0(%arg0: i32):"),
            "{out}"
        );
    }

    #[test]
    fn generic_fallback_and_dialect_symbols() {
        let out = parse("tst.either() {a = #tst.num<5>, t = !tst.pair<i32, f32>} : () -> ()")
            .expect("parses");
        assert!(out.contains("a = 5 : i64"), "{out}");
        assert!(out.contains("t = tuple<i32, f32>"), "{out}");
    }

    #[test]
    fn hook_errors_name_the_op() {
        for (src, expected) in [
            (
                "tst.kw mode = medium",
                "1:15: error: custom op 'tst.kw' expected 'fast' or 'slow'",
            ),
            (
                "tst.kw mode = fast \"s\" 42, 300, 1.5 -> i32",
                "1:28: error: custom op 'tst.kw' integer value too large",
            ),
            (
                "tst.kw made",
                "1:8: error: custom op 'tst.kw' expected 'mode'",
            ),
            // Errors of the shared grammar carry no prefix, as in MLIR.
            ("tst.kw mode fast", "1:12: error: expected '='"),
            (
                "\"foo.x\"() {t = !tst.pair<i32 f32>} : () -> ()",
                "1:29: error: expected ','",
            ),
            (
                "tst.plain",
                "1:1: error: custom op 'tst.plain' has no custom assembly form",
            ),
        ] {
            assert_eq!(parse(src).unwrap_err(), [expected], "{src}");
        }
    }

    #[test]
    fn name_shadowing_needs_isolation() {
        // A func body may reuse a name defined outside.
        parse("%x = \"foo.a\"() : () -> i32\ntst.func @f(%x: i32) {\n  \"foo.use\"(%x) : (i32) -> ()\n}").expect("parses");
        // A non-isolated region may not redefine it.
        assert_eq!(
            parse("%i = \"foo.a\"() : () -> i32\ntst.loop (%i = %i) : i32 {\n}").unwrap_err(),
            [
                "2:11: error: region entry argument '%i' is already in use",
                "1:1: note: previously referenced here"
            ]
        );
    }

    #[test]
    fn successors_resolve_forward() {
        let src = "\"foo.r\"() ({\n  %a = \"foo.a\"() : () -> i32\n  tst.br ^bb2(%a : i32), ^bb1\n^bb1:\n  \"foo.t\"() : () -> ()\n^bb2(%b: i32):\n  \"foo.t\"() : () -> ()\n}) : () -> ()";
        let out = parse(src).expect("parses");
        assert!(out.contains("\"tst.br\"(%0)[^bb2, ^bb1]"), "{out}");
    }
}

#[test]
fn repeated_attribute_dictionaries() {
    // Dictionaries spelled alike, with braces and escapes inside strings, a
    // comment, nested dictionaries, and the same text after a different one.
    let src = r#""a.op"() {s = "}{\"", d = {x = 1 : i64}, u} : () -> ()
"a.op"() {s = "}{\"", d = {x = 1 : i64}, u} : () -> ()
"a.op"() {s = "}{\"", // }
  d = {x = 1 : i64}, u} : () -> ()
"a.op"() {s = "}{\"", d = {x = 2 : i64}, u} : () -> ()
"a.op"() <{s = "}{\"", d = {x = 1 : i64}, u}> {s = "}{\"", d = {x = 1 : i64}, u} : () -> ()
"a.op"() {s = "}{\"", d = {x = 1 : i64}, u} : () -> ()
"#;
    let printed = generic(src);
    let same = r#"{d = {x = 1 : i64}, s = "}{\22", u}"#;
    let other = r#"{d = {x = 2 : i64}, s = "}{\22", u}"#;
    assert_eq!(printed.matches(same).count(), 6, "{printed}");
    assert_eq!(printed.matches(other).count(), 1, "{printed}");
    // A dictionary seen before still reports its own errors and warnings.
    let diags =
        errors("\"a.op\"() {k = 1, k = 2} : () -> ()\n\"a.op\"() {k = 1, k = 2} : () -> ()");
    assert_eq!(diags.len(), 1, "{diags:#?}");
    let diags = errors("\"a.op\"() {k = 1} : () -> ()\n\"a.op\"() {k = 1} : () -> (\n");
    assert_eq!(diags.len(), 1, "{diags:#?}");
    // The nesting limit holds for a dictionary parsed before at a shallower depth.
    let (result, diags) = parse_with(
        "\"a.op\"() {k = {j = {i = 1}}} : () -> ()\n\"a.op\"() {k = [{k = {j = {i = 1}}}]} : () -> ()",
        true,
        &ParseOptions {
            max_nesting_depth: 3,
            ..Default::default()
        },
    );
    assert!(result.is_none());
    assert!(
        diags[0].contains("nesting deeper than the limit of 3 levels"),
        "{diags:#?}"
    );
}
