// Stage inputs and outputs a target cannot express, each a diagnostic naming the entry
// point and the capability: SV_SampleIndex needs SampleRateShading, SV_PrimitiveID in a
// pixel shader Geometry, 16-bit inputs and outputs StorageInputOutput16 (optional
// device features the Vulkan presets leave out).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --convert-hlsl-to-spirv="target-env=vulkan1.3"

// expected-error @+1 {{entry point '@ps' cannot be lowered to SPIR-V: SV_SampleIndex needs capability SampleRateShading, which target environment vulkan1.3 does not allow}}
func.func @ps(%s: i32 {hlsl.semantic = "SV_SampleIndex"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target"}) attributes {hlsl.shader = "pixel"} {
  %v = arith.constant dense<1.0> : vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// expected-error @+1 {{entry point '@ps' cannot be lowered to SPIR-V: SV_PrimitiveID in a pixel shader needs capability Geometry, which target environment vulkan1.3 does not allow}}
func.func @ps(%p: i32 {hlsl.semantic = "SV_PrimitiveID"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target"}) attributes {hlsl.shader = "pixel"} {
  %v = arith.constant dense<1.0> : vector<4xf32>
  return %v : vector<4xf32>
}

// -----

// expected-error @+1 {{entry point '@vs' cannot be lowered to SPIR-V: a 16-bit stage input or output needs capability StorageInputOutput16, which target environment vulkan1.3 does not allow}}
func.func @vs(%c: i16 {hlsl.semantic = "COLOR"}) -> (vector<4xf32> {hlsl.semantic = "SV_Position"}) attributes {hlsl.shader = "vertex"} {
  %v = arith.constant dense<1.0> : vector<4xf32>
  return %v : vector<4xf32>
}
