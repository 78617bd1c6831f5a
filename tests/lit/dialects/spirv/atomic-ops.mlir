// The atomic ops with their stripped <Scope> <MemorySemantics> enum attributes (full
// #spirv.scope<...> attributes parse too), in MLIR 22's custom form.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module @atomic Logical GLSL450 {
// CHECK-NEXT: spirv.GlobalVariable @counters : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
// CHECK: spirv.func @integer(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: !spirv.ptr<i64, Workgroup>, %arg2: i32, %arg3: i64) "None" {
// CHECK-NEXT: %0 = spirv.AtomicIAdd <Device> <None> %arg0, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %1 = spirv.AtomicISub <Device> <AcquireRelease|UniformMemory> %arg0, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %2 = spirv.AtomicAnd <Workgroup> <Acquire> %arg1, %arg3 : !spirv.ptr<i64, Workgroup>
// CHECK-NEXT: %3 = spirv.AtomicOr <Workgroup> <Release|WorkgroupMemory> %arg1, %arg3 : !spirv.ptr<i64, Workgroup>
// CHECK-NEXT: %4 = spirv.AtomicXor <Subgroup> <SequentiallyConsistent> %arg0, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %5 = spirv.AtomicSMin <Device> <None> %arg0, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %6 = spirv.AtomicSMax <Device> <None> %arg0, %arg2 {foo} : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %7 = spirv.AtomicUMin <Invocation> <None> %arg1, %arg3 : !spirv.ptr<i64, Workgroup>
// CHECK-NEXT: %8 = spirv.AtomicUMax <Device> <None> %arg0, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %9 = spirv.AtomicIIncrement <Device> <None> %arg0 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %10 = spirv.AtomicIDecrement <CrossDevice> <AcquireRelease> %arg1 {foo} : !spirv.ptr<i64, Workgroup>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @exchange(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: !spirv.ptr<f32, Workgroup>, %arg2: i32, %arg3: f32) "None" {
// CHECK-NEXT: %0 = spirv.AtomicExchange <Device> <None> %arg0, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %1 = spirv.AtomicExchange <Workgroup> <AcquireRelease> %arg1, %arg3 : !spirv.ptr<f32, Workgroup>
// CHECK-NEXT: %2 = spirv.AtomicCompareExchange <Device> <AcquireRelease|UniformMemory> <Acquire|UniformMemory> %arg0, %arg2, %arg2 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %3 = spirv.AtomicCompareExchangeWeak <Workgroup> <None> <None> %arg0, %arg2, %arg2 {foo} : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %4 = spirv.EXT.AtomicFAdd <Device> <None> %arg1, %arg3 : !spirv.ptr<f32, Workgroup>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module @atomic Logical GLSL450 {
  spirv.GlobalVariable @counters : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @integer(%p: !spirv.ptr<i32, StorageBuffer>, %w: !spirv.ptr<i64, Workgroup>, %v: i32, %l: i64) "None" {
    %0 = spirv.AtomicIAdd <Device> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %1 = spirv.AtomicISub <Device> <AcquireRelease|UniformMemory> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %2 = spirv.AtomicAnd <Workgroup> <Acquire> %w, %l : !spirv.ptr<i64, Workgroup>
    %3 = spirv.AtomicOr <Workgroup> <Release|WorkgroupMemory> %w, %l : !spirv.ptr<i64, Workgroup>
    %4 = spirv.AtomicXor <Subgroup> <SequentiallyConsistent> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %5 = spirv.AtomicSMin <Device> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %6 = spirv.AtomicSMax <Device> <None> %p, %v {foo} : !spirv.ptr<i32, StorageBuffer>
    %7 = spirv.AtomicUMin <Invocation> <None> %w, %l : !spirv.ptr<i64, Workgroup>
    %8 = spirv.AtomicUMax #spirv.scope<Device> #spirv.memory_semantics<None> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %9 = spirv.AtomicIIncrement <Device> <None> %p : !spirv.ptr<i32, StorageBuffer>
    %10 = spirv.AtomicIDecrement <CrossDevice> <AcquireRelease> %w {foo} : !spirv.ptr<i64, Workgroup>
    spirv.Return
  }
  spirv.func @exchange(%p: !spirv.ptr<i32, StorageBuffer>, %f: !spirv.ptr<f32, Workgroup>, %v: i32, %x: f32) "None" {
    %0 = spirv.AtomicExchange <Device> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
    %1 = spirv.AtomicExchange <Workgroup> <AcquireRelease> %f, %x : !spirv.ptr<f32, Workgroup>
    %2 = spirv.AtomicCompareExchange <Device> <AcquireRelease|UniformMemory> <Acquire|UniformMemory> %p, %v, %v : !spirv.ptr<i32, StorageBuffer>
    %3 = spirv.AtomicCompareExchangeWeak <Workgroup> <None> <None> %p, %v, %v {foo} : !spirv.ptr<i32, StorageBuffer>
    %4 = spirv.EXT.AtomicFAdd <Device> <None> %f, %x : !spirv.ptr<f32, Workgroup>
    spirv.Return
  }
}
