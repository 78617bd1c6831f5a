// What the texture lowering cannot express on a target, each a diagnostic naming the op,
// the capability and the target environment: four gather offsets without
// ImageGatherExtended (before Vulkan 1.4), a sample clamp without MinLod, the green,
// blue and alpha forms of GatherCmp (OpImageDrefGather compares the first component),
// 'status' results without SparseResidency, and the status of storage-buffer loads.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --convert-hlsl-to-spirv="target-env=vulkan1.3"
// RUN: not %hlsl-opt %s --split-input-file --convert-hlsl-to-spirv="target-env=vulkan1.3" 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: spirv.module

func.func @offsets(%uv: vector<2xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %s = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  // expected-error @+1 {{a gather with four offsets (ConstOffsets) needs capability ImageGatherExtended, which target environment vulkan1.3 does not allow}}
  %g = hlsl.texture.gather %t[%uv] sampler(%s) red offsets [0, 0, 1, 0, 0, 1, 1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  return %g : vector<4xf32>
}

// -----

func.func @clamp(%uv: vector<2xf32>, %lod: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %s = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  // expected-error @+1 {{a minimum level of detail ('clamp') needs capability MinLod, which target environment vulkan1.3 does not allow}}
  %v = hlsl.texture.sample_grad %t[%uv] sampler(%s) grad(%uv, %uv) clamp(%lod) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @gather_cmp_green(%uv: vector<2xf32>, %ref: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<2xf32>>
  %s = hlsl.handlefrombinding "S"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
  // expected-error @+1 {{a comparison gather of the green component has no SPIR-V form: OpImageDrefGather compares the first component only}}
  %g = hlsl.texture.gather_cmp %t[%uv] sampler(%s) compare(%ref) green : !hlsl.handle<srv, vector<2xf32>, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> vector<4xf32>
  return %g : vector<4xf32>
}

// -----

func.func @status(%xy: vector<2xi32>) -> i1 {
  %c0 = arith.constant 0 : i32
  %t = hlsl.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<f32>
  // expected-error @+1 {{a 'status' result (the OpImageSparse* instructions) needs capability SparseResidency, which target environment vulkan1.3 does not allow}}
  %v, %status = hlsl.texture.load %t[%xy] lod(%c0) : !hlsl.handle<srv, f32, dim = 2d>, vector<2xi32> -> f32, i32
  // expected-error @+1 {{a 'status' result (the OpImageSparse* instructions) needs capability SparseResidency, which target environment vulkan1.3 does not allow}}
  %mapped = hlsl.check_access_fully_mapped %status
  return %mapped : i1
}

// -----

func.func @raw_status(%i: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.ByteAddressBuffer
  // expected-error @+1 {{a 'status' result of a structured or byte-address buffer load has no SPIR-V form: storage buffers have no residency (only the sparse image instructions report it)}}
  %v, %status = hlsl.buffer.load %b[%i] : !hlsl.handle<srv, i8, raw> -> i32, i32
  return %status : i32
}
