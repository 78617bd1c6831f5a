//! Where LLVM 22's SPIR-V data layout places memory
//! (<https://llvm.org/docs/LangRef.html#data-layout>): the Vulkan layout
//! string [`DATA_LAYOUT`] gives vectors the alignment of their size rounded up
//! to a power of two (`v96:128`: a `<3 x float>` takes 16 bytes), and LLVM's
//! SPIR-V backend derives every `Offset` and `ArrayStride` decoration from it.
//!
//! [`placement_matches`] checks that a memory type puts every member and
//! array element at the offsets of a [`TypeLayout`] (the project's buffer
//! layout rules, or the legacy cbuffer layout), so that a type LLVM would
//! place elsewhere is caught before it reaches the backend.

use resource_model::layout::{LayoutShape, TypeLayout};

use crate::text::{Module, Ty};

/// The data layout clang 22 gives `spirv*-unknown-vulkan*` triples.
pub const DATA_LAYOUT: &str = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10";

/// The byte size of a scalar (`i1` as one byte, as LLVM stores it).
fn scalar_size(ty: &Ty) -> Option<u32> {
    Some(match ty {
        Ty::Int(bits) => bits.div_ceil(8).next_power_of_two(),
        Ty::Half | Ty::BFloat => 2,
        Ty::Float => 4,
        Ty::Double => 8,
        _ => return None,
    })
}

/// `(ABI alignment, allocation size)` of `ty` in bytes.
pub(crate) fn size_and_align(module: &Module, ty: &Ty) -> Option<(u32, u32)> {
    Some(match ty {
        Ty::Int(_) | Ty::Half | Ty::BFloat | Ty::Float | Ty::Double => {
            let size = scalar_size(ty)?;
            (size, size)
        }
        Ty::Vector(count, element) => {
            let bytes = count.checked_mul(scalar_size(element)?)?;
            let align = bytes.checked_next_power_of_two()?;
            (align, bytes.next_multiple_of(align))
        }
        Ty::Array(count, element) => {
            let (align, size) = size_and_align(module, element)?;
            (align, u32::try_from(*count).ok()?.checked_mul(size)?)
        }
        Ty::Named(name) => size_and_align(module, module.struct_body(name)?)?,
        Ty::Literal { fields, packed } => {
            let offsets = field_offsets(module, fields, *packed)?;
            let mut align = 1;
            let mut end = 0;
            for (field, offset) in fields.iter().zip(offsets) {
                let (field_align, size) = size_and_align(module, field)?;
                if !*packed {
                    align = align.max(field_align);
                }
                end = offset.checked_add(size)?;
            }
            (align, end.next_multiple_of(align))
        }
        Ty::Target { name, ints, .. } if &**name == "spirv.Padding" => (1, *ints.first()?),
        _ => return None,
    })
}

/// The offsets of a struct's fields.
pub(crate) fn field_offsets(module: &Module, fields: &[Ty], packed: bool) -> Option<Vec<u32>> {
    let mut cursor = 0u32;
    let mut offsets = Vec::with_capacity(fields.len());
    for field in fields {
        let (align, size) = size_and_align(module, field)?;
        if !packed {
            cursor = cursor.next_multiple_of(align);
        }
        offsets.push(cursor);
        cursor = cursor.checked_add(size)?;
    }
    Some(offsets)
}

/// The fields of a struct type (named or literal) and whether it is packed.
pub(crate) fn struct_fields(module: &Module, ty: &Ty) -> Option<(Vec<Ty>, bool)> {
    match ty {
        Ty::Named(name) => struct_fields(module, module.struct_body(name)?),
        Ty::Literal { fields, packed } => Some((fields.to_vec(), *packed)),
        _ => None,
    }
}

/// Whether `ty` is explicit padding (`target("spirv.Padding", N)`).
pub(crate) fn is_padding(ty: &Ty) -> bool {
    matches!(ty, Ty::Target { name, .. } if &**name == "spirv.Padding")
}

/// The size LLVM 22 gives the legacy cbuffer array form
/// `<{ [N-1 x <{ T, padding }>], T }>`: N padded elements.
fn legacy_array_size(module: &Module, ty: &Ty) -> Option<u32> {
    let Ty::Literal {
        fields,
        packed: true,
    } = ty
    else {
        return None;
    };
    let [Ty::Array(count, padded), _] = fields.as_ref() else {
        return None;
    };
    let (inner, _) = struct_fields(module, padded)?;
    if inner.len() != 2 || !is_padding(&inner[1]) {
        return None;
    }
    let (_, size) = size_and_align(module, padded)?;
    u32::try_from(count + 1).ok()?.checked_mul(size)
}

/// Whether LLVM places every member and element of `ty` where `layout`
/// does.
pub(crate) fn placement_matches(module: &Module, ty: &Ty, layout: &TypeLayout) -> bool {
    match &layout.shape {
        LayoutShape::Scalar | LayoutShape::Vector | LayoutShape::Empty => true,
        LayoutShape::Struct { members } => {
            let Some((fields, packed)) = struct_fields(module, ty) else {
                return false;
            };
            let Some(offsets) = field_offsets(module, &fields, packed) else {
                return false;
            };
            // LLVM 22 reads a legacy cbuffer array `<{ [N-1 x P], T }>` as N
            // elements of P: it must end before the next field starts.
            let fits = fields
                .iter()
                .zip(&offsets)
                .enumerate()
                .all(|(k, (field, at))| {
                    let next = offsets.get(k + 1).copied();
                    match (legacy_array_size(module, field), next) {
                        (Some(size), Some(next)) => {
                            at.checked_add(size).is_some_and(|end| end <= next)
                        }
                        _ => true,
                    }
                });
            let real: Vec<(&Ty, u32)> = fields
                .iter()
                .zip(offsets)
                .filter(|(field, _)| !is_padding(field))
                .collect();
            fits && real.len() == members.len()
                && real.iter().zip(members).all(|((field, offset), member)| {
                    *offset == member.offset && placement_matches(module, field, &member.layout)
                })
        }
        LayoutShape::Array { stride, element } => match ty {
            Ty::Array(_, inner) => {
                size_and_align(module, inner).is_some_and(|(_, size)| size == *stride)
                    && placement_matches(module, inner, element)
            }
            // The legacy cbuffer form `<{ [N-1 x <{ T, padding }>], T }>`.
            Ty::Literal {
                fields,
                packed: true,
            } if fields.len() == 2 => {
                let Ty::Array(_, padded) = &fields[0] else {
                    return false;
                };
                let Some((inner, _)) = struct_fields(module, padded) else {
                    return false;
                };
                size_and_align(module, padded).is_some_and(|(_, size)| size == *stride)
                    && inner
                        .first()
                        .is_some_and(|first| placement_matches(module, first, element))
                    && placement_matches(module, &fields[1], element)
            }
            _ => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_of_three_take_a_power_of_two() {
        let module = Module::default();
        let v3 = Ty::vector(3, Ty::Float);
        assert_eq!(size_and_align(&module, &v3), Some((16, 16)));
        let s = Ty::literal(vec![v3.clone(), Ty::Float]);
        assert_eq!(
            field_offsets(&module, &[v3, Ty::Float], false),
            Some(vec![0, 16])
        );
        assert_eq!(size_and_align(&module, &s), Some((16, 32)));
        let arrayed = Ty::literal(vec![Ty::array(3, Ty::Float), Ty::Float]);
        assert_eq!(size_and_align(&module, &arrayed), Some((4, 16)));
        let pad = Ty::target("spirv.Padding", vec![], vec![12]);
        let packed = Ty::packed(vec![Ty::Float, pad, Ty::vector(4, Ty::Float)]);
        assert_eq!(size_and_align(&module, &packed), Some((1, 32)));
    }
}
