//! The translations: parse MLIR text and serialize its `spirv.module`,
//! deserialize a SPIR-V binary and print it, or both in a row
//! (`--test-spirv-roundtrip`); each input chunk (`--split-input-file`)
//! independently, as `mlir-translate`'s `splitAndProcessBuffer` does.

use std::sync::Arc;
use std::time::Instant;

use parking_lot::Mutex;
use shader_mlir::Context;
use shader_mlir::asm::print_op;
use shader_mlir::diagnostics::verify::{Verifier, VerifyMode};
use shader_mlir::diagnostics::{DiagLocation, Diagnostic, DiagnosticEngine, SourceMgr, render};
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::mapped_input::SourceText;
use shader_mlir::pass::Timing;
use shader_mlir::split_input::{output_separator, split_input};
use shader_mlir::tool_options::{Chunk, PrintedIr, verify_chunk};

use dialect_spirv::ops::structure::ModuleOp as SpirvModuleOp;
use dialect_spirv::target::deserialize::deserialize_releasing;
use dialect_spirv::target::{SerializeOptions, deserialize, serialize};

use crate::cli::{Options, Translation};

/// What a run produced: the output bytes, what to print on stderr, and
/// whether it succeeded.
pub struct Outcome {
    pub output: Vec<u8>,
    /// IR whose text is the output instead, printed straight to its
    /// destination so that the whole text is never held in memory.
    pub printed: Option<PrintedIr>,
    pub stderr: String,
    pub success: bool,
}

/// Runs `opts.translation` on `input` (named `name` in diagnostics).
pub fn run(
    ctx: &Arc<Context>,
    name: &str,
    input: SourceText,
    opts: &Options,
    translation: Translation,
    timing: &mut Timing,
) -> Outcome {
    match translation {
        Translation::Deserialize => deserialize_input(ctx, input, opts, timing),
        Translation::Serialize
        | Translation::Roundtrip
        | Translation::RoundtripDebug
        | Translation::DxToLlvmIr
        | Translation::HlslToLlvmIrSpirv => from_text(ctx, name, input, opts, translation, timing),
    }
}

/// `--deserialize-spirv`: the whole input is one binary.
fn deserialize_input(
    ctx: &Arc<Context>,
    input: SourceText,
    opts: &Options,
    timing: &mut Timing,
) -> Outcome {
    let mut stderr = String::new();
    let sources = SourceMgr::new();
    let fail = |stderr: &mut String, diag: Diagnostic| {
        stderr.push_str(&render(&sources, &diag));
    };
    if !input.len().is_multiple_of(4) {
        fail(
            &mut stderr,
            Diagnostic::error(
                DiagLocation::Unknown,
                "SPIR-V binary module must contain integral number of 32-bit words",
            ),
        );
        return Outcome {
            output: Vec::new(),
            printed: None,
            stderr,
            success: false,
        };
    }
    let deserialized = timing.time("Deserializer", || deserialize_bytes(ctx, input));
    match deserialized
        .map_err(|d| vec![d])
        .and_then(|(ir, module)| timing.time("Verifier", || verified(ir, module)))
    {
        Ok((ir, module)) => Outcome {
            output: Vec::new(),
            printed: Some(PrintedIr {
                ir,
                root: module,
                opts: opts.common.print_options(),
            }),
            stderr,
            success: true,
        },
        Err(diags) => {
            for d in diags {
                fail(&mut stderr, d);
            }
            Outcome {
                output: Vec::new(),
                printed: None,
                stderr,
                success: false,
            }
        }
    }
}

/// Deserializes the binary `input`, which is a whole number of words; neither
/// its bytes nor its words are held once the IR is built.
fn deserialize_bytes(ctx: &Arc<Context>, input: SourceText) -> Result<(Ir, OpId), Diagnostic> {
    if let Some(words) = words_in_place(&input) {
        // The binary is read where it lies (a mapped file), letting its pages
        // go as the function bodies are translated: the peak memory of a run
        // holds the IR and a window of the binary, not both whole.
        return deserialize_releasing(ctx, words, &|from, to| {
            if from == 0 && to >= words.len() {
                input.release_all();
                return to;
            }
            input.release_between(from * 4, to * 4) / 4
        });
    }
    let words: Vec<u32> = input
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    drop(input);
    deserialize(ctx, &words)
}

/// The words of a binary of a whole number of words, in place: on a
/// little-endian host when the bytes are 4-aligned (a mapped file is
/// page-aligned), as `u32::from_le_bytes` would read them; `None` otherwise.
/// The deserializer takes words in either byte order, the header's magic
/// number telling which.
fn words_in_place(bytes: &[u8]) -> Option<&[u32]> {
    if cfg!(target_endian = "big") {
        return None;
    }
    // SAFETY: every bit pattern is a valid `u32`, and `align_to` only puts
    // in the middle slice whole, aligned `u32`s of the same memory.
    match unsafe { bytes.align_to::<u32>() } {
        ([], words, []) => Some(words),
        _ => None,
    }
}

/// Runs the verifier on deserialized IR.
fn verified(ir: Ir, module: OpId) -> Result<(Ir, OpId), Vec<Diagnostic>> {
    shader_mlir::verifier::verify(&ir, module)?;
    Ok((ir, module))
}

/// `--serialize-spirv` and `--test-spirv-roundtrip`: MLIR text in, chunk by
/// chunk.
fn from_text(
    ctx: &Arc<Context>,
    name: &str,
    text: SourceText,
    opts: &Options,
    translation: Translation,
    timing: &mut Timing,
) -> Outcome {
    let mut sources = SourceMgr::new();
    let buffer = sources.add_source(name, text);
    let mut stderr = String::new();
    let text = sources.buffer(buffer).bytes();
    let chunks: Vec<std::ops::Range<usize>> = match &opts.common.split_input_file {
        Some(marker) => {
            let split = split_input(text, marker);
            for w in split.near_miss_warnings(&sources, buffer) {
                stderr.push_str(&render(&sources, &w));
            }
            split.chunks.iter().map(|c| c.range()).collect()
        }
        None => std::iter::once(0..text.len()).collect(),
    };
    let mut verifier = opts
        .common
        .verify_diagnostics
        .then(|| Verifier::new(&sources, VerifyMode::All));
    let mut outputs: Vec<Vec<u8>> = Vec::with_capacity(chunks.len());
    let mut success = true;
    for range in chunks {
        let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::default();
        let sink = collected.clone();
        let diags = DiagnosticEngine::with_handler(move |d| sink.lock().push(d));
        let chunk = Chunk {
            sources: &sources,
            buffer,
            range,
        };
        let result = translate_chunk(ctx, chunk, opts, translation, &diags, timing);
        let emitted = std::mem::take(&mut *collected.lock());
        match verifier.as_mut() {
            Some(v) => emitted.iter().for_each(|d| v.process(d)),
            None => emitted
                .iter()
                .for_each(|d| stderr.push_str(&render(&sources, d))),
        }
        match result {
            Some(bytes) => outputs.push(bytes),
            None if verifier.is_some() => outputs.push(Vec::new()),
            None => success = false,
        }
    }
    if let Some(v) = verifier {
        let verdict = v.finish();
        for d in &verdict.failures {
            stderr.push_str(&render(&sources, d));
        }
        success = verdict.passed;
    }
    let output = match &opts.common.split_input_file {
        Some(_) => join_bytes(&outputs, &opts.common.output_split_marker),
        // One chunk: its bytes as they are, not copied.
        None if outputs.len() == 1 => outputs.pop().unwrap_or_default(),
        None => outputs.concat(),
    };
    Outcome {
        output,
        printed: None,
        stderr,
        success,
    }
}

/// Split outputs joined as `mlir-translate` joins them: the output marker and
/// a newline between chunks.
fn join_bytes(outputs: &[Vec<u8>], marker: &str) -> Vec<u8> {
    let separator = output_separator(marker);
    let mut joined = Vec::new();
    for (i, output) in outputs.iter().enumerate() {
        if i > 0 {
            joined.extend_from_slice(separator.as_bytes());
        }
        joined.extend_from_slice(output);
    }
    joined
}

/// Parses, verifies and translates one chunk; `None` when it failed (the
/// diagnostics were emitted).
fn translate_chunk(
    ctx: &Arc<Context>,
    chunk: Chunk<'_>,
    opts: &Options,
    translation: Translation,
    diags: &DiagnosticEngine,
    timing: &mut Timing,
) -> Option<Vec<u8>> {
    let (ir, root) = timing.time("Parser", || opts.common.parse_chunk(ctx, chunk, diags))?;
    timing.time("Verifier", || verify_chunk(&ir, root, diags))?;
    let start = Instant::now();
    if let Some(result) = export_llvm_ir(&ir, root, opts, translation) {
        timing.record("LLVM IR export", start.elapsed());
        return match result {
            Ok(text) => Some(text.into_bytes()),
            Err(errors) => {
                errors.into_iter().for_each(|d| diags.emit(d));
                None
            }
        };
    }
    let module = match find_spirv_module(&ir, root) {
        Ok(m) => m,
        Err(d) => {
            diags.emit(d);
            return None;
        }
    };
    let serialize_opts = SerializeOptions {
        deduce_vce: opts.deduce_vce,
        emit_debug_info: translation == Translation::RoundtripDebug,
        ..SerializeOptions::default()
    };
    let words = match timing.time("Serializer", || serialize(&ir, module, &serialize_opts)) {
        Ok(w) => w,
        Err(d) => {
            diags.emit(d);
            return None;
        }
    };
    match translation {
        Translation::Serialize => {
            if opts.validation_prefix.is_empty() {
                // The IR goes before the bytes are made: the binary is not
                // held twice next to it.
                drop(ir);
                return Some(words_to_bytes(words));
            }
            let bytes = words_to_bytes(words);
            if let Err(message) = save_validation_file(&opts.validation_prefix, &bytes) {
                diags.emit(ir.error_at(ir.op_loc(module), message));
                return None;
            }
            Some(bytes)
        }
        Translation::DxToLlvmIr | Translation::HlslToLlvmIrSpirv => None,
        Translation::Roundtrip | Translation::RoundtripDebug | Translation::Deserialize => {
            let result = timing
                .time("Deserializer", || deserialize(ctx, &words))
                .map_err(|d| vec![d])
                .and_then(|(ir, module)| timing.time("Verifier", || verified(ir, module)));
            match result {
                Ok((ir, module)) => Some(timing.time("Printer", || {
                    print_op(&ir, module, &opts.common.print_options()).into_bytes()
                })),
                Err(errors) => {
                    errors.into_iter().for_each(|d| diags.emit(d));
                    None
                }
            }
        }
    }
}

/// The bytes of a binary, little-endian words as SPIR-V files hold them;
/// the words are let go as soon as they are copied.
fn words_to_bytes(words: Vec<u32>) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(words.len() * 4);
    for word in words {
        bytes.extend_from_slice(&word.to_le_bytes());
    }
    bytes
}

/// The LLVM IR export (docs/llvm-ir-export.md) of a `builtin.module`;
/// `None` for the other translations.
fn export_llvm_ir(
    ir: &Ir,
    root: OpId,
    opts: &Options,
    translation: Translation,
) -> Option<Result<String, Vec<Diagnostic>>> {
    if !matches!(
        translation,
        Translation::DxToLlvmIr | Translation::HlslToLlvmIrSpirv
    ) {
        return None;
    }
    if !ir.op_is(root, "builtin.module") {
        return Some(Err(vec![ir.error_at(
            ir.op_loc(root),
            format!(
                "expected a 'builtin.module' to translate to LLVM IR, got '{}'",
                ir.op_name_str(root)
            ),
        )]));
    }
    Some(match translation {
        Translation::HlslToLlvmIrSpirv => llvm_ir_export::spirv::export(ir, root, &opts.spirv),
        _ => llvm_ir_export::dx::export(ir, root, &opts.dx),
    })
}

/// The `spirv.module` to translate: the parsed op itself, or the only one
/// directly inside a `builtin.module` (implicit or written).
fn find_spirv_module(ir: &Ir, root: OpId) -> Result<OpId, Diagnostic> {
    if SpirvModuleOp::isa(ir, root) {
        return Ok(root);
    }
    if !ir.op_is(root, "builtin.module") {
        return Err(ir.error_at(
            ir.op_loc(root),
            format!(
                "expected a 'spirv.module' op, got '{}'",
                ir.op_name_str(root)
            ),
        ));
    }
    let mut found = ir
        .regions(root)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).iter().copied())
        .flat_map(|b| ir.block_ops(b))
        .filter(|&op| SpirvModuleOp::isa(ir, op));
    match (found.next(), found.next()) {
        (Some(module), None) => Ok(module),
        (None, _) => Err(ir.error_at(ir.op_loc(root), "found no 'spirv.module' op")),
        (Some(_), Some(_)) => {
            Err(ir.error_at(ir.op_loc(root), "found more than one 'spirv.module' op"))
        }
    }
}

/// `--spirv-save-validation-files-with-prefix`: writes `bytes` to a new file
/// `<prefix>XXXXXX.spv` (six random hexadecimal digits, never overwriting a
/// file), as `mlir-translate`'s `serializeModule` does with
/// `llvm::sys::fs::createUniqueFile`.
fn save_validation_file(prefix: &str, bytes: &[u8]) -> Result<(), String> {
    use std::hash::{BuildHasher, Hasher};
    use std::io::Write;
    if prefix.contains(std::path::MAIN_SEPARATOR) {
        let parent = std::path::Path::new(prefix)
            .parent()
            .filter(|p| !p.as_os_str().is_empty());
        if parent.is_some_and(|p| !p.is_dir()) {
            return Err("validation prefix directory does not exist".into());
        }
    }
    let state = std::collections::hash_map::RandomState::new();
    let mut last_error = None;
    for attempt in 0u32..128 {
        let mut hasher = state.build_hasher();
        hasher.write_u32(attempt);
        hasher.write_u32(std::process::id());
        let suffix = format!("{:06x}", hasher.finish() & 0xff_ffff);
        let path = format!("{prefix}{suffix}.spv");
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                return file
                    .write_all(bytes)
                    .map_err(|e| format!("error writing validation output file '{path}': {e}"));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last_error = Some(e),
            Err(e) => return Err(format!("error creating validation output file: {e}")),
        }
    }
    Err(format!(
        "error creating validation output file: {}",
        last_error.map_or_else(String::new, |e| e.to_string())
    ))
}

#[cfg(test)]
mod tests {
    use super::words_in_place;

    #[test]
    fn aligned_words_are_read_in_place_and_unaligned_ones_are_not() {
        let words = [0x0723_0203u32, 0x0001_0000, 7, 0xdead_beef];
        let mut buffer = [0u32; 5];
        // SAFETY: the 20 bytes of `buffer`, which any bytes are valid for.
        let bytes = unsafe { std::slice::from_raw_parts_mut(buffer.as_mut_ptr().cast::<u8>(), 20) };
        for (i, word) in words.iter().enumerate() {
            bytes[i * 4..i * 4 + 4].copy_from_slice(&word.to_le_bytes());
        }
        let expected = cfg!(target_endian = "little").then_some(&words[..]);
        assert_eq!(words_in_place(&bytes[..16]), expected);
        // One byte further on, the same bytes are not 4-aligned.
        bytes.copy_within(0..16, 1);
        assert_eq!(words_in_place(&bytes[1..17]), None);
    }
}
