// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Scalar, array, dictionary and symbol attributes.

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"foo.a"() {x = -1 : ui8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {x = 300 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {x = 128 : si8} : () -> ()

// -----

// `-0` is out of range too: its negation has no sign bit.
// expected-error@+1 {{integer constant out of range for attribute}}
"foo.a"() {x = -0 : i32} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"foo.a"() {x = 1 : tensor<f32>} : () -> ()

// -----

// expected-error@+1 {{unexpected decimal integer literal for a floating point value}}
"foo.a"() {x = 1 : f32} : () -> ()
// expected-note@-1 {{add a trailing dot to make the literal a float}}

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"foo.a"() {x = 0x17FC00000 : f32} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"foo.a"() {x = -0x7FC00000 : f32} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"foo.a"() {x = 1.0 : i32} : () -> ()

// -----

// `inf` and `nan` are not literals.
// expected-error@+1 {{expected attribute value}}
"foo.a"() {x = inf} : () -> ()

// -----

// expected-error@+1 {{duplicate key 'a' in dictionary attribute}}
"foo.a"() {x = {a = 1, a = 2}} : () -> ()

// -----

// expected-error@+1 {{expected attribute name}}
"foo.a"() {x = {1 = 2}} : () -> ()

// -----

// expected-error@+1 {{expected valid attribute name}}
"foo.a"() {"" = 1} : () -> ()

// -----

// expected-error@+1 {{expected nested symbol reference identifier}}
"foo.a"() {x = @a::b} : () -> ()

// -----

// expected-error@+1 {{expected constant integer or floating point value}}
"foo.a"() {x = -foo} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"foo.a"() {x = array<i32: 1.5>} : () -> ()

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"foo.a"() {x = array<i1: 1>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"foo.a"() {x = array<i8: true>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"foo.a"() {x = array<i8: 256>} : () -> ()

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"foo.a"() {x = strided<[x]>} : () -> ()

// -----

// expected-error@+1 {{expected 'offset' after comma}}
"foo.a"() {x = strided<[1], 2>} : () -> ()

// -----

// expected-error@+1 {{expected '>' to close an array attribute}}
"foo.a"() {x = array<i32: 1 2>} : () -> ()

// -----

// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
"foo.a"() {x = array<i4: 1>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'tensor<f32>'}}
"foo.a"() {x = array<tensor<f32>: 1>} : () -> ()
