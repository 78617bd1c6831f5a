// A call whose callee is a `spirv.func` missing its `function_type` reports
// nothing itself: the callee's own error is the one diagnostic, as with
// MLIR 22, which checks callees only after every op of the symbol table has
// verified. The same file passes `mlir-opt-22 --verify-diagnostics`.

// RUN: %hlsl-opt %s --verify-diagnostics
// RUN: %if mlir-opt %{ %mlir-opt %s --verify-diagnostics %}

"spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>}> ({
  "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%x: i32):
    %0 = "spirv.FunctionCall"(%x) <{callee = @callee}> : (i32) -> i32
    "spirv.ReturnValue"(%0) : (i32) -> ()
  }) : () -> ()
  // expected-error @+1 {{'spirv.func' op requires attribute 'function_type'}}
  "spirv.func"() <{function_control = #spirv.function_control<None>, sym_name = "callee"}> ({
  ^bb0(%y: i32):
    "spirv.ReturnValue"(%y) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
