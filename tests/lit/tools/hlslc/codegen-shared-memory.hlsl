// Groupshared memory, atomics, barriers and wave intrinsics: a groupshared
// array is a workgroup memref.global (memory space 3) taken with
// memref.get_global; Interlocked* on it are memref.atomic_rmw (the compare
// forms memref.generic_atomic_rmw), on resources hlsl.buffer.atomic_rmw /
// hlsl.buffer.atomic_cmpxchg (a structured buffer member by its path, a
// byte-address buffer by its byte offset); barriers and wave intrinsics are
// the hlsl dialect's ops.

// RUN: %hlslc -T cs_6_6 -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_6 %s | %hlsl-opt | FileCheck %s

struct Tally {
  uint hits;
  int low;
};

RWStructuredBuffer<Tally> Tallies : register(u0);
RWByteAddressBuffer Raw : register(u1);
StructuredBuffer<int> In : register(t2);

// CHECK: memref.global "private" @Partial : memref<64xi32, 3>
groupshared int Partial[64];

// CHECK-LABEL: func.func @main()
// CHECK: %[[SH:.+]] = memref.get_global @Partial : memref<64xi32, 3>
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID) {
  // CHECK: %[[I:.+]] = arith.index_cast %{{.+}} : i32 to index
  // CHECK: memref.store %{{.+}}, %[[SH]][%[[I]]] : memref<64xi32, 3>
  Partial[gi] = In[gi];
  // CHECK: hlsl.barrier group with_group_sync
  GroupMemoryBarrierWithGroupSync();
  // CHECK: %{{.+}} = memref.atomic_rmw addi %{{.+}}, %[[SH]][%{{.+}}] : (i32, memref<64xi32, 3>) -> i32
  int before;
  InterlockedAdd(Partial[0], Partial[gi], before);
  // CHECK: memref.generic_atomic_rmw %[[SH]][%{{.+}}] : memref<64xi32, 3> {
  // CHECK: arith.cmpi eq
  // CHECK: memref.atomic_yield
  InterlockedCompareStore(Partial[1], 0, before);
  // CHECK: hlsl.barrier device
  DeviceMemoryBarrier();
  // CHECK: hlsl.buffer.atomic_rmw addi %{{.+}}, %{{.+}}[%{{.+}}] member [0]
  InterlockedAdd(Tallies[gid.x].hits, 1);
  // CHECK: hlsl.buffer.atomic_rmw mins %{{.+}}, %{{.+}}[%{{.+}}] member [1]
  InterlockedMin(Tallies[gid.x].low, Partial[gi]);
  // CHECK: %[[OLD:.+]] = hlsl.buffer.atomic_cmpxchg %{{.+}}, %{{.+}}, %{{.+}}[%{{.+}}] : i32
  uint old;
  Raw.InterlockedCompareExchange(gi * 4, 0u, 1u, old);
  // CHECK: %[[SUM:.+]] = hlsl.wave.reduce sum %{{.+}} : i32
  // CHECK: hlsl.wave.prefix sum
  // CHECK: hlsl.wave.ballot
  // CHECK: hlsl.wave.read_lane_first
  int total = WaveActiveSum(Partial[gi]);
  int prefix = WavePrefixSum(1);
  uint4 ballot = WaveActiveBallot(total > 0);
  int first = WaveReadLaneFirst(prefix);
  // CHECK: hlsl.wave.is_first_lane
  if (WaveIsFirstLane())
    Raw.Store(gid.x * 16, ballot.x + first + old);
}
