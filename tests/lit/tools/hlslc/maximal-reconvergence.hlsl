// -fspv-enable-maximal-reconvergence: the entry point gets the
// MaximallyReconvergesKHR execution mode and the module the
// SPV_KHR_maximal_reconvergence extension, as DXC does; without the option,
// neither. (The installed SPIRV-Tools predates the execution mode, so the
// binary is checked by reading it back.)

// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 -fspv-enable-maximal-reconvergence %s | FileCheck %s
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 -fspv-enable-maximal-reconvergence -Fo %t.spv %s
// RUN: %hlsl-translate --deserialize-spirv %t.spv | FileCheck %s
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 %s | FileCheck %s --check-prefix=DEFAULT

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<{{.*}}SPV_KHR_maximal_reconvergence
// CHECK: spirv.ExecutionMode @main "MaximallyReconvergesKHR"
// DEFAULT-NOT: SPV_KHR_maximal_reconvergence
// DEFAULT-NOT: MaximallyReconvergesKHR

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = id.x * 2;
}
