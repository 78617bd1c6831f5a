// Value numbering: nested regions continue after their parent region, siblings restart.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -

%0 = "foo.a"() : () -> i32
"foo.r"(%0) ({
^bb0(%a: i32, %b: f32):
  %1 = "foo.b"(%a) : (i32) -> i32
  "foo.r"() ({
  ^bb0(%c: i32):
    %2 = "foo.c"(%c, %1, %a) : (i32, i32, i32) -> i32
    "foo.br"(%2)[^bb1] : (i32) -> ()
  ^bb1(%d: i32):
    "foo.cbr"(%d)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:
    "foo.ret"() : () -> ()
  }, {
  ^bb0(%e: i64):
    %3:3 = "foo.m"() : () -> (i1, i2, i3)
    "foo.use"(%3#2, %e) : (i3, i64) -> ()
  }) : () -> ()
  %4 = "foo.after"() : () -> i32
}, {
  %5 = "foo.x"() : () -> i32
}) : (i32) -> ()
%6 = "foo.last"() : () -> i32

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.a"() : () -> i32
// CHECK-NEXT:   "foo.r"(%0) ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     %2 = "foo.b"(%arg0) : (i32) -> i32
// CHECK-NEXT:     "foo.r"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %4 = "foo.c"(%arg2, %2, %arg0) : (i32, i32, i32) -> i32
// CHECK-NEXT:       "foo.br"(%4)[^bb1] : (i32) -> ()
// CHECK-NEXT:     ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       "foo.cbr"(%5)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       "foo.ret"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg2: i64):
// CHECK-NEXT:       %4:3 = "foo.m"() : () -> (i1, i2, i3)
// CHECK-NEXT:       "foo.use"(%4#2, %arg2) : (i3, i64) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %3 = "foo.after"() : () -> i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:     %2 = "foo.x"() : () -> i32
// CHECK-NEXT:   }) : (i32) -> ()
// CHECK-NEXT:   %1 = "foo.last"() : () -> i32
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "foo.a"() : () -> i32
// GENERIC-NEXT:   "foo.r"(%0) ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     %3 = "foo.b"(%arg0) : (i32) -> i32
// GENERIC-NEXT:     "foo.r"() ({
// GENERIC-NEXT:     ^bb0(%arg3: i32):
// GENERIC-NEXT:       %6 = "foo.c"(%arg3, %3, %arg0) : (i32, i32, i32) -> i32
// GENERIC-NEXT:       "foo.br"(%6)[^bb1] : (i32) -> ()
// GENERIC-NEXT:     ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:       "foo.cbr"(%7)[^bb1, ^bb2] : (i32) -> ()
// GENERIC-NEXT:     ^bb2:  // pred: ^bb1
// GENERIC-NEXT:       "foo.ret"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg2: i64):
// GENERIC-NEXT:       %5:3 = "foo.m"() : () -> (i1, i2, i3)
// GENERIC-NEXT:       "foo.use"(%5#2, %arg2) : (i3, i64) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %4 = "foo.after"() : () -> i32
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:     %2 = "foo.x"() : () -> i32
// GENERIC-NEXT:   }) : (i32) -> ()
// GENERIC-NEXT:   %1 = "foo.last"() : () -> i32
// GENERIC-NEXT: }) : () -> ()
