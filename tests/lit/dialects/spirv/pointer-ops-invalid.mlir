// Verifier and parser diagnostics of the pointer access chains, the pointer-integer
// conversions and the generic pointer casts, with MLIR 22's wording (its "result must be
// a scalar type of unsigned integer" for ConvertUToPtr's operand too).
// mlir-opt-22 reports the same: see upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.PtrAccessChain' op invalid result type: expected '!spirv.ptr<f32, CrossWorkgroup>', but provided '!spirv.ptr<i32, CrossWorkgroup>'}}
    %0 = spirv.PtrAccessChain %p[%e %i] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<i32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'f32' with index 0}}
    %0 = spirv.InBoundsPtrAccessChain %p[%e %i, %i] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32, i32 -> !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct}}
    %0 = spirv.PtrAccessChain %s[%e %i] : !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    %c = spirv.Constant 2 : i32
    // expected-error @+1 {{'spirv.AccessChain' op index 2 out of bounds for '!spirv.struct<(f32, i32)>'}}
    %0 = spirv.PtrAccessChain %s[%e %c] : !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    %0 = spirv.PtrAccessChain %p[%f] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, f32 -> !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.PtrAccessChain' op operand #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = "spirv.PtrAccessChain"(%f, %e) : (f32, i64) -> !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{result must be a scalar type of unsigned integer}}
    %0 = spirv.ConvertPtrToU %g : !spirv.ptr<f32, Generic> to si64
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.ConvertPtrToU' op operand #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = spirv.ConvertPtrToU %f : f32 to i64
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{result must be a scalar type of unsigned integer}}
    %0 = spirv.ConvertUToPtr %si : si64 to !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.ConvertUToPtr' op result #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = spirv.ConvertUToPtr %e : i64 to f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
    %0 = spirv.PtrCastToGeneric %u : !spirv.ptr<f32, UniformConstant> to !spirv.ptr<f32, Generic>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{result type must be of storage class Generic}}
    %0 = spirv.PtrCastToGeneric %w : !spirv.ptr<f32, Workgroup> to !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.PtrCastToGeneric' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
    %0 = spirv.PtrCastToGeneric %w : !spirv.ptr<f32, Workgroup> to !spirv.ptr<i32, Generic>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{pointer type must be of storage class Generic}}
    %0 = spirv.GenericCastToPtr %w : !spirv.ptr<f32, Workgroup> to !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
    %0 = spirv.GenericCastToPtr %g : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, UniformConstant>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{'spirv.GenericCastToPtrExplicit' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
    %0 = spirv.GenericCastToPtrExplicit %g : !spirv.ptr<f32, Generic> to !spirv.ptr<i32, Function>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %s: !spirv.ptr<!spirv.struct<(f32, i32)>, CrossWorkgroup>, %e: i64, %i: i32, %f: f32, %g: !spirv.ptr<f32, Generic>, %w: !spirv.ptr<f32, Workgroup>, %u: !spirv.ptr<f32, UniformConstant>, %si: si64) "None" {
    // expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
    %0 = spirv.GenericCastToPtrExplicit %g : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Generic>
    spirv.Return
  }
}

// -----

// Under the Logical addressing model pointers are not physical.
spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, StorageBuffer>, %i: i64) "None" {
    // expected-error @+1 {{operand must be a physical pointer}}
    %0 = spirv.ConvertPtrToU %p : !spirv.ptr<f32, StorageBuffer> to i64
    spirv.Return
  }
}

// -----

// Under PhysicalStorageBuffer64 only PhysicalStorageBuffer pointers are.
spirv.module PhysicalStorageBuffer64 GLSL450 {
  spirv.func @f(%i: i64) "None" {
    // expected-error @+1 {{result must be a physical pointer}}
    %0 = spirv.ConvertUToPtr %i : i64 to !spirv.ptr<f32, StorageBuffer>
    spirv.Return
  }
}
