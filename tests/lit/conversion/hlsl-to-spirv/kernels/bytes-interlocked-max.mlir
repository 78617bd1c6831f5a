// Kernel: InterlockedMax on a RWByteAddressBuffer, signed and unsigned.
//
//   RWByteAddressBuffer Bytes : register(u0);   // [-1000, 0]
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     Bytes.InterlockedMax(0, (int)((gi * 37) % 101) - 50);
//     Bytes.InterlockedMax(4, gi * 3 + 7);
//   }
//
// Expected: Bytes[0] = max over gi of (gi * 37 % 101) - 50 (signed), Bytes[1] = 196.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicSMax <Device> <None>
// CHECK: spirv.AtomicUMax <Device> <None>
// DX: dx.resource.atomicrmw max
// DX: dx.resource.atomicrmw umax

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c7 = arith.constant 7 : i32
  %c37 = arith.constant 37 : i32
  %c50 = arith.constant 50 : i32
  %c101 = arith.constant 101 : i32
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %m = arith.muli %gi, %c37 : i32
  %r = arith.remui %m, %c101 : i32
  %signed = arith.subi %r, %c50 : i32
  %a = hlsl.buffer.atomic_rmw maxs %signed, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  %t = arith.muli %gi, %c3 : i32
  %unsigned = arith.addi %t, %c7 : i32
  %b = hlsl.buffer.atomic_rmw maxu %unsigned, %bytes[%c4] : i32, !hlsl.handle<uav, i8, raw>
  return
}
