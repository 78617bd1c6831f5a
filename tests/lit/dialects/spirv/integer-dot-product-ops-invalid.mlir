// Verifier and parser diagnostics of the integer dot products, with MLIR 22's wording.
// mlir-opt-22 reports the same: see upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SDot' op requires Packed Vector Format attribute for integer vector operands}}
    %0 = spirv.SDot %p, %p : i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.UDot' op with specified Packed Vector Format (PackedVectorFormat4x8Bit) requires integer vector operands to be 32-bits wide}}
    %0 = spirv.UDot %w, %w, <PackedVectorFormat4x8Bit> : i16 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SUDot' op with invalid format attribute for vector operands of type 'vector<4xi8>'}}
    %0 = spirv.SUDot %b, %b, <PackedVectorFormat4x8Bit> : vector<4xi8> -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SDot' op result type has insufficient bit-width (16 bits) for the specified vector operand type (32 bits)}}
    %0 = spirv.SDot %b, %b : vector<4xi8> -> i16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.UDot' op result type has insufficient bit-width (64 bits) for the specified vector operand type (128 bits)}}
    %0 = spirv.UDot %v4, %v4 : vector<4xi32> -> i64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SDotAccSat' op result type has insufficient bit-width (16 bits) for the specified vector operand type (32 bits)}}
    %0 = spirv.SDotAccSat %b, %b, %w : vector<4xi8> -> i16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.UDotAccSat' op requires Packed Vector Format attribute for integer vector operands}}
    %0 = spirv.UDotAccSat %p, %p, %p : i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SDot' op failed to verify that all of {vector1, vector2} have same type}}
    %0 = "spirv.SDot"(%b, %s) : (vector<4xi8>, vector<2xi16>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SUDotAccSat' op failed to verify that all of {accumulator, result} have same type}}
    %0 = "spirv.SUDotAccSat"(%b, %b, %p) : (vector<4xi8>, vector<4xi8>, i32) -> i64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.UDot' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %0 = spirv.UDot %f, %f : f32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    %0 = spirv.SDot %b, %b : vector<4xi8> -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.SDot' op result #0 must be 8/16/32/64-bit integer, but got 'vector<4xi8>'}}
    %0 = "spirv.SDot"(%b, %b) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.UDot' op attribute 'format' failed to satisfy constraint: valid SPIR-V PackedVectorFormat}}
    %0 = "spirv.UDot"(%p, %p) {format = #spirv.scope<Device>} : (i32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %w: i16, %l: i64, %f: f32, %v4: vector<4xi32>) "None" {
    // expected-error @+2 {{expected ::mlir::spirv::PackedVectorFormat to be one of: PackedVectorFormat4x8Bit}}
    // expected-error @+1 {{failed to parse SPIRV_PackedVectorFormatAttr parameter 'value' which is to be a `::mlir::spirv::PackedVectorFormat`}}
    %0 = spirv.SDot %p, %p, <Packed> : i32 -> i32
    spirv.Return
  }
}
