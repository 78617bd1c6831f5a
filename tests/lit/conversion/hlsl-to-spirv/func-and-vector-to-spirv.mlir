// func and vector's element ops inside kernels, as MLIR's FuncToSPIRV and
// VectorToSPIRV lower them: functions become spirv.func (the entry point
// loses its hlsl.* attributes to spirv.EntryPoint / spirv.ExecutionMode),
// calls spirv.FunctionCall, returns spirv.Return / spirv.ReturnValue;
// images and samplers may be passed to functions. vector.extract / insert /
// from_elements / broadcast become CompositeExtract / CompositeInsert /
// CompositeConstruct; one-element vectors are scalars. The result passes
// spirv-val and upstream MLIR parses and verifies it.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" > %t.mlir
// RUN: %if mlir-opt %{ %mlir-opt %t.mlir > /dev/null %}

// CHECK-LABEL: spirv.func @scale(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32> "None" {
// CHECK-NEXT:    %[[X:.+]] = spirv.CompositeExtract %arg0[0 : i32] : vector<4xf32>
// CHECK-NEXT:    %[[Y:.+]] = spirv.FMul %[[X]], %arg1 : f32
// CHECK-NEXT:    %[[V:.+]] = spirv.CompositeInsert %[[Y]], %arg0[0 : i32] : f32 into vector<4xf32>
// CHECK-NEXT:    spirv.ReturnValue %[[V]] : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: spirv.func @fetch(%arg0: !spirv.ptr<!spirv.image<f32, Dim2D, {{.*}}>, UniformConstant>, %arg1: vector<2xi32>) -> vector<4xf32> "None" {
// CHECK:         spirv.Load "UniformConstant" %arg0
// CHECK-LABEL: spirv.func @main() "None" {
// CHECK:         %[[SPLAT:.+]] = spirv.CompositeConstruct %[[S:.+]], %[[S]], %[[S]], %[[S]] : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK:         %[[XY:.+]] = spirv.CompositeConstruct %{{.+}}, %{{.+}} : (i32, i32) -> vector<2xi32>
// CHECK:         %[[T:.+]] = spirv.FunctionCall @fetch(%Tex_addr, %[[XY]]) : (!spirv.ptr<{{.*}}>, vector<2xi32>) -> vector<4xf32>
// CHECK:         spirv.FunctionCall @scale(%{{.+}}, %[[S]]) : (vector<4xf32>, f32) -> vector<4xf32>
// CHECK:         spirv.Return
// CHECK:       spirv.EntryPoint "GLCompute" @main
// CHECK-NEXT:  spirv.ExecutionMode @main "LocalSize", 4, 4, 1
// CHECK-NOT:   hlsl.

func.func @scale(%v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  %x = vector.extract %v[0] : f32 from vector<4xf32>
  %y = arith.mulf %x, %s : f32
  %w = vector.insert %y, %v[0] : f32 into vector<4xf32>
  return %w : vector<4xf32>
}

func.func @fetch(%t: !hlsl.RWTexture2D<vector<4xf32>>, %xy: vector<2xi32>) -> vector<4xf32> {
  %v = hlsl.texture.load %t[%xy] : !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  return %v : vector<4xf32>
}

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 4, 1>} {
  %c0 = arith.constant 0 : i32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<vector<4xf32>>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xf32>>
  %two = arith.constant 2.0 : f32
  %splat = vector.broadcast %two : f32 to vector<4xf32>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %one = vector.from_elements %two : vector<1xf32>
  %s = vector.extract %one[0] : f32 from vector<1xf32>
  %t = call @fetch(%tex, %xy) : (!hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>) -> vector<4xf32>
  %sum = arith.addf %t, %splat : vector<4xf32>
  %r = call @scale(%sum, %s) : (vector<4xf32>, f32) -> vector<4xf32>
  %i = hlsl.system_value "SV_GroupIndex" : i32
  hlsl.buffer.store %r, %out[%i] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  return
}
