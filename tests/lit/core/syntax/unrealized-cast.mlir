// builtin.unrealized_conversion_cast in custom form.
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

%0 = "foo.v"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, f32 to i64, i1 {foo.tag}
%3 = builtin.unrealized_conversion_cast to !foo.t
"foo.r"() ({
  %4 = builtin.unrealized_conversion_cast %0 : i32 to index
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.v"() : () -> i32
// CHECK-NEXT:   %1 = unrealized_conversion_cast %0 : i32 to f32
// CHECK-NEXT:   %2:2 = unrealized_conversion_cast %0, %1 : i32, f32 to i64, i1 {foo.tag}
// CHECK-NEXT:   %3 = unrealized_conversion_cast to !foo.t
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %0 : i32 to index
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "foo.v"() : () -> i32
// GENERIC-NEXT:   %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> f32
// GENERIC-NEXT:   %2:2 = "builtin.unrealized_conversion_cast"(%0, %1) {foo.tag} : (i32, f32) -> (i64, i1)
// GENERIC-NEXT:   %3 = "builtin.unrealized_conversion_cast"() : () -> !foo.t
// GENERIC-NEXT:   "foo.r"() ({
// GENERIC-NEXT:     %4 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> index
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
