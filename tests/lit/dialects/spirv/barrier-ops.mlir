// The barrier ops (`spirv.ControlBarrier`, `spirv.MemoryBarrier`) in their custom form as MLIR 22 prints them, and the generic form
// cross-checked with upstream.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// -----

// CHECK-LABEL: spirv.module @barriers Logical GLSL450 {
// CHECK-NEXT: spirv.func @barriers() "None" {
// CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>
// CHECK-NEXT: spirv.ControlBarrier <Subgroup>, <Workgroup>, <None> {foo}
// CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK-NEXT: spirv.MemoryBarrier <Device>, <Acquire|UniformMemory>
// CHECK-NEXT: spirv.MemoryBarrier <Workgroup>, <SequentiallyConsistent>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @barriers Logical GLSL450 {
  spirv.func @barriers() "None" {
    spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>
    spirv.ControlBarrier <Subgroup>, <Workgroup>, <None> {foo}
    spirv.ControlBarrier #spirv.scope<Workgroup>, #spirv.scope<Workgroup>, #spirv.memory_semantics<AcquireRelease|WorkgroupMemory>
    spirv.MemoryBarrier <Device>, <Acquire|UniformMemory>
    spirv.MemoryBarrier <Workgroup>, <SequentiallyConsistent>
    spirv.Return
  }
}
