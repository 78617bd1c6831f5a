//! The counter update both dialects declare: a structured buffer's hidden
//! counter, incremented (`delta = 1`, HLSL's `IncrementCounter`, giving the
//! value before) or decremented (`delta = -1`, `DecrementCounter`, giving the
//! value after), as LLVM's `llvm.dx.resource.updatecounter` does
//! (<https://llvm.org/docs/DirectX/DXILResources.html>; wg-hlsl proposal 0023,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0023-typed-buffer-counters.md>).

/// Declares a dialect's counter update op, `$handle delta(DELTA) attr-dict
/// : type($handle)`, from the op's type, name and handle constraint; a
/// `delta` other than 1 or -1 is an error whose message is
/// `invalid_delta(delta)`, the dialect's own wording:
///
/// `update_counter_op!(/// docs
///     UpdateCounterOp = "hlsl.updatecounter", COUNTER_HANDLE,
///     invalid_delta = |delta| format!("... {delta}"));`
#[macro_export]
macro_rules! update_counter_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, $handle:path, invalid_delta = $message:expr) => {
        $(#[$doc])*
        #[::shader_mlir::op($name, verify = $ty::verify_delta)]
        #[format("$handle `delta` `(` $delta `)` attr-dict `:` type($handle)")]
        pub struct $ty {
            /// The buffer's handle.
            #[operand($handle)]
            handle: ::shader_mlir::ir::Value,
            /// 1 (IncrementCounter) or -1 (DecrementCounter).
            #[property(::shader_mlir::ods::property::I8Attr)]
            delta: i8,
            #[result(::shader_mlir::ods::constraint::I32)]
            result: ::shader_mlir::ir::Value,
        }

        impl $ty {
            fn verify_delta(
                ir: &::shader_mlir::ir::Ir,
                op: ::shader_mlir::ir::OpId,
            ) -> ::core::result::Result<(), ::shader_mlir::diagnostics::Diagnostic> {
                let message: fn(i8) -> ::std::string::String = $message;
                match $ty(op).delta(ir) {
                    1 | -1 => Ok(()),
                    delta => Err(ir.op_error(op, message(delta))),
                }
            }
        }
    };
}
