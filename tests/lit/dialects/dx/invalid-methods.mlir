// What the verifiers of the dx method ops reject, with their messages.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

%c0 = arith.constant 0 : i32
%v = "foo.value"() : () -> i32
%h = dx.resource.handlefrombinding "RO"[%c0] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 0, 0>
// expected-error @+1 {{operand #1 must be a writeable '!dx.TypedBuffer', '!dx.RawBuffer' or '!dx.Texture'}}
%old = dx.resource.atomicrmw add %v, %h[%c0] : i32, !dx.RawBuffer<i8, 0, 0>, i32

// -----

%c0 = arith.constant 0 : i32
%f = "foo.value"() : () -> f32
%h = dx.resource.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 1, 0>
// expected-error @+1 {{atomics take i32 or i64 values (f32 for 'xchg'), got 'f32'}}
%old = dx.resource.atomicrmw add %f, %h[%c0] : f32, !dx.RawBuffer<i8, 1, 0>, i32

// -----

%c0 = arith.constant 0 : i32
%f = "foo.value"() : () -> f32
%h = dx.resource.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 1, 0>
// expected-error @+1 {{cmpxchg compares i32 or i64 values (floats as their bits), got 'f32'}}
%old = dx.resource.cmpxchg %f, %f, %h[%c0] : f32, !dx.RawBuffer<i8, 1, 0>, i32

// -----

%c0 = arith.constant 0 : i32
%v = "foo.value"() : () -> i32
%h = dx.resource.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 1, 0>
// expected-error @+1 {{'offset' (4) is the non-negative byte offset of a structured buffer's member}}
%old = dx.resource.atomicrmw add %v, %h[%c0] offset(4) : i32, !dx.RawBuffer<i8, 1, 0>, i32

// -----

%c0 = arith.constant 0 : i32
%uv = "foo.value"() : () -> vector<2xf32>
%f = "foo.value"() : () -> f32
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
%s = dx.resource.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
// expected-error @+1 {{comparison sampling needs '!dx.Sampler<Comparison>', got '!dx.Sampler<Default>'}}
%r = dx.resource.samplecmplevelzero %t, %s[%uv] compare(%f) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> f32

// -----

%c0 = arith.constant 0 : i32
%uv = "foo.value"() : () -> vector<2xf32>
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
%s = dx.resource.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
// expected-error @+1 {{'channel' is a component, 0 (red) to 3 (alpha), got 4}}
%r = dx.resource.gather %t, %s[%uv] channel(4) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>

// -----

%c0 = arith.constant 0 : i32
%xy = "foo.value"() : () -> vector<2xi32>
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.MSTexture<f32, 0, 4, 0, Texture2DMS>
// expected-error @+1 {{multisampled textures are read by sample: use 'dx.resource.load.ms'}}
%r = dx.resource.load.level %t[%xy] lod(%c0) : !dx.MSTexture<f32, 0, 4, 0, Texture2DMS>, vector<2xi32> -> f32

// -----

%c0 = arith.constant 0 : i32
%xy = "foo.value"() : () -> vector<2xi32>
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 1, 0, 0, Texture2D>
// expected-error @+1 {{writeable textures are read at their bound mip level: 'lod' must be absent}}
%r = dx.resource.load.level %t[%xy] lod(%c0) : !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32> -> f32

// -----

%c0 = arith.constant 0 : i32
%xy = "foo.value"() : () -> vector<2xi32>
%v = "foo.value"() : () -> f32
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
// expected-error @+1 {{operand #1 must be a writeable texture (IsWriteable = 1)}}
dx.resource.store.texture %v, %t[%xy] : f32, !dx.Texture<f32, 0, 0, 0, Texture2D>, vector<2xi32>

// -----

%c0 = arith.constant 0 : i32
%xy = "foo.value"() : () -> vector<2xi32>
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
// expected-error @+1 {{requires a '!dx.MSTexture', got '!dx.Texture<f32, 0, 0, 0, Texture2D>'}}
%r = dx.resource.load.ms %t[%xy] sample(%c0) : !dx.Texture<f32, 0, 0, 0, Texture2D>, vector<2xi32> -> f32

// -----

%c0 = arith.constant 0 : i32
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
// expected-error @+1 {{operand #0 must be a '!dx.TypedBuffer' or '!dx.RawBuffer'}}
%n = dx.resource.getdimensions.x %t : !dx.Texture<f32, 0, 0, 0, Texture2D>

// -----

%v = "foo.value"() : () -> i32
// expected-error @+1 {{operand #0 must be a 16- or 32-bit float, or a vector of 1 to 4 of them}}
%d = dx.ddx.coarse %v : i32
