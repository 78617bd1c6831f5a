// Arrays and dictionaries: nesting, empty ones, unit entries, key order.
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

"foo.a"() {arr = [], nested = [[], [[]], [1, [2, [3]]]], mixed = ["s", 1.5, i32, unit, @sym, {k = 1}]} : () -> ()
"foo.d"() {d = {}, e = {z = 1, a = 2, m}, f = {"b c" = 1, b = 2, B = 3, _ = 4}, g = {inner = {deeper = {x}}}} : () -> ()
"foo.u"() {unit_attr, explicit = unit} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.a"() {arr = [], mixed = ["s", 1.500000e+00, i32, unit, @sym, {k = 1 : i64}], nested = {{\[\[}}], {{\[\[}}]], [1, [2, [3]]]]} : () -> ()
// CHECK-NEXT:   "foo.d"() {d = {}, e = {a = 2 : i64, m, z = 1 : i64}, f = {B = 3 : i64, _ = 4 : i64, b = 2 : i64, "b c" = 1 : i64}, g = {inner = {deeper = {x}}}} : () -> ()
// CHECK-NEXT:   "foo.u"() {explicit, unit_attr} : () -> ()
// CHECK-NEXT: }
