//! `!dx.*` types as LLVM 22's DirectX target extension types
//! (<https://llvm.org/docs/DirectX/DXILResources.html>, "Resource Types"):
//!
//! | `dx` type | LLVM type |
//! |---|---|
//! | `!dx.TypedBuffer<E, W, R, S>` | `target("dx.TypedBuffer", E, W, R, S)` |
//! | `!dx.RawBuffer<E, W, R>` | `target("dx.RawBuffer", E, W, R)` (`E` a `%struct` for structs) |
//! | `!dx.Texture<E, W, R, S, DIM>` | `target("dx.Texture", E, W, R, S, KIND)` |
//! | `!dx.MSTexture<E, W, N, S, DIM>` | `target("dx.MSTexture", E, W, N, S, KIND)` |
//! | `!dx.FeedbackTexture<F, DIM>` | `target("dx.FeedbackTexture", F, KIND)` |
//! | `!dx.CBuffer<S>` | `target("dx.CBuffer", %__cblayout_S)` |
//! | `!dx.Sampler<T>` | `target("dx.Sampler", T)` |
//!
//! `KIND` is the DXIL resource kind number, `F` and `T` the feedback and
//! sampler type numbers. A cbuffer's layout struct is clang 22's: the legacy
//! 16-byte-row offsets with explicit `target("dx.Padding", N)` gaps.
//! `!dx.TBuffer` has no LLVM 22 form: LLVM 22 defines no tbuffer type (its
//! resource analysis crashes on one).

use dialect_dx::types::ResourceType;
use resource_model::DxType;
use resource_model::layout::legacy_cbuffer_layout;
use shader_mlir::Context;
use shader_mlir::ir::Type;

use crate::layout::{explicit_layout_type, natural_memory_type};
use crate::text::{Module, Ty};

fn flag(on: bool) -> u32 {
    u32::from(on)
}

/// The LLVM type of a `dx` type.
pub(super) fn resource_type(module: &mut Module, ctx: &Context, ty: Type) -> Option<Ty> {
    let resource = ResourceType::of(ctx, ty)?;
    let element = |module: &mut Module| {
        resource
            .element
            .and_then(|e| natural_memory_type(module, ctx, e))
    };
    Some(match resource.shape {
        DxType::TypedBuffer {
            writeable,
            rov,
            signed,
        } => Ty::target(
            "dx.TypedBuffer",
            vec![element(module)?],
            vec![flag(writeable), flag(rov), flag(signed)],
        ),
        DxType::RawBuffer { writeable, rov } => Ty::target(
            "dx.RawBuffer",
            vec![element(module)?],
            vec![flag(writeable), flag(rov)],
        ),
        DxType::Texture {
            writeable,
            rov,
            signed,
            dim,
        } => Ty::target(
            "dx.Texture",
            vec![element(module)?],
            vec![flag(writeable), flag(rov), flag(signed), dim.code()],
        ),
        DxType::MSTexture {
            writeable,
            count,
            signed,
            dim,
        } => Ty::target(
            "dx.MSTexture",
            vec![element(module)?],
            vec![flag(writeable), count, flag(signed), dim.code()],
        ),
        DxType::FeedbackTexture { feedback, dim } => Ty::target(
            "dx.FeedbackTexture",
            vec![],
            vec![feedback.dxil_code(), dim.code()],
        ),
        DxType::CBuffer => {
            let element = resource.element?;
            let info = resource.element_info(ctx).ok()?;
            let layout = legacy_cbuffer_layout(&info).ok()?;
            let body = explicit_layout_type(module, ctx, element, &layout, "dx.Padding", None)?;
            Ty::target("dx.CBuffer", vec![body], vec![])
        }
        DxType::TBuffer => return None,
        DxType::Sampler(sampler) => Ty::target("dx.Sampler", vec![], vec![sampler.code()]),
    })
}

/// Why a `dx` type has no LLVM 22 form, when it is a known one.
pub(super) fn unsupported_reason(ctx: &Context, ty: Type) -> Option<&'static str> {
    match ResourceType::of(ctx, ty)?.shape {
        DxType::TBuffer => Some(
            "LLVM 22 has no DirectX target type for tbuffers ('!dx.TBuffer'): its resource analysis knows dx.TypedBuffer, dx.RawBuffer, dx.Texture, dx.MSTexture, dx.FeedbackTexture, dx.CBuffer and dx.Sampler",
        ),
        _ => None,
    }
}
