// Buffer / RWBuffer (wg-hlsl proposal 0015's typed buffers): images of dimension Buffer
// in UniformConstant storage; SRVs are sampled (NeedSampler, Unknown format,
// SampledBuffer), UAVs are storage images (NoSampler, ImageBuffer) whose
// format follows the element (DXC's table). Reads are ImageFetch (SRV) or
// ImageRead (UAV) of four texels, of which the value keeps its components;
// writes are ImageWrite. Each result passes spirv-val for its target.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s 
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s 
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// Images need no storage buffer class: the same triple for both targets.
// CHECK: requires #spirv.vce<v1.0, [ImageBuffer, Shader, StorageImageExtendedFormats, SampledBuffer, Matrix], []>

// Buffer<float4>
// CHECK-NEXT: spirv.GlobalVariable @Src bind(0, 0) : !spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// Buffer<int2>: signed texels.
// CHECK-NEXT: spirv.GlobalVariable @SrcInt bind(0, 1) : !spirv.ptr<!spirv.image<si32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// RWBuffer<float4>: Rgba32f.
// CHECK-NEXT: spirv.GlobalVariable @Dst bind(0, 2) : !spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rgba32f>, UniformConstant>
// RWBuffer<uint>: R32ui, unsigned texels are i32 (OpTypeInt 32 0).
// CHECK-NEXT: spirv.GlobalVariable @Count bind(0, 3) : !spirv.ptr<!spirv.image<i32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32ui>, UniformConstant>
// RWBuffer<int2>: Rg32i (a StorageImageExtendedFormats format).
// CHECK-NEXT: spirv.GlobalVariable @Pairs bind(0, 4) : !spirv.ptr<!spirv.image<si32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rg32i>, UniformConstant>
// RWBuffer<half4>: 32-bit texels, format Rgba16f.
// CHECK-NEXT: spirv.GlobalVariable @Half bind(0, 5) : !spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rgba16f>, UniformConstant>
// RWBuffer<float3>: no format fits.
// CHECK-NEXT: spirv.GlobalVariable @Three bind(0, 6) : !spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Unknown>, UniformConstant>

// CHECK-LABEL: spirv.func @main() "None"
// CHECK: %[[SRC:.+]] = spirv.Load "UniformConstant" %Src_addr
// CHECK-NEXT: %[[TEXELS:.+]] = spirv.ImageFetch %[[SRC]], %[[I:[0-9]+]] : {{.*}}, i32 -> vector<4xf32>
// CHECK: %[[COUNT:.+]] = spirv.Load "UniformConstant" %Count_addr
// CHECK-NEXT: %[[N4:.+]] = spirv.ImageRead %[[COUNT]], %[[I]] : {{.*}}, i32 -> vector<4xi32>
// CHECK-NEXT: %[[N:.+]] = spirv.CompositeExtract %[[N4]][0 : i32] : vector<4xi32>
// CHECK: %[[DST:.+]] = spirv.Load "UniformConstant" %Dst_addr
// CHECK-NEXT: spirv.ImageWrite %[[DST]], %[[I]], %{{.+}} : {{.*}}, i32, vector<4xf32>
// CHECK: spirv.ImageWrite %{{.+}}, %[[I]], %{{.+}} : !spirv.image<i32, {{.*}}>, i32, i32

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %src = hlsl.handlefrombinding "Src"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Buffer<vector<4xf32>>
  %srcint = hlsl.handlefrombinding "SrcInt"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Buffer<vector<2xsi32>>
  %dst = hlsl.handlefrombinding "Dst"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>
  %count = hlsl.handlefrombinding "Count"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWBuffer<ui32>
  %pairs = hlsl.handlefrombinding "Pairs"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWBuffer<vector<2xsi32>>
  %half = hlsl.handlefrombinding "Half"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.RWBuffer<vector<4xf16>>
  %three = hlsl.handlefrombinding "Three"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.RWBuffer<vector<3xf32>>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %tid[0] : i32 from vector<3xi32>
  %v = hlsl.buffer.load %src[%i] : !hlsl.handle<srv, vector<4xf32>, dim = buffer> -> vector<4xf32>
  %n = hlsl.buffer.load %count[%i] : !hlsl.handle<uav, ui32, dim = buffer> -> i32
  hlsl.buffer.store %v, %dst[%i] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = buffer>
  %m = arith.addi %n, %c1 : i32
  hlsl.buffer.store %m, %count[%i] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  return
}
