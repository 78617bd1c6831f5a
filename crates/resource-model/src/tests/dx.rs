//! The DirectX mapping: `dx` target types, DXIL records and the annotate
//! property vectors of LLVM's DirectX tests (the known-good vectors of docs/dx-dialect.md).

use crate::*;

fn info(object: HlslObject, arg: SugarArg, element: ElementInfo) -> DxResourceInfo {
    let props = object.properties(arg).unwrap();
    DxResourceInfo::for_handle(&props, &element).unwrap_or_else(|err| panic!("{object}: {err}"))
}

fn words(info: &DxResourceInfo) -> (u32, u32) {
    let props = info.annotate_props();
    (props.word0, props.word1)
}

#[test]
fn known_good_annotate_vectors() {
    let rw_buffer_float4 = info(
        HlslObject::RWBuffer,
        SugarArg::None,
        ElementInfo::Vector(Scalar::F32, 4),
    );
    assert_eq!(words(&rw_buffer_float4), (4106, 1033));

    let rw_buffer_int = info(
        HlslObject::RWBuffer,
        SugarArg::None,
        ElementInfo::Scalar(Scalar::SI32),
    );
    assert_eq!(words(&rw_buffer_int), (4106, 260));

    let buffer_uint4 = info(
        HlslObject::Buffer,
        SugarArg::None,
        ElementInfo::Vector(Scalar::UI32, 4),
    );
    assert_eq!(words(&buffer_uint4), (10, 1029));

    let s = ElementInfo::Struct(vec![
        ElementInfo::Vector(Scalar::F32, 4),
        ElementInfo::Vector(Scalar::I32, 4),
    ]);
    let structured = info(HlslObject::StructuredBuffer, SugarArg::None, s);
    assert_eq!(words(&structured), (1036, 32));

    let byte_address = info(
        HlslObject::ByteAddressBuffer,
        SugarArg::None,
        ElementInfo::Byte,
    );
    assert_eq!(words(&byte_address), (11, 0));

    let cbuffer = ElementInfo::Struct(vec![
        ElementInfo::Scalar(Scalar::F32),
        ElementInfo::Scalar(Scalar::F32),
    ]);
    let cbuffer = info(HlslObject::cbuffer, SugarArg::None, cbuffer);
    assert_eq!(words(&cbuffer), (13, 8));
}

#[test]
fn annotate_flag_bits() {
    let float4 = || ElementInfo::Vector(Scalar::F32, 4);
    // ROV typed buffer: UAV | ROV.
    let rov = info(
        HlslObject::RasterizerOrderedBuffer,
        SugarArg::None,
        float4(),
    );
    assert_eq!(words(&rov).0, 10 | 1 << 12 | 1 << 13);

    // globallycoherent UAV with a counter.
    let props = HandleProperties {
        coherent: true,
        counter: true,
        ..HlslObject::RWStructuredBuffer
            .properties(SugarArg::None)
            .unwrap()
    };
    let counted = DxResourceInfo::for_handle(&props, &ElementInfo::Scalar(Scalar::F32)).unwrap();
    assert_eq!(words(&counted), (12 | 1 << 12 | 1 << 14 | 1 << 15, 4));
    assert!(counted.has_counter && counted.globally_coherent);

    // Comparison samplers set bit 15; plain samplers do not.
    let comparison = info(
        HlslObject::SamplerComparisonState,
        SugarArg::None,
        ElementInfo::None,
    );
    assert_eq!(words(&comparison), (14 | 1 << 15, 0));
    assert_eq!(
        comparison.record_sampler_type(),
        Some(SamplerType::Comparison)
    );
    let sampler = info(HlslObject::SamplerState, SugarArg::None, ElementInfo::None);
    assert_eq!(words(&sampler), (14, 0));

    // Multisampled textures carry the sample count in word 1, writeable ones too.
    let ms = info(
        HlslObject::RWTexture2DMSArray,
        SugarArg::SampleCount(8),
        float4(),
    );
    assert_eq!(words(&ms), (8 | 1 << 12, 9 | 4 << 8 | 8 << 16));
    assert_eq!(
        ms.record_sample_count(),
        None,
        "UAV records have no sample count"
    );
    let srv_ms = info(HlslObject::Texture2DMS, SugarArg::SampleCount(4), float4());
    assert_eq!(srv_ms.record_sample_count(), Some(4));
    let srv = info(HlslObject::Texture2D, SugarArg::None, float4());
    assert_eq!(srv.record_sample_count(), Some(0));

    // Feedback textures are UAVs; word 1 is the feedback type.
    let feedback = info(
        HlslObject::FeedbackTexture2DArray,
        SugarArg::Feedback(FeedbackKind::MipRegionUsed),
        ElementInfo::None,
    );
    assert_eq!(words(&feedback), (18 | 1 << 12, 1));
    assert_eq!(feedback.class, ResourceClass::Uav);
    assert_eq!(
        feedback.record_feedback(),
        Some(FeedbackKind::MipRegionUsed)
    );
}

#[test]
fn structured_stride_and_alignment() {
    let structured = |element| info(HlslObject::RWStructuredBuffer, SugarArg::None, element);
    // float3: 12 bytes, 4-aligned; alignment bits only for struct elements.
    let float3 = structured(ElementInfo::Vector(Scalar::F32, 3));
    assert_eq!(words(&float3), (12 | 1 << 12, 12));
    // double2 is 16-aligned but not a struct.
    assert_eq!(
        words(&structured(ElementInfo::Vector(Scalar::F64, 2))).0,
        12 | 1 << 12
    );
    // { float, double }: double at 8, size 16, align 8.
    let mixed = structured(ElementInfo::Struct(vec![
        ElementInfo::Scalar(Scalar::F32),
        ElementInfo::Scalar(Scalar::F64),
    ]));
    assert_eq!(words(&mixed), (12 | 3 << 8 | 1 << 12, 16));
    assert_eq!(mixed.record_struct_stride(), Some(16));
    // { half3, half }: half3 is 8 bytes, 8-aligned (natural alignment).
    let halves = structured(ElementInfo::Struct(vec![
        ElementInfo::Vector(Scalar::F16, 3),
        ElementInfo::Scalar(Scalar::F16),
    ]));
    assert_eq!(words(&halves), (12 | 3 << 8 | 1 << 12, 16));
    // { int, float3 }: float3 only needs 4.
    let packed = structured(ElementInfo::Struct(vec![
        ElementInfo::Scalar(Scalar::I32),
        ElementInfo::Vector(Scalar::F32, 3),
    ]));
    assert_eq!(words(&packed), (12 | 2 << 8 | 1 << 12, 16));
}

#[test]
fn tbuffer_and_cbuffer_records() {
    let members = ElementInfo::Struct(vec![
        ElementInfo::Vector(Scalar::F32, 4),
        ElementInfo::Scalar(Scalar::F32),
    ]);
    let tbuffer = info(HlslObject::tbuffer, SugarArg::None, members.clone());
    assert_eq!(words(&tbuffer), (15, 20), "tbuffer's word 1 is its size");
    assert_eq!(tbuffer.record_element_type(), Some(ComponentType::U32));
    assert_eq!(tbuffer.record_cbuffer_size(), None);
    assert_eq!(tbuffer.record_sample_count(), Some(0));
    let cbuffer = info(HlslObject::ConstantBuffer, SugarArg::None, members);
    assert_eq!(cbuffer.record_cbuffer_size(), Some(20));
    assert_eq!(cbuffer.record_element_type(), None);
    assert_eq!(cbuffer.record_sample_count(), None);
}

#[test]
fn typed_records() {
    let element = ElementInfo::Vector(Scalar::SI16, 2);
    let texture = info(
        HlslObject::RasterizerOrderedTexture2DArray,
        SugarArg::None,
        element,
    );
    assert_eq!(texture.kind, ResourceKind::Texture2DArray);
    assert_eq!(texture.record_element_type(), Some(ComponentType::I16));
    assert!(texture.rov);
    assert_eq!(words(&texture), (7 | 1 << 12 | 1 << 13, 2 | 2 << 8));
}

#[test]
fn dx_types() {
    let props = |object: HlslObject, arg| object.properties(arg).unwrap();
    let si4 = ElementInfo::Vector(Scalar::SI32, 4);
    let ui = ElementInfo::Scalar(Scalar::UI32);
    let f4 = ElementInfo::Vector(Scalar::F32, 4);

    let typed = DxType::for_handle(&props(HlslObject::RWBuffer, SugarArg::None), &si4).unwrap();
    assert_eq!(
        typed,
        DxType::TypedBuffer {
            writeable: true,
            rov: false,
            signed: true
        }
    );
    assert_eq!(
        typed.element(&si4),
        Some(ElementInfo::Vector(Scalar::I32, 4))
    );

    let unsigned = DxType::for_handle(&props(HlslObject::Buffer, SugarArg::None), &ui).unwrap();
    assert_eq!(
        unsigned,
        DxType::TypedBuffer {
            writeable: false,
            rov: false,
            signed: false
        }
    );

    let cube =
        DxType::for_handle(&props(HlslObject::TextureCUBEArray, SugarArg::None), &f4).unwrap();
    assert_eq!(
        cube,
        DxType::Texture {
            writeable: false,
            rov: false,
            signed: false,
            dim: ResourceKind::TextureCUBEArray
        }
    );
    assert_eq!(
        ResourceKind::TextureCUBEArray.to_string(),
        "TextureCUBEArray"
    );

    let ms = DxType::for_handle(
        &props(HlslObject::RWTexture2DMS, SugarArg::SampleCount(2)),
        &si4,
    )
    .unwrap();
    assert_eq!(
        ms,
        DxType::MSTexture {
            writeable: true,
            count: 2,
            signed: true,
            dim: ResourceKind::Texture2DMS
        }
    );

    let rov_raw = DxType::for_handle(
        &props(
            HlslObject::RasterizerOrderedByteAddressBuffer,
            SugarArg::None,
        ),
        &ElementInfo::Byte,
    )
    .unwrap();
    assert_eq!(
        rov_raw,
        DxType::RawBuffer {
            writeable: true,
            rov: true
        }
    );
    assert_eq!(rov_raw.element(&ElementInfo::Byte), Some(ElementInfo::Byte));

    let consume = DxType::for_handle(
        &props(HlslObject::ConsumeStructuredBuffer, SugarArg::None),
        &f4,
    )
    .unwrap();
    assert_eq!(
        consume,
        DxType::RawBuffer {
            writeable: true,
            rov: false
        }
    );

    let feedback = DxType::for_handle(
        &props(
            HlslObject::FeedbackTexture2D,
            SugarArg::Feedback(FeedbackKind::MinMip),
        ),
        &ElementInfo::None,
    )
    .unwrap();
    assert_eq!(
        feedback,
        DxType::FeedbackTexture {
            feedback: FeedbackKind::MinMip,
            dim: ResourceKind::FeedbackTexture2D
        }
    );
    assert_eq!(feedback.element(&ElementInfo::None), None);

    let comparison = DxType::for_handle(
        &props(HlslObject::SamplerComparisonState, SugarArg::None),
        &ElementInfo::None,
    )
    .unwrap();
    assert_eq!(comparison, DxType::Sampler(SamplerType::Comparison));

    let invalid = HandleProperties {
        rov: true,
        ..props(HlslObject::Texture2D, SugarArg::None)
    };
    assert_eq!(
        DxType::for_handle(&invalid, &f4).unwrap_err().to_string(),
        "'rov' requires a 'uav' resource"
    );
}

#[test]
fn component_types() {
    let cases = [
        (Scalar::SI16, ComponentType::I16, 2),
        (Scalar::UI16, ComponentType::U16, 3),
        (Scalar::SI32, ComponentType::I32, 4),
        (Scalar::UI32, ComponentType::U32, 5),
        (Scalar::SI64, ComponentType::I64, 6),
        (Scalar::UI64, ComponentType::U64, 7),
        (Scalar::F16, ComponentType::F16, 8),
        (Scalar::F32, ComponentType::F32, 9),
        (Scalar::F64, ComponentType::F64, 10),
        (Scalar::I1, ComponentType::I1, 1),
    ];
    for (scalar, component, code) in cases {
        assert_eq!(
            ComponentType::for_scalar(scalar),
            Some(component),
            "{scalar}"
        );
        assert_eq!(component.code(), code);
    }
    assert_eq!(ComponentType::for_scalar(Scalar::I8), None);
}

#[test]
fn too_large_elements_are_errors() {
    let huge = ElementInfo::Array(u32::MAX, Box::new(ElementInfo::Vector(Scalar::F32, 4)));
    let props = HlslObject::StructuredBuffer
        .properties(SugarArg::None)
        .unwrap();
    let err = DxResourceInfo::for_handle(&props, &huge).unwrap_err();
    assert_eq!(err, DxMappingError::Layout(layout::LayoutError::TooLarge));
}
