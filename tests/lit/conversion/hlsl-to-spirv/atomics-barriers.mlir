// Buffer atomics and barriers to SPIR-V (DXC's forms,
// https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst):
// an access chain to the structured member or byte-address word (byte
// offset >> 2), then OpAtomic* at Device scope with no semantics; a float on
// a 32-bit word moves as its bits; the six barriers with DXC's scopes and
// semantics. Every preset environment validates.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.1" | %hlsl-translate --serialize-spirv -o %t.v11.spv && spirv-val --target-env vulkan1.1 %t.v11.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv

// CHECK-LABEL: spirv.func @main
// CHECK: %[[W0:.+]] = spirv.ShiftRightLogical %{{.+}}, %{{.+}} : i32, i32
// CHECK: %[[P0:.+]] = spirv.AccessChain %{{.+}}[%{{.+}}, %[[W0]]]
// CHECK-NEXT: %[[A0:.+]] = spirv.AtomicIAdd <Device> <None> %[[P0]], %{{.+}} : !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK: spirv.AtomicSMax <Device> <None> %{{.+}}, %[[A0]] : !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK: spirv.AtomicUMin <Device> <None>
// CHECK: spirv.AtomicAnd <Device> <None>
// CHECK: spirv.AtomicOr <Device> <None>
// CHECK: spirv.AtomicXor <Device> <None>
// CHECK: spirv.AtomicSMin <Device> <None>
// CHECK: spirv.AtomicUMax <Device> <None>
// CHECK: spirv.AtomicExchange <Device> <None> %{{.+}}, %{{.+}} : !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK: %[[BITS:.+]] = spirv.Bitcast %{{.+}} : f32 to i32
// CHECK-NEXT: %[[OLD:.+]] = spirv.AtomicExchange <Device> <None> %{{.+}}, %[[BITS]] : !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK-NEXT: %[[F:.+]] = spirv.Bitcast %[[OLD]] : i32 to f32
// CHECK: spirv.AtomicExchange <Device> <None> %{{.+}}, %[[F]] : !spirv.ptr<f32, {{StorageBuffer|Uniform}}>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK: spirv.AtomicCompareExchange <Device> <None> <None>
// CHECK-NEXT: spirv.Bitcast %{{.+}} : i32 to f32
// CHECK-NEXT: spirv.MemoryBarrier <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK-NEXT: spirv.MemoryBarrier <Device>, <AcquireRelease|UniformMemory|ImageMemory>
// CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Device>, <AcquireRelease|UniformMemory|ImageMemory>
// CHECK-NEXT: spirv.MemoryBarrier <Device>, <AcquireRelease|UniformMemory|WorkgroupMemory|ImageMemory>
// CHECK-NEXT: spirv.ControlBarrier <Workgroup>, <Device>, <AcquireRelease|UniformMemory|WorkgroupMemory|ImageMemory>

!S = !hlsl.struct<"S", (f32, i32, i32)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %sb = hlsl.handlefrombinding "Structs"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<!S>
  %a0 = hlsl.buffer.atomic_rmw addi %gi, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  %a1 = hlsl.buffer.atomic_rmw maxs %a0, %sb[%c0] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %a2 = hlsl.buffer.atomic_rmw minu %a1, %sb[%c0] member [2] : i32, !hlsl.handle<uav, !S, raw>
  %a3 = hlsl.buffer.atomic_rmw andi %a2, %bytes[%c4] : i32, !hlsl.handle<uav, i8, raw>
  %a4 = hlsl.buffer.atomic_rmw ori %a3, %bytes[%c4] : i32, !hlsl.handle<uav, i8, raw>
  %a5 = hlsl.buffer.atomic_rmw xori %a4, %bytes[%c4] : i32, !hlsl.handle<uav, i8, raw>
  %a6 = hlsl.buffer.atomic_rmw mins %a5, %sb[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %a7 = hlsl.buffer.atomic_rmw maxu %a6, %sb[%gi] member [2] : i32, !hlsl.handle<uav, !S, raw>
  %a8 = hlsl.buffer.atomic_rmw assign %a7, %sb[%gi] member [2] : i32, !hlsl.handle<uav, !S, raw>
  %f = arith.uitofp %a8 : i32 to f32
  %a9 = hlsl.buffer.atomic_rmw assign %f, %bytes[%c4] : f32, !hlsl.handle<uav, i8, raw>
  %a10 = hlsl.buffer.atomic_rmw assign %a9, %sb[%gi] member [0] : f32, !hlsl.handle<uav, !S, raw>
  %a11 = hlsl.buffer.atomic_cmpxchg %a8, %gi, %sb[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %a12 = hlsl.buffer.atomic_cmpxchg %a10, %f, %bytes[%c0] : f32, !hlsl.handle<uav, i8, raw>
  hlsl.barrier group
  hlsl.barrier group with_group_sync
  hlsl.barrier device
  hlsl.barrier device with_group_sync
  hlsl.barrier all
  hlsl.barrier all with_group_sync
  %u = arith.fptoui %a12 : f32 to i32
  %s = arith.addi %u, %a11 : i32
  hlsl.buffer.store %s, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  return
}
