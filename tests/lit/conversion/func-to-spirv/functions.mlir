// --convert-func-to-spirv alone: signatures convert (vector<1xf32> is f32),
// declarations stay declarations, every attribute but the name and type is
// carried over, and a function with two results has no SPIR-V form and stays.
// Ops no pattern converts (vector.extract here) reach the converted values
// through builtin.unrealized_conversion_cast.

// RUN: %hlsl-opt %s --convert-func-to-spirv | FileCheck %s

// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --convert-func-to-spirv | %mlir-opt > %t.ours
// RUN: %mlir-opt %s --convert-func-to-spirv > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK:      spirv.func @decl(i32) -> i32 "None" attributes {sym_visibility = "private"}
// CHECK:      spirv.func @priv(%arg0: i32 {my.arg}) -> (i32 {my.res}) "None" attributes {my.attr = 1 : i32, sym_visibility = "private"} {
// CHECK-NEXT:   spirv.ReturnValue %arg0 : i32
// CHECK:      spirv.func @caller(%arg0: i32, %arg1: f32, %arg2: vector<3xf32>) -> f32 "None" {
// CHECK-NEXT:   %[[V:.+]] = builtin.unrealized_conversion_cast %arg1 : f32 to vector<1xf32>
// CHECK-NEXT:   spirv.FunctionCall @priv(%arg0) : (i32) -> i32
// CHECK-NEXT:   %[[E:.+]] = vector.extract %[[V]][0] : f32 from vector<1xf32>
// CHECK-NEXT:   spirv.ReturnValue %[[E]] : f32
// CHECK:      spirv.func @noret() "None" {
// CHECK-NEXT:   spirv.Return
// CHECK:      func.func @tworet(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   return %arg0, %arg0 : i32, i32

func.func private @decl(i32) -> i32
func.func private @priv(%a: i32 {my.arg}) -> (i32 {my.res}) attributes {my.attr = 1 : i32} {
  return %a : i32
}
func.func @caller(%a: i32, %v: vector<1xf32>, %x: vector<3xf32>) -> f32 {
  %0 = call @priv(%a) : (i32) -> i32
  %1 = vector.extract %v[0] : f32 from vector<1xf32>
  return %1 : f32
}
func.func @noret() {
  return
}
func.func @tworet(%a: i32) -> (i32, i32) {
  return %a, %a : i32, i32
}
