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

// Newer ops without a row in the export's table are named in the error.
func.func @wave() -> i32 {
  // expected-error @+1 {{'hlsl.wave.lane_count' op has no LLVM IR form in the SPIR-V export (LLVM 22)}}
  %n = hlsl.wave.lane_count
  return %n : i32
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
