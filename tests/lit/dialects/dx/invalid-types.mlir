// `dx` types that no HLSL resource lowers to, each with its rule.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{'dx' element types are signless, signedness is the IsSigned parameter: write 'vector<4xi32>', not 'vector<4xsi32>'}}
"foo.x"() : () -> !dx.TypedBuffer<vector<4xsi32>, 1, 0, 0>

// -----

// expected-error @+1 {{IsROV = 1 requires IsWriteable = 1 (only UAVs are rasterizer ordered)}}
"foo.x"() : () -> !dx.RawBuffer<i8, 0, 1>

// -----

// expected-error @+1 {{IsSigned = 1 requires an integer element}}
"foo.x"() : () -> !dx.Texture<vector<4xf32>, 0, 0, 1, Texture2D>

// -----

// expected-error @+1 {{expected 0 or 1 for IsWriteable, got 2}}
"foo.x"() : () -> !dx.TypedBuffer<f32, 2, 0, 0>

// -----

// expected-error @+1 {{'TextureCUBE' textures are read-only: IsWriteable must be 0}}
"foo.x"() : () -> !dx.Texture<vector<4xf32>, 1, 0, 0, TextureCUBE>

// -----

// expected-error @+1 {{'!dx.Texture' dimension must be one of Texture1D, Texture1DArray, Texture2D, Texture2DArray, Texture3D, TextureCUBE, TextureCUBEArray, got 'Texture2DMS'}}
"foo.x"() : () -> !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DMS>

// -----

// expected-error @+1 {{'!dx.MSTexture' dimension must be one of Texture2DMS, Texture2DMSArray, got 'Texture2D'}}
"foo.x"() : () -> !dx.MSTexture<vector<4xf32>, 0, 4, 0, Texture2D>

// -----

// expected-error @+1 {{Count must be between 1 and 255, got 256}}
"foo.x"() : () -> !dx.MSTexture<vector<4xf32>, 0, 256, 0, Texture2DMS>

// -----

// expected-error @+1 {{unknown DXIL resource kind 'Texture4D'}}
"foo.x"() : () -> !dx.Texture<f32, 0, 0, 0, Texture4D>

// -----

// expected-error @+1 {{no HLSL resource has this DirectX type: typed resource element must have at most 4 components and 16 bytes, got 3 components and 24 bytes}}
"foo.x"() : () -> !dx.TypedBuffer<vector<3xf64>, 1, 0, 0>

// -----

// expected-error @+1 {{no HLSL resource has this DirectX type: 'i8' (byte-address) element requires 'raw'}}
"foo.x"() : () -> !dx.TypedBuffer<i8, 1, 0, 0>

// -----

// expected-error @+1 {{'!dx.CBuffer' element must be an '!hlsl.struct'}}
"foo.x"() : () -> !dx.CBuffer<vector<4xf32>>

// -----

// expected-error @+1 {{expected feedback type 'MinMip' or 'MipRegionUsed', got 'Min'}}
"foo.x"() : () -> !dx.FeedbackTexture<Min, FeedbackTexture2D>

// -----

// expected-error @+1 {{unknown DXIL sampler type 'Point'; expected one of: Default, Comparison}}
"foo.x"() : () -> !dx.Sampler<Point>

// -----

// expected-error @+1 {{unknown 'dx' type 'Handle': expected one of TypedBuffer, RawBuffer, Texture, MSTexture, FeedbackTexture, CBuffer, TBuffer, Sampler}}
"foo.x"() : () -> !dx.Handle
