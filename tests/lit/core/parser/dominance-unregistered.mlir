// Dominance in regions of unregistered ops, as upstream's DominanceInfo has
// it: a single-block region of an unregistered op is a graph region (any
// order within it), a region of several blocks always has SSA dominance, and
// a value from an enclosing region follows that region's kind.
// RUN: not %hlsl-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s
// RUN: not %hlsl-opt --allow-unregistered-dialect --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=OUT
// REQUIRES: mlir-opt
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=OUT

// Accepted: a use before its definition in one block, and in a region nested
// in that block.
// OUT: "foo.op"() ({
// OUT-NEXT: "foo.use"(%0) : (i32) -> ()
// OUT-NEXT: %0 = "foo.def"() : () -> i32
"foo.op"() ({
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.def"() : () -> i32
}) : () -> ()
"foo.op"() ({
  "foo.inner"() ({
    "foo.use"(%1) : (i32) -> ()
  }) : () -> ()
  %1 = "foo.def"() : () -> i32
}) : () -> ()

// -----

// Rejected: the entry block uses a value of a block that does not dominate it.
// CHECK: dominance-unregistered.mlir:[[# @LINE + 2]]:3: error: operand #0 does not dominate this use
"foo.op"() ({
  "foo.use"(%0) : (i32) -> ()
^bb1:
  %0 = "foo.def"() : () -> i32
}) : () -> ()
// CHECK: dominance-unregistered.mlir:[[# @LINE - 2]]:8: note: operand defined here (op in the same region)

// -----

// Rejected: the enclosing region is a function body, with SSA dominance.
// CHECK: dominance-unregistered.mlir:[[# @LINE + 3]]:5: error: operand #0 does not dominate this use
func.func @f() {
  "foo.op"() ({
    "foo.use"(%0) : (i32) -> ()
  }) : () -> ()
  %0 = "foo.def"() : () -> i32
  return
}
// CHECK: dominance-unregistered.mlir:[[# @LINE - 3]]:8: note: operand defined here (op in a parent region)

// -----

// Empty blocks: an entry block alone may be empty; any other block may not.
// CHECK: dominance-unregistered.mlir:[[# @LINE + 1]]:1: error: empty block: expect at least a terminator
"foo.op"() ({
  "foo.br"() [^bb1] : () -> ()
^bb1:
}) : () -> ()
