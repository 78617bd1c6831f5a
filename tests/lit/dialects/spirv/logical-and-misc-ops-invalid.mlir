// Verifier and parser diagnostics of `spirv.Select` and `spirv.Undef`, with MLIR 22's wording (each
// case also passes `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: f32, %a: f32) "None" {
    // expected-error @+1 {{'spirv.Select' op operand #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'f32'}}
    %0 = spirv.Select %c, %a, %a : f32, f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: vector<2xi1>, %a: f32) "None" {
    // expected-error @+1 {{'spirv.Select' op result expected to be of vector type when condition is of vector type}}
    %0 = spirv.Select %c, %a, %a : vector<2xi1>, f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: vector<3xi1>, %a: vector<2xf32>) "None" {
    // expected-error @+1 {{'spirv.Select' op result should have the same number of elements as the condition when condition is of vector type}}
    %0 = spirv.Select %c, %a, %a : vector<3xi1>, vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1, %a: f32, %b: i32) "None" {
    // expected-error @+1 {{'spirv.Select' op failed to verify that all of {true_value, false_value, result} have same type}}
    %0 = "spirv.Select"(%c, %a, %b) : (i1, f32, i32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1, %a: !spirv.struct<(f32)>) "None" {
    // expected-error @+1 {{'spirv.Select' op operand #1 must be 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type, but got '!spirv.struct<(f32)>'}}
    %0 = spirv.Select %c, %a, %a : i1, !spirv.struct<(f32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Undef' op result #0 must be void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got 'index'}}
    %0 = spirv.Undef : index
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Undef' op result #0 must be void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got 'vector<5xf32>'}}
    %0 = spirv.Undef : vector<5xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected ':'}}
    %0 = spirv.Undef f32
    spirv.Return
  }
}
