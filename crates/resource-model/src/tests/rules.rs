//! Validation rules: each rule's message, and the completeness of the rule
//! tables against the object table.

use crate::*;

const F32: ElementInfo = ElementInfo::Scalar(Scalar::F32);

fn vec4(scalar: Scalar) -> ElementInfo {
    ElementInfo::Vector(scalar, 4)
}

fn handle(class: ResourceClass, flags: &[Flag]) -> HandleProperties {
    let mut props = HandleProperties::new(class);
    for &flag in flags {
        props.set(flag).unwrap();
    }
    props
}

fn message(class: ResourceClass, flags: &[Flag], element: &ElementInfo) -> String {
    match handle(class, flags).validate(element) {
        Ok(()) => panic!("{class} {flags:?} {element:?} should be rejected"),
        Err(violation) => violation.to_string(),
    }
}

use Flag::*;
use ResourceClass::{CBuffer as Cb, Sampler as Smp, Srv, Uav};
use ResourceDim::{Buffer as DBuf, Cube, Dim1D, Dim2D, Dim3D};

#[test]
fn flag_rules_name_the_rule() {
    let tex = vec4(Scalar::F32);
    let cases: &[(ResourceClass, &[Flag], &ElementInfo, &str)] = &[
        (
            Srv,
            &[Dim(Dim2D), Rov],
            &tex,
            "'rov' requires a 'uav' resource",
        ),
        (Srv, &[Dim(Dim3D), Ms(4)], &tex, "'ms' requires 'dim = 2d'"),
        (Srv, &[Dim(Cube), Ms(4)], &tex, "'ms' requires 'dim = 2d'"),
        (Srv, &[Ms(4)], &tex, "'ms' requires 'dim = 2d'"),
        (
            Srv,
            &[Dim(Dim3D), Array],
            &tex,
            "'array' requires 'dim = 1d', 'dim = 2d' or 'dim = cube'",
        ),
        (
            Srv,
            &[Dim(DBuf), Array],
            &tex,
            "'array' requires 'dim = 1d', 'dim = 2d' or 'dim = cube'",
        ),
        (
            Uav,
            &[Dim(Cube)],
            &tex,
            "'dim = cube' requires an 'srv' resource",
        ),
        (
            Uav,
            &[Dim(Dim2D), Ms(4), Rov],
            &tex,
            "'ms' cannot be combined with 'rov'",
        ),
        (
            Srv,
            &[Dim(Dim2D), Raw],
            &tex,
            "'dim' cannot be combined with 'raw'",
        ),
        (
            Srv,
            &[Raw, Row],
            &F32,
            "'raw' cannot be combined with 'row'",
        ),
        (
            Uav,
            &[Row],
            &F32,
            "'row' requires an 'srv' or 'cbuffer' resource",
        ),
        (
            Cb,
            &[Raw],
            &F32,
            "'raw' requires an 'srv' or 'uav' resource",
        ),
        (Cb, &[], &F32, "a 'cbuffer' resource requires 'row'"),
        (
            Srv,
            &[],
            &F32,
            "an 'srv' resource requires 'dim', 'raw' or 'row'",
        ),
        (Uav, &[], &F32, "a 'uav' resource requires 'dim' or 'raw'"),
        (
            Uav,
            &[Dim(Dim2D), Ms(0)],
            &tex,
            "'ms' sample count must be between 1 and 255, got 0",
        ),
        (
            Uav,
            &[Dim(Dim2D), Ms(256)],
            &tex,
            "'ms' sample count must be between 1 and 255, got 256",
        ),
        (
            Srv,
            &[Raw, Coherent],
            &F32,
            "'coherent' requires a 'uav' resource",
        ),
        (
            Srv,
            &[Dim(Dim2D), Comparison],
            &tex,
            "'comparison' requires a 'sampler' resource",
        ),
        (
            Smp,
            &[Dim(Dim2D)],
            &ElementInfo::None,
            "'dim' requires an 'srv' or 'uav' resource",
        ),
        (
            Smp,
            &[Coherent],
            &ElementInfo::None,
            "'coherent' requires a 'uav' resource",
        ),
    ];
    for (class, flags, element, expected) in cases {
        assert_eq!(
            message(*class, flags, element),
            *expected,
            "{class} {flags:?}"
        );
    }
}

#[test]
fn feedback_rules() {
    let none = ElementInfo::None;
    let feedback = Feedback(FeedbackKind::MinMip);
    assert_eq!(
        message(Srv, &[Dim(Dim2D), feedback], &none),
        "'feedback' requires a 'uav' resource"
    );
    assert_eq!(
        message(Uav, &[Dim(Dim3D), feedback], &none),
        "'feedback' requires 'dim = 2d'"
    );
    assert_eq!(
        message(Uav, &[feedback], &none),
        "'feedback' requires 'dim = 2d'"
    );
    assert_eq!(
        message(Uav, &[Dim(Dim2D), Ms(2), feedback], &none),
        "'ms' cannot be combined with 'feedback'"
    );
    assert_eq!(
        message(Uav, &[Dim(Dim2D), feedback], &vec4(Scalar::F32)),
        "a feedback texture's element must be 'none'"
    );
    assert!(
        handle(Uav, &[Dim(Dim2D), Array, feedback])
            .validate(&none)
            .is_ok()
    );
}

#[test]
fn counter_rules() {
    let expected = "'counter' requires a 'uav' raw buffer with a structured (non-'i8') element";
    assert_eq!(message(Uav, &[Raw, Counter], &ElementInfo::Byte), expected);
    assert_eq!(
        message(Uav, &[Dim(DBuf), Counter], &vec4(Scalar::SI32)),
        expected
    );
    assert_eq!(message(Srv, &[Raw, Counter], &F32), expected);
    assert_eq!(message(Uav, &[Counter], &F32), expected);
    assert!(handle(Uav, &[Raw, Counter]).validate(&F32).is_ok());
    assert!(handle(Uav, &[Rov, Raw, Counter]).validate(&F32).is_ok());
}

#[test]
fn sampler_rules() {
    assert!(handle(Smp, &[]).validate(&ElementInfo::None).is_ok());
    assert!(
        handle(Smp, &[Comparison])
            .validate(&ElementInfo::None)
            .is_ok()
    );
    assert_eq!(
        message(Smp, &[], &F32),
        "a 'sampler' resource's element must be 'none'"
    );
    assert_eq!(
        message(Smp, &[Raw], &ElementInfo::None),
        "'raw' requires an 'srv' or 'uav' resource"
    );
}

#[test]
fn typed_element_rules() {
    let typed = |element: &ElementInfo| message(Uav, &[Dim(DBuf)], element);
    assert_eq!(
        typed(&ElementInfo::Vector(Scalar::F64, 4)),
        "typed resource element must have at most 4 components and 16 bytes, got 4 components and 32 bytes"
    );
    assert_eq!(
        typed(&ElementInfo::Vector(Scalar::F32, 5)),
        "typed resource element must have at most 4 components and 16 bytes, got 5 components and 20 bytes"
    );
    assert_eq!(
        typed(&ElementInfo::Scalar(Scalar::I32)),
        "typed resource integer elements must spell signedness (si32/ui32), got 'i32'"
    );
    assert_eq!(
        typed(&ElementInfo::Scalar(Scalar::I1)),
        "typed resource elements must be 16-, 32- or 64-bit integers or floats, got 'i1'"
    );
    assert_eq!(
        typed(&ElementInfo::Struct(vec![F32])),
        "typed resource element must be a scalar or a vector"
    );
    assert_eq!(
        typed(&ElementInfo::Byte),
        "'i8' (byte-address) element requires 'raw'"
    );
    assert_eq!(
        typed(&ElementInfo::None),
        "'none' element is only allowed for samplers and feedback textures"
    );
    assert_eq!(
        typed(&ElementInfo::Vector(Scalar::F32, 0)),
        "vectors must have 1 to 4 components, got 0"
    );
    for ok in [
        ElementInfo::Vector(Scalar::F64, 2),
        ElementInfo::Vector(Scalar::UI32, 4),
        ElementInfo::Vector(Scalar::F16, 4),
        ElementInfo::Vector(Scalar::SI16, 3),
        ElementInfo::Scalar(Scalar::UI64),
    ] {
        assert!(handle(Uav, &[Dim(DBuf)]).validate(&ok).is_ok(), "{ok:?}");
    }
}

#[test]
fn untyped_element_rules() {
    let structured = |element: &ElementInfo| message(Uav, &[Raw], element);
    assert_eq!(
        structured(&ElementInfo::Scalar(Scalar::SI32)),
        "integers in the element of a non-typed resource are signless: write 'i32', not 'si32'"
    );
    assert_eq!(
        structured(&ElementInfo::Struct(vec![
            F32,
            ElementInfo::Vector(Scalar::UI16, 2)
        ])),
        "integers in the element of a non-typed resource are signless: write 'i16', not 'ui16'"
    );
    assert_eq!(
        structured(&ElementInfo::Vector(Scalar::F32, 8)),
        "vectors must have 1 to 4 components, got 8"
    );
    assert_eq!(
        structured(&ElementInfo::Array(0, Box::new(F32))),
        "arrays in an element must have at least one element"
    );
    assert_eq!(
        structured(&ElementInfo::Scalar(Scalar::float(8))),
        "unsupported element scalar type 'f8'"
    );
    assert_eq!(
        structured(&ElementInfo::Scalar(Scalar::int(1, Signedness::Unsigned))),
        "unsupported element scalar type 'ui1'"
    );
    assert_eq!(
        structured(&ElementInfo::Struct(vec![ElementInfo::Byte])),
        "'i8' (byte-address) can only be the whole element of a raw buffer"
    );
    assert_eq!(
        structured(&ElementInfo::Array(2, Box::new(ElementInfo::None))),
        "'none' cannot be nested in a struct or array"
    );
    assert_eq!(
        structured(&ElementInfo::None),
        "'none' element is only allowed for samplers and feedback textures"
    );
    let mut deep = F32;
    for _ in 0..=MAX_ELEMENT_DEPTH {
        deep = ElementInfo::Array(1, Box::new(deep));
    }
    assert_eq!(
        structured(&deep),
        "element nesting is deeper than 64 levels"
    );

    let row = |element: &ElementInfo| message(Cb, &[Row], element);
    assert_eq!(row(&F32), "'row' requires a struct element");
    assert_eq!(row(&ElementInfo::None), "'row' requires a struct element");
    let nested = ElementInfo::Struct(vec![
        ElementInfo::Scalar(Scalar::I1),
        ElementInfo::Array(
            3,
            Box::new(ElementInfo::Struct(vec![ElementInfo::Vector(
                Scalar::F16,
                3,
            )])),
        ),
    ]);
    assert!(handle(Cb, &[Row]).validate(&nested).is_ok());
    assert!(
        handle(Srv, &[Row])
            .validate(&ElementInfo::Struct(vec![]))
            .is_ok()
    );
}

/// Every combination of flags and a spread of elements: whenever the flag and
/// element rules accept a handle, it is one of the objects, so a user never
/// sees the catch-all message instead of the rule they broke.
#[test]
fn rules_are_complete_against_the_object_table() {
    let elements = [
        ElementInfo::None,
        ElementInfo::Byte,
        F32,
        vec4(Scalar::F32),
        vec4(Scalar::SI32),
        ElementInfo::Struct(vec![F32]),
        ElementInfo::Array(2, Box::new(F32)),
    ];
    let dims = [
        None,
        Some(Dim1D),
        Some(Dim2D),
        Some(Dim3D),
        Some(Cube),
        Some(DBuf),
    ];
    let mut accepted = 0;
    for &class in ResourceClass::ALL {
        for dim in dims {
            for bits in 0u32..(1 << 9) {
                let bit = |i: u32| bits & (1 << i) != 0;
                let props = HandleProperties {
                    class,
                    dim,
                    array: bit(0),
                    ms: bit(1).then_some(4),
                    rov: bit(2),
                    raw: bit(3),
                    row: bit(4),
                    feedback: bit(5).then_some(FeedbackKind::MinMip),
                    comparison: bit(6),
                    coherent: bit(7),
                    counter: bit(8),
                };
                for element in &elements {
                    match props.validate(element) {
                        Ok(()) => {
                            accepted += 1;
                            assert!(classify(&props, element).next().is_some());
                        }
                        Err(RuleViolation::NoMatchingObject) => {
                            panic!("no rule explains why {props:?} {element:?} is rejected")
                        }
                        Err(_) => {}
                    }
                }
            }
        }
    }
    // Every object, with and without `coherent` on UAVs and `counter` where
    // allowed, and every element of the spread its shape accepts.
    let mut expected = 0;
    for row in objects() {
        let elements_accepted = elements
            .iter()
            .filter(|element| row.element.accepts(element))
            .filter(|element| {
                let props = HandleProperties {
                    ms: (row.params == SugarParams::ElementAndSampleCount).then_some(4),
                    feedback: (row.params == SugarParams::FeedbackKind)
                        .then_some(FeedbackKind::MinMip),
                    ..row.template
                };
                props.validate(element).is_ok()
            })
            .count();
        let coherent = if row.template.class == Uav { 2 } else { 1 };
        let counter = if row.counter { 2 } else { 1 };
        expected += elements_accepted * coherent * counter;
    }
    // Objects sharing a type are counted once per type.
    let shared = [
        (HlslObject::AppendStructuredBuffer, 2 * 2),
        (HlslObject::ConsumeStructuredBuffer, 2 * 2),
        (HlslObject::ConstantBuffer, 1),
        (HlslObject::TextureBuffer, 1),
    ];
    let duplicates: usize = shared
        .iter()
        .map(|&(object, variants)| {
            let structured = object.info().element == ElementShape::Structured;
            let elements = if structured { 4 } else { 1 };
            elements * variants
        })
        .sum();
    assert_eq!(accepted, expected - duplicates);
}

#[test]
fn rule_tables_are_indexed_by_their_keys() {
    for (rule, &flag) in FLAG_RULES.iter().zip(FlagKeyword::ALL) {
        assert_eq!(rule.flag, flag);
    }
    for (rule, &dim) in DIM_RULES.iter().zip(ResourceDim::ALL) {
        assert_eq!(rule.dim, dim);
    }
    for (rule, &class) in CLASS_RULES.iter().zip(ResourceClass::ALL) {
        assert_eq!(rule.class, class);
    }
}
