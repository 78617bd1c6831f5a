// Verifier and parser diagnostics of the uniform group ops, with MLIR 22's wording (and
// its double space in GroupBroadcast's message).
// mlir-opt-22 reports the same: see upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupBroadcast <Device> %f, %i : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupBroadcast' op localid is a vector and can be with only  2 or 3 components, actual number is 4}}
    %0 = spirv.GroupBroadcast <Subgroup> %f, %l : f32, vector<4xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupBroadcast' op operand #1 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %0 = spirv.GroupBroadcast <Subgroup> %f, %f : f32, f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupBroadcast' op failed to verify that all of {value, result} have same type}}
    %0 = "spirv.GroupBroadcast"(%f, %i) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupFAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupFAdd <CrossDevice> <Reduce> %f : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupIAdd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %0 = spirv.GroupIAdd <Workgroup> <Reduce> %f : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupFMax' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
    %0 = spirv.GroupFMax <Workgroup> <Reduce> %i : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupUMin' op failed to verify that all of {x, result} have same type}}
    %0 = "spirv.GroupUMin"(%i) <{execution_scope = #spirv.scope<Subgroup>, group_operation = #spirv.group_operation<Reduce>}> : (i32) -> i64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.GroupSMax' op requires attribute 'group_operation'}}
    %0 = "spirv.GroupSMax"(%i) <{execution_scope = #spirv.scope<Subgroup>}> : (i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.KHR.GroupFMul' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.KHR.GroupFMul <Device> <Reduce> %f : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.KHR.GroupIMul' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.KHR.GroupIMul <Invocation> <Reduce> %i : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.KHR.SubgroupBallot' op result #0 must be vector of 32-bit integer values of length 4, but got 'vector<4xi16>'}}
    %0 = spirv.KHR.SubgroupBallot %b : vector<4xi16>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'i32'}}
    %0 = spirv.KHR.SubgroupBallot %b : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%f: f32, %i: i32, %v4: vector<4xi32>, %b: i1, %l: vector<4xi32>) "None" {
    // expected-error @+1 {{'spirv.KHR.SubgroupBallot' op operand #0 must be bool, but got 'i32'}}
    %0 = "spirv.KHR.SubgroupBallot"(%i) : (i32) -> vector<4xi32>
    spirv.Return
  }
}
