//! The HLSL resource model that the `hlsl` and `dx` dialects share.
//!
//! A `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>` is described by its
//! [`HandleProperties`] (class and flags) and an [`ElementInfo`] (the element
//! type). On those this crate provides, independent of the IR:
//!
//! - the table of the 40 HLSL resource objects of wg-hlsl proposal 0015
//!   (<https://github.com/llvm/wg-hlsl/blob/main/proposals/0015-resource-attributes-in-dxil-and-spirv.md>):
//!   [`HlslObject`], the `!hlsl.NAME<...>` sugar, and [`classify`];
//! - the validation rules ([`HandleProperties::validate`], [`RuleViolation`]);
//! - the DirectX mapping: the `dx` target type ([`DxType`]) and the DXIL
//!   resource description with its `annotateHandle` words ([`DxResourceInfo`]),
//!   as LLVM's "DXIL Resource Handling" has them
//!   (<https://llvm.org/docs/DirectX/DXILResources.html>);
//! - memory layouts: Vulkan block layouts, the legacy cbuffer layout and the
//!   DXIL data layout ([`layout`]);
//! - the types of the wave ops both dialects declare ([`wave`]).
//!
//! [`element_types`] is the one part that lives in the IR: the
//! `!hlsl.struct` / `!hlsl.array` types that both dialects embed as resource
//! elements, and the mapping from IR types to [`ElementInfo`].

mod counter;
mod dx_record;
mod dx_type;
mod element;
pub mod element_types;
mod keyword;
pub mod layout;
mod object;
mod properties;
mod rules;
pub mod wave;

#[cfg(test)]
mod tests;

pub use dx_record::{AnnotateProps, DxElement, DxMappingError, DxResourceInfo};
pub use dx_type::{ComponentType, DxType, ResourceKind, SamplerType, resource_kind};
pub use element::{ElementInfo, Scalar, ScalarKind, Signedness};
pub use keyword::UnknownKeyword;
pub use object::{
    ElementShape, HlslObject, ObjectInfo, SugarArg, SugarArgError, SugarParams, classify, objects,
};
pub use properties::{
    DuplicateFlag, FeedbackKind, Flag, FlagKeyword, FlagList, HandleProperties, ResourceClass,
    ResourceDim,
};
pub use rules::{
    CLASS_RULES, ClassRule, DIM_RULES, DimRule, FLAG_RULES, FlagRule, MAX_ELEMENT_DEPTH,
    MAX_SAMPLE_COUNT, RuleViolation,
};
