//! Command-line parsing for `hlsl-translate`, with `mlir-translate`'s flag
//! names and LLVM's `cl` conventions: `-flag` and `--flag` are the same, values
//! follow `=` or come as the next argument, and exactly one translation is
//! chosen.

use shader_mlir::tool_cli::{CliOption, CommandLine, flag_value, help_lines};
use shader_mlir::tool_options::{CommonOptions, help};

/// The translation to perform (`mlir-translate`'s "Translations to perform").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Translation {
    /// `--serialize-spirv`: MLIR text in, SPIR-V binary out.
    Serialize,
    /// `--deserialize-spirv`: SPIR-V binary in, MLIR text out.
    Deserialize,
    /// `--test-spirv-roundtrip`: MLIR text in, serialized and deserialized
    /// again, MLIR text out.
    Roundtrip,
    /// `--test-spirv-roundtrip-debug`: the same with debug information
    /// (`OpString`/`OpLine`) written and read back as locations.
    RoundtripDebug,
    /// `--dx-to-llvmir`: a `dx`-dialect module in, LLVM IR for the DirectX
    /// backend out.
    DxToLlvmIr,
    /// `--hlsl-to-llvmir-spirv`: an `hlsl`-dialect module in, LLVM IR for
    /// the SPIR-V backend out.
    HlslToLlvmIrSpirv,
}

/// The translations, their flags and help lines.
const TRANSLATIONS: &[(&str, Translation, &str)] = &[
    (
        "dx-to-llvmir",
        Translation::DxToLlvmIr,
        "translate a dx-dialect module to LLVM IR for LLVM's DirectX backend",
    ),
    (
        "hlsl-to-llvmir-spirv",
        Translation::HlslToLlvmIrSpirv,
        "translate an hlsl-dialect module to LLVM IR for LLVM's SPIR-V backend (Vulkan)",
    ),
    (
        "deserialize-spirv",
        Translation::Deserialize,
        "deserializes the SPIR-V module",
    ),
    (
        "serialize-spirv",
        Translation::Serialize,
        "serialize SPIR-V dialect",
    ),
    (
        "test-spirv-roundtrip",
        Translation::Roundtrip,
        "test roundtrip in SPIR-V dialect",
    ),
    (
        "test-spirv-roundtrip-debug",
        Translation::RoundtripDebug,
        "test roundtrip debug in SPIR-V",
    ),
];

/// Parsed command line.
#[derive(Debug, Clone)]
pub struct Options {
    pub translation: Option<Translation>,
    /// The options `hlsl-opt` takes as well.
    pub common: CommonOptions,
    pub deduce_vce: bool,
    /// `--spirv-save-validation-files-with-prefix`: each serialized module is
    /// also written to a new file named `<prefix>XXXXXX.spv` (empty: none).
    pub validation_prefix: String,
    /// `--dxil-shader-model=6.M` of `--dx-to-llvmir`.
    pub dx: llvm_ir_export::DxOptions,
    /// `--spirv-implicit-bindings` of `--hlsl-to-llvmir-spirv`.
    pub spirv: llvm_ir_export::SpirvOptions,
    /// `--mlir-timing`: report the wall time of each phase on stderr.
    pub timing: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            translation: None,
            // mlir-translate joins split outputs with an empty marker.
            common: CommonOptions::new(""),
            deduce_vce: false,
            validation_prefix: String::new(),
            dx: llvm_ir_export::DxOptions::default(),
            spirv: llvm_ir_export::SpirvOptions::default(),
            timing: false,
        }
    }
}

/// Parses `args` (without the program name).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut cli = CommandLine::new(args);
    while let Some(CliOption { arg, name, value }) = cli.next_option() {
        if let Some(&(_, translation, _)) = TRANSLATIONS.iter().find(|(flag, ..)| *flag == name) {
            if o.translation.is_some_and(|t| t != translation) {
                return Err(
                    "Translations to perform option: may only occur zero or one times!".into(),
                );
            }
            o.translation = Some(translation);
            continue;
        }
        if o.common.parse_option(&mut cli, name, &value)? {
            continue;
        }
        match name {
            "spirv-save-validation-files-with-prefix" => {
                let missing = "'--spirv-save-validation-files-with-prefix' requires a value";
                o.validation_prefix = cli.value(value, missing)?;
            }
            "spirv-deduce-vce" => o.deduce_vce = flag_value(name, &value)?,
            "mlir-timing" => o.timing = flag_value(name, &value)?,
            "dxil-shader-model" => {
                let v = value.ok_or("'--dxil-shader-model' requires a value, e.g. 6.6")?;
                o.dx.shader_model_minor = v
                    .strip_prefix("6.")
                    .and_then(|m| m.parse().ok())
                    .filter(|m| *m <= 9)
                    .ok_or_else(|| {
                        format!("'{v}' is not a valid value for '--dxil-shader-model'; expected 6.0 to 6.9")
                    })?;
            }
            "spirv-implicit-bindings" => o.spirv.implicit_bindings = flag_value(name, &value)?,
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: 'hlsl-translate --help'"
                ));
            }
        }
    }
    o.common.take_input(
        cli.positional,
        "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: hlsl-translate --help",
    )?;
    Ok(o)
}

/// The `--help` text.
pub fn help() -> String {
    let mut out = String::new();
    out.push_str("OVERVIEW: hlsl-translate: translation between MLIR text and SPIR-V binaries, and to LLVM IR\n\n");
    out.push_str("USAGE: hlsl-translate [options] <input file>\n\nOPTIONS:\n\n");
    out.push_str("  Translations to perform\n");
    for (flag, _, help) in TRANSLATIONS {
        out.push_str(&format!("      --{flag:<34} - {help}\n"));
    }
    out.push('\n');
    let flags: &[help::Line] = &[
        help::ALLOW_UNREGISTERED_DIALECT,
        (
            "--mlir-disable-threading",
            "Disable multi-threading within MLIR",
        ),
        help::PRINT_DEBUGINFO,
        help::PRINT_OP_GENERIC,
        (
            "--mlir-timing",
            "Display execution times (parsing, verification, translation and output, each in total)",
        ),
        help::PRINT_LOCAL_SCOPE,
        (
            "--no-implicit-module",
            "Disable the parsing of an implicit top-level module op",
        ),
        help::OUTPUT,
        help::OUTPUT_SPLIT_MARKER,
        help::PARSE_PARALLEL_MIN_BYTES,
        (
            "--spirv-deduce-vce",
            "Serialize a spirv.module without 'requires #spirv.vce<...>' with the minimal triple its ops need",
        ),
        (
            "--dxil-shader-model=6.M",
            "Shader model of --dx-to-llvmir (triple dxilv1.M-pc-shadermodel6.M-compute; default 6.6)",
        ),
        (
            "--spirv-implicit-bindings",
            "Keep implicit bindings as llvm.spv.resource.handlefromimplicitbinding calls in --hlsl-to-llvmir-spirv (LLVM's backend assigns them) instead of the bindings --convert-hlsl-to-spirv assigns",
        ),
        (
            "--spirv-save-validation-files-with-prefix=<string>",
            "Also write each module --serialize-spirv serializes to a new file <string>XXXXXX.spv (for validating the chunks of --split-input-file one by one); remove them once processed",
        ),
        (
            "--split-input-file[=<string>]",
            "Split the input file into chunks using the given or default marker and process each chunk independently",
        ),
        help::VERIFY_DIAGNOSTICS,
        help::HELP,
        help::VERSION,
    ];
    help_lines(&mut out, flags, 38);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_mlir_translate_flags() {
        let o = parse_args(
            &[
                "-serialize-spirv",
                "--no-implicit-module",
                "in.mlir",
                "-o",
                "out.spv",
            ]
            .map(String::from),
        )
        .unwrap();
        assert_eq!(o.translation, Some(Translation::Serialize));
        assert!(o.common.no_implicit_module);
        assert_eq!(
            (o.common.input.as_str(), o.common.output.as_str()),
            ("in.mlir", "out.spv")
        );
        let o = parse_args(
            &["--deserialize-spirv", "-o=x.mlir", "--split-input-file"].map(String::from),
        )
        .unwrap();
        assert_eq!(o.translation, Some(Translation::Deserialize));
        assert_eq!(o.common.output, "x.mlir");
        assert_eq!(o.common.split_input_file.as_deref(), Some("// -----"));
        assert!(
            parse_args(&["--serialize-spirv", "--deserialize-spirv"].map(String::from)).is_err()
        );
        assert!(
            parse_args(&["--bogus"].map(String::from))
                .unwrap_err()
                .contains("Unknown command line argument")
        );
        assert!(parse_args(&["a", "b"].map(String::from)).is_err());
        assert!(help().contains("--test-spirv-roundtrip"));
        assert!(help().contains("--spirv-save-validation-files-with-prefix"));
        for form in [
            "--spirv-save-validation-files-with-prefix=dir/p",
            "--spirv-save-validation-files-with-prefix dir/p",
        ] {
            let args: Vec<String> = form.split(' ').map(String::from).collect();
            let o = parse_args(&args).unwrap();
            assert_eq!(o.validation_prefix, "dir/p");
        }
        let o = parse_args(
            &["-test-spirv-roundtrip-debug", "-mlir-print-local-scope"].map(String::from),
        )
        .unwrap();
        assert_eq!(o.translation, Some(Translation::RoundtripDebug));
        assert!(o.common.print_local_scope);
        let o =
            parse_args(&["--hlsl-to-llvmir-spirv", "--spirv-implicit-bindings"].map(String::from))
                .unwrap();
        assert_eq!(o.translation, Some(Translation::HlslToLlvmIrSpirv));
        assert!(o.spirv.implicit_bindings);
        let o =
            parse_args(&["--dx-to-llvmir", "--dxil-shader-model=6.3"].map(String::from)).unwrap();
        assert_eq!(o.translation, Some(Translation::DxToLlvmIr));
        assert_eq!(o.dx.shader_model_minor, 3);
        assert!(parse_args(&["--dxil-shader-model=5.1"].map(String::from)).is_err());
    }
}
