// complex, tuple, none, function types and unregistered dialect types.
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

%0 = "foo.c"() : () -> complex<f64>
%1 = "foo.c"() : () -> complex<i32>
%2 = "foo.t"() : () -> tuple<i32, f32, tuple<>>
%3 = "foo.t"() : () -> tuple<>
%4 = "foo.n"() : () -> none
%5 = "foo.f"() : () -> ((i32, f32) -> i1)
%6 = "foo.f"() : () -> (() -> ())
%7 = "foo.f"() : () -> ((i32) -> (i1, i2))
%8 = "foo.f"() : () -> (() -> (() -> i32))
"foo.take"(%5, %8) : ((i32, f32) -> i1, () -> (() -> i32)) -> ()
%9 = "foo.o"() : () -> !foo.bar
%10 = "foo.o"() : () -> !foo.bar<1, [2, 3]>
%11 = "foo.o"() : () -> !foo<"quoted body">
%12 = "foo.o"() : () -> !foo<simple>
%13 = "foo.o"() : () -> !foo.a.b_c
%14 = "foo.o"() : () -> !foo.p<"x">

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.c"() : () -> complex<f64>
// CHECK-NEXT:   %1 = "foo.c"() : () -> complex<i32>
// CHECK-NEXT:   %2 = "foo.t"() : () -> tuple<i32, f32, tuple<>>
// CHECK-NEXT:   %3 = "foo.t"() : () -> tuple<>
// CHECK-NEXT:   %4 = "foo.n"() : () -> none
// CHECK-NEXT:   %5 = "foo.f"() : () -> ((i32, f32) -> i1)
// CHECK-NEXT:   %6 = "foo.f"() : () -> (() -> ())
// CHECK-NEXT:   %7 = "foo.f"() : () -> ((i32) -> (i1, i2))
// CHECK-NEXT:   %8 = "foo.f"() : () -> (() -> (() -> i32))
// CHECK-NEXT:   "foo.take"(%5, %8) : ((i32, f32) -> i1, () -> (() -> i32)) -> ()
// CHECK-NEXT:   %9 = "foo.o"() : () -> !foo.bar
// CHECK-NEXT:   %10 = "foo.o"() : () -> !foo.bar<1, [2, 3]>
// CHECK-NEXT:   %11 = "foo.o"() : () -> !foo<"quoted body">
// CHECK-NEXT:   %12 = "foo.o"() : () -> !foo.simple
// CHECK-NEXT:   %13 = "foo.o"() : () -> !foo.a.b_c
// CHECK-NEXT:   %14 = "foo.o"() : () -> !foo.p<"x">
// CHECK-NEXT: }
