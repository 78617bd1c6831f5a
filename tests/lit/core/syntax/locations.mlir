// Every location kind with --mlir-print-debuginfo: #loc aliases after the module.
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s > %t.debug
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | diff %t.debug -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.debug.generic
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | diff %t.debug.generic -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo | diff %t.debug -

"foo.a"() : () -> () loc(unknown)
"foo.b"() : () -> () loc(callsite("f.c":1:2 at "g.c":3:4))
"foo.c"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"foo.d"() : () -> () loc(fused<"meta">["a.c":1:1, "c.c":3:3])
"foo.e"() : () -> () loc("name")
"foo.f"() : () -> () loc("name"("x.c":5:6))
"foo.g"() : () -> () loc("x.c":5:6 to 7:8)
"foo.h"() : () -> () loc("x.c":5:6 to :8)
"foo.i"() : () -> () loc(callsite("f.c":1:2 at callsite("g.c":3:4 at "h.c":5:6)))
"foo.j"() : () -> () loc("f.c":1:2)
"foo.k"() : () -> () loc(fused<#foo.meta>["a.c":1:1])
"foo.l"() : () -> () loc("esc\"ape\n"("file with space.c":9:9))
"foo.m"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.b"() : () -> () loc(#loc14)
// CHECK-NEXT:   "foo.c"() : () -> () loc(#loc15)
// CHECK-NEXT:   "foo.d"() : () -> () loc(#loc16)
// CHECK-NEXT:   "foo.e"() : () -> () loc(#loc7)
// CHECK-NEXT:   "foo.f"() : () -> () loc(#loc17)
// CHECK-NEXT:   "foo.g"() : () -> () loc(#loc9)
// CHECK-NEXT:   "foo.h"() : () -> () loc(#loc10)
// CHECK-NEXT:   "foo.i"() : () -> () loc(#loc21)
// CHECK-NEXT:   "foo.j"() : () -> () loc(#loc2)
// CHECK-NEXT:   "foo.k"() : () -> () loc(#loc19)
// CHECK-NEXT:   "foo.l"() : () -> () loc(#loc20)
// CHECK-NEXT:   "foo.m"() : () -> () loc(#loc13)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("f.c":1:2)
// CHECK-NEXT: #loc3 = loc("g.c":3:4)
// CHECK-NEXT: #loc4 = loc("a.c":1:1)
// CHECK-NEXT: #loc5 = loc("b.c":2:2)
// CHECK-NEXT: #loc6 = loc("c.c":3:3)
// CHECK-NEXT: #loc7 = loc("name")
// CHECK-NEXT: #loc8 = loc("x.c":5:6)
// CHECK-NEXT: #loc9 = loc("x.c":5:6 to 7:8)
// CHECK-NEXT: #loc10 = loc("x.c":5:6 to :8)
// CHECK-NEXT: #loc11 = loc("h.c":5:6)
// CHECK-NEXT: #loc12 = loc("file with space.c":9:9)
// CHECK-NEXT: #loc13 = loc("{{.*}}locations.mlir":31:1)
// CHECK-NEXT: #loc14 = loc(callsite(#loc2 at #loc3))
// CHECK-NEXT: #loc15 = loc(fused[#loc4, #loc5])
// CHECK-NEXT: #loc16 = loc(fused<"meta">[#loc4, #loc6])
// CHECK-NEXT: #loc17 = loc("name"(#loc8))
// CHECK-NEXT: #loc18 = loc(callsite(#loc3 at #loc11))
// CHECK-NEXT: #loc19 = loc(fused<#foo.meta>[#loc4])
// CHECK-NEXT: #loc20 = loc("esc\22ape\0A"(#loc12))
// CHECK-NEXT: #loc21 = loc(callsite(#loc2 at #loc18))
