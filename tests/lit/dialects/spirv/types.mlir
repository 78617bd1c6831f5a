// The `spirv` types: the canonical spellings MLIR 22 prints, checked against
// upstream in the generic form, and upstream's output parsed back.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: "foo.arrays"
// CHECK-SAME: a = !spirv.array<16 x f32>
// CHECK-SAME: b = !spirv.array<8 x i32>
// CHECK-SAME: c = !spirv.array<32 x vector<4xf32>>
// CHECK-SAME: d = !spirv.array<4 x !spirv.array<4 x f32, stride=4>, stride=128>
// CHECK-SAME: e = !spirv.rtarray<f32>
// CHECK-SAME: f = !spirv.rtarray<vector<4xf32>, stride=16>
// CHECK-SAME: g = !spirv.array<2 x i1>
// CHECK-SAME: h = !spirv.array<3 x bf16>
"foo.arrays"() {
  a = !spirv.array<16xf32>,
  b = !spirv.array<8 x i32>,
  c = !spirv.array< 32 x vector<4xf32> >,
  d = !spirv.array< 4 x !spirv.array<4 x f32, stride=4>, stride = 128>,
  e = !spirv.rtarray<f32>,
  f = !spirv.rtarray< vector<4xf32>, stride=16>,
  g = !spirv.array<2xi1>,
  h = !spirv.array<3xbf16>
} : () -> ()

// CHECK-LABEL: "foo.pointers"
// CHECK-SAME: a = !spirv.ptr<i1, Uniform>
// CHECK-SAME: b = !spirv.ptr<vector<4xi32>, PushConstant>
// CHECK-SAME: c = !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
// CHECK-SAME: d = !spirv.ptr<f32, StorageBuffer>
// CHECK-SAME: e = !spirv.ptr<f32, Workgroup>
"foo.pointers"() {
  a = !spirv.ptr<i1, Uniform>,
  b = !spirv.ptr<vector<4xi32>,PushConstant>,
  c = !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>,
  d = !spirv.ptr<f32, StorageBuffer>,
  e = !spirv.ptr<f32, Workgroup>
} : () -> ()

// CHECK-LABEL: "foo.images"
// CHECK-SAME: a = !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>
// CHECK-SAME: b = !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Rgba32f>
// CHECK-SAME: c = !spirv.image<i32, Dim3D, IsDepth, Arrayed, MultiSampled, NoSampler, R32i>
// CHECK-SAME: d = !spirv.image<ui32, Cube, DepthUnknown, Arrayed, SingleSampled, NoSampler, Rg32ui>
// CHECK-SAME: e = !spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R16f>
// CHECK-SAME: f = !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
// CHECK-SAME: g = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
// CHECK-SAME: h = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
"foo.images"() {
  a = !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>,
  b = !spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Rgba32f>,
  c = !spirv.image<i32, Dim3D, IsDepth, Arrayed, MultiSampled, NoSampler, R32i>,
  d = !spirv.image<ui32, Cube, DepthUnknown, Arrayed, SingleSampled, NoSampler, Rg32ui>,
  e = !spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, R16f>,
  f = !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>,
  g = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>,
  h = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
} : () -> ()

// Member decorations print sorted by decoration value, decoration values
// without their type; struct decorations follow the member list.
// CHECK-LABEL: "foo.structs"
// CHECK-SAME: a = !spirv.struct<()>
// CHECK-SAME: b = !spirv.struct<(f32 [0])>
// CHECK-SAME: c = !spirv.struct<(f32, !spirv.struct<(f32, i32)>)>
// CHECK-SAME: d = !spirv.struct<(f32 [0], !spirv.struct<(f32 [0], i32 [4])> [4])>
// CHECK-SAME: e = !spirv.struct<(f32 [NonWritable], i32 [NonReadable])>
// CHECK-SAME: f = !spirv.struct<(f32 [0], i32 [4, NonReadable])>
// CHECK-SAME: g = !spirv.struct<(f32 [0, ColMajor, NonWritable, Offset=4])>
// CHECK-SAME: h = !spirv.struct<(!spirv.matrix<3 x vector<3xf32>> [0, RowMajor, MatrixStride=16])>
// CHECK-SAME: i = !spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>
// CHECK-SAME: j = !spirv.struct<(f32 [0], vector<4xf32> [16]), Block>
// CHECK-SAME: k = !spirv.struct<(f32), Binding=3>
"foo.structs"() {
  a = !spirv.struct<()>,
  b = !spirv.struct<(f32 [0])>,
  c = !spirv.struct<(f32, !spirv.struct<(f32, i32)>)>,
  d = !spirv.struct<(f32 [0], !spirv.struct<(f32 [0], i32 [4])> [4])>,
  e = !spirv.struct<(f32 [NonWritable], i32 [NonReadable])>,
  f = !spirv.struct<(f32 [0], i32 [4, NonReadable])>,
  g = !spirv.struct<(f32 [0, Offset=4 : i32, NonWritable, ColMajor])>,
  h = !spirv.struct<(!spirv.matrix<3 x vector<3xf32>> [0, RowMajor, MatrixStride=16])>,
  i = !spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>,
  j = !spirv.struct<(f32 [0], vector<4xf32> [16]), Block>,
  k = !spirv.struct<(f32), Binding=3>
} : () -> ()

// CHECK-LABEL: "foo.identified_structs"
// CHECK-SAME: a = !spirv.struct<empty, ()>
// CHECK-SAME: b = !spirv.struct<simple, (f32)>
// CHECK-SAME: c = !spirv.struct<outer, (!spirv.struct<inner, (i32 [0])> [0]), Block>
// CHECK-SAME: d = !spirv.struct<(!spirv.struct<inner, (i32 [0])>)>
"foo.identified_structs"() {
  a = !spirv.struct<empty, ()>,
  b = !spirv.struct<simple, (f32)>,
  c = !spirv.struct<outer, (!spirv.struct<inner, (i32 [0])> [0]), Block>,
  d = !spirv.struct<(!spirv.struct<inner, (i32 [0])>)>
} : () -> ()

// CHECK-LABEL: "foo.matrices"
// CHECK-SAME: a = !spirv.matrix<2 x vector<2xf16>>
// CHECK-SAME: b = !spirv.matrix<3 x vector<3xf32>>
// CHECK-SAME: c = !spirv.matrix<4 x vector<4xf64>>
"foo.matrices"() {
  a = !spirv.matrix<2 x vector<2xf16>>,
  b = !spirv.matrix<3xvector<3xf32>>,
  c = !spirv.matrix< 4 x vector<4xf64> >
} : () -> ()

// An identified struct pointing to itself: inside its own body it is its
// name alone.
// CHECK-LABEL: "foo.recursive_structs"
// CHECK-SAME: a = !spirv.struct<Node, (i32 [0], !spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer> [8]), Block>
// CHECK-SAME: b = !spirv.ptr<!spirv.struct<Node, (i32 [0], !spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer> [8]), Block>, PhysicalStorageBuffer>
// CHECK-SAME: c = !spirv.struct<Outer, (!spirv.struct<Inner, (!spirv.ptr<!spirv.struct<Outer>, PhysicalStorageBuffer>)>)>
"foo.recursive_structs"() {
  a = !spirv.struct<Node, (i32 [0], !spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer> [8]), Block>,
  b = !spirv.ptr<!spirv.struct<Node, (i32 [0], !spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer> [8]), Block>, PhysicalStorageBuffer>,
  c = !spirv.struct<Outer, (!spirv.struct<Inner, (!spirv.ptr<!spirv.struct<Outer>, PhysicalStorageBuffer>)>)>
} : () -> ()
