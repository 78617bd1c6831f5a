// Kernel: InterlockedCompareExchange on RWTexture2D<uint> texels: the first
// invocation of each texel to find 0 claims it.
//
//   RWTexture2D<uint> Owners : register(u0);       // 4 x 2, zeroed
//   RWStructuredBuffer<uint> Seen : register(u1);  // 64 words
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     uint old;
//     InterlockedCompareExchange(Owners[uint2(gi & 3, (gi >> 2) & 1)], 0, gi + 1, old);
//     Seen[gi] = old;
//   }
//
// Bindings: Owners is a storage image of format R32_UINT. Expected: texel k
// (k = x + 4y) holds w + 1 for one invocation w with w % 8 == k, Seen[w] = 0
// and Seen[gi] = w + 1 for the other invocations of that texel.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: %[[PTR:.+]] = spirv.ImageTexelPointer %{{.+}}, %{{.+}}, %{{.+}} : ({{.+}}R32ui>, UniformConstant>, vector<2xi32>, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicCompareExchange <Device> <None> <None> %[[PTR]], %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// DX: dx.resource.cmpxchg %{{.+}}, %{{.+}}, %Owners[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 0, Texture2D>, vector<2xi32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %owners = hlsl.handlefrombinding "Owners"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<ui32>
  %seen = hlsl.handlefrombinding "Seen"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = arith.andi %gi, %c3 : i32
  %row = arith.shrui %gi, %c2 : i32
  %y = arith.andi %row, %c1 : i32
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %mine = arith.addi %gi, %c1 : i32
  %old = hlsl.texture.atomic_cmpxchg %c0, %mine, %owners[%xy] : i32, !hlsl.handle<uav, ui32, dim = 2d>, vector<2xi32>
  hlsl.buffer.store %old, %seen[%gi] : i32, !hlsl.handle<uav, i32, raw>
  return
}
