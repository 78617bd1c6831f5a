// Verifier and parser diagnostics of the OpenCL.std ops, with MLIR 22's wording.
// mlir-opt-22 reports the same: see upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.fabs' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
    %0 = spirv.CL.fabs %i : i32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.s_abs' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %0 = spirv.CL.s_abs %f : f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.exp' op requires the same type for all operands and results}}
    %0 = "spirv.CL.exp"(%f) : (f32) -> f64
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.sqrt' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'index'}}
    %0 = "spirv.CL.sqrt"(%x) : (index) -> index
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.fmax' op requires the same type for all operands and results}}
    %0 = "spirv.CL.fmax"(%f, %d) : (f32, f64) -> f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.u_max' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
    %0 = spirv.CL.u_max %f, %f : f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'f32' vs 'i32'}}
    %0 = spirv.CL.pow %f, %i : f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.fma' op requires the same type for all operands and results}}
    %0 = "spirv.CL.fma"(%v, %v, %f) : (vector<4xf32>, vector<4xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{number of operands and types do not match: got 2 operands and 3 types}}
    %0 = spirv.CL.mix %f, %f : f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.printf' op operand #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = spirv.CL.printf %f : f32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    %0 = spirv.CL.printf %p : !spirv.ptr<i8, UniformConstant> -> f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%f: f32, %i: i32, %v: vector<4xf32>, %d: f64, %p: !spirv.ptr<i8, UniformConstant>, %x: index) "None" {
    // expected-error @+1 {{'spirv.CL.printf' op operand #1 must be variadic of void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got 'index'}}
    %0 = spirv.CL.printf %p %x : !spirv.ptr<i8, UniformConstant>, index -> i32
    spirv.Return
  }
}
