// What HLSL rejects about its resource methods, rejected by the verifiers
// with messages naming the rule.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Atomics need a writeable resource: HLSL has no Interlocked* on SRVs.
%b = "foo.handle"() : () -> !hlsl.ByteAddressBuffer
%i = "foo.value"() : () -> i32
// expected-error @+1 {{'hlsl.buffer.atomic_rmw' op atomics need a writeable ('uav') resource; '!hlsl.handle<srv, i8, raw>' is read-only}}
%o = hlsl.buffer.atomic_rmw addi %i, %b[%i] : i32, !hlsl.handle<srv, i8, raw>

// -----

%t = "foo.handle"() : () -> !hlsl.Texture2D<ui32>
%xy = "foo.value"() : () -> vector<2xi32>
%v = "foo.value"() : () -> i32
// expected-error @+1 {{atomics need a writeable ('uav') resource; '!hlsl.handle<srv, ui32, dim = 2d>' is read-only}}
%o = hlsl.texture.atomic_rmw addi %v, %t[%xy] : i32, !hlsl.handle<srv, ui32, dim = 2d>, vector<2xi32>

// -----

// Float atomics are exchanges only.
%b = "foo.handle"() : () -> !hlsl.RWByteAddressBuffer
%i = "foo.value"() : () -> i32
%f = "foo.value"() : () -> f32
// expected-error @+1 {{'addi' needs an integer value: float atomics are exchanges only (InterlockedExchange, InterlockedCompareExchangeFloatBitwise)}}
%o = hlsl.buffer.atomic_rmw addi %f, %b[%i] : f32, !hlsl.handle<uav, i8, raw>

// -----

// Only HLSL's kinds.
%b = "foo.handle"() : () -> !hlsl.RWByteAddressBuffer
%i = "foo.value"() : () -> i32
// expected-error @+1 {{'muli' has no HLSL Interlocked form; resource atomics take addi, andi, ori, xori, mins, maxs, minu, maxu or assign}}
%o = hlsl.buffer.atomic_rmw muli %i, %b[%i] : i32, !hlsl.handle<uav, i8, raw>

// -----

// 64-bit atomics at 8-byte-aligned offsets.
%b = "foo.handle"() : () -> !hlsl.RWByteAddressBuffer
%c4 = arith.constant 4 : i32
%w = "foo.value"() : () -> i64
// expected-error @+1 {{byte offset 4 into a byte-address buffer must be a multiple of 8}}
%o = hlsl.buffer.atomic_rmw addi %w, %b[%c4] : i64, !hlsl.handle<uav, i8, raw>

// -----

// The signedness of a typed element decides min and max.
%t = "foo.handle"() : () -> !hlsl.RWBuffer<si32>
%i = "foo.value"() : () -> i32
// expected-error @+1 {{'minu' compares unsigned integers but the element 'si32' is not unsigned; use mins/maxs}}
%o = hlsl.buffer.atomic_rmw minu %i, %t[%i] : i32, !hlsl.handle<uav, si32, dim = buffer>

// -----

// A structured member of the value's type.
%s = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, i32)>>
%i = "foo.value"() : () -> i32
// expected-error @+1 {{atomic value type 'i32' does not match the accessed type 'f32'}}
%o = hlsl.buffer.atomic_rmw addi %i, %s[%i] member [0] : i32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32)>, raw>

// -----

// No atomics on multisampled textures.
%t = "foo.handle"() : () -> !hlsl.RWTexture2DMS<ui32, 4>
%xy = "foo.value"() : () -> vector<2xi32>
%v = "foo.value"() : () -> i32
// expected-error @+1 {{multisampled textures have no atomics}}
%o = hlsl.texture.atomic_cmpxchg %v, %v, %t[%xy] : i32, !hlsl.handle<uav, ui32, dim = 2d, ms = 4>, vector<2xi32>

// -----

// SampleCmp needs a comparison sampler.
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%f = "foo.value"() : () -> f32
// expected-error @+1 {{comparison sampling needs a comparison sampler (SamplerComparisonState, '!hlsl.handle<sampler, none, comparison>'); got '!hlsl.handle<sampler, none>'}}
%v = hlsl.texture.sample_cmp_level_zero %t[%uv] sampler(%s) compare(%f) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> f32

// -----

// Texture3D has no SampleCmp.
%t = "foo.handle"() : () -> !hlsl.Texture3D<f32>
%s = "foo.handle"() : () -> !hlsl.SamplerComparisonState
%uvw = "foo.value"() : () -> vector<3xf32>
%f = "foo.value"() : () -> f32
// expected-error @+1 {{3D textures have no comparison sampling (Texture3D offers no SampleCmp methods)}}
%v = hlsl.texture.sample_cmp_level %t[%uvw] sampler(%s) compare(%f) lod(%f) : !hlsl.handle<srv, f32, dim = 3d>, !hlsl.handle<sampler, none, comparison>, vector<3xf32> -> f32

// -----

// No gathers on 3D textures.
%t = "foo.handle"() : () -> !hlsl.Texture3D<vector<4xf32>>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uvw = "foo.value"() : () -> vector<3xf32>
// expected-error @+1 {{gathers read 2D and cube textures (Texture2D[Array], TextureCube[Array]); got '!hlsl.handle<srv, vector<4xf32>, dim = 3d>'}}
%v = hlsl.texture.gather %t[%uvw] sampler(%s) red : !hlsl.handle<srv, vector<4xf32>, dim = 3d>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>

// -----

// No offsets on cube maps.
%t = "foo.handle"() : () -> !hlsl.TextureCUBE<vector<4xf32>>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%dir = "foo.value"() : () -> vector<3xf32>
%f = "foo.value"() : () -> f32
// expected-error @+1 {{cube textures take no texel offsets; remove 'offset'}}
%v = hlsl.texture.sample %t[%dir] sampler(%s) lod(%f) offset [1, 0, 0] : !hlsl.handle<srv, vector<4xf32>, dim = cube>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>

// -----

// Immediate offsets are in [-8, 7].
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{texel offsets must be in [-8, 7] (HLSL's immediate offsets); 'offset' has 8}}
%v = hlsl.texture.load %t[%xy] offset [8, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>

// -----

// One offset component per dimension.
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{'offset' needs 2 components (one per texture dimension), got 1}}
%v = hlsl.texture.load %t[%xy] offset [1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>

// -----

// RWTexture Load has no offset.
%t = "foo.handle"() : () -> !hlsl.RWTexture2D<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{'uav' texture loads take no texel offset (RWTexture Load has none)}}
%v = hlsl.texture.load %t[%xy] offset [1, 1] : !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>

// -----

// A sample index is for multisampled textures.
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
%i = "foo.value"() : () -> i32
// expected-error @+1 {{'sample(...)' is for multisampled textures; write 'lod(...)'}}
%v = hlsl.texture.load %t[%xy] sample(%i) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>

// -----

%t = "foo.handle"() : () -> !hlsl.RWTexture2D<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
%i = "foo.value"() : () -> i32
%v = "foo.value"() : () -> vector<4xf32>
// expected-error @+1 {{'sample(...)' is for multisampled textures}}
hlsl.texture.store %v, %t[%xy] sample(%i) : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>

// -----

// GetSamplePosition and the sample count are for multisampled textures.
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf32>>
%i = "foo.value"() : () -> i32
// expected-error @+1 {{requires a multisampled texture (Texture2DMS[Array]); got '!hlsl.handle<srv, vector<4xf32>, dim = 2d>'}}
%p = hlsl.texture.sample_position %t[%i] : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xf32>

// -----

%t = "foo.handle"() : () -> !hlsl.RWTexture2D<vector<4xf32>>
// expected-error @+1 {{no mip level count: '!hlsl.handle<uav, vector<4xf32>, dim = 2d>' has a single mip level ('uav' and multisampled textures have no mip chain)}}
%n = hlsl.texture.levels %t : !hlsl.handle<uav, vector<4xf32>, dim = 2d>

// -----

// The size of a cube array: width, height, elements.
%t = "foo.handle"() : () -> !hlsl.TextureCUBEArray<vector<4xf32>>
// expected-error @+1 {{the size of '!hlsl.handle<srv, vector<4xf32>, dim = cube, array>' is 'vector<3xi32>', got 'vector<4xi32>'}}
%n = hlsl.texture.getdimensions %t : !hlsl.handle<srv, vector<4xf32>, dim = cube, array> -> vector<4xi32>

// -----

// A structured buffer's dimensions include the stride.
%s = "foo.handle"() : () -> !hlsl.StructuredBuffer<f32>
// expected-error @+1 {{a structured buffer's dimensions are its element count and stride: add the second result ('-> i32, i32')}}
%n = hlsl.buffer.getdimensions %s : !hlsl.handle<srv, f32, raw> -> i32

// -----

%b = "foo.handle"() : () -> !hlsl.ByteAddressBuffer
// expected-error @+1 {{only structured buffers have a stride result}}
%n, %stride = hlsl.buffer.getdimensions %b : !hlsl.handle<srv, i8, raw> -> i32, i32

// -----

// Gathers read four texels: one offset for all, or four.
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf32>>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
// expected-error @+1 {{'offsets' needs 8 components (one per texture dimension, for each of 4 texels), got 4}}
%v = hlsl.texture.gather %t[%uv] sampler(%s) red offsets [0, 0, 1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>

// -----

// A gather returns four components of the element's scalar.
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<2xsi32>>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
// expected-error @+1 {{gathers return one component of each of four texels: expected 'vector<4xi32>', got 'vector<2xi32>'}}
%v = hlsl.texture.gather %t[%uv] sampler(%s) green : !hlsl.handle<srv, vector<2xsi32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<2xi32>

// -----

// GatherRaw reads unsigned single-component textures.
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
// expected-error @+1 {{raw gathers read single-component unsigned 16-, 32- or 64-bit textures (uint16_t, uint, uint64_t); got '!hlsl.handle<srv, f32, dim = 2d>'}}
%v = hlsl.texture.gather_raw %t[%uv] sampler(%s) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>

// -----

// Gradients have one f32 per texture dimension.
%t = "foo.handle"() : () -> !hlsl.Texture2DArray<vector<4xf32>>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uvw = "foo.value"() : () -> vector<3xf32>
// expected-error @+1 {{'hlsl.texture.sample_grad' op failed to verify that 'ddx' has one f32 per texture dimension}}
%v = "hlsl.texture.sample_grad"(%t, %s, %uvw, %uvw, %uvw) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none>, vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<4xf32>

// -----

// Feedback textures pair with a Texture2D (array exactly when they are).
%fb = "foo.handle"() : () -> !hlsl.FeedbackTexture2DArray<min_mip>
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf32>>
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%f = "foo.value"() : () -> f32
// expected-error @+1 {{'!hlsl.handle<uav, none, dim = 2d, array, feedback = min_mip>' pairs with a Texture2DArray; got '!hlsl.handle<srv, vector<4xf32>, dim = 2d>'}}
hlsl.feedback.write_level %fb, %t[%uv] sampler(%s) lod(%f) : !hlsl.handle<uav, none, dim = 2d, array, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>

// -----

// Wave operations: bitwise kinds on integers, prefixes are sums and products.
%f = "foo.value"() : () -> f32
// expected-error @+1 {{'xor' on 'f32': this kind takes integers}}
%r = hlsl.wave.reduce xor %f : f32

// -----

%b = "foo.value"() : () -> i1
// expected-error @+1 {{'sum' on 'i1': bool values have no arithmetic}}
%r = hlsl.wave.reduce sum %b : i1

// -----

%v = "foo.value"() : () -> i32
// expected-error @+1 {{wave prefix operations are 'sum' and 'product' (WavePrefixSum, WavePrefixProduct); got 'max'}}
%r = hlsl.wave.prefix max %v : i32

// -----

%v = "foo.value"() : () -> f32
%c4 = arith.constant 4 : i32
// expected-error @+1 {{a quad has lanes 0 to 3; got lane 4}}
%r = hlsl.quad.read_lane_at %v, %c4 : f32

// -----

%v = "foo.value"() : () -> i32
// expected-error @+1 {{'hlsl.ddx' op operand #0 must be a 16- or 32-bit float or a vector of 1 to 4 of them, but got 'i32'}}
%r = hlsl.ddx %v : i32

// -----

// expected-error @+1 {{'hlsl.barrier' op attribute 'memory' failed to satisfy constraint: barrier memory: group, device or all}}
"hlsl.barrier"() <{memory = "workgroup"}> : () -> ()
