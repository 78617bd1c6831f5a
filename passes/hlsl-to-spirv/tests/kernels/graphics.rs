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

/// The target holds `expected(x, y)` at pixel (x, y): exactly, or within
/// `tolerance` (values a device derives from interpolation).
fn check_target(
    out: &Outputs,
    expected: impl Fn(u32, u32) -> [f32; 4],
    tolerance: Option<f32>,
) -> Result<(), String> {
    let (actual, expected) = (target_texels(out), pixels(expected));
    match tolerance {
        None => same("target", &actual, &expected),
        Some(tolerance) => close("target", &actual, &expected, tolerance),
    }
}

/// One test per row, `name: file for env, inputs, expected pixel, tolerance`:
/// compiles `file` for `env`, draws its triangle into the 4 x 4 target cleared
/// to -1 with `inputs` bound, and checks the target ([`check_target`]).
macro_rules! draw_tests {
    ($($(#[$doc:meta])* $name:ident: $file:literal for $env:literal,
        $inputs:expr, $expected:expr, $tolerance:expr;)*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let kernel = DrawKernel {
                file: $file,
                env: $env,
                vertex_count: 3,
                size: [4, 4],
                clear: [-1.0; 4],
                inputs: $inputs,
                check: |out: &Outputs| check_target(out, $expected, $tolerance),
            };
            run_draw(stringify!($name), &kernel);
        }
    )*};
}

/// The discard kernels' target: the odd columns keep the clear color.
fn discarded(x: u32, y: u32) -> [f32; 4] {
    if x % 2 == 1 {
        [-1.0; 4]
    } else {
        [(x as f32 + 0.5) / 4.0, (y as f32 + 0.5) / 4.0, 0.5, 1.0]
    }
}

draw_tests! {
    vertex_pixel_sample_implicit_lod: "vertex-pixel-sample.mlir" for "vulkan1.2",
        || resources(4, 2), |x, y| texel(0, x, y), None;
    pixel_sample_bias: "pixel-sample-bias.mlir" for "vulkan1.0",
        || resources(4, 2), |x, y| texel(1, x / 2, y / 2), None;
    pixel_derivatives: "pixel-derivatives.mlir" for "vulkan1.2",
        Vec::new, |_, _| [1.0, 1.0, 0.0, 0.0], Some(1e-5);
    /// Implementations compute the level of detail approximately (Vulkan
    /// allows a few ULP of log2 and of the scale factor).
    pixel_calculate_level_of_detail: "pixel-calculate-lod.mlir" for "vulkan1.2",
        || resources(16, 2), |_, _| [1.0, 2.0, 0.0, 1.0], Some(0.02);
    /// Discard as `OpDemoteToHelperInvocation`.
    pixel_discard: "pixel-discard.mlir" for "vulkan1.3", Vec::new, discarded, Some(1e-5);
    /// Discard as `OpKill` (a Vulkan 1.0 target has no demote).
    pixel_discard_kill: "pixel-discard.mlir" for "vulkan1.0", Vec::new, discarded, Some(1e-5);
}
