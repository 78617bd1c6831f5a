// The memref subset in its custom form as MLIR 22 prints it: groupshared
// memory (workgroup memory space 3), constant tables, function-local arrays,
// loads, stores and both atomics. The generic form is cross-checked with
// upstream, and upstream's output parses back.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s | %hlsl-opt | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// REQUIRES: mlir-opt

// CHECK: memref.global "private" @tile : memref<64xf32, 3>
// CHECK: memref.global "private" @counts : memref<4x4xi32, 3>
// CHECK: memref.global "private" constant @weights : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00]>
// CHECK: memref.global @scratch : memref<8xi32> = uninitialized
// CHECK: memref.global "private" @aligned : memref<2xi64, 3> {alignment = 16 : i64}
// CHECK: memref.global "private" @seeded : memref<2xi32> = dense<7>
// GENERIC: "memref.global"() <{sym_name = "tile", sym_visibility = "private", type = memref<64xf32, 3>}> : () -> ()
// GENERIC: "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00]> : tensor<4xf32>, sym_name = "weights", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value, sym_name = "scratch", type = memref<8xi32>}> : () -> ()
memref.global "private" @tile : memref<64xf32, 3>
memref.global "private" @counts : memref<4x4xi32, 3>
memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 2.0, 1.0]>
memref.global @scratch : memref<8xi32> = uninitialized
memref.global "private" @aligned : memref<2xi64, 3> {alignment = 16}
memref.global "private" @seeded : memref<2xi32> = dense<7>

// CHECK-LABEL: func.func @kernel(
func.func @kernel(%i: index, %j: index, %x: i32, %f: f32, %expected: i32, %n: index) -> i32 {
  // CHECK: %[[TILE:.*]] = memref.get_global @tile : memref<64xf32, 3>
  // GENERIC: "memref.get_global"() <{name = @tile}> : () -> memref<64xf32, 3>
  %tile = memref.get_global @tile : memref<64xf32, 3>
  %counts = memref.get_global @counts : memref<4x4xi32, 3>
  // CHECK: %[[V:.*]] = memref.load %[[TILE]][%arg0] : memref<64xf32, 3>
  // GENERIC: "memref.load"(%{{.*}}, %arg0) : (memref<64xf32, 3>, index) -> f32
  %v = memref.load %tile[%i] : memref<64xf32, 3>
  // CHECK: memref.store %[[V]], %[[TILE]][%arg1] : memref<64xf32, 3>
  // GENERIC: "memref.store"(%{{.*}}, %{{.*}}, %arg1) : (f32, memref<64xf32, 3>, index) -> ()
  memref.store %v, %tile[%j] : memref<64xf32, 3>
  // CHECK: memref.load %{{.*}}[%arg0, %arg1] {nontemporal = true} : memref<4x4xi32, 3>
  // GENERIC: "memref.load"(%{{.*}}, %arg0, %arg1) <{nontemporal = true}> : (memref<4x4xi32, 3>, index, index) -> i32
  %c = memref.load %counts[%i, %j] {nontemporal = true} : memref<4x4xi32, 3>
  // CHECK: memref.store %{{.*}}, %{{.*}}[%arg0, %arg1] {alignment = 4 : i64} : memref<4x4xi32, 3>
  memref.store %c, %counts[%i, %j] {alignment = 4} : memref<4x4xi32, 3>
  // CHECK: memref.atomic_rmw addi %arg2, %{{.*}}[%arg0, %arg1] : (i32, memref<4x4xi32, 3>) -> i32
  // GENERIC: "memref.atomic_rmw"(%arg2, %{{.*}}, %arg0, %arg1) <{kind = 1 : i64}> : (i32, memref<4x4xi32, 3>, index, index) -> i32
  %old = memref.atomic_rmw addi %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  %0 = memref.atomic_rmw andi %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  %1 = memref.atomic_rmw ori %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  %2 = memref.atomic_rmw xori %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  %3 = memref.atomic_rmw mins %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  %4 = memref.atomic_rmw maxs %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  %5 = memref.atomic_rmw minu %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  // CHECK: memref.atomic_rmw maxu
  %6 = memref.atomic_rmw maxu %x, %counts[%i, %j] : (i32, memref<4x4xi32, 3>) -> i32
  // CHECK: memref.atomic_rmw assign %arg3, %{{.*}}[%arg0] : (f32, memref<64xf32, 3>) -> f32
  // GENERIC: <{kind = 3 : i64}> : (f32, memref<64xf32, 3>, index) -> f32
  %7 = memref.atomic_rmw assign %f, %tile[%i] : (f32, memref<64xf32, 3>) -> f32
  // CHECK: memref.atomic_rmw addf
  %8 = memref.atomic_rmw addf %f, %tile[%i] : (f32, memref<64xf32, 3>) -> f32
  // CHECK: %{{.*}} = memref.generic_atomic_rmw %{{.*}}[%arg0, %arg1] : memref<4x4xi32, 3> {
  // CHECK-NEXT: ^bb0(%[[CUR:.*]]: i32):
  // CHECK-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[CUR]], %arg4 : i32
  // CHECK-NEXT: %[[NEW:.*]] = arith.select %[[EQ]], %arg2, %[[CUR]] : i32
  // CHECK-NEXT: memref.atomic_yield %[[NEW]] : i32
  // CHECK-NEXT: }
  // GENERIC: "memref.generic_atomic_rmw"(%{{.*}}, %arg0, %arg1) ({
  // GENERIC: "memref.atomic_yield"(%{{.*}}) : (i32) -> ()
  // GENERIC: }) : (memref<4x4xi32, 3>, index, index) -> i32
  %seen = memref.generic_atomic_rmw %counts[%i, %j] : memref<4x4xi32, 3> {
  ^bb0(%current: i32):
    %same = arith.cmpi eq, %current, %expected : i32
    %new = arith.select %same, %x, %current : i32
    memref.atomic_yield %new : i32
  }
  // CHECK: %alloca = memref.alloca() : memref<8xf32>
  // GENERIC: "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  %local = memref.alloca() : memref<8xf32>
  // CHECK: %alloca_0 = memref.alloca(%arg5) {alignment = 16 : i64} : memref<?xi32>
  // GENERIC: "memref.alloca"(%arg5) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi32>
  %dynamic = memref.alloca(%n) {alignment = 16} : memref<?xi32>
  memref.store %f, %local[%i] : memref<8xf32>
  // CHECK: memref.get_global @weights : memref<4xf32>
  %w = memref.get_global @weights : memref<4xf32>
  %wv = memref.load %w[%i] : memref<4xf32>
  return %seen : i32
}
