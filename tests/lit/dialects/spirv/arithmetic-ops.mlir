// The arithmetic ops (integer and float add/sub/mul/div/rem/mod, negation, the extended
// carry/borrow/wide-multiply ops, spirv.Dot, spirv.VectorTimesScalar) in MLIR 22's custom form.

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

// CHECK-LABEL: spirv.module @arithmetic Logical GLSL450 {
// CHECK: spirv.func @integer(%arg0: i32, %arg1: i32, %arg2: vector<4xi16>, %arg3: si64, %arg4: ui8) "None" {
// CHECK-NEXT: %0 = spirv.IAdd %arg0, %arg1 : i32
// CHECK-NEXT: %1 = spirv.ISub %arg2, %arg2 : vector<4xi16>
// CHECK-NEXT: %2 = spirv.IMul %arg3, %arg3 : si64
// CHECK-NEXT: %3 = spirv.SDiv %arg0, %arg1 : i32
// CHECK-NEXT: %4 = spirv.UDiv %arg4, %arg4 : ui8
// CHECK-NEXT: %5 = spirv.SMod %arg0, %arg1 : i32
// CHECK-NEXT: %6 = spirv.SRem %arg2, %arg2 : vector<4xi16>
// CHECK-NEXT: %7 = spirv.UMod %arg0, %arg1 {foo = "bar"} : i32
// CHECK-NEXT: %8 = spirv.SNegate %arg2 : vector<4xi16>
// CHECK-NEXT: %9 = spirv.SNegate %arg0 {unit} : i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @float(%arg0: f32, %arg1: vector<3xf16>, %arg2: f64) "None" {
// CHECK-NEXT: %0 = spirv.FAdd %arg0, %arg0 : f32
// CHECK-NEXT: %1 = spirv.FSub %arg1, %arg1 : vector<3xf16>
// CHECK-NEXT: %2 = spirv.FMul %arg2, %arg2 : f64
// CHECK-NEXT: %3 = spirv.FDiv %arg0, %arg0 : f32
// CHECK-NEXT: %4 = spirv.FMod %arg1, %arg1 : vector<3xf16>
// CHECK-NEXT: %5 = spirv.FRem %arg0, %arg0 {foo} : f32
// CHECK-NEXT: %6 = spirv.FNegate %arg2 : f64
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @extended(%arg0: i32, %arg1: vector<2xi32>) "None" {
// CHECK-NEXT: %0 = spirv.IAddCarry %arg0, %arg0 : !spirv.struct<(i32, i32)>
// CHECK-NEXT: %1 = spirv.ISubBorrow %arg1, %arg1 : !spirv.struct<(vector<2xi32>, vector<2xi32>)>
// CHECK-NEXT: %2 = spirv.SMulExtended %arg0, %arg0 : !spirv.struct<(i32, i32)>
// CHECK-NEXT: %3 = spirv.UMulExtended  {foo}%arg1, %arg1 : !spirv.struct<(vector<2xi32>, vector<2xi32>)>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @vector(%arg0: vector<3xf32>, %arg1: f32, %arg2: vector<4xbf16>) "None" {
// CHECK-NEXT: %0 = spirv.Dot %arg0, %arg0 : vector<3xf32> -> f32
// CHECK-NEXT: %1 = spirv.Dot %arg2, %arg2 {foo} : vector<4xbf16> -> bf16
// CHECK-NEXT: %2 = spirv.VectorTimesScalar %arg0, %arg1 : (vector<3xf32>, f32) -> vector<3xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module @arithmetic Logical GLSL450 {
  spirv.func @integer(%a: i32, %b: i32, %v: vector<4xi16>, %s: si64, %u: ui8) "None" {
    %0 = spirv.IAdd %a, %b : i32
    %1 = spirv.ISub %v, %v : vector<4xi16>
    %2 = spirv.IMul %s, %s : si64
    %3 = spirv.SDiv %a, %b : i32
    %4 = spirv.UDiv %u, %u : ui8
    %5 = spirv.SMod %a, %b : i32
    %6 = spirv.SRem %v, %v : vector<4xi16>
    %7 = spirv.UMod %a, %b {foo = "bar"} : i32
    %8 = spirv.SNegate %v : vector<4xi16>
    %9 = spirv.SNegate %a {unit} : i32
    spirv.Return
  }
  spirv.func @float(%f: f32, %h: vector<3xf16>, %d: f64) "None" {
    %0 = spirv.FAdd %f, %f : f32
    %1 = spirv.FSub %h, %h : vector<3xf16>
    %2 = spirv.FMul %d, %d : f64
    %3 = spirv.FDiv %f, %f : f32
    %4 = spirv.FMod %h, %h : vector<3xf16>
    %5 = spirv.FRem %f, %f {foo} : f32
    %6 = spirv.FNegate %d : f64
    spirv.Return
  }
  spirv.func @extended(%a: i32, %v: vector<2xi32>) "None" {
    %0 = spirv.IAddCarry %a, %a : !spirv.struct<(i32, i32)>
    %1 = spirv.ISubBorrow %v, %v : !spirv.struct<(vector<2xi32>, vector<2xi32>)>
    %2 = spirv.SMulExtended %a, %a : !spirv.struct<(i32, i32)>
    %3 = spirv.UMulExtended {foo} %v, %v : !spirv.struct<(vector<2xi32>, vector<2xi32>)>
    spirv.Return
  }
  spirv.func @vector(%v: vector<3xf32>, %f: f32, %b: vector<4xbf16>) "None" {
    %0 = spirv.Dot %v, %v : vector<3xf32> -> f32
    %1 = spirv.Dot %b, %b {foo} : vector<4xbf16> -> bf16
    %2 = spirv.VectorTimesScalar %v, %f : (vector<3xf32>, f32) -> vector<3xf32>
    spirv.Return
  }
}
