// The subgroup ops of SPV_KHR_shader_ballot and SPV_AMD_shader_ballot that MLIR 22
// lacks (docs/spirv-beyond-mlir-22.md): spirv.KHR.SubgroupFirstInvocation,
// spirv.KHR.SubgroupReadInvocation and the eight spirv.AMD.Group*NonUniform
// reductions and scans, written like MLIR's spirv.GroupIAdd. glslang emits them
// for GL_ARB_shader_ballot and GL_AMD_shader_ballot. Custom and generic forms
// read back (shader-ballot-ops-invalid.mlir has the diagnostics); the binary,
// with the capabilities and extensions glslang declares, passes spirv-val, and serialize -> deserialize -> serialize is a fixed point.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env vulkan1.1 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=DIS
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

// MLIR 22 knows none of them.
// REQUIRES: mlir-opt
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: custom op 'spirv.KHR.SubgroupFirstInvocation' is unknown

// CHECK-LABEL: spirv.func @ballot
// CHECK: spirv.KHR.SubgroupFirstInvocation %{{.*}} : f32
// CHECK: spirv.KHR.SubgroupReadInvocation %{{.*}}, %{{.*}} : vector<4xf32>, i32
// CHECK: spirv.AMD.GroupFAddNonUniform <Subgroup> <Reduce> %{{.*}} : f32
// CHECK: spirv.AMD.GroupFMaxNonUniform <Subgroup> <InclusiveScan> %{{.*}} : vector<2xf32>
// CHECK: spirv.AMD.GroupFMinNonUniform <Subgroup> <ExclusiveScan> %{{.*}} : f32
// CHECK: spirv.AMD.GroupIAddNonUniform <Subgroup> <Reduce> %{{.*}} : i32
// CHECK: spirv.AMD.GroupSMaxNonUniform <Subgroup> <Reduce> %{{.*}} : si32
// CHECK: spirv.AMD.GroupSMinNonUniform <Subgroup> <Reduce> %{{.*}} : vector<3xsi32>
// CHECK: spirv.AMD.GroupUMaxNonUniform <Subgroup> <Reduce> %{{.*}} : i32
// CHECK: spirv.AMD.GroupUMinNonUniform <Subgroup> <Reduce> %{{.*}} : i32

// DIS-DAG: OpCapability SubgroupBallotKHR
// DIS-DAG: OpExtension "SPV_KHR_shader_ballot"
// DIS-DAG: OpExtension "SPV_AMD_shader_ballot"
// DIS: OpSubgroupFirstInvocationKHR %float
// DIS: OpSubgroupReadInvocationKHR %v4float
// DIS: OpGroupFAddNonUniformAMD %float %{{.*}} Reduce
// DIS: OpGroupFMaxNonUniformAMD %v2float %{{.*}} InclusiveScan
// DIS: OpGroupFMinNonUniformAMD %float %{{.*}} ExclusiveScan
// DIS: OpGroupIAddNonUniformAMD %{{u?int}}
// DIS: OpGroupSMaxNonUniformAMD %{{u?int}}
// DIS: OpGroupSMinNonUniformAMD %{{v3u?int}}
// DIS: OpGroupUMaxNonUniformAMD %{{u?int}}
// DIS: OpGroupUMinNonUniformAMD %{{u?int}}

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Groups, SubgroupBallotKHR], [SPV_AMD_shader_ballot, SPV_KHR_shader_ballot]> {
  spirv.func @ballot(%f: f32, %v4: vector<4xf32>, %i: i32, %v2: vector<2xf32>, %s: si32, %s3: vector<3xsi32>, %u: i32) "None" {
    %0 = spirv.KHR.SubgroupFirstInvocation %f : f32
    %1 = spirv.KHR.SubgroupReadInvocation %v4, %i : vector<4xf32>, i32
    %2 = spirv.AMD.GroupFAddNonUniform <Subgroup> <Reduce> %f : f32
    %3 = spirv.AMD.GroupFMaxNonUniform <Subgroup> <InclusiveScan> %v2 : vector<2xf32>
    %4 = spirv.AMD.GroupFMinNonUniform <Subgroup> <ExclusiveScan> %f : f32
    %5 = spirv.AMD.GroupIAddNonUniform <Subgroup> <Reduce> %i : i32
    %6 = spirv.AMD.GroupSMaxNonUniform <Subgroup> <Reduce> %s : si32
    %7 = spirv.AMD.GroupSMinNonUniform <Subgroup> <Reduce> %s3 : vector<3xsi32>
    %8 = spirv.AMD.GroupUMaxNonUniform <Subgroup> <Reduce> %u : i32
    %9 = spirv.AMD.GroupUMinNonUniform <Subgroup> <Reduce> %i : i32
    spirv.Return
  }
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
