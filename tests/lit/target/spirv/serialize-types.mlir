// Types: one <id> per encoding for scalars, vectors, pointers, function,
// image, sampled image and sampler types (integers as MLIR writes them:
// `i32` and `ui32` share `OpTypeInt 32 0`, `si32` is `OpTypeInt 32 1`, also
// as an image's sampled type); arrays and structs with different decorations
// stay distinct; an identified struct is named.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env vulkan1.0 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: %hlsl-translate --deserialize-spirv %t.spv | FileCheck %s --check-prefix=BACK
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

// CHECK-DAG: OpName %[[NAMED:.*]] "Named"
// CHECK-DAG: OpDecorate %[[A4:.*]] ArrayStride 4
// CHECK-DAG: OpDecorate %[[A16:.*]] ArrayStride 16
// CHECK-DAG: OpMemberDecorate %[[SW:.*]] 0 NonWritable
// CHECK-DAG: OpMemberDecorate %[[SM:.*]] 0 ColMajor
// CHECK-DAG: OpMemberDecorate %[[SM]] 0 MatrixStride 16

// Exactly one 32-bit integer type per signedness, one float type per width.
// CHECK:     %uint = OpTypeInt 32 0
// CHECK-NOT: OpTypeInt 32 0
// CHECK:     %[[A4]] = OpTypeArray %uint %uint_4
// CHECK:     %int = OpTypeInt 32 1
// CHECK-NOT: OpTypeInt 32 1
// CHECK:     %[[PLAIN:.*]] = OpTypeArray %int %uint_4
// CHECK:     %[[A16]] = OpTypeArray %uint %uint_4
// CHECK:     %half = OpTypeFloat 16
// CHECK:     %double = OpTypeFloat 64
// CHECK:     %ulong = OpTypeInt 64 0
// CHECK:     %uchar = OpTypeInt 8 0
// CHECK:     %[[NAMED]] = OpTypeStruct %uint %float
// CHECK:     %[[SW]] = OpTypeStruct %float
// CHECK:     %[[SR:.*]] = OpTypeStruct %float
// CHECK:     %mat2v4float = OpTypeMatrix %v4float 2
// CHECK:     %[[SM]] = OpTypeStruct %mat2v4float
// CHECK:     %[[IMG:.*]] = OpTypeImage %int 2D 0 0 0 2 R32i
// CHECK:     %[[FIMG:.*]] = OpTypeImage %float 2D 0 0 0 1 Unknown
// CHECK:     OpTypeSampledImage %[[FIMG]]
// CHECK:     OpTypeSampler
// CHECK:     OpTypeFunction %int %int %v4float %_ptr_Function_int
// CHECK:     OpTypeFunction %uint %uint %v4float %_ptr_Function_uint
// CHECK-NOT: OpTypeFunction %uint %uint %v4float %_ptr_Function_uint

// BACK:      spirv.GlobalVariable @ints : !spirv.ptr<!spirv.array<4 x i32, stride=4>, Private>
// BACK-NEXT: spirv.GlobalVariable @unsigned_ints : !spirv.ptr<!spirv.array<4 x i32, stride=4>, Private>
// BACK-NEXT: spirv.GlobalVariable @signed_ints : !spirv.ptr<!spirv.array<4 x si32>, Private>
// BACK-NEXT: spirv.GlobalVariable @strided : !spirv.ptr<!spirv.array<4 x i32, stride=16>, Private>
// BACK-NEXT: spirv.GlobalVariable @wide : !spirv.ptr<!spirv.struct<(f16, f64, i64, i8)>, Private>
// BACK-NEXT: spirv.GlobalVariable @named : !spirv.ptr<!spirv.struct<Named, (i32, f32)>, Private>
// BACK-NEXT: spirv.GlobalVariable @read_only : !spirv.ptr<!spirv.struct<(f32 [NonWritable])>, Private>
// BACK-NEXT: spirv.GlobalVariable @writable : !spirv.ptr<!spirv.struct<(f32)>, Private>
// BACK-NEXT: spirv.GlobalVariable @matrix : !spirv.ptr<!spirv.struct<(!spirv.matrix<2 x vector<4xf32>> [ColMajor, MatrixStride=16])>, Private>
// BACK-NEXT: spirv.GlobalVariable @storage_image bind(0, 0) : !spirv.ptr<!spirv.image<si32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>
// BACK-NEXT: spirv.GlobalVariable @texture bind(0, 1) : !spirv.ptr<!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, UniformConstant>
// BACK-NEXT: spirv.GlobalVariable @sampler bind(0, 2) : !spirv.ptr<!spirv.sampler, UniformConstant>
// BACK:      spirv.func @signed(%arg0: si32, %arg1: vector<4xf32>, %arg2: !spirv.ptr<si32, Function>) -> si32 "None"
// BACK:      spirv.func @unsigned(%arg0: i32, %arg1: vector<4xf32>, %arg2: !spirv.ptr<i32, Function>) -> i32 "None"

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16, Float64, Int64, Int8], []> {
  spirv.GlobalVariable @ints : !spirv.ptr<!spirv.array<4 x i32, stride=4>, Private>
  spirv.GlobalVariable @unsigned_ints : !spirv.ptr<!spirv.array<4 x ui32, stride=4>, Private>
  spirv.GlobalVariable @signed_ints : !spirv.ptr<!spirv.array<4 x si32>, Private>
  spirv.GlobalVariable @strided : !spirv.ptr<!spirv.array<4 x i32, stride=16>, Private>
  spirv.GlobalVariable @wide : !spirv.ptr<!spirv.struct<(f16, f64, i64, ui8)>, Private>
  spirv.GlobalVariable @named : !spirv.ptr<!spirv.struct<Named, (i32, f32)>, Private>
  spirv.GlobalVariable @read_only : !spirv.ptr<!spirv.struct<(f32 [NonWritable])>, Private>
  spirv.GlobalVariable @writable : !spirv.ptr<!spirv.struct<(f32)>, Private>
  spirv.GlobalVariable @matrix : !spirv.ptr<!spirv.struct<(!spirv.matrix<2 x vector<4xf32>> [ColMajor, MatrixStride=16])>, Private>
  spirv.GlobalVariable @storage_image bind(0, 0) : !spirv.ptr<!spirv.image<si32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>
  spirv.GlobalVariable @texture bind(0, 1) : !spirv.ptr<!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, UniformConstant>
  spirv.GlobalVariable @sampler bind(0, 2) : !spirv.ptr<!spirv.sampler, UniformConstant>
  spirv.func @signed(%a: si32, %b: vector<4xf32>, %c: !spirv.ptr<si32, Function>) -> si32 "None" {
    spirv.ReturnValue %a : si32
  }
  spirv.func @unsigned(%a: ui32, %b: vector<4xf32>, %c: !spirv.ptr<i32, Function>) -> ui32 "None" {
    spirv.ReturnValue %a : ui32
  }
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
