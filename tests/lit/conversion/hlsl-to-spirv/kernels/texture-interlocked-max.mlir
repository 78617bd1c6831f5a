// Kernel: InterlockedMax and InterlockedMin on RWTexture2D<int> texels (a
// signed storage image: si32 texels), signed values around zero.
//
//   RWTexture2D<int> Range : register(u0);  // 2 x 1: (-1000, 1000)
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     int v = int((gi * 29) % 64) - 31;
//     InterlockedMax(Range[uint2(0, 0)], v);
//     InterlockedMin(Range[uint2(1, 0)], v);
//   }
//
// Bindings: Range is a storage image of format R32_SINT. Expected:
// Range = (max, min) of the values, (32, -31).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageTexelPointer %{{.+}}, %{{.+}}, %{{.+}} : ({{.+}}R32i>, UniformConstant>, vector<2xi32>, i32) -> !spirv.ptr<si32, Image>
// CHECK: spirv.AtomicSMax <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<si32, Image>
// CHECK: spirv.AtomicSMin <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<si32, Image>
// DX: dx.resource.atomicrmw max %{{.+}}, %Range[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>
// DX: dx.resource.atomicrmw min %{{.+}}, %Range[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c29 = arith.constant 29 : i32
  %c31 = arith.constant 31 : i32
  %c63 = arith.constant 63 : i32
  %range = hlsl.handlefrombinding "Range"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<si32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %scaled = arith.muli %gi, %c29 : i32
  %wrapped = arith.andi %scaled, %c63 : i32
  %v = arith.subi %wrapped, %c31 : i32
  %hi = vector.from_elements %c0, %c0 : vector<2xi32>
  %lo = vector.from_elements %c1, %c0 : vector<2xi32>
  %a = hlsl.texture.atomic_rmw maxs %v, %range[%hi] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
  %b = hlsl.texture.atomic_rmw mins %v, %range[%lo] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
  return
}
