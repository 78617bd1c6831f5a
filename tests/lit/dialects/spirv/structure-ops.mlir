// The structure ops in their custom form as MLIR 22 prints them: modules,
// functions, global variables, addresses, constants (and the result names
// MLIR gives them), specialization constants, entry points and execution
// modes. Cross-checked with upstream in the generic form.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// -----

// CHECK-LABEL: spirv.module @empty Logical GLSL450 {
// CHECK-NEXT: }
spirv.module @empty Logical GLSL450 { }

// -----

// CHECK-LABEL: spirv.module @vce Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_16bit_storage]> {
// CHECK-NEXT: }
spirv.module @vce Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_16bit_storage]> { }

// -----

// CHECK-LABEL: spirv.module @attrs Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> attributes {foo = "bar", spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses], []>, #spirv.resource_limits<>>} {
// CHECK-NEXT: }
spirv.module @attrs Physical64 OpenCL
  requires #spirv.vce<v1.0, [Kernel, Addresses], []>
  attributes {foo = "bar", spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses], []>, #spirv.resource_limits<>>} { }

// -----

// CHECK-LABEL: spirv.module @globals Logical GLSL450 {
// CHECK-NEXT: spirv.GlobalVariable @plain : !spirv.ptr<f32, Input>
// CHECK-NEXT: spirv.GlobalVariable @bound bind(1, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @bound_attrs bind(0, 3) {aliased, non_writable} : !spirv.ptr<!spirv.struct<(f32 [0]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @set_only {descriptor_set = 3 : i32} : !spirv.ptr<f32, Uniform>
// CHECK-NEXT: spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT: spirv.GlobalVariable @gid2 built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT: spirv.GlobalVariable @loc {location = 1 : i32} : !spirv.ptr<vector<4xf32>, Output>
// CHECK-NEXT: spirv.GlobalVariable @imported {linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside", linkage_type = <Import>>} : !spirv.ptr<f32, Private>
// CHECK-NEXT: spirv.SpecConstant @sc = 4.000000e+00 : f32
// CHECK-NEXT: spirv.SpecConstant @sc_id spec_id(5) = 42 : i64
// CHECK-NEXT: spirv.SpecConstant @flag = false
// CHECK-NEXT: spirv.GlobalVariable @init initializer(@sc) : !spirv.ptr<f32, Private>
// CHECK-NEXT: }
spirv.module @globals Logical GLSL450 {
  spirv.GlobalVariable @plain : !spirv.ptr<f32, Input>
  spirv.GlobalVariable @bound bind(1, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
  spirv.GlobalVariable @bound_attrs {binding = 3 : i32, descriptor_set = 0 : i32, aliased, non_writable} : !spirv.ptr<!spirv.struct<(f32 [0]), Block>, StorageBuffer>
  spirv.GlobalVariable @set_only {descriptor_set = 3 : i32} : !spirv.ptr<f32, Uniform>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @gid2 {built_in = "LocalInvocationId"} : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @loc {location = 1 : i32} : !spirv.ptr<vector<4xf32>, Output>
  spirv.GlobalVariable @imported {linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside", linkage_type = <Import>>} : !spirv.ptr<f32, Private>
  spirv.SpecConstant @sc = 4.0 : f32
  spirv.SpecConstant @sc_id spec_id(5) = 42 : i64
  spirv.SpecConstant @flag = false
  spirv.GlobalVariable @init initializer(@sc) : !spirv.ptr<f32, Private>
}

// -----

// CHECK-LABEL: spirv.module @functions Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
// CHECK-NEXT: spirv.func @none() "None" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @controls(%arg0: i32) -> i32 "Inline|Pure" {
// CHECK-NEXT: spirv.ReturnValue %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @attrs(%arg0: i32 {my.attr = 1 : i32}, %arg1: f32) -> (f32 {my.res}) "DontInline" attributes {additional_stuff = 64 : i64, sym_visibility = "private"} {
// CHECK-NEXT: spirv.ReturnValue %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @imported(i32, !spirv.ptr<f32, Function>) -> i32 "Pure" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside.func", linkage_type = <Import>>}
// CHECK-NEXT: spirv.func @call() "None" {
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %0 = spirv.FunctionCall @controls(%cst1_i32) : (i32) -> i32
// CHECK-NEXT: spirv.FunctionCall @none() : () -> ()
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @functions Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
  spirv.func @none() "None" {
    spirv.Return
  }
  spirv.func @controls(%arg: i32) -> (i32) "Inline|Pure" {
    spirv.ReturnValue %arg : i32
  }
  spirv.func @attrs(%a: i32 {my.attr = 1 : i32}, %b: f32) -> (f32 {my.res}) "DontInline" attributes {additional_stuff = 64, sym_visibility = "private"} {
    spirv.ReturnValue %b : f32
  }
  spirv.func @imported(i32, !spirv.ptr<f32, Function>) -> i32 "Pure" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "outside.func", linkage_type = <Import>>}
  spirv.func @call() "None" {
    %c = spirv.Constant 1 : i32
    %r = spirv.FunctionCall @controls(%c) : (i32) -> i32
    spirv.FunctionCall @none() : () -> ()
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @constants Logical GLSL450 {
// CHECK-NEXT: spirv.func @constants() "None" {
// CHECK-NEXT: %true = spirv.Constant true
// CHECK-NEXT: %false = spirv.Constant false
// CHECK-NEXT: %cst42_i32 = spirv.Constant 42 : i32
// CHECK-NEXT: %cst-5_i32 = spirv.Constant -5 : i32
// CHECK-NEXT: %cst7_ui8 = spirv.Constant 7 : ui8
// CHECK-NEXT: %cst-3_si16 = spirv.Constant -3 : si16
// CHECK-NEXT: %cst0_i64 = spirv.Constant 0 : i64
// CHECK-NEXT: %cst_f32 = spirv.Constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_f16 = spirv.Constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_vec_2xi32 = spirv.Constant dense<[2, 3]> : vector<2xi32>
// CHECK-NEXT: %cst_vec_2xi1 = spirv.Constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_vec_4xf32 = spirv.Constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT: %cst = spirv.Constant [dense<3.000000e+00> : vector<2xf32>] : !spirv.array<1 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = spirv.Constant dense<1> : tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>
// CHECK-NEXT: %cst_1 = spirv.Constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32> : !spirv.array<2 x !spirv.array<3 x f32>>
// CHECK-NEXT: %cst_2 = spirv.Constant {{\[\[}}dense<3.000000e+00> : vector<2xf32>]] : !spirv.array<1 x !spirv.array<1 x vector<2xf32>>>
// CHECK-NEXT: %cst_3 = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @constants Logical GLSL450 {
  spirv.func @constants() "None" {
    %0 = spirv.Constant true
    %1 = spirv.Constant false
    %2 = spirv.Constant 42 : i32
    %3 = spirv.Constant -5 : i32
    %4 = spirv.Constant 7 : ui8
    %5 = spirv.Constant -3 : si16
    %6 = spirv.Constant 0 : i64
    %7 = spirv.Constant 0.5 : f32
    %8 = spirv.Constant 1.0 : f16
    %9 = spirv.Constant dense<[2, 3]> : vector<2xi32>
    %10 = spirv.Constant dense<[true, false]> : vector<2xi1>
    %11 = spirv.Constant dense<1.5> : vector<4xf32>
    %12 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.array<1xvector<2xf32>>
    %13 = spirv.Constant dense<1> : tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>
    %14 = spirv.Constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32> : !spirv.array<2 x !spirv.array<3 x f32>>
    %15 = spirv.Constant [[dense<3.0> : vector<2xf32>]] : !spirv.array<1 x !spirv.array<1xvector<2xf32>>>
    %16 = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @entry Logical GLSL450 {
// CHECK-NEXT: spirv.GlobalVariable @in : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT: spirv.GlobalVariable @out : !spirv.ptr<f32, Output>
// CHECK-NEXT: spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.func @main() "None" {
// CHECK-NEXT: %buf_addr = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
// CHECK-NEXT: %out_addr = spirv.mlir.addressof @out : !spirv.ptr<f32, Output>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @other() "None" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @main, @in, @out
// CHECK-NEXT: spirv.EntryPoint "Fragment" @main
// CHECK-NEXT: spirv.EntryPoint "Vertex" @other
// CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 8, 4, 1
// CHECK-NEXT: spirv.ExecutionMode @main "ContractionOff"
// CHECK-NEXT: spirv.ExecutionMode @other "LocalSizeHint", 3, 4, 5
// CHECK-NEXT: }
spirv.module @entry Logical GLSL450 {
  spirv.GlobalVariable @in : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @out : !spirv.ptr<f32, Output>
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
  spirv.func @main() "None" {
    %p = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
    %o = spirv.mlir.addressof @out : !spirv.ptr<f32, Output>
    spirv.Return
  }
  spirv.func @other() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @in, @out
  spirv.EntryPoint "Fragment" @main
  spirv.EntryPoint "Vertex" @other
  spirv.ExecutionMode @main "LocalSize", 8, 4, 1
  spirv.ExecutionMode @main "ContractionOff"
  spirv.ExecutionMode @other "LocalSizeHint", 3, 4, 5
}

// -----

// Specialization constant operations: the wrapped op in the generic form,
// its operands constants, references to specialization constants or other
// specialization constant operations.
// CHECK-LABEL: spirv.module @spec_constant_operations Logical GLSL450 {
// CHECK-NEXT: spirv.SpecConstant @s spec_id(3) = 4 : i32
// CHECK-NEXT: spirv.SpecConstantComposite @v (@s, @s) : vector<2xi32>
// CHECK-NEXT: spirv.func @f() "None" {
// CHECK-NEXT: %0 = spirv.mlir.referenceof @s : i32
// CHECK-NEXT: %cst2_i32 = spirv.Constant 2 : i32
// CHECK-NEXT: %1 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %cst2_i32) : (i32, i32) -> i32
// CHECK-NEXT: %2 = spirv.SpecConstantOperation wraps "spirv.IMul"(%1, %0) : (i32, i32) -> i32
// CHECK-NEXT: %3 = spirv.mlir.referenceof @v : vector<2xi32>
// CHECK-NEXT: %4 = spirv.SpecConstantOperation wraps "spirv.CompositeExtract"(%3) <{indices = [1 : i32]}> : (vector<2xi32>) -> i32
// CHECK-NEXT: %5 = spirv.SpecConstantOperation wraps "spirv.SLessThan"(%4, %2) : (i32, i32) -> i1
// CHECK-NEXT: %6 = spirv.SpecConstantOperation wraps "spirv.Select"(%5, %4, %2) : (i1, i32, i32) -> i32
// CHECK-NEXT: spirv.Return
spirv.module @spec_constant_operations Logical GLSL450 {
  spirv.SpecConstant @s spec_id(3) = 4 : i32
  spirv.SpecConstantComposite @v (@s, @s) : vector<2xi32>
  spirv.func @f() "None" {
    %0 = spirv.mlir.referenceof @s : i32
    %1 = spirv.Constant 2 : i32
    %2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32
    %3 = spirv.SpecConstantOperation wraps "spirv.IMul"(%2, %0) : (i32, i32) -> i32
    %4 = spirv.mlir.referenceof @v : vector<2xi32>
    %5 = spirv.SpecConstantOperation wraps "spirv.CompositeExtract"(%4) <{indices = [1 : i32]}> : (vector<2xi32>) -> i32
    %6 = spirv.SpecConstantOperation wraps "spirv.SLessThan"(%5, %3) : (i32, i32) -> i1
    %7 = spirv.SpecConstantOperation wraps "spirv.Select"(%6, %5, %3) : (i1, i32, i32) -> i32
    spirv.Return
  }
}
