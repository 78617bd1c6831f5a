// Kernel: ByteAddressBuffer read, RWByteAddressBuffer write.
//
//   ByteAddressBuffer In : register(t0);
//   RWByteAddressBuffer Out : register(u1);
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     uint4 v = In.Load4(id.x * 16);
//     Out.Store4(id.x * 16, v.wzyx);
//     Out.Store(id.x * 4 + 4096, asuint(asfloat(v.x) * 2.0));
//   }
//
// Bindings: set 0, binding 0 (In) and binding 1 (Out, at least 4096 + 256
// bytes for 64 threads). Expected: the 16-byte record i of Out is record i
// of In with its four words reversed, and the word at byte 4096 + 4i is
// twice the first word of record i read as a float.
// Byte offsets become word indices (>> 2); each word is loaded and stored
// on its own.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// CHECK: spirv.GlobalVariable @In bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0, NonWritable]),
// CHECK: spirv.GlobalVariable @Out bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]),
// CHECK: %[[WORD:.+]] = spirv.ShiftRightLogical %{{.+}}, %{{.+}} : i32, i32
// CHECK-COUNT-4: spirv.Load {{.*}} : i32
// CHECK: spirv.CompositeConstruct %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK: spirv.Bitcast %{{.+}} : i32 to f32

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %c4096 = arith.constant 4096 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.ByteAddressBuffer
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWByteAddressBuffer
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %record = arith.muli %i, %c16 : i32
  %v = hlsl.buffer.load %in[%record] : !hlsl.handle<srv, i8, raw> -> vector<4xi32>
  %x = vector.extract %v[0] : i32 from vector<4xi32>
  %y = vector.extract %v[1] : i32 from vector<4xi32>
  %z = vector.extract %v[2] : i32 from vector<4xi32>
  %w = vector.extract %v[3] : i32 from vector<4xi32>
  %reversed = vector.from_elements %w, %z, %y, %x : vector<4xi32>
  hlsl.buffer.store %reversed, %out[%record] : vector<4xi32>, !hlsl.handle<uav, i8, raw>
  %f = hlsl.buffer.load %in[%record] : !hlsl.handle<srv, i8, raw> -> f32
  %two = arith.constant 2.0 : f32
  %doubled = arith.mulf %f, %two : f32
  %slot = arith.muli %i, %c4 : i32
  %offset = arith.addi %slot, %c4096 : i32
  hlsl.buffer.store %doubled, %out[%offset] : f32, !hlsl.handle<uav, i8, raw>
  return
}
