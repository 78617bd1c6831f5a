// wg-hlsl proposal 0015's tables, every row: each of the 40 HLSL objects converts to the
// dx type of the "DirectX Target Extension Types" table, and gets the DXIL
// record of the "DXIL Metadata" table and the two annotateHandle words of the
// "DXIL Binding Annotation" table (DXIL's choices where the proposal's tables
// differ: feedback textures are UAVs, a tbuffer's word 1 is its size, a
// RW multisample texture's record has no sample count).
//
// Records number each class from 0 in declaration order. Typed elements mix
// float, signed (IsSigned = 1, component type I32) and unsigned (U32) ones;
// struct elements report log2 of their alignment in bits 8-11 of word 0.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx --dx-resource-records | FileCheck %s

!S = !hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>
!C = !hlsl.struct<"C", (f32, f32)>
!P = !hlsl.struct<"P", (f16, vector<3xf32>, f64)>
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32

// CHECK: %Texture1D = dx.resource.handlefrombinding "Texture1D"[%{{.*}}] space(0) lower_bound(0) range_size(1) {dx.annotate_props = array<i32: 1, 1033>, dx.resource = #dx.resource<class = SRV, id = 0, name = "Texture1D", space = 0, lower_bound = 0, range_size = 1, kind = Texture1D, sample_count = 0, element_type = F32>} : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture1D>
%r0 = hlsl.handlefrombinding "Texture1D"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture1D<vector<4xf32>>

// CHECK: %Texture1DArray = dx.resource.handlefrombinding "Texture1DArray"[%{{.*}}] space(0) lower_bound(1) range_size(1) {dx.annotate_props = array<i32: 6, 1033>, dx.resource = #dx.resource<class = SRV, id = 1, name = "Texture1DArray", space = 0, lower_bound = 1, range_size = 1, kind = Texture1DArray, sample_count = 0, element_type = F32>} : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture1DArray>
%r1 = hlsl.handlefrombinding "Texture1DArray"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture1DArray<vector<4xf32>>

// CHECK: %Texture2D = dx.resource.handlefrombinding "Texture2D"[%{{.*}}] space(0) lower_bound(2) range_size(1) {dx.annotate_props = array<i32: 2, 1028>, dx.resource = #dx.resource<class = SRV, id = 2, name = "Texture2D", space = 0, lower_bound = 2, range_size = 1, kind = Texture2D, sample_count = 0, element_type = I32>} : !dx.Texture<vector<4xi32>, 0, 0, 1, Texture2D>
%r2 = hlsl.handlefrombinding "Texture2D"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2D<vector<4xsi32>>

// CHECK: %Texture2DArray = dx.resource.handlefrombinding "Texture2DArray"[%{{.*}}] space(0) lower_bound(3) range_size(1) {dx.annotate_props = array<i32: 7, 1033>, dx.resource = #dx.resource<class = SRV, id = 3, name = "Texture2DArray", space = 0, lower_bound = 3, range_size = 1, kind = Texture2DArray, sample_count = 0, element_type = F32>} : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2DArray>
%r3 = hlsl.handlefrombinding "Texture2DArray"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.Texture2DArray<vector<4xf32>>

// CHECK: %Texture2DMS = dx.resource.handlefrombinding "Texture2DMS"[%{{.*}}] space(0) lower_bound(4) range_size(1) {dx.annotate_props = array<i32: 3, 525321>, dx.resource = #dx.resource<class = SRV, id = 4, name = "Texture2DMS", space = 0, lower_bound = 4, range_size = 1, kind = Texture2DMS, sample_count = 8, element_type = F32>} : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMS>
%r4 = hlsl.handlefrombinding "Texture2DMS"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.Texture2DMS<vector<4xf32>, 8>

// CHECK: %Texture2DMSArray = dx.resource.handlefrombinding "Texture2DMSArray"[%{{.*}}] space(0) lower_bound(5) range_size(1) {dx.annotate_props = array<i32: 8, 262405>, dx.resource = #dx.resource<class = SRV, id = 5, name = "Texture2DMSArray", space = 0, lower_bound = 5, range_size = 1, kind = Texture2DMSArray, sample_count = 4, element_type = U32>} : !dx.MSTexture<i32, 0, 4, 0, Texture2DMSArray>
%r5 = hlsl.handlefrombinding "Texture2DMSArray"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2DMSArray<ui32, 4>

// CHECK: %Texture3D = dx.resource.handlefrombinding "Texture3D"[%{{.*}}] space(0) lower_bound(6) range_size(1) {dx.annotate_props = array<i32: 4, 1033>, dx.resource = #dx.resource<class = SRV, id = 6, name = "Texture3D", space = 0, lower_bound = 6, range_size = 1, kind = Texture3D, sample_count = 0, element_type = F32>} : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture3D>
%r6 = hlsl.handlefrombinding "Texture3D"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.Texture3D<vector<4xf32>>

// CHECK: %TextureCUBE = dx.resource.handlefrombinding "TextureCUBE"[%{{.*}}] space(0) lower_bound(7) range_size(1) {dx.annotate_props = array<i32: 5, 1033>, dx.resource = #dx.resource<class = SRV, id = 7, name = "TextureCUBE", space = 0, lower_bound = 7, range_size = 1, kind = TextureCUBE, sample_count = 0, element_type = F32>} : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBE>
%r7 = hlsl.handlefrombinding "TextureCUBE"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.TextureCUBE<vector<4xf32>>

// CHECK: %TextureCUBEArray = dx.resource.handlefrombinding "TextureCUBEArray"[%{{.*}}] space(0) lower_bound(8) range_size(1) {dx.annotate_props = array<i32: 9, 1033>, dx.resource = #dx.resource<class = SRV, id = 8, name = "TextureCUBEArray", space = 0, lower_bound = 8, range_size = 1, kind = TextureCUBEArray, sample_count = 0, element_type = F32>} : !dx.Texture<vector<4xf32>, 0, 0, 0, TextureCUBEArray>
%r8 = hlsl.handlefrombinding "TextureCUBEArray"[%c0] space(0) lower_bound(8) range_size(1) : !hlsl.TextureCUBEArray<vector<4xf32>>

// CHECK: %RWTexture1D = dx.resource.handlefrombinding "RWTexture1D"[%{{.*}}] space(0) lower_bound(9) range_size(1) {dx.annotate_props = array<i32: 4097, 1033>, dx.resource = #dx.resource<class = UAV, id = 0, name = "RWTexture1D", space = 0, lower_bound = 9, range_size = 1, kind = Texture1D, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 0, 0, Texture1D>
%r9 = hlsl.handlefrombinding "RWTexture1D"[%c0] space(0) lower_bound(9) range_size(1) : !hlsl.RWTexture1D<vector<4xf32>>

// CHECK: %RWTexture1DArray = dx.resource.handlefrombinding "RWTexture1DArray"[%{{.*}}] space(0) lower_bound(10) range_size(1) {dx.annotate_props = array<i32: 4102, 1033>, dx.resource = #dx.resource<class = UAV, id = 1, name = "RWTexture1DArray", space = 0, lower_bound = 10, range_size = 1, kind = Texture1DArray, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 0, 0, Texture1DArray>
%r10 = hlsl.handlefrombinding "RWTexture1DArray"[%c0] space(0) lower_bound(10) range_size(1) : !hlsl.RWTexture1DArray<vector<4xf32>>

// CHECK: %RWTexture2D = dx.resource.handlefrombinding "RWTexture2D"[%{{.*}}] space(0) lower_bound(11) range_size(1) {dx.annotate_props = array<i32: 4098, 520>, dx.resource = #dx.resource<class = UAV, id = 2, name = "RWTexture2D", space = 0, lower_bound = 11, range_size = 1, kind = Texture2D, globally_coherent = false, has_counter = false, rov = false, element_type = F16>} : !dx.Texture<vector<2xf16>, 1, 0, 0, Texture2D>
%r11 = hlsl.handlefrombinding "RWTexture2D"[%c0] space(0) lower_bound(11) range_size(1) : !hlsl.RWTexture2D<vector<2xf16>>

// CHECK: %RWTexture2DArray = dx.resource.handlefrombinding "RWTexture2DArray"[%{{.*}}] space(0) lower_bound(12) range_size(1) {dx.annotate_props = array<i32: 4103, 1033>, dx.resource = #dx.resource<class = UAV, id = 3, name = "RWTexture2DArray", space = 0, lower_bound = 12, range_size = 1, kind = Texture2DArray, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 0, 0, Texture2DArray>
%r12 = hlsl.handlefrombinding "RWTexture2DArray"[%c0] space(0) lower_bound(12) range_size(1) : !hlsl.RWTexture2DArray<vector<4xf32>>

// CHECK: %RWTexture2DMS = dx.resource.handlefrombinding "RWTexture2DMS"[%{{.*}}] space(0) lower_bound(13) range_size(1) {dx.annotate_props = array<i32: 4099, 132105>, dx.resource = #dx.resource<class = UAV, id = 4, name = "RWTexture2DMS", space = 0, lower_bound = 13, range_size = 1, kind = Texture2DMS, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.MSTexture<vector<4xf32>, 1, 2, 0, Texture2DMS>
%r13 = hlsl.handlefrombinding "RWTexture2DMS"[%c0] space(0) lower_bound(13) range_size(1) : !hlsl.RWTexture2DMS<vector<4xf32>, 2>

// CHECK: %RWTexture2DMSArray = dx.resource.handlefrombinding "RWTexture2DMSArray"[%{{.*}}] space(0) lower_bound(14) range_size(1) {dx.annotate_props = array<i32: 4104, 132105>, dx.resource = #dx.resource<class = UAV, id = 5, name = "RWTexture2DMSArray", space = 0, lower_bound = 14, range_size = 1, kind = Texture2DMSArray, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.MSTexture<vector<4xf32>, 1, 2, 0, Texture2DMSArray>
%r14 = hlsl.handlefrombinding "RWTexture2DMSArray"[%c0] space(0) lower_bound(14) range_size(1) : !hlsl.RWTexture2DMSArray<vector<4xf32>, 2>

// CHECK: %RWTexture3D = dx.resource.handlefrombinding "RWTexture3D"[%{{.*}}] space(0) lower_bound(15) range_size(1) {dx.annotate_props = array<i32: 4100, 1033>, dx.resource = #dx.resource<class = UAV, id = 6, name = "RWTexture3D", space = 0, lower_bound = 15, range_size = 1, kind = Texture3D, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 0, 0, Texture3D>
%r15 = hlsl.handlefrombinding "RWTexture3D"[%c0] space(0) lower_bound(15) range_size(1) : !hlsl.RWTexture3D<vector<4xf32>>

// CHECK: %RasterizerOrderedTexture1D = dx.resource.handlefrombinding "RasterizerOrderedTexture1D"[%{{.*}}] space(0) lower_bound(16) range_size(1) {dx.annotate_props = array<i32: 12289, 1033>, dx.resource = #dx.resource<class = UAV, id = 7, name = "RasterizerOrderedTexture1D", space = 0, lower_bound = 16, range_size = 1, kind = Texture1D, globally_coherent = false, has_counter = false, rov = true, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 1, 0, Texture1D>
%r16 = hlsl.handlefrombinding "RasterizerOrderedTexture1D"[%c0] space(0) lower_bound(16) range_size(1) : !hlsl.RasterizerOrderedTexture1D<vector<4xf32>>

// CHECK: %RasterizerOrderedTexture1DArray = dx.resource.handlefrombinding "RasterizerOrderedTexture1DArray"[%{{.*}}] space(0) lower_bound(17) range_size(1) {dx.annotate_props = array<i32: 12294, 1033>, dx.resource = #dx.resource<class = UAV, id = 8, name = "RasterizerOrderedTexture1DArray", space = 0, lower_bound = 17, range_size = 1, kind = Texture1DArray, globally_coherent = false, has_counter = false, rov = true, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 1, 0, Texture1DArray>
%r17 = hlsl.handlefrombinding "RasterizerOrderedTexture1DArray"[%c0] space(0) lower_bound(17) range_size(1) : !hlsl.RasterizerOrderedTexture1DArray<vector<4xf32>>

// CHECK: %RasterizerOrderedTexture2D = dx.resource.handlefrombinding "RasterizerOrderedTexture2D"[%{{.*}}] space(0) lower_bound(18) range_size(1) {dx.annotate_props = array<i32: 12290, 1033>, dx.resource = #dx.resource<class = UAV, id = 9, name = "RasterizerOrderedTexture2D", space = 0, lower_bound = 18, range_size = 1, kind = Texture2D, globally_coherent = false, has_counter = false, rov = true, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 1, 0, Texture2D>
%r18 = hlsl.handlefrombinding "RasterizerOrderedTexture2D"[%c0] space(0) lower_bound(18) range_size(1) : !hlsl.RasterizerOrderedTexture2D<vector<4xf32>>

// CHECK: %RasterizerOrderedTexture2DArray = dx.resource.handlefrombinding "RasterizerOrderedTexture2DArray"[%{{.*}}] space(0) lower_bound(19) range_size(1) {dx.annotate_props = array<i32: 12295, 1033>, dx.resource = #dx.resource<class = UAV, id = 10, name = "RasterizerOrderedTexture2DArray", space = 0, lower_bound = 19, range_size = 1, kind = Texture2DArray, globally_coherent = false, has_counter = false, rov = true, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 1, 0, Texture2DArray>
%r19 = hlsl.handlefrombinding "RasterizerOrderedTexture2DArray"[%c0] space(0) lower_bound(19) range_size(1) : !hlsl.RasterizerOrderedTexture2DArray<vector<4xf32>>

// CHECK: %RasterizerOrderedTexture3D = dx.resource.handlefrombinding "RasterizerOrderedTexture3D"[%{{.*}}] space(0) lower_bound(20) range_size(1) {dx.annotate_props = array<i32: 12292, 1033>, dx.resource = #dx.resource<class = UAV, id = 11, name = "RasterizerOrderedTexture3D", space = 0, lower_bound = 20, range_size = 1, kind = Texture3D, globally_coherent = false, has_counter = false, rov = true, element_type = F32>} : !dx.Texture<vector<4xf32>, 1, 1, 0, Texture3D>
%r20 = hlsl.handlefrombinding "RasterizerOrderedTexture3D"[%c0] space(0) lower_bound(20) range_size(1) : !hlsl.RasterizerOrderedTexture3D<vector<4xf32>>

// CHECK: %FeedbackTexture2D = dx.resource.handlefrombinding "FeedbackTexture2D"[%{{.*}}] space(0) lower_bound(21) range_size(1) {dx.annotate_props = array<i32: 4113, 0>, dx.resource = #dx.resource<class = UAV, id = 12, name = "FeedbackTexture2D", space = 0, lower_bound = 21, range_size = 1, kind = FeedbackTexture2D, globally_coherent = false, has_counter = false, rov = false, feedback_type = MinMip>} : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>
%r21 = hlsl.handlefrombinding "FeedbackTexture2D"[%c0] space(0) lower_bound(21) range_size(1) : !hlsl.FeedbackTexture2D<min_mip>

// CHECK: %FeedbackTexture2DArray = dx.resource.handlefrombinding "FeedbackTexture2DArray"[%{{.*}}] space(0) lower_bound(22) range_size(1) {dx.annotate_props = array<i32: 4114, 1>, dx.resource = #dx.resource<class = UAV, id = 13, name = "FeedbackTexture2DArray", space = 0, lower_bound = 22, range_size = 1, kind = FeedbackTexture2DArray, globally_coherent = false, has_counter = false, rov = false, feedback_type = MipRegionUsed>} : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2DArray>
%r22 = hlsl.handlefrombinding "FeedbackTexture2DArray"[%c0] space(0) lower_bound(22) range_size(1) : !hlsl.FeedbackTexture2DArray<mip_region_used>

// CHECK: %Buffer = dx.resource.handlefrombinding "Buffer"[%{{.*}}] space(0) lower_bound(23) range_size(1) {dx.annotate_props = array<i32: 10, 1029>, dx.resource = #dx.resource<class = SRV, id = 9, name = "Buffer", space = 0, lower_bound = 23, range_size = 1, kind = TypedBuffer, sample_count = 0, element_type = U32>} : !dx.TypedBuffer<vector<4xi32>, 0, 0, 0>
%r23 = hlsl.handlefrombinding "Buffer"[%c0] space(0) lower_bound(23) range_size(1) : !hlsl.Buffer<vector<4xui32>>

// CHECK: %RWBuffer = dx.resource.handlefrombinding "RWBuffer"[%{{.*}}] space(0) lower_bound(24) range_size(1) {dx.annotate_props = array<i32: 4106, 1033>, dx.resource = #dx.resource<class = UAV, id = 14, name = "RWBuffer", space = 0, lower_bound = 24, range_size = 1, kind = TypedBuffer, globally_coherent = false, has_counter = false, rov = false, element_type = F32>} : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
%r24 = hlsl.handlefrombinding "RWBuffer"[%c0] space(0) lower_bound(24) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>

// CHECK: %RasterizerOrderedBuffer = dx.resource.handlefrombinding "RasterizerOrderedBuffer"[%{{.*}}] space(0) lower_bound(25) range_size(1) {dx.annotate_props = array<i32: 12298, 260>, dx.resource = #dx.resource<class = UAV, id = 15, name = "RasterizerOrderedBuffer", space = 0, lower_bound = 25, range_size = 1, kind = TypedBuffer, globally_coherent = false, has_counter = false, rov = true, element_type = I32>} : !dx.TypedBuffer<i32, 1, 1, 1>
%r25 = hlsl.handlefrombinding "RasterizerOrderedBuffer"[%c0] space(0) lower_bound(25) range_size(1) : !hlsl.RasterizerOrderedBuffer<si32>

// CHECK: %ByteAddressBuffer = dx.resource.handlefrombinding "ByteAddressBuffer"[%{{.*}}] space(0) lower_bound(26) range_size(1) {dx.annotate_props = array<i32: 11, 0>, dx.resource = #dx.resource<class = SRV, id = 10, name = "ByteAddressBuffer", space = 0, lower_bound = 26, range_size = 1, kind = RawBuffer, sample_count = 0>} : !dx.RawBuffer<i8, 0, 0>
%r26 = hlsl.handlefrombinding "ByteAddressBuffer"[%c0] space(0) lower_bound(26) range_size(1) : !hlsl.ByteAddressBuffer

// CHECK: %RWByteAddressBuffer = dx.resource.handlefrombinding "RWByteAddressBuffer"[%{{.*}}] space(0) lower_bound(27) range_size(1) {dx.annotate_props = array<i32: 4107, 0>, dx.resource = #dx.resource<class = UAV, id = 16, name = "RWByteAddressBuffer", space = 0, lower_bound = 27, range_size = 1, kind = RawBuffer, globally_coherent = false, has_counter = false, rov = false>} : !dx.RawBuffer<i8, 1, 0>
%r27 = hlsl.handlefrombinding "RWByteAddressBuffer"[%c0] space(0) lower_bound(27) range_size(1) : !hlsl.RWByteAddressBuffer

// CHECK: %RasterizerOrderedByteAddressBuffer = dx.resource.handlefrombinding "RasterizerOrderedByteAddressBuffer"[%{{.*}}] space(0) lower_bound(28) range_size(1) {dx.annotate_props = array<i32: 12299, 0>, dx.resource = #dx.resource<class = UAV, id = 17, name = "RasterizerOrderedByteAddressBuffer", space = 0, lower_bound = 28, range_size = 1, kind = RawBuffer, globally_coherent = false, has_counter = false, rov = true>} : !dx.RawBuffer<i8, 1, 1>
%r28 = hlsl.handlefrombinding "RasterizerOrderedByteAddressBuffer"[%c0] space(0) lower_bound(28) range_size(1) : !hlsl.RasterizerOrderedByteAddressBuffer

// CHECK: %StructuredBuffer = dx.resource.handlefrombinding "StructuredBuffer"[%{{.*}}] space(0) lower_bound(29) range_size(1) {dx.annotate_props = array<i32: 1036, 32>, dx.resource = #dx.resource<class = SRV, id = 11, name = "StructuredBuffer", space = 0, lower_bound = 29, range_size = 1, kind = StructuredBuffer, sample_count = 0, stride = 32>} : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 0, 0>
%r29 = hlsl.handlefrombinding "StructuredBuffer"[%c0] space(0) lower_bound(29) range_size(1) : !hlsl.StructuredBuffer<!S>

// CHECK: %RWStructuredBuffer = dx.resource.handlefrombinding "RWStructuredBuffer"[%{{.*}}] space(0) lower_bound(30) range_size(1) {dx.annotate_props = array<i32: 4108, 12>, dx.resource = #dx.resource<class = UAV, id = 18, name = "RWStructuredBuffer", space = 0, lower_bound = 30, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = false, rov = false, stride = 12>} : !dx.RawBuffer<vector<3xf32>, 1, 0>
%r30 = hlsl.handlefrombinding "RWStructuredBuffer"[%c0] space(0) lower_bound(30) range_size(1) : !hlsl.RWStructuredBuffer<vector<3xf32>>

// CHECK: %RasterizerOrderedStructuredBuffer = dx.resource.handlefrombinding "RasterizerOrderedStructuredBuffer"[%{{.*}}] space(0) lower_bound(31) range_size(1) {dx.annotate_props = array<i32: 13068, 24>, dx.resource = #dx.resource<class = UAV, id = 19, name = "RasterizerOrderedStructuredBuffer", space = 0, lower_bound = 31, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = false, rov = true, stride = 24>} : !dx.RawBuffer<!hlsl.struct<"P", (f16, vector<3xf32>, f64)>, 1, 1>
%r31 = hlsl.handlefrombinding "RasterizerOrderedStructuredBuffer"[%c0] space(0) lower_bound(31) range_size(1) : !hlsl.RasterizerOrderedStructuredBuffer<!P>

// CHECK: %AppendStructuredBuffer = dx.resource.handlefrombinding "AppendStructuredBuffer"[%{{.*}}] space(0) lower_bound(32) range_size(1) {dx.annotate_props = array<i32: 4108, 4>, dx.resource = #dx.resource<class = UAV, id = 20, name = "AppendStructuredBuffer", space = 0, lower_bound = 32, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = false, rov = false, stride = 4>} : !dx.RawBuffer<f32, 1, 0>
%r32 = hlsl.handlefrombinding "AppendStructuredBuffer"[%c0] space(0) lower_bound(32) range_size(1) : !hlsl.AppendStructuredBuffer<f32>

// CHECK: %ConsumeStructuredBuffer = dx.resource.handlefrombinding "ConsumeStructuredBuffer"[%{{.*}}] space(0) lower_bound(33) range_size(1) {dx.annotate_props = array<i32: 4108, 16>, dx.resource = #dx.resource<class = UAV, id = 21, name = "ConsumeStructuredBuffer", space = 0, lower_bound = 33, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = false, rov = false, stride = 16>} : !dx.RawBuffer<vector<2xi64>, 1, 0>
%r33 = hlsl.handlefrombinding "ConsumeStructuredBuffer"[%c0] space(0) lower_bound(33) range_size(1) : !hlsl.ConsumeStructuredBuffer<vector<2xi64>>

// CHECK: %cbuffer = dx.resource.handlefrombinding "cbuffer"[%{{.*}}] space(0) lower_bound(34) range_size(1) {dx.annotate_props = array<i32: 13, 8>, dx.resource = #dx.resource<class = CBuffer, id = 0, name = "cbuffer", space = 0, lower_bound = 34, range_size = 1, size = 8>} : !dx.CBuffer<!hlsl.struct<"C", (f32, f32)>>
%r34 = hlsl.handlefrombinding "cbuffer"[%c0] space(0) lower_bound(34) range_size(1) : !hlsl.cbuffer<!C>

// CHECK: %ConstantBuffer = dx.resource.handlefrombinding "ConstantBuffer"[%{{.*}}] space(0) lower_bound(35) range_size(1) {dx.annotate_props = array<i32: 13, 32>, dx.resource = #dx.resource<class = CBuffer, id = 1, name = "ConstantBuffer", space = 0, lower_bound = 35, range_size = 1, size = 32>} : !dx.CBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>>
%r35 = hlsl.handlefrombinding "ConstantBuffer"[%c0] space(0) lower_bound(35) range_size(1) : !hlsl.ConstantBuffer<!S>

// CHECK: %tbuffer = dx.resource.handlefrombinding "tbuffer"[%{{.*}}] space(0) lower_bound(36) range_size(1) {dx.annotate_props = array<i32: 15, 8>, dx.resource = #dx.resource<class = SRV, id = 12, name = "tbuffer", space = 0, lower_bound = 36, range_size = 1, kind = TBuffer, sample_count = 0, element_type = U32>} : !dx.TBuffer<!hlsl.struct<"C", (f32, f32)>>
%r36 = hlsl.handlefrombinding "tbuffer"[%c0] space(0) lower_bound(36) range_size(1) : !hlsl.tbuffer<!C>

// CHECK: %TextureBuffer = dx.resource.handlefrombinding "TextureBuffer"[%{{.*}}] space(0) lower_bound(37) range_size(1) {dx.annotate_props = array<i32: 15, 32>, dx.resource = #dx.resource<class = SRV, id = 13, name = "TextureBuffer", space = 0, lower_bound = 37, range_size = 1, kind = TBuffer, sample_count = 0, element_type = U32>} : !dx.TBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>>
%r37 = hlsl.handlefrombinding "TextureBuffer"[%c0] space(0) lower_bound(37) range_size(1) : !hlsl.TextureBuffer<!S>

// CHECK: %SamplerState = dx.resource.handlefrombinding "SamplerState"[%{{.*}}] space(0) lower_bound(38) range_size(1) {dx.annotate_props = array<i32: 14, 0>, dx.resource = #dx.resource<class = Sampler, id = 0, name = "SamplerState", space = 0, lower_bound = 38, range_size = 1, sampler_type = Default>} : !dx.Sampler<Default>
%r38 = hlsl.handlefrombinding "SamplerState"[%c0] space(0) lower_bound(38) range_size(1) : !hlsl.SamplerState

// CHECK: %SamplerComparisonState = dx.resource.handlefrombinding "SamplerComparisonState"[%{{.*}}] space(0) lower_bound(39) range_size(1) {dx.annotate_props = array<i32: 32782, 0>, dx.resource = #dx.resource<class = Sampler, id = 1, name = "SamplerComparisonState", space = 0, lower_bound = 39, range_size = 1, sampler_type = Comparison>} : !dx.Sampler<Comparison>
%r39 = hlsl.handlefrombinding "SamplerComparisonState"[%c0] space(0) lower_bound(39) range_size(1) : !hlsl.SamplerComparisonState
