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

use std::path::{Path, PathBuf};
use std::process::Command;

use common::cases::{self, POISON, UNTOUCHED};
use common::kernel::{Outputs, same, storage};
use vulkan_runner::{Interface, Resource, reflect, to_bytes};

/// The kernels both roads lower.
const KERNELS_DIR: &str = "tests/lit/conversion/hlsl-to-spirv/kernels";
/// The kernels of the ops only the LLVM road lowers so far.
const LLVM_KERNELS_DIR: &str = "tests/lit/target/llvm/kernels";
const TARGET_ENV: &str = "vulkan1.3";
const TRIPLE: &str = "spirv1.6-unknown-vulkan1.3-compute";

/// One kernel as this test runs it.
struct Kernel {
    /// The kernel's file (under [`Kernel::dir`]), workgroup count, initial
    /// resources by name and the check of what they hold afterwards.
    spec: &'static cases::Kernel,
    /// Whether the direct road must lower the kernel too.
    direct: Direct,
    /// Whether both roads must write identical bytes (not for appends, whose
    /// order is unspecified).
    deterministic: bool,
}

/// The kernels' `negate` switch for every run: `cbuffer-params.mlir` negates.
const NEGATE: bool = true;

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
    let source = workspace().join(kernel.dir()).join(kernel.spec.file);
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
                kernel.spec.file
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
        Err(message) => panic!("{}: {message}", kernel.spec.file),
    };
    let Some(runner) = common::runner(test) else {
        return;
    };
    let inputs = (kernel.spec.inputs)(NEGATE);
    let mut results = Vec::new();
    let roads = direct
        .iter()
        .map(|direct| ("--convert-hlsl-to-spirv", direct, false))
        .chain([("LLVM's SPIR-V backend", &llvm, true)]);
    for (road, module, rename) in roads {
        let context = format!("{} through {road}", kernel.spec.file);
        let bindings = common::kernel::bind_by_name(&context, &module.interface, &inputs, |name| {
            if rename {
                llvm_name(name)
            } else {
                name.to_owned()
            }
        });
        let readback = common::expect_run(
            runner.run(&module.words, "main", &bindings, kernel.spec.groups),
            &context,
        );
        let outputs = Outputs::read(&inputs, &bindings, &readback, Vec::new());
        if let Err(message) = (kernel.spec.check)(NEGATE, &outputs) {
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
        kernel.spec.file,
        inputs.iter().map(|(n, _)| n).collect::<Vec<_>>()
    );
    if kernel.deterministic {
        for (name, _) in &inputs {
            assert!(
                direct_out.bytes(name) == llvm_out.bytes(name),
                "{}: `{name}` differs between the two roads",
                kernel.spec.file
            );
        }
    }
    common::finish(runner);
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

const WAVE_REDUCE: cases::Kernel = cases::Kernel {
    file: "wave-reduce.mlir",
    groups: [WAVE_THREADS / 64, 1, 1],
    inputs: |_| {
        let input: Vec<i32> = (0..WAVE_THREADS).map(wave_input).collect();
        let untouched = to_bytes(&vec![UNTOUCHED; 4 * WAVE_THREADS as usize]);
        vec![
            ("In", storage(&input)),
            ("Reduced", Resource::StorageBuffer(untouched.clone())),
            ("Lanes", Resource::StorageBuffer(untouched)),
        ]
    },
    check: |_, outputs| check_waves(outputs),
};

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

const HISTOGRAM_ATOMICS: cases::Kernel = cases::Kernel {
    file: "histogram-atomics.mlir",
    groups: [HISTOGRAM_THREADS / 64, 1, 1],
    inputs: |_| {
        let input: Vec<i32> = (0..HISTOGRAM_THREADS).map(histogram_input).collect();
        let mut bins = Vec::new();
        for _ in 0..BINS {
            bins.extend(to_bytes(&[WEIGHT]));
            bins.extend(to_bytes(&[i32::MIN]));
        }
        let olds = vec![UNTOUCHED; HISTOGRAM_THREADS as usize];
        vec![
            ("In", storage(&input)),
            ("Counts", storage(&[0u32; BINS + 1])),
            ("Bins", Resource::StorageBuffer(bins)),
            ("Olds", storage(&olds)),
        ]
    },
    check: |_, outputs| {
        let inputs: Vec<i32> = (0..HISTOGRAM_THREADS).map(histogram_input).collect();
        let mut counts = vec![0u32; BINS + 1];
        let mut maxima = [i32::MIN; BINS];
        for &x in &inputs {
            counts[bin_of(x)] += 1;
            maxima[bin_of(x)] = maxima[bin_of(x)].max(x);
            counts[BINS] |= 1 << bin_of(x);
        }
        outputs.check("Counts", &counts)?;
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
};

// groupshared-reverse.mlir: each group's inputs reversed through
// groupshared memory and doubled; Totals[g] = the sum over the group of
// gi + 100 g, added with InterlockedAdd on a groupshared int.
const REVERSE_GROUPS: u32 = 3;

fn reverse_input(i: u32) -> f32 {
    i as f32 * 0.25 - 3.0
}

const GROUPSHARED_REVERSE: cases::Kernel = cases::Kernel {
    file: "groupshared-reverse.mlir",
    groups: [REVERSE_GROUPS, 1, 1],
    inputs: |_| {
        let threads = 64 * REVERSE_GROUPS;
        let input: Vec<f32> = (0..threads).map(reverse_input).collect();
        let totals = vec![UNTOUCHED; REVERSE_GROUPS as usize];
        vec![
            ("In", storage(&input)),
            ("Out", storage(&vec![POISON; threads as usize])),
            ("Totals", storage(&totals)),
        ]
    },
    check: |_, outputs| {
        let expected: Vec<f32> = (0..64 * REVERSE_GROUPS)
            .map(|i| reverse_input(i / 64 * 64 + 63 - i % 64) * 2.0)
            .collect();
        outputs.check("Out", &expected)?;
        let totals: Vec<i32> = (0..REVERSE_GROUPS as i32)
            .map(|g| 2016 + 6400 * g)
            .collect();
        outputs.check("Totals", &totals)
    },
};

/// One test per kernel: `name: spec, deterministic, direct;`.
macro_rules! kernel_tests {
    ($($name:ident: $spec:expr, $deterministic:expr, $direct:ident;)*) => {$(
        #[test]
        fn $name() {
            run_kernel(
                stringify!($name),
                &Kernel {
                    spec: &$spec,
                    deterministic: $deterministic,
                    direct: Direct::$direct,
                },
            );
        }
    )*};
}

kernel_tests! {
    structured_buffer_transform: cases::STRUCTURED_BUFFER_TRANSFORM, true, Required;
    // Append order is unspecified.
    append_filter: cases::APPEND_FILTER, false, Required;
    byte_address_buffer: cases::BYTE_ADDRESS_BUFFER, true, Required;
    cbuffer_params: cases::CBUFFER_PARAMS, true, Required;
    typed_buffer: cases::TYPED_BUFFER, true, Required;
    loop_and_branch: cases::LOOP_AND_BRANCH, true, Required;
    wave_reduce: WAVE_REDUCE, true, WhenLowered;
    // The olds depend on the order the threads reach the counters.
    histogram_atomics: HISTOGRAM_ATOMICS, false, WhenLowered;
    groupshared_reverse: GROUPSHARED_REVERSE, true, WhenLowered;
}
