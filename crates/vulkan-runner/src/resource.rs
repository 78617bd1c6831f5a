//! What a dispatch binds and what it gives back: one [`Binding`] per descriptor, each
//! with its initial contents, and the contents read back after the dispatch.

use crate::format::Format;

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
    /// An image in the `GENERAL` layout, read and written with `OpImageRead`/`OpImageWrite`.
    StorageImage(Image),
    /// An image in `SHADER_READ_ONLY_OPTIMAL`, read with `OpImageFetch` or sampled.
    SampledImage(Image),
    /// A sampler with nearest filtering, clamp-to-edge addressing and normalized
    /// coordinates. It has no contents to read back.
    Sampler,
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
            Resource::Sampler => "sampler",
        }
    }
}

/// The dimensionality of an [`Image`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageDim {
    D1,
    D2,
    D3,
}

/// A single-sampled, single-mip, single-layer image and its texels, row by row and
/// slice by slice with no padding.
#[derive(Clone, Debug, PartialEq)]
pub struct Image {
    pub dim: ImageDim,
    pub format: Format,
    /// Width, height and depth; unused dimensions are 1.
    pub extent: [u32; 3],
    pub data: Vec<u8>,
}

impl Image {
    pub fn d1(format: Format, width: u32, data: Vec<u8>) -> Self {
        Image {
            dim: ImageDim::D1,
            format,
            extent: [width, 1, 1],
            data,
        }
    }

    pub fn d2(format: Format, width: u32, height: u32, data: Vec<u8>) -> Self {
        Image {
            dim: ImageDim::D2,
            format,
            extent: [width, height, 1],
            data,
        }
    }

    pub fn d3(format: Format, extent: [u32; 3], data: Vec<u8>) -> Self {
        Image {
            dim: ImageDim::D3,
            format,
            extent,
            data,
        }
    }

    /// Bytes its texels take, or `None` when that overflows.
    pub fn byte_size(&self) -> Option<u64> {
        let [width, height, depth] = self.extent.map(u64::from);
        width
            .checked_mul(height)?
            .checked_mul(depth)?
            .checked_mul(u64::from(self.format.texel_bytes()))
    }
}

/// The contents of every buffer and image after a dispatch.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Readback {
    entries: Vec<((u32, u32), Vec<u8>)>,
}

impl Readback {
    pub(crate) fn push(&mut self, set: u32, binding: u32, bytes: Vec<u8>) {
        self.entries.push(((set, binding), bytes));
    }

    /// The bytes of the resource at (`set`, `binding`); `None` for samplers and
    /// unbound slots.
    pub fn get(&self, set: u32, binding: u32) -> Option<&[u8]> {
        self.entries
            .iter()
            .find(|(slot, _)| *slot == (set, binding))
            .map(|(_, bytes)| bytes.as_slice())
    }

    /// Every (set, binding) read back with its bytes, in binding order of the request.
    pub fn iter(&self) -> impl Iterator<Item = (u32, u32, &[u8])> {
        self.entries
            .iter()
            .map(|((set, binding), bytes)| (*set, *binding, bytes.as_slice()))
    }
}
