//! What the project's `mlir-opt`- and `mlir-translate`-style drivers have in
//! common: the options both tools take with the same names and meaning
//! (<https://mlir.llvm.org/docs/Tools/mlir-opt/>,
//! <https://mlir.llvm.org/docs/Tools/mlir-translate/>), the input they read and
//! the IR they print straight to the output.

use std::ops::Range;
use std::process::ExitCode;
use std::sync::Arc;

use crate::Context;
use crate::asm::{ParseOptions, PrintOptions, parse_source_range, write_op_to};
use crate::diagnostics::{BufferId, DiagnosticEngine, SourceMgr};
use crate::ir::{Ir, OpId};
use crate::mapped_input::SourceText;
use crate::tool_cli::{CommandLine, flag_value};

/// The field of a boolean option.
type Flag = fn(&mut CommonOptions) -> &mut bool;

/// The boolean options both drivers take, each with its field.
const FLAGS: &[(&str, Flag)] = &[
    ("verify-diagnostics", |o| &mut o.verify_diagnostics),
    ("allow-unregistered-dialect", |o| {
        &mut o.allow_unregistered_dialect
    }),
    ("mlir-disable-threading", |o| &mut o.disable_threading),
    ("no-implicit-module", |o| &mut o.no_implicit_module),
    ("mlir-print-op-generic", |o| &mut o.print_op_generic),
    ("mlir-print-debuginfo", |o| &mut o.print_debuginfo),
    ("mlir-print-local-scope", |o| &mut o.print_local_scope),
];

/// The options both drivers take.
#[derive(Debug, Clone)]
pub struct CommonOptions {
    /// The positional input file (`-` is stdin).
    pub input: String,
    /// `-o`.
    pub output: String,
    /// `--split-input-file[=<marker>]`.
    pub split_input_file: Option<String>,
    /// `--output-split-marker`.
    pub output_split_marker: String,
    pub verify_diagnostics: bool,
    pub allow_unregistered_dialect: bool,
    /// `--mlir-disable-threading`: one thread for everything.
    pub disable_threading: bool,
    pub no_implicit_module: bool,
    pub print_op_generic: bool,
    pub print_debuginfo: bool,
    pub print_local_scope: bool,
    /// `--parse-parallel-min-bytes=<n>`: see [`ParseOptions::parallel_min_bytes`].
    pub parse_parallel_min_bytes: u32,
    pub show_help: bool,
    pub show_version: bool,
}

impl CommonOptions {
    /// The defaults; outputs of split chunks are joined with
    /// `output_split_marker`.
    pub fn new(output_split_marker: &str) -> Self {
        CommonOptions {
            input: "-".into(),
            output: "-".into(),
            split_input_file: None,
            output_split_marker: output_split_marker.into(),
            verify_diagnostics: false,
            allow_unregistered_dialect: false,
            disable_threading: false,
            no_implicit_module: false,
            print_op_generic: false,
            print_debuginfo: false,
            print_local_scope: false,
            parse_parallel_min_bytes: crate::asm::parser::DEFAULT_PARALLEL_MIN_BYTES,
            show_help: false,
            show_version: false,
        }
    }

    /// Reads option `name` (with `value`, or the next argument of `cli`) when
    /// it is one of the common options: whether it was.
    pub fn parse_option(
        &mut self,
        cli: &mut CommandLine<'_>,
        name: &str,
        value: &Option<String>,
    ) -> Result<bool, String> {
        match name {
            "o" => self.output = cli.value(value.clone(), "'-o' requires a file name")?,
            "split-input-file" => {
                self.split_input_file = Some(value.clone().unwrap_or_else(|| "// -----".into()))
            }
            "output-split-marker" => self.output_split_marker = value.clone().unwrap_or_default(),
            "parse-parallel-min-bytes" => {
                let text = cli.value(
                    value.clone(),
                    "'--parse-parallel-min-bytes' requires a byte count",
                )?;
                self.parse_parallel_min_bytes = text.parse().map_err(|_| {
                    format!("invalid byte count '{text}' for '--parse-parallel-min-bytes'")
                })?;
            }
            "h" | "help" | "help-hidden" => self.show_help = true,
            "version" => self.show_version = true,
            _ => match FLAGS.iter().find(|(flag, _)| *flag == name) {
                Some((_, field)) => *field(self) = flag_value(name, value)?,
                None => return Ok(false),
            },
        }
        Ok(true)
    }

    /// Takes the positional arguments: at most one, the input file;
    /// `too_many` is the error otherwise.
    pub fn take_input(
        &mut self,
        mut positional: Vec<String>,
        too_many: &str,
    ) -> Result<(), String> {
        match positional.len() {
            0 => Ok(()),
            1 => {
                self.input = positional.remove(0);
                Ok(())
            }
            _ => Err(too_many.into()),
        }
    }

    /// Parses `chunk` of the input as the options say; `None` when it
    /// failed (the diagnostics went to `diags`).
    pub fn parse_chunk(
        &self,
        ctx: &Arc<Context>,
        chunk: Chunk<'_>,
        diags: &DiagnosticEngine,
    ) -> Option<(Ir, OpId)> {
        let opts = ParseOptions {
            implicit_module: !self.no_implicit_module,
            parallel_min_bytes: self.parse_parallel_min_bytes,
            ..ParseOptions::default()
        };
        parse_source_range(ctx, chunk.sources, chunk.buffer, chunk.range, &opts, diags)
    }

    /// How the output is printed, as far as the common options say.
    pub fn print_options(&self) -> PrintOptions {
        PrintOptions {
            generic: self.print_op_generic,
            debug_info: self.print_debuginfo,
            local_scope: self.print_local_scope,
            ..PrintOptions::default()
        }
    }
}

/// The `--help` lines of the common options whose text both tools share.
pub mod help {
    /// One `--help` line: the flag as written and what it does.
    pub type Line = (&'static str, &'static str);

    pub const ALLOW_UNREGISTERED_DIALECT: Line = (
        "--allow-unregistered-dialect",
        "Allow operation with no registered dialects",
    );
    pub const PRINT_DEBUGINFO: Line = ("--mlir-print-debuginfo", "Print debug info in MLIR output");
    pub const PRINT_OP_GENERIC: Line = ("--mlir-print-op-generic", "Print the generic op form");
    pub const PRINT_LOCAL_SCOPE: Line = (
        "--mlir-print-local-scope",
        "Print with local scope and inline information (eliding aliases for attributes, types, and locations)",
    );
    pub const OUTPUT: Line = (
        "-o <filename>",
        "Output filename (written only on success; '-' is stdout)",
    );
    pub const OUTPUT_SPLIT_MARKER: Line = (
        "--output-split-marker=<string>",
        "Split marker to use for merging the output",
    );
    pub const VERIFY_DIAGNOSTICS: Line = (
        "--verify-diagnostics",
        "Check that emitted diagnostics match expected-* lines on the corresponding line",
    );
    pub const PARSE_PARALLEL_MIN_BYTES: Line = (
        "--parse-parallel-min-bytes=<n>",
        "Parse a block of at least <n> bytes on two threads (default 1 MiB; 0 splits the first block that can be, for testing)",
    );
    pub const HELP: Line = ("--help", "Display available options");
    pub const VERSION: Line = ("--version", "Display the version of this program");
}

/// One chunk of an input buffer (all of it, or one piece of
/// `--split-input-file`), processed on its own.
pub struct Chunk<'a> {
    pub sources: &'a SourceMgr,
    pub buffer: BufferId,
    pub range: Range<usize>,
}

/// Verifies the IR of a chunk: `None` when the verifier failed (its errors
/// went to `diags`).
pub fn verify_chunk(ir: &Ir, root: OpId, diags: &DiagnosticEngine) -> Option<()> {
    if let Err(errors) = crate::verifier::verify(ir, root) {
        errors.into_iter().for_each(|d| diags.emit(d));
        return None;
    }
    Some(())
}

/// Ends a tool's run: its exit code, or the message of its failure on
/// stderr and a failure.
pub fn report_failure(outcome: Result<ExitCode, String>) -> ExitCode {
    outcome.unwrap_or_else(|message| {
        eprintln!("{message}");
        ExitCode::FAILURE
    })
}

/// Reads the input file; `-` is stdin, named `<stdin>` in diagnostics as
/// upstream. The input is bytes: MLIR's string literals may hold bytes that
/// are not UTF-8, and SPIR-V binaries are read as well. A large regular file
/// (standard input redirected from one, too) is mapped rather than copied
/// ([`SourceText`]). `cannot_open` starts the message of a failure
/// (`<cannot_open> '<path>': <error>`).
pub fn read_input(path: &str, cannot_open: &str) -> Result<(String, SourceText), String> {
    let failed = |e: std::io::Error| format!("{cannot_open} '{path}': {e}");
    if path == "-" {
        #[cfg(unix)]
        {
            use std::os::fd::FromRawFd;
            // SAFETY: descriptor 0 is open for the life of the process; the
            // `File` is never dropped, so it is not closed.
            let mut stdin = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(0) });
            let text = SourceText::read(&mut stdin).map_err(failed)?;
            return Ok(("<stdin>".to_string(), text));
        }
        #[cfg(not(unix))]
        {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map_err(failed)?;
            return Ok(("<stdin>".to_string(), SourceText::Owned(bytes)));
        }
    }
    let mut file = std::fs::File::open(path).map_err(failed)?;
    let text = SourceText::read(&mut file).map_err(failed)?;
    Ok((path.to_string(), text))
}

/// IR with the options to print it with, printed only when the output is
/// written, straight to its destination: its text is never held in memory
/// whole.
pub struct PrintedIr {
    pub ir: Ir,
    pub root: OpId,
    pub opts: PrintOptions,
}

impl PrintedIr {
    /// Writes the root op's text to `out`.
    pub fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        write_op_to(&self.ir, self.root, &self.opts, out)
    }
}
