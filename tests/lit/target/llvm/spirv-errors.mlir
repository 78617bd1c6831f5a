// What has no LLVM 22 form for SPIR-V is a located error naming the op or
// type and why, and nothing is written.

// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv --split-input-file --verify-diagnostics

// LLVM 22's SPIR-V backend has Vulkan triples for SPIR-V 1.5 and 1.6 only.
// expected-error @+1 {{has no LLVM 22 triple: LLVM 22's SPIR-V backend targets Vulkan with SPIR-V 1.5 (vulkan1.2) and 1.6 (vulkan1.3) only}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  func.func @f() {
    return
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, RuntimeDescriptorArray], []>, #spirv.resource_limits<>>} {
  func.func @heap() {
    %c0 = arith.constant 0 : i32
    // expected-error @+1 {{'hlsl.handlefromheap' op has no LLVM 22 form: LLVM 22 has no SPIR-V intrinsic for descriptor heap handles}}
    %h = hlsl.handlefromheap [%c0] : !hlsl.RWByteAddressBuffer
    return
  }
}

// -----

func.func @sample(%uv: vector<2xf32>, %lod: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %smp = hlsl.handlefrombinding "Smp"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  // expected-error @+1 {{'hlsl.texture.sample' op has no LLVM 22 form: LLVM 22 has no SPIR-V sampling intrinsic}}
  %v = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%lod) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @two_dimensions(%xy: vector<2xi32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %tex = hlsl.handlefrombinding "Img"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<vector<4xf32>>
  // expected-error @+1 {{'hlsl.texture.load' op has no LLVM 22 form: llvm.spv.resource.getpointer takes one i32 coordinate}}
  %v = hlsl.texture.load %tex[%xy] : !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @status(%i: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.ByteAddressBuffer
  // expected-error @+1 {{'hlsl.buffer.load' op 'status' has no LLVM 22 form: LLVM 22's SPIR-V intrinsics return no residency status}}
  %v, %st = hlsl.buffer.load %b[%i] : !hlsl.handle<srv, i8, raw> -> vector<2xi32>, i32
  return %st : i32
}

// -----

// LLVM's packed layout struct gives the float3 16 bytes, so `b` would land
// at 16 instead of the legacy cbuffer offset 12.
func.func @misplaced() -> f32 {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{'hlsl.handlefrombinding' op type '!hlsl.handle<cbuffer, !hlsl.struct<"S", (vector<3xf32>, f32)>, row>' has no LLVM IR form in the SPIR-V export: LLVM 22's SPIR-V data layout cannot place the members}}
  %cb = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!hlsl.struct<"S", (vector<3xf32>, f32)>>
  %b = hlsl.cbuffer.load %cb member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"S", (vector<3xf32>, f32)>, row> -> f32
  return %b : f32
}

// -----

// LLVM 22 reads a cbuffer array <{ [N-1 x <{ T, padding }>], T }> as N
// padded elements, which would overlap the member after it.
func.func @overlapping_array() -> f32 {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{cannot place the members of '!hlsl.handle<cbuffer, !hlsl.struct<"A", (!hlsl.array<2 x f32>, f32)>, row>' at their cbuffer offsets}}
  %cb = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!hlsl.struct<"A", (!hlsl.array<2 x f32>, f32)>>
  %b = hlsl.cbuffer.load %cb member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"A", (!hlsl.array<2 x f32>, f32)>, row> -> f32
  return %b : f32
}

// -----

// Ops LLVM 22 has no intrinsic for are named in the error, with the
// construct it lacks.
func.func @quad(%v: f32) -> f32 {
  // expected-error @+1 {{'hlsl.quad.read_across' op has no LLVM 22 form: LLVM 22 has no SPIR-V intrinsic for the quad operations}}
  %q = hlsl.quad.read_across x %v : f32
  return %q : f32
}

// -----

// The binding rules and target checks are --convert-hlsl-to-spirv's.
func.func @conflict() {
  %c0 = arith.constant 0 : i32
  // expected-note @+1 {{resource 'A' is bound here}}
  %a = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  // expected-error @+1 {{resource 'B' is bound to descriptor set 0, binding 0, which resource 'A' already uses}}
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  return
}

// -----

// expected-error @+1 {{'arith.constant' op at module level has no LLVM IR form}}
%c0 = arith.constant 0 : i32

// -----

// LLVM 22's wave reductions are sum, min, max, umin and umax.
func.func @product(%v: i32) -> i32 {
  // expected-error @+1 {{'hlsl.wave.reduce' op 'product' has no LLVM 22 form: LLVM 22's SPIR-V wave reductions are llvm.spv.wave.reduce.sum, min, max, umin and umax}}
  %p = hlsl.wave.reduce product %v : i32
  return %p : i32
}

// -----

func.func @prefix(%v: f32) -> f32 {
  // expected-error @+1 {{'hlsl.wave.prefix' op has no LLVM 22 form: LLVM 22 has no SPIR-V intrinsic for WavePrefixSum or WavePrefixProduct}}
  %p = hlsl.wave.prefix sum %v : f32
  return %p : f32
}

// -----

func.func @first(%v: i32) -> i32 {
  // expected-error @+1 {{'hlsl.wave.read_lane_first' op has no LLVM 22 form: LLVM 22 has no SPIR-V intrinsic for WaveReadLaneFirst}}
  %p = hlsl.wave.read_lane_first %v : i32
  return %p : i32
}

// -----

// GroupMemoryBarrierWithGroupSync is LLVM 22's only SPIR-V barrier.
func.func @barriers() {
  // expected-error @+1 {{'hlsl.barrier' op has no LLVM 22 form: LLVM 22's only SPIR-V barrier intrinsic is llvm.spv.group.memory.barrier.with.group.sync (GroupMemoryBarrierWithGroupSync), and an LLVM fence becomes an OpMemoryBarrier without a storage class, which Vulkan rejects}}
  hlsl.barrier device with_group_sync
  return
}

// -----

func.func @group_barrier() {
  // expected-error @+1 {{'hlsl.barrier' op has no LLVM 22 form: LLVM 22's only SPIR-V barrier intrinsic}}
  hlsl.barrier group
  return
}

// -----

// llc-22 declares llvm.spv.resource.getdimensions.x but cannot select it.
func.func @dimensions() -> i32 {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Buffer<vector<4xf32>>
  // expected-error @+1 {{'hlsl.buffer.getdimensions' op has no LLVM 22 form: llc-22 has no instruction selection for llvm.spv.resource.getdimensions.x ("Intrinsic selection not implemented"), and LLVM 22 has no intrinsic for a storage buffer's length (OpArrayLength)}}
  %n = hlsl.buffer.getdimensions %b : !hlsl.handle<srv, vector<4xf32>, dim = buffer> -> i32
  return %n : i32
}

// -----

func.func @compare_exchange(%i: i32, %e: i32, %v: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  // expected-error @+1 {{'hlsl.buffer.atomic_cmpxchg' op has no LLVM 22 form: llc-22 crashes on a cmpxchg (in its 'SPIRV legalize bitcast' pass), whatever the memory and orderings}}
  %old = hlsl.buffer.atomic_cmpxchg %e, %v, %b[%i] : i32, !hlsl.handle<uav, i32, raw>
  return %old : i32
}

// -----

func.func @typed_atomic(%i: i32, %v: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<ui32>
  // expected-error @+1 {{'hlsl.buffer.atomic_rmw' op has no LLVM 22 form: llc-22 crashes selecting an atomic on an image texel (it has no OpImageTexelPointer)}}
  %old = hlsl.buffer.atomic_rmw addi %v, %b[%i] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  return %old : i32
}

// -----

func.func @atomic64(%i: i32, %v: i64) -> i64 {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  // expected-error @+1 {{'hlsl.buffer.atomic_rmw' op has no LLVM 22 form: llc-22 cannot meet the Int64Atomics capability for Vulkan ("Unable to meet SPIR-V requirements for this target")}}
  %old = hlsl.buffer.atomic_rmw addi %v, %b[%i] : i64, !hlsl.handle<uav, i8, raw>
  return %old : i64
}

// -----

// Only workgroup memory (HLSL groupshared) is exported.
// expected-error @+1 {{'memref.global' op 'memref<4xf32>' has no LLVM 22 form in the SPIR-V export: only workgroup memory (memory space 3, HLSL groupshared) is exported}}
memref.global "private" @local : memref<4xf32>

// -----

// expected-error @+1 {{'memref.global' op has no LLVM 22 form in the SPIR-V export: groupshared memory has no initial value}}
memref.global "private" @initialized : memref<4xi32, 3> = dense<0>

// -----

memref.global "private" @shared : memref<4xi32, 3>
func.func @kinds(%i: index, %v: i32) -> i32 {
  %m = memref.get_global @shared : memref<4xi32, 3>
  // expected-error @+1 {{'memref.atomic_rmw' op 'muli' has no LLVM 22 form here: the SPIR-V export writes HLSL's Interlocked kinds (addi, andi, ori, xori, maxs, mins, maxu, minu, assign)}}
  %old = memref.atomic_rmw muli %v, %m[%i] : (i32, memref<4xi32, 3>) -> i32
  return %old : i32
}

// -----

memref.global "private" @shared : memref<4xi32, 3>
func.func @generic(%i: index, %e: i32, %v: i32) -> i32 {
  %m = memref.get_global @shared : memref<4xi32, 3>
  // expected-error @+1 {{'memref.generic_atomic_rmw' op has no LLVM 22 form: it is a cmpxchg (loop), and llc-22 crashes on cmpxchg (in its 'SPIRV legalize bitcast' pass)}}
  %old = memref.generic_atomic_rmw %m[%i] : memref<4xi32, 3> {
  ^bb0(%current: i32):
    %same = arith.cmpi eq, %current, %e : i32
    %new = arith.select %same, %v, %current : i32
    memref.atomic_yield %new : i32
  }
  return %old : i32
}

// -----

func.func @alloca(%i: index) -> f32 {
  // expected-error @+1 {{'memref.alloca' op has no LLVM IR form in the SPIR-V export (LLVM 22)}}
  %a = memref.alloca() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}
