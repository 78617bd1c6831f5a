// Successors and the predecessor comments of block headers.
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

"foo.func"() ({
^bb0(%arg0: i32):
  "foo.br"(%arg0)[^bb1] : (i32) -> ()
^bb1(%0: i32):
  "foo.cond_br"(%0)[^bb2, ^bb3] : (i32) -> ()
^bb2:
  "foo.br"()[^bb4] : () -> ()
^bb3:
  "foo.br"()[^bb4] : () -> ()
^bb4:
  "foo.twice"()[^bb5, ^bb5] : () -> ()
^bb5:
  "foo.loop"()[^bb5] : () -> ()
^bb6:
  "foo.dead"()[^bb1] : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:     "foo.cond_br"(%0)[^bb2, ^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     "foo.twice"()[^bb5, ^bb5] : () -> ()
// CHECK-NEXT:   ^bb5:  // 3 preds: ^bb4, ^bb4, ^bb5
// CHECK-NEXT:     "foo.loop"()[^bb5] : () -> ()
// CHECK-NEXT:   ^bb6:  // no predecessors
// CHECK-NEXT:     "foo.dead"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "foo.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     "foo.br"(%arg0)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb6
// GENERIC-NEXT:     "foo.cond_br"(%0)[^bb2, ^bb3] : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb1
// GENERIC-NEXT:     "foo.br"()[^bb4] : () -> ()
// GENERIC-NEXT:   ^bb3:  // pred: ^bb1
// GENERIC-NEXT:     "foo.br"()[^bb4] : () -> ()
// GENERIC-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// GENERIC-NEXT:     "foo.twice"()[^bb5, ^bb5] : () -> ()
// GENERIC-NEXT:   ^bb5:  // 3 preds: ^bb4, ^bb4, ^bb5
// GENERIC-NEXT:     "foo.loop"()[^bb5] : () -> ()
// GENERIC-NEXT:   ^bb6:  // no predecessors
// GENERIC-NEXT:     "foo.dead"()[^bb1] : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
