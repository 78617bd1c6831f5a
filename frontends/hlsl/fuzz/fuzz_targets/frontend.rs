//! Fuzz target: any bytes as HLSL source (see `../Cargo.toml`).

#![no_main]

use hlsl_frontend::options::{Options, Profile};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    // The first byte picks the profile, so entry-point checks of every stage run.
    let (profile, text) = match data.split_first() {
        Some((b, rest)) => {
            let p = ["cs_6_6", "ps_6_0", "vs_6_0", "lib_6_5"][(*b % 4) as usize];
            (p, rest)
        }
        None => ("cs_6_0", data),
    };
    let text = String::from_utf8_lossy(text);
    let mut opts = Options::default();
    if let Some(p) = Profile::parse(profile) {
        opts.profile = p;
    }
    opts.enable_16bit_types = data.len() % 2 == 0;
    opts.spirv = data.len() % 3 == 0;
    let mut c = hlsl_frontend::check_source("fuzz.hlsl", &text, &opts);
    let _ = c.render_diagnostics();
    if let (Some(tu), Some(prog)) = (&c.tu, &c.program) {
        let _ = hlsl_frontend::dump::dump(tu, prog);
        // IR generation of a checked program ends in a module that verifies,
        // or in diagnostics.
        if !c.diags.has_errors() {
            let generated = hlsl_frontend::codegen::generate(
                hlsl_frontend::codegen::dialect_context(),
                tu,
                prog,
                &opts,
                &Default::default(),
                &c.sm,
                &mut c.diags,
            );
            if let Some(g) = generated {
                if let Err(errors) = shader_mlir::verifier::verify(&g.ir, g.module) {
                    panic!("generated IR does not verify: {errors:?}\n{text}");
                }
                let _ = shader_mlir::asm::print_op(&g.ir, g.module, &Default::default());
            }
        }
    }
    // Printing is a fixed point of parse -> print for programs that parse cleanly.
    let parsed = hlsl_frontend::parse_source("fuzz.hlsl", &text, &opts);
    if parsed.diags.has_errors() {
        return;
    }
    let Some(tu) = &parsed.tu else { return };
    let printed = hlsl_frontend::print::print(tu);
    let again = hlsl_frontend::parse_source("printed.hlsl", &printed, &opts);
    assert!(
        !again.diags.has_errors(),
        "printed program does not parse:\n{printed}\n{}",
        again.render_diagnostics()
    );
    let reprinted = hlsl_frontend::print::print(again.tu.as_ref().expect("parsed"));
    assert_eq!(printed, reprinted, "print is not a fixed point");
});
