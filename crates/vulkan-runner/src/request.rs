//! What a caller asks a [`crate::Runner`] to run: a compute [`Dispatch`] or a graphics
//! [`Draw`] (vertex + fragment shader into one color attachment), with their shaders,
//! bindings, push constants and specialization constants.

use crate::format::Format;
use crate::resource::{Binding, Readback};

/// One shader stage: a SPIR-V module, the entry point to run and the values of its
/// specialization constants.
#[derive(Clone, Debug, PartialEq)]
pub struct Shader<'a> {
    pub module: &'a [u32],
    pub entry_point: &'a str,
    pub specialization: Vec<Specialization>,
}

impl<'a> Shader<'a> {
    pub fn new(module: &'a [u32], entry_point: &'a str) -> Self {
        Shader {
            module,
            entry_point,
            specialization: Vec::new(),
        }
    }

    /// The same shader with the specialization constant `SpecId` `id` set to `data`
    /// (its little-endian bytes: 4 for 32-bit scalars and booleans, 8 for 64-bit).
    pub fn specialize(mut self, id: u32, data: Vec<u8>) -> Self {
        self.specialization.push(Specialization { id, data });
        self
    }
}

/// The value of one specialization constant (`VkSpecializationMapEntry`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Specialization {
    pub id: u32,
    pub data: Vec<u8>,
}

/// Which bindings a request may give.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Coverage {
    /// Exactly the descriptors the shaders declare, no more and no less.
    #[default]
    Exact,
    /// The caller declares the descriptor set layout: every descriptor the shaders
    /// declare must be bound, and bindings the shaders do not declare are allowed
    /// (they are created, bound and read back like the others).
    Declared,
}

/// A compute dispatch.
#[derive(Clone, Debug, PartialEq)]
pub struct Dispatch<'a> {
    pub shader: Shader<'a>,
    pub bindings: &'a [Binding],
    /// Workgroups in x, y and z.
    pub groups: [u32; 3],
    /// The push constant block's bytes, from offset 0; empty when the shader has none.
    pub push_constants: Vec<u8>,
    pub coverage: Coverage,
}

impl<'a> Dispatch<'a> {
    pub fn new(shader: Shader<'a>, bindings: &'a [Binding], groups: [u32; 3]) -> Self {
        Dispatch {
            shader,
            bindings,
            groups,
            push_constants: Vec::new(),
            coverage: Coverage::Exact,
        }
    }

    pub fn with_push_constants(mut self, bytes: Vec<u8>) -> Self {
        self.push_constants = bytes;
        self
    }

    pub fn with_coverage(mut self, coverage: Coverage) -> Self {
        self.coverage = coverage;
        self
    }
}

/// `VkPrimitiveTopology`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Topology {
    PointList,
    LineList,
    LineStrip,
    #[default]
    TriangleList,
    TriangleStrip,
}

/// One vertex attribute of a [`VertexInput`]: the shader's `Location`, the format
/// the bytes have, and their offset within a vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VertexAttribute {
    pub location: u32,
    pub format: Format,
    pub offset: u32,
}

/// A vertex buffer bound at binding 0, read per vertex.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexInput {
    pub data: Vec<u8>,
    /// Bytes from one vertex to the next.
    pub stride: u32,
    pub attributes: Vec<VertexAttribute>,
}

/// The value a color attachment is cleared to before drawing, by numeric class.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ClearColor {
    Float([f32; 4]),
    Int([i32; 4]),
    Uint([u32; 4]),
}

/// The color attachment a draw renders into (location 0 of the fragment shader),
/// single-sampled; the viewport and scissor cover it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RenderTarget {
    pub format: Format,
    pub width: u32,
    pub height: u32,
    pub clear: ClearColor,
}

/// A draw of `vertex_count` vertices with a vertex and a fragment shader.
#[derive(Clone, Debug, PartialEq)]
pub struct Draw<'a> {
    pub vertex: Shader<'a>,
    pub fragment: Shader<'a>,
    /// Visible to both stages.
    pub bindings: &'a [Binding],
    /// `None` when the vertex shader makes its vertices from `VertexIndex`.
    pub vertices: Option<VertexInput>,
    pub vertex_count: u32,
    pub topology: Topology,
    pub target: RenderTarget,
    /// Push constant bytes, visible to both stages.
    pub push_constants: Vec<u8>,
    pub coverage: Coverage,
}

/// What a [`Draw`] gives back: the color attachment's texels (row by row, no
/// padding) and every bound buffer and image.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    pub target: Vec<u8>,
    pub readback: Readback,
}
