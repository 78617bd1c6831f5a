// The 40 HLSL objects of wg-hlsl proposal 0015 as type sugar: each parses to its one
// canonical !hlsl.handle type, which is what prints; canonical types, structs and
// arrays print as written.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: "sugar.Texture1D"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 1d>
"sugar.Texture1D"() : () -> !hlsl.Texture1D<vector<4xf32>>

// CHECK-LABEL: "sugar.Texture1DArray"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 1d, array>
"sugar.Texture1DArray"() : () -> !hlsl.Texture1DArray<vector<4xf32>>

// CHECK-LABEL: "sugar.Texture2D"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 2d>
"sugar.Texture2D"() : () -> !hlsl.Texture2D<vector<4xf32>>

// CHECK-LABEL: "sugar.Texture2DArray"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>
"sugar.Texture2DArray"() : () -> !hlsl.Texture2DArray<vector<4xf32>>

// CHECK-LABEL: "sugar.Texture2DMS"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>
"sugar.Texture2DMS"() : () -> !hlsl.Texture2DMS<vector<4xf32>, 8>

// CHECK-LABEL: "sugar.Texture2DMSArray"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 2d, array, ms = 8>
"sugar.Texture2DMSArray"() : () -> !hlsl.Texture2DMSArray<vector<4xf32>, 8>

// CHECK-LABEL: "sugar.Texture3D"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = 3d>
"sugar.Texture3D"() : () -> !hlsl.Texture3D<vector<4xf32>>

// CHECK-LABEL: "sugar.TextureCUBE"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = cube>
"sugar.TextureCUBE"() : () -> !hlsl.TextureCUBE<vector<4xf32>>

// CHECK-LABEL: "sugar.TextureCUBEArray"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xf32>, dim = cube, array>
"sugar.TextureCUBEArray"() : () -> !hlsl.TextureCUBEArray<vector<4xf32>>

// CHECK-LABEL: "sugar.RWTexture1D"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 1d>
"sugar.RWTexture1D"() : () -> !hlsl.RWTexture1D<vector<4xf32>>

// CHECK-LABEL: "sugar.RWTexture1DArray"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 1d, array>
"sugar.RWTexture1DArray"() : () -> !hlsl.RWTexture1DArray<vector<4xf32>>

// CHECK-LABEL: "sugar.RWTexture2D"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 2d>
"sugar.RWTexture2D"() : () -> !hlsl.RWTexture2D<vector<4xf32>>

// CHECK-LABEL: "sugar.RWTexture2DArray"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 2d, array>
"sugar.RWTexture2DArray"() : () -> !hlsl.RWTexture2DArray<vector<4xf32>>

// CHECK-LABEL: "sugar.RWTexture2DMS"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>
"sugar.RWTexture2DMS"() : () -> !hlsl.RWTexture2DMS<vector<4xf32>, 4>

// CHECK-LABEL: "sugar.RWTexture2DMSArray"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 2d, array, ms = 4>
"sugar.RWTexture2DMSArray"() : () -> !hlsl.RWTexture2DMSArray<vector<4xf32>, 4>

// CHECK-LABEL: "sugar.RWTexture3D"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 3d>
"sugar.RWTexture3D"() : () -> !hlsl.RWTexture3D<vector<4xf32>>

// CHECK-LABEL: "sugar.RasterizerOrderedTexture1D"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 1d, rov>
"sugar.RasterizerOrderedTexture1D"() : () -> !hlsl.RasterizerOrderedTexture1D<vector<4xf32>>

// CHECK-LABEL: "sugar.RasterizerOrderedTexture1DArray"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 1d, array, rov>
"sugar.RasterizerOrderedTexture1DArray"() : () -> !hlsl.RasterizerOrderedTexture1DArray<vector<4xf32>>

// CHECK-LABEL: "sugar.RasterizerOrderedTexture2D"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>
"sugar.RasterizerOrderedTexture2D"() : () -> !hlsl.RasterizerOrderedTexture2D<vector<4xf32>>

// CHECK-LABEL: "sugar.RasterizerOrderedTexture2DArray"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 2d, array, rov>
"sugar.RasterizerOrderedTexture2DArray"() : () -> !hlsl.RasterizerOrderedTexture2DArray<vector<4xf32>>

// CHECK-LABEL: "sugar.RasterizerOrderedTexture3D"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<4xf32>, dim = 3d, rov>
"sugar.RasterizerOrderedTexture3D"() : () -> !hlsl.RasterizerOrderedTexture3D<vector<4xf32>>

// CHECK-LABEL: "sugar.FeedbackTexture2D"
// CHECK-SAME: () -> !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>
"sugar.FeedbackTexture2D"() : () -> !hlsl.FeedbackTexture2D<min_mip>

// CHECK-LABEL: "sugar.FeedbackTexture2DArray"
// CHECK-SAME: () -> !hlsl.handle<uav, none, dim = 2d, array, feedback = mip_region_used>
"sugar.FeedbackTexture2DArray"() : () -> !hlsl.FeedbackTexture2DArray<mip_region_used>

// CHECK-LABEL: "sugar.Buffer"
// CHECK-SAME: () -> !hlsl.handle<srv, vector<4xsi32>, dim = buffer>
"sugar.Buffer"() : () -> !hlsl.Buffer<vector<4xsi32>>

// CHECK-LABEL: "sugar.RWBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, ui32, dim = buffer>
"sugar.RWBuffer"() : () -> !hlsl.RWBuffer<ui32>

// CHECK-LABEL: "sugar.RasterizerOrderedBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, vector<2xf16>, dim = buffer, rov>
"sugar.RasterizerOrderedBuffer"() : () -> !hlsl.RasterizerOrderedBuffer<vector<2xf16>>

// CHECK-LABEL: "sugar.ByteAddressBuffer"
// CHECK-SAME: () -> !hlsl.handle<srv, i8, raw>
"sugar.ByteAddressBuffer"() : () -> !hlsl.ByteAddressBuffer

// CHECK-LABEL: "sugar.RWByteAddressBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, i8, raw>
"sugar.RWByteAddressBuffer"() : () -> !hlsl.RWByteAddressBuffer

// CHECK-LABEL: "sugar.RasterizerOrderedByteAddressBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, i8, rov, raw>
"sugar.RasterizerOrderedByteAddressBuffer"() : () -> !hlsl.RasterizerOrderedByteAddressBuffer

// CHECK-LABEL: "sugar.StructuredBuffer"
// CHECK-SAME: () -> !hlsl.handle<srv, !hlsl.struct<"S", (vector<4xf32>, i32)>, raw>
"sugar.StructuredBuffer"() : () -> !hlsl.StructuredBuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.RWStructuredBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, !hlsl.struct<"S", (vector<4xf32>, i32)>, raw>
"sugar.RWStructuredBuffer"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.RasterizerOrderedStructuredBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, !hlsl.struct<"S", (vector<4xf32>, i32)>, rov, raw>
"sugar.RasterizerOrderedStructuredBuffer"() : () -> !hlsl.RasterizerOrderedStructuredBuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.AppendStructuredBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, f32, raw>
"sugar.AppendStructuredBuffer"() : () -> !hlsl.AppendStructuredBuffer<f32>

// CHECK-LABEL: "sugar.ConsumeStructuredBuffer"
// CHECK-SAME: () -> !hlsl.handle<uav, !hlsl.array<4 x i32>, raw>
"sugar.ConsumeStructuredBuffer"() : () -> !hlsl.ConsumeStructuredBuffer<!hlsl.array<4 x i32>>

// CHECK-LABEL: "sugar.cbuffer"
// CHECK-SAME: () -> !hlsl.handle<cbuffer, !hlsl.struct<"S", (vector<4xf32>, i32)>, row>
"sugar.cbuffer"() : () -> !hlsl.cbuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.ConstantBuffer"
// CHECK-SAME: () -> !hlsl.handle<cbuffer, !hlsl.struct<"S", (vector<4xf32>, i32)>, row>
"sugar.ConstantBuffer"() : () -> !hlsl.ConstantBuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.tbuffer"
// CHECK-SAME: () -> !hlsl.handle<srv, !hlsl.struct<"S", (vector<4xf32>, i32)>, row>
"sugar.tbuffer"() : () -> !hlsl.tbuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.TextureBuffer"
// CHECK-SAME: () -> !hlsl.handle<srv, !hlsl.struct<"S", (vector<4xf32>, i32)>, row>
"sugar.TextureBuffer"() : () -> !hlsl.TextureBuffer<!hlsl.struct<"S", (vector<4xf32>, i32)>>

// CHECK-LABEL: "sugar.SamplerState"
// CHECK-SAME: () -> !hlsl.handle<sampler, none>
"sugar.SamplerState"() : () -> !hlsl.SamplerState

// CHECK-LABEL: "sugar.SamplerComparisonState"
// CHECK-SAME: () -> !hlsl.handle<sampler, none, comparison>
"sugar.SamplerComparisonState"() : () -> !hlsl.SamplerComparisonState

// Canonical forms print unchanged; flags print in their canonical order.
// CHECK-LABEL: "canonical.flags"
// CHECK-SAME: () -> (!hlsl.handle<uav, f32, raw, coherent, counter>, !hlsl.handle<srv, vector<3xf32>, dim = 2d, array, ms = 2>)
"canonical.flags"() : () -> (!hlsl.handle<uav, f32, counter, coherent, raw>, !hlsl.handle<srv, vector<3xf32>, ms = 2, array, dim = 2d>)

// CHECK-LABEL: "canonical.nested"
// CHECK-SAME: () -> !hlsl.handle<srv, !hlsl.struct<"Outer", (!hlsl.struct<"Inner", (i1, f16, i8)>, !hlsl.array<3 x vector<2xf32>>, !hlsl.array<2 x !hlsl.array<2 x i64>>)>, raw>
"canonical.nested"() : () -> !hlsl.handle<srv, !hlsl.struct<"Outer", (!hlsl.struct<"Inner", (i1, f16, i8)>, !hlsl.array<3xvector<2xf32>>, !hlsl.array<2 x !hlsl.array<2 x i64>>)>, raw>

// CHECK-LABEL: "canonical.empty_struct"
// CHECK-SAME: () -> !hlsl.handle<cbuffer, !hlsl.struct<"Empty", ()>, row>
"canonical.empty_struct"() : () -> !hlsl.handle<cbuffer, !hlsl.struct<"Empty", ()>, row>
