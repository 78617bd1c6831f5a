//! The checks a generated module must pass, shared by the test suite, the
//! `spirv-textgen` tool and the `spirv` fuzz target:
//!
//! 1. it parses and verifies (the `spirv` dialect registered), and its
//!    printed form, custom and generic, reads back and prints the same;
//! 2. its `spirv.module` serializes;
//! 3. `spirv-val` accepts the binary (when a `spirv-val` is given);
//! 4. the binary deserializes to IR that verifies, and serializing that
//!    gives the same words (serialize -> deserialize -> serialize is a
//!    fixed point).

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dialect_spirv::ops::structure::ModuleOp;
use dialect_spirv::target::{SerializeOptions, deserialize, serialize};
use shader_mlir::Context;
use shader_mlir::asm::{ParseOptions, PrintOptions, parse_source, print_op};
use shader_mlir::diagnostics::{DiagnosticEngine, SourceMgr, render_all};
use shader_mlir::ir::{Ir, OpId};

/// A context with the `spirv` dialect registered.
pub fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&dialect_spirv::DIALECT);
    Arc::new(ctx)
}

/// Parses and verifies `text`; on failure, the rendered diagnostics.
pub fn parse(ctx: &Arc<Context>, text: &[u8]) -> Result<(Ir, OpId), String> {
    let mut sources = SourceMgr::new();
    let buffer = sources.add_buffer("generated.mlir", text);
    let diags = DiagnosticEngine::new();
    let parsed = parse_source(ctx, &sources, buffer, &ParseOptions::default(), &diags);
    let Some((ir, root)) = parsed else {
        return Err(render_all(&sources, &diags.take()));
    };
    shader_mlir::verifier::verify(&ir, root).map_err(|errors| render_all(&sources, &errors))?;
    Ok((ir, root))
}

/// The `spirv.module` directly inside the parsed (implicit) `builtin.module`.
pub fn spirv_module(ir: &Ir, root: OpId) -> Option<OpId> {
    ir.regions(root)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).iter().copied())
        .flat_map(|b| ir.block_ops(b))
        .find(|&op| ModuleOp::isa(ir, op))
}

/// Runs the checks on `text`; `spirv_val` validates the binary.
pub fn check(text: &str, spirv_val: Option<&Path>) -> Result<(), String> {
    let ctx = context();
    let (ir, root) = parse(&ctx, text.as_bytes()).map_err(|e| format!("does not read:\n{e}"))?;
    for generic in [false, true] {
        reprint(&ctx, &ir, root, generic)?;
    }
    let module = spirv_module(&ir, root).ok_or("no spirv.module")?;
    let opts = SerializeOptions::default();
    let first = serialize(&ir, module, &opts).map_err(|d| format!("does not serialize: {d:?}"))?;
    if let Some(tool) = spirv_val {
        validate(tool, &first)?;
    }
    let (ir2, module2) =
        deserialize(&ctx, &first).map_err(|d| format!("does not deserialize: {d:?}"))?;
    shader_mlir::verifier::verify(&ir2, module2)
        .map_err(|e| format!("deserialized IR does not verify: {e:?}"))?;
    let second = serialize(&ir2, module2, &opts)
        .map_err(|d| format!("deserialized IR does not serialize: {d:?}"))?;
    if first != second {
        let at = first.iter().zip(&second).position(|(a, b)| a != b);
        return Err(format!(
            "serialize -> deserialize -> serialize differs ({} words, then {}; first difference at word {at:?})",
            first.len(),
            second.len()
        ));
    }
    Ok(())
}

/// The printed form of `root` (custom or generic) reads back and prints the
/// same text.
fn reprint(ctx: &Arc<Context>, ir: &Ir, root: OpId, generic: bool) -> Result<(), String> {
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    let printed = print_op(ir, root, &opts);
    let (again, again_root) = parse(ctx, printed.as_bytes())
        .map_err(|e| format!("printed form (generic: {generic}) does not read:\n{e}\n{printed}"))?;
    let reprinted = print_op(&again, again_root, &opts);
    if reprinted != printed {
        return Err(format!(
            "printing is not a fixed point (generic: {generic}):\n{printed}\n-- then --\n{reprinted}"
        ));
    }
    Ok(())
}

/// Runs `spirv-val` on `words` (written to a file of their own under the
/// temporary directory, removed afterwards).
pub fn validate(tool: &Path, words: &[u32]) -> Result<(), String> {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "spirv-textgen-{}-{}.spv",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    let output = Command::new(tool).arg(&path).output();
    let _ = std::fs::remove_file(&path);
    let output = output.map_err(|e| format!("{}: {e}", tool.display()))?;
    if output.status.success() {
        return Ok(());
    }
    Err(format!(
        "spirv-val refuses the binary:\n{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    ))
}

/// `spirv-val` on `PATH`, if any.
pub fn find_spirv_val() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("spirv-val"))
        .find(|candidate| candidate.is_file())
}
