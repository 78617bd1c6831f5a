// Stage rules and semantics: what a stage does not have is an error at the
// op (also when a helper the entry point calls has it), with a note at the
// entry point; vertex and pixel entry points name a semantic for every
// argument and result.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// Implicit level-of-detail sampling needs derivatives: pixel shaders only.
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} { // expected-note {{the entry point is here}}
  %c0 = arith.constant 0 : i32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %smp = hlsl.handlefrombinding "Smp"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
  %uv = arith.constant dense<0.5> : vector<2xf32>
  // expected-error @+1 {{'hlsl.texture.sample' op implicit-level-of-detail samples (they need screen-space derivatives) are only available in pixel shaders, but this op is reached from the compute entry point @main}}
  %v = hlsl.texture.sample %tex[%uv] sampler(%smp) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  return
}

// -----

// Through a helper.
func.func private @helper(%x: f32) -> f32 {
  // expected-error @+1 {{'hlsl.ddx' op screen-space derivatives are only available in pixel shaders, but this op is reached from the vertex entry point @vs}}
  %d = hlsl.ddx %x : f32
  return %d : f32
}
func.func @vs(%x: f32 {hlsl.semantic = "X"}) -> (vector<4xf32> {hlsl.semantic = "SV_Position"}) attributes {hlsl.shader = "vertex"} { // expected-note {{the entry point is here}}
  %d = func.call @helper(%x) : (f32) -> f32
  %p = vector.broadcast %d : f32 to vector<4xf32>
  return %p : vector<4xf32>
}

// -----

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} { // expected-note {{the entry point is here}}
  // expected-error @+1 {{'hlsl.discard' op discards are only available in pixel shaders}}
  hlsl.discard
  return
}

// -----

// Rasterizer-ordered views order pixel-shader invocations.
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} { // expected-note {{the entry point is here}}
  %c0 = arith.constant 0 : i32
  %rov = hlsl.handlefrombinding "Accum"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RasterizerOrderedByteAddressBuffer
  // expected-error @+1 {{'hlsl.buffer.load' op accesses of rasterizer-ordered views are only available in pixel shaders}}
  %v = hlsl.buffer.load %rov[%c0] : !hlsl.handle<uav, i8, raw, rov> -> i32
  return
}

// -----

// Thread groups are compute shader things.
func.func @ps() -> (vector<4xf32> {hlsl.semantic = "SV_Target"}) attributes {hlsl.shader = "pixel"} { // expected-note {{the entry point is here}}
  // expected-error @+1 {{'hlsl.barrier' op thread-group syncs and groupshared-memory barriers are only available in compute shaders, but this op is reached from the pixel entry point @ps}}
  hlsl.barrier device with_group_sync
  %c = arith.constant dense<1.0> : vector<4xf32>
  return %c : vector<4xf32>
}

// -----

memref.global "private" @tile : memref<16xf32, 3>
func.func @ps() -> (vector<4xf32> {hlsl.semantic = "SV_Target"}) attributes {hlsl.shader = "pixel"} { // expected-note {{the entry point is here}}
  // expected-error @+1 {{'memref.get_global' op references to groupshared memory are only available in compute shaders}}
  %t = memref.get_global @tile : memref<16xf32, 3>
  %c = arith.constant dense<1.0> : vector<4xf32>
  return %c : vector<4xf32>
}

// -----

func.func @vs() -> (vector<4xf32> {hlsl.semantic = "SV_Position"}) attributes {hlsl.shader = "vertex"} { // expected-note {{the entry point is here}}
  %c = arith.constant 1.0 : f32
  // expected-error @+1 {{'hlsl.quad.read_across' op quad operations are only available in pixel and compute shaders}}
  %q = hlsl.quad.read_across x %c : f32
  %p = vector.broadcast %q : f32 to vector<4xf32>
  return %p : vector<4xf32>
}

// -----

func.func @vs() -> (vector<4xf32> {hlsl.semantic = "SV_Position"}) attributes {hlsl.shader = "vertex"} { // expected-note {{the entry point is here}}
  // expected-error @+1 {{'hlsl.system_value' op compute system values are only available in compute shaders}}
  %t = hlsl.system_value "SV_GroupIndex" : i32
  %c = arith.constant dense<1.0> : vector<4xf32>
  return %c : vector<4xf32>
}

// -----

// Every argument and result names its semantic.
// expected-error @+1 {{'func.func' op argument #0 of a pixel entry point needs an HLSL semantic: add {hlsl.semantic = "..."}}}
func.func @ps(%x: f32) attributes {hlsl.shader = "pixel"} {
  return
}

// -----

// expected-error @+1 {{'func.func' op result #0: 'SV_VertexID' is not a pixel output system value (those are SV_Target, SV_Depth); user semantics must not start with 'SV_'}}
func.func @ps() -> (i32 {hlsl.semantic = "SV_VertexID"}) attributes {hlsl.shader = "pixel"} {
  %c = arith.constant 0 : i32
  return %c : i32
}

// -----

// expected-error @+1 {{'func.func' op argument #0 ('SV_Position') must be vector<4xf32>, got 'vector<3xf32>'}}
func.func @ps(%p: vector<3xf32> {hlsl.semantic = "SV_Position"}) attributes {hlsl.shader = "pixel"} {
  return
}

// -----

// expected-error @+1 {{'func.func' op result #0: 'SV_Target8' names render target 8; a pixel shader writes targets 0 to 7}}
func.func @ps() -> (f32 {hlsl.semantic = "SV_Target8"}) attributes {hlsl.shader = "pixel"} {
  %c = arith.constant 0.0 : f32
  return %c : f32
}

// -----

// expected-error @+1 {{'func.func' op result #1 repeats the semantic 'sv_target' of result #0}}
func.func @ps() -> (f32 {hlsl.semantic = "SV_Target0"}, f32 {hlsl.semantic = "sv_target"}) attributes {hlsl.shader = "pixel"} {
  %c = arith.constant 0.0 : f32
  return %c, %c : f32, f32
}

// -----

// expected-error @+1 {{'func.func' op argument #0 ('COLOR'): stage inputs and outputs are 16- or 32-bit ints or floats, or vectors of 1 to 4 of them; got 'i1'}}
func.func @ps(%b: i1 {hlsl.semantic = "COLOR"}) attributes {hlsl.shader = "pixel"} {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'TEX-COORD' is not a semantic (an identifier with an optional index)}}
func.func @vs(%b: f32 {hlsl.semantic = "TEX-COORD"}) attributes {hlsl.shader = "vertex"} {
  return
}
