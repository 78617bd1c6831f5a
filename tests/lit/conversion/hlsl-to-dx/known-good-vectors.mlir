// The known-good annotateHandle vectors of docs/dx-dialect.md (from LLVM's DirectX
// tests), reproduced exactly from HLSL handles, with the bindings of the
// handlefrombinding examples of LLVM's DXIL resource docs.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx --dx-resource-records | FileCheck %s

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32

// RWBuffer<float4> Buf : register(u5, space3)
// CHECK: %BufF4 = dx.resource.handlefrombinding "BufF4"[%{{.*}}] space(3) lower_bound(5) range_size(1) {dx.annotate_props = array<i32: 4106, 1033>
// CHECK-SAME: : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
%a = hlsl.handlefrombinding "BufF4"[%c0] space(3) lower_bound(5) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>

// RWBuffer<int> Buf : register(u7, space2)
// CHECK: %BufI = dx.resource.handlefrombinding "BufI"[%{{.*}}] space(2) lower_bound(7) range_size(1) {dx.annotate_props = array<i32: 4106, 260>
// CHECK-SAME: : !dx.TypedBuffer<i32, 1, 0, 1>
%b = hlsl.handlefrombinding "BufI"[%c0] space(2) lower_bound(7) range_size(1) : !hlsl.RWBuffer<si32>

// Buffer<uint4> Buf[24] : register(t3, space5)
// CHECK: %BufU4 = dx.resource.handlefrombinding "BufU4"[%{{.*}}] space(5) lower_bound(3) range_size(24) {dx.annotate_props = array<i32: 10, 1029>
// CHECK-SAME: range_size = 24, kind = TypedBuffer, sample_count = 0, element_type = U32>} : !dx.TypedBuffer<vector<4xi32>, 0, 0, 0>
%c = hlsl.handlefrombinding "BufU4"[%c0] space(5) lower_bound(3) range_size(24) : !hlsl.Buffer<vector<4xui32>>

// struct S { float4 a; uint4 b; }; StructuredBuffer<S> Buf : register(t2, space4)
// CHECK: %BufS = dx.resource.handlefrombinding "BufS"[%{{.*}}] space(4) lower_bound(2) range_size(1) {dx.annotate_props = array<i32: 1036, 32>
// CHECK-SAME: kind = StructuredBuffer, sample_count = 0, stride = 32>} : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 0, 0>
%d = hlsl.handlefrombinding "BufS"[%c0] space(4) lower_bound(2) range_size(1) : !hlsl.StructuredBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>>

// ByteAddressBuffer Buf : register(t8, space1)
// CHECK: %BufB = dx.resource.handlefrombinding "BufB"[%{{.*}}] space(1) lower_bound(8) range_size(1) {dx.annotate_props = array<i32: 11, 0>
// CHECK-SAME: kind = RawBuffer, sample_count = 0>} : !dx.RawBuffer<i8, 0, 0>
%e = hlsl.handlefrombinding "BufB"[%c0] space(1) lower_bound(8) range_size(1) : !hlsl.ByteAddressBuffer

// cbuffer CB : register(b0) { float x; float y; }  (8 bytes)
// CHECK: %CB = dx.resource.handlefrombinding "CB"[%{{.*}}] space(0) lower_bound(0) range_size(1) {dx.annotate_props = array<i32: 13, 8>
// CHECK-SAME: size = 8>} : !dx.CBuffer<!hlsl.struct<"CB", (f32, f32)>>
%f = hlsl.handlefrombinding "CB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!hlsl.struct<"CB", (f32, f32)>>
