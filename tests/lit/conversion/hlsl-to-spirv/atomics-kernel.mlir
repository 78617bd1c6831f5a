// Kernel on Vulkan (lavapipe): InterlockedAdd and InterlockedCompareExchange
// on a RWByteAddressBuffer, InterlockedMax and InterlockedMin on the members
// of a RWStructuredBuffer element, with a GroupMemoryBarrierWithGroupSync
// between them:
//
//   RWByteAddressBuffer Bytes : register(u0);
//   struct Pair { int hi; int lo; };
//   RWStructuredBuffer<Pair> Pair : register(u1);
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     Bytes.InterlockedAdd(0, 1);
//     GroupMemoryBarrierWithGroupSync();
//     uint seen;
//     Bytes.InterlockedCompareExchange(4, 0, gi + 1, seen);
//     InterlockedMax(Pair[0].hi, (int)gi);
//     InterlockedMin(Pair[0].lo, (int)gi - 10);
//   }
//
// Expected: Bytes = [64, k + 1] for the one thread k that found 0 (any of
// them), Pair = {63, -10}.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.spv
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/atomics-kernel.yaml %t.spv | FileCheck %s

// CHECK:      - Name: Bytes
// CHECK-NEXT:   Format: UInt32
// CHECK-NEXT:   Data: [ 64, {{[1-9][0-9]?}} ]
// CHECK:      - Name: Pair
// CHECK-NEXT:   Format: Int32
// CHECK-NEXT:   Stride: 8
// CHECK-NEXT:   Data: [ 63, -10 ]

!Pair = !hlsl.struct<"Pair", (i32, i32)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c10 = arith.constant 10 : i32
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %pair = hlsl.handlefrombinding "Pair"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<!Pair>
  %count = hlsl.buffer.atomic_rmw addi %c1, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  hlsl.barrier group with_group_sync
  %mine = arith.addi %gi, %c1 : i32
  %seen = hlsl.buffer.atomic_cmpxchg %c0, %mine, %bytes[%c4] : i32, !hlsl.handle<uav, i8, raw>
  %hi = hlsl.buffer.atomic_rmw maxs %gi, %pair[%c0] member [0] : i32, !hlsl.handle<uav, !Pair, raw>
  %low = arith.subi %gi, %c10 : i32
  %lo = hlsl.buffer.atomic_rmw mins %low, %pair[%c0] member [1] : i32, !hlsl.handle<uav, !Pair, raw>
  return
}
