// Cooperative matrices as the result of `spirv.CompositeConstruct` (one
// constituent of the element type, which every element takes) and as the
// operand and result of the width conversions (`spirv.FConvert`,
// `spirv.SConvert`, `spirv.UConvert` compare the matrices' element widths).
// The same file passes `mlir-opt-22 --verify-diagnostics` with the same
// CHECK lines.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt %s --split-input-file --verify-diagnostics | FileCheck %s %}

// CHECK-LABEL: @splat
func.func @splat(%f: f16, %i: i32) -> (!spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>, !spirv.coopmatrix<8x8xi32, Subgroup, MatrixB>) {
  // CHECK: spirv.CompositeConstruct %{{.*}} : (f16) -> !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>
  %0 = spirv.CompositeConstruct %f : (f16) -> !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>
  // CHECK: spirv.CompositeConstruct %{{.*}} : (i32) -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixB>
  %1 = spirv.CompositeConstruct %i : (i32) -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixB>
  return %0, %1 : !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>, !spirv.coopmatrix<8x8xi32, Subgroup, MatrixB>
}

// CHECK-LABEL: @widen
func.func @widen(%m: !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA>, %n: !spirv.coopmatrix<8x8xi8, Subgroup, MatrixA>) {
  // CHECK: spirv.FConvert %{{.*}} : !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  %0 = spirv.FConvert %m : !spirv.coopmatrix<8x8xf16, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  // CHECK: spirv.SConvert %{{.*}} : !spirv.coopmatrix<8x8xi8, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
  %1 = spirv.SConvert %n : !spirv.coopmatrix<8x8xi8, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
  // CHECK: spirv.UConvert %{{.*}} : !spirv.coopmatrix<8x8xi8, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xi16, Subgroup, MatrixA>
  %2 = spirv.UConvert %n : !spirv.coopmatrix<8x8xi8, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xi16, Subgroup, MatrixA>
  return
}

// -----

func.func @two_constituents(%f: f32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 1, but provided 2}}
  %0 = spirv.CompositeConstruct %f, %f : (f32, f32) -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @wrong_element(%h: f16) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'f16'}}
  %0 = spirv.CompositeConstruct %h : (f16) -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @same_width(%m: !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>) {
  // expected-error @+1 {{'spirv.SConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
  %0 = spirv.SConvert %m : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA> to !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>
  return
}
