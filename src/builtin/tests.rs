//! The builtin ops' custom and generic forms, parsed and printed.

mod parse {
    use std::sync::Arc;

    use crate::Context;
    use crate::asm::parser::{ParseOptions, parse_str};
    use crate::asm::{PrintOptions, print_op};
    use crate::diagnostics::{DiagLocation, DiagnosticEngine};

    fn parse(src: &str) -> Result<String, Vec<String>> {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let ctx = Arc::new(ctx);
        let diags = DiagnosticEngine::new();
        match parse_str(&ctx, "b.mlir", src, &ParseOptions::default(), &diags) {
            Some((ir, op)) => Ok(print_op(
                &ir,
                op,
                &PrintOptions::default().print_generic_op_form(),
            )),
            None => Err(diags
                .take()
                .into_iter()
                .map(|d| match d.location {
                    DiagLocation::FileLineCol(f) => format!("{}:{}: {}", f.line, f.col, d.message),
                    _ => d.message,
                })
                .collect()),
        }
    }

    /// Each `(source, error)`: parsing the source fails with that one error.
    fn assert_errors(cases: &[(&str, &str)]) {
        for &(src, error) in cases {
            assert_eq!(parse(src).unwrap_err(), [error], "{src}");
        }
    }

    #[test]
    fn module_forms() {
        assert!(
            parse("module {\n}")
                .expect("parses")
                .starts_with("\"builtin.module\"() ({\n")
        );
        let out = parse(
            "module @m attributes {foo.x = 1 : i32, sym_visibility = \"private\"} {\n  module {\n    \"foo.a\"() : () -> ()\n  }\n}",
        )
        .expect("parses");
        assert_eq!(
            out,
            "\"builtin.module\"() <{sym_name = \"m\", sym_visibility = \"private\"}> ({\n  \"builtin.module\"() ({\n    \"foo.a\"() : () -> ()\n  }) : () -> ()\n}) {foo.x = 1 : i32} : () -> ()\n"
        );
        assert_errors(&[
            ("module @m", "1:9: expected '{' to begin a region"),
            (
                "module attributes {}",
                "1:20: expected '{' to begin a region",
            ),
        ]);
    }

    #[test]
    fn cast_forms() {
        let out = parse("%0 = \"foo.a\"() : () -> i32\n%1:2 = builtin.unrealized_conversion_cast %0, %0 : i32, i32 to f32, i64 {k}\n%2 = unrealized_conversion_cast to f32")
            .expect("parses");
        assert!(out.contains("%1:2 = \"builtin.unrealized_conversion_cast\"(%0, %0) {k} : (i32, i32) -> (f32, i64)"), "{out}");
        assert!(
            out.contains("%2 = \"builtin.unrealized_conversion_cast\"() : () -> f32"),
            "{out}"
        );
        assert_errors(&[
            (
                "%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 : i32, i32 to f32",
                "2:41: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types",
            ),
            (
                "%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 : i32 f32",
                "2:50: custom op 'builtin.unrealized_conversion_cast' expected 'to'",
            ),
        ]);
    }
}

mod print {
    use std::sync::Arc;

    use crate::Context;
    use crate::asm::{PrintOptions, print_op};
    use crate::ir::{InsertPoint, Ir, NamedAttribute, OperationState};

    fn module_with_cast() -> (Ir, crate::ir::OpId) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let ctx = Arc::new(ctx);
        let mut ir = Ir::new(ctx.clone());
        let unknown = ctx.unknown_loc();
        let body = ir.create_region();
        let block = ir.create_block(&[]);
        ir.push_block(body, block);
        let mut module = OperationState::new(ctx.ident("builtin.module"), unknown);
        module.regions.push(body);
        module.properties = Some(ctx.dictionary_attr([
            NamedAttribute {
                name: ctx.ident("sym_name"),
                value: ctx.string_attr("m"),
            },
            NamedAttribute {
                name: ctx.ident("sym_visibility"),
                value: ctx.string_attr("private"),
            },
        ]));
        module.attributes.push(NamedAttribute {
            name: ctx.ident("foo.x"),
            value: ctx.i32_attr(1),
        });
        let module = ir.create_op(module);
        let mut src = OperationState::new(ctx.ident("foo.src"), unknown);
        src.result_types.push(ctx.common().i32);
        let src = ir.insert_op(InsertPoint::at_end(block), src);
        let value = ir.result(src, 0);
        let mut cast =
            OperationState::new(ctx.ident("builtin.unrealized_conversion_cast"), unknown);
        cast.operands = vec![value, value];
        cast.result_types = vec![ctx.common().f32, ctx.common().i64];
        ir.insert_op(InsertPoint::at_end(block), cast);
        let mut empty =
            OperationState::new(ctx.ident("builtin.unrealized_conversion_cast"), unknown);
        empty.result_types = vec![ctx.common().f32];
        ir.insert_op(InsertPoint::at_end(block), empty);
        (ir, module)
    }

    #[test]
    fn custom_forms() {
        let (ir, module) = module_with_cast();
        let text = print_op(&ir, module, &PrintOptions::default());
        assert_eq!(
            text,
            "module @m attributes {foo.x = 1 : i32, sym_visibility = \"private\"} {\n  \
             %0 = \"foo.src\"() : () -> i32\n  \
             %1:2 = unrealized_conversion_cast %0, %0 : i32, i32 to f32, i64\n  \
             %2 = unrealized_conversion_cast to f32\n\
             }\n"
        );
    }

    #[test]
    fn generic_forms() {
        let (ir, module) = module_with_cast();
        let opts = PrintOptions::default().print_generic_op_form();
        let text = print_op(&ir, module, &opts);
        assert_eq!(
            text,
            "\"builtin.module\"() <{sym_name = \"m\", sym_visibility = \"private\"}> ({\n  \
             %0 = \"foo.src\"() : () -> i32\n  \
             %1:2 = \"builtin.unrealized_conversion_cast\"(%0, %0) : (i32, i32) -> (f32, i64)\n  \
             %2 = \"builtin.unrealized_conversion_cast\"() : () -> f32\n\
             }) {foo.x = 1 : i32} : () -> ()\n"
        );
    }
}
