// Verifier and parser diagnostics of the bit ops, with MLIR 22's wording.
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.BitCount' op requires the same type for all operands and results}}
    %14 = "spirv.BitCount"(%a) : (i32) -> i8
    spirv.Return
  }
}

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
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.BitFieldInsert' op failed to verify that all of {base, insert, result} have same type}}
    %19 = "spirv.BitFieldInsert"(%a, %i8, %i8, %i8) : (i32, i8, i8, i8) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.BitFieldInsert' op operand #2 must be 8/16/32/64-bit integer, but got 'vector<4xi32>'}}
    %20 = "spirv.BitFieldInsert"(%a, %a, %b, %i8) : (i32, i32, vector<4xi32>, i8) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.BitFieldUExtract' op failed to verify that all of {base, result} have same type}}
    %21 = "spirv.BitFieldUExtract"(%a, %a, %a) : (i32, i32, i32) -> i8
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.BitwiseOr' op requires the same type for all operands and results}}
    %22 = "spirv.BitwiseOr"(%a, %i8) : (i32, i8) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{expected ':'}}
    %39 = spirv.Not %i, %i : i32
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

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.BitFieldInsert' number of operands and types do not match: got 3 operands and 4 types}}
    %43 = spirv.BitFieldInsert %i, %i, %i : i32, i32, i32
    spirv.Return
  }
}
