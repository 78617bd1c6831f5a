//! Custom assembly parsers of the builtin ops, as MLIR's declarative formats read
//! them (<https://mlir.llvm.org/docs/Dialects/Builtin/#operations>):
//!
//! - `builtin.module`: `($sym_name^)? attr-dict-with-keyword $bodyRegion`, e.g.
//!   `module @name attributes {foo.x = 1 : i64} {` ... `}`; an empty body gets its
//!   one (empty) block;
//! - `builtin.unrealized_conversion_cast`:
//!   `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`, e.g.
//!   `%1:2 = builtin.unrealized_conversion_cast %0 : i32 to f32, i64`.

use crate::asm::parser::Delimiter;
use crate::asm::{AsmParser, ParseResult};
use crate::ir::{NamedAttribute, OperationState};

/// Parses `builtin.module` after its name.
pub fn parse_module(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let ctx = p.ctx();
        let value = ctx.string_attr(ctx.str(name));
        state.properties = Some(ctx.dictionary_attr([NamedAttribute {
            name: ctx.ident("sym_name"),
            value,
        }]));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let body = p.parse_region(&[], false)?;
    let ir = p.ir_mut();
    if ir.region_is_empty(body) {
        let block = ir.create_block(&[]);
        ir.push_block(body, block);
    }
    state.regions.push(body);
    Ok(())
}

/// Parses `builtin.unrealized_conversion_cast` after its name.
pub fn parse_unrealized_conversion_cast(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let pos = p.get_current_location();
    let inputs = p.parse_operand_list(Delimiter::None)?;
    if !inputs.is_empty() {
        let mut types = Vec::new();
        p.parse_colon_type_list(&mut types)?;
        p.resolve_operands(&inputs, &types, pos, &mut state.operands)?;
    }
    p.parse_keyword("to")?;
    p.parse_type_list(&mut state.result_types)?;
    p.parse_optional_attr_dict(&mut state.attributes)
}

#[cfg(test)]
mod tests {
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
                &PrintOptions {
                    generic: true,
                    ..Default::default()
                },
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
        assert_eq!(
            parse("module @m").unwrap_err(),
            ["1:9: expected '{' to begin a region"]
        );
        assert_eq!(
            parse("module attributes {}").unwrap_err(),
            ["1:20: expected '{' to begin a region"]
        );
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
        assert_eq!(
            parse("%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 : i32, i32 to f32").unwrap_err(),
            ["2:41: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types"]
        );
        assert_eq!(
            parse(
                "%0 = \"foo.a\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 : i32 f32"
            )
            .unwrap_err(),
            ["2:50: custom op 'builtin.unrealized_conversion_cast' expected 'to'"]
        );
    }
}
