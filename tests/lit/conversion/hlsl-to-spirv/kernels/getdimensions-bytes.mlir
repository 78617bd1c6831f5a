// Kernel: GetDimensions of a byte-address buffer (its size in bytes) and of a typed
// buffer (its element count).
//
//   ByteAddressBuffer Bytes : register(t0);     // 100 words
//   Buffer<float4> Texels : register(t1);       // 24 texels
//   RWStructuredBuffer<uint> Out : register(u2); // 2 words
//   [numthreads(1, 1, 1)] void main() {
//     uint bytes, texels;
//     Bytes.GetDimensions(bytes);
//     Texels.GetDimensions(texels);
//     Out[0] = bytes; Out[1] = texels;
//   }
//
// Expected: Out = [400, 24].

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: %[[WORDS:.+]] = spirv.ArrayLength %Bytes_addr, 0
// CHECK: spirv.IMul %[[WORDS]], %{{.+}} : i32
// CHECK: spirv.ImageQuerySize %{{.+}} : !spirv.image<f32, Buffer, {{.*}}> -> i32
// DX: dx.resource.getdimensions
// DX: dx.resource.getdimensions

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.ByteAddressBuffer
  %texels = hlsl.handlefrombinding "Texels"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Buffer<vector<4xf32>>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %size = hlsl.buffer.getdimensions %bytes : !hlsl.handle<srv, i8, raw> -> i32
  %count = hlsl.buffer.getdimensions %texels : !hlsl.handle<srv, vector<4xf32>, dim = buffer> -> i32
  hlsl.buffer.store %size, %out[%c0] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %count, %out[%c1] : i32, !hlsl.handle<uav, i32, raw>
  return
}
