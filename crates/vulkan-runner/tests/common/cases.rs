//! The compute kernels of `tests/lit/conversion/hlsl-to-spirv/kernels/` as the
//! end-to-end tests run them: each kernel's workgroup count, the initial
//! contents of its resources by name, and the check of what they hold
//! afterwards against values computed here.
//!
//! The kernels' own comments give their HLSL source, bindings and expected
//! results; the inputs below keep every float operation exact, so a device
//! that fuses a multiply and an add computes the same values as these checks.

use vulkan_runner::{Format, Resource, to_bytes};

use super::kernel::{Outputs, same, storage};

/// One kernel: its file, its workgroup count, the initial contents of its
/// resources by name, and what they must hold afterwards. Both functions
/// take the run's `negate` switch, which only `cbuffer-params.mlir` reads
/// (from its constant buffer): runs that pass both values cover both of its
/// branches.
pub struct Kernel {
    pub file: &'static str,
    pub groups: [u32; 3],
    pub inputs: fn(bool) -> Vec<(&'static str, Resource)>,
    pub check: fn(bool, &Outputs) -> Result<(), String>,
}

/// A float that no kernel computes, for padding and untouched elements.
pub const POISON: f32 = f32::from_bits(0x7fc0_dead);
/// A word no kernel writes, for untouched elements.
pub const UNTOUCHED: u32 = 0xdead_beef;

// --- structured-buffer-transform.mlir ----------------------------------------------
// struct Particle { float3 position; float mass; } (16 bytes: position at 0, mass
// at 12, under every layout); StructuredBuffer<Particle> In, RWStructuredBuffer<Particle>
// Out; numthreads(64, 1, 1). Out[i] = { In[i].position * In[i].mass, In[i].mass + 1 }.

const PARTICLES: u32 = 128;

fn particle(i: u32) -> [f32; 4] {
    let x = i as f32;
    [x, -0.5 * x, 2.0 + x, 0.5 + 0.25 * (i % 7) as f32]
}

pub const STRUCTURED_BUFFER_TRANSFORM: Kernel = Kernel {
    file: "structured-buffer-transform.mlir",
    groups: [2, 1, 1],
    inputs: |_| {
        let particles: Vec<f32> = (0..PARTICLES).flat_map(particle).collect();
        vec![
            ("In", storage(&particles)),
            ("Out", storage(&vec![POISON; 4 * PARTICLES as usize])),
        ]
    },
    check: |_, outputs| {
        let expected: Vec<f32> = (0..PARTICLES)
            .flat_map(|i| {
                let [x, y, z, mass] = particle(i);
                [x * mass, y * mass, z * mass, mass + 1.0]
            })
            .collect();
        outputs.check("Out", &expected)
    },
};

// --- append-filter.mlir ------------------------------------------------------------
// StructuredBuffer<int> In; AppendStructuredBuffer<int> Out with its counter
// `Out_counter`; numthreads(64, 1, 1). if (In[i] % 2 == 0) Out.Append(In[i]).

const APPEND_INPUTS: u32 = 128;

fn append_input(i: u32) -> i32 {
    (i * 37 % 101) as i32 - 50
}

pub const APPEND_FILTER: Kernel = Kernel {
    file: "append-filter.mlir",
    groups: [2, 1, 1],
    inputs: |_| {
        let input: Vec<i32> = (0..APPEND_INPUTS).map(append_input).collect();
        vec![
            ("In", storage(&input)),
            ("Out", storage(&vec![UNTOUCHED; APPEND_INPUTS as usize])),
            ("Out_counter", storage(&[0u32])),
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

pub const BYTE_ADDRESS_BUFFER: Kernel = Kernel {
    file: "byte-address-buffer.mlir",
    groups: [1, 1, 1],
    inputs: |_| {
        let records: Vec<u32> = (0..RECORDS).flat_map(record).collect();
        vec![
            ("In", storage(&records)),
            ("Out", storage(&vec![UNTOUCHED; BYTE_OUT_WORDS])),
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
        outputs.check("Out", &expected)
    },
};

// --- cbuffer-params.mlir -----------------------------------------------------------
// cbuffer Params { float scale; float bias; uint count; bool negate; } (std140:
// 0, 4, 8, 12; the bool as a 32-bit integer); RWStructuredBuffer<float> Data;
// numthreads(64, 1, 1). if (i < count) Data[i] = ±(Data[i] * scale + bias).
// The runs pass `negate` on to the constant buffer.

const DATA: u32 = 128;
const SCALE: f32 = 1.5;
const BIAS: f32 = 0.25;
const COUNT: u32 = 100;

fn data(i: u32) -> f32 {
    i as f32 * 0.5 - 10.0
}

pub const CBUFFER_PARAMS: Kernel = Kernel {
    file: "cbuffer-params.mlir",
    groups: [2, 1, 1],
    inputs: |negate| {
        let mut params = to_bytes(&[SCALE, BIAS]);
        params.extend(to_bytes(&[COUNT, u32::from(negate)]));
        let values: Vec<f32> = (0..DATA).map(data).collect();
        vec![
            ("Params", Resource::UniformBuffer(params)),
            ("Data", storage(&values)),
        ]
    },
    check: |negate, outputs| {
        let expected: Vec<f32> = (0..DATA)
            .map(|i| {
                let v = data(i) * SCALE + BIAS;
                match (i < COUNT, negate) {
                    (false, _) => data(i),
                    (true, true) => -v,
                    (true, false) => v,
                }
            })
            .collect();
        outputs.check("Data", &expected)
    },
};

// --- typed-buffer.mlir -------------------------------------------------------------
// RWBuffer<float4> Out (a storage texel buffer, R32G32B32A32_SFLOAT); Buffer<float>
// Scale (a uniform texel buffer, R32_SFLOAT); numthreads(64, 1, 1).
// Out[i] = float4(i, 2i, 3i, 1) * Scale[i].

const TEXELS: u32 = 64;

fn scale(i: u32) -> f32 {
    0.5 + (i % 4) as f32
}

pub const TYPED_BUFFER: Kernel = Kernel {
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
        outputs.check("Out", &expected)
    },
};

// --- loop-and-branch.mlir ----------------------------------------------------------
// StructuredBuffer<int> In (8 ints per thread); RWStructuredBuffer<int> Out;
// numthreads(32, 1, 1). Out[i] = sum over k in 0..8 (scf.for) of |In[8i + k]|
// (an scf.if yielding the absolute value).

const LOOP_THREADS: u32 = 32;

fn loop_input(index: u32) -> i32 {
    (index * 13 % 41) as i32 - 20
}

pub const LOOP_AND_BRANCH: Kernel = Kernel {
    file: "loop-and-branch.mlir",
    groups: [1, 1, 1],
    inputs: |_| {
        let input: Vec<i32> = (0..8 * LOOP_THREADS).map(loop_input).collect();
        vec![
            ("In", storage(&input)),
            ("Out", storage(&vec![UNTOUCHED; LOOP_THREADS as usize])),
        ]
    },
    check: |_, outputs| {
        let expected: Vec<i32> = (0..LOOP_THREADS)
            .map(|i| (0..8).map(|k| loop_input(8 * i + k).abs()).sum())
            .collect();
        outputs.check("Out", &expected)
    },
};
