//! The type constraints of the dialect's operands and results, with the
//! summaries the generated verifier prints (`operand #0 must be a
//! '!dx.RawBuffer', but got '...'`).

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind};
use shader_mlir::ods::TypeConstraint;

use crate::types::ResourceType;

fn resource_where(ctx: &Context, ty: Type, holds: impl Fn(&ResourceType) -> bool) -> bool {
    ResourceType::of(ctx, ty).is_some_and(holds)
}

/// Any `dx` resource.
pub const RESOURCE: TypeConstraint = TypeConstraint::new("a 'dx' resource type", |ctx, ty| {
    ResourceType::of(ctx, ty).is_some()
});

/// `!dx.TypedBuffer`.
pub const TYPED_BUFFER: TypeConstraint = TypeConstraint::new("a '!dx.TypedBuffer'", |ctx, ty| {
    resource_where(ctx, ty, |r| r.is_typed_buffer() && r.element.is_some())
});

/// `!dx.RawBuffer`: a byte-address or structured buffer.
pub const RAW_BUFFER: TypeConstraint = TypeConstraint::new("a '!dx.RawBuffer'", |ctx, ty| {
    resource_where(ctx, ty, ResourceType::is_raw_buffer)
});

/// `!dx.CBuffer` or `!dx.TBuffer`: the legacy 16-byte-row layout.
pub const ROW_BUFFER: TypeConstraint =
    TypeConstraint::new("a '!dx.CBuffer' or '!dx.TBuffer'", |ctx, ty| {
        resource_where(ctx, ty, ResourceType::is_row_buffer)
    });

/// A structured UAV, the only kind of buffer with a counter.
pub const STRUCTURED_UAV: TypeConstraint = TypeConstraint::new(
    "a writeable structured buffer (a '!dx.RawBuffer' with a non-'i8' element and IsWriteable = 1)",
    |ctx, ty| resource_where(ctx, ty, |r| r.is_writeable() && r.is_structured(ctx)),
);

/// What DXIL's `rawBufferLoad` / `rawBufferStore` move: a scalar or a vector
/// of 1 to 4 16-, 32- or 64-bit integers or floats.
pub const RAW_VALUE: TypeConstraint = TypeConstraint::new(
    "a scalar or a vector of 1 to 4 16-, 32- or 64-bit integers or floats",
    |ctx, ty| {
        scalar_or_vector(ctx, ty, 4)
            .is_some_and(|(scalar, _)| matches!(bit_width(ctx, scalar), Some(16 | 32 | 64)))
    },
);

/// One 128-bit cbuffer row (DXIL's `cbufferLoadLegacy`).
pub const CBUFFER_ROW: TypeConstraint = TypeConstraint::new(
    "a 128-bit row: a vector of 8 16-bit, 4 32-bit or 2 64-bit integers or floats",
    |ctx, ty| match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => row_type(ctx, *element) == Some(ty),
        _ => false,
    },
);

/// Bits in one cbuffer row.
pub const ROW_BITS: u32 = 128;

/// The row type with components of type `component` (a 16-, 32- or 64-bit
/// integer or float): `vector<(128 / bits) x component>`.
pub fn row_type(ctx: &Context, component: Type) -> Option<Type> {
    let bits = bit_width(ctx, component).filter(|b| matches!(b, 16 | 32 | 64))?;
    Some(ctx.vector_type(&[i64::from(ROW_BITS / bits)], component))
}

/// A scalar (integer or float) or a 1-D vector of 1 to `max` of them: its
/// scalar type and count.
pub(crate) fn scalar_or_vector(ctx: &Context, ty: Type, max: i64) -> Option<(Type, i64)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } | TypeKind::Float(_) => Some((ty, 1)),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match (&shape[..], &scalable[..]) {
            ([n], [false]) if (1..=max).contains(n) => matches!(
                ctx.type_kind(*element),
                TypeKind::Integer { .. } | TypeKind::Float(_)
            )
            .then_some((*element, *n)),
            _ => None,
        },
        _ => None,
    }
}

/// The bit width of an integer or float type.
pub(crate) fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(kind) => Some(kind.width()),
        _ => None,
    }
}

/// The resource type of `ty`, which an operand or result constraint above
/// has checked (the ops' own verifiers run after those checks).
pub(crate) fn checked_resource(ctx: &Context, ty: Type) -> &ResourceType {
    ResourceType::of(ctx, ty).expect("the value's constraint admits only 'dx' resource types")
}

/// Passes when `holds`; otherwise the error "`wanted`, got '`ty`'".
pub(crate) fn expect_type(
    ir: &Ir,
    op: OpId,
    holds: bool,
    wanted: &str,
    ty: Type,
) -> Result<(), Diagnostic> {
    if holds {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!("{wanted}, got '{}'", type_to_string(ir.ctx(), ty)),
    ))
}

/// `!dx.TypedBuffer` or `!dx.RawBuffer`: what `getdimensions.x` measures.
pub const BUFFER: TypeConstraint =
    TypeConstraint::new("a '!dx.TypedBuffer' or '!dx.RawBuffer'", |ctx, ty| {
        resource_where(ctx, ty, |r| r.is_typed_buffer() || r.is_raw_buffer())
    });

/// `!dx.Texture` or `!dx.MSTexture`.
pub const TEXTURE: TypeConstraint =
    TypeConstraint::new("a '!dx.Texture' or '!dx.MSTexture'", |ctx, ty| {
        resource_where(ctx, ty, ResourceType::is_texture)
    });

/// `!dx.Texture`, `!dx.MSTexture` or `!dx.FeedbackTexture`: what DXIL's
/// `GetDimensions` measures besides buffers.
pub const SIZED_TEXTURE: TypeConstraint = TypeConstraint::new(
    "a '!dx.Texture', '!dx.MSTexture' or '!dx.FeedbackTexture'",
    |ctx, ty| resource_where(ctx, ty, |r| r.is_texture() || r.is_feedback_texture()),
);

/// `!dx.FeedbackTexture`.
pub const FEEDBACK_TEXTURE: TypeConstraint =
    TypeConstraint::new("a '!dx.FeedbackTexture'", |ctx, ty| {
        resource_where(ctx, ty, ResourceType::is_feedback_texture)
    });

/// `!dx.Sampler`.
pub const SAMPLER: TypeConstraint = TypeConstraint::new("a '!dx.Sampler'", |ctx, ty| {
    resource_where(ctx, ty, |r| {
        r.class() == resource_model::ResourceClass::Sampler
    })
});

/// A writeable typed buffer, raw buffer or (not multisampled) texture: the
/// memory resource atomics act on.
pub const ATOMIC_RESOURCE: TypeConstraint = TypeConstraint::new(
    "a writeable '!dx.TypedBuffer', '!dx.RawBuffer' or '!dx.Texture'",
    |ctx, ty| {
        resource_where(ctx, ty, |r| {
            r.is_writeable()
                && (r.is_typed_buffer()
                    || r.is_raw_buffer()
                    || matches!(r.shape, resource_model::DxType::Texture { .. }))
        })
    },
);

/// A wave value: a scalar integer or float, or a vector of 1 to 4 of them.
pub const LANE_VALUE: TypeConstraint = TypeConstraint::new(
    "an integer or float, or a vector of 1 to 4 of them",
    |ctx, ty| scalar_or_vector(ctx, ty, 4).is_some(),
);

/// A float of 16 or 32 bits, or a vector of 1 to 4 of them: what
/// derivatives take.
pub const DERIVABLE: TypeConstraint = TypeConstraint::new(
    "a 16- or 32-bit float, or a vector of 1 to 4 of them",
    |ctx, ty| {
        scalar_or_vector(ctx, ty, 4).is_some_and(|(scalar, _)| {
            matches!(ctx.type_kind(scalar), TypeKind::Float(k) if matches!(k.width(), 16 | 32))
        })
    },
);

/// Texel coordinates or a buffer index: `i32` or a vector of 2 or 3 `i32`.
pub const COORDINATES: TypeConstraint =
    TypeConstraint::new("i32 or a vector of 2 or 3 i32", |ctx, ty| {
        scalar_or_vector(ctx, ty, 3).is_some_and(|(scalar, _)| scalar == ctx.common().i32)
    });

/// Normalized coordinates, gradients: `f32` or a vector of 2 to 4 `f32`.
pub const FLOAT_COORDINATES: TypeConstraint =
    TypeConstraint::new("f32 or a vector of 2 to 4 f32", |ctx, ty| {
        scalar_or_vector(ctx, ty, 4).is_some_and(|(scalar, _)| scalar == ctx.common().f32)
    });
