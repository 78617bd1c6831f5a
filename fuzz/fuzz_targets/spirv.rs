//! Fuzz target: the text of `spirv.module`s (see `../Cargo.toml`).

#![no_main]

use spirv_textgen::check::{check, context, parse, spirv_module};
use spirv_textgen::{Generator, Options};
use textgen::{Rng, mutate};

/// Reads `text` with the `spirv` dialect registered; whatever verifies must
/// serialize, and its binary deserialize, without a panic.
fn read_any(text: &[u8]) {
    let ctx = context();
    let Ok((ir, root)) = parse(&ctx, text) else {
        return;
    };
    let Some(module) = spirv_module(&ir, root) else {
        return;
    };
    if let Ok(words) = dialect_spirv::target::serialize(&ir, module, &Default::default()) {
        let _ = dialect_spirv::target::deserialize(&ctx, &words);
    }
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    // The input as text first: mutations of the corpus reach the parser.
    read_any(&data[..data.len().min(textgen::check::MAX_INPUT)]);
    // Then as the seed and size of a generated module, which must pass
    // every check (spirv-val aside), and mutations of it, which must not panic.
    let mut seed = [0u8; 8];
    let n = data.len().min(8);
    seed[..n].copy_from_slice(&data[..n]);
    let seed = u64::from_le_bytes(seed);
    let opts = Options {
        functions: usize::from(data.get(8).copied().unwrap_or(2) % 4),
        ops: 1 + usize::from(data.get(9).copied().unwrap_or(7) % 12),
        depth: u32::from(data.get(10).copied().unwrap_or(2) % 4),
    };
    let text = Generator::new(seed, opts).module();
    if let Err(e) = check(&text, None) {
        panic!("seed {seed} ({opts:?}): {e}\n{text}");
    }
    let mut rng = Rng::new(seed ^ u64::from(data.get(11).copied().unwrap_or(0)));
    for _ in 0..3 {
        read_any(&mutate(text.as_bytes(), &mut rng));
    }
});
