// Kernel: an AppendStructuredBuffer filter.
//
//   StructuredBuffer<int> In : register(t0);
//   AppendStructuredBuffer<int> Out : register(u1);   // counter: [[vk::counter_binding(2)]]
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     int x = In[id.x];
//     if (x % 2 == 0) Out.Append(x);
//   }
//
// Bindings: set 0, binding 0 (In), binding 1 (Out), binding 2 (Out_counter,
// one i32, to be zeroed before the dispatch). Expected: Out_counter holds the
// number of even values of In, and Out[0 .. count) are those values in some
// order. Append is IncrementCounter (AtomicIAdd, returning the slot) and a
// store at the returned slot.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefixes=CHECK,V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// V10: spirv.GlobalVariable @Out bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), BufferBlock>, Uniform>
// V10: spirv.GlobalVariable @Out_counter bind(0, 2) : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>
// V12: spirv.GlobalVariable @Out bind(0, 1) {counter_buffer = @Out_counter} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
// V12: spirv.GlobalVariable @Out_counter bind(0, 2) : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
// CHECK: spirv.mlir.selection
// CHECK: %[[SLOT:.+]] = spirv.AtomicIAdd <Device> <None>
// CHECK: spirv.AccessChain %Out_addr[%{{.+}}, %[[SLOT]]]

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.AppendStructuredBuffer<i32>
  %counter = hlsl.counterhandlefrombinding %out binding(2) space(0) : !hlsl.AppendStructuredBuffer<i32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %x = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, i32, raw> -> i32
  %r = arith.remsi %x, %c2 : i32
  %even = arith.cmpi eq, %r, %c0 : i32
  scf.if %even {
    %slot = hlsl.updatecounter %counter delta(1) : !hlsl.handle<uav, i32, raw, counter>
    hlsl.buffer.store %x, %out[%slot] : i32, !hlsl.handle<uav, i32, raw>
  }
  return
}
