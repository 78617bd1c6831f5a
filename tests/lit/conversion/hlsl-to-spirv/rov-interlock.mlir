// Rasterizer-ordered views in a pixel shader: the ROV types lower as their RW forms,
// and a pixel entry point whose call tree accesses one runs its body inside the fragment
// shader interlock (BeginInvocationInterlockEXT where it starts,
// EndInvocationInterlockEXT where it returns, execution mode PixelInterlockOrderedEXT;
// DXC's form), which needs FragmentShaderPixelInterlockEXT and
// SPV_EXT_fragment_shader_interlock: a target listing them validates; the Vulkan presets
// (which leave the feature out) give a diagnostic naming the capability.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv
// RUN: sed -e 's/^module attributes.*$/module {/' %s | not %hlsl-opt --convert-hlsl-to-spirv="target-env=vulkan1.3" 2>&1 | FileCheck %s --check-prefix=PRESET

// PRESET: error: 'func.func' op entry point '@ps' cannot be lowered to SPIR-V: the fragment shader interlock of rasterizer-ordered views needs capability FragmentShaderPixelInterlockEXT, which target environment vulkan1.3 does not allow

// CHECK: requires #spirv.vce<v1.0, [Shader, FragmentShaderPixelInterlockEXT, Matrix], [SPV_EXT_fragment_shader_interlock]>
// CHECK: spirv.GlobalVariable @Accum bind(0, 0) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rgba32f>, UniformConstant>
// CHECK-LABEL: spirv.func @blend
// CHECK: spirv.ImageRead
// CHECK: spirv.ImageWrite
// CHECK-LABEL: spirv.func @ps
// CHECK: spirv.Load "Input"
// CHECK: spirv.Load "Input"
// CHECK-NEXT: spirv.EXT.BeginInvocationInterlock
// CHECK: spirv.FunctionCall @blend
// CHECK-NEXT: spirv.EXT.EndInvocationInterlock
// CHECK: spirv.Store "Output"
// CHECK-NEXT: spirv.Return
// CHECK: spirv.ExecutionMode @ps "OriginUpperLeft"
// CHECK-NEXT: spirv.ExecutionMode @ps "PixelInterlockOrderedEXT"

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, FragmentShaderPixelInterlockEXT], [SPV_EXT_fragment_shader_interlock]>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @blend(%xy: vector<2xi32>, %color: vector<4xf32>) {
    %c0 = arith.constant 0 : i32
    %rov = hlsl.handlefrombinding "Accum"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RasterizerOrderedTexture2D<vector<4xf32>>
    %old = hlsl.texture.load %rov[%xy] : !hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>, vector<2xi32> -> vector<4xf32>
    %sum = arith.addf %old, %color : vector<4xf32>
    hlsl.texture.store %sum, %rov[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, rov>, vector<2xi32>
    return
  }
  func.func @ps(%pos: vector<4xf32> {hlsl.semantic = "SV_Position"}, %color: vector<4xf32> {hlsl.semantic = "COLOR"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target"}) attributes {hlsl.shader = "pixel"} {
    %x = vector.extract %pos[0] : f32 from vector<4xf32>
    %y = vector.extract %pos[1] : f32 from vector<4xf32>
    %ix = arith.fptoui %x : f32 to i32
    %iy = arith.fptoui %y : f32 to i32
    %xy = vector.from_elements %ix, %iy : vector<2xi32>
    func.call @blend(%xy, %color) : (vector<2xi32>, vector<4xf32>) -> ()
    return %color : vector<4xf32>
  }
}
