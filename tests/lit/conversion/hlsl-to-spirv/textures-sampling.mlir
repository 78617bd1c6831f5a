// Texel loads with offsets, the explicit-level samples and the gathers to SPIR-V (DXC's
// forms, https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst):
// Load(location, offset) is ImageFetch with Lod|ConstOffset (ConstOffset|Sample for
// multisampled textures); SampleLevel, SampleGrad, SampleCmpLevelZero, SampleCmpLevel and
// SampleCmpGrad are SampledImage + ImageSample[Dref]ExplicitLod with Lod or Grad and
// ConstOffset; Gather{Red,Green,Blue,Alpha} and GatherRaw ImageGather of component 0-3,
// GatherCmpRed ImageDrefGather. Results keep the components the value has, converted from
// the image's sampled type. Every preset validates.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.1" | %hlsl-translate --serialize-spirv -o %t.v11.spv && spirv-val --target-env vulkan1.1 %t.v11.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv

// CHECK-LABEL: spirv.func @main
// CHECK: %[[OFF0:.+]] = spirv.Constant dense<[1, -1]> : vector<2xsi32>
// CHECK-NEXT: spirv.ImageFetch %{{.+}}, %{{.+}} ["Lod|ConstOffset"], %cst1_i32, %[[OFF0]] : !spirv.image<f32, Dim2D, {{.*}}>, vector<2xi32>, i32, vector<2xsi32> -> vector<4xf32>
// CHECK: %[[OFF1:.+]] = spirv.Constant dense<[-2, 2]> : vector<2xsi32>
// CHECK-NEXT: spirv.ImageFetch %{{.+}}, %{{.+}} ["ConstOffset|Sample"], %[[OFF1]], %cst2_i32 : !spirv.image<f32, Dim2D, {{.*}}MultiSampled{{.*}}>, vector<2xi32>, vector<2xsi32>, i32 -> vector<4xf32>
// CHECK: %[[ARR:.+]] = spirv.SampledImage %{{.+}}, %{{.+}} : !spirv.image<f32, Dim2D, DepthUnknown, Arrayed, {{.*}}>, !spirv.sampler -> !spirv.sampled_image<
// CHECK: %[[S0:.+]] = spirv.ImageSampleExplicitLod %[[ARR]], %{{.+}} ["Lod|ConstOffset"], %{{.+}}, %{{.+}} : {{.*}}, vector<3xf32>, f32, vector<2xsi32> -> vector<4xf32>
// CHECK-NEXT: spirv.VectorShuffle [0 : i32, 1 : i32] %[[S0]], %[[S0]] : vector<4xf32>, vector<4xf32> -> vector<2xf32>
// CHECK: spirv.ImageSampleExplicitLod %{{.+}}, %{{.+}} ["Grad|ConstOffset"], %{{.+}}, %{{.+}}, %{{.+}} : {{.*}}, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xsi32> -> vector<4xf32>
// CHECK: %[[ZERO:.+]] = spirv.Constant 0.000000e+00 : f32
// CHECK-NEXT: spirv.ImageSampleDrefExplicitLod %{{.+}}, %{{.+}}, %{{.+}} ["Lod"], %[[ZERO]] : {{.*}}, vector<2xf32>, f32, f32 -> f32
// CHECK: spirv.ImageSampleDrefExplicitLod %{{.+}}, %{{.+}}, %{{.+}} ["Lod|ConstOffset"], %{{.+}}, %{{.+}} : {{.*}}, vector<2xf32>, f32, f32, vector<2xsi32> -> f32
// CHECK: spirv.ImageSampleDrefExplicitLod %{{.+}}, %{{.+}}, %{{.+}} ["Grad"], %{{.+}}, %{{.+}} : {{.*}}, vector<2xf32>, f32, vector<2xf32>, vector<2xf32> -> f32
// CHECK: %[[RED:.+]] = spirv.Constant 0 : i32
// CHECK-NEXT: spirv.ImageGather %{{.+}}, %{{.+}}, %[[RED]]  : {{.*}}, vector<2xf32>, i32 -> vector<4xf32>
// CHECK: %[[ALPHA:.+]] = spirv.Constant 3 : i32
// CHECK-NEXT: spirv.ImageGather %{{.+}}, %{{.+}}, %[[ALPHA]] ["ConstOffset"], %{{.+}} : {{.*}}, vector<2xf32>, i32, vector<2xsi32> -> vector<4xf32>
// CHECK: %[[GREEN:.+]] = spirv.Constant 1 : i32
// CHECK-NEXT: %[[INTS:.+]] = spirv.ImageGather %{{.+}}, %{{.+}}, %[[GREEN]]  : !spirv.sampled_image<!spirv.image<si32, {{.*}}>>, vector<2xf32>, i32 -> vector<4xsi32>
// CHECK-NEXT: spirv.Bitcast %[[INTS]] : vector<4xsi32> to vector<4xi32>
// CHECK: spirv.ImageGather %{{.+}}, %{{.+}}, %{{.+}}  : !spirv.sampled_image<!spirv.image<i32, {{.*}}>>, vector<2xf32>, i32 -> vector<4xi32>
// CHECK: spirv.ImageDrefGather %{{.+}}, %{{.+}}, %{{.+}}  : {{.*}}, vector<2xf32>, f32 -> vector<4xf32>

!t2d = !hlsl.handle<srv, vector<4xf32>, dim = 2d>
!tarr = !hlsl.handle<srv, vector<2xf32>, dim = 2d, array>
!depth = !hlsl.handle<srv, f32, dim = 2d>
!ms = !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4>
!ints = !hlsl.handle<srv, vector<4xsi32>, dim = 2d>
!raw = !hlsl.handle<srv, ui32, dim = 2d>
!smp = !hlsl.handle<sampler, none>
!cmp = !hlsl.handle<sampler, none, comparison>
!out = !hlsl.handle<uav, vector<4xf32>, raw>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %half = arith.constant 0.5 : f32
  %lod = arith.constant 1.0 : f32
  %t2d = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %tarr = hlsl.handlefrombinding "Layers"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture2DArray<vector<2xf32>>
  %depth = hlsl.handlefrombinding "Shadow"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2D<f32>
  %ms = hlsl.handlefrombinding "MS"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.Texture2DMS<vector<4xf32>, 4>
  %ints = hlsl.handlefrombinding "Ints"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.Texture2D<vector<4xsi32>>
  %raw = hlsl.handlefrombinding "Raw"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2D<ui32>
  %smp = hlsl.handlefrombinding "Linear"[%c0] space(1) lower_bound(0) range_size(1) : !hlsl.SamplerState
  %cmp = hlsl.handlefrombinding "Less"[%c0] space(1) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
  %out = hlsl.handlefrombinding "Out"[%c0] space(2) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xf32>>
  %uv = arith.constant dense<[0.25, 0.75]> : vector<2xf32>
  %uvw = arith.constant dense<[0.25, 0.75, 1.0]> : vector<3xf32>
  %xy = arith.constant dense<[3, 4]> : vector<2xi32>
  %ddx = arith.constant dense<[0.125, 0.0]> : vector<2xf32>
  %ddy = arith.constant dense<[0.0, 0.125]> : vector<2xf32>
  // Texture2D.Load(int3(xy, 1), int2(1, -1))
  %l0 = hlsl.texture.load %t2d[%xy] lod(%c1) offset [1, -1] : !t2d, vector<2xi32> -> vector<4xf32>
  // Texture2DMS.Load(xy, 2, int2(-2, 2))
  %l1 = hlsl.texture.load %ms[%xy] sample(%c2) offset [-2, 2] : !ms, vector<2xi32> -> vector<4xf32>
  // SampleLevel with an offset, on an array texture.
  %s0 = hlsl.texture.sample %tarr[%uvw] sampler(%smp) lod(%lod) offset [2, 0] : !tarr, !smp, vector<3xf32> -> vector<2xf32>
  // SampleGrad
  %s1 = hlsl.texture.sample_grad %t2d[%uv] sampler(%smp) grad(%ddx, %ddy) offset [0, 1] : !t2d, !smp, vector<2xf32> -> vector<4xf32>
  // SampleCmpLevelZero, SampleCmpLevel, SampleCmpGrad
  %c0r = hlsl.texture.sample_cmp_level_zero %depth[%uv] sampler(%cmp) compare(%half) : !depth, !cmp, vector<2xf32> -> f32
  %c1r = hlsl.texture.sample_cmp_level %depth[%uv] sampler(%cmp) compare(%half) lod(%lod) offset [1, 1] : !depth, !cmp, vector<2xf32> -> f32
  %c2r = hlsl.texture.sample_cmp_grad %depth[%uv] sampler(%cmp) compare(%half) grad(%ddx, %ddy) : !depth, !cmp, vector<2xf32> -> f32
  // GatherRed, GatherAlpha with an offset, Gather on integers, GatherRaw, GatherCmpRed
  %g0 = hlsl.texture.gather %t2d[%uv] sampler(%smp) red : !t2d, !smp, vector<2xf32> -> vector<4xf32>
  %g1 = hlsl.texture.gather %t2d[%uv] sampler(%smp) alpha offset [-1, 0] : !t2d, !smp, vector<2xf32> -> vector<4xf32>
  %g2 = hlsl.texture.gather %ints[%uv] sampler(%smp) green : !ints, !smp, vector<2xf32> -> vector<4xi32>
  %g3 = hlsl.texture.gather_raw %raw[%uv] sampler(%smp) : !raw, !smp, vector<2xf32> -> vector<4xi32>
  %g4 = hlsl.texture.gather_cmp %depth[%uv] sampler(%cmp) compare(%half) red : !depth, !cmp, vector<2xf32> -> vector<4xf32>
  hlsl.buffer.store %l0, %out[%c0] : vector<4xf32>, !out
  hlsl.buffer.store %l1, %out[%c1] : vector<4xf32>, !out
  hlsl.buffer.store %s1, %out[%c2] : vector<4xf32>, !out
  hlsl.buffer.store %g1, %out[%c2] : vector<4xf32>, !out
  return
}
