//! A fixed-seed batch of generated modules through every check of
//! `spirv_textgen::check`: parse, verify, print and read back, serialize,
//! `spirv-val`, and serialize -> deserialize -> serialize to the same words.
//! `spirv-val` comes from `PATH`; without one the binaries go unvalidated,
//! except under `CI=true`, where a missing `spirv-val` fails the test.

use spirv_textgen::check::{check, find_spirv_val};
use spirv_textgen::{Generator, Options};

fn spirv_val() -> Option<std::path::PathBuf> {
    let found = find_spirv_val();
    if found.is_none() && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true and no spirv-val on PATH");
    }
    found
}

fn run(seeds: std::ops::Range<u64>, opts: Options) {
    let val = spirv_val();
    let failures: Vec<String> = seeds
        .filter_map(|seed| {
            let text = Generator::new(seed, opts).module();
            check(&text, val.as_deref())
                .err()
                .map(|e| format!("seed {seed} ({opts:?}): {e}\n{text}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn default_modules_pass_every_check() {
    run(1..121, Options::default());
}

#[test]
fn deep_modules_pass_every_check() {
    let opts = Options {
        functions: 3,
        ops: 12,
        depth: 4,
    };
    run(1001..1031, opts);
}

#[test]
fn a_broken_binary_is_refused() {
    // The check must be able to fail: a binary with its last instruction cut
    // in half is refused by the validator (when there is one).
    let Some(val) = spirv_val() else { return };
    let ctx = spirv_textgen::check::context();
    let (ir, root) =
        spirv_textgen::check::parse(&ctx, spirv_textgen::module(1).as_bytes()).unwrap();
    let module = spirv_textgen::check::spirv_module(&ir, root).unwrap();
    let mut words = dialect_spirv::target::serialize(&ir, module, &Default::default()).unwrap();
    words.pop();
    assert!(spirv_textgen::check::validate(&val, &words).is_err());
}
