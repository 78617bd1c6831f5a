//! `GetDimensions` of buffers and textures, mip level and sample counts,
//! `GetSamplePosition`.

use vulkan_runner::{Format, Image, Resource, to_bytes};

use super::harness::{Outputs, kernel_tests, same};

fn out(words: usize) -> (&'static str, Resource) {
    (
        "Out",
        Resource::StorageBuffer(to_bytes(&vec![-1i32; words])),
    )
}

/// `count` texels of `format`'s size, zeroed.
fn zeros(bytes: usize) -> Vec<u8> {
    vec![0; bytes]
}

kernel_tests! {
    getdimensions_structured: "getdimensions-structured.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            vec![
                ("Particles", Resource::StorageBuffer(zeros(37 * 16))),
                out(2),
            ]
        },
        check: |out: &Outputs| same("Out", &out.get::<i32>("Out")?, &[37, 16]),
    }
    getdimensions_byte_address_and_typed: "getdimensions-bytes.mlir" for "vulkan1.0" in [1, 1, 1] {
        inputs: || {
            vec![
                ("Bytes", Resource::StorageBuffer(zeros(400))),
                (
                    "Texels",
                    Resource::UniformTexelBuffer {
                        format: Format::Rgba32f,
                        data: zeros(24 * 16),
                    },
                ),
                out(2),
            ]
        },
        check: |out: &Outputs| same("Out", &out.get::<i32>("Out")?, &[400, 24]),
    }
    getdimensions_texture_with_mips: "getdimensions-texture-mips.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            let texels = 16 * 8 + 8 * 4 + 4 * 2 + 2;
            let image =
                Image::d2(Format::Rgba32f, 16, 8, zeros(texels * 16)).with_mip_levels(4);
            vec![("Tex", Resource::SampledImage(image)), out(9)]
        },
        check: |out: &Outputs| {
            same(
                "Out",
                &out.get::<i32>("Out")?,
                &[16, 8, 8, 4, 4, 2, 2, 1, 4],
            )
        },
    }
    getdimensions_texture_multisampled: "getdimensions-texture-ms.mlir" for "vulkan1.2" in [1, 1, 1] {
        inputs: || {
            let image = Image::d2(Format::Rgba32f, 8, 4, zeros(8 * 4 * 4 * 16)).with_samples(4);
            vec![
                ("Ms", Resource::SampledImage(image)),
                ("Size", Resource::StorageBuffer(to_bytes(&[0u32; 3]))),
                ("Positions", Resource::StorageBuffer(to_bytes(&[0f32; 8]))),
            ]
        },
        check: |out: &Outputs| {
            same("Size", &out.get::<u32>("Size")?, &[8, 4, 4])?;
            let pattern: Vec<f32> = [-2, -6, 6, -2, -6, 2, 2, 6]
                .iter()
                .map(|&n: &i32| n as f32 / 16.0)
                .collect();
            same("Positions", &out.get::<f32>("Positions")?, &pattern)
        },
    }
}
