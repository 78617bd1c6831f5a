//! Fuzz target: any bytes as MLIR text (see `../Cargo.toml`).

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    textgen::check::read_any(data);
});
