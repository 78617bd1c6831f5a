// Diagnostics of what this dialect has beyond MLIR 22 (docs/spirv-beyond-mlir-22.md):
// `counter_buffer` must name another `spirv.GlobalVariable`.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op 'counter_buffer' references '@missing', which is not a spirv.GlobalVariable}}
  spirv.GlobalVariable @buf {counter_buffer = @missing} : !spirv.ptr<!spirv.struct<(f32 [0]), Block>, StorageBuffer>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    spirv.Return
  }
  // expected-error @+1 {{'spirv.GlobalVariable' op 'counter_buffer' references '@f', which is not a spirv.GlobalVariable}}
  spirv.GlobalVariable @buf {counter_buffer = @f} : !spirv.ptr<!spirv.struct<(f32 [0]), Block>, StorageBuffer>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op 'counter_buffer' cannot reference the variable itself}}
  spirv.GlobalVariable @buf {counter_buffer = @buf} : !spirv.ptr<!spirv.struct<(f32 [0]), Block>, StorageBuffer>
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @c : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
  // expected-error @+1 {{'spirv.GlobalVariable' op 'counter_buffer' must be a flat symbol reference to a spirv.GlobalVariable}}
  spirv.GlobalVariable @buf {counter_buffer = "c"} : !spirv.ptr<!spirv.struct<(f32 [0]), Block>, StorageBuffer>
}

// -----

// expected-error @+1 {{unknown SPIR-V type: samplers}}
"foo.op"() {t = !spirv.samplers} : () -> ()

// -----

// Only a physical storage buffer pointer casts to an integer, and only to 64 bits.
spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}) "None" {
    // expected-error @+1 {{unhandled bit cast conversion from pointer type to non-pointer type}}
    %0 = spirv.Bitcast %p : !spirv.ptr<f32, PhysicalStorageBuffer> to i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i64) "None" {
    // expected-error @+1 {{unhandled bit cast conversion from non-pointer type to pointer type}}
    %0 = spirv.Bitcast %i : i64 to !spirv.ptr<f32, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op has 1 values for the 2 members of '!spirv.struct<(f32, i32)>'}}
    %0 = spirv.Constant [1.0 : f32] : !spirv.struct<(f32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result type ('i32') does not match value type ('f32')}}
    %0 = spirv.Constant [1.0 : f32, 1.0 : f32] : !spirv.struct<(f32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op must have spirv.array result type for array value}}
    %0 = spirv.Constant [1.0 : f32, 1.0 : f32] : vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstantExpression' op invalid enclosed op}}
  spirv.SpecConstantExpression @e : f32 {
    %0 = spirv.Constant 1.0 : f32
    %1 = spirv.FAdd %0, %0 : f32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @n = 4 : i32
  // expected-error @+1 {{'spirv.SpecConstantExpression' op computes a value of type 'i1', not of its type 'i32'}}
  spirv.SpecConstantExpression @e : i32 {
    %0 = spirv.mlir.referenceof @n : i32
    %1 = spirv.IEqual %0, %0 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @n = 4 : i32
  // expected-error @+1 {{'spirv.SpecConstantExpression' op expects only constants and references before the op computing its value}}
  spirv.SpecConstantExpression @e : i32 {
    %0 = spirv.mlir.referenceof @n : i32
    %1 = spirv.IAdd %0, %0 : i32
    %2 = spirv.IAdd %1, %0 : i32
  }
}
