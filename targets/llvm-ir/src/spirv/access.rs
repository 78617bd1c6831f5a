//! Loads and stores through resource pointers, as clang 22 emits element
//! accesses for SPIR-V: `llvm.spv.resource.getpointer` gives a
//! `ptr addrspace(11)` to a buffer element (`StorageBuffer`), cbuffer members
//! are `ptr addrspace(12)` globals (`Uniform`), and `getelementptr` reaches
//! members (llvm/test/CodeGen/SPIRV/hlsl-resources/StructuredBuffer.ll,
//! cbuffer.ll).
//!
//! A value moves one scalar or vector at a time: an aggregate is loaded
//! member by member and built with `insertvalue` (LLVM 22's SPIR-V backend
//! crashes in its "legalize bitcast" pass on whole-struct loads and stores);
//! `bool` is an `i32` in memory (`icmp ne` / `zext`); a vector the memory
//! type holds as an array ([`super::types`]) moves component by component;
//! padding fields (`target("spirv.Padding", N)`) are skipped.

use crate::body::{FnCx, Target};
use crate::text::{Line, Operand, Ty};

use super::data_layout::{is_padding, struct_fields};

/// `StorageBuffer` pointers (what `getpointer` returns).
pub(crate) const STORAGE: u32 = 11;
/// `Uniform` pointers (cbuffer members).
pub(crate) const UNIFORM: u32 = 12;

/// Memory of type `mem` in address space `space`: `ptr` (of memory type
/// `base`) followed by the member indices `path`. The `getelementptr` is
/// written once, with every index, when the place is loaded or stored:
/// LLVM 22's SPIR-V backend mistypes a `getelementptr` through the pointer
/// another one returned when both point at offset 0.
#[derive(Clone, Debug)]
pub(crate) struct Place {
    pub ptr: Operand,
    pub space: u32,
    pub mem: Ty,
    pub base: Ty,
    /// The first `getelementptr` index (0 but for elements of a legacy
    /// cbuffer array, which are addressed as LLVM 22 reads them: `<{ T,
    /// padding }>` elements from the array's start).
    pub lead: u32,
    pub path: Vec<u32>,
}

impl Place {
    /// The place `ptr` itself, of memory type `mem`.
    pub(crate) fn at(ptr: Operand, space: u32, mem: Ty) -> Place {
        Place {
            ptr,
            space,
            base: mem.clone(),
            mem,
            lead: 0,
            path: Vec::new(),
        }
    }

    /// The same pointer, read as memory of type `mem`.
    pub(crate) fn retyped(self, mem: Ty) -> Place {
        Place::at(self.ptr, self.space, mem)
    }
}

/// How the member `index` of an aggregate memory type is reached: the GEP
/// indices after the leading 0, and its memory type.
fn member_step(cx: &FnCx<'_, impl Target>, mem: &Ty, index: u32) -> Option<(Vec<u32>, Ty)> {
    match mem {
        Ty::Array(_, element) => Some((vec![index], (**element).clone())),
        Ty::Named(_) | Ty::Literal { .. } => {
            let (fields, _) = struct_fields(cx.module, mem)?;
            let (position, field) = fields
                .iter()
                .enumerate()
                .filter(|(_, f)| !is_padding(f))
                .nth(index as usize)?;
            Some((vec![u32::try_from(position).ok()?], field.clone()))
        }
        _ => None,
    }
}

/// Whether `mem` is the legacy cbuffer form of an array,
/// `<{ [N-1 x <{ T, target("spirv.Padding", P) }>], T }>`.
fn is_padded_array(mem: &Ty) -> bool {
    let Ty::Literal {
        fields,
        packed: true,
    } = mem
    else {
        return false;
    };
    matches!(fields.as_ref(), [Ty::Array(_, padded), _]
        if matches!(&**padded, Ty::Literal { fields, packed: true }
            if fields.len() == 2 && is_padding(&fields[1])))
}

impl<T: Target> FnCx<'_, T> {
    /// The member `index` of `place`.
    pub(crate) fn member(&mut self, place: &Place, index: u32) -> Option<Place> {
        if is_padded_array(&place.mem) {
            // LLVM 22 reads `<{ [N-1 x <{ T, pad }>], T }>` as N padded
            // elements: element `index` is `getelementptr <{ T, pad }>,
            // ptr %array, i32 index, i32 0`.
            let (fields, _) = struct_fields(self.module, &place.mem)?;
            let Ty::Array(count, padded) = &fields[0] else {
                return None;
            };
            if u64::from(index) > *count {
                return None;
            }
            let (inner, _) = struct_fields(self.module, padded)?;
            let array = self.pointer(place);
            return Some(Place {
                ptr: array,
                space: place.space,
                mem: inner.first()?.clone(),
                base: (**padded).clone(),
                lead: index,
                path: vec![0],
            });
        }
        let (steps, mem) = member_step(self, &place.mem, index)?;
        let mut path = place.path.clone();
        path.extend(steps);
        Some(Place {
            mem,
            path,
            ..place.clone()
        })
    }

    /// The pointer to `place`: one `getelementptr inbounds` from its base.
    pub(crate) fn pointer(&mut self, place: &Place) -> Operand {
        if place.path.is_empty() && place.lead == 0 {
            return place.ptr.clone();
        }
        let mut line = Line::new(format!("getelementptr inbounds {}, ", place.base))
            .typed(&Ty::Ptr(place.space), &place.ptr)
            .t(format!(", i32 {}", place.lead));
        for step in &place.path {
            line = line.t(format!(", i32 {step}"));
        }
        Operand::Value(self.body.emit_value(line))
    }

    /// Follows a member path (`member [i, j]`).
    pub(crate) fn member_path(&mut self, place: Place, path: &[i32]) -> Option<Place> {
        path.iter().try_fold(place, |place, &index| {
            self.member(&place, u32::try_from(index).ok()?)
        })
    }

    /// Loads a value of type `ssa` from `place`; `None` when the two types
    /// do not correspond.
    pub(crate) fn load_value(&mut self, place: &Place, ssa: &Ty) -> Option<Operand> {
        let ptr_ty = Ty::Ptr(place.space);
        let load = |cx: &mut Self, ty: &Ty| {
            let ptr = cx.pointer(place);
            Operand::Value(
                cx.body
                    .emit_value(Line::new(format!("load {ty}, ")).typed(&ptr_ty, &ptr)),
            )
        };
        match (ssa, &place.mem) {
            (s, m) if s == m && is_leaf(s) => Some(load(self, s)),
            (s, m) if is_bool(s) && widened(s) == *m => {
                let word = load(self, m);
                Some(Operand::Value(
                    self.body
                        .emit_value(Line::new("icmp ne ").typed(m, &word).t(
                            if matches!(m, Ty::Vector(..)) {
                                ", zeroinitializer"
                            } else {
                                ", 0"
                            },
                        )),
                ))
            }
            (Ty::Vector(count, component), Ty::Array(len, _)) if u64::from(*count) == *len => {
                let lanes = vec![(**component).clone(); usize::try_from(*count).ok()?];
                self.load_members(place, ssa, &lanes)
            }
            _ => {
                let fields = ssa_fields(self, ssa)?;
                self.load_members(place, ssa, &fields)
            }
        }
    }

    /// A value of type `ssa` put together from the members of `place`, each
    /// loaded as its type of `parts`: lane by lane (`insertelement`) for a
    /// vector, field by field (`insertvalue`) for an aggregate.
    fn load_members(&mut self, place: &Place, ssa: &Ty, parts: &[Ty]) -> Option<Operand> {
        let into_vector = matches!(ssa, Ty::Vector(..));
        let mut whole = Operand::Const("poison".to_owned());
        for (index, part) in parts.iter().enumerate() {
            let index = u32::try_from(index).ok()?;
            let member = self.member(place, index)?;
            let value = self.load_value(&member, part)?;
            let (insert, position) = if into_vector {
                ("insertelement ", format!(", i64 {index}"))
            } else {
                ("insertvalue ", format!(", {index}"))
            };
            let line = Line::typed_operands(insert, &[(ssa, &whole), (part, &value)]).t(position);
            whole = Operand::Value(self.body.emit_value(line));
        }
        Some(whole)
    }

    /// Stores `value` of type `ssa` to `place`.
    pub(crate) fn store_value(&mut self, place: &Place, value: &Operand, ssa: &Ty) -> Option<()> {
        let ptr_ty = Ty::Ptr(place.space);
        let store = |cx: &mut Self, ty: &Ty, value: &Operand| {
            let ptr = cx.pointer(place);
            cx.body.emit(Line::typed_operands(
                "store ",
                &[(ty, value), (&ptr_ty, &ptr)],
            ));
        };
        match (ssa, &place.mem) {
            (s, m) if s == m && is_leaf(s) => store(self, s, value),
            (s, m) if is_bool(s) && widened(s) == *m => {
                let word = Operand::Value(
                    self.body
                        .emit_value(Line::new("zext ").typed(s, value).t(format!(" to {m}"))),
                );
                store(self, m, &word);
            }
            (Ty::Vector(count, component), Ty::Array(len, _)) if u64::from(*count) == *len => {
                let lanes = vec![(**component).clone(); usize::try_from(*count).ok()?];
                self.store_members(place, value, ssa, &lanes)?;
            }
            _ => {
                let fields = ssa_fields(self, ssa)?;
                self.store_members(place, value, ssa, &fields)?;
            }
        }
        Some(())
    }

    /// Stores `value` of type `ssa` to the members of `place`, each as its
    /// type of `parts`: lane by lane (`extractelement`) from a vector, field
    /// by field (`extractvalue`) from an aggregate.
    fn store_members(
        &mut self,
        place: &Place,
        value: &Operand,
        ssa: &Ty,
        parts: &[Ty],
    ) -> Option<()> {
        let from_vector = matches!(ssa, Ty::Vector(..));
        for (index, part) in parts.iter().enumerate() {
            let index = u32::try_from(index).ok()?;
            let member = self.member(place, index)?;
            let (extract, position) = if from_vector {
                ("extractelement ", format!(", i64 {index}"))
            } else {
                ("extractvalue ", format!(", {index}"))
            };
            let line = Line::new(extract).typed(ssa, value).t(position);
            let element = Operand::Value(self.body.emit_value(line));
            self.store_value(&member, &element, part)?;
        }
        Some(())
    }
}

/// The member types of an aggregate SSA type.
fn ssa_fields<T: Target>(cx: &FnCx<'_, T>, ssa: &Ty) -> Option<Vec<Ty>> {
    match ssa {
        Ty::Array(count, element) => Some(vec![(**element).clone(); usize::try_from(*count).ok()?]),
        Ty::Named(_) | Ty::Literal { .. } => struct_fields(cx.module, ssa).map(|(f, _)| f),
        _ => None,
    }
}

/// A scalar or vector: what one `load` or `store` moves.
fn is_leaf(ty: &Ty) -> bool {
    matches!(
        ty.scalar(),
        Ty::Int(_) | Ty::Half | Ty::BFloat | Ty::Float | Ty::Double
    )
}

/// `i1` or a vector of them.
fn is_bool(ty: &Ty) -> bool {
    *ty.scalar() == Ty::i1()
}

/// A `bool` type as stored: `i32` components.
fn widened(ty: &Ty) -> Ty {
    match ty {
        Ty::Vector(count, _) => Ty::vector(*count, Ty::i32()),
        _ => Ty::i32(),
    }
}
