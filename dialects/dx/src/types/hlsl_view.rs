//! A `dx` type seen as the `!hlsl.handle` it lowers from: the inverse of the
//! "DirectX Target Extension Types" table of wg-hlsl proposal 0015.
//!
//! Every `dx` type is the image of exactly one HLSL handle class and flag set
//! (up to `globallycoherent` and the counter, which the DirectX type does not
//! carry): `IsWriteable` picks UAV over SRV, `DIM` gives `dim` and `array`,
//! `Count` gives `ms`, a typed element's `IsSigned` gives its integers'
//! signedness. Checking that view with the resource rules is what makes a `dx`
//! type valid, and the view is what the DXIL record is computed from.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::Type;

use resource_model::element_types::{element_info, has_signed_integers, signless_type};
use resource_model::{
    DxType, ElementInfo, HandleProperties, ResourceClass, ResourceDim, ResourceKind, SamplerType,
    Scalar, ScalarKind, Signedness,
};

use super::{
    FEEDBACK_TEXTURE_DIMS, MS_TEXTURE_DIMS, ResourceType, ResourceTypeError, TEXTURE_DIMS,
};

/// The HLSL handle a `dx` type lowers from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandleView {
    pub properties: HandleProperties,
    pub element: ElementInfo,
}

impl ResourceType {
    /// The HLSL handle this type is the DirectX type of; errors when there is
    /// none.
    pub fn handle_view(&self, ctx: &Context) -> Result<HandleView, ResourceTypeError> {
        let element = match (self.shape.has_element(), self.element) {
            (true, Some(ty)) => checked_element(ctx, ty)?,
            (true, None) => return Err(ResourceTypeError::MissingElement(self.name())),
            (false, Some(_)) => return Err(ResourceTypeError::UnexpectedElement(self.name())),
            (false, None) => ElementInfo::None,
        };
        if matches!(self.shape, DxType::CBuffer | DxType::TBuffer)
            && !matches!(element, ElementInfo::Struct(_))
        {
            return Err(ResourceTypeError::NotStruct(self.name()));
        }
        let properties = self.handle_properties()?;
        let element = match self.shape {
            DxType::TypedBuffer { signed, .. }
            | DxType::Texture { signed, .. }
            | DxType::MSTexture { signed, .. } => with_sign(&element, signed)?,
            _ => element,
        };
        properties.validate(&element)?;
        // The forward mapping must give this very type back; it does for every
        // handle the rules accept, so a difference means no handle has it.
        match DxType::for_handle(&properties, &element) {
            Ok(shape) if shape == self.shape => Ok(HandleView {
                properties,
                element,
            }),
            Ok(_) => Err(resource_model::RuleViolation::NoMatchingObject.into()),
            Err(e) => Err(e.into()),
        }
    }

    /// The class and flags of the handle, from the non-element parameters.
    fn handle_properties(&self) -> Result<HandleProperties, ResourceTypeError> {
        let class = |writeable: bool| {
            if writeable {
                ResourceClass::Uav
            } else {
                ResourceClass::Srv
            }
        };
        let check_rov = |writeable: bool, rov: bool| {
            if rov && !writeable {
                Err(ResourceTypeError::RovNotWriteable)
            } else {
                Ok(())
            }
        };
        Ok(match self.shape {
            DxType::TypedBuffer { writeable, rov, .. } => {
                check_rov(writeable, rov)?;
                HandleProperties {
                    dim: Some(ResourceDim::Buffer),
                    rov,
                    ..HandleProperties::new(class(writeable))
                }
            }
            DxType::RawBuffer { writeable, rov } => {
                check_rov(writeable, rov)?;
                HandleProperties {
                    raw: true,
                    rov,
                    ..HandleProperties::new(class(writeable))
                }
            }
            DxType::Texture {
                writeable,
                rov,
                dim,
                ..
            } => {
                check_rov(writeable, rov)?;
                if writeable
                    && matches!(
                        dim,
                        ResourceKind::TextureCUBE | ResourceKind::TextureCUBEArray
                    )
                {
                    return Err(ResourceTypeError::WriteableCube(dim));
                }
                let (dim, array) = texture_dim(self.name(), dim, TEXTURE_DIMS)?;
                HandleProperties {
                    dim: Some(dim),
                    array,
                    rov,
                    ..HandleProperties::new(class(writeable))
                }
            }
            DxType::MSTexture {
                writeable,
                count,
                dim,
                ..
            } => {
                let (dim, array) = texture_dim(self.name(), dim, MS_TEXTURE_DIMS)?;
                HandleProperties {
                    dim: Some(dim),
                    array,
                    ms: Some(count),
                    ..HandleProperties::new(class(writeable))
                }
            }
            DxType::FeedbackTexture { feedback, dim } => {
                let (dim, array) = texture_dim(self.name(), dim, FEEDBACK_TEXTURE_DIMS)?;
                HandleProperties {
                    dim: Some(dim),
                    array,
                    feedback: Some(feedback),
                    ..HandleProperties::new(ResourceClass::Uav)
                }
            }
            DxType::CBuffer => HandleProperties {
                row: true,
                ..HandleProperties::new(ResourceClass::CBuffer)
            },
            DxType::TBuffer => HandleProperties {
                row: true,
                ..HandleProperties::new(ResourceClass::Srv)
            },
            DxType::Sampler(sampler) => HandleProperties {
                comparison: sampler == SamplerType::Comparison,
                ..HandleProperties::new(ResourceClass::Sampler)
            },
        })
    }
}

/// The element as the resource model describes it; `dx` elements are signless.
fn checked_element(ctx: &Context, ty: Type) -> Result<ElementInfo, ResourceTypeError> {
    if has_signed_integers(ctx, ty) {
        return Err(ResourceTypeError::SignedElement {
            found: type_to_string(ctx, ty),
            signless: type_to_string(ctx, signless_type(ctx, ty)),
        });
    }
    Ok(element_info(ctx, ty)?)
}

/// The `dim` and `array` flags of a `DIM` parameter allowed by `allowed`.
fn texture_dim(
    ty: &'static str,
    kind: ResourceKind,
    allowed: &'static [ResourceKind],
) -> Result<(ResourceDim, bool), ResourceTypeError> {
    let mismatch = || ResourceTypeError::Dimension {
        ty,
        found: kind,
        expected: allowed,
    };
    if !allowed.contains(&kind) {
        return Err(mismatch());
    }
    use ResourceKind as K;
    Ok(match kind {
        K::Texture1D => (ResourceDim::Dim1D, false),
        K::Texture1DArray => (ResourceDim::Dim1D, true),
        K::Texture2D | K::Texture2DMS | K::FeedbackTexture2D => (ResourceDim::Dim2D, false),
        K::Texture2DArray | K::Texture2DMSArray | K::FeedbackTexture2DArray => {
            (ResourceDim::Dim2D, true)
        }
        K::Texture3D => (ResourceDim::Dim3D, false),
        K::TextureCUBE => (ResourceDim::Cube, false),
        K::TextureCUBEArray => (ResourceDim::Cube, true),
        K::TypedBuffer
        | K::RawBuffer
        | K::StructuredBuffer
        | K::CBuffer
        | K::Sampler
        | K::TBuffer => {
            return Err(mismatch());
        }
    })
}

/// A typed element with `IsSigned` applied to its integers: signed, or
/// unsigned when `IsSigned` is 0.
fn with_sign(element: &ElementInfo, signed: bool) -> Result<ElementInfo, ResourceTypeError> {
    let sign = |scalar: Scalar| -> Result<Scalar, ResourceTypeError> {
        match scalar.kind {
            ScalarKind::Int(_) => Ok(Scalar::int(
                scalar.bits,
                if signed {
                    Signedness::Signed
                } else {
                    Signedness::Unsigned
                },
            )),
            ScalarKind::Float if signed => Err(ResourceTypeError::SignedNonInteger),
            ScalarKind::Float => Ok(scalar),
        }
    };
    Ok(match *element {
        ElementInfo::Scalar(scalar) => ElementInfo::Scalar(sign(scalar)?),
        ElementInfo::Vector(scalar, count) => ElementInfo::Vector(sign(scalar)?, count),
        _ if signed => return Err(ResourceTypeError::SignedNonInteger),
        _ => element.clone(),
    })
}
