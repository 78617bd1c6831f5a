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

use common::kernel::{Compiled, Outputs, same};
use vulkan_runner::{Format, Interface, Resource, to_bytes};

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
}

/// One kernel: its file, its workgroup count, the initial contents of its resources
/// by name, and what they must hold afterwards.
struct Kernel {
    file: &'static str,
    groups: [u32; 3],
    inputs: fn(TargetEnv) -> Vec<(&'static str, Resource)>,
    check: fn(TargetEnv, &Outputs) -> Result<(), String>,
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
        let inputs = (kernel.inputs)(env);
        let bindings = common::kernel::bind_by_name(&context, &module, &inputs);
        let readback = common::expect_run(
            runner.run(&module.words, "main", &bindings, kernel.groups),
            &context,
        );
        let outputs = Outputs::read(&inputs, &bindings, &readback, Vec::new());
        if let Err(message) = (kernel.check)(env, &outputs) {
            panic!("{context}: {message}");
        }
    }
    common::finish(runner);
}

/// A float that no kernel computes, for padding and untouched elements.
const POISON: f32 = f32::from_bits(0x7fc0_dead);
/// A word no kernel writes, for untouched elements.
const UNTOUCHED: u32 = 0xdead_beef;

// The kernels' own comments give their HLSL source, bindings and expected results;
// the inputs below keep every float operation exact, so a device that fuses a
// multiply and an add computes the same values as these checks.

// --- structured-buffer-transform.mlir ----------------------------------------------
// struct Particle { float3 position; float mass; } (16 bytes: position at 0, mass
// at 12, under every layout); StructuredBuffer<Particle> In, RWStructuredBuffer<Particle>
// Out; numthreads(64, 1, 1). Out[i] = { In[i].position * In[i].mass, In[i].mass + 1 }.

const PARTICLES: u32 = 128;

fn particle(i: u32) -> [f32; 4] {
    let x = i as f32;
    [x, -0.5 * x, 2.0 + x, 0.5 + 0.25 * (i % 7) as f32]
}

const STRUCTURED_BUFFER_TRANSFORM: Kernel = Kernel {
    file: "structured-buffer-transform.mlir",
    groups: [2, 1, 1],
    inputs: |_| {
        let particles: Vec<f32> = (0..PARTICLES).flat_map(particle).collect();
        vec![
            ("In", Resource::StorageBuffer(to_bytes(&particles))),
            (
                "Out",
                Resource::StorageBuffer(to_bytes(&vec![POISON; 4 * PARTICLES as usize])),
            ),
        ]
    },
    check: |_, outputs| {
        let expected: Vec<f32> = (0..PARTICLES)
            .flat_map(|i| {
                let [x, y, z, mass] = particle(i);
                [x * mass, y * mass, z * mass, mass + 1.0]
            })
            .collect();
        same("Out", &outputs.get::<f32>("Out")?, &expected)
    },
};

#[test]
fn structured_buffer_transform() {
    run_kernel("structured_buffer_transform", &STRUCTURED_BUFFER_TRANSFORM);
}

// --- append-filter.mlir ------------------------------------------------------------
// StructuredBuffer<int> In; AppendStructuredBuffer<int> Out with its counter
// `Out_counter`; numthreads(64, 1, 1). if (In[i] % 2 == 0) Out.Append(In[i]).

const APPEND_INPUTS: u32 = 128;

fn append_input(i: u32) -> i32 {
    (i * 37 % 101) as i32 - 50
}

const APPEND_FILTER: Kernel = Kernel {
    file: "append-filter.mlir",
    groups: [2, 1, 1],
    inputs: |_| {
        let input: Vec<i32> = (0..APPEND_INPUTS).map(append_input).collect();
        vec![
            ("In", Resource::StorageBuffer(to_bytes(&input))),
            (
                "Out",
                Resource::StorageBuffer(to_bytes(&vec![UNTOUCHED; APPEND_INPUTS as usize])),
            ),
            ("Out_counter", Resource::StorageBuffer(to_bytes(&[0u32]))),
        ]
    },
    check: |_, outputs| {
        let mut expected: Vec<i32> = (0..APPEND_INPUTS)
            .map(append_input)
            .filter(|value| value % 2 == 0)
            .collect();
        let counter = outputs.get::<u32>("Out_counter")?;
        same("Out_counter", &counter, &[expected.len() as u32])?;
        let out = outputs.get::<i32>("Out")?;
        let (appended, rest) = out.split_at(expected.len());
        // Append order is unspecified: compare as multisets.
        let mut appended = appended.to_vec();
        appended.sort_unstable();
        expected.sort_unstable();
        same("Out (sorted appended elements)", &appended, &expected)?;
        let untouched = vec![UNTOUCHED as i32; rest.len()];
        same("Out (past the counter)", rest, &untouched)
    },
};

#[test]
fn append_filter() {
    run_kernel("append_filter", &APPEND_FILTER);
}

// --- byte-address-buffer.mlir ------------------------------------------------------
// ByteAddressBuffer In; RWByteAddressBuffer Out; numthreads(64, 1, 1).
// uint4 v = In.Load4(i * 16); Out.Store4(i * 16, v.wzyx);
// Out.Store(i * 4 + 4096, asuint(asfloat(v.x) * 2.0)).

const RECORDS: u32 = 64;
/// Words of Out: 4096 + 4 * 64 bytes.
const BYTE_OUT_WORDS: usize = 1024 + RECORDS as usize;

fn record(i: u32) -> [u32; 4] {
    [
        (i as f32 * 1.5 - 7.0).to_bits(),
        i.wrapping_mul(0x0101_0101),
        !i,
        0x8000_0000 | i,
    ]
}

const BYTE_ADDRESS_BUFFER: Kernel = Kernel {
    file: "byte-address-buffer.mlir",
    groups: [1, 1, 1],
    inputs: |_| {
        let records: Vec<u32> = (0..RECORDS).flat_map(record).collect();
        vec![
            ("In", Resource::StorageBuffer(to_bytes(&records))),
            (
                "Out",
                Resource::StorageBuffer(to_bytes(&vec![UNTOUCHED; BYTE_OUT_WORDS])),
            ),
        ]
    },
    check: |_, outputs| {
        let mut expected = vec![UNTOUCHED; BYTE_OUT_WORDS];
        for i in 0..RECORDS {
            let [x, y, z, w] = record(i);
            let at = 4 * i as usize;
            expected[at..at + 4].copy_from_slice(&[w, z, y, x]);
            expected[1024 + i as usize] = (f32::from_bits(x) * 2.0).to_bits();
        }
        same("Out", &outputs.get::<u32>("Out")?, &expected)
    },
};

#[test]
fn byte_address_buffer() {
    run_kernel("byte_address_buffer", &BYTE_ADDRESS_BUFFER);
}

// --- cbuffer-params.mlir -----------------------------------------------------------
// cbuffer Params { float scale; float bias; uint count; bool negate; } (std140:
// 0, 4, 8, 12; the bool as a 32-bit integer); RWStructuredBuffer<float> Data;
// numthreads(64, 1, 1). if (i < count) Data[i] = ±(Data[i] * scale + bias).
// The Vulkan 1.0 run negates, the Vulkan 1.2 run does not: both branches run.

const DATA: u32 = 128;
const SCALE: f32 = 1.5;
const BIAS: f32 = 0.25;
const COUNT: u32 = 100;

fn data(i: u32) -> f32 {
    i as f32 * 0.5 - 10.0
}

fn negate(env: TargetEnv) -> bool {
    env == TargetEnv::Vulkan10
}

const CBUFFER_PARAMS: Kernel = Kernel {
    file: "cbuffer-params.mlir",
    groups: [2, 1, 1],
    inputs: |env| {
        let mut params = to_bytes(&[SCALE, BIAS]);
        params.extend(to_bytes(&[COUNT, u32::from(negate(env))]));
        let values: Vec<f32> = (0..DATA).map(data).collect();
        vec![
            ("Params", Resource::UniformBuffer(params)),
            ("Data", Resource::StorageBuffer(to_bytes(&values))),
        ]
    },
    check: |env, outputs| {
        let expected: Vec<f32> = (0..DATA)
            .map(|i| {
                let v = data(i) * SCALE + BIAS;
                match (i < COUNT, negate(env)) {
                    (false, _) => data(i),
                    (true, true) => -v,
                    (true, false) => v,
                }
            })
            .collect();
        same("Data", &outputs.get::<f32>("Data")?, &expected)
    },
};

#[test]
fn cbuffer_params() {
    run_kernel("cbuffer_params", &CBUFFER_PARAMS);
}

// --- typed-buffer.mlir -------------------------------------------------------------
// RWBuffer<float4> Out (a storage texel buffer, R32G32B32A32_SFLOAT); Buffer<float>
// Scale (a uniform texel buffer, R32_SFLOAT); numthreads(64, 1, 1).
// Out[i] = float4(i, 2i, 3i, 1) * Scale[i].

const TEXELS: u32 = 64;

fn scale(i: u32) -> f32 {
    0.5 + (i % 4) as f32
}

const TYPED_BUFFER: Kernel = Kernel {
    file: "typed-buffer.mlir",
    groups: [1, 1, 1],
    inputs: |_| {
        let scales: Vec<f32> = (0..TEXELS).map(scale).collect();
        vec![
            (
                "Out",
                Resource::StorageTexelBuffer {
                    format: Format::Rgba32f,
                    data: to_bytes(&vec![POISON; 4 * TEXELS as usize]),
                },
            ),
            (
                "Scale",
                Resource::UniformTexelBuffer {
                    format: Format::R32f,
                    data: to_bytes(&scales),
                },
            ),
        ]
    },
    check: |_, outputs| {
        let expected: Vec<f32> = (0..TEXELS)
            .flat_map(|i| {
                let x = i as f32;
                [x, 2.0 * x, 3.0 * x, 1.0].map(|component| component * scale(i))
            })
            .collect();
        same("Out", &outputs.get::<f32>("Out")?, &expected)
    },
};

#[test]
fn typed_buffer() {
    run_kernel("typed_buffer", &TYPED_BUFFER);
}

// --- loop-and-branch.mlir ----------------------------------------------------------
// StructuredBuffer<int> In (8 ints per thread); RWStructuredBuffer<int> Out;
// numthreads(32, 1, 1). Out[i] = sum over k in 0..8 (scf.for) of |In[8i + k]|
// (an scf.if yielding the absolute value).

const LOOP_THREADS: u32 = 32;

fn loop_input(index: u32) -> i32 {
    (index * 13 % 41) as i32 - 20
}

const LOOP_AND_BRANCH: Kernel = Kernel {
    file: "loop-and-branch.mlir",
    groups: [1, 1, 1],
    inputs: |_| {
        let input: Vec<i32> = (0..8 * LOOP_THREADS).map(loop_input).collect();
        vec![
            ("In", Resource::StorageBuffer(to_bytes(&input))),
            (
                "Out",
                Resource::StorageBuffer(to_bytes(&vec![UNTOUCHED; LOOP_THREADS as usize])),
            ),
        ]
    },
    check: |_, outputs| {
        let expected: Vec<i32> = (0..LOOP_THREADS)
            .map(|i| (0..8).map(|k| loop_input(8 * i + k).abs()).sum())
            .collect();
        same("Out", &outputs.get::<i32>("Out")?, &expected)
    },
};

#[test]
fn loop_and_branch() {
    run_kernel("loop_and_branch", &LOOP_AND_BRANCH);
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
