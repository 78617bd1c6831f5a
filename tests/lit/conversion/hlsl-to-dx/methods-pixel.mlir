// --convert-hlsl-to-dx on the pixel-stage ops: implicit level-of-detail
// sampling, CalculateLevelOfDetail, feedback writes from derivatives,
// derivatives (ddx/ddy are the coarse ones) and discard (dx.discard of true).

// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s

// CHECK-LABEL: func.func @ps
func.func @ps(%uv: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}, %front: i1 {hlsl.semantic = "SV_IsFrontFace"})
    -> (vector<4xf32> {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
  %c0 = arith.constant 0 : i32
  %bias = arith.constant 0.5 : f32
  %tex = hlsl.handlefrombinding "Albedo"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %shadow = hlsl.handlefrombinding "Shadow"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture2D<f32>
  %smp = hlsl.handlefrombinding "Linear"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
  %cmp = hlsl.handlefrombinding "Cmp"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
  %fb = hlsl.handlefrombinding "Feedback"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.FeedbackTexture2D<mip_region_used>
  // CHECK: %[[A:[0-9]+]] = dx.resource.sample %Albedo, %Linear[%arg0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  %a = hlsl.texture.sample %tex[%uv] sampler(%smp) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  // CHECK-NEXT: %[[C:[0-9]+]]:2 = dx.resource.sample %Albedo, %Linear[%arg0] clamp(%[[BIAS:[a-z0-9_]+]]) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>, i1
  // CHECK-NEXT: arith.extui %[[C]]#1 : i1 to i32
  %c, %cs = hlsl.texture.sample_clamp %tex[%uv] sampler(%smp) clamp(%bias) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>, i32
  // CHECK-NEXT: %[[B:[0-9]+]] = dx.resource.samplebias %Albedo, %Linear[%arg0] bias(%[[BIAS]]) clamp(%[[BIAS]]) offset [1, 1] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
  %b = hlsl.texture.sample_bias %tex[%uv] sampler(%smp) bias(%bias) clamp(%bias) offset [1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  // CHECK-NEXT: dx.resource.samplecmp %Shadow, %Cmp[%arg0] compare(%[[BIAS]]) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  %d = hlsl.texture.sample_cmp %shadow[%uv] sampler(%cmp) compare(%bias) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
  // CHECK-NEXT: dx.resource.samplecmpbias %Shadow, %Cmp[%arg0] compare(%[[BIAS]]) bias(%[[BIAS]]) clamp(%[[BIAS]]) : !dx.Texture<f32, 0, 0, 0, Texture2D>, !dx.Sampler<Comparison>, vector<2xf32> -> f32
  %e = hlsl.texture.sample_cmp_bias %shadow[%uv] sampler(%cmp) compare(%bias) bias(%bias) clamp(%bias) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32
  // CHECK-NEXT: %[[LOD:[0-9]+]] = dx.resource.calculate.lod %Albedo, %Linear[%arg0] unclamped : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  %lod = hlsl.texture.calculate_lod %tex[%uv] sampler(%smp) unclamped : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>
  // CHECK-NEXT: dx.resource.calculate.lod %Albedo, %Linear[%arg0] : !dx.Texture
  %lod2 = hlsl.texture.calculate_lod %tex[%uv] sampler(%smp) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>
  // CHECK-NEXT: dx.resource.writesamplerfeedback %Feedback, %Albedo, %Linear[%arg0] : !dx.FeedbackTexture<MipRegionUsed, FeedbackTexture2D>, !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32>
  hlsl.feedback.write %fb, %tex[%uv] sampler(%smp) : !hlsl.handle<uav, none, dim = 2d, feedback = mip_region_used>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
  // CHECK-NEXT: dx.resource.writesamplerfeedbackbias %Feedback, %Albedo, %Linear[%arg0] bias(%[[BIAS]]) clamp(%[[BIAS]]) :
  hlsl.feedback.write_bias %fb, %tex[%uv] sampler(%smp) bias(%bias) clamp(%bias) : !hlsl.handle<uav, none, dim = 2d, feedback = mip_region_used>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
  // CHECK-NEXT: dx.ddx.coarse %arg0 : vector<2xf32>
  %dx = hlsl.ddx %uv : vector<2xf32>
  // CHECK-NEXT: dx.ddy.coarse %arg0 : vector<2xf32>
  %dy = hlsl.ddy %uv : vector<2xf32>
  // CHECK-NEXT: dx.ddx.coarse %[[LOD]] : f32
  %cx = hlsl.ddx_coarse %lod : f32
  // CHECK-NEXT: dx.ddy.coarse %[[LOD]] : f32
  %cy = hlsl.ddy_coarse %lod : f32
  // CHECK-NEXT: dx.ddx.fine %[[LOD]] : f32
  %fx = hlsl.ddx_fine %lod : f32
  // CHECK-NEXT: dx.ddy.fine %[[LOD]] : f32
  %fy = hlsl.ddy_fine %lod : f32
  // CHECK: scf.if %arg1 {
  // CHECK-NEXT: %[[TRUE:.+]] = arith.constant true
  // CHECK-NEXT: dx.discard %[[TRUE]]
  scf.if %front {
    hlsl.discard
  }
  return %a : vector<4xf32>
}
