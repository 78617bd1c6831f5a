// Entry blocks that do not match their graph's signature, which only the generic form
// can write. MLIR 22 refuses these graphs' types before looking at their entry blocks
// (its generic form cannot give a graph type back: docs/spirv-beyond-mlir-22.md); the
// messages are those of MLIR 22's graph verifier.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op type of entry block argument #0('!spirv.arm.tensor<4xi16>') must match the type of the corresponding argument in graph signature('!spirv.arm.tensor<4xi8>')}}
  "spirv.ARM.Graph"() <{function_type = (!spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8>, sym_name = "entry_block"}> ({
  ^bb0(%arg0: !spirv.arm.tensor<4xi16>):
    "spirv.ARM.GraphOutputs"(%arg0) : (!spirv.arm.tensor<4xi16>) -> ()
  }) : () -> ()
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op entry block must have 1 arguments to match graph signature}}
  "spirv.ARM.Graph"() <{function_type = (!spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8>, sym_name = "entry_block_arity"}> ({
  ^bb0:
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : !spirv.arm.tensor<4xi8>
    "spirv.ARM.GraphOutputs"(%0) : (!spirv.arm.tensor<4xi8>) -> ()
  }) : () -> ()
}
