//! `#dx.resource` records: every class prints and parses back, and malformed
//! records are refused.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::parser::parse_attribute_str;
use shader_mlir::asm::printer::attr_to_string;
use shader_mlir::testing::rejects::assert_rejected;

use super::ResourceRecord;

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&crate::DIALECT);
    Arc::new(ctx)
}

#[test]
fn records_round_trip() {
    let ctx = context();
    let texts = [
        r#"#dx.resource<class = SRV, id = 0, name = "T", space = 0, lower_bound = 3, range_size = 1, kind = Texture2DMS, sample_count = 8, element_type = F32>"#,
        r#"#dx.resource<class = SRV, id = 1, name = "B", space = 1, lower_bound = 8, range_size = 1, kind = RawBuffer, sample_count = 0>"#,
        r#"#dx.resource<class = SRV, id = 2, name = "TB", space = 0, lower_bound = 0, range_size = 1, kind = TBuffer, sample_count = 0, element_type = U32>"#,
        r#"#dx.resource<class = UAV, id = 0, name = "Out", space = 1, lower_bound = 0, range_size = -1, kind = StructuredBuffer, globally_coherent = true, has_counter = true, rov = false, stride = 16>"#,
        r#"#dx.resource<class = UAV, id = 1, name = "F", space = 0, lower_bound = 1, range_size = 4, kind = FeedbackTexture2DArray, globally_coherent = false, has_counter = false, rov = false, feedback_type = MipRegionUsed>"#,
        r#"#dx.resource<class = CBuffer, id = 0, name = "C", space = 0, lower_bound = 0, range_size = 1, size = 8>"#,
        r#"#dx.resource<class = Sampler, id = 0, name = "S", space = 2, lower_bound = 0, range_size = 1, sampler_type = Comparison>"#,
    ];
    for text in texts {
        let attr =
            parse_attribute_str(&ctx, text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert!(ResourceRecord::of(&ctx, attr).is_some());
        assert_eq!(attr_to_string(&ctx, attr), text);
    }
}

#[test]
fn malformed_records_are_refused() {
    let ctx = context();
    let cases = [
        (
            r#"#dx.resource<class = RTV, id = 0>"#,
            "expected resource class 'SRV', 'UAV', 'CBuffer' or 'Sampler'",
        ),
        (
            r#"#dx.resource<class = CBuffer, name = "C">"#,
            "expected 'id' in '#dx.resource'",
        ),
        (
            r#"#dx.resource<class = CBuffer, id = 0, name = "C", space = 0, lower_bound = 0, range_size = 0, size = 8>"#,
            "range_size must be positive or -1 (unbounded), got 0",
        ),
        (
            r#"#dx.resource<class = UAV, id = 0, name = "U", space = 0, lower_bound = 0, range_size = 1, kind = TypedBuffer, globally_coherent = 1, has_counter = false, rov = false>"#,
            "expected 'true' or 'false'",
        ),
        (
            r#"#dx.resource<class = SRV, id = 0, name = "T", space = 0, lower_bound = 0, range_size = 1, kind = Texture2D, sample_count = 0, element_type = float>"#,
            "expected component type, one of I1, I16, U16, I32, U32, I64, U64, F16, F32, F64",
        ),
        ("#dx.record<>", "unknown 'dx' attribute 'record'"),
    ];
    assert_rejected(&cases, |text| {
        parse_attribute_str(&ctx, text).map(|attr| attr_to_string(&ctx, attr))
    });
}
