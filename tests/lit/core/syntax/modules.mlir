// Nested modules: names (quoted when needed), attributes, visibility, empty bodies.
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

module @outer attributes {foo.x = 1, foo.flag} {
  module {
  }
  module @"quoted name" attributes {foo.b = "s"} {
    "foo.op"() : () -> ()
  }
  module @vis attributes {sym_visibility = "private"} {}
  "foo.r"() ({
    module @in_region {}
  }) : () -> ()
}

// CHECK: module @outer attributes {foo.flag, foo.x = 1 : i64} {
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @"quoted name" attributes {foo.b = "s"} {
// CHECK-NEXT:     "foo.op"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module @vis attributes {sym_visibility = "private"} {
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:     builtin.module @in_region {
// CHECK-NEXT:     }
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "quoted name"}> ({
// GENERIC-NEXT:     "foo.op"() : () -> ()
// GENERIC-NEXT:   }) {foo.b = "s"} : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "vis", sym_visibility = "private"}> ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "foo.r"() ({
// GENERIC-NEXT:     "builtin.module"() <{sym_name = "in_region"}> ({
// GENERIC-NEXT:     ^bb0:
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) {foo.flag, foo.x = 1 : i64} : () -> ()
