use super::*;

fn run_with(text: &str, opts: &Options) -> (String, String) {
    let (mut sm, main) = SourceMap::with_main_file("t.hlsl", text);
    let mut diags = Diagnostics::new();
    let toks = preprocess(&mut sm, &mut diags, main, opts);
    let mut s = String::new();
    for t in toks.iter().filter(|t| !t.is_eof()) {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    (s, diags.render(&sm))
}

fn run(text: &str) -> String {
    let (out, diags) = run_with(text, &Options::default());
    assert_eq!(diags, "", "unexpected diagnostics for {text:?}");
    out
}

/// Preprocesses each source (with no diagnostics) and compares its tokens,
/// separated by spaces, with the expected text.
fn check(cases: &[(&str, &str)]) {
    for (src, expected) in cases {
        assert_eq!(run(src), *expected, "{src:?}");
    }
}

/// The diagnostics of preprocessing `text` with the default options.
fn diagnostics_of(text: &str) -> String {
    run_with(text, &Options::default()).1
}

#[test]
fn object_and_function_macros() {
    check(&[
        ("#define N 4\nint a[N];", "int a [ 4 ] ;"),
        (
            "#define MAX(a, b) ((a) > (b) ? (a) : (b))\nx = MAX(1, y+2);",
            "x = ( ( 1 ) > ( y + 2 ) ? ( 1 ) : ( y + 2 ) ) ;",
        ),
        ("#define F(x) x\nF", "F"),
    ]);
}

#[test]
fn stringize_and_paste() {
    check(&[
        ("#define S(x) #x\nS(a  +  \"b\")", "\"a + \\\"b\\\"\""),
        (
            "#define CAT(a, b) a ## b\nCAT(float, 4) CAT(, x)",
            "float4 x",
        ),
        (
            "#define REG(t, n) register(t ## n)\nREG(u, 0)",
            "register ( u0 )",
        ),
    ]);
}

#[test]
fn variadic() {
    check(&[
        (
            "#define V(f, ...) f(__VA_ARGS__)\nV(g, 1, 2)",
            "g ( 1 , 2 )",
        ),
        ("#define W(f, ...) f(0 , ## __VA_ARGS__)\nW(g)", "g ( 0 )"),
    ]);
}

#[test]
fn recursion_is_blocked() {
    check(&[
        ("#define x x + 1\nx", "x + 1"),
        ("#define f(a) a + f(a)\nf(2)", "2 + f ( 2 )"),
    ]);
}

#[test]
fn conditionals() {
    let src = "#define A 2\n#if A > 1 && defined(A)\nyes\n#elif 1\nno1\n#else\nno2\n#endif\n#ifndef B\nb\n#endif\n#if 0\n#if 1\nno\n#endif\n#else\nelse\n#endif";
    assert_eq!(run(src), "yes b else");
}

#[test]
fn predefined_macros() {
    let opts = Options {
        enable_16bit_types: true,
        spirv: true,
        defines: vec![crate::options::Define::Define(
            "FOO".into(),
            Some("7".into()),
        )],
        ..Options::default()
    };
    let (out, _) = run_with(
        "__HLSL_VERSION __SHADER_TARGET_STAGE __SHADER_TARGET_MAJOR __HLSL_ENABLE_16_BIT __spirv__ FOO __LINE__",
        &opts,
    );
    assert_eq!(out, "2021 5 6 1 1 7 1");
}

#[test]
fn diagnostics() {
    assert_eq!(
        diagnostics_of("#if 1\nx"),
        "t.hlsl:1:1: error: unterminated conditional directive\n#if 1\n^~~\n"
    );
    // Each source with the first line of its diagnostics.
    let first_lines = [
        (
            "#define A 1\n#define A 2\n",
            "t.hlsl:2:9: warning: 'A' macro redefined [-Wmacro-redefined]",
        ),
        (
            "#pragma foo\n#pragma pack_matrix(row_major)\n",
            "t.hlsl:1:9: warning: unknown pragma ignored [-Wunknown-pragmas]",
        ),
        ("#error stop here\n", "t.hlsl:1:2: error: stop here"),
        (
            "#include \"nope.h\"\nx",
            "t.hlsl:1:10: fatal error: 'nope.h' file not found",
        ),
        (
            "#if 1/0\n#endif\n",
            "t.hlsl:1:6: error: division by zero in preprocessor expression",
        ),
        (
            "#foo\n",
            "t.hlsl:1:2: error: invalid preprocessing directive",
        ),
    ];
    for (src, first) in first_lines {
        let d = diagnostics_of(src);
        assert_eq!(d.lines().next(), Some(first), "{src:?}: {d}");
    }
    let d = diagnostics_of("#define A 1\n#define A 2\n");
    assert!(
        d.contains("t.hlsl:1:9: note: previous definition is here"),
        "{d}"
    );
}

#[test]
fn unterminated_strings_in_directives() {
    for src in [
        "#line 5 \"",
        "#include \"",
        "#line 5 \"\n#error x",
        "#include \"\"\n",
    ] {
        let _ = diagnostics_of(src);
    }
}

#[test]
fn line_directive_changes_locations() {
    let d = diagnostics_of("#line 40 \"x.hlsl\"\n#error here\n");
    assert!(d.starts_with("x.hlsl:40:2: error: here"), "{d}");
}

#[test]
fn includes_resolve_through_include_dirs() {
    let dir = std::env::temp_dir().join(format!("hlsl-pp-test-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(
        dir.join("inc/a.h"),
        "#pragma once\n#define FROM_A 3\nFROM_A\n",
    )
    .unwrap();
    let mut opts = Options::default();
    opts.include_dirs.push(dir.join("inc"));
    let (out, d) = run_with("#include <a.h>\n#include \"a.h\"\nend", &opts);
    assert_eq!(d, "");
    assert_eq!(out, "3 end");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn self_doubling_macros_terminate() {
    let mut src = String::from("#define A0 x x\n");
    for i in 1..40 {
        src += &format!("#define A{i} A{} A{}\n", i - 1, i - 1);
    }
    src += "A39\n";
    let d = diagnostics_of(&src);
    assert!(
        d.contains("macro expansion produced too many tokens"),
        "{d}"
    );
}
