// Verifier and parser diagnostics of the replicated composite constants, with MLIR 22's
// wording. mlir-opt-22 reports the same: see
// upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'i32', but got: 'i64'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [2 : i64] : vector<3xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'i32', but got: 'none'}}
    %0 = spirv.EXT.ConstantCompositeReplicate ["x"] : vector<3xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type '!spirv.array<2 x i32>' or 'i32', but got: '!spirv.array<1 x i32>'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [[1 : i32]] : !spirv.array<2 x !spirv.array<2 x i32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.EXT.ConstantCompositeReplicate' op result #0 must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V tensorArm type, but got 'i32'}}
    %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected '['}}
    %0 = spirv.EXT.ConstantCompositeReplicate 1 : i32 : vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{unknown value attribute type}}
    %0 = "spirv.EXT.ConstantCompositeReplicate"() {value = @a} : () -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected value attribute type 'i32', but got: '!spirv.array<1 x i32>'}}
    %0 = "spirv.EXT.ConstantCompositeReplicate"() {value = [1 : i32]} : () -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.EXT.ConstantCompositeReplicate' op requires attribute 'value'}}
    %0 = "spirv.EXT.ConstantCompositeReplicate"() : () -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1 : i32
  spirv.SpecConstant @sf = 1.0 : f32
  // expected-error @+1 {{constituent has incorrect type: expected 'i32', but provided 'f32'}}
  spirv.EXT.SpecConstantCompositeReplicate @c (@sf) : vector<4xi32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1 : i32
  // expected-error @+1 {{result type must be a composite type, but provided 'i32'}}
  spirv.EXT.SpecConstantCompositeReplicate @c (@sc) : i32
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{splat spec constant reference defining constituent not found}}
  spirv.EXT.SpecConstantCompositeReplicate @c (@nothing) : vector<4xi32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1 : i32
  spirv.SpecConstantComposite @scc (@sc, @sc) : vector<2xi32>
  // expected-error @+1 {{constituent is not a spec constant}}
  spirv.EXT.SpecConstantCompositeReplicate @c (@scc) : !spirv.array<2 x vector<2xi32>>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1 : i32
  // expected-error @+1 {{constituent has incorrect type: expected '!spirv.array<2 x i32>', but provided 'i32'}}
  spirv.EXT.SpecConstantCompositeReplicate @c (@sc) : !spirv.array<2 x !spirv.array<2 x i32>>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{invalid kind of attribute specified}}
  spirv.EXT.SpecConstantCompositeReplicate @c ("x") : vector<4xi32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.EXT.SpecConstantCompositeReplicate' op failed to verify that op must appear in a module-like op's block}}
    "spirv.EXT.SpecConstantCompositeReplicate"() <{constituent = @sc, sym_name = "c", type = vector<4xi32>}> : () -> ()
    spirv.Return
  }
}
