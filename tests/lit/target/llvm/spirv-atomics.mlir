// Interlocked* on storage buffers and groupshared memory, and groupshared
// memory itself, as LLVM 22 IR for Vulkan, and what LLVM's SPIR-V backend
// makes of them. Sources of each form:
// - clang/test/CodeGenHLSL/builtins/RWByteAddressBuffer-InterlockedAdd.hlsl
//   and RWBuffer-Interlocked.hlsl: llvm.spv.resource.getpointer, then
//   `atomicrmw <op> ptr addrspace(11) %p, i32 %v syncscope("device")`;
//   InterlockedOr-SPIRV-scope.hlsl: groupshared atomics at Workgroup scope
//   (syncscope("workgroup"));
// - clang/test/CodeGenHLSL/group_shared.hlsl: groupshared variables are
//   `addrspace(3) global [N x T]` (LLVM makes them Workgroup variables).
// The ordering is acq_rel where clang writes monotonic: LLVM 22 writes
// monotonic's Relaxed semantics as an OpConstantNull and reuses it as the
// constant 0 of OpAccessChain into a storage buffer block, which
// spirv-val rejects; acq_rel becomes AcquireRelease (8) with no storage
// class, which orders no memory (docs/llvm-ir-export.md).

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

!S = !hlsl.struct<"S", (f32, i32)>

memref.global "private" @tile : memref<8x8xf32, 3>
memref.global "private" @count : memref<i32, 3>
memref.global @bins : memref<16xi32, 3>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c15 = arith.constant 15 : i32
  %two = arith.constant 2.0 : f32
  %structs = hlsl.handlefrombinding "Structs"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!S>
  %floats = hlsl.handlefrombinding "Floats"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWByteAddressBuffer
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %old = hlsl.buffer.atomic_rmw addi %c1, %structs[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %oldf = hlsl.buffer.atomic_rmw assign %two, %floats[%gi] : f32, !hlsl.handle<uav, f32, raw>
  %off = arith.muli %gi, %c4 : i32
  %sum = hlsl.buffer.atomic_rmw addi %old, %bytes[%off] : i32, !hlsl.handle<uav, i8, raw>
  %max = hlsl.buffer.atomic_rmw maxu %sum, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  %min = hlsl.buffer.atomic_rmw mins %max, %bytes[%c4] : i32, !hlsl.handle<uav, i8, raw>
  %bits = hlsl.buffer.atomic_rmw assign %oldf, %bytes[%off] : f32, !hlsl.handle<uav, i8, raw>
  %tile = memref.get_global @tile : memref<8x8xf32, 3>
  %count = memref.get_global @count : memref<i32, 3>
  %bins = memref.get_global @bins : memref<16xi32, 3>
  %xi = arith.index_cast %x : i32 to index
  %yi = arith.index_cast %y : i32 to index
  memref.store %bits, %tile[%yi, %xi] : memref<8x8xf32, 3>
  %seen = memref.atomic_rmw addi %c1, %count[] : (i32, memref<i32, 3>) -> i32
  %bin = arith.andi %min, %c15 : i32
  %bi = arith.index_cast %bin : i32 to index
  %prev = memref.atomic_rmw ori %seen, %bins[%bi] : (i32, memref<16xi32, 3>) -> i32
  hlsl.barrier group with_group_sync
  %t = memref.load %tile[%xi, %yi] : memref<8x8xf32, 3>
  %n = memref.load %count[] : memref<i32, 3>
  %swapped = memref.atomic_rmw assign %n, %bins[%bi] : (i32, memref<16xi32, 3>) -> i32
  %out = arith.addi %swapped, %prev : i32
  hlsl.buffer.store %t, %floats[%gi] : f32, !hlsl.handle<uav, f32, raw>
  hlsl.buffer.store %out, %structs[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  return
}

// A private global is internal, a public one hidden (clang's form of a
// groupshared variable), both uninitialized (poison).
// CHECK: @tile = internal addrspace(3) global [8 x [8 x float]] poison, align 4
// CHECK-NEXT: @count = internal addrspace(3) global i32 poison, align 4
// CHECK-NEXT: @bins = hidden addrspace(3) global [16 x i32] poison, align 4
// CHECK-LABEL: define void @main() #0 {
// CHECK: %[[GI:[0-9]+]] = call i32 @llvm.spv.flattened.thread.id.in.group()
// A structured buffer member: getpointer, one getelementptr, atomicrmw.
// CHECK: %[[SP:[0-9]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ss_12_1t(target("spirv.VulkanBuffer", [0 x %struct.S], 12, 1) %Structs, i32 %[[GI]])
// CHECK-NEXT: %[[MP:[0-9]+]] = getelementptr inbounds %struct.S, ptr addrspace(11) %[[SP]], i32 0, i32 1
// CHECK-NEXT: %[[OLD:[0-9]+]] = atomicrmw add ptr addrspace(11) %[[MP]], i32 1 syncscope("device") acq_rel
// CHECK-NEXT: %[[FP:[0-9]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %Floats, i32 %[[GI]])
// CHECK-NEXT: %[[OLDF:[0-9]+]] = atomicrmw xchg ptr addrspace(11) %[[FP]], float 2.000000e+00 syncscope("device") acq_rel
// A byte-address buffer: the word offset >> 2.
// CHECK-NEXT: %[[OFF:[0-9]+]] = mul i32 %[[GI]], 4
// CHECK-NEXT: %[[WORD:[0-9]+]] = lshr i32 %[[OFF]], 2
// CHECK-NEXT: %[[BP:[0-9]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %Bytes, i32 %[[WORD]])
// CHECK-NEXT: %[[SUM:[0-9]+]] = atomicrmw add ptr addrspace(11) %[[BP]], i32 %[[OLD]] syncscope("device") acq_rel
// CHECK: %[[MAX:[0-9]+]] = atomicrmw umax ptr addrspace(11) %{{[0-9]+}}, i32 %[[SUM]] syncscope("device") acq_rel
// CHECK: %[[MIN:[0-9]+]] = atomicrmw min ptr addrspace(11) %{{[0-9]+}}, i32 %[[MAX]] syncscope("device") acq_rel
// A float exchange on a word moves its bits.
// CHECK: %[[FBITS:[0-9]+]] = bitcast float %[[OLDF]] to i32
// CHECK-NEXT: %[[XBITS:[0-9]+]] = atomicrmw xchg ptr addrspace(11) %{{[0-9]+}}, i32 %[[FBITS]] syncscope("device") acq_rel
// CHECK-NEXT: %[[BITS:[0-9]+]] = bitcast i32 %[[XBITS]] to float
// groupshared memory: one getelementptr from the global, Workgroup scope.
// CHECK-NEXT: %[[TP:[0-9]+]] = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @tile, i32 0, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}
// CHECK-NEXT: store float %[[BITS]], ptr addrspace(3) %[[TP]]
// CHECK-NEXT: %[[SEEN:[0-9]+]] = atomicrmw add ptr addrspace(3) @count, i32 1 syncscope("workgroup") acq_rel
// CHECK: %[[BIN:[0-9]+]] = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i32 0, i32 %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = atomicrmw or ptr addrspace(3) %[[BIN]], i32 %[[SEEN]] syncscope("workgroup") acq_rel
// CHECK-NEXT: call void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %{{[0-9]+}}) ]
// CHECK: load float, ptr addrspace(3) %{{[0-9]+}}
// CHECK-NEXT: %[[N:[0-9]+]] = load i32, ptr addrspace(3) @count
// CHECK: atomicrmw xchg ptr addrspace(3) %{{[0-9]+}}, i32 %[[N]] syncscope("workgroup") acq_rel

// Device scope is 1, Workgroup 2; the semantics AcquireRelease (8).
// SPV-DAG: OpDecorate %Structs Binding 0
// SPV-DAG: %tile = OpVariable %_ptr_Workgroup__arr__arr_float_uint_8_uint_8 Workgroup
// SPV-DAG: %count = OpVariable %_ptr_Workgroup_uint Workgroup
// SPV-DAG: %bins = OpVariable %_ptr_Workgroup__arr_uint_uint_16 Workgroup
// SPV-LABEL: %main = OpFunction
// SPV: OpAtomicIAdd %uint %{{[0-9]+}} %uint_1 %uint_8 %uint_1
// SPV: OpAtomicExchange %float %{{[0-9]+}} %uint_1 %uint_8 %float_2
// SPV: OpAtomicIAdd %uint %{{[0-9]+}} %uint_1 %uint_8
// SPV: OpAtomicUMax %uint %{{[0-9]+}} %uint_1 %uint_8
// SPV: OpAtomicSMin %uint %{{[0-9]+}} %uint_1 %uint_8
// SPV: OpAtomicExchange %uint %{{[0-9]+}} %uint_1 %uint_8
// SPV: OpAtomicIAdd %uint %count %uint_2 %uint_8 %uint_1
// SPV: OpAtomicOr %uint %{{[0-9]+}} %uint_2 %uint_8
// SPV: OpControlBarrier %uint_2 %uint_2 %uint_16
// SPV: OpAtomicExchange %uint %{{[0-9]+}} %uint_2 %uint_8
