// Texture rows of wg-hlsl proposal 0015's table that every Vulkan device has: SRVs are
// sampled images (NeedSampler, Unknown format), UAVs storage images
// (NoSampler, the element's format), all in UniformConstant storage; 1D
// images need Sampled1D / Image1D. Loads are ImageFetch with Lod (Sample
// for multisampled textures) or ImageRead; stores ImageWrite. The same
// types on Vulkan 1.0 and 1.2; each result passes spirv-val. (Cube arrays
// and multisampled storage images, which need optional features, are in
// textures-optional.mlir.)

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// CHECK: requires #spirv.vce<v1.0, [Image1D, Shader, StorageImageExtendedFormats, Sampled1D, Matrix], []>
// CHECK-NEXT: spirv.GlobalVariable @T1D bind(0, 0) : !spirv.ptr<!spirv.image<f32, Dim1D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @T1DArray bind(0, 1) : !spirv.ptr<!spirv.image<f32, Dim1D, DepthUnknown, Arrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @T2D bind(0, 2) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @T2DArray bind(0, 3) : !spirv.ptr<!spirv.image<si32, Dim2D, DepthUnknown, Arrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @T2DMS bind(0, 4) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, MultiSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @T2DMSArray bind(0, 5) : !spirv.ptr<!spirv.image<i32, Dim2D, DepthUnknown, Arrayed, MultiSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @T3D bind(0, 6) : !spirv.ptr<!spirv.image<f32, Dim3D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @TCube bind(0, 7) : !spirv.ptr<!spirv.image<f32, Cube, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RW1D bind(0, 8) : !spirv.ptr<!spirv.image<f32, Dim1D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32f>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RW1DArray bind(0, 9) : !spirv.ptr<!spirv.image<f32, Dim1D, DepthUnknown, Arrayed, SingleSampled, NoSampler, Rg32f>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RW2D bind(0, 10) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rgba32f>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RW2DArray bind(0, 11) : !spirv.ptr<!spirv.image<i32, Dim2D, DepthUnknown, Arrayed, SingleSampled, NoSampler, Rgba32ui>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @RW3D bind(0, 12) : !spirv.ptr<!spirv.image<si32, Dim3D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>

// CHECK-LABEL: spirv.func @main() "None"
// CHECK: %[[T:.+]] = spirv.Load "UniformConstant" %T2D_addr
// CHECK-NEXT: %[[TEXELS:.+]] = spirv.ImageFetch %[[T]], %[[XY:[0-9]+]] ["Lod"], %[[LOD:.+]] : {{.*}}, vector<2xi32>, i32 -> vector<4xf32>
// CHECK: %[[MS:.+]] = spirv.Load "UniformConstant" %T2DMS_addr
// CHECK-NEXT: %[[SAMPLE:.+]] = spirv.ImageFetch %[[MS]], %[[XY]] ["Sample"], %{{.+}} : {{.*}}, vector<2xi32>, i32 -> vector<4xf32>
// CHECK-NEXT: spirv.CompositeExtract %[[SAMPLE]][0 : i32] : vector<4xf32>
// CHECK: %[[C1D:.+]] = spirv.Load "UniformConstant" %T1D_addr
// CHECK-NEXT: spirv.ImageFetch %[[C1D]], %{{.+}} ["Lod"], %{{.+}} : {{.*}}, i32, i32 -> vector<4xf32>
// CHECK: %[[RW:.+]] = spirv.Load "UniformConstant" %RW2D_addr
// CHECK-NEXT: spirv.ImageRead %[[RW]], %[[XY]] : {{.*}}, vector<2xi32> -> vector<4xf32>
// CHECK: spirv.ImageWrite %{{.+}}, %[[XY]], %{{.+}} : {{.*}}, vector<2xi32>, vector<4xf32>
// CHECK: %[[RW1:.+]] = spirv.Load "UniformConstant" %RW1D_addr
// CHECK-NEXT: spirv.ImageWrite %[[RW1]], %{{.+}}, %{{.+}} : {{.*}}, i32, f32

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t1d = hlsl.handlefrombinding "T1D"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture1D<vector<4xf32>>
  %t1da = hlsl.handlefrombinding "T1DArray"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture1DArray<vector<4xf32>>
  %t2d = hlsl.handlefrombinding "T2D"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %t2da = hlsl.handlefrombinding "T2DArray"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.Texture2DArray<vector<4xsi32>>
  %t2dms = hlsl.handlefrombinding "T2DMS"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.Texture2DMS<f32, 4>
  %t2dmsa = hlsl.handlefrombinding "T2DMSArray"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2DMSArray<vector<2xui32>, 8>
  %t3d = hlsl.handlefrombinding "T3D"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.Texture3D<vector<4xf32>>
  %tcube = hlsl.handlefrombinding "TCube"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.TextureCUBE<vector<4xf32>>
  %rw1d = hlsl.handlefrombinding "RW1D"[%c0] space(0) lower_bound(8) range_size(1) : !hlsl.RWTexture1D<f32>
  %rw1da = hlsl.handlefrombinding "RW1DArray"[%c0] space(0) lower_bound(9) range_size(1) : !hlsl.RWTexture1DArray<vector<2xf32>>
  %rw2d = hlsl.handlefrombinding "RW2D"[%c0] space(0) lower_bound(10) range_size(1) : !hlsl.RWTexture2D<vector<4xf32>>
  %rw2da = hlsl.handlefrombinding "RW2DArray"[%c0] space(0) lower_bound(11) range_size(1) : !hlsl.RWTexture2DArray<vector<4xui32>>
  %rw3d = hlsl.handlefrombinding "RW3D"[%c0] space(0) lower_bound(12) range_size(1) : !hlsl.RWTexture3D<si32>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %a = hlsl.texture.load %t2d[%xy] lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  %s = hlsl.texture.load %t2dms[%xy] sample(%c1) : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32
  %b = hlsl.texture.load %t1d[%x] lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 1d>, i32 -> vector<4xf32>
  %c = hlsl.texture.load %rw2d[%xy] : !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  %ab = arith.addf %a, %b : vector<4xf32>
  %abc = arith.addf %ab, %c : vector<4xf32>
  hlsl.texture.store %abc, %rw2d[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
  hlsl.texture.store %s, %rw1d[%x] : f32, !hlsl.handle<uav, f32, dim = 1d>, i32
  return
}
