// QuadReadLaneAt of a lane that is not a constant is OpGroupNonUniformQuadBroadcast,
// whose index SPIR-V takes as a constant before 1.5: a diagnostic on a SPIR-V 1.3
// target, the broadcast on Vulkan 1.2 (SPIR-V 1.5) with the quad feature listed.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --convert-hlsl-to-spirv

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform, GroupNonUniformQuad], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @quad_lane(%v: i32, %lane: i32) -> i32 {
    // expected-error @+1 {{'hlsl.quad.read_lane_at' op a quad read of a lane that is not a constant needs SPIR-V 1.5, which target environment #spirv.vce<v1.3, [Shader, GroupNonUniform, GroupNonUniformQuad], []> does not allow}}
    %r = hlsl.quad.read_lane_at %v, %lane : i32
    return %r : i32
  }
}

// -----

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform, GroupNonUniformQuad], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @quad_lane(%v: i32, %lane: i32) -> i32 {
    %r = hlsl.quad.read_lane_at %v, %lane : i32
    return %r : i32
  }
}
