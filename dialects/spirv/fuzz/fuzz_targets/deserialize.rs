//! Fuzz target: any bytes as a SPIR-V binary (see `../Cargo.toml`).

#![no_main]

use std::sync::Arc;

use dialect_spirv::target::{SerializeOptions, deserialize, serialize};
use shader_mlir::Context;

/// A fresh context per input: what one input interns does not pile up.
fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&dialect_spirv::DIALECT);
    Arc::new(ctx)
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let words: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let Ok((ir, module)) = deserialize(&context(), &words) else {
        return;
    };
    if shader_mlir::verifier::verify(&ir, module).is_ok() {
        let _ = serialize(&ir, module, &SerializeOptions::default());
    }
});
