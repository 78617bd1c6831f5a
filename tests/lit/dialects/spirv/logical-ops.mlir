// The relational and logical ops (integer and float comparisons, IsNan/IsInf/IsFinite,
// Ordered/Unordered, the boolean Logical* ops) in MLIR 22's custom form: the i1-shaped
// result is implied by the operand type.

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

// CHECK-LABEL: spirv.module @logical Logical GLSL450 {
// CHECK: spirv.func @integer_comparisons(%arg0: i32, %arg1: vector<4xi8>, %arg2: si16) "None" {
// CHECK-NEXT: %0 = spirv.IEqual %arg0, %arg0 : i32
// CHECK-NEXT: %1 = spirv.INotEqual %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT: %2 = spirv.SGreaterThan %arg2, %arg2 : si16
// CHECK-NEXT: %3 = spirv.SGreaterThanEqual %arg0, %arg0 : i32
// CHECK-NEXT: %4 = spirv.SLessThan %arg0, %arg0 : i32
// CHECK-NEXT: %5 = spirv.SLessThanEqual %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT: %6 = spirv.UGreaterThan %arg0, %arg0 : i32
// CHECK-NEXT: %7 = spirv.UGreaterThanEqual %arg0, %arg0 : i32 {foo}
// CHECK-NEXT: %8 = spirv.ULessThan %arg0, %arg0 : i32
// CHECK-NEXT: %9 = spirv.ULessThanEqual %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @float_comparisons(%arg0: f32, %arg1: vector<2xf64>) "None" {
// CHECK-NEXT: %0 = spirv.FOrdEqual %arg0, %arg0 : f32
// CHECK-NEXT: %1 = spirv.FOrdNotEqual %arg1, %arg1 : vector<2xf64>
// CHECK-NEXT: %2 = spirv.FOrdLessThan %arg0, %arg0 : f32
// CHECK-NEXT: %3 = spirv.FOrdLessThanEqual %arg0, %arg0 : f32
// CHECK-NEXT: %4 = spirv.FOrdGreaterThan %arg0, %arg0 : f32
// CHECK-NEXT: %5 = spirv.FOrdGreaterThanEqual %arg0, %arg0 : f32
// CHECK-NEXT: %6 = spirv.FUnordEqual %arg0, %arg0 : f32
// CHECK-NEXT: %7 = spirv.FUnordNotEqual %arg1, %arg1 : vector<2xf64>
// CHECK-NEXT: %8 = spirv.FUnordLessThan %arg0, %arg0 : f32
// CHECK-NEXT: %9 = spirv.FUnordLessThanEqual %arg0, %arg0 : f32
// CHECK-NEXT: %10 = spirv.FUnordGreaterThan %arg0, %arg0 : f32
// CHECK-NEXT: %11 = spirv.FUnordGreaterThanEqual %arg0, %arg0 : f32 {foo}
// CHECK-NEXT: %12 = spirv.Ordered %arg0, %arg0 : f32
// CHECK-NEXT: %13 = spirv.Unordered %arg1, %arg1 : vector<2xf64>
// CHECK-NEXT: %14 = spirv.IsNan %arg0 : f32
// CHECK-NEXT: %15 = spirv.IsInf %arg1 : vector<2xf64>
// CHECK-NEXT: %16 = spirv.IsFinite %arg0 : f32 {foo}
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @booleans(%arg0: i1, %arg1: vector<3xi1>) "None" {
// CHECK-NEXT: %0 = spirv.LogicalAnd %arg0, %arg0 : i1
// CHECK-NEXT: %1 = spirv.LogicalOr %arg1, %arg1 : vector<3xi1>
// CHECK-NEXT: %2 = spirv.LogicalEqual %arg0, %arg0 : i1
// CHECK-NEXT: %3 = spirv.LogicalNotEqual %arg1, %arg1 : vector<3xi1>
// CHECK-NEXT: %4 = spirv.LogicalNot %arg0 : i1
// CHECK-NEXT: %5 = spirv.LogicalNot %arg1 : vector<3xi1> {foo}
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module @logical Logical GLSL450 {
  spirv.func @integer_comparisons(%a: i32, %v: vector<4xi8>, %s: si16) "None" {
    %0 = spirv.IEqual %a, %a : i32
    %1 = spirv.INotEqual %v, %v : vector<4xi8>
    %2 = spirv.SGreaterThan %s, %s : si16
    %3 = spirv.SGreaterThanEqual %a, %a : i32
    %4 = spirv.SLessThan %a, %a : i32
    %5 = spirv.SLessThanEqual %v, %v : vector<4xi8>
    %6 = spirv.UGreaterThan %a, %a : i32
    %7 = spirv.UGreaterThanEqual %a, %a : i32 {foo}
    %8 = spirv.ULessThan %a, %a : i32
    %9 = spirv.ULessThanEqual %v, %v : vector<4xi8>
    spirv.Return
  }
  spirv.func @float_comparisons(%f: f32, %v: vector<2xf64>) "None" {
    %0 = spirv.FOrdEqual %f, %f : f32
    %1 = spirv.FOrdNotEqual %v, %v : vector<2xf64>
    %2 = spirv.FOrdLessThan %f, %f : f32
    %3 = spirv.FOrdLessThanEqual %f, %f : f32
    %4 = spirv.FOrdGreaterThan %f, %f : f32
    %5 = spirv.FOrdGreaterThanEqual %f, %f : f32
    %6 = spirv.FUnordEqual %f, %f : f32
    %7 = spirv.FUnordNotEqual %v, %v : vector<2xf64>
    %8 = spirv.FUnordLessThan %f, %f : f32
    %9 = spirv.FUnordLessThanEqual %f, %f : f32
    %10 = spirv.FUnordGreaterThan %f, %f : f32
    %11 = spirv.FUnordGreaterThanEqual %f, %f : f32 {foo}
    %12 = spirv.Ordered %f, %f : f32
    %13 = spirv.Unordered %v, %v : vector<2xf64>
    %14 = spirv.IsNan %f : f32
    %15 = spirv.IsInf %v : vector<2xf64>
    %16 = spirv.IsFinite %f : f32 {foo}
    spirv.Return
  }
  spirv.func @booleans(%b: i1, %v: vector<3xi1>) "None" {
    %0 = spirv.LogicalAnd %b, %b : i1
    %1 = spirv.LogicalOr %v, %v : vector<3xi1>
    %2 = spirv.LogicalEqual %b, %b : i1
    %3 = spirv.LogicalNotEqual %v, %v : vector<3xi1>
    %4 = spirv.LogicalNot %b : i1
    %5 = spirv.LogicalNot %v : vector<3xi1> {foo}
    spirv.Return
  }
}
