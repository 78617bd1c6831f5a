// OpCopyMemory with one memory operand mask applies it to both target and
// source (SPIR-V's OpCopyMemory). MLIR 22 reads such a binary as an op with
// the target list only and prints that list twice; a source list equal to
// the target's is written back as the one mask, so the binary survives the
// text. Two different lists are two masks (SPIR-V 1.4).

// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env spv1.4 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=BINARY
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv
// RUN: %if mlir-translate %{ %mlir-translate --deserialize-spirv %t.spv | FileCheck %s %}

// BINARY: OpCopyMemory %{{[0-9]+}} %{{[0-9]+}} Volatile{{$}}
// BINARY: OpCopyMemory %{{[0-9]+}} %{{[0-9]+}} Aligned 4{{$}}
// BINARY: OpCopyMemory %{{[0-9]+}} %{{[0-9]+}} Aligned 4 Nontemporal{{$}}

// CHECK: spirv.CopyMemory  "Function" %{{.*}},  "Function" %{{.*}} ["Volatile"],  ["Volatile"] : f32
// CHECK: spirv.CopyMemory  "Function" %{{.*}},  "Function" %{{.*}} ["Aligned", 4],  ["Aligned", 4] : f32
// CHECK: spirv.CopyMemory  "Function" %{{.*}},  "Function" %{{.*}} ["Aligned", 4],  ["Nontemporal"] : f32

spirv.module Logical GLSL450 requires #spirv.vce<v1.4, [Shader, Linkage], []> {
  spirv.func @copies() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.CopyMemory "Function" %0, "Function" %1 ["Volatile"] : f32
    spirv.CopyMemory "Function" %0, "Function" %1 ["Aligned", 4], ["Aligned", 4] : f32
    spirv.CopyMemory "Function" %0, "Function" %1 ["Aligned", 4], ["Nontemporal"] : f32
    spirv.Return
  }
}
