// Kernel: Consume from a ConsumeStructuredBuffer and Append to an
// AppendStructuredBuffer, with both counters.
//
//   ConsumeStructuredBuffer<int> In : register(u0);   // counter In_counter = 100
//   AppendStructuredBuffer<int> Out : register(u1);   // counter Out_counter = 0
//   [numthreads(64, 1, 1)] void main() {
//     int x = In.Consume();
//     Out.Append(x * 2 + 1);
//   }
//
// Expected: In_counter = 36, Out_counter = 64, and Out[0 .. 64) holds 2 In[k] + 1 for
// k in 36 .. 100 in some order (Consume reads the slot its decrement leaves).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicISub <Device> <None>
// CHECK: spirv.AtomicIAdd <Device> <None>
// DX-COUNT-2: dx.resource.updatecounter

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.ConsumeStructuredBuffer<i32>
  %in_counter = hlsl.counterhandlefrombinding %in binding(2) space(0) : !hlsl.ConsumeStructuredBuffer<i32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.AppendStructuredBuffer<i32>
  %out_counter = hlsl.counterhandlefrombinding %out binding(3) space(0) : !hlsl.AppendStructuredBuffer<i32>
  %slot = hlsl.updatecounter %in_counter delta(-1) : !hlsl.handle<uav, i32, raw, counter>
  %x = hlsl.buffer.load %in[%slot] : !hlsl.handle<uav, i32, raw> -> i32
  %twice = arith.muli %x, %c2 : i32
  %y = arith.addi %twice, %c1 : i32
  %at = hlsl.updatecounter %out_counter delta(1) : !hlsl.handle<uav, i32, raw, counter>
  hlsl.buffer.store %y, %out[%at] : i32, !hlsl.handle<uav, i32, raw>
  return
}
