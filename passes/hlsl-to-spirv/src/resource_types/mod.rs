//! Every `!hlsl.handle` as the SPIR-V type of one resource, for one target
//! (docs/lowering-hlsl-to-spirv.md, "Types"; every row of wg-hlsl proposal 0015's
//! object table):
//!
//! | resources | pointee | storage class |
//! |---|---|---|
//! | structured buffers (RW, Append, Consume, ROV) | `!spirv.struct<(!spirv.rtarray<T, stride=S> [0]), Block>` | `StorageBuffer` |
//! | byte-address buffers | `!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>` | `StorageBuffer` |
//! | tbuffer / TextureBuffer | `!spirv.struct<(members at std430 offsets, NonWritable), Block>` | `StorageBuffer` |
//! | cbuffer / ConstantBuffer | `!spirv.struct<(members at std140 offsets), Block>` | `Uniform` |
//! | counters | `!spirv.struct<(i32 [0]), Block>` | `StorageBuffer` |
//! | textures, Buffer / RWBuffer | `!spirv.image<...>` ([`image`]) | `UniformConstant` |
//! | samplers | `!spirv.sampler` | `UniformConstant` |
//!
//! Storage buffers become `BufferBlock` structs in `Uniform` storage where the
//! target lacks the `StorageBuffer` storage class (before SPIR-V 1.3 without
//! `SPV_KHR_storage_buffer_storage_class`). Read-only storage buffers (SRVs)
//! have `NonWritable` members. Layouts follow the `layout=` mode
//! ([`LayoutMode`](resource_model::layout::LayoutMode)): std430 for
//! storage buffers, std140 for uniform buffers; under `layout=dx`, DirectX's
//! legacy cbuffer rows for cbuffers and tbuffers, scalar packing for the
//! other storage buffers.
//! A handle value is a pointer to one resource; a binding of `range_size` N
//! holds `!spirv.array<N x ...>` of them, an unbounded one an
//! `!spirv.rtarray` ([`ResourceType::variable_type`]).

pub mod element;
pub mod error;
pub mod image;
pub mod image_shape;

use dialect_hlsl::types::HandleType;
use dialect_spirv::availability::Requirements;
use dialect_spirv::types::{
    ArrayType, MemberDecoration, PointerType, RuntimeArrayType, SamplerType, StructDecoration,
    StructType as SpirvStruct,
};
use resource_model::ResourceClass;
use resource_model::element_types::StructType;
use resource_model::layout::{BufferLayout, LayoutShape};
use shader_mlir::Context;
use shader_mlir::ir::Type;
use spirv::{Capability, Decoration, StorageClass};

pub use element::ElementLowering;
pub use error::ResourceTypeError;
pub use image::LoweredImage;

use crate::settings::Settings;

/// What kind of resource a handle is, as the lowering accesses it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceKind {
    /// A structured buffer: member 0 is a runtime array of `element`.
    Structured {
        element: Type,
    },
    /// A byte-address buffer: member 0 is a runtime array of 32-bit words.
    ByteAddress,
    /// A tbuffer: the struct's members are the block's members.
    TextureBuffer,
    /// A cbuffer: the struct's members are the block's members.
    ConstantBuffer,
    /// A texture or typed buffer.
    Image(LoweredImage),
    Sampler,
    /// The counter of a structured buffer: member 0 is the `i32` count.
    Counter,
}

/// The SPIR-V form of one resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceType {
    pub kind: ResourceKind,
    pub storage_class: StorageClass,
    /// The type of one resource; handle values point to it.
    pub pointee: Type,
    /// What the resource needs that its types do not show (image usage
    /// capabilities).
    pub requirements: Requirements,
}

impl ResourceType {
    /// The type of a handle value: a pointer to one resource.
    pub fn pointer(&self, ctx: &Context) -> Type {
        PointerType::get(ctx, self.pointee, self.storage_class)
    }

    /// The type of the global variable of a binding of `range_size`
    /// resources: one, `!spirv.array<N x ...>`, or for 0 (unbounded)
    /// `!spirv.rtarray<...>`.
    pub fn variable_type(&self, ctx: &Context, range_size: u32) -> Type {
        let pointee = match range_size {
            1 => self.pointee,
            0 => RuntimeArrayType::get(ctx, self.pointee, 0),
            n => ArrayType::get(ctx, self.pointee, n, 0),
        };
        PointerType::get(ctx, pointee, self.storage_class)
    }

    /// The capability a non-uniform index into an array of these resources
    /// needs (`*ArrayNonUniformIndexing`).
    pub fn non_uniform_indexing_capability(&self) -> &'static [Capability] {
        match &self.kind {
            ResourceKind::ConstantBuffer => &[Capability::UniformBufferArrayNonUniformIndexing],
            ResourceKind::Structured { .. }
            | ResourceKind::ByteAddress
            | ResourceKind::TextureBuffer
            | ResourceKind::Counter => &[Capability::StorageBufferArrayNonUniformIndexing],
            ResourceKind::Image(image) => match (image.shape.dim, image.shape.needs_sampler) {
                (spirv::Dim::DimBuffer, true) => {
                    &[Capability::UniformTexelBufferArrayNonUniformIndexing]
                }
                (spirv::Dim::DimBuffer, false) => {
                    &[Capability::StorageTexelBufferArrayNonUniformIndexing]
                }
                (_, true) => &[Capability::SampledImageArrayNonUniformIndexing],
                (_, false) => &[Capability::StorageImageArrayNonUniformIndexing],
            },
            ResourceKind::Sampler => &[Capability::SampledImageArrayNonUniformIndexing],
        }
    }
}

/// Lowers handle types (and the struct values loaded from buffers) for one
/// target and layout.
#[derive(Clone, Copy)]
pub struct ResourceTypes<'a> {
    pub ctx: &'a Context,
    pub settings: &'a Settings,
}

impl<'a> ResourceTypes<'a> {
    pub fn new(ctx: &'a Context, settings: &'a Settings) -> Self {
        ResourceTypes { ctx, settings }
    }

    /// The layout of storage buffers (std430 unless `layout=scalar|dx`).
    pub fn storage_layout(&self) -> BufferLayout {
        self.settings.layout.storage_buffer()
    }

    /// The layout of uniform buffers (std140 unless `layout=scalar|dx`).
    pub fn uniform_layout(&self) -> BufferLayout {
        self.settings.layout.uniform_buffer()
    }

    /// Lowers a handle type.
    pub fn lower(&self, handle: &HandleType) -> Result<ResourceType, ResourceTypeError> {
        let ctx = self.ctx;
        let props = &handle.properties;
        if props.feedback.is_some() {
            return Err(ResourceTypeError::Feedback);
        }
        if props.class == ResourceClass::Sampler {
            return Ok(ResourceType {
                kind: ResourceKind::Sampler,
                storage_class: StorageClass::UniformConstant,
                pointee: SamplerType::get(ctx),
                requirements: Requirements::new(),
            });
        }
        if props.counter {
            return Ok(self.counter());
        }
        if props.dim.is_some() {
            let info = handle.element_info(ctx)?;
            let lowered = image::lower_image(ctx, &self.settings.env, props, &info)?;
            return Ok(ResourceType {
                pointee: lowered.image,
                storage_class: StorageClass::UniformConstant,
                requirements: lowered.requirements.clone(),
                kind: ResourceKind::Image(lowered),
            });
        }
        let read_only = props.class == ResourceClass::Srv;
        if props.row {
            return if props.class == ResourceClass::CBuffer {
                self.struct_block(
                    handle.element,
                    StorageClass::Uniform,
                    Decoration::Block,
                    self.uniform_layout(),
                    false,
                )
                .map(|pointee| {
                    self.buffer(ResourceKind::ConstantBuffer, StorageClass::Uniform, pointee)
                })
            } else {
                let (class, decoration) = self.settings.storage_buffer_class();
                self.struct_block(
                    handle.element,
                    class,
                    decoration,
                    self.settings.layout.texture_buffer(),
                    true,
                )
                .map(|pointee| self.buffer(ResourceKind::TextureBuffer, class, pointee))
            };
        }
        let (class, decoration) = self.settings.storage_buffer_class();
        if handle.is_byte_address(ctx) {
            let words = RuntimeArrayType::get(ctx, ctx.common().i32, 4);
            let pointee = block(ctx, vec![words], vec![0], decoration, read_only);
            return Ok(self.buffer(ResourceKind::ByteAddress, class, pointee));
        }
        let lowering = ElementLowering {
            ctx,
            env: &self.settings.env,
            layout: self.storage_layout(),
        };
        let (element, layout) = lowering.lower(handle.element, Some(class))?;
        let (stride, _) = self.storage_layout().array_stride_and_align(&layout)?;
        let array = RuntimeArrayType::get(ctx, element, stride);
        let pointee = block(ctx, vec![array], vec![0], decoration, read_only);
        Ok(self.buffer(ResourceKind::Structured { element }, class, pointee))
    }

    /// The push-constant block of an `!hlsl.struct`: its members at the
    /// storage buffer layout's offsets (DXC lays push constants out as
    /// storage buffers), decorated `Block`.
    pub fn push_constant_block(&self, element: Type) -> Result<Type, ResourceTypeError> {
        self.struct_block(
            element,
            StorageClass::PushConstant,
            Decoration::Block,
            self.storage_layout(),
            false,
        )
    }

    /// The counter of a structured buffer.
    pub fn counter(&self) -> ResourceType {
        let (class, decoration) = self.settings.storage_buffer_class();
        let pointee = block(
            self.ctx,
            vec![self.ctx.common().i32],
            vec![0],
            decoration,
            false,
        );
        self.buffer(ResourceKind::Counter, class, pointee)
    }

    /// The SPIR-V type of an SSA value of `!hlsl.struct` / `!hlsl.array` type:
    /// the storage buffer layout of it, so that whole elements load from and
    /// store to structured buffers as they are.
    pub fn value_type(&self, ty: Type) -> Result<Type, ResourceTypeError> {
        let lowering = ElementLowering {
            ctx: self.ctx,
            env: &self.settings.env,
            layout: self.storage_layout(),
        };
        lowering.lower(ty, None).map(|(t, _)| t)
    }

    fn buffer(
        &self,
        kind: ResourceKind,
        storage_class: StorageClass,
        pointee: Type,
    ) -> ResourceType {
        ResourceType {
            kind,
            storage_class,
            pointee,
            requirements: Requirements::new(),
        }
    }

    /// A cbuffer or tbuffer: the members of `element` (an `!hlsl.struct`) as
    /// the members of the block.
    fn struct_block(
        &self,
        element: Type,
        class: StorageClass,
        decoration: Decoration,
        layout: BufferLayout,
        read_only: bool,
    ) -> Result<Type, ResourceTypeError> {
        let ctx = self.ctx;
        let lowering = ElementLowering {
            ctx,
            env: &self.settings.env,
            layout,
        };
        let (_, laid_out) = lowering.lower(element, Some(class))?;
        let (Some(s), LayoutShape::Struct { members }) =
            (StructType::of(ctx, element), &laid_out.shape)
        else {
            return Err(ResourceTypeError::Element(
                resource_model::element_types::ElementError::Unsupported(
                    shader_mlir::asm::printer::type_to_string(ctx, element),
                ),
            ));
        };
        let mut types = Vec::with_capacity(members.len());
        let mut offsets = Vec::with_capacity(members.len());
        for (&member, laid) in s.members.iter().zip(members) {
            types.push(lowering.lower_laid_out(member, &laid.layout, Some(class))?);
            offsets.push(laid.offset);
        }
        Ok(block(ctx, types, offsets, decoration, read_only))
    }
}

/// A block struct: `members` at `offsets`, decorated `decoration`, each member
/// `NonWritable` when `read_only`.
fn block(
    ctx: &Context,
    members: Vec<Type>,
    offsets: Vec<u32>,
    decoration: Decoration,
    read_only: bool,
) -> Type {
    let member_decorations = if read_only {
        (0..members.len() as u32)
            .map(|member| MemberDecoration {
                member,
                decoration: Decoration::NonWritable,
                value: None,
            })
            .collect()
    } else {
        Vec::new()
    };
    SpirvStruct::get(
        ctx,
        members,
        offsets,
        member_decorations,
        vec![StructDecoration {
            decoration,
            value: None,
        }],
    )
}

#[cfg(test)]
mod tests;
