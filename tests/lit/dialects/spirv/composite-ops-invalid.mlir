// Verifier and parser diagnostics of the composite ops, with MLIR 22's wording (each
// case also passes `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32) "None" {
    // expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 3, but provided 2}}
    %0 = spirv.CompositeConstruct %a, %a : (f32, f32) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %b: i32) "None" {
    // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'i32'}}
    %0 = spirv.CompositeConstruct %a, %b : (f32, i32) -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %b: i32) "None" {
    // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'i32'}}
    %0 = spirv.CompositeConstruct %a, %b : (f32, i32) -> !spirv.struct<(f32, f32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32) "None" {
    // expected-error @+1 {{'spirv.CompositeConstruct' op expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs}}
    %0 = spirv.CompositeConstruct %a : (f32) -> !spirv.struct<(f32, f32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %s: !spirv.struct<(f32)>) "None" {
    // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand to have a scalar or vector type, but provided '!spirv.struct<(f32)>'}}
    %0 = spirv.CompositeConstruct %a, %s : (f32, !spirv.struct<(f32)>) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32) "None" {
    // expected-error @+1 {{'spirv.CompositeConstruct' op result #0 must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V tensorArm type, but got 'f32'}}
    %0 = spirv.CompositeConstruct %a, %a : (f32, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{custom op 'spirv.CompositeExtract' index 4 out of bounds for 'vector<4xf32>'}}
    %0 = spirv.CompositeExtract %v[4 : i32] : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{custom op 'spirv.CompositeExtract' index -1 out of bounds for 'vector<4xf32>'}}
    %0 = spirv.CompositeExtract %v[-1 : i32] : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{custom op 'spirv.CompositeExtract' cannot extract from non-composite type 'f32' with index 0}}
    %0 = spirv.CompositeExtract %v[0 : i32, 0 : i32] : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{custom op 'spirv.CompositeExtract' expected at least one index for spirv.CompositeExtract}}
    %0 = spirv.CompositeExtract %v[] : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{custom op 'spirv.CompositeExtract' expected an 32-bit integer for index, but found '"x"'}}
    %0 = spirv.CompositeExtract %v["x"] : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{integer literal not valid for specified type}}
    %0 = spirv.CompositeExtract %v 1 : vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: f32) "None" {
    // expected-error @+1 {{custom op 'spirv.CompositeExtract' cannot extract from non-composite type 'f32' with index 1}}
    %0 = spirv.CompositeExtract %v[1 : i32] : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.CompositeExtract' op invalid result type: expected 'f32' but provided 'i32'}}
    %0 = "spirv.CompositeExtract"(%v) {indices = [1 : i32]} : (vector<4xf32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>) "None" {
    // expected-error @+1 {{index 5 out of bounds for 'vector<4xf32>'}}
    %0 = "spirv.CompositeExtract"(%v) {indices = [5 : i32]} : (vector<4xf32>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.CompositeInsert' op object operand type should be 'f32', but found 'i32'}}
    %0 = spirv.CompositeInsert %a, %v[1 : i32] : i32 into vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{index 5 out of bounds for 'vector<4xf32>'}}
    %0 = spirv.CompositeInsert %a, %v[5 : i32] : f32 into vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.CompositeInsert' op result type should be the same as the composite type, but found 'vector<4xf32>' vs 'vector<3xf32>'}}
    %0 = "spirv.CompositeInsert"(%a, %v) {indices = [1 : i32]} : (f32, vector<4xf32>) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorShuffle' op result type element count (2) mismatch with the number of component selectors (1)}}
    %0 = spirv.VectorShuffle [1 : i32] %a, %a : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorShuffle' op component selector 8 out of range: expected to be in [0, 8) or 0xffffffff}}
    %0 = spirv.VectorShuffle [1 : i32, 8 : i32] %a, %a : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorShuffle' op attribute 'components' failed to satisfy constraint: 32-bit integer array attribute}}
    %0 = spirv.VectorShuffle [1 : i64, 2 : i64] %a, %a : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32) "None" {
    // expected-error @+1 {{custom op 'spirv.VectorShuffle' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
    %0 = spirv.VectorShuffle [1 : i32] %a, %a : f32, f32 -> vector<1xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: i32) "None" {
    // expected-error @+1 {{'spirv.VectorExtractDynamic' op result #0 must be 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool, but got 'vector<4xf32>'}}
    %0 = "spirv.VectorExtractDynamic"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: i32) "None" {
    // expected-error @+1 {{'spirv.VectorExtractDynamic' op failed to verify that type of 'result' matches element type of 'vector'}}
    %0 = "spirv.VectorExtractDynamic"(%v, %i) : (vector<4xf32>, i32) -> f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: f32, %i: i32) "None" {
    // expected-error @+1 {{'spirv.VectorExtractDynamic' op operand #0 must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16, but got 'f32'}}
    %0 = "spirv.VectorExtractDynamic"(%v, %i) : (f32, i32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: f32) "None" {
    // expected-error @+1 {{'spirv.VectorExtractDynamic' op operand #1 must be 8/16/32/64-bit integer, but got 'f32'}}
    %0 = "spirv.VectorExtractDynamic"(%v, %i) : (vector<4xf32>, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: i32, %c: f16) "None" {
    // expected-error @+1 {{'spirv.VectorInsertDynamic' op failed to verify that type of 'component' matches element type of 'vector'}}
    %0 = "spirv.VectorInsertDynamic"(%v, %c, %i) : (vector<4xf32>, f16, i32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: i32, %c: f32) "None" {
    // expected-error @+1 {{'spirv.VectorInsertDynamic' op failed to verify that all of {vector, result} have same type}}
    %0 = "spirv.VectorInsertDynamic"(%v, %c, %i) : (vector<4xf32>, f32, i32) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: i32, %c: vector<2xf32>) "None" {
    // expected-error @+1 {{'spirv.VectorInsertDynamic' op operand #1 must be 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool, but got 'vector<2xf32>'}}
    %0 = "spirv.VectorInsertDynamic"(%v, %c, %i) : (vector<4xf32>, vector<2xf32>, i32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: vector<4xf32>, %i: i32, %c: f32) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
    %0 = spirv.VectorInsertDynamic %c, %v[%i] : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: f32, %i: i32, %c: f32) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
    %0 = spirv.VectorExtractDynamic %v[%i] : f32, i32
    spirv.Return
  }
}
