// Counters of structured buffers (wg-hlsl proposal 0023,
// docs/lowering-hlsl-to-spirv.md "Counters"):
// `<name>_counter`, a Block struct holding one i32, in its resource's
// descriptor set, at the counter's explicit binding or, in order_id order
// with every other implicit binding, the first free one. Where the target
// allows it (SPIR-V 1.4, so Vulkan 1.2 here) the main buffer names its
// counter with `counter_buffer` (OpDecorateId CounterBuffer) and the module
// is SPIR-V 1.4, whose entry point interface lists every global it uses.
// IncrementCounter (+1) is AtomicIAdd, which returns the old value;
// DecrementCounter (-1) is AtomicISub, whose result minus one is the new
// value.
//
// Bindings: explicit pairs are reserved first (set 0: A 0, C 1, A's counter
// 5; set 1: E 0, E's counter 2); then in order_id order: D (0) takes set 1
// binding 1, B (1) set 0 binding 2, B's counter (2) set 0 binding 3, D's
// counter (3) set 1 binding 3.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefixes=CHECK,V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 emit-counter-buffer-decoration=false" | FileCheck %s --check-prefixes=CHECK,NODECO
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-translate --deserialize-spirv %t.v12.spv | FileCheck %s --check-prefix=BINARY

// V10: requires #spirv.vce<v1.0, [Shader, Matrix], []>
// V12: requires #spirv.vce<v1.4, [Shader, Matrix], []>
// NODECO: requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]>

// V10-NEXT: spirv.GlobalVariable @A bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), BufferBlock>, Uniform>
// V10-NEXT: spirv.GlobalVariable @A_counter bind(0, 5) : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @A bind(0, 0) {counter_buffer = @A_counter} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
// V12-NEXT: spirv.GlobalVariable @A_counter bind(0, 5) : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
// NODECO-NEXT: spirv.GlobalVariable @A bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
// NODECO-NEXT: spirv.GlobalVariable @A_counter bind(0, 5) : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @B bind(0, 2)
// CHECK-NEXT: spirv.GlobalVariable @B_counter bind(0, 3) :
// CHECK-NEXT: spirv.GlobalVariable @C bind(0, 1) :
// CHECK-NEXT: spirv.GlobalVariable @D bind(1, 1)
// CHECK-NEXT: spirv.GlobalVariable @D_counter bind(1, 3) :
// CHECK-NEXT: spirv.GlobalVariable @E bind(1, 0)
// CHECK-NEXT: spirv.GlobalVariable @E_counter bind(1, 2) :

// CHECK-LABEL: spirv.func @main() "None"
// IncrementCounter on A: the value before.
// CHECK: %[[A_COUNT:.+]] = spirv.AccessChain %A_counter_addr[%{{.+}}] : {{.*}} -> !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK-NEXT: %[[ONE:.+]] = spirv.Constant 1 : i32
// CHECK-NEXT: %[[OLD:.+]] = spirv.AtomicIAdd <Device> <None> %[[A_COUNT]], %[[ONE]] : !spirv.ptr<i32, {{StorageBuffer|Uniform}}>
// CHECK: spirv.AccessChain %A_addr[%{{.+}}, %[[OLD]]]
// DecrementCounter on B: the value after.
// CHECK: %[[B_COUNT:.+]] = spirv.AccessChain %B_counter_addr[%{{.+}}]
// CHECK-NEXT: %[[ONE2:.+]] = spirv.Constant 1 : i32
// CHECK-NEXT: %[[BEFORE:.+]] = spirv.AtomicISub <Device> <None> %[[B_COUNT]], %[[ONE2]]
// CHECK-NEXT: %[[AFTER:.+]] = spirv.ISub %[[BEFORE]], %[[ONE2]] : i32
// CHECK: spirv.AccessChain %B_addr[%{{.+}}, %[[AFTER]]]

// V10: spirv.EntryPoint "GLCompute" @main, @__builtin__GlobalInvocationId__
// V12: spirv.EntryPoint "GLCompute" @main, @A, @A_counter, @B, @B_counter, @C, @D, @D_counter, @E, @E_counter, @__builtin__GlobalInvocationId__
// NODECO: spirv.EntryPoint "GLCompute" @main, @__builtin__GlobalInvocationId__

// The binary names each counter with OpDecorateId.
// BINARY: spirv.GlobalVariable @A bind(0, 0) {counter_buffer = @A_counter}

!Buf = !hlsl.RWStructuredBuffer<f32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %f = arith.sitofp %x : i32 to f32
  %a = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !Buf
  %a_counter = hlsl.counterhandlefrombinding %a binding(5) space(0) : !Buf
  %b = hlsl.handlefromimplicitbinding "B"[%c0] order_id(1) space(0) range_size(1) : !Buf
  %b_counter = hlsl.counterhandlefromimplicitbinding %b order_id(2) space(0) : !Buf
  %c = hlsl.handlefrombinding "C"[%c0] space(0) lower_bound(1) range_size(1) : !Buf
  %d = hlsl.handlefromimplicitbinding "D"[%c0] order_id(0) space(1) range_size(1) : !hlsl.AppendStructuredBuffer<i32>
  %d_counter = hlsl.counterhandlefromimplicitbinding %d order_id(3) space(1) : !hlsl.AppendStructuredBuffer<i32>
  %e = hlsl.handlefrombinding "E"[%c0] space(1) lower_bound(0) range_size(1) : !hlsl.ConsumeStructuredBuffer<i32>
  %e_counter = hlsl.counterhandlefrombinding %e binding(2) space(1) : !hlsl.ConsumeStructuredBuffer<i32>
  // Append: IncrementCounter, then store at the old count.
  %slot = hlsl.updatecounter %a_counter delta(1) : !hlsl.handle<uav, f32, raw, counter>
  hlsl.buffer.store %f, %a[%slot] : f32, !hlsl.handle<uav, f32, raw>
  // Consume: DecrementCounter, then load at the new count.
  %last = hlsl.updatecounter %b_counter delta(-1) : !hlsl.handle<uav, f32, raw, counter>
  %g = hlsl.buffer.load %b[%last] : !hlsl.handle<uav, f32, raw> -> f32
  hlsl.buffer.store %g, %c[%x] : f32, !hlsl.handle<uav, f32, raw>
  %d_slot = hlsl.updatecounter %d_counter delta(1) : !hlsl.handle<uav, i32, raw, counter>
  %e_last = hlsl.updatecounter %e_counter delta(-1) : !hlsl.handle<uav, i32, raw, counter>
  %h = hlsl.buffer.load %e[%e_last] : !hlsl.handle<uav, i32, raw> -> i32
  hlsl.buffer.store %h, %d[%d_slot] : i32, !hlsl.handle<uav, i32, raw>
  return
}
