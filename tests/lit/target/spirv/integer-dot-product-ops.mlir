// The integer dot products in a compute kernel: our binary has the same instructions as
// mlir-translate-22's up to <id> numbering (the packed vector format as the optional last
// operand), both are valid Vulkan 1.3 SPIR-V, each deserializer reads the other's
// binary, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val --target-env vulkan1.3 %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val --target-env vulkan1.3 %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: %{{.*}} = spirv.SDot %{{.*}}, %{{.*}}, <PackedVectorFormat4x8Bit> : i32 -> i32
// CHECK: %{{.*}} = spirv.UDot %{{.*}}, %{{.*}} : vector<4xi8> -> i32
// CHECK: %{{.*}} = spirv.SUDot %{{.*}}, %{{.*}} : vector<2xi16> -> i32
// CHECK: %{{.*}} = spirv.SDotAccSat %{{.*}}, %{{.*}}, %{{.*}}, <PackedVectorFormat4x8Bit> : i32 -> i32
// CHECK: %{{.*}} = spirv.UDotAccSat %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi8> -> i32
// CHECK: %{{.*}} = spirv.SUDotAccSat %{{.*}}, %{{.*}}, %{{.*}} : vector<2xi16> -> i32

spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Int8, Int16, DotProduct, DotProductInput4x8BitPacked, DotProductInput4x8Bit, DotProductInputAll], []> {
  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
  spirv.func @main() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %ptr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
    %p0 = spirv.AccessChain %ptr[%c0, %c0] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    %p1 = spirv.AccessChain %ptr[%c0, %c1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    %a = spirv.Load "StorageBuffer" %p0 : i32
    %b = spirv.Load "StorageBuffer" %p1 : i32
    %bytes = spirv.Bitcast %a : i32 to vector<4xi8>
    %v = spirv.Bitcast %b : i32 to vector<2xi16>
    %0 = spirv.SDot %a, %b, <PackedVectorFormat4x8Bit> : i32 -> i32
    %1 = spirv.UDot %bytes, %bytes : vector<4xi8> -> i32
    %2 = spirv.SUDot %v, %v : vector<2xi16> -> i32
    %3 = spirv.SDotAccSat %a, %b, %0, <PackedVectorFormat4x8Bit> : i32 -> i32
    %4 = spirv.UDotAccSat %bytes, %bytes, %1 : vector<4xi8> -> i32
    %5 = spirv.SUDotAccSat %v, %v, %2 : vector<2xi16> -> i32
    %6 = spirv.IAdd %3, %4 : i32
    %7 = spirv.IAdd %6, %5 : i32
    spirv.Store "StorageBuffer" %p0, %7 : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @data
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
