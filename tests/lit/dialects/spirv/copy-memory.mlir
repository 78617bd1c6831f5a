// `spirv.CopyMemory` in its custom form as MLIR 22 prints it, and the
// generic form cross-checked with upstream. (MLIR 22's parser does not read
// the attribute dictionary where its printer puts it, before the type; ours
// does.)

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// REQUIRES: mlir-opt

// spirv.CopyMemory: the attribute dictionary prints before the type; an op
// with one access list prints it twice, as MLIR 22 does: one list applies to
// both target and source, and the serializer writes a source list equal to
// the target's as that one list (see copy-memory-one-list.mlir in the target
// tests).
// CHECK-LABEL: spirv.module @copies Logical GLSL450 {
// CHECK-NEXT: spirv.func @copies() "None" {
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: %1 = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1,  : f32
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1 ["Volatile"],  ["Volatile"] : f32
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1 ["Aligned", 4],  ["Aligned", 4] {foo} : f32
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1 ["Volatile"],  ["Nontemporal"] : f32
// CHECK-NEXT: spirv.Return
spirv.module @copies Logical GLSL450 {
  spirv.func @copies() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    spirv.CopyMemory "Function" %0, "Function" %1 : f32
    spirv.CopyMemory "Function" %0, "Function" %1 ["Volatile"] : f32
    spirv.CopyMemory "Function" %0, "Function" %1 ["Aligned", 4] : f32 {foo}
    spirv.CopyMemory "Function" %0, "Function" %1 ["Volatile"], ["Nontemporal"] : f32
    spirv.Return
  }
}
