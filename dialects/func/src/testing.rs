//! The fixture of the dialects' builder tests (feature `testing`): a
//! function whose body is a placeholder op, `"my.anchor"`, then `func.return`,
//! to build ops in front of and return one of them.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::dialect::Dialect;
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, Value};
use shader_mlir::rewrite::IrBuilder;
use shader_mlir::testing::fixture::{context_with, find_op, parse};
use shader_mlir::verifier::verify;

/// A context with `dialects` and `func`, allowing unregistered ops (the
/// anchor).
pub fn context(dialects: &[&'static Dialect]) -> Arc<Context> {
    context_with(&[dialects, &[&crate::DIALECT]].concat())
}

/// The custom form of `root`, after asserting that it contains each of
/// `lines`.
#[track_caller]
pub fn printed_with(ir: &Ir, root: OpId, lines: &[&str]) -> String {
    let text = print_op(ir, root, &PrintOptions::default());
    for line in lines {
        assert!(text.contains(line), "no `{line}` in\n{text}");
    }
    text
}

/// A parsed `func.func @f` around its anchor.
pub struct Anchored {
    pub ir: Ir,
    /// The module.
    pub root: OpId,
    /// The placeholder op the builder inserts before.
    pub anchor: OpId,
    /// The function's arguments.
    pub args: Vec<Value>,
    pub loc: Location,
}

/// Parses `func.func @f<signature>` whose body is the anchor and
/// `return <returned>` (e.g. `"(%x: f32) -> f32"`, `"%x : f32"`). The context
/// must allow unregistered ops (as `context_with` does).
pub fn anchored(ctx: &Arc<Context>, signature: &str, returned: &str) -> Anchored {
    let text = format!(
        "func.func @f{signature} {{\n  \"my.anchor\"() : () -> ()\n  return {returned}\n}}\n"
    );
    let (ir, root) = parse(ctx, &text);
    let anchor = find_op(&ir, root, "my.anchor");
    let block = ir
        .op_parent_block(anchor)
        .expect("the anchor is in the body");
    let args = ir.block_args(block).to_vec();
    let loc = ctx.unknown_loc();
    Anchored {
        ir,
        root,
        anchor,
        args,
        loc,
    }
}

impl Anchored {
    /// A builder that inserts before the anchor.
    pub fn builder(&mut self) -> IrBuilder<'_> {
        let at = InsertPoint::before(&self.ir, self.anchor);
        IrBuilder::new(&mut self.ir, Some(at))
    }

    /// Returns `value` from the function, erases the anchor and checks that
    /// the module verifies; gives back the module.
    pub fn returning(mut self, value: Value) -> (Ir, OpId) {
        let ret = self
            .ir
            .next_op(self.anchor)
            .expect("the return follows the anchor");
        self.ir.set_operand(ret, 0, value);
        self.ir.erase_op(self.anchor);
        let verified = verify(&self.ir, self.root);
        assert!(verified.is_ok(), "{verified:?}");
        (self.ir, self.root)
    }
}
