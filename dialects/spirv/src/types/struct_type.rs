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
//! the same name is refused ([`IdentifiedStructConflict`]). As in MLIR, an
//! identified struct may exist before its body ([`StructType::identified`],
//! then [`StructType::set_body`]), so that its members can point back to it
//! (`!spirv.struct<Node, (!spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer>)>`,
//! what `OpTypeForwardPointer` declares in a binary).

use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::{LazyLock, OnceLock};

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

/// The body of a struct: its members and their layout and decorations.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct StructBody {
    pub members: Box<[Type]>,
    /// One `Offset` per member, or empty when the struct has no layout.
    pub offsets: Box<[u32]>,
    /// Sorted by member, then decoration value.
    pub member_decorations: Box<[MemberDecoration]>,
    /// Sorted by decoration value.
    pub decorations: Box<[StructDecoration]>,
}

impl StructBody {
    /// A body with decorations sorted as MLIR keeps them. `offsets` is empty
    /// or has one entry per member.
    pub fn new(
        members: Vec<Type>,
        offsets: Vec<u32>,
        mut member_decorations: Vec<MemberDecoration>,
        mut decorations: Vec<StructDecoration>,
    ) -> StructBody {
        debug_assert!(
            offsets.is_empty() || offsets.len() == members.len(),
            "offsets for some members only"
        );
        member_decorations.sort_by_key(|d| (d.member, d.decoration as u32));
        decorations.sort_by_key(|d| d.decoration as u32);
        StructBody {
            members: members.into(),
            offsets: offsets.into(),
            member_decorations: member_decorations.into(),
            decorations: decorations.into(),
        }
    }
}

/// The storage of `!spirv.struct`. Its body is reached through `Deref`
/// (`st.members`); an identified struct's body is set once, possibly after
/// the type exists, so that its members can point back to it.
#[derive(Clone, Debug)]
pub struct StructType {
    /// The name of an identified struct; `None` for a literal struct.
    pub identifier: Option<Box<str>>,
    body: OnceLock<StructBody>,
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
            (None, None) => self.body.get() == other.body.get(),
            _ => false,
        }
    }
}

impl Eq for StructType {}

impl Hash for StructType {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match &self.identifier {
            Some(name) => name.hash(state),
            None => self.body.get().hash(state),
        }
    }
}

impl Deref for StructType {
    type Target = StructBody;

    /// The body; empty for an identified struct whose body is not set yet.
    fn deref(&self) -> &StructBody {
        static EMPTY: LazyLock<StructBody> = LazyLock::new(StructBody::default);
        self.body.get().unwrap_or(&EMPTY)
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
        let body = StructBody::new(members, offsets, member_decorations, decorations);
        SpirvType::Struct(StructType {
            identifier: None,
            body: OnceLock::from(body),
        })
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
        let ty = Self::identified(ctx, name);
        let body = StructBody::new(members, offsets, member_decorations, decorations);
        Self::set_body(ctx, ty, body)?;
        Ok(ty)
    }

    /// The identified struct `name` (MLIR's `StructType::getIdentified`), with
    /// the body it has in `ctx`, or none yet: members of its body may then
    /// point to it before [`StructType::set_body`] gives it that body.
    pub fn identified(ctx: &Context, name: &str) -> Type {
        SpirvType::Struct(StructType {
            identifier: Some(name.into()),
            body: OnceLock::new(),
        })
        .intern(ctx)
    }

    /// Gives the identified struct `ty` its body (MLIR's `trySetBody`): an
    /// error if it already has a different one.
    pub fn set_body(
        ctx: &Context,
        ty: Type,
        body: StructBody,
    ) -> Result<(), IdentifiedStructConflict> {
        let conflict = |st: &StructType| IdentifiedStructConflict {
            name: st.identifier.as_deref().unwrap_or_default().to_owned(),
        };
        let Some(st) = StructType::of(ctx, ty) else {
            return Err(IdentifiedStructConflict {
                name: String::new(),
            });
        };
        let set = st.body.get_or_init(|| body.clone());
        if *set == body && st.identifier.is_some() {
            Ok(())
        } else {
            Err(conflict(st))
        }
    }

    /// Whether the struct has its body (always, for a literal struct).
    pub fn has_body(&self) -> bool {
        self.body.get().is_some()
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
