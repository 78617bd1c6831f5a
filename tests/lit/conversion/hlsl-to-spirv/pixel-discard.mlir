// HLSL's discard (and clip) in a pixel shader is OpDemoteToHelperInvocation where the
// target allows the DemoteToHelperInvocation capability: the invocation goes on as a
// helper, so the derivatives of its quad stay defined. Vulkan 1.3 has it in core
// (SPIR-V 1.6); an older target may list it with SPV_EXT_demote_to_helper_invocation.
// Any other target gets OpKill (DXC's rule), which ends its block: the branch of the
// selection ends in spirv.Kill instead of branching to the merge (more cases in
// pixel-discard-kill.mlir).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s --check-prefix=V13
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv
// RUN: sed -e 's/^func.func @ps/module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, DemoteToHelperInvocation], [SPV_EXT_demote_to_helper_invocation]>, api=Vulkan, #spirv.resource_limits<>>} {\nfunc.func @ps/' -e 's/^\/\/ END$/}/' %s | %hlsl-opt --convert-hlsl-to-spirv | FileCheck %s --check-prefix=EXT
// RUN: sed -e 's/^func.func @ps/module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, DemoteToHelperInvocation], [SPV_EXT_demote_to_helper_invocation]>, api=Vulkan, #spirv.resource_limits<>>} {\nfunc.func @ps/' -e 's/^\/\/ END$/}/' %s | %hlsl-opt --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.ext.spv && spirv-val --target-env vulkan1.2 %t.ext.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefix=V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefix=V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv

// V13: requires #spirv.vce<v1.0, [Shader, DemoteToHelperInvocation, Matrix], [SPV_EXT_demote_to_helper_invocation]>
// EXT: requires #spirv.vce<v1.0, [Shader, DemoteToHelperInvocation, Matrix], [SPV_EXT_demote_to_helper_invocation]>
// V13-LABEL: spirv.func @ps
// V13: spirv.FOrdLessThan
// V13: spirv.mlir.selection {
// V13: spirv.DemoteToHelperInvocation
// EXT: spirv.DemoteToHelperInvocation
// V12: requires #spirv.vce<v1.0, [Shader, Matrix], []>
// V12-LABEL: spirv.func @ps
// V12: spirv.mlir.selection {
// V12-NEXT: spirv.BranchConditional %{{.+}}, ^[[THEN:bb[0-9]+]], ^[[MERGE:bb[0-9]+]]
// V12-NEXT: ^[[THEN]]:
// V12-NEXT: spirv.Kill
// V12-NEXT: ^[[MERGE]]:
// V12-NEXT: spirv.mlir.merge
// V12-NEXT: }
// V12-NEXT: spirv.DPdx
// V12-NOT: spirv.DemoteToHelperInvocation

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
