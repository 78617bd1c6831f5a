//! What a dispatch or draw binds and what it gives back: one [`Binding`] per
//! descriptor, each with its initial contents, and the contents read back afterwards.

use crate::format::Format;
use crate::sampler::Sampler;

/// A resource bound at (`set`, `binding`).
#[derive(Clone, Debug, PartialEq)]
pub struct Binding {
    pub set: u32,
    pub binding: u32,
    pub resource: Resource,
}

impl Binding {
    pub fn new(set: u32, binding: u32, resource: Resource) -> Self {
        Binding {
            set,
            binding,
            resource,
        }
    }
}

/// One descriptor's resource and its initial contents (little-endian bytes, laid out
/// as the shader declares them).
#[derive(Clone, Debug, PartialEq)]
pub enum Resource {
    StorageBuffer(Vec<u8>),
    UniformBuffer(Vec<u8>),
    StorageTexelBuffer {
        format: Format,
        data: Vec<u8>,
    },
    UniformTexelBuffer {
        format: Format,
        data: Vec<u8>,
    },
    /// An image in the `GENERAL` layout, read and written with `OpImageRead`,
    /// `OpImageWrite` and image atomics.
    StorageImage(Image),
    /// An image in `SHADER_READ_ONLY_OPTIMAL`, read with `OpImageFetch` or sampled
    /// through a separate sampler.
    SampledImage(Image),
    /// A sampler. It has no contents to read back.
    Sampler(Sampler),
    /// A sampled image and its sampler in one descriptor (`OpTypeSampledImage`).
    CombinedImageSampler(Image, Sampler),
    /// A descriptor array (`OpTypeArray` or `OpTypeRuntimeArray` of descriptors): one
    /// resource per element, all of one kind.
    Array(Vec<Resource>),
}

impl Resource {
    /// The specification's name of the descriptor type this resource fills.
    pub fn describe(&self) -> &'static str {
        match self {
            Resource::StorageBuffer(_) => "storage buffer",
            Resource::UniformBuffer(_) => "uniform buffer",
            Resource::StorageTexelBuffer { .. } => "storage texel buffer",
            Resource::UniformTexelBuffer { .. } => "uniform texel buffer",
            Resource::StorageImage(_) => "storage image",
            Resource::SampledImage(_) => "sampled image",
            Resource::Sampler(_) => "sampler",
            Resource::CombinedImageSampler(..) => "combined image sampler",
            Resource::Array(elements) => elements
                .first()
                .map_or("empty descriptor array", Resource::describe),
        }
    }

    /// The elements of a descriptor array, or the resource itself.
    pub fn elements(&self) -> &[Resource] {
        match self {
            Resource::Array(elements) => elements,
            single => std::slice::from_ref(single),
        }
    }
}

/// The dimensionality of an [`Image`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageDim {
    D1,
    D2,
    D3,
    /// Six square 2D faces per cube (+X, -X, +Y, -Y, +Z, -Z), as array layers.
    Cube,
}

/// An image and its texels.
///
/// `data` holds every subresource, layer by layer and within a layer mip level by
/// mip level (the subresource order of Direct3D, `mip + layer * mip_levels`); a
/// level is slice by slice, row by row with no padding, and a texel of a
/// multisampled image is its `samples` values one after the other.
#[derive(Clone, Debug, PartialEq)]
pub struct Image {
    pub dim: ImageDim,
    pub format: Format,
    /// Width, height and depth of mip level 0; unused dimensions are 1.
    pub extent: [u32; 3],
    pub mip_levels: u32,
    /// Array layers; six per cube for [`ImageDim::Cube`].
    pub layers: u32,
    /// Whether the shader sees an arrayed image (`Arrayed` 1 in `OpTypeImage`).
    pub arrayed: bool,
    /// Samples per texel; more than one makes a multisampled image (2D only).
    pub samples: u32,
    pub data: Vec<u8>,
}

impl Image {
    fn new(dim: ImageDim, format: Format, extent: [u32; 3], layers: u32, data: Vec<u8>) -> Self {
        Image {
            dim,
            format,
            extent,
            mip_levels: 1,
            layers,
            arrayed: false,
            samples: 1,
            data,
        }
    }

    pub fn d1(format: Format, width: u32, data: Vec<u8>) -> Self {
        Image::new(ImageDim::D1, format, [width, 1, 1], 1, data)
    }

    pub fn d2(format: Format, width: u32, height: u32, data: Vec<u8>) -> Self {
        Image::new(ImageDim::D2, format, [width, height, 1], 1, data)
    }

    pub fn d3(format: Format, extent: [u32; 3], data: Vec<u8>) -> Self {
        Image::new(ImageDim::D3, format, extent, 1, data)
    }

    /// A cube of `size` x `size` faces.
    pub fn cube(format: Format, size: u32, data: Vec<u8>) -> Self {
        Image::new(ImageDim::Cube, format, [size, size, 1], 6, data)
    }

    /// The same image with `levels` mip levels (`data` must hold them all).
    pub fn with_mip_levels(mut self, levels: u32) -> Self {
        self.mip_levels = levels;
        self
    }

    /// The same image as an arrayed image of `layers` layers (for cubes: of
    /// `layers` cubes).
    pub fn with_layers(mut self, layers: u32) -> Self {
        self.layers = if self.dim == ImageDim::Cube {
            layers.saturating_mul(6)
        } else {
            layers
        };
        self.arrayed = true;
        self
    }

    /// The same image with `samples` samples per texel.
    pub fn with_samples(mut self, samples: u32) -> Self {
        self.samples = samples;
        self
    }

    /// The extent of mip level `level`: each dimension halved per level, at least 1.
    pub fn level_extent(&self, level: u32) -> [u32; 3] {
        self.extent
            .map(|n| n.checked_shr(level).unwrap_or(0).max(1))
    }

    /// Bytes of mip level `level` of one layer, or `None` when that overflows.
    pub fn level_bytes(&self, level: u32) -> Option<u64> {
        let [width, height, depth] = self.level_extent(level).map(u64::from);
        width
            .checked_mul(height)?
            .checked_mul(depth)?
            .checked_mul(u64::from(self.samples))?
            .checked_mul(u64::from(self.format.texel_bytes()))
    }

    /// Bytes all its subresources take, or `None` when that overflows.
    pub fn byte_size(&self) -> Option<u64> {
        let mut layer = 0u64;
        for level in 0..self.mip_levels {
            layer = layer.checked_add(self.level_bytes(level)?)?;
        }
        layer.checked_mul(u64::from(self.layers))
    }

    pub fn is_multisampled(&self) -> bool {
        self.samples > 1
    }
}

/// The contents of every buffer and image after a dispatch or draw, by (set,
/// binding) and array element.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Readback {
    entries: Vec<((u32, u32, u32), Vec<u8>)>,
}

impl Readback {
    pub(crate) fn push(&mut self, set: u32, binding: u32, element: u32, bytes: Vec<u8>) {
        self.entries.push(((set, binding, element), bytes));
    }

    /// The bytes of the resource at (`set`, `binding`) (of its first element, for
    /// descriptor arrays); `None` for samplers, multisampled images and unbound slots.
    pub fn get(&self, set: u32, binding: u32) -> Option<&[u8]> {
        self.element(set, binding, 0)
    }

    /// The bytes of element `element` of the descriptor array at (`set`, `binding`).
    pub fn element(&self, set: u32, binding: u32, element: u32) -> Option<&[u8]> {
        self.entries
            .iter()
            .find(|(slot, _)| *slot == (set, binding, element))
            .map(|(_, bytes)| bytes.as_slice())
    }

    /// Every (set, binding, element) read back with its bytes, in the order of the
    /// request's bindings.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u32, u32, &[u8])> {
        self.entries
            .iter()
            .map(|((set, binding, element), bytes)| (*set, *binding, *element, bytes.as_slice()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_count_every_level_layer_and_sample() {
        let image = Image::d2(Format::R32f, 8, 4, Vec::new()).with_mip_levels(4);
        assert_eq!(image.level_extent(2), [2, 1, 1]);
        assert_eq!(image.level_extent(3), [1, 1, 1]);
        assert_eq!(image.byte_size(), Some(4 * (32 + 8 + 2 + 1)));
        let cubes = Image::cube(Format::Rgba8, 2, Vec::new()).with_layers(2);
        assert_eq!((cubes.layers, cubes.arrayed), (12, true));
        assert_eq!(cubes.byte_size(), Some(12 * 4 * 4));
        let multisampled = Image::d2(Format::R32ui, 3, 3, Vec::new()).with_samples(4);
        assert_eq!(multisampled.byte_size(), Some(9 * 4 * 4));
        assert_eq!(
            Image::d1(Format::R8, u32::MAX, Vec::new())
                .with_layers(u32::MAX)
                .with_samples(u32::MAX)
                .byte_size(),
            None
        );
    }
}
