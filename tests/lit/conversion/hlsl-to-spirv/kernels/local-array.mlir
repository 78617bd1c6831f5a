// Kernel: a function-local array indexed dynamically, and a static const table.
//
//   StructuredBuffer<int> In : register(t0);      // 64 ints
//   RWStructuredBuffer<int> Out : register(u1);   // 64 ints
//   static const int Weights[4] = { 3, -1, 4, 1 };
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     int window[8];
//     for (uint k = 0; k < 8; ++k) window[k] = In[(gi + k) % 64];
//     uint pick = (uint)In[gi] % 8;
//     Out[gi] = window[pick] * Weights[gi % 4];
//   }
//
// Expected: Out[gi] = In[(gi + In[gi] % 8) % 64] * Weights[gi % 4].

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.Variable : !spirv.ptr<!spirv.array<4 x i32>, Function>
// CHECK: spirv.Variable : !spirv.ptr<!spirv.array<8 x i32>, Function>
// CHECK: spirv.mlir.loop
// DX: memref.alloca

memref.global "private" constant @Weights : memref<4xi32> = dense<[3, -1, 4, 1]>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c63 = arith.constant 63 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %weights = memref.get_global @Weights : memref<4xi32>
  %window = memref.alloca() : memref<8xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  scf.for %k = %c0 to %c8 step %c1 : i32 {
    %at0 = arith.addi %gi, %k : i32
    %at = arith.andi %at0, %c63 : i32
    %v = hlsl.buffer.load %in[%at] : !hlsl.handle<srv, i32, raw> -> i32
    %ki = arith.index_cast %k : i32 to index
    memref.store %v, %window[%ki] : memref<8xi32>
  }
  %own = hlsl.buffer.load %in[%gi] : !hlsl.handle<srv, i32, raw> -> i32
  %pick = arith.andi %own, %c7 : i32
  %pi = arith.index_cast %pick : i32 to index
  %x = memref.load %window[%pi] : memref<8xi32>
  %wi0 = arith.andi %gi, %c3 : i32
  %wi = arith.index_cast %wi0 : i32 to index
  %w = memref.load %weights[%wi] : memref<4xi32>
  %r = arith.muli %x, %w : i32
  hlsl.buffer.store %r, %out[%gi] : i32, !hlsl.handle<uav, i32, raw>
  return
}
