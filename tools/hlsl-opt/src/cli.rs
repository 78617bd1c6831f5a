//! Command-line parsing for `hlsl-opt`, with `mlir-opt`'s flag names and LLVM's
//! `cl` conventions: `-flag` and `--flag` are the same, values follow `=` or come
//! as the next argument, and every registered pass is a flag of its own
//! (`--convert-hlsl-to-spirv`, `--convert-hlsl-to-spirv="target-env=vulkan1.2"`).

use shader_mlir::pass::PassRegistry;
use shader_mlir::tool_cli::{CliOption, CommandLine, flag_value, help_lines};

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
    pub input: String,
    pub output: String,
    pub split_input_file: Option<String>,
    pub output_split_marker: String,
    pub verify_diagnostics: bool,
    pub allow_unregistered_dialect: bool,
    pub print_op_generic: bool,
    pub print_debuginfo: bool,
    pub print_local_scope: bool,
    pub pretty_debuginfo: bool,
    pub print_unique_ssa_ids: bool,
    pub use_nameloc_as_prefix: bool,
    pub print_skip_regions: bool,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    pub print_ir_after_failure: bool,
    pub timing: bool,
    pub disable_threading: bool,
    pub verify_each: bool,
    pub no_implicit_module: bool,
    pub pipeline: Vec<PipelineArg>,
    pub show_help: bool,
    pub show_version: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input: "-".into(),
            output: "-".into(),
            split_input_file: None,
            output_split_marker: "// -----".into(),
            verify_diagnostics: false,
            allow_unregistered_dialect: false,
            print_op_generic: false,
            print_debuginfo: false,
            print_local_scope: false,
            pretty_debuginfo: false,
            print_unique_ssa_ids: false,
            use_nameloc_as_prefix: false,
            print_skip_regions: false,
            print_ir_before_all: false,
            print_ir_after_all: false,
            print_ir_after_failure: false,
            timing: false,
            disable_threading: false,
            verify_each: true,
            no_implicit_module: false,
            pipeline: Vec::new(),
            show_help: false,
            show_version: false,
        }
    }
}

/// Parses `args` (without the program name).
pub fn parse_args(args: &[String], registry: &PassRegistry) -> Result<Options, String> {
    let mut o = Options::default();
    let mut cli = CommandLine::new(args);
    while let Some(CliOption { arg, name, value }) = cli.next_option() {
        match name {
            "o" => o.output = cli.value(value, "'-o' requires a file name")?,
            "split-input-file" => {
                o.split_input_file = Some(value.unwrap_or_else(|| "// -----".into()))
            }
            "output-split-marker" => o.output_split_marker = value.unwrap_or_default(),
            "verify-diagnostics" => o.verify_diagnostics = true,
            "allow-unregistered-dialect" => {
                o.allow_unregistered_dialect = flag_value(name, &value)?
            }
            "mlir-print-op-generic" => o.print_op_generic = flag_value(name, &value)?,
            "mlir-print-debuginfo" => o.print_debuginfo = flag_value(name, &value)?,
            "mlir-print-local-scope" => o.print_local_scope = flag_value(name, &value)?,
            "mlir-pretty-debuginfo" => o.pretty_debuginfo = flag_value(name, &value)?,
            "mlir-print-unique-ssa-ids" => o.print_unique_ssa_ids = flag_value(name, &value)?,
            "mlir-use-nameloc-as-prefix" => o.use_nameloc_as_prefix = flag_value(name, &value)?,
            "mlir-print-skip-regions" => o.print_skip_regions = flag_value(name, &value)?,
            "mlir-print-ir-before-all" => o.print_ir_before_all = flag_value(name, &value)?,
            "mlir-print-ir-after-all" => o.print_ir_after_all = flag_value(name, &value)?,
            "mlir-print-ir-after-failure" => o.print_ir_after_failure = flag_value(name, &value)?,
            "mlir-timing" => o.timing = flag_value(name, &value)?,
            "verify-each" => o.verify_each = flag_value(name, &value)?,
            "no-implicit-module" => o.no_implicit_module = flag_value(name, &value)?,
            "mlir-disable-threading" => o.disable_threading = flag_value(name, &value)?,
            "h" | "help" | "help-hidden" => o.show_help = true,
            "version" => o.show_version = true,
            "pass-pipeline" => {
                let text = cli.value(value, "'--pass-pipeline' requires a pipeline")?;
                o.pipeline.push(PipelineArg::Pipeline(text));
            }
            _ if registry.lookup(name).is_some() => {
                o.pipeline.push(PipelineArg::Pass {
                    argument: name.to_string(),
                    options: value.unwrap_or_default(),
                });
            }
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: 'hlsl-opt --help'"
                ));
            }
        }
    }
    let mut positional = cli.positional;
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => return Err("Too many positional arguments specified! Can specify at most 1 positional argument: See: hlsl-opt --help".into()),
    }
    Ok(o)
}

/// The `--help` text: flags, then every registered pass with its options.
pub fn help(registry: &PassRegistry) -> String {
    let mut out = String::new();
    out.push_str(
        "OVERVIEW: hlsl-opt: MLIR modular optimizer driver for shader-resource dialects\n\n",
    );
    out.push_str("USAGE: hlsl-opt [options] <input file>\n\nOPTIONS:\n\n");
    let flags: &[(&str, &str)] = &[
        (
            "--allow-unregistered-dialect",
            "Allow operation with no registered dialects",
        ),
        (
            "--mlir-disable-threading",
            "Disable multi-threading: run nested pass pipelines on the calling thread",
        ),
        ("--mlir-print-debuginfo", "Print debug info in MLIR output"),
        ("--mlir-print-ir-after-all", "Print IR after each pass"),
        (
            "--mlir-print-ir-after-failure",
            "When printing the IR after a pass, only print if the pass failed",
        ),
        ("--mlir-print-ir-before-all", "Print IR before each pass"),
        (
            "--mlir-print-local-scope",
            "Print with local scope and inline information (eliding aliases for attributes, types, and locations)",
        ),
        ("--mlir-print-op-generic", "Print the generic op form"),
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
        (
            "-o <filename>",
            "Output filename (written only on success; '-' is stdout)",
        ),
        (
            "--output-split-marker=<string>",
            "Split marker to use for merging the output",
        ),
        (
            "--pass-pipeline=<string>",
            "Textual description of the pass pipeline to run, e.g. 'builtin.module(func.func(cse))'",
        ),
        (
            "--split-input-file[=<string>]",
            "Split the input file into chunks at the marker ('// -----' by default) and process each chunk independently",
        ),
        (
            "--verify-diagnostics",
            "Check that emitted diagnostics match expected-* lines on the corresponding line",
        ),
        (
            "--verify-each",
            "Run the verifier after each transformation pass (default: true)",
        ),
        ("--help", "Display available options"),
        ("--version", "Display the version of this program"),
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

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_mlir_opt_style_flags() {
        let mut registry = PassRegistry::new();
        shader_mlir::transforms::register_passes(&mut registry);
        let o = parse_args(
            &args(&[
                "-split-input-file",
                "--verify-each=false",
                "in.mlir",
                "-o",
                "out.mlir",
                "--symbol-dce",
                "--pass-pipeline=builtin.module(strip-debuginfo)",
            ]),
            &registry,
        )
        .unwrap();
        assert_eq!(o.input, "in.mlir");
        assert_eq!(o.output, "out.mlir");
        assert_eq!(o.split_input_file.as_deref(), Some("// -----"));
        assert!(!o.verify_each);
        assert_eq!(o.pipeline.len(), 2);
        assert!(
            parse_args(&args(&["--bogus"]), &registry)
                .unwrap_err()
                .contains("Unknown command line argument")
        );
        assert!(parse_args(&args(&["a", "b"]), &registry).is_err());
        assert!(!o.disable_threading);
        assert!(
            parse_args(&args(&["--mlir-disable-threading"]), &registry)
                .unwrap()
                .disable_threading
        );
    }
}
