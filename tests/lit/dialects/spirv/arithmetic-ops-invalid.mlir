// Verifier and parser diagnostics of the arithmetic ops, with MLIR 22's wording: ODS
// operand/result constraints and type matching, the extended ops' struct rules, and the
// structural checks (counts, regions) in MLIR's order.
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.FAdd' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got 'bf16'}}
    %0 = "spirv.FAdd"(%bf, %bf) : (bf16, bf16) -> bf16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.IAdd' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'i1'}}
    %2 = "spirv.IAdd"(%i1, %i1) : (i1, i1) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.SDiv' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'vector<5xi32>'}}
    %3 = "spirv.SDiv"(%v5, %v5) : (vector<5xi32>, vector<5xi32>) -> vector<5xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.IAdd' op result #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'}}
    %4 = "spirv.IAdd"(%a, %a) : (i32, i32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.SMod' op operand #1 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %5 = "spirv.SMod"(%a, %f) : (i32, f32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.IAddCarry' op operand #1 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %6 = "spirv.IAddCarry"(%a, %f) : (i32, f32) -> !spirv.struct<(i32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.IAddCarry' op expected result struct type containing two members}}
    %7 = "spirv.IAddCarry"(%a, %a) : (i32, i32) -> !spirv.struct<(i32, i32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.IAddCarry' op expected all operand types and struct member types are the same}}
    %8 = "spirv.IAddCarry"(%a, %i8) : (i32, i8) -> !spirv.struct<(i32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.IAddCarry' op expected all operand types and struct member types are the same}}
    %9 = "spirv.IAddCarry"(%a, %a) : (i32, i32) -> !spirv.struct<(i8, i8)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.Dot' op failed to verify that all of {vector1, result} have same element type}}
    %10 = "spirv.Dot"(%v, %v) : (vector<3xf32>, vector<3xf32>) -> f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.Dot' op operand #1 must be fixed-length vector of 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16, but got 'vector<2xi32>'}}
    %11 = "spirv.Dot"(%v, %v2) : (vector<3xf32>, vector<2xi32>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesScalar' op scalar operand and result element type match}}
    %12 = "spirv.VectorTimesScalar"(%v, %h) : (vector<3xf32>, f16) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesScalar' op vector operand and result type mismatch}}
    %13 = "spirv.VectorTimesScalar"(%v, %f) : (vector<3xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.FAdd' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got 'ui32'}}
    %24 = "spirv.FAdd"(%ui, %ui) : (ui32, ui32) -> ui32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.FMod' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'bf16'}}
    %26 = "spirv.FMod"(%bf, %bf) : (bf16, bf16) -> bf16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.Dot' op result #0 must be 16/32/64-bit float or BFloat16, but got 'i32'}}
    %27 = "spirv.Dot"(%v, %v) : (vector<3xf32>, vector<3xf32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %b: vector<4xi32>, %f: f32, %v: vector<3xf32>, %i8: i8, %v2: vector<2xi32>, %bf: bf16, %h: f16, %d: f64, %si: si32, %ui: ui32, %v5: vector<5xi32>, %i1: i1, %v2i8: vector<2xi8>) "None" {
    // expected-error @+1 {{'spirv.VectorTimesScalar' op operand #0 must be vector of 16/32/64-bit float values of length 2/3/4, but got 'vector<2xi32>'}}
    %28 = "spirv.VectorTimesScalar"(%v2, %f) : (vector<2xi32>, f32) -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.Dot' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
    %32 = spirv.Dot %i, %i : i32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.IAddCarry' expected spirv.struct type with two members}}
    %33 = spirv.IAddCarry %i, %i : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.IAddCarry' number of operands and types do not match: got 1 operands and 2 types}}
    %34 = spirv.IAddCarry %i : !spirv.struct<(i32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.VectorTimesScalar' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
    %35 = spirv.VectorTimesScalar %i, %i : (i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.IAdd' number of operands and types do not match: got 1 operands and 2 types}}
    %36 = spirv.IAdd %i : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.FNegate' op requires a single operand}}
    %41 = spirv.FNegate %f, %f : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.IAdd' op expected 2 operands, but found 1}}
    "spirv.IAdd"(%a) : (i32) -> (i32)
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.IAdd' op requires one result}}
    %0:2 = "spirv.IAdd"(%a, %a) : (i32, i32) -> (i32, i32)
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.IAdd' op requires zero regions}}
    %1 = "spirv.IAdd"(%a, %a) ({}) : (i32, i32) -> (i32)
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.FNegate' op requires a single operand}}
    %2 = "spirv.FNegate"(%f, %f) : (f32, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.ImageWrite' op requires zero results}}
    %3 = "spirv.ImageWrite"() : () -> (i32)
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.ImageWrite' op expected 3 or more operands, but found 0}}
    "spirv.ImageWrite"() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op requires attribute 'memory_scope'}}
    %4 = "spirv.AtomicIAdd"(%p, %a) : (!spirv.ptr<i32, StorageBuffer>, i32) -> (i32)
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.IsNan' op requires a single operand}}
    %5 = "spirv.IsNan"() : () -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{custom op 'spirv.IAdd' number of operands and types do not match: got 1 operands and 2 types}}
    %6 = spirv.IAdd %a : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%a: i32, %f: f32, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.FNegate' op requires a single operand}}
    %7 = spirv.FNegate %f, %f : f32
    spirv.Return
  }
}
