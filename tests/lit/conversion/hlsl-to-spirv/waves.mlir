// Wave and quad intrinsics to SPIR-V subgroup operations (DXC's forms,
// https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst) at
// Subgroup scope: lane index and count as SubgroupLocalInvocationId / SubgroupSize
// built-ins, WaveIsFirstLane GroupNonUniformElect, reductions and prefixes the
// GroupNonUniform arithmetic of the kind (Reduce / ExclusiveScan), bit counts
// Ballot + BallotBitCount, votes All/Any/AllEqual (per component), lane reads
// BroadcastFirst, Broadcast (a constant lane) or Shuffle, quad reads QuadSwap and
// QuadBroadcast. The target lists the optional subgroup features (the presets before
// Vulkan 1.4 lack them: waves-invalid.mlir); the binary validates for Vulkan 1.1 and 1.3.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv && spirv-val --target-env vulkan1.3 %t.spv

// CHECK: requires #spirv.vce<v1.3, [Shader, GroupNonUniform, GroupNonUniformArithmetic, GroupNonUniformBallot, GroupNonUniformVote, GroupNonUniformShuffle, GroupNonUniformQuad, Matrix], []>
// CHECK: spirv.GlobalVariable @__builtin__SubgroupLocalInvocationId__ built_in("SubgroupLocalInvocationId") : !spirv.ptr<i32, Input>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__SubgroupSize__ built_in("SubgroupSize") : !spirv.ptr<i32, Input>
// CHECK-LABEL: spirv.func @main
// CHECK: %[[GI:.+]] = spirv.Load "Input" %__builtin__LocalInvocationIndex___addr : i32
// CHECK: spirv.GroupNonUniformElect <Subgroup> : i1
// CHECK-NEXT: spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %[[GI]] : i32 -> i32
// CHECK-NEXT: spirv.GroupNonUniformUMax <Subgroup> <Reduce> %[[GI]] : i32 -> i32
// CHECK-NEXT: spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %[[GI]] : i32 -> i32
// CHECK: spirv.GroupNonUniformFMin <Subgroup> <Reduce> %{{.+}} : vector<2xf32> -> vector<2xf32>
// CHECK-NEXT: spirv.GroupNonUniformIAdd <Subgroup> <ExclusiveScan> %[[GI]] : i32 -> i32
// CHECK: %[[B0:.+]] = spirv.GroupNonUniformBallot <Subgroup> %[[ODD:.+]] : vector<4xi32>
// CHECK-NEXT: spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %[[B0]] : vector<4xi32> -> i32
// CHECK-NEXT: %[[B1:.+]] = spirv.GroupNonUniformBallot <Subgroup> %[[ODD]] : vector<4xi32>
// CHECK-NEXT: spirv.GroupNonUniformBallotBitCount <Subgroup> <ExclusiveScan> %[[B1]] : vector<4xi32> -> i32
// CHECK-NEXT: spirv.GroupNonUniformBallot <Subgroup> %[[ODD]] : vector<4xi32>
// CHECK-NEXT: spirv.GroupNonUniformAll <Subgroup> %[[ODD]] : i1
// CHECK-NEXT: spirv.GroupNonUniformAny <Subgroup> %[[ODD]] : i1
// CHECK: spirv.GroupNonUniformAllEqual <Subgroup> %{{.+}} : f32, i1
// CHECK: spirv.GroupNonUniformAllEqual <Subgroup> %{{.+}} : f32, i1
// CHECK-NEXT: spirv.CompositeConstruct %{{.+}}, %{{.+}} : (i1, i1) -> vector<2xi1>
// CHECK-NEXT: spirv.GroupNonUniformBroadcastFirst <Subgroup> %[[GI]] : i32
// CHECK-NEXT: spirv.GroupNonUniformBroadcast <Subgroup> %[[GI]], %cst2_i32 : i32, i32
// CHECK-NEXT: spirv.GroupNonUniformShuffle <Subgroup> %[[GI]], %{{.+}} : i32, i32
// CHECK: spirv.GroupNonUniformQuadSwap <Subgroup> %[[GI]] %{{.+}} : i32, i32
// CHECK-NEXT: spirv.GroupNonUniformQuadBroadcast <Subgroup> %[[GI]], %cst2_i32 : i32, i32

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform, GroupNonUniformArithmetic, GroupNonUniformBallot, GroupNonUniformVote, GroupNonUniformShuffle, GroupNonUniformQuad], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i32>
    %outf = hlsl.handlefrombinding "OutF"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<vector<2xf32>>
    %gi = hlsl.system_value "SV_GroupIndex" : i32
    %lane = hlsl.wave.lane_index
    %count = hlsl.wave.lane_count
    %first = hlsl.wave.is_first_lane
    %sum = hlsl.wave.reduce sum %gi : i32
    %umax = hlsl.wave.reduce umax %gi : i32
    %xor = hlsl.wave.reduce xor %gi : i32
    %f = arith.uitofp %lane : i32 to f32
    %v = vector.from_elements %f, %f : vector<2xf32>
    %fmin = hlsl.wave.reduce min %v : vector<2xf32>
    %prefix = hlsl.wave.prefix sum %gi : i32
    %odd0 = arith.andi %gi, %c1 : i32
    %odd = arith.cmpi ne, %odd0, %c0 : i32
    %bits = hlsl.wave.active_count_bits %odd
    %pbits = hlsl.wave.prefix_count_bits %odd
    %ballot = hlsl.wave.ballot %odd
    %all = hlsl.wave.all_true %odd
    %any = hlsl.wave.any_true %odd
    %eq = hlsl.wave.all_equal %v : vector<2xf32>
    %firstv = hlsl.wave.read_lane_first %gi : i32
    %at2 = hlsl.wave.read_lane_at %gi, %c2 : i32
    %atn = hlsl.wave.read_lane_at %gi, %odd0 : i32
    %qx = hlsl.quad.read_across x %gi : i32
    %ql = hlsl.quad.read_lane_at %gi, %c2 : i32
    %s0 = arith.addi %sum, %umax : i32
    %s1 = arith.addi %s0, %xor : i32
    %s2 = arith.addi %s1, %prefix : i32
    %s3 = arith.addi %s2, %bits : i32
    %s4 = arith.addi %s3, %pbits : i32
    %b0 = vector.extract %ballot[0] : i32 from vector<4xi32>
    %s5 = arith.addi %s4, %b0 : i32
    %s6 = arith.addi %s5, %firstv : i32
    %s7 = arith.addi %s6, %at2 : i32
    %s8 = arith.addi %s7, %atn : i32
    %s9 = arith.addi %s8, %qx : i32
    %s10 = arith.addi %s9, %ql : i32
    %s11 = arith.addi %s10, %count : i32
    %ai = arith.extui %all : i1 to i32
    %bi = arith.extui %any : i1 to i32
    %fi = arith.extui %first : i1 to i32
    %e0 = vector.extract %eq[0] : i1 from vector<2xi1>
    %ei = arith.extui %e0 : i1 to i32
    %s12 = arith.addi %s11, %ai : i32
    %s13 = arith.addi %s12, %bi : i32
    %s14 = arith.addi %s13, %fi : i32
    %s15 = arith.addi %s14, %ei : i32
    hlsl.buffer.store %s15, %out[%gi] : i32, !hlsl.handle<uav, i32, raw>
    hlsl.buffer.store %fmin, %outf[%gi] : vector<2xf32>, !hlsl.handle<uav, vector<2xf32>, raw>
    return
  }
}
