// dx-resource-records on dx IR: one record per resource, IDs per class in the
// order resources first appear, both annotate property words on every handle,
// and the module's list (SRVs, UAVs, CBVs, samplers).

// RUN: %hlsl-opt %s --allow-unregistered-dialect --dx-resource-records | FileCheck %s

// The module lists the records by class, then ID.
// CHECK: module attributes {dx.resources = [
// CHECK-SAME: #dx.resource<class = SRV, id = 0, name = "MS",
// CHECK-SAME: #dx.resource<class = SRV, id = 1, name = "TB",
// CHECK-SAME: #dx.resource<class = UAV, id = 0, name = "Out",
// CHECK-SAME: #dx.resource<class = UAV, id = 1, name = "Raw",
// CHECK-SAME: #dx.resource<class = CBuffer, id = 0, name = "CB",
// CHECK-SAME: #dx.resource<class = Sampler, id = 0, name = "S",
// CHECK-SAME: ]}

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32

// UAV 0: a structured buffer whose counter is updated, so it has a counter
// (word 0 bit 15) though no handle says so. Struct {float4, uint4}: stride 32,
// aligned to 16 (bits 8-11 hold log2 16 = 4).
// 12 | 4 << 8 | 1 << 12 | 1 << 15 = 37900.
%out = dx.resource.handlefrombinding "Out"[%c0] space(1) lower_bound(3) range_size(1) : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
%n = dx.resource.updatecounter %out delta(1) : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// CHECK: %Out = dx.resource.handlefrombinding "Out"{{.*}} {dx.annotate_props = array<i32: 37900, 32>, dx.resource = #dx.resource<class = UAV, id = 0, name = "Out", space = 1, lower_bound = 3, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = true, rov = false, stride = 32>}

// SRV 0: a multisampled texture array of 8 samples, unbounded: word 1 holds
// F32 (9) | 4 components << 8 | 8 samples << 16 = 525321.
%ms = dx.resource.handlefrombinding "MS"[%c1] space(2) lower_bound(0) range_size(-1) non_uniform : !dx.MSTexture<vector<4xf32>, 0, 8, 0, Texture2DMSArray>
// CHECK: %MS = dx.resource.handlefrombinding "MS"{{.*}} {dx.annotate_props = array<i32: 8, 525321>, dx.resource = #dx.resource<class = SRV, id = 0, name = "MS", space = 2, lower_bound = 0, range_size = -1, kind = Texture2DMSArray, sample_count = 8, element_type = F32>}

// UAV 1: globallycoherent RWByteAddressBuffer: 11 | 1 << 12 | 1 << 14 = 20491.
%raw = dx.resource.handlefrombinding "Raw"[%c0] space(0) lower_bound(0) range_size(1) globally_coherent : !dx.RawBuffer<i8, 1, 0>
// CHECK: %Raw = dx.resource.handlefrombinding "Raw"{{.*}} globally_coherent {dx.annotate_props = array<i32: 20491, 0>, dx.resource = #dx.resource<class = UAV, id = 1, name = "Raw", space = 0, lower_bound = 0, range_size = 1, kind = RawBuffer, globally_coherent = true, has_counter = false, rov = false>}

// CBV 0: the legacy layout of {float, float3, float2}: 4 + 12 bytes in row 0,
// the float2 in row 1: size 24.
%cb = dx.resource.handlefrombinding "CB"[%c0] space(0) lower_bound(0) range_size(1) : !dx.CBuffer<!hlsl.struct<"C", (f32, vector<3xf32>, vector<2xf32>)>>
// CHECK: %CB = dx.resource.handlefrombinding "CB"{{.*}} {dx.annotate_props = array<i32: 13, 24>, dx.resource = #dx.resource<class = CBuffer, id = 0, name = "CB", space = 0, lower_bound = 0, range_size = 1, size = 24>}

// Sampler 0: a comparison sampler (word 0 bit 15): 14 | 1 << 15 = 32782.
%s = dx.resource.handlefrombinding "S"[%c0] space(0) lower_bound(0) range_size(1) : !dx.Sampler<Comparison>
// CHECK: %S = dx.resource.handlefrombinding "S"{{.*}} {dx.annotate_props = array<i32: 32782, 0>, dx.resource = #dx.resource<class = Sampler, id = 0, name = "S", space = 0, lower_bound = 0, range_size = 1, sampler_type = Comparison>}

// A second handle of UAV 0 gets the same record.
%out2 = dx.resource.handlefrombinding "Out"[%c0] space(1) lower_bound(3) range_size(1) : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// CHECK: %Out_{{.*}} = dx.resource.handlefrombinding "Out"{{.*}} {dx.annotate_props = array<i32: 37900, 32>, dx.resource = #dx.resource<class = UAV, id = 0,

// SRV 1: a tbuffer: its record's element type is U32 and its word 1 its size.
%tb = dx.resource.handlefromimplicitbinding "TB"[%c0] order_id(0) space(0) range_size(1) : !dx.TBuffer<!hlsl.struct<"T", (vector<4xf32>, f32)>>
// CHECK: %TB = dx.resource.handlefrombinding "TB"[%{{.*}}] space(0) lower_bound(0) range_size(1) {dx.annotate_props = array<i32: 15, 20>, dx.resource = #dx.resource<class = SRV, id = 1, name = "TB", space = 0, lower_bound = 0, range_size = 1, kind = TBuffer, sample_count = 0, element_type = U32>}

// Heap handles have no record, only their property words: a ROV typed
// buffer of half4 (F16 = 8): 10 | 1 << 12 | 1 << 13 = 12298, 8 | 4 << 8 = 1032.
%heap = dx.handle.fromHeap [%c1] : !dx.TypedBuffer<vector<4xf16>, 1, 1, 0>
// CHECK: %{{.*}} = dx.handle.fromHeap [%{{.*}}] {dx.annotate_props = array<i32: 12298, 1032>} : !dx.TypedBuffer<vector<4xf16>, 1, 1, 0>
