// Diagnostics of the SPV_KHR_shader_ballot and SPV_AMD_shader_ballot ops beyond
// MLIR 22: the invocation index is a 32-bit integer, and the AMD group ops take
// the scopes of MLIR's spirv.GroupIAdd.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

spirv.func @read_invocation_index(%v: f32, %i: i64) -> f32 "None" {
  // expected-error@+1 {{operand #1 must be Int32, but got 'i64'}}
  %0 = spirv.KHR.SubgroupReadInvocation %v, %i : f32, i64
  spirv.ReturnValue %0 : f32
}

// -----

spirv.func @amd_scope(%i: i32) -> i32 "None" {
  // expected-error@+1 {{execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.AMD.GroupIAddNonUniform <Device> <Reduce> %i : i32
  spirv.ReturnValue %0 : i32
}
