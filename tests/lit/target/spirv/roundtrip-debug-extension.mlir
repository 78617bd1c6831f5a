// --test-spirv-roundtrip-debug needs the SPV_KHR_non_semantic_info extension:
// declared by the module, or allowed by its target environment (then the
// binary declares it after the module's own extensions); otherwise the module
// is refused, as by mlir-translate-22.

// RUN: %hlsl-translate --no-implicit-module --split-input-file --verify-diagnostics \
// RUN:   --test-spirv-roundtrip-debug %s | FileCheck %s

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --split-input-file --verify-diagnostics \
// RUN:   --test-spirv-roundtrip-debug %s | FileCheck %s

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_non_semantic_info, SPV_KHR_storage_buffer_storage_class]> {
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_non_semantic_info, SPV_KHR_storage_buffer_storage_class]> {
  spirv.func @declared() "None" {
    spirv.Return
  }
}

// -----

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_non_semantic_info]> {
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> attributes {
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.1, [Shader], [SPV_KHR_non_semantic_info, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>
} {
  spirv.func @allowed() "None" {
    spirv.Return
  }
}

// -----

// expected-error @+1 {{SPV_KHR_non_semantic_info extension not available}}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @missing() "None" {
    spirv.Return
  }
}
