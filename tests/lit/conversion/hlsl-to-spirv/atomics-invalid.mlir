// What the SPIR-V lowering of resource atomics cannot express, each a
// diagnostic naming the op and why; 64-bit atomics need Int64Atomics, which
// an explicit target environment may list.

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

func.func @texel(%xy: vector<2xi32>, %v: i32) {
  %c0 = arith.constant 0 : i32
  %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<ui32>
  // expected-error @+1 {{atomics on typed buffers and texels need OpImageTexelPointer, which the spirv dialect does not have yet}}
  %old = hlsl.texture.atomic_rmw addi %v, %t[%xy] : i32, !hlsl.handle<uav, ui32, dim = 2d>, vector<2xi32>
  return
}
