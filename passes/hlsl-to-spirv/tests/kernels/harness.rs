//! Compiling a kernel through the tools, binding its resources by name,
//! running it, and comparing what it wrote.

use vulkan_runner::{
    Binding, ClearColor, Draw, Format, RenderTarget, Resource, Runner, Shader, Topology, from_bytes,
};

use crate::common;
use crate::common::kernel::{self, Compiled};
pub use crate::common::kernel::{Outputs, same};

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

/// Compiles `file` for `env` and validates it; `None` after
/// [`common::skip`] when `spirv-val` is missing.
pub fn compile(test: &str, file: &str, env: &str) -> Option<Compiled> {
    // `module vulkan1.1`: the kernel's own `spirv.target_env`, validated for
    // Vulkan 1.1; otherwise a preset.
    let (conversion, validate_env) = match env.strip_prefix("module ") {
        Some(validate) => ("--convert-hlsl-to-spirv".to_owned(), validate),
        None => (format!("--convert-hlsl-to-spirv=target-env={env}"), env),
    };
    let scratch = format!("hlsl-to-spirv-{test}");
    kernel::compile(test, file, (&conversion, validate_env), &scratch)
        .unwrap_or_else(|message| panic!("{file} for {env}: {message}"))
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
    let bindings = kernel::bind_by_name(&context, &module.interface, &inputs, str::to_owned);
    let (readback, target) = run(&runner, &module, &bindings, &context);
    let outputs = Outputs::read(&inputs, &bindings, &readback, target);
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
