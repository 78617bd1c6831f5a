// Handle ops map one to one: explicit and implicit bindings, resource arrays
// (range_size N; 0, unbounded, becomes LLVM's -1), non-uniform indices, the
// descriptor heaps, and globallycoherent, which the dx type does not carry.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx --dx-resource-records | FileCheck %s --check-prefix=RECORD

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%i = "foo.index"() : () -> i32

// Texture2D<float4> Textures[8] : register(t4, space2), indexed non-uniformly.
// CHECK: %Textures = dx.resource.handlefrombinding "Textures"[%{{[^ ]+}}] space(2) lower_bound(4) range_size(8) non_uniform : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
// RECORD: %Textures = {{.*}} {dx.annotate_props = array<i32: 2, 1033>, dx.resource = #dx.resource<class = SRV, id = 0, name = "Textures", space = 2, lower_bound = 4, range_size = 8, kind = Texture2D, sample_count = 0, element_type = F32>}
%textures = hlsl.handlefrombinding "Textures"[%i] space(2) lower_bound(4) range_size(8) non_uniform : !hlsl.Texture2D<vector<4xf32>>

// RWBuffer<uint> All[] : register(u0, space1): unbounded.
// CHECK: %All = dx.resource.handlefrombinding "All"[%{{[^ ]+}}] space(1) lower_bound(0) range_size(-1) : !dx.TypedBuffer<i32, 1, 0, 0>
// RECORD: %All = {{.*}} {dx.annotate_props = array<i32: 4106, 261>, dx.resource = #dx.resource<class = UAV, id = 0, name = "All", space = 1, lower_bound = 0, range_size = -1, kind = TypedBuffer, globally_coherent = false, has_counter = false, rov = false, element_type = U32>}
%all = hlsl.handlefrombinding "All"[%i] space(1) lower_bound(0) range_size(0) : !hlsl.RWBuffer<ui32>

// globallycoherent RWByteAddressBuffer Shared (implicit): bit 14 of word 0.
// CHECK: %Shared = dx.resource.handlefromimplicitbinding "Shared"[%{{[^ ]+}}] order_id(0) space(0) range_size(1) globally_coherent : !dx.RawBuffer<i8, 1, 0>
// RECORD: %Shared = dx.resource.handlefrombinding "Shared"[%{{[^ ]+}}] space(0) lower_bound(0) range_size(1) globally_coherent {dx.annotate_props = array<i32: 20491, 0>, dx.resource = #dx.resource<class = UAV, id = 1, name = "Shared", space = 0, lower_bound = 0, range_size = 1, kind = RawBuffer, globally_coherent = true, has_counter = false, rov = false>}
%shared = hlsl.handlefromimplicitbinding "Shared"[%c0] order_id(0) space(0) range_size(1) : !hlsl.handle<uav, i8, raw, coherent>

// Implicit arrays in two spaces.
// CHECK: %Samplers = dx.resource.handlefromimplicitbinding "Samplers"[%{{[^ ]+}}] order_id(1) space(0) range_size(-1) : !dx.Sampler<Default>
// RECORD: %Samplers = {{.*}} dx.resource = #dx.resource<class = Sampler, id = 0, name = "Samplers", space = 0, lower_bound = 0, range_size = -1, sampler_type = Default>}
%samplers = hlsl.handlefromimplicitbinding "Samplers"[%i] order_id(1) space(0) range_size(0) : !hlsl.SamplerState
// CHECK: %More = dx.resource.handlefromimplicitbinding "More"[%{{[^ ]+}}] order_id(2) space(2) range_size(4) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
// RECORD: %More = {{.*}} dx.resource = #dx.resource<class = SRV, id = 1, name = "More", space = 2, lower_bound = 0, range_size = 4,
%more = hlsl.handlefromimplicitbinding "More"[%i] order_id(2) space(2) range_size(4) : !hlsl.Texture2D<vector<4xf32>>

// ResourceDescriptorHeap[i] and SamplerDescriptorHeap[i]: no binding, no
// record, only the property words.
// CHECK: %{{[^ ]+}} = dx.handle.fromHeap [%{{[^ ]+}}] non_uniform : !dx.RawBuffer<vector<4xf32>, 1, 0>
// RECORD: dx.handle.fromHeap [%{{[^ ]+}}] non_uniform {dx.annotate_props = array<i32: 4108, 16>} : !dx.RawBuffer<vector<4xf32>, 1, 0>
%heap = hlsl.handlefromheap [%i] non_uniform : !hlsl.RWStructuredBuffer<vector<4xf32>>
// CHECK: %{{[^ ]+}} = dx.handle.fromHeap [%{{[^ ]+}}] : !dx.Sampler<Comparison>
// RECORD: dx.handle.fromHeap [%{{[^ ]+}}] {dx.annotate_props = array<i32: 32782, 0>} : !dx.Sampler<Comparison>
%heap_sampler = hlsl.handlefromheap [%c0] : !hlsl.SamplerComparisonState
"foo.index_use"(%i) : (i32) -> ()
