// Verifier and parser diagnostics of the conversion ops, with MLIR 22's wording (Bitcast's
// own checks carry no op prefix, as upstream's).
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.ConvertFToS' op result #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'}}
    %9 = "spirv.ConvertFToS"(%f) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.ConvertFToS' op requires the same shape for all operands and results}}
    %10 = "spirv.ConvertFToS"(%v) : (vector<3xf32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.FConvert' op expected the different bit widths for operand type and result type, but provided 'f32' and 'f32'}}
    %11 = "spirv.FConvert"(%f) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.SConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
    %12 = "spirv.SConvert"(%a) : (i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.UConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
    %13 = "spirv.UConvert"(%v2) : (vector<2xi32>) -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{result type must be different from operand type}}
    %14 = "spirv.Bitcast"(%f) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.Bitcast' op mismatch in result type bitwidth 64 and operand type bitwidth 32}}
    %15 = "spirv.Bitcast"(%f) : (f32) -> i64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{unhandled bit cast conversion from pointer type to non-pointer type}}
    %16 = "spirv.Bitcast"(%p) : (!spirv.ptr<f32, Function>) -> i64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.Bitcast' op mismatch in result type bitwidth 64 and operand type bitwidth 96}}
    %17 = "spirv.Bitcast"(%v) : (vector<3xf32>) -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.ConvertSToF' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'}}
    %18 = "spirv.ConvertSToF"(%f) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.ConvertUToF' op result #0 must be 16/32/64-bit float or BFloat16 or fixed-length vector of 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float or BFloat16 values, but got 'i32'}}
    %19 = "spirv.ConvertUToF"(%a) : (i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{'spirv.FConvert' op operand #0 must be 16/32/64-bit float or BFloat16 or fixed-length vector of 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float or BFloat16 values, but got 'i32'}}
    %20 = "spirv.FConvert"(%a) : (i32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{result type must be different from operand type}}
    %21 = "spirv.Bitcast"(%i1) : (i1) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{unhandled bit cast conversion from non-pointer type to pointer type}}
    %22 = "spirv.Bitcast"(%a) : (i32) -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>, %v2f: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %pi: !spirv.ptr<i32, Function>, %v3i1: vector<3xi1>) "None" {
    // expected-error @+1 {{result type must be different from operand type}}
    %29 = "spirv.Bitcast"(%p) : (!spirv.ptr<f32, Function>) -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{expected ':'}}
    %40 = spirv.ConvertFToS %f, %f : f32 to i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{result type must be different from operand type}}
    %46 = spirv.Bitcast %f : f32 to f32
    spirv.Return
  }
}
