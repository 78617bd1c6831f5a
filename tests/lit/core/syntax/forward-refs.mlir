// Forward references and graph regions: uses before definitions.
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

%0 = "foo.a"(%1) : (i32) -> i32
%1 = "foo.b"(%0) : (i32) -> i32
"foo.graph"() ({
  "foo.use"(%3, %2) : (i32, i32) -> ()
  %2 = "foo.def"(%3) : (i32) -> i32
  %3 = "foo.def"(%2) : (i32) -> i32
}) : () -> ()
"foo.cfg"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1(%4: i32):
  "foo.use"(%4) : (i32) -> ()
  "foo.ret"() : () -> ()
^bb2:
  %5 = "foo.v"() : () -> i32
  "foo.br"(%5)[^bb1] : (i32) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.a"(%1) : (i32) -> i32
// CHECK-NEXT:   %1 = "foo.b"(%0) : (i32) -> i32
// CHECK-NEXT:   "foo.graph"() ({
// CHECK-NEXT:     "foo.use"(%3, %2) : (i32, i32) -> ()
// CHECK-NEXT:     %2 = "foo.def"(%3) : (i32) -> i32
// CHECK-NEXT:     %3 = "foo.def"(%2) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.cfg"() ({
// CHECK-NEXT:     "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb2
// CHECK-NEXT:     "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %3 = "foo.v"() : () -> i32
// CHECK-NEXT:     "foo.br"(%3)[^bb1] : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "foo.a"(%1) : (i32) -> i32
// GENERIC-NEXT:   %1 = "foo.b"(%0) : (i32) -> i32
// GENERIC-NEXT:   "foo.graph"() ({
// GENERIC-NEXT:     "foo.use"(%5, %4) : (i32, i32) -> ()
// GENERIC-NEXT:     %4 = "foo.def"(%5) : (i32) -> i32
// GENERIC-NEXT:     %5 = "foo.def"(%4) : (i32) -> i32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.cfg"() ({
// GENERIC-NEXT:     "foo.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb1(%2: i32):  // pred: ^bb2
// GENERIC-NEXT:     "foo.use"(%2) : (i32) -> ()
// GENERIC-NEXT:     "foo.ret"() : () -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     %3 = "foo.v"() : () -> i32
// GENERIC-NEXT:     "foo.br"(%3)[^bb1] : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
