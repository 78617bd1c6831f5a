// Entry points of the three stages with what each may do: a vertex shader
// with its system values and user semantics, a pixel shader with implicit
// level-of-detail sampling, derivatives, discard, rasterizer-ordered views
// and sampler feedback (also through a helper it calls), and a compute
// shader with groupshared memory, barriers and wave operations. Everything
// verifies and prints back; the generic form keeps the semantics in
// arg_attrs / res_attrs.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s | %hlsl-opt | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @vs(%arg0: i32 {hlsl.semantic = "SV_VertexID"}, %arg1: i32 {hlsl.semantic = "SV_InstanceID"}, %arg2: vector<3xf32> {hlsl.semantic = "POSITION"}) -> (vector<4xf32> {hlsl.semantic = "SV_Position"}, vector<2xf32> {hlsl.semantic = "TEXCOORD0"}) attributes {hlsl.shader = "vertex"}
// GENERIC: "func.func"() <{arg_attrs = [{hlsl.semantic = "SV_VertexID"}, {hlsl.semantic = "SV_InstanceID"}, {hlsl.semantic = "POSITION"}], function_type = (i32, i32, vector<3xf32>) -> (vector<4xf32>, vector<2xf32>), res_attrs = [{hlsl.semantic = "SV_Position"}, {hlsl.semantic = "TEXCOORD0"}], sym_name = "vs"}> ({
func.func @vs(%id: i32 {hlsl.semantic = "SV_VertexID"}, %instance: i32 {hlsl.semantic = "SV_InstanceID"}, %p: vector<3xf32> {hlsl.semantic = "POSITION"})
    -> (vector<4xf32> {hlsl.semantic = "SV_Position"}, vector<2xf32> {hlsl.semantic = "TEXCOORD0"}) attributes {hlsl.shader = "vertex"} {
  %one = arith.constant 1.0 : f32
  %x = vector.extract %p[0] : f32 from vector<3xf32>
  %y = vector.extract %p[1] : f32 from vector<3xf32>
  %z = vector.extract %p[2] : f32 from vector<3xf32>
  %pos = vector.from_elements %x, %y, %z, %one : vector<4xf32>
  %uv = vector.from_elements %x, %y : vector<2xf32>
  return %pos, %uv : vector<4xf32>, vector<2xf32>
}

// A helper of the pixel shader: its ops are checked against the stages of
// the entry points that call it.
func.func private @shade(%uv: vector<2xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %tex = hlsl.handlefrombinding "Albedo"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %smp = hlsl.handlefrombinding "Linear"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
  // CHECK: hlsl.texture.sample %Albedo[%{{.*}}] sampler(%Linear) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
  %c = hlsl.texture.sample %tex[%uv] sampler(%smp) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  return %c : vector<4xf32>
}

// CHECK-LABEL: func.func @ps(%arg0: vector<4xf32> {hlsl.semantic = "SV_Position"}, %arg1: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}, %arg2: i1 {hlsl.semantic = "SV_IsFrontFace"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target0"}, vector<4xi32> {hlsl.semantic = "SV_Target3"}, f32 {hlsl.semantic = "SV_Depth"}) attributes {hlsl.shader = "pixel"}
func.func @ps(%pos: vector<4xf32> {hlsl.semantic = "SV_Position"}, %uv: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}, %front: i1 {hlsl.semantic = "SV_IsFrontFace"})
    -> (vector<4xf32> {hlsl.semantic = "SV_Target0"}, vector<4xi32> {hlsl.semantic = "SV_Target3"}, f32 {hlsl.semantic = "SV_Depth"})
    attributes {hlsl.shader = "pixel"} {
  %c0 = arith.constant 0 : i32
  %tex = hlsl.handlefrombinding "Albedo"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %shadow = hlsl.handlefrombinding "Shadow"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture2D<f32>
  %smp = hlsl.handlefrombinding "Linear"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
  %cmp = hlsl.handlefrombinding "Cmp"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
  %rov = hlsl.handlefrombinding "Accum"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RasterizerOrderedTexture2D<vector<4xf32>>
  %fb = hlsl.handlefrombinding "Feedback"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.FeedbackTexture2D<mip_region_used>
  %bias = arith.constant 0.5 : f32
  // CHECK: call @shade
  %a = func.call @shade(%uv) : (vector<2xf32>) -> vector<4xf32>
  // CHECK: hlsl.texture.sample_bias %Albedo[%{{.*}}] sampler(%Linear) bias(%{{.*}}) clamp(%{{.*}}) offset [1, 1]
  %b = hlsl.texture.sample_bias %tex[%uv] sampler(%smp) bias(%bias) clamp(%bias) offset [1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  // CHECK: hlsl.texture.sample_clamp %Albedo[%{{.*}}] sampler(%Linear) clamp(%{{.*}})
  %c = hlsl.texture.sample_clamp %tex[%uv] sampler(%smp) clamp(%bias) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  // CHECK: hlsl.texture.sample_cmp %Shadow[%{{.*}}] sampler(%Cmp) compare(%{{.*}}) :
  %d = hlsl.texture.sample_cmp %shadow[%uv] sampler(%cmp) compare(%bias) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
  // CHECK: hlsl.texture.sample_cmp_bias %Shadow[%{{.*}}] sampler(%Cmp) compare(%{{.*}}) bias(%{{.*}})
  %e = hlsl.texture.sample_cmp_bias %shadow[%uv] sampler(%cmp) compare(%bias) bias(%bias) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
  // CHECK: hlsl.texture.calculate_lod %Albedo[%{{.*}}] sampler(%Linear) unclamped : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>
  // GENERIC: "hlsl.texture.calculate_lod"(%{{.*}}, %{{.*}}, %{{.*}}) <{unclamped}> : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>) -> f32
  %lod = hlsl.texture.calculate_lod %tex[%uv] sampler(%smp) unclamped : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>
  // CHECK: hlsl.feedback.write %Feedback, %Albedo[%{{.*}}] sampler(%Linear) :
  hlsl.feedback.write %fb, %tex[%uv] sampler(%smp) : !hlsl.handle<uav, none, dim = 2d, feedback = mip_region_used>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
  // CHECK: hlsl.feedback.write_bias %Feedback, %Albedo[%{{.*}}] sampler(%Linear) bias(%{{.*}}) clamp(%{{.*}})
  hlsl.feedback.write_bias %fb, %tex[%uv] sampler(%smp) bias(%bias) clamp(%bias) : !hlsl.handle<uav, none, dim = 2d, feedback = mip_region_used>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
  // CHECK: hlsl.ddx %{{.*}} : vector<2xf32>
  %dx = hlsl.ddx %uv : vector<2xf32>
  // CHECK: hlsl.ddy_coarse %{{.*}} : vector<2xf32>
  %dy = hlsl.ddy_coarse %uv : vector<2xf32>
  // CHECK: hlsl.ddx_fine %{{.*}} : f32
  %fx = hlsl.ddx_fine %lod : f32
  %fy = hlsl.ddy_fine %lod : f32
  %dxc = hlsl.ddx_coarse %lod : f32
  %dyd = hlsl.ddy %lod : f32
  // CHECK: hlsl.quad.read_across y
  %q = hlsl.quad.read_across y %d : f32
  // Rasterizer-ordered views are pixel-shader resources.
  %xy = arith.constant dense<0> : vector<2xi32>
  // CHECK: hlsl.texture.load %Accum[%{{.*}}] : !hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>
  %old = hlsl.texture.load %rov[%xy] : !hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>, vector<2xi32> -> vector<4xf32>
  %sum = arith.addf %old, %a : vector<4xf32>
  hlsl.texture.store %sum, %rov[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>, vector<2xi32>
  // CHECK: scf.if %{{.*}} {
  // CHECK-NEXT: hlsl.discard
  // GENERIC: "hlsl.discard"() : () -> ()
  scf.if %front {
    hlsl.discard
  }
  %i = arith.constant dense<1> : vector<4xi32>
  return %b, %i, %e : vector<4xf32>, vector<4xi32>, f32
}

// CHECK: memref.global "private" @tile : memref<64xf32, 3>
memref.global "private" @tile : memref<64xf32, 3>

// CHECK-LABEL: func.func @cs() attributes {hlsl.numthreads = array<i32: 64, 1, 1>, hlsl.shader = "compute"}
func.func @cs() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %i = arith.index_cast %gi : i32 to index
  %tile = memref.get_global @tile : memref<64xf32, 3>
  %lane = hlsl.wave.lane_index
  %f = arith.uitofp %lane : i32 to f32
  memref.store %f, %tile[%i] : memref<64xf32, 3>
  // CHECK: hlsl.barrier group with_group_sync
  hlsl.barrier group with_group_sync
  hlsl.barrier all
  %v = memref.load %tile[%i] : memref<64xf32, 3>
  %s = hlsl.wave.reduce sum %v : f32
  %q = hlsl.quad.read_across x %s : f32
  return
}
