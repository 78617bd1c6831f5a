// Kernel memory to SPIR-V: groupshared memrefs (memory space 3) are Workgroup variables
// of nested arrays without strides, function-local memref.allocas Function variables, a
// 'static const' table a Function variable holding its constant where it is referenced;
// loads and stores an AccessChain by the indices; memref.atomic_rmw on groupshared
// memory the OpAtomic* of its kind at Workgroup scope, and a generic_atomic_rmw that is
// a compare-exchange OpAtomicCompareExchange. Every preset validates.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.1" | %hlsl-translate --serialize-spirv -o %t.v11.spv && spirv-val --target-env vulkan1.1 %t.v11.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv

// CHECK-NOT: memref.global
// CHECK: spirv.GlobalVariable @tile : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
// CHECK-NEXT: spirv.GlobalVariable @counts : !spirv.ptr<!spirv.array<4 x !spirv.array<4 x i32>>, Workgroup>
// CHECK-LABEL: spirv.func @main
// CHECK: %[[TILE:.+]] = spirv.mlir.addressof @tile
// CHECK: %[[COUNTS:.+]] = spirv.mlir.addressof @counts
// CHECK: %[[TABLE:.+]] = spirv.Constant [1.000000e+00 : f32, 2.000000e+00 : f32, 2.000000e+00 : f32, 1.000000e+00 : f32] : !spirv.array<4 x f32>
// CHECK-NEXT: %[[WEIGHTS:.+]] = spirv.Variable : !spirv.ptr<!spirv.array<4 x f32>, Function>
// CHECK-NEXT: spirv.Store "Function" %[[WEIGHTS]], %[[TABLE]] : !spirv.array<4 x f32>
// CHECK-NEXT: %[[LOCAL:.+]] = spirv.Variable : !spirv.ptr<!spirv.array<8 x f32>, Function>
// CHECK: %[[P0:.+]] = spirv.AccessChain %[[TILE]][%[[I:.+]]] : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>, i32 -> !spirv.ptr<f32, Workgroup>
// CHECK-NEXT: spirv.Store "Workgroup" %[[P0]], %{{.+}} : f32
// CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK-NEXT: %[[P1:.+]] = spirv.AccessChain %[[TILE]][%[[I]]]
// CHECK-NEXT: spirv.Load "Workgroup" %[[P1]] : f32
// CHECK-NEXT: %[[P2:.+]] = spirv.AccessChain %[[WEIGHTS]][%{{.+}}] : !spirv.ptr<!spirv.array<4 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
// CHECK-NEXT: spirv.Load "Function" %[[P2]] : f32
// CHECK-NEXT: %[[P3:.+]] = spirv.AccessChain %[[LOCAL]][%{{.+}}] : !spirv.ptr<!spirv.array<8 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
// CHECK-NEXT: spirv.Store "Function" %[[P3]]
// CHECK: %[[P4:.+]] = spirv.AccessChain %[[COUNTS]][%{{.+}}, %{{.+}}] : !spirv.ptr<!spirv.array<4 x !spirv.array<4 x i32>>, Workgroup>, i32, i32 -> !spirv.ptr<i32, Workgroup>
// CHECK-NEXT: spirv.AtomicIAdd <Workgroup> <None> %[[P4]], %{{.+}} : !spirv.ptr<i32, Workgroup>
// CHECK-NEXT: %[[P5:.+]] = spirv.AccessChain %[[COUNTS]]
// CHECK-NEXT: spirv.AtomicCompareExchange <Workgroup> <None> <None> %[[P5]], %{{.+}}, %{{.+}} : !spirv.ptr<i32, Workgroup>

memref.global "private" @tile : memref<64xf32, 3>
memref.global "private" @counts : memref<4x4xi32, 3>
memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 2.0, 1.0]>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %i = arith.index_cast %gi : i32 to index
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %tile = memref.get_global @tile : memref<64xf32, 3>
  %counts = memref.get_global @counts : memref<4x4xi32, 3>
  %weights = memref.get_global @weights : memref<4xf32>
  %local = memref.alloca() : memref<8xf32>
  %f = arith.uitofp %gi : i32 to f32
  memref.store %f, %tile[%i] : memref<64xf32, 3>
  hlsl.barrier group with_group_sync
  %v = memref.load %tile[%i] : memref<64xf32, 3>
  %w = memref.load %weights[%i1] : memref<4xf32>
  memref.store %v, %local[%i1] : memref<8xf32>
  %x = memref.load %local[%i1] : memref<8xf32>
  %old = memref.atomic_rmw addi %one, %counts[%i1, %i0] : (i32, memref<4x4xi32, 3>) -> i32
  %seen = memref.generic_atomic_rmw %counts[%i0, %i1] : memref<4x4xi32, 3> {
  ^bb0(%current: i32):
    %same = arith.cmpi eq, %current, %c0 : i32
    %new = arith.select %same, %gi, %current : i32
    memref.atomic_yield %new : i32
  }
  %y = arith.mulf %x, %w : f32
  hlsl.buffer.store %y, %out[%gi] : f32, !hlsl.handle<uav, f32, raw>
  return
}
