// A descriptor array indexed with a non-uniform index (Vulkan 1.2).
!buffers = !spirv.ptr<!spirv.rtarray<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>>, StorageBuffer>

spirv.module Logical GLSL450 requires #spirv.vce<v1.5, [Shader, ShaderNonUniform, RuntimeDescriptorArray, StorageBufferArrayNonUniformIndexing], []> {
  spirv.GlobalVariable @buffers bind(0, 0) : !buffers
  spirv.GlobalVariable @index built_in("LocalInvocationIndex") : !spirv.ptr<i32, Input>
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %index_ptr = spirv.mlir.addressof @index : !spirv.ptr<i32, Input>
    %i = spirv.Load "Input" %index_ptr {non_uniform} : i32
    %buffers = spirv.mlir.addressof @buffers : !buffers
    %p = spirv.AccessChain %buffers[%i, %zero, %zero] {non_uniform} : !buffers, i32, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %p {non_uniform, relaxed_precision} : f32
    spirv.Store "StorageBuffer" %p, %v : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @buffers, @index
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
