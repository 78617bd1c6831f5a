// Wave intrinsics on targets without the subgroup features they need: a diagnostic
// naming the capability (Vulkan 1.0 has no subgroups; Vulkan 1.1 to 1.3 have only the
// basic ones unless the target lists more).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --convert-hlsl-to-spirv="target-env=vulkan1.2"
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" 2>&1 | FileCheck %s --check-prefix=V10
// V10: error: 'hlsl.wave.lane_index' op a wave lane query or election needs capability GroupNonUniform, which target environment vulkan1.0 does not allow

func.func @sum(%v: i32) -> i32 {
  %lane = hlsl.wave.lane_index
  %x = arith.addi %v, %lane : i32
  // expected-error @+1 {{'hlsl.wave.reduce' op a wave reduction or prefix needs capability GroupNonUniformArithmetic, which target environment vulkan1.2 does not allow}}
  %s = hlsl.wave.reduce sum %x : i32
  return %s : i32
}

// -----

func.func @ballot(%b: i1) -> vector<4xi32> {
  // expected-error @+1 {{'hlsl.wave.ballot' op a wave ballot or broadcast needs capability GroupNonUniformBallot, which target environment vulkan1.2 does not allow}}
  %r = hlsl.wave.ballot %b
  return %r : vector<4xi32>
}

// -----

func.func @vote(%b: i1) -> i1 {
  // expected-error @+1 {{'hlsl.wave.any_true' op a wave vote needs capability GroupNonUniformVote, which target environment vulkan1.2 does not allow}}
  %r = hlsl.wave.any_true %b
  return %r : i1
}

// -----

func.func @shuffle(%v: i32, %lane: i32) -> i32 {
  // expected-error @+1 {{'hlsl.wave.read_lane_at' op a wave read of a lane that is not a constant needs capability GroupNonUniformShuffle, which target environment vulkan1.2 does not allow}}
  %r = hlsl.wave.read_lane_at %v, %lane : i32
  return %r : i32
}

// -----

func.func @quad(%v: i32) -> i32 {
  // expected-error @+1 {{'hlsl.quad.read_across' op a quad operation needs capability GroupNonUniformQuad, which target environment vulkan1.2 does not allow}}
  %r = hlsl.quad.read_across y %v : i32
  return %r : i32
}

