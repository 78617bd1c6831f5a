// The texture forms that need optional device features, with an explicit target
// environment that lists them: GatherRed with four offsets (ConstOffsets,
// ImageGatherExtended), SampleGrad with a clamp (MinLod), and stores to a sample of a
// RWTexture2DMS (ImageWrite with Sample, StorageImageMultisample). The binary validates.
// Without them each is a diagnostic (textures-sampling-invalid.mlir).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv

// CHECK: requires #spirv.vce<v1.0, [Shader, ImageGatherExtended, MinLod, StorageImageMultisample, Matrix], []>
// CHECK: %[[OFFSETS:.+]] = spirv.Constant [dense<0> : vector<2xsi32>, dense<[1, 0]> : vector<2xsi32>, dense<[0, 1]> : vector<2xsi32>, dense<1> : vector<2xsi32>] : !spirv.array<4 x vector<2xsi32>>
// CHECK: %[[G:.+]] = spirv.ImageGather %{{.+}}, %{{.+}}, %{{.+}} ["ConstOffsets"], %[[OFFSETS]] : {{.*}}, vector<2xf32>, i32, !spirv.array<4 x vector<2xsi32>> -> vector<4xf32>
// CHECK: %[[S:.+]] = spirv.ImageSampleExplicitLod %{{.+}}, %{{.+}} ["Grad|MinLod"], %{{.+}}, %{{.+}}, %{{.+}} : {{.*}}, vector<2xf32>, vector<2xf32>, vector<2xf32>, f32 -> vector<4xf32>
// CHECK: spirv.ImageWrite %{{.+}}, %{{.+}}, %[[G]] ["Sample"], %cst3_i32 : !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, MultiSampled, NoSampler, Rgba32f>, vector<2xi32>, vector<4xf32>, i32
// CHECK: spirv.ImageWrite %{{.+}}, %{{.+}}, %[[S]] ["Sample"], %cst0_i32 :

!t2d = !hlsl.handle<srv, vector<4xf32>, dim = 2d>
!smp = !hlsl.handle<sampler, none>
!rwms = !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, ImageGatherExtended, MinLod, StorageImageMultisample], []>, #spirv.resource_limits<>>} {
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %lod = arith.constant 1.0 : f32
  %t2d = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %smp = hlsl.handlefrombinding "Linear"[%c0] space(1) lower_bound(0) range_size(1) : !hlsl.SamplerState
  %rwms = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWTexture2DMS<vector<4xf32>, 4>
  %uv = arith.constant dense<[0.25, 0.75]> : vector<2xf32>
  %xy = arith.constant dense<[3, 4]> : vector<2xi32>
  %ddx = arith.constant dense<[0.125, 0.0]> : vector<2xf32>
  // GatherRed(s, uv, o1, o2, o3, o4)
  %g = hlsl.texture.gather %t2d[%uv] sampler(%smp) red offsets [0, 0, 1, 0, 0, 1, 1, 1] : !t2d, !smp, vector<2xf32> -> vector<4xf32>
  // SampleGrad(s, uv, ddx, ddy, offset, clamp)
  %s = hlsl.texture.sample_grad %t2d[%uv] sampler(%smp) grad(%ddx, %ddx) clamp(%lod) : !t2d, !smp, vector<2xf32> -> vector<4xf32>
  // RWTexture2DMS.sample[3][xy] = g
  hlsl.texture.store %g, %rwms[%xy] sample(%c3) : vector<4xf32>, !rwms, vector<2xi32>
  hlsl.texture.store %s, %rwms[%xy] sample(%c0) : vector<4xf32>, !rwms, vector<2xi32>
  return
}
}
