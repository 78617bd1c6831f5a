// Regions: empty, with an empty entry block, several, with entry arguments.
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

"foo.empty"() ({
}) : () -> ()
"foo.empty_block"() ({
^bb0:
}) : () -> ()
"foo.two"() ({
  "foo.x"() : () -> ()
}, {
}, {
^bb0(%a: i32, %b: f32):
  "foo.y"(%a, %b) : (i32, f32) -> ()
}) : () -> ()
"foo.nested"() ({
  "foo.inner"() ({
    "foo.innermost"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.empty"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.empty_block"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.two"() ({
// CHECK-NEXT:     "foo.x"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     "foo.y"(%arg0, %arg1) : (i32, f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "foo.nested"() ({
// CHECK-NEXT:     "foo.inner"() ({
// CHECK-NEXT:       "foo.innermost"() ({
// CHECK-NEXT:       ^bb0:
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "foo.empty"() ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.empty_block"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.two"() ({
// GENERIC-NEXT:     "foo.x"() : () -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     "foo.y"(%arg0, %arg1) : (i32, f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.nested"() ({
// GENERIC-NEXT:     "foo.inner"() ({
// GENERIC-NEXT:       "foo.innermost"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
