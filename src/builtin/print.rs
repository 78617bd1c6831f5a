//! Custom assembly printers of the builtin ops, as MLIR's declarative formats
//! print them (<https://mlir.llvm.org/docs/Dialects/Builtin/#operations>):
//!
//! - `builtin.module`: `($sym_name^)? attr-dict-with-keyword $bodyRegion`, e.g.
//!   `module @name attributes {foo.x = 1 : i64} {` ... `}`;
//! - `builtin.unrealized_conversion_cast`:
//!   `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`, e.g.
//!   `%1:2 = builtin.unrealized_conversion_cast %0 : i32 to f32, i64`.

use crate::asm::AsmPrinter;
use crate::ir::{AttrKind, OpId};

/// Prints `builtin.module` after its name.
pub fn print_module(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    if let Some(name) = ir.prop(op, "sym_name")
        && let AttrKind::String { value, .. } = ctx.attr_kind(name)
    {
        p.write_char(' ');
        p.print_symbol_name(&String::from_utf8_lossy(value));
    }
    // `attr-dict` shows the inherent attributes other than `sym_name` together
    // with the discardable ones.
    p.print_optional_attr_dict_with_keyword(&ir.attr_dictionary(op), &["sym_name"]);
    if let Some(&body) = ir.regions(op).first() {
        p.write_char(' ');
        p.print_region(body, true, true, false);
    }
}

/// Prints `builtin.unrealized_conversion_cast` after its name.
pub fn print_unrealized_conversion_cast(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 0 {
        p.write_char(' ');
        p.print_operands(ir.operands(op));
        p.write_str(" : ");
        p.print_type_list(ir.operand_types(op));
    }
    p.write_str(" to ");
    p.print_type_list(ir.result_types(op));
    p.print_optional_attr_dict(ir.attrs(op), &[]);
}

#[cfg(test)]
mod tests {
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
        let opts = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
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
