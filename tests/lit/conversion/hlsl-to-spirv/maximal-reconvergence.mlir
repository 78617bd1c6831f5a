// maximal-reconvergence=true gives every entry point the
// MaximallyReconvergesKHR execution mode; the target environment must allow
// SPV_KHR_maximal_reconvergence, which no Vulkan preset has in core.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="maximal-reconvergence=true" | FileCheck %s
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3 maximal-reconvergence=true" 2>&1 | FileCheck %s --check-prefix=PRESET

// CHECK: requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_maximal_reconvergence]>
// CHECK: spirv.ExecutionMode @main "LocalSize", 8, 1, 1
// CHECK-NEXT: spirv.ExecutionMode @main "MaximallyReconvergesKHR"
// PRESET: error: 'builtin.module' op maximal-reconvergence=true needs extension SPV_KHR_maximal_reconvergence, which target environment vulkan1.3 does not allow

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], [SPV_KHR_maximal_reconvergence]>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 1, 1>} {
    return
  }
}
