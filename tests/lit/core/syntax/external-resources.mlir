// External resources (of other tools) are kept and printed back after the
// builtin dialect's blobs: groups merged in the order they first appear,
// entries in the order read, empty groups dropped; values are booleans,
// strings, or blobs (`"0x..."`: a 4-byte alignment, 0 printed for an empty
// blob, and data, in uppercase hex).
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.ours -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | diff %t.ours -

"foo.op"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      blob: "0x0400000001020304ab",
      "q k": false
    },
    other: {
    },
    zzz: { a: "x\C6", empty: "0x08000000", k: true, k: false }
  },
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
{-# external_resources: { mlir_reproducer: { verify_each: true } } #-}

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(canonicalize)",
// CHECK-NEXT:       disable_threading: true,
// CHECK-NEXT:       blob: "0x0400000001020304AB",
// CHECK-NEXT:       "q k": false,
// CHECK-NEXT:       verify_each: true
// CHECK-NEXT:     },
// CHECK-NEXT:     zzz: {
// CHECK-NEXT:       a: "x\C6",
// CHECK-NEXT:       empty: "0x00000000",
// CHECK-NEXT:       k: true,
// CHECK-NEXT:       k: false
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
