// Decorations whose value is an enumerant come back from a binary as that
// enum's attribute, as MLIR 22's deserializer makes them: `FPFastMathMode`
// as `fp_fast_math_mode = #spirv.fastmath_mode<...>` (a bit enum, several
// flags joined with `|`) and `FPRoundingMode` as
// `fp_rounding_mode = #spirv.fp_rounding_mode<...>`. Both translators read
// each other's binaries to the same text, and ours re-serializes byte for byte.

// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=DIS
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s %}
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --deserialize-spirv %t.spv | FileCheck %s %}

// CHECK-LABEL: spirv.func @fast_math
// CHECK: spirv.FMul %{{.*}}, %{{.*}} {fp_fast_math_mode = #spirv.fastmath_mode<NotInf|AllowRecip>} : f32
// CHECK: spirv.FAdd %{{.*}}, %{{.*}} {fp_fast_math_mode = #spirv.fastmath_mode<Fast>} : f32
// CHECK: spirv.FSub %{{.*}}, %{{.*}} {fp_fast_math_mode = #spirv.fastmath_mode<None>} : f32
// CHECK-LABEL: spirv.func @rounding
// CHECK: spirv.FConvert %{{.*}} {fp_rounding_mode = #spirv.fp_rounding_mode<RTZ>} : f64 to f32

// DIS-DAG: OpDecorate %{{.*}} FPFastMathMode NotInf|AllowRecip
// DIS-DAG: OpDecorate %{{.*}} FPFastMathMode Fast
// DIS-DAG: OpDecorate %{{.*}} FPFastMathMode None
// DIS-DAG: OpDecorate %{{.*}} FPRoundingMode RTZ

spirv.module Logical OpenCL requires #spirv.vce<v1.0, [Kernel, Linkage, Float64], []> {
  spirv.func @fast_math(%a: f32, %b: f32) -> f32 "None" {
    %0 = spirv.FMul %a, %b {fp_fast_math_mode = #spirv.fastmath_mode<AllowRecip|NotInf>} : f32
    %1 = spirv.FAdd %0, %b {fp_fast_math_mode = #spirv.fastmath_mode<Fast>} : f32
    %2 = spirv.FSub %1, %a {fp_fast_math_mode = #spirv.fastmath_mode<None>} : f32
    spirv.ReturnValue %2 : f32
  }
  spirv.func @rounding(%a: f64) -> f32 "None" {
    %0 = spirv.FConvert %a {fp_rounding_mode = #spirv.fp_rounding_mode<RTZ>} : f64 to f32
    spirv.ReturnValue %0 : f32
  }
}
