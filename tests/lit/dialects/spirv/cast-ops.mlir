// The conversion ops (ConvertFToS/FToU/SToF/UToF, FConvert, SConvert, UConvert, Bitcast)
// in MLIR 22's custom form.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module @cast Logical GLSL450 {
// CHECK: spirv.func @numeric(%arg0: f32, %arg1: vector<2xf16>, %arg2: i32, %arg3: vector<2xi64>, %arg4: bf16) "None" {
// CHECK-NEXT: %0 = spirv.ConvertFToS %arg0 : f32 to i32
// CHECK-NEXT: %1 = spirv.ConvertFToU %arg1 : vector<2xf16> to vector<2xi16>
// CHECK-NEXT: %2 = spirv.ConvertSToF %arg2 : i32 to f64
// CHECK-NEXT: %3 = spirv.ConvertUToF %arg3 {foo} : vector<2xi64> to vector<2xf32>
// CHECK-NEXT: %4 = spirv.FConvert %arg0 : f32 to f16
// CHECK-NEXT: %5 = spirv.FConvert %arg4 : bf16 to f32
// CHECK-NEXT: %6 = spirv.SConvert %arg2 : i32 to i8
// CHECK-NEXT: %7 = spirv.UConvert %arg3 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @bitcasts(%arg0: f32, %arg1: vector<2xf32>, %arg2: !spirv.ptr<f32, Function>, %arg3: i1, %arg4: vector<4xi16>) "None" {
// CHECK-NEXT: %0 = spirv.Bitcast %arg0 : f32 to i32
// CHECK-NEXT: %1 = spirv.Bitcast %arg1 : vector<2xf32> to i64
// CHECK-NEXT: %2 = spirv.Bitcast %arg1 : vector<2xf32> to vector<4xi16>
// CHECK-NEXT: %3 = spirv.Bitcast %arg2 {foo} : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Function>
// CHECK-NEXT: %4 = spirv.Bitcast %arg4 : vector<4xi16> to f64
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module @cast Logical GLSL450 {
  spirv.func @numeric(%f: f32, %h: vector<2xf16>, %i: i32, %v: vector<2xi64>, %b: bf16) "None" {
    %0 = spirv.ConvertFToS %f : f32 to i32
    %1 = spirv.ConvertFToU %h : vector<2xf16> to vector<2xi16>
    %2 = spirv.ConvertSToF %i : i32 to f64
    %3 = spirv.ConvertUToF %v {foo} : vector<2xi64> to vector<2xf32>
    %4 = spirv.FConvert %f : f32 to f16
    %5 = spirv.FConvert %b : bf16 to f32
    %6 = spirv.SConvert %i : i32 to i8
    %7 = spirv.UConvert %v : vector<2xi64> to vector<2xi32>
    spirv.Return
  }
  spirv.func @bitcasts(%f: f32, %v: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %b: i1, %h: vector<4xi16>) "None" {
    %0 = spirv.Bitcast %f : f32 to i32
    %1 = spirv.Bitcast %v : vector<2xf32> to i64
    %2 = spirv.Bitcast %v : vector<2xf32> to vector<4xi16>
    %3 = spirv.Bitcast %p {foo} : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Function>
    %4 = spirv.Bitcast %h : vector<4xi16> to f64
    spirv.Return
  }
}
