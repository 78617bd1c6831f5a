// The Intel vendor ops in kernels. The installed SPIRV-Tools may predate these
// extensions, so the two binaries are compared through our deserializer:
// mlir-translate-22's binary reads back to the same module as ours, mlir-translate-22
// reads ours, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: diff %t.back.mlir %t.from-theirs.mlir
// mlir-translate-22 reads our binary (its printed SubgroupBlockWrite lacks the storage
// class its parser needs, so the text goes no further).
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM-COUNT-2: spirv.INTEL.SubgroupBlockRead
// UPSTREAM-COUNT-2: spirv.INTEL.SubgroupBlockWrite %
// UPSTREAM-COUNT-2: spirv.INTEL.ConvertFToBF16
// UPSTREAM-COUNT-2: spirv.INTEL.ConvertBF16ToF
// UPSTREAM-COUNT-2: spirv.INTEL.RoundFToTF32
// UPSTREAM: spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|UniformMemory>
// UPSTREAM: spirv.INTEL.ControlBarrierWait <Workgroup> <Device> <Release|WorkgroupMemory>

// CHECK: %{{.*}} = spirv.INTEL.SubgroupBlockRead %{{.*}} : !spirv.ptr<i32, CrossWorkgroup> -> i32
// CHECK: %{{.*}} = spirv.INTEL.SubgroupBlockRead %{{.*}} : !spirv.ptr<i32, CrossWorkgroup> -> vector<2xi32>
// CHECK: spirv.INTEL.SubgroupBlockWrite %{{.*}}, %{{.*}} : i32
// CHECK: spirv.INTEL.SubgroupBlockWrite %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: %{{.*}} = spirv.INTEL.ConvertFToBF16 %{{.*}} : f32 to i16
// CHECK: %{{.*}} = spirv.INTEL.ConvertFToBF16 %{{.*}} : vector<4xf32> to vector<4xi16>
// CHECK: %{{.*}} = spirv.INTEL.ConvertBF16ToF %{{.*}} : i16 to f32
// CHECK: %{{.*}} = spirv.INTEL.ConvertBF16ToF %{{.*}} : vector<4xi16> to vector<4xf32>
// CHECK: %{{.*}} = spirv.INTEL.RoundFToTF32 %{{.*}} : f32 to f32
// CHECK: %{{.*}} = spirv.INTEL.RoundFToTF32 %{{.*}} : vector<4xf32> to vector<4xf32>
// CHECK: spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|UniformMemory>
// CHECK: spirv.INTEL.ControlBarrierWait <Workgroup> <Device> <Release|WorkgroupMemory>

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int16, SubgroupBufferBlockIOINTEL, Bfloat16ConversionINTEL, TensorFloat32RoundingINTEL, SplitBarrierINTEL], [SPV_INTEL_subgroups, SPV_INTEL_bfloat16_conversion, SPV_INTEL_tensor_float32_conversion, SPV_INTEL_split_barrier]> {
  spirv.func @blocks(%p: !spirv.ptr<i32, CrossWorkgroup>, %v: i32, %vv: vector<2xi32>) "None" {
    %0 = spirv.INTEL.SubgroupBlockRead %p : !spirv.ptr<i32, CrossWorkgroup> -> i32
    %1 = spirv.INTEL.SubgroupBlockRead %p : !spirv.ptr<i32, CrossWorkgroup> -> vector<2xi32>
    spirv.INTEL.SubgroupBlockWrite "CrossWorkgroup" %p, %v : i32
    spirv.INTEL.SubgroupBlockWrite "CrossWorkgroup" %p, %vv : vector<2xi32>
    spirv.Return
  }
  spirv.func @conversions(%f: f32, %v: vector<4xf32>, %h: i16, %hv: vector<4xi16>) "None" {
    %0 = spirv.INTEL.ConvertFToBF16 %f : f32 to i16
    %1 = spirv.INTEL.ConvertFToBF16 %v : vector<4xf32> to vector<4xi16>
    %2 = spirv.INTEL.ConvertBF16ToF %h : i16 to f32
    %3 = spirv.INTEL.ConvertBF16ToF %hv : vector<4xi16> to vector<4xf32>
    %4 = spirv.INTEL.RoundFToTF32 %f : f32 to f32
    %5 = spirv.INTEL.RoundFToTF32 %v : vector<4xf32> to vector<4xf32>
    spirv.Return
  }
  spirv.func @barriers() "None" {
    spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|UniformMemory>
    spirv.INTEL.ControlBarrierWait <Workgroup> <Device> <Release|WorkgroupMemory>
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @blocks
  spirv.EntryPoint "Kernel" @conversions
  spirv.EntryPoint "Kernel" @barriers
}
