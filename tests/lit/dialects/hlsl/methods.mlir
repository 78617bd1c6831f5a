// Every hlsl op of the resource methods and what kernels need around them,
// in its custom form: it prints as written, survives a custom round trip,
// and the generic form parses back to the same custom form. (Stage-bound
// ops, which need an entry point of their stage: entry-point-stages.mlir.)

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

!S = !hlsl.struct<"S", (f32, i32, i64)>
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%i = "foo.index"() : () -> i32
%v = "foo.value"() : () -> i32
%w = "foo.value"() : () -> i64
%f = "foo.value"() : () -> f32
%b = "foo.value"() : () -> i1
%uv = "foo.value"() : () -> vector<2xf32>
%uvw = "foo.value"() : () -> vector<3xf32>
%dir4 = "foo.value"() : () -> vector<4xf32>
%xy = "foo.value"() : () -> vector<2xi32>
%xyz = "foo.value"() : () -> vector<3xi32>
%v4 = "foo.value"() : () -> vector<4xf32>

%bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
%sb = hlsl.handlefrombinding "Structs"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<!S>
%typed = hlsl.handlefrombinding "Typed"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWBuffer<ui32>
%ro = hlsl.handlefrombinding "ReadOnly"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.ByteAddressBuffer
%rwtex = hlsl.handlefrombinding "Image"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWTexture2D<si32>
%rwf = hlsl.handlefrombinding "FloatImage"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWTexture2D<f32>
%rwms = hlsl.handlefrombinding "MSImage"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.RWTexture2DMS<vector<4xf32>, 4>
%tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
%arr = hlsl.handlefrombinding "Arr"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2DArray<vector<4xf32>>
%cube = hlsl.handlefrombinding "Cube"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.TextureCUBEArray<vector<4xf32>>
%vol = hlsl.handlefrombinding "Vol"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.Texture3D<vector<4xf32>>
%shadow = hlsl.handlefrombinding "Shadow"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2D<f32>
%ms = hlsl.handlefrombinding "MS"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.Texture2DMS<vector<4xf32>, 8>
%raw = hlsl.handlefrombinding "Raw"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.Texture2D<ui32>
%smp = hlsl.handlefrombinding "Linear"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
%cmp = hlsl.handlefrombinding "Cmp"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
%fb = hlsl.handlefrombinding "Feedback"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.FeedbackTexture2D<min_mip>

// Buffers: loads with status, GetDimensions, atomics.
// CHECK: %{{.+}} = hlsl.buffer.load %{{[^] ,)]+}}[%{{[^] ,)]+}}] : !hlsl.handle<srv, i8, raw> -> vector<2xi32>, i32
// GENERIC: %{{.+}} = "hlsl.buffer.load"(%{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, i8, raw>, i32) -> (vector<2xi32>, i32)
%l, %st = hlsl.buffer.load %ro[%i] : !hlsl.handle<srv, i8, raw> -> vector<2xi32>, i32
// CHECK: %{{.+}} = hlsl.check_access_fully_mapped %{{[^] ,)]+}}
// GENERIC: %{{.+}} = "hlsl.check_access_fully_mapped"(%{{[^] ,)]+}}) : (i32) -> i1
%mapped = hlsl.check_access_fully_mapped %st
// CHECK: %{{.+}} = hlsl.buffer.getdimensions %{{[^] ,)]+}} : !hlsl.handle<uav, ui32, dim = buffer> -> i32
// GENERIC: %{{.+}} = "hlsl.buffer.getdimensions"(%{{[^] ,)]+}}) : (!hlsl.handle<uav, ui32, dim = buffer>) -> i32
%n = hlsl.buffer.getdimensions %typed : !hlsl.handle<uav, ui32, dim = buffer> -> i32
// CHECK: %{{.+}} = hlsl.buffer.getdimensions %{{[^] ,)]+}} : !hlsl.handle<uav, i8, raw> -> i32
// GENERIC: %{{.+}} = "hlsl.buffer.getdimensions"(%{{[^] ,)]+}}) : (!hlsl.handle<uav, i8, raw>) -> i32
%nb = hlsl.buffer.getdimensions %bytes : !hlsl.handle<uav, i8, raw> -> i32
// CHECK: %{{.+}} = hlsl.buffer.getdimensions %{{[^] ,)]+}} : !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw> -> i32, i32
// GENERIC: %{{.+}} = "hlsl.buffer.getdimensions"(%{{[^] ,)]+}}) : (!hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>) -> (i32, i32)
%ns, %stride = hlsl.buffer.getdimensions %sb : !hlsl.handle<uav, !S, raw> -> i32, i32
// CHECK: %{{.+}} = hlsl.buffer.atomic_rmw addi %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] : i32, !hlsl.handle<uav, i8, raw>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_rmw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{kind = 1 : i64}> : (i32, !hlsl.handle<uav, i8, raw>, i32) -> i32
%a0 = hlsl.buffer.atomic_rmw addi %v, %bytes[%i] : i32, !hlsl.handle<uav, i8, raw>
// CHECK: %{{.+}} = hlsl.buffer.atomic_rmw maxs %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] member [1] : i32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_rmw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{kind = 6 : i64, member = array<i32: 1>}> : (i32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>, i32) -> i32
%a1 = hlsl.buffer.atomic_rmw maxs %v, %sb[%i] member [1] : i32, !hlsl.handle<uav, !S, raw>
// CHECK: %{{.+}} = hlsl.buffer.atomic_rmw minu %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] : i32, !hlsl.handle<uav, ui32, dim = buffer>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_rmw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{kind = 11 : i64}> : (i32, !hlsl.handle<uav, ui32, dim = buffer>, i32) -> i32
%a2 = hlsl.buffer.atomic_rmw minu %v, %typed[%i] : i32, !hlsl.handle<uav, ui32, dim = buffer>
// CHECK: %{{.+}} = hlsl.buffer.atomic_rmw assign %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] : f32, !hlsl.handle<uav, i8, raw>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_rmw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{kind = 3 : i64}> : (f32, !hlsl.handle<uav, i8, raw>, i32) -> f32
%a3 = hlsl.buffer.atomic_rmw assign %f, %bytes[%i] : f32, !hlsl.handle<uav, i8, raw>
// CHECK: %{{.+}} = hlsl.buffer.atomic_rmw ori %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] member [2] : i64, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_rmw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{kind = 14 : i64, member = array<i32: 2>}> : (i64, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>, i32) -> i64
%a4 = hlsl.buffer.atomic_rmw ori %w, %sb[%i] member [2] : i64, !hlsl.handle<uav, !S, raw>
// CHECK: %{{.+}} = hlsl.buffer.atomic_cmpxchg %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] member [1] : i32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_cmpxchg"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{member = array<i32: 1>}> : (i32, i32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32, i64)>, raw>, i32) -> i32
%a5 = hlsl.buffer.atomic_cmpxchg %v, %v, %sb[%i] member [1] : i32, !hlsl.handle<uav, !S, raw>
// CHECK: %{{.+}} = hlsl.buffer.atomic_cmpxchg %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] : f32, !hlsl.handle<uav, i8, raw>
// GENERIC: %{{.+}} = "hlsl.buffer.atomic_cmpxchg"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (f32, f32, !hlsl.handle<uav, i8, raw>, i32) -> f32
%a6 = hlsl.buffer.atomic_cmpxchg %f, %f, %bytes[%i] : f32, !hlsl.handle<uav, i8, raw>
// CHECK: %{{.+}} = hlsl.texture.atomic_rmw xori %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
// GENERIC: %{{.+}} = "hlsl.texture.atomic_rmw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{kind = 15 : i64}> : (i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>) -> i32
%a7 = hlsl.texture.atomic_rmw xori %v, %rwtex[%xy] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
// CHECK: %{{.+}} = hlsl.texture.atomic_cmpxchg %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>
// GENERIC: %{{.+}} = "hlsl.texture.atomic_cmpxchg"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (f32, f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>) -> f32
%a8 = hlsl.texture.atomic_cmpxchg %f, %f, %rwf[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>

// Textures: loads with offsets and status, multisample stores.
// CHECK: %{{.+}} = hlsl.texture.load %{{[^] ,)]+}}[%{{[^] ,)]+}}] lod(%{{[^] ,)]+}}) offset [1, -1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>, i32
// GENERIC: %{{.+}} = "hlsl.texture.load"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{offset = array<i32: 1, -1>}> : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32>, i32) -> (vector<4xf32>, i32)
%t0, %ts = hlsl.texture.load %tex[%xy] lod(%i) offset [1, -1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>, i32
// CHECK: %{{.+}} = hlsl.texture.load %{{[^] ,)]+}}[%{{[^] ,)]+}}] sample(%{{[^] ,)]+}}) offset [0, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>, vector<2xi32> -> vector<4xf32>
// GENERIC: %{{.+}} = "hlsl.texture.load"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{offset = array<i32: 0, 1>}> : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>, vector<2xi32>, i32) -> vector<4xf32>
%t1 = hlsl.texture.load %ms[%xy] sample(%i) offset [0, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>, vector<2xi32> -> vector<4xf32>
// CHECK: hlsl.texture.store %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] sample(%{{[^] ,)]+}}) : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>, vector<2xi32>
// GENERIC: "hlsl.texture.store"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>, vector<2xi32>, i32) -> ()
hlsl.texture.store %v4, %rwms[%xy] sample(%i) : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>, vector<2xi32>

// Sampling.
// CHECK: %{{.+}} = hlsl.texture.sample %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) lod(%{{[^] ,)]+}}) offset [2, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
// GENERIC: %{{.+}} = "hlsl.texture.sample"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{offset = array<i32: 2, 0>}> : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>, f32) -> vector<4xf32>
%s0 = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%f) offset [2, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
// CHECK: %{{.+}} = hlsl.texture.sample_grad %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) grad(%{{[^] ,)]+}}, %{{[^] ,)]+}}) clamp(%{{[^] ,)]+}}) : !hlsl.handle<srv, vector<4xf32>, dim = 3d>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>, i32
// GENERIC: %{{.+}} = "hlsl.texture.sample_grad"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 3d>, !hlsl.handle<sampler, none>, vector<3xf32>, vector<3xf32>, vector<3xf32>, f32) -> (vector<4xf32>, i32)
%s1, %s1s = hlsl.texture.sample_grad %vol[%uvw] sampler(%smp) grad(%uvw, %uvw) clamp(%f) : !hlsl.handle<srv, vector<4xf32>, dim = 3d>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>, i32
// CHECK: %{{.+}} = hlsl.texture.sample_cmp_level_zero %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) compare(%{{[^] ,)]+}}) offset [-1, 0] : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
// GENERIC: %{{.+}} = "hlsl.texture.sample_cmp_level_zero"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{offset = array<i32: -1, 0>}> : (!hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32>, f32) -> f32
%s2 = hlsl.texture.sample_cmp_level_zero %shadow[%uv] sampler(%cmp) compare(%f) offset [-1, 0] : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
// CHECK: %{{.+}} = hlsl.texture.sample_cmp_level %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) compare(%{{[^] ,)]+}}) lod(%{{[^] ,)]+}}) : !hlsl.handle<srv, vector<4xf32>, dim = cube, array>, !hlsl.handle<sampler, none, comparison>, vector<4xf32> -> f32
// GENERIC: %{{.+}} = "hlsl.texture.sample_cmp_level"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = cube, array>, !hlsl.handle<sampler, none, comparison>, vector<4xf32>, f32, f32) -> f32
%s3 = hlsl.texture.sample_cmp_level %cube[%dir4] sampler(%cmp) compare(%f) lod(%f) : !hlsl.handle<srv, vector<4xf32>, dim = cube, array>, !hlsl.handle<sampler, none, comparison>, vector<4xf32> -> f32
// CHECK: %{{.+}} = hlsl.texture.sample_cmp_grad %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) compare(%{{[^] ,)]+}}) grad(%{{[^] ,)]+}}, %{{[^] ,)]+}}) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none, comparison>, vector<3xf32> -> f32
// GENERIC: %{{.+}} = "hlsl.texture.sample_cmp_grad"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none, comparison>, vector<3xf32>, f32, vector<2xf32>, vector<2xf32>) -> f32
%s4 = hlsl.texture.sample_cmp_grad %arr[%uvw] sampler(%cmp) compare(%f) grad(%uv, %uv) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none, comparison>, vector<3xf32> -> f32

// Gathers.
// CHECK: %{{.+}} = hlsl.texture.gather %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) green offset [1, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
// GENERIC: %{{.+}} = "hlsl.texture.gather"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{channel = "green", offset = array<i32: 1, 0>}> : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>) -> vector<4xf32>
%g0 = hlsl.texture.gather %tex[%uv] sampler(%smp) green offset [1, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
// CHECK: %{{.+}} = hlsl.texture.gather %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) alpha offsets [0, 0, 1, 0, 0, 1, 1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>, i32
// GENERIC: %{{.+}} = "hlsl.texture.gather"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{channel = "alpha", offsets = array<i32: 0, 0, 1, 0, 0, 1, 1, 1>}> : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none>, vector<3xf32>) -> (vector<4xf32>, i32)
%g1, %g1s = hlsl.texture.gather %arr[%uvw] sampler(%smp) alpha offsets [0, 0, 1, 0, 0, 1, 1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>, i32
// CHECK: %{{.+}} = hlsl.texture.gather_cmp %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) compare(%{{[^] ,)]+}}) red : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> vector<4xf32>
// GENERIC: %{{.+}} = "hlsl.texture.gather_cmp"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) <{channel = "red"}> : (!hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32>, f32) -> vector<4xf32>
%g2 = hlsl.texture.gather_cmp %shadow[%uv] sampler(%cmp) compare(%f) red : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> vector<4xf32>
// CHECK: %{{.+}} = hlsl.texture.gather_raw %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) : !hlsl.handle<srv, ui32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xi32>
// GENERIC: %{{.+}} = "hlsl.texture.gather_raw"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, ui32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>) -> vector<4xi32>
%g3 = hlsl.texture.gather_raw %raw[%uv] sampler(%smp) : !hlsl.handle<srv, ui32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xi32>

// Queries.
// CHECK: %{{.+}} = hlsl.texture.getdimensions %{{[^] ,)]+}} lod(%{{[^] ,)]+}}) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array> -> vector<3xi32>
// GENERIC: %{{.+}} = "hlsl.texture.getdimensions"(%{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, i32) -> vector<3xi32>
%d0 = hlsl.texture.getdimensions %arr lod(%i) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array> -> vector<3xi32>
// CHECK: %{{.+}} = hlsl.texture.getdimensions %{{[^] ,)]+}} : !hlsl.handle<srv, vector<4xf32>, dim = cube, array> -> vector<3xi32>
// GENERIC: %{{.+}} = "hlsl.texture.getdimensions"(%{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = cube, array>) -> vector<3xi32>
%d1 = hlsl.texture.getdimensions %cube : !hlsl.handle<srv, vector<4xf32>, dim = cube, array> -> vector<3xi32>
// CHECK: %{{.+}} = hlsl.texture.getdimensions %{{[^] ,)]+}} : !hlsl.handle<uav, si32, dim = 2d> -> vector<2xi32>
// GENERIC: %{{.+}} = "hlsl.texture.getdimensions"(%{{[^] ,)]+}}) : (!hlsl.handle<uav, si32, dim = 2d>) -> vector<2xi32>
%d2 = hlsl.texture.getdimensions %rwtex : !hlsl.handle<uav, si32, dim = 2d> -> vector<2xi32>
// CHECK: %{{.+}} = hlsl.texture.levels %{{[^] ,)]+}} : !hlsl.handle<srv, vector<4xf32>, dim = 3d>
// GENERIC: %{{.+}} = "hlsl.texture.levels"(%{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 3d>) -> i32
%d3 = hlsl.texture.levels %vol : !hlsl.handle<srv, vector<4xf32>, dim = 3d>
// CHECK: %{{.+}} = hlsl.texture.samples %{{[^] ,)]+}} : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>
// GENERIC: %{{.+}} = "hlsl.texture.samples"(%{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>) -> i32
%d4 = hlsl.texture.samples %ms : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>
// CHECK: %{{.+}} = hlsl.texture.sample_position %{{[^] ,)]+}}[%{{[^] ,)]+}}] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8> -> vector<2xf32>
// GENERIC: %{{.+}} = "hlsl.texture.sample_position"(%{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>, i32) -> vector<2xf32>
%d5 = hlsl.texture.sample_position %ms[%i] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8> -> vector<2xf32>
// CHECK: %{{.+}} = hlsl.texture.getdimensions %{{[^] ,)]+}} : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip> -> vector<2xi32>
// GENERIC: %{{.+}} = "hlsl.texture.getdimensions"(%{{[^] ,)]+}}) : (!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>) -> vector<2xi32>
%d6 = hlsl.texture.getdimensions %fb : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip> -> vector<2xi32>

// Feedback with explicit levels of detail.
// CHECK: hlsl.feedback.write_grad %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) grad(%{{[^] ,)]+}}, %{{[^] ,)]+}}) clamp(%{{[^] ,)]+}}) : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
// GENERIC: "hlsl.feedback.write_grad"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>, vector<2xf32>, vector<2xf32>, f32) -> ()
hlsl.feedback.write_grad %fb, %tex[%uv] sampler(%smp) grad(%uv, %uv) clamp(%f) : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
// CHECK: hlsl.feedback.write_level %{{[^] ,)]+}}, %{{[^] ,)]+}}[%{{[^] ,)]+}}] sampler(%{{[^] ,)]+}}) lod(%{{[^] ,)]+}}) : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
// GENERIC: "hlsl.feedback.write_level"(%{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}, %{{[^] ,)]+}}) : (!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>, f32) -> ()
hlsl.feedback.write_level %fb, %tex[%uv] sampler(%smp) lod(%f) : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>

// Barriers, waves, quads.
// CHECK: hlsl.barrier group with_group_sync
// GENERIC: "hlsl.barrier"() <{memory = "group", with_group_sync}> : () -> ()
hlsl.barrier group with_group_sync
// CHECK: hlsl.barrier device
// GENERIC: "hlsl.barrier"() <{memory = "device"}> : () -> ()
hlsl.barrier device
// CHECK: hlsl.barrier all
// GENERIC: "hlsl.barrier"() <{memory = "all"}> : () -> ()
hlsl.barrier all
// CHECK: %{{.+}} = hlsl.wave.lane_index
// GENERIC: %{{.+}} = "hlsl.wave.lane_index"() : () -> i32
%lane = hlsl.wave.lane_index
// CHECK: %{{.+}} = hlsl.wave.lane_count
// GENERIC: %{{.+}} = "hlsl.wave.lane_count"() : () -> i32
%count = hlsl.wave.lane_count
// CHECK: %{{.+}} = hlsl.wave.is_first_lane
// GENERIC: %{{.+}} = "hlsl.wave.is_first_lane"() : () -> i1
%first = hlsl.wave.is_first_lane
// CHECK: %{{.+}} = hlsl.wave.reduce sum %{{[^] ,)]+}} : f32
// GENERIC: %{{.+}} = "hlsl.wave.reduce"(%{{[^] ,)]+}}) <{kind = "sum"}> : (f32) -> f32
%r0 = hlsl.wave.reduce sum %f : f32
// CHECK: %{{.+}} = hlsl.wave.reduce umax %{{[^] ,)]+}} : vector<2xi32>
// GENERIC: %{{.+}} = "hlsl.wave.reduce"(%{{[^] ,)]+}}) <{kind = "umax"}> : (vector<2xi32>) -> vector<2xi32>
%r1 = hlsl.wave.reduce umax %xy : vector<2xi32>
// CHECK: %{{.+}} = hlsl.wave.reduce xor %{{[^] ,)]+}} : i32
// GENERIC: %{{.+}} = "hlsl.wave.reduce"(%{{[^] ,)]+}}) <{kind = "xor"}> : (i32) -> i32
%r2 = hlsl.wave.reduce xor %v : i32
// CHECK: %{{.+}} = hlsl.wave.prefix product %{{[^] ,)]+}} : i32
// GENERIC: %{{.+}} = "hlsl.wave.prefix"(%{{[^] ,)]+}}) <{kind = "product"}> : (i32) -> i32
%p0 = hlsl.wave.prefix product %v : i32
// CHECK: %{{.+}} = hlsl.wave.active_count_bits %{{[^] ,)]+}}
// GENERIC: %{{.+}} = "hlsl.wave.active_count_bits"(%{{[^] ,)]+}}) : (i1) -> i32
%c1 = hlsl.wave.active_count_bits %b
// CHECK: %{{.+}} = hlsl.wave.prefix_count_bits %{{[^] ,)]+}}
// GENERIC: %{{.+}} = "hlsl.wave.prefix_count_bits"(%{{[^] ,)]+}}) : (i1) -> i32
%c2 = hlsl.wave.prefix_count_bits %b
// CHECK: %{{.+}} = hlsl.wave.all_true %{{[^] ,)]+}}
// GENERIC: %{{.+}} = "hlsl.wave.all_true"(%{{[^] ,)]+}}) : (i1) -> i1
%all = hlsl.wave.all_true %b
// CHECK: %{{.+}} = hlsl.wave.any_true %{{[^] ,)]+}}
// GENERIC: %{{.+}} = "hlsl.wave.any_true"(%{{[^] ,)]+}}) : (i1) -> i1
%any = hlsl.wave.any_true %b
// CHECK: %{{.+}} = hlsl.wave.all_equal %{{[^] ,)]+}} : vector<2xf32>
// GENERIC: %{{.+}} = "hlsl.wave.all_equal"(%{{[^] ,)]+}}) : (vector<2xf32>) -> vector<2xi1>
%eq = hlsl.wave.all_equal %uv : vector<2xf32>
// CHECK: %{{.+}} = hlsl.wave.ballot %{{[^] ,)]+}}
// GENERIC: %{{.+}} = "hlsl.wave.ballot"(%{{[^] ,)]+}}) : (i1) -> vector<4xi32>
%ballot = hlsl.wave.ballot %b
// CHECK: %{{.+}} = hlsl.wave.read_lane_at %{{[^] ,)]+}}, %{{[^] ,)]+}} : vector<4xf32>
// GENERIC: %{{.+}} = "hlsl.wave.read_lane_at"(%{{[^] ,)]+}}, %{{[^] ,)]+}}) : (vector<4xf32>, i32) -> vector<4xf32>
%at = hlsl.wave.read_lane_at %v4, %lane : vector<4xf32>
// CHECK: %{{.+}} = hlsl.wave.read_lane_first %{{[^] ,)]+}} : i1
// GENERIC: %{{.+}} = "hlsl.wave.read_lane_first"(%{{[^] ,)]+}}) : (i1) -> i1
%rf = hlsl.wave.read_lane_first %b : i1
// CHECK: %{{.+}} = hlsl.quad.read_across x %{{[^] ,)]+}} : f32
// GENERIC: %{{.+}} = "hlsl.quad.read_across"(%{{[^] ,)]+}}) <{direction = "x"}> : (f32) -> f32
%qx = hlsl.quad.read_across x %f : f32
// CHECK: %{{.+}} = hlsl.quad.read_across diagonal %{{[^] ,)]+}} : vector<2xi32>
// GENERIC: %{{.+}} = "hlsl.quad.read_across"(%{{[^] ,)]+}}) <{direction = "diagonal"}> : (vector<2xi32>) -> vector<2xi32>
%qd = hlsl.quad.read_across diagonal %xy : vector<2xi32>
// CHECK: %{{.+}} = hlsl.quad.read_lane_at %{{[^] ,)]+}}, %{{[^] ,)]+}} : i32
// GENERIC: %{{.+}} = "hlsl.quad.read_lane_at"(%{{[^] ,)]+}}, %{{[^] ,)]+}}) : (i32, i32) -> i32
%ql = hlsl.quad.read_lane_at %v, %c0 : i32
