// Storage-buffer rows of wg-hlsl proposal 0015's object table, lowered for Vulkan 1.0
// (BufferBlock structs in Uniform storage, strict std430) and Vulkan 1.2
// (Block structs in StorageBuffer storage, vector-relaxed std430): the exact
// global variable types, decorations, descriptor set and binding, and the
// module's capabilities; each result passes spirv-val for its target.
//
// StructuredBuffer, RWStructuredBuffer, AppendStructuredBuffer and
// ConsumeStructuredBuffer; ByteAddressBuffer and RWByteAddressBuffer. (The
// tbuffer/TextureBuffer rows are in constant-buffers.mlir, the
// RasterizerOrdered* rows in rov-feedback.mlir.)

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefixes=CHECK,V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// V10: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], []> {
// V12: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {

// StructuredBuffer<float4> (t0): read-only, NonWritable.
// V10-NEXT: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0, NonWritable]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0, NonWritable]), Block>, StorageBuffer>

// RWStructuredBuffer<S> (u1, space1), S = {float, float3}: std430 puts the
// float3 at 16 (strict) or 4 (relaxed).
// V10-NEXT: spirv.GlobalVariable @RWSB bind(1, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [16])>, stride=32> [0]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @RWSB bind(1, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4])>, stride=16> [0]), Block>, StorageBuffer>

// AppendStructuredBuffer<uint> (elements are signless) and ConsumeStructuredBuffer<float2> (writeable,
// the same type as RWStructuredBuffer), implicit bindings after u1 in space 0.
// V10-NEXT: spirv.GlobalVariable @Append bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @Append bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
// V10-NEXT: spirv.GlobalVariable @Consume bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @Consume bind(0, 3) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf32>, stride=8> [0]), Block>, StorageBuffer>

// ByteAddressBuffer (t2) and RWByteAddressBuffer (u4): 32-bit words, stride 4.
// V10-NEXT: spirv.GlobalVariable @BAB bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @BAB bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0, NonWritable]), Block>, StorageBuffer>
// V10-NEXT: spirv.GlobalVariable @RWBAB bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @RWBAB bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>

// globallycoherent RWStructuredBuffer<int>: the Coherent decoration.
// V10-NEXT: spirv.GlobalVariable @Coherent bind(0, 5) {coherent} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @Coherent bind(0, 5) {coherent} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__GlobalInvocationId__ built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>

// CHECK-LABEL: spirv.func @main() "None"
// Structured element: AccessChain %buf[0, %i] and Load.
// V10: %[[SB:.+]] = spirv.AccessChain %SB_addr[%{{.+}}, %[[I:[0-9]+]]] : {{.*}} -> !spirv.ptr<vector<4xf32>, Uniform>
// V10-NEXT: spirv.Load "Uniform" %[[SB]] : vector<4xf32>
// V12: %[[SB:.+]] = spirv.AccessChain %SB_addr[%{{.+}}, %[[I:[0-9]+]]] : {{.*}} -> !spirv.ptr<vector<4xf32>, StorageBuffer>
// V12-NEXT: spirv.Load "StorageBuffer" %[[SB]] : vector<4xf32>
// A member of a struct element: AccessChain %buf[0, %i, 1].
// V12: %[[M:.+]] = spirv.AccessChain %RWSB_addr[%{{.+}}, %[[I]], %{{.+}}] : {{.*}} -> !spirv.ptr<vector<3xf32>, StorageBuffer>
// V12-NEXT: spirv.Store "StorageBuffer" %[[M]], %{{.+}} : vector<3xf32>
// A byte-address word: the offset shifted right by 2.
// V12: %[[WORD:.+]] = spirv.ShiftRightLogical %{{.+}}, %{{.+}} : i32, i32
// V12: spirv.AccessChain %BAB_addr[%{{.+}}, %[[WORD]]]
// CHECK: spirv.EntryPoint "GLCompute" @main, @__builtin__GlobalInvocationId__
// CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 64, 1, 1

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %sb = hlsl.handlefrombinding "SB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<vector<4xf32>>
  %rwsb = hlsl.handlefrombinding "RWSB"[%c0] space(1) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<3xf32>)>>
  %append = hlsl.handlefromimplicitbinding "Append"[%c0] order_id(0) space(0) range_size(1) : !hlsl.AppendStructuredBuffer<i32>
  %consume = hlsl.handlefromimplicitbinding "Consume"[%c0] order_id(1) space(0) range_size(1) : !hlsl.ConsumeStructuredBuffer<vector<2xf32>>
  %bab = hlsl.handlefrombinding "BAB"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.ByteAddressBuffer
  %rwbab = hlsl.handlefrombinding "RWBAB"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWByteAddressBuffer
  %coherent = hlsl.handlefrombinding "Coherent"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.handle<uav, i32, raw, coherent>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %tid[0] : i32 from vector<3xi32>
  %v = hlsl.buffer.load %sb[%i] : !hlsl.handle<srv, vector<4xf32>, raw> -> vector<4xf32>
  %f = vector.extract %v[0] : f32 from vector<4xf32>
  %f3 = vector.broadcast %f : f32 to vector<3xf32>
  hlsl.buffer.store %f3, %rwsb[%i] member [1] : vector<3xf32>, !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<3xf32>)>, raw>
  %u = hlsl.buffer.load %append[%i] : !hlsl.handle<uav, i32, raw> -> i32
  %c2 = hlsl.buffer.load %consume[%i] : !hlsl.handle<uav, vector<2xf32>, raw> -> vector<2xf32>
  %c4 = arith.constant 4 : i32
  %off = arith.muli %i, %c4 : i32
  %w = hlsl.buffer.load %bab[%off] : !hlsl.handle<srv, i8, raw> -> i32
  %sum = arith.addi %w, %u : i32
  hlsl.buffer.store %sum, %rwbab[%off] : i32, !hlsl.handle<uav, i8, raw>
  hlsl.buffer.store %sum, %coherent[%i] : i32, !hlsl.handle<uav, i32, raw, coherent>
  return
}
