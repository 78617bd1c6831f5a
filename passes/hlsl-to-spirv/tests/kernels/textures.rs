//! Texel loads, explicit-level sampling and gathers in compute shaders.

use vulkan_runner::{Format, Image, Resource, Sampler, to_bytes};

use super::harness::{Outputs, kernel_tests, same};

/// Texel (x, y) of `level` of the 4 x 4 test texture: four distinct
/// components, exact in `f32`.
fn texel(level: u32, x: u32, y: u32) -> [f32; 4] {
    let base = (1000 * level + x + 10 * y) as f32;
    [base, 100.0 + base, 200.0 + base, 300.0 + base]
}

/// The 4 x 4 texture with `levels` mip levels.
fn texture(levels: u32) -> Image {
    let mut data = Vec::new();
    for level in 0..levels {
        let size = 4 >> level;
        for y in 0..size {
            for x in 0..size {
                data.extend(to_bytes(&texel(level, x, y)));
            }
        }
    }
    Image::d2(Format::Rgba32f, 4, 4, data).with_mip_levels(levels)
}

fn point() -> (&'static str, Resource) {
    ("Point", Resource::Sampler(Sampler::default()))
}

fn out(elements: usize, components: usize) -> (&'static str, Resource) {
    let poison = vec![-1.0f32; elements * components];
    ("Out", Resource::StorageBuffer(to_bytes(&poison)))
}

/// The test texture with `levels` levels as `Tex`, the `Point` sampler and
/// `Out` for `elements` results of four components.
fn sampled_texture(levels: u32, elements: usize) -> Vec<(&'static str, Resource)> {
    vec![
        ("Tex", Resource::SampledImage(texture(levels))),
        point(),
        out(elements, 4),
    ]
}

/// The texels of thread `gi` of a `width`-wide grid, one per thread.
fn grid(width: u32, count: u32, f: impl Fn(u32, u32) -> [f32; 4]) -> Vec<f32> {
    (0..count)
        .flat_map(|gi| f(gi % width, gi / width))
        .collect()
}

/// The gather of one component at the footprint whose first texel is
/// (x, y): (x, y+1), (x+1, y+1), (x+1, y), (x, y), clamped to the texture.
fn gather(component: usize, x: i32, y: i32) -> [f32; 4] {
    let at = |x: i32, y: i32| texel(0, x.clamp(0, 3) as u32, y.clamp(0, 3) as u32)[component];
    [at(x, y + 1), at(x + 1, y + 1), at(x + 1, y), at(x, y)]
}

kernel_tests! {
    texture2d_sample_level: "sample-level.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || sampled_texture(2, 32),
        check: |out: &Outputs| {
            let mut expected = grid(4, 16, |x, y| texel(0, x, y));
            expected.extend(grid(4, 16, |x, y| texel(1, x / 2, y / 2)));
            same("Out", &out.get::<f32>("Out")?, &expected)
        },
    }
    texture2d_gather_red: "gather-red.mlir" for "vulkan1.0" in [1, 1, 1] {
        inputs: || sampled_texture(1, 18),
        check: |out: &Outputs| {
            let mut expected = grid(3, 9, |x, y| gather(0, x as i32, y as i32));
            expected.extend(grid(3, 9, |x, y| gather(3, x as i32 - 1, y as i32)));
            same("Out", &out.get::<f32>("Out")?, &expected)
        },
    }
    texture2d_gather_green_signed: "gather-green-int.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            let data: Vec<i32> = (0..16).flat_map(|i| [i, -i - 1, 7 * i, -100]).collect();
            let image = Image::d2(Format::Rgba32i, 4, 4, to_bytes(&data));
            vec![
                ("Tex", Resource::SampledImage(image)),
                point(),
                ("Out", Resource::StorageBuffer(to_bytes(&[0i32; 36]))),
            ]
        },
        check: |out: &Outputs| {
            let green = |x: u32, y: u32| -((y * 4 + x) as i32) - 1;
            let expected: Vec<i32> = (0..9)
                .flat_map(|gi| {
                    let (x, y) = (gi % 3, gi / 3);
                    [
                        green(x, y + 1),
                        green(x + 1, y + 1),
                        green(x + 1, y),
                        green(x, y),
                    ]
                })
                .collect();
            same("Out", &out.get::<i32>("Out")?, &expected)
        },
    }
    texture2d_load_with_offset: "texture-load-offset.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || vec![("Tex", Resource::SampledImage(texture(2))), out(16, 4)],
        check: |out: &Outputs| {
            let mut expected = grid(3, 12, |x, y| texel(0, x + 1, y));
            expected.extend(grid(2, 4, |x, y| texel(1, x, y)));
            same("Out", &out.get::<f32>("Out")?, &expected)
        },
    }
    texture2dms_load_by_sample: "texture2dms-load.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            // A texel's samples one after the other.
            let data: Vec<f32> = (0..4)
                .flat_map(|texel| (0..4).map(move |s| (100 * s + texel) as f32))
                .collect();
            let image = Image::d2(Format::R32f, 2, 2, to_bytes(&data)).with_samples(4);
            vec![("Ms", Resource::SampledImage(image)), out(16, 1)]
        },
        check: |out: &Outputs| {
            // Thread (x, y, s) is gi = x + 2 y + 4 s.
            let expected: Vec<f32> =
                (0..16).map(|gi| (100 * (gi / 4) + gi % 4) as f32).collect();
            same("Out", &out.get::<f32>("Out")?, &expected)
        },
    }
    texture2d_sample_grad: "sample-grad.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || sampled_texture(2, 16),
        check: |out: &Outputs| {
            let expected = grid(4, 16, |x, y| texel(1, x / 2, y / 2));
            same("Out", &out.get::<f32>("Out")?, &expected)
        },
    }
    texture2darray_sample_level: "texture2darray-sample-level.mlir" for "vulkan1.0" in [1, 1, 1] {
        inputs: || {
            let data: Vec<f32> = (0..12).flat_map(|i| [i as f32, 0.5 + i as f32]).collect();
            let image = Image::d2(Format::Rg32f, 2, 2, to_bytes(&data)).with_layers(3);
            vec![
                ("Layers", Resource::SampledImage(image)),
                point(),
                out(12, 2),
            ]
        },
        check: |out: &Outputs| {
            // Thread (x, y, z) is gi = x + 2 y + 4 z, texel (x, y) of layer z.
            let expected: Vec<f32> = (0..12).flat_map(|i| [i as f32, 0.5 + i as f32]).collect();
            same("Out", &out.get::<f32>("Out")?, &expected)
        },
    }
}
