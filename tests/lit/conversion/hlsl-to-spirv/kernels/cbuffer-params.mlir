// Kernel: parameterized by a constant buffer.
//
//   cbuffer Params : register(b0) { float scale; float bias; uint count; bool negate; };
//   RWStructuredBuffer<float> Data : register(u1);
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     if (id.x < count) {
//       float v = Data[id.x] * scale + bias;
//       Data[id.x] = negate ? -v : v;
//     }
//   }
//
// Bindings: set 0, binding 0 (Params, a uniform buffer: scale at byte 0,
// bias at 4, count at 8, negate at 12 as a 32-bit integer; 16 bytes) and
// binding 1 (Data). Expected: Data[i] = ±(Data[i] * scale + bias) for
// i < count, unchanged after.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// CHECK: spirv.GlobalVariable @Params bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0], f32 [4], i32 [8], i32 [12]), Block>, Uniform>
// CHECK: spirv.ULessThan
// CHECK: spirv.INotEqual

!Params = !hlsl.struct<"Params", (f32, f32, i32, i1)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %params = hlsl.handlefrombinding "Params"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!Params>
  %data = hlsl.handlefrombinding "Data"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %count = hlsl.cbuffer.load %params member [2] : !hlsl.handle<cbuffer, !Params, row> -> i32
  %inside = arith.cmpi ult, %i, %count : i32
  scf.if %inside {
    %scale = hlsl.cbuffer.load %params member [0] : !hlsl.handle<cbuffer, !Params, row> -> f32
    %bias = hlsl.cbuffer.load %params member [1] : !hlsl.handle<cbuffer, !Params, row> -> f32
    %negate = hlsl.cbuffer.load %params member [3] : !hlsl.handle<cbuffer, !Params, row> -> i1
    %x = hlsl.buffer.load %data[%i] : !hlsl.handle<uav, f32, raw> -> f32
    %scaled = arith.mulf %x, %scale : f32
    %v = arith.addf %scaled, %bias : f32
    %neg = arith.negf %v : f32
    %r = arith.select %negate, %neg, %v : f32
    hlsl.buffer.store %r, %data[%i] : f32, !hlsl.handle<uav, f32, raw>
  }
  return
}
