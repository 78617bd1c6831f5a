// Vertex and pixel entry points to SPIR-V (DXC's forms,
// https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst): each
// argument an Input variable and each result an Output variable (system values as
// built-ins, SV_Target<n> at Location n, user semantics at Locations by declaration
// order, integer pixel inputs Flat), loaded where the function starts and stored where
// it returns; Vertex and Fragment (OriginUpperLeft, DepthReplacing for SV_Depth) entry
// points. In the pixel shader: implicit-LOD sampling (Sample, SampleBias, SampleCmp,
// SampleCmpBias), CalculateLevelOfDetail[Unclamped] and the six derivatives. Every
// preset validates.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.1" | %hlsl-translate --serialize-spirv -o %t.v11.spv && spirv-val --target-env vulkan1.1 %t.v11.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv

// CHECK: requires #spirv.vce<v1.0, [Shader, ImageQuery, DerivativeControl, Matrix], []>
// CHECK: spirv.GlobalVariable @__builtin__VertexIndex__ built_in("VertexIndex") : !spirv.ptr<i32, Input>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__InstanceIndex__ built_in("InstanceIndex") : !spirv.ptr<i32, Input>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__Position__ built_in("Position") : !spirv.ptr<vector<4xf32>, Output>
// CHECK-NEXT: spirv.GlobalVariable @out.var.TEXCOORD0 {location = 0 : i32} : !spirv.ptr<vector<2xf32>, Output>
// CHECK-NEXT: spirv.GlobalVariable @out.var.MATERIAL {location = 1 : i32} : !spirv.ptr<i32, Output>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__FragCoord__ built_in("FragCoord") : !spirv.ptr<vector<4xf32>, Input>
// CHECK-NEXT: spirv.GlobalVariable @in.var.TEXCOORD0 {location = 0 : i32} : !spirv.ptr<vector<2xf32>, Input>
// CHECK-NEXT: spirv.GlobalVariable @in.var.MATERIAL {flat, location = 1 : i32} : !spirv.ptr<i32, Input>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__FrontFacing__ built_in("FrontFacing") : !spirv.ptr<i1, Input>
// CHECK-NEXT: spirv.GlobalVariable @out.var.SV_Target0 {location = 0 : i32} : !spirv.ptr<vector<4xf32>, Output>
// CHECK-NEXT: spirv.GlobalVariable @out.var.SV_Target1 {location = 1 : i32} : !spirv.ptr<f32, Output>
// CHECK-NEXT: spirv.GlobalVariable @__builtin__FragDepth__ built_in("FragDepth") : !spirv.ptr<f32, Output>

// CHECK-LABEL: spirv.func @vs() "None"
// CHECK-NEXT: %[[VI:.+]] = spirv.mlir.addressof @__builtin__VertexIndex__
// CHECK-NEXT: %[[ID:.+]] = spirv.Load "Input" %[[VI]] : i32
// CHECK-NEXT: %[[II:.+]] = spirv.mlir.addressof @__builtin__InstanceIndex__
// CHECK-NEXT: %[[INSTANCE:.+]] = spirv.Load "Input" %[[II]] : i32
// CHECK: spirv.BitwiseAnd %[[ID]]
// CHECK: %[[POS:.+]] = spirv.mlir.addressof @__builtin__Position__
// CHECK-NEXT: spirv.Store "Output" %[[POS]], %{{.+}} : vector<4xf32>
// CHECK: %[[MAT:.+]] = spirv.mlir.addressof @out.var.MATERIAL
// CHECK-NEXT: spirv.Store "Output" %[[MAT]], %[[INSTANCE]] : i32
// CHECK-NEXT: spirv.Return

// CHECK-LABEL: spirv.func @ps() "None"
// CHECK: %[[UV:.+]] = spirv.Load "Input" %{{.+}} : vector<2xf32>
// CHECK: %[[S0:.+]] = spirv.ImageSampleImplicitLod %{{.+}}, %[[UV]]  : {{.*}}, vector<2xf32> -> vector<4xf32>
// CHECK: spirv.ImageSampleImplicitLod %{{.+}}, %[[UV]] ["ConstOffset"], %{{.+}} : {{.*}}, vector<2xf32>, vector<2xsi32> -> vector<4xf32>
// CHECK: spirv.ImageSampleImplicitLod %{{.+}}, %[[UV]] ["Bias"], %{{.+}} : {{.*}}, vector<2xf32>, f32 -> vector<4xf32>
// CHECK: spirv.ImageSampleDrefImplicitLod %{{.+}}, %[[UV]], %{{.+}}  : {{.*}}, vector<2xf32>, f32 -> f32
// CHECK: spirv.ImageSampleDrefImplicitLod %{{.+}}, %[[UV]], %{{.+}} ["Bias"], %{{.+}} : {{.*}}, vector<2xf32>, f32, f32 -> f32
// CHECK: %[[Q0:.+]] = spirv.ImageQueryLod %{{.+}}, %[[UV]] : {{.*}}, vector<2xf32> -> vector<2xf32>
// CHECK-NEXT: spirv.CompositeExtract %[[Q0]][0 : i32] : vector<2xf32>
// CHECK: %[[Q1:.+]] = spirv.ImageQueryLod %{{.+}}, %[[UV]]
// CHECK-NEXT: spirv.CompositeExtract %[[Q1]][1 : i32] : vector<2xf32>
// CHECK-NEXT: spirv.DPdx %[[UV]] : vector<2xf32>
// CHECK-NEXT: spirv.DPdy %{{.+}} : f32
// CHECK-NEXT: spirv.DPdxCoarse %[[UV]] : vector<2xf32>
// CHECK-NEXT: spirv.DPdyCoarse %[[UV]] : vector<2xf32>
// CHECK-NEXT: spirv.DPdxFine %[[UV]] : vector<2xf32>
// CHECK-NEXT: spirv.DPdyFine %{{.+}} : f32
// CHECK: spirv.Store "Output" %{{.+}}, %[[S0]] : vector<4xf32>
// CHECK: spirv.Store "Output" %{{.+}}, %{{.+}} : f32
// CHECK: spirv.Store "Output" %{{.+}}, %{{.+}} : f32
// CHECK-NEXT: spirv.Return

// CHECK: spirv.EntryPoint "Vertex" @vs, @__builtin__VertexIndex__, @__builtin__InstanceIndex__, @__builtin__Position__, @out.var.TEXCOORD0, @out.var.MATERIAL
// CHECK-NEXT: spirv.EntryPoint "Fragment" @ps, @__builtin__FragCoord__, @in.var.TEXCOORD0, @in.var.MATERIAL, @__builtin__FrontFacing__, @out.var.SV_Target0, @out.var.SV_Target1, @__builtin__FragDepth__
// CHECK-NEXT: spirv.ExecutionMode @ps "OriginUpperLeft"
// CHECK-NEXT: spirv.ExecutionMode @ps "DepthReplacing"

!tex = !hlsl.handle<srv, vector<4xf32>, dim = 2d>
!shadow = !hlsl.handle<srv, f32, dim = 2d>
!smp = !hlsl.handle<sampler, none>
!cmp = !hlsl.handle<sampler, none, comparison>
func.func @vs(%id: i32 {hlsl.semantic = "SV_VertexID"}, %instance: i32 {hlsl.semantic = "SV_InstanceID"}) -> (vector<4xf32> {hlsl.semantic = "SV_Position"}, vector<2xf32> {hlsl.semantic = "TEXCOORD0"}, i32 {hlsl.semantic = "MATERIAL"}) attributes {hlsl.shader = "vertex"} {
  %c1 = arith.constant 1 : i32
  %x = arith.andi %id, %c1 : i32
  %y0 = arith.shrui %id, %c1 : i32
  %y = arith.andi %y0, %c1 : i32
  %fx = arith.uitofp %x : i32 to f32
  %fy = arith.uitofp %y : i32 to f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %pos = vector.from_elements %fx, %fy, %zero, %one : vector<4xf32>
  %uv = vector.from_elements %fx, %fy : vector<2xf32>
  return %pos, %uv, %instance : vector<4xf32>, vector<2xf32>, i32
}
func.func @ps(%pos: vector<4xf32> {hlsl.semantic = "SV_Position"}, %uv: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}, %material: i32 {hlsl.semantic = "MATERIAL"}, %front: i1 {hlsl.semantic = "SV_IsFrontFace"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target0"}, f32 {hlsl.semantic = "SV_Target1"}, f32 {hlsl.semantic = "SV_Depth"}) attributes {hlsl.shader = "pixel"} {
  %c0 = arith.constant 0 : i32
  %bias = arith.constant 0.5 : f32
  %ref = arith.constant 0.25 : f32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %shadow = hlsl.handlefrombinding "Shadow"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture2D<f32>
  %smp = hlsl.handlefrombinding "Smp"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.SamplerState
  %cmp = hlsl.handlefrombinding "Cmp"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.SamplerComparisonState
  // Sample, Sample with an offset, SampleBias, SampleCmp, SampleCmpBias
  %s0 = hlsl.texture.sample %tex[%uv] sampler(%smp) : !tex, !smp, vector<2xf32> -> vector<4xf32>
  %s1 = hlsl.texture.sample %tex[%uv] sampler(%smp) offset [1, 0] : !tex, !smp, vector<2xf32> -> vector<4xf32>
  %s2 = hlsl.texture.sample_bias %tex[%uv] sampler(%smp) bias(%bias) : !tex, !smp, vector<2xf32> -> vector<4xf32>
  %s3 = hlsl.texture.sample_cmp %shadow[%uv] sampler(%cmp) compare(%ref) : !shadow, !cmp, vector<2xf32> -> f32
  %s4 = hlsl.texture.sample_cmp_bias %shadow[%uv] sampler(%cmp) compare(%ref) bias(%bias) : !shadow, !cmp, vector<2xf32> -> f32
  // CalculateLevelOfDetail, CalculateLevelOfDetailUnclamped
  %l0 = hlsl.texture.calculate_lod %tex[%uv] sampler(%smp) : !tex, !smp
  %l1 = hlsl.texture.calculate_lod %tex[%uv] sampler(%smp) unclamped : !tex, !smp
  // ddx, ddy, ddx_coarse, ddy_coarse, ddx_fine, ddy_fine
  %dx = hlsl.ddx %uv : vector<2xf32>
  %dy = hlsl.ddy %ref : f32
  %dxc = hlsl.ddx_coarse %uv : vector<2xf32>
  %dyc = hlsl.ddy_coarse %uv : vector<2xf32>
  %dxf = hlsl.ddx_fine %uv : vector<2xf32>
  %w = hlsl.ddy_fine %ref : f32
  %sum0 = arith.addf %s3, %s4 : f32
  %sum1 = arith.addf %sum0, %l0 : f32
  %sum2 = arith.addf %sum1, %l1 : f32
  %sum3 = arith.addf %sum2, %w : f32
  %sum4 = arith.addf %sum3, %dy : f32
  return %s0, %sum4, %ref : vector<4xf32>, f32, f32
}
