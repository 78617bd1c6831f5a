// What the SPIR-V lowering of resource atomics cannot express, each a
// diagnostic naming the op and why; 64-bit atomics need Int64Atomics, which
// an explicit target environment may list; 64-bit texel atomics also
// Int64ImageEXT, which 64-bit images need.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --convert-hlsl-to-spirv
// RUN: not %hlsl-opt %s --split-input-file --convert-hlsl-to-spirv 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: spirv.module

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @wide(%v: i64) {
    %c0 = arith.constant 0 : i32
    %sb = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i64>
    // expected-error @+1 {{a 64-bit atomic needs capability Int64Atomics, which target environment #spirv.vce<v1.5, [Shader, Int64], []> does not allow}}
    %old = hlsl.buffer.atomic_rmw addi %v, %sb[%c0] : i64, !hlsl.handle<uav, i64, raw>
    return
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @wide_words(%v: i64) {
    %c0 = arith.constant 0 : i32
    %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
    // expected-error @+1 {{64-bit atomics on a byte-address buffer have no SPIR-V form: the buffer is an array of 32-bit words}}
    %old = hlsl.buffer.atomic_rmw addi %v, %b[%c0] : i64, !hlsl.handle<uav, i8, raw>
    return
  }
}

// -----

func.func @float_member(%f: f32) {
  %c0 = arith.constant 0 : i32
  %sb = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  // expected-error @+1 {{a compare-exchange on a float member has no SPIR-V form: OpAtomicCompareExchange compares integers}}
  %old = hlsl.buffer.atomic_cmpxchg %f, %f, %sb[%c0] : f32, !hlsl.handle<uav, f32, raw>
  return
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @wide_compare(%v: i64) {
    %c0 = arith.constant 0 : i32
    %sb = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i64>
    // expected-error @+1 {{a 64-bit atomic needs capability Int64Atomics, which target environment #spirv.vce<v1.5, [Shader, Int64], []> does not allow}}
    %old = hlsl.buffer.atomic_cmpxchg %v, %v, %sb[%c0] : i64, !hlsl.handle<uav, i64, raw>
    return
  }
}

// -----

func.func @float_texel(%xy: vector<2xi32>, %f: f32) {
  %c0 = arith.constant 0 : i32
  %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<f32>
  // expected-error @+1 {{a compare-exchange on a float texel has no SPIR-V form: OpAtomicCompareExchange compares integers, and OpImageTexelPointer points to the image's float texel}}
  %old = hlsl.texture.atomic_cmpxchg %f, %f, %t[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>
  return
}

// -----

func.func @float_element(%f: f32) {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<f32>
  // expected-error @+1 {{a compare-exchange on a float texel has no SPIR-V form}}
  %old = hlsl.buffer.atomic_cmpxchg %f, %f, %b[%c0] : f32, !hlsl.handle<uav, f32, dim = buffer>
  return
}

// -----

// A 64-bit image is there (Int64ImageEXT), the 64-bit atomic is not.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Int64ImageEXT], [SPV_EXT_shader_image_int64]>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @wide_texel(%xy: vector<2xi32>, %v: i64) {
    %c0 = arith.constant 0 : i32
    %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<ui64>
    // expected-error @+1 {{a 64-bit texel atomic needs capability Int64Atomics, which target environment #spirv.vce<v1.5, [Shader, Int64, Int64ImageEXT], [SPV_EXT_shader_image_int64]> does not allow}}
    %old = hlsl.texture.atomic_rmw addi %v, %t[%xy] : i64, !hlsl.handle<uav, ui64, dim = 2d>, vector<2xi32>
    return
  }
}

// -----

// Without Int64ImageEXT the 64-bit image itself has no form.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Int64Atomics], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @wide_image(%xy: vector<2xi32>, %v: i64) {
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{a 64-bit integer image needs capability Int64ImageEXT}}
    %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<ui64>
    %old = hlsl.texture.atomic_rmw addi %v, %t[%xy] : i64, !hlsl.handle<uav, ui64, dim = 2d>, vector<2xi32>
    return
  }
}

// -----

// The default target environment (Vulkan 1.0) has neither.
module {
  func.func @wide_typed_preset(%v: i64) {
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{a 64-bit integer image needs capability Int64ImageEXT}}
    %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<ui64>
    %old = hlsl.buffer.atomic_rmw addi %v, %b[%c0] : i64, !hlsl.handle<uav, ui64, dim = buffer>
    return
  }
}
