// Verifier and parser diagnostics of the GLSL.std.450 ops, with MLIR 22's wording (and its
// spellings: FrexpStruct's 'memebers', 'mustbe').
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FAbs' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'index'}}
    %0 = "spirv.GL.FAbs"(%x) : (index) -> index
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Exp' op operand #0 must be 16/32-bit float or fixed-length vector of 16/32-bit float values of length 2/3/4/8/16, but got 'f64'}}
    %1 = "spirv.GL.Exp"(%d) : (f64) -> f64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FindSMsb' op operand #0 must be Int32 or fixed-length vector of Int32 values of length 2/3/4/8/16, but got 'si32'}}
    %2 = "spirv.GL.FindSMsb"(%si) : (si32) -> si32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FAbs' op requires the same type for all operands and results}}
    %3 = "spirv.GL.FAbs"(%f) : (f32) -> f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FMax' op requires the same type for all operands and results}}
    %4 = "spirv.GL.FMax"(%f, %h) : (f32, f16) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.UClamp' op result #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %6 = "spirv.GL.UClamp"(%i, %i, %i) : (i32, i32, i32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FMix' op failed to verify that all of {x, y, a, result} have same type}}
    %7 = "spirv.GL.FMix"(%f, %h, %f) : (f32, f16, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Ldexp' op failed to verify that all of {x, y} have same type}}
    %8 = "spirv.GL.Ldexp"(%f, %i) : (f32, i32) -> f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Ldexp' op operands must both be scalars or vectors}}
    %9 = "spirv.GL.Ldexp"(%f, %vi) : (f32, vector<3xi32>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Ldexp' op operands must have the same number of elements}}
    %10 = "spirv.GL.Ldexp"(%v, %v2i) : (vector<3xf32>, vector<2xi32>) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FrexpStruct' op result #0 must be any SPIR-V struct type, but got 'f32'}}
    %11 = "spirv.GL.FrexpStruct"(%f) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{result type must be a struct type with two memebers}}
    %12 = "spirv.GL.FrexpStruct"(%f) : (f32) -> !spirv.struct<(f32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{member zero of the resulting struct type must be the same type as the operand}}
    %13 = "spirv.GL.FrexpStruct"(%f) : (f32) -> !spirv.struct<(f16, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{member one of the resulting struct type must be a scalar or vector of 32 bit integer type}}
    %14 = "spirv.GL.FrexpStruct"(%f) : (f32) -> !spirv.struct<(f32, i16)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
    %15 = "spirv.GL.FrexpStruct"(%f) : (f32) -> !spirv.struct<(f32, vector<3xi32>)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
    %16 = "spirv.GL.FrexpStruct"(%v) : (vector<3xf32>) -> !spirv.struct<(vector<3xf32>, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type}}
    %17 = "spirv.GL.FrexpStruct"(%v) : (vector<3xf32>) -> !spirv.struct<(vector<3xf32>, vector<3xi16>)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Distance' op failed to verify that result type must match operand element type}}
    %18 = "spirv.GL.Distance"(%v, %v) : (vector<3xf32>, vector<3xf32>) -> f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Distance' op failed to verify that all of {p0, p1} have same type}}
    %19 = "spirv.GL.Distance"(%v, %v2) : (vector<3xf32>, vector<2xf32>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Length' op result #0 must be 16/32/64-bit float, but got 'i32'}}
    %20 = "spirv.GL.Length"(%v) : (vector<3xf32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.PackHalf2x16' op operand #0 must be vector of Float32 values of length 2, but got 'vector<3xf32>'}}
    %21 = "spirv.GL.PackHalf2x16"(%v) : (vector<3xf32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.UnpackHalf2x16' op result #0 must be vector of Float32 values of length 2, but got 'vector<3xf32>'}}
    %22 = "spirv.GL.UnpackHalf2x16"(%i) : (i32) -> vector<3xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.PackSnorm4x8' op operand #0 must be vector of Float32 values of length 4, but got 'vector<2xf32>'}}
    %23 = "spirv.GL.PackSnorm4x8"(%v2) : (vector<2xf32>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.UnpackSnorm4x8' op operand #0 must be Int32, but got 'f32'}}
    %24 = "spirv.GL.UnpackSnorm4x8"(%f) : (f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Pow' op operand #0 must be 16/32-bit float or fixed-length vector of 16/32-bit float values of length 2/3/4/8/16, but got 'f64'}}
    %25 = "spirv.GL.Pow"(%d, %d) : (f64, f64) -> f64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.Fma' op expected 3 operands, but found 1}}
    %27 = "spirv.GL.Fma"(%f) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.SAbs' op requires the same type for all operands and results}}
    %28 = "spirv.GL.SAbs"(%i) : (i32) -> i16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.GL.PackHalf2x16' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
    %30 = spirv.GL.PackHalf2x16 %f : f32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{custom op 'spirv.GL.UnpackHalf2x16' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
    %31 = spirv.GL.UnpackHalf2x16 %i : i32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{'spirv.GL.FClamp' op expected 3 operands, but found 2}}
    %37 = spirv.GL.FClamp %f, %f : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{expected ','}}
    %44 = spirv.GL.FMix %f : f32, %f : f32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: index, %f: f32, %i: i32, %v: vector<3xf32>, %h: f16, %v2: vector<2xf32>, %vi: vector<3xi32>, %si: si32, %v2i: vector<2xi32>, %d: f64) "None" {
    // expected-error @+1 {{expected ':'}}
    %45 = spirv.GL.Length %f, %f : f32 -> f32
    spirv.Return
  }
}
