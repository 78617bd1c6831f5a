// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Builtin types.

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.a"() : () -> i16777216

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0, 2}}
"foo.a"() : () -> vector<0x2xf32>

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"foo.a"() : () -> vector<4xtensor<f32>>

// -----

// expected-error@+1 {{missing ']' closing scalable dimension}}
"foo.a"() : () -> vector<[4xf32>

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
"foo.a"() : () -> vector<4f32>

// -----

// expected-error@+1 {{invalid element type for complex}}
"foo.a"() : () -> complex<index>

// -----

// expected-error@+1 {{invalid tensor element type}}
"foo.a"() : () -> tensor<4xnone>

// -----

// expected-error@+1 {{cannot apply encoding to unranked tensor}}
"foo.a"() {x = tensor<*xf32, 1>} : () -> ()

// -----

// expected-error@+1 {{invalid memref element type}}
"foo.a"() : () -> memref<4xnone>

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
"foo.a"() : () -> memref<4xf32, 1, 2>

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
"foo.a"() : () -> memref<4xf32, 1, strided<[1]>>

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"foo.a"() : () -> memref<*xf32, strided<[1]>>

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
"foo.a"() : () -> memref<4xf32, strided<[1, 1]>>

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"foo.a"() : () -> tuple<i32

// -----

// expected-error@+1 {{expected '->' in function type}}
"foo.a"() {x = (i32)} : () -> ()

// -----

// expected-error@+1 {{expected non-function type}}
"foo.a"() : () -> foo

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"foo.a"() : () -> !foo.bar<1)>

// -----

// expected-error@+1 {{expected '<' in vector type}}
"foo.a"() : () -> vector

// -----

// expected-error@+1 {{invalid dimension}}
"foo.a"() : () -> tensor<99999999999999999999xf32>
