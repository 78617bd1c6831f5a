// Vulkan 1.0 storage buffers (BufferBlock in Uniform) with a counter buffer.
!rw = !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), BufferBlock>, Uniform>
!ro = !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>
!counter = !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class, SPV_GOOGLE_hlsl_functionality1]> {
  spirv.GlobalVariable @input bind(0, 0) {non_writable, restrict} : !ro
  spirv.GlobalVariable @values bind(0, 1) {counter_buffer = @values_counter} : !rw
  spirv.GlobalVariable @values_counter bind(0, 2) : !counter
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %counter = spirv.mlir.addressof @values_counter : !counter
    %slot = spirv.AccessChain %counter[%zero] : !counter, i32 -> !spirv.ptr<i32, StorageBuffer>
    %index = spirv.AtomicIAdd <Device> <None> %slot, %one : !spirv.ptr<i32, StorageBuffer>
    %input = spirv.mlir.addressof @input : !ro
    %src = spirv.AccessChain %input[%zero, %index] : !ro, i32, i32 -> !spirv.ptr<f32, Uniform>
    %v = spirv.Load "Uniform" %src : f32
    %values = spirv.mlir.addressof @values : !rw
    %dst = spirv.AccessChain %values[%zero, %index] : !rw, i32, i32 -> !spirv.ptr<f32, Uniform>
    spirv.Store "Uniform" %dst, %v : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
