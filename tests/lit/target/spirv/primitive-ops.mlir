// The geometry primitive ops in a geometry shader: our binary has the same instructions
// as mlir-translate-22's up to <id> numbering, both are valid Vulkan SPIR-V, each
// deserializer reads the other's binary, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val --target-env vulkan1.0 %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val --target-env vulkan1.0 %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: spirv.EmitVertex
// CHECK: spirv.EmitVertex
// CHECK: spirv.EndPrimitive

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Geometry], []> {
  spirv.GlobalVariable @pos built_in("Position") : !spirv.ptr<vector<4xf32>, Output>
  spirv.func @main() "None" {
    %p = spirv.mlir.addressof @pos : !spirv.ptr<vector<4xf32>, Output>
    %v = spirv.Constant dense<1.0> : vector<4xf32>
    spirv.Store "Output" %p, %v : vector<4xf32>
    spirv.EmitVertex
    spirv.EmitVertex
    spirv.EndPrimitive
    spirv.Return
  }
  spirv.EntryPoint "Geometry" @main, @pos
  spirv.ExecutionMode @main "InputPoints"
  spirv.ExecutionMode @main "OutputPoints"
  spirv.ExecutionMode @main "OutputVertices", 2
  spirv.ExecutionMode @main "Invocations", 1
}
