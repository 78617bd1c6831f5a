// Verifier and parser diagnostics of the cooperative matrix type and ops, with MLIR 22's
// wording. mlir-opt-22 reports the same: see upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.array<4 x i32>'}}
    %0 = spirv.KHR.CooperativeMatrixLoad %pv, %s, <RowMajor> : !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op not compatible with memory operand 'MakePointerAvailable'}}
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <MakePointerAvailable> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op missing value for the 'Aligned' memory operand}}
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Aligned> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op found alignment attribute for non-'Aligned' memory operand}}
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Volatile>, 4 : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Aligned>, 6 : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op result #0 must be any SPIR-V cooperative matrix type, but got 'i32'}}
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+2 {{expected ::mlir::spirv::CooperativeMatrixLayoutKHR to be one of: RowMajor, ColumnMajor}}
    // expected-error @+1 {{failed to parse SPIRV_KHR_CooperativeMatrixLayoutAttr parameter 'value' which is to be a `::mlir::spirv::CooperativeMatrixLayoutKHR`}}
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <Diagonal> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op requires attribute 'matrix_layout'}}
    %0 = "spirv.KHR.CooperativeMatrixLoad"(%p, %s) : (!spirv.ptr<i32, StorageBuffer>, i32) -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op not compatible with memory operand 'MakePointerVisible'}}
    spirv.KHR.CooperativeMatrixStore %p, %c, %s, <RowMajor>, <MakePointerVisible> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op Pointer must point to a scalar or vector type but provided '!spirv.array<4 x i32>'}}
    spirv.KHR.CooperativeMatrixStore %pv, %c, %s, <RowMajor> : !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op operand #1 must be any SPIR-V cooperative matrix type, but got 'i32'}}
    spirv.KHR.CooperativeMatrixStore %p, %s, %s, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #0 must be of use 'MatrixA'}}
    %0 = spirv.KHR.CooperativeMatrixMulAdd %b, %b, %c : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #1 must be of use 'MatrixB'}}
    %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %a, %c : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix scope mismatch}}
    %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %wb, %c : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'M'}}
    %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c2 : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'K'}}
    %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b2, %c : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op Matrix Operands require all matrix element types to be Integer Types}}
    %0 = spirv.KHR.CooperativeMatrixMulAdd %fa, %b, %c, <ASigned> : !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op failed to verify that all of {c, result} have same type}}
    %0 = "spirv.KHR.CooperativeMatrixMulAdd"(%a, %b, %c) : (!spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>) -> !spirv.coopmatrix<16x16xi8, Subgroup, MatrixAcc>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLength' op attribute 'cooperative_matrix_type' failed to satisfy constraint: type attribute of any SPIR-V cooperative matrix type}}
    %0 = spirv.KHR.CooperativeMatrixLength : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLength' op result #0 must be Int32, but got 'i64'}}
    %0 = "spirv.KHR.CooperativeMatrixLength"() <{cooperative_matrix_type = !spirv.coopmatrix<8x8xi32, Subgroup, MatrixA>}> : () -> i64
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{use of value '%c' expects different type than prior uses: '!spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>' vs '!spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>'}}
    %0 = spirv.IAdd %a, %c : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{'spirv.FAdd' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got '!spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>'}}
    %0 = spirv.FAdd %a, %a : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %pv: !spirv.ptr<!spirv.array<4 x i32>, StorageBuffer>, %s: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixA>, %wb: !spirv.coopmatrix<8x16xi8, Workgroup, MatrixB>, %b2: !spirv.coopmatrix<4x16xi8, Subgroup, MatrixB>, %c2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixAcc>) "None" {
    // expected-error @+1 {{use of value '%s' expects different type than prior uses: 'i1' vs 'i32'}}
    spirv.KHR.AssumeTrue %s
    spirv.Return
  }
}

// -----

// expected-error @+1 {{expected row and column count}}
func.func private @f(!spirv.coopmatrix<8xi32, Subgroup, MatrixA>)

// -----

// expected-error @+1 {{invalid scope <id> attribute specification: Everyone}}
func.func private @f(!spirv.coopmatrix<8x8xi32, Everyone, MatrixA>)

// -----

// expected-error @+1 {{invalid use <id> attribute specification: MatrixC}}
func.func private @f(!spirv.coopmatrix<8x8xi32, Subgroup, MatrixC>)

// -----

// expected-error @+1 {{cannot use 'index' to compose SPIR-V types}}
func.func private @f(!spirv.coopmatrix<8x8xindex, Subgroup, MatrixA>)

// -----

spirv.module Logical GLSL450 {
  spirv.func @constants() "None" {
    // expected-error @+1 {{'spirv.Constant' op expected a splat dense attribute for cooperative matrix constant, but found dense<[[1, 2], [3, 4]]> : !spirv.coopmatrix<2x2xi8, Subgroup, MatrixA>}}
    %0 = spirv.Constant dense<[[1, 2], [3, 4]]> : !spirv.coopmatrix<2x2xi8, Subgroup, MatrixA>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @constants() "None" {
    // expected-error @+1 {{'spirv.Constant' op result or element type ('!spirv.coopmatrix<2x2xi32, Subgroup, MatrixA>') does not match value type ('!spirv.coopmatrix<2x2xi8, Subgroup, MatrixA>'), must be the same or spirv.array}}
    %0 = "spirv.Constant"() {value = dense<1> : !spirv.coopmatrix<2x2xi8, Subgroup, MatrixA>} : () -> !spirv.coopmatrix<2x2xi32, Subgroup, MatrixA>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @constants() "None" {
    // expected-error @+1 {{expected integer elements, but parsed floating-point}}
    %0 = spirv.Constant dense<1.5> : !spirv.coopmatrix<2x2xi8, Subgroup, MatrixA>
    spirv.Return
  }
}
