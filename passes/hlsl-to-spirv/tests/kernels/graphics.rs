//! Vertex + pixel pairs drawn into a 4 x 4 `Rgba32f` target: implicit-LOD
//! sampling, `SampleBias`, derivatives, `CalculateLevelOfDetail`, discard.

use vulkan_runner::{Filter, Format, Image, Resource, Sampler, to_bytes};

use super::harness::{DrawKernel, Outputs, run_draw, same, target_texels};

/// Texel (x, y) of `level` of the test textures.
fn texel(level: u32, x: u32, y: u32) -> [f32; 4] {
    let base = (1000 * level + x + 10 * y) as f32;
    [base, 0.5 + base, -base, 1.0]
}

/// A `size` x `size` texture with `levels` mip levels.
fn texture(size: u32, levels: u32) -> Image {
    let mut data = Vec::new();
    for level in 0..levels {
        let side = size >> level;
        for y in 0..side {
            for x in 0..side {
                data.extend(to_bytes(&texel(level, x, y)));
            }
        }
    }
    Image::d2(Format::Rgba32f, size, size, data).with_mip_levels(levels)
}

fn resources(size: u32, levels: u32) -> Vec<(&'static str, Resource)> {
    let point = Sampler {
        mipmap_filter: Filter::Nearest,
        ..Sampler::default()
    };
    vec![
        ("Tex", Resource::SampledImage(texture(size, levels))),
        ("Point", Resource::Sampler(point)),
    ]
}

/// The 4 x 4 target's pixels, row by row.
fn pixels(f: impl Fn(u32, u32) -> [f32; 4]) -> Vec<f32> {
    (0..16).flat_map(|i| f(i % 4, i / 4)).collect()
}

/// Compares with a tolerance (values a device derives from interpolation).
fn close(what: &str, actual: &[f32], expected: &[f32], tolerance: f32) -> Result<(), String> {
    if actual.len() != expected.len() {
        return Err(format!(
            "{what}: {} values, {} expected",
            actual.len(),
            expected.len()
        ));
    }
    match actual
        .iter()
        .zip(expected)
        .position(|(a, e)| (a - e).abs() > tolerance)
    {
        None => Ok(()),
        Some(i) => Err(format!(
            "{what}[{i}] is {}, expected {}",
            actual[i], expected[i]
        )),
    }
}

#[test]
fn vertex_pixel_sample_implicit_lod() {
    run_draw(
        "vertex_pixel_sample_implicit_lod",
        &DrawKernel {
            file: "vertex-pixel-sample.mlir",
            env: "vulkan1.2",
            vertex_count: 3,
            size: [4, 4],
            clear: [-1.0; 4],
            inputs: || resources(4, 2),
            check: |out: &Outputs| {
                same(
                    "target",
                    &target_texels(out),
                    &pixels(|x, y| texel(0, x, y)),
                )
            },
        },
    );
}

#[test]
fn pixel_sample_bias() {
    run_draw(
        "pixel_sample_bias",
        &DrawKernel {
            file: "pixel-sample-bias.mlir",
            env: "vulkan1.0",
            vertex_count: 3,
            size: [4, 4],
            clear: [-1.0; 4],
            inputs: || resources(4, 2),
            check: |out: &Outputs| {
                same(
                    "target",
                    &target_texels(out),
                    &pixels(|x, y| texel(1, x / 2, y / 2)),
                )
            },
        },
    );
}

#[test]
fn pixel_derivatives() {
    run_draw(
        "pixel_derivatives",
        &DrawKernel {
            file: "pixel-derivatives.mlir",
            env: "vulkan1.2",
            vertex_count: 3,
            size: [4, 4],
            clear: [-1.0; 4],
            inputs: Vec::new,
            check: |out: &Outputs| {
                close(
                    "target",
                    &target_texels(out),
                    &pixels(|_, _| [1.0, 1.0, 0.0, 0.0]),
                    1e-5,
                )
            },
        },
    );
}

#[test]
fn pixel_calculate_level_of_detail() {
    run_draw(
        "pixel_calculate_level_of_detail",
        &DrawKernel {
            file: "pixel-calculate-lod.mlir",
            env: "vulkan1.2",
            vertex_count: 3,
            size: [4, 4],
            clear: [-1.0; 4],
            inputs: || resources(16, 2),
            check: |out: &Outputs| {
                // Implementations compute the level of detail approximately
                // (Vulkan allows a few ULP of log2 and of the scale factor).
                close(
                    "target",
                    &target_texels(out),
                    &pixels(|_, _| [1.0, 2.0, 0.0, 1.0]),
                    0.02,
                )
            },
        },
    );
}

/// The discard kernel's target: the odd columns keep the clear color.
fn discard_check(out: &Outputs) -> Result<(), String> {
    let expected = pixels(|x, y| {
        if x % 2 == 1 {
            [-1.0; 4]
        } else {
            [(x as f32 + 0.5) / 4.0, (y as f32 + 0.5) / 4.0, 0.5, 1.0]
        }
    });
    close("target", &target_texels(out), &expected, 1e-5)
}

/// Discard as `OpDemoteToHelperInvocation`.
#[test]
fn pixel_discard() {
    run_draw(
        "pixel_discard",
        &DrawKernel {
            file: "pixel-discard.mlir",
            env: "vulkan1.3",
            vertex_count: 3,
            size: [4, 4],
            clear: [-1.0; 4],
            inputs: Vec::new,
            check: discard_check,
        },
    );
}

/// Discard as `OpKill` (a Vulkan 1.0 target has no demote).
#[test]
fn pixel_discard_kill() {
    run_draw(
        "pixel_discard_kill",
        &DrawKernel {
            file: "pixel-discard.mlir",
            env: "vulkan1.0",
            vertex_count: 3,
            size: [4, 4],
            clear: [-1.0; 4],
            inputs: Vec::new,
            check: discard_check,
        },
    );
}
