// HLSL's discard (and clip) in a pixel shader is OpDemoteToHelperInvocation: the
// invocation goes on as a helper, so the derivatives of its quad stay defined. It needs
// the DemoteToHelperInvocation capability: Vulkan 1.3 has it in core (SPIR-V 1.6); an
// older target must list it with SPV_EXT_demote_to_helper_invocation, else it is a
// diagnostic.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s --check-prefix=V13
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv
// RUN: sed -e 's/^func.func @ps/module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, DemoteToHelperInvocation], [SPV_EXT_demote_to_helper_invocation]>, api=Vulkan, #spirv.resource_limits<>>} {\nfunc.func @ps/' -e 's/^\/\/ END$/}/' %s | %hlsl-opt --convert-hlsl-to-spirv | FileCheck %s --check-prefix=EXT
// RUN: sed -e 's/^func.func @ps/module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, DemoteToHelperInvocation], [SPV_EXT_demote_to_helper_invocation]>, api=Vulkan, #spirv.resource_limits<>>} {\nfunc.func @ps/' -e 's/^\/\/ END$/}/' %s | %hlsl-opt --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.ext.spv && spirv-val --target-env vulkan1.2 %t.ext.spv
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" 2>&1 | FileCheck %s --check-prefix=V12

// V13: requires #spirv.vce<v1.0, [Shader, DemoteToHelperInvocation, Matrix], [SPV_EXT_demote_to_helper_invocation]>
// EXT: requires #spirv.vce<v1.0, [Shader, DemoteToHelperInvocation, Matrix], [SPV_EXT_demote_to_helper_invocation]>
// V13-LABEL: spirv.func @ps
// V13: spirv.FOrdLessThan
// V13: spirv.mlir.selection {
// V13: spirv.DemoteToHelperInvocation
// EXT: spirv.DemoteToHelperInvocation
// V12: error: 'hlsl.discard' op a discard (OpDemoteToHelperInvocation) needs capability DemoteToHelperInvocation, which target environment vulkan1.2 does not allow

// clip(alpha - 0.5): discard when negative.
func.func @ps(%alpha: f32 {hlsl.semantic = "ALPHA"}) -> (f32 {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
  %half = arith.constant 0.5 : f32
  %x = arith.subf %alpha, %half : f32
  %zero = arith.constant 0.0 : f32
  %negative = arith.cmpf olt, %x, %zero : f32
  scf.if %negative {
    hlsl.discard
  }
  %d = hlsl.ddx %alpha : f32
  return %d : f32
}
// END
