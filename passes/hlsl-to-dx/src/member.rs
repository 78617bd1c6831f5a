//! Where a `member` path lands inside a laid-out element: its byte offset,
//! through struct members (their offsets) and array elements (their stride).
//! The layouts are the resource model's: LLVM's DXIL data layout for
//! structured buffers, the legacy 16-byte-row layout for cbuffers and
//! tbuffers.

use resource_model::layout::{LayoutShape, TypeLayout};

/// The byte offset of `path` in `layout`, or `None` when the path leaves it.
pub fn member_offset(layout: &TypeLayout, path: &[i32]) -> Option<u32> {
    let mut offset = 0u32;
    let mut current = layout;
    for &step in path {
        let step = usize::try_from(step).ok()?;
        match &current.shape {
            LayoutShape::Struct { members } => {
                let member = members.get(step)?;
                offset = offset.checked_add(member.offset)?;
                current = &member.layout;
            }
            LayoutShape::Array { stride, element } => {
                // The array's layout keeps no count; an element inside it
                // ends within the array's size (in both layouts).
                let start = stride.checked_mul(u32::try_from(step).ok()?)?;
                if start.checked_add(element.size)? > current.size {
                    return None;
                }
                offset = offset.checked_add(start)?;
                current = element;
            }
            LayoutShape::Scalar | LayoutShape::Vector | LayoutShape::Empty => return None,
        }
    }
    Some(offset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use resource_model::layout::{dxil_layout, legacy_cbuffer_layout};
    use resource_model::{ElementInfo, Scalar};

    /// `struct Q { float4 f; int3 i; }; struct R { int z; Q x; }`, the raw
    /// buffer example of LLVM's DXIL resource docs, under the DXIL data layout
    /// the record's stride comes from: `float4` aligns to 16, so `x` is at 16
    /// and `x.i` at 32 (the docs' prose example packs them at 4 and 20; the
    /// offsets must agree with the stride and alignment in the record,
    /// docs/dx-dialect.md).
    #[test]
    fn structured_offsets_follow_the_dxil_data_layout() {
        let q = ElementInfo::Struct(vec![
            ElementInfo::Vector(Scalar::F32, 4),
            ElementInfo::Vector(Scalar::I32, 3),
        ]);
        let r = ElementInfo::Struct(vec![ElementInfo::Scalar(Scalar::I32), q]);
        let layout = dxil_layout(&r).unwrap();
        assert_eq!(member_offset(&layout, &[0]), Some(0));
        assert_eq!(member_offset(&layout, &[1]), Some(16));
        assert_eq!(member_offset(&layout, &[1, 0]), Some(16));
        assert_eq!(member_offset(&layout, &[1, 1]), Some(32));
        assert_eq!(member_offset(&layout, &[2]), None);
        assert_eq!(member_offset(&layout, &[0, 0]), None);
    }

    #[test]
    fn cbuffer_offsets_follow_the_legacy_rows() {
        // cbuffer { float a; float3 b; float2 c[2]; float d; }
        let cb = ElementInfo::Struct(vec![
            ElementInfo::Scalar(Scalar::F32),
            ElementInfo::Vector(Scalar::F32, 3),
            ElementInfo::Array(2, Box::new(ElementInfo::Vector(Scalar::F32, 2))),
            ElementInfo::Scalar(Scalar::F32),
        ]);
        let layout = legacy_cbuffer_layout(&cb).unwrap();
        assert_eq!(member_offset(&layout, &[0]), Some(0));
        assert_eq!(member_offset(&layout, &[1]), Some(4));
        assert_eq!(member_offset(&layout, &[2, 0]), Some(16));
        assert_eq!(member_offset(&layout, &[2, 1]), Some(32));
        assert_eq!(member_offset(&layout, &[3]), Some(40));
        assert_eq!(member_offset(&layout, &[2, 2]), None);
    }
}
