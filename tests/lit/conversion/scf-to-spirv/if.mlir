// --convert-scf-to-spirv: scf.if is a spirv.mlir.selection whose header
// branches to the moved then/else blocks, which branch to the merge block;
// results leave through Function variables, stored in each branch and loaded
// after the construct. As upstream's pass, the arith and func ops convert too.

// RUN: %hlsl-opt %s --convert-scf-to-spirv | FileCheck %s

// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --convert-scf-to-spirv | %mlir-opt > %t.ours
// RUN: %mlir-opt %s --convert-scf-to-spirv > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK-LABEL: spirv.func @branch(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 "None"
// CHECK-NEXT:  %[[VAR:.+]] = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT:  spirv.mlir.selection {
// CHECK-NEXT:    spirv.BranchConditional %arg0, ^[[THEN:.+]], ^[[ELSE:.+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    %[[SUM:.+]] = spirv.IAdd %arg1, %arg2 : i32
// CHECK-NEXT:    spirv.Store "Function" %[[VAR]], %[[SUM]] : i32
// CHECK-NEXT:    spirv.Branch ^[[MERGE:.+]]
// CHECK-NEXT:  ^[[ELSE]]:
// CHECK-NEXT:    spirv.Store "Function" %[[VAR]], %arg2 : i32
// CHECK-NEXT:    spirv.Branch ^[[MERGE]]
// CHECK-NEXT:  ^[[MERGE]]:
// CHECK-NEXT:    spirv.mlir.merge
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[R:.+]] = spirv.Load "Function" %[[VAR]] : i32
// CHECK-NEXT:  spirv.ReturnValue %[[R]] : i32

// An if without results or else: the false edge goes to the merge block.
// CHECK-LABEL: spirv.func @noresult
// CHECK-NEXT:  spirv.mlir.selection {
// CHECK-NEXT:    spirv.BranchConditional %arg0, ^[[ONLY:.+]], ^[[END:.+]]
// CHECK-NEXT:  ^[[ONLY]]:
// CHECK-NEXT:    spirv.IAdd %arg1, %arg1 : i32
// CHECK-NEXT:    spirv.Branch ^[[END]]
// CHECK-NEXT:  ^[[END]]:
// CHECK-NEXT:    spirv.mlir.merge

func.func @branch(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @noresult(%c: i1, %a: i32) {
  scf.if %c {
    %s = arith.addi %a, %a : i32
  }
  return
}
