// The control-flow ops (branches, calls, structured selections and loops,
// returns) in their custom form as MLIR 22 prints them, and the generic form
// cross-checked with upstream.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// -----

// CHECK-LABEL: spirv.module @branches Logical GLSL450 {
// CHECK-NEXT: spirv.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 "None" {
// CHECK-NEXT: spirv.Branch ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: spirv.Branch ^bb2(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb2(%0: i32, %1: f32):  // pred: ^bb1
// CHECK-NEXT: spirv.BranchConditional %arg0, ^bb3, ^bb4(%0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: spirv.BranchConditional %arg0 [5, 10], ^bb4(%arg1 : i32), ^bb5
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb2, ^bb3, ^bb5
// CHECK-NEXT: spirv.ReturnValue %2 : i32
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: spirv.Branch ^bb4(%0 : i32) {bar}
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @branches Logical GLSL450 {
  spirv.func @branches(%c: i1, %x: i32, %y: f32) -> i32 "None" {
    spirv.Branch ^bb1
  ^bb1:
    spirv.Branch ^bb2(%x, %y : i32, f32)
  ^bb2(%a: i32, %b: f32):
    spirv.BranchConditional %c, ^bb3, ^bb4(%a : i32)
  ^bb3:
    spirv.BranchConditional %c [5, 10], ^bb4(%x : i32), ^bb5
  ^bb4(%r: i32):
    spirv.ReturnValue %r : i32
  ^bb5:
    spirv.Branch ^bb4(%a : i32) {bar}
  }
}

// -----

// CHECK-LABEL: spirv.module @calls Logical GLSL450 {
// CHECK-NEXT: spirv.func @callee(%arg0: i32, %arg1: f32) -> f32 "None" {
// CHECK-NEXT: spirv.ReturnValue %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @void() "None" {
// CHECK-NEXT: spirv.Return {foo}
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @caller(%arg0: i32, %arg1: f32) "None" {
// CHECK-NEXT: %0 = spirv.FunctionCall @callee(%arg0, %arg1) : (i32, f32) -> f32
// CHECK-NEXT: spirv.FunctionCall @void() : () -> ()
// CHECK-NEXT: %1 = spirv.FunctionCall @callee(%arg0, %0) {foo} : (i32, f32) -> f32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @calls Logical GLSL450 {
  spirv.func @callee(%a: i32, %b: f32) -> f32 "None" {
    spirv.ReturnValue %b : f32
  }
  spirv.func @void() "None" {
    spirv.Return {foo}
  }
  spirv.func @caller(%a: i32, %b: f32) "None" {
    %0 = spirv.FunctionCall @callee(%a, %b) : (i32, f32) -> f32
    spirv.FunctionCall @void() : () -> ()
    %1 = spirv.FunctionCall @callee(%a, %0) {foo} : (i32, f32) -> (f32)
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @selection Logical GLSL450 {
// CHECK-NEXT: spirv.func @selection(%arg0: i1, %arg1: i32) -> i32 "None" {
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: spirv.Branch ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: spirv.mlir.selection control(Flatten) {
// CHECK-NEXT: spirv.BranchConditional %arg0, ^bb1, ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %0 = spirv.mlir.selection control(DontFlatten) -> i32 {
// CHECK-NEXT: spirv.BranchConditional %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: spirv.Branch ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: spirv.mlir.merge %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: }
// CHECK-NEXT: spirv.ReturnValue %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @selection Logical GLSL450 {
  spirv.func @selection(%c: i1, %x: i32) -> i32 "None" {
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^bb1, ^bb2
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.mlir.merge
    }
    spirv.mlir.selection control(Flatten) {
      spirv.BranchConditional %c, ^bb1, ^bb1
    ^bb1:
      spirv.mlir.merge
    }
    %r = spirv.mlir.selection control(DontFlatten) -> i32 {
      spirv.BranchConditional %c, ^bb1, ^bb2(%x : i32)
    ^bb1:
      spirv.Branch ^bb2(%x : i32)
    ^bb2(%y: i32):
      spirv.mlir.merge %y : i32
    }
    spirv.mlir.selection {
    }
    spirv.ReturnValue %r : i32
  }
}

// -----

// CHECK-LABEL: spirv.module @loop Logical GLSL450 {
// CHECK-NEXT: spirv.func @loop(%arg0: i32) "None" {
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%cst0_i32 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: %2 = spirv.Undef : i1
// CHECK-NEXT: spirv.BranchConditional %2, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: spirv.Branch ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: spirv.Branch ^bb1(%1 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = spirv.mlir.loop control(Unroll) -> i32, i32 {
// CHECK-NEXT: spirv.Branch ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: spirv.Branch ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: spirv.Branch ^bb1
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: spirv.mlir.merge %cst0_i32, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @loop Logical GLSL450 {
  spirv.func @loop(%n: i32) "None" {
    %zero = spirv.Constant 0 : i32
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %cmp = spirv.Undef : i1
      spirv.BranchConditional %cmp, ^body, ^merge
    ^body:
      spirv.Branch ^continue
    ^continue:
      spirv.Branch ^header(%i : i32)
    ^merge:
      spirv.mlir.merge
    }
    %r:2 = spirv.mlir.loop control(Unroll) -> i32, i32 {
      spirv.Branch ^header
    ^header:
      spirv.Branch ^continue
    ^continue:
      spirv.Branch ^header
    ^merge:
      spirv.mlir.merge %zero, %n : i32, i32
    }
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @unreachable Logical GLSL450 {
// CHECK-NEXT: spirv.func @unreachable() "None" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: spirv.Unreachable
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: spirv.Unreachable {foo}
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @unreachable Logical GLSL450 {
  spirv.func @unreachable() "None" {
    spirv.Return
  ^bb1:
    spirv.Unreachable
  ^bb2:
    spirv.Unreachable {foo}
  }
}

// -----

// spirv.Switch: case values print as the unsigned number of their bits and
// parse as any integer truncated to the selector's width; the case operands
// are one group cut by `case_operand_segments`.
// CHECK-LABEL: spirv.module @switches Logical GLSL450 {
// CHECK-NEXT: spirv.func @switches(%arg0: i32, %arg1: f32, %arg2: si8, %arg3: i64) -> f32 "None" {
// CHECK-NEXT: spirv.Switch %arg0 : i32, [
// CHECK-NEXT:   default: ^bb1(%arg1 : f32),
// CHECK-NEXT:   0: ^bb2,
// CHECK-NEXT:   4294967293: ^bb1(%arg1 : f32),
// CHECK-NEXT:   7: ^bb3
// CHECK-NEXT: ] {foo}
// CHECK-NEXT: ^bb1(%0: f32):  // 3 preds: ^bb0, ^bb0, ^bb4
// CHECK-NEXT: spirv.ReturnValue %0 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: spirv.Switch %arg2 : si8, [
// CHECK-NEXT:   default: ^bb3,
// CHECK-NEXT:   255: ^bb3,
// CHECK-NEXT:   44: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
// CHECK-NEXT: spirv.Switch %arg3 : i64, [
// CHECK-NEXT:   default: ^bb4]
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: spirv.Switch %arg3 : i64, [
// CHECK-NEXT:   default: ^bb5,
// CHECK-NEXT:   18446744073709551615: ^bb1(%arg1 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: spirv.ReturnValue %arg1 : f32
spirv.module @switches Logical GLSL450 {
  spirv.func @switches(%sel: i32, %a: f32, %small: si8, %wide: i64) -> f32 "None" {
    spirv.Switch %sel : i32, [
      default: ^bb1(%a : f32),
      0: ^bb2,
      -3: ^bb1(%a : f32),
      7: ^bb3
    ] {foo}
  ^bb1(%x: f32):
    spirv.ReturnValue %x : f32
  ^bb2:
    spirv.Switch %small : si8, [
      default: ^bb3,
      -1: ^bb3,
      300: ^bb4
    ]
  ^bb3:
    spirv.Switch %wide : i64, [
      default: ^bb4
    ]
  ^bb4:
    spirv.Switch %wide : i64, [
      default: ^bb5,
      -1: ^bb1(%a : f32)
    ]
  ^bb5:
    spirv.ReturnValue %a : f32
  }
}

// -----

// CHECK-LABEL: spirv.module @kill Logical GLSL450 {
// CHECK-NEXT: spirv.func @kill(%arg0: i1) "None" {
// CHECK-NEXT: spirv.Kill
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @kill_attrs() "None" {
// CHECK-NEXT: spirv.Kill {foo}
spirv.module @kill Logical GLSL450 {
  spirv.func @kill(%c: i1) "None" {
    spirv.Kill
  }
  spirv.func @kill_attrs() "None" {
    spirv.Kill {foo}
  }
}
