// Verifier and parser diagnostics of the non-uniform group ops, with MLIR 22's wording
// (its spelling too: 'singless'). mlir-opt-22 reports the same: see
// upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformIAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformIAdd <Device> <Reduce> %i : i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformFMul' op cluster size operand must be provided for 'ClusteredReduce' group operation}}
    %0 = spirv.GroupNonUniformFMul <Subgroup> <ClusteredReduce> %f : f32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformUMax' op cluster size operand must come from a constant op}}
    %0 = spirv.GroupNonUniformUMax <Subgroup> <ClusteredReduce> %i cluster_size(%i) : i32, i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    %five = spirv.Constant 5 : i32
    // expected-error @+1 {{'spirv.GroupNonUniformSMin' op cluster size operand must be a power of two}}
    %0 = spirv.GroupNonUniformSMin <Subgroup> <ClusteredReduce> %i cluster_size(%five) : i32, i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformFAdd' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
    %0 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %i : i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformLogicalXor' op result #0 must be bool or fixed-length vector of bool values of length 2/3/4/8/16, but got 'i32'}}
    %0 = spirv.GroupNonUniformLogicalXor <Subgroup> <Reduce> %b : i1 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformIMul' op operand #1 must be 8/16/32/64-bit integer, but got 'f32'}}
    %0 = spirv.GroupNonUniformIMul <Subgroup> <Reduce> %i cluster_size(%f) : i32, f32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+2 {{failed to parse SPIRV_GroupOperationAttr parameter 'value' which is to be a `::mlir::spirv::GroupOperation`}}
    // expected-error @+1 {{expected ::mlir::spirv::GroupOperation to be one of: Reduce, InclusiveScan, ExclusiveScan, ClusteredReduce, PartitionedReduceNV, PartitionedInclusiveScanNV, PartitionedExclusiveScanNV}}
    %0 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <Foo> %i : i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBitwiseOr' op requires attribute 'group_operation'}}
    %0 = "spirv.GroupNonUniformBitwiseOr"(%i) <{execution_scope = #spirv.scope<Subgroup>}> : (i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformFMin' op attribute 'group_operation' failed to satisfy constraint: valid SPIR-V GroupOperation}}
    %0 = "spirv.GroupNonUniformFMin"(%f) {execution_scope = #spirv.scope<Subgroup>, group_operation = #spirv.scope<Subgroup>} : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBallot' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformBallot <Device> %b : vector<4xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBallot' op result #0 must be vector of 8/16/32/64-bit signless/unsigned integer values of length 4, but got 'vector<4xsi32>'}}
    %0 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xsi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'i32'}}
    %0 = spirv.GroupNonUniformBallot <Subgroup> %b : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'i1' vs 'i32'}}
    %0 = spirv.GroupNonUniformBallot <Subgroup> %i : vector<4xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBallotFindLSB' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformBallotFindLSB <CrossDevice> %u : vector<4xi32>, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBallotFindMSB' op result #0 must be 8/16/32/64-bit signless/unsigned integer, but got 'si32'}}
    %0 = spirv.GroupNonUniformBallotFindMSB <Subgroup> %u : vector<4xi32>, si32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBallotBitCount' op failed to verify that execution_scope must be Scope of value Subgroup}}
    %0 = spirv.GroupNonUniformBallotBitCount <Workgroup> <Reduce> %u : vector<4xi32> -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBallotBitCount' op operand #0 must be vector of 32-bit signless/unsigned integer values of length 4, but got 'vector<4xi64>'}}
    %0 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %u64 : vector<4xi64> -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op id must be the result of a constant op}}
    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %i : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    %c = spirv.Constant 0 : i32
    // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformBroadcast <Device> %f, %c : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op failed to verify that all of {value, result} have same type}}
    %0 = "spirv.GroupNonUniformBroadcast"(%f, %i) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformElect' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformElect <Device> : i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformElect' op result #0 must be bool, but got 'i32'}}
    %0 = spirv.GroupNonUniformElect <Subgroup> : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformShuffle' op second operand must be a singless/unsigned integer}}
    %0 = spirv.GroupNonUniformShuffle <Subgroup> %f, %s : f32, si32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformShuffleXor' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformShuffleXor <Device> %f, %i : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformShuffleUp' op operand #0 must be 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16, but got '!spirv.ptr<i32, Function>'}}
    %0 = spirv.GroupNonUniformShuffleUp <Subgroup> %p, %i : !spirv.ptr<i32, Function>, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformShuffleDown' op failed to verify that all of {value, result} have same type}}
    %0 = "spirv.GroupNonUniformShuffleDown"(%f, %i) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformAll' op failed to verify that execution_scope must be Scope of value Subgroup}}
    %0 = spirv.GroupNonUniformAll <Workgroup> %b : i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformAny' op failed to verify that execution_scope must be Scope of value Subgroup}}
    %0 = spirv.GroupNonUniformAny <Device> %b : i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformAllEqual' op failed to verify that execution_scope must be Scope of value Subgroup}}
    %0 = spirv.GroupNonUniformAllEqual <Workgroup> %f : f32, i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformAllEqual' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or bool or fixed-length vector of bool values of length 2/3/4/8/16, but got '!spirv.ptr<i32, Function>'}}
    %0 = spirv.GroupNonUniformAllEqual <Subgroup> %p : !spirv.ptr<i32, Function>, i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformQuadSwap' op failed to verify that execution_scope must be Scope of value Subgroup}}
    %0 = spirv.GroupNonUniformQuadSwap <Workgroup> %f %i : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformQuadSwap' op operand #1 must be 8/16/32/64-bit signless/unsigned integer, but got 'si32'}}
    %0 = spirv.GroupNonUniformQuadSwap <Subgroup> %f %s : f32, si32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformRotateKHR <Device> %f, %i : f32, i32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op cluster size operand must come from a constant op}}
    %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %f, %i, cluster_size(%i) : f32, i32, i32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    %c = spirv.Constant 6 : i32
    // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op cluster size operand must be a power of two}}
    %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %f, %i, cluster_size(%c) : f32, i32, i32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %f: f32, %b: i1, %s: si32, %u: vector<4xi32>, %u64: vector<4xi64>, %p: !spirv.ptr<i32, Function>) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op failed to verify that all of {value, result} have same type}}
    %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %f, %i : f32, i32 -> f64
    spirv.Return
  }
}

// -----

// From SPIR-V 1.5 on (the module's target environment), the id need not be a constant.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>} {
  spirv.func @f(%f: f32, %i: i32) -> f32 "None" {
    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %i : f32, i32
    spirv.ReturnValue %0 : f32
  }
}
