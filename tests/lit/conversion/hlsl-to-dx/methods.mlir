// --convert-hlsl-to-dx on every resource method, barrier, wave and quad op:
// each becomes the dx op of the LLVM intrinsic (or DXIL operation) it
// mirrors (docs/lowering-hlsl-to-dx.md), with the status results, member
// offsets, channels and texture queries computed as the comments say.
// Pixel-stage ops: methods-pixel.mlir.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx --dx-resource-records | %hlsl-opt --allow-unregistered-dialect | FileCheck %s

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
%one = hlsl.handlefrombinding "Line"[%c0] space(0) lower_bound(8) range_size(1) : !hlsl.Texture1D<f32>
%smp = hlsl.handlefrombinding "Linear"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
%cmp = hlsl.handlefrombinding "Cmp"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
%fb = hlsl.handlefrombinding "Feedback"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.FeedbackTexture2D<min_mip>

// Buffers: a load's status is its check bit zero-extended, and CheckAccessFullyMapped tests it against 0.
// CHECK: %Feedback = dx.resource.handlefrombinding "Feedback"
// CHECK-NEXT: %{{c0_i32[_0-9]*}} = arith.constant 0 : i32
// CHECK-NEXT: %{{[0-9]+}}:2 = dx.resource.load.rawbuffer %ReadOnly[%{{[0-9]+}}, %{{c0_i32[_0-9]*}}] : !dx.RawBuffer<i8, 0, 0> -> vector<2xi32>
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}}#1 : i1 to i32
// CHECK-NEXT: %{{c0_i32[_0-9]*}} = arith.constant 0 : i32
// CHECK-NEXT: %{{[0-9]+}} = arith.cmpi ne, %{{[0-9]+}}, %{{c0_i32[_0-9]*}} : i32
%l, %st = hlsl.buffer.load %ro[%i] : !hlsl.handle<srv, i8, raw> -> vector<2xi32>, i32
%mapped = hlsl.check_access_fully_mapped %st
"foo.use"(%l, %mapped) : (vector<2xi32>, i1) -> ()

// GetDimensions of buffers: llvm.dx.resource.getdimensions.x; a structured buffer's stride is its record's (16: f32, i32, i64 in LLVM's DXIL layout).
// CHECK: %{{[0-9]+}} = dx.resource.getdimensions.x %Typed : !dx.TypedBuffer<i32, 1, 0, 0>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions.x %Bytes : !dx.RawBuffer<i8, 1, 0>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions.x %Structs : !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>
// CHECK-NEXT: %{{c16_i32[_0-9]*}} = arith.constant 16 : i32
%n = hlsl.buffer.getdimensions %typed : !hlsl.handle<uav, ui32, dim = buffer> -> i32
%nb = hlsl.buffer.getdimensions %bytes : !hlsl.handle<uav, i8, raw> -> i32
%ns, %stride = hlsl.buffer.getdimensions %sb : !hlsl.handle<uav, !S, raw> -> i32, i32
"foo.use"(%n, %nb, %ns, %stride) : (i32, i32, i32, i32) -> ()

// Atomics: atomicrmw/cmpxchg on an element; byte-address buffers at the byte offset, structured members at their offset in the element; float compare-exchange compares bits.
// CHECK: %{{[0-9]+}} = dx.resource.atomicrmw add %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : i32, !dx.RawBuffer<i8, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw max %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw umin %{{[0-9]+}}, %Typed[%{{[0-9]+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw xchg %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : f32, !dx.RawBuffer<i8, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw or %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(8) : i64, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : f32 to i32
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : f32 to i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : i32, !dx.RawBuffer<i8, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : i32 to f32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw xor %{{[0-9]+}}, %Image[%{{[0-9]+}}] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : f32 to i32
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : f32 to i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %FloatImage[%{{[0-9]+}}] : i32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : i32 to f32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw and %{{[0-9]+}}, %Typed[%{{[0-9]+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw min %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.atomicrmw umax %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : i32, !dx.RawBuffer<i8, 1, 0>, i32
%a0 = hlsl.buffer.atomic_rmw addi %v, %bytes[%i] : i32, !hlsl.handle<uav, i8, raw>
%a1 = hlsl.buffer.atomic_rmw maxs %v, %sb[%i] member [1] : i32, !hlsl.handle<uav, !S, raw>
%a2 = hlsl.buffer.atomic_rmw minu %v, %typed[%i] : i32, !hlsl.handle<uav, ui32, dim = buffer>
%a3 = hlsl.buffer.atomic_rmw assign %f, %bytes[%i] : f32, !hlsl.handle<uav, i8, raw>
%a4 = hlsl.buffer.atomic_rmw ori %w, %sb[%i] member [2] : i64, !hlsl.handle<uav, !S, raw>
%a5 = hlsl.buffer.atomic_cmpxchg %v, %v, %sb[%i] member [1] : i32, !hlsl.handle<uav, !S, raw>
%a6 = hlsl.buffer.atomic_cmpxchg %f, %f, %bytes[%i] : f32, !hlsl.handle<uav, i8, raw>
%a7 = hlsl.texture.atomic_rmw xori %v, %rwtex[%xy] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
%a8 = hlsl.texture.atomic_cmpxchg %f, %f, %rwf[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>
%a9 = hlsl.buffer.atomic_rmw andi %v, %typed[%i] : i32, !hlsl.handle<uav, ui32, dim = buffer>
%a10 = hlsl.buffer.atomic_rmw mins %v, %sb[%i] member [1] : i32, !hlsl.handle<uav, !S, raw>
%a11 = hlsl.buffer.atomic_rmw maxu %v, %bytes[%i] : i32, !hlsl.handle<uav, i8, raw>
"foo.use"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11) : (i32, i32, i32, f32, i64, i32, f32, i32, f32, i32, i32, i32) -> ()

// Texel loads and stores: load.level (srv at a mip level, uav without), load.ms by sample, store.texture (with the sample of a multisampled uav).
// CHECK: %{{[0-9]+}}:2 = dx.resource.load.level %Tex[%{{[0-9]+}}] lod(%{{[0-9]+}}) offset [1, -1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, vector<2xi32> -> vector<4xf32>, i1
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}}#1 : i1 to i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.load.ms %MS[%{{[0-9]+}}] sample(%{{[0-9]+}}) offset [0, 1] : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>, vector<2xi32> -> vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.load.level %FloatImage[%{{[0-9]+}}] : !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32> -> f32
// CHECK-NEXT: dx.resource.store.texture %{{[0-9]+}}, %MSImage[%{{[0-9]+}}] sample(%{{[0-9]+}}) : vector<4xf32>, !dx.MSTexture<vector<4xf32>, 1, 4, 0, Texture2DMS>, vector<2xi32>
// CHECK-NEXT: dx.resource.store.texture %{{[0-9]+}}, %FloatImage[%{{[0-9]+}}] : f32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>
%t0, %ts = hlsl.texture.load %tex[%xy] lod(%i) offset [1, -1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>, i32
%t1 = hlsl.texture.load %ms[%xy] sample(%i) offset [0, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>, vector<2xi32> -> vector<4xf32>
%t2 = hlsl.texture.load %rwf[%xy] : !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32> -> f32
hlsl.texture.store %v4, %rwms[%xy] sample(%i) : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>, vector<2xi32>
hlsl.texture.store %t2, %rwf[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>
"foo.use"(%t0, %ts, %t1) : (vector<4xf32>, i32, vector<4xf32>) -> ()

// Sampling at explicit levels of detail.
// CHECK: %{{[0-9]+}} = dx.resource.samplelevel %Tex, %Linear[%{{[0-9]+}}] lod(%{{[0-9]+}}) offset [2, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}}:2 = dx.resource.samplegrad %Vol, %Linear[%{{[0-9]+}}] grad(%{{[0-9]+}}, %{{[0-9]+}}) clamp(%{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>, !dx.Sampler<Default>, vector<3xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>, i1
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}}#1 : i1 to i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.samplecmplevelzero %Shadow, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) offset [-1, 0] : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.samplecmplevel %Cube, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) lod(%{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>, !dx.Sampler<Comparison>, vector<4xf32> -> f32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.samplecmpgrad %Arr, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) grad(%{{[0-9]+}}, %{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Comparison>, vector<3xf32>, vector<2xf32>, vector<2xf32> -> f32
%s0 = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%f) offset [2, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
%s1, %s1s = hlsl.texture.sample_grad %vol[%uvw] sampler(%smp) grad(%uvw, %uvw) clamp(%f) : !hlsl.handle<srv, vector<4xf32>, dim = 3d>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>, i32
%s2 = hlsl.texture.sample_cmp_level_zero %shadow[%uv] sampler(%cmp) compare(%f) offset [-1, 0] : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
%s3 = hlsl.texture.sample_cmp_level %cube[%dir4] sampler(%cmp) compare(%f) lod(%f) : !hlsl.handle<srv, vector<4xf32>, dim = cube, array>, !hlsl.handle<sampler, none, comparison>, vector<4xf32> -> f32
%s4 = hlsl.texture.sample_cmp_grad %arr[%uvw] sampler(%cmp) compare(%f) grad(%uv, %uv) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none, comparison>, vector<3xf32> -> f32
"foo.use"(%s0, %s1, %s1s, %s2, %s3, %s4) : (vector<4xf32>, vector<4xf32>, i32, f32, f32, f32) -> ()

// Gathers: the channel is a component index; four offsets are four gathers, texel i from the gather at offset i, their check bits and-ed.
// CHECK: %{{[0-9]+}} = dx.resource.gather %Tex, %Linear[%{{[0-9]+}}] channel(1) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [0, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}#0[0] : f32 from vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}#0[1] : f32 from vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = arith.andi %{{[0-9]+}}#1, %{{[0-9]+}}#1 : i1
// CHECK-NEXT: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [0, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}#0[2] : f32 from vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = arith.andi %{{[0-9]+}}, %{{[0-9]+}}#1 : i1
// CHECK-NEXT: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [1, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}#0[3] : f32 from vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = arith.andi %{{[0-9]+}}, %{{[0-9]+}}#1 : i1
// CHECK-NEXT: %{{[0-9]+}} = vector.from_elements %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i1 to i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.gather.cmp %Shadow, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) channel(0) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.gather.raw %Raw, %Linear[%{{[0-9]+}}] : !dx.Texture<i32, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xi32>
%g0 = hlsl.texture.gather %tex[%uv] sampler(%smp) green offset [1, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
%g1, %g1s = hlsl.texture.gather %arr[%uvw] sampler(%smp) alpha offsets [0, 0, 1, 0, 0, 1, 1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<4xf32>, i32
%g2 = hlsl.texture.gather_cmp %shadow[%uv] sampler(%cmp) compare(%f) red : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> vector<4xf32>
%g3 = hlsl.texture.gather_raw %raw[%uv] sampler(%smp) : !hlsl.handle<srv, ui32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xi32>
"foo.use"(%g0, %g1, %g1s, %g2, %g3) : (vector<4xf32>, vector<4xf32>, i32, vector<4xf32>, vector<4xi32>) -> ()

// Texture queries: DXIL's GetDimensions, sizes first, levels or samples in component 3 (levels at mip 0).
// CHECK: %{{[0-9]+}} = dx.resource.getdimensions %Arr lod(%{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[0] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[1] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[2] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.from_elements %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : vector<3xi32>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions %Cube : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[0] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[1] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[2] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.from_elements %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : vector<3xi32>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions %Line : !dx.Texture<f32, 0, 0, 0, Texture1D>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[0] : i32 from vector<4xi32>
// CHECK-NEXT: %{{c0_i32[_0-9]*}} = arith.constant 0 : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions %Vol lod(%{{c0_i32[_0-9]*}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[3] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions %MS : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[3] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getsampleposition %MS[%{{[0-9]+}}] : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
// CHECK-NEXT: %{{[0-9]+}} = dx.resource.getdimensions %Feedback : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[0] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.extract %{{[0-9]+}}[1] : i32 from vector<4xi32>
// CHECK-NEXT: %{{[0-9]+}} = vector.from_elements %{{[0-9]+}}, %{{[0-9]+}} : vector<2xi32>
%d0 = hlsl.texture.getdimensions %arr lod(%i) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array> -> vector<3xi32>
%d1 = hlsl.texture.getdimensions %cube : !hlsl.handle<srv, vector<4xf32>, dim = cube, array> -> vector<3xi32>
%d2 = hlsl.texture.getdimensions %one : !hlsl.handle<srv, f32, dim = 1d> -> i32
%d3 = hlsl.texture.levels %vol : !hlsl.handle<srv, vector<4xf32>, dim = 3d>
%d4 = hlsl.texture.samples %ms : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8>
%d5 = hlsl.texture.sample_position %ms[%i] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 8> -> vector<2xf32>
%d6 = hlsl.texture.getdimensions %fb : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip> -> vector<2xi32>
"foo.use"(%d0, %d1, %d2, %d3, %d4, %d5, %d6) : (vector<3xi32>, vector<3xi32>, i32, i32, i32, vector<2xf32>, vector<2xi32>) -> ()

// Feedback with explicit levels of detail.
// CHECK: dx.resource.writesamplerfeedbackgrad %Feedback, %Tex, %Linear[%{{[0-9]+}}] grad(%{{[0-9]+}}, %{{[0-9]+}}) clamp(%{{[0-9]+}}) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>, vector<2xf32>, vector<2xf32>
// CHECK-NEXT: dx.resource.writesamplerfeedbacklevel %Feedback, %Tex, %Linear[%{{[0-9]+}}] lod(%{{[0-9]+}}) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
hlsl.feedback.write_grad %fb, %tex[%uv] sampler(%smp) grad(%uv, %uv) clamp(%f) : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
hlsl.feedback.write_level %fb, %tex[%uv] sampler(%smp) lod(%f) : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
"foo.use"() : () -> ()

// Barriers: one op per intrinsic.
// CHECK: dx.group.memory.barrier
// CHECK-NEXT: dx.group.memory.barrier.with.group.sync
// CHECK-NEXT: dx.device.memory.barrier
// CHECK-NEXT: dx.device.memory.barrier.with.group.sync
// CHECK-NEXT: dx.all.memory.barrier
// CHECK-NEXT: dx.all.memory.barrier.with.group.sync
hlsl.barrier group
hlsl.barrier group with_group_sync
hlsl.barrier device
hlsl.barrier device with_group_sync
hlsl.barrier all
hlsl.barrier all with_group_sync
"foo.use"() : () -> ()

// Wave and quad operations: one op per intrinsic.
// CHECK: %{{[0-9]+}} = dx.wave.getlaneindex
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.get.lane.count
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.is.first.lane
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.sum %{{[0-9]+}} : f32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.product %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.min %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.max %{{[0-9]+}} : vector<2xf32>
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.umin %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.umax %{{[0-9]+}} : vector<2xi32>
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.and %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.or %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.reduce.xor %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.prefix.sum %{{[0-9]+}} : f32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.prefix.product %{{[0-9]+}} : i32
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.active.countbits %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.prefix.bit.count %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.all %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.any %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.all.equal %{{[0-9]+}} : vector<2xf32>
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.ballot %{{[0-9]+}}
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.readlane %{{[0-9]+}}, %{{[0-9]+}} : vector<4xf32>
// CHECK-NEXT: %{{[0-9]+}} = dx.wave.readlanefirst %{{[0-9]+}} : i1
// CHECK-NEXT: %{{[0-9]+}} = dx.quad.read.across.x %{{[0-9]+}} : f32
// CHECK-NEXT: %{{[0-9]+}} = dx.quad.read.across.y %{{[0-9]+}} : f32
// CHECK-NEXT: %{{[0-9]+}} = dx.quad.read.across.diagonal %{{[0-9]+}} : vector<2xi32>
// CHECK-NEXT: %{{[0-9]+}} = dx.quad.readlaneat %{{[0-9]+}}, %{{c0_i32[_0-9]*}} : i32
%lane = hlsl.wave.lane_index
%count = hlsl.wave.lane_count
%first = hlsl.wave.is_first_lane
%r0 = hlsl.wave.reduce sum %f : f32
%r1 = hlsl.wave.reduce product %v : i32
%r2 = hlsl.wave.reduce min %v : i32
%r3 = hlsl.wave.reduce max %uv : vector<2xf32>
%r4 = hlsl.wave.reduce umin %v : i32
%r5 = hlsl.wave.reduce umax %xy : vector<2xi32>
%r6 = hlsl.wave.reduce and %v : i32
%r7 = hlsl.wave.reduce or %v : i32
%r8 = hlsl.wave.reduce xor %v : i32
%p0 = hlsl.wave.prefix sum %f : f32
%p1 = hlsl.wave.prefix product %v : i32
%c1 = hlsl.wave.active_count_bits %b
%c2 = hlsl.wave.prefix_count_bits %b
%all = hlsl.wave.all_true %b
%any = hlsl.wave.any_true %b
%eq = hlsl.wave.all_equal %uv : vector<2xf32>
%ballot = hlsl.wave.ballot %b
%at = hlsl.wave.read_lane_at %v4, %lane : vector<4xf32>
%rf = hlsl.wave.read_lane_first %b : i1
%qx = hlsl.quad.read_across x %f : f32
%qy = hlsl.quad.read_across y %f : f32
%qd = hlsl.quad.read_across diagonal %xy : vector<2xi32>
%ql = hlsl.quad.read_lane_at %v, %c0 : i32
"foo.use"(%count, %first, %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %p0, %p1, %c1, %c2, %all, %any, %eq, %ballot, %at, %rf, %qx, %qy, %qd, %ql) : (i32, i1, f32, i32, i32, vector<2xf32>, i32, vector<2xi32>, i32, i32, i32, f32, i32, i32, i32, i1, i1, vector<2xi1>, vector<4xi32>, vector<4xf32>, i1, f32, f32, vector<2xi32>, i32) -> ()
