// Verifier and parser diagnostics of the control-flow ops, with MLIR 22's wording (each
// case also passes `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: i32) "None" {
    // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
    spirv.Branch ^bb1(%x : i32)
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: i32) "None" {
    // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
    spirv.Branch ^bb1(%x : i32)
  ^bb1(%y: f32):
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
    spirv.Branch ^bb1
  ^bb1(%y: f32):
    spirv.Return
  }
}

// -----

// expected-error @+1 {{'spirv.module' op expects region #0 to have 0 or 1 blocks}}
spirv.module Logical GLSL450 {
  spirv.Branch ^bb1
^bb1:
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) "None" {
    // expected-error @+1 {{'spirv.BranchConditional' op branch weights cannot both be zero}}
    spirv.BranchConditional %c [0, 0], ^bb1, ^bb1
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) "None" {
    // expected-error @+1 {{expected ','}}
    spirv.BranchConditional %c [1], ^bb1, ^bb1
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) "None" {
    // expected-error @+1 {{'spirv.BranchConditional' op must have exactly two branch weights}}
    "spirv.BranchConditional"(%c)[^bb1, ^bb1] {branch_weights = [1 : i32, 2 : i32, 3 : i32], operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%c: i32) "None" {
    // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
    spirv.BranchConditional %c, ^bb1, ^bb1
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) "None" {
    // expected-error @+1 {{'spirv.BranchConditional' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
    "spirv.BranchConditional"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) "None" {
    // expected-error @+1 {{'spirv.BranchConditional' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
    "spirv.BranchConditional"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i32: 1, 0>} : (i1) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) "None" {
    // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
    spirv.BranchConditional %c, ^bb1(%c : i1), ^bb1
  ^bb1(%x: i1):
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op callee function 'nope' not found in nearest symbol table}}
    spirv.FunctionCall @nope() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: i32) "None" {
    // expected-error @+1 {{cannot name an operation with no results}}
    %0 = spirv.FunctionCall @f(%x) : (i32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g(%a: f32) "None" {
    spirv.Return
  }
  spirv.func @f(%x: i32) "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 0}}
    spirv.FunctionCall @g(%x) : (i32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g() -> f32 "None" {
    %u = spirv.Undef : f32
    spirv.ReturnValue %u : f32
  }
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op has incorrect number of results has for callee: expected 1, but provided 0}}
    spirv.FunctionCall @g() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @g() -> f32 "None" {
    %u = spirv.Undef : f32
    spirv.ReturnValue %u : f32
  }
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op result type mismatch: expected 'f32', but provided 'i32'}}
    %0 = spirv.FunctionCall @g() : () -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<f32, Input>
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op callee function 'g' not found in nearest symbol table}}
    spirv.FunctionCall @g() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.selection' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
    spirv.mlir.selection {
      spirv.Return
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.selection' op must have a selection header block}}
    spirv.mlir.selection {
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.selection' op should not have 'spirv.mlir.merge' op outside the merge block}}
    spirv.mlir.selection {
      spirv.mlir.merge
    ^bb1:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{custom op 'spirv.mlir.selection' invalid selection_control attribute specification: Bogus}}
    spirv.mlir.selection control(Bogus) {
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op must have an entry block branching to the loop header block}}
    spirv.mlir.loop {
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op must have a loop header block branched from the entry block}}
    spirv.mlir.loop {
      spirv.Branch ^bb1
    ^bb1:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op entry block must only have one 'spirv.Branch' op to the second block}}
    spirv.mlir.loop {
      spirv.Return
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.Branch ^bb1
    ^bb3:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op requires a loop continue block branching to the loop header block}}
    spirv.mlir.loop {
      spirv.Branch ^bb1
    ^bb1:
      spirv.Branch ^bb3
    ^bb3:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op second to last block must be the loop continue block that branches to the loop header block}}
    spirv.mlir.loop {
      spirv.Branch ^bb1
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.Branch ^bb3
    ^bb3:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.loop' op can only have the entry and loop continue block branching to the loop header block}}
    spirv.mlir.loop {
      spirv.Branch ^bb1
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.Branch ^bb1
    ^bb3:
      spirv.Branch ^bb1
    ^bb4:
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{custom op 'spirv.mlir.loop' invalid loop_control attribute specification: Bogus}}
    spirv.mlir.loop control(Bogus) {
      spirv.mlir.merge
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.merge' op expects parent op to be one of 'spirv.mlir.selection, spirv.mlir.loop'}}
    spirv.mlir.merge
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.Return' op failed to verify that op must appear in a function-like op's block}}
  spirv.Return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Unreachable' op cannot be used in reachable block}}
    spirv.Unreachable
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Return' op must be the last operation in the parent block}}
    spirv.Return
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: i32) "None" {
    // expected-error @+1 {{'spirv.Switch' op number of literals (2) should match number of targets (1)}}
    "spirv.Switch"(%sel)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, literals = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: i32) "None" {
    // expected-error @+1 {{'spirv.Switch' op targetOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
    "spirv.Switch"(%sel)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, literals = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: i32) "None" {
    // expected-error @+1 {{'spirv.Switch' op 'selector' type ('i32') should match literals type ('i16')}}
    "spirv.Switch"(%sel)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, literals = dense<[1]> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: f32) "None" {
    // expected-error @+1 {{'spirv.Switch' op operand #0 must be 8/16/32/64-bit integer, but got 'f32'}}
    "spirv.Switch"(%sel)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: i32, %a: f32) "None" {
    // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
    spirv.Switch %sel : i32, [
      default: ^bb1,
      1: ^bb1(%a : f32)
    ]
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: i32) "None" {
    // expected-error @+2 {{expected 'default'}}
    spirv.Switch %sel : i32, [
      1: ^bb1
    ]
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: i32) "None" {
    spirv.Switch %sel : i32, [
      default: ^bb1,
      // expected-error @+1 {{expected integer value}}
      x: ^bb1
    ]
  ^bb1:
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%sel: f32) "None" {
    // expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    spirv.Switch %sel : f32, [
      default: ^bb1
    ]
  ^bb1:
    spirv.Return
  }
}
