// Typed resources of signed integers (`RWBuffer<int>`, `Buffer<int4>`,
// `Texture2D<int>`, `RWTexture2D<int>`): the image's sampled type is `si32`
// (`OpTypeInt 32 1`, as Vulkan wants for the R32i / Rgba32i formats), so are
// the texels read and written, with bitcasts to and from the kernel's
// signless `i32`. Each result passes spirv-val for its target, and its
// binary is a fixed point of deserialize -> serialize.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv
// RUN: spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-translate --deserialize-spirv %t.v10.spv | %hlsl-translate --serialize-spirv -o %t.v10.re.spv
// RUN: cmp %t.v10.spv %t.v10.re.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv
// RUN: spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-translate --deserialize-spirv %t.v12.spv | %hlsl-translate --serialize-spirv -o %t.v12.re.spv
// RUN: cmp %t.v12.spv %t.v12.re.spv
// RUN: spirv-dis %t.v12.spv | FileCheck %s --check-prefix=BIN

// CHECK-DAG: spirv.GlobalVariable @RW bind(0, 0) : !spirv.ptr<!spirv.image<si32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>
// CHECK-DAG: spirv.GlobalVariable @Src bind(0, 1) : !spirv.ptr<!spirv.image<si32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-DAG: spirv.GlobalVariable @Tex bind(0, 2) : !spirv.ptr<!spirv.image<si32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-DAG: spirv.GlobalVariable @Img bind(0, 3) : !spirv.ptr<!spirv.image<si32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>

// CHECK-LABEL: spirv.func @main() "None"
// RWBuffer<int> load: four signed texels, the first bitcast to i32.
// CHECK: %[[RW4:.+]] = spirv.ImageRead %{{.+}}, %{{.+}} : {{.*}}, i32 -> vector<4xsi32>
// CHECK-NEXT: %[[RW:.+]] = spirv.CompositeExtract %[[RW4]][0 : i32] : vector<4xsi32>
// CHECK-NEXT: spirv.Bitcast %[[RW]] : si32 to i32
// Buffer<int4> load: a fetch of signed texels.
// CHECK: spirv.ImageFetch %{{.+}}, %{{.+}} : {{.*}}, i32 -> vector<4xsi32>
// Texture2D<int> load.
// CHECK: spirv.ImageFetch %{{.+}}, %{{.+}} {{.*}} -> vector<4xsi32>
// RWBuffer<int> and RWTexture2D<int> stores write signed texels.
// CHECK: spirv.ImageWrite %{{.+}}, %{{.+}}, %{{.+}} : !spirv.image<si32, Buffer, {{.*}}>, i32, si32
// CHECK: spirv.ImageWrite %{{.+}}, %{{.+}}, %{{.+}} : !spirv.image<si32, Dim2D, {{.*}}>, vector<2xi32>, si32

// The binary: one signed 32-bit integer type, the sampled type of every
// image, and the type of the values read and written.
// BIN:     %int = OpTypeInt 32 1
// BIN-NOT: OpTypeInt 32 1
// BIN-DAG: OpTypeImage %int Buffer 2 0 0 2 R32i
// BIN-DAG: OpTypeImage %int Buffer 2 0 0 1 Unknown
// BIN-DAG: OpTypeImage %int 2D 2 0 0 1 Unknown
// BIN-DAG: OpTypeImage %int 2D 2 0 0 2 R32i
// BIN-DAG: %v4int = OpTypeVector %int 4
// BIN-DAG: OpImageRead %v4int
// BIN-DAG: OpImageFetch %v4int

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
  %c0 = arith.constant 0 : i32
  %rw = hlsl.handlefrombinding "RW"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<si32>
  %src = hlsl.handlefrombinding "Src"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Buffer<vector<4xsi32>>
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2D<si32>
  %img = hlsl.handlefrombinding "Img"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWTexture2D<si32>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %tid[0] : i32 from vector<3xi32>
  %j = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %i, %j : vector<2xi32>
  %a = hlsl.buffer.load %rw[%i] : !hlsl.handle<uav, si32, dim = buffer> -> i32
  %b4 = hlsl.buffer.load %src[%i] : !hlsl.handle<srv, vector<4xsi32>, dim = buffer> -> vector<4xi32>
  %b = vector.extract %b4[1] : i32 from vector<4xi32>
  %t = hlsl.texture.load %tex[%xy] lod(%c0) : !hlsl.handle<srv, si32, dim = 2d>, vector<2xi32> -> i32
  %ab = arith.addi %a, %b : i32
  %sum = arith.addi %ab, %t : i32
  hlsl.buffer.store %sum, %rw[%i] : i32, !hlsl.handle<uav, si32, dim = buffer>
  hlsl.texture.store %sum, %img[%xy] : i32, !hlsl.handle<uav, si32, dim = 2d>, vector<2xi32>
  return
}
