// The rows of wg-hlsl proposal 0015's table with no SPIR-V form for a compute shader:
// sampler feedback textures (DXC does not implement them; SPIR-V has no
// sampler feedback), and rasterizer ordered views, whose accesses need
// fragment shader interlock, which only fragment shaders have. Each is a
// diagnostic at the resource.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" --verify-diagnostics
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" --verify-diagnostics

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{resource 'Feedback' of type '!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>' cannot be lowered to SPIR-V: sampler feedback textures have no SPIR-V form}}
  %f = hlsl.handlefrombinding "Feedback"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.FeedbackTexture2D<min_mip>
  // expected-error @+1 {{resource 'FeedbackArray' of type '!hlsl.handle<uav, none, dim = 2d, array, feedback = mip_region_used>' cannot be lowered to SPIR-V: sampler feedback textures have no SPIR-V form}}
  %fa = hlsl.handlefrombinding "FeedbackArray"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.FeedbackTexture2DArray<mip_region_used>
  // expected-error @+1 {{resource 'ROV1D' of type '!hlsl.handle<uav, vector<4xf32>, dim = 1d, rov>' is a rasterizer ordered view: its accesses lower inside BeginInvocationInterlockEXT/EndInvocationInterlockEXT (SPV_EXT_fragment_shader_interlock), which only fragment shaders have, and the compute entry point '@main' reaches it}}
  %r1 = hlsl.handlefrombinding "ROV1D"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RasterizerOrderedTexture1D<vector<4xf32>>
  // expected-error @+1 {{resource 'ROV1DArray' of type '!hlsl.handle<uav, vector<4xf32>, dim = 1d, array, rov>' is a rasterizer ordered view}}
  %r2 = hlsl.handlefrombinding "ROV1DArray"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RasterizerOrderedTexture1DArray<vector<4xf32>>
  // expected-error @+1 {{resource 'ROV2D' of type '!hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>' is a rasterizer ordered view}}
  %r3 = hlsl.handlefrombinding "ROV2D"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RasterizerOrderedTexture2D<vector<4xf32>>
  // expected-error @+1 {{resource 'ROV2DArray' of type '!hlsl.handle<uav, vector<4xf32>, dim = 2d, array, rov>' is a rasterizer ordered view}}
  %r4 = hlsl.handlefrombinding "ROV2DArray"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.RasterizerOrderedTexture2DArray<vector<4xf32>>
  // expected-error @+1 {{resource 'ROV3D' of type '!hlsl.handle<uav, vector<4xf32>, dim = 3d, rov>' is a rasterizer ordered view}}
  %r5 = hlsl.handlefrombinding "ROV3D"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.RasterizerOrderedTexture3D<vector<4xf32>>
  // expected-error @+1 {{resource 'ROVBuffer' of type '!hlsl.handle<uav, vector<4xf32>, dim = buffer, rov>' is a rasterizer ordered view}}
  %r6 = hlsl.handlefrombinding "ROVBuffer"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.RasterizerOrderedBuffer<vector<4xf32>>
  // expected-error @+1 {{resource 'ROVBytes' of type '!hlsl.handle<uav, i8, rov, raw>' is a rasterizer ordered view}}
  %r7 = hlsl.handlefrombinding "ROVBytes"[%c0] space(0) lower_bound(8) range_size(1) : !hlsl.RasterizerOrderedByteAddressBuffer
  // expected-error @+1 {{resource 'ROVStructured' of type '!hlsl.handle<uav, f32, rov, raw>' is a rasterizer ordered view}}
  %r8 = hlsl.handlefrombinding "ROVStructured"[%c0] space(0) lower_bound(9) range_size(1) : !hlsl.RasterizerOrderedStructuredBuffer<f32>
  return
}
