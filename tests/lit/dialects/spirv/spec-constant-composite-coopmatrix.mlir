// A cooperative matrix is a composite type, but not one a
// `spirv.SpecConstantComposite` can build: MLIR 22 refuses it with its own
// message (two spaces before the type included). The same file passes
// `mlir-opt-22 --verify-diagnostics`.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics
// RUN: %if mlir-opt %{ %mlir-opt %s --split-input-file --verify-diagnostics %}

spirv.module Logical GLSL450 {
  spirv.SpecConstant @x = 2 : i32
  // expected-error @+1 {{unsupported composite type  '!spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>'}}
  spirv.SpecConstantComposite @m (@x) : !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @y = 2.0 : f16
  // expected-error @+1 {{unsupported composite type  '!spirv.coopmatrix<8x8xf16, Workgroup, MatrixB>'}}
  spirv.SpecConstantComposite @n (@y, @y) : !spirv.coopmatrix<8x8xf16, Workgroup, MatrixB>
}
