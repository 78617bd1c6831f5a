// Verifier and parser diagnostics of the matrix ops, with MLIR 22's wording (each
// case also passes `mlir-opt-22 --verify-diagnostics`; `spirv.MatrixTimesMatrix` and
// `spirv.Transpose` report without the op name, as upstream does).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: f32, %n: !spirv.matrix<2 x vector<2xf32>>) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesMatrix' op operand #0 must be any SPIR-V matrix type, but got 'f32'}}
    %0 = spirv.MatrixTimesMatrix %m, %n : f32, !spirv.matrix<2 x vector<2xf32>> -> !spirv.matrix<2 x vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %n: !spirv.matrix<2 x vector<2xf32>>) "None" {
    // expected-error @+1 {{right and result matrices must have equal columns' count}}
    %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<2xf32>>, !spirv.matrix<2 x vector<2xf32>> -> !spirv.matrix<3 x vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %n: !spirv.matrix<3 x vector<2xf32>>) "None" {
    // expected-error @+1 {{left and result matrices must have equal rows' count}}
    %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<2xf32>>, !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<3 x vector<3xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<3xf32>>, %n: !spirv.matrix<3 x vector<3xf32>>) "None" {
    // expected-error @+1 {{left matrix columns' count must be equal to the right matrix rows' count}}
    %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<3xf32>>, !spirv.matrix<3 x vector<3xf32>> -> !spirv.matrix<3 x vector<3xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %n: !spirv.matrix<2 x vector<2xf16>>) "None" {
    // expected-error @+1 {{right and result matrices' component type must be the same}}
    %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<2xf32>>, !spirv.matrix<2 x vector<2xf16>> -> !spirv.matrix<2 x vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %s: f16) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<2 x vector<2xf32>>, f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: vector<2xf32>, %s: f32) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesScalar' op operand #0 must be any SPIR-V matrix type or Cooperative Matrix of 16/32/64-bit float values, but got 'vector<2xf32>'}}
    %0 = spirv.MatrixTimesScalar %m, %s : vector<2xf32>, f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %s: i32) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesScalar' op operand #1 must be 16/32/64-bit float, but got 'i32'}}
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<2 x vector<2xf32>>, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<2xf32>) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesVector' op matrix columns (3) must match vector operand size (2)}}
    %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf32>>, vector<2xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<3xf32>) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesVector' op result size (3) must match the matrix rows (2)}}
    %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf32>>, vector<3xf32> -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<3xf16>) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesVector' op failed to verify that all of {vector, result} have same element type}}
    %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf32>>, vector<3xf16> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<3xi32>) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesVector' op operand #1 must be fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'vector<3xi32>'}}
    %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf32>>, vector<3xi32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<3xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesMatrix' op number of components in vector must equal the number of components in each column in matrix}}
    %0 = spirv.VectorTimesMatrix %v, %m : vector<3xf32>, !spirv.matrix<3 x vector<2xf32>> -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<2xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesMatrix' op number of columns in matrix must equal the number of components in result}}
    %0 = spirv.VectorTimesMatrix %v, %m : vector<2xf32>, !spirv.matrix<3 x vector<2xf32>> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<2xf16>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesMatrix' op matrix must be a matrix with the same component type as the component type in result}}
    %0 = spirv.VectorTimesMatrix %v, %m : vector<2xf16>, !spirv.matrix<3 x vector<2xf32>> -> vector<3xf16>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>) "None" {
    // expected-error @+1 {{input matrix rows count must be equal to output matrix columns count}}
    %0 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<3 x vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>) "None" {
    // expected-error @+1 {{input and output matrices must have the same component type}}
    %0 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<3xf16>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>) "None" {
    // expected-error @+1 {{input matrix columns count must be equal to output matrix rows count}}
    %0 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: vector<2xf32>) "None" {
    // expected-error @+1 {{'spirv.Transpose' op operand #0 must be any SPIR-V matrix type, but got 'vector<2xf32>'}}
    %0 = spirv.Transpose %m : vector<2xf32> -> !spirv.matrix<2 x vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: vector<3xf32>, %v: vector<3xf32>) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesVector' op operand #0 must be Matrix of 16/32/64-bit float values, but got 'vector<3xf32>'}}
    %0 = spirv.MatrixTimesVector %m, %v : vector<3xf32>, vector<3xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<3xf32>) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
    %0 = spirv.VectorTimesMatrix %v, %m : vector<3xf32>, !spirv.matrix<3 x vector<2xf32>> -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<3 x vector<2xf32>>, %v: vector<3xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesMatrix' op operand #1 must be Matrix of 16/32/64-bit float values, but got 'vector<3xf32>'}}
    %0 = spirv.VectorTimesMatrix %v, %v : vector<3xf32>, vector<3xf32> -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %n: !spirv.matrix<2 x vector<2xf16>>) "None" {
    // expected-error @+1 {{left and result matrices' component type must be the same}}
    %0 = spirv.MatrixTimesMatrix %m, %n : !spirv.matrix<2 x vector<2xf32>>, !spirv.matrix<2 x vector<2xf16>> -> !spirv.matrix<2 x vector<2xf16>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%m: !spirv.matrix<2 x vector<2xf32>>, %s: f32) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesScalar' op failed to verify that all of {matrix, result} have same type}}
    %0 = "spirv.MatrixTimesScalar"(%m, %s) : (!spirv.matrix<2 x vector<2xf32>>, f32) -> !spirv.matrix<3 x vector<2xf32>>
    spirv.Return
  }
}
