// The Intel vendor ops in MLIR 22's custom form: subgroup block reads and writes of
// scalars and vectors, the bfloat16 and tf32 conversions, and the split barrier.
// SubgroupBlockWrite prints as MLIR 22 prints it, without the storage class that
// MLIR 22's parser requires; ours reads both forms (docs/spirv-beyond-mlir-22.md), so
// upstream reads our generic form and we read either of its forms.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s | %hlsl-opt | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s --mlir-print-op-generic | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s --mlir-print-op-generic | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream-custom
// RUN: diff %t.ours-reads-upstream-custom %t.theirs.generic
// RUN: %hlsl-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-ours
// RUN: diff %t.ours-reads-ours %t.theirs.generic

// CHECK-LABEL: spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int16, SubgroupBufferBlockIOINTEL, Bfloat16ConversionINTEL, TensorFloat32RoundingINTEL, SplitBarrierINTEL], [SPV_INTEL_subgroups, SPV_INTEL_bfloat16_conversion, SPV_INTEL_tensor_float32_conversion, SPV_INTEL_split_barrier]> {
// CHECK-LABEL: spirv.func @blocks(%arg0: !spirv.ptr<i32, CrossWorkgroup>, %arg1: i32, %arg2: vector<2xi32>) "None" {
// CHECK-NEXT: %0 = spirv.INTEL.SubgroupBlockRead %arg0 : !spirv.ptr<i32, CrossWorkgroup> -> i32
// CHECK-NEXT: %1 = spirv.INTEL.SubgroupBlockRead %arg0 : !spirv.ptr<i32, CrossWorkgroup> -> vector<2xi32>
// CHECK-NEXT: spirv.INTEL.SubgroupBlockWrite %arg0, %arg1 : i32
// CHECK-NEXT: spirv.INTEL.SubgroupBlockWrite %arg0, %arg2 : vector<2xi32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @conversions(%arg0: f32, %arg1: vector<4xf32>, %arg2: i16, %arg3: vector<4xi16>) "None" {
// CHECK-NEXT: %0 = spirv.INTEL.ConvertFToBF16 %arg0 : f32 to i16
// CHECK-NEXT: %1 = spirv.INTEL.ConvertFToBF16 %arg1 : vector<4xf32> to vector<4xi16>
// CHECK-NEXT: %2 = spirv.INTEL.ConvertBF16ToF %arg2 : i16 to f32
// CHECK-NEXT: %3 = spirv.INTEL.ConvertBF16ToF %arg3 : vector<4xi16> to vector<4xf32>
// CHECK-NEXT: %4 = spirv.INTEL.RoundFToTF32 %arg0 : f32 to f32
// CHECK-NEXT: %5 = spirv.INTEL.RoundFToTF32 %arg1 {foo} : vector<4xf32> to vector<4xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @barriers() "None" {
// CHECK-NEXT: spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|UniformMemory>
// CHECK-NEXT: spirv.INTEL.ControlBarrierWait <Workgroup> <Device> <Release|WorkgroupMemory>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

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
    %5 = spirv.INTEL.RoundFToTF32 %v {foo} : vector<4xf32> to vector<4xf32>
    spirv.Return
  }
  spirv.func @barriers() "None" {
    spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <Acquire|UniformMemory>
    spirv.INTEL.ControlBarrierWait <Workgroup> <Device> <Release|WorkgroupMemory>
    spirv.Return
  }
}
