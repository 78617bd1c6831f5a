// Kernel: InterlockedAdd on RWTexture2D<uint> texels (a storage image), 256
// invocations adding to the four texels of a 2 x 2 image.
//
//   RWTexture2D<uint> Grid : register(u0);         // 2 x 2, zeroed
//   RWStructuredBuffer<uint> Seen : register(u1);  // 256 words
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     uint old;
//     InterlockedAdd(Grid[uint2(id.x & 1, (id.x >> 1) & 1)], id.x + 1, old);
//     Seen[id.x] = old;
//   }
//
// Bindings: Grid is a storage image of format R32_UINT. Dispatched as 4
// groups. Expected: texel (x, y) = sum of i + 1 over the invocations i with
// i % 4 == x + 2y; every Seen[i] a partial sum of its texel, below the
// final value.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: %[[PTR:.+]] = spirv.ImageTexelPointer %{{.+}}, %{{.+}}, %{{.+}} : (!spirv.ptr<!spirv.image<i32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32ui>, UniformConstant>, vector<2xi32>, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicIAdd <Device> <None> %[[PTR]], %{{.+}} : !spirv.ptr<i32, Image>
// DX: dx.resource.atomicrmw add %{{.+}}, %Grid[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 0, Texture2D>, vector<2xi32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %grid = hlsl.handlefrombinding "Grid"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<ui32>
  %seen = hlsl.handlefrombinding "Seen"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %x = arith.andi %i, %c1 : i32
  %half = arith.shrui %i, %c1 : i32
  %y = arith.andi %half, %c1 : i32
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %value = arith.addi %i, %c1 : i32
  %old = hlsl.texture.atomic_rmw addi %value, %grid[%xy] : i32, !hlsl.handle<uav, ui32, dim = 2d>, vector<2xi32>
  hlsl.buffer.store %old, %seen[%i] : i32, !hlsl.handle<uav, i32, raw>
  return
}
