// Kernel: InterlockedAdd on RWBuffer<uint> elements (a storage texel buffer),
// 256 invocations adding to four elements.
//
//   RWBuffer<uint> Counts : register(u0);          // 4 elements, zeroed
//   RWStructuredBuffer<uint> Seen : register(u1);  // 256 words
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     uint old;
//     InterlockedAdd(Counts[id.x % 4], id.x + 1, old);
//     Seen[id.x] = old;
//   }
//
// Bindings: Counts is a storage texel buffer view of format R32_UINT.
// Dispatched as 4 groups. Expected: Counts[k] = sum of i + 1 over the
// invocations i with i % 4 == k; every Seen[i] a partial sum of its element,
// below the final value.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: %[[PTR:.+]] = spirv.ImageTexelPointer %{{.+}}, %{{.+}}, %{{.+}} : (!spirv.ptr<!spirv.image<i32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32ui>, UniformConstant>, i32, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicIAdd <Device> <None> %[[PTR]], %{{.+}} : !spirv.ptr<i32, Image>
// DX: dx.resource.atomicrmw add %{{.+}}, %Counts[%{{.+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %counts = hlsl.handlefrombinding "Counts"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<ui32>
  %seen = hlsl.handlefrombinding "Seen"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %slot = arith.andi %i, %c3 : i32
  %value = arith.addi %i, %c1 : i32
  %old = hlsl.buffer.atomic_rmw addi %value, %counts[%slot] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  hlsl.buffer.store %old, %seen[%i] : i32, !hlsl.handle<uav, i32, raw>
  return
}
