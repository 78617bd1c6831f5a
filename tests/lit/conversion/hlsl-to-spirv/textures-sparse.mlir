// HLSL's 'out uint status' and CheckAccessFullyMapped to SPIR-V (DXC's forms): a load,
// sample or gather with a status is its OpImageSparse* form, whose result is a struct of
// the residency code (the status) and the texels; CheckAccessFullyMapped is
// OpImageSparseTexelsResident of it. They need SparseResidency, an optional feature
// the Vulkan presets leave out (textures-sampling-invalid.mlir): this target lists it.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv
// The binary reads back to the same ops (serialize -> deserialize -> serialize is a
// fixed point).
// RUN: %hlsl-translate --deserialize-spirv %t.spv | %hlsl-translate --serialize-spirv -o %t.2.spv && cmp %t.spv %t.2.spv

// CHECK: requires #spirv.vce<v1.0, [Shader, ImageBuffer, SparseResidency, SampledBuffer, Matrix], [SPV_KHR_storage_buffer_storage_class]>
// CHECK: %[[F:.+]] = spirv.ImageSparseFetch %{{.+}}, %{{.+}} ["Lod"], %{{.+}} : {{.*}}, vector<2xi32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %[[S0:.+]] = spirv.CompositeExtract %[[F]][0 : i32] : !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: spirv.CompositeExtract %[[F]][1 : i32] : !spirv.struct<(i32, vector<4xf32>)>
// CHECK: spirv.ImageSparseFetch %{{.+}}, %{{.+}}  : !spirv.image<f32, Buffer, {{.*}}>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK: spirv.ImageSparseRead %{{.+}}, %{{.+}}  : {{.*}}, vector<2xi32> -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK: spirv.ImageSparseSampleExplicitLod %{{.+}}, %{{.+}} ["Lod"], %{{.+}} : {{.*}} -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK: spirv.ImageSparseSampleDrefExplicitLod %{{.+}}, %{{.+}}, %{{.+}} ["Lod"], %{{.+}} : {{.*}} -> !spirv.struct<(i32, f32)>
// CHECK: %[[G:.+]] = spirv.ImageSparseGather %{{.+}}, %{{.+}}, %{{.+}}  : {{.*}}, vector<2xf32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %[[S5:.+]] = spirv.CompositeExtract %[[G]][0 : i32]
// CHECK: %[[M0:.+]] = spirv.ImageSparseTexelsResident %[[S0]] : i32
// CHECK-NEXT: %[[M5:.+]] = spirv.ImageSparseTexelsResident %[[S5]] : i32
// CHECK-NEXT: spirv.LogicalAnd %[[M0]], %[[M5]] : i1

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, SparseResidency, ImageBuffer, SampledBuffer], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %lod = arith.constant 0.0 : f32
    %ref = arith.constant 0.5 : f32
    %uv = arith.constant dense<0.5> : vector<2xf32>
    %xy = arith.constant dense<1> : vector<2xi32>
    %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
    %typed = hlsl.handlefrombinding "Typed"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Buffer<f32>
    %rw = hlsl.handlefrombinding "RW"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWTexture2D<vector<4xf32>>
    %smp = hlsl.handlefrombinding "S"[%c0] space(1) lower_bound(0) range_size(1) : !hlsl.SamplerState
    %cmp = hlsl.handlefrombinding "C"[%c0] space(1) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
    %out = hlsl.handlefrombinding "Out"[%c0] space(2) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i32>
    %v0, %s0 = hlsl.texture.load %tex[%xy] lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>, i32
    %v1, %s1 = hlsl.buffer.load %typed[%c0] : !hlsl.handle<srv, f32, dim = buffer> -> f32, i32
    %v2, %s2 = hlsl.texture.load %rw[%xy] : !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>, i32
    %v3, %s3 = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%lod) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>, i32
    %v4, %s4 = hlsl.texture.sample_cmp_level_zero %tex[%uv] sampler(%cmp) compare(%ref) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32, i32
    %v5, %s5 = hlsl.texture.gather %tex[%uv] sampler(%smp) green : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>, i32
    %m0 = hlsl.check_access_fully_mapped %s0
    %m5 = hlsl.check_access_fully_mapped %s5
    %both = arith.andi %m0, %m5 : i1
    %r = arith.extui %both : i1 to i32
    hlsl.buffer.store %r, %out[%c0] : i32, !hlsl.handle<uav, i32, raw>
    return
  }
}
