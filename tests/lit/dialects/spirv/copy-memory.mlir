// `spirv.CopyMemory` in its custom form as MLIR 22 prints it (but for the
// source's access list, see docs/text-format-upstream-bugs.md), and the
// generic form cross-checked with upstream. Upstream's custom output is read
// back through the generic form only: it gives a one-list op a source list.
// (MLIR 22's parser does not read the attribute dictionary where its printer
// puts it, before the type; ours does.)

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// REQUIRES: mlir-opt

// spirv.CopyMemory: the attribute dictionary prints before the type; the
// second access list is the source's own (MLIR 22 prints the target's there
// when the source has none, which reads back as another op; the generic form
// is the same).
// CHECK-LABEL: spirv.module @copies Logical GLSL450 {
// CHECK-NEXT: spirv.func @copies() "None" {
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: %1 = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1,  : f32
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1 ["Volatile"],  : f32
// CHECK-NEXT: spirv.CopyMemory  "Function" %0,  "Function" %1 ["Aligned", 4],  {foo} : f32
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
