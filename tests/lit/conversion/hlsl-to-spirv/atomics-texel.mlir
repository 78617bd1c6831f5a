// Atomics on typed-buffer elements and texels: the image variable's pointer,
// spirv.ImageTexelPointer to the texel (sample 0) as an Image-storage-class
// pointer to the sampled type, then the OpAtomic* at Device scope with no
// semantics. Signed elements are si32 texels: the i32 value moves through a
// Bitcast. Float texels take exchanges only.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK-LABEL: spirv.func @main
// CHECK: %[[TB:.+]] = spirv.mlir.addressof @TypedU : !spirv.ptr<!spirv.image<i32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32ui>, UniformConstant>
// CHECK: %[[TS:.+]] = spirv.mlir.addressof @TypedS : !spirv.ptr<!spirv.image<si32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>
// CHECK: %[[T1:.+]] = spirv.mlir.addressof @Tex1D : !spirv.ptr<!spirv.image<i32, Dim1D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32ui>, UniformConstant>
// CHECK: %[[T1A:.+]] = spirv.mlir.addressof @Tex1DArray
// CHECK: %[[T2:.+]] = spirv.mlir.addressof @Tex2D
// CHECK: %[[T2A:.+]] = spirv.mlir.addressof @Tex2DArray
// CHECK: %[[T3:.+]] = spirv.mlir.addressof @Tex3D
// CHECK: %[[TF:.+]] = spirv.mlir.addressof @TexF

// addi on RWBuffer<uint>:
// CHECK: %[[Z0:.+]] = spirv.Constant 0 : i32
// CHECK-NEXT: %[[P0:.+]] = spirv.ImageTexelPointer %[[TB]], %{{.+}}, %[[Z0]] : (!spirv.ptr<!spirv.image<i32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32ui>, UniformConstant>, i32, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicIAdd <Device> <None> %[[P0]], %{{.+}} : !spirv.ptr<i32, Image>
// andi, ori, xori, minu, maxu, assign on it:
// CHECK: spirv.AtomicAnd <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// CHECK: spirv.AtomicOr <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// CHECK: spirv.AtomicXor <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// CHECK: spirv.AtomicUMin <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// CHECK: spirv.AtomicUMax <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// CHECK: spirv.AtomicExchange <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<i32, Image>

// mins/maxs on RWBuffer<int>: si32 texels, the value and result bitcast.
// CHECK: spirv.ImageTexelPointer %[[TS]], %{{.+}}, %{{.+}} : ({{.+}}, i32, i32) -> !spirv.ptr<si32, Image>
// CHECK-NEXT: %[[SV:.+]] = spirv.Bitcast %{{.+}} : i32 to si32
// CHECK-NEXT: %[[SO:.+]] = spirv.AtomicSMin <Device> <None> %{{.+}}, %[[SV]] : !spirv.ptr<si32, Image>
// CHECK-NEXT: spirv.Bitcast %[[SO]] : si32 to i32
// CHECK: spirv.AtomicSMax <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<si32, Image>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<si32, Image>

// Textures: the coordinate as given (the array layer its last component).
// CHECK: spirv.ImageTexelPointer %[[T1]], %{{.+}}, %{{.+}} : ({{.+}}, i32, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicIAdd <Device> <None>
// CHECK: spirv.ImageTexelPointer %[[T1A]], %{{.+}}, %{{.+}} : ({{.+}}, vector<2xi32>, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicOr <Device> <None>
// CHECK: spirv.ImageTexelPointer %[[T2]], %{{.+}}, %{{.+}} : ({{.+}}, vector<2xi32>, i32) -> !spirv.ptr<si32, Image>
// CHECK: spirv.AtomicSMax <Device> <None>
// CHECK: spirv.ImageTexelPointer %[[T2]], %{{.+}}, %{{.+}} : ({{.+}}, vector<2xi32>, i32) -> !spirv.ptr<si32, Image>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None>
// CHECK: spirv.ImageTexelPointer %[[T2A]], %{{.+}}, %{{.+}} : ({{.+}}, vector<3xi32>, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicUMin <Device> <None>
// CHECK: spirv.ImageTexelPointer %[[T3]], %{{.+}}, %{{.+}} : ({{.+}}, vector<3xi32>, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: spirv.AtomicXor <Device> <None>
// CHECK: spirv.ImageTexelPointer %[[TF]], %{{.+}}, %{{.+}} : ({{.+}}, vector<2xi32>, i32) -> !spirv.ptr<f32, Image>
// CHECK-NEXT: spirv.AtomicExchange <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<f32, Image>

// DX: dx.resource.atomicrmw add %{{.+}}, %TypedU[%{{.+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
// DX: dx.resource.atomicrmw min %{{.+}}, %TypedS[%{{.+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 1>, i32
// DX: dx.resource.cmpxchg %{{.+}}, %{{.+}}, %TypedS[%{{.+}}]
// DX: dx.resource.atomicrmw add %{{.+}}, %Tex1D[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 0, Texture1D>, i32
// DX: dx.resource.atomicrmw max %{{.+}}, %Tex2D[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>
// DX: dx.resource.cmpxchg %{{.+}}, %{{.+}}, %Tex2D[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>
// DX: dx.resource.atomicrmw umin %{{.+}}, %Tex2DArray[%{{.+}}] : i32, !dx.Texture<i32, 1, 0, 0, Texture2DArray>, vector<3xi32>
// DX: dx.resource.atomicrmw xchg %{{.+}}, %TexF[%{{.+}}] : f32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %v = arith.constant 5 : i32
  %f = arith.constant 1.5 : f32
  %tu = hlsl.handlefrombinding "TypedU"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<ui32>
  %ts = hlsl.handlefrombinding "TypedS"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWBuffer<si32>
  %t1 = hlsl.handlefrombinding "Tex1D"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWTexture1D<ui32>
  %t1a = hlsl.handlefrombinding "Tex1DArray"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWTexture1DArray<ui32>
  %t2 = hlsl.handlefrombinding "Tex2D"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWTexture2D<si32>
  %t2a = hlsl.handlefrombinding "Tex2DArray"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.RWTexture2DArray<ui32>
  %t3 = hlsl.handlefrombinding "Tex3D"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.RWTexture3D<ui32>
  %tf = hlsl.handlefrombinding "TexF"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.RWTexture2D<f32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %xy = vector.from_elements %gi, %c0 : vector<2xi32>
  %xyz = vector.from_elements %gi, %c0, %c0 : vector<3xi32>
  %a0 = hlsl.buffer.atomic_rmw addi %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a1 = hlsl.buffer.atomic_rmw andi %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a2 = hlsl.buffer.atomic_rmw ori %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a3 = hlsl.buffer.atomic_rmw xori %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a4 = hlsl.buffer.atomic_rmw minu %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a5 = hlsl.buffer.atomic_rmw maxu %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a6 = hlsl.buffer.atomic_rmw assign %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a7 = hlsl.buffer.atomic_cmpxchg %a6, %v, %tu[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %b0 = hlsl.buffer.atomic_rmw mins %v, %ts[%gi] : i32, !hlsl.handle<uav, si32, dim = buffer>
  %b1 = hlsl.buffer.atomic_rmw maxs %b0, %ts[%gi] : i32, !hlsl.handle<uav, si32, dim = buffer>
  %b2 = hlsl.buffer.atomic_cmpxchg %b1, %v, %ts[%gi] : i32, !hlsl.handle<uav, si32, dim = buffer>
  %c1 = hlsl.texture.atomic_rmw addi %v, %t1[%gi] : i32, !hlsl.handle<uav, ui32, dim = 1d>, i32
  %c2 = hlsl.texture.atomic_rmw ori %v, %t1a[%xy] : i32, !hlsl.handle<uav, ui32, dim = 1d, array>, vector<2xi32>
  %c3 = hlsl.texture.atomic_rmw maxs %v, %t2[%xy] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
  %c4 = hlsl.texture.atomic_cmpxchg %c3, %v, %t2[%xy] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
  %c5 = hlsl.texture.atomic_rmw minu %v, %t2a[%xyz] : i32, !hlsl.handle<uav, ui32, dim = 2d, array>, vector<3xi32>
  %c6 = hlsl.texture.atomic_rmw xori %v, %t3[%xyz] : i32, !hlsl.handle<uav, ui32, dim = 3d>, vector<3xi32>
  %c7 = hlsl.texture.atomic_rmw assign %f, %tf[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>
  return
}
