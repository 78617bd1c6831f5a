// The method ops LLVM 22 has no intrinsic for: each is a located error
// naming the op and why (the DXIL operation it would become), and nothing is
// written.

// RUN: %hlsl-translate %s --dx-to-llvmir --split-input-file --verify-diagnostics

func.func @texture_atomic(%xy: vector<2xi32>, %v: i32) {
  %c0 = arith.constant 0 : i32
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<i32, 1, 0, 0, Texture2D>
  // expected-error @+1 {{'dx.resource.atomicrmw' op has no LLVM 22 form on a texture: LLVM 22's llvm.dx.resource.getpointer takes one i32 index, not texel coordinates}}
  %old = dx.resource.atomicrmw add %v, %t[%xy] : i32, !dx.Texture<i32, 1, 0, 0, Texture2D>, vector<2xi32>
  return
}

// -----

func.func @texture_size() {
  %c0 = arith.constant 0 : i32
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
  // expected-error @+1 {{'dx.resource.getdimensions' op has no LLVM 22 form: LLVM 22 has no intrinsic for texture sizes, mip level counts or sample counts (DXIL's GetDimensions on textures)}}
  %d = dx.resource.getdimensions %t lod(%c0) : !dx.Texture<f32, 0, 0, 0, Texture2D>
  return
}

// -----

func.func @sample_level(%uv: vector<2xf32>, %lod: f32) {
  %c0 = arith.constant 0 : i32
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
  %s = dx.resource.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
  // expected-error @+1 {{'dx.resource.samplelevel' op has no LLVM 22 form: LLVM 22 has no sampling intrinsics (DXIL's SampleLevel)}}
  %v = dx.resource.samplelevel %t, %s[%uv] lod(%lod) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @gather(%uv: vector<2xf32>) {
  %c0 = arith.constant 0 : i32
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
  %s = dx.resource.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
  // expected-error @+1 {{'dx.resource.gather' op has no LLVM 22 form: LLVM 22 has no gather intrinsics (DXIL's TextureGather)}}
  %v = dx.resource.gather %t, %s[%uv] channel(0) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

func.func @ms_load(%xy: vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.MSTexture<f32, 0, 4, 0, Texture2DMS>
  // expected-error @+1 {{'dx.resource.load.ms' op has no LLVM 22 form: LLVM 22 has no intrinsic for multisampled texture loads}}
  %v = dx.resource.load.ms %t[%xy] sample(%c0) : !dx.MSTexture<f32, 0, 4, 0, Texture2DMS>, vector<2xi32> -> f32
  return
}

// -----

func.func @prefix(%v: i32) {
  // expected-error @+1 {{'dx.wave.prefix.sum' op has no LLVM 22 form: LLVM 22 has no intrinsic for WavePrefixSum (DXIL's WavePrefixOp)}}
  %p = dx.wave.prefix.sum %v : i32
  return
}

// -----

func.func @bit_and(%v: i32) {
  // expected-error @+1 {{'dx.wave.reduce.and' op has no LLVM 22 form: LLVM 22 has no intrinsic for WaveActiveBitAnd}}
  %p = dx.wave.reduce.and %v : i32
  return
}

// -----

func.func @device_barrier() {
  // expected-error @+1 {{'dx.device.memory.barrier.with.group.sync' op has no LLVM 22 form: LLVM 22's only barrier intrinsic is llvm.dx.group.memory.barrier.with.group.sync}}
  dx.device.memory.barrier.with.group.sync
  return
}

// -----

func.func @quad(%v: f32) {
  // expected-error @+1 {{'dx.quad.read.across.x' op has no LLVM 22 form: LLVM 22 has no quad intrinsics (DXIL's QuadOp)}}
  %q = dx.quad.read.across.x %v : f32
  return
}

// -----

func.func @feedback(%uv: vector<2xf32>, %lod: f32) {
  %c0 = arith.constant 0 : i32
  %fb = dx.resource.handlefrombinding "F"[%c0] space(0) lower_bound(0) range_size(1) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
  %s = dx.resource.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
  // expected-error @+1 {{'dx.resource.writesamplerfeedbacklevel' op has no LLVM 22 form: LLVM has no sampler feedback intrinsics}}
  dx.resource.writesamplerfeedbacklevel %fb, %t, %s[%uv] lod(%lod) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  return
}
