// The `dx` types: each form of docs/dx-dialect.md parses, prints back unchanged, and
// survives the generic form. Flags print as 0/1, DIM as a DXIL resource kind.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "foo.typed"() : () -> !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
"foo.typed"() : () -> !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
// CHECK: "foo.typed_signed"() : () -> !dx.TypedBuffer<i32, 1, 1, 1>
"foo.typed_signed"() : () -> !dx.TypedBuffer<i32, 1, 1, 1>
// CHECK: "foo.typed_half"() : () -> !dx.TypedBuffer<vector<4xf16>, 0, 0, 0>
"foo.typed_half"() : () -> !dx.TypedBuffer<vector<4xf16>, 0, 0, 0>
// CHECK: "foo.typed_double"() : () -> !dx.TypedBuffer<vector<2xf64>, 1, 0, 0>
"foo.typed_double"() : () -> !dx.TypedBuffer<vector<2xf64>, 1, 0, 0>
// CHECK: "foo.byte_address"() : () -> !dx.RawBuffer<i8, 1, 1>
"foo.byte_address"() : () -> !dx.RawBuffer<i8, 1, 1>
// CHECK: "foo.structured"() : () -> !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 0, 0>
"foo.structured"() : () -> !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 0, 0>
// CHECK: "foo.structured_array"() : () -> !dx.RawBuffer<!hlsl.array<3 x f32>, 1, 0>
"foo.structured_array"() : () -> !dx.RawBuffer<!hlsl.array<3 x f32>, 1, 0>
// CHECK: "foo.texture"() : () -> !dx.Texture<vector<4xi32>, 1, 1, 0, Texture2DArray>
"foo.texture"() : () -> !dx.Texture<vector<4xi32>, 1, 1, 0, Texture2DArray>
// CHECK: "foo.cube"() : () -> !dx.Texture<f32, 0, 0, 0, TextureCUBEArray>
"foo.cube"() : () -> !dx.Texture<f32, 0, 0, 0, TextureCUBEArray>
// CHECK: "foo.ms"() : () -> !dx.MSTexture<vector<4xf32>, 1, 8, 0, Texture2DMSArray>
"foo.ms"() : () -> !dx.MSTexture<vector<4xf32>, 1, 8, 0, Texture2DMSArray>
// CHECK: "foo.feedback"() : () -> !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>
"foo.feedback"() : () -> !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>
// CHECK: "foo.cbuffer"() : () -> !dx.CBuffer<!hlsl.struct<"CB", (f32, f32)>>
"foo.cbuffer"() : () -> !dx.CBuffer<!hlsl.struct<"CB", (f32, f32)>>
// CHECK: "foo.tbuffer"() : () -> !dx.TBuffer<!hlsl.struct<"TB", (vector<4xf32>)>>
"foo.tbuffer"() : () -> !dx.TBuffer<!hlsl.struct<"TB", (vector<4xf32>)>>
// CHECK: "foo.sampler"() : () -> (!dx.Sampler<Default>, !dx.Sampler<Comparison>)
"foo.sampler"() : () -> (!dx.Sampler<Default>, !dx.Sampler<Comparison>)
