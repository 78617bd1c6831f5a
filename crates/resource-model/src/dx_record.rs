//! The type-derived part of a DXIL resource: what the metadata resource record
//! and the two `annotateHandle` property words say about a handle type.
//!
//! Mirrors wg-hlsl proposal 0015's DXIL metadata and binding annotation tables, DXC's
//! `DxilResourceProperties`
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/include/dxc/DXIL/DxilResourceProperties.h>)
//! and LLVM's `DXILResource` analysis. Binding information (record ID, space,
//! lower bound, range size) is per resource, not per type, and is not here.
//!
//! Annotate property words:
//!
//! ```text
//! word 0: kind (bits 0-7) | struct base-align log2 (8-11) | UAV (12) | ROV (13)
//!         | globally coherent (14) | sampler comparison or has counter (15)
//! word 1: typed:      component type (0-7) | component count (8-15)
//!                     | sample count (16-23)
//!         structured: stride      cbuffer, tbuffer: size
//!         feedback:   feedback type          raw, sampler: 0
//! ```

use super::dx_type::{ComponentType, ResourceKind, SamplerType, valid_resource_kind};
use super::element::ElementInfo;
use super::layout::{LayoutError, dxil_layout, legacy_cbuffer_layout};
use super::properties::{FeedbackKind, HandleProperties, ResourceClass};
use super::rules::RuleViolation;

/// A handle type with no DXIL resource description.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DxMappingError {
    #[error(transparent)]
    Rule(#[from] RuleViolation),
    #[error(transparent)]
    Layout(#[from] LayoutError),
}

/// What the kind-dependent properties of a resource are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DxElement {
    /// Textures and typed buffers: component type and count.
    Typed {
        component: ComponentType,
        count: u32,
    },
    /// Structured buffers: element stride and, for struct elements, the log2 of
    /// the struct alignment (0 otherwise).
    Structured {
        stride: u32,
        align_log2: u32,
    },
    /// Byte-address buffers.
    Raw,
    /// cbuffer and tbuffer: the legacy-layout size in bytes.
    Sized {
        size: u32,
    },
    Feedback(FeedbackKind),
    Sampler(SamplerType),
}

/// The two `annotateHandle` property words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnnotateProps {
    pub word0: u32,
    pub word1: u32,
}

/// The type-derived description of a DXIL resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DxResourceInfo {
    pub class: ResourceClass,
    pub kind: ResourceKind,
    pub element: DxElement,
    /// The sample count of a multisampled texture (also a writeable one), else 0.
    pub sample_count: u32,
    pub rov: bool,
    pub globally_coherent: bool,
    /// Set from the handle type's `counter` flag; a record pass sets it for a
    /// resource any counter handle refers to.
    pub has_counter: bool,
}

impl DxResourceInfo {
    /// The description of a handle type; errors when the handle breaks a rule.
    pub fn for_handle(
        props: &HandleProperties,
        element: &ElementInfo,
    ) -> Result<DxResourceInfo, DxMappingError> {
        let kind = valid_resource_kind(props, element)?;
        let element = match kind {
            ResourceKind::RawBuffer => DxElement::Raw,
            ResourceKind::StructuredBuffer => {
                let layout = dxil_layout(element)?;
                let align_log2 = match element {
                    ElementInfo::Struct(_) => layout.align.trailing_zeros(),
                    _ => 0,
                };
                DxElement::Structured {
                    stride: layout.size,
                    align_log2,
                }
            }
            ResourceKind::CBuffer | ResourceKind::TBuffer => DxElement::Sized {
                size: legacy_cbuffer_layout(element)?.size,
            },
            ResourceKind::FeedbackTexture2D | ResourceKind::FeedbackTexture2DArray => {
                DxElement::Feedback(props.feedback.ok_or(RuleViolation::NoMatchingObject)?)
            }
            ResourceKind::Sampler => DxElement::Sampler(if props.comparison {
                SamplerType::Comparison
            } else {
                SamplerType::Default
            }),
            ResourceKind::Texture1D
            | ResourceKind::Texture2D
            | ResourceKind::Texture2DMS
            | ResourceKind::Texture3D
            | ResourceKind::TextureCUBE
            | ResourceKind::Texture1DArray
            | ResourceKind::Texture2DArray
            | ResourceKind::Texture2DMSArray
            | ResourceKind::TextureCUBEArray
            | ResourceKind::TypedBuffer => {
                let (Some(scalar), Some(count)) = (element.scalar(), element.component_count())
                else {
                    return Err(RuleViolation::TypedNotScalarOrVector.into());
                };
                let component =
                    ComponentType::for_scalar(scalar).ok_or(RuleViolation::TypedScalar(scalar))?;
                DxElement::Typed { component, count }
            }
        };
        Ok(DxResourceInfo {
            class: props.class,
            kind,
            element,
            sample_count: props.ms.unwrap_or(0),
            rov: props.rov,
            globally_coherent: props.coherent,
            has_counter: props.counter,
        })
    }

    /// The two `annotateHandle` property words.
    pub fn annotate_props(&self) -> AnnotateProps {
        let uav = self.class == ResourceClass::Uav;
        let align_log2 = match self.element {
            DxElement::Structured { align_log2, .. } => align_log2,
            _ => 0,
        };
        let comparison_or_counter = match self.element {
            DxElement::Sampler(sampler) => sampler == SamplerType::Comparison,
            _ => uav && self.has_counter,
        };
        let word0 = (self.kind.code() & 0xff)
            | (align_log2 & 0xf) << 8
            | u32::from(uav) << 12
            | u32::from(uav && self.rov) << 13
            | u32::from(uav && self.globally_coherent) << 14
            | u32::from(comparison_or_counter) << 15;
        let word1 = match self.element {
            DxElement::Typed { component, count } => {
                (component.code() & 0xff) | (count & 0xff) << 8 | (self.sample_count & 0xff) << 16
            }
            DxElement::Structured { stride, .. } => stride,
            DxElement::Sized { size } => size,
            DxElement::Feedback(kind) => kind.dxil_code(),
            DxElement::Raw | DxElement::Sampler(_) => 0,
        };
        AnnotateProps { word0, word1 }
    }

    /// The sample count field of the metadata record: every SRV has one (0
    /// unless multisampled); UAVs, CBVs and samplers have none, so a writeable
    /// multisampled texture's count is not in its record (proposal 0015, note 2).
    pub fn record_sample_count(&self) -> Option<u32> {
        (self.class == ResourceClass::Srv).then_some(self.sample_count)
    }

    /// The element type tag of the metadata record: the component type of
    /// typed resources; `u32` for tbuffers (proposal 0015, note 3).
    pub fn record_element_type(&self) -> Option<ComponentType> {
        match self.element {
            DxElement::Typed { component, .. } => Some(component),
            DxElement::Sized { .. } if self.kind == ResourceKind::TBuffer => {
                Some(ComponentType::U32)
            }
            _ => None,
        }
    }

    /// The structured buffer stride of the metadata record.
    pub fn record_struct_stride(&self) -> Option<u32> {
        match self.element {
            DxElement::Structured { stride, .. } => Some(stride),
            _ => None,
        }
    }

    /// The size field of a CBV's metadata record.
    pub fn record_cbuffer_size(&self) -> Option<u32> {
        match self.element {
            DxElement::Sized { size } if self.class == ResourceClass::CBuffer => Some(size),
            _ => None,
        }
    }

    /// The feedback type of a feedback texture's metadata record.
    pub fn record_feedback(&self) -> Option<FeedbackKind> {
        match self.element {
            DxElement::Feedback(kind) => Some(kind),
            _ => None,
        }
    }

    /// The sampler type of a sampler's metadata record.
    pub fn record_sampler_type(&self) -> Option<SamplerType> {
        match self.element {
            DxElement::Sampler(sampler) => Some(sampler),
            _ => None,
        }
    }
}
