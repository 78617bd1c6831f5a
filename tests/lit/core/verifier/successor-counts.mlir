// The successor-count traits report the count they found, in MLIR 22's words
// ("requires N successor(s) but found M"); the same file passes
// `mlir-opt-22 --verify-diagnostics`.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics
// RUN: %if mlir-opt %{ %mlir-opt %s --split-input-file --verify-diagnostics %}

func.func @branch_with_two_targets() {
  // expected-error @+1 {{'spirv.Branch' op requires 1 successor but found 2}}
  "spirv.Branch"()[^a, ^b] : () -> ()
^a:
  spirv.Return
^b:
  spirv.Return
}

// -----

func.func @conditional_branch_with_one_target(%c: i1) {
  // expected-error @+1 {{'spirv.BranchConditional' op requires 2 successors but found 1}}
  "spirv.BranchConditional"(%c)[^a] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^a:
  spirv.Return
}

// -----

func.func @return_with_a_target() {
  // expected-error @+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^a] : () -> ()
^a:
  return
}
