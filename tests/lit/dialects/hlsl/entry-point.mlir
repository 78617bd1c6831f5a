// A compute entry point: a func.func with `hlsl.shader = "compute"` and
// `hlsl.numthreads`; the attributes verify and survive printing.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @main() attributes {hlsl.numthreads = array<i32: 64, 1, 1>, hlsl.shader = "compute"}
// CHECK: %dispatch_thread_id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  %tid = "hlsl.system_value"() <{semantic = "SV_DispatchThreadID"}> : () -> vector<3xi32>
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} : () -> ()

// The largest group HLSL allows.
// CHECK-LABEL: func.func @largest() attributes {hlsl.numthreads = array<i32: 16, 1, 64>, hlsl.shader = "compute"}
"func.func"() <{function_type = () -> (), sym_name = "largest"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = array<i32: 16, 1, 64>} : () -> ()
