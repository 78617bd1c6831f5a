//! The runner's resources and pipelines on the device, one test each: textures
//! with mip levels, cube, array and 3D images, multisampled images, filtering and
//! comparison samplers, storage image atomics, descriptor arrays, push and
//! specialization constants, caller-declared layouts, graphics draws, and the
//! checks that name what a device lacks. Shaders are GLSL compiled by
//! `glslangValidator` and validated by `spirv-val` before they run; values are
//! checked against ones computed here.

mod common;

use vulkan_runner::{
    AddressMode, Binding, ClearColor, CompareOp, Coverage, Dispatch, Draw, Error, Format, Image,
    RenderTarget, Resource, Sampler, Shader, Topology, VertexAttribute, VertexInput, from_bytes,
    to_bytes,
};

const ENV: &str = "vulkan1.2";

/// The compute shader `source`, compiled, and the runner; `None` (the test
/// skipped) when a tool or the device is missing.
fn compute(test: &str, source: &str) -> Option<(Vec<u32>, vulkan_runner::Runner)> {
    let words = common::compile_glsl(test, "shader", "comp", source, ENV)?;
    Some((words, common::runner(test)?))
}

/// `resources` bound at bindings 0, 1, ... of set 0, in order.
fn set0(resources: impl IntoIterator<Item = Resource>) -> Vec<Binding> {
    (0..)
        .zip(resources)
        .map(|(binding, resource)| Binding::new(0, binding, resource))
        .collect()
}

fn out_buffer(words: usize) -> Resource {
    Resource::StorageBuffer(vec![0xEE; words * 4])
}

/// The vertex and fragment shaders of a draw, each `(name, GLSL source)`,
/// compiled, and the runner; `None` (the test skipped) when a tool or the
/// device is missing.
fn graphics(
    test: &str,
    vertex: (&str, &str),
    fragment: (&str, &str),
) -> Option<(Vec<u32>, Vec<u32>, vulkan_runner::Runner)> {
    let vertex = common::compile_glsl(test, vertex.0, "vert", vertex.1, ENV)?;
    let fragment = common::compile_glsl(test, fragment.0, "frag", fragment.1, ENV)?;
    Some((vertex, fragment, common::runner(test)?))
}

/// A draw of one triangle the vertex shader makes from `VertexIndex`, with
/// `main` entry points, into `target`, without push constants.
fn triangle<'a>(
    vertex: &'a [u32],
    fragment: &'a [u32],
    bindings: &'a [Binding],
    target: RenderTarget,
) -> Draw<'a> {
    Draw {
        vertex: Shader::new(vertex, "main"),
        fragment: Shader::new(fragment, "main"),
        bindings,
        vertices: None,
        vertex_count: 3,
        topology: Topology::TriangleList,
        target,
        push_constants: Vec::new(),
        coverage: Coverage::Exact,
    }
}

/// Runs `dispatch` and returns the storage buffer at (0, `binding`) as `T`s.
fn output<T: vulkan_runner::Scalar>(
    test: &str,
    runner: &vulkan_runner::Runner,
    dispatch: &Dispatch<'_>,
    binding: u32,
) -> Vec<T> {
    let readback = common::expect_run(runner.dispatch(dispatch), test);
    from_bytes(readback.get(0, binding).expect("the output is read back"))
}

/// Runs one workgroup of `words`' `main` and returns the storage buffer at
/// (0, `binding`) as `T`s.
fn one_group_output<T: vulkan_runner::Scalar>(
    test: &str,
    runner: &vulkan_runner::Runner,
    words: &[u32],
    bindings: &[Binding],
    binding: u32,
) -> Vec<T> {
    let dispatch = Dispatch::new(Shader::new(words, "main"), bindings, [1, 1, 1]);
    output(test, runner, &dispatch, binding)
}

const MIPS: &str = r#"
#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) buffer Out { float v[]; } o;
void main() {
    int level = int(gl_GlobalInvocationID.x);
    o.v[level] = textureLod(tex, vec2(0.5), float(level)).x;
    // Mesa 22.3's lavapipe answers a size query with a non-constant level with
    // level 0's size, so the levels are constants here.
    o.v[4] = float(textureSize(tex, 0).x);
    o.v[5] = float(textureSize(tex, 1).x);
    o.v[6] = float(textureSize(tex, 2).x);
    o.v[7] = float(textureSize(tex, 3).x);
    o.v[8] = float(textureQueryLevels(tex));
}
"#;

#[test]
fn texture_with_mip_levels() {
    const TEST: &str = "texture_with_mip_levels";
    let Some((words, runner)) = compute(TEST, MIPS) else {
        return;
    };
    // Level n of an 8 x 8 texture holds 10 * (n + 1) everywhere.
    let mut texels = Vec::new();
    for level in 0..4u32 {
        let side = 8 >> level;
        texels.extend(std::iter::repeat_n(10.0 * (level + 1) as f32, side * side));
    }
    let image = Image::d2(Format::R32f, 8, 8, to_bytes(&texels)).with_mip_levels(4);
    let bindings = set0([
        Resource::CombinedImageSampler(image, Sampler::default()),
        out_buffer(9),
    ]);
    let values: Vec<f32> = one_group_output(TEST, &runner, &words, &bindings, 1);
    assert_eq!(values, [10.0, 20.0, 30.0, 40.0, 8.0, 4.0, 2.0, 1.0, 4.0]);
    common::finish(runner);
}

const SHAPES: &str = r#"
#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform samplerCube cube;
layout(set = 0, binding = 1) uniform texture2DArray layers;
layout(set = 0, binding = 2) uniform texture3D volume;
layout(set = 0, binding = 3) uniform texture1D line;
layout(set = 0, binding = 4) uniform sampler nearest;
layout(set = 0, binding = 5) buffer Out { float v[]; } o;
void main() {
    o.v[0] = textureLod(cube, vec3(1.0, 0.0, 0.0), 0.0).x;
    o.v[1] = textureLod(cube, vec3(-1.0, 0.0, 0.0), 0.0).x;
    o.v[2] = textureLod(cube, vec3(0.0, 0.0, -1.0), 0.0).x;
    o.v[3] = texelFetch(sampler2DArray(layers, nearest), ivec3(1, 0, 2), 0).x;
    o.v[4] = texelFetch(sampler3D(volume, nearest), ivec3(1, 1, 1), 0).x;
    o.v[5] = texelFetch(sampler1D(line, nearest), 3, 0).x;
}
"#;

#[test]
fn cube_array_3d_and_1d_images() {
    const TEST: &str = "cube_array_3d_and_1d_images";
    let Some((words, runner)) = compute(TEST, SHAPES) else {
        return;
    };
    // Face f of a 2 x 2 cube holds f + 1 (faces +X, -X, +Y, -Y, +Z, -Z).
    let faces: Vec<f32> = (0..6).flat_map(|face| [face as f32 + 1.0; 4]).collect();
    // Layer l of a 2 x 2 x 3 array holds 100 * l + texel index.
    let layers: Vec<f32> = (0..3)
        .flat_map(|l| (0..4).map(move |t| (100 * l + t) as f32))
        .collect();
    let volume: Vec<f32> = (0..8).map(|i| i as f32 * 0.5).collect();
    let line: Vec<f32> = (0..4).map(|i| -(i as f32)).collect();
    let bindings = set0([
        Resource::CombinedImageSampler(
            Image::cube(Format::R32f, 2, to_bytes(&faces)),
            Sampler::default(),
        ),
        Resource::SampledImage(Image::d2(Format::R32f, 2, 2, to_bytes(&layers)).with_layers(3)),
        Resource::SampledImage(Image::d3(Format::R32f, [2, 2, 2], to_bytes(&volume))),
        Resource::SampledImage(Image::d1(Format::R32f, 4, to_bytes(&line))),
        Resource::Sampler(Sampler::default()),
        out_buffer(6),
    ]);
    let values: Vec<f32> = one_group_output(TEST, &runner, &words, &bindings, 5);
    assert_eq!(values, [1.0, 2.0, 6.0, 201.0, 3.5, -3.0]);
    common::finish(runner);
}

const FILTERS: &str = r#"
#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2D linear;
layout(set = 0, binding = 1) uniform sampler2D repeat;
layout(set = 0, binding = 2) uniform sampler2DShadow shadow;
layout(set = 0, binding = 3) buffer Out { float v[]; } o;
void main() {
    // Halfway between the texel centers of a 2 x 1 texture.
    o.v[0] = textureLod(linear, vec2(0.5, 0.5), 0.0).x;
    // 1.25 wraps to 0.25, the first texel's center.
    o.v[1] = textureLod(repeat, vec2(1.25, 0.5), 0.0).x;
    // Depth 0.25 and 0.75; the reference 0.5 passes LESS against the first only.
    o.v[2] = textureLod(shadow, vec3(0.25, 0.5, 0.5), 0.0);
    o.v[3] = textureLod(shadow, vec3(0.75, 0.5, 0.5), 0.0);
}
"#;

#[test]
fn filtering_addressing_and_comparison_samplers() {
    const TEST: &str = "filtering_addressing_and_comparison_samplers";
    let Some((words, runner)) = compute(TEST, FILTERS) else {
        return;
    };
    let two = |a: f32, b: f32| Image::d2(Format::R32f, 2, 1, to_bytes(&[a, b]));
    let depth = Image::d2(Format::D32f, 2, 1, to_bytes(&[0.25f32, 0.75]));
    let bindings = set0([
        Resource::CombinedImageSampler(two(2.0, 4.0), Sampler::linear()),
        Resource::CombinedImageSampler(
            two(7.0, 9.0),
            Sampler::default().with_address(AddressMode::Repeat),
        ),
        // The reference passes when it is less than the stored depth.
        Resource::CombinedImageSampler(depth, Sampler::comparison(CompareOp::Less)),
        out_buffer(4),
    ]);
    let values: Vec<f32> = one_group_output(TEST, &runner, &words, &bindings, 3);
    assert_eq!(values, [3.0, 7.0, 0.0, 1.0]);
    common::finish(runner);
}

const ATOMICS: &str = r#"
#version 450
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D counts;
layout(set = 0, binding = 1, r32ui) uniform uimageBuffer histogram;
void main() {
    uvec2 p = gl_GlobalInvocationID.xy;
    imageAtomicAdd(counts, ivec2(p % 2u), 1u);
    imageAtomicMax(histogram, int(p.x % 4u), p.y);
}
"#;

#[test]
fn storage_image_and_texel_buffer_atomics() {
    const TEST: &str = "storage_image_and_texel_buffer_atomics";
    let Some((words, runner)) = compute(TEST, ATOMICS) else {
        return;
    };
    let bindings = set0([
        Resource::StorageImage(Image::d2(Format::R32ui, 2, 2, to_bytes(&[5u32, 0, 0, 0]))),
        Resource::StorageTexelBuffer {
            format: Format::R32ui,
            data: to_bytes(&[0u32; 4]),
        },
    ]);
    let readback = common::expect_run(
        runner.dispatch(&Dispatch::new(
            Shader::new(&words, "main"),
            &bindings,
            [2, 2, 1],
        )),
        TEST,
    );
    // 256 invocations over 4 texels; the first started at 5.
    assert_eq!(
        from_bytes::<u32>(readback.get(0, 0).expect("counts")),
        [69, 64, 64, 64]
    );
    assert_eq!(
        from_bytes::<u32>(readback.get(0, 1).expect("histogram")),
        [15; 4]
    );
    common::finish(runner);
}

const MULTISAMPLED: &str = r#"
#version 450
layout(local_size_x = 3, local_size_y = 2) in;
layout(set = 0, binding = 0) uniform usampler2DMS ms;
layout(set = 0, binding = 1) uniform sampler2DMSArray layered;
layout(set = 0, binding = 2) buffer Out { uint v[]; } o;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    int texel = p.y * 3 + p.x;
    for (int s = 0; s < 4; ++s) {
        o.v[texel * 4 + s] = texelFetch(ms, p, s).x;
    }
    o.v[24 + texel] = uint(texelFetch(layered, ivec3(p, 1), 1).y);
    o.v[30] = uint(textureSamples(ms));
}
"#;

#[test]
fn multisampled_images_are_filled_per_sample() {
    const TEST: &str = "multisampled_images_are_filled_per_sample";
    let Some((words, runner)) = compute(TEST, MULTISAMPLED) else {
        return;
    };
    // A 3 x 2 image of 4 samples: texel t, sample s holds 10 t + s.
    let values: Vec<u32> = (0..6)
        .flat_map(|t| (0..4).map(move |s| 10 * t + s))
        .collect();
    let ms = Image::d2(Format::R32ui, 3, 2, to_bytes(&values)).with_samples(4);
    // Two layers of 2-component floats with 4 samples: (layer, 100 l + 10 t + s).
    let layered: Vec<f32> = (0..2)
        .flat_map(|l| {
            (0..6).flat_map(move |t| {
                (0..4).flat_map(move |s| [l as f32, (100 * l + 10 * t + s) as f32])
            })
        })
        .collect();
    let layered = Image::d2(Format::Rg32f, 3, 2, to_bytes(&layered))
        .with_layers(2)
        .with_samples(4);
    // The shader declares both as combined image samplers.
    let bindings = set0([
        Resource::CombinedImageSampler(ms, Sampler::default()),
        Resource::CombinedImageSampler(layered, Sampler::default()),
        out_buffer(31),
    ]);
    let out: Vec<u32> = one_group_output(TEST, &runner, &words, &bindings, 2);
    assert_eq!(&out[..24], values.as_slice());
    let expected: Vec<u32> = (0..6).map(|t| 100 + 10 * t + 1).collect();
    assert_eq!(&out[24..30], expected.as_slice());
    assert_eq!(out[30], 4);
    common::finish(runner);
}

const CONSTANTS: &str = r#"
#version 450
layout(local_size_x = 4) in;
layout(constant_id = 7) const int SCALE = 1;
layout(constant_id = 8) const bool NEGATE = false;
layout(push_constant) uniform Push { int bias; int stride; } push;
layout(set = 0, binding = 0) buffer In { int v[]; } inputs[3];
layout(set = 0, binding = 1) buffer Out { int v[]; } o;
void main() {
    uint i = gl_GlobalInvocationID.x;
    int sum = 0;
    for (int k = 0; k < 3; ++k) {
        sum += inputs[k].v[i * uint(push.stride)];
    }
    int value = sum * SCALE + push.bias;
    o.v[i] = NEGATE ? -value : value;
}
"#;

#[test]
fn descriptor_arrays_push_and_specialization_constants() {
    const TEST: &str = "descriptor_arrays_push_and_specialization_constants";
    let Some((words, runner)) = compute(TEST, CONSTANTS) else {
        return;
    };
    let array = Resource::Array(
        (0..3)
            .map(|k| {
                Resource::StorageBuffer(to_bytes(
                    &(0..8).map(|i| 100 * k + i).collect::<Vec<i32>>(),
                ))
            })
            .collect(),
    );
    let bindings = set0([array, out_buffer(4)]);
    let shader = Shader::new(&words, "main")
        .specialize(7, to_bytes(&[3i32]))
        .specialize(8, to_bytes(&[1u32]));
    let dispatch =
        Dispatch::new(shader, &bindings, [1, 1, 1]).with_push_constants(to_bytes(&[5i32, 2]));
    let values: Vec<i32> = output(TEST, &runner, &dispatch, 1);
    // sum over k of (100 k + 2 i) = 300 + 6 i, times 3, plus 5, negated.
    let expected: Vec<i32> = (0..4).map(|i| -((300 + 6 * i) * 3 + 5)).collect();
    assert_eq!(values, expected);

    let short = Dispatch::new(Shader::new(&words, "main"), &bindings, [1, 1, 1])
        .with_push_constants(to_bytes(&[5i32]));
    match runner.dispatch(&short) {
        Err(Error::Description(message)) => assert!(
            message.contains("push constant block takes 8 bytes"),
            "{message}"
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
    common::finish(runner);
}

const DECLARED: &str = r#"
#version 450
layout(local_size_x = 1) in;
layout(set = 1, binding = 2) buffer Out { uint v[]; } o;
void main() { o.v[0] = 42u; }
"#;

#[test]
fn declared_layouts_may_bind_more_than_the_module_uses() {
    const TEST: &str = "declared_layouts_may_bind_more_than_the_module_uses";
    let Some((words, runner)) = compute(TEST, DECLARED) else {
        return;
    };
    let bindings = [
        Binding::new(0, 0, Resource::UniformBuffer(vec![1; 16])),
        Binding::new(1, 2, out_buffer(1)),
        Binding::new(1, 3, Resource::StorageBuffer(to_bytes(&[7u32]))),
    ];
    let exact = Dispatch::new(Shader::new(&words, "main"), &bindings, [1, 1, 1]);
    match runner.dispatch(&exact) {
        Err(Error::Description(message)) => assert!(
            message.contains("where the module declares nothing"),
            "{message}"
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
    let readback = common::expect_run(
        runner.dispatch(&exact.clone().with_coverage(Coverage::Declared)),
        TEST,
    );
    assert_eq!(from_bytes::<u32>(readback.get(1, 2).expect("out")), [42]);
    assert_eq!(
        from_bytes::<u32>(readback.get(1, 3).expect("extra")),
        [7],
        "unused bindings keep their contents"
    );
    common::finish(runner);
}

const FULLSCREEN: &str = r#"
#version 450
void main() {
    vec2 corner = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
"#;

const TEXTURED: &str = r#"
#version 450
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform Tint { vec4 scale; } tint;
layout(push_constant) uniform Push { vec4 offset; } push;
layout(location = 0) out vec4 color;
void main() {
    // Implicit level of detail: one texel per pixel selects level 0.
    color = texture(tex, gl_FragCoord.xy / 4.0) * tint.scale + push.offset;
}
"#;

#[test]
fn vertex_and_fragment_shaders_sample_into_a_color_attachment() {
    const TEST: &str = "vertex_and_fragment_shaders_sample_into_a_color_attachment";
    let fullscreen = ("fullscreen", FULLSCREEN);
    let Some((vertex, fragment, runner)) = graphics(TEST, fullscreen, ("textured", TEXTURED))
    else {
        return;
    };
    let texels: Vec<f32> = (0..16).flat_map(|i| [i as f32, 1.0, 0.5, 1.0]).collect();
    // Level 1 would read 100s: a wrong level of detail shows.
    let level1 = [100.0f32; 16];
    let mut data = to_bytes(&texels);
    data.extend(to_bytes(&level1));
    let image = Image::d2(Format::Rgba32f, 4, 4, data).with_mip_levels(2);
    let bindings = set0([
        Resource::CombinedImageSampler(image, Sampler::default()),
        Resource::UniformBuffer(to_bytes(&[2.0f32, 1.0, 1.0, 1.0])),
    ]);
    let target = RenderTarget {
        format: Format::Rgba32f,
        width: 4,
        height: 4,
        clear: ClearColor::Float([0.0; 4]),
    };
    let draw = Draw {
        push_constants: to_bytes(&[0.0f32, 0.0, 0.25, 0.0]),
        ..triangle(&vertex, &fragment, &bindings, target)
    };
    let drawn = common::expect_run(runner.draw(&draw), TEST);
    let pixels: Vec<f32> = from_bytes(&drawn.target);
    let expected: Vec<f32> = (0..16)
        .flat_map(|i| [2.0 * i as f32, 1.0, 0.75, 1.0])
        .collect();
    assert_eq!(pixels, expected);
    common::finish(runner);
}

const COLORED_VERTEX: &str = r#"
#version 450
layout(location = 0) in vec2 position;
layout(location = 1) in uvec4 value;
layout(location = 0) flat out uvec4 passed;
void main() {
    passed = value;
    gl_Position = vec4(position, 0.0, 1.0);
}
"#;

const COLORED_FRAGMENT: &str = r#"
#version 450
layout(location = 0) flat in uvec4 passed;
layout(location = 0) out uvec4 color;
void main() { color = passed; }
"#;

#[test]
fn vertex_buffers_feed_the_vertex_shader() {
    const TEST: &str = "vertex_buffers_feed_the_vertex_shader";
    let shaders = graphics(
        TEST,
        ("vertex", COLORED_VERTEX),
        ("fragment", COLORED_FRAGMENT),
    );
    let Some((vertex, fragment, runner)) = shaders else {
        return;
    };
    // Two triangles over the left half of the target (x < 0 in clip space).
    let mut data = Vec::new();
    for (x, y) in [
        (-1.0f32, -1.0f32),
        (0.0, -1.0),
        (-1.0, 1.0),
        (0.0, -1.0),
        (0.0, 1.0),
        (-1.0, 1.0),
    ] {
        data.extend(to_bytes(&[x, y]));
        data.extend(to_bytes(&[7u32, 8, 9, 10]));
    }
    let target = RenderTarget {
        format: Format::Rgba32ui,
        width: 4,
        height: 2,
        clear: ClearColor::Uint([1, 2, 3, 4]),
    };
    let draw = Draw {
        vertices: Some(VertexInput {
            data,
            stride: 24,
            attributes: vec![
                VertexAttribute {
                    location: 0,
                    format: Format::Rg32f,
                    offset: 0,
                },
                VertexAttribute {
                    location: 1,
                    format: Format::Rgba32ui,
                    offset: 8,
                },
            ],
        }),
        vertex_count: 6,
        ..triangle(&vertex, &fragment, &[], target)
    };
    let drawn = common::expect_run(runner.draw(&draw), TEST);
    let pixels: Vec<u32> = from_bytes(&drawn.target);
    for (index, pixel) in pixels.chunks_exact(4).enumerate() {
        let expected = if index % 4 < 2 {
            [7, 8, 9, 10]
        } else {
            [1, 2, 3, 4]
        };
        assert_eq!(pixel, expected, "pixel {index}");
    }
    common::finish(runner);
}

const INTERLOCK: &str = r#"
#version 450
#extension GL_ARB_fragment_shader_interlock : require
layout(pixel_interlock_ordered) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D counts;
layout(location = 0) out vec4 color;
void main() {
    beginInvocationInterlockARB();
    imageStore(counts, ivec2(gl_FragCoord.xy), uvec4(imageLoad(counts, ivec2(gl_FragCoord.xy)).x + 1u));
    endInvocationInterlockARB();
    color = vec4(1.0);
}
"#;

/// A device without `VK_EXT_fragment_shader_interlock` (lavapipe 22.3) refuses a
/// pixel-interlock shader with a message naming the extension, before the driver
/// sees it; one with it runs the draw.
#[test]
fn missing_device_features_are_named() {
    const TEST: &str = "missing_device_features_are_named";
    let fullscreen = ("fullscreen", FULLSCREEN);
    let Some((vertex, fragment, runner)) = graphics(TEST, fullscreen, ("interlock", INTERLOCK))
    else {
        return;
    };
    let counts = Image::d2(Format::R32ui, 2, 2, to_bytes(&[0u32; 4]));
    let bindings = set0([Resource::StorageImage(counts)]);
    let target = RenderTarget {
        format: Format::Rgba8,
        width: 2,
        height: 2,
        clear: ClearColor::Float([0.0; 4]),
    };
    let draw = triangle(&vertex, &fragment, &bindings, target);
    let interlock = runner
        .device()
        .has_extension("VK_EXT_fragment_shader_interlock")
        && runner.has_feature("fragmentShaderPixelInterlock") == Some(true);
    match runner.draw(&draw) {
        Err(Error::Unsupported(message)) if !interlock => {
            assert!(
                message.contains("VK_EXT_fragment_shader_interlock"),
                "{message}"
            );
        }
        Ok(drawn) if interlock => {
            assert_eq!(
                from_bytes::<u32>(drawn.readback.get(0, 0).expect("counts")),
                [1; 4]
            );
        }
        other => panic!("interlock {interlock}: unexpected {other:?}"),
    }
    if runner.device().is_lavapipe {
        assert_eq!(
            runner.has_feature("shaderStorageImageReadWithoutFormat"),
            Some(false)
        );
        assert_eq!(runner.device().subgroup_size, Some(8));
    }
    assert_eq!(runner.has_feature("noSuchFeature"), None);
    common::finish(runner);
}

/// The multisample fill shaders compiled into the library are what their sources
/// compile to.
#[test]
fn embedded_shaders_match_their_sources() {
    const TEST: &str = "embedded_shaders_match_their_sources";
    for (name, source, binary) in vulkan_runner::FILL_SHADERS {
        let (stem, stage) = name.rsplit_once('.').expect("name.stage");
        let Some(words) = common::compile_glsl(TEST, stem, stage, source, "vulkan1.0") else {
            return;
        };
        assert_eq!(
            words,
            from_bytes::<u32>(binary),
            "shaders/{name}.spv is stale: recompile it with glslangValidator -V --target-env vulkan1.0"
        );
    }
}
