// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// `dense<...>` elements: the literal's shape and element kinds against the type.

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.a"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([2, 1]) does not match type ([2])}}
"foo.a"() {x = dense<[[1], [2]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"foo.a"() {x = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.a"() {x = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.a"() {x = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"foo.a"() {x = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"foo.a"() {x = dense<[1, 300]> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"foo.a"() {x = dense<"a"> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi32>'}}
"foo.a"() {x = dense<"0x0100000002000000"> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{expected string token, got 1}}
"foo.a"() {x = dense<["a", 1]> : tensor<2x!foo.x>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"foo.a"() {x = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"foo.a"() {x = dense<1> : i32} : () -> ()

// -----

// expected-error@+1 {{expected floating point literal}}
"foo.a"() {x = dense<true> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"foo.a"() {x = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ',' between complex elements}}
"foo.a"() {x = dense<(1 2)> : tensor<complex<i32>>} : () -> ()

// -----

// expected-error@+1 {{expected element literal of primitive type}}
"foo.a"() {x = dense<[@a]> : tensor<1xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer or floating point literal}}
"foo.a"() {x = dense<-"a"> : tensor<1xi32>} : () -> ()

// -----

// expected-error@+1 {{expected ')' after complex elements}}
"foo.a"() {x = dense<(1, 2, 3)> : tensor<complex<i32>>} : () -> ()

// -----

// expected-error@+1 {{parsed 1 elements, but type ('complex<i32>') expected 2 elements}}
"foo.a"() {x = dense<1> : tensor<complex<i32>>} : () -> ()

// -----

// Aliases are not element literals.
#a = 1 : i64
// expected-error@+1 {{expected element literal of primitive type}}
"foo.a"() {x = dense<#a> : tensor<i32>} : () -> ()
