//! The object table against an independent transcription of wg-hlsl proposal 0015's
//! attribute, DXIL and DirectX target type tables.

use crate::*;

/// A representative element for each element shape.
fn element_for(shape: ElementShape) -> ElementInfo {
    match shape {
        ElementShape::Typed => ElementInfo::Vector(Scalar::F32, 4),
        ElementShape::Structured => ElementInfo::Struct(vec![
            ElementInfo::Vector(Scalar::F32, 4),
            ElementInfo::Vector(Scalar::I32, 4),
        ]),
        ElementShape::Struct => ElementInfo::Struct(vec![ElementInfo::Scalar(Scalar::F32)]),
        ElementShape::Byte => ElementInfo::Byte,
        ElementShape::None => ElementInfo::None,
    }
}

fn arg_for(params: SugarParams) -> SugarArg {
    match params {
        SugarParams::ElementAndSampleCount => SugarArg::SampleCount(4),
        SugarParams::FeedbackKind => SugarArg::Feedback(FeedbackKind::MipRegionUsed),
        SugarParams::None | SugarParams::Element => SugarArg::None,
    }
}

/// (name | class | printed flags | DXIL kind code | `dx` type name), one row per
/// object, in the proposal's order; sample count 4 and `mip_region_used` stand for
/// the sugar's parameters.
const EXPECTED: &str = "
Texture1D                          | srv     | dim = 1d                                    | 1  | Texture
Texture1DArray                     | srv     | dim = 1d, array                             | 6  | Texture
Texture2D                          | srv     | dim = 2d                                    | 2  | Texture
Texture2DArray                     | srv     | dim = 2d, array                             | 7  | Texture
Texture2DMS                        | srv     | dim = 2d, ms = 4                            | 3  | MSTexture
Texture2DMSArray                   | srv     | dim = 2d, array, ms = 4                     | 8  | MSTexture
Texture3D                          | srv     | dim = 3d                                    | 4  | Texture
TextureCUBE                        | srv     | dim = cube                                  | 5  | Texture
TextureCUBEArray                   | srv     | dim = cube, array                           | 9  | Texture
RWTexture1D                        | uav     | dim = 1d                                    | 1  | Texture
RWTexture1DArray                   | uav     | dim = 1d, array                             | 6  | Texture
RWTexture2D                        | uav     | dim = 2d                                    | 2  | Texture
RWTexture2DArray                   | uav     | dim = 2d, array                             | 7  | Texture
RWTexture2DMS                      | uav     | dim = 2d, ms = 4                            | 3  | MSTexture
RWTexture2DMSArray                 | uav     | dim = 2d, array, ms = 4                     | 8  | MSTexture
RWTexture3D                        | uav     | dim = 3d                                    | 4  | Texture
RasterizerOrderedTexture1D         | uav     | dim = 1d, rov                               | 1  | Texture
RasterizerOrderedTexture1DArray    | uav     | dim = 1d, array, rov                        | 6  | Texture
RasterizerOrderedTexture2D         | uav     | dim = 2d, rov                               | 2  | Texture
RasterizerOrderedTexture2DArray    | uav     | dim = 2d, array, rov                        | 7  | Texture
RasterizerOrderedTexture3D         | uav     | dim = 3d, rov                               | 4  | Texture
FeedbackTexture2D                  | uav     | dim = 2d, feedback = mip_region_used        | 17 | FeedbackTexture
FeedbackTexture2DArray             | uav     | dim = 2d, array, feedback = mip_region_used | 18 | FeedbackTexture
Buffer                             | srv     | dim = buffer                                | 10 | TypedBuffer
RWBuffer                           | uav     | dim = buffer                                | 10 | TypedBuffer
RasterizerOrderedBuffer            | uav     | dim = buffer, rov                           | 10 | TypedBuffer
ByteAddressBuffer                  | srv     | raw                                         | 11 | RawBuffer
RWByteAddressBuffer                | uav     | raw                                         | 11 | RawBuffer
RasterizerOrderedByteAddressBuffer | uav     | rov, raw                                    | 11 | RawBuffer
StructuredBuffer                   | srv     | raw                                         | 12 | RawBuffer
RWStructuredBuffer                 | uav     | raw                                         | 12 | RawBuffer
RasterizerOrderedStructuredBuffer  | uav     | rov, raw                                    | 12 | RawBuffer
AppendStructuredBuffer             | uav     | raw                                         | 12 | RawBuffer
ConsumeStructuredBuffer            | uav     | raw                                         | 12 | RawBuffer
cbuffer                            | cbuffer | row                                         | 13 | CBuffer
ConstantBuffer                     | cbuffer | row                                         | 13 | CBuffer
tbuffer                            | srv     | row                                         | 15 | TBuffer
TextureBuffer                      | srv     | row                                         | 15 | TBuffer
SamplerState                       | sampler |                                             | 14 | Sampler
SamplerComparisonState             | sampler | comparison                                  | 14 | Sampler
";

/// The rows of [`EXPECTED`].
fn expected() -> impl Iterator<Item = (&'static str, &'static str, &'static str, u32, &'static str)>
{
    EXPECTED
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let kind = cells[3].parse().expect("kind code");
            (cells[0], cells[1], cells[2], kind, cells[4])
        })
}

#[test]
fn table_rows_are_in_enum_order() {
    assert_eq!(objects().len(), 40);
    assert_eq!(HlslObject::ALL.len(), 40);
    for (row, &object) in objects().iter().zip(HlslObject::ALL) {
        assert_eq!(row.object, object);
        assert!(std::ptr::eq(object.info(), row));
    }
}

#[test]
fn every_object_matches_the_seed() {
    assert_eq!(expected().count(), HlslObject::ALL.len());
    for (i, (name, class, flags, kind, dx_name)) in expected().enumerate() {
        let object = HlslObject::from_name(name).unwrap_or_else(|| panic!("unknown object {name}"));
        assert_eq!(
            object,
            HlslObject::ALL[i],
            "{name} is out of the proposal's order"
        );
        assert_eq!(object.name(), name);
        let info = object.info();
        let props = object
            .properties(arg_for(info.params))
            .expect("sugar arguments");
        let element = element_for(info.element);

        assert_eq!(props.class.as_str(), class, "{name}");
        assert_eq!(props.display_flags().to_string(), flags, "{name}");
        props
            .validate(&element)
            .unwrap_or_else(|err| panic!("{name}: {err}"));

        let classified: Vec<_> = classify(&props, &element).collect();
        assert!(
            classified.contains(&object),
            "{name} classifies as {classified:?}"
        );
        for other in &classified {
            assert_eq!(other.info().template, info.template, "{name} ~ {other}");
            assert_eq!(other.info().kind, info.kind, "{name} ~ {other}");
        }

        assert_eq!(resource_kind(&props, &element), Ok(info.kind));
        assert_eq!(info.kind.code(), kind, "{name}");
        let dx = DxType::for_handle(&props, &element).expect("dx type");
        assert_eq!(dx.name(), dx_name, "{name}");
    }
}

#[test]
fn shared_types_classify_together() {
    let vec4 = ElementInfo::Vector(Scalar::F32, 4);
    let rw_structured = HlslObject::RWStructuredBuffer
        .properties(SugarArg::None)
        .unwrap();
    assert_eq!(
        classify(&rw_structured, &vec4).collect::<Vec<_>>(),
        [
            HlslObject::RWStructuredBuffer,
            HlslObject::AppendStructuredBuffer,
            HlslObject::ConsumeStructuredBuffer
        ]
    );
    // The same flags with an `i8` element are the byte-address buffer.
    assert_eq!(
        classify(&rw_structured, &ElementInfo::Byte).collect::<Vec<_>>(),
        [HlslObject::RWByteAddressBuffer]
    );
    let cbuffer = HlslObject::ConstantBuffer
        .properties(SugarArg::None)
        .unwrap();
    let members = ElementInfo::Struct(vec![ElementInfo::Scalar(Scalar::F32)]);
    assert_eq!(
        classify(&cbuffer, &members).collect::<Vec<_>>(),
        [HlslObject::cbuffer, HlslObject::ConstantBuffer]
    );
    // Counter handles exist only for the objects with counters.
    assert_eq!(
        classify(&rw_structured.with_counter(), &vec4).count(),
        3,
        "RW, Append and Consume have counters"
    );
    let structured = HlslObject::StructuredBuffer
        .properties(SugarArg::None)
        .unwrap();
    assert_eq!(classify(&structured.with_counter(), &vec4).count(), 0);
}

#[test]
fn documented_examples() {
    let cases = [
        (HlslObject::RWStructuredBuffer, SugarArg::None, "uav", "raw"),
        (
            HlslObject::Texture2DMSArray,
            SugarArg::SampleCount(8),
            "srv",
            "dim = 2d, array, ms = 8",
        ),
        (HlslObject::ByteAddressBuffer, SugarArg::None, "srv", "raw"),
        (HlslObject::cbuffer, SugarArg::None, "cbuffer", "row"),
        (HlslObject::tbuffer, SugarArg::None, "srv", "row"),
        (
            HlslObject::SamplerComparisonState,
            SugarArg::None,
            "sampler",
            "comparison",
        ),
        (
            HlslObject::FeedbackTexture2D,
            SugarArg::Feedback(FeedbackKind::MinMip),
            "uav",
            "dim = 2d, feedback = min_mip",
        ),
    ];
    for (object, arg, class, flags) in cases {
        let props = object.properties(arg).unwrap();
        assert_eq!(props.class.as_str(), class);
        assert_eq!(props.display_flags().to_string(), flags);
    }
}

#[test]
fn implied_elements() {
    let byte = HlslObject::ByteAddressBuffer
        .info()
        .element
        .implied_element();
    assert_eq!(byte, Some(ElementInfo::Byte));
    let none = HlslObject::SamplerState.info().element.implied_element();
    assert_eq!(none, Some(ElementInfo::None));
    assert_eq!(HlslObject::RWBuffer.info().element.implied_element(), None);
}

#[test]
fn sugar_arguments_must_match() {
    let err = HlslObject::Texture2DMS
        .properties(SugarArg::None)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "'Texture2DMS' takes an element type and a sample count"
    );
    let err = HlslObject::Texture2D
        .properties(SugarArg::SampleCount(4))
        .unwrap_err();
    assert_eq!(err.to_string(), "'Texture2D' takes an element type");
    let err = HlslObject::FeedbackTexture2D
        .properties(SugarArg::SampleCount(1))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "'FeedbackTexture2D' takes a feedback kind ('min_mip' or 'mip_region_used')"
    );
    let err = HlslObject::SamplerState.properties(SugarArg::Feedback(FeedbackKind::MinMip));
    assert_eq!(
        err.unwrap_err().to_string(),
        "'SamplerState' takes no parameters"
    );
}

#[test]
fn names_are_exact() {
    assert_eq!(HlslObject::from_name("TextureCube"), None);
    assert_eq!(HlslObject::from_name("CBuffer"), None);
    assert_eq!(HlslObject::from_name("cbuffer"), Some(HlslObject::cbuffer));
    let err = "Texture4D".parse::<HlslObject>().unwrap_err();
    assert!(
        err.to_string()
            .starts_with("unknown HLSL resource object 'Texture4D'; expected one of: Texture1D, ")
    );
}

#[test]
fn keywords_round_trip() {
    fn round_trip<T>(all: &[T])
    where
        T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + std::str::FromStr,
        T::Err: std::fmt::Debug,
    {
        for value in all {
            assert_eq!(value.to_string().parse::<T>().unwrap(), *value);
        }
    }
    round_trip(ResourceClass::ALL);
    round_trip(ResourceDim::ALL);
    round_trip(FeedbackKind::ALL);
    round_trip(FlagKeyword::ALL);
    round_trip(HlslObject::ALL);
    round_trip(ResourceKind::ALL);
    round_trip(ComponentType::ALL);
    round_trip(SamplerType::ALL);
    round_trip(layout::LayoutMode::ALL);
    assert_eq!(ResourceDim::Dim2D.as_str(), "2d");
    assert_eq!(FeedbackKind::MipRegionUsed.as_str(), "mip_region_used");
    let err = "2D".parse::<ResourceDim>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown resource dimension '2D'; expected one of: 1d, 2d, 3d, cube, buffer"
    );
}

#[test]
fn flags_print_in_order_and_set_once() {
    let mut props = HandleProperties::new(ResourceClass::Uav);
    for flag in [Flag::Counter, Flag::Raw, Flag::Coherent, Flag::Rov] {
        props.set(flag).unwrap();
    }
    assert_eq!(
        props.display_flags().to_string(),
        "rov, raw, coherent, counter"
    );
    assert_eq!(props.set(Flag::Raw), Err(DuplicateFlag(FlagKeyword::Raw)));
    assert_eq!(
        DuplicateFlag(FlagKeyword::Raw).to_string(),
        "handle flag 'raw' is given more than once"
    );
    assert_eq!(
        props.without_counter().display_flags().to_string(),
        "rov, raw, coherent"
    );

    let mut all = HandleProperties::new(ResourceClass::Srv);
    for flag in [
        Flag::Feedback(FeedbackKind::MinMip),
        Flag::Ms(8),
        Flag::Comparison,
        Flag::Dim(ResourceDim::Cube),
        Flag::Row,
        Flag::Array,
    ] {
        all.set(flag).unwrap();
    }
    assert_eq!(
        all.display_flags().to_string(),
        "dim = cube, array, ms = 8, row, feedback = min_mip, comparison"
    );
    let keywords: Vec<_> = all.flags().map(Flag::keyword).collect();
    assert!(keywords.is_sorted(), "flags iterate in print order");
    assert!(FlagKeyword::Ms.takes_value() && !FlagKeyword::Array.takes_value());
}
