//! The IR: types, attributes, and the arena of operations, blocks, regions and values.

mod affine;
mod arena;
pub(crate) mod attributes;
mod clone;
mod diag;
mod dialect_storage;
mod dominators;
pub(crate) mod file_locs;
mod handles;
pub(crate) mod index_window;
mod print_support;
mod region_nesting;
mod transplant;
mod types;

pub use affine::{AffineBinary, AffineBinaryKind, AffineExpr, AffineMap, IntegerSet};
pub use arena::{
    Absorbed, BlockId, BlockOps, InsertPoint, Ir, OpId, OperationState, RegionId, Use, Uses, Value,
    ValueDef,
};
pub use attributes::{
    AttrKind, Attribute, DialectAttr, DialectAttrStorage, DynDialectAttr, Location, NamedAttribute,
};
pub use clone::IrMapping;
pub use dialect_storage::{DialectObject, DialectObjectExt, DialectStorage, DynDialectStorage};
pub use dominators::Dominators;
pub use region_nesting::{parent_region, region_is_ancestor, region_is_proper_ancestor};
pub use transplant::{Skeleton, TransplantError};
pub use types::{
    DYNAMIC, DialectType, DialectTypeStorage, DynDialectType, FloatKind, Signedness, Type, TypeKind,
};
