//! End-to-end runs of the project's compute kernels (docs/architecture.md): each
//! hlsl-dialect kernel of `tests/lit/conversion/hlsl-to-spirv/kernels/` goes through
//! `hlsl-opt --convert-hlsl-to-spirv="target-env=vulkan1.X"`,
//! `hlsl-translate --serialize-spirv` and `spirv-val --target-env vulkan1.X`, then
//! runs on the Vulkan device, and what it wrote is checked against values computed
//! here.
//!
//! Resources are named as in the kernel (`hlsl.handlefrombinding "Out"`), which is
//! the name of their `spirv.GlobalVariable` and its `OpName`. Their (set, binding)
//! are read from the compiled binary by reflection, and cross-checked against the
//! `bind(set, binding)` of the printed `spirv.GlobalVariable`s, never assumed.
//! Buffer contents follow the layouts the kernels document (std430 storage buffers,
//! std140 uniform buffers, docs/lowering-hlsl-to-spirv.md).

mod common;

use common::cases::{self, Kernel};
use common::kernel::{Compiled, Outputs};
use vulkan_runner::Interface;

/// Every kernel is compiled for the oldest Vulkan version (`BufferBlock` storage
/// buffers in `Uniform` storage, strict layout) and for one with the
/// `StorageBuffer` storage class and relaxed layout.
const TARGET_ENVS: &[TargetEnv] = &[TargetEnv::Vulkan10, TargetEnv::Vulkan12];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TargetEnv {
    Vulkan10,
    Vulkan12,
}

impl TargetEnv {
    /// The name `--convert-hlsl-to-spirv` and `spirv-val` take.
    fn name(self) -> &'static str {
        match self {
            TargetEnv::Vulkan10 => "vulkan1.0",
            TargetEnv::Vulkan12 => "vulkan1.2",
        }
    }

    /// The kernels' `negate` switch: the Vulkan 1.0 run negates, the Vulkan
    /// 1.2 run does not, so that both branches of `cbuffer-params.mlir` run.
    fn negate(self) -> bool {
        self == TargetEnv::Vulkan10
    }
}

/// Compiles `kernel` for `env` through the tools, validates it and checks the
/// printed module's bindings against the binary's. `Ok(None)` after
/// [`common::skip`] when `spirv-val` is missing.
fn compile(test: &str, kernel: &Kernel, env: TargetEnv) -> Result<Option<Compiled>, String> {
    let conversion = format!("--convert-hlsl-to-spirv=target-env={}", env.name());
    let scratch = format!("{test}-{}", env.name());
    let compiled = common::kernel::compile(test, kernel.file, (&conversion, env.name()), &scratch)?;
    if let Some(module) = &compiled {
        check_printed_bindings(&module.text, &module.interface)?;
    }
    Ok(compiled)
}

/// The `(name, set, binding)` of each `spirv.GlobalVariable @name bind(set, binding)`
/// line of a printed `spirv` module.
fn printed_bindings(text: &str) -> Result<Vec<(String, u32, u32)>, String> {
    const GLOBAL: &str = "spirv.GlobalVariable @";
    const BIND: &str = " bind(";
    let mut found = Vec::new();
    for line in text.lines() {
        let Some(start) = line.find(GLOBAL) else {
            continue;
        };
        let rest = &line[start + GLOBAL.len()..];
        let name_end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.-".contains(c)))
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        let Some(bind) = rest[name_end..].strip_prefix(BIND) else {
            continue;
        };
        let numbers = bind
            .split_once(')')
            .and_then(|(inside, _)| inside.split_once(','))
            .and_then(|(set, binding)| {
                Some((set.trim().parse().ok()?, binding.trim().parse().ok()?))
            });
        let Some((set, binding)) = numbers else {
            return Err(format!("unreadable binding in `{line}`"));
        };
        found.push((name.to_owned(), set, binding));
    }
    Ok(found)
}

/// The printed module and the binary agree on every descriptor's name and slot.
fn check_printed_bindings(text: &str, interface: &Interface) -> Result<(), String> {
    let printed = printed_bindings(text)?;
    for (name, set, binding) in &printed {
        match interface.descriptor_named(name) {
            Some(descriptor) if (descriptor.set, descriptor.binding) == (*set, *binding) => {}
            other => {
                return Err(format!(
                    "the printed module binds @{name} at ({set}, {binding}) but the binary has {other:?}"
                ));
            }
        }
    }
    if printed.len() != interface.descriptors.len() {
        return Err(format!(
            "the printed module binds {printed:?} but the binary declares {:?}",
            interface.descriptors
        ));
    }
    Ok(())
}

/// Compiles and runs `kernel` for every target env, then checks what it wrote.
fn run_kernel(test: &str, kernel: &Kernel) {
    let mut compiled = Vec::new();
    for &env in TARGET_ENVS {
        match compile(test, kernel, env) {
            Ok(Some(module)) => compiled.push((env, module)),
            Ok(None) => return,
            Err(message) => panic!("{} for {}: {message}", kernel.file, env.name()),
        }
    }
    let Some(runner) = common::runner(test) else {
        return;
    };
    for (env, module) in compiled {
        let context = format!("{} for {}", kernel.file, env.name());
        let inputs = (kernel.inputs)(env.negate());
        let bindings =
            common::kernel::bind_by_name(&context, &module.interface, &inputs, str::to_owned);
        let readback = common::expect_run(
            runner.run(&module.words, "main", &bindings, kernel.groups),
            &context,
        );
        let outputs = Outputs::read(&inputs, &bindings, &readback, Vec::new());
        if let Err(message) = (kernel.check)(env.negate(), &outputs) {
            panic!("{context}: {message}");
        }
    }
    common::finish(runner);
}

/// One test per kernel: `name: spec;`.
macro_rules! kernel_tests {
    ($($name:ident: $spec:expr;)*) => {$(
        #[test]
        fn $name() {
            run_kernel(stringify!($name), &$spec);
        }
    )*};
}

kernel_tests! {
    structured_buffer_transform: cases::STRUCTURED_BUFFER_TRANSFORM;
    append_filter: cases::APPEND_FILTER;
    byte_address_buffer: cases::BYTE_ADDRESS_BUFFER;
    cbuffer_params: cases::CBUFFER_PARAMS;
    typed_buffer: cases::TYPED_BUFFER;
    loop_and_branch: cases::LOOP_AND_BRANCH;
}

#[test]
fn printed_bindings_are_read() {
    let text = "    spirv.GlobalVariable @In bind(0, 0) : !spirv.ptr<f32, StorageBuffer>\n\
                spirv.GlobalVariable @Out_counter bind(2, 13) {coherent} : !spirv.ptr<i32, Uniform>\n\
                spirv.GlobalVariable @gid built_in(\"GlobalInvocationId\") : !spirv.ptr<vector<3xi32>, Input>\n";
    assert_eq!(
        printed_bindings(text),
        Ok(vec![
            ("In".to_owned(), 0, 0),
            ("Out_counter".to_owned(), 2, 13)
        ])
    );
    assert!(printed_bindings("spirv.GlobalVariable @X bind(0) : i32").is_err());
}
