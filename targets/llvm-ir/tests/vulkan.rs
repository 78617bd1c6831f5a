//! The second road to SPIR-V, run on the Vulkan device: each kernel of
//! `tests/lit/conversion/hlsl-to-spirv/kernels/` goes
//! `hlsl-translate --hlsl-to-llvmir-spirv` -> `llc-22
//! -mtriple=spirv1.6-unknown-vulkan1.3-compute` -> `spirv-val --target-env
//! vulkan1.3` -> the device, and, with the same inputs, through the direct
//! road `hlsl-opt --convert-hlsl-to-spirv="target-env=vulkan1.3"` ->
//! `hlsl-translate --serialize-spirv`. Both binaries must bind every
//! resource at the same (set, binding), write the values computed here, and
//! write the same bytes as each other (docs/llvm-ir-export.md).
//!
//! The kernels of `tests/lit/target/llvm/kernels/` use ops the direct road
//! does not lower yet (wave intrinsics, atomics, groupshared memory and
//! barriers): they run through LLVM's backend and are checked against the
//! values computed here; once `--convert-hlsl-to-spirv` lowers such a
//! kernel, its binary runs too and must write the same bytes.
//!
//! A missing tool or device skips (fails under `CI=true`), as in the
//! vulkan-runner kernel tests whose helpers this test shares.

#[path = "../../../crates/vulkan-runner/tests/common/mod.rs"]
mod common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use vulkan_runner::{Binding, Format, Interface, Resource, from_bytes, reflect, to_bytes};

/// The kernels both roads lower.
const KERNELS_DIR: &str = "tests/lit/conversion/hlsl-to-spirv/kernels";
/// The kernels of the ops only the LLVM road lowers so far.
const LLVM_KERNELS_DIR: &str = "tests/lit/target/llvm/kernels";
const TARGET_ENV: &str = "vulkan1.3";
const TRIPLE: &str = "spirv1.6-unknown-vulkan1.3-compute";

/// One kernel: its file, workgroup count, initial resources by name and the
/// check of what they hold afterwards.
struct Kernel {
    /// The kernel's file under [`Kernel::dir`].
    file: &'static str,
    /// Whether the direct road must lower the kernel too.
    direct: Direct,
    groups: [u32; 3],
    inputs: fn() -> Vec<(&'static str, Resource)>,
    check: fn(&Outputs) -> Result<(), String>,
    /// Whether both roads must write identical bytes (not for appends, whose
    /// order is unspecified).
    deterministic: bool,
}

/// What is asked of the direct road.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Direct {
    /// It lowers the kernel: both binaries run and are compared.
    Required,
    /// It may not lower the kernel's ops yet: when it reports (with a
    /// diagnostic, not a crash) that it cannot, only LLVM's binary runs.
    WhenLowered,
}

impl Kernel {
    fn dir(&self) -> &'static str {
        match self.direct {
            Direct::Required => KERNELS_DIR,
            Direct::WhenLowered => LLVM_KERNELS_DIR,
        }
    }
}

struct Outputs(HashMap<String, Vec<u8>>);

impl Outputs {
    fn get<T: vulkan_runner::Scalar>(&self, name: &str) -> Result<Vec<T>, String> {
        self.0
            .get(name)
            .map(|bytes| from_bytes(bytes))
            .ok_or_else(|| format!("no contents were read back for `{name}`"))
    }
}

fn same<T: PartialEq + std::fmt::Debug>(
    what: &str,
    actual: &[T],
    expected: &[T],
) -> Result<(), String> {
    if actual.len() != expected.len() {
        return Err(format!(
            "{what}: {} elements, {} expected",
            actual.len(),
            expected.len()
        ));
    }
    match actual.iter().zip(expected).position(|(a, e)| a != e) {
        None => Ok(()),
        Some(i) => Err(format!(
            "{what}[{i}] is {:?}, expected {:?}",
            actual[i], expected[i]
        )),
    }
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The name LLVM's backend gives a resource's variable: its own name, and
/// `<name>.counter` for a counter the direct road calls `<name>_counter`.
fn llvm_name(name: &str) -> String {
    match name.strip_suffix("_counter") {
        Some(main) => format!("{main}.counter"),
        None => name.to_owned(),
    }
}

/// A validated binary of one road and its reflected interface.
struct Compiled {
    words: Vec<u32>,
    interface: Interface,
}

fn finish_binary(spirv_val: &Path, binary: &Path) -> Result<Compiled, String> {
    common::validate(spirv_val, binary, TARGET_ENV)?;
    let words = common::read_words(binary)?;
    let interface = reflect(&words).map_err(|error| error.to_string())?;
    Ok(Compiled { words, interface })
}

/// The direct road's binary (when it lowers the kernel) and LLVM's, or
/// `None` after a skip.
#[allow(clippy::type_complexity)]
fn compile(test: &str, kernel: &Kernel) -> Result<Option<(Option<Compiled>, Compiled)>, String> {
    let source = workspace().join(kernel.dir()).join(kernel.file);
    let Some(spirv_val) = common::spirv_val() else {
        common::skip(test, "spirv-val is not on PATH (Debian: spirv-tools)");
        return Ok(None);
    };
    let Some(llc) = common::on_path("llc-22") else {
        common::skip(test, "llc-22 is not on PATH (Debian: llvm-22)");
        return Ok(None);
    };
    let tools = common::workspace_tools()?;
    let dir = common::scratch_dir(&format!("llvm-ir-{test}"));
    let translate = common::executable(tools, "hlsl-translate");

    let direct_text = dir.join("direct.spirv.mlir");
    let direct_binary = dir.join("direct.spv");
    let lowered = common::run(
        Command::new(common::executable(tools, "hlsl-opt"))
            .arg(&source)
            .arg(format!("--convert-hlsl-to-spirv=target-env={TARGET_ENV}"))
            .arg("-o")
            .arg(&direct_text),
    );
    let direct = match (lowered, kernel.direct) {
        (Ok(_), _) => {
            common::run(
                Command::new(&translate)
                    .arg("--serialize-spirv")
                    .arg(&direct_text)
                    .arg("-o")
                    .arg(&direct_binary),
            )?;
            Some(finish_binary(&spirv_val, &direct_binary)?)
        }
        (Err(error), Direct::Required) => return Err(error),
        (Err(error), Direct::WhenLowered) if error.contains("panicked") => return Err(error),
        (Err(error), Direct::WhenLowered) => {
            eprintln!(
                "{}: --convert-hlsl-to-spirv does not lower this kernel yet; checking LLVM's road alone:\n{error}",
                kernel.file
            );
            None
        }
    };

    let llvm_ir = dir.join("kernel.ll");
    let llvm_binary = dir.join("llvm.spv");
    common::run(
        Command::new(&translate)
            .arg("--hlsl-to-llvmir-spirv")
            .arg(&source)
            .arg("-o")
            .arg(&llvm_ir),
    )?;
    common::run(
        Command::new(llc)
            .arg(format!("-mtriple={TRIPLE}"))
            .arg("-filetype=obj")
            .arg(&llvm_ir)
            .arg("-o")
            .arg(&llvm_binary),
    )?;
    let llvm = finish_binary(&spirv_val, &llvm_binary)?;
    Ok(Some((direct, llvm)))
}

/// Runs `kernel` through both roads and checks both.
fn run_kernel(test: &str, kernel: &Kernel) {
    let (direct, llvm) = match compile(test, kernel) {
        Ok(Some(both)) => both,
        Ok(None) => return,
        Err(message) => panic!("{}: {message}", kernel.file),
    };
    let Some(runner) = common::runner(test) else {
        return;
    };
    let inputs = (kernel.inputs)();
    let mut results = Vec::new();
    let roads = direct
        .iter()
        .map(|direct| ("--convert-hlsl-to-spirv", direct, false))
        .chain([("LLVM's SPIR-V backend", &llvm, true)]);
    for (road, module, rename) in roads {
        let context = format!("{} through {road}", kernel.file);
        let bindings: Vec<Binding> = inputs
            .iter()
            .map(|(name, resource)| {
                let named = if rename {
                    llvm_name(name)
                } else {
                    (*name).to_owned()
                };
                let descriptor = module
                    .interface
                    .descriptor_named(&named)
                    .unwrap_or_else(|| {
                        panic!(
                            "{context}: no descriptor named `{named}` in {:?}",
                            module.interface.descriptors
                        )
                    });
                Binding::new(descriptor.set, descriptor.binding, resource.clone())
            })
            .collect();
        let readback = common::expect_run(
            runner.run(&module.words, "main", &bindings, kernel.groups),
            &context,
        );
        let outputs = Outputs(
            inputs
                .iter()
                .zip(&bindings)
                .filter_map(|((name, _), b)| {
                    Some(((*name).to_owned(), readback.get(b.set, b.binding)?.to_vec()))
                })
                .collect(),
        );
        if let Err(message) = (kernel.check)(&outputs) {
            panic!("{context}: {message}");
        }
        let slots: Vec<(u32, u32)> = bindings.iter().map(|b| (b.set, b.binding)).collect();
        results.push((slots, outputs));
    }
    let [(direct_slots, direct_out), (llvm_slots, llvm_out)] = &results[..] else {
        common::finish(runner);
        return;
    };
    assert_eq!(
        direct_slots,
        llvm_slots,
        "{}: the two roads bind {:?} at different (set, binding)",
        kernel.file,
        inputs.iter().map(|(n, _)| n).collect::<Vec<_>>()
    );
    if kernel.deterministic {
        for (name, _) in &inputs {
            assert!(
                direct_out.0.get(*name) == llvm_out.0.get(*name),
                "{}: `{name}` differs between the two roads",
                kernel.file
            );
        }
    }
    common::finish(runner);
}

/// A float no kernel computes.
const POISON: f32 = f32::from_bits(0x7fc0_dead);
/// A word no kernel writes.
const UNTOUCHED: u32 = 0xdead_beef;

// structured-buffer-transform.mlir: Particle { float3 position; float mass; }
// (16 bytes, mass at 12). Out[i] = { In[i].position * In[i].mass, In[i].mass + 1 }.
const PARTICLES: u32 = 128;

fn particle(i: u32) -> [f32; 4] {
    let x = i as f32;
    [x, -0.5 * x, 2.0 + x, 0.5 + 0.25 * (i % 7) as f32]
}

#[test]
fn structured_buffer_transform() {
    run_kernel(
        "structured_buffer_transform",
        &Kernel {
            file: "structured-buffer-transform.mlir",
            groups: [2, 1, 1],
            inputs: || {
                let particles: Vec<f32> = (0..PARTICLES).flat_map(particle).collect();
                vec![
                    ("In", Resource::StorageBuffer(to_bytes(&particles))),
                    (
                        "Out",
                        Resource::StorageBuffer(to_bytes(&vec![POISON; 4 * PARTICLES as usize])),
                    ),
                ]
            },
            check: |outputs| {
                let expected: Vec<f32> = (0..PARTICLES)
                    .flat_map(|i| {
                        let [x, y, z, mass] = particle(i);
                        [x * mass, y * mass, z * mass, mass + 1.0]
                    })
                    .collect();
                same("Out", &outputs.get::<f32>("Out")?, &expected)
            },
            deterministic: true,
            direct: Direct::Required,
        },
    );
}

// append-filter.mlir: if (In[i] % 2 == 0) Out.Append(In[i]); the counter
// counts the appended values.
const APPEND_INPUTS: u32 = 128;

fn append_input(i: u32) -> i32 {
    (i * 37 % 101) as i32 - 50
}

#[test]
fn append_filter() {
    run_kernel(
        "append_filter",
        &Kernel {
            file: "append-filter.mlir",
            groups: [2, 1, 1],
            inputs: || {
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
            check: |outputs| {
                let mut expected: Vec<i32> = (0..APPEND_INPUTS)
                    .map(append_input)
                    .filter(|value| value % 2 == 0)
                    .collect();
                same(
                    "Out_counter",
                    &outputs.get::<u32>("Out_counter")?,
                    &[expected.len() as u32],
                )?;
                let out = outputs.get::<i32>("Out")?;
                let (appended, rest) = out.split_at(expected.len());
                let mut appended = appended.to_vec();
                appended.sort_unstable();
                expected.sort_unstable();
                same("Out (sorted)", &appended, &expected)?;
                same(
                    "Out (past the counter)",
                    rest,
                    &vec![UNTOUCHED as i32; rest.len()],
                )
            },
            deterministic: false,
            direct: Direct::Required,
        },
    );
}

// byte-address-buffer.mlir: Out.Store4(i * 16, In.Load4(i * 16).wzyx);
// Out.Store(4096 + 4i, asuint(asfloat(In.Load(i * 16)) * 2)).
const RECORDS: u32 = 64;
const BYTE_OUT_WORDS: usize = 1024 + RECORDS as usize;

fn record(i: u32) -> [u32; 4] {
    [
        (i as f32 * 1.5 - 7.0).to_bits(),
        i.wrapping_mul(0x0101_0101),
        !i,
        0x8000_0000 | i,
    ]
}

#[test]
fn byte_address_buffer() {
    run_kernel(
        "byte_address_buffer",
        &Kernel {
            file: "byte-address-buffer.mlir",
            groups: [1, 1, 1],
            inputs: || {
                let records: Vec<u32> = (0..RECORDS).flat_map(record).collect();
                vec![
                    ("In", Resource::StorageBuffer(to_bytes(&records))),
                    (
                        "Out",
                        Resource::StorageBuffer(to_bytes(&vec![UNTOUCHED; BYTE_OUT_WORDS])),
                    ),
                ]
            },
            check: |outputs| {
                let mut expected = vec![UNTOUCHED; BYTE_OUT_WORDS];
                for i in 0..RECORDS {
                    let [x, y, z, w] = record(i);
                    let at = 4 * i as usize;
                    expected[at..at + 4].copy_from_slice(&[w, z, y, x]);
                    expected[1024 + i as usize] = (f32::from_bits(x) * 2.0).to_bits();
                }
                same("Out", &outputs.get::<u32>("Out")?, &expected)
            },
            deterministic: true,
            direct: Direct::Required,
        },
    );
}

// cbuffer-params.mlir: cbuffer Params { float scale; float bias; uint count;
// bool negate; } (offsets 0, 4, 8, 12 in both the legacy and the std140
// layout); if (i < count) Data[i] = ±(Data[i] * scale + bias).
const DATA: u32 = 128;
const COUNT: u32 = 100;

fn data(i: u32) -> f32 {
    i as f32 * 0.5 - 10.0
}

#[test]
fn cbuffer_params() {
    run_kernel(
        "cbuffer_params",
        &Kernel {
            file: "cbuffer-params.mlir",
            groups: [2, 1, 1],
            inputs: || {
                let mut params = to_bytes(&[1.5f32, 0.25]);
                params.extend(to_bytes(&[COUNT, 1]));
                let values: Vec<f32> = (0..DATA).map(data).collect();
                vec![
                    ("Params", Resource::UniformBuffer(params)),
                    ("Data", Resource::StorageBuffer(to_bytes(&values))),
                ]
            },
            check: |outputs| {
                let expected: Vec<f32> = (0..DATA)
                    .map(|i| {
                        if i < COUNT {
                            -(data(i) * 1.5 + 0.25)
                        } else {
                            data(i)
                        }
                    })
                    .collect();
                same("Data", &outputs.get::<f32>("Data")?, &expected)
            },
            deterministic: true,
            direct: Direct::Required,
        },
    );
}

// typed-buffer.mlir: Out[i] = float4(i, 2i, 3i, 1) * Scale[i] (RWBuffer<float4>
// and Buffer<float>: storage and uniform texel buffers).
const TEXELS: u32 = 64;

fn scale(i: u32) -> f32 {
    0.5 + (i % 4) as f32
}

#[test]
fn typed_buffer() {
    run_kernel(
        "typed_buffer",
        &Kernel {
            file: "typed-buffer.mlir",
            groups: [1, 1, 1],
            inputs: || {
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
            check: |outputs| {
                let expected: Vec<f32> = (0..TEXELS)
                    .flat_map(|i| {
                        let x = i as f32;
                        [x, 2.0 * x, 3.0 * x, 1.0].map(|c| c * scale(i))
                    })
                    .collect();
                same("Out", &outputs.get::<f32>("Out")?, &expected)
            },
            deterministic: true,
            direct: Direct::Required,
        },
    );
}

// loop-and-branch.mlir: Out[i] = sum over k < 8 of |In[8i + k]| (an scf.for
// around an scf.if).
const LOOP_THREADS: u32 = 32;

fn loop_input(index: u32) -> i32 {
    (index * 13 % 41) as i32 - 20
}

#[test]
fn loop_and_branch() {
    run_kernel(
        "loop_and_branch",
        &Kernel {
            file: "loop-and-branch.mlir",
            groups: [1, 1, 1],
            inputs: || {
                let input: Vec<i32> = (0..8 * LOOP_THREADS).map(loop_input).collect();
                vec![
                    ("In", Resource::StorageBuffer(to_bytes(&input))),
                    (
                        "Out",
                        Resource::StorageBuffer(to_bytes(&vec![UNTOUCHED; LOOP_THREADS as usize])),
                    ),
                ]
            },
            check: |outputs| {
                let expected: Vec<i32> = (0..LOOP_THREADS)
                    .map(|i| (0..8).map(|k| loop_input(8 * i + k).abs()).sum())
                    .collect();
                same("Out", &outputs.get::<i32>("Out")?, &expected)
            },
            deterministic: true,
            direct: Direct::Required,
        },
    );
}

// wave-reduce.mlir: per thread, (WaveActiveSum(x), WaveActiveMin(id.x),
// WaveActiveMax(x), WaveActiveCountBits(x > 0)) and (WaveGetLaneIndex(),
// WaveGetLaneCount(), WaveReadLaneAt(x, 0), sum over k < 3 of
// WaveActiveSum(k * x)). Vulkan leaves the grouping of threads into waves
// to the device; WaveActiveMin(id.x) names each thread's wave, and the
// check follows that grouping.
const WAVE_THREADS: u32 = 128;

fn wave_input(i: u32) -> i32 {
    ((i * 29 + 7) % 23) as i32 - 11
}

fn check_waves(outputs: &Outputs) -> Result<(), String> {
    let reduced = outputs.get::<i32>("Reduced")?;
    let lanes = outputs.get::<i32>("Lanes")?;
    let count = WAVE_THREADS as usize;
    if reduced.len() != 4 * count || lanes.len() != 4 * count {
        return Err(format!(
            "{} and {} values read back, {} expected each",
            reduced.len(),
            lanes.len(),
            4 * count
        ));
    }
    let mut waves: std::collections::BTreeMap<i32, Vec<usize>> = Default::default();
    for thread in 0..count {
        waves
            .entry(reduced[4 * thread + 1])
            .or_default()
            .push(thread);
    }
    for (&first, members) in &waves {
        let what = |thread: usize, part: &str| format!("thread {thread} (wave of {first}): {part}");
        if usize::try_from(first).ok() != members.first().copied() {
            return Err(format!(
                "WaveActiveMin(id.x) is {first} for threads {members:?}"
            ));
        }
        let size = lanes[4 * members[0] + 1];
        let lanes_in_wave = usize::try_from(size).unwrap_or(0);
        if members.len() > lanes_in_wave || members.iter().any(|&t| t / 64 != members[0] / 64) {
            return Err(format!(
                "the wave of {first} has threads {members:?}: more than its {size} lanes, or across groups"
            ));
        }
        let mut seen = vec![false; lanes_in_wave];
        let mut lane0 = None;
        for &t in members {
            let lane = lanes[4 * t];
            match usize::try_from(lane).ok().and_then(|l| seen.get_mut(l)) {
                Some(slot) if !*slot => *slot = true,
                _ => {
                    return Err(what(
                        t,
                        &format!("lane index {lane} repeated or past {size}"),
                    ));
                }
            }
            if lane == 0 {
                lane0 = Some(t);
            }
        }
        let lane0 = lane0.ok_or_else(|| format!("the wave of {first} has no lane 0"))?;
        let inputs: Vec<i32> = members.iter().map(|&t| wave_input(t as u32)).collect();
        let sum: i32 = inputs.iter().sum();
        let max = inputs.iter().copied().max().unwrap_or(i32::MIN);
        let positive = inputs.iter().filter(|&&x| x > 0).count() as i32;
        for &t in members {
            same(
                &what(t, "Reduced"),
                &reduced[4 * t..4 * t + 4],
                &[sum, first, max, positive],
            )?;
            same(
                &what(t, "Lanes (count, lane 0's value, looped sum)"),
                &lanes[4 * t + 1..4 * t + 4],
                &[size, wave_input(lane0 as u32), 3 * sum],
            )?;
        }
    }
    Ok(())
}

#[test]
fn wave_reduce() {
    run_kernel(
        "wave_reduce",
        &Kernel {
            file: "wave-reduce.mlir",
            groups: [WAVE_THREADS / 64, 1, 1],
            inputs: || {
                let input: Vec<i32> = (0..WAVE_THREADS).map(wave_input).collect();
                let untouched = to_bytes(&vec![UNTOUCHED; 4 * WAVE_THREADS as usize]);
                vec![
                    ("In", Resource::StorageBuffer(to_bytes(&input))),
                    ("Reduced", Resource::StorageBuffer(untouched.clone())),
                    ("Lanes", Resource::StorageBuffer(untouched)),
                ]
            },
            check: check_waves,
            deterministic: true,
            direct: Direct::WhenLowered,
        },
    );
}

// histogram-atomics.mlir: bin = x & 15; Counts.InterlockedAdd(4 bin, 1,
// Olds[i]); InterlockedMax(Bins[bin].max, x); Counts.InterlockedOr(64,
// 1 << bin).
const HISTOGRAM_THREADS: u32 = 256;
const BINS: usize = 16;
const WEIGHT: f32 = 0.75;

fn histogram_input(i: u32) -> i32 {
    ((i * 37 + 11) % 97) as i32 - 48
}

fn bin_of(x: i32) -> usize {
    (x & 15) as usize
}

#[test]
fn histogram_atomics() {
    run_kernel(
        "histogram_atomics",
        &Kernel {
            file: "histogram-atomics.mlir",
            groups: [HISTOGRAM_THREADS / 64, 1, 1],
            inputs: || {
                let input: Vec<i32> = (0..HISTOGRAM_THREADS).map(histogram_input).collect();
                let mut bins = Vec::new();
                for _ in 0..BINS {
                    bins.extend(to_bytes(&[WEIGHT]));
                    bins.extend(to_bytes(&[i32::MIN]));
                }
                let olds = vec![UNTOUCHED; HISTOGRAM_THREADS as usize];
                vec![
                    ("In", Resource::StorageBuffer(to_bytes(&input))),
                    (
                        "Counts",
                        Resource::StorageBuffer(to_bytes(&[0u32; BINS + 1])),
                    ),
                    ("Bins", Resource::StorageBuffer(bins)),
                    ("Olds", Resource::StorageBuffer(to_bytes(&olds))),
                ]
            },
            check: |outputs| {
                let inputs: Vec<i32> = (0..HISTOGRAM_THREADS).map(histogram_input).collect();
                let mut counts = vec![0u32; BINS + 1];
                let mut maxima = [i32::MIN; BINS];
                for &x in &inputs {
                    counts[bin_of(x)] += 1;
                    maxima[bin_of(x)] = maxima[bin_of(x)].max(x);
                    counts[BINS] |= 1 << bin_of(x);
                }
                same("Counts", &outputs.get::<u32>("Counts")?, &counts)?;
                let expected: Vec<u32> = maxima
                    .iter()
                    .flat_map(|&max| [WEIGHT.to_bits(), max as u32])
                    .collect();
                same(
                    "Bins (weight, max)",
                    &outputs.get::<u32>("Bins")?,
                    &expected,
                )?;
                let olds = outputs.get::<u32>("Olds")?;
                for (bin, &count) in counts.iter().take(BINS).enumerate() {
                    let mut seen: Vec<u32> = inputs
                        .iter()
                        .zip(&olds)
                        .filter(|(x, _)| bin_of(**x) == bin)
                        .map(|(_, &old)| old)
                        .collect();
                    seen.sort_unstable();
                    let expected: Vec<u32> = (0..count).collect();
                    same(&format!("Olds of bin {bin} (sorted)"), &seen, &expected)?;
                }
                Ok(())
            },
            // The olds depend on the order the threads reach the counters.
            deterministic: false,
            direct: Direct::WhenLowered,
        },
    );
}

// groupshared-reverse.mlir: each group's inputs reversed through
// groupshared memory and doubled; Totals[g] = the sum over the group of
// gi + 100 g, added with InterlockedAdd on a groupshared int.
const REVERSE_GROUPS: u32 = 3;

fn reverse_input(i: u32) -> f32 {
    i as f32 * 0.25 - 3.0
}

#[test]
fn groupshared_reverse() {
    run_kernel(
        "groupshared_reverse",
        &Kernel {
            file: "groupshared-reverse.mlir",
            groups: [REVERSE_GROUPS, 1, 1],
            inputs: || {
                let threads = 64 * REVERSE_GROUPS;
                let input: Vec<f32> = (0..threads).map(reverse_input).collect();
                let totals = vec![UNTOUCHED; REVERSE_GROUPS as usize];
                vec![
                    ("In", Resource::StorageBuffer(to_bytes(&input))),
                    (
                        "Out",
                        Resource::StorageBuffer(to_bytes(&vec![POISON; threads as usize])),
                    ),
                    ("Totals", Resource::StorageBuffer(to_bytes(&totals))),
                ]
            },
            check: |outputs| {
                let expected: Vec<f32> = (0..64 * REVERSE_GROUPS)
                    .map(|i| reverse_input(i / 64 * 64 + 63 - i % 64) * 2.0)
                    .collect();
                same("Out", &outputs.get::<f32>("Out")?, &expected)?;
                let totals: Vec<i32> = (0..REVERSE_GROUPS as i32)
                    .map(|g| 2016 + 6400 * g)
                    .collect();
                same("Totals", &outputs.get::<i32>("Totals")?, &totals)
            },
            deterministic: true,
            direct: Direct::WhenLowered,
        },
    );
}
