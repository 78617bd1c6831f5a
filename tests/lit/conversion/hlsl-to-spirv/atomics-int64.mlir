// 64-bit atomics where the target environment lists Int64Atomics: the same
// access chain and OpAtomic* on i64, and Int64Atomics in the module's
// capabilities.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.{{[0-9]}}, [{{.*}}Int64Atomics{{.*}}]
// CHECK: spirv.AtomicIAdd <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i64, StorageBuffer>
// CHECK: spirv.AtomicUMax <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i64, StorageBuffer>

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Int64Atomics], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %one = arith.constant 1 : i64
    %sb = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i64>
    %old = hlsl.buffer.atomic_rmw addi %one, %sb[%c0] : i64, !hlsl.handle<uav, i64, raw>
    %max = hlsl.buffer.atomic_rmw maxu %old, %sb[%c0] : i64, !hlsl.handle<uav, i64, raw>
    return
  }
}
