// Verifier and parser diagnostics of the relational and logical ops, with MLIR 22's
// wording: the i1-equivalent result, same-type operands and shapes.
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.ShiftLeftLogical' op requires the same shape for all operands and results}}
    %15 = "spirv.ShiftLeftLogical"(%a, %v2) : (i32, vector<2xi32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.ShiftLeftLogical' op requires the same shape for all operands and results}}
    %16 = "spirv.ShiftLeftLogical"(%b, %v2) : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.ShiftLeftLogical' op failed to verify that all of {operand1, result} have same type}}
    %18 = "spirv.ShiftLeftLogical"(%v2, %v2i8) : (vector<2xi32>, vector<2xi8>) -> vector<2xi8>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IEqual' op requires all operands to have the same type}}
    %0 = "spirv.IEqual"(%a, %i8) : (i32, i8) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IEqual' op failed to verify that type of result to correspond to the `i1` equivalent of the operand}}
    %1 = "spirv.IEqual"(%a, %a) : (i32, i32) -> vector<2xi1>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IEqual' op result #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'i32'}}
    %2 = "spirv.IEqual"(%a, %a) : (i32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.FOrdEqual' op failed to verify that type of result to correspond to the `i1` equivalent of the operand}}
    %3 = "spirv.FOrdEqual"(%v, %v) : (vector<3xf32>, vector<3xf32>) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IEqual' op requires all operands to have the same type}}
    %4 = "spirv.IEqual"(%v2, %v2i8) : (vector<2xi32>, vector<2xi8>) -> vector<2xi1>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.LogicalAnd' op operand #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'i32'}}
    %5 = "spirv.LogicalAnd"(%a, %a) : (i32, i32) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IsNan' op failed to verify that type of result to correspond to the `i1` equivalent of the operand}}
    %6 = "spirv.IsNan"(%v) : (vector<3xf32>) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IsNan' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
    %7 = "spirv.IsNan"(%a) : (i32) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.LogicalNot' op failed to verify that type of result to correspond to the `i1` equivalent of the operand}}
    %8 = "spirv.LogicalNot"(%i1) : (i1) -> vector<3xi1>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.LogicalEqual' op requires all operands to have the same type}}
    %31 = "spirv.LogicalEqual"(%i1, %v3i1) : (i1, vector<3xi1>) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IEqual' op requires all operands to have the same type}}
    %32 = "spirv.IEqual"(%v2, %v2i8) : (vector<2xi32>, vector<2xi8>) -> vector<2xi1>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.IsInf' op result #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'vector<3xi8>'}}
    %34 = "spirv.IsInf"(%v) : (vector<3xf32>) -> vector<3xi8>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{expected ','}}
    %38 = spirv.IEqual %i %i : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.ShiftLeftLogical' number of operands and types do not match: got 1 operands and 2 types}}
    %42 = spirv.ShiftLeftLogical %i : i32, i32
    spirv.Return
  }
}
