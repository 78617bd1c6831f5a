// Attributes of unregistered dialects keep their text; pretty or <...> form as MLIR picks.
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

"foo.o"() {a = #foo.bar, b = #foo.bar<1, [2]>, c = #foo<"quoted">, d = #foo<simple>, e = #foo.a.b, f = [#foo.x, #bar.y<z>], g = #foo.p<"s">} : () -> ()
"foo.p"() <{a = #foo.bar}> : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.o"() {a = #foo.bar, b = #foo.bar<1, [2]>, c = #foo<"quoted">, d = #foo.simple, e = #foo.a.b, f = [#foo.x, #bar.y<z>], g = #foo.p<"s">} : () -> ()
// CHECK-NEXT:   "foo.p"() <{a = #foo.bar}> : () -> ()
// CHECK-NEXT: }
