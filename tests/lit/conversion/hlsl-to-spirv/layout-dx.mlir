// layout=dx: DirectX's memory layout rules (DXC's -fvk-use-dx-layout,
// docs/lowering-hlsl-to-spirv.md "Layout"). A cbuffer packs its members into
// 16-byte rows: scalars and vectors at their component alignment unless they
// would cross a row, arrays and structs starting a row with every element on a
// row of its own (stride 16, the last element unpadded), and the next member
// packing into the rest of an array's or struct's last row; a tbuffer packs
// the same way (T: float, float[2], float, float3). A structured
// buffer is packed tightly at scalar alignment. Matrices are arrays of their
// rows or columns, so each one takes a row of the cbuffer. Neither layout is
// std140/std430 (spirv-val rejects the module without --scalar-block-layout),
// so the module needs Vulkan's scalarBlockLayout feature.
//
// Hand-computed offsets of struct D:
//   member:   float float3 float float2 float[3] float3[2] Inner{f,f2} float float4x4 Inner[2] float2 | size
//   cbuffer:    0     4     16    20     32/16    80/16    112{0,4}    124   128/16   192/16   224   | 232
//   SB:         0     4     16    20     28/4     40/12     64{0,4}     76    80/16    144/12   168   | 176

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=dx" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=dx" | %hlsl-translate --serialize-spirv -o %t.dx.spv
// RUN: spirv-val --target-env vulkan1.2 --scalar-block-layout %t.dx.spv
// RUN: not spirv-val --target-env vulkan1.2 %t.dx.spv

// CHECK: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4], f32 [16], vector<2xf32> [20], !spirv.array<3 x f32, stride=4> [28], !spirv.array<2 x vector<3xf32>, stride=12> [40], !spirv.struct<(f32 [0], vector<2xf32> [4])> [64], f32 [76], !spirv.array<4 x vector<4xf32>, stride=16> [80], !spirv.array<2 x !spirv.struct<(f32 [0], vector<2xf32> [4])>, stride=12> [144], vector<2xf32> [168])>, stride=176> [0]), Block>, StorageBuffer>
// CHECK: spirv.GlobalVariable @CB bind(0, 1) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], f32 [16], vector<2xf32> [20], !spirv.array<3 x f32, stride=16> [32], !spirv.array<2 x vector<3xf32>, stride=16> [80], !spirv.struct<(f32 [0], vector<2xf32> [4])> [112], f32 [124], !spirv.array<4 x vector<4xf32>, stride=16> [128], !spirv.array<2 x !spirv.struct<(f32 [0], vector<2xf32> [4])>, stride=16> [192], vector<2xf32> [224]), Block>, Uniform>
// CHECK: spirv.GlobalVariable @TB bind(0, 2) : !spirv.ptr<!spirv.struct<(f32 [0, NonWritable], !spirv.array<2 x f32, stride=16> [16, NonWritable], f32 [36, NonWritable], vector<3xf32> [48, NonWritable]), Block>, StorageBuffer>

// A float4x4 read whole from the cbuffer stores into the structured buffer as
// it is: both layouts put its rows 16 bytes apart.
// CHECK-LABEL: spirv.func @main() "None"
// CHECK: spirv.Load "Uniform" %{{.+}} : !spirv.array<4 x vector<4xf32>, stride=16>
// CHECK: spirv.Store "StorageBuffer" %{{.+}}, %{{.+}} : !spirv.array<4 x vector<4xf32>, stride=16>
// CHECK: spirv.Load "Uniform" %{{.+}} : vector<2xf32>

!D = !hlsl.struct<"D", (f32, vector<3xf32>, f32, vector<2xf32>, !hlsl.array<3 x f32>, !hlsl.array<2 x vector<3xf32>>, !hlsl.struct<"Inner", (f32, vector<2xf32>)>, f32, !hlsl.array<4 x vector<4xf32>>, !hlsl.array<2 x !hlsl.struct<"Inner", (f32, vector<2xf32>)>>, vector<2xf32>)>
!Inner = !hlsl.struct<"Inner", (f32, vector<2xf32>)>
!T = !hlsl.struct<"T", (f32, !hlsl.array<2 x f32>, f32, vector<3xf32>)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %sb = hlsl.handlefrombinding "SB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!D>
  %cb = hlsl.handlefrombinding "CB"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.cbuffer<!D>
  %tb = hlsl.handlefrombinding "TB"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.tbuffer<!T>
  %inner = hlsl.cbuffer.load %cb member [6] : !hlsl.handle<cbuffer, !D, row> -> !Inner
  hlsl.buffer.store %inner, %sb[%c0] member [6] : !Inner, !hlsl.handle<uav, !D, raw>
  %m = hlsl.cbuffer.load %cb member [8] : !hlsl.handle<cbuffer, !D, row> -> !hlsl.array<4 x vector<4xf32>>
  hlsl.buffer.store %m, %sb[%c0] member [8] : !hlsl.array<4 x vector<4xf32>>, !hlsl.handle<uav, !D, raw>
  %last = hlsl.cbuffer.load %cb member [10] : !hlsl.handle<cbuffer, !D, row> -> vector<2xf32>
  hlsl.buffer.store %last, %sb[%c0] member [10] : vector<2xf32>, !hlsl.handle<uav, !D, raw>
  %t = hlsl.cbuffer.load %tb member [2] : !hlsl.handle<srv, !T, row> -> f32
  hlsl.buffer.store %t, %sb[%c0] member [7] : f32, !hlsl.handle<uav, !D, raw>
  return
}
