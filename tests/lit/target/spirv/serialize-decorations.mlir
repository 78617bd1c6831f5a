// Decorations from attributes, including what MLIR 22 lacks (docs/spirv-beyond-mlir-22.md):
// `BufferBlock` structs in the Uniform storage class (Vulkan 1.0 storage
// buffers), `counter_buffer = @sym` as `OpDecorateId ... CounterBuffer`
// (SPV_GOOGLE_hlsl_functionality1), and `NonUniform` on values.

// RUN: %hlsl-translate --serialize-spirv %S/Inputs/buffer-block-counter.mlir -o %t.spv
// RUN: spirv-val --target-env vulkan1.0 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=BLOCK
// RUN: %hlsl-translate --deserialize-spirv %t.spv | FileCheck %s --check-prefix=BLOCK-BACK
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

// RUN: %hlsl-translate --serialize-spirv %S/Inputs/non-uniform.mlir -o %t.nu.spv
// RUN: spirv-val --target-env vulkan1.2 %t.nu.spv
// RUN: spirv-dis %t.nu.spv | FileCheck %s --check-prefix=NONUNIFORM
// RUN: %hlsl-translate --deserialize-spirv %t.nu.spv | FileCheck %s --check-prefix=NONUNIFORM-BACK
// RUN: %hlsl-translate --deserialize-spirv %t.nu.spv -o %t.nu.mlir
// RUN: %hlsl-translate --serialize-spirv %t.nu.mlir -o %t.nu.2.spv
// RUN: cmp %t.nu.spv %t.nu.2.spv

// BLOCK:      OpExtension "SPV_GOOGLE_hlsl_functionality1"
// BLOCK-DAG:  OpMemberDecorate %[[RO:.*]] 0 NonWritable
// BLOCK-DAG:  OpMemberDecorate %[[RO]] 0 Offset 0
// BLOCK-DAG:  OpDecorate %[[RO]] BufferBlock
// BLOCK-DAG:  OpDecorate %[[RW:.*]] BufferBlock
// BLOCK-DAG:  OpDecorate %[[CNT:.*]] Block
// BLOCK-DAG:  OpDecorateId %values CounterBuffer %values_counter
// BLOCK-DAG:  OpDecorate %values DescriptorSet 0
// BLOCK-DAG:  OpDecorate %values Binding 1
// BLOCK-DAG:  OpDecorate %values_counter DescriptorSet 0
// BLOCK-DAG:  OpDecorate %values_counter Binding 2
// BLOCK-DAG:  OpDecorate %input NonWritable
// BLOCK-DAG:  OpDecorate %input Restrict
// The counter variable comes first: an OpDecorateId operand is defined
// before the decorated variable.
// BLOCK:      %[[RO]] = OpTypeStruct %_runtimearr_float
// BLOCK:      %input = OpVariable %{{.*}} Uniform
// BLOCK:      %[[CNT]] = OpTypeStruct %uint
// BLOCK:      %values_counter = OpVariable %{{.*}} StorageBuffer
// BLOCK:      %[[RW]] = OpTypeStruct %_runtimearr_float
// BLOCK:      %values = OpVariable %{{.*}} Uniform

// BLOCK-BACK: spirv.GlobalVariable @input bind(0, 0) {non_writable, restrict} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>
// BLOCK-BACK: spirv.GlobalVariable @values_counter bind(0, 2) : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
// BLOCK-BACK: spirv.GlobalVariable @values bind(0, 1) {counter_buffer = @values_counter} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), BufferBlock>, Uniform>

// NONUNIFORM-DAG: OpCapability ShaderNonUniform
// NONUNIFORM-DAG: OpDecorate %[[INDEX:[0-9]+]] NonUniform
// NONUNIFORM-DAG: OpDecorate %[[CHAIN:[0-9]+]] NonUniform
// NONUNIFORM-DAG: OpDecorate %[[LOADED:[0-9]+]] NonUniform
// NONUNIFORM-DAG: OpDecorate %[[LOADED]] RelaxedPrecision
// NONUNIFORM:     %[[INDEX]] = OpLoad %uint
// NONUNIFORM:     %[[CHAIN]] = OpAccessChain
// NONUNIFORM:     %[[LOADED]] = OpLoad %float %[[CHAIN]]

// NONUNIFORM-BACK: spirv.Load "Input" %{{.*}} {non_uniform} : i32
// NONUNIFORM-BACK: spirv.AccessChain %{{.*}} {non_uniform} :
// NONUNIFORM-BACK: spirv.Load "StorageBuffer" %{{.*}} {non_uniform, relaxed_precision} : f32
