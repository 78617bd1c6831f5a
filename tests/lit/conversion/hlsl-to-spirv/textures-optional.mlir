// The texture rows Vulkan makes optional: TextureCUBEArray needs
// SampledCubeArray (imageCubeArray), RWTexture2DMS StorageImageMultisample
// (shaderStorageImageMultisample) and RWTexture2DMSArray also ImageMSArray.
// With a target environment that lists them (the module's
// spirv.target_env, here for SPIR-V 1.5 and, rewritten, 1.0) they lower and
// the module declares them; without, they are diagnostics (invalid.mlir).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s --check-prefixes=CHECK,V15
// RUN: sed -e 's/v1[.]5/v1.0/' %s | %hlsl-opt --convert-hlsl-to-spirv | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: sed -e 's/v1[.]5/v1.0/' %s | %hlsl-opt --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv

// Image types also take the first allowed capability of their dimension's
// alternatives, as MLIR 22's deduction does (ImageCubeArray for Cube,
// ImageMSArray for 2D).
// V15: requires #spirv.vce<v1.0, [ImageCubeArray, ImageMSArray, Shader, SampledCubeArray, StorageImageMultisample, Matrix], [SPV_KHR_storage_buffer_storage_class]>
// V10: requires #spirv.vce<v1.0, [ImageCubeArray, ImageMSArray, Shader, SampledCubeArray, StorageImageMultisample, Matrix], []>
// CHECK-NEXT: spirv.GlobalVariable @Cubes bind(0, 0) : !spirv.ptr<!spirv.image<f32, Cube, DepthUnknown, Arrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RWMS bind(0, 1) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, MultiSampled, NoSampler, Rgba32f>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RWMSArray bind(0, 2) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, Arrayed, MultiSampled, NoSampler, R32f>, UniformConstant>
// CHECK-LABEL: spirv.func @main() "None"
// A multisampled storage image reads and writes one sample.
// CHECK: spirv.ImageRead %{{.+}}, %[[XY:.+]] ["Sample"], %[[S:.+]] : {{.*}}, vector<2xi32>, i32 -> vector<4xf32>
// Cube arrays are sampled: SampledImage, then ImageSampleExplicitLod.
// CHECK: %[[SAMPLED:.+]] = spirv.SampledImage %{{.+}}, %{{.+}} : !spirv.image<f32, Cube, {{.*}}>, !spirv.sampler -> !spirv.sampled_image<{{.*}}>
// CHECK: spirv.ImageSampleExplicitLod %[[SAMPLED]], %{{.+}} ["Lod"], %{{.+}} : {{.*}}, vector<4xf32>, f32 -> vector<4xf32>
// CHECK: spirv.ImageRead %{{.+}}, %{{.+}} ["Sample"], %{{.+}} : {{.*}}, vector<3xi32>, i32 -> vector<4xf32>

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, SampledCubeArray, ImageCubeArray, StorageImageMultisample, ImageMSArray], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cubes = hlsl.handlefrombinding "Cubes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.TextureCUBEArray<vector<4xf32>>
    %rwms = hlsl.handlefrombinding "RWMS"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWTexture2DMS<vector<4xf32>, 4>
    %rwmsa = hlsl.handlefrombinding "RWMSArray"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWTexture2DMSArray<f32, 4>
    %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
    %x = vector.extract %tid[0] : i32 from vector<3xi32>
    %y = vector.extract %tid[1] : i32 from vector<3xi32>
    %xy = vector.from_elements %x, %y : vector<2xi32>
    %v = hlsl.texture.load %rwms[%xy] sample(%c1) : !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>, vector<2xi32> -> vector<4xf32>
    %smp = hlsl.handlefrombinding "Smp"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.SamplerState
    %half = arith.constant 0.5 : f32
    %dir = vector.broadcast %half : f32 to vector<4xf32>
    %zero = arith.constant 0.0 : f32
    %c = hlsl.texture.sample %cubes[%dir] sampler(%smp) lod(%zero) : !hlsl.handle<srv, vector<4xf32>, dim = cube, array>, !hlsl.handle<sampler, none>, vector<4xf32> -> vector<4xf32>
    %xyz = vector.from_elements %x, %y, %c1 : vector<3xi32>
    %m = hlsl.texture.load %rwmsa[%xyz] sample(%c0) : !hlsl.handle<uav, f32, dim = 2d, array, ms = 4>, vector<3xi32> -> f32
    %s = arith.addf %v, %c : vector<4xf32>
    %f = vector.extract %s[0] : f32 from vector<4xf32>
    %sum = arith.addf %f, %m : f32
    %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWStructuredBuffer<f32>
    hlsl.buffer.store %sum, %out[%x] : f32, !hlsl.handle<uav, f32, raw>
    return
  }
}
