//! `hlsl.counterhandlefrombinding` and `hlsl.counterhandlefromimplicitbinding`:
//! the handle of the hidden counter of a RWStructuredBuffer,
//! AppendStructuredBuffer or ConsumeStructuredBuffer, derived from its main
//! handle, at an explicit binding or bound implicitly in `order_id` order
//! (wg-hlsl proposal 0023,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0023-typed-buffer-counters.md>).
//!
//! ```text
//! %c = "hlsl.counterhandlefrombinding"(%buf) <{binding = 4 : i32, space = 1 : i32}>
//!        : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
//! %c = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
//! %c = hlsl.counterhandlefromimplicitbinding %buf order_id(0) space(1) : !hlsl.handle<uav, f32, raw>
//! ```
//!
//! The result type is the main handle's type plus `counter`: the custom form
//! names the main type and the result type is inferred from it. The counter
//! lives in its main resource's space, so `space` must equal the main
//! handle's when the op that created the main handle is visible. Results
//! print under the resource's name (`%Out_counter`).

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Attribute, Ir, OpId, Type, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::property::NonNegativeI32Attr;
use shader_mlir::op;

use super::binding::{HandleFromBindingOp, resource_name_of, space_of};
use super::constraints::{HANDLE, checked_handle};
use crate::types::HandleType;
use resource_model::RuleViolation;

// The ODS class of both ops: each is its type, name, first property and
// format (the second property is the space).
macro_rules! counter_handle_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, $(#[$first_doc:meta])* $first:ident,
     $format:literal, verify = $verify:path) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], infer = counter_type, verify = $verify, asm_names = counter_name)]
        #[format($format)]
        pub struct $ty {
            /// The main handle.
            #[operand(HANDLE)]
            handle: Value,
            $(#[$first_doc])*
            #[property(NonNegativeI32Attr)]
            $first: u32,
            /// The register space: the main resource's.
            #[property(NonNegativeI32Attr)]
            space: u32,
            #[result(HANDLE)]
            result: Value,
        }
    };
}

counter_handle_op!(
    /// The counter handle of a structured buffer, at an explicit binding.
    CounterHandleFromBindingOp = "hlsl.counterhandlefrombinding",
    /// The counter's register.
    binding,
    "$handle `binding` `(` $binding `)` `space` `(` $space `)` attr-dict `:` type($handle)",
    verify = verify_explicit_counter
);

counter_handle_op!(
    /// The counter handle of a structured buffer, bound implicitly.
    CounterHandleFromImplicitBindingOp = "hlsl.counterhandlefromimplicitbinding",
    /// The order in which implicit bindings are assigned.
    order_id,
    "$handle `order_id` `(` $order_id `)` `space` `(` $space `)` attr-dict `:` type($handle)",
    verify = verify_counter
);

/// The counter type of a main handle type: the same type plus `counter`
/// (the result type inference of both ops).
fn counter_type(
    ctx: &Context,
    operands: &[Type],
    _: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    let main = operands
        .first()
        .copied()
        .ok_or("a counter handle op takes its main handle")?;
    let Some(handle) = HandleType::of(ctx, main) else {
        return Err(format!(
            "expected an !hlsl.handle type, got '{}'",
            type_to_string(ctx, main)
        ));
    };
    HandleType::with_counter(ctx, handle)
        .map(|counter| vec![counter])
        .map_err(|_| {
            format!(
                "{}; got '{}'",
                RuleViolation::CounterNeedsStructuredBuffer,
                type_to_string(ctx, main)
            )
        })
}

/// The rules both ops share: the main handle is a structured buffer that has
/// a counter, the result type is the main type plus `counter`, and the
/// counter lives in the main resource's space.
fn verify_counter(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let main_type = ir.value_type(ir.operand(op, 0));
    let main = checked_handle(ctx, main_type);
    if main.properties.counter {
        return Err(ir.op_error(
            op,
            "operand is a counter handle already; pass the main handle",
        ));
    }
    if !main.objects(ctx).iter().any(|object| object.info().counter) {
        return Err(ir.op_error(
            op,
            format!(
                "counter handles exist only for 'uav' structured buffers (RWStructuredBuffer, AppendStructuredBuffer, \
                 ConsumeStructuredBuffer, RasterizerOrderedStructuredBuffer: 'raw' with a non-'i8' element); \
                 the main handle is '{}'",
                type_to_string(ctx, main_type)
            ),
        ));
    }
    let result = ir.value_type(ir.result(op, 0));
    match HandleType::with_counter(ctx, main) {
        Ok(expected) if expected == result => {}
        Ok(expected) => {
            return Err(ir.op_error(
                op,
                format!(
                    "result type must be the main handle type plus 'counter': expected '{}', got '{}'",
                    type_to_string(ctx, expected),
                    type_to_string(ctx, result)
                ),
            ));
        }
        Err(e) => return Err(ir.op_error(op, e.to_string())),
    }
    check_space_matches_main(ir, op)
}

/// A counter lives in its main resource's space: when the op creating the main
/// handle is visible, the spaces must agree.
fn check_space_matches_main(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let space = counter_space(ir, op);
    let Some(main) = ir.defining_op(ir.operand(op, 0)) else {
        return Ok(());
    };
    match space_of(ir, main) {
        Some(main_space) if main_space != space => Err(ir
            .op_error(
                op,
                format!(
                    "counter space {space} differs from the space {main_space} of its main resource (a counter lives in \
                     its main resource's space)"
                ),
            )
            .with_note(ir.ctx().diag_location(ir.op_loc(main)), "main handle created here")),
        _ => Ok(()),
    }
}

/// The `space` of a verified counter handle op.
fn counter_space(ir: &Ir, op: OpId) -> u32 {
    CounterHandleFromBindingOp::cast(ir, op)
        .map(|c| c.space(ir))
        .or_else(|| CounterHandleFromImplicitBindingOp::cast(ir, op).map(|c| c.space(ir)))
        .expect("a counter handle op")
}

/// The shared rules, then: the counter needs a register of its own, outside
/// its main resource's range.
fn verify_explicit_counter(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_counter(ir, op)?;
    let counter = CounterHandleFromBindingOp(op);
    let (binding, space) = (counter.binding(ir), counter.space(ir));
    let Some(main) = ir
        .defining_op(counter.handle(ir))
        .and_then(|d| HandleFromBindingOp::cast(ir, d))
    else {
        return Ok(());
    };
    let ctx = ir.ctx();
    let read = |attr: Option<Attribute>| attr.and_then(|a| NonNegativeI32Attr::get(ctx, a));
    let (Some(main_space), Some(lower_bound), Some(range_size)) = (
        read(main.space_attr(ir)),
        read(main.lower_bound_attr(ir)),
        read(main.range_size_attr(ir)),
    ) else {
        return Ok(());
    };
    let (start, end) = (
        u64::from(lower_bound),
        u64::from(lower_bound) + u64::from(range_size),
    );
    let inside = u64::from(binding) >= start && (range_size == 0 || u64::from(binding) < end);
    if main_space != space || !inside {
        return Ok(());
    }
    let range = if range_size == 0 {
        format!("[{start}, ...)")
    } else {
        format!("[{start}, {end})")
    };
    Err(ir
        .op_error(
            op,
            format!("counter binding {binding} overlaps its main resource's bindings {range} in space {space}"),
        )
        .with_note(ctx.diag_location(ir.op_loc(main.0)), "main handle created here"))
}

/// Names a counter after its main resource (`%Out_counter`) when a binding
/// op creates the main handle.
fn counter_name(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        return;
    }
    if let Some(resource) = ir
        .defining_op(ir.operand(op, 0))
        .and_then(|main| resource_name_of(ir, main))
    {
        name(ir.result(op, 0), &format!("{resource}_counter"));
    }
}
