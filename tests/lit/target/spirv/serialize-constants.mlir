// Constants are emitted where first used and uniqued by encoding: equal
// values of types SPIR-V cannot tell apart share one <id>; narrow integers are
// zero-extended to a word, 64-bit values take two words, low first.
// Specialization constants keep their SpecId and OpName; constants a module
// never uses are not emitted.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env vulkan1.0 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: spirv-dis --raw-id %t.spv | FileCheck %s --check-prefix=RAW
// RUN: %hlsl-translate --deserialize-spirv %t.spv | FileCheck %s --check-prefix=BACK
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

// CHECK-DAG: OpName %width "width"
// CHECK-DAG: OpName %scale "scale"
// CHECK-DAG: OpName %enabled "enabled"
// CHECK-DAG: OpDecorate %width SpecId 7
// CHECK:     %width = OpSpecConstant %uint 64
// CHECK:     %scale = OpSpecConstant %float 0.5
// CHECK:     %enabled = OpSpecConstantTrue %bool
// CHECK:     %counter = OpVariable %_ptr_Private_uint Private %width
// CHECK:     %uint_3 = OpConstant %uint 3
// CHECK:     %_arr_uint_uint_3 = OpTypeArray %uint %uint_3
// CHECK:     %uint_2 = OpConstant %uint 2
// CHECK:     %uint_7 = OpConstant %uint 7
// CHECK-NOT: OpConstant %uint 7
// CHECK:     %uchar_255 = OpConstant %uchar 255
// CHECK:     %ulong_18446744073709551614 = OpConstant %ulong 18446744073709551614
// CHECK:     %double_0_25 = OpConstant %double 0.25
// CHECK:     %half_0x1p_1 = OpConstant %half 0x1p+1
// CHECK:     %true = OpConstantTrue %bool
// CHECK:     %false = OpConstantFalse %bool
// CHECK:     %uint_1 = OpConstant %uint 1
// CHECK:     %[[V12:.*]] = OpConstantComposite %v2uint %uint_1 %uint_2
// CHECK:     %[[V22:.*]] = OpConstantComposite %v2uint %uint_2 %uint_2
// CHECK:     %{{.*}} = OpConstantComposite %_arr_uint_uint_3 %uint_1 %uint_2 %uint_3
// CHECK:     %{{.*}} = OpConstantComposite %_arr_v2uint_uint_2 %[[V12]] %[[V22]]
// CHECK:     %{{.*}} = OpUndef %float
// CHECK-NOT: OpConstant %uint 1234

// The words of the literals.
// RAW: OpConstant %{{[0-9]+}} 255
// RAW: OpConstant %{{[0-9]+}} 18446744073709551614

// BACK-DAG: spirv.SpecConstant @width spec_id(7) = 64 : i32
// BACK-DAG: spirv.SpecConstant @scale = 5.000000e-01 : f32
// BACK-DAG: spirv.SpecConstant @enabled = true
// BACK-DAG: spirv.GlobalVariable @counter initializer(@width) : !spirv.ptr<i32, Private>
// BACK:     spirv.Constant 7 : i32
// BACK:     spirv.Constant -1 : i8
// BACK:     spirv.Constant -2 : i64
// BACK:     spirv.Constant 2.500000e-01 : f64
// BACK:     spirv.Constant 2.000000e+00 : f16
// BACK:     spirv.Constant true
// BACK:     spirv.Constant false
// BACK:     spirv.Constant dense<[1, 2]> : vector<2xi32>
// BACK:     spirv.Constant dense<2> : vector<2xi32>
// BACK:     spirv.Constant [1 : i32, 2 : i32, 3 : i32] : !spirv.array<3 x i32>
// BACK:     spirv.Constant [dense<[1, 2]> : vector<2xi32>, dense<2> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
// BACK:     spirv.Undef : f32

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Int8, Int64, Float64, Float16], []> {
  spirv.SpecConstant @width spec_id(7) = 64 : i32
  spirv.SpecConstant @scale = 0.5 : f32
  spirv.SpecConstant @enabled = true
  spirv.GlobalVariable @counter initializer(@width) : !spirv.ptr<i32, Private>
  spirv.func @main() "None" {
    %unused = spirv.Constant 1234 : i32
    %seven = spirv.Constant 7 : i32
    %seven_again = spirv.Constant 7 : ui32
    %byte = spirv.Constant -1 : i8
    %long = spirv.Constant -2 : i64
    %double = spirv.Constant 0.25 : f64
    %half = spirv.Constant 2.0 : f16
    %t = spirv.Constant true
    %f = spirv.Constant false
    %v = spirv.Constant dense<[1, 2]> : vector<2xi32>
    %s = spirv.Constant dense<2> : vector<2xi32>
    %a = spirv.Constant [1 : i32, 2 : i32, 3 : i32] : !spirv.array<3 x i32>
    %n = spirv.Constant [dense<[1, 2]> : vector<2xi32>, dense<2> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
    %u = spirv.Undef : f32
    %vi = spirv.Variable : !spirv.ptr<i32, Function>
    %vu = spirv.Variable : !spirv.ptr<ui32, Function>
    %vb = spirv.Variable : !spirv.ptr<i8, Function>
    %vl = spirv.Variable : !spirv.ptr<i64, Function>
    %vd = spirv.Variable : !spirv.ptr<f64, Function>
    %vh = spirv.Variable : !spirv.ptr<f16, Function>
    %vt = spirv.Variable : !spirv.ptr<i1, Function>
    %vv = spirv.Variable : !spirv.ptr<vector<2xi32>, Function>
    %va = spirv.Variable : !spirv.ptr<!spirv.array<3 x i32>, Function>
    %vn = spirv.Variable : !spirv.ptr<!spirv.array<2 x vector<2xi32>>, Function>
    %vf = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.Store "Function" %vi, %seven : i32
    spirv.Store "Function" %vu, %seven_again : ui32
    spirv.Store "Function" %vb, %byte : i8
    spirv.Store "Function" %vl, %long : i64
    spirv.Store "Function" %vd, %double : f64
    spirv.Store "Function" %vh, %half : f16
    spirv.Store "Function" %vt, %t : i1
    spirv.Store "Function" %vt, %f : i1
    spirv.Store "Function" %vv, %v : vector<2xi32>
    spirv.Store "Function" %vv, %s : vector<2xi32>
    spirv.Store "Function" %va, %a : !spirv.array<3 x i32>
    spirv.Store "Function" %vn, %n : !spirv.array<2 x vector<2xi32>>
    spirv.Store "Function" %vf, %u : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
