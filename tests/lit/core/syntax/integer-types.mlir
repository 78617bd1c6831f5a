// Integer and index types: signless, signed, unsigned, odd widths.
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

%0:6 = "foo.ints"() : () -> (i1, i8, i16, i32, i64, i128)
%1:4 = "foo.signed"() : () -> (si1, si8, si32, si64)
%2:4 = "foo.unsigned"() : () -> (ui1, ui7, ui32, ui64)
%3:3 = "foo.odd"() : () -> (i3, i17, i1024)
%4 = "foo.index"() : () -> index
"foo.use"(%0#3, %1#2, %2#2, %3#1, %4) : (i32, si32, ui32, i17, index) -> ()

// CHECK: module {
// CHECK-NEXT:   %0:6 = "foo.ints"() : () -> (i1, i8, i16, i32, i64, i128)
// CHECK-NEXT:   %1:4 = "foo.signed"() : () -> (si1, si8, si32, si64)
// CHECK-NEXT:   %2:4 = "foo.unsigned"() : () -> (ui1, ui7, ui32, ui64)
// CHECK-NEXT:   %3:3 = "foo.odd"() : () -> (i3, i17, i1024)
// CHECK-NEXT:   %4 = "foo.index"() : () -> index
// CHECK-NEXT:   "foo.use"(%0#3, %1#2, %2#2, %3#1, %4) : (i32, si32, ui32, i17, index) -> ()
// CHECK-NEXT: }
