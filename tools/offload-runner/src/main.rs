//! `offload-runner`: runs a pipeline description of LLVM's offload test suite
//! (<https://github.com/llvm/offload-test-suite>) on Vulkan through the
//! `vulkan-runner` library (Mesa's lavapipe by preference), checks its `Results`
//! and prints the pipeline with the data read back in the suite's format, so that
//! the suite's FileCheck lines apply to its output.
//!
//! ```text
//! offload-runner [options] <pipeline.yaml> <shader.spv>...
//!   -o <file>            write the pipeline there instead of standard output
//!   --quiet              check results but print nothing on success
//!   --compile <command>  run `sh -c <command>` first, with OUT naming a fresh
//!                        file; OUT is the shader when none is given
//!   --hlsl <source>      compile each shader of the pipeline from this HLSL
//!                        file with hlslc (its Stage and Entry give -T and -E)
//!   --hlslc <path>       the hlslc to use (default: the one next to this
//!                        executable, else PATH's)
//!   --hlslc-arg <arg>    pass one more option to hlslc (repeatable)
//!   --spirv-val <path>   the validator to run on every shader (default: PATH's)
//!   --no-spirv-val       do not validate (drivers may crash on invalid modules)
//!   --validation-layer   enable VK_LAYER_KHRONOS_validation when installed
//!   --lit-features       print the device's lit feature names and exit
//! ```
//!
//! Exit status 0 when the pipeline ran and every result holds; 1 otherwise, after
//! the failed comparisons (or `gpu-exec: error: <why>`) on standard error.

mod error;
mod execute;
mod features;
mod pipeline;
mod print;
mod results;
mod validate;
mod values;
mod yaml_out;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

use vulkan_runner::{Options as RunnerOptions, Runner};

use crate::error::Failure;
use crate::pipeline::Pipeline;

#[derive(Debug, Default)]
struct Options {
    pipeline: Option<PathBuf>,
    shaders: Vec<PathBuf>,
    output: Option<PathBuf>,
    quiet: bool,
    compile: Option<String>,
    hlsl: Option<PathBuf>,
    hlslc: Option<PathBuf>,
    hlslc_args: Vec<String>,
    spirv_val: Option<PathBuf>,
    validate: bool,
    validation_layer: bool,
    lit_features: bool,
}

fn parse_args(args: impl Iterator<Item = String>) -> Result<Options, Failure> {
    let mut options = Options {
        validate: true,
        ..Options::default()
    };
    let mut args = args.peekable();
    let usage = |message: String| Failure::Description(message);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .ok_or_else(|| usage(format!("{name} needs a value")))
        };
        match arg.as_str() {
            "-o" => options.output = Some(PathBuf::from(value("-o")?)),
            "--quiet" | "-quiet" => options.quiet = true,
            "--compile" => options.compile = Some(value("--compile")?),
            "--hlsl" => options.hlsl = Some(PathBuf::from(value("--hlsl")?)),
            "--hlslc" => options.hlslc = Some(PathBuf::from(value("--hlslc")?)),
            "--hlslc-arg" => options.hlslc_args.push(value("--hlslc-arg")?),
            "--spirv-val" => options.spirv_val = Some(PathBuf::from(value("--spirv-val")?)),
            "--no-spirv-val" => options.validate = false,
            "--validation-layer" | "-validation-layer" | "-debug-layer" => {
                options.validation_layer = true;
            }
            "--lit-features" => options.lit_features = true,
            "-h" | "--help" => {
                return Err(usage(
                    "usage: offload-runner [-o FILE] [--quiet] [--compile CMD] [--hlsl SOURCE [--hlslc PATH] \
                     [--hlslc-arg ARG]...] [--spirv-val PATH] \
                     [--no-spirv-val] [--validation-layer] [--lit-features] PIPELINE.yaml SHADER.spv..."
                        .into(),
                ));
            }
            flag if flag.starts_with('-') && flag.len() > 1 => {
                return Err(usage(format!("unknown option '{flag}'")));
            }
            path if options.pipeline.is_none() => options.pipeline = Some(PathBuf::from(path)),
            path => options.shaders.push(PathBuf::from(path)),
        }
    }
    Ok(options)
}

fn read(path: &std::path::Path) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|error| Failure::Io(format!("{}: {error}", path.display())))
}

fn words(path: &std::path::Path) -> Result<Vec<u32>, Failure> {
    let bytes = read(path)?;
    if bytes.is_empty() || !bytes.len().is_multiple_of(4) {
        return Err(Failure::Description(format!(
            "{} is {} bytes, not a SPIR-V module",
            path.display(),
            bytes.len()
        )));
    }
    Ok(vulkan_runner::from_bytes(&bytes))
}

fn open_runner(options: &Options) -> Result<Runner, Failure> {
    Ok(Runner::with_options(&RunnerOptions {
        validation: options.validation_layer,
        ..RunnerOptions::default()
    })?)
}

/// A scratch file for `--compile`'s output, removed when dropped.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A fresh scratch file name.
fn scratch_file(tag: usize) -> Scratch {
    Scratch(std::env::temp_dir().join(format!(
        "offload-runner-{}-{}-{tag}.spv",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos())
    )))
}

fn compile(command: &str) -> Result<Scratch, Failure> {
    let scratch = scratch_file(0);
    let status = Command::new("sh")
        .arg("-c")
        .arg(command)
        .env("OUT", &scratch.0)
        .status()
        .map_err(|error| Failure::Io(format!("cannot run sh: {error}")))?;
    if !status.success() {
        return Err(Failure::Io(format!(
            "the compile command failed ({status}): {command}"
        )));
    }
    Ok(scratch)
}

/// The hlslc to run: `--hlslc`, else the one next to this executable, else
/// PATH's.
fn hlslc_path(options: &Options) -> PathBuf {
    if let Some(p) = &options.hlslc {
        return p.clone();
    }
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join("hlslc")))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("hlslc"))
}

/// Compiles each shader of `pipeline` from the HLSL file `source` with
/// hlslc: `-T <stage>_6_6 -E <entry> -spirv -fspv-target-env=vulkan1.3`,
/// then the `--hlslc-arg` options.
fn compile_hlsl(
    options: &Options,
    source: &std::path::Path,
    pipeline: &Pipeline,
) -> Result<Vec<Scratch>, Failure> {
    let hlslc = hlslc_path(options);
    let mut out = Vec::new();
    for (i, shader) in pipeline.shaders.iter().enumerate() {
        let prefix = match shader.stage {
            pipeline::Stage::Compute => "cs",
            pipeline::Stage::Vertex => "vs",
            pipeline::Stage::Pixel => "ps",
            other => {
                return Err(Failure::Description(format!(
                    "--hlsl compiles compute, vertex and pixel shaders, not {other:?}"
                )));
            }
        };
        let scratch = scratch_file(i + 1);
        let output = Command::new(&hlslc)
            .arg("-T")
            .arg(format!("{prefix}_6_6"))
            .arg("-E")
            .arg(&shader.entry)
            .arg("-spirv")
            .arg("-fspv-target-env=vulkan1.3")
            .args(&options.hlslc_args)
            .arg("-Fo")
            .arg(&scratch.0)
            .arg(source)
            .output()
            .map_err(|error| Failure::Io(format!("cannot run {}: {error}", hlslc.display())))?;
        if !output.status.success() {
            return Err(Failure::Io(format!(
                "hlslc failed on {}:\n{}",
                source.display(),
                String::from_utf8_lossy(&output.stderr).trim_end()
            )));
        }
        out.push(scratch);
    }
    Ok(out)
}

fn run(options: Options) -> Result<Option<String>, Failure> {
    if options.lit_features {
        let runner = open_runner(&options)?;
        let mut features = features::lit_features(&runner).join("\n");
        features.push('\n');
        return Ok(Some(features));
    }
    let pipeline_path = options
        .pipeline
        .clone()
        .ok_or_else(|| Failure::Description("no pipeline description given".into()))?;
    let text = String::from_utf8(read(&pipeline_path)?)
        .map_err(|_| Failure::Description(format!("{} is not UTF-8", pipeline_path.display())))?;
    let pipeline = Pipeline::parse(&text)?;
    pipeline.kind()?;

    let scratch = options.compile.as_deref().map(compile).transpose()?;
    let mut shaders = options.shaders.clone();
    if let (Some(scratch), true) = (&scratch, shaders.is_empty()) {
        shaders.push(scratch.0.clone());
    }
    let compiled = match (&options.hlsl, shaders.is_empty()) {
        (Some(source), true) => compile_hlsl(&options, source, &pipeline)?,
        (Some(_), false) => {
            return Err(Failure::Description(
                "--hlsl compiles the shaders: give no shader files with it".into(),
            ));
        }
        _ => Vec::new(),
    };
    shaders.extend(compiled.iter().map(|s| s.0.clone()));
    if shaders.len() != pipeline.shaders.len() {
        return Err(Failure::Description(format!(
            "Pipeline description expects {} shader(s) {} provided",
            pipeline.shaders.len(),
            shaders.len()
        )));
    }
    let mut states = pipeline
        .buffers
        .iter()
        .map(execute::initial_state)
        .collect::<Result<Vec<_>, _>>()?;
    let modules = shaders
        .iter()
        .map(|path| words(path))
        .collect::<Result<Vec<_>, _>>()?;

    let runner = open_runner(&options)?;
    if options.validate {
        let spirv_val = options
            .spirv_val
            .clone()
            .unwrap_or_else(|| PathBuf::from("spirv-val"));
        let flags = validate::options(&runner);
        for path in &shaders {
            validate::validate(&spirv_val, &flags, path)?;
        }
    }
    execute::run(&runner, &pipeline, &modules, &mut states)?;
    runner.finish()?;

    let failures = results::verify(&pipeline, &states);
    if !failures.is_empty() {
        return Err(Failure::Results(failures));
    }
    if options.quiet {
        return Ok(None);
    }
    Ok(Some(yaml_out::document(&print::pipeline(
        &pipeline, &states,
    ))))
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(error) => {
            eprintln!("gpu-exec: error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let output = options.output.clone();
    match run(options) {
        Ok(None) => ExitCode::SUCCESS,
        Ok(Some(text)) => {
            let written = match &output {
                Some(path) => std::fs::write(path, &text),
                None => std::io::stdout().write_all(text.as_bytes()),
            };
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("gpu-exec: error: cannot write the output: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(Failure::Results(report)) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
        Err(error) => {
            eprintln!("gpu-exec: error: {error}");
            ExitCode::FAILURE
        }
    }
}
