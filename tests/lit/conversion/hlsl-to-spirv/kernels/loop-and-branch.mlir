// Kernel: an scf.for loop and an scf.if branch.
//
//   StructuredBuffer<int> In : register(t0);
//   RWStructuredBuffer<int> Out : register(u1);
//   [numthreads(32, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     int sum = 0;
//     for (int k = 0; k < 8; ++k) {
//       int x = In[id.x * 8 + k];
//       sum += (x < 0) ? -x : x;      // an scf.if yielding |x|
//     }
//     Out[id.x] = sum;
//   }
//
// Bindings: set 0, binding 0 (In, 8 ints per thread) and binding 1 (Out).
// Expected: Out[i] = sum of |In[8i + k]| for k in 0..8.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// CHECK: spirv.mlir.loop {
// CHECK: spirv.SLessThan
// CHECK: spirv.mlir.selection {
// CHECK: spirv.mlir.merge
// CHECK: spirv.mlir.merge

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 32, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %base = arith.muli %i, %c8 : i32
  %sum = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %index = arith.addi %base, %k : i32
    %x = hlsl.buffer.load %in[%index] : !hlsl.handle<srv, i32, raw> -> i32
    %negative = arith.cmpi slt, %x, %c0 : i32
    %abs = scf.if %negative -> (i32) {
      %negated = arith.subi %c0, %x : i32
      scf.yield %negated : i32
    } else {
      scf.yield %x : i32
    }
    %next = arith.addi %acc, %abs : i32
    scf.yield %next : i32
  }
  hlsl.buffer.store %sum, %out[%i] : i32, !hlsl.handle<uav, i32, raw>
  return
}
