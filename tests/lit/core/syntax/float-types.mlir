// Every builtin float type.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -

%0:7 = "foo.floats"() : () -> (f16, bf16, tf32, f32, f64, f80, f128)
"foo.use"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6) : (f16, bf16, tf32, f32, f64, f80, f128) -> ()

// CHECK: module {
// CHECK-NEXT:   %0:7 = "foo.floats"() : () -> (f16, bf16, tf32, f32, f64, f80, f128)
// CHECK-NEXT:   "foo.use"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6) : (f16, bf16, tf32, f32, f64, f80, f128) -> ()
// CHECK-NEXT: }
