// GetDimensions, mip level and sample counts, and GetSamplePosition to SPIR-V (DXC's
// forms, https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst):
// structured buffers are OpArrayLength and their layout's stride as a constant,
// byte-address buffers OpArrayLength times 4, typed buffers OpImageQuerySize; mipmapped
// textures OpImageQuerySizeLod (level 0 without lod), storage and multisampled ones
// OpImageQuerySize; OpImageQueryLevels, OpImageQuerySamples; sample positions from the
// standard pattern table, read at samples - 1 + index. Every preset validates.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefixes=CHECK,V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.1" | %hlsl-translate --serialize-spirv -o %t.v11.spv && spirv-val --target-env vulkan1.1 %t.v11.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv

// V10: requires #spirv.vce<v1.0, [Shader, ImageBuffer, ImageQuery, SampledBuffer, Matrix], []>
// V12: requires #spirv.vce<v1.0, [Shader, ImageBuffer, ImageQuery, SampledBuffer, Matrix], [SPV_KHR_storage_buffer_storage_class]>
// V10: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [16])>, stride=32> [0]), BufferBlock>, Uniform>
// V12: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4])>, stride=16> [0]), Block>, StorageBuffer>

// CHECK-LABEL: spirv.func @main
// CHECK: %[[N:.+]] = spirv.ArrayLength %SB_addr, 0 : !spirv.ptr<
// V10-NEXT: %[[STRIDE:.+]] = spirv.Constant 32 : i32
// V12-NEXT: %[[STRIDE:.+]] = spirv.Constant 16 : i32
// CHECK-NEXT: %[[WORDS:.+]] = spirv.ArrayLength %Bytes_addr, 0 : !spirv.ptr<
// CHECK-NEXT: %[[FOUR:.+]] = spirv.Constant 4 : i32
// CHECK-NEXT: spirv.IMul %[[WORDS]], %[[FOUR]] : i32
// CHECK-NEXT: %[[TYPED:.+]] = spirv.Load "UniformConstant" %Typed_addr
// CHECK-NEXT: spirv.ImageQuerySize %[[TYPED]] : !spirv.image<f32, Buffer, {{.*}}> -> i32
// CHECK-NEXT: %[[T:.+]] = spirv.Load "UniformConstant" %T2D_addr
// CHECK-NEXT: %[[ZERO:.+]] = spirv.Constant 0 : i32
// CHECK-NEXT: spirv.ImageQuerySizeLod %[[T]], %[[ZERO]] : !spirv.image<f32, Dim2D, {{.*}}>, i32 -> vector<2xi32>
// CHECK-NEXT: %[[T1:.+]] = spirv.Load "UniformConstant" %T2D_addr
// CHECK-NEXT: spirv.ImageQuerySizeLod %[[T1]], %cst1_i32 : !spirv.image<f32, Dim2D, {{.*}}>, i32 -> vector<2xi32>
// CHECK-NEXT: %[[T2:.+]] = spirv.Load "UniformConstant" %T2D_addr
// CHECK-NEXT: spirv.ImageQueryLevels %[[T2]] : !spirv.image<f32, Dim2D, {{.*}}> -> i32
// CHECK: spirv.ImageQuerySizeLod %{{.+}}, %{{.+}} : !spirv.image<f32, Cube, {{.*}}>, i32 -> vector<2xi32>
// CHECK: spirv.ImageQuerySize %{{.+}} : !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, MultiSampled, {{.*}}> -> vector<2xi32>
// CHECK: spirv.ImageQuerySamples %{{.+}} : !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, MultiSampled, {{.*}}> -> i32
// CHECK: %[[TABLE:.+]] = spirv.Constant [dense<0.000000e+00> : vector<2xf32>, dense<2.500000e-01> : vector<2xf32>, dense<-2.500000e-01> : vector<2xf32>, dense<[-1.250000e-01, -3.750000e-01]> : vector<2xf32>,
// CHECK-SAME: : !spirv.array<31 x vector<2xf32>>
// CHECK-NEXT: %[[VAR:.+]] = spirv.Variable : !spirv.ptr<!spirv.array<31 x vector<2xf32>>, Function>
// CHECK-NEXT: spirv.Store "Function" %[[VAR]], %[[TABLE]]
// CHECK: %[[COUNT:.+]] = spirv.ImageQuerySamples
// CHECK: %[[IN:.+]] = spirv.ULessThan %cst1_i32, %[[COUNT]] : i32
// CHECK-NEXT: %[[KNOWN:.+]] = spirv.ULessThanEqual %[[COUNT]], %{{.+}} : i32
// CHECK-NEXT: %[[VALID:.+]] = spirv.LogicalAnd %[[IN]], %[[KNOWN]] : i1
// CHECK: %[[BASE:.+]] = spirv.IAdd %[[COUNT]], %{{.+}} : i32
// CHECK-NEXT: %[[SLOT:.+]] = spirv.IAdd %[[BASE]], %cst1_i32 : i32
// CHECK: %[[AT:.+]] = spirv.Select %[[VALID]], %[[SLOT]], %{{.+}} : i1, i32
// CHECK-NEXT: %[[PTR:.+]] = spirv.AccessChain %[[VAR]][%[[AT]]]
// CHECK-NEXT: spirv.Load "Function" %[[PTR]] : vector<2xf32>
// CHECK: spirv.ImageQuerySize %{{.+}} : !spirv.image<f32, Dim2D, DepthUnknown, Arrayed, SingleSampled, NoSampler, R32f> -> vector<3xi32>
// CHECK: spirv.Store "{{Uniform|StorageBuffer}}" %{{.+}}, %[[N]] : i32
// CHECK: spirv.Store "{{Uniform|StorageBuffer}}" %{{.+}}, %[[STRIDE]] : i32

!S = !hlsl.struct<"S", (f32, vector<3xf32>)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %sb = hlsl.handlefrombinding "SB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!S>
  %bab = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.ByteAddressBuffer
  %typed = hlsl.handlefrombinding "Typed"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Buffer<vector<4xf32>>
  %t2d = hlsl.handlefrombinding "T2D"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %cubes = hlsl.handlefrombinding "Cube"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.TextureCUBE<vector<4xf32>>
  %ms = hlsl.handlefrombinding "MS"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2DMS<f32, 4>
  %rw = hlsl.handlefrombinding "RW"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.RWTexture2DArray<f32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %n, %stride = hlsl.buffer.getdimensions %sb : !hlsl.handle<uav, !S, raw> -> i32, i32
  %bytes = hlsl.buffer.getdimensions %bab : !hlsl.handle<srv, i8, raw> -> i32
  %texels = hlsl.buffer.getdimensions %typed : !hlsl.handle<srv, vector<4xf32>, dim = buffer> -> i32
  %wh0 = hlsl.texture.getdimensions %t2d : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  %wh1 = hlsl.texture.getdimensions %t2d lod(%c1) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  %levels = hlsl.texture.levels %t2d : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
  %cwh = hlsl.texture.getdimensions %cubes : !hlsl.handle<srv, vector<4xf32>, dim = cube> -> vector<2xi32>
  %mswh = hlsl.texture.getdimensions %ms : !hlsl.handle<srv, f32, dim = 2d, ms = 4> -> vector<2xi32>
  %samples = hlsl.texture.samples %ms : !hlsl.handle<srv, f32, dim = 2d, ms = 4>
  %pos = hlsl.texture.sample_position %ms[%c1] : !hlsl.handle<srv, f32, dim = 2d, ms = 4> -> vector<2xf32>
  %rwwhl = hlsl.texture.getdimensions %rw : !hlsl.handle<uav, f32, dim = 2d, array> -> vector<3xi32>
  hlsl.buffer.store %n, %out[%c0] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %stride, %out[%c1] : i32, !hlsl.handle<uav, i32, raw>
  return
}
