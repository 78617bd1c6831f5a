// A GLSL compute shader compiled by glslang: its binary deserializes into
// structured regions, serializes again into a valid module, and that binary
// is a fixed point of deserialize -> serialize.

// RUN: glslangValidator -V --target-env vulkan1.0 %s -o %t.spv
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.re.spv
// RUN: spirv-val --target-env vulkan1.0 %t.re.spv
// RUN: %hlsl-translate --deserialize-spirv %t.re.spv -o %t.re.mlir
// RUN: %hlsl-translate --serialize-spirv %t.re.mlir -o %t.re2.spv
// RUN: cmp %t.re.spv %t.re2.spv

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
// CHECK-DAG: spirv.GlobalVariable @pc : !spirv.ptr<!spirv.struct<PC, (i32 [0], f32 [4]), Block>, PushConstant>
// CHECK-DAG: spirv.GlobalVariable @inb bind(0, 1) : !spirv.ptr<!spirv.struct<In, (!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>
// CHECK-DAG: spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<Data, (!spirv.rtarray<f32, stride=4> [0]), BufferBlock>, Uniform>
// CHECK-DAG: spirv.GlobalVariable @tile : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
// CHECK-DAG: spirv.GlobalVariable @gl_GlobalInvocationID built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// The function's variables come first, also when its first block heads a
// selection (the selection region then starts with that block's code).
// CHECK:     spirv.func @main() "None" {
// CHECK-NEXT:  spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT:  spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT:  spirv.Variable : !spirv.ptr<i32, Function>
// CHECK:       spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK:       spirv.Branch ^[[HEADER:bb[0-9]+]]
// CHECK-NEXT:  ^[[HEADER]]:
// CHECK-NEXT:  spirv.mlir.selection {
// CHECK:         spirv.mlir.loop {
// CHECK:           spirv.mlir.merge
// CHECK:         spirv.mlir.merge
// CHECK:       spirv.Return
// CHECK:     spirv.EntryPoint "GLCompute" @main, @gl_GlobalInvocationID, @gl_LocalInvocationID
// CHECK:     spirv.ExecutionMode @main "LocalSize", 64, 1, 1

#version 450
layout(local_size_x = 64) in;
layout(std430, set = 0, binding = 0) buffer Data { float values[]; } data;
layout(std430, set = 0, binding = 1) readonly buffer In { float inv[]; } inb;
layout(push_constant) uniform PC { uint n; float scale; } pc;
shared float tile[64];

void main() {
  uint i = gl_GlobalInvocationID.x;
  tile[gl_LocalInvocationID.x] = inb.inv[i];
  barrier();
  if (i < pc.n) {
    float acc = 0.0;
    for (uint k = 0; k < 4; ++k) {
      acc += tile[(gl_LocalInvocationID.x + k) % 64] * float(k);
    }
    data.values[i] = sqrt(abs(acc)) * pc.scale;
  }
}
