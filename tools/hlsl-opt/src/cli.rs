//! Command-line parsing for `hlsl-opt`, with `mlir-opt`'s flag names and LLVM's
//! `cl` conventions: `-flag` and `--flag` are the same, values follow `=` or come
//! as the next argument, and every registered pass is a flag of its own
//! (`--convert-hlsl-to-spirv`, `--convert-hlsl-to-spirv="target-env=vulkan1.2"`).

use shader_mlir::pass::PassRegistry;
use shader_mlir::tool_cli::{CliOption, CommandLine, flag_value, help_lines};
use shader_mlir::tool_options::{CommonOptions, help};

/// One step of the pipeline given on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PipelineArg {
    /// `--<pass>` or `--<pass>=<options>`.
    Pass { argument: String, options: String },
    /// `--pass-pipeline=<text>`.
    Pipeline(String),
}

/// Parsed command line.
#[derive(Debug, Clone)]
pub struct Options {
    /// The options `hlsl-translate` takes as well.
    pub common: CommonOptions,
    pub pretty_debuginfo: bool,
    pub print_unique_ssa_ids: bool,
    pub use_nameloc_as_prefix: bool,
    pub print_skip_regions: bool,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    pub print_ir_after_failure: bool,
    pub timing: bool,
    pub verify_each: bool,
    pub pipeline: Vec<PipelineArg>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            common: CommonOptions::new("// -----"),
            pretty_debuginfo: false,
            print_unique_ssa_ids: false,
            use_nameloc_as_prefix: false,
            print_skip_regions: false,
            print_ir_before_all: false,
            print_ir_after_all: false,
            print_ir_after_failure: false,
            timing: false,
            verify_each: true,
            pipeline: Vec::new(),
        }
    }
}

/// Parses `args` (without the program name).
pub fn parse_args(args: &[String], registry: &PassRegistry) -> Result<Options, String> {
    let mut o = Options::default();
    let mut cli = CommandLine::new(args);
    while let Some(CliOption { arg, name, value }) = cli.next_option() {
        match name {
            // mlir-opt's `--verify-diagnostics` takes an optional mode.
            "verify-diagnostics" => o.common.verify_diagnostics = true,
            "mlir-pretty-debuginfo" => o.pretty_debuginfo = flag_value(name, &value)?,
            "mlir-print-unique-ssa-ids" => o.print_unique_ssa_ids = flag_value(name, &value)?,
            "mlir-use-nameloc-as-prefix" => o.use_nameloc_as_prefix = flag_value(name, &value)?,
            "mlir-print-skip-regions" => o.print_skip_regions = flag_value(name, &value)?,
            "mlir-print-ir-before-all" => o.print_ir_before_all = flag_value(name, &value)?,
            "mlir-print-ir-after-all" => o.print_ir_after_all = flag_value(name, &value)?,
            "mlir-print-ir-after-failure" => o.print_ir_after_failure = flag_value(name, &value)?,
            "mlir-timing" => o.timing = flag_value(name, &value)?,
            "verify-each" => o.verify_each = flag_value(name, &value)?,
            "pass-pipeline" => {
                let text = cli.value(value, "'--pass-pipeline' requires a pipeline")?;
                o.pipeline.push(PipelineArg::Pipeline(text));
            }
            _ => {
                if o.common.parse_option(&mut cli, name, &value)? {
                    continue;
                }
                if registry.lookup(name).is_none() {
                    return Err(format!(
                        "Unknown command line argument '{arg}'.  Try: 'hlsl-opt --help'"
                    ));
                }
                o.pipeline.push(PipelineArg::Pass {
                    argument: name.to_string(),
                    options: value.unwrap_or_default(),
                });
            }
        }
    }
    o.common.take_input(
        cli.positional,
        "Too many positional arguments specified! Can specify at most 1 positional argument: See: hlsl-opt --help",
    )?;
    Ok(o)
}

/// The `--help` text: flags, then every registered pass with its options.
pub fn help(registry: &PassRegistry) -> String {
    let mut out = String::new();
    out.push_str(
        "OVERVIEW: hlsl-opt: MLIR modular optimizer driver for shader-resource dialects\n\n",
    );
    out.push_str("USAGE: hlsl-opt [options] <input file>\n\nOPTIONS:\n\n");
    let flags: &[help::Line] = &[
        help::ALLOW_UNREGISTERED_DIALECT,
        (
            "--mlir-disable-threading",
            "Disable multi-threading: run nested pass pipelines on the calling thread",
        ),
        help::PRINT_DEBUGINFO,
        ("--mlir-print-ir-after-all", "Print IR after each pass"),
        (
            "--mlir-print-ir-after-failure",
            "When printing the IR after a pass, only print if the pass failed",
        ),
        ("--mlir-print-ir-before-all", "Print IR before each pass"),
        help::PRINT_LOCAL_SCOPE,
        help::PRINT_OP_GENERIC,
        (
            "--mlir-pretty-debuginfo",
            "Print pretty debug info in MLIR output",
        ),
        (
            "--mlir-print-skip-regions",
            "Skip regions when printing ops",
        ),
        (
            "--mlir-print-unique-ssa-ids",
            "Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions",
        ),
        (
            "--mlir-use-nameloc-as-prefix",
            "Print SSA IDs using NameLocs as prefixes",
        ),
        ("--mlir-timing", "Display execution times"),
        (
            "--no-implicit-module",
            "Disable implicit addition of a top-level module op during parsing",
        ),
        help::OUTPUT,
        help::OUTPUT_SPLIT_MARKER,
        help::PARSE_PARALLEL_MIN_BYTES,
        (
            "--pass-pipeline=<string>",
            "Textual description of the pass pipeline to run, e.g. 'builtin.module(func.func(cse))'",
        ),
        (
            "--split-input-file[=<string>]",
            "Split the input file into chunks at the marker ('// -----' by default) and process each chunk independently",
        ),
        help::VERIFY_DIAGNOSTICS,
        (
            "--verify-each",
            "Run the verifier after each transformation pass (default: true)",
        ),
        help::HELP,
        help::VERSION,
    ];
    help_lines(&mut out, flags, 36);
    out.push_str("\n  Passes:\n");
    for info in registry.iter() {
        out.push_str(&format!("    --{:<34} - {}\n", info.argument, info.summary));
        for opt in info.options {
            out.push_str(&format!("      {}\n", opt.help_line()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_mlir_opt_style_flags() {
        let mut registry = PassRegistry::new();
        shader_mlir::transforms::register_passes(&mut registry);
        let o = parse_args(
            &[
                "-split-input-file",
                "--verify-each=false",
                "in.mlir",
                "-o",
                "out.mlir",
                "--symbol-dce",
                "--pass-pipeline=builtin.module(strip-debuginfo)",
            ]
            .map(String::from),
            &registry,
        )
        .unwrap();
        assert_eq!(o.common.input, "in.mlir");
        assert_eq!(o.common.output, "out.mlir");
        assert_eq!(o.common.split_input_file.as_deref(), Some("// -----"));
        assert!(!o.verify_each);
        assert_eq!(o.pipeline.len(), 2);
        assert!(
            parse_args(&["--bogus"].map(String::from), &registry)
                .unwrap_err()
                .contains("Unknown command line argument")
        );
        assert!(parse_args(&["a", "b"].map(String::from), &registry).is_err());
        assert!(!o.common.disable_threading);
        assert!(
            parse_args(&["--mlir-disable-threading"].map(String::from), &registry)
                .unwrap()
                .common
                .disable_threading
        );
    }
}
