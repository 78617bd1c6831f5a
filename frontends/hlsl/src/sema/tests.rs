//! Semantic analysis: diagnostics (insta snapshots where clang's text reads
//! best whole) and the typed AST.

use crate::options::{Options, Profile};

fn check_with(src: &str, opts: &Options) -> String {
    let c = crate::check_source("t.hlsl", src, opts);
    c.render_diagnostics()
}

fn check(src: &str) -> String {
    check_with(src, &Options::default())
}

/// Asserts that each needle is in `text`.
pub(crate) fn assert_has(text: &str, needles: &[&str]) {
    for n in needles {
        assert!(text.contains(n), "{n} not in\n{text}");
    }
}

/// Asserts that the `kind` (`error:`, `warning:`) diagnostics of `text` are
/// `expected`, one each.
fn assert_only(text: &str, kind: &str, expected: &[&str]) {
    assert_has(text, expected);
    assert_eq!(text.matches(kind).count(), expected.len(), "{text}");
}

fn dump(src: &str) -> String {
    let c = crate::check_source("t.hlsl", src, &Options::default());
    assert_eq!(c.render_diagnostics(), "", "{src}");
    crate::dump::dump(c.tu.as_ref().unwrap(), c.program.as_ref().unwrap())
}

#[test]
fn clean_compute_kernel() {
    let src = r#"
struct Particle { float3 pos; float life; uint hits; };
cbuffer Params : register(b0, space1) { float dt; uint count; };
RWStructuredBuffer<Particle> Particles : register(u0);
ByteAddressBuffer Raw : register(t1);
RWTexture2D<float4> Img : register(u1);
Texture2D<float4> Tex : register(t2);
SamplerState Samp : register(s0);
groupshared float Tile[64];
static const uint N = 4;

float3 advance(float3 p, in float t, inout uint steps) { steps++; return p + t; }

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  if (tid.x >= count) return;
  Particle p = Particles[tid.x];
  uint steps = 0;
  [unroll] for (uint i = 0; i < N; ++i) p.pos = advance(p.pos, dt, steps);
  Tile[gi] = p.life;
  GroupMemoryBarrierWithGroupSync();
  uint prev;
  InterlockedAdd(Particles[0].hits, 1, prev);
  float4 c = Tex.SampleLevel(Samp, float2(0.5, 0.5), 0) + Raw.Load4(tid.x * 16);
  uint w, h;
  Img.GetDimensions(w, h);
  Img[tid.xy] = c * WaveActiveSum(Tile[gi]);
  switch (steps) { case 1: break; default: p.life = max(p.life - dt, 0); }
  Particles[tid.x] = p;
}
"#;
    assert_eq!(check(src), "");
    // Atomics take integers (and groupshared or resource memory).
    let bad = src.replace("Particles[0].hits, 1, prev", "Particles[0].life, 1, prev");
    assert!(check(&bad).contains("no matching function for call to 'InterlockedAdd'"));
    let local = src.replace(
        "InterlockedAdd(Particles[0].hits, 1, prev);",
        "uint l = 0; InterlockedAdd(l, 1);",
    );
    assert!(
        check(&local).contains("must be groupshared memory or a resource element"),
        "{}",
        check(&local)
    );
}

#[test]
fn diagnostics_in_clang_form() {
    let src = r#"struct S { float4 v; uint n; };
RWStructuredBuffer<S> Out : register(u0);
StructuredBuffer<float> In : register(b0);
Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s0);
float f(float x) { return x; }
float f(float x) { return x * 2; }
int g(int a, out int b) { b = a; return a; }

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 a = float4(1, 2, 3);
  float3 b = float4(1, 2, 3, 4);
  b.xx = 1;
  undeclared = 3;
  S s = Out[tid.x];
  s.q = 1;
  float x = Tex.SampleCmp(Samp, float2(0, 0), 0.5);
  g(1, 2);
  uint r = sqrt(s);
  In[0] = 1.0;
  const int k = 1;
  k = 2;
  Out[0].v = mul(a, b);
}
"#;
    insta::assert_snapshot!(check(src));
}

#[test]
fn typed_ast_shows_conversions_and_callees() {
    let src = r#"RWStructuredBuffer<float4> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 v = tid.x * 2;
  Out[tid.x] = sqrt(v.xy).xyxy + 1;
}
"#;
    insta::assert_snapshot!(dump(src));
}

#[test]
fn overloads_pick_the_best_match() {
    let src = r#"
RWStructuredBuffer<uint> Out : register(u0);
uint f(int x) { return 1; }
uint f(float x) { return 2; }
uint h(float x) { return 3; }
uint h(double x) { return 4; }
[numthreads(1, 1, 1)]
void main() { Out[0] = f(1) + f(1.0f) + h(1u); }
"#;
    let d = check(src);
    assert_has(&d, &["call to 'h' is ambiguous"]);
    assert!(!d.contains("'f'"), "{d}");
}

#[test]
fn intrinsics_promote_and_reject() {
    let ok = "RWStructuredBuffer<float> O;\n[numthreads(1,1,1)] void main() { O[0] = sqrt(4) + dot(float3(1,2,3), 1) + lerp(0, 1, 0.5) + countbits(7u); }";
    assert_eq!(check(ok), "");
    let bad =
        "RWStructuredBuffer<uint> O;\n[numthreads(1,1,1)] void main() { O[0] = countbits(1.5f); }";
    assert!(check(bad).contains("no matching function for call to 'countbits'"));
}

#[test]
fn resource_methods_follow_the_object() {
    let bad = r#"
Buffer<float4> B; RWByteAddressBuffer R; Texture2DMS<float4, 4> MS; StructuredBuffer<uint> S;
RWStructuredBuffer<uint> O;
[numthreads(1,1,1)] void main() {
  SamplerState s;
  float4 a = B.Sample(s, 0.5);
  S.IncrementCounter();
  float4 m = MS.Load(int2(0, 0));
  R.Store(0, 1u);
  O[0] = R.Load<uint>(4) + MS.Load(int2(0, 0), 1).x;
}
"#;
    let d = check(bad);
    assert_only(
        &d,
        "error:",
        &[
            "'Sample' is not available on 'Buffer<float4>'",
            "'IncrementCounter' is not available on 'StructuredBuffer<uint>'",
            "no matching member function for call to 'Load'",
        ],
    );
}

#[test]
fn register_classes_match_resources() {
    let d = check(
        "RWBuffer<float> A : register(t0);\nSamplerState S : register(s1, space2);\nTexture2D T : register(u3);\n[numthreads(1,1,1)] void main() {}",
    );
    assert_only(
        &d,
        "error:",
        &[
            "invalid register type 't' for 'RWBuffer' (expected 'u')",
            "invalid register type 'u' for 'Texture2D' (expected 't')",
        ],
    );
}

#[test]
fn entry_points_of_other_stages() {
    let ps = Options {
        profile: Profile::parse("ps_6_0").unwrap(),
        ..Options::default()
    };
    let src = "Texture2D T; SamplerState S;\nfloat4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target0 { if (uv.x < 0) discard; return T.Sample(S, uv); }";
    assert_eq!(check_with(src, &ps), "");
    let vs = Options {
        profile: Profile::parse("vs_6_0").unwrap(),
        ..Options::default()
    };
    let src = "struct VOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };\nVOut main(uint id : SV_VertexID) { VOut o; o.pos = float4(id, 0, 0, 1); o.uv = 0; return o; }";
    assert_eq!(check_with(src, &vs), "");
}

/// Sources and diagnostics each must produce: (what the row shows, the
/// source, the diagnostics).
const DIAGNOSED: &[(&str, &str, &[&str])] = &[
    (
        "an entry point without numthreads",
        "void main(uint id : SV_DispatchThreadID) {}",
        &["missing numthreads attribute for compute shader entry"],
    ),
    (
        "an entry point parameter without a semantic",
        "[numthreads(1,1,1)] void main(uint id) {}",
        &["semantic annotations must be present"],
    ),
    (
        "no entry point",
        "[numthreads(1,1,1)] void other() {}",
        &["error: missing entry point definition"],
    ),
    (
        "a semantic of another stage",
        "[numthreads(1,1,1)] void main(float4 p : SV_Position) {}",
        &["semantic 'SV_Position' is not valid for compute shader inputs"],
    ),
    (
        "a semantic of another type",
        "[numthreads(1,1,1)] void main(uint3 i : SV_GroupIndex) {}",
        &["semantic 'SV_GroupIndex' cannot be applied to a value of type 'uint3'"],
    ),
    (
        "too many threads",
        "[numthreads(32,32,2)] void main() {}",
        &["total number of threads cannot exceed 1024"],
    ),
    (
        "statements in context",
        "[numthreads(1,1,1)] void main() { break; continue; int x = 1; switch (x) { case 1: case 1: break; } return 1; }",
        &[
            "'break' statement not in loop or switch statement",
            "'continue' statement not in loop statement",
            "duplicate case value '1'",
            "void function 'main' should not return a value",
        ],
    ),
    (
        "unsupported features are named",
        "RaytracingAccelerationStructure A;\n[numthreads(1,1,1)] void main() { printf(\"x\"); }",
        &[
            "unsupported: type 'RaytracingAccelerationStructure'",
            "unsupported: intrinsic function 'printf'",
        ],
    ),
];

#[test]
fn diagnosed_sources() {
    for (what, src, expected) in DIAGNOSED {
        let d = check(src);
        for e in *expected {
            assert!(d.contains(e), "{what}: {e} not in\n{d}");
        }
    }
}

#[test]
fn sixteen_bit_types_need_the_flag() {
    let src = "RWStructuredBuffer<int16_t> O;\n[numthreads(1,1,1)] void main() { O[0] = 1; }";
    assert!(check(src).contains("'int16_t' requires -enable-16bit-types"));
    let o = Options {
        enable_16bit_types: true,
        ..Options::default()
    };
    assert_eq!(check_with(src, &o), "");
}

#[test]
fn deep_nesting_is_a_diagnostic() {
    for (open, close) in [
        ("(", ")"),
        ("{", "}"),
        ("-", ""),
        ("float4(", ")"),
        ("a[", "]"),
    ] {
        let depth = 5000;
        let src = format!(
            "[numthreads(1,1,1)] void main() {{ int a[2]; int x = {}1{}; }}",
            open.repeat(depth),
            close.repeat(depth)
        );
        let d = check(&src);
        assert!(
            d.contains("fatal error: bracket nesting level exceeded maximum of 256"),
            "{open}: {}",
            &d[..d.len().min(300)]
        );
    }
    // Statements nest the same way.
    let src = format!(
        "[numthreads(1,1,1)] void main() {{ {} ; }}",
        "if (true) ".repeat(5000)
    );
    assert!(check(&src).contains("bracket nesting level exceeded"));
}

#[test]
fn garbage_never_panics() {
    let inputs = [
        "",
        "}",
        "{{{{",
        "#if",
        "#define A(",
        "#define A(x) #y",
        "float4<",
        "RWStructuredBuffer<<",
        "struct { } ;",
        "cbuffer { }",
        "[numthreads(",
        "void main() { for (;;) }",
        "x.y.z = ;",
        "\u{0}\u{ff}\u{7f}",
        "#include",
        "/*",
        "\"",
        "'",
        "a ## b",
        "typedef;",
        "enum {",
        "namespace N { void f(); }",
        "int a[-1];",
        "static const int N = N;",
        "int f(int x = y);",
        "Texture2D<float4, 4> t;",
        "vector<float, 9> v;",
        "void f() { return f(); }",
        "[[vk::binding()]] Buffer b;",
        "uint x : register(q99, spacex);",
    ];
    for i in inputs {
        let _ = check(i);
        let _ = crate::parse_source("t.hlsl", i, &Options::default()).render_diagnostics();
    }
}

#[test]
fn methods_see_each_other_in_any_order() {
    let src = r#"
struct Counter {
  uint n;
  uint twice() { return once() * 2; }
  uint once() { return n; }
  static uint zero() { return 0; }
};
RWStructuredBuffer<uint> O;
RWTexture2D<unorm float4> Img;
[numthreads(1,1,1)] void main() { Counter c; c.n = 1; O[0] = c.twice() + Counter::zero(); Img[uint2(0, 0)] = 1; }
"#;
    assert_eq!(check(src), "");
}

#[test]
fn macros_expanding_to_defined() {
    let src = "#define HAS_SPIRV defined(__spirv__)\n#if HAS_SPIRV\n#error spirv\n#endif\n[numthreads(1,1,1)] void main() {}";
    assert_eq!(check(src), "");
    let spirv = Options {
        spirv: true,
        ..Options::default()
    };
    assert!(check_with(src, &spirv).contains("error: spirv"));
}

#[test]
fn recursion_is_an_error() {
    let src = "uint f(uint x);\nuint g(uint x) { return f(x); }\nuint f(uint x) { return x == 0 ? 0 : g(x - 1); }\nRWStructuredBuffer<uint> O;\n[numthreads(1,1,1)] void main() { O[0] = f(3); }";
    let d = check(src);
    assert_has(
        &d,
        &["error: recursive functions are not allowed: function 'g' calls recursive function 'f'"],
    );
}

#[test]
fn falling_off_a_non_void_function_warns() {
    let d = check(
        "int f(int x) { if (x > 0) return 1; }\nint g(int x) { while (true) { if (x) return 1; } }\nint h(int x) { switch (x) { case 0: return 1; default: return 2; } }\nint k() { }\n[numthreads(1,1,1)] void main() {}",
    );
    assert_only(
        &d,
        "warning:",
        &[
            "t.hlsl:1:37: warning: non-void function does not return a value in all control paths [-Wreturn-type]",
            "t.hlsl:4:11: warning: non-void function does not return a value [-Wreturn-type]",
        ],
    );
}

#[test]
fn missing_semicolons_recover_like_clang() {
    let src = "struct S { int a; }\nRWStructuredBuffer<S> B;\n[numthreads(1,1,1)]\nvoid main() {\n  B[0].a = 1\n  for (int i = 0; i < 4; i++ {\n  }\n}\n";
    insta::assert_snapshot!(check(src));
}

#[test]
fn called_functions_need_bodies() {
    let d = check(
        "float f(float x);\nfloat unused(float x);\n[numthreads(1,1,1)] void main() { f(1); }",
    );
    assert_has(
        &d,
        &[
            "t.hlsl:3:35: error: function 'f' is used but not defined",
            "t.hlsl:1:7: note: 'f' declared here",
        ],
    );
    assert!(!d.contains("unused"), "{d}");
}
