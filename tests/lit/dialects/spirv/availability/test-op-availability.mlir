// --test-spirv-op-availability prints each function's name, then the version
// range, extension alternatives and capability alternatives of every spirv op
// in it (nested ops first), before the IR itself; the same report as mlir-opt-22.

// RUN: %hlsl-opt -mlir-disable-threading -test-spirv-op-availability %s | FileCheck %s

// REQUIRES: mlir-opt
// RUN: %hlsl-opt -mlir-disable-threading -test-spirv-op-availability %s > %t.ours
// RUN: %mlir-opt -mlir-disable-threading -test-spirv-op-availability %s > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK-LABEL: {{^}}umul_extended
// CHECK-NEXT: spirv.UMulExtended min version: v1.0
// CHECK-NEXT: spirv.UMulExtended max version: v1.6
// CHECK-NEXT: spirv.UMulExtended extensions: [ ]
// CHECK-NEXT: spirv.UMulExtended capabilities: [ ]
func.func @umul_extended(%a: i32) -> !spirv.struct<(i32, i32)> {
  %0 = spirv.UMulExtended %a, %a : !spirv.struct<(i32, i32)>
  return %0 : !spirv.struct<(i32, i32)>
}

// An enum operand adds its own requirements: the `QueueFamily` scope here.
// CHECK-LABEL: {{^}}atomic_increment
// CHECK-NEXT: spirv.AtomicIIncrement min version: v1.5
// CHECK-NEXT: spirv.AtomicIIncrement max version: v1.6
// CHECK-NEXT: spirv.AtomicIIncrement extensions: [ ]
// CHECK-NEXT: spirv.AtomicIIncrement capabilities: [ [VulkanMemoryModel] ]
func.func @atomic_increment(%p: !spirv.ptr<i32, StorageBuffer>) -> i32 {
  %0 = spirv.AtomicIIncrement <QueueFamily> <None> %p : !spirv.ptr<i32, StorageBuffer>
  return %0 : i32
}

// Ops in nested regions come first; the module's own requirements come from
// its addressing and memory models.
// CHECK-LABEL: {{^}}nested
// CHECK-NEXT: spirv.Return min version: v1.0
// CHECK: spirv.func min version: v1.0
// CHECK: spirv.module min version: v1.0
// CHECK-NEXT: spirv.module max version: v1.6
// CHECK-NEXT: spirv.module extensions: [ ]
// CHECK-NEXT: spirv.module capabilities: [ [Addresses] [Kernel] ]
func.func @nested() {
  spirv.module Physical64 OpenCL {
    spirv.func @f() "None" {
      spirv.Return
    }
  }
  return
}

// A group operation needs the instruction's version and the operation's
// capabilities.
// CHECK-LABEL: {{^}}group_iadd
// CHECK-NEXT: spirv.Constant min version: v1.0
// CHECK: spirv.GroupNonUniformIAdd min version: v1.3
// CHECK-NEXT: spirv.GroupNonUniformIAdd max version: v1.6
// CHECK-NEXT: spirv.GroupNonUniformIAdd extensions: [ ]
// CHECK-NEXT: spirv.GroupNonUniformIAdd capabilities: [ [GroupNonUniformArithmetic, GroupNonUniformClustered, GroupNonUniformPartitionedNV] [GroupNonUniformClustered] ]
func.func @group_iadd(%v: i32) -> i32 {
  %c = spirv.Constant 4 : i32
  %0 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %v cluster_size(%c) : i32, i32 -> i32
  return %0 : i32
}

// The IR is printed after the report.
// CHECK: module {
// CHECK: func.func @umul_extended
