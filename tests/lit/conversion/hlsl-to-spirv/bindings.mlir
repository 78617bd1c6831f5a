// Bindings and names (docs/lowering-hlsl-to-spirv.md "Bindings"): register(xN, spaceM) is
// descriptor set M, binding N for every register class; implicit bindings
// are assigned after all explicit ones are reserved, in order_id order, each
// the first free binding of its set (not the order the ops appear in).
// Handle ops with the same name, space, lower_bound (or order_id) and
// range_size are one resource: one global variable. Variables are named
// after their resources, uniqued with a suffix (among each other and the
// module's functions). An array of N resources is one binding holding
// !spirv.array<N x ...>, indexed by an AccessChain.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv

// Explicit: t0, u0 in space 1, b3. Implicit, by order_id: Early (0) takes
// binding 1 of set 0, Middle (1) binding 2, Late (2) binding 4 (3 is b3's),
// the second Buf (3) binding 1 of set 1.
// CHECK: spirv.GlobalVariable @Late bind(0, 4) :
// CHECK-NEXT: spirv.GlobalVariable @Tex bind(0, 0) :
// CHECK-NEXT: spirv.GlobalVariable @Early bind(0, 1) :
// CHECK-NEXT: spirv.GlobalVariable @Buf bind(1, 0) :
// CHECK-NEXT: spirv.GlobalVariable @Middle bind(0, 2) :
// CHECK-NEXT: spirv.GlobalVariable @Params bind(0, 3) :
// Another resource named Buf (another space): a suffix.
// CHECK-NEXT: spirv.GlobalVariable @Buf_0 bind(1, 1) :
// A resource named like a function.
// CHECK-NEXT: spirv.GlobalVariable @main_0 bind(2, 0) :
// An array of 4 textures at one binding.
// CHECK-NEXT: spirv.GlobalVariable @Textures bind(2, 1) : !spirv.ptr<!spirv.array<4 x !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>>, UniformConstant>

// CHECK-LABEL: spirv.func @main() "None"
// The same resource twice: one variable.
// CHECK: spirv.mlir.addressof @Tex :
// CHECK: %[[ARRAY:.+]] = spirv.mlir.addressof @Textures
// CHECK-NEXT: %[[ONE:.+]] = spirv.AccessChain %[[ARRAY]][%[[I:.+]]] : !spirv.ptr<!spirv.array<4 x {{.*}}>, UniformConstant>, i32 -> !spirv.ptr<!spirv.image<{{.*}}>, UniformConstant>
// CHECK: spirv.mlir.addressof @Tex :
// CHECK: spirv.Load "UniformConstant" %[[ONE]]

!Tex = !hlsl.Texture2D<vector<4xf32>>
!Buf = !hlsl.RWStructuredBuffer<f32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %late = hlsl.handlefromimplicitbinding "Late"[%c0] order_id(2) space(0) range_size(1) : !Buf
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !Tex
  %early = hlsl.handlefromimplicitbinding "Early"[%c0] order_id(0) space(0) range_size(1) : !Buf
  %buf = hlsl.handlefrombinding "Buf"[%c0] space(1) lower_bound(0) range_size(1) : !Buf
  %middle = hlsl.handlefromimplicitbinding "Middle"[%c0] order_id(1) space(0) range_size(1) : !Buf
  %params = hlsl.handlefrombinding "Params"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.cbuffer<!hlsl.struct<"P", (f32)>>
  %other = hlsl.handlefromimplicitbinding "Buf"[%c0] order_id(3) space(1) range_size(1) : !Buf
  %named = hlsl.handlefrombinding "main"[%c0] space(2) lower_bound(0) range_size(1) : !Buf
  %textures = hlsl.handlefrombinding "Textures"[%c2] space(2) lower_bound(1) range_size(4) : !Tex
  %tex_again = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !Tex
  %xy = vector.broadcast %c0 : i32 to vector<2xi32>
  %a = hlsl.texture.load %tex_again[%xy] lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  %b = hlsl.texture.load %textures[%xy] lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %f = vector.extract %s[0] : f32 from vector<4xf32>
  hlsl.buffer.store %f, %late[%c0] : f32, !hlsl.handle<uav, f32, raw>
  return
}
