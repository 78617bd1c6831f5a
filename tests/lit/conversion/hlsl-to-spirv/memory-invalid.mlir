// Kernel memory the SPIR-V lowering cannot express, each a diagnostic naming the op
// and why.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --convert-hlsl-to-spirv

// expected-error @+1 {{groupshared memory has no initial value in SPIR-V (Workgroup variables cannot be initialized)}}
memref.global "private" @tile : memref<4xf32, 3> = dense<0.0>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 1, 1>} {
  %tile = memref.get_global @tile : memref<4xf32, 3>
  return
}

// -----

// expected-error @+1 {{a module-scope memref outside groupshared memory has a SPIR-V form here only as a constant table with an initial value ('static const')}}
memref.global "private" @counter : memref<1xi32> = uninitialized
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 1, 1>} {
  %counter = memref.get_global @counter : memref<1xi32>
  return
}

// -----

func.func @local_atomic(%v: i32) -> i32 {
  %i = arith.constant 0 : index
  %local = memref.alloca() : memref<4xi32>
  // expected-error @+1 {{atomics act on groupshared memory (memory space 3) or resources; function-local memory has no SPIR-V atomics}}
  %old = memref.atomic_rmw addi %v, %local[%i] : (i32, memref<4xi32>) -> i32
  return %old : i32
}

// -----

memref.global "private" @sums : memref<4xf32, 3>
func.func @float_add(%v: f32) -> f32 {
  %i = arith.constant 0 : index
  %sums = memref.get_global @sums : memref<4xf32, 3>
  // expected-error @+1 {{'addf' has no SPIR-V atomic instruction here (the integer kinds of HLSL's Interlocked* and 'assign' have)}}
  %old = memref.atomic_rmw addf %v, %sums[%i] : (f32, memref<4xf32, 3>) -> f32
  return %old : f32
}

// -----

memref.global "private" @counts : memref<4xi32, 3>
func.func @generic(%v: i32) -> i32 {
  %i = arith.constant 0 : index
  %counts = memref.get_global @counts : memref<4xi32, 3>
  // expected-error @+1 {{only a compare-exchange (an 'arith.cmpi eq' of the current value selecting the new one) has a SPIR-V form: OpAtomicCompareExchange}}
  %old = memref.generic_atomic_rmw %counts[%i] : memref<4xi32, 3> {
  ^bb0(%current: i32):
    %sum = arith.muli %current, %v : i32
    memref.atomic_yield %sum : i32
  }
  return %old : i32
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  memref.global "private" @wide64 : memref<4xi64, 3>
  func.func @wide(%v: i64) -> i64 {
    %i = arith.constant 0 : index
    %wide = memref.get_global @wide64 : memref<4xi64, 3>
    // expected-error @+1 {{a 64-bit atomic needs capability Int64Atomics, which target environment #spirv.vce<v1.5, [Shader, Int64], []> does not allow}}
    %old = memref.atomic_rmw addi %v, %wide[%i] : (i64, memref<4xi64, 3>) -> i64
    return %old : i64
  }
}
