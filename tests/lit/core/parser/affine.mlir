// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Affine maps and integer sets (memref layouts and attributes).

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.a"() {m = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"foo.a"() {m = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"foo.a"() {m = affine_map<(d0) -> (d0 + x)>} : () -> ()

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
"foo.a"() {m = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
"foo.a"() {m = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error@+1 {{expected IntegerSet, but got AffineMap}}
"foo.a"() {m = affine_set<(d0) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected ')' in affine map range}}
"foo.a"() {m = affine_map<(d0) -> (d0>} : () -> ()

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"foo.a"() {m = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error@+1 {{expected ']' in symbol list}}
"foo.a"() {m = affine_map<(d0)[s0 -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected '->' or ':'}}
"foo.a"() {m = affine_map<(d0) (d0)>} : () -> ()
