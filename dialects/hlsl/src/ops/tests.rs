//! The op builders and accessors other crates use, checked through the
//! verifier and the printer.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::parser::parse_type_str;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::builtin::ModuleOp;
use shader_mlir::ir::{InsertPoint, Ir, OpId, OperationState, Type};
use shader_mlir::rewrite::IrBuilder;
use shader_mlir::verifier::verify;

use super::*;

struct Module {
    ir: Ir,
    module: OpId,
    at: InsertPoint,
}

fn module() -> Module {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect(&crate::DIALECT);
    let ctx = Arc::new(ctx);
    let mut ir = Ir::new(ctx.clone());
    let body = ir.create_region();
    let block = ir.create_block(&[]);
    ir.push_block(body, block);
    let mut state = OperationState::new(ctx.ident(ModuleOp::NAME), ctx.unknown_loc());
    state.regions.push(body);
    let module = ir.create_op(state);
    Module {
        ir,
        module,
        at: InsertPoint::at_end(block),
    }
}

impl Module {
    fn ty(&self, text: &str) -> Type {
        parse_type_str(self.ir.ctx_arc(), text).unwrap_or_else(|d| panic!("{text}: {}", d.message))
    }

    fn value(&mut self, ty: Type) -> shader_mlir::ir::Value {
        let ctx = self.ir.ctx_arc().clone();
        let mut state = OperationState::new(ctx.ident("foo.value"), ctx.unknown_loc());
        state.result_types.push(ty);
        let op = self.ir.insert_op(self.at, state);
        self.ir.result(op, 0)
    }

    fn builder(&mut self) -> IrBuilder<'_> {
        IrBuilder::new(&mut self.ir, Some(self.at))
    }

    fn verify(&self) -> Result<(), String> {
        verify(&self.ir, self.module).map_err(|diags| diags[0].message.clone())
    }
}

/// A main handle of type `ty` for resource `name` at `register(lower_bound, space)`.
fn main_handle(
    m: &mut Module,
    name: &str,
    ty: &str,
    space: u32,
    lower_bound: u32,
) -> HandleFromBindingOp {
    let i32 = m.ir.ctx().common().i32;
    let index = m.value(i32);
    let ty = m.ty(ty);
    let loc = m.ir.ctx().unknown_loc();
    let mut b = m.builder();
    HandleFromBindingOp::build(&mut b, loc, ty, index, space, lower_bound, 1, name)
}

#[test]
fn builders_create_valid_ops_that_read_back() {
    let mut m = module();
    let main = main_handle(&mut m, "Out", "!hlsl.RWStructuredBuffer<f32>", 1, 3);
    let main_value = main.result(&m.ir);
    let loc = m.ir.ctx().unknown_loc();
    let counter =
        CounterHandleFromImplicitBindingOp::build(&mut m.builder(), loc, main_value, 0, 1);
    assert_eq!(m.verify(), Ok(()));

    assert_eq!(
        (
            main.space(&m.ir),
            main.lower_bound(&m.ir),
            main.range_size(&m.ir)
        ),
        (1, 3, 1)
    );
    assert_eq!((main.name(&m.ir), main.non_uniform(&m.ir)), ("Out", false));
    assert_eq!((counter.order_id(&m.ir), counter.space(&m.ir)), (0, 1));
    assert_eq!(counter.handle(&m.ir), main_value);
    let counter_type = m.ir.value_type(counter.result(&m.ir));
    assert_eq!(counter_type, m.ty("!hlsl.handle<uav, f32, raw, counter>"));

    main.set_non_uniform(&mut m.ir, true);
    assert!(main.non_uniform(&m.ir));
    let text = print_op(&m.ir, m.module, &PrintOptions::default());
    assert!(
        text.contains(
            r#"%Out = hlsl.handlefrombinding "Out"[%0] space(1) lower_bound(3) range_size(1) non_uniform"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "%Out_counter = hlsl.counterhandlefromimplicitbinding %Out order_id(0) space(1)"
        ),
        "{text}"
    );
}

#[test]
fn ops_are_told_apart_by_their_definitions() {
    let mut m = module();
    let main = main_handle(&mut m, "Out", "!hlsl.RWStructuredBuffer<f32>", 1, 3);
    assert!(HandleFromBindingOp::isa(&m.ir, main.op()));
    assert!(!HandleFromImplicitBindingOp::isa(&m.ir, main.op()));
    assert_eq!(CounterHandleFromBindingOp::cast(&m.ir, main.op()), None);
}

#[test]
fn the_verifier_sees_spaces_across_builders() {
    let mut m = module();
    let main = main_handle(
        &mut m,
        "Append",
        "!hlsl.AppendStructuredBuffer<vector<4xf32>>",
        2,
        0,
    );
    let main = main.result(&m.ir);
    let loc = m.ir.ctx().unknown_loc();
    CounterHandleFromBindingOp::build(&mut m.builder(), loc, main, 1, 3);
    let message = m.verify().expect_err("spaces differ");
    assert!(
        message.contains("counter space 3 differs from the space 2 of its main resource"),
        "{message}"
    );
}

#[test]
fn member_paths_resolve_through_structs_and_arrays() {
    let m = module();
    let ctx = m.ir.ctx();
    let s =
        m.ty(r#"!hlsl.struct<"S", (f32, !hlsl.array<2 x !hlsl.struct<"T", (vector<3xi32>)>>)>"#);
    let leaf = resolve_member(ctx, s, &[1, 1, 0]).expect("exists");
    assert_eq!(leaf, m.ty("vector<3xi32>"));
    assert!(resolve_member(ctx, s, &[1, 2]).is_err());
    assert!(resolve_member(ctx, s, &[0, 0]).is_err());
    assert_eq!(resolve_member(ctx, s, &[]), Ok(s));
}

#[test]
fn system_values_have_their_types() {
    let m = module();
    let ctx = m.ir.ctx();
    for sv in SystemValue::ALL {
        assert_eq!(SystemValue::from_semantic(sv.semantic()), Some(sv));
        let expected = if sv == SystemValue::GroupIndex {
            "i32"
        } else {
            "vector<3xi32>"
        };
        assert_eq!(sv.value_type(ctx), m.ty(expected));
    }
    assert_eq!(SystemValue::from_semantic("SV_Position"), None);
}
