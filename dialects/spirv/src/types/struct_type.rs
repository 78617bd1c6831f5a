//! `!spirv.struct`: literal structs (`!spirv.struct<(f32 [0], i32 [4, NonWritable]), Block>`)
//! and identified structs (`!spirv.struct<Name, (...)>`).
//!
//! Mirrors MLIR's `spirv::StructType` (`SPIRVTypes.cpp`): member offsets are
//! given for all members or none; member and struct decorations are kept
//! sorted by (member, decoration value), which is the order MLIR prints them
//! in; a decoration may carry a value (`MatrixStride=16`), any attribute.
//!
//! Identified structs are uniqued by their name alone, as in MLIR: the first
//! body given to a name in a context is its body, and a different body for
//! the same name is refused ([`IdentifiedStructConflict`]). MLIR allows
//! recursive identified structs through pointers; this implementation does
//! not, and its parser refuses such references with a diagnostic.

use std::hash::{Hash, Hasher};

use shader_mlir::Context;
use shader_mlir::ir::{Attribute, Type};
use spirv::Decoration;

use super::SpirvType;

/// A decoration on one member: `[4, NonWritable]`, `[0, MatrixStride=16]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemberDecoration {
    /// The member index.
    pub member: u32,
    pub decoration: Decoration,
    /// The decoration's value (`MatrixStride=16`), if it has one.
    pub value: Option<Attribute>,
}

/// A decoration on the struct itself: `Block`, `BufferBlock`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StructDecoration {
    pub decoration: Decoration,
    pub value: Option<Attribute>,
}

/// The storage of `!spirv.struct`.
#[derive(Clone, Debug)]
pub struct StructType {
    /// The name of an identified struct; `None` for a literal struct.
    pub identifier: Option<Box<str>>,
    pub members: Box<[Type]>,
    /// One `Offset` per member, or empty when the struct has no layout.
    pub offsets: Box<[u32]>,
    /// Sorted by member, then decoration value.
    pub member_decorations: Box<[MemberDecoration]>,
    /// Sorted by decoration value.
    pub decorations: Box<[StructDecoration]>,
}

/// An identified struct name that already has a different body in the context.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("identified struct '{name}' is already defined with a different body")]
pub struct IdentifiedStructConflict {
    pub name: String,
}

impl PartialEq for StructType {
    fn eq(&self, other: &Self) -> bool {
        match (&self.identifier, &other.identifier) {
            (Some(a), Some(b)) => a == b,
            (None, None) => self.same_body(other),
            _ => false,
        }
    }
}

impl Eq for StructType {}

impl Hash for StructType {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match &self.identifier {
            Some(name) => name.hash(state),
            None => {
                self.members.hash(state);
                self.offsets.hash(state);
                self.member_decorations.hash(state);
                self.decorations.hash(state);
            }
        }
    }
}

impl StructType {
    /// A literal struct; decorations are sorted as MLIR keeps them. `offsets`
    /// is empty or has one entry per member.
    pub fn get(
        ctx: &Context,
        members: Vec<Type>,
        offsets: Vec<u32>,
        member_decorations: Vec<MemberDecoration>,
        decorations: Vec<StructDecoration>,
    ) -> Type {
        SpirvType::Struct(Self::body(
            None,
            members,
            offsets,
            member_decorations,
            decorations,
        ))
        .intern(ctx)
    }

    /// The identified struct `name` with this body; an error if `name` already
    /// has another body in `ctx`.
    pub fn get_identified(
        ctx: &Context,
        name: &str,
        members: Vec<Type>,
        offsets: Vec<u32>,
        member_decorations: Vec<MemberDecoration>,
        decorations: Vec<StructDecoration>,
    ) -> Result<Type, IdentifiedStructConflict> {
        let wanted = Self::body(
            Some(name.into()),
            members,
            offsets,
            member_decorations,
            decorations,
        );
        let ty = SpirvType::Struct(wanted.clone()).intern(ctx);
        match StructType::of(ctx, ty) {
            Some(existing) if existing.same_body(&wanted) => Ok(ty),
            _ => Err(IdentifiedStructConflict {
                name: name.to_owned(),
            }),
        }
    }

    fn body(
        identifier: Option<Box<str>>,
        members: Vec<Type>,
        offsets: Vec<u32>,
        mut member_decorations: Vec<MemberDecoration>,
        mut decorations: Vec<StructDecoration>,
    ) -> StructType {
        debug_assert!(
            offsets.is_empty() || offsets.len() == members.len(),
            "offsets for some members only"
        );
        member_decorations.sort_by_key(|d| (d.member, d.decoration as u32));
        decorations.sort_by_key(|d| d.decoration as u32);
        StructType {
            identifier,
            members: members.into(),
            offsets: offsets.into(),
            member_decorations: member_decorations.into(),
            decorations: decorations.into(),
        }
    }

    pub fn of(ctx: &Context, ty: Type) -> Option<&StructType> {
        match SpirvType::of(ctx, ty)? {
            SpirvType::Struct(s) => Some(s),
            _ => None,
        }
    }

    fn same_body(&self, other: &StructType) -> bool {
        self.members == other.members
            && self.offsets == other.offsets
            && self.member_decorations == other.member_decorations
            && self.decorations == other.decorations
    }

    pub fn is_identified(&self) -> bool {
        self.identifier.is_some()
    }

    pub fn num_members(&self) -> usize {
        self.members.len()
    }

    /// Whether members carry offsets.
    pub fn has_offset(&self) -> bool {
        !self.offsets.is_empty()
    }

    pub fn member_offset(&self, member: usize) -> Option<u32> {
        self.offsets.get(member).copied()
    }

    /// The decorations of one member, in printing order.
    pub fn decorations_of_member(&self, member: u32) -> impl Iterator<Item = &MemberDecoration> {
        self.member_decorations
            .iter()
            .filter(move |d| d.member == member)
    }

    /// Whether the struct itself carries `decoration` (e.g. `Block`).
    pub fn has_decoration(&self, decoration: Decoration) -> bool {
        self.decorations.iter().any(|d| d.decoration == decoration)
    }
}
