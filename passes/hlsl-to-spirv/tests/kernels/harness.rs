//! Compiling a kernel through the tools, binding its resources by name,
//! running it, and comparing what it wrote.

use std::collections::HashMap;
use std::fmt::Debug;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use vulkan_runner::{
    Binding, ClearColor, Draw, Format, Interface, RenderTarget, Resource, Runner, Shader, Topology,
    from_bytes, reflect,
};

use crate::common;

/// Where the kernels live, relative to the workspace root.
const KERNELS_DIR: &str = "tests/lit/conversion/hlsl-to-spirv/kernels";

/// A compute kernel: its file, target environment (a preset, or `module
/// vulkan1.X` for the kernel's own `spirv.target_env` validated for that
/// Vulkan version), workgroup count, the initial contents of its resources
/// by name, and the check of what they hold afterwards.
pub struct Kernel {
    pub file: &'static str,
    pub env: &'static str,
    pub groups: [u32; 3],
    pub inputs: fn() -> Vec<(&'static str, Resource)>,
    pub check: fn(&Outputs) -> Result<(), String>,
}

/// The contents of the kernel's resources after the run, by name.
pub struct Outputs {
    by_name: HashMap<String, Vec<u8>>,
    /// The color attachment of a draw.
    pub target: Vec<u8>,
}

impl Outputs {
    pub fn get<T: vulkan_runner::Scalar>(&self, name: &str) -> Result<Vec<T>, String> {
        self.by_name
            .get(name)
            .map(|bytes| from_bytes(bytes))
            .ok_or_else(|| format!("no contents were read back for `{name}`"))
    }
}

/// `Ok` when `actual` equals `expected`, else the first differing index.
pub fn same<T: PartialEq + Debug>(what: &str, actual: &[T], expected: &[T]) -> Result<(), String> {
    if actual.len() != expected.len() {
        return Err(format!(
            "{what}: {} elements read back, {} expected",
            actual.len(),
            expected.len()
        ));
    }
    let wrong = actual.iter().zip(expected).filter(|(a, e)| a != e).count();
    match actual.iter().zip(expected).position(|(a, e)| a != e) {
        None => Ok(()),
        Some(index) => Err(format!(
            "{what}[{index}] is {:?}, expected {:?} ({wrong} of {} elements differ)",
            actual[index],
            expected[index],
            actual.len()
        )),
    }
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A compiled kernel: its SPIR-V words and their reflected interface.
pub struct Compiled {
    pub words: Vec<u32>,
    pub interface: Interface,
}

/// Compiles `file` for `env` and validates it; `None` after
/// [`common::skip`] when `spirv-val` is missing.
pub fn compile(test: &str, file: &str, env: &str) -> Option<Compiled> {
    let source = workspace().join(KERNELS_DIR).join(file);
    assert!(
        source.is_file(),
        "the kernel {} does not exist",
        source.display()
    );
    let Some(spirv_val) = common::spirv_val() else {
        common::skip(test, "spirv-val is not on PATH (Debian: spirv-tools)");
        return None;
    };
    let tools = common::workspace_tools().unwrap_or_else(|e| panic!("{e}"));
    let dir = common::scratch_dir(&format!("hlsl-to-spirv-{test}"));
    let text = dir.join("kernel.spirv.mlir");
    let binary = dir.join("kernel.spv");
    let fail = |message: String| -> ! { panic!("{file} for {env}: {message}") };
    // `module vulkan1.1`: the kernel's own `spirv.target_env`, validated for
    // Vulkan 1.1; otherwise a preset.
    let (option, validate_env) = match env.strip_prefix("module ") {
        Some(validate) => ("--convert-hlsl-to-spirv".to_owned(), validate),
        None => (format!("--convert-hlsl-to-spirv=target-env={env}"), env),
    };
    common::run(
        Command::new(common::executable(tools, "hlsl-opt"))
            .arg(&source)
            .arg(option)
            .arg("-o")
            .arg(&text),
    )
    .unwrap_or_else(|e| fail(e));
    common::run(
        Command::new(common::executable(tools, "hlsl-translate"))
            .arg("--serialize-spirv")
            .arg(&text)
            .arg("-o")
            .arg(&binary),
    )
    .unwrap_or_else(|e| fail(e));
    common::validate(&spirv_val, &binary, validate_env).unwrap_or_else(|e| fail(e));
    let words = common::read_words(&binary).unwrap_or_else(|e| fail(e));
    let interface = reflect(&words).unwrap_or_else(|e| fail(e.to_string()));
    let _ = fs::remove_file(&text);
    Some(Compiled { words, interface })
}

/// Binds `inputs` to the descriptors of `module` named after them.
fn bindings(context: &str, module: &Compiled, inputs: &[(&str, Resource)]) -> Vec<Binding> {
    inputs
        .iter()
        .map(|(name, resource)| {
            let descriptor = module.interface.descriptor_named(name).unwrap_or_else(|| {
                panic!(
                    "{context}: the module has no descriptor named `{name}`; it has {:?}",
                    module.interface.descriptors
                )
            });
            Binding::new(descriptor.set, descriptor.binding, resource.clone())
        })
        .collect()
}

fn outputs(
    inputs: &[(&str, Resource)],
    bindings: &[Binding],
    readback: &vulkan_runner::Readback,
    target: Vec<u8>,
) -> Outputs {
    let by_name = inputs
        .iter()
        .zip(bindings)
        .filter_map(|((name, _), binding)| {
            let bytes = readback.get(binding.set, binding.binding)?;
            Some(((*name).to_owned(), bytes.to_vec()))
        })
        .collect();
    Outputs { by_name, target }
}

/// A runner, or `None` after [`common::skip`] when the machine has none.
fn runner(test: &str) -> Option<Runner> {
    common::runner(test)
}

/// Compiles `file` for `env`, binds `inputs` by name, lets `run` dispatch or
/// draw (it returns the readback and the target's bytes), then checks the
/// outputs with `check`.
fn run_checked(
    test: &str,
    (file, env): (&str, &str),
    inputs: fn() -> Vec<(&'static str, Resource)>,
    check: fn(&Outputs) -> Result<(), String>,
    run: impl FnOnce(&Runner, &Compiled, &[Binding], &str) -> (vulkan_runner::Readback, Vec<u8>),
) {
    let Some(module) = compile(test, file, env) else {
        return;
    };
    let Some(runner) = runner(test) else {
        return;
    };
    let context = format!("{file} for {env}");
    let inputs = inputs();
    let bindings = bindings(&context, &module, &inputs);
    let (readback, target) = run(&runner, &module, &bindings, &context);
    let outputs = outputs(&inputs, &bindings, &readback, target);
    if let Err(message) = check(&outputs) {
        panic!("{context}: {message}");
    }
    common::finish(runner);
}

/// One test per row, `name: "file" for "env" in groups { inputs: .., check: .. }`:
/// the [`Kernel`] run by [`run_kernel`] under the test's name.
macro_rules! kernel_tests {
    ($($(#[$doc:meta])* $name:ident: $file:literal for $env:literal in $groups:tt {
        inputs: $inputs:expr, check: $check:expr $(,)?
    })*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let kernel = $crate::kernels::harness::Kernel {
                file: $file,
                env: $env,
                groups: $groups,
                inputs: $inputs,
                check: $check,
            };
            $crate::kernels::harness::run_kernel(stringify!($name), &kernel);
        }
    )*};
}
pub(crate) use kernel_tests;

/// Compiles and runs `kernel`, then checks what it wrote.
pub fn run_kernel(test: &str, kernel: &Kernel) {
    let dispatch = |runner: &Runner, module: &Compiled, bindings: &[Binding], context: &str| {
        let run = runner.run(&module.words, "main", bindings, kernel.groups);
        (common::expect_run(run, context), Vec::new())
    };
    let source = (kernel.file, kernel.env);
    run_checked(test, source, kernel.inputs, kernel.check, dispatch);
}

/// A vertex + pixel pair: entry points `vs` and `ps` of one kernel file,
/// drawing `vertex_count` vertices (made from `SV_VertexID`) into a
/// `width` x `height` `Rgba32f` target cleared to `clear`.
pub struct DrawKernel {
    pub file: &'static str,
    pub env: &'static str,
    pub vertex_count: u32,
    pub size: [u32; 2],
    pub clear: [f32; 4],
    pub inputs: fn() -> Vec<(&'static str, Resource)>,
    pub check: fn(&Outputs) -> Result<(), String>,
}

/// Compiles and draws `kernel`, then checks the target and resources.
pub fn run_draw(test: &str, kernel: &DrawKernel) {
    let draw = |runner: &Runner, module: &Compiled, bindings: &[Binding], context: &str| {
        let draw = Draw {
            vertex: Shader::new(&module.words, "vs"),
            fragment: Shader::new(&module.words, "ps"),
            bindings,
            vertices: None,
            vertex_count: kernel.vertex_count,
            topology: Topology::TriangleList,
            target: RenderTarget {
                format: Format::Rgba32f,
                width: kernel.size[0],
                height: kernel.size[1],
                clear: ClearColor::Float(kernel.clear),
            },
            push_constants: Vec::new(),
            coverage: Default::default(),
        };
        let drawn = common::expect_run(runner.draw(&draw), context);
        (drawn.readback, drawn.target)
    };
    let source = (kernel.file, kernel.env);
    run_checked(test, source, kernel.inputs, kernel.check, draw);
}

/// The color attachment of a draw as `f32` texels.
pub fn target_texels(outputs: &Outputs) -> Vec<f32> {
    from_bytes(&outputs.target)
}
