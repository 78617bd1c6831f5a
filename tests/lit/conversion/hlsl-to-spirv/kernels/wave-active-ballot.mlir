// Kernel: WaveActiveBallot, with each lane's subgroup identified by WaveReadLaneFirst.
//
//   RWStructuredBuffer<uint4> Out : register(u0);   // 32 elements
//   [numthreads(32, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     Out[gi] = uint4(WaveReadLaneFirst(gi), WaveGetLaneIndex(), WaveGetLaneCount(),
//                     WaveActiveBallot(gi % 3 == 0).x);
//   }
//
// Expected, whatever lanes the device groups (lavapipe: subgroups of 8): the lanes
// with one WaveReadLaneFirst value form a subgroup of WaveGetLaneCount lanes numbered
// 0 .. count, that value being the gi of its lane 0, and the last component is, over
// that subgroup, bit k set for each lane k whose gi % 3 == 0.
//
// The target lists the subgroup features lavapipe has (the Vulkan presets before 1.4
// lack the arithmetic and ballot ones).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.GroupNonUniformBroadcastFirst <Subgroup>
// CHECK: spirv.GroupNonUniformBallot <Subgroup>
// DX: dx.wave.ballot

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform, GroupNonUniformArithmetic, GroupNonUniformBallot], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xi32>>
    %gi = hlsl.system_value "SV_GroupIndex" : i32
    %first = hlsl.wave.read_lane_first %gi : i32
    %lane = hlsl.wave.lane_index
    %count = hlsl.wave.lane_count
    %r = arith.remui %gi, %c3 : i32
    %p = arith.cmpi eq, %r, %c0 : i32
    %ballot = hlsl.wave.ballot %p
    %result = vector.extract %ballot[0] : i32 from vector<4xi32>
    %record = vector.from_elements %first, %lane, %count, %result : vector<4xi32>
    hlsl.buffer.store %record, %out[%gi] : vector<4xi32>, !hlsl.handle<uav, vector<4xi32>, raw>
    return
  }
}
