// The dx ops of the resource methods, barriers, wave and quad operations in
// their custom form (what --convert-hlsl-to-dx prints): each prints back as
// written, and the generic form reads back to the same.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC: "dx.resource.atomicrmw"(%{{[0-9]+}}, %{{[A-Za-z0-9_]+}}, %{{[0-9]+}}) <{offset = 4 : i32, operation = "max"}> : (i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32) -> i32
// GENERIC: "dx.resource.load.level"(%{{[A-Za-z0-9_]+}}, %{{[0-9]+}}, %{{[0-9]+}}) <{offset = array<i32: 1, -1>}> : (!dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, vector<2xi32>, i32) -> (vector<4xf32>, i1)
// GENERIC: "dx.resource.gather"(%{{[A-Za-z0-9_]+}}, %{{[A-Za-z0-9_]+}}, %{{[0-9]+}}) <{channel = 1 : i32, offset = array<i32: 1, 0>}> : (!dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>) -> vector<4xf32>
// GENERIC: "dx.group.memory.barrier.with.group.sync"() : () -> ()
// GENERIC: "dx.wave.ballot"(%{{[0-9]+}}) : (i1) -> vector<4xi32>

func.func @methods() {
  %c0_i32 = arith.constant 0 : i32
  %0 = "foo.index"() : () -> i32
  %1 = "foo.value"() : () -> i32
  %2 = "foo.value"() : () -> i64
  %3 = "foo.value"() : () -> f32
  %4 = "foo.value"() : () -> i1
  %5 = "foo.value"() : () -> vector<2xf32>
  %6 = "foo.value"() : () -> vector<3xf32>
  %7 = "foo.value"() : () -> vector<4xf32>
  %8 = "foo.value"() : () -> vector<2xi32>
  %9 = "foo.value"() : () -> vector<4xf32>
  %Bytes = dx.resource.handlefrombinding "Bytes"[%c0_i32] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 1, 0>
  %Structs = dx.resource.handlefrombinding "Structs"[%c0_i32] space(0) lower_bound(1) range_size(1) : !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>
  %Typed = dx.resource.handlefrombinding "Typed"[%c0_i32] space(0) lower_bound(2) range_size(1) : !dx.TypedBuffer<i32, 1, 0, 0>
  %ReadOnly = dx.resource.handlefrombinding "ReadOnly"[%c0_i32] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 0, 0>
  %Image = dx.resource.handlefrombinding "Image"[%c0_i32] space(0) lower_bound(3) range_size(1) : !dx.Texture<i32, 1, 0, 1, Texture2D>
  %FloatImage = dx.resource.handlefrombinding "FloatImage"[%c0_i32] space(0) lower_bound(4) range_size(1) : !dx.Texture<f32, 1, 0, 0, Texture2D>
  %MSImage = dx.resource.handlefrombinding "MSImage"[%c0_i32] space(0) lower_bound(5) range_size(1) : !dx.MSTexture<vector<4xf32>, 1, 4, 0, Texture2DMS>
  %Tex = dx.resource.handlefrombinding "Tex"[%c0_i32] space(0) lower_bound(1) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
  %Arr = dx.resource.handlefrombinding "Arr"[%c0_i32] space(0) lower_bound(2) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>
  %Cube = dx.resource.handlefrombinding "Cube"[%c0_i32] space(0) lower_bound(3) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>
  %Vol = dx.resource.handlefrombinding "Vol"[%c0_i32] space(0) lower_bound(4) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>
  %Shadow = dx.resource.handlefrombinding "Shadow"[%c0_i32] space(0) lower_bound(5) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
  %MS = dx.resource.handlefrombinding "MS"[%c0_i32] space(0) lower_bound(6) range_size(1) : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
  %Raw = dx.resource.handlefrombinding "Raw"[%c0_i32] space(0) lower_bound(7) range_size(1) : !dx.Texture<i32, 0, 0, 0, Texture2D>
  %Line = dx.resource.handlefrombinding "Line"[%c0_i32] space(0) lower_bound(8) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture1D>
  %Linear = dx.resource.handlefrombinding "Linear"[%c0_i32] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
  %Cmp = dx.resource.handlefrombinding "Cmp"[%c0_i32] space(0) lower_bound(1) range_size(1) : !dx.Sampler<Comparison>
  %Feedback = dx.resource.handlefrombinding "Feedback"[%c0_i32] space(0) lower_bound(6) range_size(1) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>
  %c0_i32_0 = arith.constant 0 : i32
  // CHECK: %{{[0-9]+}}:2 = dx.resource.load.rawbuffer %ReadOnly[%{{[0-9]+}}, %{{c0_i32[_0-9]*}}] : !dx.RawBuffer<i8, 0, 0> -> vector<2xi32>
  %10:2 = dx.resource.load.rawbuffer %ReadOnly[%0, %c0_i32_0] : !dx.RawBuffer<i8, 0, 0> -> vector<2xi32>
  %11 = arith.extui %10#1 : i1 to i32
  %c0_i32_1 = arith.constant 0 : i32
  %12 = arith.cmpi ne, %11, %c0_i32_1 : i32
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions.x %Typed : !dx.TypedBuffer<i32, 1, 0, 0>
  %13 = dx.resource.getdimensions.x %Typed : !dx.TypedBuffer<i32, 1, 0, 0>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions.x %Bytes : !dx.RawBuffer<i8, 1, 0>
  %14 = dx.resource.getdimensions.x %Bytes : !dx.RawBuffer<i8, 1, 0>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions.x %Structs : !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>
  %15 = dx.resource.getdimensions.x %Structs : !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>
  %c16_i32 = arith.constant 16 : i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw add %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : i32, !dx.RawBuffer<i8, 1, 0>, i32
  %16 = dx.resource.atomicrmw add %1, %Bytes[%0] : i32, !dx.RawBuffer<i8, 1, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw max %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  %17 = dx.resource.atomicrmw max %1, %Structs[%0] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw umin %{{[0-9]+}}, %Typed[%{{[0-9]+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
  %18 = dx.resource.atomicrmw umin %1, %Typed[%0] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw xchg %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : f32, !dx.RawBuffer<i8, 1, 0>, i32
  %19 = dx.resource.atomicrmw xchg %3, %Bytes[%0] : f32, !dx.RawBuffer<i8, 1, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw or %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(8) : i64, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  %20 = dx.resource.atomicrmw or %2, %Structs[%0] offset(8) : i64, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  %21 = dx.resource.cmpxchg %1, %1, %Structs[%0] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  %22 = arith.bitcast %3 : f32 to i32
  %23 = arith.bitcast %3 : f32 to i32
  // CHECK: %{{[0-9]+}} = dx.resource.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : i32, !dx.RawBuffer<i8, 1, 0>, i32
  %24 = dx.resource.cmpxchg %22, %23, %Bytes[%0] : i32, !dx.RawBuffer<i8, 1, 0>, i32
  %25 = arith.bitcast %24 : i32 to f32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw xor %{{[0-9]+}}, %Image[%{{[0-9]+}}] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>
  %26 = dx.resource.atomicrmw xor %1, %Image[%8] : i32, !dx.Texture<i32, 1, 0, 1, Texture2D>, vector<2xi32>
  %27 = arith.bitcast %3 : f32 to i32
  %28 = arith.bitcast %3 : f32 to i32
  // CHECK: %{{[0-9]+}} = dx.resource.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %FloatImage[%{{[0-9]+}}] : i32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>
  %29 = dx.resource.cmpxchg %27, %28, %FloatImage[%8] : i32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>
  %30 = arith.bitcast %29 : i32 to f32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw and %{{[0-9]+}}, %Typed[%{{[0-9]+}}] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
  %31 = dx.resource.atomicrmw and %1, %Typed[%0] : i32, !dx.TypedBuffer<i32, 1, 0, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw min %{{[0-9]+}}, %Structs[%{{[0-9]+}}] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  %32 = dx.resource.atomicrmw min %1, %Structs[%0] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32, i64)>, 1, 0>, i32
  // CHECK: %{{[0-9]+}} = dx.resource.atomicrmw umax %{{[0-9]+}}, %Bytes[%{{[0-9]+}}] : i32, !dx.RawBuffer<i8, 1, 0>, i32
  %33 = dx.resource.atomicrmw umax %1, %Bytes[%0] : i32, !dx.RawBuffer<i8, 1, 0>, i32
  // CHECK: %{{[0-9]+}}:2 = dx.resource.load.level %Tex[%{{[0-9]+}}] lod(%{{[0-9]+}}) offset [1, -1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, vector<2xi32> -> vector<4xf32>, i1
  %34:2 = dx.resource.load.level %Tex[%8] lod(%0) offset [1, -1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, vector<2xi32> -> vector<4xf32>, i1
  %35 = arith.extui %34#1 : i1 to i32
  // CHECK: %{{[0-9]+}} = dx.resource.load.ms %MS[%{{[0-9]+}}] sample(%{{[0-9]+}}) offset [0, 1] : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>, vector<2xi32> -> vector<4xf32>
  %36 = dx.resource.load.ms %MS[%8] sample(%0) offset [0, 1] : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>, vector<2xi32> -> vector<4xf32>
  // CHECK: %{{[0-9]+}} = dx.resource.load.level %FloatImage[%{{[0-9]+}}] : !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32> -> f32
  %37 = dx.resource.load.level %FloatImage[%8] : !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32> -> f32
  // CHECK: dx.resource.store.texture %{{[0-9]+}}, %MSImage[%{{[0-9]+}}] sample(%{{[0-9]+}}) : vector<4xf32>, !dx.MSTexture<vector<4xf32>, 1, 4, 0, Texture2DMS>, vector<2xi32>
  dx.resource.store.texture %9, %MSImage[%8] sample(%0) : vector<4xf32>, !dx.MSTexture<vector<4xf32>, 1, 4, 0, Texture2DMS>, vector<2xi32>
  // CHECK: dx.resource.store.texture %{{[0-9]+}}, %FloatImage[%{{[0-9]+}}] : f32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>
  dx.resource.store.texture %37, %FloatImage[%8] : f32, !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32>
  // CHECK: %{{[0-9]+}} = dx.resource.samplelevel %Tex, %Linear[%{{[0-9]+}}] lod(%{{[0-9]+}}) offset [2, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  %38 = dx.resource.samplelevel %Tex, %Linear[%5] lod(%3) offset [2, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  // CHECK: %{{[0-9]+}}:2 = dx.resource.samplegrad %Vol, %Linear[%{{[0-9]+}}] grad(%{{[0-9]+}}, %{{[0-9]+}}) clamp(%{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>, !dx.Sampler<Default>, vector<3xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>, i1
  %39:2 = dx.resource.samplegrad %Vol, %Linear[%6] grad(%6, %6) clamp(%3) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>, !dx.Sampler<Default>, vector<3xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>, i1
  %40 = arith.extui %39#1 : i1 to i32
  // CHECK: %{{[0-9]+}} = dx.resource.samplecmplevelzero %Shadow, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) offset [-1, 0] : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  %41 = dx.resource.samplecmplevelzero %Shadow, %Cmp[%5] compare(%3) offset [-1, 0] : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  // CHECK: %{{[0-9]+}} = dx.resource.samplecmplevel %Cube, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) lod(%{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>, !dx.Sampler<Comparison>, vector<4xf32> -> f32
  %42 = dx.resource.samplecmplevel %Cube, %Cmp[%7] compare(%3) lod(%3) : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>, !dx.Sampler<Comparison>, vector<4xf32> -> f32
  // CHECK: %{{[0-9]+}} = dx.resource.samplecmpgrad %Arr, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) grad(%{{[0-9]+}}, %{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Comparison>, vector<3xf32>, vector<2xf32>, vector<2xf32> -> f32
  %43 = dx.resource.samplecmpgrad %Arr, %Cmp[%6] compare(%3) grad(%5, %5) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Comparison>, vector<3xf32>, vector<2xf32>, vector<2xf32> -> f32
  // CHECK: %{{[0-9]+}} = dx.resource.gather %Tex, %Linear[%{{[0-9]+}}] channel(1) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  %44 = dx.resource.gather %Tex, %Linear[%5] channel(1) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  // CHECK: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [0, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %45:2 = dx.resource.gather %Arr, %Linear[%6] channel(3) offset [0, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %46 = vector.extract %45#0[0] : f32 from vector<4xf32>
  // CHECK: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %47:2 = dx.resource.gather %Arr, %Linear[%6] channel(3) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %48 = vector.extract %47#0[1] : f32 from vector<4xf32>
  %49 = arith.andi %45#1, %47#1 : i1
  // CHECK: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [0, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %50:2 = dx.resource.gather %Arr, %Linear[%6] channel(3) offset [0, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %51 = vector.extract %50#0[2] : f32 from vector<4xf32>
  %52 = arith.andi %49, %50#1 : i1
  // CHECK: %{{[0-9]+}}:2 = dx.resource.gather %Arr, %Linear[%{{[0-9]+}}] channel(3) offset [1, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %53:2 = dx.resource.gather %Arr, %Linear[%6] channel(3) offset [1, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>, !dx.Sampler<Default>, vector<3xf32> -> vector<4xf32>, i1
  %54 = vector.extract %53#0[3] : f32 from vector<4xf32>
  %55 = arith.andi %52, %53#1 : i1
  %56 = vector.from_elements %46, %48, %51, %54 : vector<4xf32>
  %57 = arith.extui %55 : i1 to i32
  // CHECK: %{{[0-9]+}} = dx.resource.gather.cmp %Shadow, %Cmp[%{{[0-9]+}}] compare(%{{[0-9]+}}) channel(0) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> vector<4xf32>
  %58 = dx.resource.gather.cmp %Shadow, %Cmp[%5] compare(%3) channel(0) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> vector<4xf32>
  // CHECK: %{{[0-9]+}} = dx.resource.gather.raw %Raw, %Linear[%{{[0-9]+}}] : !dx.Texture<i32, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xi32>
  %59 = dx.resource.gather.raw %Raw, %Linear[%5] : !dx.Texture<i32, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xi32>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions %Arr lod(%{{[0-9]+}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>
  %60 = dx.resource.getdimensions %Arr lod(%0) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>
  %61 = vector.extract %60[0] : i32 from vector<4xi32>
  %62 = vector.extract %60[1] : i32 from vector<4xi32>
  %63 = vector.extract %60[2] : i32 from vector<4xi32>
  %64 = vector.from_elements %61, %62, %63 : vector<3xi32>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions %Cube : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>
  %65 = dx.resource.getdimensions %Cube : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>
  %66 = vector.extract %65[0] : i32 from vector<4xi32>
  %67 = vector.extract %65[1] : i32 from vector<4xi32>
  %68 = vector.extract %65[2] : i32 from vector<4xi32>
  %69 = vector.from_elements %66, %67, %68 : vector<3xi32>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions %Line : !dx.Texture<f32, 0, 0, 0, Texture1D>
  %70 = dx.resource.getdimensions %Line : !dx.Texture<f32, 0, 0, 0, Texture1D>
  %71 = vector.extract %70[0] : i32 from vector<4xi32>
  %c0_i32_2 = arith.constant 0 : i32
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions %Vol lod(%{{c0_i32[_0-9]*}}) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>
  %72 = dx.resource.getdimensions %Vol lod(%c0_i32_2) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>
  %73 = vector.extract %72[3] : i32 from vector<4xi32>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions %MS : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
  %74 = dx.resource.getdimensions %MS : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
  %75 = vector.extract %74[3] : i32 from vector<4xi32>
  // CHECK: %{{[0-9]+}} = dx.resource.getsampleposition %MS[%{{[0-9]+}}] : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
  %76 = dx.resource.getsampleposition %MS[%0] : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
  // CHECK: %{{[0-9]+}} = dx.resource.getdimensions %Feedback : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>
  %77 = dx.resource.getdimensions %Feedback : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>
  %78 = vector.extract %77[0] : i32 from vector<4xi32>
  %79 = vector.extract %77[1] : i32 from vector<4xi32>
  %80 = vector.from_elements %78, %79 : vector<2xi32>
  // CHECK: dx.resource.writesamplerfeedbackgrad %Feedback, %Tex, %Linear[%{{[0-9]+}}] grad(%{{[0-9]+}}, %{{[0-9]+}}) clamp(%{{[0-9]+}}) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>, vector<2xf32>, vector<2xf32>
  dx.resource.writesamplerfeedbackgrad %Feedback, %Tex, %Linear[%5] grad(%5, %5) clamp(%3) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>, vector<2xf32>, vector<2xf32>
  // CHECK: dx.resource.writesamplerfeedbacklevel %Feedback, %Tex, %Linear[%{{[0-9]+}}] lod(%{{[0-9]+}}) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  dx.resource.writesamplerfeedbacklevel %Feedback, %Tex, %Linear[%5] lod(%3) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  // CHECK: dx.group.memory.barrier
  dx.group.memory.barrier
  // CHECK: dx.group.memory.barrier.with.group.sync
  dx.group.memory.barrier.with.group.sync
  // CHECK: dx.device.memory.barrier
  dx.device.memory.barrier
  // CHECK: dx.device.memory.barrier.with.group.sync
  dx.device.memory.barrier.with.group.sync
  // CHECK: dx.all.memory.barrier
  dx.all.memory.barrier
  // CHECK: dx.all.memory.barrier.with.group.sync
  dx.all.memory.barrier.with.group.sync
  // CHECK: %{{[0-9]+}} = dx.wave.getlaneindex
  %81 = dx.wave.getlaneindex
  // CHECK: %{{[0-9]+}} = dx.wave.get.lane.count
  %82 = dx.wave.get.lane.count
  // CHECK: %{{[0-9]+}} = dx.wave.is.first.lane
  %83 = dx.wave.is.first.lane
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.sum %{{[0-9]+}} : f32
  %84 = dx.wave.reduce.sum %3 : f32
  // CHECK: %{{[0-9]+}} = dx.wave.product %{{[0-9]+}} : i32
  %85 = dx.wave.product %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.min %{{[0-9]+}} : i32
  %86 = dx.wave.reduce.min %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.max %{{[0-9]+}} : vector<2xf32>
  %87 = dx.wave.reduce.max %5 : vector<2xf32>
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.umin %{{[0-9]+}} : i32
  %88 = dx.wave.reduce.umin %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.umax %{{[0-9]+}} : vector<2xi32>
  %89 = dx.wave.reduce.umax %8 : vector<2xi32>
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.and %{{[0-9]+}} : i32
  %90 = dx.wave.reduce.and %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.or %{{[0-9]+}} : i32
  %91 = dx.wave.reduce.or %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.reduce.xor %{{[0-9]+}} : i32
  %92 = dx.wave.reduce.xor %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.prefix.sum %{{[0-9]+}} : f32
  %93 = dx.wave.prefix.sum %3 : f32
  // CHECK: %{{[0-9]+}} = dx.wave.prefix.product %{{[0-9]+}} : i32
  %94 = dx.wave.prefix.product %1 : i32
  // CHECK: %{{[0-9]+}} = dx.wave.active.countbits %{{[0-9]+}}
  %95 = dx.wave.active.countbits %4
  // CHECK: %{{[0-9]+}} = dx.wave.prefix.bit.count %{{[0-9]+}}
  %96 = dx.wave.prefix.bit.count %4
  // CHECK: %{{[0-9]+}} = dx.wave.all %{{[0-9]+}}
  %97 = dx.wave.all %4
  // CHECK: %{{[0-9]+}} = dx.wave.any %{{[0-9]+}}
  %98 = dx.wave.any %4
  // CHECK: %{{[0-9]+}} = dx.wave.all.equal %{{[0-9]+}} : vector<2xf32>
  %99 = dx.wave.all.equal %5 : vector<2xf32>
  // CHECK: %{{[0-9]+}} = dx.wave.ballot %{{[0-9]+}}
  %100 = dx.wave.ballot %4
  // CHECK: %{{[0-9]+}} = dx.wave.readlane %{{[0-9]+}}, %{{[0-9]+}} : vector<4xf32>
  %101 = dx.wave.readlane %9, %81 : vector<4xf32>
  // CHECK: %{{[0-9]+}} = dx.wave.readlanefirst %{{[0-9]+}} : i1
  %102 = dx.wave.readlanefirst %4 : i1
  // CHECK: %{{[0-9]+}} = dx.quad.read.across.x %{{[0-9]+}} : f32
  %103 = dx.quad.read.across.x %3 : f32
  // CHECK: %{{[0-9]+}} = dx.quad.read.across.y %{{[0-9]+}} : f32
  %104 = dx.quad.read.across.y %3 : f32
  // CHECK: %{{[0-9]+}} = dx.quad.read.across.diagonal %{{[0-9]+}} : vector<2xi32>
  %105 = dx.quad.read.across.diagonal %8 : vector<2xi32>
  // CHECK: %{{[0-9]+}} = dx.quad.readlaneat %{{[0-9]+}}, %{{c0_i32[_0-9]*}} : i32
  %106 = dx.quad.readlaneat %1, %c0_i32 : i32
  return
}

func.func @ps(%arg0: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}, %arg1: i1 {hlsl.semantic = "SV_IsFrontFace"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
  %zero = arith.constant 0 : i32
  %cst = arith.constant 5.000000e-01 : f32
  %Albedo = dx.resource.handlefrombinding "Albedo"[%zero] space(0) lower_bound(0) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
  %Shadow = dx.resource.handlefrombinding "Shadow"[%zero] space(0) lower_bound(1) range_size(1) : !dx.Texture<f32, 0, 0, 0, Texture2D>
  %Linear = dx.resource.handlefrombinding "Linear"[%zero] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Default>
  %Cmp = dx.resource.handlefrombinding "Cmp"[%zero] space(0) lower_bound(1) range_size(1) : !dx.Sampler<Comparison>
  %Feedback = dx.resource.handlefrombinding "Feedback"[%zero] space(0) lower_bound(1) range_size(1) : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>
  // CHECK: %{{[0-9]+}} = dx.resource.sample %Albedo, %Linear[%arg0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  %0 = dx.resource.sample %Albedo, %Linear[%arg0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  // CHECK: %{{[0-9]+}}:2 = dx.resource.sample %Albedo, %Linear[%arg0] clamp(%cst) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>, i1
  %1:2 = dx.resource.sample %Albedo, %Linear[%arg0] clamp(%cst) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>, i1
  %2 = arith.extui %1#1 : i1 to i32
  // CHECK: %{{[0-9]+}} = dx.resource.samplebias %Albedo, %Linear[%arg0] bias(%cst) clamp(%cst) offset [1, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  %3 = dx.resource.samplebias %Albedo, %Linear[%arg0] bias(%cst) clamp(%cst) offset [1, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  // CHECK: %{{[0-9]+}} = dx.resource.samplecmp %Shadow, %Cmp[%arg0] compare(%cst) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  %4 = dx.resource.samplecmp %Shadow, %Cmp[%arg0] compare(%cst) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  // CHECK: %{{[0-9]+}} = dx.resource.samplecmpbias %Shadow, %Cmp[%arg0] compare(%cst) bias(%cst) clamp(%cst) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  %5 = dx.resource.samplecmpbias %Shadow, %Cmp[%arg0] compare(%cst) bias(%cst) clamp(%cst) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  // CHECK: %{{[0-9]+}} = dx.resource.calculate.lod %Albedo, %Linear[%arg0] unclamped : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  %6 = dx.resource.calculate.lod %Albedo, %Linear[%arg0] unclamped : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  // CHECK: %{{[0-9]+}} = dx.resource.calculate.lod %Albedo, %Linear[%arg0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  %7 = dx.resource.calculate.lod %Albedo, %Linear[%arg0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  // CHECK: dx.resource.writesamplerfeedback %Feedback, %Albedo, %Linear[%arg0] : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  dx.resource.writesamplerfeedback %Feedback, %Albedo, %Linear[%arg0] : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  // CHECK: dx.resource.writesamplerfeedbackbias %Feedback, %Albedo, %Linear[%arg0] bias(%cst) clamp(%cst) : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  dx.resource.writesamplerfeedbackbias %Feedback, %Albedo, %Linear[%arg0] bias(%cst) clamp(%cst) : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  // CHECK: %{{[0-9]+}} = dx.ddx.coarse %arg0 : vector<2xf32>
  %8 = dx.ddx.coarse %arg0 : vector<2xf32>
  // CHECK: %{{[0-9]+}} = dx.ddy.coarse %arg0 : vector<2xf32>
  %9 = dx.ddy.coarse %arg0 : vector<2xf32>
  // CHECK: %{{[0-9]+}} = dx.ddx.coarse %{{[0-9]+}} : f32
  %10 = dx.ddx.coarse %6 : f32
  // CHECK: %{{[0-9]+}} = dx.ddy.coarse %{{[0-9]+}} : f32
  %11 = dx.ddy.coarse %6 : f32
  // CHECK: %{{[0-9]+}} = dx.ddx.fine %{{[0-9]+}} : f32
  %12 = dx.ddx.fine %6 : f32
  // CHECK: %{{[0-9]+}} = dx.ddy.fine %{{[0-9]+}} : f32
  %13 = dx.ddy.fine %6 : f32
  scf.if %arg1 {
    %true = arith.constant true
    // CHECK: dx.discard %true
    dx.discard %true
  }
  return %0 : vector<4xf32>
}
