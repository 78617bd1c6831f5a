// Verifier and parser diagnostics of the SPV_ARM_graph ops and the !spirv.arm.tensor
// type, with MLIR 22's wording. mlir-opt-22 reports the same: see
// upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op type of argument #0 must be a TensorArmType, but got 'i32'}}
  spirv.ARM.Graph @scalar_argument(%arg0 : i32) -> !spirv.arm.tensor<4xi8> {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : !spirv.arm.tensor<4xi8>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op type of result #1 must be a TensorArmType, but got 'f32'}}
  spirv.ARM.Graph @scalar_result(%arg0 : !spirv.arm.tensor<4xi8>) -> (!spirv.arm.tensor<4xi8>, f32) {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @no_result(%arg0 : !spirv.arm.tensor<4xi8>) -> () {
    // expected-error @+1 {{expected ':'}}
    spirv.ARM.GraphOutputs
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @too_few_outputs(%arg0 : !spirv.arm.tensor<4xi8>) -> (!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>) {
    // expected-error @+1 {{'spirv.ARM.GraphOutputs' op is returning 1 value(s) but enclosing spirv.ARM.Graph requires 2 result(s)}}
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @wrong_output(%arg0 : !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi16> {
    // expected-error @+1 {{type of return operand 0 ('!spirv.arm.tensor<4xi8>') doesn't match graph result type ('!spirv.arm.tensor<4xi16>')}}
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op arguments may only have dialect attributes}}
  spirv.ARM.Graph @plain_argument_attribute(%arg0 : !spirv.arm.tensor<4xi8> {foo}) -> !spirv.arm.tensor<4xi8> {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.func @constant_in_function() "None" {
    // expected-error @+1 {{'spirv.ARM.GraphConstant' op failed to verify that op must appear in a spirv.ARM.Graph op's block}}
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : !spirv.arm.tensor<4xi8>
    spirv.Return
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @scalar_constant() -> !spirv.arm.tensor<4xi8> {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : i32
    // expected-error @+1 {{type of return operand 0 ('i32') doesn't match graph result type ('!spirv.arm.tensor<4xi8>')}}
    spirv.ARM.GraphOutputs %0 : i32
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.func @outputs_in_function(%arg0 : !spirv.arm.tensor<4xi8>) "None" {
    // expected-error @+1 {{'spirv.ARM.GraphOutputs' op failed to verify that op must appear in a spirv.ARM.Graph op's block}}
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.ARM.Graph @outside_module(%arg0 : !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> {
  spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  spirv.ARM.Graph @g(%arg0 : !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> {
    // expected-error @+1 {{'spirv.ARM.GraphEntryPoint' op failed to verify that op must appear in a module-like op's block}}
    spirv.ARM.GraphEntryPoint @g
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{expected attribute value}}
  spirv.ARM.GraphEntryPoint g
}

// -----

// expected-error @+1 {{arm.tensors do not support rank zero}}
spirv.GlobalVariable @rank_zero : !spirv.ptr<!spirv.arm.tensor<i8>, UniformConstant>

// -----

// expected-error @+1 {{arm.tensors do not support zero dimensions}}
spirv.GlobalVariable @zero_dimension : !spirv.ptr<!spirv.arm.tensor<2x0xi8>, UniformConstant>

// -----

// expected-error @+1 {{arm.tensor shape dimensions must be either fully dynamic or completed shaped}}
spirv.GlobalVariable @partly_dynamic : !spirv.ptr<!spirv.arm.tensor<2x?xi8>, UniformConstant>

// -----

spirv.GlobalVariable @vector_element : !spirv.ptr<!spirv.arm.tensor<2xvector<2xi8>>, UniformConstant>

// -----

// expected-error @+1 {{arm.tensors do not support rank zero}}
spirv.GlobalVariable @no_shape : !spirv.ptr<!spirv.arm.tensor<>, UniformConstant>

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op there should be at least one result}}
  spirv.ARM.Graph @no_result_declaration(!spirv.arm.tensor<4xi8>) -> ()
}
