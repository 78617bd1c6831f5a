//! Fuzz target: bytes as the seed of a generated module (see `../Cargo.toml`).

#![no_main]

use textgen::{Generator, Options, Rng, check, mutate};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let mut seed = [0u8; 8];
    let n = data.len().min(8);
    seed[..n].copy_from_slice(&data[..n]);
    let seed = u64::from_le_bytes(seed);
    // The next bytes size the module: more ops, deeper regions.
    let ops = 1 + usize::from(data.get(8).copied().unwrap_or(3) % 8);
    let depth = u32::from(data.get(9).copied().unwrap_or(2) % 4);
    let text = Generator::new(seed, Options { ops, depth }).module();
    if let Err(e) = check::round_trip(text.as_bytes()) {
        panic!("seed {seed} ({ops} ops, depth {depth}): {e}\n{text}");
    }
    let mut rng = Rng::new(seed ^ u64::from(data.get(10).copied().unwrap_or(0)));
    for _ in 0..4 {
        check::read_any(&mutate(text.as_bytes(), &mut rng));
    }
});
