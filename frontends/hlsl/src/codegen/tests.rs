//! Unit tests of IR generation: small programs are generated, verified and
//! printed; the lit suite (tests/lit/tools/hlslc) checks whole kernels.

use shader_mlir::asm::{PrintOptions, print_op};

use super::{CodegenOptions, dialect_context as context, generate};
use crate::options::Options;
use crate::sema::tests::assert_has;

/// The verified module of `src`, or the rendered diagnostics.
fn compile(src: &str) -> Result<String, String> {
    let opts = Options {
        spirv: true,
        ..Options::default()
    };
    let mut c = crate::check_source("t.hlsl", src, &opts);
    if c.diags.has_errors() {
        return Err(c.render_diagnostics());
    }
    let (tu, prog) = (c.tu.as_ref().unwrap(), c.program.as_ref().unwrap());
    let g = generate(
        context(),
        tu,
        prog,
        &opts,
        &CodegenOptions::default(),
        &c.sm,
        &mut c.diags,
    )
    .ok_or_else(|| c.render_diagnostics())?;
    if let Err(errors) = shader_mlir::verifier::verify(&g.ir, g.module) {
        return Err(format!("{errors:?}"));
    }
    Ok(print_op(&g.ir, g.module, &PrintOptions::default()))
}

fn ok(src: &str) -> String {
    match compile(src) {
        Ok(text) => text,
        Err(e) => panic!("compilation failed:\n{e}"),
    }
}

/// The module of a one-thread `main` with `body`, after [`BUFFERS`].
fn main_body(body: &str) -> Result<String, String> {
    compile(&format!(
        "{BUFFERS}[numthreads(1,1,1)] void main() {{ {body} }}"
    ))
}

const BUFFERS: &str =
    "RWStructuredBuffer<int> Out : register(u0);\nStructuredBuffer<int> In : register(t1);\n";

#[test]
fn entry_point_with_buffers_and_system_values() {
    let text = ok(&format!(
        "{BUFFERS}[numthreads(8, 2, 1)] void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {{ Out[id.x] = In[gi] + 1; }}"
    ));
    assert_has(
        &text,
        &[
            "hlsl.numthreads = array<i32: 8, 2, 1>, hlsl.shader = \"compute\"",
            "hlsl.system_value \"SV_DispatchThreadID\" : vector<3xi32>",
            "hlsl.system_value \"SV_GroupIndex\" : i32",
            "hlsl.handlefrombinding \"In\"[%c0_i32] space(0) lower_bound(1) range_size(1)",
            "hlsl.buffer.store",
        ],
    );
}

/// One-thread `main` bodies and text their modules contain: (what the row
/// shows, the body, the text).
const BODIES: &[(&str, &str, &[&str])] = &[
    (
        "if/else yields what the branches assign",
        "int a = In[0]; int b = 2; if (a > 0) a = 1; else { a = 3; b = 4; } Out[0] = a + b;",
        &["scf.if %", "-> (i32, i32)"],
    ),
    (
        "counting loops are scf.for",
        "int s = 0; for (uint i = 0; i < 8; ++i) s += In[i]; Out[0] = s;",
        &["scf.for unsigned", "iter_args("],
    ),
    (
        "switch matches labels",
        "int r = 0; switch (In[0]) { case 1: r = 10; break; case 2: case 3: r = 20; break; default: r = 30; } Out[0] = r;",
        &["arith.cmpi eq", "scf.if"],
    ),
];

#[test]
fn bodies_lower_to_structured_control_flow() {
    for (what, body, text) in BODIES {
        let module = main_body(body).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_has(&module, text);
    }
}

#[test]
fn other_loops_are_scf_while() {
    let text = main_body(
        "int i = In[0]; while (i < 10) i = i * 2; do { i--; } while (i > 5); Out[0] = i;",
    )
    .unwrap();
    assert_eq!(text.matches("scf.while").count(), 2, "{text}");
    assert_has(&text, &["scf.condition("]);
}

#[test]
fn break_and_early_return_are_flags() {
    let text = main_body(
        "int s = 0; for (int i = 0; i < 4; i++) { if (In[i] < 0) break; s += In[i]; } if (s == 0) return; Out[0] = s;",
    )
    .unwrap();
    // The loop carries the flag; the store after the early return is guarded.
    assert_has(&text, &["scf.for"]);
    assert!(
        text.contains("-> (i32, i1)") || text.contains("-> (i1, i32)"),
        "{text}"
    );
    assert!(text.matches("scf.if").count() >= 3, "{text}");
}

#[test]
fn calls_are_inlined_with_copy_out() {
    let text = ok(&format!(
        "{BUFFERS}void twice(inout int x, out int y) {{ x = x * 2; y = x + 1; }}\n[numthreads(1,1,1)] void main() {{ int a = In[0]; int b; twice(a, b); Out[0] = a + b; }}"
    ));
    assert!(!text.contains("func.call"), "{text}");
    assert_has(&text, &["arith.muli"]);
}

#[test]
fn groupshared_is_a_workgroup_global() {
    let text = ok(&format!(
        "{BUFFERS}groupshared int Shared[64];\n[numthreads(64,1,1)] void main(uint gi : SV_GroupIndex) {{ Shared[gi] = In[gi]; GroupMemoryBarrierWithGroupSync(); InterlockedAdd(Shared[0], 1); Out[gi] = Shared[63 - gi]; }}"
    ));
    assert_has(
        &text,
        &[
            "memref.global \"private\" @Shared : memref<64xi32, 3>",
            "memref.atomic_rmw addi",
            "hlsl.barrier group with_group_sync",
        ],
    );
}

#[test]
fn unsupported_intrinsics_are_diagnosed() {
    let e = main_body("Out[0] = (int)ddx((float)In[0]);").unwrap_err();
    assert_has(
        &e,
        &[
            "error: cannot compile this call to intrinsic 'ddx'",
            "1 error generated.",
        ],
    );
}

#[test]
fn math_intrinsics_are_math_ops() {
    let text = main_body(
        "float x = (float)In[0]; Out[0] = (int)(sin(x) + pow(x, 2.0) + round(x) + frac(x));",
    );
    assert_has(
        &text.unwrap(),
        &["math.sin", "math.powf", "math.roundeven", "math.floor"],
    );
}

#[test]
fn transcendental_functions_of_doubles_are_diagnosed() {
    let e = main_body("Out[0] = (int)exp((double)In[0]);").unwrap_err();
    assert_has(&e, &["error: intrinsic 'exp' is not defined for 'double'"]);
}

#[test]
fn reading_the_bound_in_a_call_keeps_the_loop_counting() {
    // `n` is an `in` argument of an intrinsic: the loop does not assign it.
    let text = ok(&format!(
        "{BUFFERS}[numthreads(1,1,1)] void main(uint gi : SV_GroupIndex) {{ uint n = In[0]; for (uint i = 0; i < n; i++) Out[i] = max(n, gi); }}"
    ));
    assert_has(&text, &["scf.for unsigned"]);
    assert!(!text.contains("scf.while"), "{text}");
}
