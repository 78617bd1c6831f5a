// --convert-scf-to-spirv on scf.for: a spirv.mlir.loop with an entry block,
// a header checking the bound, the body (receiving the induction variable and
// the iteration values), a continue block stepping the induction variable,
// and the merge block. Results leave through Function variables at the start
// of the function, stored before the loop and in the continue block.
//
// This differs from MLIR 22 on purpose: upstream stores the results only in
// the body, so a loop that runs zero times leaves its result variable
// unwritten and the load after the loop reads an undefined value; and it
// steps the induction variable at the end of the last body block instead of
// a continue block of its own.

// RUN: %hlsl-opt %s --convert-scf-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-scf-to-spirv | %hlsl-opt | FileCheck %s
// RUN: %if mlir-opt %{ %hlsl-opt %s --convert-scf-to-spirv | %mlir-opt > /dev/null %}

// CHECK-LABEL: spirv.func @loop(%arg0: i32, %arg1: f32) -> f32 "None"
// CHECK-NEXT:  %[[VAR:.+]] = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT:  %[[LB:.+]] = spirv.Constant 0 : i32
// CHECK-NEXT:  %[[STEP:.+]] = spirv.Constant 1 : i32
// The value of a loop that runs zero times.
// CHECK-NEXT:  spirv.Store "Function" %[[VAR]], %arg1 : f32
// CHECK-NEXT:  spirv.mlir.loop {
// CHECK-NEXT:    spirv.Branch ^[[HEADER:.+]](%[[LB]], %arg1 : i32, f32)
// CHECK-NEXT:  ^[[HEADER]](%[[IV:.+]]: i32, %[[ACC:.+]]: f32):
// CHECK-NEXT:    %[[MORE:.+]] = spirv.SLessThan %[[IV]], %arg0 : i32
// CHECK-NEXT:    spirv.BranchConditional %[[MORE]], ^[[BODY:.+]](%[[IV]], %[[ACC]] : i32, f32), ^[[MERGE:.+]]
// CHECK-NEXT:  ^[[BODY]](%[[I:.+]]: i32, %[[A:.+]]: f32):
// CHECK-NEXT:    %[[X:.+]] = spirv.ConvertSToF %[[I]] : i32 to f32
// CHECK-NEXT:    %[[Y:.+]] = spirv.FAdd %[[A]], %[[X]] : f32
// CHECK-NEXT:    spirv.Branch ^[[CONTINUE:.+]](%[[Y]] : f32)
// CHECK-NEXT:  ^[[CONTINUE]](%[[NEXT:.+]]: f32):
// CHECK-NEXT:    %[[NEXT_IV:.+]] = spirv.IAdd %[[IV]], %[[STEP]] : i32
// CHECK-NEXT:    spirv.Store "Function" %[[VAR]], %[[NEXT]] : f32
// CHECK-NEXT:    spirv.Branch ^[[HEADER]](%[[NEXT_IV]], %[[NEXT]] : i32, f32)
// CHECK-NEXT:  ^[[MERGE]]:
// CHECK-NEXT:    spirv.mlir.merge
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[R:.+]] = spirv.Load "Function" %[[VAR]] : f32
// CHECK-NEXT:  spirv.ReturnValue %[[R]] : f32

func.func @loop(%n: i32, %init: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) : i32 {
    %x = arith.sitofp %i : i32 to f32
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
