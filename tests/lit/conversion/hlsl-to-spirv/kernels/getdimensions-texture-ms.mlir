// Kernel: GetDimensions of a Texture2DMS (width, height, sample count) and
// GetSamplePosition of each of its samples.
//
//   Texture2DMS<float4, 4> Ms : register(t0);     // 8 x 4, 4 samples
//   RWStructuredBuffer<uint> Size : register(u1);  // 3 words
//   RWStructuredBuffer<float2> Positions : register(u2); // 4 elements
//   [numthreads(4, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     uint w, h, samples;
//     Ms.GetDimensions(w, h, samples);
//     if (gi == 0) { Size[0] = w; Size[1] = h; Size[2] = samples; }
//     Positions[gi] = Ms.GetSamplePosition(gi);
//   }
//
// Expected: Size = [8, 4, 4]; Positions the standard 4-sample pattern, in pixels
// from the centre: (-2, -6), (6, -2), (-6, 2), (2, 6), each / 16.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageQuerySize %{{.+}} : !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, MultiSampled, {{.*}}> -> vector<2xi32>
// CHECK: spirv.ImageQuerySamples
// DX: dx.resource.getdimensions
// DX: dx.resource.getsampleposition

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ms = hlsl.handlefrombinding "Ms"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2DMS<vector<4xf32>, 4>
  %size = hlsl.handlefrombinding "Size"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %positions = hlsl.handlefrombinding "Positions"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<vector<2xf32>>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %wh = hlsl.texture.getdimensions %ms : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4> -> vector<2xi32>
  %samples = hlsl.texture.samples %ms : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4>
  %first = arith.cmpi eq, %gi, %c0 : i32
  scf.if %first {
    %w = vector.extract %wh[0] : i32 from vector<2xi32>
    %h = vector.extract %wh[1] : i32 from vector<2xi32>
    hlsl.buffer.store %w, %size[%c0] : i32, !hlsl.handle<uav, i32, raw>
    hlsl.buffer.store %h, %size[%c1] : i32, !hlsl.handle<uav, i32, raw>
    hlsl.buffer.store %samples, %size[%c2] : i32, !hlsl.handle<uav, i32, raw>
  }
  %position = hlsl.texture.sample_position %ms[%gi] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4> -> vector<2xf32>
  hlsl.buffer.store %position, %positions[%gi] : vector<2xf32>, !hlsl.handle<uav, vector<2xf32>, raw>
  return
}
