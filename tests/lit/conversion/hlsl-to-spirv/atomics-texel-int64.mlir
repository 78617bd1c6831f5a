// 64-bit atomics on typed-buffer elements and texels where the target
// environment lists Int64Atomics and Int64ImageEXT (SPV_EXT_shader_image_int64):
// R64ui / R64i images, spirv.ImageTexelPointer to an i64 (si64) texel, the
// OpAtomic* on it, and both capabilities and the extension in the module's
// requirements. A 64-bit compare-exchange on a structured buffer needs
// Int64Atomics as the read-modify-writes do.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.{{[0-9]}}, [{{.*}}Int64ImageEXT{{.*}}Int64Atomics{{.*}}], [{{.*}}SPV_EXT_shader_image_int64{{.*}}]>
// CHECK: spirv.GlobalVariable @Typed bind(0, 0) : !spirv.ptr<!spirv.image<i64, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R64ui>, UniformConstant>
// CHECK: spirv.GlobalVariable @Tex bind(0, 1) : !spirv.ptr<!spirv.image<si64, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R64i>, UniformConstant>
// CHECK: spirv.ImageTexelPointer %{{.+}}, %{{.+}}, %{{.+}} : ({{.+}}, i32, i32) -> !spirv.ptr<i64, Image>
// CHECK-NEXT: spirv.AtomicIAdd <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i64, Image>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<i64, Image>
// CHECK: spirv.ImageTexelPointer %{{.+}}, %{{.+}}, %{{.+}} : ({{.+}}, vector<2xi32>, i32) -> !spirv.ptr<si64, Image>
// CHECK-NEXT: spirv.Bitcast %{{.+}} : i64 to si64
// CHECK-NEXT: spirv.AtomicSMax <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<si64, Image>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<si64, Image>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<i64, StorageBuffer>

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, ImageBuffer, Int64, Int64Atomics, Int64ImageEXT], [SPV_EXT_shader_image_int64]>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %one = arith.constant 1 : i64
    %xy = vector.from_elements %c0, %c0 : vector<2xi32>
    %typed = hlsl.handlefrombinding "Typed"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<ui64>
    %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWTexture2D<si64>
    %sb = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<i64>
    %a = hlsl.buffer.atomic_rmw addi %one, %typed[%c0] : i64, !hlsl.handle<uav, ui64, dim = buffer>
    %b = hlsl.buffer.atomic_cmpxchg %a, %one, %typed[%c0] : i64, !hlsl.handle<uav, ui64, dim = buffer>
    %c = hlsl.texture.atomic_rmw maxs %b, %tex[%xy] : i64, !hlsl.handle<uav, si64, dim = 2d>, vector<2xi32>
    %d = hlsl.texture.atomic_cmpxchg %c, %one, %tex[%xy] : i64, !hlsl.handle<uav, si64, dim = 2d>, vector<2xi32>
    %e = hlsl.buffer.atomic_cmpxchg %d, %one, %sb[%c0] : i64, !hlsl.handle<uav, i64, raw>
    return
  }
}
