// Errors in affine maps, integer sets and memref layouts, at upstream's
// positions and in its words. A non-affine product is reported at the
// operator after it when one follows (upstream checks an operation when it
// meets the next operator); a missing operand names the side it misses.
// RUN: not %hlsl-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// REQUIRES: mlir-opt
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:41: error: missing right operand of binary operator
"foo.a"() {m = affine_map<(d0) -> (d0 + )>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:36: error: missing left operand of binary operator
"foo.a"() {m = affine_map<(d0) -> (* d0)>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:41: error: missing right operand of binary operator
"foo.a"() {m = affine_map<(d0) -> (d0 * + 2)>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 2]]:37: error: expected affine expression
// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:37: error: missing operand of negation
"foo.a"() {m = affine_map<(d0) -> (-)>} : () -> ()

// -----

// The product `d0 * d1` is checked at the second `*`.
// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:48: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
"foo.a"() {m = affine_map<(d0, d1) -> (d0 * d1 * 2)>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:43: error: non-affine expression: right operand of mod has to be either a constant or symbolic
"foo.a"() {m = affine_map<(d0, d1) -> (d0 mod d1)>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:36: error: constant too large for index
"foo.a"() {m = affine_map<(d0) -> (9223372036854775808)>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:37: error: no expression inside parentheses
"foo.a"() {m = affine_map<(d0) -> (()>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:36: error: redefinition of identifier 'd0'
"foo.a"() {m = affine_map<(d0)[s0, d0] -> (d0)>} : () -> ()

// -----

// `>` without `=` is consumed before the next relation is tried.
// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:40: error: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
"foo.a"() {m = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:43: error: unexpected ssa identifier
"foo.a"() {m = affine_map<(d0) -> (symbol(%x))>} : () -> ()

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:21: error: memref layout mismatch between rank and affine map: 1 != 2
"foo.op"() : () -> (memref<4xf32, affine_map<(d0, d1) -> ()>>)

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:21: error: expected the number of strides to match the rank
"foo.op"() : () -> (memref<4xf32, strided<[2, 3]>, #foo.x>)

// -----

// An unregistered dialect's attribute is not a memory space upstream accepts.
// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:21: error: unsupported memory space Attribute
"foo.op"() : () -> (memref<4xf32, #foo.space<shared>>)

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:21: error: unsupported memory space Attribute
"foo.op"() : () -> (memref<*xf32, [1]>)

// -----

// CHECK: affine-error-positions.mlir:[[# @LINE + 1]]:21: error: unsupported memory space Attribute
"foo.op"() : () -> (memref<4xf32, affine_set<(d0) : (d0 >= 0)>>)
