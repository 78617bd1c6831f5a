//! The runner on its own: GLSL compute shaders compiled by `glslangValidator`
//! (Debian `glslang-tools`) and checked by `spirv-val` run on the device, so the
//! Vulkan side is proven independently of the project's compiler. Bindings are found
//! by reflecting the binaries, as the kernel tests do.

mod common;

use std::fs;

use vulkan_runner::{
    Binding, DescriptorKind, Error, Format, Image, Interface, Resource, Runner, Sampler,
    from_bytes, reflect, to_bytes,
};

const TARGET_ENV: &str = "vulkan1.1";

/// Compiles the GLSL compute shader `source` for [`TARGET_ENV`], validates it and
/// reflects its interface; `None` after [`common::skip`] when the tools are missing.
fn compile_glsl(test: &str, source: &str) -> Option<(Vec<u32>, Interface)> {
    let words = common::compile_glsl(test, "shader", "comp", source, TARGET_ENV)?;
    let interface = reflect(&words).expect("reflect the module");
    Some((words, interface))
}

/// [`compile_glsl`] and a runner; `None` after [`common::skip`] when a tool or the
/// device is missing.
fn compile_and_open(test: &str, source: &str) -> Option<(Vec<u32>, Interface, Runner)> {
    let (words, interface) = compile_glsl(test, source)?;
    Some((words, interface, common::runner(test)?))
}

/// The (set, binding) of the descriptor variable named `name`.
fn slot(interface: &Interface, name: &str) -> (u32, u32) {
    let descriptor = interface
        .descriptor_named(name)
        .unwrap_or_else(|| panic!("the module declares no descriptor named {name}: {interface:?}"));
    (descriptor.set, descriptor.binding)
}

fn bind(interface: &Interface, name: &str, resource: Resource) -> Binding {
    let (set, binding) = slot(interface, name);
    Binding::new(set, binding, resource)
}

const BUFFERS: &str = r#"
#version 450
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) readonly buffer Input { uint values[]; } src;
layout(set = 0, binding = 1) buffer Output { uint values[]; } dst;
layout(set = 1, binding = 3) uniform Params { uint scale; uint bias; } params;
void main() {
    uint i = gl_GlobalInvocationID.x;
    uint acc = 0u;
    for (uint k = 0u; k < i % 5u; ++k) {
        acc += src.values[i] * params.scale;
    }
    if ((i & 1u) == 0u) {
        acc += params.bias;
    } else {
        acc ^= 0xffu;
    }
    dst.values[i] = acc;
}
"#;

fn expected_buffers(input: &[u32], scale: u32, bias: u32) -> Vec<u32> {
    (0u32..)
        .zip(input)
        .map(|(i, &value)| {
            let acc = (0..i % 5).fold(0u32, |acc, _| acc.wrapping_add(value.wrapping_mul(scale)));
            if i % 2 == 0 {
                acc.wrapping_add(bias)
            } else {
                acc ^ 0xff
            }
        })
        .collect()
}

#[test]
fn storage_and_uniform_buffers_with_loop_and_branch() {
    const TEST: &str = "storage_and_uniform_buffers_with_loop_and_branch";
    let Some((words, interface)) = compile_glsl(TEST, BUFFERS) else {
        return;
    };
    assert_eq!(slot(&interface, "src"), (0, 0));
    assert_eq!(slot(&interface, "dst"), (0, 1));
    assert_eq!(slot(&interface, "params"), (1, 3));
    assert_eq!(
        interface.descriptor_named("params").map(|d| d.kind),
        Some(DescriptorKind::UniformBuffer)
    );
    assert_eq!(
        interface
            .entry_point("main")
            .and_then(|entry| entry.local_size),
        Some([16, 1, 1])
    );

    let Some(runner) = common::runner(TEST) else {
        return;
    };
    eprintln!("device: {:?}", runner.device());
    let input: Vec<u32> = (0..64).map(|i| i * 7 + 3).collect();
    let (scale, bias) = (3, 1000);
    let bindings = [
        bind(&interface, "src", Resource::StorageBuffer(to_bytes(&input))),
        bind(
            &interface,
            "dst",
            Resource::StorageBuffer(vec![0xAB; 64 * 4]),
        ),
        bind(
            &interface,
            "params",
            Resource::UniformBuffer(to_bytes(&[scale, bias])),
        ),
    ];
    let readback = common::expect_run(runner.run(&words, "main", &bindings, [4, 1, 1]), TEST);
    let out = from_bytes::<u32>(readback.get(0, 1).expect("dst is read back"));
    assert_eq!(out, expected_buffers(&input, scale, bias));
    assert_eq!(
        readback.get(0, 0),
        Some(to_bytes(&input).as_slice()),
        "the read-only input is unchanged"
    );
    common::finish(runner);
}

const TEXELS: &str = r#"
#version 450
layout(local_size_x = 4, local_size_y = 4) in;
layout(set = 0, binding = 0) uniform textureBuffer weights;
layout(set = 0, binding = 1, rgba32f) uniform writeonly imageBuffer sums;
layout(set = 0, binding = 2, r32ui) uniform uimage2D counts;
layout(set = 0, binding = 3) uniform texture2D pattern;
layout(set = 0, binding = 4) uniform sampler nearest;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint old = imageLoad(counts, p).x;
    imageStore(counts, p, uvec4(old * 3u + uint(p.x), 0u, 0u, 0u));
    float w = texelFetch(weights, p.x).x;
    float t = texelFetch(sampler2D(pattern, nearest), p, 0).x;
    vec2 uv = (vec2(p) + 0.5) / vec2(8.0);
    float s = textureLod(sampler2D(pattern, nearest), uv, 0.0).x;
    imageStore(sums, p.y * 8 + p.x, vec4(w, t, s, w * t));
}
"#;

#[test]
fn texel_buffers_images_and_samplers() {
    const TEST: &str = "texel_buffers_images_and_samplers";
    let Some((words, interface, runner)) = compile_and_open(TEST, TEXELS) else {
        return;
    };

    let weights: Vec<f32> = (0..8).map(|x| x as f32 * 0.5).collect();
    let counts: Vec<u32> = (0..64).map(|i| i * 11).collect();
    let pattern: Vec<f32> = (0..64).map(|i| (i * i) as f32).collect();
    let bindings = [
        bind(
            &interface,
            "weights",
            Resource::UniformTexelBuffer {
                format: Format::R32f,
                data: to_bytes(&weights),
            },
        ),
        bind(
            &interface,
            "sums",
            Resource::StorageTexelBuffer {
                format: Format::Rgba32f,
                data: vec![0; 64 * 16],
            },
        ),
        bind(
            &interface,
            "counts",
            Resource::StorageImage(Image::d2(Format::R32ui, 8, 8, to_bytes(&counts))),
        ),
        bind(
            &interface,
            "pattern",
            Resource::SampledImage(Image::d2(Format::R32f, 8, 8, to_bytes(&pattern))),
        ),
        bind(&interface, "nearest", Resource::Sampler(Sampler::default())),
    ];
    let readback = common::expect_run(runner.run(&words, "main", &bindings, [2, 2, 1]), TEST);

    let (set, binding) = slot(&interface, "counts");
    let counts_after = from_bytes::<u32>(readback.get(set, binding).expect("counts read back"));
    let expected: Vec<u32> = (0..64).map(|i| counts[i as usize] * 3 + i % 8).collect();
    assert_eq!(counts_after, expected);

    let (set, binding) = slot(&interface, "sums");
    let sums = from_bytes::<f32>(readback.get(set, binding).expect("sums read back"));
    for (index, texel) in sums.chunks_exact(4).enumerate() {
        let (w, t) = (weights[index % 8], pattern[index]);
        assert_eq!(texel, [w, t, t, w * t], "texel {index}");
    }
    let (set, binding) = slot(&interface, "nearest");
    assert_eq!(
        readback.get(set, binding),
        None,
        "samplers have no contents"
    );
    common::finish(runner);
}

/// Descriptions that do not fit the module are refused before the driver sees them,
/// and the runner stays usable afterwards.
#[test]
fn mismatched_descriptions_are_refused() {
    const TEST: &str = "mismatched_descriptions_are_refused";
    let Some((words, interface, runner)) = compile_and_open(TEST, BUFFERS) else {
        return;
    };
    let buffer = |name| bind(&interface, name, Resource::StorageBuffer(vec![0; 256]));
    let params = bind(&interface, "params", Resource::UniformBuffer(vec![0; 8]));

    let refused = |bindings: &[Binding], entry: &str, groups, expected: &str| match runner
        .run(&words, entry, bindings, groups)
    {
        Err(error @ (Error::Description(_) | Error::Module(_))) => {
            let text = error.to_string();
            assert!(
                text.contains(expected),
                "`{text}` does not mention `{expected}`"
            );
        }
        other => panic!("expected a refusal mentioning `{expected}`, got {other:?}"),
    };
    let complete = [buffer("src"), buffer("dst"), params.clone()];
    refused(
        &complete[..2],
        "main",
        [1, 1, 1],
        "\"params\" (set 1, binding 3)",
    );
    refused(
        &[
            buffer("src"),
            buffer("dst"),
            bind(&interface, "params", Resource::StorageBuffer(vec![0; 8])),
        ],
        "main",
        [1, 1, 1],
        "is given a storage buffer",
    );
    refused(
        &[
            buffer("src"),
            buffer("dst"),
            params.clone(),
            Binding::new(2, 0, Resource::Sampler(Sampler::default())),
        ],
        "main",
        [1, 1, 1],
        "(set 2, binding 0), where the module declares nothing",
    );
    refused(&complete, "main", [1, 0, 1], "runs no invocation");
    refused(
        &complete,
        "other",
        [1, 1, 1],
        "no GLCompute entry point named \"other\"",
    );
    refused(
        &[
            buffer("src"),
            Binding::new(0, 1, Resource::StorageBuffer(Vec::new())),
            params,
        ],
        "main",
        [1, 1, 1],
        "Vulkan buffers cannot be empty",
    );

    common::expect_run(runner.run(&words, "main", &complete, [1, 1, 1]), TEST);
    common::finish(runner);
}

/// With lavapipe installed and no other driver chosen by the environment, it is the
/// device used.
#[test]
fn lavapipe_is_preferred() {
    const TEST: &str = "lavapipe_is_preferred";
    let Some(runner) = common::runner(TEST) else {
        return;
    };
    // The runner itself may have pointed these at lavapipe.
    let other_driver_chosen = ["VK_DRIVER_FILES", "VK_ICD_FILENAMES", "VK_ADD_DRIVER_FILES"]
        .iter()
        .filter_map(std::env::var_os)
        .any(|value| !value.to_string_lossy().contains("lvp_icd"));
    let lavapipe_installed = ["/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d"]
        .iter()
        .filter_map(|dir| fs::read_dir(dir).ok())
        .flat_map(|entries| entries.filter_map(Result::ok))
        .any(|entry| entry.file_name().to_string_lossy().starts_with("lvp_icd"));
    if lavapipe_installed && !other_driver_chosen {
        assert!(runner.device().is_lavapipe, "{:?}", runner.device());
    }
    common::finish(runner);
}
