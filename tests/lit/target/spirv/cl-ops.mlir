// The OpenCL.std ops in a kernel: our binary has the same instructions as
// mlir-translate-22's up to <id> numbering (OpExtInst of the imported OpenCL.std set),
// both are valid SPIR-V, each deserializer reads the other's binary, and ours
// round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: %{{.*}} = spirv.CL.acos %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.acosh %{{.*}} : vector<4xf16>
// CHECK: %{{.*}} = spirv.CL.asin %{{.*}} : f64
// CHECK: %{{.*}} = spirv.CL.asinh %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.atan %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.atan2 %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.atanh %{{.*}} : vector<16xf32>
// CHECK: %{{.*}} = spirv.CL.ceil %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.cos %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.cosh %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.erf %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.exp %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.fabs %{{.*}} : vector<4xf16>
// CHECK: %{{.*}} = spirv.CL.floor %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.fmax %{{.*}}, %{{.*}} : f64
// CHECK: %{{.*}} = spirv.CL.fmin %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.log %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.mix %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf16>
// CHECK: %{{.*}} = spirv.CL.pow %{{.*}}, %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.rint %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.round %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.rsqrt %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.sin %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.sinh %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.sqrt %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.tan %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.tanh %{{.*}} : f32
// CHECK: %{{.*}} = spirv.CL.s_abs %{{.*}} : i32
// CHECK: %{{.*}} = spirv.CL.s_max %{{.*}}, %{{.*}} : vector<3xi16>
// CHECK: %{{.*}} = spirv.CL.s_min %{{.*}}, %{{.*}} : i64
// CHECK: %{{.*}} = spirv.CL.u_max %{{.*}}, %{{.*}} : i8
// CHECK: %{{.*}} = spirv.CL.u_min %{{.*}}, %{{.*}} : i32
// CHECK: %{{.*}} = spirv.CL.printf %{{.*}} : !spirv.ptr<i8, UniformConstant> -> i32
// CHECK: %{{.*}} = spirv.CL.printf %{{.*}} %{{.*}}, %{{.*}} : !spirv.ptr<i8, UniformConstant>, i32, f64 -> i32

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
    %16 = spirv.CL.fmin %f, %f : f32
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
    %27 = spirv.CL.tanh %f : f32
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
  spirv.EntryPoint "Kernel" @float_ops
  spirv.EntryPoint "Kernel" @int_ops
  spirv.EntryPoint "Kernel" @printf
}
