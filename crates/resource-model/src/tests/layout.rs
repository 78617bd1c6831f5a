//! Layouts: Vulkan block layouts under each rule, the legacy cbuffer layout and
//! the DXIL data layout.

use crate::layout::*;
use crate::{ElementInfo, MAX_ELEMENT_DEPTH, Scalar};

const F32: ElementInfo = ElementInfo::Scalar(Scalar::F32);

fn vector(scalar: Scalar, count: u32) -> ElementInfo {
    ElementInfo::Vector(scalar, count)
}

fn array(count: u32, element: ElementInfo) -> ElementInfo {
    ElementInfo::Array(count, Box::new(element))
}

fn structure(members: Vec<ElementInfo>) -> ElementInfo {
    ElementInfo::Struct(members)
}

const STD140: BlockLayout = BlockLayout::new(LayoutRule::Std140, false);
const STD430: BlockLayout = BlockLayout::new(LayoutRule::Std430, false);
const RELAXED140: BlockLayout = BlockLayout::new(LayoutRule::Std140, true);
const RELAXED430: BlockLayout = BlockLayout::new(LayoutRule::Std430, true);
const SCALAR: BlockLayout = BlockLayout::new(LayoutRule::Scalar, false);

/// Member offsets, size and alignment of a struct.
fn struct_layout(rules: &BlockLayout, element: &ElementInfo) -> (Vec<u32>, u32, u32) {
    let layout = rules.layout(element).unwrap();
    (layout.member_offsets().collect(), layout.size, layout.align)
}

#[test]
fn float3_after_float() {
    let s = structure(vec![F32, vector(Scalar::F32, 3)]);
    assert_eq!(struct_layout(&STD140, &s), (vec![0, 16], 32, 16));
    assert_eq!(struct_layout(&STD430, &s), (vec![0, 16], 32, 16));
    assert_eq!(struct_layout(&RELAXED140, &s), (vec![0, 4], 16, 16));
    assert_eq!(struct_layout(&RELAXED430, &s), (vec![0, 4], 16, 16));
    assert_eq!(struct_layout(&SCALAR, &s), (vec![0, 4], 16, 4));
}

#[test]
fn relaxed_vectors_do_not_straddle() {
    // float2 at 0, float3 would span 8..20 and cross 16: bumped to 16.
    let s = structure(vec![vector(Scalar::F32, 2), vector(Scalar::F32, 3)]);
    assert_eq!(struct_layout(&RELAXED430, &s), (vec![0, 16], 32, 16));
    assert_eq!(struct_layout(&STD430, &s), (vec![0, 16], 32, 16));
    assert_eq!(struct_layout(&SCALAR, &s), (vec![0, 8], 20, 4));

    // float, float, float2: the float2 fits at 8 in every rule but strict
    // std140/std430 would also put it at 8.
    let s = structure(vec![F32, F32, vector(Scalar::F32, 2)]);
    assert_eq!(struct_layout(&RELAXED140, &s), (vec![0, 4, 8], 16, 16));
    // float, float2: relaxed packs the float2 at 4.
    let s = structure(vec![F32, vector(Scalar::F32, 2)]);
    assert_eq!(struct_layout(&RELAXED430, &s), (vec![0, 4], 16, 8));
    assert_eq!(struct_layout(&STD430, &s), (vec![0, 8], 16, 8));

    // 64-bit components keep their full vector alignment.
    let s = structure(vec![F32, vector(Scalar::F64, 2)]);
    assert_eq!(struct_layout(&RELAXED430, &s), (vec![0, 16], 32, 16));
    assert_eq!(struct_layout(&SCALAR, &s), (vec![0, 8], 24, 8));

    // float3 then float packs in every rule.
    let s = structure(vec![vector(Scalar::F32, 3), F32]);
    for rules in [STD140, STD430, RELAXED140, RELAXED430] {
        assert_eq!(
            struct_layout(&rules, &s),
            (vec![0, 12], 16, 16),
            "{rules:?}"
        );
    }
    assert_eq!(struct_layout(&SCALAR, &s), (vec![0, 12], 16, 4));
}

#[test]
fn arrays_of_scalars_and_vectors() {
    // (element, std140 stride, std430 stride, scalar stride)
    let cases = [
        (F32, 16, 4, 4),
        (vector(Scalar::F32, 2), 16, 8, 8),
        (vector(Scalar::F32, 3), 16, 16, 12),
        (vector(Scalar::F32, 4), 16, 16, 16),
        (vector(Scalar::F64, 3), 32, 32, 24),
        (ElementInfo::Scalar(Scalar::F16), 16, 2, 2),
    ];
    for (element, std140, std430, scalar) in cases {
        let a = array(3, element.clone());
        for (rules, stride) in [
            (STD140, std140),
            (RELAXED140, std140),
            (STD430, std430),
            (RELAXED430, std430),
            (SCALAR, scalar),
        ] {
            let layout = rules.layout(&a).unwrap();
            assert_eq!(layout.array_stride(), Some(stride), "{element:?} {rules:?}");
            assert_eq!(layout.size, 3 * stride, "{element:?} {rules:?}");
        }
    }
    // An array member after a float.
    let s = structure(vec![F32, array(2, F32)]);
    assert_eq!(struct_layout(&STD140, &s), (vec![0, 16], 48, 16));
    assert_eq!(struct_layout(&STD430, &s), (vec![0, 4], 12, 4));
    assert_eq!(struct_layout(&SCALAR, &s), (vec![0, 4], 12, 4));
}

#[test]
fn nested_structs() {
    let inner = structure(vec![F32]);
    let outer = structure(vec![F32, inner, F32]);
    assert_eq!(struct_layout(&STD140, &outer), (vec![0, 16, 32], 48, 16));
    assert_eq!(
        struct_layout(&RELAXED140, &outer),
        (vec![0, 16, 32], 48, 16)
    );
    assert_eq!(struct_layout(&STD430, &outer), (vec![0, 4, 8], 12, 4));
    assert_eq!(struct_layout(&SCALAR, &outer), (vec![0, 4, 8], 12, 4));

    // A struct with a float3 aligns to 16 in std430 (the strict vector
    // alignment counts even when relaxed), 4 under the scalar rule.
    let inner = structure(vec![vector(Scalar::F32, 3)]);
    let outer = structure(vec![F32, inner.clone()]);
    assert_eq!(struct_layout(&RELAXED430, &outer), (vec![0, 16], 32, 16));
    assert_eq!(struct_layout(&SCALAR, &outer), (vec![0, 4], 16, 4));

    // Arrays of structs: the struct size is the stride.
    let inner = structure(vec![
        vector(Scalar::F32, 3),
        ElementInfo::Scalar(Scalar::F16),
    ]);
    let a = array(2, inner);
    assert_eq!(STD430.layout(&a).unwrap().array_stride(), Some(16));
    assert_eq!(
        SCALAR.layout(&a).unwrap().array_stride(),
        Some(16),
        "14 rounded to the 4-byte alignment"
    );

    // The nested member layouts are reported too.
    let layout = STD140
        .layout(&structure(vec![F32, structure(vec![F32, F32])]))
        .unwrap();
    let LayoutShape::Struct { members } = &layout.shape else {
        panic!("struct")
    };
    assert_eq!(
        members[1].layout.member_offsets().collect::<Vec<_>>(),
        [0, 4]
    );
}

#[test]
fn empty_struct_and_bool() {
    assert_eq!(struct_layout(&STD140, &structure(vec![])), (vec![], 0, 1));
    let bools = structure(vec![ElementInfo::Scalar(Scalar::I1), vector(Scalar::I1, 2)]);
    assert_eq!(struct_layout(&STD430, &bools), (vec![0, 8], 16, 8));
}

#[test]
fn runtime_array_strides() {
    let float3 = STD430.layout(&vector(Scalar::F32, 3)).unwrap();
    assert_eq!(RELAXED430.array_stride_and_align(&float3), Ok((16, 16)));
    assert_eq!(
        SCALAR.array_stride_and_align(&SCALAR.layout(&vector(Scalar::F32, 3)).unwrap()),
        Ok((12, 4))
    );
    let float = STD140.layout(&F32).unwrap();
    assert_eq!(STD140.array_stride_and_align(&float), Ok((16, 16)));
}

#[test]
fn layout_modes() {
    use BufferLayout::{Block, LegacyCBuffer};
    assert_eq!(LayoutMode::Relaxed.uniform_buffer(), Block(RELAXED140));
    assert_eq!(LayoutMode::Relaxed.storage_buffer(), Block(RELAXED430));
    assert_eq!(LayoutMode::Gl.uniform_buffer(), Block(STD140));
    assert_eq!(LayoutMode::Gl.storage_buffer(), Block(STD430));
    assert_eq!(LayoutMode::Scalar.storage_buffer(), Block(SCALAR));
    assert_eq!(LayoutMode::Dx.uniform_buffer(), LegacyCBuffer);
    assert_eq!(LayoutMode::Dx.storage_buffer(), Block(SCALAR));
    assert_eq!(LayoutMode::Dx.texture_buffer(), LegacyCBuffer);
    assert_eq!(LayoutMode::Gl.texture_buffer(), Block(STD430));
    assert!(LayoutMode::Dx.needs_scalar_block_layout());
    assert!(!LayoutMode::Relaxed.needs_scalar_block_layout());
    assert_eq!("gl".parse::<LayoutMode>(), Ok(LayoutMode::Gl));
    assert_eq!("dx".parse::<LayoutMode>(), Ok(LayoutMode::Dx));
}

#[test]
fn dx_mode_lays_cbuffers_out_in_rows_and_structured_buffers_tightly() {
    // { float a; float3 b; float c[2]; float2 d; float3x3 e (columns); float f; }
    let members = structure(vec![
        F32,
        vector(Scalar::F32, 3),
        array(2, F32),
        vector(Scalar::F32, 2),
        array(3, vector(Scalar::F32, 3)),
        F32,
    ]);
    let cbuffer = LayoutMode::Dx.uniform_buffer().layout(&members).unwrap();
    // float at 0, float3 at 4 (fits the row), float[2] starts row 1 (stride
    // 16, ends at 36), float2 packs after it at 36, the float3[3] (a
    // column_major float3x3) starts row 3, and the float packs at its end.
    assert_eq!(
        cbuffer.member_offsets().collect::<Vec<_>>(),
        vec![0, 4, 16, 36, 48, 92]
    );
    let rows = LayoutMode::Dx.uniform_buffer();
    let float3 = rows.layout(&vector(Scalar::F32, 3)).unwrap();
    assert_eq!(rows.array_stride_and_align(&float3), Ok((16, 16)));
    let packed = LayoutMode::Dx.storage_buffer().layout(&members).unwrap();
    assert_eq!(
        packed.member_offsets().collect::<Vec<_>>(),
        vec![0, 4, 16, 24, 32, 68]
    );
    assert_eq!(packed.size, 72);
}

/// Member offsets and size of a cbuffer.
fn legacy(members: Vec<ElementInfo>) -> (Vec<u32>, u32) {
    let layout = legacy_cbuffer_layout(&structure(members)).unwrap();
    (layout.member_offsets().collect(), layout.size)
}

#[test]
fn legacy_cbuffer_rows() {
    let f = |n| vector(Scalar::F32, n);
    // Packing into rows; a float3 that would cross a row starts the next one.
    assert_eq!(
        legacy(vec![f(4), F32, f(2), f(3)]),
        (vec![0, 16, 20, 32], 44)
    );
    assert_eq!(legacy(vec![f(3), F32]), (vec![0, 12], 16));
    assert_eq!(legacy(vec![f(2), f(3)]), (vec![0, 16], 28));
    // The 8-byte cbuffer of docs/dx-dialect.md's known-good vectors.
    assert_eq!(legacy(vec![F32, F32]), (vec![0, 4], 8));
    // 64-bit: doubles align to 8; a double3 (24 bytes) starts a row.
    let d = ElementInfo::Scalar(Scalar::F64);
    assert_eq!(legacy(vec![F32, d]), (vec![0, 8], 16));
    assert_eq!(legacy(vec![F32, vector(Scalar::F64, 3)]), (vec![0, 16], 40));
    assert_eq!(legacy(vec![vector(Scalar::F64, 3), F32]), (vec![0, 24], 28));
    // bool is 4 bytes.
    assert_eq!(
        legacy(vec![
            ElementInfo::Scalar(Scalar::I1),
            ElementInfo::Scalar(Scalar::I1)
        ]),
        (vec![0, 4], 8)
    );
}

#[test]
fn legacy_cbuffer_arrays_and_structs() {
    // Array elements start rows; the last is not padded; the next member packs
    // after it.
    assert_eq!(legacy(vec![array(2, F32), F32]), (vec![0, 20], 24));
    let layout = legacy_cbuffer_layout(&array(2, F32)).unwrap();
    assert_eq!((layout.array_stride(), layout.size), (Some(16), 20));
    // Structs start a row, are not padded at the end.
    assert_eq!(
        legacy(vec![F32, structure(vec![F32]), F32]),
        (vec![0, 16, 20], 24)
    );
    // Arrays of structs.
    let s = structure(vec![vector(Scalar::F32, 2)]);
    assert_eq!(legacy(vec![F32, array(2, s)]), (vec![0, 16], 40));
    // Nested arrays: float a[2][2] is four rows, the last one 4 bytes.
    let nested = legacy_cbuffer_layout(&array(2, array(2, F32))).unwrap();
    assert_eq!((nested.array_stride(), nested.size), (Some(32), 52));
    // Members of a nested struct are relative to the struct.
    let layout = legacy_cbuffer_layout(&structure(vec![
        F32,
        structure(vec![F32, vector(Scalar::F32, 3)]),
    ]))
    .unwrap();
    let LayoutShape::Struct { members } = &layout.shape else {
        panic!("struct")
    };
    assert_eq!(members[1].offset, 16);
    assert_eq!(
        members[1].layout.member_offsets().collect::<Vec<_>>(),
        [0, 4]
    );
    assert_eq!(layout.size, 32);
}

#[test]
fn dxil_data_layout() {
    // (element, size, alignment)
    let cases = [
        (F32, 4, 4),
        (ElementInfo::Scalar(Scalar::I1), 4, 4),
        (ElementInfo::Scalar(Scalar::F16), 2, 2),
        (ElementInfo::Scalar(Scalar::F64), 8, 8),
        (ElementInfo::Byte, 1, 1),
        (vector(Scalar::F32, 1), 4, 4),
        (vector(Scalar::F32, 2), 8, 8),
        (vector(Scalar::F32, 3), 12, 4),
        (vector(Scalar::F32, 4), 16, 16),
        (vector(Scalar::F64, 3), 24, 8),
        (vector(Scalar::F16, 3), 8, 8),
        (vector(Scalar::I1, 3), 12, 4),
        (array(3, vector(Scalar::F32, 3)), 36, 4),
        (structure(vec![F32, vector(Scalar::F32, 4)]), 32, 16),
        (
            structure(vec![
                vector(Scalar::F32, 3),
                ElementInfo::Scalar(Scalar::F16),
            ]),
            16,
            4,
        ),
        (structure(vec![]), 0, 1),
    ];
    for (element, size, align) in cases {
        let layout = dxil_layout(&element).unwrap();
        assert_eq!((layout.size, layout.align), (size, align), "{element:?}");
    }
}

#[test]
fn oversized_and_deep_elements_are_errors() {
    let huge = array(u32::MAX, vector(Scalar::F32, 4));
    assert_eq!(STD430.layout(&huge), Err(LayoutError::TooLarge));
    assert_eq!(dxil_layout(&huge), Err(LayoutError::TooLarge));
    assert_eq!(legacy_cbuffer_layout(&huge), Err(LayoutError::TooLarge));
    let wide = structure(vec![array(u32::MAX / 4, F32), array(u32::MAX / 4, F32)]);
    assert_eq!(SCALAR.layout(&wide), Err(LayoutError::TooLarge));

    let mut deep = F32;
    for _ in 0..=MAX_ELEMENT_DEPTH {
        deep = structure(vec![deep]);
    }
    assert_eq!(STD140.layout(&deep), Err(LayoutError::TooDeep));
    assert_eq!(dxil_layout(&deep), Err(LayoutError::TooDeep));
    assert_eq!(legacy_cbuffer_layout(&deep), Err(LayoutError::TooDeep));
}
