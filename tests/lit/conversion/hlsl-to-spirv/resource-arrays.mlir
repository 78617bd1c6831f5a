// Unbounded resource arrays, non-uniform indices and descriptor heaps
// (docs/lowering-hlsl-to-spirv.md "Resource arrays"): range_size 0 is a
// !spirv.rtarray of resources (RuntimeDescriptorArray); a non_uniform index
// puts NonUniform on the access chain and every access through it
// (ShaderNonUniform and the array kind's *ArrayNonUniformIndexing);
// ResourceDescriptorHeap / SamplerDescriptorHeap are DXC's emulated heaps,
// one unbounded array per resource type, all at the heap's binding (the
// first free binding of set 0, the sampler heap the next one). Counters of
// an array of buffers are an array of counters. These need features Vulkan
// leaves optional, so the target lists them. spirv-val accepts the result.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=BINARY

// The `non_uniform` attribute is the NonUniform decoration in the binary.
// BINARY: OpCapability RuntimeDescriptorArray
// BINARY: OpDecorate %{{.+}} NonUniform

// SPIR-V 1.4 for CounterBuffer; descriptor indexing is core only in 1.5.
// CHECK: requires #spirv.vce<v1.4, [Shader, RuntimeDescriptorArray, ShaderNonUniform, StorageBufferArrayNonUniformIndexing, SampledImageArrayNonUniformIndexing, Matrix], [SPV_EXT_descriptor_indexing]>
// CHECK-NEXT: spirv.GlobalVariable @Buffers bind(2, 0) {counter_buffer = @Buffers_counter} : !spirv.ptr<!spirv.rtarray<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @Buffers_counter bind(2, 1) : !spirv.ptr<!spirv.rtarray<!spirv.struct<(i32 [0]), Block>>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @ResourceDescriptorHeap bind(0, 0) : !spirv.ptr<!spirv.rtarray<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @ResourceDescriptorHeap_0 bind(0, 0) : !spirv.ptr<!spirv.rtarray<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), Block>>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @SamplerDescriptorHeap bind(0, 1) : !spirv.ptr<!spirv.rtarray<!spirv.sampler>, UniformConstant>

// CHECK-LABEL: spirv.func @main() "None"
// CHECK: %[[BUFFERS:.+]] = spirv.mlir.addressof @Buffers
// CHECK-NEXT: %[[BUFFER:.+]] = spirv.AccessChain %[[BUFFERS]][%[[I:.+]]] {non_uniform} : {{.*}} -> !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>
// CHECK-NEXT: %[[COUNTERS:.+]] = spirv.mlir.addressof @Buffers_counter
// CHECK-NEXT: spirv.AccessChain %[[COUNTERS]][%[[I]]] {non_uniform}
// CHECK: spirv.AccessChain %[[BUFFER]][%{{.+}}, %{{.+}}] {non_uniform} : {{.*}} -> !spirv.ptr<vector<4xf32>, StorageBuffer>
// CHECK: %[[HEAP:.+]] = spirv.mlir.addressof @ResourceDescriptorHeap
// CHECK-NEXT: %[[TEX:.+]] = spirv.AccessChain %[[HEAP]][%{{.+}}] {non_uniform}
// CHECK: spirv.Load "UniformConstant" %[[TEX]] {non_uniform}

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, RuntimeDescriptorArray, ShaderNonUniform, StorageBufferArrayNonUniformIndexing, SampledImageArrayNonUniformIndexing], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %i = hlsl.system_value "SV_GroupIndex" : i32
    %buffers = hlsl.handlefromimplicitbinding "Buffers"[%i] order_id(0) space(2) range_size(0) non_uniform : !hlsl.RWStructuredBuffer<vector<4xf32>>
    %counter = hlsl.counterhandlefromimplicitbinding %buffers order_id(1) space(2) : !hlsl.RWStructuredBuffer<vector<4xf32>>
    %n = hlsl.updatecounter %counter delta(1) : !hlsl.handle<uav, vector<4xf32>, raw, counter>
    %v = hlsl.buffer.load %buffers[%n] : !hlsl.handle<uav, vector<4xf32>, raw> -> vector<4xf32>
    %tex = hlsl.handlefromheap [%i] non_uniform : !hlsl.Texture2D<vector<4xf32>>
    %words = hlsl.handlefromheap [%c0] : !hlsl.StructuredBuffer<f32>
    %smp = hlsl.handlefromheap [%c0] : !hlsl.SamplerState
    %half = arith.constant 0.5 : f32
    %uv = vector.broadcast %half : f32 to vector<2xf32>
    %zero = arith.constant 0.0 : f32
    %t = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%zero) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
    %w = hlsl.buffer.load %words[%i] : !hlsl.handle<srv, f32, raw> -> f32
    %wv = vector.broadcast %w : f32 to vector<4xf32>
    %s = arith.addf %v, %t : vector<4xf32>
    %r = arith.addf %s, %wv : vector<4xf32>
    hlsl.buffer.store %r, %buffers[%i] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
    return
  }
}
