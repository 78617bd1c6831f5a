// Wave intrinsics and GroupMemoryBarrierWithGroupSync as the LLVM 22 calls
// clang 22 emits for Vulkan, with clang's convergence tokens, and what
// LLVM's SPIR-V backend makes of them. Sources of each form:
// - clang/test/CodeGenHLSL/builtins/WaveActiveSum.hlsl, WaveActiveMax.hlsl
//   (llvm.spv.wave.reduce.{sum,max,umax}.T, no calling convention),
//   WaveActiveCountBits.hlsl, WaveActiveAnyTrue.hlsl, WaveActiveBallot.hlsl
//   (`call spir_func` with a "convergencectrl" bundle), WaveActiveAllTrue.hlsl
//   and WaveReadLaneAt.hlsl (plain `call`, bundle),
//   GroupMemoryBarrierWithGroupSync.hlsl (call void
//   @llvm.spv.group.memory.barrier.with.group.sync());
// - llvm/test/CodeGen/SPIRV/hlsl-intrinsics/WaveGetLaneIndex.ll
//   (__hlsl_wave_get_lane_index, a convergent declaration, read as
//   BuiltIn SubgroupLocalInvocationId); WaveGetLaneCount is
//   llvm.spv.subgroup.size (BuiltIn SubgroupSize) because llc-22 has no
//   selection for llvm.spv.wave.get.lane.count;
// - clang/test/CodeGenHLSL/convergence/for.hlsl and entry.point.hlsl (the
//   entry token, a loop token in the loop header chained to the outer one,
//   convergent functions and the bundle on calls of them).
// LLVM 22 writes GroupMemoryBarrierWithGroupSync as OpControlBarrier
// Workgroup Workgroup SequentiallyConsistent (16), as
// llvm/test/CodeGen/SPIRV/hlsl-intrinsics/GroupMemoryBarrierWithGroupSync.ll
// expects.

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 32, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xi32>>
  %fout = hlsl.handlefrombinding "FOut"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xf32>>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %x = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, i32, raw> -> i32
  %sum = hlsl.wave.reduce sum %x : i32
  %umax = hlsl.wave.reduce umax %x : i32
  %min = hlsl.wave.reduce min %x : i32
  %f = arith.sitofp %x : i32 to f32
  %fsum = hlsl.wave.reduce sum %f : f32
  %v = vector.broadcast %f : f32 to vector<4xf32>
  %vmax = hlsl.wave.reduce max %v : vector<4xf32>
  %w = arith.extui %x : i32 to i64
  %wsum = hlsl.wave.reduce sum %w : i64
  %lane = hlsl.wave.lane_index
  %lanes = hlsl.wave.lane_count
  %first = hlsl.wave.is_first_lane
  %count = hlsl.wave.active_count_bits %first
  %all = hlsl.wave.all_true %first
  %any = hlsl.wave.any_true %first
  %ballot = hlsl.wave.ballot %any
  %read = hlsl.wave.read_lane_at %x, %c0 : i32
  %readv = hlsl.wave.read_lane_at %v, %lane : vector<4xf32>
  %looped = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %t = hlsl.wave.reduce umin %k : i32
    %next = arith.addi %acc, %t : i32
    scf.yield %next : i32
  }
  hlsl.barrier group with_group_sync
  %helped = func.call @helper(%sum) : (i32) -> i32
  %plain = func.call @plain(%umax) : (i32) -> i32
  %a = arith.addi %helped, %plain : i32
  %b = arith.addi %a, %looped : i32
  %c = arith.addi %b, %count : i32
  %d = arith.addi %c, %read : i32
  %e = arith.addi %d, %lanes : i32
  %g = arith.addi %e, %min : i32
  %narrow = arith.trunci %wsum : i64 to i32
  %h = arith.addi %g, %narrow : i32
  %allword = arith.extui %all : i1 to i32
  %j = arith.addi %h, %allword : i32
  %r = vector.insert %j, %ballot [0] : i32 into vector<4xi32>
  hlsl.buffer.store %r, %out[%i] : vector<4xi32>, !hlsl.handle<uav, vector<4xi32>, raw>
  %fv = vector.insert %fsum, %vmax [3] : f32 into vector<4xf32>
  %fw = arith.addf %fv, %readv : vector<4xf32>
  hlsl.buffer.store %fw, %fout[%i] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  return
}

// A convergent function: its own entry token, and tokens in its nested
// while loop chained to it.
func.func private @helper(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%n = %x) : (i32) -> i32 {
    %more = arith.cmpi sgt, %n, %c0 : i32
    %any = hlsl.wave.any_true %more
    scf.condition(%any) %n : i32
  } do {
  ^bb0(%n: i32):
    %m = hlsl.wave.reduce max %n : i32
    %next = arith.subi %m, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// No convergent operation: no attribute and no token.
func.func private @plain(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.muli %x, %c2 : i32
  return %y : i32
}

// CHECK-LABEL: define void @main() #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %[[ENTRY:[0-9]+]] = call token @llvm.experimental.convergence.entry()
// CHECK: %[[X:[0-9]+]] = load i32, ptr addrspace(11) %{{[0-9]+}}
// CHECK-NEXT: %[[SUM:[0-9]+]] = call i32 @llvm.spv.wave.reduce.sum.i32(i32 %[[X]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[UMAX:[0-9]+]] = call i32 @llvm.spv.wave.reduce.umax.i32(i32 %[[X]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[MIN:[0-9]+]] = call i32 @llvm.spv.wave.reduce.min.i32(i32 %[[X]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[F:[0-9]+]] = sitofp i32 %[[X]] to float
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.spv.wave.reduce.sum.f32(float %[[F]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK: %[[V:[0-9]+]] = shufflevector
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.spv.wave.reduce.max.v4f32(<4 x float> %[[V]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[W:[0-9]+]] = zext i32 %[[X]] to i64
// CHECK-NEXT: %{{[0-9]+}} = call i64 @llvm.spv.wave.reduce.sum.i64(i64 %[[W]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[LANE:[0-9]+]] = call i32 @__hlsl_wave_get_lane_index() [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[LANES:[0-9]+]] = call i32 @llvm.spv.subgroup.size()
// CHECK-NEXT: %[[FIRST:[0-9]+]] = call spir_func i1 @llvm.spv.wave.is.first.lane() [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[COUNT:[0-9]+]] = call spir_func i32 @llvm.spv.wave.active.countbits(i1 %[[FIRST]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %{{[0-9]+}} = call i1 @llvm.spv.wave.all(i1 %[[FIRST]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[ANY:[0-9]+]] = call spir_func i1 @llvm.spv.wave.any(i1 %[[FIRST]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[BALLOT:[0-9]+]] = call spir_func <4 x i32> @llvm.spv.wave.ballot(i1 %[[ANY]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %[[READ:[0-9]+]] = call i32 @llvm.spv.wave.readlane.i32(i32 %[[X]], i32 0) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.spv.wave.readlane.v4f32(<4 x float> %[[V]], i32 %[[LANE]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: br label %for.cond
// The loop's token follows the header's phis and chains to the entry's.
// CHECK: for.cond:
// CHECK-NEXT: %[[K:[0-9]+]] = phi i32
// CHECK-NEXT: %{{[0-9]+}} = phi i32
// CHECK-NEXT: %[[LOOP:[0-9]+]] = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK: for.body:
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.spv.wave.reduce.umin.i32(i32 %[[K]]) [ "convergencectrl"(token %[[LOOP]]) ]
// CHECK: for.end:
// CHECK-NEXT: call void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %{{[0-9]+}} = call spir_func i32 @helper(i32 %[[SUM]]) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK-NEXT: %{{[0-9]+}} = call spir_func i32 @plain(i32 %[[UMAX]])
// CHECK-NOT: convergencectrl
// CHECK: store <4 x i32>

// CHECK-LABEL: define internal spir_func i32 @helper(i32 %0) #1 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %[[HENTRY:[0-9]+]] = call token @llvm.experimental.convergence.entry()
// CHECK-NEXT: br label %while.cond
// CHECK: while.cond:
// CHECK-NEXT: %[[N:[0-9]+]] = phi i32 [ %0, %entry ], [ %{{[0-9]+}}, %while.body ]
// CHECK-NEXT: %[[HLOOP:[0-9]+]] = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %[[HENTRY]]) ]
// CHECK-NEXT: %[[MORE:[0-9]+]] = icmp sgt i32 %[[N]], 0
// CHECK-NEXT: %{{[0-9]+}} = call spir_func i1 @llvm.spv.wave.any(i1 %[[MORE]]) [ "convergencectrl"(token %[[HLOOP]]) ]
// CHECK: while.body:
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.spv.wave.reduce.max.i32(i32 %[[N]]) [ "convergencectrl"(token %[[HLOOP]]) ]

// CHECK-LABEL: define internal spir_func i32 @plain(i32 %0) {
// CHECK-NEXT: entry:
// CHECK-NEXT: %1 = mul i32 %0, 2

// CHECK: declare i32 @__hlsl_wave_get_lane_index() #1
// CHECK: attributes #0 = { convergent "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
// CHECK: attributes #1 = { convergent }

// WaveReadLaneAt is an OpGroupNonUniformShuffle, WaveActiveCountBits a
// ballot and its bit count, WaveIsFirstLane OpGroupNonUniformElect.
// SPV-DAG: OpCapability GroupNonUniformArithmetic
// SPV-DAG: OpCapability GroupNonUniformBallot
// SPV-DAG: OpCapability GroupNonUniformVote
// SPV-DAG: OpCapability GroupNonUniformShuffle
// SPV-DAG: OpDecorate %__spirv_BuiltInSubgroupLocalInvocationId BuiltIn SubgroupLocalInvocationId
// SPV-DAG: OpDecorate %__spirv_BuiltInSubgroupSize BuiltIn SubgroupSize
// SPV-DAG: %uint_3 = OpConstant %uint 3
// SPV-DAG: %uint_16 = OpConstant %uint 16
// SPV-DAG: %uint_2 = OpConstant %uint 2
// SPV-LABEL: %main = OpFunction
// SPV: %[[X:[0-9]+]] = OpLoad %uint
// SPV: %[[SUM:[0-9]+]] = OpGroupNonUniformIAdd %uint %uint_3 Reduce %[[X]]
// SPV-NEXT: %[[UMAX:[0-9]+]] = OpGroupNonUniformUMax %uint %uint_3 Reduce %[[X]]
// SPV-NEXT: OpGroupNonUniformSMin %uint %uint_3 Reduce %[[X]]
// SPV: OpGroupNonUniformFAdd %float %uint_3 Reduce
// SPV: OpGroupNonUniformFMax %v4float %uint_3 Reduce
// SPV: OpGroupNonUniformIAdd %ulong %uint_3 Reduce
// SPV-NEXT: %[[LANE:[0-9]+]] = OpLoad %uint %__spirv_BuiltInSubgroupLocalInvocationId
// SPV-NEXT: OpLoad %uint %__spirv_BuiltInSubgroupSize
// SPV-NEXT: %[[FIRST:[0-9]+]] = OpGroupNonUniformElect %bool %uint_3
// SPV-NEXT: %[[BALLOT:[0-9]+]] = OpGroupNonUniformBallot %v4uint %uint_3 %[[FIRST]]
// SPV-NEXT: OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce %[[BALLOT]]
// SPV-NEXT: OpGroupNonUniformAll %bool %uint_3 %[[FIRST]]
// SPV-NEXT: %[[ANY:[0-9]+]] = OpGroupNonUniformAny %bool %uint_3 %[[FIRST]]
// SPV-NEXT: OpGroupNonUniformBallot %v4uint %uint_3 %[[ANY]]
// SPV-NEXT: OpGroupNonUniformShuffle %uint %uint_3 %[[X]] %uint_0
// SPV-NEXT: OpGroupNonUniformShuffle %v4float %uint_3 %{{[0-9]+}} %[[LANE]]
// SPV: OpLoopMerge %for_end %for_body None
// SPV: OpControlBarrier %uint_2 %uint_2 %uint_16
// SPV-NEXT: OpFunctionCall %uint %helper %[[SUM]]
// SPV-NEXT: OpFunctionCall %uint %plain %[[UMAX]]
// SPV: OpGroupNonUniformUMin %uint %uint_3 Reduce
// SPV-LABEL: %helper = OpFunction
// SPV: OpGroupNonUniformAny %bool %uint_3
// SPV-NEXT: OpLoopMerge %while_end %while_body None
// SPV: OpGroupNonUniformSMax %uint %uint_3 Reduce
