// The OpenCL.std ops in MLIR 22's custom form: unary, binary and ternary float and
// integer ops on scalars and vectors, and printf with and without arguments.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int8, Int16, Float16, Float64, Int64, Vector16], []> {
// CHECK-NEXT: spirv.GlobalVariable @fmt : !spirv.ptr<!spirv.array<4 x i8>, UniformConstant>
// CHECK-LABEL: spirv.func @float_ops(%arg0: f32, %arg1: vector<4xf16>, %arg2: f64, %arg3: vector<16xf32>) "None" {
// CHECK-NEXT: %0 = spirv.CL.acos %arg0 : f32
// CHECK-NEXT: %1 = spirv.CL.acosh %arg1 : vector<4xf16>
// CHECK-NEXT: %2 = spirv.CL.asin %arg2 : f64
// CHECK-NEXT: %3 = spirv.CL.asinh %arg0 : f32
// CHECK-NEXT: %4 = spirv.CL.atan %arg0 : f32
// CHECK-NEXT: %5 = spirv.CL.atan2 %arg0, %arg0 : f32
// CHECK-NEXT: %6 = spirv.CL.atanh %arg3 : vector<16xf32>
// CHECK-NEXT: %7 = spirv.CL.ceil %arg0 : f32
// CHECK-NEXT: %8 = spirv.CL.cos %arg0 : f32
// CHECK-NEXT: %9 = spirv.CL.cosh %arg0 : f32
// CHECK-NEXT: %10 = spirv.CL.erf %arg0 : f32
// CHECK-NEXT: %11 = spirv.CL.exp %arg0 : f32
// CHECK-NEXT: %12 = spirv.CL.fabs %arg1 : vector<4xf16>
// CHECK-NEXT: %13 = spirv.CL.floor %arg0 : f32
// CHECK-NEXT: %14 = spirv.CL.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: %15 = spirv.CL.fmax %arg2, %arg2 : f64
// CHECK-NEXT: %16 = spirv.CL.fmin %arg0, %arg0 {foo} : f32
// CHECK-NEXT: %17 = spirv.CL.log %arg0 : f32
// CHECK-NEXT: %18 = spirv.CL.mix %arg1, %arg1, %arg1 : vector<4xf16>
// CHECK-NEXT: %19 = spirv.CL.pow %arg0, %arg0 : f32
// CHECK-NEXT: %20 = spirv.CL.rint %arg0 : f32
// CHECK-NEXT: %21 = spirv.CL.round %arg0 : f32
// CHECK-NEXT: %22 = spirv.CL.rsqrt %arg0 : f32
// CHECK-NEXT: %23 = spirv.CL.sin %arg0 : f32
// CHECK-NEXT: %24 = spirv.CL.sinh %arg0 : f32
// CHECK-NEXT: %25 = spirv.CL.sqrt %arg0 : f32
// CHECK-NEXT: %26 = spirv.CL.tan %arg0 : f32
// CHECK-NEXT: %27 = spirv.CL.tanh %arg0 : f32 {bar = 1 : i32}
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @int_ops(%arg0: i32, %arg1: vector<3xi16>, %arg2: i64, %arg3: i8) "None" {
// CHECK-NEXT: %0 = spirv.CL.s_abs %arg0 : i32
// CHECK-NEXT: %1 = spirv.CL.s_max %arg1, %arg1 : vector<3xi16>
// CHECK-NEXT: %2 = spirv.CL.s_min %arg2, %arg2 : i64
// CHECK-NEXT: %3 = spirv.CL.u_max %arg3, %arg3 : i8
// CHECK-NEXT: %4 = spirv.CL.u_min %arg0, %arg0 : i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @printf(%arg0: i32, %arg1: f64) "None" {
// CHECK-NEXT: %fmt_addr = spirv.mlir.addressof @fmt : !spirv.ptr<!spirv.array<4 x i8>, UniformConstant>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %0 = spirv.AccessChain %fmt_addr[%cst0_i32] : !spirv.ptr<!spirv.array<4 x i8>, UniformConstant>, i32 -> !spirv.ptr<i8, UniformConstant>
// CHECK-NEXT: %1 = spirv.CL.printf %0 : !spirv.ptr<i8, UniformConstant> -> i32
// CHECK-NEXT: %2 = spirv.CL.printf %0 %arg0, %arg1 : !spirv.ptr<i8, UniformConstant>, i32, f64 -> i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int8, Int16, Float16, Float64, Int64, Vector16], []> {
  spirv.GlobalVariable @fmt : !spirv.ptr<!spirv.array<4 x i8>, UniformConstant>
  spirv.func @float_ops(%f: f32, %v: vector<4xf16>, %d: f64, %w: vector<16xf32>) "None" {
    %0 = spirv.CL.acos %f : f32
    %1 = spirv.CL.acosh %v : vector<4xf16>
    %2 = spirv.CL.asin %d : f64
    %3 = spirv.CL.asinh %f : f32
    %4 = spirv.CL.atan %f : f32
    %5 = spirv.CL.atan2 %f, %f : f32
    %6 = spirv.CL.atanh %w : vector<16xf32>
    %7 = spirv.CL.ceil %f : f32
    %8 = spirv.CL.cos %f : f32
    %9 = spirv.CL.cosh %f : f32
    %10 = spirv.CL.erf %f : f32
    %11 = spirv.CL.exp %f : f32
    %12 = spirv.CL.fabs %v : vector<4xf16>
    %13 = spirv.CL.floor %f : f32
    %14 = spirv.CL.fma %f, %f, %f : f32
    %15 = spirv.CL.fmax %d, %d : f64
    %16 = spirv.CL.fmin %f, %f {foo} : f32
    %17 = spirv.CL.log %f : f32
    %18 = spirv.CL.mix %v, %v, %v : vector<4xf16>
    %19 = spirv.CL.pow %f, %f : f32
    %20 = spirv.CL.rint %f : f32
    %21 = spirv.CL.round %f : f32
    %22 = spirv.CL.rsqrt %f : f32
    %23 = spirv.CL.sin %f : f32
    %24 = spirv.CL.sinh %f : f32
    %25 = spirv.CL.sqrt %f : f32
    %26 = spirv.CL.tan %f : f32
    %27 = spirv.CL.tanh %f : f32 {bar = 1 : i32}
    spirv.Return
  }
  spirv.func @int_ops(%i: i32, %v: vector<3xi16>, %l: i64, %b: i8) "None" {
    %0 = spirv.CL.s_abs %i : i32
    %1 = spirv.CL.s_max %v, %v : vector<3xi16>
    %2 = spirv.CL.s_min %l, %l : i64
    %3 = spirv.CL.u_max %b, %b : i8
    %4 = spirv.CL.u_min %i, %i : i32
    spirv.Return
  }
  spirv.func @printf(%i: i32, %f: f64) "None" {
    %fmt = spirv.mlir.addressof @fmt : !spirv.ptr<!spirv.array<4 x i8>, UniformConstant>
    %c0 = spirv.Constant 0 : i32
    %p = spirv.AccessChain %fmt[%c0] : !spirv.ptr<!spirv.array<4 x i8>, UniformConstant>, i32 -> !spirv.ptr<i8, UniformConstant>
    %0 = spirv.CL.printf %p : !spirv.ptr<i8, UniformConstant> -> i32
    %1 = spirv.CL.printf %p %i, %f : !spirv.ptr<i8, UniformConstant>, i32, f64 -> i32
    spirv.Return
  }
}
