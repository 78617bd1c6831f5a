// Block layouts (DXC's rules, docs/lowering-hlsl-to-spirv.md "Layout"): storage buffers
// std430, uniform buffers std140; vector-relaxed by default from Vulkan 1.1
// on (a vector is aligned to its component unless it would straddle a
// 16-byte boundary), strict for Vulkan 1.0; `layout=` overrides. One struct
// exercises float3 after float, float2 after float, arrays of scalars
// (std140 strides them by 16) and of vectors, a nested struct (std140 rounds
// its alignment to 16; relaxed packing inside it, strict vector alignment for
// the struct itself), and a trailing float. spirv-val checks every layout
// against its rules (--relax-block-layout / --scalar-block-layout where the
// target does not imply them).
//
// Hand-computed offsets, for struct A:
//                      float float3 float float2 float[3] float3[2] Inner{f,f2} float | size
//   std430 strict:       0    16     28    32     40/4    64/16      96{0,8}    112  | 128
//   std430 relaxed:      0     4     16    20     28/4    48/16      80{0,4}     96  | 112
//   std140 strict:       0    16     28    32     48/16   96/16     128{0,8}    144  |
//   std140 relaxed:      0     4     16    20     32/16   80/16     112{0,4}    128  |
//   scalar:              0     4     16    20     28/4    40/12      64{0,4}     76  |  80

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefix=STRICT
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=gl" | FileCheck %s --check-prefix=STRICT
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefix=RELAXED
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0 layout=relaxed" | FileCheck %s --check-prefix=RELAXED
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=scalar" | FileCheck %s --check-prefix=SCALAR

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.strict10.spv && spirv-val --target-env vulkan1.0 %t.strict10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=gl" | %hlsl-translate --serialize-spirv -o %t.strict12.spv && spirv-val --target-env vulkan1.2 %t.strict12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.relaxed12.spv && spirv-val --target-env vulkan1.2 %t.relaxed12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0 layout=relaxed" | %hlsl-translate --serialize-spirv -o %t.relaxed10.spv && spirv-val --target-env vulkan1.0 --relax-block-layout %t.relaxed10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2 layout=scalar" | %hlsl-translate --serialize-spirv -o %t.scalar.spv && spirv-val --target-env vulkan1.2 --scalar-block-layout %t.scalar.spv

// The struct as a structured buffer element (std430) and as a cbuffer (std140).
// STRICT: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [16], f32 [28], vector<2xf32> [32], !spirv.array<3 x f32, stride=4> [40], !spirv.array<2 x vector<3xf32>, stride=16> [64], !spirv.struct<(f32 [0], vector<2xf32> [8])> [96], f32 [112])>, stride=128> [0]),
// STRICT: spirv.GlobalVariable @CB bind(0, 1) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [16], f32 [28], vector<2xf32> [32], !spirv.array<3 x f32, stride=16> [48], !spirv.array<2 x vector<3xf32>, stride=16> [96], !spirv.struct<(f32 [0], vector<2xf32> [8])> [128], f32 [144]), Block>, Uniform>

// RELAXED: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4], f32 [16], vector<2xf32> [20], !spirv.array<3 x f32, stride=4> [28], !spirv.array<2 x vector<3xf32>, stride=16> [48], !spirv.struct<(f32 [0], vector<2xf32> [4])> [80], f32 [96])>, stride=112> [0]),
// RELAXED: spirv.GlobalVariable @CB bind(0, 1) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], f32 [16], vector<2xf32> [20], !spirv.array<3 x f32, stride=16> [32], !spirv.array<2 x vector<3xf32>, stride=16> [80], !spirv.struct<(f32 [0], vector<2xf32> [4])> [112], f32 [128]), Block>, Uniform>

// SCALAR: spirv.GlobalVariable @SB bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<3xf32> [4], f32 [16], vector<2xf32> [20], !spirv.array<3 x f32, stride=4> [28], !spirv.array<2 x vector<3xf32>, stride=12> [40], !spirv.struct<(f32 [0], vector<2xf32> [4])> [64], f32 [76])>, stride=80> [0]), Block>, StorageBuffer>
// SCALAR: spirv.GlobalVariable @CB bind(0, 1) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], f32 [16], vector<2xf32> [20], !spirv.array<3 x f32, stride=4> [28], !spirv.array<2 x vector<3xf32>, stride=12> [40], !spirv.struct<(f32 [0], vector<2xf32> [4])> [64], f32 [76]), Block>, Uniform>

// Whole structs load member by member (no pointer to a struct other than a
// block is formed) and are rebuilt as the SSA struct type, which has the
// storage buffer's layout; an array read from the cbuffer (stride 16) is
// rebuilt element by element as the storage buffer's (stride 4).
// RELAXED-LABEL: spirv.func @main() "None"
// RELAXED: %[[F:.+]] = spirv.Load "Uniform" %{{.+}} : f32
// RELAXED: %[[V2:.+]] = spirv.Load "Uniform" %{{.+}} : vector<2xf32>
// RELAXED: %[[INNER:.+]] = spirv.CompositeConstruct %[[F]], %[[V2]] : (f32, vector<2xf32>) -> !spirv.struct<(f32 [0], vector<2xf32> [4])>
// RELAXED: spirv.CompositeExtract %[[INNER]][0 : i32]
// RELAXED: spirv.Store "{{StorageBuffer|Uniform}}" %{{.+}}, %{{.+}} : f32
// RELAXED: %[[ARRAY:.+]] = spirv.Load "Uniform" %{{.+}} : !spirv.array<3 x f32, stride=16>
// RELAXED-NEXT: %[[A0:.+]] = spirv.CompositeExtract %[[ARRAY]][0 : i32]
// RELAXED-NEXT: %[[A1:.+]] = spirv.CompositeExtract %[[ARRAY]][1 : i32]
// RELAXED-NEXT: %[[A2:.+]] = spirv.CompositeExtract %[[ARRAY]][2 : i32]
// RELAXED-NEXT: %[[REPACKED:.+]] = spirv.CompositeConstruct %[[A0]], %[[A1]], %[[A2]] : (f32, f32, f32) -> !spirv.array<3 x f32, stride=4>
// RELAXED: spirv.Store "{{StorageBuffer|Uniform}}" %{{.+}}, %[[REPACKED]] : !spirv.array<3 x f32, stride=4>

!A = !hlsl.struct<"A", (f32, vector<3xf32>, f32, vector<2xf32>, !hlsl.array<3 x f32>, !hlsl.array<2 x vector<3xf32>>, !hlsl.struct<"Inner", (f32, vector<2xf32>)>, f32)>
!Inner = !hlsl.struct<"Inner", (f32, vector<2xf32>)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %sb = hlsl.handlefrombinding "SB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!A>
  %cb = hlsl.handlefrombinding "CB"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.cbuffer<!A>
  %inner = hlsl.cbuffer.load %cb member [6] : !hlsl.handle<cbuffer, !A, row> -> !Inner
  hlsl.buffer.store %inner, %sb[%c0] member [6] : !Inner, !hlsl.handle<uav, !A, raw>
  %array = hlsl.cbuffer.load %cb member [4] : !hlsl.handle<cbuffer, !A, row> -> !hlsl.array<3 x f32>
  hlsl.buffer.store %array, %sb[%c0] member [4] : !hlsl.array<3 x f32>, !hlsl.handle<uav, !A, raw>
  return
}
